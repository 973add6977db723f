"""The events every game on :class:`~widow.engine.betting.rounds.Betting` records: forced bets, hole
cards, betting actions, uncalled chips returned, pots won and buy-ins taken again.

>>> from widow.cards import parse_cards
>>> HoleDealt(2, parse_cards("As Kd")).for_seat(0)["cards"]
['??', '??']
>>> Rebought(1, 100, 1).to_dict()["amount"]
100
"""

from __future__ import annotations

from widow.cards import Card
from widow.engine.events import Event, event_kind
from widow.engine.frozen import quick_init, reused


@quick_init
@event_kind("posted")
class Posted(Event):
    """A forced bet: ``kind`` is ``ante``, ``small blind``, ``big blind`` or ``bring-in``."""

    kind: str
    amount: int
    all_in: bool


@quick_init
@event_kind("hole-dealt", hidden={"cards"})
class HoleDealt(Event):
    """``seat`` received its hole cards, face down."""

    cards: tuple[Card, ...]


@quick_init
@event_kind("wagered")
class Wagered(Event):
    """A betting action: ``action`` is its text; ``amount`` the chips it put in; ``to`` the seat's
    bet in this round afterwards."""

    action: str
    amount: int
    to: int
    all_in: bool


@quick_init
@event_kind("returned")
class Returned(Event):
    """Chips of a bet that nobody called went back to ``seat``."""

    amount: int


@quick_init
@event_kind("pot-won")
class PotWon(Event):
    """``seat`` won ``amount`` from pot ``pot`` (0 = main pot); ``half`` is ``high``, ``low`` or
    ``whole``; ``shown`` is False when the pot was won uncontested."""

    amount: int
    pot: int
    half: str
    shown: bool


@quick_init
@event_kind("rebought")
class Rebought(Event):
    """``seat``, busted, bought in again for ``amount`` chips (its ``count``-th rebuy)."""

    amount: int
    count: int


# One object for equal events (see :func:`~widow.engine.frozen.reused`): the forced bets, the
# betting actions, the chips returned and the pots won repeat from hand to hand. HoleDealt is
# left out: a resample relabels hole cards in place, event by event.
posted_event = reused(Posted)
wagered_event = reused(Wagered)
returned_event = reused(Returned)
pot_won_event = reused(PotWon)
