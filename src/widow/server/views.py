"""The table descriptions the server sends: a seat's own, or a spectator's.

Only the engine's per-seat table descriptions are read here (``state.table(seat)``, the
``"table"`` of ``view(seat)``, see ``docs/engine.md``); a spectator gets the common knowledge of
every seat (:mod:`widow.server.spectator`). :class:`TableViews` builds each at most once per
version, since one action is sent to many connections.

>>> from widow.games import load_game
>>> state = load_game("la-viuda", players=2).new_state(seed=3)
>>> seat_table(state, 0)["viewer"], spectator_view(state)["viewer"]
(0, None)
>>> views = TableViews(state)
>>> views.for_viewer(1) is views.for_viewer(1), views.for_viewer(None) == spectator_view(state)
(True, True)
"""

from __future__ import annotations

from typing import Any

from widow.engine.core import State
from widow.server.spectator import spectator_table

__all__ = ["TableViews", "seat_table", "spectator_view"]


def seat_table(state: State, seat: int) -> dict[str, Any]:
    """The table description ``seat`` may see (what ``state.view(seat)["table"]`` holds)."""
    return state.table(seat)


def spectator_view(state: State) -> dict[str, Any]:
    """The table description for someone without a seat."""
    return TableViews(state).for_viewer(None)


class TableViews:
    """The descriptions of one state for each viewer, each built on first use."""

    __slots__ = ("_built", "state")

    def __init__(self, state: State) -> None:
        self.state = state
        self._built: dict[int | None, dict[str, Any]] = {}

    def for_viewer(self, seat: int | None) -> dict[str, Any]:
        """A seat's description, or a spectator's (``None``)."""
        found = self._built.get(seat)
        if found is None:
            if seat is None:
                seats = [self.for_viewer(s) for s in range(self.state.game.players)]
                found = spectator_table(self.state.table(None), seats)
            else:
                found = seat_table(self.state, seat)
            self._built[seat] = found
        return found
