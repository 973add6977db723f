"""Tonk's actions.

>>> from widow.engine.actions import ActionParser
>>> parser = ActionParser(ACTION_CLASSES)
>>> str(parser.parse("spread 9h 7h 8h")), str(parser.parse("hit Qs 2")), str(parser.parse("draw"))
('spread 7h 8h 9h', 'hit Qs on 2', 'draw')
"""

from __future__ import annotations

from collections.abc import Sequence

from widow.cards import Card
from widow.engine.actions import (
    Action,
    CardAction,
    CardsAction,
    action_kind,
    card_words,
    check_number_field,
)
from widow.errors import InvalidActionError, quote
from widow.i18n import N_

#: The most spreads a hand can see on the table (52 cards in spreads of three).
MAX_SPREADS = 17


def _card(verb: str, word: str) -> Card:
    (card,) = card_words(verb, (word,))
    if card.is_joker:
        # Tonk is played with the 52-card pack: a joker is well-formed card text but no card of
        # this game, and the tables of discards and hits below are indexed by the 52 cards only.
        raise InvalidActionError(
            N_("in {which}: {given} is a joker; Tonk has no jokers").format(
                which=repr(verb), given=quote(word)
            )
        )
    return card


def _check_card(owner: str, value: object) -> None:
    if not isinstance(value, Card) or value.is_joker:
        raise InvalidActionError(f"{owner} must be a Card of the 52-card pack, not {quote(value)}")


@action_kind("draw", "draw: take the top card of the stock")
class Draw(Action):
    """Take the top card of the stock."""


@action_kind("take", "take: take the top card of the discard pile")
class Take(Action):
    """Take the top card of the discard pile."""


@action_kind("drop", "drop: before drawing, show your hand and bet it counts lowest")
class Drop(Action):
    """Before drawing, show the hand, betting it counts lowest."""


@action_kind("slap", "slap: claim the discard to play it on a spread")
class Slap(Action):
    """Claim the card just discarded, to play it to a spread (decided in secret)."""


@action_kind("pass", "pass: do not slap the discard")
class LetGo(Action):
    """Do not slap the card just discarded."""


@action_kind("discard", "discard CARD: throw a card away and end your turn")
class Discard(CardAction):
    """Throw a card from the hand onto the discard pile, ending the turn."""

    def __post_init__(self) -> None:
        _check_card("Discard.card", self.card)

    @classmethod
    def from_card_word(cls, word: str) -> Action:
        return DISCARDS[_card("discard", word)]


@action_kind("spread", "spread CARD CARD CARD...: lay a set or a run on the table")
class Spread(CardsAction):
    """Lay a set or a run from the hand face up on the table (cards by card index)."""

    least, most, count_words = 3, 13, N_("three to thirteen cards")

    def __post_init__(self) -> None:
        if not isinstance(self.cards, tuple):
            raise InvalidActionError(
                f"Spread.cards must be a tuple of Cards, not {quote(self.cards)}"
            )
        for card in self.cards:
            _check_card("Spread.cards", card)

    @classmethod
    def read_cards(cls, words: Sequence[str]) -> tuple[Card, ...]:
        return tuple(_card(cls.verb, word) for word in words)


@action_kind("hit", "hit CARD on N: add a card to spread number N on the table")
class Hit(Action):
    """Play a card from the hand onto spread ``spread`` (numbered from 1 as laid down)."""

    card: Card
    spread: int

    def __post_init__(self) -> None:
        _check_card("Hit.card", self.card)
        check_number_field("Hit.spread", self.spread, 1, MAX_SPREADS)

    def __str__(self) -> str:
        return f"hit {self.card} on {self.spread}"

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        rest = [w for w in words if w.lower() != "on"]
        if len(rest) != 2 or not rest[1].isdecimal() or len(rest[1]) > 2:
            raise InvalidActionError(
                N_("'hit' needs a card and a spread number (hit 7h on 2): {given}").format(
                    given=quote(" ".join(words))
                )
            )
        number = int(rest[1])
        if not 1 <= number <= MAX_SPREADS:
            raise InvalidActionError(
                N_("in 'hit': no spread {n}; spreads are 1 to {count}").format(
                    n=number, count=MAX_SPREADS
                )
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
