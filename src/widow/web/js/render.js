// Drawing a generic table description (docs/engine.md) for any game. The client knows no game:
// it picks one small renderer per family from what the description holds (a betting layout, grids
// of cells, rows a seat builds, a trick, a pot) and draws the seats around an oval felt.

import { h } from "./api.js";
import { cardElement } from "./cards.js";
import { lang, say, t, tn } from "./i18n.js";
import { describeHand, rowsFoul } from "./hands.js";

/** An engine line that names seats, with the players' names in their place. */
export function sayNamed(text, nameOf) {
  if (lang !== "en") return say(text, { name: nameOf });
  return String(text).replace(/\bseat (\d+)\b/g, (m, n) => nameOf(Number(n)));
}

/** A seat's name as the page's reader reads it: a person by their nickname as typed, a bot by
 * its kind in the reader's language, an empty seat as such (the server names them in English). */
export function seatName(p) {
  if (p.kind === "bot") {
    if (p.bot === "random") return t("random bot");
    if (p.bot === "heuristic") return t("heuristic bot");
    if (p.bot === "search") return t("search bot");
    if (p.bot === "ismcts") return t("ismcts bot");
    return t("{bot} bot", { bot: p.bot });
  }
  return p.taken ? p.name : t("open seat");
}

function counterText(c) {
  // The engine's words come in English: the page says them in its reader's language.
  const value = c.value === null || c.value === undefined ? "?" : typeof c.value === "string" ? say(c.value) : c.value;
  return `${say(c.label)}: ${value}`;
}

/** Which renderer draws this table: "layout", "grid", "rows", "tricks", "betting" or "round". */
export function tableFamily(table) {
  if (table.layout) return "layout";
  const zones = table.zones || [];
  // Squares and piles each seat builds by dictation (a grid, or several piles of its own).
  if (zones.some((z) => z.kind === "grid")) return "grid";
  const piles = new Map();
  for (const z of zones) if (z.kind === "pile" && z.owner !== null && z.owner !== undefined) piles.set(z.owner, (piles.get(z.owner) || 0) + 1);
  if ([...piles.values()].some((n) => n >= 3)) return "grid";
  const boards = new Map();
  for (const z of zones) if (z.kind === "board" && z.owner !== null && z.owner !== undefined) boards.set(z.owner, (boards.get(z.owner) || 0) + 1);
  if ([...boards.values()].some((n) => n >= 3)) return "rows";
  // Trick games hold their hands fanned, so the table keeps its shape while the hands are bid.
  if (zones.some((z) => z.kind === "trick" || (z.kind === "hand" && z.layout === "fan"))) return "tricks";
  const money = new Set(["pot", "pool"]);
  if ((table.counters || []).some((c) => money.has(c.name))) return "betting";
  return "round";
}

// The cards each zone showed at the last drawing, so that cards that arrive since are animated.
const shownBefore = new Map();
let drawing = new Map();

function arrived(zoneId, card) {
  const before = shownBefore.get(zoneId);
  return card !== "??" && before !== undefined && !before.has(card);
}

