"""The events of Tonk (besides the shared ``dealt``, ``drew``, ``took``, ``discarded``,
``hands-shown``, ``payment`` and ``match-over``).

>>> from widow.cards import parse_cards
>>> HandDealt(1, tuple(parse_cards("2c 3d 4h 5s 7c"))).for_seat(0)["cards"]
['??', '??', '??', '??', '??']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from widow.cards import Card
from widow.engine.events import Event


@dataclass(frozen=True, slots=True)
class HandDealt(Event):
    """``seat`` was dealt ``cards`` (seen by that seat alone)."""

    cards: tuple[Card, ...]
    type: ClassVar[str] = "hand-dealt"
    hidden: ClassVar[frozenset[str]] = frozenset({"cards"})


@dataclass(frozen=True, slots=True)
class Upcard(Event):
    """The top card of the stock turned face up: the first card of the discard pile."""

    card: Card
    type: ClassVar[str] = "upcard"


@dataclass(frozen=True, slots=True)
class Spreaded(Event):
    """``seat`` laid ``cards`` on the table as spread ``number``."""

    number: int
    cards: tuple[Card, ...]
    type: ClassVar[str] = "spread"


@dataclass(frozen=True, slots=True)
class SpreadHit(Event):
    """``seat`` played ``card`` onto spread ``number``, which belongs to ``owner``."""

    card: Card
    number: int
    owner: int
    type: ClassVar[str] = "hit-spread"


@dataclass(frozen=True, slots=True)
class SlapOpen(Event):
    """``card`` fits a spread: ``seats`` (in turn from the discarder's left) decide in secret
    whether to slap it."""

    card: Card
    seats: tuple[int, ...]
    type: ClassVar[str] = "slap-open"


@dataclass(frozen=True, slots=True)
class Decided(Event):
    """``seat`` made its secret choice about the slap (what it chose shows later)."""

    type: ClassVar[str] = "decided"


@dataclass(frozen=True, slots=True)
class Slapped(Event):
    """Every choice shown at once: ``slappers`` slapped ``card`` and ``seat`` won it (``None``:
    nobody slapped)."""

    card: Card
    slappers: tuple[int, ...]
    type: ClassVar[str] = "slapped"


@dataclass(frozen=True, slots=True)
class Dropped(Event):
    """``seat`` dropped: every hand is shown."""

    type: ClassVar[str] = "dropped"


@dataclass(frozen=True, slots=True)
class StockOut(Event):
    """The stock ran out: every hand is shown."""

    type: ClassVar[str] = "stock-out"


@dataclass(frozen=True, slots=True)
class HandEnded(Event):
    """The hand is over: ``seat`` won it (``None``: a draw) ``how``."""

    how: str
    type: ClassVar[str] = "hand-ended"
