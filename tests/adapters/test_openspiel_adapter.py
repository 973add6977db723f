"""The OpenSpiel adapter: OpenSpiel's own checks and algorithms run on every widow game."""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

from open_spiel.python.algorithms import ismcts, mcts, outcome_sampling_mccfr  # noqa: E402

from widow import list_games, load_game  # noqa: E402
from widow.adapters.observation import observe  # noqa: E402
from widow.adapters.openspiel import register, register_all, short_name  # noqa: E402
from widow.errors import InvalidOptionError  # noqa: E402

#: Games whose random matches run long enough that OpenSpiel's per-state checks take many seconds.
LONG_GAMES = {"whist", "war"}


def _load(name: str, **params: Any) -> Any:
    return pyspiel.load_game(register(name), params)


def test_every_game_is_registered_under_its_name() -> None:
    names = register_all()
    assert names == [short_name(g) for g in list_games()]
    registered = set(pyspiel.registered_names())
    assert set(names) <= registered


@pytest.mark.parametrize(
    "name",
    [
        pytest.param(g, marks=pytest.mark.slow) if g in LONG_GAMES else g
        for g in list_games()
    ],
)
def test_openspiel_random_simulation_checks_pass(name: str) -> None:
    """OpenSpiel's own API checks (legal actions, clones, returns, strings, tensors) pass."""
    game = _load(name, seed=3)
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


def test_options_and_players_reach_the_widow_game() -> None:
    game = _load("la-viuda", players=5, options="chips=2,stripped=yes,target=3")
    widow_game = load_game("la-viuda", players=5, chips=2, stripped=True, target=3)
    assert game.num_players() == 5
    assert game.num_distinct_actions() == widow_game.num_distinct_actions
    assert game.widow_game.option_values() == widow_game.option_values()


def test_bad_options_are_refused_with_the_widow_error() -> None:
    with pytest.raises(InvalidOptionError, match="colour"):
        _load("la-viuda", options="colour=red")
    with pytest.raises(InvalidOptionError, match="name=value"):
        _load("la-viuda", options="chips")


def test_actions_are_widow_numbers_and_texts() -> None:
    game = _load("whisky-poker", players=3, seed=11)
    state = game.new_initial_state()
    rng = random.Random(5)
    while not state.is_terminal():
        widow_state = state.widow_state
        assert state.legal_actions() == widow_state.legal_action_indices()
        action = rng.choice(state.legal_actions())
        text = state.action_to_string(state.current_player(), action)
        assert widow_state.action_index(text) == action
        state.apply_action(action)
    outcome = state.widow_state.outcome()
    assert state.returns() == [float(s["money"]) for s in outcome["seats"]]
    assert sum(state.returns()) == 0


def test_initial_states_draw_new_seeds_and_clones_keep_the_future() -> None:
    game = _load("la-viuda", players=4, seed=1)
    first, second = game.new_initial_state(), game.new_initial_state()
    assert first.widow_state.chance.seed != second.widow_state.chance.seed
    # The same seed gives the same sequence of matches.
    again = _load("la-viuda", players=4, seed=1).new_initial_state()
    assert again.widow_state == first.widow_state
    clone = first.clone()
    rng = random.Random(2)
    while not first.is_terminal():
        action = rng.choice(first.legal_actions())
        first.apply_action(action)
        clone.apply_action(action)
    assert clone.returns() == first.returns()
    assert clone.history() == first.history()


def test_information_state_string_and_tensor() -> None:
    game = _load("whisky-poker", players=3, seed=4)
    state = game.new_initial_state()
    for seat in range(3):
        assert state.observation_tensor(seat) == pytest.approx(
            observe(state.widow_state, seat).tolist()
        )
        assert len(state.information_state_tensor(seat)) == game.information_state_tensor_size()
    before = state.information_state_string(1)
    state.apply_action(state.legal_actions()[0])
    after = state.information_state_string(1)
    assert before != after
    assert len({state.information_state_string(s) for s in range(3)}) == 3


