"""The events of the Chinese Poker family. Nothing a seat has committed in secret appears in an
event before it is revealed: commitments are announced as made, their contents only when shown."""

from __future__ import annotations

from widow.cards import Card
from widow.engine.events import Event, event_kind


@event_kind("committed")
class Committed(Event):
    """``seat`` has made its (secret) decision: set its hand, declared, or chosen to surrender."""

    what: str


@event_kind("naturals-shown")
class NaturalsShown(Event):
    """The declared naturals, shown: per seat, the natural and its thirteen cards."""

    naturals: tuple[tuple[int, str, tuple[Card, ...]], ...]


@event_kind("surrenders-shown")
class SurrendersShown(Event):
    """Who surrendered (possibly nobody)."""

    seats: tuple[int, ...]


@event_kind("hands-shown")
class HandsShown(Event):
    """The set hands, shown: per seat the front, middle and back, whether it fouled, and the
    rows in words."""

    hands: tuple[tuple[int, tuple[Card, ...], tuple[Card, ...], tuple[Card, ...], bool, str], ...]


@event_kind("paid")
class Paid(Event):
    """``seat`` paid ``to`` the given units (``chips`` at the pair's unit value), for ``reason``."""

    to: int
    units: int
    chips: int
    reason: str


@event_kind("placed")
class CardPlaced(Event):
    """Open-Face: ``seat`` put these cards face up in its rows."""

    front: tuple[Card, ...]
    middle: tuple[Card, ...]
    back: tuple[Card, ...]


@event_kind("drew")
class CardDrawn(Event):
    """Open-Face: ``seat`` drew ``card`` from the stock and turned it face up."""

    card: Card


@event_kind("fantasyland-dealt")
class FantasylandDealt(Event):
    """Open-Face: the seats playing this hand in fantasyland received eight more cards."""

    seats: tuple[int, ...]


@event_kind("fantasyland")
class FantasylandEarned(Event):
    """Open-Face: ``seat`` plays the next hand in fantasyland (``stays``: it was already in)."""

    stays: bool
