"""Bots for Open-Face Chinese Poker.

``heuristic`` places by a static judgement of the rows as they stand: made pairs, trips and
better, flush draws, high cards kept out of the front, and a penalty whenever a lower row already
looks stronger than the row above it (a foul in the making).

``montecarlo`` places each card by sampling: for every candidate placement (all of them for a
drawn card, the heuristic's best few for the first five) it deals the rest of its own hand many
times from the cards it has not seen, and for each deal finds the best way to finish its rows
with those cards (every way at once, with the batch evaluators), scoring the finished hand by
royalties, rows expected to win against a typical hand, fantasyland earned, or the foul's cost;
the placement with the best mean wins. In fantasyland it sets the thirteen cards by
trying all 72,072 splits at once with the batch evaluators (:func:`fantasyland_setting`).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from functools import cache
from itertools import combinations
from typing import Any

import numpy as np
import numpy.typing as npt

from widow.cards import Card, parse_cards
from widow.engine.actions import Action
from widow.families.rows.actions import Place, place
from widow.families.rows.rows import (
    FULL_HOUSE,
    QUADS,
    ROW_SIZES,
    batch_five,
    batch_front,
    front_on_five_scale,
)
from widow.families.rows.setter import Subsets, field, setting_rows
from widow.families.rows.splits import BACK_IDS, FRONT_IDS, MIDDLE_IDS
from widow.games.ofc.scoring import QUEEN, Scored, five_royalty, front_royalty

Rows = list[list[Card]]
#: What earning fantasyland is worth, in units, when judging a finished hand.
FANTASYLAND_VALUE = 10.0
#: A foul pays the flat penalty plus the opponent's royalties (about two on average).
FOUL_COST = 8.0
ROLLOUTS = 40
FIVE_CANDIDATES = 8
_WEIGHTS = (0.8, 1.0, 1.0)


def _shape(cards: Sequence[Card]) -> float:
    """A rough strength of a row as it stands: the made category from the rank counts, the top
    rank as a fraction, and for five-card rows part of a flush draw."""
    if not cards:
        return 0.0
    counts = sorted(Counter(c >> 2 for c in cards).items(), key=lambda x: (x[1], x[0]))
    top_count = counts[-1][1]
    pairs = sum(1 for _, n in counts if n >= 2)
    if top_count == 4:
        category = 7.0
    elif top_count == 3:
        category = 6.0 if pairs >= 2 else 3.0
    elif pairs >= 2:
        category = 2.0
    else:
        category = float(pairs)
    return category + counts[-1][0] / 13.0


def _flush_draw(cards: Sequence[Card]) -> float:
    if len(cards) < 2:
        return 0.0
    suits = Counter(c & 3 for c in cards)
    if len(suits) == 1:
        return 0.5 * len(cards) / 5.0 + (4.0 if len(cards) == 5 else 0.0)
    return 0.0


def judge(rows: Rows) -> float:
    """The heuristic's value of partly filled rows (higher is better)."""
    front, middle, back = rows
    shapes = (_shape(front), _shape(middle) + _flush_draw(middle), _shape(back) + _flush_draw(back))
    value = sum(w * s for w, s in zip(_WEIGHTS, shapes, strict=True))
    made_front, made_middle, made_back = _shape(front), _shape(middle), _shape(back)
    fill_middle, fill_back = len(middle) / 5.0, len(back) / 5.0
    if made_front >= 1 and made_front > made_middle:
        value -= 3.0 * (0.5 + fill_middle)
    if made_middle > made_back:
        value -= 3.0 * (0.5 + fill_back)
    if not any(_shape([c]) and (c >> 2) == (f >> 2) for f in front for c in front if c != f):
        # A lone high card in front raises the bar for the middle without paying anything.
        value -= 0.15 * sum((c >> 2) / 12.0 for c in front)
    return value


def heuristic_place(rows: Rows, card: Card) -> int:
    """The row (0 front, 1 middle, 2 back) the heuristic puts ``card`` in."""
    best, best_row = -1e9, 0
    for r in range(3):
        if len(rows[r]) >= ROW_SIZES[r]:
            continue
        rows[r].append(card)
        value = judge(rows)
        rows[r].pop()
        if value > best:
            best, best_row = value, r
    return best_row


def five_placements(cards: Sequence[Card]) -> list[tuple[float, Rows]]:
    """Every way to place five cards in empty rows, judged by the heuristic, best first."""
    from widow.games.ofc.rules import FIVE_WAYS, _split

    out = []
    for way in FIVE_WAYS:
        if way.count(0) <= 3:
            rows = _split(cards, way)
            out.append((judge(rows), rows))
    out.sort(key=lambda x: -x[0])
    return out


def _own(view: Mapping[str, Any]) -> tuple[list[Card], Rows]:
    mine = view["seats"][view["seat"]]
    rows = [list(parse_cards(mine[name])) for name in ("front", "middle", "back")]
    return list(parse_cards(mine["hand"])), rows


