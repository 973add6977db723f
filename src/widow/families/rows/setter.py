"""Setting thirteen cards well: every one of the 72,072 splits scored at once with the batch
evaluators, then the best candidates played out against sampled opponents.

1. The 286 three-card and 1,287 five-card subsets of the hand are evaluated once (``chinese-front``
   and ``high`` batch evaluators); every split gathers its three row strengths from them, so a
   hand costs two batch calls and a few array operations, not 72,072 evaluations.
2. A *static* score ranks the splits: for each row, the units it is expected to win or lose
   against that row of a typical opponent (the *field*: the rows this setter itself chooses on
   random deals, built once per process from a seeded sample), rates and bonuses included; a
   fouled split scores as a scoop against it.
3. The best static candidates are then scored exactly, with the game's own settlement (rows,
   bonuses, scoop, fouls), against each of the field's set hands; the candidate with the highest
   mean wins. That mean is the expected score per opponent, which also decides surrender and
   whether to declare a natural. (The field is dealt from a full pack: the cards in the hand
   being set are not removed from it, which costs little and keeps a hand to a few
   milliseconds.)

>>> from widow.cards import parse_cards
>>> hand = parse_cards("As Ah Kd Kc 9s 9h 7d 6c 5s 4h 3d 2c Jc")
>>> choice = best_setting(hand)
>>> [len(r) for r in choice.rows], choice.foul
([3, 5, 5], False)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import numpy as np
import numpy.typing as npt

from widow.cards import Card
from widow.families.rows.rows import (
    CATEGORY_SHIFT,
    FULL_HOUSE,
    QUADS,
    STRAIGHT_FLUSH,
    batch_five,
    batch_front,
    front_on_five_scale,
)
from widow.families.rows.settle import SCOOP
from widow.families.rows.splits import (
    BACK_IDS,
    FIVE_POSITIONS,
    FRONT_IDS,
    FRONT_NUMBER,
    FRONTS,
    MIDDLE_COUNT,
    MIDDLE_IDS,
    SETTINGS,
)

IntArray = npt.NDArray[np.int64]
FloatArray = npt.NDArray[np.float64]
#: How many static candidates are played out against the field's set hands.
CANDIDATES = 64
_FIELD_DEALS = 400
_FRONT_DIGITS = 16**3


@dataclass(frozen=True, slots=True)
class Rows:
    """Row strengths, rates and fouls of many splits of one or more hands (arrays of one length)."""

    front: IntArray
    middle: IntArray
    back: IntArray
    rates: IntArray  # (N, 3)
    foul: npt.NDArray[np.bool_]

    def take(self, index: IntArray | slice) -> Rows:
        return Rows(
            self.front[index],
            self.middle[index],
            self.back[index],
            self.rates[index],
            self.foul[index],
        )


def rates_of(front: IntArray, middle: IntArray, back: IntArray, *, bonuses: bool) -> IntArray:
    """The rate each row collects when it wins (see :mod:`.settle`), vectorised."""
    rates = np.ones((len(front), 3), dtype=np.int64)
    if not bonuses:
        return rates
    rates[front // _FRONT_DIGITS == 2, 0] = 3
    for column, row in ((1, middle), (2, back)):
        category = row >> CATEGORY_SHIFT
        if column == 1:
            rates[category == FULL_HOUSE, column] = 2
        rates[category == QUADS, column] = 4
        rates[category >= STRAIGHT_FLUSH, column] = 5
    return rates


@dataclass(frozen=True, slots=True)
class Subsets:
    """One hand's 286 fronts and 1,287 fives, evaluated once: strengths, the fronts on the
    five-card scale, and each subset's rate in the row it may fill."""

    front: IntArray
    front_scaled: IntArray
    five: IntArray
    rates: IntArray  # (1287, 3): column 0 unused, 1 as a middle, 2 as a back
    front_rates: IntArray

    @classmethod
    def of(cls, hand: Sequence[Card], *, bonuses: bool = True) -> Subsets:
        cards = np.array(sorted(hand), dtype=np.int64)
        front = batch_front(cards[FRONTS])
        five = batch_five(cards[FIVE_POSITIONS])
        rates = rates_of(np.zeros(len(five), dtype=np.int64), five, five, bonuses=bonuses)
        low = np.zeros(len(front), dtype=np.int64)
        front_rates = rates_of(front, low, low, bonuses=bonuses)[:, 0]
        return cls(front, front_on_five_scale(front), five, rates, front_rates)

    def fouls(self) -> npt.NDArray[np.bool_]:
        """Whether each of the 72,072 splits fouls."""
        middle = self.five[MIDDLE_IDS]
        return (self.five[BACK_IDS] < middle) | (middle < self.front_scaled[FRONT_IDS])

    def splits(self, numbers: IntArray) -> Rows:
        """The rows of the splits numbered ``numbers``."""
        f, m, b = FRONT_IDS[numbers], MIDDLE_IDS[numbers], BACK_IDS[numbers]
        front, middle, back = self.front[f], self.five[m], self.five[b]
        rates = np.stack([self.front_rates[f], self.rates[m, 1], self.rates[b, 2]], axis=1)
        foul = (back < middle) | (middle < self.front_scaled[f])
        return Rows(front, middle, back, rates, foul)

    def static_scores(self, field: Field) -> FloatArray:
        """The static score of every split against the field."""
        front = field.row_values(0, self.front, self.front_rates)
        middle = field.row_values(1, self.five, self.rates[:, 1])
        back = field.row_values(2, self.five, self.rates[:, 2])
        score = front[FRONT_IDS] + middle[MIDDLE_IDS] + back[BACK_IDS]
        return np.where(self.fouls(), field.foul_value - 1.0, score)


