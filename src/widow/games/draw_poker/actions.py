"""Draw poker's own actions: exchanging cards in the draw, or standing pat.

>>> str(Draw.from_words(["Kd", "2c"])), str(STAND_PAT)
('draw 2c Kd', 'stand pat')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from widow.cards import Card, parse_card
from widow.engine.actions import Action
from widow.engine.events import CARD_TEXT
from widow.errors import InvalidActionError, InvalidCardError, quote


@dataclass(frozen=True, slots=True)
class StandPat(Action):
    """Keep all five cards in the draw."""

    verb: ClassVar[str] = "stand pat"
    usage: ClassVar[str] = "stand pat: keep your five cards"


@dataclass(frozen=True, slots=True)
class Draw(Action):
    """Discard ``cards`` face down and be dealt as many from the stock."""

    cards: tuple[Card, ...]
    verb: ClassVar[str] = "draw"
    usage: ClassVar[str] = "draw C ...: discard these cards and get as many new ones"

    def __post_init__(self) -> None:
        cards = self.cards
        if not (
            isinstance(cards, tuple)
            and 1 <= len(cards) <= 5
            and all(isinstance(c, Card) for c in cards)
            and list(cards) == sorted(set(cards))
        ):
            raise InvalidActionError("Draw.cards must be 1 to 5 different Cards in card order")

    def __str__(self) -> str:
        return "draw " + " ".join(CARD_TEXT[c] for c in self.cards)

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        if not 1 <= len(words) <= 5:
            raise InvalidActionError(
                f"'draw' needs one to five of your cards, not {quote(' '.join(words))}"
            )
        try:
            cards = [parse_card(w) for w in words]
        except InvalidCardError as error:
            raise InvalidActionError(f"in 'draw': {error}") from None
        if len(set(cards)) != len(cards):
            raise InvalidActionError(
                f"in 'draw': a card is named twice in {quote(' '.join(words))}"
            )
        return cls(tuple(sorted(cards)))


STAND_PAT = StandPat()
