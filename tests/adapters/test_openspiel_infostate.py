"""OpenSpiel information states: compact keys that tell information sets apart exactly, a
readable form of the same knowledge, tensors that hold the latest events, and rewards by hand."""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

from widow import list_games  # noqa: E402
from widow.adapters.observation import event_size, observation_size  # noqa: E402
from widow.adapters.openspiel import register  # noqa: E402
from widow.errors import InvalidOptionError  # noqa: E402
from widow.games import game_class  # noqa: E402

#: Seeded random matches per game for the reward checks.
MATCHES = 6


def _load(name: str, **params: Any) -> Any:
    params.setdefault("players", max(2, game_class(name).min_players))
    return pyspiel.load_game(register(name), params)


def _states(game: Any, seed: int, steps: int) -> list[Any]:
    """States along a seeded random match, each with a few resamples for each player."""
    rng = random.Random(seed)
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    state = game.new_initial_state()
    out = []
    for _ in range(steps):
        if state.is_terminal():
            break
        out.append(state.clone())
        for player in range(game.num_players()):
            out.extend(state.resample_from_infostate(player, sampler) for _ in range(2))
        state.apply_action(rng.choice(state.legal_actions()))
    return out


@pytest.mark.parametrize("name", list_games())
def test_compact_keys_tell_apart_exactly_the_information_sets_the_readable_form_does(
    name: str,
) -> None:
    """Over sampled states and their resamples, two states give a player the same compact key
    exactly when they give it the same readable information state (every event it saw and its
    view), and a resample keeps the key of the player it was drawn for."""
    game = _load(name)
    states = _states(game, seed=1, steps=12) + _states(game, seed=2, steps=12)
    for player in range(game.num_players()):
        by_key: dict[str, str] = {}
        by_text: dict[str, str] = {}
        for state in states:
            key, text = state.information_key(player), state.information_text(player)
            assert by_key.setdefault(key, text) == text
            assert by_text.setdefault(text, key) == key
        assert len(by_key) > 1
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    for state in states[:: 2 * game.num_players() + 1]:
        player = state.current_player()
        sample = state.resample_from_infostate(player, sampler)
        assert sample.information_state_string(player) == state.information_state_string(player)


def test_compact_keys_are_short() -> None:
    """The compact key is a small part of the readable form (which repeats field names and the
    whole view as JSON)."""
    game = _load("whisky-poker", players=2, options="deals=1")
    states = _states(game, seed=3, steps=10)
    compact = sum(len(s.information_key(0)) for s in states)
    readable = sum(len(s.information_text(0)) for s in states)
    assert compact * 5 < readable


def test_readable_information_state_is_a_parameter() -> None:
    game = _load("la-viuda", infostate="readable")
    state = game.new_initial_state()
    assert state.information_state_string(1) == state.information_text(1)
    with pytest.raises(InvalidOptionError, match="'short'"):
        _load("la-viuda", infostate="short")


def test_information_state_tensor_holds_the_latest_events() -> None:
    """The information-state tensor is the observation, then the latest events seen, then the
    player's own latest events; different histories with the same view now differ in it."""
    game = _load("whisky-poker", players=3, seed=5, history=4)
    players = 3
    size = observation_size(players) + 2 * 4 * event_size(players)
    assert game.information_state_tensor_size() == size
    state = game.new_initial_state()
    actor = state.current_player()
    state.apply_action(state.widow_state.action_index("pass"))
    tensor = np.array(state.information_state_tensor(actor))
    assert tensor[: observation_size(players)].tolist() == state.observation_tensor(actor)
    history = tensor[observation_size(players) :].reshape(2, 4, event_size(players))
    # The newest event seen is the actor's own pass: seat 0 counted from the actor.
    assert history[0, 0, 0] == 1
    assert history[0, 0, 1 + 16 + 0] == 1
    # Its own latest event is that pass too; the next seat saw it one seat back round the table.
    assert history[1, 0].tolist() == history[0, 0].tolist()
    following = (actor + 1) % players
    seen = np.array(state.information_state_tensor(following))[observation_size(players) :]
    assert seen[1 + 16 + players - 1] == 1
    # A sample drawn for seat 1 gives seat 1 the same tensor.
    sample = state.resample_from_infostate(1, pyspiel.UniformProbabilitySampler(0.0, 1.0))
    assert sample.information_state_tensor(1) == state.information_state_tensor(1)