def _unseen(view: Mapping[str, Any]) -> list[Card]:
    seen: set[Card] = set()
    for entry in view["seats"]:
        for key in ("hand", "front", "middle", "back"):
            seen.update(Card.parse(c) for c in entry[key] if c != "??")
    return [Card(c) for c in range(52) if Card(c) not in seen]


def finished_value(rows: Rows, table: str, fantasyland: bool) -> float:
    """What a finished hand is worth against a typical opponent (see the module docstring)."""
    scored = Scored.of(*rows, table=table)
    if scored.foul:
        return -FOUL_COST
    typical = field()
    value = float(scored.royalty)
    for column, strength in enumerate(scored.strengths):
        value += float(typical.row_values(column, np.array([strength]), np.array([1]))[0])
    if fantasyland and scored.fantasyland_entry:
        value += FANTASYLAND_VALUE
    return value


def royalties_of(
    front: npt.NDArray[np.int64],
    middle: npt.NDArray[np.int64],
    back: npt.NDArray[np.int64],
    table: str,
) -> npt.NDArray[np.int64]:
    """Royalties of many finished hands from their row strengths (fouls not considered)."""
    code = front // 16**3
    rank = (front >> 8) & 15
    front_pay = np.where(code == 1, np.maximum(rank - 3, 0), 0)
    front_pay = np.where(code == 2, 20 if table == "table" else 10 + rank, front_pay)
    total = front_pay.astype(np.int64)
    for strength, column in ((middle, 0), (back, 1)):
        category = strength >> 24
        royal = (category >= 8) & (((strength >> 16) & 15) == 12)
        pay = np.zeros(len(strength), dtype=np.int64)
        for cat, pays in _FIVE_TABLE.items():
            pay[category == cat] = pays[column]
        pay[royal] = (50, 25)[column]
        if column == 0 and table == "modern":
            pay[category == 3] = 2
        total += pay
    return total


_FIVE_TABLE = {4: (4, 2), 5: (8, 4), 6: (12, 6), 7: (20, 10), 8: (30, 15)}


@cache
def _assignments(free: tuple[int, int, int]) -> tuple[npt.NDArray[np.int64], ...]:
    """Every way to send ``sum(free)`` future cards to rows with these free places: the indices
    of the cards for the front, the middle and the back, one row per way."""
    k = sum(free)
    fronts, middles, backs = [], [], []
    for f in combinations(range(k), free[0]):
        rest = [i for i in range(k) if i not in f]
        for m in combinations(rest, free[1]):
            fronts.append(f)
            middles.append(m)
            backs.append(tuple(i for i in rest if i not in m))
    return (
        np.array(fronts, dtype=np.int64).reshape(len(fronts), free[0]),
        np.array(middles, dtype=np.int64).reshape(len(fronts), free[1]),
        np.array(backs, dtype=np.int64).reshape(len(fronts), free[2]),
    )


