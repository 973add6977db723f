"""The events of Tonk (besides the shared ``dealt``, ``drew``, ``took``, ``discarded``,
``hands-shown``, ``payment`` and ``match-over``).

>>> from widow.cards import parse_cards
>>> HandDealt(1, tuple(parse_cards("2c 3d 4h 5s 7c"))).for_seat(0)["cards"]
['??', '??', '??', '??', '??']
"""

from __future__ import annotations

from widow.cards import Card
from widow.engine.events import Event, event_kind


@event_kind("hand-dealt", hidden={"cards"})
class HandDealt(Event):
    """``seat`` was dealt ``cards`` (seen by that seat alone)."""

    cards: tuple[Card, ...]


@event_kind("upcard")
class Upcard(Event):
    """The top card of the stock turned face up: the first card of the discard pile."""

    card: Card


@event_kind("spread")
class Spreaded(Event):
    """``seat`` laid ``cards`` on the table as spread ``number``."""

    number: int
    cards: tuple[Card, ...]


@event_kind("hit-spread")
class SpreadHit(Event):
    """``seat`` played ``card`` onto spread ``number``, which belongs to ``owner``."""

    card: Card
    number: int
    owner: int


@event_kind("slap-open")
class SlapOpen(Event):
    """``card`` fits a spread: ``seats`` (in turn from the discarder's left) decide in secret
    whether to slap it."""

    card: Card
    seats: tuple[int, ...]


@event_kind("decided")
class Decided(Event):
    """``seat`` made its secret choice about the slap (what it chose shows later)."""


@event_kind("slapped")
class Slapped(Event):
    """Every choice shown at once: ``slappers`` slapped ``card`` and ``seat`` won it (``None``:
    nobody slapped)."""

    card: Card
    slappers: tuple[int, ...]


@event_kind("dropped")
class Dropped(Event):
    """``seat`` dropped: every hand is shown."""


@event_kind("stock-out")
class StockOut(Event):
    """The stock ran out: every hand is shown."""


@event_kind("hand-ended")
class HandEnded(Event):
    """The hand is over: ``seat`` won it (``None``: a draw) ``how``."""

    how: str
