"""Counting cards the way the adding-up games do: an ace is one, a court card ten, any other card
its number. Farmer adds its hands up towards sixteen and Tonk scores what a hand holds this way
(the count of Gin Rummy), so both read it from here.

>>> from widow.cards import parse_cards
>>> [pip_count(c) for c in parse_cards("As Kd Th 7c")], hand_count(parse_cards("6h Qs"))
([1, 10, 10, 7], 16)
"""

from __future__ import annotations

from collections.abc import Iterable

from widow.cards import Card, Rank


def pip_count(card: Card) -> int:
    """Aces one, court cards ten, the others their number."""
    rank = card.rank
    if rank is Rank.ACE:
        return 1
    if rank is None or rank >= Rank.TEN:
        return 10
    return int(rank) + 2


def hand_count(cards: Iterable[Card]) -> int:
    """The count of every card together."""
    return sum(pip_count(c) for c in cards)
