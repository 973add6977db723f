"""The events of a hand of Hold'em or Pineapple (besides the shared ``dealt``, ``showdown`` and
``match-over``).

>>> from widow.cards import parse_cards
>>> HoleDealt(2, parse_cards("As Kd")).for_seat(0)["cards"]
['??', '??']
>>> Discarded(1, parse_cards("7c")[0]).for_seat(1)["card"]
'7c'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from widow.cards import Card
from widow.engine.events import Event


@dataclass(frozen=True, slots=True)
class Posted(Event):
    """A forced bet: ``kind`` is ``ante``, ``small blind`` or ``big blind``."""

    kind: str
    amount: int
    all_in: bool
    type: ClassVar[str] = "posted"


@dataclass(frozen=True, slots=True)
class HoleDealt(Event):
    """``seat`` received its hole cards, face down."""

    cards: tuple[Card, ...]
    type: ClassVar[str] = "hole-dealt"
    hidden: ClassVar[frozenset[str]] = frozenset({"cards"})


@dataclass(frozen=True, slots=True)
class Wagered(Event):
    """A betting action: ``action`` is its text; ``amount`` the chips it put in; ``to`` the seat's
    bet in this round afterwards."""

    action: str
    amount: int
    to: int
    all_in: bool
    type: ClassVar[str] = "wagered"


@dataclass(frozen=True, slots=True)
class Returned(Event):
    """Chips of a bet that nobody called went back to ``seat``."""

    amount: int
    type: ClassVar[str] = "returned"


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    """``seat`` discarded one hole card face down (Pineapple)."""

    card: Card
    type: ClassVar[str] = "discarded"
    hidden: ClassVar[frozenset[str]] = frozenset({"card"})


@dataclass(frozen=True, slots=True)
class BoardDealt(Event):
    """A card was burned and ``cards`` were dealt face up to the board (``street`` names them)."""

    street: str
    cards: tuple[Card, ...]
    burned: bool
    type: ClassVar[str] = "board-dealt"


@dataclass(frozen=True, slots=True)
class PotWon(Event):
    """``seat`` won ``amount`` from pot ``pot`` (0 = main pot); ``half`` is ``high``, ``low`` or
    ``whole``; ``shown`` is False when the pot was won uncontested."""

    amount: int
    pot: int
    half: str
    shown: bool
    type: ClassVar[str] = "pot-won"
