// The table page: one WebSocket to the server, the felt, actions, result, log and chat.

import { api, h, saveSeat, savedNickname, savedSeat } from "./api.js";
import { lang, say, t } from "./i18n.js";
import { coachPanel } from "./coach.js";
import { drawFelt, drawLog, seatName, tableFamily } from "./render.js";
import { drawShowdown, showdownOf } from "./showdown.js";

const tableId = decodeURIComponent(location.pathname.split("/").pop());
const params = new URLSearchParams(location.search);
let seat = params.has("watch") ? null : savedSeat(tableId);
let socket = null;
let last = null; // the latest "state" message
let version = null;
let selection = new Set();
let retry = 500;
let timerTick = null;
// The coach's latest answer, and whether a question is on its way.
let hint = null;
let asking = false;
// The log as this page has received it: every line once, in order. Each view's log holds every
// event of the latest action with its number, so appending the lines numbered above the last
// one kept loses nothing and repeats nothing, even when one action ends a deal and deals the next.
let logLines = [];
let logLast = null;
const LOG_KEPT = 200;

// Short forms typed at the terminal prompt; other verbs match by initials or a unique prefix.
const SHORT = { p: "pass", x: "exchange", k: "knock", s: "swap", sa: "swap all", b: "buy", d: "decline" };

function setStatus(text) {
  document.getElementById("status").textContent = text;
}

function send(message) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

// A move made while the connection was down waits here and goes out once the seat is back,
// if the table has not moved on meanwhile (then it would be stale, and it is dropped).
let queuedAct = null;
// The last move sent: the server may ask the page to slow down (moves in quick succession), and
// the move is then sent again a moment later rather than lost, while the table has not moved on.
let sentAct = null;
const SLOWED_DOWN_MS = 300;

function act(text) {
  if (!last) return;
  const message = { type: "act", action: text, version, table: tableId };
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  else queuedAct = message;
  sentAct = message;
  selection = new Set();
  pending = { front: [], middle: [], back: [] };
  actedAt = version;
}

/** Expand what was typed ("s 9h qs", "k") into the text of a legal action, or leave it. */
export function expandCommand(typed, legal) {
  const words = typed.trim().split(/\s+/);
  if (!words[0]) return typed;
  const head = words[0].toLowerCase();
  const verbs = [...new Set(legal.map((a) => a.kind.replace(/-/g, " ")))];
  let verb = SHORT[head] && verbs.includes(SHORT[head]) ? SHORT[head] : null;
  if (!verb) {
    const initials = verbs.filter((v) => v.split(" ").map((w) => w[0]).join("") === head);
    const prefixed = verbs.filter((v) => v.startsWith(head));
    verb = initials.length === 1 ? initials[0] : prefixed.length === 1 ? prefixed[0] : null;
  }
  if (!verb) return typed.trim();
  return [verb, ...words.slice(1).map(normalCard)].join(" ");
}

const SECOND_PERSON = { does: "do", has: "have", is: "are", was: "were", goes: "go" };

