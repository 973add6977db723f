"""Lowball: the lowest hand wins, reckoned three ways.

* ``ace-to-five`` (California): straights and flushes do not count and aces are low, so the best
  hand is the wheel, 5-4-3-2-A.
* ``deuce-to-seven`` (Kansas City): straights and flushes count against the hand and aces are high
  only, so the best hand is 7-5-4-3-2 (6-5-4-3-2 is a straight, 5-4-3-2-A is ace high).
* ``ace-to-six``: as deuce-to-seven, but aces are low only: 5-4-3-2-A is a straight, K-Q-J-T-A is
  not, and the best hand is 6-4-3-2-A.

A hand of six or seven cards plays its best five. Unpaired hands compare from the highest card
down; paired hands compare like poker hands turned over (the pair first, lower is better, then the
odd cards from the top down).

Options:
    qualifier: a rank, or None. With ``"8"``, a low must be five different ranks, none above an
        eight (the ace counting low where aces are low); every other hand falls in the last
        category, ``no-qualifying-low``, below all qualifying hands, and such hands tie with one
        another, since none of them takes the low half.
    jokers: 0, 1 or 2 jokers in the pack, each wild. A joker becomes whatever card makes the best
        low: the lowest rank that does not pair the hand, passing over a rank that would complete a
        straight where straights count, and never completing a flush.

>>> from widow.ranking import evaluate
>>> evaluate("7c 5d 4h 3s 2c", system="deuce-to-seven").describe()
'seven-five low (7-5-4-3-2)'
>>> evaluate("7c 5d 4h XR 2c", system="deuce-to-seven", jokers=1).describe()
'seven-five low (7-5-4-3-2)'
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Any, ClassVar

import numpy as np
import numpy.typing as npt

from widow.cards import BLACK_JOKER, RED_JOKER, Card, Deck, Rank, joker_deck
from widow.i18n import N_
from widow.ranking import _poker
from widow.ranking._cache import Arrays, load_or_build
from widow.ranking._ranks import (
    DIGITS5,
    FIVES,
    FLUSH,
    HIGH_CARD,
    POKER_NAMES,
    card_array,
    category_value,
    poker_value_one,
    poker_values,
    poker_words,
    rank_text,
    unpack_one,
)
from widow.ranking.base import (
    Comparison,
    HandValue,
    IntArray,
    RankingSystem,
    Winner,
    check_jokers,
    rank_option,
)

#: Poker values (category and digits) lie below this; a low's strength is TOP minus its value.
_TOP = FIVES * DIGITS5
_ORDINALS = ("first", "second", "third", "fourth", "fifth")


@dataclass(frozen=True)
class _Lowball(RankingSystem):
    """Shared machinery of the three lowball systems; see the module docstring."""

    qualifier: Rank | None = None
    jokers: int = 0

    hand_sizes: ClassVar[tuple[int, ...]] = (5, 6, 7)
    aces_low: ClassVar[bool]
    #: Whether straights and flushes count (against the hand).
    straights: ClassVar[bool]

    def __post_init__(self) -> None:
        object.__setattr__(self, "qualifier", rank_option("qualifier", self.qualifier))
        check_jokers(self.jokers)

    def deck(self) -> Deck:
        """The 52 cards plus the jokers in use."""
        return joker_deck(self.jokers)

    @cached_property
    def _keys(self) -> IntArray:
        """The kernel's card keys: jokers wild, no wild rank."""
        return _poker.card_keys(None, self.jokers)

    # --- evaluation ---------------------------------------------------------------------------

    def _order(self, rank: int) -> int:
        return (rank + 1) % 13 if self.aces_low else rank

    def _strength(self, value: int) -> int:
        if not self._qualifies(value):
            return 0
        return _TOP - value

    def _qualifies(self, value: int) -> bool:
        if self.qualifier is None:
            return True
        top = unpack_one(value, 5)[0]
        return value // DIGITS5 == HIGH_CARD and top <= self._order(self.qualifier)

    def _poker_value(self, cards: Sequence[tuple[int, int]]) -> int:
        """The poker value of five concrete (order rank, suit) pairs; lower is a better low."""
        ranks = [rank for rank, _ in cards]
        flush = self.straights and len({suit for _, suit in cards}) == 1
        category, digits = poker_value_one(ranks, flush, straights=self.straights, wheel=False)
        return category_value(category, digits)

    def _best_value(self, cards: Sequence[int]) -> int:
        """The poker value of the best low five in a hand (lower is better), trying every five
        cards and every card a joker could stand for."""
        best = _TOP * 16
        for five in itertools.combinations(cards, 5):
            naturals = [(self._order(c >> 2), c & 3) for c in five if c < 52]
            wild = 5 - len(naturals)
            for stand_ins in itertools.combinations_with_replacement(range(52), wild):
                concrete = naturals + [(self._order(c >> 2), c & 3) for c in stand_ins]
                best = min(best, self._poker_value(concrete))
        return best

    def evaluate(self, cards: Sequence[Card]) -> HandValue:
        strength = self._strength(self._best_value(cards))
        return self._value(cards, self.categories[self._category(strength)], strength)

    def evaluate_batch(
        self, cards: npt.NDArray[np.integer[Any]], threads: int | None = None
    ) -> IntArray:
        """Strengths of an ``(N, k)`` array of card indices, ``k`` from 5 to 7 (compiled).

        >>> low = AceToFive()
        >>> wheel, seven = [48, 0, 5, 10, 15], [20, 0, 5, 10, 15]  # 5-4-3-2-A, 7-5-4-3-2
        >>> strengths = low.evaluate_batch(np.array([wheel, seven])).tolist()
        >>> strengths[0] > strengths[1], strengths[0] == low.value(wheel).strength
        (True, True)
        """
        from widow.ranking._batch import check_hands, run_kernel
        from widow.ranking._kernels import lowball_kernel  # numba loads on first batch

        hands = check_hands(self, cards)
        keys = self._keys
        offsets, by_ranks, flush5, suited_best = _tables(type(self))
        limit = 1 << 62 if self.qualifier is None else (self._order(self.qualifier) + 1) << 16
        rest = (flush5, suited_best, self.straights, _TOP, limit)
        if self.jokers == 0 and hands.shape[1] == 5:
            from widow.ranking._kernels import lowball5_kernel

            five = (*_five_tables(type(self)), _RANK_BITS, *rest)
            return run_kernel(self, hands, 52, lowball5_kernel, *five, threads=threads)
        if self.jokers == 0:
            from widow.ranking._kernels import lowball_plain_kernel

            row = by_ranks[hands.shape[1] - 5, 0]
            plain = (keys, offsets, row, by_ranks, *rest)
            return run_kernel(self, hands, 52, lowball_plain_kernel, *plain, threads=threads)
        tables = (keys, offsets, by_ranks, *rest)
        return run_kernel(self, hands, 52 + self.jokers, lowball_kernel, *tables, threads=threads)

    def numpy_batch(self, cards: npt.NDArray[np.integer[Any]]) -> IntArray:
        """:meth:`evaluate_batch` in numpy alone: it builds the kernel's tables, and checks it."""
        hands = np.sort(card_array(cards, self.hand_sizes, self.name, jokers=self.jokers), axis=1)
        wild = (hands >= 52).sum(axis=1)
        values = np.empty(hands.shape[0], dtype=np.int64)
        for count in np.unique(wild).tolist():
            rows = wild == count
            values[rows] = self._best_values(hands[rows], count)
        strengths = _TOP - values
        if self.qualifier is not None:
            first = (values % DIGITS5) >> 16
            qualifies = (values // DIGITS5 == HIGH_CARD) & (first <= self._order(self.qualifier))
            strengths[~qualifies] = 0
        return strengths

    def _best_values(self, hands: IntArray, wild: int) -> IntArray:
        """Best low value of hands that all hold ``wild`` jokers (sorted last in each row).

        A joker can copy any card the hand might want, so some best five holds every joker; its
        suit is free, so it never completes a flush.
        """
        naturals = hands[:, : hands.shape[1] - wild]
        orders = (naturals >> 2) + 1 if self.aces_low else naturals >> 2
        if self.aces_low:
            orders %= 13
        suits = naturals & 3
        best = np.full(hands.shape[0], _TOP * 16, dtype=np.int64)
        stand_ins = list(itertools.combinations_with_replacement(range(13), wild))
        for subset in itertools.combinations(range(naturals.shape[1]), 5 - wild):
            columns = list(subset)
            ranks = orders[:, columns]
            if wild == 0 and self.straights:
                flush = (suits[:, columns] == suits[:, columns[:1]]).all(axis=1)
            else:
                flush = np.zeros(hands.shape[0], dtype=np.bool_)
            for extra in stand_ins:
                full = np.concatenate(
                    [ranks, np.broadcast_to(np.array(extra, dtype=np.int64), (len(ranks), wild))],
                    axis=1,
                )
                category, digits = poker_values(full, flush, straights=self.straights, wheel=False)
                np.minimum(best, category_value(category, digits), out=best)
        return best

    # --- categories and words -----------------------------------------------------------------

    def possible_categories(self) -> tuple[str, ...]:
        """Without a qualifier nothing fails to qualify; with one, only a low of five different
        ranks (and, where they count, no straight or flush) qualifies, so it is the only other row.

        >>> AceToFive(qualifier="8").possible_categories()
        ('high-card', 'no-qualifying-low')
        """
        if self.qualifier is None:
            return self.categories[:-1]
        return (self.categories[0], self.categories[-1])

    def _category(self, strength: int) -> int:
        if strength == 0:
            return len(self.categories) - 1
        return self.categories.index(POKER_NAMES[(_TOP - strength) // DIGITS5])

    def category_index(self, strengths: IntArray) -> IntArray:
        # The poker category code is the value's top digit; strength 0 (no qualifying low) gives
        # code 9, which no best low has (five of a kind never is), so it takes the last row.
        index: IntArray = _category_table(type(self))[(_TOP - np.asarray(strengths)) >> 20]
        return index

    def low_ranks(self, value: HandValue) -> tuple[str, ...]:
        """The ranks of the best low five, as characters, in the order they compare
        (for an unpaired low, highest first). A hand with no qualifying low gives its best low.

        >>> from widow.ranking import get_system
        >>> low = get_system("ace-to-five")
        >>> low.low_ranks(low.value("Ac 2d 3h 4s 5c 9d Kh"))
        ('5', '4', '3', '2', 'A')
        """
        number = self._best_value(value.cards) if value.strength == 0 else _TOP - value.strength
        return tuple(rank_text(d, aces_low=self.aces_low) for d in unpack_one(number, 5))

    def describe(self, value: HandValue) -> str:
        chars = self.low_ranks(value)
        if value.strength == 0:
            bar = self.qualifier.char if self.qualifier is not None else ""
            return N_("no low {bar} or better (best five: {ranks})").format(
                bar=bar, ranks="-".join(chars)
            )
        category = (_TOP - value.strength) // DIGITS5
        if category == HIGH_CARD:
            first, second = (Rank.parse(c) for c in chars[:2])
            return N_("{top.singular}-{second.singular} low ({ranks})").format(
                top=first, second=second, ranks="-".join(chars)
            )
        digits = unpack_one((_TOP - value.strength) % DIGITS5, 5)
        words = poker_words(category, digits, aces_low=self.aces_low)
        if "(" not in words and category != FLUSH:
            words = N_("{hand} ({ranks})").format(hand=words, ranks="-".join(chars))
        return words

    def _top_words(self, char: str) -> str:
        """An unpaired low named by its top card, with its article: "an eight-low"; a hand topped
        by an ace where aces are high is "an ace-high hand"."""
        rank = Rank.parse(char)
        if rank is Rank.ACE and not self.aces_low:
            return "an ace-high hand"
        article = "an" if rank in (Rank.EIGHT, Rank.ACE) else "a"
        return f"{article} {rank.singular}-low"

    def compare(self, first: HandValue, second: HandValue) -> Comparison:
        """Which hand wins, naming the card that decides between two unpaired lows.

        >>> from widow.ranking import compare
        >>> compare("8c 7d 5h 3s 2c", "Ad Kh 6c 3d 2h", system="deuce-to-seven").reason
        'an eight-low beats an ace-high hand'
        >>> compare("8c 7d 5h 3s Ac", "9d 7h 6c 3d 2h", system="ace-to-five").reason
        'an eight-low beats a nine-low'


        >>> from widow.ranking import compare
        >>> compare("8c 7d 5h 3s 2c", "8d 7h 6c 3d 2h", system="ace-to-five").reason
        'both are 8-7 lows; 5 beats 6 at the third card'
        """
        if 0 in (first.strength, second.strength):
            bar = self.qualifier.char if self.qualifier is not None else ""
            if first.strength == second.strength:
                return Comparison("tie", f"neither hand has a low {bar} or better", first, second)
            side: Winner = "first" if first.strength > second.strength else "second"
            return Comparison(
                side, f"only the {side} hand has a low {bar} or better", first, second
            )
        unpaired = all((_TOP - v.strength) // DIGITS5 == HIGH_CARD for v in (first, second))
        if first.strength == second.strength or not unpaired:
            return super().compare(first, second)
        winner: Winner
        winner = "first" if first.strength > second.strength else "second"
        better, worse = (first, second) if winner == "first" else (second, first)
        good, bad = self.low_ranks(better), self.low_ranks(worse)
        at = next(i for i in range(5) if good[i] != bad[i])
        if at == 0:
            reason = f"{self._top_words(good[0])} beats {self._top_words(bad[0])}"
        else:
            reason = (
                f"both are {'-'.join(good[:at])} lows; {good[at]} beats {bad[at]}"
                f" at the {_ORDINALS[at]} card"
            )
        return Comparison(winner, reason, first, second)


@lru_cache(maxsize=3)
def _tables(cls: type[_Lowball]) -> tuple[npt.NDArray[Any], ...]:
    """The kernel's tables for one lowball system: the rank hash offsets, the best strength by
    hand size, joker count and rank multiset (no flush possible), and the strength of each
    five-card flush by its ranks. Built with :meth:`_Lowball.numpy_batch`'s evaluator, one hand
    per entry, and cached on disk."""
    offsets, n_slots = _poker.rank_hash()

    def build() -> Arrays:
        system = cls()
        rank_keys = np.array(_poker.RANK_KEYS, dtype=np.int64)
        by_ranks = np.zeros((3, 3, n_slots), dtype=np.int32)
        for total in (5, 6, 7):
            for wild in (0, 1, 2):
                multisets = _poker._multisets(total - wild, 4)
                jokers = [RED_JOKER, BLACK_JOKER][:wild]
                spread = [_poker.spread_suits(m) + jokers for m in multisets]
                hands = np.array(spread, dtype=np.int64)
                key = np.array(multisets, dtype=np.int64) @ rank_keys
                slots = offsets[key >> _poker.HASH_SHIFT] + (key & ((1 << _poker.HASH_SHIFT) - 1))
                by_ranks[total - 5, wild, slots] = _TOP - system._best_values(hands, wild)
        flush5 = np.zeros(1 << 13, dtype=np.int32)
        masks = [mask for mask in range(1 << 13) if mask.bit_count() == 5]
        suited = np.array([[4 * r for r in range(13) if mask >> r & 1] for mask in masks])
        flush5[masks] = _TOP - system._best_values(suited, 0)
        # The best five of a suit's ranks with suits ignored, for suits of five to seven cards.
        suited_best = np.zeros(1 << 13, dtype=np.int32)
        for mask in range(1 << 13):
            ranks = [r for r in range(13) if mask >> r & 1]
            if 5 <= len(ranks) <= 7:
                five_keys = [
                    sum(rank_keys[list(five)]) for five in itertools.combinations(ranks, 5)
                ]
                keys5 = np.array(five_keys, dtype=np.int64)
                fives = offsets[keys5 >> _poker.HASH_SHIFT] + (
                    keys5 & ((1 << _poker.HASH_SHIFT) - 1)
                )
                suited_best[mask] = by_ranks[0, 0, fives].max()
        return {"by_ranks": by_ranks, "flush5": flush5, "suited_best": suited_best}

    name = f"{cls.name}-tables-v2-{_poker.TABLE_VERSION}-{_poker.HASH_SHIFT}"
    arrays = load_or_build(name, build)
    return offsets, arrays["by_ranks"], arrays["flush5"], arrays["suited_best"]


#: Each card's rank bit, for the five-card kernel's flush masks.
_RANK_BITS = np.array([1 << (card >> 2) for card in range(52)], dtype=np.uint64)


@lru_cache(maxsize=3)
def _five_tables(cls: type[_Lowball]) -> tuple[npt.NDArray[Any], ...]:
    """The five-card kernel's card keys, hash offsets and table for hands without jokers: the
    five-card rows of :func:`_tables` rehashed as plain ``high`` rehashes its own (a few
    milliseconds)."""
    from widow.ranking._poker_kernels import FIVE_RANK_KEYS, build_five_table

    offsets, by_ranks, _, _ = _tables(cls)
    keys = _poker.card_keys(None, 0)[:52]
    ranks = np.array(FIVE_RANK_KEYS, dtype=np.int64)[np.arange(52) >> 2]
    five_keys = ((keys & ~_poker.RANK_MASK) + ranks).astype(np.uint64)
    five_offsets, table = build_five_table(by_ranks[0, 0], offsets)
    return five_keys, five_offsets, table


@lru_cache(maxsize=3)
def _category_table(cls: type[_Lowball]) -> IntArray:
    """Category index (into ``cls.categories``) by poker category code, and for code 9 the last
    category, ``no-qualifying-low``."""
    names = [*POKER_NAMES, cls.categories[-1]]
    return np.array([cls.categories.index(n) if n in cls.categories else 0 for n in names])


_A5_CATEGORIES = (
    "high-card",
    "one-pair",
    "two-pair",
    "three-of-a-kind",
    "full-house",
    "four-of-a-kind",
    "no-qualifying-low",
)
# Straights and flushes count against a low here, so the order is poker's, from the bottom up.
_27_CATEGORIES = (*POKER_NAMES, "no-qualifying-low")


@dataclass(frozen=True)
class AceToFive(_Lowball):
    """Ace-to-five lowball: aces low, straights and flushes ignored; best 5-4-3-2-A.

    >>> AceToFive().value("Ac 2c 3c 4c 5c").describe()
    'five-four low (5-4-3-2-A)'
    """

    name: ClassVar[str] = "ace-to-five"
    categories: ClassVar[tuple[str, ...]] = _A5_CATEGORIES
    aces_low: ClassVar[bool] = True
    straights: ClassVar[bool] = False


@dataclass(frozen=True)
class DeuceToSeven(_Lowball):
    """Deuce-to-seven lowball: aces high, straights and flushes count; best 7-5-4-3-2.

    >>> DeuceToSeven().value("6c 5d 4h 3s 2c").describe()
    'straight, six high (6-5-4-3-2)'
    """

    name: ClassVar[str] = "deuce-to-seven"
    categories: ClassVar[tuple[str, ...]] = _27_CATEGORIES
    aces_low: ClassVar[bool] = False
    straights: ClassVar[bool] = True


@dataclass(frozen=True)
class AceToSix(_Lowball):
    """Ace-to-six lowball: aces low, straights and flushes count; best 6-4-3-2-A.

    >>> AceToSix().value("Ac 2d 3h 4s 6c").describe()
    'six-four low (6-4-3-2-A)'
    """

    name: ClassVar[str] = "ace-to-six"
    categories: ClassVar[tuple[str, ...]] = _27_CATEGORIES
    aces_low: ClassVar[bool] = True
    straights: ClassVar[bool] = True
