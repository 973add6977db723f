"""A slow, plain poker evaluator used as an oracle for the table-driven one.

It ranks a five-card hand given as (rank, suit) pairs, repeats allowed (a wild card may copy a held
card), and packs the result the way ``widow.ranking._poker`` documents: category code << 24, then
up to five 4-bit ranks from bit 16 down.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Sequence

Pair = tuple[int, int]


def _pack(category: int, ranks: Sequence[int]) -> int:
    value = category << 24
    for i, rank in enumerate(ranks):
        value |= rank << (16 - 4 * i)
    return value


def reference_value(cards: Sequence[Pair]) -> int:
    """The value of exactly five cards."""
    ranks = sorted((r for r, _ in cards), reverse=True)
    counts = Counter(ranks)
    # Groups ordered by size, then rank: the order in which ties are broken.
    groups = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    shape = sorted(counts.values(), reverse=True)
    flush = len({s for _, s in cards}) == 1
    distinct = sorted(set(ranks), reverse=True)
    straight_top = None
    if len(distinct) == 5:
        if distinct[0] - distinct[4] == 4:
            straight_top = distinct[0]
        elif distinct == [12, 3, 2, 1, 0]:
            straight_top = 3
    if shape[0] == 5:
        return _pack(9, [groups[0]])
    if straight_top is not None and flush:
        return _pack(8, [straight_top])
    if shape[0] == 4:
        return _pack(7, groups[:2])
    if shape[:2] == [3, 2]:
        return _pack(6, groups[:2])
    if flush:
        return _pack(5, ranks)
    if straight_top is not None:
        return _pack(4, [straight_top])
    if shape[0] == 3:
        return _pack(3, groups[:3])
    if shape[:2] == [2, 2]:
        return _pack(2, groups[:3])
    if shape[0] == 2:
        return _pack(1, groups[:4])
    return _pack(0, ranks)


def best_with_wilds(naturals: Sequence[Pair], wilds: int, size: int) -> int:
    """Best five of ``naturals`` plus ``wilds`` wild cards, each wild tried as every card."""
    every_card = [(r, s) for r in range(13) for s in range(4)]
    best = 0
    hand_wilds = ["W"] * wilds
    for five in itertools.combinations([*naturals, *hand_wilds], 5):
        fixed = [c for c in five if c != "W"]
        free = 5 - len(fixed)
        for filling in itertools.product(every_card, repeat=free):
            best = max(best, reference_value([*fixed, *filling]))  # type: ignore[list-item]
    return best
