"""What a row or column of a Cribbage Squares square makes with the starter, full or not.

A line is counted as far as it goes: fifteens, pairs and runs among its cards and the starter
(when turned), the flush once all four cards share a suit, his nobs, and 2 more for four cards
adding up to exactly 31. A full line with the starter is its exact score; a partial one is what
it has already made, which is how a placing search judges a line it is still building.

>>> from widow.cards import Card
>>> line = tuple(int(Card.parse(t)) for t in "5c 5d Jh Kc".split())
>>> line_points(line, int(Card.parse("5h")))  # seven fifteens, three fives, his nobs
21
>>> line_points(line[:2], None)  # a pair so far
2
"""

from __future__ import annotations

import functools
import itertools
import math
from collections import Counter
from collections.abc import Sequence

__all__ = ["PIPS", "expected_points", "line_points", "warm"]

#: Counting values by rank index (two is 0, ace 12): courts 10, ace 1.
PIPS = (2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 1)
#: Rank index of the jack.
JACK = 9


def _order(card: int) -> int:
    """A card's place in a run: ace 1 (low only), two 2 ... king 13."""
    rank = card >> 2
    return 1 if rank == 12 else rank + 2


def line_points(line: Sequence[int], starter: int | None) -> int:
    """Points of a line of up to four cards with the starter (``None`` while not turned)."""
    cards = list(line) if starter is None else [*line, starter]
    total = 0
    pips = [PIPS[c >> 2] for c in cards]
    for k in range(2, len(cards) + 1):
        for chosen in itertools.combinations(pips, k):
            if sum(chosen) == 15:
                total += 2
    orders = Counter(_order(c) for c in cards)
    total += sum(n * (n - 1) for n in orders.values())  # 2 per pair
    total += _runs(orders)
    if len(line) == 4:
        suits = {c & 3 for c in line}
        if len(suits) == 1:
            total += 5 if starter is not None and starter & 3 in suits else 4
        if sum(PIPS[c >> 2] for c in line) == 31:
            total += 2
    if starter is not None and any(c >> 2 == JACK and c & 3 == starter & 3 for c in line):
        total += 1
    return total


def _runs(orders: Counter[int]) -> int:
    """Run points: every longest run of three or more, once per way of picking its cards."""
    best = 0
    for low in range(1, 14):
        length = 0
        ways = 1
        while orders.get(low + length, 0):
            ways *= orders[low + length]
            length += 1
        if length >= 3 and (low == 1 or not orders.get(low - 1, 0)):
            best += length * ways
    return best


@functools.lru_cache(maxsize=1 << 15)
def _rank_points(orders: tuple[int, ...], starter: int | None) -> int:
    """Fifteens, pairs and runs of four line cards given by run order (ace 1 ... king 13) with
    the starter's order, plus 2 for a line of exactly 31."""
    every = orders if starter is None else (*orders, starter)
    pips = [min(o, 10) for o in every]
    total = 0
    for k in range(2, len(pips) + 1):
        for chosen in itertools.combinations(pips, k):
            if sum(chosen) == 15:
                total += 2
    counts = Counter(every)
    total += sum(n * (n - 1) for n in counts.values())
    total += _runs(counts)
    if sum(min(o, 10) for o in orders) == 31:
        total += 2
    return total


@functools.lru_cache(maxsize=1 << 16)
def _expected_ranks(orders: tuple[int, ...], starter: int | None, turned: bool) -> float:
    """The mean of :func:`_rank_points` over every way to fill the line to four cards (and to
    turn the starter, unless ``turned``) from the ranks that remain, four of each less those
    already out."""
    used = Counter(orders)
    if starter is not None:
        used[starter] += 1
    avail = {o: 4 - used.get(o, 0) for o in range(1, 14)}
    missing = 4 - len(orders)
    pool = sum(avail.values())
    total = 0.0
    weight_sum = 0.0
    for fill in itertools.combinations_with_replacement(range(1, 14), missing):
        need = Counter(fill)
        weight = 1.0
        for o, k in need.items():
            weight *= math.comb(avail[o], k)
        if not weight:
            continue
        line = tuple(sorted((*orders, *fill)))
        if turned:
            total += weight * _rank_points(line, starter)
            weight_sum += weight
            continue
        left = pool - missing
        for o in range(1, 14):
            ways = avail[o] - need.get(o, 0)
            if ways > 0:
                total += weight * ways / left * _rank_points(line, o)
        weight_sum += weight
    return total / weight_sum if weight_sum else 0.0


def expected_points(line: Sequence[int], starter: int | None) -> float:
    """What a line of up to four cards is worth: its mean final points when the empty cells (and
    the starter while ``None``) are filled from the cards the line and the starter leave.

    >>> from widow.cards import Card
    >>> five, king = int(Card.parse("5h")), int(Card.parse("Kc"))
    >>> expected_points((five,), king) > expected_points((king,), five) - 1
    True
    >>> line = tuple(int(Card.parse(t)) for t in "5c 5d Jh Kc".split())
    >>> expected_points(line, int(Card.parse("5h"))) == line_points(line, int(Card.parse("5h")))
    True
    """
    if len(line) == 4 and starter is not None:
        return float(line_points(line, starter))
    orders = tuple(sorted(_order(c) for c in line))
    value = _expected_ranks(
        orders, None if starter is None else _order(starter), starter is not None
    )
    missing = 4 - len(line)
    pool = 52 - len(line) - (starter is not None)
    suits = {c & 3 for c in line}
    if len(suits) == 1 and line:
        # The rest of the line drawn from the suit's remaining cards: 4 for the flush, 1 more
        # when the starter (turned or to come) shares the suit.
        (suit,) = suits
        left = 13 - len(line) - (starter is not None and starter & 3 == suit)
        chance = math.comb(left, missing) / math.comb(pool, missing)
        if starter is not None:
            extra = 1.0 if starter & 3 == suit else 0.0
        else:
            extra = (left - missing) / (pool - missing)
        value += chance * (4 + extra)
    # His nobs: a jack in the line of the starter's suit.
    if starter is not None:
        if any(c >> 2 == JACK and c & 3 == starter & 3 for c in line):
            value += 1
        elif (JACK << 2 | starter & 3) != starter:
            value += missing / pool
    else:
        jacks = sum(1 for c in line if c >> 2 == JACK)
        value += jacks * 12 / (pool - missing) if missing < pool else 0.0
    return value


def warm() -> None:
    """Count, once per process, the worth of every line of up to two cards by rank, for every
    starter and for none (about half a second): a search's first decision then keeps to its
    budget instead of counting them on the way."""
    for starter in [None, *range(1, 14)]:
        turned = starter is not None
        _expected_ranks((), starter, turned)
        for low in range(1, 14):
            _expected_ranks((low,), starter, turned)
            for high in range(low, 14):
                _expected_ranks((low, high), starter, turned)
