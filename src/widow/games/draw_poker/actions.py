"""Draw poker's own actions: exchanging cards in the draw, or standing pat.

>>> str(Draw.from_words(["Kd", "2c"])), str(STAND_PAT)
('draw 2c Kd', 'stand pat')
"""

from __future__ import annotations

from collections.abc import Sequence

from widow.cards import Card
from widow.engine.actions import Action, action_kind, card_words
from widow.engine.events import CARD_TEXT
from widow.errors import InvalidActionError, quote


@action_kind("stand pat", "stand pat: keep your five cards")
class StandPat(Action):
    """Keep all five cards in the draw."""


@action_kind("draw", "draw C ...: discard these cards and get as many new ones")
class Draw(Action):
    """Discard ``cards`` face down and be dealt as many from the stock."""

    cards: tuple[Card, ...]

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
        cards = card_words("draw", words)
        if len(set(cards)) != len(cards):
            raise InvalidActionError(
                f"in 'draw': a card is named twice in {quote(' '.join(words))}"
            )
        return cls(tuple(sorted(cards)))


STAND_PAT = StandPat()
