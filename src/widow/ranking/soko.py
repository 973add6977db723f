"""Soko (Canadian Stud): five-card poker with two extra hands between two pair and one pair.

A *four flush* is four cards of one suit and a fifth of another; a *four straight* is four ranks
in sequence and a fifth card that does not extend them. From the top: royal flush, straight flush,
four of a kind, full house, flush, straight, three of a kind, two pair, four flush, four straight,
one pair, high card. No wild cards.

Choices where the rules say nothing (documented in ``docs/rankings.md``):

* A hand that is both a four flush and a four straight counts as a four flush, the higher; one
  that holds a pair as well as either counts as the four flush or four straight.
* Four flushes tie-break on the four suited cards from the top down, then the odd card.
* Four straights tie-break on the top card of the four in sequence, then the odd card (for a hand
  with a pair inside the sequence, the odd card is the paired rank).
* The ace is high or low in a four straight, as in a straight: A-K-Q-J and 4-3-2-A both count,
  and 4-3-2-A is the lowest.

>>> from widow.ranking import evaluate
>>> evaluate("Kh 9h 7h 4h 2c", system="soko").describe()
'four flush, K-9-7-4 plus 2'
>>> evaluate("9c 8d 7h 6s Kc", system="soko").describe()
'four straight, nine high (9-8-7-6 plus K)'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, ClassVar

import numpy as np
import numpy.typing as npt

from widow.cards import RANK_CHARS, Card, Rank
from widow.i18n import N_
from widow.ranking import _poker
from widow.ranking._ranks import (
    DIGITS5,
    STRAIGHT_FLUSH,
    card_array,
    category_value,
    poker_value_one,
    poker_values,
    poker_words,
    rank_counts,
    unpack_one,
)
from widow.ranking.base import HandValue, IntArray, RankingSystem

#: Best first: poker's categories from the royal flush down (no jokers), with the two Soko adds
#: between two pair and one pair.
_BELOW_TWO_PAIR = _poker.CATEGORIES.index("one-pair")
_CATEGORIES = (
    *_poker.CATEGORIES[_poker.CATEGORIES.index("royal-flush") : _BELOW_TWO_PAIR],
    "four-flush",
    "four-straight",
    *_poker.CATEGORIES[_BELOW_TWO_PAIR:],
)
# Soko codes, worst (0) to best (11).
_HIGH, _PAIR, _FOUR_STRAIGHT, _FOUR_FLUSH = 0, 1, 2, 3
_ROYAL = 11
#: Poker category code -> Soko code (a royal flush is told apart afterwards).
_FROM_POKER = np.array([0, 1, 4, 5, 6, 7, 8, 9, 10], dtype=np.int64)
#: The ranks of each four-card sequence, from 4-3-2-A up to A-K-Q-J, top card first.
_RUNS = tuple(tuple((top - i) % 13 for i in range(4)) for top in range(2, 13))


_KEYS = _poker.card_keys(None, 0)


@lru_cache(maxsize=1)
def _tables() -> tuple[npt.NDArray[Any], ...]:
    """The kernel's tables, each entry from :meth:`SokoRanking.numpy_batch` on one hand: the
    strength by rank multiset (suits spread so that no four share one), of five cards of one suit
    by their ranks, and of four of one suit by their ranks and the odd card's rank."""
    offsets, _ = _poker.rank_hash()
    soko = SokoRanking()
    multisets = _poker._multisets(5, 4)
    key = np.array(multisets, dtype=np.int64) @ np.array(_poker.RANK_KEYS, dtype=np.int64)
    by_ranks = np.zeros(int(offsets.max()) + (1 << _poker.HASH_SHIFT), dtype=np.int32)
    slots = offsets[key >> _poker.HASH_SHIFT] + (key & ((1 << _poker.HASH_SHIFT) - 1))
    by_ranks[slots] = soko.numpy_batch(np.array([_poker.spread_suits(m) for m in multisets]))
    masks = np.arange(1 << 13)
    ranks_of = [[r for r in range(13) if mask >> r & 1] for mask in range(1 << 13)]
    flush5 = np.zeros(1 << 13, dtype=np.int32)
    fives = masks[[len(r) == 5 for r in ranks_of]]
    flush5[fives] = soko.numpy_batch(np.array([[4 * r for r in ranks_of[m]] for m in fives]))
    four_flush = np.zeros((1 << 13, 13), dtype=np.int32)
    for mask in masks[[len(r) == 4 for r in ranks_of]].tolist():
        hands = [[4 * r for r in ranks_of[mask]] + [4 * odd + 1] for odd in range(13)]
        four_flush[mask] = soko.numpy_batch(np.array(hands))
    return offsets, by_ranks, flush5, four_flush


