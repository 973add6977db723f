"""The betting rules of docs/betting.md, one named test each, on the engine and through Hold'em."""

from __future__ import annotations

import pytest

from widow import IllegalActionError, InvalidActionError, load_game
from widow.engine.betting.pots import build_pots, split_amount
from widow.engine.betting.rounds import ALL_IN, CALL, CHECK, FOLD, Bet, Betting, RaiseTo
from widow.games.holdem.rules import HoldemState


def open_round(
    stacks: list[int],
    *,
    kind: str = "no-limit",
    cap: int | None = None,
    blinds: tuple[int, int] = (1, 2),
) -> Betting:
    """Seat 0 small blind, seat 1 big blind, seat 2 (and on) first to act."""
    money = Betting(stacks, kind=kind, cap=cap)
    money.post_blind(0, blinds[0])
    money.post_blind(1, blinds[1])
    n = len(stacks)
    money.start_round([(2 + i) % n for i in range(n)], unit=blinds[1])
    return money


def test_minimum_bet_is_the_unit_and_minimum_raise_the_largest_raise_so_far() -> None:
    """Rule: a raise is at least as large as the largest bet or raise of the round."""
    money = open_round([100, 100, 100, 100])
    assert money.raise_range(2) == (4, 100)  # the big blind (2) more than the 2 to call
    money.act(RaiseTo(10))  # a raise of 8
    assert money.raise_range(3) == (18, 100)
    assert money.why_illegal(RaiseTo(17)) == (
        "a raise must come to from 18 to 100 chips this round, not 17"
    )
    money.act(RaiseTo(30))  # a raise of 20
    assert money.raise_range(0) == (50, 100)


def test_incomplete_all_in_raise_does_not_reopen_the_betting() -> None:
    """Rule: an all-in for less than a full raise does not reopen the betting for a seat that has
    already acted; that seat may only call or fold."""
    money = Betting([100, 100, 15], kind="no-limit")
    money.start_round([0, 1, 2], unit=2)
    money.act(Bet(10))
    money.act(CALL)
    money.act(ALL_IN)  # 15: five more, less than the full raise of 10
    assert money.to_act == 0
    assert money.raise_range(0) is None
    assert "did not reopen" in (money.why_illegal(RaiseTo(30)) or "")
    assert money.why_illegal(CALL) is None


def test_short_all_ins_that_add_up_to_a_full_raise_reopen_the_betting() -> None:
    """Rule: short all-ins that together reach a full raise reopen the betting."""
    money = Betting([100, 100, 15, 20], kind="no-limit")
    money.start_round([0, 1, 2, 3], unit=2)
    money.act(Bet(10))
    money.act(CALL)
    money.act(ALL_IN)  # to 15 (+5)
    money.act(ALL_IN)  # to 20 (+5): together a full raise of 10
    assert money.to_act == 0 and money.raise_range(0) == (30, 100)


def test_a_full_raise_reopens_for_everyone() -> None:
    money = Betting([100, 100, 100], kind="no-limit")
    money.start_round([0, 1, 2], unit=2)
    money.act(Bet(10))
    money.act(CALL)
    money.act(RaiseTo(20))
    assert money.raise_range(0) == (30, 100)


def test_uncalled_bet_is_returned_at_the_end_of_the_round() -> None:
    """Rule: chips that nobody called go back to their owner."""
    money = Betting([100, 40], kind="no-limit")
    money.start_round([0, 1], unit=2)
    money.act(Bet(70))
    money.act(CALL)  # all-in for 40
    assert money.end_round() == (0, 30)
    assert money.stacks == [60, 0] and money.committed == [40, 40]


def test_uncalled_bet_returned_in_a_hand_of_holdem() -> None:
    state = load_game("holdem", players=2, hands=1, stacks="100,100").new_state(seed=3)
    state.apply("raise to 20")  # the dealer, small blind, acts first heads-up
    events = state.apply("fold")
    returned = [e for e in events if e.type == "returned"]
    assert [(e.seat, e.amount) for e in returned] == [(0, 18)]
    assert state.chips == [102, 98]


def test_fold_only_when_facing_a_bet() -> None:
    """Our rule: folding when a check is possible is refused (it can only lose)."""
    money = Betting([100, 100], kind="no-limit")
    money.start_round([0, 1], unit=2)
    assert money.why_illegal(FOLD) == "there is no bet to fold to; check instead"
    assert money.why_illegal(CHECK) is None
    with pytest.raises(IllegalActionError, match="no bet to fold to"):
        money.act(FOLD)


def test_limit_bets_are_fixed_and_capped() -> None:
    """Rule: limit bets and raises are exactly the unit; at most ``cap`` in a round."""
    money = Betting([100] * 3, kind="limit", cap=3)
    money.start_round([0, 1, 2], unit=4)
    assert money.raise_range(0) == (4, 4)
    money.act(Bet(4))
    money.act(RaiseTo(8))
    money.act(RaiseTo(12))
    assert money.raise_range(0) is None
    assert "3 bets and raises" in (money.why_illegal(RaiseTo(16)) or "")


def test_limit_doubles_on_the_turn_and_river() -> None:
    """Rule: the big bet (twice the small bet by default) on the turn and the river."""
    state = load_game("holdem", players=2, betting="limit", hands=1).new_state(seed=5)
    for text in ["call", "check", "check", "check"]:
        state.apply(text)
    assert state.phase == "turn"
    assert [str(a) for a in state.legal_actions()] == ["check", "bet 4"]


