"""What every ranking system shares: the value object, the comparison result and the system base.

A ranking system is a frozen dataclass whose fields are its options (validated in
``__post_init__``). It turns a hand into a :class:`HandValue` whose ``strength`` is the same integer
its batch evaluator returns for that hand: higher is better, and two hands have equal strength
exactly when they tie under the system's non-chance rules. Categories are listed best first.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Literal, TypeGuard

import numpy as np
import numpy.typing as npt

from widow.cards import CARDS, Card, Deck, Rank, format_cards, parse_cards, standard_deck
from widow.errors import InvalidCardError, InvalidOptionError, quote

Winner = Literal["first", "second", "tie", "chance"]
IntArray = npt.NDArray[np.int64]


class HandValue:
    """The value of one hand under one ranking system; comparable with values of the same system.

    ``category`` is the kebab-case category name, ``strength`` the integer order (higher is better),
    ``cards`` the hand as evaluated. :meth:`describe` gives a sentence such as
    ``"full house, kings over fives"``. Values of one system compare by strength; a value never
    equals anything else, and ordering it against another system's value raises ``TypeError``.
    """

    __slots__ = ("_system", "cards", "category", "strength")

    def __init__(
        self, system: RankingSystem, cards: tuple[Card, ...], category: str, strength: int
    ) -> None:
        self._system = system
        self.cards = cards
        self.category = category
        self.strength = strength

    @property
    def system(self) -> RankingSystem:
        return self._system

    def describe(self) -> str:
        """The hand in words: its category and what decides ties within it."""
        return self._system.describe(self)

    def _ordered_with(self, other: object) -> TypeGuard[HandValue]:
        """Whether ``other`` can be ordered against this value: False for a non-value, and an
        error for a value of another system (or of the same system under other options)."""
        if not isinstance(other, HandValue):
            return False
        if other._system != self._system:
            raise TypeError(
                f"cannot compare a {self._system.name!r} hand with a {other._system.name!r} hand"
                " or one under other options"
            )
        return True

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self._system == other._system and self.strength == other.strength

    def __lt__(self, other: object) -> bool:
        if not self._ordered_with(other):
            return NotImplemented
        return self.strength < other.strength

    def __le__(self, other: object) -> bool:
        if not self._ordered_with(other):
            return NotImplemented
        return self.strength <= other.strength

    def __gt__(self, other: object) -> bool:
        if not self._ordered_with(other):
            return NotImplemented
        return self.strength > other.strength

    def __ge__(self, other: object) -> bool:
        if not self._ordered_with(other):
            return NotImplemented
        return self.strength >= other.strength

    def __hash__(self) -> int:
        return hash((self._system, self.strength))

    def __repr__(self) -> str:
        return (
            f"HandValue({self._system.name!r}, {format_cards(self.cards)!r},"
            f" category={self.category!r}, strength={self.strength})"
        )


@dataclass(frozen=True, slots=True)
class Comparison:
    """The result of comparing two hands: who wins and the rule that decided it.

    ``winner`` is ``"chance"`` only under La Viuda, when nothing but its chance steps (a card drawn
    for colour, then Manotazo) could separate the hands; the game engine then draws.
    """

    winner: Winner
    reason: str
    first: HandValue
    second: HandValue


class RankingSystem(ABC):
    """Base of every ranking system. Subclasses are frozen dataclasses whose fields are options."""

    name: ClassVar[str]
    #: Every category the system can produce, best first (some only under some options).
    categories: ClassVar[tuple[str, ...]]
    #: The hand sizes the system evaluates.
    hand_sizes: ClassVar[tuple[int, ...]] = (5,)

    # --- to implement -------------------------------------------------------------------------

    @abstractmethod
    def evaluate(self, cards: Sequence[Card]) -> HandValue:
        """The value of one already-parsed hand (no size or repeat checks: see :meth:`value`)."""

    def strength(self, cards: Sequence[Card]) -> int:
        """The strength :meth:`evaluate` gives ``cards`` (higher is better), for callers that only
        compare hands; a system with a quicker path than building the value overrides it."""
        return self.evaluate(cards).strength

    @abstractmethod
    def evaluate_batch(
        self, cards: npt.NDArray[np.integer[Any]], threads: int | None = None
    ) -> IntArray:
        """Strengths of an ``(N, k)`` array of card indices, as ``(N,)`` int64.

        ``threads`` is how many threads share the work: by default every core for a large batch
        and the calling thread alone for a small one (see :func:`._batch.thread_count`)."""

    @abstractmethod
    def category_index(self, strengths: IntArray) -> IntArray:
        """For each strength, the index of its category in :attr:`categories` (0 = best)."""

    @abstractmethod
    def describe(self, value: HandValue) -> str:
        """A sentence for a value made by this system."""

    # --- shared behaviour ---------------------------------------------------------------------

    def deck(self) -> Deck:
        """The pack whose hands this system ranks (and that ``odds`` enumerates)."""
        return standard_deck()

    def possible_categories(self) -> tuple[str, ...]:
        """The categories a hand can fall in under these options, best first (a subset of
        :attr:`categories`: e.g. no five of a kind without wild cards)."""
        return self.categories

    def value(self, cards: str | Sequence[int | str]) -> HandValue:
        """Parse and check a hand (size, repeats, cards in the deck), then evaluate it.

        >>> from widow.ranking import get_system
        >>> get_system("high").value(None)
        Traceback (most recent call last):
        ...
        widow.errors.InvalidCardError: a hand is card text ('As Kd 7c') or a sequence of cards, ...
        """
        if not isinstance(cards, str) and not isinstance(cards, Iterable):
            text = repr(cards)
            raise InvalidCardError(
                "a hand is card text ('As Kd 7c') or a sequence of cards, card texts or card"
                f" indices, not {type(cards).__name__} {text[:60]}"
            )
        hand = parse_cards(cards)
        if len(hand) not in self.hand_sizes:
            sizes = " or ".join(str(n) for n in self.hand_sizes)
            raise InvalidCardError(
                f"{self.name} ranks hands of {sizes} cards; got {len(hand)}"
                f" ({format_cards(hand) or 'nothing'})"
            )
        deck = self.deck()
        for card in hand:
            if card not in deck:
                raise InvalidCardError(
                    f"card {str(card)!r} is not in the {deck.name} pack that {self.name} uses"
                )
        return self.evaluate(hand)

    def compare_hands(
        self, first: str | Sequence[int | str], second: str | Sequence[int | str]
    ) -> Comparison:
        """Parse, check and compare two hands dealt from one pack (so they share no card)."""
        a, b = self.value(first), self.value(second)
        shared = sorted(set(a.cards) & set(b.cards))
        if shared:
            raise InvalidCardError(
                f"card {str(shared[0])!r} is in both hands; they must come from one pack"
            )
        return self.compare(a, b)

    def compare(self, first: HandValue, second: HandValue) -> Comparison:
        """Which hand wins, and why. Systems with finer tie-break rules override this."""
        if first.strength == second.strength:
            return Comparison("tie", f"both hands are {first.describe()}", first, second)
        winner: Winner = "first" if first.strength > second.strength else "second"
        better, worse = (first, second) if winner == "first" else (second, first)
        return Comparison(winner, f"{better.describe()} beats {worse.describe()}", first, second)

    def options(self) -> dict[str, Any]:
        """The option values of this instance, by name."""
        return {name: getattr(self, name) for name in self.__dataclass_fields__}  # type: ignore[attr-defined]

    def _value(self, cards: Sequence[int], category: str, strength: int) -> HandValue:
        """Helper for subclasses: a value over ``Card`` objects."""
        return HandValue(self, tuple(CARDS[c] for c in cards), category, strength)


def rank_option(option: str, value: object) -> Rank | None:
    """Normalise a rank-valued option: a :class:`Rank`, its card text (``"A"``, ``"10"``) or None.

    >>> rank_option("wild_rank", "2")
    <Rank.TWO: 0>
    """
    if value is None or isinstance(value, Rank):
        return value
    if isinstance(value, str):
        try:
            return Rank.parse(value)
        except InvalidCardError:
            raise InvalidOptionError(
                f"{option} must be a rank (2-9, T or 10, J, Q, K, A), not {quote(value)}"
            ) from None
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 12:
        return Rank(value)
    raise InvalidOptionError(
        f"{option} must be a rank (2-9, T or 10, J, Q, K, A), not {quote(value)}"
    )


def check_jokers(jokers: object) -> None:
    """Raise unless ``jokers`` is 0, 1 or 2."""
    if isinstance(jokers, bool) or not isinstance(jokers, int) or not 0 <= jokers <= 2:
        raise InvalidOptionError(f"jokers must be 0, 1 or 2, not {jokers!r}")


def check_flag(option: str, value: object) -> None:
    """Raise unless ``value`` is a bool."""
    if not isinstance(value, bool):
        raise InvalidOptionError(f"{option} must be True or False, not {quote(value)}")
