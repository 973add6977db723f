"""Paiute's calling combinations, read from the ``paiute`` ranking system (``widow.ranking``):
which six-card hands may call, and which card a five-card combination leaves spare.

A strength is the ranking's integer (higher is better); its top digits give the category:
0 none, 1 paiute, 2 three-three, 3 four-two, 4 straight flush, 5 royal flush, 6 five of a kind.

>>> from widow.cards import parse_cards
>>> hand = parse_cards("9c 9d 9h 9s 2c 5d")
>>> s = strength(hand, "2")
>>> describe(hand, "2"), is_five_card(s), [str(c) for c in spare_cards(hand, s, "2")]
('five of a kind, nines', True, ['5d'])
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from widow.cards import Card, Rank, Suit
from widow.ranking import get_system
from widow.ranking.base import HandValue, RankingSystem

_CATEGORY_DIGITS = 4096
_PAIUTE = 1
_STRAIGHT_FLUSH = 4


def system(wild_rank: str) -> RankingSystem:
    """The ranking with ``wild_rank`` wild (built once per rank and kept)."""
    return get_system("paiute", wild_rank=wild_rank)


def category_code(strength: int) -> int:
    """0 for no combination up to 6 for five of a kind."""
    return strength // _CATEGORY_DIGITS


def strength(hand: Sequence[Card], wild_rank: str) -> int:
    """The strength of a six-card hand."""
    return _strength(tuple(sorted(hand)), wild_rank)


@lru_cache(maxsize=8192)
def _strength(hand: tuple[Card, ...], wild_rank: str) -> int:
    # One evaluation of the ranking's own scalar path: a deal asks for a few dozen hands, which
    # costs less than building the batch kernel's tables for each new wild rank.
    return system(wild_rank).evaluate(hand).strength


def is_combination(strength: int) -> bool:
    """Whether the hand holds a combination at all (only those may call)."""
    return strength >= _CATEGORY_DIGITS


def is_paiute(strength: int) -> bool:
    """Whether the combination is a paiute (three pairs)."""
    return category_code(strength) == _PAIUTE


def is_five_card(strength: int) -> bool:
    """Whether the combination takes five cards (five of a kind, royal or straight flush)."""
    return category_code(strength) >= _STRAIGHT_FLUSH


def value(hand: Sequence[Card], wild_rank: str) -> HandValue:
    """The hand's value object (category and words) for a six-card hand."""
    ranking = system(wild_rank)
    s = strength(hand, wild_rank)
    category = ranking.categories[len(ranking.categories) - 1 - category_code(s)]
    return HandValue(ranking, tuple(hand), category, s)


def describe(hand: Sequence[Card], wild_rank: str) -> str:
    """The combination of a six-card hand in words."""
    return value(hand, wild_rank).describe()


def spare_cards(hand: Sequence[Card], strength: int, wild_rank: str) -> set[Card]:
    """The cards of ``hand`` whose five others still make the whole combination (worth
    ``strength``, a five-card one): the cards a caller may discard.

    Five cards are worth the least that any sixth card gives them, since a sixth card can only
    add to what the five make. The four cards of one rank that is neither wild nor among the
    five's natural ranks include at least two that add nothing: such a card cannot join a five
    of a kind (three wild cards at most exist besides it) and, in a suit holding fewer than all
    but one of the five's natural cards, cannot join a straight flush; at most two suits hold that
    many. So the least strength over those four completions is the five's own.
    """
    wild = Rank.parse(wild_rank)
    spare = set()
    for card in hand:
        rest = [c for c in hand if c != card]
        ranks = {c.rank for c in rest} | {wild}
        filler = next(r for r in Rank if r not in ranks)
        least = min(
            _strength(tuple(sorted([*rest, Card.of(filler, suit)])), wild_rank) for suit in Suit
        )
        if least == strength:
            spare.add(card)
    return spare
