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
        if code == _TRIPLE:
            return f"three of a kind, {first.plural}"
        if code == _PAIR:
            # The third card is one card, not "three odd" cards: name it with its article.
            return f"one pair, {first.plural}, with {Rank(value.strength & 15).with_article}"
        cards = ranks_down(value.cards)
        return f"high card, {cards}"
