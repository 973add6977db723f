"""Rewards: every game gives a learning signal, per hand, adding up as its outcome says."""

from __future__ import annotations

import random
from typing import Any

import pytest

from widow import list_games, load_game
from widow.adapters.rewards import (
    REWARDS,
    RewardTracker,
    default_reward,
    measure,
    settles_money,
    zero_sum,
)
from widow.engine.core import State
from widow.errors import InvalidOptionError
from widow.games import game_class

#: Seeded random matches per game: enough that a measure which ever moves is seen moving.
MATCHES = 6


def _players(name: str) -> int:
    return max(2, game_class(name).min_players)


def _play(state: State, rng: random.Random, tracker: RewardTracker) -> list[list[float]]:
    """Plays ``state`` out at random; the rewards of every step."""
    steps = []
    while not state.is_over:
        events = state.apply(rng.choice(state.legal_actions()))
        steps.append(tracker.after_step(state, events))
    return steps


def _expected_total(
    reward: str, outcome: dict[str, Any], start: dict[str, Any], money: bool
) -> list[float]:
    """The measure of a whole match, read straight from the outcome (an oracle written apart
    from :func:`measure`)."""
    seats = outcome["seats"]
    if reward == "money":
        return [float(s["money"]) for s in seats]
    if reward == "points":
        if all("points" in s for s in seats):
            return [float(s["points"]) for s in seats]
        if money:
            return [float(s["money"]) for s in seats]
        return [float(s["chips"] - t["chips"]) for s, t in zip(seats, start["seats"], strict=True)]
    winners = outcome["winners"]
    if not winners or len(winners) == len(seats):
        return [0.0] * len(seats)
    losers = len(seats) - len(winners)
    return [1 / len(winners) if s["seat"] in winners else -1 / losers for s in seats]


@pytest.mark.parametrize("name", list_games())
def test_every_games_default_reward_moves_and_adds_up_as_its_outcome_says(name: str) -> None:
    """Over a few seeded random matches, the default reward is not zero in all of them; for every
    measure the rewards of a match add up to the measure its outcome gives, and to zero where the
    measure is declared zero-sum."""
    game = load_game(name, players=_players(name))
    default = default_reward(game)
    moved = False
    for seed in range(MATCHES):
        for reward in REWARDS:
            state = game.new_state(seed)
            start = state.outcome()
            tracker = RewardTracker(reward, state)
            steps = _play(state, random.Random(seed), tracker)
            totals = [sum(step[seat] for step in steps) for seat in range(game.players)]
            expected = _expected_total(reward, state.outcome(), start, settles_money(game))
            assert totals == pytest.approx(expected), (reward, seed)
            assert tracker.total == pytest.approx(expected)
            if zero_sum(reward, game):
                assert sum(totals) == pytest.approx(0.0), (reward, seed)
            if reward == default and any(totals):
                moved = True
    assert moved, f"{name}: the default reward {default!r} was zero in {MATCHES} matches"


@pytest.mark.parametrize("name", list_games())
def test_rewards_come_with_each_new_deal_and_at_the_end(name: str) -> None:
    """A step brings a reward only when it deals a new hand (so the previous hand is settled) or
    ends the match; and whenever the outcome's count of deals moves on before the end, that step
    deals, so each hand's result comes as the hand ends (War's battles are counted as deals but
    are all played from one deal: its reward comes at the end)."""
    game = load_game(name, players=_players(name))
    for seed in range(2):
        state = game.new_state(seed)
        rng = random.Random(seed)
        tracker = RewardTracker(default_reward(game), state)
        deals = state.outcome()["deals_played"]
        while not state.is_over:
            events = state.apply(rng.choice(state.legal_actions()))
            dealt = any(e.type == "dealt" for e in events)
            if any(tracker.after_step(state, events)):
                assert state.is_over or dealt
            now = state.outcome()["deals_played"]
            if now != deals and not state.is_over and name != "war":
                assert dealt, (seed, len(state.history))
            deals = now


def test_money_games_and_the_games_without_money() -> None:
    """Rules, war-whist-bid-whist.txt (Whist): teams score a point for each trick over six, and
    no stakes are named; whisky-poker-and-la-viuda.txt: played for lives, a player who loses all
    lives is out, and nobody collects money. These default to points, betting games to money."""
    for name in ("whist", "bid-whist", "war", "poker-squares", "cribbage-squares"):
        game = load_game(name, players=_players(name))
        assert not settles_money(game) and default_reward(game) == "points"
    lives = load_game("whisky-poker", players=3, scoring="lives")
    assert default_reward(lives) == "points"
    assert default_reward(load_game("whisky-poker", players=3)) == "money"
    assert default_reward(load_game("holdem", players=2)) == "money"


def test_whist_win_reward_is_shared_by_the_winning_side() -> None:
    game = load_game("whist", players=4)
    state = game.new_state(1)
    tracker = RewardTracker("win", state)
    _play(state, random.Random(1), tracker)
    winners = state.outcome()["winners"]
    assert len(winners) == 2
    assert tracker.total == [0.5 if seat in winners else -0.5 for seat in range(4)]


def test_lives_count_as_points_lost() -> None:
    """Rules, whisky-poker-and-la-viuda.txt (lives): the lowest hand loses a life each deal; the
    points of a seat are the lives it gained (never more than zero) since the match began."""
    game = load_game("whisky-poker", players=3, scoring="lives")
    state = game.new_state(4)
    tracker = RewardTracker("points", state)
    _play(state, random.Random(4), tracker)
    lives = game.option_values()["lives"]
    chips = [s["chips"] for s in state.outcome()["seats"]]
    assert tracker.total == [float(c - lives) for c in chips]
    assert min(tracker.total) == -lives and all(t <= 0 for t in tracker.total)


def test_a_bad_reward_is_refused_by_name() -> None:
    state = load_game("whist", players=4).new_state(1)
    with pytest.raises(InvalidOptionError, match="'cash'"):
        RewardTracker("cash", state)
    with pytest.raises(InvalidOptionError, match="'cash'"):
        measure("cash", state)
