"""Paiute's own events (besides the shared ``anted``, ``dealt``, ``showdown``, ``pool-won`` and
``match-over``).

>>> from widow.cards import parse_card
>>> e = DrewStock(2, parse_card("Kd"))
>>> e.for_seat(0)["card"], e.for_seat(2)["card"]
('??', 'Kd')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from widow.cards import Card
from widow.engine.events import Event


@dataclass(frozen=True, slots=True)
class UpCardTurned(Event):
    """The card turned face up after the deal (its rank is wild this deal), and the first card of
    the discard pile."""

    up_card: Card
    wild_rank: str
    discard: Card
    type: ClassVar[str] = "up-card-turned"


@dataclass(frozen=True, slots=True)
class DrewStock(Event):
    """``seat`` drew the top card of the stock (only that seat sees which)."""

    card: Card
    type: ClassVar[str] = "drew"
    hidden: ClassVar[frozenset[str]] = frozenset({"card"})


@dataclass(frozen=True, slots=True)
class TookDiscard(Event):
    """``seat`` took the top card of the discard pile."""

    card: Card
    type: ClassVar[str] = "took"


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    """``seat`` put ``card`` face up on the discard pile."""

    card: Card
    type: ClassVar[str] = "discarded"


@dataclass(frozen=True, slots=True)
class Called(Event):
    """``seat`` called, laying ``cards`` face up: ``value`` in words; ``discarded`` is the sixth
    card put on the pile, if any."""

    cards: tuple[Card, ...]
    value: str
    discarded: Card | None
    type: ClassVar[str] = "called"


@dataclass(frozen=True, slots=True)
class Restocked(Event):
    """The stock ran out: the discard pile but its top card ``kept`` was shuffled into a new stock
    of ``count`` cards."""

    count: int
    kept: Card
    type: ClassVar[str] = "restocked"


@dataclass(frozen=True, slots=True)
class DeadDeal(Event):
    """Nobody called within ``rounds`` rounds: the deal is dead and the pot of ``pot`` chips
    stays for the next one."""

    rounds: int
    pot: int
    type: ClassVar[str] = "dead-deal"


@dataclass(frozen=True, slots=True)
class PotShared(Event):
    """At the end of the match a pot nobody won was shared: ``each`` to every seat, the odd
    chips (``rest``) one each to the seats from the last dealer's left."""

    each: int
    rest: int
    type: ClassVar[str] = "pot-shared"
