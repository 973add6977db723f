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
from collections.abc import Callable, Sequence

from widow.bots.random_bot import RandomBot
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
from widow.engine.chance import seeded_random
from widow.engine.core import Game, State
from widow.engine.seat_view import SeatView
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
    players: list[Bot] = []
    random_only = max_steps is None  # random bots alone, playing to the end
    for b in bots:  # a loop, not comprehensions: this runs for every simulated match
        player = get_bot(b, game) if isinstance(b, str) else b
        players.append(player)
        if type(player) is not RandomBot:
            random_only = False
    state = game.new_state(seed)
    rng = seeded_random(f"bots-{seed}")  # random.Random(f"bots-{seed}"), made faster
    if random_only:
        # Random bots alone, the commonest simulation: the state plays the match out with the
        # bot's own draws (the same numbers from ``rng``), reading its legal list without a copy
        # and never asking who acts, since the bot looks at neither view nor seat.
        state._play_out_randomly(rng.getrandbits)
        assert state.is_over, "a match with no legal action left must be over"
        return state
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
