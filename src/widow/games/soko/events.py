"""Soko's own events and its one action of its own, the bring-in (the rest are Hold'em's
betting events: ``posted``, ``hole-dealt``, ``wagered``, ``returned``, ``pot-won``).

>>> from widow.cards import parse_cards
>>> UpDealt(1, parse_cards("Qh")[0], 2).to_dict()["card"]
'Qh'
>>> str(BRING_IN)
'bring-in'
"""

from __future__ import annotations

from widow.cards import Card
from widow.engine.actions import Action, action_kind
from widow.engine.events import Event, event_kind


@event_kind("up-dealt")
class UpDealt(Event):
    """``seat`` was dealt ``card`` face up, its ``number``-th card of the hand."""

    card: Card
    number: int


@action_kind("bring-in", "bring-in: open with the forced half bet (or bet the full limit)")
class BringIn(Action):
    """Open the first round with the forced bring-in, half the smallest bet."""


BRING_IN = BringIn()
