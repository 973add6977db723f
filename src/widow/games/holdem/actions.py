"""Pineapple's one action of its own: the discard of a hole card (the rest is betting).

>>> Discard.from_words(["Qs"]) is DISCARDS[Discard.from_words(["Qs"]).card]
True
"""

from __future__ import annotations

from widow.cards import CARDS
from widow.engine.actions import Action, CardAction, action_kind, card_words
from widow.engine.events import CARD_TEXT

__all__ = ["DISCARDS", "Discard"]


@action_kind("discard", "discard CARD: throw one hole card away face down")
class Discard(CardAction):
    """Throw away one of your hole cards, face down (Pineapple)."""

    def __str__(self) -> str:
        # The card's text from the shared table: a Pineapple record writes one per seat and deal.
        return f"discard {CARD_TEXT[self.card]}"

    @classmethod
    def from_card_word(cls, word: str) -> Action:
        (card,) = card_words(cls.verb, (word,))
        return DISCARDS[card]


DISCARDS: tuple[Discard, ...] = tuple(Discard(c) for c in CARDS)