ALL = np.arange(72072, dtype=np.int64)


def all_splits(hand: Sequence[Card], *, bonuses: bool = True) -> Rows:
    """The rows of all 72,072 splits of a thirteen-card hand (cards in index order)."""
    return Subsets.of(hand, bonuses=bonuses).splits(ALL)


def pair_scores(mine: Rows, theirs: Rows, *, scoop: int = SCOOP) -> FloatArray:
    """Units each of ``mine`` (N) wins from each of ``theirs`` (K): an (N, K) array, by the same
    rules as :func:`~widow.families.rows.settle.settle_pair`."""
    total = np.zeros((len(mine.front), len(theirs.front)), dtype=np.float64)
    won = np.zeros(total.shape, dtype=np.int64)
    lost = np.zeros(total.shape, dtype=np.int64)
    for column, (a, b) in enumerate(
        ((mine.front, theirs.front), (mine.middle, theirs.middle), (mine.back, theirs.back))
    ):
        win = a[:, None] > b[None, :]
        lose = a[:, None] < b[None, :]
        total += win * mine.rates[:, column, None] - lose * theirs.rates[None, :, column]
        won += win
        lost += lose
    total += scoop * ((won == 3).astype(np.int64) - (lost == 3))
    my_foul, their_foul = mine.foul[:, None], theirs.foul[None, :]
    my_total = (mine.rates.sum(axis=1) + scoop)[:, None]
    their_total = (theirs.rates.sum(axis=1) + scoop)[None, :]
    total = np.where(my_foul & ~their_foul, -their_total, total)
    total = np.where(their_foul & ~my_foul, my_total, total)
    return np.where(my_foul & their_foul, 0.0, total)


@dataclass(frozen=True, slots=True)
class Field:
    """The rows a typical opponent sets: per row, sorted strengths and the rates paid when that
    row wins (suffix sums ready)."""

    strengths: tuple[IntArray, IntArray, IntArray]
    loss_suffix: tuple[FloatArray, FloatArray, FloatArray]
    foul_value: float
    hands: Rows

    def row_values(self, column: int, strengths: IntArray, rates: IntArray) -> FloatArray:
        """Expected units a row of these strengths wins (rate) or loses against the field's."""
        field = self.strengths[column]
        n = len(field)
        below = np.searchsorted(field, strengths, side="left")
        above = np.searchsorted(field, strengths, side="right")
        value: FloatArray = rates * below / n - self.loss_suffix[column][above] / n
        return value


def _field_from(rows: Rows) -> Field:
    strengths = []
    suffixes = []
    for column, row in enumerate((rows.front, rows.middle, rows.back)):
        order = np.argsort(row, kind="stable")
        strengths.append(row[order])
        paid = rows.rates[order, column].astype(np.float64)
        suffixes.append(np.concatenate([np.cumsum(paid[::-1])[::-1], [0.0]]))
    foul_value = -(float(rows.rates.sum(axis=1).mean()) + SCOOP)
    return Field(
        (strengths[0], strengths[1], strengths[2]),
        (suffixes[0], suffixes[1], suffixes[2]),
        foul_value,
        rows,
    )


def field(bonuses: bool = True) -> Field:
    """The field, built once per process and bonus setting: random deals (seeded) set first by
    row percentiles against random rows, then by the static score against the rows that gives."""
    return _field(bool(bonuses))


