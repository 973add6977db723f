"""Who acts first in Soko: the lowest up-card brings in, the lowest showing hand opens later.

A showing hand is the face-up cards of a seat (one to four). It is ranked like a Soko hand as far
as so few cards go: four of a kind, three of a kind, two pair, a four flush (all four up cards of
one suit), a four straight (four in sequence, the ace high or low), one pair, high card; within a
kind by the ranks of its groups from the top, the ace high (low only in 4-3-2-A). Suits never
break a tie: among equal showing hands the seat nearest the dealer's left goes first.

>>> from widow.cards import parse_cards
>>> showing_key(parse_cards("Ks Kd")) > showing_key(parse_cards("As Qd"))
True
>>> showing_key(parse_cards("2h 5h 9h Jh")) > showing_key(parse_cards("Ac Ad 3s 7d"))
True
>>> lowest_first([parse_cards("9c"), parse_cards("4d"), parse_cards("4s")], [1, 2, 0])
1
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from widow.cards import Card

# Kinds of showing hand, worst (0) to best, in Soko's order.
HIGH, PAIR, FOUR_STRAIGHT, FOUR_FLUSH, TWO_PAIR, TRIPS, QUADS = range(7)


def _four_straight_top(ranks: Sequence[int]) -> int | None:
    """The top rank of four up cards in sequence (4-3-2-A counts, with 4 on top), or None."""
    distinct = sorted(set(ranks))
    if len(distinct) != 4:
        return None
    if distinct[3] - distinct[0] == 3:
        return distinct[3]
    if distinct == [0, 1, 2, 12]:  # 2-3-4 and the ace below them
        return 2
    return None


def showing_key(cards: Sequence[Card]) -> tuple[int, ...]:
    """A sort key of a showing hand: larger is better (see the module's text)."""
    ranks = [c >> 2 for c in cards]
    counts = Counter(ranks)
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    by_group = tuple(r for r, _ in groups)
    shape = sorted(counts.values(), reverse=True)
    if shape[0] == 4:
        return (QUADS, *by_group)
    if shape[0] == 3:
        return (TRIPS, *by_group)
    if shape[:2] == [2, 2]:
        return (TWO_PAIR, *by_group)
    if len(cards) == 4 and len({c & 3 for c in cards}) == 1:
        return (FOUR_FLUSH, *sorted(ranks, reverse=True))
    top = _four_straight_top(ranks) if len(cards) == 4 else None
    if top is not None:
        return (FOUR_STRAIGHT, top)
    if shape[0] == 2:
        return (PAIR, *by_group)
    return (HIGH, *sorted(ranks, reverse=True))


def has_open_pair(cards: Sequence[Card]) -> bool:
    """Whether these up cards hold two of one rank.

    >>> from widow.cards import parse_cards
    >>> has_open_pair(parse_cards("7h 7c")), has_open_pair(parse_cards("7h 8h"))
    (True, False)
    """
    ranks = [c >> 2 for c in cards]
    return len(set(ranks)) < len(ranks)


def lowest_first(showing: Sequence[Sequence[Card]], order: Sequence[int]) -> int:
    """The seat among ``order`` (clockwise from the dealer's left) whose showing hand is lowest;
    ties go to the seat that comes first in ``order``."""
    return min(order, key=lambda s: (showing_key(showing[s]), order.index(s)))
