"""The PettingZoo adapter: PettingZoo's own API and seed tests, rewards and masks."""

from __future__ import annotations

import random

import numpy as np
import pytest

pettingzoo_test = pytest.importorskip("pettingzoo.test")

from widow import IllegalActionError, list_games  # noqa: E402
from widow.adapters.observation import observe  # noqa: E402
from widow.adapters.pettingzoo import env  # noqa: E402

#: Small settings so PettingZoo's checks see whole matches quickly.
SETTINGS: dict[str, dict[str, object]] = {
    "whisky-poker": {"players": 3, "deals": 2},
    "la-viuda": {"players": 4, "chips": 1},
}
LONG_GAMES = {"whist", "war"}


def _settings(name: str) -> dict[str, object]:
    return SETTINGS.get(name, {"players": load_game_min(name)})


def load_game_min(name: str) -> int:
    from widow.games import game_class

    return max(2, game_class(name).min_players)


@pytest.mark.parametrize(
    "name",
    [pytest.param(g, marks=pytest.mark.slow) if g in LONG_GAMES else g for g in list_games()],
)
def test_pettingzoo_api_test_passes(name: str) -> None:
    settings = _settings(name)
    pettingzoo_test.api_test(env(name, **settings), num_cycles=200)  # type: ignore[arg-type]


@pytest.mark.parametrize("name", ["la-viuda", "whisky-poker", "holdem"])
def test_pettingzoo_seed_test_passes(name: str) -> None:
    settings = _settings(name)
    pettingzoo_test.seed_test(lambda: env(name, **settings), num_cycles=100)  # type: ignore[arg-type]


def _play(name: str, seed: int, **settings: object) -> tuple[dict[str, float], object]:
    environment = env(name, **settings)  # type: ignore[arg-type]
    environment.reset(seed=seed)
    rng = random.Random(seed)
    totals = dict.fromkeys(environment.possible_agents, 0.0)
    for agent in environment.agent_iter():
        observation, reward, terminated, truncated, _info = environment.last()
        totals[agent] += reward
        if terminated or truncated:
            environment.step(None)
            continue
        legal = np.flatnonzero(observation["action_mask"])
        assert sorted(legal.tolist()) == environment.widow_state.legal_action_indices()
        environment.step(int(rng.choice(legal.tolist())))
    return totals, environment.widow_state


@pytest.mark.parametrize("name", ["la-viuda", "whisky-poker", "bourre"])
def test_rewards_add_up_to_each_seats_money(name: str) -> None:
    for seed in range(4):
        totals, state = _play(name, seed, **_settings(name))
        money = [float(s["money"]) for s in state.outcome()["seats"]]  # type: ignore[attr-defined]
        assert [totals[f"seat_{i}"] for i in range(len(money))] == money
        assert sum(money) == 0


def test_same_seed_same_match_and_observations_are_the_seats_own() -> None:
    first = env("la-viuda", players=4)
    second = env("la-viuda", players=4)
    first.reset(seed=9)
    second.reset(seed=9)
    assert first.widow_state == second.widow_state
    state = first.widow_state
    assert state is not None
    for seat in range(4):
        np.testing.assert_array_equal(first.observe(f"seat_{seat}")["observation"],
                                      observe(state, seat))
    acting = first.agent_selection
    others = [a for a in first.possible_agents if a != acting]
    assert all(first.observe(a)["action_mask"].sum() == 0 for a in others)


def test_illegal_action_is_refused_and_changes_nothing() -> None:
    environment = env("whisky-poker", players=3)
    environment.reset(seed=2)
    mask = environment.observe(environment.agent_selection)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    before = environment.widow_state.record()  # type: ignore[union-attr]
    with pytest.raises(IllegalActionError):
        environment.step(illegal)
    assert environment.widow_state.record() == before  # type: ignore[union-attr]


def test_max_actions_truncates() -> None:
    environment = env("whisky-poker", players=3, max_actions=4)
    environment.reset(seed=1)
    steps = 0
    for _agent in environment.agent_iter():
        _obs, _reward, terminated, truncated, _info = environment.last()
        if terminated or truncated:
            assert truncated and not terminated
            environment.step(None)
            continue
        mask = environment.observe(environment.agent_selection)["action_mask"]
        environment.step(int(np.flatnonzero(mask)[0]))
        steps += 1
    assert steps == 4


def test_render_shows_no_card_an_onlooker_may_not_see() -> None:
    """Rules, Whisky Poker: the cards taken with the face-down widow are the taker's secret."""
    environment = env("whisky-poker", players=3, render_mode="ansi")
    environment.reset(seed=3)
    state = environment.widow_state
    assert state is not None
    state.apply("exchange")
    text = environment.render()
    assert text is not None and "exchanged" in text
    taken = [e for e in state.recent_events() if e.type == "exchanged"][-1]
    hidden = taken.to_dict()
    masked = taken.for_seat(None)
    secret = [k for k in hidden if hidden[k] != masked[k]]
    assert secret, "the exchange hides something from onlookers"
    for key in secret:
        assert str(hidden[key]) not in text


def test_whist_agents_get_their_sides_points_hand_by_hand() -> None:
    """Rules, war-whist-bid-whist.txt (Whist): a side scores a point for each trick over six; the
    game settles no money, so agents are rewarded with points by default, at each hand's end."""
    environment = env("whist", players=4)
    assert environment.reward == "points"
    environment.reset(seed=3)
    rng = random.Random(3)
    totals = dict.fromkeys(environment.possible_agents, 0.0)
    rewarded_steps = 0
    for agent in environment.agent_iter():
        observation, reward, terminated, truncated, _info = environment.last()
        totals[agent] += reward
        if terminated or truncated:
            environment.step(None)
            continue
        environment.step(int(rng.choice(np.flatnonzero(observation["action_mask"]).tolist())))
        rewarded_steps += any(environment.rewards.values())
    state = environment.widow_state
    assert state is not None
    points = [float(s["points"]) for s in state.outcome()["seats"]]
    assert [totals[f"seat_{i}"] for i in range(4)] == points
    assert any(points) and rewarded_steps > 1


@pytest.mark.parametrize(("name", "reward"), [("poker-squares", "win"), ("la-viuda", "points")])
def test_pettingzoo_api_test_passes_for_each_reward(name: str, reward: str) -> None:
    settings = _settings(name)
    pettingzoo_test.api_test(env(name, reward=reward, **settings), num_cycles=200)  # type: ignore[arg-type]


def test_win_rewards_sum_to_zero_and_favour_the_winners() -> None:
    totals, state = _play("poker-squares", 5, players=2, reward="win")
    winners = state.outcome()["winners"]  # type: ignore[attr-defined]
    assert sum(totals.values()) == 0
    for seat in range(2):
        assert (totals[f"seat_{seat}"] > 0) == (seat in winners and len(winners) == 1)


def test_a_bad_reward_is_refused() -> None:
    from widow.errors import InvalidOptionError

    with pytest.raises(InvalidOptionError, match="'cash'"):
        env("whist", players=4, reward="cash")
