"""The fields that open the view of every match played as a series of betting hands.

Brag, Soko, Anaconda and Draw Poker (each with its own money rules) describe where the match
stands the same way: which hand of how many, who dealt, whose turn it is. The games add their own
fields after these.

>>> from widow.games import load_game
>>> state = load_game("soko", players=2, hands=3).new_state(seed=2)
>>> header = hand_view_header(state, hands=3, over=False)
>>> header["hand"], header["hands"], header["direction"], header["over"]
(1, 3, 'clockwise', False)
>>> legal_texts(state, 1 - state.to_act)
[]
"""

from __future__ import annotations

from typing import Any, Protocol

from widow.engine.actions import Action
from widow.engine.core import Game


class HandState(Protocol):
    """What the header reads from a state."""

    hand_no: int
    dealer: int

    @property
    def game(self) -> Game: ...

    @property
    def n(self) -> int: ...

    @property
    def phase(self) -> str: ...

    @property
    def to_act(self) -> int | None: ...

    def legal_actions(self) -> list[Action]: ...


def hand_view_header(state: HandState, *, hands: int, over: bool) -> dict[str, Any]:
    """The game, players and options, then the hand (of ``hands``), the dealer, the direction
    (always clockwise), the phase, the seat to act and whether the match is over."""
    game = state.game
    return {
        "game": game.name,
        "players": state.n,
        "options": game.option_values(),
        "hand": state.hand_no,
        "hands": hands,
        "dealer": state.dealer,
        "direction": "clockwise",
        "phase": state.phase,
        "to_act": state.to_act,
        "over": over,
    }


def legal_texts(state: HandState, viewer: int | None) -> list[str]:
    """The legal actions' texts for the seat to act and for the full view (``viewer`` None);
    nothing for anyone else."""
    if viewer is None or viewer == state.to_act:
        return [str(a) for a in state.legal_actions()]
    return []
