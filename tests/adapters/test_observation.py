"""Numeric observations: fixed shape, only what the seat knows, faithful to the table."""

from __future__ import annotations

import random

import numpy as np
import pytest

from widow import list_games, load_game
from widow.adapters.observation import (
    CARD_SLOTS,
    PLANE_SIZE,
    ZONE_KINDS,
    legal_action_mask,
    observation_size,
    observe,
)
from widow.engine.table import HIDDEN
from widow.games import game_class


def _players(name: str) -> int:
    return max(2, game_class(name).min_players)


def _states(name: str, seed: int, steps: int) -> list[object]:
    """States along a seeded random match (at most ``steps`` of them)."""
    state = load_game(name, players=_players(name)).new_state(seed)
    rng = random.Random(seed)
    out = []
    for _ in range(steps):
        out.append(state.copy())
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return out


@pytest.mark.parametrize("name", list_games())
def test_observation_depends_only_on_what_the_seat_may_know(name: str) -> None:
    """Redealing every card a seat cannot see leaves its observation unchanged."""
    rng = random.Random(1)
    players = _players(name)
    for state in _states(name, seed=3, steps=25):
        for seat in range(players):
            vector = observe(state, seat)  # type: ignore[arg-type]
            assert vector.shape == (observation_size(players),)
            assert vector.dtype == np.float32
            sample = state.resample(seat, rng)  # type: ignore[attr-defined]
            np.testing.assert_array_equal(observe(sample, seat), vector)


@pytest.mark.parametrize("name", list_games())
def test_card_planes_count_the_tables_cards(name: str) -> None:
    """Known cards and hidden counts in the planes add up to the zones of the table."""
    players = _players(name)
    planes = len(ZONE_KINDS) * (players + 1)
    for state in _states(name, seed=5, steps=15):
        for seat in range(players):
            table = state.view(seat)["table"]  # type: ignore[attr-defined]
            known = sum(1 for z in table["zones"] for c in z["cards"] if c != HIDDEN)
            hidden = sum(z["count"] - len(z["cards"]) + z["cards"].count(HIDDEN)
                         for z in table["zones"])
            grid = observe(state, seat)[: planes * PLANE_SIZE].reshape(planes, PLANE_SIZE)  # type: ignore[arg-type]
            assert grid[:, :CARD_SLOTS].sum() == known
            assert grid[:, CARD_SLOTS].sum() == hidden


def test_own_hand_is_the_first_plane_and_other_seats_follow_round_the_table() -> None:
    state = load_game("whisky-poker", players=3).new_state(4)
    for seat in range(3):
        vector = observe(state, seat)
        own = set(np.flatnonzero(vector[:CARD_SLOTS]).tolist())
        assert own == {int(c) for c in state.zones()[f"hand {seat}"]}
        # The next seat's hand is hidden: five unknown cards in plane 1.
        assert vector[PLANE_SIZE + CARD_SLOTS] == 5


@pytest.mark.parametrize("name", ["la-viuda", "holdem", "whist"])
def test_legal_action_mask_marks_exactly_the_legal_numbers(name: str) -> None:
    for state in _states(name, seed=7, steps=20):
        mask = legal_action_mask(state)  # type: ignore[arg-type]
        assert mask.shape == (state.game.num_distinct_actions,)  # type: ignore[attr-defined]
        expected = [] if state.is_over else state.legal_action_indices()  # type: ignore[attr-defined]
        assert np.flatnonzero(mask).tolist() == expected
