"""The events of Faro."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from widow.cards import Card
from widow.engine.events import Event


@dataclass(frozen=True, slots=True)
class SodaShown(Event):
    """The pack went into the box and its top card, the soda, was shown and set aside."""

    card: Card
    type: ClassVar[str] = "soda"


@dataclass(frozen=True, slots=True)
class BetChanged(Event):
    """``seat`` put a unit on (``units`` > 0) or took its bet off (``units`` < 0) a place."""

    position: str
    copper: bool
    units: int
    type: ClassVar[str] = "bet"


@dataclass(frozen=True, slots=True)
class Called(Event):
    order: str
    type: ClassVar[str] = "called"


@dataclass(frozen=True, slots=True)
class BetsDone(Event):
    """``seat`` made its last change to its bets before this turn."""

    type: ClassVar[str] = "done"


@dataclass(frozen=True, slots=True)
class TurnDealt(Event):
    """A turn: the banker's card ``loser``, the player's card ``winner`` (and on the last turn
    the ``hoc`` card); ``split`` when they are of one rank."""

    number: int
    loser: Card
    winner: Card
    hoc: Card | None
    split: bool
    type: ClassVar[str] = "turn"


@dataclass(frozen=True, slots=True)
class BetSettled(Event):
    """``seat``'s bet on ``position`` was settled: ``result`` is won, lost, split or push;
    ``amount`` the chips won (or lost, negative)."""

    position: str
    copper: bool
    result: str
    amount: int
    type: ClassVar[str] = "settled"


@dataclass(frozen=True, slots=True)
class BetsReturned(Event):
    """At the end, the bets left on the layout went back to ``seat``: ``chips`` in all."""

    chips: int
    type: ClassVar[str] = "returned"
