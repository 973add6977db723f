"""Tonk's actions.

>>> from widow.engine.actions import ActionParser
>>> parser = ActionParser(ACTION_CLASSES)
>>> str(parser.parse("spread 9h 7h 8h")), str(parser.parse("hit Qs 2")), str(parser.parse("draw"))
('spread 7h 8h 9h', 'hit Qs on 2', 'draw')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from widow.cards import Card, parse_card
from widow.engine.actions import Action
from widow.errors import InvalidActionError, InvalidCardError, quote

#: The most spreads a hand can see on the table (52 cards in spreads of three).
MAX_SPREADS = 17


def _card(verb: str, word: str) -> Card:
    if len(word) > 3:
        raise InvalidActionError(f"in {verb!r}: {quote(word)} is not a card")
    try:
        card = parse_card(word)
    except InvalidCardError as error:
        raise InvalidActionError(f"in {verb!r}: {error}") from None
    if card.is_joker:
        # Tonk is played with the 52-card pack: a joker is well-formed card text but no card of
        # this game, and the tables of discards and hits below are indexed by the 52 cards only.
        raise InvalidActionError(f"in {verb!r}: {quote(word)} is a joker; Tonk has no jokers")
    return card


def _check_card(owner: str, value: object) -> None:
    if not isinstance(value, Card) or value.is_joker:
        raise InvalidActionError(f"{owner} must be a Card of the 52-card pack, not {quote(value)}")


@dataclass(frozen=True, slots=True)
class Draw(Action):
    """Take the top card of the stock."""

    verb: ClassVar[str] = "draw"
    usage: ClassVar[str] = "draw: take the top card of the stock"


@dataclass(frozen=True, slots=True)
class Take(Action):
    """Take the top card of the discard pile."""

    verb: ClassVar[str] = "take"
    usage: ClassVar[str] = "take: take the top card of the discard pile"


@dataclass(frozen=True, slots=True)
class Drop(Action):
    """Before drawing, show the hand, betting it counts lowest."""

    verb: ClassVar[str] = "drop"
    usage: ClassVar[str] = "drop: before drawing, show your hand and bet it counts lowest"


@dataclass(frozen=True, slots=True)
class Slap(Action):
    """Claim the card just discarded, to play it to a spread (decided in secret)."""

    verb: ClassVar[str] = "slap"
    usage: ClassVar[str] = "slap: claim the discard to play it on a spread"


@dataclass(frozen=True, slots=True)
class LetGo(Action):
    """Do not slap the card just discarded."""

    verb: ClassVar[str] = "pass"
    usage: ClassVar[str] = "pass: do not slap the discard"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Throw a card from the hand onto the discard pile, ending the turn."""

    card: Card
    verb: ClassVar[str] = "discard"
    usage: ClassVar[str] = "discard CARD: throw a card away and end your turn"

    def __post_init__(self) -> None:
        _check_card("Discard.card", self.card)

    def __str__(self) -> str:
        return f"discard {self.card}"

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        if len(words) != 1:
            raise InvalidActionError(f"'discard' needs one card, not {quote(' '.join(words))}")
        return DISCARDS[_card("discard", words[0])]


@dataclass(frozen=True, slots=True)
class Spread(Action):
    """Lay a set or a run from the hand face up on the table (cards by card index)."""

    cards: tuple[Card, ...]
    verb: ClassVar[str] = "spread"
    usage: ClassVar[str] = "spread CARD CARD CARD...: lay a set or a run on the table"

    def __post_init__(self) -> None:
        if not isinstance(self.cards, tuple):
            raise InvalidActionError(
                f"Spread.cards must be a tuple of Cards, not {quote(self.cards)}"
            )
        for card in self.cards:
            _check_card("Spread.cards", card)

    def __str__(self) -> str:
        return "spread " + " ".join(str(c) for c in self.cards)

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        if not 3 <= len(words) <= 13:
            raise InvalidActionError(
                f"'spread' needs three to thirteen cards, not {quote(' '.join(words))}"
            )
        cards = sorted(_card("spread", w) for w in words)
        if len(set(cards)) != len(cards):
            raise InvalidActionError(f"'spread' names a card twice: {quote(' '.join(words))}")
        return cls(tuple(cards))


@dataclass(frozen=True, slots=True)
class Hit(Action):
    """Play a card from the hand onto spread ``spread`` (numbered from 1 as laid down)."""

    card: Card
    spread: int
    verb: ClassVar[str] = "hit"
    usage: ClassVar[str] = "hit CARD on N: add a card to spread number N on the table"

    def __post_init__(self) -> None:
        _check_card("Hit.card", self.card)
        spread = self.spread
        if (
            isinstance(spread, bool)
            or not isinstance(spread, int)
            or not 1 <= spread <= MAX_SPREADS
        ):
            raise InvalidActionError(
                f"Hit.spread must be a spread number 1 to {MAX_SPREADS}, not {quote(spread)}"
            )

    def __str__(self) -> str:
        return f"hit {self.card} on {self.spread}"

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        rest = [w for w in words if w.lower() != "on"]
        if len(rest) != 2 or not rest[1].isdecimal() or len(rest[1]) > 2:
            raise InvalidActionError(
                f"'hit' needs a card and a spread number (hit 7h on 2): {quote(' '.join(words))}"
            )
        number = int(rest[1])
        if not 1 <= number <= MAX_SPREADS:
            raise InvalidActionError(
                f"in 'hit': no spread {number}; spreads are 1 to {MAX_SPREADS}"
            )
        return HITS[_card("hit", rest[0])][number - 1]


DRAW = Draw()
TAKE = Take()
DROP = Drop()
SLAP = Slap()
LET_GO = LetGo()
# Interned: legal-action lists are rebuilt every turn and reuse these.
DISCARDS: tuple[Discard, ...] = tuple(Discard(Card(i)) for i in range(52))
HITS: tuple[tuple[Hit, ...], ...] = tuple(
    tuple(Hit(Card(i), n) for n in range(1, MAX_SPREADS + 1)) for i in range(52)
)
ACTION_CLASSES: tuple[type[Action], ...] = (Draw, Take, Drop, Slap, LetGo, Discard, Spread, Hit)
