"""What happens in a deal of Preference, as events (card play events come from the trick
engine)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from widow.cards import Card
from widow.engine.events import Event


@dataclass(frozen=True, slots=True)
class Anted(Event):
    """Everyone put ``each`` stakes into the pot, which now holds ``pot``."""

    each: int
    pot: int
    type: ClassVar[str] = "anted"


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """``seat`` dealt deal number ``deal`` to ``players`` (the seats taking part)."""

    deal: int
    players: tuple[int, ...]
    type: ClassVar[str] = "dealt"


@dataclass(frozen=True, slots=True)
class BidMade(Event):
    """``seat`` bid ``level`` (1 to 4, game, hearts) or passed (``pass``)."""

    level: str
    type: ClassVar[str] = "bid"


@dataclass(frozen=True, slots=True)
class ThrownIn(Event):
    """Everyone passed: the deal is thrown in without payment."""

    type: ClassVar[str] = "thrown-in"


@dataclass(frozen=True, slots=True)
class Declarer(Event):
    """``seat`` won the bidding with ``contract`` (1 to 4, game, hearts)."""

    contract: str
    type: ClassVar[str] = "declarer"


@dataclass(frozen=True, slots=True)
class TalonTaken(Event):
    """The declarer took the talon (the cards are seen by the declarer only)."""

    cards: tuple[Card, ...]
    type: ClassVar[str] = "talon-taken"
    hidden: ClassVar[frozenset[str]] = frozenset({"cards"})


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    """The declarer laid away two cards face down."""

    cards: tuple[Card, ...]
    type: ClassVar[str] = "discarded"
    hidden: ClassVar[frozenset[str]] = frozenset({"cards"})


@dataclass(frozen=True, slots=True)
class TrumpNamed(Event):
    """``seat`` named ``suit`` (for trump, or as its wish with several game bids)."""

    suit: str
    type: ClassVar[str] = "trump-named"


@dataclass(frozen=True, slots=True)
class DefenceChosen(Event):
    """A defender's choice: ``defend``, ``drop``, ``invite`` or ``alone``."""

    choice: str
    type: ClassVar[str] = "defence"


@dataclass(frozen=True, slots=True)
class NoAcesDeclared(Event):
    """The declarer announced holding no ace."""

    type: ClassVar[str] = "no-aces"


@dataclass(frozen=True, slots=True)
class Paid(Event):
    """A payment of ``amount`` stakes: ``seat`` pays (``None``: the pot) to ``to`` (``None``:
    the pot), for ``reason``."""

    to: int | None
    amount: int
    reason: str
    type: ClassVar[str] = "paid"


@dataclass(frozen=True, slots=True)
class DealSettled(Event):
    """The deal is over: ``tricks`` per seat taking part, ``made`` whether the declarer (seat)
    took six."""

    tricks: tuple[tuple[int, int], ...]
    made: bool
    type: ClassVar[str] = "settled"


@dataclass(frozen=True, slots=True)
class PotShared(Event):
    """The match ran its deals out: the pot left was shared as ``shares`` (seat, stakes)."""

    shares: tuple[tuple[int, int], ...]
    type: ClassVar[str] = "pot-shared"
