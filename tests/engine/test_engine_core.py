"""The Game/State protocol's shared behaviour: construction checks, seeds, seats, the end."""

from __future__ import annotations

import random

import pytest

from widow import (
    IllegalActionError,
    InvalidActionError,
    InvalidOptionError,
    list_games,
    load_game,
)
from widow.bots import play_match
from widow.games import game_class, rules_text


def test_list_games_and_unknown_game() -> None:
    assert list_games() == sorted(list_games()) and "whisky-poker" in list_games()
    with pytest.raises(
        InvalidOptionError, match=f"unknown game 'poker'; valid: {', '.join(list_games())}"
    ):
        load_game("poker", players=3)
    with pytest.raises(InvalidOptionError, match="unknown game"):
        rules_text("poker")


@pytest.mark.parametrize("name", ["whisky-poker", "la-viuda"])
def test_game_traits(name: str) -> None:
    cls = game_class(name)
    assert cls.name == name and cls.min_players == 2 and cls.max_players == 9
    assert rules_text(name).startswith(cls.title.upper())


@pytest.mark.parametrize("seed", ["7", 1.5, True])
def test_seed_must_be_whole_number(seed: object) -> None:
    with pytest.raises(InvalidOptionError, match="seed"):
        load_game("whisky-poker", players=2).new_state(seed=seed)  # type: ignore[arg-type]


def test_no_seed_draws_a_fresh_one_that_is_recorded() -> None:
    game = load_game("whisky-poker", players=2)
    a, b = game.new_state(), game.new_state()
    assert isinstance(a.record()["seed"], int) and a.record()["seed"] != b.record()["seed"]


@pytest.mark.parametrize("seat", [-1, 3, "0", None])
def test_view_of_unknown_seat_refused(seat: object) -> None:
    state = load_game("whisky-poker", players=3).new_state(seed=1)
    with pytest.raises(InvalidOptionError, match="no seat"):
        state.view(seat)  # type: ignore[arg-type]


def test_actions_after_the_end_refused() -> None:
    state = load_game("whisky-poker", players=2, deals=1, chips=1).new_state(seed=3)
    rng = random.Random(3)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    assert state.to_act is None and state.legal_actions() == [] and state.phase == "over"
    with pytest.raises(IllegalActionError, match="the game is over"):
        state.apply("pass")


def test_copy_is_independent_and_equal() -> None:
    state = load_game("la-viuda", players=4).new_state(seed=5)
    twin = state.copy()
    assert twin.full_view() == state.full_view() and twin.record() == state.record()
    rng = random.Random(5)
    for _ in range(30):
        twin.apply(rng.choice(twin.legal_actions()))
    assert twin.record() != state.record()
    assert state.record()["actions"] == []


def test_history_lists_seat_and_action() -> None:
    state = load_game("whisky-poker", players=3).new_state(seed=4)
    seat = state.to_act
    state.apply("pass")
    assert [(s, str(a)) for s, a in state.history] == [(seat, "pass")]


@pytest.mark.parametrize("action", [None, 5, ["pass"]])
def test_apply_refuses_what_is_neither_text_nor_an_action(action: object) -> None:
    state = load_game("whisky-poker", players=3).new_state(seed=4)
    before = state.full_view()
    with pytest.raises(InvalidActionError, match="must be text"):
        state.apply(action)  # type: ignore[arg-type]
    assert state.full_view() == before and state.history == []


def test_recent_events_hold_the_whole_current_deal_however_long() -> None:
    # The protocol promises at least the events since the current deal began.
    state = load_game("la-viuda", players=3).new_state(seed=6)
    state.apply("exchange")
    for _ in range(200):  # phase 2 without a knock: swaps can go on and on
        state.apply("swap all")
    events = state.recent_events()
    assert len(events) > 200 and [e.type for e in events].count("dealt") == 1
    while state.deal_no == 1:
        state.apply(state.legal_actions()[-1])
    assert len(state.recent_events()) <= 64


def scramble(value: object) -> None:
    """Empty every list and dict inside ``value``, innermost first."""
    items = list(value.values()) if isinstance(value, dict) else value
    if isinstance(items, list):
        for item in items:
            scramble(item)
        value.clear()  # type: ignore[union-attr]


@pytest.mark.parametrize("name", list_games())
def test_changing_a_view_or_outcome_changes_nothing(name: str) -> None:
    # Views go to front ends and bots: each is a fresh copy, sharing nothing with the state.
    state = play_match(load_game(name, players=3), ["random"] * 3, seed=5, max_steps=80)
    view = state.view(0)
    assert "last_showdown" not in view or view["last_showdown"] is not None

    def everything() -> tuple[object, ...]:
        return state.full_view(), [state.view(s) for s in range(3)], state.outcome()

    before = everything()
    for taken in (state.view(0), state.full_view(), state.outcome()):
        scramble(taken)
    assert everything() == before
