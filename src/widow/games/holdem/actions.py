"""Pineapple's one action of its own: the discard of a hole card (the rest is betting).

>>> Discard.from_words(["Qs"]) is DISCARDS[Discard.from_words(["Qs"]).card]
True
"""

from __future__ import annotations

from collections.abc import Sequence

from widow.cards import CARDS, Card
from widow.engine.actions import Action, action_kind, card_words
from widow.engine.events import CARD_TEXT
from widow.errors import InvalidActionError

__all__ = ["DISCARDS", "Discard"]


@action_kind("discard", "discard CARD: throw one hole card away face down")
class Discard(Action):
    """Throw away one of your hole cards, face down (Pineapple)."""

    card: Card

    def __str__(self) -> str:
        return f"discard {CARD_TEXT[self.card]}"

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        if len(words) != 1:
            raise InvalidActionError(f"'discard' needs one card, not {' '.join(words)!r}")
        (card,) = card_words("discard", words)
        return DISCARDS[card]


DISCARDS: tuple[Discard, ...] = tuple(Discard(c) for c in CARDS)
