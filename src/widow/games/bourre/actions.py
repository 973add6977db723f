"""Bourre's decisions before the play: pass, stay with the five cards, or discard and draw.

>>> from widow.engine.actions import ActionParser
>>> str(ActionParser([Stay, Draw]).parse("draw 7c 3h"))
'draw 3h 7c'
"""

from __future__ import annotations

from widow.engine.actions import Action, CardsAction, action_kind
from widow.i18n import N_


@action_kind("stay", "stay: play the hand with the cards you hold")
class Stay(Action):
    """Play the hand, keeping all five cards."""


@action_kind("draw", "draw CARD...: play the hand; discard these cards and draw new ones")
class Draw(CardsAction):
    """Play the hand, discarding the named cards face down and drawing as many from the stock."""

    least, most, count_words = 1, 5, N_("one to five cards to discard")


STAY = Stay()
