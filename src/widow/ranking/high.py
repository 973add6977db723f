"""High poker: the standard ranking of five-card poker hands, best five of five, six or seven.

Categories from the top: five of a kind (only with wild cards), royal flush, straight flush, four of
a kind, full house, flush, straight, three of a kind, two pair, one pair, high card. Within a
category hands are compared by the ranks that make the category, then by the kickers, from the
highest down. A-2-3-4-5 (the wheel) is the lowest straight; suits never break ties unless
``suit_order`` is on.

Options:
    jokers: 0, 1 (the red joker) or 2 jokers added to the pack, each wild.
    wild_rank: a rank whose four cards are all wild (``"2"`` for deuces wild), or None.
    suit_order: compare flushes by suit first, spades > hearts > diamonds > clubs, then by rank
        (a La Viuda variant). Straight flushes are still compared by rank alone.
    royal_flush: report an ace-high straight flush as the category ``royal-flush``. Only the name
        changes; a royal flush is the best straight flush either way.

A wild card stands for any card at all, a copy of a card already in the hand included, and the hand
takes its best value: so five of a kind exists, and a flush may hold a wild ace next to a natural
one (``A-A-K-Q-9`` in one suit beats ``A-K-Q-J-9``).

>>> from widow.ranking import evaluate, compare
>>> evaluate("As Ks Qs Js Ts").describe()
'royal flush'
>>> evaluate("9c 9d 2h 2s XR", jokers=1).describe()
'full house, nines over twos, using 1 wild card'
>>> compare("Jh Jc As 9d 4c", "Js Jd Kh Qc 3s").reason
'both one pair, jacks; kickers A-9-4 beat K-Q-3'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any, ClassVar

import numpy as np
import numpy.typing as npt

from widow.cards import RANK_CHARS, Card, Deck, Rank, joker_deck
from widow.ranking import _poker
from widow.ranking.base import (
    Comparison,
    HandValue,
    IntArray,
    RankingSystem,
    Winner,
    check_flag,
    check_jokers,
    rank_option,
)


class WildCardPoker(RankingSystem):
    """What ``high`` and ``la-viuda`` share: a pack with optional jokers, wild cards, and the
    evaluator over the shared tables (see :mod:`._poker`). Subclasses are frozen dataclasses with
    the four options below as fields."""

    jokers: int
    wild_rank: Rank | None
    suit_order: bool
    royal_flush: bool

    def _check_options(self) -> None:
        """Normalise ``wild_rank`` and check the other options (call from ``__post_init__``)."""
        check_jokers(self.jokers)
        object.__setattr__(self, "wild_rank", rank_option("wild_rank", self.wild_rank))
        check_flag("suit_order", self.suit_order)
        check_flag("royal_flush", self.royal_flush)

    @cached_property
    def _keys(self) -> npt.NDArray[np.int64]:
        return _poker.card_keys(self.wild_rank, self.jokers)

    @cached_property
    def _scalar(self) -> _poker.ScalarEvaluator:
        return _poker.ScalarEvaluator(self._keys, self.suit_order)

    def deck(self) -> Deck:
        """52 cards plus the jokers in use."""
        return joker_deck(self.jokers)

    def is_wild(self, card: int) -> bool:
        """Whether a card is wild under these options: a joker, or a card of the wild rank.

        >>> HighRanking(jokers=1, wild_rank="2").is_wild(Card.parse("2h"))
        True
        """
        return card >= 52 or card >> 2 == self.wild_rank

    def possible_categories(self) -> tuple[str, ...]:
        """Five of a kind needs a wild card; a royal flush is its own row only if asked for.

        >>> HighRanking().possible_categories()[:2]
        ('royal-flush', 'straight-flush')
        """
        wild = self.jokers > 0 or self.wild_rank is not None
        return tuple(
            name
            for name in self.categories
            if (wild or name != "five-of-a-kind") and (self.royal_flush or name != "royal-flush")
        )

    def poker_value(self, value: HandValue) -> int:
        """The packed high-poker value of a hand (see :mod:`._poker`)."""
        return value.strength

    def headline(self, value: HandValue) -> str:
        """The category and the ranks that name it, without the wild-card note."""
        return _poker.headline(self.poker_value(value), self.royal_flush, self.suit_order)

    def compare_poker(self, first: HandValue, second: HandValue) -> Comparison:
        """Compare two hands as poker hands; the reason names the kickers when only they decide."""
        a, b = self.poker_value(first), self.poker_value(second)
        if a == b:
            return Comparison("tie", f"both hands are {first.describe()}", first, second)
        winner: Winner = "first" if a > b else "second"
        better, worse = (first, second) if a > b else (second, first)
        head = self.headline(better)
        if head == self.headline(worse):
            kickers = f"{_kicker_text(max(a, b))} beat {_kicker_text(min(a, b))}"
            reason = f"both {head}; kickers {kickers}"
        else:
            reason = f"{better.describe()} beats {worse.describe()}"
        return Comparison(winner, reason, first, second)


@dataclass(frozen=True)
class HighRanking(WildCardPoker):
    """Standard high poker ranking with optional jokers, a wild rank and suit-ordered flushes.

    >>> high = HighRanking(wild_rank="2")
    >>> high.evaluate(high.value("2c 2d Ah Kh Qh").cards).describe()
    'royal flush, using 2 wild cards'
    >>> high.value("7c 7d 7h 7s 2c").describe()
    'five of a kind, sevens, using 1 wild card'
    """

    jokers: int = 0
    wild_rank: Rank | None = None
    suit_order: bool = False
    royal_flush: bool = True

    name: ClassVar[str] = "high"
    categories: ClassVar[tuple[str, ...]] = _poker.CATEGORIES
    hand_sizes: ClassVar[tuple[int, ...]] = (5, 6, 7)

    def __post_init__(self) -> None:
        self._check_options()

    # --- evaluation -----------------------------------------------------------------------------

    def evaluate(self, cards: Sequence[Card]) -> HandValue:
        """The value of a parsed hand of five to seven cards.

        >>> from widow.cards import parse_cards
        >>> HighRanking().evaluate(parse_cards("Ah Kh Qd Jc Ts 2c 2d")).category
        'straight'
        """
        strength = self._scalar.value(cards)
        return HandValue(
            self, tuple(cards), _poker.category_name(strength, self.royal_flush), strength
        )

    def strength(self, cards: Sequence[Card]) -> int:
        """The strength :meth:`evaluate` gives ``cards`` (higher is better), without building
        the value: for a showdown that only compares hands.

        >>> from widow.cards import parse_cards
        >>> hand = parse_cards("Ah Kh Qd Jc Ts 2c 2d")
        >>> HighRanking().strength(hand) == HighRanking().evaluate(hand).strength
        True
        """
        return self._scalar.value(cards)

    def evaluate_batch(
        self, cards: npt.NDArray[np.integer[Any]], threads: int | None = None
    ) -> IntArray:
        """Strengths of an ``(N, k)`` array of card indices, ``k`` from 5 to 7.

        >>> HighRanking().evaluate_batch(np.array([[51, 47, 43, 39, 35], [0, 1, 2, 3, 4]])).tolist()
        [135004160, 117444608]
        """
        from widow.ranking._poker_kernels import evaluate_hands  # numba loads on first batch

        return evaluate_hands(self, cards, self._keys, self.suit_order, threads=threads)

    def category_index(self, strengths: IntArray) -> IntArray:
        """Indices into :attr:`categories` (0 = five of a kind).

        >>> HighRanking().category_index(np.array([135004160, 117444608])).tolist()
        [1, 3]
        """
        return _poker.category_indices(np.asarray(strengths, dtype=np.int64), self.royal_flush)

    # --- words ----------------------------------------------------------------------------------

    def wild_count(self, cards: Sequence[int]) -> int:
        return sum(1 for card in cards if self.is_wild(card))

    def describe(self, value: HandValue) -> str:
        """E.g. ``"two pair, aces and sevens"``; wild cards add ``", using 1 wild card"``."""
        return self.headline(value) + _poker.wild_phrase(self.wild_count(value.cards))

    def compare(self, first: HandValue, second: HandValue) -> Comparison:
        """Which hand wins; the reason names the kickers when only they decide.

        >>> high = HighRanking()
        >>> high.compare(high.value("Kh Kd 5c 5s 5d"), high.value("Ah Kh 8h 5h 2h")).reason
        'full house, fives over kings beats flush, ace high'
        >>> high.compare(high.value("Kh Kd 5c 5s 5d"), high.value("Ah Ad Ac 2h 2d")).reason
        'full house, aces over twos beats full house, fives over kings'
        >>> high.compare(high.value("Ah Kh 8h 5h 2h"), high.value("As Ks 8s 5s 2s")).winner
        'tie'
        """
        return self.compare_poker(first, second)


def _kicker_text(value: int) -> str:
    return "-".join(RANK_CHARS[r] for r in _poker.kickers(value))
