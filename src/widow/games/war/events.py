"""The events of War."""

from __future__ import annotations

from widow.cards import Card
from widow.engine.events import Event, event_kind


@event_kind("turned")
class Turned(Event):
    """``seat`` put ``down`` cards face down and turned ``up`` face up."""

    up: Card
    down: int


@event_kind("war")
class WarDeclared(Event):
    """Equal cards: the listed seats fight a war (``standing``: those with no card left to turn,
    whose last face-up card stays in)."""

    seats: tuple[int, ...]
    standing: tuple[int, ...]


@event_kind("forfeited")
class Forfeited(Event):
    """``seat`` could not put down the cards a war needs and gave up its last ``cards`` cards."""

    cards: int


@event_kind("battle-won")
class BattleWon(Event):
    """``seat`` took the ``cards`` cards of the battle; it now holds ``pile`` cards."""

    cards: int
    pile: int


@event_kind("deadlock")
class Deadlock(Event):
    """Nobody in the war had a card left: each of the listed seats took its own cards back."""

    seats: tuple[int, ...]


@event_kind("out")
class PlayerOut(Event):
    """``seat`` holds no cards and is out."""