/** One zone of cards with its label. `onCard(card)` makes its cards buttons. */
export function drawZone(zone, { selection = new Set(), onToggle = null, compact = false, legal = [], nameOf = null } = {}) {
  // A card a legal move names can be clicked wherever it lies (a turned-up trump the dealer may
  // play, say), even in a zone that is not the hand.
  const named = new Set(legal.flatMap((a) => a.cards));
  // A short pile of face-up cards (a track, a discard) is spread out so each card shows.
  const spread = zone.layout === "stack" && zone.cards.length <= 8 && zone.cards.some((c) => c !== "??");
  const cards = h("div", {
    class: `cards layout-${spread ? "row" : zone.layout || "row"}`,
    style: zone.layout === "grid" && zone.columns ? `--columns:${zone.columns}` : null,
  });
  // A face-down pile is one back with its count, however its cards are listed.
  const facedown = zone.layout === "stack" && zone.cards.length > 0 && zone.cards.every((c) => c === "??");
  if ((zone.cards.length === 0 || facedown) && zone.count > 0) {
    const stack = h("span", { class: "stack-count" }, cardElement("??"), h("span", { class: "count" }, zone.count));
    stack.setAttribute("aria-label", t("{n} cards face down", { n: zone.count }));
    cards.append(stack);
  }
  // Another seat's hand: the cards known to the viewer, then one back with the count of the
  // hidden ones, which keeps the seat small however many cards it holds.
  const hidden = compact && !facedown ? zone.cards.filter((c) => c === "??").length : 0;
  const seen = new Set();
  const shown = facedown ? [] : hidden > 1 ? zone.cards.filter((c) => c !== "??") : zone.cards;
  for (const card of shown) {
    const selectable = (zone.selectable || named.has(card)) && card !== "??" && onToggle !== null;
    const node = cardElement(card, { selectable, selected: selection.has(card), onToggle });
    if (arrived(zone.id, card)) node.classList.add("arrive");
    seen.add(card);
    cards.append(node);
  }
  if (hidden > 1) {
    const stack = h("span", { class: "stack-count" }, cardElement("??"), h("span", { class: "count" }, hidden));
    stack.setAttribute("aria-label", t("{n} cards face down", { n: hidden }));
    cards.append(stack);
  }
  drawing.set(zone.id, seen);
  // Another seat's hand needs no label: it lies in front of the seat's name.
  // A zone named after a seat ("seat 1's pile") is named after its player.
  const words = nameOf ? sayNamed(zone.label, nameOf) : say(zone.label);
  const label = compact && zone.kind === "hand" ? null
    : h("div", { class: "zone-label" }, words, zone.count !== zone.cards.length && zone.cards.length ? ` (${zone.count})` : "");
  return h("section", { class: `zone kind-${zone.kind}`, "data-zone": zone.id, "aria-label": words }, label, cards);
}

/** A betting layout (docs/engine.md, "layout"), drawn as it lies on the table: the spots in
 * their rows, the bars beside them, and each player's chips on them (coppered bets marked).
 * `onSpot(place)` makes the spots that take a bet now clickable. */
export function drawLayout(layout, { nameOf = (s) => t("seat {n}", { n: s }), onSpot = null, open = new Set() } = {}) {
  const chip = (b) => h("span", { class: "bet-chip" + (b.copper ? " copper" : ""), title: `${nameOf(b.seat)}: ${b.units}${b.copper ? " " + t("coppered") : ""}` },
    h("span", { class: "bet-who" }, initials(nameOf(b.seat))), String(b.units));
  const on = (place) => layout.bets.filter((b) => b.place === place).map(chip);
  const spot = (place, extraClass) => {
    const clickable = onSpot !== null && open.has(place);
    const attrs = { class: `layout-spot ${extraClass}${clickable ? " open" : ""}`, "data-spot": place };
    const body = [h("span", { class: "spot-name" }, say(place)), h("span", { class: "spot-note" }, say(layout.notes[place] || "")), h("span", { class: "spot-bets" }, on(place))];
    return clickable
      ? h("button", { ...attrs, type: "button", "aria-label": t("bet on {place}", { place: say(place) }), onclick: () => onSpot(place) }, body)
      : h("div", attrs, body);
  };
  const several = layout.bets.filter((b) => b.covers.length > 1);
  const others = layout.bets.filter((b) => b.covers.length === 0 && !layout.bars.includes(b.place));
  const listed = (label, bets) => bets.length
    ? h("p", { class: "layout-bets" }, `${label}: `, bets.map((b) => h("span", { class: "layout-bet" }, `${say(b.place)} `, chip(b))))
    : null;
  return h("section", { class: `bet-layout kind-${layout.kind}`, "aria-label": say(layout.label) },
    h("div", { class: "zone-label" }, say(layout.label)),
    h("div", { class: "layout-board", style: `--layout-columns:${Math.max(...layout.rows.map((r) => r.length))}` },
      layout.rows.flatMap((row) => row.map((place) => (place === null ? h("div", { class: "layout-gap" }) : spot(place, "")))),
    ),
    layout.bars.length ? h("div", { class: "layout-bars" }, layout.bars.map((bar) => spot(bar, "bar"))) : null,
    listed(t("on several cards"), several),
    listed(t("other bets"), others));
}

/** A chip's mark: a player's initials, with the number that tells two bots of a kind apart. */
function initials(name) {
  const words = String(name).split(/\s+/).filter(Boolean);
  const number = /^\d+$/.test(words[words.length - 1] || "") ? words.pop() : "";
  return (words.map((w) => w[0]).join("").slice(0, 2).toUpperCase() || "?") + number;
}

