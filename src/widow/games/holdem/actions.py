"""Pineapple's one action of its own: the discard of a hole card (the rest is betting).

>>> Discard.from_words(["Qs"]) is DISCARDS[Discard.from_words(["Qs"]).card]
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from widow.cards import CARDS, Card, parse_card
from widow.engine.actions import Action
from widow.engine.events import CARD_TEXT
from widow.errors import InvalidActionError, InvalidCardError

__all__ = ["DISCARDS", "Discard"]


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Throw away one of your hole cards, face down (Pineapple)."""

    card: Card
    verb: ClassVar[str] = "discard"
    usage: ClassVar[str] = "discard CARD: throw one hole card away face down"

    def __str__(self) -> str:
        return f"discard {CARD_TEXT[self.card]}"

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        if len(words) != 1:
            raise InvalidActionError(f"'discard' needs one card, not {' '.join(words)!r}")
        try:
            return DISCARDS[parse_card(words[0])]
        except InvalidCardError as error:
            raise InvalidActionError(f"in 'discard': {error}") from None


DISCARDS: tuple[Discard, ...] = tuple(Discard(c) for c in CARDS)
