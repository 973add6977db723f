"""The 72,072 ways to split thirteen cards into a front of three, a middle of five and a back of
five, numbered by position (independent of the cards themselves).

The thirteen cards are taken in index order. A front is one of the 286 sets of three positions
(``itertools.combinations(range(13), 3)`` order); the middle is one of the 252 sets of five of the
ten positions left, in the same order; the back is the rest. Setting number ``f * 252 + m`` is front
``f`` with middle ``m``. Every split is also described by ids into the 286 three-card and 1,287
five-card subsets of the thirteen positions, so a setter evaluates each subset once and gathers.

>>> len(SETTINGS), FRONTS[0].tolist(), int(MIDDLE_IDS.max()) + 1
(72072, [0, 1, 2], 1287)
>>> setting_rows(1)  # front 0, middle 1: positions
([0, 1, 2], [3, 4, 5, 6, 8], [7, 9, 10, 11, 12])
"""

from __future__ import annotations

from itertools import combinations
from operator import itemgetter

import numpy as np
import numpy.typing as npt

IntArray = npt.NDArray[np.int64]

HAND = 13
FRONT_COUNT = 286
MIDDLE_COUNT = 252
SETTING_COUNT = FRONT_COUNT * MIDDLE_COUNT

#: The 286 fronts and, among ten remaining positions, the 252 middles, as position tuples.
FRONT_CHOICES: tuple[tuple[int, ...], ...] = tuple(combinations(range(HAND), 3))
MIDDLE_CHOICES: tuple[tuple[int, ...], ...] = tuple(combinations(range(HAND - 3), 5))
FRONT_NUMBER = {c: i for i, c in enumerate(FRONT_CHOICES)}
MIDDLE_NUMBER = {c: i for i, c in enumerate(MIDDLE_CHOICES)}
# Item getters for building placements fast: on the thirteen cards in descending order, each
# front (286); on the ten cards left in descending order, each middle and its back (252).
FRONT_GETTERS = tuple(itemgetter(*sorted(HAND - 1 - p for p in c)) for c in FRONT_CHOICES)
MIDDLE_GETTERS = tuple(itemgetter(*sorted(9 - p for p in c)) for c in MIDDLE_CHOICES)
BACK_GETTERS = tuple(
    itemgetter(*sorted(9 - p for p in range(10) if p not in c)) for c in MIDDLE_CHOICES
)
#: Every five-position subset of thirteen, and its id.
FIVES: tuple[tuple[int, ...], ...] = tuple(combinations(range(HAND), 5))

FRONTS: IntArray = np.array(FRONT_CHOICES, dtype=np.int64)
FIVE_POSITIONS: IntArray = np.array(FIVES, dtype=np.int64)


def setting_rows(number: int) -> tuple[list[int], list[int], list[int]]:
    """The positions of the front, middle and back of setting ``number``."""
    front = list(FRONT_CHOICES[number // MIDDLE_COUNT])
    rest = [p for p in range(HAND) if p not in front]
    middle_pick = MIDDLE_CHOICES[number % MIDDLE_COUNT]
    middle = [rest[i] for i in middle_pick]
    back = [p for p in rest if p not in middle]
    return front, middle, back


def _build() -> tuple[IntArray, IntArray, IntArray, IntArray]:
    fronts = FRONTS
    in_front = np.zeros((FRONT_COUNT, HAND), dtype=bool)
    np.put_along_axis(in_front, fronts, True, axis=1)
    rest = np.nonzero(~in_front)[1].reshape(FRONT_COUNT, HAND - 3)
    picks = np.array(MIDDLE_CHOICES, dtype=np.int64)
    others = np.array(
        [[i for i in range(HAND - 3) if i not in pick] for pick in MIDDLE_CHOICES], dtype=np.int64
    )
    middles = rest[:, picks]  # (286, 252, 5)
    backs = rest[:, others]
    front_rows = np.broadcast_to(fronts[:, None, :], (FRONT_COUNT, MIDDLE_COUNT, 3))
    settings = np.concatenate([front_rows, middles, backs], axis=2).reshape(SETTING_COUNT, HAND)
    five_id = np.full(1 << HAND, -1, dtype=np.int64)
    five_id[(1 << FIVE_POSITIONS).sum(axis=1)] = np.arange(len(FIVES))
    middle_ids = five_id[(1 << middles).sum(axis=2).reshape(-1)]
    back_ids = five_id[(1 << backs).sum(axis=2).reshape(-1)]
    front_ids = np.repeat(np.arange(FRONT_COUNT, dtype=np.int64), MIDDLE_COUNT)
    return settings, front_ids, middle_ids, back_ids


#: Per setting: the thirteen positions (front, middle, back), and the subset ids of each row.
SETTINGS, FRONT_IDS, MIDDLE_IDS, BACK_IDS = _build()
