"""The events of the games that draw from a stock and throw to a discard pile (Tonk, Paiute),
and of the banking games that show counted hands and pay between seats (Tonk, Farmer).

>>> from widow.cards import Card
>>> e = DrewStock(2, Card.parse("Kd"))
>>> e.for_seat(0)["card"], e.for_seat(2)["card"], e.to_dict()["type"]
('??', 'Kd', 'drew')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from widow.cards import Card
from widow.engine.events import Event


@dataclass(frozen=True, slots=True)
class DrewStock(Event):
    """``seat`` drew ``card``, the top card of the stock (only that seat sees which)."""

    card: Card
    type: ClassVar[str] = "drew"
    hidden: ClassVar[frozenset[str]] = frozenset({"card"})


@dataclass(frozen=True, slots=True)
class TookDiscard(Event):
    """``seat`` took ``card``, the top card of the discard pile."""

    card: Card
    type: ClassVar[str] = "took"


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    """``seat`` put ``card`` face up on the discard pile."""

    card: Card
    type: ClassVar[str] = "discarded"


@dataclass(frozen=True, slots=True)
class HandsShown(Event):
    """Every hand face up with its count, as ``(seat, cards, count)`` (Tonk's points, Farmer's
    total)."""

    hands: tuple[tuple[int, tuple[Card, ...], int], ...]
    type: ClassVar[str] = "hands-shown"


@dataclass(frozen=True, slots=True)
class Payment(Event):
    """``seat`` paid ``amount`` to seat ``to`` (``None``: into a pot on the table) for ``why``."""

    to: int | None
    amount: int
    why: str
    type: ClassVar[str] = "payment"
