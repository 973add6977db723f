"""What happens in a hand of Bourre, as events (card play events come from the trick engine)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from widow.cards import Card
from widow.engine.events import Event


@dataclass(frozen=True, slots=True)
class PotBuilt(Event):
    """Before hand ``deal``: antes from ``antes``, penalties paid as ``(seat, amount)``."""

    deal: int
    antes: tuple[int, ...]
    penalties: tuple[tuple[int, int], ...]
    pot: int
    type: ClassVar[str] = "pot-built"


@dataclass(frozen=True, slots=True)
class HandDealt(Event):
    """``seat`` dealt five cards each; ``turn_up`` (the dealer's last card) fixes trump."""

    deal: int
    turn_up: Card
    type: ClassVar[str] = "dealt"


@dataclass(frozen=True, slots=True)
class Folded(Event):
    """``seat`` passed: its cards went face down to the discard pile."""

    type: ClassVar[str] = "passed"


@dataclass(frozen=True, slots=True)
class Stayed(Event):
    """``seat`` plays, keeping its five cards."""

    type: ClassVar[str] = "stayed"


@dataclass(frozen=True, slots=True)
class Drew(Event):
    """``seat`` plays, discarding ``gave`` face down and drawing ``took`` (both seen by that seat
    only; everyone sees how many)."""

    gave: tuple[Card, ...]
    took: tuple[Card, ...]
    count: int
    type: ClassVar[str] = "drew"
    hidden: ClassVar[frozenset[str]] = frozenset({"gave", "took"})


@dataclass(frozen=True, slots=True)
class Reshuffled(Event):
    """The stock ran out: the discard pile (less the drawing seat's own discards) was shuffled
    into a new stock of ``count`` cards."""

    count: int
    type: ClassVar[str] = "reshuffled"


@dataclass(frozen=True, slots=True)
class PotWon(Event):
    """``seat`` took the pot of ``amount`` chips with ``tricks`` tricks (0: the only player)."""

    amount: int
    tricks: int
    type: ClassVar[str] = "pot-won"


@dataclass(frozen=True, slots=True)
class PotSplitTie(Event):
    """Nobody took the most tricks alone: the pot of ``amount`` stays for the next hand, and the
    tied seats ``tied`` do not ante to it."""

    amount: int
    tied: tuple[int, ...]
    type: ClassVar[str] = "pot-stays"


@dataclass(frozen=True, slots=True)
class WentBourre(Event):
    """``seat`` played and took no trick: it owes ``amount`` (the pot) to the next pot."""

    amount: int
    type: ClassVar[str] = "bourre"


@dataclass(frozen=True, slots=True)
class PotShared(Event):
    """After the last hand: penalties still owed were paid in (``owed``) and the pot was shared
    out as ``shares`` (seat, chips)."""

    owed: tuple[tuple[int, int], ...]
    shares: tuple[tuple[int, int], ...]
    type: ClassVar[str] = "pot-shared"