/** One seat: its player's name, roles, status, counters and the zones it owns. */
function drawSeat(table, row, ctx, family) {
  const { players } = ctx;
  const player = players ? players.find((p) => p.seat === row.seat) : null;
  const name = ctx.nameOf(row.seat);
  const isViewer = table.viewer === row.seat;
  const toAct = table.to_act === row.seat;
  const folded = /fold|out|dropped/.test(row.status || "");
  let zones = table.zones.filter((z) => z.owner === row.seat);
  if (folded && family === "betting") zones = zones.filter((z) => z.kind !== "hand" || z.cards.some((c) => c !== "??"));
  const roles = row.roles || [];
  const classes = ["seat", isViewer ? "mine" : "", toAct ? "to-act" : "", folded ? "folded" : "", `status-${(row.status || "").replace(/\W+/g, "-")}`];
  const partner = roles.includes("partner");
  const label = (row.label || "").replace(/^you$/, "");
  // The viewer's own count (a table counter "your count") sits at the viewer's seat, by its hand.
  const own = isViewer ? (table.counters || []).filter(ownCounter) : [];
  const counters = [...(row.counters || []).filter((c) => !sideCounter(c)), ...own];
  const zoneOptions = isViewer ? ctx : { compact: true, nameOf: ctx.nameOf };
  let body;
  if (family === "rows") body = drawRows(table, row.seat, zones, isViewer ? ctx : {});
  else if (family === "grid") body = zones.map((z) => (z.kind === "grid" ? drawGrid(z, isViewer ? ctx : {}) : drawZone(z, zoneOptions)));
  else if (family === "round") body = zones.map((z) => (z.kind === "board" ? drawBoard(z, ctx) : drawZone(z, zoneOptions)));
  else body = zones.map((z) => drawZone(z, zoneOptions));
  if (isViewer && ctx.onAct) body = body.map((node, i) => targetZone(node, zones[i], ctx));
  return h("article", { class: classes.filter(Boolean).join(" "), "data-seat": row.seat, "data-side": seatSide(table, row.seat),
    "aria-label": `${name}${toAct ? ", " + t("to act") : ""}` },
  h("header", { class: "seat-head" },
    roles.includes("dealer") ? h("span", { class: "dealer-button", title: t("dealer") }, t("D")) : null,
    h("span", { class: "seat-name" }, name, isViewer ? ` (${t("you")})` : ""),
    label && label !== name && !/^seat \d+$/.test(label) ? h("span", { class: "seat-label" }, say(label.replace(/^seat \d+ /, ""))) : null,
    roles.filter((r) => r !== "dealer" && !(partner && r === "partner" && label.includes("partner"))).map((r) => h("span", { class: "badge role" }, say(r))),
    row.status && row.status !== "in" ? h("span", { class: "badge status" }, say(row.status)) : null,
    player && !player.connected ? h("span", { class: "badge away" }, t("away")) : null,
    toAct ? h("span", { class: "badge turn" }, t("to act")) : null),
  h("div", { class: "seat-counters" }, counters.map((c) => h("span", { class: `counter c-${c.name}${COUNTS.has(c.name) ? " big" : ""}` }, counterText(c)))),
  body,
  family === "betting" ? drawStake(row) : null);
}

/** Counters that tell a hand's count (Farmer, Tonk): drawn large at their seat. */
const COUNTS = new Set(["count", "showing"]);

/** A table counter that is the viewer's own (labelled "your ..."), drawn at the viewer's seat. */
function ownCounter(c) {
  return COUNTS.has(c.name) && /^your /.test(c.label);
}

/** A zone of the viewer's that a move names ("pile 3" for the zone "your pile 3") becomes a
 * button that makes that move. */
function targetZone(node, zone, ctx) {
  if (!zone || !node || node.tagName !== "SECTION") return node;
  const name = zone.label.replace(/^your /, "");
  const move = (ctx.legal || []).find((a) => a.text === name && !a.cards.length);
  if (!move) return node;
  return h("button", { type: "button", class: "zone-target", "data-action": move.text, "aria-label": say(move.label), onclick: () => ctx.onAct(move.text) }, node);
}

