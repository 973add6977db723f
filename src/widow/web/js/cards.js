// Playing cards drawn as SVG from their text form ("As", "Td", "XR", "??").

import { t } from "./i18n.js";

const SVG = "http://www.w3.org/2000/svg";
// The spoken names are in the page's language (the catalogue is loaded before this runs).
const SUITS = { s: ["♠", t("spades"), false], h: ["♥", t("hearts"), true], d: ["♦", t("diamonds"), true], c: ["♣", t("clubs"), false] };
const RANKS = {
  A: ["A", t("ace")], K: ["K", t("king")], Q: ["Q", t("queen")], J: ["J", t("jack")], T: ["10", t("ten")],
  9: ["9", t("nine")], 8: ["8", t("eight")], 7: ["7", t("seven")], 6: ["6", t("six")], 5: ["5", t("five")],
  4: ["4", t("four")], 3: ["3", t("three")], 2: ["2", t("two")],
};

/** The spoken name of a card, for screen readers: "ten of diamonds", "hidden card". */
export function cardName(text) {
  if (text === "??") return t("hidden card");
  if (text === "XR") return t("red joker");
  if (text === "XB") return t("black joker");
  const rank = RANKS[text[0]];
  const suit = SUITS[text[1]];
  return rank && suit ? t("{rank} of {suit}", { rank: rank[1], suit: suit[1] }) : text;
}

function el(name, attrs = {}, text = null) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text !== null) node.textContent = text;
  return node;
}

/** An <svg> element showing one card. */
export function cardSvg(text) {
  const svg = el("svg", { viewBox: "0 0 60 84", class: "card-svg", "aria-hidden": "true" });
  if (text === "??") {
    svg.append(el("rect", { x: 1, y: 1, width: 58, height: 82, rx: 6, class: "card-back" }));
    svg.append(el("rect", { x: 6, y: 6, width: 48, height: 72, rx: 4, class: "card-back-inner" }));
    for (let i = 0; i < 5; i++) {
      svg.append(el("path", { d: `M30 ${14 + i * 12} l8 6 l-8 6 l-8 -6 z`, class: "card-back-mark" }));
    }
    return svg;
  }
  svg.append(el("rect", { x: 1, y: 1, width: 58, height: 82, rx: 6, class: "card-face" }));
  if (text === "XR" || text === "XB") {
    const colour = text === "XR" ? "red" : "black";
    svg.append(el("text", { x: 6, y: 17, class: `card-rank ${colour}` }, "★"));
    // A longer word than the English one is squeezed to the card's width.
    const word = t("JOKER");
    const fit = word.length > 5 ? { textLength: 48, lengthAdjust: "spacingAndGlyphs" } : {};
    svg.append(el("text", { x: 30, y: 50, class: `card-joker ${colour}`, "text-anchor": "middle", ...fit }, word));
    return svg;
  }
  const rank = RANKS[text[0]] ? RANKS[text[0]][0] : text[0];
  const [symbol, , red] = SUITS[text[1]] || ["?", "", false];
  const colour = red ? "red" : "black";
  svg.append(el("text", { x: 5, y: 18, class: `card-rank ${colour}` }, rank));
  svg.append(el("text", { x: 5, y: 31, class: `card-small-suit ${colour}` }, symbol));
  svg.append(el("text", { x: 32, y: 60, class: `card-big-suit ${colour}`, "text-anchor": "middle" }, symbol));
  const corner = el("g", { transform: "rotate(180 30 42)" });
  corner.append(el("text", { x: 5, y: 18, class: `card-rank ${colour}` }, rank));
  svg.append(corner);
  return svg;
}

/** A card as a focusable element: a <button> when it can be selected, else a <span>. */
export function cardElement(text, { selectable = false, selected = false, onToggle = null } = {}) {
  const node = document.createElement(selectable ? "button" : "span");
  node.className = "card" + (selected ? " selected" : "") + (text === "??" ? " hidden" : "");
  node.dataset.card = text;
  node.setAttribute(selectable ? "aria-label" : "title", cardName(text));
  if (!selectable) {
    node.setAttribute("role", "img");
    node.setAttribute("aria-label", cardName(text));
  } else {
    node.type = "button";
    node.setAttribute("aria-pressed", selected ? "true" : "false");
    node.addEventListener("click", () => onToggle && onToggle(text));
  }
  node.append(cardSvg(text));
  return node;
}
