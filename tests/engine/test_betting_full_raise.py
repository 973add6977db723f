"""What counts as a full raise, so that a short all-in reopens the betting only when it should.

The rules texts leave the betting to the usual rules of poker (Pineapple, "Setup": the pre-flop
round "is conducted according to the typical rules of betting in poker"; Soko, the bring-in:
"the betting round is thereafter conducted according to the usual rules of betting in poker").
docs/betting.md states the rule widow follows ("incomplete all-in"): an all-in for less than a
full raise does not reopen the betting for a player who has already acted. A full raise adds at
least the minimum raise: the round's unit or the largest full bet or raise, whichever is larger.
So a big blind counts as a full bet of the unit, and over a bring-in the first full bet is the
completion to the unit. These tests pin the rounds that open with forced bets, where the largest
raise so far is still nothing, and a few rounds without them.
"""

from __future__ import annotations

import pytest

from widow import IllegalActionError, load_game
from widow.engine.betting.rounds import ALL_IN, CALL, Betting, RaiseTo
from widow.engine.core import State

STRUCTURES = ("no-limit", "pot-limit", "limit")


def legal_words(state: State) -> set[str]:
    """The verbs of the legal actions (``raise to 24`` -> ``raise to``)."""
    return {str(a).rstrip("0123456789 ") for a in state.legal_actions()}


def play(state: State, *actions: str) -> None:
    for action in actions:
        state.apply(action)


def blinds_table(game: str, betting: str, opener_stack: int) -> State:
    """Four seats, blinds 5 and 10; seat 0 deals and is the short stack, seat 3 opens."""
    table = load_game(
        game,
        players=4,
        betting=betting,
        small_blind=5,
        big_blind=10,
        stacks=f"{opener_stack},200,200,200",
    )
    state = table.new_state(seed=3)
    assert state.to_act == 3
    return state


@pytest.mark.parametrize("betting", STRUCTURES)
@pytest.mark.parametrize("game", ["holdem", "pineapple"])
def test_short_all_in_over_the_big_blind_does_not_reopen_the_betting(
    game: str, betting: str
) -> None:
    """Seat 3 calls the big blind of 10, the button goes all-in for 14 (four more, less than a
    full raise of 10), both blinds call: seat 3 has acted and may now only call or fold."""
    state = blinds_table(game, betting, opener_stack=14)
    play(state, "call", "all-in")
    # The blinds have not acted yet: the short all-in leaves them free to raise.
    assert "raise to" in legal_words(state) and state.to_act == 1
    play(state, "call", "call")
    assert state.to_act == 3
    assert legal_words(state) == {"fold", "call"}
    before = state.record()
    with pytest.raises(IllegalActionError, match="did not reopen"):
        state.apply("raise to 30" if betting != "limit" else "raise to 24")
    assert state.record() == before


@pytest.mark.parametrize("game", ["holdem", "pineapple"])
def test_limit_all_in_of_more_than_half_a_bet_is_still_short(game: str) -> None:
    """widow keeps the full-raise rule in limit play too (no "half a bet" convention): an all-in
    raise of 8 over a bet of 10 does not reopen the betting for a seat that has acted."""
    state = blinds_table(game, "limit", opener_stack=18)
    play(state, "call", "all-in", "call", "call")
    assert state.to_act == 3 and legal_words(state) == {"fold", "call"}


@pytest.mark.parametrize("betting", STRUCTURES)
def test_full_raise_all_in_over_the_big_blind_reopens_the_betting(betting: str) -> None:
    """An all-in that is itself a full raise (to 20, ten over the big blind) reopens it."""
    state = blinds_table("holdem", betting, opener_stack=20)
    play(state, "call", "all-in", "call", "call")
    assert state.to_act == 3 and "raise to" in legal_words(state)
    state.apply("raise to 30")


def test_short_all_ins_over_the_blinds_that_add_up_to_a_full_raise_reopen_the_betting() -> None:
    """The button goes all-in to 14 (+4) and the small blind all-in to 20 (+6): together a full
    raise of 10 over the big blind, so seat 3, who had called, may raise again."""
    table = load_game(
        "holdem", players=4, small_blind=5, big_blind=10, stacks="14,20,200,200", hands=1
    )
    state = table.new_state(seed=3)
    play(state, "call", "all-in", "all-in", "call")
    assert state.to_act == 3 and "raise to" in legal_words(state)


