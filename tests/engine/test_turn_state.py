"""The stored-turn frame: the seat to act, the phase and the cached legal list, read alike by
every game built on it."""

from __future__ import annotations

import random

import pytest

from widow import list_games, load_game
from widow.engine.core import State
from widow.engine.turn_state import StoredTurnState
from widow.games import game_class


def _frame_games() -> list[str]:
    return [name for name in list_games() if isinstance(_new_state(name), StoredTurnState)]


def _new_state(name: str) -> State:
    """A new match of ``name`` at the fewest seats it allows."""
    low, _ = game_class(name).player_range(game_class(name).options_class())
    return load_game(name, players=low).new_state(seed=5)


def test_the_row_and_spare_hand_games_use_the_frame() -> None:
    assert {"chinese-poker", "ofc", "whisky-poker", "la-viuda", "commerce"} <= set(_frame_games())


@pytest.mark.parametrize("name", _frame_games())
def test_the_cached_legal_list_is_the_fresh_one_and_handed_out_as_a_copy(name: str) -> None:
    state = _new_state(name)
    rng = random.Random(5)
    for _ in range(150):
        assert state.is_over == (state.to_act is None)
        if state.is_over:
            break
        legal = state.legal_actions()
        assert legal == state._compute_legal()  # the cache holds what a fresh listing gives
        legal.clear()  # a caller's change to its copy leaves the state's list alone
        legal = state.legal_actions()
        assert legal
        state.apply(rng.choice(legal))
        # the move dropped the old list: what is legal now is listed afresh
        assert state.legal_actions() == state._compute_legal()