@cache
def _field(bonuses: bool) -> Field:
    rng = np.random.default_rng(20151)
    deck = np.arange(52)
    hands = [[Card(int(c)) for c in rng.permutation(deck)[:13]] for _ in range(_FIELD_DEALS)]
    subsets = [Subsets.of(hand, bonuses=bonuses) for hand in hands]
    random_fronts = np.sort(batch_front(np.array([rng.permutation(deck)[:3] for _ in range(4000)])))
    random_fives = np.sort(batch_five(np.array([rng.permutation(deck)[:5] for _ in range(8000)])))
    first: list[Rows] = []
    for sub in subsets:
        front = np.searchsorted(random_fronts, sub.front) / len(random_fronts)
        five = np.searchsorted(random_fives, sub.five) / len(random_fives)
        score = front[FRONT_IDS] + five[MIDDLE_IDS] + five[BACK_IDS]
        score[sub.fouls()] = -1.0
        first.append(sub.splits(np.array([int(np.argmax(score))])))
    bootstrap = _field_from(_concat(first))
    second = [
        sub.splits(np.array([int(np.argmax(sub.static_scores(bootstrap)))])) for sub in subsets
    ]
    return _field_from(_concat(second))


def _concat(parts: Sequence[Rows]) -> Rows:
    return Rows(
        np.concatenate([p.front for p in parts]),
        np.concatenate([p.middle for p in parts]),
        np.concatenate([p.back for p in parts]),
        np.concatenate([p.rates for p in parts]),
        np.concatenate([p.foul for p in parts]),
    )


@dataclass(frozen=True, slots=True)
class Choice:
    """A chosen split: its number (front * 252 + middle), its rows as cards, whether it fouls,
    and its expected units per opponent."""

    number: int
    rows: tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]
    foul: bool
    expected: float


def setting_rows(
    hand: Sequence[Card], number: int
) -> tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]:
    """The front, middle and back of split ``number`` of a thirteen-card ``hand`` (splits are
    numbered over the hand's cards in sorted order, see :mod:`widow.families.rows.splits`)."""
    cards = sorted(hand)
    positions = SETTINGS[number]
    return (
        tuple(cards[p] for p in positions[:3]),
        tuple(cards[p] for p in positions[3:8]),
        tuple(cards[p] for p in positions[8:]),
    )


def best_setting(
    hand: Sequence[Card],
    *,
    front: Sequence[Card] | None = None,
    bonuses: bool = True,
    scoop: int = SCOOP,
    candidates: int = CANDIDATES,
) -> Choice:
    """The split of ``hand`` with the best expected score against the field (with ``front``
    given, only the splits with that front)."""
    sub = Subsets.of(hand, bonuses=bonuses)
    built = field(bonuses)
    static = sub.static_scores(built)
    if front is not None:
        cards = sorted(hand)
        f = FRONT_NUMBER[tuple(sorted(cards.index(c) for c in front))]
        keep = static[f * MIDDLE_COUNT : (f + 1) * MIDDLE_COUNT].copy()
        static = np.full(len(static), -np.inf)
        static[f * MIDDLE_COUNT : (f + 1) * MIDDLE_COUNT] = keep
    top = np.argpartition(-static, candidates)[:candidates]
    rows = sub.splits(top)
    means = pair_scores(rows, built.hands, scoop=scoop).mean(axis=1)
    best = int(np.argmax(means))
    pick = int(top[best])
    return Choice(pick, setting_rows(hand, pick), bool(rows.foul[best]), float(means[best]))


def expected_score(
    rows: Sequence[Sequence[Card]], *, bonuses: bool = True, scoop: int = SCOOP
) -> float:
    """Expected units per opponent of a set hand against the field."""
    front, middle, back = (np.array([sorted(r)], dtype=np.int64) for r in rows)
    f, m, b = batch_front(front), batch_five(middle), batch_five(back)
    foul = (b < m) | (m < front_on_five_scale(f))
    mine = Rows(f, m, b, rates_of(f, m, b, bonuses=bonuses), foul)
    return float(pair_scores(mine, field(bonuses).hands, scoop=scoop).mean())


def greedy_setting(hand: Sequence[Card]) -> int:
    """The split with the strongest back, then the strongest middle, then the strongest front,
    among those that do not foul (a simple player's way)."""
    rows = all_splits(hand)
    order = np.lexsort((rows.front, rows.middle, rows.back, ~rows.foul))
    return int(order[-1])
