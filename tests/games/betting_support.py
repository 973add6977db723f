"""Helpers for the rules tests of the games played for chips over several hands."""

from __future__ import annotations

import random

from widow import Game, State, replay


def play_out_and_check(game: Game, seed: int) -> State:
    """Play a match of ``game`` with random legal actions drawn from ``seed`` to its end; check
    that the money sums to zero over the seats and that the record replays to an equal state."""
    state = game.new_state(seed=seed)
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    assert sum(s["money"] for s in state.outcome()["seats"]) == 0
    assert replay(state.record()) == state
    return state
