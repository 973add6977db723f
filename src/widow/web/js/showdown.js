// The showdown of a game of rows (Chinese Poker, OFC) as a table: each player's rows against each
// opponent's, who won each row, and the chips that changed hands between the two.
//
// It reads the engine's own lines, which come in English whatever the page's language: the log's
// "seat 1 shows F / M / B (...)" line, and the result's "seat 1 against seat 2: seat 1 takes
// front, back; ..." (where the game says who took each row), "seat 2 paid seat 1 6" and
// "seat 1: royalties 2". Where the game does not say who took a row, the row is compared here
// with the same ranking that names the rows' hands (hands.js): only for display, the server has
// already scored the hands.

import { h } from "./api.js";
import { handKey } from "./hands.js";
import { t } from "./i18n.js";

export const ROW_NAMES = ["front", "middle", "back"];

const SHOWN = /^seat (\d+) shows (.+?)(?: \((.*)\))?$/;
const AGAINST = /^seat (\d+) against seat (\d+): (.*)$/;
const PAID = /^seat (\d+) paid seat (\d+) (\d+)\b/;
const ROYALTIES = /^seat (\d+): royalties (\d+)/;

function compareKeys(a, b) {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? -1) - (b[i] ?? -1);
    if (d) return d;
  }
  return 0;
}

/** The hands shown at the last showdown of `log`, by seat: rows of cards, fouled, royalties. */
function shownHands(log) {
  const line = [...log].reverse().find((l) => /^seat \d+ shows .* \/ /.test(l));
  if (!line) return null;
  const hands = new Map();
  for (const part of line.split(/; (?=seat \d+ shows )/)) {
    const m = SHOWN.exec(part);
    if (!m) return null;
    const rows = m[2].split(" / ").map((r) => r.trim().split(/\s+/));
    if (rows.length !== 3) return null;
    const note = m[3] || "";
    const royalties = /royalties (\d+)/.exec(note);
    hands.set(Number(m[1]), { rows, fouled: /^fouled/.test(note), royalties: royalties ? Number(royalties[1]) : null });
  }
  return hands;
}

/** Who took each row between seats a and b, as the game says it ("seat 1 takes front, back"). */
function takenRows(body) {
  const taken = {};
  const clauses = body.replace(/ \([^()]*(?:\([^()]*\)[^()]*)*\)$/, "").split("; ");
  for (const clause of clauses) {
    const m = /^seat (\d+) takes (.+)$/.exec(clause);
    if (!m) continue;
    for (const row of m[2].split(", ")) if (ROW_NAMES.includes(row)) taken[row] = Number(m[1]);
  }
  return taken;
}

/**
 * The showdown of the latest deal, from the kept log lines and the deal's result lines, or null
 * when the lines hold none: `{ seats, hands, pairs }`, where each pair (`seat` against `against`,
 * every ordered pair of the players who showed) has `rows` ("won", "lost" or "tie" for `seat`,
 * front to back) and `points`, the chips `seat` won from `against` (negative when it paid).
 */
export function showdownOf(log, result) {
  const hands = shownHands(log || []);
  if (!hands || hands.size < 2) return null;
  const said = new Map();
  const net = new Map();
  const add = (a, b, n) => net.set(`${a} ${b}`, (net.get(`${a} ${b}`) || 0) + n);
  for (const line of result || []) {
    let m = AGAINST.exec(line);
    if (m) {
      said.set(`${m[1]} ${m[2]}`, takenRows(m[3]));
      continue;
    }
    m = PAID.exec(line);
    if (m) {
      add(Number(m[2]), Number(m[1]), Number(m[3]));
      add(Number(m[1]), Number(m[2]), -Number(m[3]));
      continue;
    }
    m = ROYALTIES.exec(line);
    if (m && hands.has(Number(m[1]))) hands.get(Number(m[1])).royalties = Number(m[2]);
  }
  const seats = [...hands.keys()];
  const pairs = [];
  for (const a of seats) {
    for (const b of seats) {
      if (a === b) continue;
      const told = said.get(`${a} ${b}`) || said.get(`${b} ${a}`);
      const [ha, hb] = [hands.get(a), hands.get(b)];
      const rows = ROW_NAMES.map((row, k) => {
        let winner = null;
        if (told) winner = told[row] ?? null;
        else if (ha.fouled || hb.fouled) winner = ha.fouled && hb.fouled ? null : ha.fouled ? b : a;
        else {
          const d = compareKeys(handKey(ha.rows[k]), handKey(hb.rows[k]));
          winner = d > 0 ? a : d < 0 ? b : null;
        }
        return winner === a ? "won" : winner === b ? "lost" : "tie";
      });
      pairs.push({ seat: a, against: b, rows, points: net.get(`${a} ${b}`) || 0 });
    }
  }
  return { seats, hands, pairs };
}

const MARK = { won: "▲", lost: "▼", tie: "=" };

/** The showdown as a table: one line per player and opponent, a column per row (a mark, with
 * its word for screen readers and as a tooltip), the chips between the two. Narrow enough for
 * the result panel. */
export function drawShowdown(showdown, nameOf, mine = null) {
  // Each word spelled out, so that the catalogue's extraction finds it.
  const said = { won: t("won"), lost: t("lost"), tie: t("tie") };
  const rowWords = { front: t("front"), middle: t("middle"), back: t("back") };
  const cell = (won, row) => h("td", { class: `row-${won}`, "data-row": row, "data-won": won, title: said[won] },
    h("span", { "aria-hidden": "true" }, MARK[won]), h("span", { class: "sr-only" }, said[won]));
  const signed = (n) => (n > 0 ? `+${n}` : String(n));
  const pairs = [...showdown.pairs].sort((x, y) => (x.seat === mine ? -1 : 0) - (y.seat === mine ? -1 : 0));
  const notes = showdown.seats.map((s) => {
    const hand = showdown.hands.get(s);
    const parts = [hand.fouled ? t("fouled") : null, hand.royalties !== null ? t("royalties {n}", { n: hand.royalties }) : null].filter(Boolean);
    return parts.length ? h("li", { "data-seat": s }, `${nameOf(s)}: ${parts.join(", ")}`) : null;
  }).filter(Boolean);
  return h("div", { class: "showdown-box" },
    h("table", { class: "showdown" },
      h("caption", {}, t("Showdown, row by row")),
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("player")),
        ROW_NAMES.map((r) => h("th", { scope: "col", class: "row-head" }, rowWords[r])), h("th", { scope: "col", class: "points" }, t("chips")))),
      h("tbody", {}, pairs.map((p) => h("tr", { "data-seat": p.seat, "data-against": p.against, class: p.seat === mine ? "mine" : "" },
        h("th", { scope: "row" }, h("span", { class: "who" }, nameOf(p.seat)), h("span", { class: "against" }, t("against {name}", { name: nameOf(p.against) }))),
        p.rows.map((won, k) => cell(won, ROW_NAMES[k])),
        h("td", { class: "points", "data-points": p.points }, signed(p.points)))))),
    h("p", { class: "showdown-key" }, `${MARK.won} ${said.won} · ${MARK.lost} ${said.lost} · ${MARK.tie} ${said.tie}`),
    notes.length ? h("ul", { class: "showdown-notes" }, notes) : null);
}
