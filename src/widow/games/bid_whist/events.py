"""What happens in a hand of Bid Whist, as events (card play events come from the trick engine)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from widow.cards import Card
from widow.engine.events import Event


@dataclass(frozen=True, slots=True)
class HandDealt(Event):
    """``seat`` dealt twelve cards each and six face down to the kitty."""

    deal: int
    type: ClassVar[str] = "dealt"


@dataclass(frozen=True, slots=True)
class BidMade(Event):
    number: int
    kind: str
    type: ClassVar[str] = "bid"


@dataclass(frozen=True, slots=True)
class BidPassed(Event):
    type: ClassVar[str] = "bid-pass"


@dataclass(frozen=True, slots=True)
class ContractSet(Event):
    """``seat`` declares: ``number`` over six, ``kind``; trump ``trump`` (a suit letter or
    ``None``) and whether ``direction`` is high or low."""

    number: int
    kind: str
    trump: str | None
    direction: str
    type: ClassVar[str] = "contract"


@dataclass(frozen=True, slots=True)
class KittyTaken(Event):
    """The declarer took the kitty (its cards seen by the declarer only)."""

    cards: tuple[Card, ...]
    type: ClassVar[str] = "kitty-taken"
    hidden: ClassVar[frozenset[str]] = frozenset({"cards"})


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    """The declarer laid a card face down among the six discards."""

    card: Card
    type: ClassVar[str] = "discarded"
    hidden: ClassVar[frozenset[str]] = frozenset({"card"})


@dataclass(frozen=True, slots=True)
class HandScored(Event):
    """The declaring side took ``tricks`` (the discards count as one) against ``needed``;
    ``points`` is what it scored (negative when set), ``scores`` the game score after."""

    deal: int
    declarer: int
    tricks: int
    needed: int
    points: int
    scores: tuple[int, int]
    type: ClassVar[str] = "hand-scored"


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """Side ``side`` won the game: by reaching seven, or because the other went out the back
    door (``back_door``)."""

    side: int
    back_door: bool
    type: ClassVar[str] = "game-over"