@pytest.mark.parametrize("betting", STRUCTURES)
def test_short_all_in_after_a_completed_bring_in_does_not_reopen_the_betting(
    betting: str,
) -> None:
    """Soko: seat 1 brings in for 1, seat 2 completes to the full bet of 2, seat 0 calls, seat 1
    goes all-in for 3 (one more, less than a full raise of 2) and seat 2 calls: seats 2 and 0
    have acted since the completion and may only call or fold."""
    state = load_game("soko", players=3, betting=betting, stacks="100,4,100").new_state(seed=0)
    assert state.to_act == 1
    play(state, "bring-in", "raise to 2", "call", "all-in")
    assert state.to_act == 2 and legal_words(state) == {"fold", "call"}
    state.apply("call")
    assert state.to_act == 0 and legal_words(state) == {"fold", "call"}


def test_all_in_short_of_completing_a_bring_in_is_not_a_full_bet() -> None:
    """Over a bring-in of 5 with a unit of 10, an all-in to 8 does not complete the bet: a seat
    yet to act may still complete to 10, and the seat that called the bring-in may not raise."""
    money = Betting([100, 100, 8, 100], kind="limit")
    money.post_bring_in(0, 5)
    money.start_round([1, 2, 3, 0], unit=10)
    money.act(CALL)
    money.act(ALL_IN)
    assert money.to_act == 3 and money.raise_range(3) == (10, 10)
    money.act(CALL)
    # The bring-in seat has not acted by choice: it may still complete.
    assert money.to_act == 0 and money.raise_range(0) == (10, 10)
    money.act(CALL)
    assert money.to_act == 1 and money.raise_range(1) is None


def test_the_unit_sets_a_full_raise_after_a_short_opening_all_in() -> None:
    """A round without forced bets opened by an all-in of 3 (below the unit of 10): a raise to
    8 adds 5, less than the minimum raise of 10, so the seat that called the 3 may not raise."""
    money = Betting([3, 100, 8, 100], kind="no-limit")
    money.start_round([0, 1, 2, 3], unit=10)
    money.act(ALL_IN)
    money.act(CALL)
    money.act(ALL_IN)
    assert money.raise_range(3) == (18, 100)  # seat 3 has not acted: it may raise
    money.act(CALL)
    assert money.to_act == 1 and money.raise_range(1) is None


@pytest.mark.parametrize(
    ("game", "unit_option"), [("anaconda", "bet"), ("draw-poker", "small_bet")]
)
@pytest.mark.parametrize("betting", STRUCTURES)
def test_games_with_antes_only_keep_the_full_raise_rule(
    game: str, unit_option: str, betting: str
) -> None:
    """Anaconda and draw poker open their rounds without a bet: the first to act goes all-in
    for 3 (below the unit of 10), the next calls, the next goes all-in to 8 (a short raise) and
    the last calls: the first caller may only call or fold."""
    probe = load_game(game, players=4).new_state(seed=1)
    first = probe.to_act
    assert first is not None
    order = [(first + i) % 4 for i in range(4)]
    stacks = [0] * 4
    # After the ante of 1: 3 for the opener, 100 for the callers, 8 for the short raiser.
    for seat, stack in zip(order, (4, 101, 9, 101), strict=True):
        stacks[seat] = stack
    options = {unit_option: 10, "betting": betting, "stacks": ",".join(map(str, stacks))}
    state = load_game(game, players=4, **options).new_state(seed=1)
    assert state.to_act == first
    play(state, "all-in", "call", "all-in", "call")
    assert state.to_act == order[1] and legal_words(state) == {"fold", "call"}


def test_the_big_blind_keeps_its_option_over_callers() -> None:
    """A blind has not acted until its turn: when everyone just calls, the big blind may still
    raise (the blinds set the size of a full raise without counting as having acted)."""
    money = Betting([100, 100, 100], kind="no-limit")
    money.post_blind(1, 5)
    money.post_blind(2, 10)
    money.start_round([0, 1, 2], unit=10)
    money.act(CALL)
    money.act(CALL)
    assert money.to_act == 2 and money.raise_range(2) == (20, 100)
    money.act(RaiseTo(20))
    assert money.raise_range(0) == (30, 100)
