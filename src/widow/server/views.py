"""The table descriptions the server sends: a seat's own, or a spectator's.

Only the engine's per-seat views are read here (``view(seat)["table"]``, see ``docs/engine.md``);
a spectator gets the common knowledge of every seat (:mod:`widow.server.spectator`).

>>> from widow.games import load_game
>>> state = load_game("la-viuda", players=2).new_state(seed=3)
>>> seat_table(state, 0)["viewer"], spectator_view(state)["viewer"]
(0, None)
"""

from __future__ import annotations

from typing import Any

from widow.engine.core import State
from widow.server.spectator import spectator_table

__all__ = ["seat_table", "spectator_view"]


def seat_table(state: State, seat: int) -> dict[str, Any]:
    """The table description ``seat`` may see."""
    table: dict[str, Any] = state.view(seat)["table"]
    return table


def spectator_view(state: State) -> dict[str, Any]:
    """The table description for someone without a seat."""
    full: dict[str, Any] = state.full_view()["table"]
    seats = [seat_table(state, s) for s in range(state.game.players)]
    return spectator_table(full, seats)
