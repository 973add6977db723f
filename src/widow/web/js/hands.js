// The poker value of a few cards, as the rows of Chinese Poker and OFC and the lines of Poker
// Squares show it while they fill. Only for display: the server scores every hand.

import { t } from "./i18n.js";

const ORDER = "23456789TJQKA";
const NAMES = ["high card", "pair", "two pair", "three of a kind", "straight", "flush", "full house", "four of a kind", "straight flush"];

/** [category, ranks...]: a key that compares hands of up to five cards (bigger is better). */
export function handKey(cards) {
  const real = cards.filter((c) => c && c !== "??" && c[0] !== "X");
  const ranks = real.map((c) => ORDER.indexOf(c[0])).sort((a, b) => b - a);
  const counts = new Map();
  for (const r of ranks) counts.set(r, (counts.get(r) || 0) + 1);
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const shape = groups.map((g) => g[1]);
  const byGroup = groups.map((g) => g[0]);
  const five = real.length === 5;
  const flush = five && real.every((c) => c[1] === real[0][1]);
  let straightHigh = -1;
  if (five && groups.length === 5) {
    if (ranks[0] - ranks[4] === 4) straightHigh = ranks[0];
    else if (ranks.join() === "12,3,2,1,0") straightHigh = 3; // the wheel, five high
  }
  let category = 0;
  if (straightHigh >= 0 && flush) category = 8;
  else if (shape[0] === 4) category = 7;
  else if (shape[0] === 3 && shape[1] === 2) category = 6;
  else if (flush) category = 5;
  else if (straightHigh >= 0) category = 4;
  else if (shape[0] === 3) category = 3;
  else if (shape[0] === 2 && shape[1] === 2) category = 2;
  else if (shape[0] === 2) category = 1;
  return [category, ...(straightHigh >= 0 ? [straightHigh] : byGroup)];
}

function compare(a, b) {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? -1) - (b[i] ?? -1);
    if (d) return d;
  }
  return 0;
}

/** The name of the hand the cards make ("pair", "flush"...), translated. */
export function describeHand(cards) {
  return t(NAMES[handKey(cards)[0]]);
}

/** True when the rows are out of order: the back must beat or tie the middle, the middle the
 * front (a foul in Chinese Poker and OFC). */
export function rowsFoul(front, middle, back) {
  return compare(handKey(back), handKey(middle)) < 0 || compare(handKey(middle), handKey(front)) < 0;
}
