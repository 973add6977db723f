"""What the betting games share (the match state, the stud and draw state, reading the menu for a
bot, the three-card tables): checked as invariants over seeded random play and random hands."""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest

from widow.cards import CARDS
from widow.engine.actions import Action
from widow.engine.betting.match import BettingMatchState
from widow.engine.betting.menu import (
    call_price,
    check_action_number,
    fold_or,
    passive_move,
    raises_smallest_first,
)
from widow.engine.betting.rounds import ALL_IN, CALL, CHECK, FOLD, AllIn, Bet, RaiseTo
from widow.errors import InvalidActionError
from widow.games import load_game
from widow.ranking import get_system

#: Every game on the shared betting match state, with options that keep a match short.
BETTING_GAMES: list[tuple[str, dict[str, Any]]] = [
    ("draw-poker", {"hands": 3}),
    ("soko", {"hands": 3}),
    ("anaconda", {"hands": 3}),
    ("holdem", {"hands": 3}),
    ("whisky-poker", {"scoring": "betting", "deals": 3}),
]


def _random_walk(name: str, options: dict[str, Any], seed: int) -> list[BettingMatchState]:
    """Every state of one seeded random match, from the start to the end."""
    state = load_game(name, players=3, **options).new_state(seed=seed)
    assert isinstance(state, BettingMatchState)
    rng = random.Random(seed)
    states = [state]
    while not state.is_over:
        state = state.copy()
        state.apply(rng.choice(state.legal_actions()))
        states.append(state)
    return states


@pytest.mark.parametrize(("name", "options"), BETTING_GAMES)
def test_a_copy_moves_on_without_touching_its_original(name: str, options: dict[str, Any]) -> None:
    """Invariant: at every point of a random match, a copy shows the same views and outcome as
    its original, and playing the copy on leaves the original's views as they were."""
    rng = random.Random(name)
    for state in _random_walk(name, options, seed=3)[::3]:
        before = [state.view(s) for s in range(3)], state.outcome()
        twin = state.copy()
        assert ([twin.view(s) for s in range(3)], twin.outcome()) == before
        if not twin.is_over:
            twin.apply(rng.choice(twin.legal_actions()))
        assert ([state.view(s) for s in range(3)], state.outcome()) == before


@pytest.mark.parametrize(("name", "options"), BETTING_GAMES)
def test_the_pool_is_what_lies_in_the_middle_until_the_match_ends(
    name: str, options: dict[str, Any]
) -> None:
    """Invariant: chips are neither made nor lost, so the chips behind and the pool add up to
    what the seats brought; the pool is empty once the match is over."""
    for state in _random_walk(name, options, seed=11):
        outcome = state.outcome()
        behind = sum(seat["chips"] for seat in outcome["seats"])
        brought = (
            sum(state.buy_ins)
            if name == "whisky-poker"
            else sum(b * (1 + r) for b, r in zip(state.buy_ins, state.rebought, strict=True))
        )
        assert behind + outcome["pool"] == brought
        if state.is_over:
            assert outcome["pool"] == 0


@pytest.mark.parametrize(("name", "options"), BETTING_GAMES)
def test_action_numbers_outside_the_range_are_refused_by_name(
    name: str, options: dict[str, Any]
) -> None:
    game = load_game(name, players=3, **options)
    state = game.new_state(seed=1)
    top = game.num_distinct_actions
    for bad in (-1, top, True):
        with pytest.raises(InvalidActionError, match=f"action number {bad!r} is out of range"):
            state.action_from_index(bad)  # type: ignore[arg-type]


def test_check_action_number_accepts_exactly_the_range() -> None:
    for number in range(5):
        check_action_number(number, 5)
    for bad in (5, -1, False, 2.0, "2"):
        with pytest.raises(InvalidActionError, match="numbers run from 0 to 4"):
            check_action_number(bad, 5)


def _size(action: Action) -> int:
    return action.amount if isinstance(action, (Bet, RaiseTo)) else 10**12


def test_reading_a_menu_for_a_bot() -> None:
    """Invariant over random menus: the raises come smallest first with the all-in last, the
    passive move is a check or call where one is offered, and a fold is found where listed."""
    rng = random.Random(5)
    for _ in range(200):
        menu: list[Action] = [RaiseTo(rng.randint(2, 90)) for _ in range(rng.randint(0, 4))]
        menu += rng.sample([FOLD, CALL, CHECK, ALL_IN], rng.randint(1, 4))
        rng.shuffle(menu)
        raises = raises_smallest_first(menu)
        assert sorted(raises, key=_size) == raises
        assert {id(a) for a in raises} == {
            id(a) for a in menu if isinstance(a, (Bet, RaiseTo, AllIn))
        }
        passive = passive_move(menu)
        assert passive in (CHECK, CALL) if (CHECK in menu or CALL in menu) else passive is menu[0]
        assert fold_or(menu, passive) == (FOLD if FOLD in menu else passive)


def test_call_price_is_the_share_of_the_pot_after_calling() -> None:
    assert call_price({"to_call": 0, "pot": 12}) is None
    for to_call, pot in ((1, 3), (5, 5), (40, 2)):
        price = call_price({"to_call": to_call, "pot": pot})
        assert price is not None
        assert price * (pot + to_call) == pytest.approx(to_call)


@pytest.mark.parametrize("system", ["brag", "chinese-front", "commerce"])
def test_three_card_batches_agree_with_one_hand_at_a_time(system: str) -> None:
    """Oracle: the table read by the batch path gives each hand the strength the one-hand
    evaluator gives it."""
    ranking = get_system(system)
    rng = np.random.default_rng(7)
    hands = np.array([rng.choice(52, size=3, replace=False) for _ in range(400)])
    batch = ranking.evaluate_batch(hands)
    single = [ranking.evaluate([CARDS[int(c)] for c in row]).strength for row in hands]
    assert batch.tolist() == single