def test_information_state_tensor_tells_apart_histories_within_its_window() -> None:
    """While a match is no longer than the window, distinct compact keys (distinct information
    sets) give distinct tensors."""
    game = _load("whisky-poker", players=2, seed=2, history=64, options="deals=1")
    tensors: dict[str, tuple[float, ...]] = {}
    for seed in range(4):
        for state in _states(game, seed=seed, steps=8):
            for player in range(2):
                key = state.information_key(player)
                tensors[key] = tuple(state.information_state_tensor(player))
    assert len(set(tensors.values())) == len(tensors)


@pytest.mark.parametrize("name", list_games())
def test_openspiel_returns_give_a_signal_in_every_game(name: str) -> None:
    """The game's reward (its default) is not zero in every one of a few random matches; the
    per-step rewards add up to the returns, which sum to zero where the game type says so."""
    game = _load(name, seed=4)
    zero_sum = game.get_type().utility == pyspiel.GameType.Utility.ZERO_SUM
    signal = False
    for match in range(MATCHES):
        state = game.new_initial_state()
        rng = random.Random(match)
        totals = [0.0] * game.num_players()
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
            totals = [t + r for t, r in zip(totals, state.rewards(), strict=True)]
        assert totals == pytest.approx(state.returns())
        if zero_sum:
            assert sum(state.returns()) == pytest.approx(0.0)
        signal = signal or any(state.returns())
    assert signal, f"{name}: returns were zero in {MATCHES} matches"


def test_whist_returns_are_the_sides_points_and_win_shares() -> None:
    """Rules, war-whist-bid-whist.txt (Whist): a side scores a point for each trick over six and
    the side that wins the rubber wins; points reach the players hand by hand."""
    game = _load("whist", seed=1)
    assert game.reward == "points"
    state = game.new_initial_state()
    rng = random.Random(1)
    rewarded_hands = 0
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
        rewarded_hands += any(state.rewards())
    outcome = state.widow_state.outcome()
    assert state.returns() == [float(s["points"]) for s in outcome["seats"]]
    assert any(state.returns()) and rewarded_hands > 1
    # The same match rewarded by wins: +1/2 to each winner, -1/2 to each loser.
    wins = _load("whist", seed=1, reward="win")
    assert wins.get_type().utility == pyspiel.GameType.Utility.ZERO_SUM
    assert wins.max_utility() == 1.0
    again = wins.new_initial_state()
    for action in state.history():
        again.apply_action(action)
    winners = outcome["winners"]
    assert again.returns() == [0.5 if seat in winners else -0.5 for seat in range(4)]


@pytest.mark.parametrize(
    ("name", "reward"),
    [("bid-whist", "points"), ("poker-squares", "win"), ("la-viuda", "points"), ("war", "win")],
)
def test_openspiel_random_simulation_checks_pass_for_each_reward(name: str, reward: str) -> None:
    game = _load(name, seed=3, reward=reward)
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


def test_a_bad_reward_parameter_is_refused() -> None:
    with pytest.raises(InvalidOptionError, match="'cash'"):
        _load("whist", reward="cash")


def test_a_wrapped_position_is_rewarded_from_that_position_on() -> None:
    """``state_at`` counts rewards from the position it wraps: the returns at the end are the
    change in the measure since then, not what was won before."""
    game = _load("holdem", seed=1)
    position = game.widow_game.new_state(seed=6)
    rng = random.Random(6)
    while position.outcome()["deals_played"] < 3 and not position.is_over:
        position.apply(rng.choice(position.legal_actions()))
    before = [float(s["money"]) for s in position.outcome()["seats"]]
    state = game.state_at(position)
    assert state.returns() == [0.0, 0.0]
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
    after = [float(s["money"]) for s in state.widow_state.outcome()["seats"]]
    assert state.returns() == [a - b for a, b in zip(after, before, strict=True)]
