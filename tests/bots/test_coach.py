"""The coach: estimates come from the seat's view alone, a review covers every decision with a
choice, and a decision's cost is the gap between the move taken and the best one."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from widow import load_game
from widow.bots import play_match
from widow.bots.coach import Decision, advise, review_match, worst_decisions
from widow.bots.estimates import MoveEstimate
from widow.engine.actions import Action
from widow.engine.core import Game
from widow.engine.seat_view import SeatView


class ListOrderAnalyst:
    """Values each legal move by its place in the list (the first is best), and notes what it
    was given, so the tests can check it never sees more than a seat view."""

    def __init__(self) -> None:
        self.views: list[object] = []

    def analyse(
        self, view: Mapping[str, Any], legal: list[Action], rng: random.Random
    ) -> list[MoveEstimate]:
        self.views.append(view)
        return [
            MoveEstimate(action, -float(i), "points", 1, "earlier in the list")
            for i, action in enumerate(legal)
        ]


def _record(game: Game, seed: int) -> dict[str, Any]:
    return play_match(game, ["random"] * game.players, seed).record()


def test_advice_is_for_the_seat_to_act_only_and_built_from_its_view() -> None:
    game = load_game("whisky-poker", players=3)
    state = game.new_state(seed=4)
    coach = ListOrderAnalyst()
    seat = state.to_act
    assert seat is not None
    other = (seat + 1) % game.players
    assert advise(state, other, coach, random.Random(0)) == []
    estimates = advise(state, seat, coach, random.Random(0))
    assert [e.action for e in estimates] == state.legal_actions()
    # What the coach got is the seat's own view, the one a bot at that seat gets: its contents
    # are the seat's view of the state, and it can only be resampled, never read for cards.
    (given,) = coach.views
    assert type(given) is SeatView
    assert dict(given) == state.view(seat)


def test_a_review_covers_every_decision_with_a_choice_and_prices_the_moves_taken() -> None:
    game = load_game("whisky-poker", players=3)
    record = _record(game, 11)
    coach = ListOrderAnalyst()
    decisions = review_match(record, lambda g: coach)
    # Replayed by hand: the decisions are those with more than one legal move.
    state = game.new_state(record["seed"])
    expected: list[tuple[int, int, Action]] = []
    for step, entry in enumerate(record["actions"]):
        legal = state.legal_actions()
        taken = state.parse_action(entry["action"])
        if len(legal) > 1:
            expected.append((step, entry["seat"], taken))
            decision = decisions[len(expected) - 1]
            assert decision.cost == float(legal.index(taken))
        state.apply(taken)
    assert [(d.step, d.seat, d.taken) for d in decisions] == expected
    assert len(coach.views) == len(expected)


def test_a_review_of_one_seat_asks_about_that_seat_alone() -> None:
    game = load_game("whisky-poker", players=3)
    decisions = review_match(_record(game, 5), lambda g: ListOrderAnalyst(), seats={1})
    assert decisions and {d.seat for d in decisions} == {1}


def test_the_costliest_decisions_come_first_and_free_ones_are_left_out() -> None:
    parser = load_game("whisky-poker", players=3).parser
    knock, passing = parser.parse("knock"), parser.parse("pass")

    def decision(step: int, cost: float) -> Decision:
        best = MoveEstimate(knock, cost, "chips", 1, "best")
        taken = MoveEstimate(passing, 0.0, "chips", 1, "taken")
        return Decision(step, 0, passing, (best, taken) if cost else (taken, best))

    costs = [0.0, 2.0, 0.5, 3.0]
    ranked = worst_decisions([decision(i, c) for i, c in enumerate(costs)], count=2)
    assert [d.step for d in ranked] == [3, 1]
