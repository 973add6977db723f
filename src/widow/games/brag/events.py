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
from typing import ClassVar

from widow.cards import Card
from widow.engine.actions import Action
from widow.engine.events import Dealt, Event


@dataclass(frozen=True, slots=True)
class Look(Action):
    """A blind player looks at its cards (and bets as an open player from then on)."""

    verb: ClassVar[str] = "look"
    usage: ClassVar[str] = "look: look at your cards (you stop playing blind)"


@dataclass(frozen=True, slots=True)
class See(Action):
    """Call for the showdown: with two left (brag, two-down), or match the stake (all-round)."""

    verb: ClassVar[str] = "see"
    usage: ClassVar[str] = "see: pay to see your opponent's cards"


@dataclass(frozen=True, slots=True)
class Cover(Action):
    """Short of chips: stake what is left and lay the cards on the pot (a side pot follows)."""

    verb: ClassVar[str] = "cover"
    usage: ClassVar[str] = "cover: too short to bet, cover the pot with your cards"


LOOK = Look()
SEE = See()
COVER = Cover()


@dataclass(frozen=True, slots=True)
class HandDealt(Dealt):
    """Hand ``deal`` began: ``seat`` dealt three cards face down to each seat in ``seats`` (in
    order of play), from a freshly ``shuffled`` pack or from the stock as it lay."""

    shuffled: bool


@dataclass(frozen=True, slots=True)
class Anted(Event):
    """``seat`` put ``amount`` chips in as its ante."""

    amount: int
    type: ClassVar[str] = "anted"


@dataclass(frozen=True, slots=True)
class Looked(Event):
    """``seat`` looked at its cards (which only it knows)."""

    type: ClassVar[str] = "looked"


@dataclass(frozen=True, slots=True)
class Staked(Event):
    """``seat`` put ``amount`` chips in (``blind`` if it had not looked); the stake, what an
    open player must now put in, is ``stake``. ``action`` is ``bet``, ``see`` or ``cover``."""

    action: str
    amount: int
    blind: bool
    stake: int
    type: ClassVar[str] = "staked"


@dataclass(frozen=True, slots=True)
class Folded(Event):
    """``seat`` folded; its cards went, unseen, to the bottom of the stock."""

    type: ClassVar[str] = "folded"


@dataclass(frozen=True, slots=True)
class Revealed(Event):
    """``seat`` showed its cards."""

    cards: tuple[Card, ...]
    value: str
    type: ClassVar[str] = "revealed"


@dataclass(frozen=True, slots=True)
class PotWon(Event):
    """``seat`` won ``amount`` chips of pot ``pot`` (0 is the main pot; the last, the side pot
    after the covers); ``shown``: with its cards shown."""

    amount: int
    pot: int
    shown: bool
    type: ClassVar[str] = "pot-won"
