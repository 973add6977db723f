"""Explicit chance in the OpenSpiel adapter: a chance node picks the deal, so OpenSpiel's exact
algorithms (best responses, NashConv, exploitability) run on small configurations."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

pyspiel = pytest.importorskip("pyspiel")

from open_spiel.python import policy as policy_lib  # noqa: E402
from open_spiel.python.algorithms import exploitability  # noqa: E402

from widow import InvalidOptionError, load_game  # noqa: E402
from widow.adapters.openspiel import register  # noqa: E402

#: One deal of Farmer with no extra deals: a handful of decisions after the deal.
FARMER = {"players": 2, "options": "deals=1,extra_deals=0", "chance": "explicit", "deals": 4}
#: Short War: nobody has a choice (each turn is "turn"), so every policy is the same policy.
WAR = {"players": 2, "options": "max_battles=20", "chance": "explicit", "deals": 3}


def _load(name: str, params: dict[str, Any]) -> Any:
    return pyspiel.load_game(register(name), params)


def test_the_root_is_a_chance_node_over_the_deals() -> None:
    game = _load("farmer", FARMER)
    assert game.get_type().chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert game.max_chance_outcomes() == 4
    root = game.new_initial_state()
    assert root.is_chance_node()
    outcomes = root.chance_outcomes()
    assert [deal for deal, _ in outcomes] == [0, 1, 2, 3]
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    # Each outcome deals the match its seed deals in widow itself.
    widow_game = load_game("farmer", players=2, deals=1, extra_deals=0)
    for deal, _ in outcomes:
        child = root.child(deal)
        assert not child.is_chance_node()
        expected = widow_game.new_state(game.deal_seeds[deal])
        assert child.widow_state.record() == expected.record()
    assert len({root.child(d).information_state_string(0) for d, _ in outcomes}) > 1
    # The chance node is untouched by dealing its children.
    assert root.is_chance_node() and root.clone().is_chance_node()


def test_random_simulation_passes_with_explicit_chance() -> None:
    pyspiel.random_sim_test(_load("farmer", FARMER), num_sims=3, serialize=False, verbose=False)
    pyspiel.random_sim_test(_load("war", WAR), num_sims=1, serialize=False, verbose=False)


def test_nash_conv_is_zero_where_no_seat_has_a_choice() -> None:
    # In War every seat's only action is to turn its card, so no policy can do better than the
    # uniform one: its NashConv and exploitability are exactly zero.
    game = _load("war", {**WAR, "reward": "win"})
    uniform = policy_lib.UniformRandomPolicy(game)
    assert exploitability.nash_conv(game, uniform) == pytest.approx(0.0, abs=1e-12)
    assert exploitability.exploitability(game, uniform) == pytest.approx(0.0, abs=1e-12)


def _information_sets(state: Any, player: int, found: dict[str, list[int]]) -> None:
    if state.is_terminal():
        return
    if state.is_chance_node():
        for deal, _ in state.chance_outcomes():
            _information_sets(state.child(deal), player, found)
        return
    if state.current_player() == player:
        found.setdefault(state.information_state_string(player), state.legal_actions())
    for action in state.legal_actions():
        _information_sets(state.child(action), player, found)


def _value(state: Any, player: int, pure: dict[str, int] | None) -> float:
    """``player``'s expected return when it plays ``pure`` (uniformly when ``None``) and every
    other seat plays uniformly."""
    if state.is_terminal():
        return float(state.returns()[player])
    if state.is_chance_node():
        return sum(p * _value(state.child(d), player, pure) for d, p in state.chance_outcomes())
    legal = state.legal_actions()
    if pure is not None and state.current_player() == player:
        return _value(state.child(pure[state.information_state_string(player)]), player, pure)
    return sum(_value(state.child(a), player, pure) for a in legal) / len(legal)


def test_nash_conv_of_the_uniform_policy_matches_a_brute_force_best_response() -> None:
    # The oracle: each seat's best response found by trying every pure strategy over its
    # information sets (a few thousand here), against OpenSpiel's best-response computation.
    game = _load("farmer", FARMER)
    root = game.new_initial_state()
    expected = 0.0
    for player in range(2):
        found: dict[str, list[int]] = {}
        _information_sets(root, player, found)
        keys = list(found)
        best = max(
            _value(root, player, dict(zip(keys, choice, strict=True)))
            for choice in itertools.product(*(found[k] for k in keys))
        )
        expected += best - _value(root, player, None)
    uniform = policy_lib.UniformRandomPolicy(game)
    nash_conv = exploitability.nash_conv(game, uniform)
    assert expected > 0.0  # some seat can do better than playing at random
    assert nash_conv == pytest.approx(expected)
    # Money is zero-sum: exploitability is NashConv shared over the two seats.
    assert exploitability.exploitability(game, uniform) == pytest.approx(nash_conv / 2)


def test_bad_chance_settings_are_refused() -> None:
    with pytest.raises(InvalidOptionError, match="chance must be one of sampled, explicit"):
        _load("farmer", {**FARMER, "chance": "enumerated"})
    with pytest.raises(InvalidOptionError, match="deals must be a whole number >= 1, not 0"):
        _load("farmer", {**FARMER, "deals": 0})


def test_sampled_chance_is_still_the_default() -> None:
    game = _load("farmer", {"players": 2})
    assert game.get_type().chance_mode == pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC
    assert game.max_chance_outcomes() == 0
    assert not game.new_initial_state().is_chance_node()