def test_information_state_follows_every_event_seen() -> None:
    """Each action a player sees changes its string; different actions give different strings."""
    game = _load("whisky-poker", players=3, seed=9)
    base = game.new_initial_state()
    passing = base.clone()
    passing.apply_action(passing.widow_state.action_index("pass"))
    knocking = base.clone()
    knocking.apply_action(knocking.widow_state.action_index("knock"))
    assert passing.information_state_string(0) != knocking.information_state_string(0)
    assert passing.information_state_string(0) != base.information_state_string(0)
    # The events part (after the cards seen now) changes too: the event itself is remembered.
    def events(state: Any) -> str:
        return str(state.information_state_string(0).split("/", 2)[2])

    assert events(passing) != events(base)
    assert events(passing) != events(knocking)
    assert events(passing).startswith(events(base))


@pytest.mark.parametrize("name", ["whisky-poker", "la-viuda", "bourre"])
def test_resample_from_infostate_keeps_the_players_information(name: str) -> None:
    game = _load(name, seed=6)
    state = game.new_initial_state()
    rng = random.Random(8)
    for _ in range(3):
        if state.is_terminal():
            break
        state.apply_action(rng.choice(state.legal_actions()))
    player = state.current_player()
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    hidden = set()
    for _ in range(12):
        sample = state.resample_from_infostate(player, sampler)
        assert sample.information_state_string(player) == state.information_state_string(player)
        assert sample.legal_actions() == state.legal_actions()
        others = [s for s in range(game.num_players()) if s != player]
        hidden.add(str(sample.widow_state.full_view()["seats"][others[0]]))
        # The sample plays on to the end.
        while not sample.is_terminal():
            sample.apply_action(rng.choice(sample.legal_actions()))
    assert len(hidden) > 1


@pytest.mark.parametrize(("name", "players"), [("la-viuda", 4), ("whisky-poker", 3)])
def test_openspiel_ismcts_plays_whole_matches(name: str, players: int) -> None:
    """OpenSpiel's ISMCTS bot, determinizing through ``resample_from_infostate``, plays seat 0."""
    game = _load(name, players=players, seed=2)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(0))
    bot = ismcts.ISMCTSBot(
        game, evaluator, uct_c=2.0, max_simulations=8, random_state=np.random.RandomState(1)
    )
    state = game.new_initial_state()
    rng = random.Random(3)
    decisions = 0
    while not state.is_terminal() and decisions < 6:
        if state.current_player() == 0:
            action = bot.step(state)
            assert action in state.legal_actions()
            decisions += 1
        else:
            action = rng.choice(state.legal_actions())
        state.apply_action(action)
    assert decisions > 0


def test_outcome_sampling_mccfr_runs_on_two_player_whisky_poker() -> None:
    """CFR on a small setting: outcome-sampling MCCFR on two-player, one-deal Whisky Poker.

    The full game tree is far too large for vanilla CFR (thousands of swap actions per turn and
    sampled chance), so the sampling member of the CFR family is the one run here.
    """
    game = _load("whisky-poker", players=2, seed=1, options="deals=1")
    solver = outcome_sampling_mccfr.OutcomeSamplingSolver(game)
    for _ in range(20):
        solver.iteration()
    policy = solver.average_policy()
    state = game.new_initial_state()
    probabilities = policy.action_probabilities(state)
    assert set(probabilities) <= set(state.legal_actions())
    assert sum(probabilities.values()) == pytest.approx(1.0)
    assert len(solver._infostates) > 20


def test_a_state_at_a_widow_position_plays_on_from_a_copy_of_it() -> None:
    """``state_at`` wraps a position reached in widow: OpenSpiel sees its seat to act and legal
    actions, its ISMCTS bot can search it, and playing on leaves the widow position alone."""
    game = _load("whisky-poker", players=4)
    position = game.widow_game.new_state(seed=8)
    for _ in range(3):
        position.apply(position.legal_actions()[0])
    history = list(position.history)
    state = game.state_at(position)
    assert state.current_player() == position.to_act
    assert state.legal_actions() == position.legal_action_indices()
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(0))
    bot = ismcts.ISMCTSBot(
        game, evaluator, uct_c=2.0, max_simulations=6, random_state=np.random.RandomState(1),
        allow_inconsistent_action_sets=True,
    )
    action = bot.step(state)
    assert action in position.legal_action_indices()
    state.apply_action(action)
    assert list(position.history) == history
    assert len(state.widow_state.history) == len(history) + 1
