"""Commerce: three-card hands. From the top: tricon (three of a kind), sequence (three of one
suit in sequence), flush, pair, point.

A hand's *point* is the sum of its cards: ace 11, king, queen and jack 10, the others their
number. Ties:

* tricon: its rank, aces high;
* sequence: its top card; the ace is high in A-K-Q (the best) and low in 3-2-A (a three-high
  sequence, the lowest);
* flush: the point, then the cards from the top down (the text names the point only; when two
  flushes share it, comparing the cards is the usual way to go on);
* pair: the pair, then the odd card;
* point (three unmatched cards, including three in sequence of mixed suits): the point, then
  the cards from the top down.

>>> from widow.ranking import evaluate
>>> evaluate("Ac Kd 5h", system="commerce").describe()
'point 26 (A-K-5)'
>>> evaluate("3s 2s As", system="commerce").describe()
'sequence, three high (3-2-A)'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

import numpy as np

from widow.cards import Card, Rank
from widow.i18n import N_
from widow.ranking._ranks import (
    BoolArray,
    pack,
    pack_one,
    ranks_down,
    three_card_shape,
)
from widow.ranking._three_card import ThreeCardRanking
from widow.ranking.base import HandValue, IntArray

_CATEGORIES = ("tricon", "sequence", "flush", "pair", "point")
# Codes, worst (0) to best (4).
_POINT, _PAIR, _FLUSH, _SEQUENCE, _TRICON = range(5)
#: Layout of a strength: code << 20 | point << 12 | three rank digits.
_CODE_SHIFT, _POINT_SHIFT = 20, 12
#: Card value by rank index (2..10 at face value, courts 10, ace 11).
_PIP = np.array([2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 11], dtype=np.int64)


def point(cards: Sequence[int]) -> int:
    """A hand's point: ace 11, courts 10, other cards their number.

    >>> point([Card("As"), Card("Kd"), Card("5h")])
    26
    """
    return sum(int(_PIP[c >> 2]) for c in cards)


@dataclass(frozen=True)
class CommerceRanking(ThreeCardRanking):
    """Commerce hand ranking (no options)."""

    name: ClassVar[str] = "commerce"
    categories: ClassVar[tuple[str, ...]] = _CATEGORIES

    def evaluate(self, cards: Sequence[Card]) -> HandValue:
        ranks, shape, suited = three_card_shape(cards)
        total = 0
        if shape == "triple":
            code, digits = _TRICON, [ranks[0], 0, 0]
        elif shape == "pair":
            code, digits = _PAIR, ranks
        elif suited and ranks == [12, 1, 0]:
            code, digits = _SEQUENCE, [int(Rank.THREE), 0, 0]
        elif suited and ranks[0] - ranks[2] == 2:
            code, digits = _SEQUENCE, [ranks[0], 0, 0]
        else:
            code, digits, total = (_FLUSH if suited else _POINT), ranks, point(cards)
        strength = code << _CODE_SHIFT | total << _POINT_SHIFT | pack_one(digits)
        return self._value(cards, _CATEGORIES[4 - code], strength)

    def _score_parts(
        self, ranks: IntArray, triple: BoolArray, pair: BoolArray, flush: BoolArray
    ) -> IntArray:
        total = _PIP[ranks].sum(axis=1)
        digits = ranks.copy()
        code = np.where(flush, _FLUSH, _POINT).astype(np.int64)

        a32 = (ranks[:, 0] == 12) & (ranks[:, 1] == 1) & (ranks[:, 2] == 0)
        sequence = flush & ((ranks[:, 0] - ranks[:, 2] == 2) | a32)
        code[sequence] = _SEQUENCE
        digits[sequence] = 0
        digits[sequence, 0] = np.where(a32[sequence], int(Rank.THREE), ranks[sequence, 0])

        code[pair] = _PAIR

        code[triple] = _TRICON
        digits[triple, 1:] = 0
        total[sequence | pair | triple] = 0
        strength: IntArray = code << _CODE_SHIFT | total << _POINT_SHIFT | pack(digits)
        return strength

    def category_index(self, strengths: IntArray) -> IntArray:
        return (4 - (strengths >> _CODE_SHIFT)).astype(np.int64)

    def describe(self, value: HandValue) -> str:
        code = value.strength >> _CODE_SHIFT
        first = Rank((value.strength >> 8) & 15)
        cards = ranks_down(value.cards)
        # Message ids of the catalogue, filled in English (widow.i18n).
        if code == _TRICON:
            return N_("tricon of {top.plural}").format(top=first)
        if code == _SEQUENCE:
            shown = "3-2-A" if first == Rank.THREE and cards.startswith("A") else cards
            return N_("sequence, {top.singular} high ({ranks})").format(top=first, ranks=shown)
        if code == _FLUSH:
            return N_("flush, point {n} ({ranks})").format(n=point(value.cards), ranks=cards)
        if code == _PAIR:
            odd = Rank(value.strength & 15)
            return N_("pair of {top.plural}, {second.singular} odd").format(top=first, second=odd)
        return N_("point {n} ({ranks})").format(n=point(value.cards), ranks=cards)
