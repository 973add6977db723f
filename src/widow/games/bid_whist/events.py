"""What happens in a hand of Bid Whist, as events (card play events come from the trick engine)."""

from __future__ import annotations

from widow.cards import Card
from widow.engine.events import Event, event_kind


@event_kind("dealt")
class HandDealt(Event):
    """``seat`` dealt twelve cards each and six face down to the kitty."""

    deal: int


@event_kind("bid")
class BidMade(Event):
    """``seat`` bid to take ``number`` tricks over six, ``kind`` (high, low or no trump)."""

    number: int
    kind: str


@event_kind("bid-pass")
class BidPassed(Event):
    """``seat`` passed in the auction."""


@event_kind("contract")
class ContractSet(Event):
    """``seat`` declares: ``number`` over six, ``kind``; trump ``trump`` (a suit letter or
    ``None``) and whether ``direction`` is high or low."""

    number: int
    kind: str
    trump: str | None
    direction: str


@event_kind("kitty-taken", hidden={"cards"})
class KittyTaken(Event):
    """The declarer took the kitty (its cards seen by the declarer only)."""

    cards: tuple[Card, ...]


@event_kind("discarded", hidden={"card"})
class Discarded(Event):
    """The declarer laid a card face down among the six discards."""

    card: Card


@event_kind("hand-scored")
class HandScored(Event):
    """The declaring side took ``tricks`` (the discards count as one) against ``needed``;
    ``points`` is what it scored (negative when set), ``scores`` the game score after."""

    deal: int
    declarer: int
    tricks: int
    needed: int
    points: int
    scores: tuple[int, int]


@event_kind("game-over")
class GameOver(Event):
    """Side ``side`` won the game: by reaching seven, or because the other went out the back
    door (``back_door``)."""

    side: int
    back_door: bool
