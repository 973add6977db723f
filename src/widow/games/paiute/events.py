"""Paiute's own events (besides the shared ``anted``, ``dealt``, ``drew``, ``took``,
``discarded``, ``showdown``, ``pool-won`` and ``match-over``).

>>> from widow.cards import parse_card
>>> e = UpCardTurned(None, parse_card("7h"), "7", parse_card("Kd"))
>>> e.to_dict()["up_card"], e.to_dict()["discard"]
('7h', 'Kd')
"""

from __future__ import annotations

from widow.cards import Card
from widow.engine.events import Event, event_kind


@event_kind("up-card-turned")
class UpCardTurned(Event):
    """The card turned face up after the deal (its rank is wild this deal), and the first card of
    the discard pile."""

    up_card: Card
    wild_rank: str
    discard: Card


@event_kind("called")
class Called(Event):
    """``seat`` called, laying ``cards`` face up: ``value`` in words; ``discarded`` is the sixth
    card put on the pile, if any."""

    cards: tuple[Card, ...]
    value: str
    discarded: Card | None


@event_kind("restocked")
class Restocked(Event):
    """The stock ran out: the discard pile but its top card ``kept`` was shuffled into a new stock
    of ``count`` cards."""

    count: int
    kept: Card


@event_kind("dead-deal")
class DeadDeal(Event):
    """Nobody called within ``rounds`` rounds: the deal is dead and the pot of ``pot`` chips
    stays for the next one."""

    rounds: int
    pot: int


@event_kind("pot-shared")
class PotShared(Event):
    """At the end of the match a pot nobody won was shared: ``each`` to every seat, the odd
    chips (``rest``) one each to the seats from the last dealer's left."""

    each: int
    rest: int
