"""Bourre's decisions before the play: pass, stay with the five cards, or discard and draw.

>>> from widow.engine.actions import ActionParser
>>> str(ActionParser([Stay, Draw]).parse("draw 7c 3h"))
'draw 3h 7c'
"""

from __future__ import annotations

from collections.abc import Sequence

from widow.cards import Card, parse_card
from widow.engine.actions import Action, action_kind
from widow.errors import InvalidActionError, InvalidCardError


@action_kind("stay", "stay: play the hand with the cards you hold")
class Stay(Action):
    """Play the hand, keeping all five cards."""


@action_kind("draw", "draw CARD...: play the hand; discard these cards and draw new ones")
class Draw(Action):
    """Play the hand, discarding the named cards face down and drawing as many from the stock."""

    cards: tuple[Card, ...]

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
