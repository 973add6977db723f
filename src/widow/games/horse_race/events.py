"""The events of Horse Race."""

from __future__ import annotations

from widow.cards import Card
from widow.engine.events import Event, event_kind


@event_kind("layout")
class LayoutDealt(Event):
    """The aces set out and six cards dealt face up as the track, by the banker ``seat``."""

    aces: tuple[Card, ...]
    cards: tuple[Card, ...]


@event_kind("quoted")
class Quoted(Event):
    """The banker quoted ``odds`` (win-stake) on ``suit``."""

    suit: str
    odds: str


@event_kind("bet")
class BetPlaced(Event):
    suit: str
    amount: int


@event_kind("done")
class BetsDone(Event):
    """``seat`` placed no more bets this race."""


@event_kind("race")
class RaceRun(Event):
    """The cards turned from the stock, in order, until ``winner``'s ace had seven."""

    cards: tuple[Card, ...]
    winner: str


@event_kind("settled")
class Settled(Event):
    """``seat``'s bets settled: ``net`` chips won (positive) or lost to the banker."""

    net: int
