"""The front hand of Chinese Poker: three cards, where straights and flushes do not count.

From the top: three of a kind, one pair, high card. Ties: three of a kind by rank; a pair by the
pair, then the odd card; high card by the cards from the top down. The front hand is compared with
the five-card hands of the same player by the standard poker order, which these categories follow.

>>> from widow.ranking import evaluate
>>> evaluate("Qs Jh Tc", system="chinese-front").describe()
'high card, Q-J-T'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

import numpy as np

from widow.cards import Card, Rank
from widow.i18n import N_
from widow.ranking._ranks import BoolArray, code_and_first, ranks_down, three_card_shape
from widow.ranking._three_card import ThreeCardRanking
from widow.ranking.base import HandValue, IntArray

_CATEGORIES = ("three-of-a-kind", "one-pair", "high-card")
_HIGH, _PAIR, _TRIPLE = range(3)


@dataclass(frozen=True)
class ChineseFrontRanking(ThreeCardRanking):
    """Ranking of the three-card front hand of Chinese Poker (no options)."""

    name: ClassVar[str] = "chinese-front"
    categories: ClassVar[tuple[str, ...]] = _CATEGORIES

    def evaluate(self, cards: Sequence[Card]) -> HandValue:
        ranks, shape, _ = three_card_shape(cards)
        code = {"triple": _TRIPLE, "pair": _PAIR, "single": _HIGH}[shape]
        digits = [ranks[0], 0, 0] if code == _TRIPLE else ranks
        return self._coded_value(cards, code, digits)

    def _score_parts(
        self, ranks: IntArray, triple: BoolArray, pair: BoolArray, flush: BoolArray
    ) -> IntArray:
        digits = ranks.copy()
        code = np.zeros(len(ranks), dtype=np.int64)
        code[pair] = _PAIR
        code[triple] = _TRIPLE
        digits[triple, 1:] = 0
        return self._coded_strengths(code, digits)

    def describe(self, value: HandValue) -> str:
        code, top = code_and_first(value.strength)
        first = Rank(top)
        # Message ids of the catalogue, filled in English (widow.i18n).
        if code == _TRIPLE:
            return N_("three of a kind, {top.plural}").format(top=first)
        if code == _PAIR:
            # The third card is one card, not "three odd" cards: name it with its article.
            return N_("one pair, {top.plural}, with {second.with_article}").format(
                top=first, second=Rank(value.strength & 15)
            )
        cards = ranks_down(value.cards)
        return N_("high card, {ranks}").format(ranks=cards)


#: One card of each rank named with its article, as the hands' values name an odd card ("one
#: pair, sixes, with a queen"), marked for the catalogue (widow.i18n).
WITH_ARTICLE = (
    N_("an ace"),
    N_("a king"),
    N_("a queen"),
    N_("a jack"),
    N_("a ten"),
    N_("a nine"),
    N_("an eight"),
    N_("a seven"),
    N_("a six"),
    N_("a five"),
    N_("a four"),
    N_("a three"),
    N_("a two"),
)
