"""The events of a hand of Hold'em or Pineapple (besides the shared ``dealt``, ``showdown`` and
``match-over``, and the betting events of :mod:`widow.engine.betting.events`, named here too).

>>> from widow.cards import parse_cards
>>> HoleDealt(2, parse_cards("As Kd")).for_seat(0)["cards"]
['??', '??']
>>> Discarded(1, parse_cards("7c")[0]).for_seat(1)["card"]
'7c'
"""

from __future__ import annotations

from widow.cards import Card
from widow.engine.betting.events import HoleDealt, Posted, PotWon, Returned, Wagered
from widow.engine.events import Event, event_kind
from widow.engine.frozen import quick_init

__all__ = [
    "BoardDealt",
    "Discarded",
    "HoleDealt",
    "Posted",
    "PotWon",
    "Returned",
    "Wagered",
]


@quick_init
@event_kind("discarded", hidden={"card"})
class Discarded(Event):
    """``seat`` discarded one hole card face down (Pineapple)."""

    card: Card


@quick_init
@event_kind("board-dealt")
class BoardDealt(Event):
    """A card was burned and ``cards`` were dealt face up to the board (``street`` names them)."""

    street: str
    cards: tuple[Card, ...]
    burned: bool