/** A counter that belongs to a side (a partnership) rather than to its seat. */
function sideCounter(c) {
  return c.name === "side" || c.name.startsWith("side_") || /^side's /.test(c.label);
}

/** The partnerships, once each: their players and the counters they share (tricks, score). */
function drawSides(table, nameOf) {
  const teams = new Map();
  for (const row of table.seats) {
    if (row.team === null || row.team === undefined) continue;
    if (!teams.has(row.team)) teams.set(row.team, []);
    teams.get(row.team).push(row);
  }
  if (teams.size < 2) return null;
  return h("div", { class: "teams" }, [...teams.entries()].map(([team, rows]) => {
    const shared = (rows[0].counters || []).filter((c) => sideCounter(c) && c.name !== "side");
    const ours = rows.some((r) => r.seat === table.viewer);
    return h("div", { class: "team" + (ours ? " ours" : ""), "data-team": team },
      h("strong", {}, rows.map((r) => nameOf(r.seat)).join(" & ")),
      shared.map((c) => h("span", { class: "counter" }, counterText({ ...c, label: c.label.replace(/^side's /, "") }))));
  }));
}

/** Where a seat sits around the oval: the viewer at the bottom, the others clockwise from its
 * left, so that a partner two seats away sits opposite. */
function seatAngle(table, seat) {
  const order = seatOrder(table);
  const n = order.length;
  const i = order.indexOf(seat);
  return Math.PI / 2 + (2 * Math.PI * i) / n;
}

/** Which side of the table a seat sits on: "me" (the viewer, at the bottom), "left", "top" or
 * "right", going clockwise from the viewer's left. */
function seatSide(table, seat) {
  // A spectator (or a replay) sees the first seat of the order where a player sees their own.
  const bottom = table.viewer === null || table.viewer === undefined ? seatOrder(table)[0] : table.viewer;
  if (seat === bottom) return "me";
  const degrees = ((seatAngle(table, seat) * 180) / Math.PI) % 360;
  if (degrees > 112 && degrees <= 225) return "left";
  if (degrees > 225 && degrees < 315) return "top";
  return "right";
}

function seatOrder(table) {
  const rows = new Set(table.seats.map((s) => s.seat));
  const order = (table.order && table.order.length ? table.order : table.seats.map((s) => s.seat)).filter((s) => rows.has(s));
  const mine = table.viewer;
  if (mine === null || mine === undefined || !order.includes(mine)) return order;
  const k = order.indexOf(mine);
  return [...order.slice(k), ...order.slice(0, k)];
}

/** A seat's bet in this round, as chips on the felt in front of it. */
function drawStake(row) {
  const money = (row.counters || []).find((c) => c.name === "bet" && c.value);
  if (!money) return null;
  return h("div", { class: "stake", "data-stake": row.seat, "aria-label": t("bet: {n}", { n: money.value }) },
    h("span", { class: "chip-stack" }), String(money.value));
}

/** The cards of the trick being played, each in front of the seat that played it. The trick
 * lists its cards in the order they were played, and the seat to act plays next, so walking
 * back from it over the seats still in the deal gives each card's player. */
function drawTrick(table, zone, nameOf) {
  const order = seatOrder(table);
  const inPlay = order.filter((s) => {
    const row = table.seats.find((r) => r.seat === s);
    return row && !/fold|out|sit|pass|drop/.test(row.status || "");
  });
  const players = [];
  const next = inPlay.indexOf(table.to_act);
  const known = next >= 0 && zone.cards.length < inPlay.length;
  const cards = zone.cards.map((card, i) => {
    const back = zone.cards.length - i;
    const seat = known ? inPlay[(next - back + inPlay.length * 4) % inPlay.length] : null;
    players.push(seat);
    const node = cardElement(card);
    if (arrived(zone.id, card)) node.classList.add("arrive");
    if (seat === null) return h("span", { class: "trick-card loose" }, node);
    const a = seatAngle(table, seat);
    // On a phone the seats are not around the trick: each card says who played it instead.
    return h("span", { class: "trick-card", "data-played-by": seat, style: `--dx:${(Math.cos(a) * 58).toFixed(0)}px;--dy:${(Math.sin(a) * 46).toFixed(0)}px` },
      node, h("span", { class: "played-by" }, nameOf(seat)));
  });
  drawing.set(zone.id, new Set(zone.cards));
  return h("section", { class: "zone trick-area", "data-zone": zone.id, "aria-label": say(zone.label) },
    h("div", { class: "zone-label" }, say(zone.label)), h("div", { class: "trick-cards" + (known ? "" : " in-a-row") + (cards.length ? "" : " empty") }, cards));
}

// --- grids (Poker Squares, Cribbage Squares) -----------------------------------------------------

/** A seat's grid: its cells (an empty cell is "??"), with the line each row and column makes so
 * far; the viewer's empty cells are buttons when a move may place the card there. */
function drawGrid(zone, ctx) {
  const columns = zone.columns || 5;
  const rows = Math.ceil(zone.cards.length / columns);
  const open = ctx.places || new Map();
  const cell = (card, i) => {
    const r = Math.floor(i / columns) + 1;
    const c = (i % columns) + 1;
    const move = open.get(`${r} ${c}`);
    if (card !== "??") {
      const node = cardElement(card);
      if (arrived(zone.id, card)) node.classList.add("arrive");
      return h("div", { class: "grid-cell filled" }, node);
    }
    return move && ctx.onAct
      ? h("button", { class: "grid-cell empty open", type: "button", "data-action": move.text, "aria-label": say(move.label), onclick: () => ctx.onAct(move.text) }, "+")
      : h("div", { class: "grid-cell empty" });
  };
  // The points of each complete line, as the game scores it (rows, then columns).
  const scores = zone.lines || [];
  const line = (k) => {
    const v = scores[k];
    return v === null || v === undefined ? "" : tn("{n} point", "{n} points", v);
  };
  const body = [];
  for (let r = 0; r < rows; r++) {
    const cards = zone.cards.slice(r * columns, (r + 1) * columns);
    cards.forEach((card, k) => body.push(cell(card, r * columns + k)));
    body.push(h("div", { class: "line-value row-value", "data-line": `row ${r + 1}` }, line(r)));
  }
  for (let c = 0; c < columns; c++) {
    body.push(h("div", { class: "line-value col-value", "data-line": `column ${c + 1}` }, line(rows + c)));
  }
  drawing.set(zone.id, new Set(zone.cards));
  return h("section", { class: "zone kind-grid", "data-zone": zone.id, "aria-label": say(zone.label) },
    h("div", { class: "zone-label" }, say(zone.label.replace(/\s*\(\?\? marks an empty cell\)/, ""))),
    h("div", { class: "square", style: `--columns:${columns}` }, body));
}

// --- rows (Chinese Poker, OFC) ---------------------------------------------------------------

const ROWS = ["front", "middle", "back"];

/** A seat's three rows, each with the value of the hand it holds. For the viewer, the rows also
 * hold the cards placed on this page and not yet sent (`ctx.pending`), and clicking a row puts
 * the selected cards there. */
function drawRows(table, seat, zones, ctx) {
  const hand = zones.find((z) => z.kind === "hand");
  const pending = ctx.pending || { front: [], middle: [], back: [] };
  const placed = new Set(Object.values(pending).flat());
  const rowCards = {};
  const parts = [];
  if (hand) {
    const left = { ...hand, cards: hand.cards.filter((c) => !placed.has(c)) };
    left.count = left.cards.length || (placed.size ? 0 : hand.count);
    // Once every card is in a row (the rows are set, or the showdown is on), the hand is gone.
    if (left.cards.length || left.count) parts.push(drawZone(left, ctx.onToggle ? ctx : { compact: true }));
  }
  for (const name of ROWS) {
    const z = zones.find((x) => x.id === `${name}-${seat}`);
    if (!z) continue;
    const cards = [...z.cards, ...(pending[name] || [])];
    rowCards[name] = cards;
    const value = cards.length && cards.every((c) => c !== "??") ? describeHand(cards) : "";
    const shown = { ...z, cards, count: cards.length, label: t(name) };
    // Another seat's rows still face down shrink to one back each.
    const zoneNode = drawZone(shown, { compact: !ctx.onToggle });
    for (const c of pending[name] || []) {
      const node = zoneNode.querySelector(`[data-card="${c}"]`);
      if (node) {
        node.classList.add("pending");
        if (ctx.onUnplace) {
          node.addEventListener("click", () => ctx.onUnplace(c));
          node.setAttribute("title", t("take back"));
        }
      }
    }
    const rowNode = h("div", { class: "row-line", "data-row": name },
      zoneNode, h("span", { class: "row-value" }, value));
    if (ctx.onPlace) {
      rowNode.append(h("button", { type: "button", class: "row-put", "data-put": name, onclick: () => ctx.onPlace(name) }, t("put here")));
    }
    parts.push(rowNode);
  }
  // The rows hold three, five and five cards; a foul shows once they are full (for the viewer,
  // with the cards placed on this page), before the rows are sent.
  const sizes = { front: 3, middle: 5, back: 5 };
  const complete = ROWS.every((r) => rowCards[r] && rowCards[r].length === sizes[r] && rowCards[r].every((c) => c !== "??"));
  if (complete && rowsFoul(rowCards.front, rowCards.middle, rowCards.back)) {
    parts.push(h("p", { class: "foul", role: "alert" }, t("Foul: each row must be worth at least the row above it.")));
  }
  return parts;
}

// --- a race (Horse Race) ----------------------------------------------------------------------

/** A race on the table: a `finish` counter (how many cards a runner needs), a shared layout zone
 * of runners (cards of one rank, one of each suit) and a shared board zone of the cards turned.
 * Each runner moves one square for every turned card of its suit. Null when the table holds no
 * race. */
export function raceOf(table) {
  const finish = (table.counters || []).find((c) => c.name === "finish" && Number.isInteger(c.value) && c.value > 0);
  if (!finish) return null;
  const shared = (table.zones || []).filter((z) => z.owner === null || z.owner === undefined);
  const runners = shared.find((z) => z.kind === "layout" && z.cards.length > 1 && !z.cards.includes("??")
    && new Set(z.cards.map((c) => c[0])).size === 1 && new Set(z.cards.map((c) => c[1])).size === z.cards.length);
  const turned = shared.find((z) => z.kind === "board");
  if (!runners || !turned) return null;
  // A whole race is run at once and the next one laid out straight after: until the next race's
  // cards are turned, the track shows where the race just run left each horse (`last_race`).
  const last = lastRaceOf(table, turned);
  const lanes = runners.cards.map((card) => {
    const shown = last ? last.progress[card[1]] || 0 : turned.cards.filter((c) => c !== "??" && c[1] === card[1]).length;
    return { card, suit: card[1], at: Math.min(shown, finish.value) };
  });
  return { finish: finish.value, lanes, runners: runners.id, turned: turned.id, label: runners.label, last };
}

/** The race just run, when the table gives one and no card of the next race is turned yet. */
function lastRaceOf(table, turned) {
  const last = table.last_race;
  if (!last || typeof last !== "object" || !last.progress || turned.cards.some((c) => c !== "??")) return null;
  return last;
}

/** A runner's name: its suit, said in the page's language (each word spelled out for the
 * catalogue's extraction). */
function suitName(suit) {
  return { c: t("clubs"), d: t("diamonds"), h: t("hearts"), s: t("spades") }[suit] || suit;
}

/** A chip result with its sign: +19, -5, 0. */
function signed(n) {
  return n > 0 ? `+${n}` : String(n);
}

/** The race just run, beside the track: its number, its winner, and what each punter and the
 * bank won or lost on it. */
function drawLastRace(last, nameOf) {
  const paid = (last.payouts || []).map((p) => h("li", { class: "payout" + (p.net > 0 ? " won" : p.net < 0 ? " lost" : ""), "data-seat": p.seat },
    h("span", { class: "payout-name" }, nameOf(p.seat)), " ", h("span", { class: "payout-net" }, signed(p.net))));
  if (Number.isInteger(last.bank)) {
    paid.push(h("li", { class: "payout bank", "data-seat": last.banker },
      h("span", { class: "payout-name" }, t("{name} (the bank)", { name: nameOf(last.banker) })), " ", h("span", { class: "payout-net" }, signed(last.bank))));
  }
  return h("div", { class: "last-race", "data-race": last.race, role: "status" },
    h("strong", {}, t("Race {n} is over: {suit} won", { n: last.race, suit: suitName(last.winner) })),
    paid.length ? h("ul", { class: "payouts", "aria-label": t("what each bet paid") }, paid) : h("span", { class: "payouts none" }, t("nobody bet")));
}

/** The race as a track: one lane of squares per runner, the runner's card on the square it has
 * reached (before the first while it has not moved), the finish line after the last square.
 * Before the next race is run, the lanes show the race just run, with its result beside them. */
function drawRace(race, nameOf) {
  const won = race.lanes.find((l) => l.at >= race.finish);
  const lane = (l) => {
    const squares = [];
    for (let i = 0; i <= race.finish; i++) {
      const here = l.at === i;
      squares.push(h("div", { class: `track-square${i === 0 ? " gate" : ""}${i === race.finish ? " finish" : ""}${here ? " here" : ""}`, "data-step": i },
        here ? cardElement(l.card) : i === race.finish ? h("span", { class: "finish-flag", "aria-hidden": "true" }, "⚑") : ""));
    }
    const name = suitName(l.suit);
    return h("div", { class: "track-lane" + (won === l ? " winner" : ""), "data-runner": l.card, "data-at": l.at, role: "listitem",
      "aria-label": t("{name}: {n} of {count}", { name, n: l.at, count: race.finish }) },
    h("span", { class: "lane-name" }, name), h("div", { class: "lane-squares", style: `--squares:${race.finish + 1}` }, squares));
  };
  return h("section", { class: "zone race-track" + (race.last ? " shows-last" : ""), "data-zone": race.runners, "aria-label": say(race.label) },
    h("div", { class: "zone-label" }, say(race.label), " · ", tn("{n} card to the finish", "{n} cards to the finish", race.finish)),
    race.last ? drawLastRace(race.last, nameOf) : null,
    h("div", { class: "track-lanes", role: "list" }, race.lanes.map(lane)));
}

// --- a battle (War) and melds (Tonk) -----------------------------------------------------------

/** A battle or a meld: face-up cards in a row with each run of face-down cards between them
 * (the cards a war puts down) drawn as one back with its count. */
function drawBoard(zone, { nameOf = null } = {}) {
  // A long run of cards (a race's turned cards) overlaps so that it stays on a line or two.
  const cards = h("div", { class: `cards layout-row board-cards${zone.cards.length > 8 ? " long" : ""}` });
  let down = 0;
  const flush = () => {
    if (down === 1) cards.append(cardElement("??"));
    else if (down > 1) {
      const stack = h("span", { class: "stack-count" }, cardElement("??"), h("span", { class: "count" }, down));
      stack.setAttribute("aria-label", t("{n} cards face down", { n: down }));
      cards.append(stack);
    }
    down = 0;
  };
  for (const card of zone.cards) {
    if (card === "??") {
      down++;
      continue;
    }
    flush();
    const node = cardElement(card);
    if (arrived(zone.id, card)) node.classList.add("arrive");
    cards.append(node);
  }
  flush();
  drawing.set(zone.id, new Set(zone.cards));
  const owned = zone.owner !== null && zone.owner !== undefined;
  const label = nameOf ? sayNamed(zone.label, nameOf) : say(zone.label);
  return h("section", { class: `zone kind-board ${owned ? "meld" : "battle"}`, "data-zone": zone.id, "aria-label": label },
    h("div", { class: "zone-label" }, label), cards);
}

/** A discard pile as it lies: its top card face up on the pile, with the pile's size; a card
 * below the top that a move names (none in the games drawn this way today) still shows. */
function drawDiscard(zone, ctx) {
  if (zone.cards.length <= 1) return drawZone(zone, ctx);
  const named = new Set((ctx.legal || []).flatMap((a) => a.cards));
  const shown = zone.cards.filter((c, i) => i === zone.cards.length - 1 || named.has(c));
  const node = drawZone({ ...zone, cards: shown, count: shown.length, layout: "row" }, ctx);
  node.classList.add("pile-top");
  const count = h("span", { class: "pile-size", "aria-label": t("{n} cards in the pile", { n: zone.count }) }, String(zone.count));
  const label = node.querySelector(".zone-label");
  if (label) label.append(" ", count);
  return node;
}

/** The whole felt: the seats around an oval, the shared zones, counters and any layout inside. */
export function drawFelt(table, options = {}) {
  const { players = null, selection = new Set(), onToggle = null } = options;
  drawing = new Map();
  const family = tableFamily(table);
  const order = seatOrder(table);
  const rows = new Map(table.seats.map((s) => [s.seat, s]));
  const nameOf = options.nameOf || ((s) => {
    const p = players ? players.find((x) => x.seat === s) : null;
    return p ? p.name : (rows.get(s) || {}).label || t("seat {n}", { n: s });
  });
  const ctx = { ...options, selection, onToggle, nameOf };
  const shared = table.zones.filter((z) => z.owner === null || z.owner === undefined);
  const tricks = shared.filter((z) => z.kind === "trick");
  const current = tricks.find((z) => !/^last/.test(z.id));
  const lastTrick = tricks.find((z) => /^last/.test(z.id));
  // An empty shared zone (no board yet, nothing burned) takes no room.
  const race = family === "round" ? raceOf(table) : null;
  const others = shared.filter((z) => z.kind !== "trick" && (z.count > 0 || z.cards.length > 0) && !(race && z.id === race.runners));
  // Counters the partnerships show (drawSides: each side's score, games) are not repeated as a
  // table-wide line.
  const sides = drawSides(table, nameOf);
  const perSide = new Set(sides ? table.seats.flatMap((r) => (r.counters || []).filter(sideCounter).map((c) => c.name.replace(/^side_/, ""))) : []);
  const seated = table.viewer !== null && table.viewer !== undefined;
  const counters = (table.counters || []).filter((c) => !perSide.has(c.name) && !(race && c.name === "finish") && !(seated && ownCounter(c)));
  const big = new Set(["pot", "pool", "trump", "contract", "bid", "count", "farm", "wild_rank", "score"]);
  // A counter made of several words is a remark (docs/engine.md): a line of its own.
  const remark = (c) => typeof c.value === "string" && /[a-z]/i.test(c.value) && c.value.trim().split(/\s+/).length >= 3;
  const center = h("div", { class: "center" },
    h("div", { class: "table-counters" }, counters.filter((c) => !remark(c)).map((c) => h("span", { class: `counter${big.has(c.name) ? " big" : ""} c-${c.name}` },
      c.name === "pot" || c.name === "pool" ? h("span", { class: "chip-stack" }) : null, counterText(c)))),
    counters.filter(remark).map((c) => h("p", { class: "remark" }, `${say(c.label)}: ${sayNamed(c.value, nameOf)}`)),
    sides,
    current ? drawTrick(table, current, nameOf) : null,
    race ? drawRace(race, nameOf) : null,
    h("div", { class: "shared-zones" }, others.map((z) => (family === "round" && z.kind === "board" ? drawBoard(z, { nameOf })
      : family === "round" && z.kind === "discard" ? drawDiscard(z, ctx) : drawZone(z, ctx)))),
    table.layout ? drawLayout(table.layout, { nameOf, onSpot: ctx.onSpot || null, open: ctx.spots || new Set() }) : null,
    lastTrick && lastTrick.cards.length
      ? h("details", { class: "last-trick" }, h("summary", {}, sayNamed(lastTrick.label, nameOf)),
        h("div", { class: "cards" }, lastTrick.cards.map((c) => cardElement(c))))
      : null);
  const seats = order.map((s) => drawSeat(table, rows.get(s), ctx, family));
  // Around the oval: the seats on the viewer's left (bottom to top), across the table (left to
  // right), on the right (top to bottom), and the viewer's own seat at the bottom.
  const on = (side) => seats.filter((node) => node.dataset.side === side);
  const ring = ["betting", "tricks", "round"].includes(family)
    ? h("div", { class: "ring oval" },
      h("div", { class: "side-left" }, on("left").reverse()),
      h("div", { class: "side-top" }, on("top")),
      center,
      h("div", { class: "side-right" }, on("right")),
      h("div", { class: "side-me" }, on("me")))
    : h("div", { class: "ring" }, center, seats);
  const felt = h("div", { class: `felt family-${family} seats-${order.length}`, "data-family": family }, ring);
  // What was drawn becomes "before" for the next drawing; zones no longer shown are forgotten.
  shownBefore.clear();
  for (const [k, v] of drawing) shownBefore.set(k, v);
  return felt;
}

/** The recent events as a list, newest last. */
export function drawLog(lines) {
  return h("ol", { class: "log" }, lines.map((line) => h("li", {}, line)));
}