def test_pot_limit_maximum_is_call_plus_the_pot() -> None:
    """Rule: pot-limit: at most the pot after calling."""
    money = open_round([100, 100, 100], kind="pot-limit")
    # To call 2, then the pot is 1 + 2 + 2 = 5: raise by 5 to 7.
    assert money.raise_range(2) == (4, 7)


def test_raise_needs_someone_who_can_call_more() -> None:
    money = Betting([100, 10], kind="no-limit")
    money.start_round([0, 1], unit=2)
    money.act(Bet(10))
    assert money.raise_range(1) is None  # all-in would only call


def test_side_pots_belong_to_those_who_reached_them() -> None:
    """Rule: all-ins make side pots; folded chips stay in the pots they reached."""
    pots = build_pots([25, 100, 60, 100, 10], [True, True, True, True, False])
    assert [(p.amount, p.eligible) for p in pots] == [
        (110, (0, 1, 2, 3)),
        (105, (1, 2, 3)),
        (80, (1, 3)),
    ]
    assert sum(p.amount for p in pots) == 295


def test_odd_chip_goes_to_the_first_winner_left_of_the_dealer() -> None:
    """Rule (and the lowball text: the odd chip to the high hand in a hi-lo split): odd chips go
    first in order; option odd_chips=one-each spreads them one per winner."""
    assert split_amount(7, [3, 1]) == [(3, 4), (1, 3)]
    assert split_amount(8, [3, 1, 2]) == [(3, 4), (1, 2), (2, 2)]
    assert split_amount(8, [3, 1, 2], one_each=True) == [(3, 3), (1, 3), (2, 2)]


def test_split_pot_in_holdem_gives_the_odd_chip_left_of_the_dealer() -> None:
    # Everyone plays the board's straight, Ten to Ace.
    game = load_game(
        "holdem", players=2, small_blind=0, big_blind=0, ante=2, hands=1, stacks="50,51"
    )
    state = game.new_state(
        seed=1, script=[["2c", "3c", "2d", "3d", "4s", "Th", "Jh", "Qh", "5s", "Kd", "6s", "Ad"]]
    )
    for _ in range(4):
        state.apply("check")
        state.apply("check")
    won = [(e.seat, e.amount) for e in state.events if e.type == "pot-won"]
    assert won == [(1, 2), (0, 2)]  # 4 chips, even split: nothing odd
    game = load_game("holdem", players=3, small_blind=0, big_blind=0, ante=1, hands=1)
    state = game.new_state(
        seed=1,
        script=[
            ["2c", "3c", "4h", "2d", "3d", "5d", "4s", "Th", "Jh", "Qh", "5s", "Kd", "6s", "Ad"]
        ],
    )
    state.apply("check")
    state.apply("bet 3")
    state.apply("fold")
    state.apply("call")
    for _ in range(3):
        state.apply("check")
        state.apply("check")
    won = [(e.seat, e.amount) for e in state.events if e.type == "pot-won"]
    assert won == [(1, 5), (2, 4)]  # 9 chips: the odd one to seat 1, first left of the dealer


def test_uncontested_pot_shows_no_cards() -> None:
    """Rules, Pineapple: 'If everyone folds except for one player, they automatically win the
    pot, no further cards are dealt ... and they are not required to show their hole cards.'"""
    state = load_game("holdem", players=3, hands=1).new_state(seed=4)
    state.apply("fold")
    events = state.apply("fold")
    assert not any(e.type == "showdown" for e in events)
    assert not any(e.type == "board-dealt" for e in state.events)
    won = [e for e in events if e.type == "pot-won"]
    assert len(won) == 1 and not won[0].shown
    view = state.view(0)
    assert view["seats"][2]["hand"] == ["??", "??"]


def test_action_text_errors_name_the_input() -> None:
    state = load_game("holdem", players=2).new_state(seed=1)
    with pytest.raises(InvalidActionError, match="'raise to' needs one whole number"):
        state.apply("raise to lots")
    with pytest.raises(IllegalActionError, match="for seat 0 in phase preflop: a raise must"):
        state.apply("raise to 3")


def test_illegal_bet_leaves_the_state_unchanged() -> None:
    state = load_game("holdem", players=3).new_state(seed=1)
    assert isinstance(state, HoldemState)
    before = state.full_view()
    with pytest.raises(IllegalActionError):
        state.apply("raise to 1000")
    assert state.full_view() == before


def test_bring_in_may_be_called_or_completed_to_a_full_bet() -> None:
    """Rule: a bring-in (a forced opening bet below the unit) may be called, or completed to the
    full bet; the completion is the round's first full bet, and raises then go by the unit."""
    money = Betting([100, 100, 100], kind="limit", cap=4)
    money.post_bring_in(2, 1)
    money.start_round([0, 1, 2], unit=4)
    assert money.call_amount(0) == 1 and money.raise_range(0) == (4, 4)
    money.act(CALL)
    money.act(RaiseTo(4))  # completes
    assert money.raise_range(2) == (8, 8)
    money.act(RaiseTo(8))
    money.act(CALL)
    money.act(CALL)
    assert money.round_over and money.committed == [8, 8, 8]


def test_bring_in_in_no_limit_completes_then_raises_by_the_largest_raise() -> None:
    money = Betting([100, 100], kind="no-limit")
    money.post_bring_in(1, 1)
    money.start_round([0, 1], unit=4)
    assert money.raise_range(0) == (4, 100)
    money.act(RaiseTo(10))
    assert money.raise_range(1) == (19, 100)
