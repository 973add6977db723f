"""The events of the Chinese Poker family. Nothing a seat has committed in secret appears in an
event before it is revealed: commitments are announced as made, their contents only when shown."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from widow.cards import Card
from widow.engine.events import Event


@dataclass(frozen=True, slots=True)
class Committed(Event):
    """``seat`` has made its (secret) decision: set its hand, declared, or chosen to surrender."""

    what: str
    type: ClassVar[str] = "committed"


@dataclass(frozen=True, slots=True)
class NaturalsShown(Event):
    """The declared naturals, shown: per seat, the natural and its thirteen cards."""

    naturals: tuple[tuple[int, str, tuple[Card, ...]], ...]
    type: ClassVar[str] = "naturals-shown"


@dataclass(frozen=True, slots=True)
class SurrendersShown(Event):
    """Who surrendered (possibly nobody)."""

    seats: tuple[int, ...]
    type: ClassVar[str] = "surrenders-shown"


@dataclass(frozen=True, slots=True)
class HandsShown(Event):
    """The set hands, shown: per seat the front, middle and back, whether it fouled, and the
    rows in words."""

    hands: tuple[tuple[int, tuple[Card, ...], tuple[Card, ...], tuple[Card, ...], bool, str], ...]
    type: ClassVar[str] = "hands-shown"


@dataclass(frozen=True, slots=True)
class Paid(Event):
    """``seat`` paid ``to`` the given units (``chips`` at the pair's unit value), for ``reason``."""

    to: int
    units: int
    chips: int
    reason: str
    type: ClassVar[str] = "paid"


@dataclass(frozen=True, slots=True)
class CardPlaced(Event):
    """Open-Face: ``seat`` put these cards face up in its rows."""

    front: tuple[Card, ...]
    middle: tuple[Card, ...]
    back: tuple[Card, ...]
    type: ClassVar[str] = "placed"


@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    """Open-Face: ``seat`` drew ``card`` from the stock and turned it face up."""

    card: Card
    type: ClassVar[str] = "drew"


@dataclass(frozen=True, slots=True)
class FantasylandDealt(Event):
    """Open-Face: the seats playing this hand in fantasyland received eight more cards."""

    seats: tuple[int, ...]
    type: ClassVar[str] = "fantasyland-dealt"


@dataclass(frozen=True, slots=True)
class FantasylandEarned(Event):
    """Open-Face: ``seat`` plays the next hand in fantasyland (``stays``: it was already in)."""

    stays: bool
    type: ClassVar[str] = "fantasyland"
