"""What happens in a hand of Whist, as events (the card play events come from the trick engine)."""

from __future__ import annotations

from widow.cards import Card
from widow.engine.events import Event, event_kind


@event_kind("dealt")
class HandDealt(Event):
    """``seat`` dealt hand number ``deal``; ``trump`` is the trump suit's letter (``None``: no
    trump) and ``turn_up`` the dealer's last card, turned face up to show it."""

    deal: int
    trump: str | None
    turn_up: Card | None


@event_kind("turn-up-taken")
class TurnUpTaken(Event):
    """The dealer took the turned-up card into the hand at their first turn."""

    card: Card


@event_kind("revoke-found")
class RevokeFound(Event):
    """When the hand was checked, ``seat`` was found to have revoked in trick ``trick``: it did
    not follow ``suit`` although it held a card of it."""

    trick: int
    suit: str
    penalty: int


@event_kind("hand-scored")
class HandScored(Event):
    """The hand's result: tricks per side, points per side (tricks over six, honours and revoke
    penalties) and the game scores after it."""

    deal: int
    tricks: tuple[int, int]
    trick_points: tuple[int, int]
    honours: tuple[int, int]
    penalties: tuple[int, int]
    scores: tuple[int, int]


@event_kind("game-won")
class GameWon(Event):
    """Side ``side`` won a game; ``games`` is the count of games won by each side so far."""

    side: int
    games: tuple[int, int]
