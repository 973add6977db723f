"""The events of Faro."""

from __future__ import annotations

from widow.cards import Card
from widow.engine.events import Event, event_kind


@event_kind("soda")
class SodaShown(Event):
    """The pack went into the box and its top card, the soda, was shown and set aside."""

    card: Card


@event_kind("bet")
class BetChanged(Event):
    """``seat`` put a unit on (``units`` > 0) or took its bet off (``units`` < 0) a place."""

    position: str
    copper: bool
    units: int


@event_kind("called")
class Called(Event):
    order: str


@event_kind("done")
class BetsDone(Event):
    """``seat`` made its last change to its bets before this turn."""


@event_kind("turn")
class TurnDealt(Event):
    """A turn: the banker's card ``loser``, the player's card ``winner`` (and on the last turn
    the ``hoc`` card); ``split`` when they are of one rank."""

    number: int
    loser: Card
    winner: Card
    hoc: Card | None
    split: bool


@event_kind("settled")
class BetSettled(Event):
    """``seat``'s bet on ``position`` was settled: ``result`` is won, lost, split or push;
    ``amount`` the chips won (or lost, negative)."""

    position: str
    copper: bool
    result: str
    amount: int


@event_kind("returned")
class BetsReturned(Event):
    """At the end, the bets left on the layout went back to ``seat``: ``chips`` in all."""

    chips: int
