"""The events of Farmer (besides the shared ``anted``, ``dealt``, ``hands-shown``,
``payment`` and ``match-over``)."""

from __future__ import annotations

from widow.cards import Card
from widow.engine.events import Event, event_kind


@event_kind("farmer-chosen")
class FarmerChosen(Event):
    """Cards dealt face up round the table until the six of hearts: ``seat`` is the first
    farmer."""

    draws: tuple[tuple[int, Card], ...]


@event_kind("dealt-down", hidden={"card"})
class DealtDown(Event):
    """``seat`` got its face-down card (seen by that seat alone)."""

    card: Card


@event_kind("hit")
class HitCard(Event):
    """``seat`` was dealt ``card`` face up."""

    card: Card


@event_kind("stayed")
class Stayed(Event):
    """``seat`` took no more cards this deal."""


@event_kind("farm-won")
class FarmWon(Event):
    """``seat`` scored sixteen (``rule`` names the tie rule that decided, if any) and took the
    farm."""

    amount: int
    rule: str


@event_kind("side-pot-shared")
class SidePotShared(Event):
    """Payments to several hands tied for closest were shared: ``each`` to every listed seat, the
    ``rest`` into the farm."""

    seats: tuple[int, ...]
    each: int
    rest: int


@event_kind("farm-shared")
class FarmShared(Event):
    """At the end of the match the farm left over was shared: ``each`` to every seat, the odd
    chips (``rest``) to the farmer ``seat``."""

    each: int
    rest: int
