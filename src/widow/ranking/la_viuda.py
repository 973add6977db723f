"""La Viuda: five-card poker with two jokers and a wild rank set by the pool, plus the Mexican
tie-breaks.

The pack is 52 cards and two jokers. The jokers are always wild, and so is the rank that matches
the number of chips in the central pool: one chip makes aces wild, two chips twos, and so on up to
thirteen for kings; fourteen chips make aces wild again, fifteen twos (see
:func:`wild_rank_for_pool`). Hands rank as in high poker with those wild cards (see
:mod:`widow.ranking.high`). Hands equal as poker hands are then separated by, in order:

1. fewer wild cards;
2. the best run of two or more cards of one suit in adjacent ranks: a longer run beats a shorter
   one, then a higher one a lower one, and any run beats none;
3. more cards of one colour (4 red beats 3 black);
4. chance: when the two hands' majority colours differ, a card drawn from the stock picks the
   colour that wins;
5. chance: otherwise (the same count of each colour) "Manotazo", both hands shuffled together and
   the higher card drawn wins.

The strength covers steps 1 to 3; :func:`chance_step` says which of steps 4 and 5 applies, and
:meth:`LaViudaRanking.compare` answers ``"chance"`` for the game to settle.

Choices where the rules say nothing:
    * In step 2 cards count as printed: a card of the wild rank counts with its own rank and suit,
      and a joker, having no suit, is in no run.
    * In runs the ace is next to both the king and the two (K-A and A-2 are runs), as in
      straights, but a run never turns the corner (K-A-2 is two runs).
    * In step 3 the red joker is red and the black joker black.

>>> from widow.ranking import compare
>>> compare("8s 8h 9h 5c 4d", "8c 8d 9s 5s 4s", system="la-viuda", wild_rank="2").reason
'both one pair, eights; higher same-suit run 9-8 against 5-4'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal

import numpy as np
import numpy.typing as npt

from widow.cards import RANK_CHARS, Card, Rank
from widow.errors import InvalidOptionError
from widow.ranking import _poker
from widow.ranking._poker import TOP_BIT, VIUDA_SHIFT, run_bits
from widow.ranking.base import Comparison, HandValue, IntArray, check_flag
from widow.ranking.high import WildCardPoker

ChanceStep = Literal["colour-draw", "manotazo"]
Colour = Literal["red", "black"]

_RUN_BITS = run_bits()
_RUN_LIST: list[int] = _RUN_BITS.tolist()
_TOP_LIST: list[int] = TOP_BIT.tolist()
#: Hand descriptions by strength and naming options (see :meth:`LaViudaRanking.describe`), up
#: to a bound so that a long run cannot grow it without end.
_DESCRIBED: dict[tuple[int, bool, bool], str] = {}
_DESCRIBED_LIMIT = 1 << 16
#: The strength's bits below this are the run and colour tie-breaks, which no description names.
_WORDS_SHIFT = 10


def wild_rank_for_pool(pool: int) -> Rank:
    """The wild rank for a pool of ``pool`` chips: 1 aces, 2 twos, ..., 13 kings, 14 aces again.

    >>> wild_rank_for_pool(1).name, wild_rank_for_pool(13).name, wild_rank_for_pool(15).name
    ('ACE', 'KING', 'TWO')
    """
    if isinstance(pool, bool) or not isinstance(pool, int) or pool < 1:
        raise InvalidOptionError(f"pool must be a whole number of chips, 1 or more, not {pool!r}")
    return Rank((pool - 2) % 13)


def majority_colour(cards: Sequence[int]) -> Colour | None:
    """The colour most cards share (jokers by their own colour); None when the counts are equal.

    >>> from widow.cards import parse_cards
    >>> majority_colour(parse_cards("Js Jh 7d 7h 5d")), majority_colour(parse_cards("Js Jh"))
    ('red', None)
    """
    red = sum(1 for card in cards if Card(card).is_red)
    black = len(cards) - red
    if red == black:
        return None
    return "red" if red > black else "black"


def chance_step(first: HandValue, second: HandValue) -> ChanceStep | None:
    """Which chance step settles two La Viuda hands of equal strength; None if strengths differ.

    ``"colour-draw"`` when their majority colours differ (a card from the stock picks the colour),
    ``"manotazo"`` when both hands have the same count of each colour.

    >>> from widow.ranking import get_system
    >>> viuda = get_system("la-viuda")
    >>> chance_step(viuda.value("Ks Kh 8s 6s 5d"), viuda.value("Kd Kc 8h 6c 5h"))
    'colour-draw'
    """
    if first.strength != second.strength:
        return None
    if majority_colour(first.cards) != majority_colour(second.cards):
        return "colour-draw"
    return "manotazo"


def _run_words(run: int) -> str:
    length, top = run >> 4, run & 15
    # Lane bit b is rank b - 1; bit 0 is the ace played low.
    return "-".join("A" if b == 0 else RANK_CHARS[b - 1] for b in range(top, top - length, -1))


@dataclass(frozen=True)
class LaViudaRanking(WildCardPoker):
    """La Viuda's ranking: high poker with wild cards, then the Mexican tie-breaks.

    Give the wild rank directly or as the pool size (``pool``), not both; with neither the pool
    holds one chip, so aces are wild. ``rank_wild=False`` makes no rank wild (the stripped-pack
    variant, which has no pool), leaving only the jokers in use wild.

    >>> LaViudaRanking(pool=15).wild_rank
    <Rank.TWO: 0>
    >>> LaViudaRanking().value("As XR 9c 9d 9h").describe()
    'five of a kind, nines, using 2 wild cards'
    >>> LaViudaRanking(rank_wild=False, jokers=0).value("As Ad 9c 9d 9h").describe()
    'full house, nines over aces'
    """

    wild_rank: Rank | None = None
    pool: int | None = field(default=None, compare=False)
    jokers: int = 2
    suit_order: bool = False
    royal_flush: bool = True
    rank_wild: bool = True

    name: ClassVar[str] = "la-viuda"
    categories: ClassVar[tuple[str, ...]] = _poker.CATEGORIES
    hand_sizes: ClassVar[tuple[int, ...]] = (5,)

    def __post_init__(self) -> None:
        check_flag("rank_wild", self.rank_wild)
        if not self.rank_wild:
            if self.wild_rank is not None or self.pool is not None:
                raise InvalidOptionError(
                    "rank_wild=False makes no rank wild; do not give wild_rank or pool with it"
                )
        elif self.wild_rank is not None and self.pool is not None:
            raise InvalidOptionError(
                f"give wild_rank ({self.wild_rank!r}) or pool ({self.pool!r}), not both:"
                " the pool size sets the wild rank"
            )
        elif self.wild_rank is None:
            object.__setattr__(
                self, "wild_rank", wild_rank_for_pool(1 if self.pool is None else self.pool)
            )
        self._check_options()

    # --- evaluation -----------------------------------------------------------------------------

    def evaluate(self, cards: Sequence[Card]) -> HandValue:
        """The value of a parsed five-card hand.

        >>> from widow.cards import parse_cards
        >>> LaViudaRanking(wild_rank="2").evaluate(parse_cards("Qh Qd 7c 4s 3s")).category
        'one-pair'
        """
        poker, key = self._scalar.value_and_key(cards)
        wilds = (key >> _poker.WILD_FIELD) & 15
        runs = 0
        for card in cards:
            runs |= _RUN_LIST[card]
        length, level = 1, runs
        while level & (runs >> length):
            level &= runs >> length
            length += 1
        run = 0
        if length >= 2:
            # The four suit lanes written out: this runs for nearly every hand of a showdown.
            top = max(
                _TOP_LIST[level & 0x3FFF],
                _TOP_LIST[(level >> 16) & 0x3FFF],
                _TOP_LIST[(level >> 32) & 0x3FFF],
                _TOP_LIST[(level >> 48) & 0x3FFF],
            )
            run = length * 16 + top + length - 1
        red = (key >> _poker.RED_FIELD) & 15
        colour = max(red, len(cards) - red)
        strength = (poker << VIUDA_SHIFT) | ((5 - wilds) << 10) | (run << 3) | colour
        hand = cards if type(cards) is tuple else tuple(cards)
        return HandValue(self, hand, _poker.category_name(poker, self.royal_flush), strength)

    def evaluate_batch(
        self, cards: npt.NDArray[np.integer[Any]], threads: int | None = None
    ) -> IntArray:
        """Strengths of an ``(N, 5)`` array of card indices (the full non-chance order)."""
        from widow.ranking._poker_kernels import evaluate_hands  # numba loads on first batch

        return evaluate_hands(self, cards, self._keys, self.suit_order, _RUN_BITS, threads=threads)

    def category_index(self, strengths: IntArray) -> IntArray:
        """Indices into :attr:`categories` (0 = five of a kind)."""
        poker = np.asarray(strengths, dtype=np.int64) >> VIUDA_SHIFT
        return _poker.category_indices(poker, self.royal_flush)

    # --- words ----------------------------------------------------------------------------------

    def poker_value(self, value: HandValue) -> int:
        """The high-poker part of a strength (before the tie-break steps)."""
        return value.strength >> VIUDA_SHIFT

    @staticmethod
    def wild_cards_used(value: HandValue) -> int:
        return 5 - ((value.strength >> 10) & 7)

    @staticmethod
    def suit_run(value: HandValue) -> str | None:
        """The best run of adjacent cards in one suit, e.g. ``"6-5-4"``; None without one."""
        run = (value.strength >> 3) & 127
        return _run_words(run) if run else None

    @staticmethod
    def colour_count(value: HandValue) -> tuple[int, Colour]:
        """How many cards share the majority colour, and that colour."""
        red = sum(1 for card in value.cards if Card(card).is_red)
        black = len(value.cards) - red
        return (red, "red") if red >= black else (black, "black")

    def describe(self, value: HandValue) -> str:
        """E.g. ``"full house, kings over fives, using 1 wild card"``."""
        # The words follow from the poker value and the wild cards used (the strength above its
        # tie-break bits) and the options that name hands: every showdown of a simulation
        # describes each hand, so the words are kept per such key.
        key = (value.strength >> _WORDS_SHIFT, self.royal_flush, self.suit_order)
        words = _DESCRIBED.get(key)
        if words is None:
            words = self.headline(value) + _poker.wild_phrase(self.wild_cards_used(value))
            if len(_DESCRIBED) < _DESCRIBED_LIMIT:
                _DESCRIBED[key] = words
        return words

    def compare(self, first: HandValue, second: HandValue) -> Comparison:
        """Which hand wins and the rule that decided; ``"chance"`` when only a draw can tell.

        >>> viuda = LaViudaRanking(wild_rank="2")
        >>> viuda.compare(viuda.value("Js Jh 7d 7h 5d"), viuda.value("Jc Jd 7s 7c 5h")).reason
        'both two pair, jacks and sevens; more cards of one colour: 4 red against 3 black'
        """
        if self.poker_value(first) != self.poker_value(second):
            return self.compare_poker(first, second)
        if first.strength == second.strength:
            step = chance_step(first, second)
            if step == "colour-draw":
                reason = (
                    f"tied through every rule ({first.describe()}, {self.colour_words(first)}"
                    f" against {self.colour_words(second)}): a card drawn from the stock decides,"
                    f" {majority_colour(first.cards)} for the first hand,"
                    f" {majority_colour(second.cards)} for the second"
                )
            else:
                reason = (
                    f"tied through every rule ({first.describe()}, {self.colour_words(first)}"
                    " each): Manotazo, both hands shuffled together and the higher card drawn"
                    " wins"
                )
            return Comparison("chance", reason, first, second)
        better, worse = (first, second) if first.strength > second.strength else (second, first)
        winner: Literal["first", "second"] = "first" if better is first else "second"
        wb, ww = self.wild_cards_used(better), self.wild_cards_used(worse)
        rb, rw = (better.strength >> 3) & 127, (worse.strength >> 3) & 127
        if wb != ww:
            rule = f"fewer wild cards: {wb} against {ww}"
        elif rb != rw:
            if not rw:
                rule = f"same-suit run {_run_words(rb)} against none"
            elif rb >> 4 > rw >> 4:
                rule = f"longer same-suit run {_run_words(rb)} against {_run_words(rw)}"
            else:
                rule = f"higher same-suit run {_run_words(rb)} against {_run_words(rw)}"
        else:
            rule = f"more cards of one colour: {self.colour_words(better)} against" + (
                f" {self.colour_words(worse)}"
            )
        return Comparison(winner, f"both {self.headline(first)}; {rule}", first, second)

    def colour_words(self, value: HandValue) -> str:
        count, colour = self.colour_count(value)
        return f"{count} {colour}"


__all__ = [
    "ChanceStep",
    "Colour",
    "LaViudaRanking",
    "chance_step",
    "majority_colour",
    "wild_rank_for_pool",
]