/** A verb in the third person as it reads after "you" ("takes" -> "take"); null if not one. */
function secondPerson(word) {
  if (SECOND_PERSON[word]) return SECOND_PERSON[word];
  if (!word.endsWith("s") || word.endsWith("ss") || word.length < 3) return null;
  if (word.endsWith("ies") && word.length > 4) return word.slice(0, -3) + "y";
  if (/(sses|shes|ches|xes|zes)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/**
 * A line about seats (log, result) as the person at `mine` reads it: their seat is "you", the
 * verb after it agreeing, and the other seats have their players' names (`nameOf`). The same
 * rules as the terminal's (widow.cli.table.personal_line).
 */
export function personalLine(line, mine, nameOf) {
  let personal = false;
  // A partnership the viewer sits in is "you and" the partner (named below).
  const paired = mine === null || mine === undefined ? line : line.replace(/\bseats (\d+) and (\d+)\b/g, (match, a, b) => {
    const [first, second] = [Number(a), Number(b)];
    if (mine !== first && mine !== second) return match;
    personal = true;
    return `you and seat ${mine === first ? second : first}`;
  });
  const said = paired.replace(/\bseat (\d+)('s)?(?: ([a-z]+)\b)?/g, (match, n, own, verb) => {
    const s = Number(n);
    if (s === mine) {
      personal = true;
      const words = own ? "your" : "you";
      if (!verb) return words;
      return `${words} ${(!own && secondPerson(verb)) || verb}`;
    }
    const words = own ? `${nameOf(s)}'s` : nameOf(s);
    return verb ? `${words} ${verb}` : words;
  });
  if (!personal) return said;
  return said
    .replace(/(\byou [a-z]+\b[^;,()]*? )(and|or) ([a-z]+)\b/g, (m, head, joint, verb) => `${head}${joint} ${secondPerson(verb) || verb}`)
    .replace(/(\byou [a-z]+\b[^;,()]*? )its\b/g, "$1your");
}

/** What the command box suggests: a few of the moves open now, one of each kind. */
export function commandHint(legal) {
  const kinds = new Map();
  for (const a of legal) if (!kinds.has(a.kind)) kinds.set(a.kind, a.amount ? a.text.replace("{amount}", a.amount.min) : a.text);
  const examples = [...kinds.values()].slice(0, 4);
  return examples.length ? t("type a move: {moves}", { moves: `${examples.join(", ")}${kinds.size > 4 ? "…" : ""}` }) : t("type a move");
}

/** An engine line as this page's reader reads it: their seat "you", the others by name, in the
 * page's language. */
function spoken(line) {
  if (lang === "en") return personalLine(line, mySeat(), playerName);
  const mine = mySeat();
  return say(line, { viewer: mine, name: (s) => (s === mine ? t("you") : playerName(s)) });
}

function mySeat() {
  return last && last.seat !== null && last.seat !== undefined ? last.seat : null;
}

function normalCard(word) {
  const m = /^(10|[2-9tjqka])([shdc])$/i.exec(word);
  if (!m) return word;
  const rank = m[1] === "10" ? "T" : m[1].toUpperCase();
  return rank + m[2].toLowerCase();
}

function toggle(card) {
  if (selection.has(card)) selection.delete(card);
  else selection.add(card);
  draw();
}

function sameSet(cards, chosen) {
  return cards.length === chosen.size && cards.every((c) => chosen.has(c));
}

// The cards the person has put into rows on this page and not yet sent (Chinese Poker, OFC).
let pending = { front: [], middle: [], back: [] };
let pendingKey = null;
// Faro: whether a click on the layout puts down a coppered bet.
let copper = false;

/** The rows a "place" action fills: "place 7c 5s 2c / - / -" -> {front: [...], ...}. */
export function placeRows(text) {
  const parts = text.replace(/^place\s+/, "").split("/").map((p) => p.trim());
  if (parts.length !== 3) return null;
  const cards = (p) => (p === "-" || !p ? [] : p.split(/\s+/));
  return { front: cards(parts[0]), middle: cards(parts[1]), back: cards(parts[2]) };
}

function matchingPlace(legal) {
  return legal.find((a) => {
    const rows = placeRows(a.text);
    return a.kind === "place" && rows && ["front", "middle", "back"].every((r) => sameSet(rows[r], new Set(pending[r])));
  });
}

/** A click on one of the viewer's cards: it plays at once when exactly one move names that card
 * alone and no move names it among others; otherwise it joins (or leaves) the selection. */
function cardClicked(card) {
  const legal = (last && last.view.legal_actions) || [];
  const alone = legal.filter((a) => a.cards.length === 1 && a.cards[0] === card);
  const more = legal.some((a) => a.cards.length > 1 && a.cards.includes(card));
  if (alone.length === 1 && !more && !selection.size && !legal.some((a) => a.kind === "place")) {
    act(alone[0].text);
    return;
  }
  toggle(card);
}

function placeSelected(row) {
  if (!selection.size) return;
  for (const r of Object.keys(pending)) pending[r] = pending[r].filter((c) => !selection.has(c));
  pending[row] = [...pending[row], ...selection];
  selection = new Set();
  draw();
}

function unplace(card) {
  for (const r of Object.keys(pending)) pending[r] = pending[r].filter((c) => c !== card);
  draw();
}

/** The bet slider of a move with an amount: the legal range, quick sizes, and the move. */
function amountControl(a, view) {
  const { min, max, step } = a.amount;
  const pot = Number(((view.counters || []).find((c) => c.name === "pot") || {}).value) || 0;
  const clamp = (v) => Math.min(max, Math.max(min, Math.round(v / (step || 1)) * (step || 1)));
  const slider = h("input", { type: "range", min, max, step: step || 1, value: min, class: "bet-slider", "aria-label": t("{label} amount", { label: a.label }) });
  const shown = h("output", { class: "bet-amount" }, String(min));
  const go = h("button", { class: "action primary", "data-action": a.text, "data-amount": "1" }, `${say(a.label)} ${min}`);
  const set = (v) => {
    slider.value = clamp(v);
    shown.textContent = slider.value;
    go.textContent = `${say(a.label)} ${slider.value}`;
  };
  slider.addEventListener("input", () => set(Number(slider.value)));
  go.addEventListener("click", () => act(a.text.replace("{amount}", slider.value)));
  const quick = [[t("min"), min], [t("half pot"), pot / 2], [t("pot"), pot], [t("all-in"), max]];
  return h("div", { class: "amount" },
    h("div", { class: "row-buttons" }, slider, shown, go),
    h("div", { class: "row-buttons quick" }, quick.map(([label, v]) =>
      h("button", { type: "button", class: "quick-size", "data-size": label, onclick: () => set(v) }, label))));
}

/** The moves of one kind, when there are many (Faro's calls, a race's quotes): one list and
 * one button rather than a wall of buttons. */
function choiceControl(kind, actions) {
  const select = h("select", { class: "move-choice", "data-kind": kind, "aria-label": say(actions[0].label.split(" ")[0]) },
    actions.map((a) => h("option", { value: a.text }, say(a.label))));
  const label = say(actions[0].label.split(" ")[0] || kind);
  return h("span", { class: "choice" }, select,
    h("button", { class: "action primary", "data-choice": kind, onclick: () => act(select.value) }, label));
}

/** The controls the table itself offers for some moves: the layout's spots (bets), the grid's
 * cells (placing), the rows (setting a hand); those moves get no button of their own. */
function boardMoves(legal) {
  const spots = new Map();
  const places = new Map();
  const layout = last.view.layout;
  const drawn = new Set(layout ? [...layout.rows.flat(), ...layout.bars].filter((p) => p !== null) : []);
  for (const a of legal) {
    const bet = /^bet (\S+)( copper)?$/.exec(a.text);
    if (bet && drawn.has(bet[1])) spots.set(bet[1] + (bet[2] ? " copper" : ""), a);
    const cell = /^place (\d+) (\d+)$/.exec(a.text);
    if (cell) places.set(`${cell[1]} ${cell[2]}`, a);
  }
  return { spots, places };
}

function drawActions(view) {
  const box = document.getElementById("actions");
  box.replaceChildren();
  const legal = view.legal_actions || [];
  if (last.seat === null) {
    box.append(h("p", { class: "muted" }, t("You are watching this table.")));
    return;
  }
  if (!last.started) {
    box.append(h("p", { class: "muted" }, t("Play starts once every seat is taken. Send the link of this page to your friends.")));
    return;
  }
  if (!legal.length) {
    const waiting = view.over ? t("The match is over.") : t("Waiting for {name}…", { name: playerName(view.to_act) });
    box.append(h("p", { class: "muted waiting" }, waiting));
    return;
  }
  box.append(h("p", { class: "your-turn" }, t("Your turn"), last.timer_remaining !== null ? h("span", { id: "timer", class: "badge turn" }, "") : null));
  const { spots, places } = boardMoves(legal);
  const onBoard = new Set([...spots.values(), ...places.values()].map((a) => a.text));
  const rowsFamily = tableFamily(view) === "rows";
  const rest = legal.filter((a) => !onBoard.has(a.text) && !(rowsFamily && a.kind === "place"));
  const plain = rest.filter((a) => !a.cards.length && !a.amount);
  const withCards = rest.filter((a) => a.cards.length && !(rowsFamily && a.kind === "place"));
  const amounts = rest.filter((a) => a.amount);
  const byKind = new Map();
  for (const a of plain) byKind.set(a.kind, [...(byKind.get(a.kind) || []), a]);
  const row = h("div", { class: "row-buttons" });
  for (const [kind, actions] of byKind) {
    if (actions.length > 8) row.append(choiceControl(kind, actions));
    else for (const a of actions) row.append(h("button", { class: "action primary", "data-action": a.text, onclick: () => act(a.text) }, say(a.label)));
  }
  box.append(row);
  for (const a of amounts) box.append(amountControl(a, view));
  if (spots.size) {
    box.append(h("p", { class: "muted small" }, t("Click a card of the layout to bet on it.")),
      h("label", { class: "field check" }, h("input", { type: "checkbox", id: "copper", checked: copper, onchange: (e) => { copper = e.target.checked; draw(); } }), t("copper the bet (bet that the card loses)")));
  }
  if (places.size) box.append(h("p", { class: "muted small" }, t("Click an empty cell of your grid to place the called card.")));
  if (rowsFamily && legal.some((a) => a.kind === "place")) {
    const ready = matchingPlace(legal);
    box.append(h("p", { class: "muted small" }, t("Select cards of your hand, then put them in a row.")),
      h("div", { class: "row-buttons" },
        h("button", { class: "action primary", id: "set-rows", disabled: !ready, "data-action": ready ? ready.text : null, onclick: () => ready && act(ready.text) }, t("Set these rows")),
        h("button", { class: "link", onclick: () => { pending = { front: [], middle: [], back: [] }; draw(); } }, t("start again"))));
  }
  if (withCards.length) {
    const matching = withCards.filter((a) => [...selection].every((c) => a.cards.includes(c)));
    if (!selection.size) {
      box.append(h("p", { class: "muted small" }, t("Click a card to play it, or select cards to see the moves that use them.")));
    } else {
      const cardRow = h("div", { class: "row-buttons card-actions" });
      for (const a of matching.slice(0, 12)) {
        const ready = sameSet(a.cards, selection);
        cardRow.append(h("button", { class: "action" + (ready ? " primary" : ""), disabled: !ready, "data-action": a.text, onclick: () => act(a.text) }, say(a.label)));
      }
      if (!matching.length) cardRow.append(h("span", { class: "muted small" }, t("No move uses these cards.")));
      cardRow.append(h("button", { class: "link", onclick: () => { selection = new Set(); draw(); } }, t("clear selection")));
      box.append(cardRow);
    }
  }
  const coach = coachPanel({
    hints: last.hints, seat: last.seat, version, answer: hint, asking,
    onAsk: () => { asking = true; send({ type: "hint" }); draw(); },
    onAllow: () => send({ type: "allow-hints" }),
    onPlay: act,
  });
  if (coach) box.append(coach);
  const command = h("input", { id: "command", placeholder: commandHint(legal), autocomplete: "off", "aria-label": t("type a move") });
  box.append(h("form", { class: "command", onsubmit: (e) => { e.preventDefault(); if (command.value.trim()) act(expandCommand(command.value, legal)); } }, command));
}

function playerName(s) {
  if (s === null || s === undefined || !last) return t("nobody");
  const p = last.players.find((x) => x.seat === s);
  if (!p) return t("seat {n}", { n: s });
  // Two bots of one kind share a name: their seat numbers tell them apart.
  const name = seatName(p);
  return last.players.filter((x) => x.name === p.name).length > 1 ? `${name} ${s}` : name;
}

// The results of the deals seen on this page, oldest first: the newest is shown until the
// person moves again (or, for a spectator, until play has gone round), the others as history.
let results = [];
let actedAt = null;

function keepResult(message) {
  const result = message.view.result;
  if (!result) return;
  const key = JSON.stringify(result.lines);
  if (!results.length || results[results.length - 1].key !== key) results.push({ key, lines: result.lines, version: message.version });
  results = results.slice(-20);
}

/** The final standings: every seat by placing, with the numbers the outcome gives it. */
function standings(outcome) {
  const seats = (outcome && outcome.seats) || [];
  if (!seats.length) return null;
  // Numbers only, and none that is zero for everyone (money in a game played for points).
  const fields = [...new Set(seats.flatMap((s) => Object.keys(s)))].filter((k) => k !== "seat" && k !== "placing"
    && seats.every((s) => typeof (s[k] ?? 0) === "number") && seats.some((s) => s[k]));
  const sorted = [...seats].sort((a, b) => (a.placing ?? 99) - (b.placing ?? 99) || a.seat - b.seat);
  return h("div", { class: "standings-box" }, h("table", { class: "standings" },
    h("thead", {}, h("tr", {}, h("th", {}, t("place")), h("th", {}, t("player")), fields.map((f) => h("th", {}, t(f.replace(/_/g, " ")))))),
    h("tbody", {}, sorted.map((s) => h("tr", { class: s.seat === mySeat() ? "mine" : "" },
      h("td", {}, s.placing ?? ""), h("td", {}, playerName(s.seat) + (s.seat === mySeat() ? ` (${t("you")})` : "")),
      fields.map((f) => h("td", {}, s[f] ?? "")))))));
}

function drawResult(message) {
  const box = document.getElementById("result");
  const newest = results[results.length - 1];
  const fresh = newest && (message.over || (actedAt === null || actedAt < newest.version)
    && message.version - newest.version <= (mySeat() === null ? message.players.length : 1000));
  const history = results.slice(0, fresh ? -1 : results.length);
  if (!fresh && !history.length && !message.over) {
    box.hidden = true;
    return;
  }
  box.hidden = false;
  const lines = (r) => h("ul", {}, r.lines.map((l) => h("li", {}, spoken(l))));
  box.replaceChildren(h("h2", {}, message.over ? t("Match over") : fresh ? t("Result of the deal") : t("Earlier deals")));
  if (message.over) box.append(standings(message.outcome));
  if (fresh) box.append(lines(newest));
  // A game of rows shows its showdown as a table: each row against each opponent's.
  const showdown = fresh && tableFamily(message.view) === "rows" ? showdownOf(logLines, newest.lines) : null;
  if (showdown) box.append(drawShowdown(showdown, playerName, mySeat()));
  if (history.length) {
    box.append(h("details", { class: "history" }, h("summary", {}, t("Earlier deals ({n})", { n: history.length })),
      history.slice().reverse().map(lines)));
  }
  if (message.over) {
    box.append(h("div", { class: "row-buttons" },
      h("a", { class: "button", href: `/api/tables/${tableId}/record`, download: `widow-${tableId}.json` }, t("Download record")),
      h("a", { class: "button", href: `/replay?table=${tableId}` }, t("Replay")),
      seat ? h("button", { class: "primary", id: "rematch", onclick: rematch }, message.rematch ? t("Go to the rematch") : t("Rematch")) : null,
      !seat && message.rematch ? h("a", { class: "button", id: "watch-rematch", href: `/t/${encodeURIComponent(message.rematch)}?watch=1` }, t("Watch the rematch")) : null));
  }
}

/** Append the lines of `view`'s log that are newer than those already kept. */
function keepLog(view) {
  const numbers = view.log_numbers || [];
  view.log.forEach((line, i) => {
    if (logLast === null || numbers[i] > logLast) logLines.push(line);
  });
  if (numbers.length) logLast = Math.max(logLast ?? numbers[0], numbers[numbers.length - 1]);
  logLines = logLines.slice(-LOG_KEPT);
}

let following = false;

/** Go to the next match, sitting at this same seat there (the server makes the table once). */
async function rematch() {
  if (following) return;
  following = true;
  try {
    const next = await api(`/api/tables/${tableId}/rematch`, { token: seat.token });
    if (next.token) saveSeat(next.id, next.seat, next.token, seat.nickname || savedNickname());
    location.href = `/t/${encodeURIComponent(next.id)}`;
  } catch (e) {
    following = false;
    setStatus(e.message);
  }
}

function draw() {
  if (!last) return;
  const view = last.view;
  document.getElementById("title").textContent = `${view.title} · ${say(view.phase_label)}`;
  const rules = document.getElementById("rules-link");
  if (rules) {
    rules.href = `/api/games/${encodeURIComponent(view.game)}/rules?lang=${lang}`;
    rules.textContent = t("rules");
  }
  const legal = view.legal_actions || [];
  const mine = !view.over && last.seat !== null && view.to_act === last.seat && legal.length > 0;
  document.title = `${mine ? "● " : ""}${view.title} · widow`;
  document.body.classList.toggle("my-turn", mine);
  const valid = new Set(legal.flatMap((a) => a.cards));
  for (const r of Object.values(pending)) for (const c of r) valid.add(c);
  selection = new Set([...selection].filter((c) => valid.has(c)));
  // Cards put into rows stay only while they are still in the hand and a move may place them.
  const hand = (view.zones || []).find((z) => z.owner === last.seat && z.kind === "hand");
  const held = new Set(hand ? hand.cards : []);
  const key = `${last.seat}:${hand ? hand.cards.join(" ") : ""}`;
  if (key !== pendingKey) {
    pending = { front: [], middle: [], back: [] };
    pendingKey = key;
  }
  for (const r of Object.keys(pending)) pending[r] = pending[r].filter((c) => held.has(c));
  const rowsMove = legal.some((a) => a.kind === "place") && tableFamily(view) === "rows";
  const spotMoves = new Set();
  for (const a of legal) {
    const bet = /^bet (\S+)( copper)?$/.exec(a.text);
    if (bet && view.layout && !!bet[2] === copper) spotMoves.add(bet[1]);
  }
  const places = new Map();
  for (const a of legal) {
    const cell = /^place (\d+) (\d+)$/.exec(a.text);
    if (cell) places.set(`${cell[1]} ${cell[2]}`, a);
  }
  const phone = window.matchMedia("(max-width: 760px)").matches;
  document.getElementById("felt-box").replaceChildren(drawFelt(view, {
    players: last.players, nameOf: playerName, selection, onToggle: last.seat !== null ? cardClicked : null,
    compact: phone, legal,
    onAct: mine ? act : null, places: mine ? places : new Map(),
    spots: mine ? spotMoves : new Set(), onSpot: mine ? (place) => act(`bet ${place}${copper ? " copper" : ""}`) : null,
    pending, onPlace: rowsMove ? placeSelected : null, onUnplace: rowsMove ? unplace : null,
  }));
  drawActions(view);
  drawResult(last);
  const log = document.getElementById("log");
  log.replaceChildren(drawLog(logLines.map(spoken)));
  const list = log.firstChild;
  list.scrollTop = list.scrollHeight; // the newest event in sight
  const turn = view.over ? t("match over") : mine ? t("your turn") : t("{name} to act", { name: playerName(view.to_act) });
  setStatus(turn);
  const free = last.players.some((p) => !p.taken);
  document.getElementById("joinbar").hidden = !!seat || !free || view.over;
}

function startTimer(remaining) {
  clearInterval(timerTick);
  if (remaining === null || remaining === undefined) return;
  const end = Date.now() + remaining * 1000;
  const tick = () => {
    const node = document.getElementById("timer");
    if (node) node.textContent = `${Math.max(0, Math.ceil((end - Date.now()) / 1000))} s`;
  };
  tick();
  timerTick = setInterval(tick, 500);
}

function addChat(lines) {
  const list = document.getElementById("chat-lines");
  for (const line of lines) list.append(h("li", {}, h("strong", {}, line.name), ": ", line.text));
  while (list.children.length > 100) list.firstChild.remove();
  list.scrollTop = list.scrollHeight;
}

function onMessage(event) {
  const message = JSON.parse(event.data);
  if (message.type === "state") {
    if (version !== null && message.version < version) return;
    // Someone started the rematch while this page was open: a player's page follows them.
    const started = last !== null && !last.rematch && message.rematch;
    if (started && seat && message.seat !== null) rematch();
    last = message;
    version = message.version;
    keepLog(message.view);
    keepResult(message);
    draw();
    startTimer(message.timer_remaining);
    if (queuedAct !== null) {
      if (queuedAct.version === version && message.seat !== null) send(queuedAct);
      queuedAct = null;
    }
  } else if (message.type === "hint") {
    hint = message;
    asking = false;
    draw();
  } else if (message.type === "chat") {
    addChat(message.lines);
    if (version !== null && message.version > version) send({ type: "resync" });
  } else if (message.type === "error") {
    if (asking) { asking = false; draw(); }
    setStatus(say(message.message));
    if (message.code === "rate-limited" && sentAct !== null && sentAct.version === version) {
      const again = sentAct;
      setTimeout(() => { if (sentAct === again && again.version === version) send(again); }, SLOWED_DOWN_MS);
    } else if (message.code === "bad-token") {
      localStorage.removeItem(`widow.seat.${tableId}`);
      seat = null;
      socket.close();
    } else if (message.code === "stale" || (version !== null && message.version > version)) {
      send({ type: "resync" });
    }
  }
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  socket = new WebSocket(`${scheme}://${location.host}/ws/${encodeURIComponent(tableId)}`);
  socket.addEventListener("open", () => {
    retry = 500;
    document.getElementById("chat-lines").replaceChildren();
    send(seat ? { type: "join", token: seat.token } : { type: "watch" });
  });
  socket.addEventListener("message", onMessage);
  socket.addEventListener("close", () => {
    setStatus(t("connection lost; reconnecting…"));
    setTimeout(connect, retry);
    retry = Math.min(Math.max(retry * 2, 500), 8000);
  });
}

async function join(event) {
  event.preventDefault();
  const nickname = document.getElementById("join-name").value.trim();
  try {
    const taken = await api(`/api/tables/${tableId}/join`, { nickname });
    saveSeat(tableId, taken.seat, taken.token, nickname);
    seat = savedSeat(tableId);
    if (params.has("watch")) history.replaceState(null, "", `/t/${tableId}`);
    last = null;
    version = null;
    retry = 0;
    socket.close();
  } catch (e) {
    document.getElementById("join-error").textContent = e.message;
  }
}

document.getElementById("join").addEventListener("submit", join);
document.getElementById("join-name").value = savedNickname();
document.getElementById("chat-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const input = document.getElementById("chat-text");
  if (input.value.trim()) send({ type: "chat", text: input.value });
  input.value = "";
});
document.addEventListener("keydown", (event) => {
  if (event.key === "/" && document.activeElement.tagName !== "INPUT") {
    const command = document.getElementById("command");
    if (command) {
      event.preventDefault();
      command.focus();
    }
  }
});
window.widowTable = { get last() { return last; }, get version() { return version; } };
connect();
