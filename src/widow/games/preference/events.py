"""What happens in a deal of Preference, as events (card play events come from the trick
engine)."""

from __future__ import annotations

from widow.cards import Card
from widow.engine.events import Event, event_kind


@event_kind("anted")
class Anted(Event):
    """Everyone put ``each`` stakes into the pot, which now holds ``pot``."""

    each: int
    pot: int


@event_kind("dealt")
class Dealt(Event):
    """``seat`` dealt deal number ``deal`` to ``players`` (the seats taking part)."""

    deal: int
    players: tuple[int, ...]


@event_kind("bid")
class BidMade(Event):
    """``seat`` bid ``level`` (1 to 4, game, hearts) or passed (``pass``)."""

    level: str


@event_kind("thrown-in")
class ThrownIn(Event):
    """Everyone passed: the deal is thrown in without payment."""


@event_kind("declarer")
class Declarer(Event):
    """``seat`` won the bidding with ``contract`` (1 to 4, game, hearts)."""

    contract: str


@event_kind("talon-taken", hidden={"cards"})
class TalonTaken(Event):
    """The declarer took the talon (the cards are seen by the declarer only)."""

    cards: tuple[Card, ...]


@event_kind("discarded", hidden={"cards"})
class Discarded(Event):
    """The declarer laid away two cards face down."""

    cards: tuple[Card, ...]


@event_kind("trump-named")
class TrumpNamed(Event):
    """``seat`` named ``suit`` (for trump, or as its wish with several game bids)."""

    suit: str


@event_kind("defence")
class DefenceChosen(Event):
    """A defender's choice: ``defend``, ``drop``, ``invite`` or ``alone``."""

    choice: str


@event_kind("no-aces")
class NoAcesDeclared(Event):
    """The declarer announced holding no ace."""


@event_kind("paid")
class Paid(Event):
    """A payment of ``amount`` stakes: ``seat`` pays (``None``: the pot) to ``to`` (``None``:
    the pot), for ``reason``."""

    to: int | None
    amount: int
    reason: str


@event_kind("settled")
class DealSettled(Event):
    """The deal is over: ``tricks`` per seat taking part, ``made`` whether the declarer (seat)
    took six."""

    tricks: tuple[tuple[int, int], ...]
    made: bool


@event_kind("pot-shared")
class PotShared(Event):
    """The match ran its deals out: the pot left was shared as ``shares`` (seat, stakes)."""

    shares: tuple[tuple[int, int], ...]
