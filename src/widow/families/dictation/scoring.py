"""Poker Squares scores under the game's options, through :mod:`widow.ranking.squares`.

The ranking module counts the ace both high and low in a straight. With ``ace_low`` off a
5-4-3-2-A line is no straight: it scores as the flush it may be, or nothing.

>>> line_points("5c 4d 3h 2s Ac", "british", ace_low=True)
12
>>> line_points("5c 4d 3h 2s Ac", "british", ace_low=False)
0
>>> line_points("5c 4c 3c 2c Ac", "american", ace_low=False)
20
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from widow.cards import Card, Rank, parse_cards
from widow.ranking.base import IntArray
from widow.ranking.squares import CATEGORIES, SCHEDULES, score_line, score_lines

#: The rank indices of a 5-4-3-2-A straight.
_WHEEL = frozenset({Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.ACE})
#: Bit mask of the wheel's ranks, for the batch check.
_WHEEL_MASK = sum(1 << int(r) for r in _WHEEL)
#: Indices of the ten lines of a 5 x 5 square in cell numbers: rows, then columns.
LINES = np.array(
    [[r * 5 + c for c in range(5)] for r in range(5)]
    + [[r * 5 + c for r in range(5)] for c in range(5)],
    dtype=np.int64,
)


def _is_wheel(line: Sequence[Card]) -> bool:
    return {c >> 2 for c in line} == _WHEEL


def line_points(cards: str | Sequence[int | str], schedule: str, *, ace_low: bool) -> int:
    """Points for one row or column of five cards."""
    return _line_points(tuple(sorted(parse_cards(cards))), schedule, ace_low)


@functools.lru_cache(maxsize=1 << 16)
def _line_points(line: tuple[Card, ...], schedule: str, ace_low: bool) -> int:
    # A finished line is scored again whenever a view or an outcome asks, so it is kept.
    points = score_line(line, schedule)
    if not ace_low and _is_wheel(line):
        flush = len({c & 3 for c in line}) == 1
        return SCHEDULES[schedule][CATEGORIES.index("flush")] if flush else 0
    return points


def lines_points(lines: npt.NDArray[np.integer[Any]], schedule: str, *, ace_low: bool) -> IntArray:
    """Points for an ``(N, 5)`` array of lines (card indices), vectorised.

    >>> import numpy as np
    >>> wheel = [int(Card.parse(t)) for t in "5c 4d 3h 2s Ac".split()]
    >>> lines_points(np.array([wheel]), "british", ace_low=False).tolist()
    [0]
    """
    points = score_lines(lines, schedule)
    if ace_low:
        return points
    arr = np.asarray(lines, dtype=np.int64)
    masks = np.bitwise_or.reduce(np.left_shift(1, arr >> 2), axis=1)
    wheel = masks == _WHEEL_MASK
    if not wheel.any():
        return points
    suits = arr & 3
    flush = (suits == suits[:, :1]).all(axis=1)
    flush_points = SCHEDULES[schedule][CATEGORIES.index("flush")]
    result: IntArray = np.where(wheel, np.where(flush, flush_points, 0), points)
    return result


class LineTable:
    """Points of every five-card line by its ranks, looked up instead of evaluated: for bots that
    score many thousands of sampled lines per decision. The table is filled by
    :func:`lines_points` itself, one line per multiset of ranks (and one flush per set of five
    different ranks), so it cannot disagree with it.

    >>> import numpy as np
    >>> table = LineTable("american", ace_low=True)
    >>> lines = np.array([[int(Card.parse(t)) for t in "9h 9d 9c 4s 4h".split()]])
    >>> table.points(lines).tolist()
    [25]
    """

    def __init__(self, schedule: str, *, ace_low: bool) -> None:
        multisets = [
            combo
            for combo in itertools.combinations_with_replacement(range(13), 5)
            if max(combo.count(r) for r in combo) <= 4
        ]
        lines = []
        for combo in multisets:
            # Suits by occurrence of each rank (no card twice); five different ranks would all be
            # spades that way, so the last card is made a heart to keep the line no flush.
            line = [r * 4 + combo[:i].count(r) for i, r in enumerate(combo)]
            if len(set(combo)) == 5:
                line[-1] += 1
            lines.append(line)
        keys = _keys(np.array(multisets, dtype=np.int64))
        self.plain = np.zeros(13**5, dtype=np.int64)
        self.plain[keys] = lines_points(np.array(lines), schedule, ace_low=ace_low)
        distinct = np.array([m for m in multisets if len(set(m)) == 5], dtype=np.int64)
        self.flush = np.zeros(13**5, dtype=np.int64)
        self.flush[_keys(distinct)] = lines_points(distinct * 4, schedule, ace_low=ace_low)

    def points(self, lines: npt.NDArray[np.integer[Any]]) -> IntArray:
        """Points for an ``(N, 5)`` array of lines of different cards."""
        arr = np.asarray(lines, dtype=np.int64)
        suits = arr & 3
        flush = (suits == suits[:, :1]).all(axis=1)
        keys = _keys(np.sort(arr >> 2, axis=1))
        result: IntArray = np.where(flush, self.flush[keys], self.plain[keys])
        return result


_POWERS = 13 ** np.arange(4, -1, -1, dtype=np.int64)


def _keys(sorted_ranks: IntArray) -> IntArray:
    keys: IntArray = sorted_ranks @ _POWERS
    return keys


def grid_totals(grids: npt.NDArray[np.integer[Any]], schedule: str, *, ace_low: bool) -> IntArray:
    """Total points of an ``(N, 25)`` array of full squares (cells row by row).

    >>> import numpy as np
    >>> grid = np.array([[int(Card.parse(t)) for t in (
    ...     "As Ks Qs Js Ts Ah Kh Qh Jh Th Ad Kd Qd Jd Td Ac Kc Qc Jc Tc 9s 9h 9d 9c 2s").split()]])
    >>> grid_totals(grid, "british", ace_low=True).tolist()
    [216]
    """
    arr = np.asarray(grids, dtype=np.int64)
    lines = arr[:, LINES].reshape(-1, 5)
    totals: IntArray = lines_points(lines, schedule, ace_low=ace_low).reshape(-1, 10).sum(axis=1)
    return totals
