"""Brag's heuristic bot: it plays legally from its view alone and beats random play."""

from __future__ import annotations

import random

from widow import load_game
from widow.bots import play_match
from widow.games.brag.bot import BragHeuristicBot, percentile


def test_percentile_orders_hands_by_the_brag_ranking() -> None:
    """A prial of threes is the best hand of all, a run beats a flush, 2-3-5 is near the bottom."""
    assert percentile(["3c", "3d", "3h"]) > percentile(["Ac", "Ad", "Ah"]) > 0.99
    assert percentile(["4c", "5d", "6h"]) > percentile(["2s", "7s", "Ks"])
    assert percentile(["2c", "3d", "5h"]) < 0.01
    assert percentile(["3c", "3d", "3h"], threes_high=False) < percentile(["Ac", "Ad", "Ah"])


def test_a_blind_heuristic_never_sees_its_cards_before_looking() -> None:
    """The bot decides from the view: while blind its own hand reads as unknown cards."""
    state = load_game("brag", players=4).new_state(seed=5)
    seat = state.to_act
    assert seat is not None
    view = state.view(seat)
    assert view["seats"][seat]["hand"] == ["??"] * 3
    action = BragHeuristicBot().choose(view, state.legal_actions(), random.Random(1))
    assert action in state.legal_actions()


def test_the_heuristic_wins_money_from_random_players() -> None:
    """Over seeded matches the heuristic seats end up ahead of the random ones."""
    game = load_game("brag", players=4, hands=5)
    money = 0
    for seed in range(30):
        state = play_match(game, ["heuristic", "random", "heuristic", "random"], seed)
        seats = state.outcome()["seats"]
        money += seats[0]["money"] + seats[2]["money"]
    assert money > 0
