"""Anaconda's events (besides Hold'em's betting events and the shared ``dealt``,
``showdown`` and ``match-over``).

>>> from widow.cards import parse_cards
>>> CardsPassed(1, 2, tuple(parse_cards("2c 3c 4c")), 1).for_seat(0)["cards"]
['??', '??', '??']
>>> Committed(2, "declare").to_dict()
{'type': 'committed', 'seat': 2, 'what': 'declare'}
"""

from __future__ import annotations

from widow.cards import Card
from widow.engine.events import Event, event_kind


@event_kind("cards-passed", hidden={"cards"})
class CardsPassed(Event):
    """``seat`` passed ``cards`` to seat ``to`` in pass ``number`` (only the giver sees them)."""

    to: int
    cards: tuple[Card, ...]
    number: int


@event_kind("cards-received", hidden={"cards"})
class CardsReceived(Event):
    """``seat`` received ``cards`` from seat ``giver`` (only the receiver sees them)."""

    giver: int
    cards: tuple[Card, ...]
    number: int


@event_kind("committed")
class Committed(Event):
    """``seat`` made its secret choice (``what``: pass, declare or show); what it chose shows
    only in its own view until every choice is revealed together."""

    what: str


@event_kind("declared")
class Declared(Event):
    """Every declaration revealed at once: ``sides`` holds ``(seat, "high"|"low")``."""

    sides: tuple[tuple[int, str], ...]


@event_kind("hands-turned")
class HandsTurned(Event):
    """Every final hand's four face-up cards revealed at once: ``(seat, cards)``."""

    hands: tuple[tuple[int, tuple[Card, ...]], ...]


@event_kind("carried")
class Carried(Event):
    """``amount`` chips that did not divide stay in the pot for the next hand."""

    amount: int
