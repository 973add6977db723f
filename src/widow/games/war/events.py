"""The events of War."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from widow.cards import Card
from widow.engine.events import Event


@dataclass(frozen=True, slots=True)
class Turned(Event):
    """``seat`` put ``down`` cards face down and turned ``up`` face up."""

    up: Card
    down: int
    type: ClassVar[str] = "turned"


@dataclass(frozen=True, slots=True)
class WarDeclared(Event):
    """Equal cards: the listed seats fight a war (``standing``: those with no card left to turn,
    whose last face-up card stays in)."""

    seats: tuple[int, ...]
    standing: tuple[int, ...]
    type: ClassVar[str] = "war"


@dataclass(frozen=True, slots=True)
class Forfeited(Event):
    """``seat`` could not put down the cards a war needs and gave up its last ``cards`` cards."""

    cards: int
    type: ClassVar[str] = "forfeited"


@dataclass(frozen=True, slots=True)
class BattleWon(Event):
    """``seat`` took the ``cards`` cards of the battle; it now holds ``pile`` cards."""

    cards: int
    pile: int
    type: ClassVar[str] = "battle-won"


@dataclass(frozen=True, slots=True)
class Deadlock(Event):
    """Nobody in the war had a card left: each of the listed seats took its own cards back."""

    seats: tuple[int, ...]
    type: ClassVar[str] = "deadlock"


@dataclass(frozen=True, slots=True)
class PlayerOut(Event):
    """``seat`` holds no cards and is out."""

    type: ClassVar[str] = "out"
