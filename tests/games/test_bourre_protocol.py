"""Bourre and the shared engine protocol (table description, resample, action numbers), and
its heuristic bot against random play."""

from __future__ import annotations

import random

import pytest

from widow import load_game
from widow.engine.table import table_problems
from widow.games.bourre.rules import BourreState
from widow.simulation import simulate


def advanced(players: int, seed: int, steps: int) -> BourreState:
    state = load_game("bourre", players=players).new_state(seed=seed)
    assert isinstance(state, BourreState)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize(("players", "steps"), [(2, 0), (4, 3), (5, 9), (8, 20)])
def test_table_description_is_well_formed(players: int, steps: int) -> None:
    state = advanced(players, 3, steps)
    for seat in [None, *range(players)]:
        table = state.full_view()["table"] if seat is None else state.view(seat)["table"]
        assert table_problems(table, players=players) == []


@pytest.mark.parametrize(
    ("players", "seed", "steps"), [(3, 1, 2), (4, 2, 6), (5, 3, 12), (6, 4, 20)]
)
def test_resample_keeps_the_view_and_respects_the_obligations(
    players: int, seed: int, steps: int
) -> None:
    """Protocol, resample: hidden hands, the stock and others' discards are redealt; the seat's
    view and legal actions stay; every card played stays legal in the sample."""
    state = advanced(players, seed, steps)
    rng = random.Random(seed)
    for seat in range(players):
        worlds = set()
        for _ in range(5):
            sample = state.resample(seat, rng)
            assert sample.view(seat) == state.view(seat)
            if state.to_act == seat:
                assert sample.legal_actions() == state.legal_actions()
            if sample.phase == "play":
                assert sample._plays_consistent()
            worlds.add(tuple(map(tuple, sample.zones().values())))
        assert len(worlds) > 1
    sample = state.resample(0, rng)
    while not sample.is_over:
        sample.apply(rng.choice(sample.legal_actions()))


@pytest.mark.parametrize(("players", "seed", "steps"), [(3, 5, 0), (4, 6, 1), (4, 7, 8)])
def test_action_numbers_round_trip(players: int, seed: int, steps: int) -> None:
    """Protocol, action numbering: pass, stay and card plays are fixed; a draw is numbered by
    the hand positions it discards (85 numbers in all)."""
    state = advanced(players, seed, steps)
    assert state.game.num_distinct_actions == 85
    numbers = [state.action_index(a) for a in state.legal_actions()]
    assert len(set(numbers)) == len(numbers)
    assert all(0 <= n < 85 for n in numbers)
    for action, number in zip(state.legal_actions(), numbers, strict=True):
        assert state.action_from_index(number) == action
    assert state.legal_action_indices() == sorted(numbers)


def test_heuristic_wins_chips_from_random_players() -> None:
    """Bots: the heuristic seats end ahead of the random ones, chips and money alike."""
    summary = simulate("bourre", players=4, games=12, bots=["heuristic", "random"], seed=3)
    heuristic = next(b for b in summary.by_bot if b.bot == "heuristic")
    random_bot = next(b for b in summary.by_bot if b.bot == "random")
    assert heuristic.money_per_match > 0 > random_bot.money_per_match
    assert heuristic.win_rate > random_bot.win_rate