def best_completion(rows: Rows, future: Sequence[Card], table: str, fantasyland: bool) -> float:
    """The value of the best way to finish ``rows`` with the ``future`` cards, all ways tried at
    once with the batch evaluators (as if the cards were known in advance)."""
    free = tuple(size - len(row) for size, row in zip(ROW_SIZES, rows, strict=True))
    pick_front, pick_middle, pick_back = _assignments(free)
    cards = np.array(future, dtype=np.int64)
    ways = len(pick_front)

    def full(row: list[Card], picks: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
        fixed = np.broadcast_to(np.array(row, dtype=np.int64), (ways, len(row)))
        return np.concatenate([fixed, cards[picks]], axis=1)

    front = batch_front(full(rows[0], pick_front))
    middle = batch_five(full(rows[1], pick_middle))
    back = batch_five(full(rows[2], pick_back))
    foul = (back < middle) | (middle < front_on_five_scale(front))
    typical = field()
    ones = np.ones(ways, dtype=np.int64)
    value = (
        royalties_of(front, middle, back, table)
        + typical.row_values(0, front, ones)
        + typical.row_values(1, middle, ones)
        + typical.row_values(2, back, ones)
    )
    if fantasyland:
        code = front // 16**3
        entry = (code == 2) | ((code == 1) & (((front >> 8) & 15) >= QUEEN))
        value = value + FANTASYLAND_VALUE * entry
    value = np.where(foul, -FOUL_COST, value)
    return float(value.max())


def fantasyland_setting(
    cards: Sequence[Card], *, table: str = "table", stay_value: float = FANTASYLAND_VALUE
) -> tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]:
    """The best way to set thirteen fantasyland cards: every split scored at once by royalties,
    rows expected to win, and staying in fantasyland; fouls excluded."""
    sub = Subsets.of(cards)
    typical = field()
    ones_front = np.ones(len(sub.front), dtype=np.int64)
    ones_five = np.ones(len(sub.five), dtype=np.int64)
    front_value = typical.row_values(0, sub.front, ones_front) + np.array(
        [front_royalty(int(s), table) for s in sub.front]
    )
    middle_royalty = np.array([five_royalty(int(s), middle=True, table=table) for s in sub.five])
    back_royalty = np.array([five_royalty(int(s), middle=False, table=table) for s in sub.five])
    middle_value = typical.row_values(1, sub.five, ones_five) + middle_royalty
    back_value = typical.row_values(2, sub.five, ones_five) + back_royalty
    stay_front = (sub.front // 16**3 == 2).astype(np.float64)
    stay_middle = ((sub.five >> 24) >= FULL_HOUSE).astype(np.float64)
    stay_back = ((sub.five >> 24) >= QUADS).astype(np.float64)
    stays = np.maximum(
        np.maximum(stay_front[FRONT_IDS], stay_middle[MIDDLE_IDS]), stay_back[BACK_IDS]
    )
    score = (
        front_value[FRONT_IDS]
        + middle_value[MIDDLE_IDS]
        + back_value[BACK_IDS]
        + stay_value * stays
    )
    score[sub.fouls()] = -np.inf
    return setting_rows(cards, int(np.argmax(score)))


def _fantasyland_action(view: Mapping[str, Any], hand: list[Card], rows: Rows) -> Place:
    table = str(view["options"]["royalties"])
    if not rows[0]:
        front, _, _ = fantasyland_setting(hand, table=table)
        return place(front, (), ())
    full = hand + rows[0]
    best = fantasyland_setting(full, table=table)
    if set(best[0]) == set(rows[0]):
        return place((), best[1], best[2])
    # The front already placed differs from the best split (set by someone else's hand):
    # keep it, and take the best middle and back of the rest.
    ordered = sorted(hand)
    choices = [
        (finished_value([rows[0], list(m), [c for c in ordered if c not in m]], table, False), m)
        for m in _middles(ordered)
    ]
    middle = max(choices, key=lambda x: x[0])[1]
    return place((), middle, [c for c in ordered if c not in middle])


def _middles(cards: list[Card]) -> list[tuple[Card, ...]]:
    return list(combinations(cards, 5))


class OfcHeuristicBot:
    """Places by the static judgement of the rows (module docstring)."""

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        hand, rows = _own(view)
        if view["phase"] == "fantasyland":
            return _fantasyland_action(view, hand, rows)
        if len(hand) == 5:
            return place(*five_placements(hand)[0][1])
        row = heuristic_place(rows, hand[0])
        return place(*([hand[0]] if r == row else [] for r in range(3)))


class OfcMonteCarloBot:
    """Places by Monte Carlo over completions of its own hand (module docstring)."""

    def __init__(self, rollouts: int = ROLLOUTS, candidates: int = FIVE_CANDIDATES) -> None:
        self.rollouts = rollouts
        self.candidates = candidates

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        return self.weigh(view, legal, rng)[0][0]

    def weigh(
        self, view: Mapping[str, Any], legal: list[Action], rng: random.Random
    ) -> list[tuple[Action, float, int]]:
        """Each candidate placement with its mean value in units over the sampled deals and the
        number of deals, best first (a tie keeps the candidates' order); a placement chosen
        without sampling (fantasyland's setting, a card with one free row) comes alone, valued
        0 with no deals."""
        hand, rows = _own(view)
        if view["phase"] == "fantasyland":
            return [(_fantasyland_action(view, hand, rows), 0.0, 0)]
        options = view["options"]
        table, fantasyland = str(options["royalties"]), bool(options["fantasyland"])
        if len(hand) == 5:
            candidates = [r for _, r in five_placements(hand)[: self.candidates]]
        else:
            candidates = []
            for r in range(3):
                if len(rows[r]) < ROW_SIZES[r]:
                    trial = [list(x) for x in rows]
                    trial[r].append(hand[0])
                    candidates.append(trial)
            if len(candidates) == 1:
                return [(_as_action(rows, candidates[0]), 0.0, 0)]
        unseen = _unseen(view)
        placed = sum(len(r) for r in rows) + len(hand)
        future = 13 - placed
        deals = [rng.sample(unseen, future) for _ in range(self.rollouts)]
        weighed = []
        for candidate in candidates:
            if future:
                total = sum(
                    best_completion(candidate, cards, table, fantasyland) for cards in deals
                )
                mean = total / len(deals)
            else:
                total = mean = finished_value(candidate, table, fantasyland)
            weighed.append((total, _as_action(rows, candidate), mean))
        # Stable: among equal totals the first candidate stays first, as it always has.
        weighed.sort(key=lambda item: -item[0])
        return [(action, mean, len(deals) if future else 1) for _, action, mean in weighed]


def _as_action(before: Rows, after: Rows) -> Place:
    added = [[c for c in a if c not in b] for a, b in zip(after, before, strict=True)]
    return place(*added)
