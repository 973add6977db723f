"""Paiute: six-card calling combinations, with the rank of the up-card wild.

From the top: five of a kind (four of a rank and a wild card), royal flush, straight flush, four-two
(four of a rank and a pair), three-three (two threes of a kind), paiute (three pairs), and no
combination at all. Ordinary straights and flushes count for nothing.

Ties, as the rules give them: five of a kind by rank; royal flushes tie; a straight flush by its
top card; a four-two by the rank of the four; a three-three by the higher three; a paiute by its
pairs from the top down. Where the text stops, so does this ranking: two four-twos with fours of
one rank tie whatever their pairs (only wild cards make them meet), and a three-three's lower
three is never compared. Hands with no combination all tie (none of them can call).

Wild cards (option ``wild_rank``, the rank of the up-card; None for none) stand for any card, and
are used to make the best combination. A royal or straight flush is any five of the six cards, so
the sixth may be anything. The ace is high in a royal flush and low in 5-4-3-2-A, the lowest
straight flush. A combination's parts have different ranks: three pairs of three ranks, a four and
a pair of two. A wild card always lifts a three-three to a four-two or better, so only a hand
without wild cards is ever a three-three.

>>> from widow.ranking import evaluate
>>> evaluate("9c 9d 9h 9s 2c 5d", system="paiute", wild_rank="2").describe()
'five of a kind, nines'
>>> evaluate("Qc Qd Th Ts 6c 6d", system="paiute").describe()
'paiute, queens, tens and sixes'
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, ClassVar

import numpy as np
import numpy.typing as npt

from widow.cards import Card, Rank
from widow.i18n import N_
from widow.ranking import _poker
from widow.ranking._ranks import (
    DIGITS3,
    best_first_index,
    card_array,
    code_and_first,
    pack,
    pack_one,
    rank_counts,
)
from widow.ranking.base import HandValue, IntArray, RankingSystem, rank_option

_CATEGORIES = (
    "five-of-a-kind",
    "royal-flush",
    "straight-flush",
    "four-two",
    "three-three",
    "paiute",
    "none",
)
# Codes, worst (0) to best (6).
_NONE, _PAIUTE, _THREE_THREE, _FOUR_TWO, _STRAIGHT_FLUSH, _ROYAL, _FIVE = range(7)
#: Ranks of each five-card sequence, from 5-4-3-2-A (top 3) to A-K-Q-J-T (top 12).
_WINDOWS = tuple((top, tuple((top - i) % 13 for i in range(5))) for top in range(3, 13))


@lru_cache(maxsize=14)
def _tables(wild_rank: Rank | None) -> tuple[npt.NDArray[Any], ...]:
    """The kernel's card keys, hash offsets and the strength by wild count and natural rank
    multiset, each entry from :meth:`PaiuteRanking.numpy_batch` on one hand whose suits are
    spread so that no straight flush forms unless every arrangement makes one."""
    keys = _poker.card_keys(wild_rank, 0)
    offsets, n_slots = _poker.rank_hash()
    system = PaiuteRanking(wild_rank=wild_rank)
    rank_keys = np.array(_poker.RANK_KEYS, dtype=np.int64)
    by_ranks = np.zeros((7, n_slots), dtype=np.int32)
    for wild in range(5 if wild_rank is not None else 1):
        multisets = [
            m for m in _poker._multisets(6 - wild, 4) if wild_rank is None or not m[wild_rank]
        ]
        wilds = [4 * int(wild_rank) + suit for suit in range(wild)] if wild_rank is not None else []
        hands = np.array([_poker.spread_suits(m) + wilds for m in multisets], dtype=np.int64)
        key = np.array(multisets, dtype=np.int64) @ rank_keys
        slots = offsets[key >> _poker.HASH_SHIFT] + (key & ((1 << _poker.HASH_SHIFT) - 1))
        by_ranks[wild, slots] = system.numpy_batch(hands)
    return keys, offsets, by_ranks


@lru_cache(maxsize=1)
def _straight_flushes() -> npt.NDArray[np.int32]:
    """The best straight flush from one suit's natural ranks (a 13-bit mask) and some wild
    cards, by wild count and mask; 0 for none."""
    masks = np.arange(1 << 13)
    held_bits = np.array([bin(mask).count("1") for mask in range(1 << 13)])
    table = np.zeros((7, 1 << 13), dtype=np.int32)
    for top, window in _WINDOWS:  # lowest first, so a higher one overwrites it
        held = held_bits[masks & sum(1 << r for r in window)]
        value = _ROYAL * DIGITS3 if top == 12 else _STRAIGHT_FLUSH * DIGITS3 + (top << 8)
        for wild in range(7):
            table[wild, held + wild >= 5] = value
    return table


@dataclass(frozen=True)
class PaiuteRanking(RankingSystem):
    """Paiute combinations; option ``wild_rank`` (see the module docstring)."""

    wild_rank: Rank | None = None

    name: ClassVar[str] = "paiute"
    categories: ClassVar[tuple[str, ...]] = _CATEGORIES
    hand_sizes: ClassVar[tuple[int, ...]] = (6,)

    def __post_init__(self) -> None:
        object.__setattr__(self, "wild_rank", rank_option("wild_rank", self.wild_rank))

    def _is_wild(self, card: int) -> bool:
        return self.wild_rank is not None and card >> 2 == self.wild_rank

    # --- one hand: try every rank the wild cards could take ------------------------------------

    def evaluate(self, cards: Sequence[Card]) -> HandValue:
        naturals = [c for c in cards if not self._is_wild(c)]
        wild = len(cards) - len(naturals)
        best = (_NONE, [0, 0, 0])
        for stand_ins in itertools.combinations_with_replacement(range(13), wild):
            counts = Counter([c >> 2 for c in naturals] + list(stand_ins))
            best = max(best, _by_counts(counts))
        top = _straight_flush_top(naturals, wild)
        if top is not None:
            best = max(best, (_ROYAL, [0, 0, 0]) if top == 12 else (_STRAIGHT_FLUSH, [top, 0, 0]))
        code, digits = best
        return self._value(cards, _CATEGORIES[6 - code], code * DIGITS3 + pack_one(digits))

    # --- batches: reason from the natural counts -----------------------------------------------

    def evaluate_batch(
        self, cards: npt.NDArray[np.integer[Any]], threads: int | None = None
    ) -> IntArray:
        """Strengths of an ``(N, 6)`` array of card indices (compiled, over lookup tables).

        >>> paiute = PaiuteRanking()
        >>> hand = [40, 41, 34, 35, 16, 17]  # Qc Qd Th Ts 6c 6d
        >>> paiute.evaluate_batch(np.array([hand])).tolist() == [paiute.value(hand).strength]
        True
        """
        from widow.ranking._batch import check_hands, run_kernel
        from widow.ranking._kernels import paiute_kernel  # numba loads on first batch

        hands = check_hands(self, cards)
        keys, offsets, by_ranks = _tables(self.wild_rank)
        return run_kernel(
            self,
            hands,
            52,
            paiute_kernel,
            *(keys, offsets, by_ranks, _straight_flushes()),
            threads=threads,
        )

    def numpy_batch(self, cards: npt.NDArray[np.integer[Any]]) -> IntArray:
        """:meth:`evaluate_batch` in numpy alone: it builds the kernel's tables, and checks it."""
        hands = card_array(cards, self.hand_sizes, self.name)
        ranks, suits = hands >> 2, hands & 3
        if self.wild_rank is None:
            wild_mask = np.zeros(hands.shape, dtype=np.bool_)
        else:
            wild_mask = ranks == int(self.wild_rank)
        wild = wild_mask.sum(axis=1)
        # Wild cards are counted in an extra bucket (13) and dropped.
        counts = rank_counts(np.where(wild_mask, 13, ranks), 14)[:, :13]
        present = counts > 0
        distinct = present.sum(axis=1)
        most = counts.max(axis=1)
        high = 12 - np.argmax(present[:, ::-1], axis=1)
        low = np.argmax(present, axis=1)
        rows = np.arange(len(hands))
        c_high, c_low = counts[rows, high], counts[rows, low]

        strength = np.zeros(len(hands), dtype=np.int64)

        def offer(mask: npt.NDArray[np.bool_], code: int, digits: IntArray) -> None:
            value = code * DIGITS3 + digits
            np.maximum(strength, np.where(mask, value, 0), out=strength)

        pairs = np.sort(np.argsort(present * 16 + np.arange(13), axis=1)[:, -3:], axis=1)[:, ::-1]
        offer((distinct <= 3) & (most <= 2), _PAIUTE, pack(pairs.astype(np.int64)))

        two = distinct == 2
        one = distinct == 1
        offer(two & (c_high <= 3) & (c_low <= 3), _THREE_THREE, high << 8)
        offer(one & (c_high <= 3), _THREE_THREE, np.full(len(hands), 12 << 8))

        offer(two & (c_high <= 4) & (c_low <= 2), _FOUR_TWO, high << 8)
        offer(two & (c_low <= 4) & (c_high <= 2), _FOUR_TWO, low << 8)
        offer(one, _FOUR_TWO, high << 8)
        other = np.where(high == 12, 11, 12)
        offer(one & (c_high <= 2), _FOUR_TWO, np.maximum(high, other) << 8)

        suited = rank_counts(np.where(wild_mask, 52, suits * 13 + ranks), 53)[:, :52] > 0
        suited = suited.reshape(-1, 4, 13)
        for top, window in _WINDOWS:
            held = suited[:, :, list(window)].sum(axis=2).max(axis=1)
            code = _ROYAL if top == 12 else _STRAIGHT_FLUSH
            offer(held + wild >= 5, code, np.full(len(hands), 0 if top == 12 else top << 8))

        five = counts + wild[:, None] >= 5
        five_rank = 12 - np.argmax(five[:, ::-1], axis=1)
        offer(five.any(axis=1), _FIVE, five_rank << 8)
        return strength

    def possible_categories(self) -> tuple[str, ...]:
        """Five of a kind needs a wild card: without a wild rank it cannot occur.

        >>> PaiuteRanking().possible_categories()[0]
        'royal-flush'
        """
        if self.wild_rank is None:
            return tuple(name for name in self.categories if name != "five-of-a-kind")
        return self.categories

    def category_index(self, strengths: IntArray) -> IntArray:
        return best_first_index(strengths, len(_CATEGORIES))

    def describe(self, value: HandValue) -> str:
        code, top = code_and_first(value.strength)
        first = Rank(top)
        # Message ids of the catalogue, filled in English (widow.i18n).
        if code == _FIVE:
            return N_("five of a kind, {top.plural}").format(top=first)
        if code == _ROYAL:
            return N_("royal flush")
        if code == _STRAIGHT_FLUSH:
            return N_("straight flush, {top.singular} high").format(top=first)
        if code == _FOUR_TWO:
            return N_("four-two, four {top.plural} and a pair").format(top=first)
        if code == _THREE_THREE:
            # Only a hand without wild cards is a three-three, so its cards show the lower three.
            lower = Rank(min(c >> 2 for c in value.cards))
            return N_("three-three, {top.plural} over {second.plural}").format(
                top=first, second=lower
            )
        if code == _PAIUTE:
            second, third = Rank((value.strength >> 4) & 15), Rank(value.strength & 15)
            return N_("paiute, {top.plural}, {second.plural} and {third.plural}").format(
                top=first, second=second, third=third
            )
        return N_("no combination")


def _by_counts(counts: Counter[int]) -> tuple[int, list[int]]:
    """The best rank-only combination of six concrete ranks."""
    fives = [r for r, n in counts.items() if n >= 5]
    if fives:
        return _FIVE, [max(fives), 0, 0]
    shape = sorted(counts.values(), reverse=True)
    by_size = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    if shape == [4, 2]:
        return _FOUR_TWO, [by_size[0], 0, 0]
    if shape == [3, 3]:
        return _THREE_THREE, [by_size[0], 0, 0]
    if shape == [2, 2, 2]:
        return _PAIUTE, by_size
    return _NONE, [0, 0, 0]


def _straight_flush_top(naturals: Sequence[int], wild: int) -> int | None:
    """The top rank of the best straight flush among any five cards, or None."""
    best: int | None = None
    cards = list(naturals) + [-1] * wild
    for five in itertools.combinations(cards, 5):
        real = [c for c in five if c >= 0]
        if len({c & 3 for c in real}) > 1 or len({c >> 2 for c in real}) < len(real):
            continue
        for top, window in _WINDOWS:
            if all(c >> 2 in window for c in real) and (best is None or top > best):
                best = top
    return best
