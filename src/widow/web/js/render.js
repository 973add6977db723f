// Drawing a generic table description (docs/engine.md) for any game: seats, zones, counters.

import { h } from "./api.js";
import { cardElement } from "./cards.js";

function counterText(c) {
  return `${c.label}: ${c.value === null || c.value === undefined ? "?" : c.value}`;
}

/** One zone of cards with its label. */
export function drawZone(zone, { selection = new Set(), onToggle = null } = {}) {
  const cards = h("div", {
    class: `cards layout-${zone.layout || "row"}`,
    style: zone.layout === "grid" && zone.columns ? `--columns:${zone.columns}` : null,
  });
  // A face-down pile is one back with its count, however its cards are listed.
  const facedown = zone.layout === "stack" && zone.cards.length > 0 && zone.cards.every((c) => c === "??");
  if ((zone.cards.length === 0 || facedown) && zone.count > 0) {
    const stack = h("span", { class: "stack-count" }, cardElement("??"), h("span", { class: "count" }, zone.count));
    stack.setAttribute("aria-label", `${zone.count} cards face down`);
    cards.append(stack);
  }
  for (const card of facedown ? [] : zone.cards) {
    const selectable = zone.selectable && card !== "??" && onToggle !== null;
    cards.append(cardElement(card, { selectable, selected: selection.has(card), onToggle }));
  }
  return h("section", { class: `zone kind-${zone.kind}`, "data-zone": zone.id, "aria-label": zone.label },
    h("div", { class: "zone-label" }, zone.label, zone.count !== zone.cards.length && zone.cards.length ? ` (${zone.count})` : ""),
    cards);
}

/** A betting layout (docs/engine.md, "layout"): the grid of spots, each with its note and the
 * bets on it alone, then the bets on several spots, on the bars and any others. A bet reads
 * seat:units, with c when coppered. */
export function drawLayout(layout) {
  const betText = (b) => `${b.seat}:${b.units}${b.copper ? "c" : ""}`;
  const on = (bets, place) => bets.filter((b) => b.place === place).map(betText).join(" ");
  const singles = layout.bets.filter((b) => b.covers.length === 1 && b.covers[0] === b.place);
  const cell = (spot) => spot === null
    ? h("td", { class: "layout-gap" })
    : h("td", { class: "layout-spot", "data-spot": spot },
      h("div", { class: "spot-name" }, spot),
      h("div", { class: "spot-note muted" }, layout.notes[spot] || ""),
      h("div", { class: "spot-bets" }, on(singles, spot)));
  const listed = (label, bets) => bets.length
    ? h("p", { class: "layout-bets" }, `${label}: ${bets.map((b) => `${b.place} ${betText(b)}`).join("; ")}`)
    : null;
  const several = layout.bets.filter((b) => b.covers.length > 1);
  const others = layout.bets.filter((b) => b.covers.length === 0 && !layout.bars.includes(b.place));
  return h("section", { class: `bet-layout kind-${layout.kind}`, "aria-label": layout.label },
    h("div", { class: "zone-label" }, layout.label, " (bets as seat:units, c coppered)"),
    h("table", { class: "layout-grid" }, h("tbody", {}, layout.rows.map((row) => h("tr", {}, row.map(cell))))),
    listed("on several cards", several),
    layout.bars.length
      ? h("p", { class: "layout-bars" }, `bars: ${layout.bars.map((bar) => `${bar} ${on(layout.bets, bar) || "-"}`).join("; ")}`)
      : null,
    listed("other bets", others));
}

/** One seat: its player's name, roles, status, counters and the zones it owns. */
function drawSeat(table, row, players, options) {
  const player = players ? players.find((p) => p.seat === row.seat) : null;
  const name = player ? player.name : row.label;
  const isViewer = table.viewer === row.seat;
  const toAct = table.to_act === row.seat;
  const zones = table.zones.filter((z) => z.owner === row.seat);
  const classes = ["seat", isViewer ? "mine" : "", toAct ? "to-act" : "", `status-${(row.status || "").replace(/\W+/g, "-")}`];
  return h("article", { class: classes.join(" "), "data-seat": row.seat, "aria-label": `${name}, ${row.label}${toAct ? ", to act" : ""}` },
    h("header", { class: "seat-head" },
      h("span", { class: "seat-name" }, name, isViewer ? " (you)" : ""),
      h("span", { class: "seat-label muted" }, row.label !== name ? row.label : ""),
      (row.roles || []).map((r) => h("span", { class: "badge role" }, r)),
      row.status && row.status !== "in" ? h("span", { class: "badge status" }, row.status) : null,
      player && !player.connected ? h("span", { class: "badge away" }, "away") : null,
      toAct ? h("span", { class: "badge turn" }, "to act") : null),
    h("div", { class: "seat-counters" }, (row.counters || []).map((c) => h("span", { class: "counter" }, counterText(c)))),
    zones.map((z) => drawZone(z, isViewer ? options : {})));
}

/** The whole felt: other seats on top, the shared zones and counters, the viewer's seat below. */
export function drawFelt(table, { players = null, selection = new Set(), onToggle = null } = {}) {
  const options = { selection, onToggle };
  const rows = new Map(table.seats.map((s) => [s.seat, s]));
  const order = (table.order && table.order.length ? table.order : table.seats.map((s) => s.seat)).filter((s) => rows.has(s));
  const mine = table.viewer !== null && table.viewer !== undefined ? table.viewer : null;
  const others = order.filter((s) => s !== mine);
  const shared = table.zones.filter((z) => z.owner === null || z.owner === undefined);
  return h("div", { class: "felt" },
    h("div", { class: "opponents" }, others.map((s) => drawSeat(table, rows.get(s), players, options))),
    h("div", { class: "center" },
      h("div", { class: "table-counters" }, (table.counters || []).map((c) => h("span", { class: "counter big" }, counterText(c)))),
      h("div", { class: "shared-zones" }, shared.map((z) => drawZone(z, options))),
      table.layout ? drawLayout(table.layout) : null),
    mine !== null && rows.has(mine) ? h("div", { class: "me" }, drawSeat(table, rows.get(mine), players, options)) : null);
}

/** The recent events as a list, newest last. */
export function drawLog(lines) {
  return h("ol", { class: "log" }, lines.map((line) => h("li", {}, line)));
}
