"""What happens in a hand of Bourre, as events (card play events come from the trick engine)."""

from __future__ import annotations

from widow.cards import Card
from widow.engine.events import Event, event_kind


@event_kind("pot-built")
class PotBuilt(Event):
    """Before hand ``deal``: antes from ``antes``, penalties paid as ``(seat, amount)``."""

    deal: int
    antes: tuple[int, ...]
    penalties: tuple[tuple[int, int], ...]
    pot: int


@event_kind("dealt")
class HandDealt(Event):
    """``seat`` dealt five cards each; ``turn_up`` (the dealer's last card) fixes trump."""

    deal: int
    turn_up: Card


@event_kind("passed")
class Folded(Event):
    """``seat`` passed: its cards went face down to the discard pile."""


@event_kind("stayed")
class Stayed(Event):
    """``seat`` plays, keeping its five cards."""


@event_kind("drew", hidden={"gave", "took"})
class Drew(Event):
    """``seat`` plays, discarding ``gave`` face down and drawing ``took`` (both seen by that seat
    only; everyone sees how many)."""

    gave: tuple[Card, ...]
    took: tuple[Card, ...]
    count: int


@event_kind("reshuffled")
class Reshuffled(Event):
    """The stock ran out: the discard pile (less the drawing seat's own discards) was shuffled
    into a new stock of ``count`` cards."""

    count: int


@event_kind("pot-won")
class PotWon(Event):
    """``seat`` took the pot of ``amount`` chips with ``tricks`` tricks (0: the only player)."""

    amount: int
    tricks: int


@event_kind("pot-stays")
class PotSplitTie(Event):
    """Nobody took the most tricks alone: the pot of ``amount`` stays for the next hand, and the
    tied seats ``tied`` do not ante to it."""

    amount: int
    tied: tuple[int, ...]


@event_kind("bourre")
class WentBourre(Event):
    """``seat`` played and took no trick: it owes ``amount`` (the pot) to the next pot."""

    amount: int


@event_kind("pot-shared")
class PotShared(Event):
    """After the last hand: penalties still owed were paid in (``owed``) and the pot was shared
    out as ``shares`` (seat, chips)."""

    owed: tuple[tuple[int, int], ...]
    shares: tuple[tuple[int, int], ...]
