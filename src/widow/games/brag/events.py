"""Brag's own actions (``look``, ``see``, ``cover``; ``fold`` and ``bet N`` are the betting
engine's) and the events of a hand.

>>> str(LOOK), str(SEE), str(COVER)
('look', 'see', 'cover')
>>> from widow.cards import parse_cards
>>> Revealed(1, parse_cards("3c 3d 3h"), "prial of threes").to_dict()["cards"]
['3c', '3d', '3h']
"""

from __future__ import annotations

from dataclasses import dataclass

from widow.cards import Card
from widow.engine.actions import Action, action_kind
from widow.engine.events import Dealt, Event, event_kind


@action_kind("look", "look: look at your cards (you stop playing blind)")
class Look(Action):
    """A blind player looks at its cards (and bets as an open player from then on)."""


@action_kind("see", "see: pay to see your opponent's cards")
class See(Action):
    """Call for the showdown: with two left (brag, two-down), or match the stake (all-round)."""


@action_kind("cover", "cover: too short to bet, cover the pot with your cards")
class Cover(Action):
    """Short of chips: stake what is left and lay the cards on the pot (a side pot follows)."""


LOOK = Look()
SEE = See()
COVER = Cover()


@dataclass(frozen=True, slots=True)
class HandDealt(Dealt):
    """Hand ``deal`` began: ``seat`` dealt three cards face down to each seat in ``seats`` (in
    order of play), from a freshly ``shuffled`` pack or from the stock as it lay."""

    shuffled: bool


@event_kind("anted")
class Anted(Event):
    """``seat`` put ``amount`` chips in as its ante."""

    amount: int


@event_kind("looked")
class Looked(Event):
    """``seat`` looked at its cards (which only it knows)."""


@event_kind("staked")
class Staked(Event):
    """``seat`` put ``amount`` chips in (``blind`` if it had not looked); the stake, what an
    open player must now put in, is ``stake``. ``action`` is ``bet``, ``see`` or ``cover``."""

    action: str
    amount: int
    blind: bool
    stake: int


@event_kind("folded")
class Folded(Event):
    """``seat`` folded; its cards went, unseen, to the bottom of the stock."""


@event_kind("revealed")
class Revealed(Event):
    """``seat`` showed its cards."""

    cards: tuple[Card, ...]
    value: str


@event_kind("pot-won")
class PotWon(Event):
    """``seat`` won ``amount`` chips of pot ``pot`` (0 is the main pot; the last, the side pot
    after the covers); ``shown``: with its cards shown."""

    amount: int
    pot: int
    shown: bool
