"""Draw poker's own actions: exchanging cards in the draw, or standing pat.

>>> str(Draw.from_words(["Kd", "2c"])), str(STAND_PAT)
('draw 2c Kd', 'stand pat')
"""

from __future__ import annotations

from widow.cards import Card
from widow.engine.actions import Action, CardsAction, action_kind
from widow.errors import InvalidActionError
from widow.i18n import N_


@action_kind("stand pat", "stand pat: keep your five cards")
class StandPat(Action):
    """Keep all five cards in the draw."""


@action_kind("draw", "draw C ...: discard these cards and get as many new ones")
class Draw(CardsAction):
    """Discard ``cards`` face down and be dealt as many from the stock."""

    least, most, count_words = 1, 5, N_("one to five of your cards")

    def __post_init__(self) -> None:
        cards = self.cards
        if not (
            isinstance(cards, tuple)
            and 1 <= len(cards) <= 5
            and all(isinstance(c, Card) for c in cards)
            and list(cards) == sorted(set(cards))
        ):
            raise InvalidActionError("Draw.cards must be 1 to 5 different Cards in card order")


STAND_PAT = StandPat()
