"""Brag: three-card hands. From the top: prial (three of a kind), running flush, run, flush,
pair, high card. A run beats a flush, unlike poker.

Ties: a prial by its rank; a run or running flush by its top card; a flush or high card by its
cards from the top down; a pair by the pair, then the odd card. Suits never break ties.

Options (the texts leave both open; British play differs from table to table):
    a23: where A-2-3 stands among runs and running flushes. ``"top"`` (default, the common
        British rule): above A-K-Q, the best run of all. ``"low"``: the ace counts low in it, so it
        is the lowest run, below 4-3-2.
    threes_high: True (default, as in the rules text): 3-3-3 is the best prial, then A-A-A down to
        2-2-2. False: prials rank by rank, A-A-A best.

>>> from widow.ranking import evaluate, compare
>>> evaluate("3c 3d 3h", system="brag").describe()
'prial of threes'
>>> compare("Ah 2h 3h", "As Ks Qs", system="brag").winner
'first'
>>> compare("Ah 2h 3h", "As Ks Qs", system="brag", a23="low").winner
'second'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar, Literal

import numpy as np

from widow.cards import Card, Rank
from widow.errors import InvalidOptionError
from widow.i18n import N_
from widow.ranking._ranks import BoolArray, code_and_first, ranks_down, three_card_shape
from widow.ranking._three_card import ThreeCardRanking
from widow.ranking.base import HandValue, IntArray, check_flag

_CATEGORIES = ("prial", "running-flush", "run", "flush", "pair", "high-card")
# Codes, worst (0) to best (5).
_HIGH, _PAIR, _FLUSH, _RUN, _RUNNING_FLUSH, _PRIAL = range(6)
#: Tie-break digit that puts A-2-3 above A-K-Q (whose digit is the ace, 12).
_ABOVE_ACE = 13


@dataclass(frozen=True)
class BragRanking(ThreeCardRanking):
    """Brag hand ranking; options ``a23`` and ``threes_high`` (see the module docstring)."""

    a23: Literal["top", "low"] = "top"
    threes_high: bool = True

    name: ClassVar[str] = "brag"
    categories: ClassVar[tuple[str, ...]] = _CATEGORIES

    def __post_init__(self) -> None:
        if self.a23 not in ("top", "low"):
            raise InvalidOptionError(f"a23 must be 'top' or 'low', not {self.a23!r}")
        check_flag("threes_high", self.threes_high)

    def _a23_digit(self) -> int:
        return _ABOVE_ACE if self.a23 == "top" else int(Rank.THREE)

    def _prial_digit(self, rank: int) -> int:
        return _ABOVE_ACE if self.threes_high and rank == Rank.THREE else rank

    def evaluate(self, cards: Sequence[Card]) -> HandValue:
        ranks, shape, suited = three_card_shape(cards)
        if shape == "triple":
            code, digits = _PRIAL, [self._prial_digit(ranks[0]), 0, 0]
        elif shape == "pair":
            code, digits = _PAIR, ranks
        else:
            code, digits = (_FLUSH if suited else _HIGH), ranks
            if ranks == [12, 1, 0]:
                code, digits = (_RUNNING_FLUSH if suited else _RUN), [self._a23_digit(), 0, 0]
            elif ranks[0] - ranks[2] == 2:
                code, digits = (_RUNNING_FLUSH if suited else _RUN), [ranks[0], 0, 0]
        return self._coded_value(cards, code, digits)

    def _score_parts(
        self, ranks: IntArray, triple: BoolArray, pair: BoolArray, flush: BoolArray
    ) -> IntArray:
        digits = ranks.copy()
        code = np.where(flush, _FLUSH, _HIGH).astype(np.int64)

        a23 = (ranks[:, 0] == 12) & (ranks[:, 1] == 1) & (ranks[:, 2] == 0)
        run = ~triple & ~pair & ((ranks[:, 0] - ranks[:, 2] == 2) | a23)
        code[run] = np.where(flush[run], _RUNNING_FLUSH, _RUN)
        blank = np.zeros(int(run.sum()), dtype=np.int64)
        digits[run] = np.stack(
            [np.where(a23[run], self._a23_digit(), ranks[run, 0]), blank, blank], axis=1
        )

        code[pair] = _PAIR

        code[triple] = _PRIAL
        top = ranks[triple, 0]
        if self.threes_high:
            top = np.where(top == Rank.THREE, _ABOVE_ACE, top)
        digits[triple] = np.stack([top, np.zeros_like(top), np.zeros_like(top)], axis=1)
        return self._coded_strengths(code, digits)

    def describe(self, value: HandValue) -> str:
        code, first = code_and_first(value.strength)
        cards = ranks_down(value.cards)
        # Message ids of the catalogue, filled in English (widow.i18n).
        if code == _PRIAL:
            rank = Rank.THREE if first == _ABOVE_ACE else Rank(first)
            return N_("prial of {top.plural}").format(top=rank)
        if code in (_RUN, _RUNNING_FLUSH):
            low = first == _ABOVE_ACE or (first == Rank.THREE and cards == "A-3-2")
            if code == _RUNNING_FLUSH:
                if low:
                    return N_("running flush, A-2-3")
                return N_("running flush, {top.singular} high").format(top=Rank(first))
            if low:
                return N_("run, A-2-3")
            return N_("run, {top.singular} high").format(top=Rank(first))
        if code == _PAIR:
            odd = value.strength & 15
            # The odd card is one card, not "three odd" cards: name it with its article.
            return N_("pair of {top.plural} with {second.with_article}").format(
                top=Rank(first), second=Rank(odd)
            )
        if code == _FLUSH:
            return N_("flush, {ranks}").format(ranks=cards)
        return N_("high card, {ranks}").format(ranks=cards)
