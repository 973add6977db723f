"""The events of Horse Race."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from widow.cards import Card
from widow.engine.events import Event


@dataclass(frozen=True, slots=True)
class LayoutDealt(Event):
    """The aces set out and six cards dealt face up as the track, by the banker ``seat``."""

    aces: tuple[Card, ...]
    cards: tuple[Card, ...]
    type: ClassVar[str] = "layout"


@dataclass(frozen=True, slots=True)
class Quoted(Event):
    """The banker quoted ``odds`` (win-stake) on ``suit``."""

    suit: str
    odds: str
    type: ClassVar[str] = "quoted"


@dataclass(frozen=True, slots=True)
class BetPlaced(Event):
    suit: str
    amount: int
    type: ClassVar[str] = "bet"


@dataclass(frozen=True, slots=True)
class BetsDone(Event):
    type: ClassVar[str] = "done"


@dataclass(frozen=True, slots=True)
class RaceRun(Event):
    """The cards turned from the stock, in order, until ``winner``'s ace had seven."""

    cards: tuple[Card, ...]
    winner: str
    type: ClassVar[str] = "race"


@dataclass(frozen=True, slots=True)
class Settled(Event):
    """``seat``'s bets settled: ``net`` chips won (positive) or lost to the banker."""

    net: int
    type: ClassVar[str] = "settled"
