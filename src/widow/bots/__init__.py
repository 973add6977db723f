"""Bots: players that choose an action from what their seat may see.

A bot is any object with ``choose(view, legal, rng) -> Action``: ``view`` is the seat's view (the
same JSON-ready mapping ``state.view(seat)`` returns, built only if the bot reads it), ``legal`` the
legal actions and ``rng`` a random generator owned by the match runner. Bots never see the state.

>>> from widow.games import load_game
>>> state = play_match(load_game("whisky-poker", players=3), ["random", "heuristic", "random"], 7)
>>> state.is_over
True
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from typing import Any, Protocol

from widow.bots.heuristic import HeuristicBot
from widow.bots.random_bot import RandomBot
from widow.engine.actions import Action
from widow.engine.core import Game, State
from widow.errors import InvalidOptionError, unknown_name

__all__ = ["BOTS", "Bot", "HeuristicBot", "RandomBot", "SeatView", "get_bot", "play_match"]


class Bot(Protocol):
    """What a bot offers: one method, given only its seat's view and the legal actions."""

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        """The action to take."""
        ...


#: Bot name -> class.
BOTS: dict[str, type[Bot]] = {"random": RandomBot, "heuristic": HeuristicBot}


def get_bot(name: str) -> Bot:
    """A new bot by name.

    >>> type(get_bot("random")).__name__
    'RandomBot'
    """
    cls = BOTS.get(name)
    if cls is None:
        raise unknown_name("bot", name, BOTS)
    return cls()


class SeatView(Mapping[str, Any]):
    """A seat's view, built from the state on first use (random bots never pay for it)."""

    __slots__ = ("__seat", "__source", "__view")

    def __init__(self, state: State, seat: int) -> None:
        self.__source = state
        self.__seat = seat
        self.__view: dict[str, Any] | None = None

    def _data(self) -> dict[str, Any]:
        if self.__view is None:
            self.__view = self.__source.view(self.__seat)
        return self.__view

    def __getitem__(self, key: str) -> Any:
        return self._data()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._data())

    def __len__(self) -> int:
        return len(self._data())


def play_match(
    game: Game,
    bots: Sequence[Bot | str],
    seed: int,
    *,
    max_steps: int | None = None,
) -> State:
    """Play a whole match with one bot per seat and return the final state.

    The bots draw their own randomness from a generator seeded from ``seed`` but separate from the
    state's, so the same seed and bots give the same match. ``max_steps`` stops a match early (the
    state is returned unfinished).
    """
    if len(bots) != game.players:
        raise InvalidOptionError(
            f"{game.name} has {game.players} seats but {len(bots)} bots were given"
        )
    players = [get_bot(b) if isinstance(b, str) else b for b in bots]
    state = game.new_state(seed)
    rng = random.Random(f"bots-{seed}")
    steps = 0
    while not state.is_over and (max_steps is None or steps < max_steps):
        seat = state.to_act
        assert seat is not None  # the loop runs only while the match is on
        action = players[seat].choose(SeatView(state, seat), state.legal_actions(), rng)
        state.apply(action)
        steps += 1
    return state
