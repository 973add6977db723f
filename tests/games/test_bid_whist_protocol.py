"""Bid Whist and the shared protocol (table, resample, action numbers), and its heuristic."""

from __future__ import annotations

import random

import pytest

from widow import load_game
from widow.engine.table import table_problems
from widow.games.bid_whist.rules import BidWhistState
from widow.simulation import simulate


def advanced(seed: int, steps: int) -> BidWhistState:
    state = load_game("bid-whist", players=4).new_state(seed=seed)
    assert isinstance(state, BidWhistState)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("steps", [0, 4, 6, 12, 30])
def test_tables_and_resamples_keep_what_each_seat_knows(steps: int) -> None:
    """Protocol: valid tables; a resample keeps each seat's view, hides the kitty and the
    declarer's discards from the others, and respects the suits shown out of."""
    state = advanced(steps, steps)
    rng = random.Random(steps)
    for seat in range(4):
        assert table_problems(state.view(seat)["table"], players=4) == []
        sample = state.resample(seat, rng)
        assert sample.view(seat) == state.view(seat)
        if state.phase == "play":
            table = sample.trick_table
            for other in range(4):
                for suit in state.trick_table.shown_out[other]:
                    assert all(table.suits[c] != suit for c in table.hands[other])
        if seat == state.declarer:
            assert sample.book == state.book


def test_action_numbers_cover_every_phase() -> None:
    """Protocol: 136 fixed numbers (pass, 21 bids, 4 suits, 2 directions, 54 discards, 54
    plays); legal ones round-trip."""
    game = load_game("bid-whist", players=4)
    assert game.num_distinct_actions == 136
    state = game.new_state(seed=3)
    rng = random.Random(3)
    while not state.is_over:
        for action in state.legal_actions():
            assert state.action_from_index(state.action_index(action)) == action
        state.apply(rng.choice(state.legal_actions()))


def test_heuristic_beats_random() -> None:
    """Bots: the heuristic side wins nearly every game against random players."""
    summary = simulate("bid-whist", players=4, games=10, bots=["heuristic", "random"], seed=4)
    heuristic = next(b for b in summary.by_bot if b.bot == "heuristic")
    assert heuristic.wins >= 9
