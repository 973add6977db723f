"""The events of Farmer (besides the shared ``anted``, ``dealt``, ``hands-shown``,
``payment`` and ``match-over``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from widow.cards import Card
from widow.engine.events import Event


@dataclass(frozen=True, slots=True)
class FarmerChosen(Event):
    """Cards dealt face up round the table until the six of hearts: ``seat`` is the first
    farmer."""

    draws: tuple[tuple[int, Card], ...]
    type: ClassVar[str] = "farmer-chosen"


@dataclass(frozen=True, slots=True)
class DealtDown(Event):
    """``seat`` got its face-down card (seen by that seat alone)."""

    card: Card
    type: ClassVar[str] = "dealt-down"
    hidden: ClassVar[frozenset[str]] = frozenset({"card"})


@dataclass(frozen=True, slots=True)
class HitCard(Event):
    """``seat`` was dealt ``card`` face up."""

    card: Card
    type: ClassVar[str] = "hit"


@dataclass(frozen=True, slots=True)
class Stayed(Event):
    type: ClassVar[str] = "stayed"


@dataclass(frozen=True, slots=True)
class FarmWon(Event):
    """``seat`` scored sixteen (``rule`` names the tie rule that decided, if any) and took the
    farm."""

    amount: int
    rule: str
    type: ClassVar[str] = "farm-won"


@dataclass(frozen=True, slots=True)
class SidePotShared(Event):
    """Payments to several hands tied for closest were shared: ``each`` to every listed seat, the
    ``rest`` into the farm."""

    seats: tuple[int, ...]
    each: int
    rest: int
    type: ClassVar[str] = "side-pot-shared"


@dataclass(frozen=True, slots=True)
class FarmShared(Event):
    """At the end of the match the farm left over was shared: ``each`` to every seat, the odd
    chips (``rest``) to the farmer ``seat``."""

    each: int
    rest: int
    type: ClassVar[str] = "farm-shared"