@dataclass(frozen=True)
class SokoRanking(RankingSystem):
    """Soko hand ranking (no options)."""

    name: ClassVar[str] = "soko"
    categories: ClassVar[tuple[str, ...]] = _CATEGORIES
    hand_sizes: ClassVar[tuple[int, ...]] = (5,)

    def evaluate(self, cards: Sequence[Card]) -> HandValue:
        ranks = [c >> 2 for c in cards]
        suits = Counter(c & 3 for c in cards)
        category, digits = poker_value_one(ranks, len(suits) == 1, straights=True, wheel=True)
        code = int(_FROM_POKER[category])
        if category == STRAIGHT_FLUSH and digits[0] == 12:
            code = _ROYAL
        if code <= _PAIR:
            suit, most = suits.most_common(1)[0]
            present = set(ranks)
            runs = [run for run in _RUNS if present.issuperset(run)]
            if most == 4:
                four = sorted((c >> 2 for c in cards if c & 3 == suit), reverse=True)
                odd = next(c >> 2 for c in cards if c & 3 != suit)
                code, digits = _FOUR_FLUSH, [*four, odd]
            elif runs:
                run = runs[-1]
                odd = sum(ranks) - sum(run)
                code, digits = _FOUR_STRAIGHT, [*run, odd]
        strength = category_value(code, digits)
        return self._value(cards, _CATEGORIES[11 - code], strength)

    def evaluate_batch(
        self, cards: npt.NDArray[np.integer[Any]], threads: int | None = None
    ) -> IntArray:
        """Strengths of an ``(N, 5)`` array of card indices (compiled, over lookup tables).

        >>> soko = SokoRanking()
        >>> hand = [46, 30, 22, 10, 0]  # Kh 9h 7h 4h 2c
        >>> soko.evaluate_batch(np.array([hand])).tolist() == [soko.value(hand).strength]
        True
        """
        from widow.ranking._batch import check_hands, run_kernel
        from widow.ranking._kernels import soko_kernel  # numba loads on first batch

        hands = check_hands(self, cards)
        offsets, by_ranks, flush5, four_flush = _tables()
        return run_kernel(
            self,
            hands,
            52,
            soko_kernel,
            *(_KEYS, offsets, by_ranks, flush5, four_flush),
            threads=threads,
        )

    def numpy_batch(self, cards: npt.NDArray[np.integer[Any]]) -> IntArray:
        """:meth:`evaluate_batch` in numpy alone: it builds the kernel's tables, and checks it."""
        hands = card_array(cards, self.hand_sizes, self.name)
        ranks, suits = hands >> 2, hands & 3
        flush = (suits == suits[:, :1]).all(axis=1)
        category, digits = poker_values(ranks, flush, straights=True, wheel=True)
        code = _FROM_POKER[category]
        code[(category == STRAIGHT_FLUSH) & (digits[:, 0] == 12)] = _ROYAL
        low = code <= _PAIR

        # Four straights first, so that a four flush found afterwards overrides them.
        present = rank_counts(ranks) > 0
        run_top = np.full(len(hands), -1, dtype=np.int64)
        for index, run in enumerate(_RUNS):
            run_top[present[:, list(run)].all(axis=1)] = index
        straight4 = low & (run_top >= 0)
        if straight4.any():
            tops = run_top[straight4] + 2
            run_digits = np.stack([(tops - i) % 13 for i in range(4)], axis=1)
            odd = ranks[straight4].sum(axis=1) - run_digits.sum(axis=1)
            digits[straight4] = np.concatenate([run_digits, odd[:, None]], axis=1)
            code[straight4] = _FOUR_STRAIGHT

        suit_counts = rank_counts(suits, 4)
        flush4 = low & (suit_counts.max(axis=1) == 4)
        if flush4.any():
            main = suit_counts[flush4].argmax(axis=1)
            key = np.where(suits[flush4] == main[:, None], ranks[flush4] + 16, ranks[flush4])
            digits[flush4] = -np.sort(-key, axis=1) & 15
            code[flush4] = _FOUR_FLUSH
        return category_value(code, digits)

    def category_index(self, strengths: IntArray) -> IntArray:
        return (11 - (np.asarray(strengths) >> 20)).astype(np.int64)

    def describe(self, value: HandValue) -> str:
        code = value.strength // DIGITS5
        digits = unpack_one(value.strength % DIGITS5, 5)
        chars = [RANK_CHARS[d] for d in digits]
        # Message ids of the catalogue, filled in English (widow.i18n).
        if code == _FOUR_FLUSH:
            return N_("four flush, {ranks} plus {odd}").format(
                ranks="-".join(chars[:4]), odd=chars[4]
            )
        if code == _FOUR_STRAIGHT:
            return N_("four straight, {top.singular} high ({ranks} plus {odd})").format(
                top=Rank(digits[0]), ranks="-".join(chars[:4]), odd=chars[4]
            )
        poker = _FROM_POKER.tolist().index(min(code, 10))
        return poker_words(poker, digits)
