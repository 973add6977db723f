"""Poker Squares scoring: each row and column of a 5 x 5 grid scored as a poker hand.

Two schedules of points per line, as :data:`SCHEDULES` holds them:

>>> for name, british, american in zip(CATEGORIES, *SCHEDULES.values()):
...     print(f"{name:16}{british:>8}{american:>9}")
royal-flush           30      100
straight-flush        30       75
four-of-a-kind        16       50
full-house            10       25
flush                  5       20
straight              12       15
three-of-a-kind        6       10
two-pair               3        5
one-pair               1        2
high-card              0        0

British points follow how hard each hand is to make in a grid (a straight outscores a full house
and a flush); American points follow the poker order. The ace is high or low in a straight
(A-K-Q-J-T and 5-4-3-2-A). British practice does not tell a royal flush from a straight flush; the
score is the same either way.

>>> score_line("As Ks Qs Js Ts"), score_line("As Ks Qs Js Ts", "american")
(30, 100)
>>> score_line("5c 4d 3h 2s Ac")
12
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

import numpy as np
import numpy.typing as npt

from widow.cards import Card, format_cards, parse_cards
from widow.errors import InvalidCardError, InvalidOptionError
from widow.ranking._poker import CATEGORIES as POKER_CATEGORIES
from widow.ranking._ranks import (
    STRAIGHT_FLUSH,
    card_array,
    poker_value_one,
    poker_values,
)
from widow.ranking.base import IntArray

Schedule = Literal["british", "american"]
CardsLike = str | Sequence[int | str]

#: Line categories, best first: poker's own, less five of a kind (a square is dealt from a pack
#: without jokers).
CATEGORIES = POKER_CATEGORIES[POKER_CATEGORIES.index("royal-flush") :]
#: Points per category (in :data:`CATEGORIES` order) for each schedule.
SCHEDULES: dict[str, tuple[int, ...]] = {
    "british": (30, 30, 16, 10, 5, 12, 6, 3, 1, 0),
    "american": (100, 75, 50, 25, 20, 15, 10, 5, 2, 0),
}
#: Poker category code (see ``_ranks``) -> index in CATEGORIES; a royal flush is found apart.
_FROM_POKER = np.array([9, 8, 7, 6, 5, 4, 3, 2, 1], dtype=np.int64)


def _points(schedule: str) -> tuple[int, ...]:
    points = SCHEDULES.get(schedule)
    if points is None:
        raise InvalidOptionError(
            f"unknown Poker Squares schedule {schedule!r}; valid: {', '.join(SCHEDULES)}"
        )
    return points


def _line(cards: CardsLike) -> tuple[Card, ...]:
    line = parse_cards(cards)
    if len(line) != 5 or any(c.is_joker for c in line):
        raise InvalidCardError(
            f"a Poker Squares line is 5 cards of the 52-card pack; got {format_cards(line)!r}"
        )
    return line


def line_category(cards: CardsLike) -> str:
    """The poker category of one line of five cards.

    >>> line_category("9h 9d 9c 4s 4h")
    'full-house'
    """
    line = _line(cards)
    category, digits = poker_value_one(
        [c >> 2 for c in line], len({c & 3 for c in line}) == 1, straights=True, wheel=True
    )
    if category == STRAIGHT_FLUSH and digits[0] == 12:
        return CATEGORIES[0]
    return CATEGORIES[int(_FROM_POKER[category])]


def score_line(cards: CardsLike, schedule: Schedule | str = "british") -> int:
    """Points for one row or column of five cards.

    >>> score_line("9h 9d 9c 4s 4h"), score_line("9h 9d 9c 4s 4h", "american")
    (10, 25)
    """
    points = _points(schedule)
    return points[CATEGORIES.index(line_category(cards))]


def score_lines(
    cards: npt.NDArray[np.integer[Any]], schedule: Schedule | str = "british"
) -> IntArray:
    """Points for an ``(N, 5)`` array of lines (card indices), vectorised.

    >>> import numpy as np
    >>> score_lines(np.array([[51, 47, 43, 39, 35], [0, 1, 2, 3, 4]])).tolist()
    [30, 16]
    """
    points = np.array(_points(schedule), dtype=np.int64)
    lines = card_array(cards, (5,), "Poker Squares")
    ranks, suits = lines >> 2, lines & 3
    flush = (suits == suits[:, :1]).all(axis=1)
    category, digits = poker_values(ranks, flush, straights=True, wheel=True)
    index = _FROM_POKER[category]
    index[(category == STRAIGHT_FLUSH) & (digits[:, 0] == 12)] = 0
    return points[index]


@dataclass(frozen=True, slots=True)
class LineScore:
    """One scored row or column."""

    cards: tuple[Card, ...]
    category: str
    points: int


@dataclass(frozen=True, slots=True)
class SquaresScore:
    """A scored grid: the five rows (top to bottom), the five columns (left to right), the total."""

    schedule: str
    rows: tuple[LineScore, ...]
    columns: tuple[LineScore, ...]

    @property
    def total(self) -> int:
        return sum(line.points for line in self.rows + self.columns)


def score_grid(grid: Sequence[CardsLike], schedule: Schedule | str = "british") -> SquaresScore:
    """Score a full grid: five rows of five cards, every card different.

    >>> grid = ["As Ks Qs Js Ts", "Ah Kh Qh Jh Th", "Ad Kd Qd Jd Td", "Ac Kc Qc Jc Tc",
    ...         "9s 9h 9d 9c 2s"]
    >>> result = score_grid(grid)
    >>> [line.points for line in result.rows], result.total
    ([30, 30, 30, 30, 16], 216)
    """
    points = _points(schedule)
    if isinstance(grid, str) or len(grid) != 5:
        raise InvalidCardError(f"a Poker Squares grid is 5 rows of 5 cards; got {grid!r}")
    rows = [_line(row) for row in grid]
    parse_cards([c for row in rows for c in row])  # raises on a card placed twice
    columns = [tuple(row[i] for row in rows) for i in range(5)]

    def scored(line: tuple[Card, ...]) -> LineScore:
        category = line_category(line)
        return LineScore(line, category, points[CATEGORIES.index(category)])

    return SquaresScore(schedule, tuple(scored(r) for r in rows), tuple(scored(c) for c in columns))
