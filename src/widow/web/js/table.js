// The table page: one WebSocket to the server, the felt, actions, result, log and chat.

import { api, h, saveSeat, savedNickname, savedSeat } from "./api.js";
import { drawFelt, drawLog } from "./render.js";

const tableId = decodeURIComponent(location.pathname.split("/").pop());
const params = new URLSearchParams(location.search);
let seat = params.has("watch") ? null : savedSeat(tableId);
let socket = null;
let last = null; // the latest "state" message
let version = null;
let selection = new Set();
let retry = 500;
let timerTick = null;
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

function act(text) {
  if (!last) return;
  send({ type: "act", action: text, version, table: tableId });
  selection = new Set();
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
  return examples.length ? `type a move: ${examples.join(", ")}${kinds.size > 4 ? "…" : ""}` : "type a move";
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

function drawActions(view) {
  const box = document.getElementById("actions");
  box.replaceChildren();
  const legal = view.legal_actions || [];
  if (last.seat === null) {
    box.append(h("p", { class: "muted" }, "You are watching this table."));
    return;
  }
  if (!last.started) {
    box.append(h("p", { class: "muted" }, "Play starts once every seat is taken. Send the link of this page to your friends."));
    return;
  }
  if (!legal.length) {
    const waiting = view.over ? "The match is over." : `Waiting for ${playerName(view.to_act)}…`;
    box.append(h("p", { class: "muted" }, waiting));
    return;
  }
  box.append(h("p", { class: "your-turn" }, "Your turn", last.timer_remaining !== null ? h("span", { id: "timer", class: "badge turn" }, "") : null));
  const plain = legal.filter((a) => !a.cards.length && !a.amount);
  const withCards = legal.filter((a) => a.cards.length);
  const amounts = legal.filter((a) => a.amount);
  const row = h("div", { class: "row-buttons" });
  for (const a of plain) row.append(h("button", { class: "action primary", "data-action": a.text, onclick: () => act(a.text) }, a.label));
  for (const a of amounts) {
    const input = h("input", { type: "number", min: a.amount.min, max: a.amount.max, step: a.amount.step, value: a.amount.min, "aria-label": `${a.label} amount` });
    row.append(h("span", { class: "amount" }, input,
      h("button", { class: "action", onclick: () => act(a.text.replace("{amount}", input.value)) }, a.label)));
  }
  box.append(row);
  if (withCards.length) {
    const matching = withCards.filter((a) => [...selection].every((c) => a.cards.includes(c)));
    if (!selection.size) {
      box.append(h("p", { class: "muted small" }, `Select cards to see the ${withCards.length} moves that use them.`));
    } else {
      const cardRow = h("div", { class: "row-buttons card-actions" });
      for (const a of matching.slice(0, 12)) {
        const ready = sameSet(a.cards, selection);
        cardRow.append(h("button", { class: "action" + (ready ? " primary" : ""), disabled: !ready, "data-action": a.text, onclick: () => act(a.text) }, a.label));
      }
      if (!matching.length) cardRow.append(h("span", { class: "muted small" }, "No move uses these cards."));
      cardRow.append(h("button", { class: "link", onclick: () => { selection = new Set(); draw(); } }, "clear selection"));
      box.append(cardRow);
    }
  }
  const command = h("input", { id: "command", placeholder: commandHint(legal), autocomplete: "off", "aria-label": "type a move" });
  box.append(h("form", { class: "command", onsubmit: (e) => { e.preventDefault(); if (command.value.trim()) act(expandCommand(command.value, legal)); } }, command));
}

function playerName(s) {
  if (s === null || s === undefined || !last) return "nobody";
  const p = last.players.find((x) => x.seat === s);
  return p ? p.name : `seat ${s}`;
}

function drawResult(message) {
  const box = document.getElementById("result");
  const result = message.view.result;
  if (!result && !message.over) {
    box.hidden = true;
    return;
  }
  box.hidden = false;
  box.replaceChildren(h("h2", {}, message.over ? "Match over" : "Result of the deal"));
  if (result) box.append(h("ul", {}, result.lines.map((l) => h("li", {}, personalLine(l, mySeat(), playerName)))));
  if (message.over) {
    box.append(h("div", { class: "row-buttons" },
      h("a", { class: "button", href: `/api/tables/${tableId}/record`, download: `widow-${tableId}.json` }, "Download record"),
      h("a", { class: "button", href: `/replay?table=${tableId}` }, "Replay"),
      seat ? h("button", { class: "primary", id: "rematch", onclick: rematch }, message.rematch ? "Go to the rematch" : "Rematch") : null,
      !seat && message.rematch ? h("a", { class: "button", id: "watch-rematch", href: `/t/${encodeURIComponent(message.rematch)}?watch=1` }, "Watch the rematch") : null));
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
  document.getElementById("title").textContent = `${view.title} · ${view.phase_label}`;
  document.title = `${view.title} · widow`;
  const valid = new Set((view.legal_actions || []).flatMap((a) => a.cards));
  selection = new Set([...selection].filter((c) => valid.has(c)));
  document.getElementById("felt-box").replaceChildren(drawFelt(view, {
    players: last.players, selection, onToggle: last.seat !== null ? toggle : null,
  }));
  drawActions(view);
  drawResult(last);
  const log = document.getElementById("log");
  log.replaceChildren(drawLog(logLines.map((l) => personalLine(l, mySeat(), playerName))));
  const list = log.firstChild;
  list.scrollTop = list.scrollHeight; // the newest event in sight
  const turn = view.over ? "match over" : view.to_act === last.seat ? "your turn" : `${playerName(view.to_act)} to act`;
  setStatus(`${turn} · v${version}`);
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
    draw();
    startTimer(message.timer_remaining);
  } else if (message.type === "chat") {
    addChat(message.lines);
    if (version !== null && message.version > version) send({ type: "resync" });
  } else if (message.type === "error") {
    setStatus(message.message);
    if (message.code === "bad-token") {
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
    setStatus("connection lost; reconnecting…");
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
