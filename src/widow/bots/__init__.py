"""Bots: players that choose an action from what their seat may see.

A bot is any object with ``choose(view, legal, rng) -> Action``: ``view`` is the seat's view (the
same JSON-ready mapping ``state.view(seat)`` returns, built only if the bot reads it), ``legal`` the
legal actions and ``rng`` a random generator owned by the match runner. Bots never see the state.
A bot that never reads its view may also offer ``pick(legal, rng) -> int``, the index in ``legal``
of the action ``choose`` would take (with the same draws): :func:`play_match` then asks that, builds
no view, and applies the listed action without checking it again.
Bots are found by name (:func:`get_bot`): generic ones play every game, and each game adds its own
(:attr:`widow.engine.core.Game.bots`). A search bot (``ismcts``) gets no more than the others: its
view can only be resampled (:meth:`SeatView.resample`), never read for hidden cards.

>>> from widow.games import load_game
>>> state = play_match(load_game("whisky-poker", players=3), ["random", "heuristic", "random"], 7)
>>> state.is_over
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from widow.bots.registry import (
    GENERIC_BOTS,
    Bot,
    bot_names,
    bot_table,
    check_bot_names,
    default_bot,
    get_bot,
    split_bot_name,
)
from widow.engine.actions import Action
from widow.engine.core import Game, State
from widow.errors import InvalidOptionError

__all__ = [
    "GENERIC_BOTS",
    "Bot",
    "SeatView",
    "bot_names",
    "bot_table",
    "check_bot_names",
    "default_bot",
    "get_bot",
    "play_match",
    "split_bot_name",
]


class SeatView(Mapping[str, Any]):
    """A seat's view, built from the state on first use (random bots never pay for it); its
    ``"table"`` is built only when read, since most bots read the game's own fields alone.

    Until something is read from it, a seat view holds nothing but the state and the seat, so it
    reads the state as it stands when first used: :func:`play_match` hands the same unread view
    to a seat turn after turn, and a fresh one once it has been read."""

    __slots__ = ("__seat", "__source", "__table", "__view", "_opened")

    def __init__(self, state: State, seat: int) -> None:
        self.__source = state
        self.__seat = seat
        self.__view: dict[str, Any] | None = None
        self.__table: dict[str, Any] | None = None
        #: Whether anything has been read from the state through this view.
        self._opened = False

    def _data(self) -> dict[str, Any]:
        if self.__view is None:
            self._opened = True
            self.__view = self.__source.view(self.__seat, table=False)
        return self.__view

    def __getitem__(self, key: str) -> Any:
        if key == "table":
            if self.__table is None:
                self._opened = True
                self.__table = self.__source.table(self.__seat)
            return self.__table
        return self._data()[key]

    def __iter__(self) -> Iterator[str]:
        yield from self._data()
        yield "table"

    def __len__(self) -> int:
        return len(self._data()) + 1

    def resample(self, rng: random.Random) -> State:
        """A whole state drawn from what this seat may know (:meth:`State.resample`), for a
        bot that searches: the cards hidden from the seat are redealt at random, so the sample
        tells the bot nothing its view does not."""
        self._opened = True
        return self.__source.resample(self.__seat, rng)


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
    players = [get_bot(b, game) if isinstance(b, str) else b for b in bots]
    state = game.new_state(seed)
    rng = random.Random(f"bots-{seed}")
    # Looked up once: this loop runs once per step of every simulated match.
    choosers = [player.choose for player in players]
    pickers: list[Callable[[list[Action], random.Random], int] | None] = [
        getattr(player, "pick", None) for player in players
    ]
    apply = state.apply
    # An action taken from the state's own list needs no parsing or legality check.
    apply_listed = state.apply_unchecked
    legal_actions = state.legal_actions
    # A view nothing was read from is the same as a new one (it reads the state when first
    # used), so each seat keeps its view until its bot reads it: most random steps build none.
    views = [SeatView(state, seat) for seat in range(game.players)]
    left = max_steps
    while True:
        seat = state.to_act
        if seat is None:  # no one acts only once the match is over
            assert state.is_over
            break
        if left is not None:
            if left <= 0:
                break
            left -= 1
        legal = legal_actions()
        pick = pickers[seat]
        if pick is not None:
            apply_listed(legal[pick(legal, rng)])
            continue
        view = views[seat]
        if view._opened:
            view = views[seat] = SeatView(state, seat)
        apply(choosers[seat](view, legal, rng))
    return state
