"""The events of the games that draw from a stock and throw to a discard pile (Tonk, Paiute),
and of the banking games that show counted hands and pay between seats (Tonk, Farmer).

>>> from widow.cards import Card
>>> e = DrewStock(2, Card.parse("Kd"))
>>> e.for_seat(0)["card"], e.for_seat(2)["card"], e.to_dict()["type"]
('??', 'Kd', 'drew')
"""

from __future__ import annotations

from widow.cards import Card
from widow.engine.events import Event, event_kind


@event_kind("drew", hidden={"card"})
class DrewStock(Event):
    """``seat`` drew ``card``, the top card of the stock (only that seat sees which)."""

    card: Card


@event_kind("took")
class TookDiscard(Event):
    """``seat`` took ``card``, the top card of the discard pile."""

    card: Card


@event_kind("discarded")
class Discarded(Event):
    """``seat`` put ``card`` face up on the discard pile."""

    card: Card


@event_kind("hands-shown")
class HandsShown(Event):
    """Every hand face up with its count, as ``(seat, cards, count)`` (Tonk's points, Farmer's
    total)."""

    hands: tuple[tuple[int, tuple[Card, ...], int], ...]


@event_kind("payment")
class Payment(Event):
    """``seat`` paid ``amount`` to seat ``to`` (``None``: into a pot on the table) for ``why``."""

    to: int | None
    amount: int
    why: str
