"""Numbering sets of cards: the combinatorial number system, for action spaces whose actions
name several cards (pass three, draw up to five, keep four).

Each set of ``k`` card indices ``c1 < c2 < ... < ck`` has the rank ``C(c1, 1) + C(c2, 2) + ...
+ C(ck, k)``, which runs over ``0 .. C(n, k) - 1`` for the sets drawn from ``n`` cards without a
table.
"""

from __future__ import annotations

from collections.abc import Sequence
from math import comb


def combination_index(cards: Sequence[int]) -> int:
    """The rank of a set of cards (in increasing order) among all sets of its size.

    >>> combination_index([0, 1, 2]), combination_index([0, 1, 3]), combination_index([49, 50, 51])
    (0, 1, 22099)
    """
    return sum(comb(c, i + 1) for i, c in enumerate(sorted(cards)))


def combination_at(index: int, size: int) -> list[int]:
    """The set of ``size`` cards whose :func:`combination_index` is ``index``.

    >>> combination_at(1, 3), combination_at(22099, 3)
    ([0, 1, 3], [49, 50, 51])
    """
    out = []
    for k in range(size, 0, -1):
        c = k - 1
        while comb(c + 1, k) <= index:
            c += 1
        out.append(c)
        index -= comb(c, k)
    return sorted(out)
