"""Bourre's decisions before the play: pass, stay with the five cards, or discard and draw.

>>> from widow.engine.actions import ActionParser
>>> str(ActionParser([Stay, Draw]).parse("draw 7c 3h"))
'draw 3h 7c'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from widow.cards import Card, parse_card
from widow.engine.actions import Action
from widow.errors import InvalidActionError, InvalidCardError


@dataclass(frozen=True, slots=True)
class Stay(Action):
    """Play the hand, keeping all five cards."""

    verb: ClassVar[str] = "stay"
    usage: ClassVar[str] = "stay: play the hand with the cards you hold"


@dataclass(frozen=True, slots=True)
class Draw(Action):
    """Play the hand, discarding the named cards face down and drawing as many from the stock."""

    cards: tuple[Card, ...]
    verb: ClassVar[str] = "draw"
    usage: ClassVar[str] = "draw CARD...: play the hand; discard these cards and draw new ones"

    def __str__(self) -> str:
        return "draw " + " ".join(str(c) for c in self.cards)

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        if not 1 <= len(words) <= 5:
            raise InvalidActionError(
                f"'draw' needs one to five cards to discard, not {' '.join(words)!r}"
            )
        try:
            cards = [parse_card(w) for w in words]
        except InvalidCardError as error:
            raise InvalidActionError(f"in 'draw': {error}") from None
        if len(set(cards)) != len(cards):
            raise InvalidActionError(f"'draw' names a card twice: {' '.join(words)!r}")
        return cls(tuple(sorted(cards)))


STAY = Stay()
