"""Tonk, clause by clause (rules text: commerce-paiute-...-farmer-tonk-...txt, section Tonk)."""

from __future__ import annotations

import pytest
from tonk_support import deal, legal, money, play

from widow import IllegalActionError, InvalidActionError, RecordError, replay
from widow.cards import parse_card, parse_cards
from widow.games.tonk.melds import card_points, spread_kind, unmatched_count

PLAIN = ["7h 8h 9h Kc Qd", "7c 7d 7s 2s Jc"]  # counts 44 and 36: no tonk on the deal
THREE = ["7h 8h 9h Kc Qd", "Th 2c 4d 6s Jd", "3c 5c 9s Js Kd"]


def test_five_cards_each_and_the_upcard_starts_the_discard_pile() -> None:
    """Rules, Tonk, Setup: five cards to each player; the stub is the stock and its top card,
    turned face up, is the first card of the discard pile."""
    state = deal(PLAIN, "5c", "Th 6h")
    assert [sorted(map(str, h)) for h in state.hands] == [sorted(h.split()) for h in PLAIN]
    assert [str(c) for c in state.discards] == ["5c"]
    assert len(state.stock) == 52 - 11 and [str(c) for c in state.stock[:2]] == ["Th", "6h"]


def test_cards_count_as_in_gin_rummy() -> None:
    """Rules, Tonk, Game play: aces one point, face cards ten, the others their face value."""
    points = [card_points(parse_card(c)) for c in ("As", "Kd", "Qh", "Jc", "Ts", "9d", "2c")]
    assert points == [1, 10, 10, 10, 10, 9, 2]


@pytest.mark.parametrize("hand", ["Kc Qc Jc Tc Kd", "Ac 2d 3h 4s Ad", "As Ad Ac Ah 6d"])
def test_a_dealt_count_of_fifty_or_eleven_or_less_is_a_tonk_paid_double(hand: str) -> None:
    """Rules, Tonk, Game play: a dealt count of exactly 50, or 11 or lower, is a tonk: an instant
    win, and every other player pays double the stake."""
    state = deal([hand, "7c 7d 7s 2s 4h", "3c 5c 9s Js 8d"], "5h", stake=2)
    assert state.is_over and money(state) == [8, -4, -4]
    assert any(e.type == "hands-shown" for e in state.events)


def test_several_tonks_on_the_deal_are_a_draw() -> None:
    """Rules, Tonk, Game play: if several players have a tonk the hand is a draw, no winner."""
    state = deal(["Kc Qc Jc Tc Kd", "Ac 2d 3h 4s Ad", "3c 5c 9s Js 8d"], "5h")
    assert state.is_over and money(state) == [0, 0, 0]


def test_without_the_deal_tonk_option_play_goes_on() -> None:
    """Option deal_tonk=false: a count of 50 on the deal is an ordinary hand."""
    state = deal(["Kc Qc Jc Tc Kd", "7c 7d 7s 2s 4h"], "5h", deal_tonk=False)
    assert not state.is_over and state.to_act == 0


def test_the_player_left_of_the_dealer_draws_from_stock_or_discard_pile() -> None:
    """Rules, Tonk, Game play: the player to the dealer's left plays first and draws one card
    from the stock or the discard pile."""
    state = deal(PLAIN, "5c", "Th")
    assert state.dealer == 1 and state.to_act == 0
    assert legal(state) == {"draw", "take", "drop"}
    play(state, "draw")
    assert parse_card("Th") in state.hands[0] and state.phase == "play"
    other = deal(PLAIN, "5c", "Th")
    play(other, "take")
    assert parse_card("5c") in other.hands[0] and other.discards == []


def test_sets_and_runs_are_spreads_and_the_ace_is_low_or_high_but_not_both() -> None:
    """Rules, Tonk, Game play: a spread is three or four of a kind or a run of three or more of
    a suit; aces low or high, but K-A-2 is no run."""
    kinds = [
        spread_kind(parse_cards(t))
        for t in (
            "9c 9d 9h",
            "9c 9d 9h 9s",
            "Ah 2h 3h",
            "Qh Kh Ah",
            "Kh Ah 2h",
            "4h 5h 7h",
            "4h 5d 6h",
        )
    ]
    assert kinds == ["set", "set", "run", "run", None, None, None]
    state = deal(["Qd Kd Ad 2d 9s", PLAIN[1]], "5c", "3d")
    play(state, "draw")
    assert {"spread Qd Kd Ad", "spread 2d 3d Ad"} <= legal(state)
    with pytest.raises(IllegalActionError, match="neither a set nor a run"):
        state.apply("spread Kd Ad 2d")


def test_laying_down_a_spread_is_optional() -> None:
    """Rules, Tonk, Game play: a player may keep a spread in the hand."""
    state = deal(PLAIN, "5c", "Th")
    play(state, "draw, discard Kc")
    assert state.spread_cards == [] and state.to_act == 1


def test_hits_extend_any_spread_at_either_end_and_a_set_to_four() -> None:
    """Rules, Tonk, Game play: a hit extends a spread on the table, the player's own or an
    opponent's: the fourth of a set, a run's next card at either end; several hits in a turn."""
    state = deal(PLAIN, "5c", "Th 6h 4s")
    play(state, "draw, spread 7h 8h 9h, hit Th on 1, discard Kc")
    assert [str(c) for c in state.spread_cards[0]] == ["7h", "8h", "9h", "Th"]
    play(state, "draw, spread 7c 7d 7s, hit 6h on 1")
    assert [str(c) for c in state.spread_cards[0]] == ["6h", "7h", "8h", "9h", "Th"]
    assert state.spread_owner == [0, 1]


def test_a_player_whose_spread_was_hit_may_not_spread_or_hit_next_turn() -> None:
    """Rules, Tonk, Game play: a player whose spread is hit may not hit or lay down spreads on
    their next turn; the turn after, they may again."""
    state = deal(PLAIN, "5c", "Th 6h Jh 4s 3h")
    play(state, "draw, spread 7h 8h 9h, discard Kc")  # Th kept
    play(state, "draw, hit 6h on 1, discard 2s")  # seat 1 hits seat 0's run
    play(state, "draw")  # Jh
    assert state.locked[0] and not any(a.startswith(("hit", "spread")) for a in legal(state))
    with pytest.raises(IllegalActionError, match="was hit"):
        state.apply("hit Th on 1")
    play(state, "discard Qd, draw, discard 4s, draw")
    assert not state.locked[0] and "hit Th on 1" in legal(state)


def test_an_own_hit_does_not_lock_and_the_lock_can_be_switched_off() -> None:
    """Option hit_lock=false: being hit does not stop a player's spreads and hits."""
    state = deal(PLAIN, "5c", "Th 6h Jh", hit_lock=False)
    play(state, "draw, spread 7h 8h 9h, discard Kc, draw, hit 6h on 1, discard 2s, draw")
    assert "hit Th on 1" in legal(state)


def test_a_discard_that_fits_a_spread_may_be_slapped_and_the_slapper_skips_ahead() -> None:
    """Rules, Tonk, Game play: any player may slap a discard they can play to a spread; the
    slapper takes it and plays a turn, skipping the players before them; play goes on to the
    slapper's left. The choices are secret until all are made."""
    state = deal(THREE, "2d", "Ks 4c 6c 8c")
    play(state, "draw, spread 7h 8h 9h, discard Kc")
    assert state.phase == "start" and state.to_act == 1  # Kc fits no spread: no slap
    play(state, "draw, discard Th")
    assert state.phase == "slap" and state.to_act == 2 and legal(state) == {"slap", "pass"}
    play(state, "pass")
    assert state.view(0)["seats"][2]["slap"] is None and state.view(2)["seats"][2]["slap"] is False
    assert state.to_act == 0
    play(state, "slap")
    assert state.phase == "slapped" and legal(state) == {"hit Th on 1"}
    play(state, "hit Th on 1")
    assert state.phase == "play" and "draw" not in legal(state)
    play(state, "discard Qd")
    assert state.to_act == 1  # seat 2 was skipped


@pytest.mark.parametrize(("ties", "winner"), [("first", 2), ("last", 0)])
def test_of_several_slappers_the_bottom_hand_wins(ties: str, winner: int) -> None:
    """Rules, Tonk, Game play: when several slap, the hand on the bottom wins; slap_ties=first
    (the default) takes the first slapper from the discarder's left, slap_ties=last the last."""
    state = deal(THREE, "2d", "Ks 4c 6c 8c", slap_ties=ties)
    play(state, "draw, spread 7h 8h 9h, discard Kc, draw, discard Th, slap, slap")
    assert state.to_act == winner and state.phase == "slapped"
    slapped = next(e for e in state.events if e.type == "slapped")
    assert slapped.to_dict()["slappers"] == [2, 0]


def test_slapping_someone_elses_spread_is_a_hit_that_locks_it() -> None:
    """Rules, Tonk, Game play: a slap plays the card to a spread, so its owner is hit; a hit
    player may not slap on that next turn either (the lock covers every hit)."""
    state = deal(THREE, "2d", "Ks 4c 6c 8c")
    play(state, "draw, spread 7h 8h 9h, discard Kc, draw, discard Th, slap, pass, hit Th on 1")
    assert state.locked[0] and state.to_act == 2


def test_no_slaps_when_switched_off() -> None:
    """Option slaps=false: a discard that fits a spread is not slapped."""
    state = deal(THREE, "2d", "Ks 4c 6c 8c", slaps=False)
    play(state, "draw, spread 7h 8h 9h, discard Kc, draw, discard Th")
    assert state.phase == "start" and state.to_act == 2


def test_a_drop_with_the_lowest_count_wins_a_stake_from_everyone() -> None:
    """Rules, Tonk, Going out: a player may drop before drawing, even on the first turn; all
    hands are shown and, lowest, the dropper is paid the stake by each opponent."""
    state = deal(["Ac 2h 3s 4d 5c", "Kc Qd Jh 9s 8s", "6c 4h 2s 3d 9d"], "Qs")
    play(state, "drop")
    assert state.is_over and money(state) == [2, -1, -1]
    shown = next(e for e in state.events if e.type == "hands-shown").to_dict()
    assert [(s, n) for s, _, n in shown["hands"]] == [(0, 15), (1, 47), (2, 24)]


DROP_CAUGHT = ["9c 5d 3h 2s Ah", "6c 4d 2h As 2c", "Kc 9d 6h 3s 2d"]  # counts 20, 15, 30


def test_a_caught_dropper_pays_and_everyone_pays_the_lowest() -> None:
    """Rules, Tonk, Going out: a dropper tied or beaten is caught and pays the stake to each
    opponent at or below their count; besides, each player pays the stake to the lowest."""
    state = deal(DROP_CAUGHT, "Qs")
    play(state, "drop")
    assert money(state) == [-2, 3, -1]


def test_a_tie_with_the_dropper_catches_the_dropper() -> None:
    """Rules, Tonk, Going out: a tie with the dropper catches the dropper."""
    state = deal(["9c 5d 3h 2s Ah", "6c 4d 2h As 7c"], "Qs")  # 20 against 20
    play(state, "drop")
    assert money(state) == [-2, 2]


def test_caught_pays_catchers_only_charges_the_dropper() -> None:
    """Option caught_pays=catchers: only the dropper pays, one stake to each who caught them."""
    state = deal(DROP_CAUGHT, "Qs", caught_pays="catchers")
    play(state, "drop")
    assert money(state) == [-1, 1, 0]


def test_only_unmatched_cards_count_unless_every_card_held_counts() -> None:
    """Rules, Tonk, Going out: a drop compares the totals of unmatched cards (count_held=
    unmatched); count_held=all counts every card held."""
    hands = ["5h 6h 7h Kc Qd", "9c 9d 2s 3d 4c"]  # unmatched 20 (all 38) against 27
    assert unmatched_count(parse_cards(hands[0])) == 20
    state = deal(hands, "Qs")
    play(state, "drop")
    assert money(state) == [1, -1]
    state = deal(hands, "Qs", count_held="all")
    play(state, "drop")
    assert money(state) == [-2, 2]


def exhaust(state: object, moves: int) -> None:
    """Draw and throw the drawn card back, turn after turn."""
    for _ in range(moves):
        play(state, "draw")  # type: ignore[arg-type]
        drawn = state.hands[state.to_act][-1]  # type: ignore[attr-defined]
        play(state, f"discard {drawn}")  # type: ignore[arg-type]


def test_when_the_stock_runs_out_the_lowest_count_wins_a_stake() -> None:
    """Rules, Tonk, Going out: if the stock runs out, hands are shown and the lowest total of
    unmatched cards is paid one stake by each opponent."""
    state = deal(["9c 5d 3h 2s Ah", "6c 4d 2h As 2c"], "Qs", deal_tonk=False)
    exhaust(state, 41)
    assert state.is_over and state.stock == [] and money(state) == [-1, 1]
    assert any(e.type == "stock-out" for e in state.events)


def test_a_tie_when_the_stock_runs_out_is_a_draw() -> None:
    """Rules, Tonk, Going out: a tie for lowest when the stock runs out is a draw."""
    state = deal(["9c 5d 3h 2s Ah", "6c 4d 2h As 7c"], "Qs")
    exhaust(state, 41)
    assert state.is_over and money(state) == [0, 0]


def test_discarding_the_last_card_runs_out_for_one_stake() -> None:
    """Rules, Tonk, Going out: no cards left after discarding: the player has run out and each
    opponent pays a single stake."""
    state = deal(["7h 8h 9h Th Jh", "2c 4d 6s Jd 3s", THREE[2]], "2d", "Kc")
    play(state, "draw, spread 7h 8h 9h Th Jh, discard Kc")
    assert state.is_over and money(state) == [2, -1, -1]


def test_playing_the_last_card_to_the_table_tonks_out_for_two_stakes() -> None:
    """Rules, Tonk, Going out: running out by spreading or hitting, before discarding, is
    tonking out, paid a double stake by each opponent."""
    state = deal(["7h 8h 9h Th Jh", "2c 4d 6s Jd 3s", THREE[2]], "2d", "Qh")
    play(state, "draw, spread 7h 8h 9h Th Jh, hit Qh on 1")
    assert state.is_over and money(state) == [4, -2, -2]


def test_the_card_taken_from_the_discard_pile_cannot_go_straight_back() -> None:
    """Open case, option discard_taken=false (the common rummy rule): the card taken from the
    discard pile may not be discarded on the same turn; discard_taken=true allows it."""
    state = deal(PLAIN, "5c")
    play(state, "take")
    assert "discard 5c" not in legal(state)
    with pytest.raises(IllegalActionError, match="straight back"):
        state.apply("discard 5c")
    state = deal(PLAIN, "5c", discard_taken=True)
    play(state, "take, discard 5c")
    assert state.to_act == 1


def test_others_see_the_taken_card_but_never_a_drawn_one() -> None:
    """Hidden information: a drawn card is seen by its drawer alone; a card taken from the
    discard pile is known to everyone while it stays in the hand."""
    state = deal(PLAIN, "5c", "Th")
    assert state.view(1)["seats"][0]["hand"] == ["??"] * 5
    play(state, "take, discard Kc")
    assert state.view(1)["seats"][0]["hand"] == ["5c", "??", "??", "??", "??"]
    play(state, "draw")
    assert "Th" not in str(state.view(0)) and "Th" in str(state.view(1))


def test_the_deal_passes_to_the_left_and_the_match_ends_after_its_hands() -> None:
    """Convention: the deal passes to the left after every hand; the match is `hands` hands."""
    state = deal(["Ac 2h 3s 4d 5c", "Kc Qd Jh 9s 8s"], "Qs", hands=2)
    play(state, "drop")
    assert not state.is_over and state.hand_no == 2 and state.dealer == 0 and state.to_act == 1
    assert state.view(0)["last_showdown"]["winner"] == 0
    while not state.is_over:
        state.apply("drop")
    assert state.outcome()["over"] and sum(money(state)) == 0


def test_a_match_with_slaps_replays_to_the_same_state() -> None:
    state = deal(THREE, "2d", "Ks 4c 6c 8c", hands=2)
    play(state, "draw, spread 7h 8h 9h, discard Kc, draw, discard Th, slap, slap, hit Th on 1")
    assert replay(state.record()) == state


def test_a_player_may_hit_as_many_spreads_as_they_can_in_one_turn() -> None:
    """Rules, Tonk, Game play: a player may hit as many spreads as they are able to on one turn
    (hits are optional)."""
    state = deal(["7h 8h 9h Kc Qd", "7c 7d 7s 6h Th"], "5c", "2c Jh")
    play(state, "draw, spread 7h 8h 9h, discard Kc, draw")
    assert {"hit 6h on 1", "hit Th on 1", "discard 6h"} <= legal(state)
    play(state, "hit 6h on 1, hit Th on 1, hit Jh on 1")
    assert [str(c) for c in state.spread_cards[0]] == ["6h", "7h", "8h", "9h", "Th", "Jh"]
    assert state.to_act == 1 and state.phase == "play"


def test_cards_never_move_from_one_spread_to_another() -> None:
    """Rules, Tonk, Game play: a player cannot move cards between spreads to lay off: a hit
    plays a card from the hand only."""
    state = deal(["7h 8h 9h 7s 7d", "2c 3d 4h 5s Kc"], "5c", "7c")
    play(state, "draw, spread 7h 8h 9h")
    with pytest.raises(IllegalActionError, match="7h is not in your hand"):
        state.apply("hit 7h on 1")
    play(state, "spread 7c 7d 7s")
    assert [len(c) for c in state.spread_cards] == [3, 3]


@pytest.mark.parametrize(
    "text", ["discard XR", "discard XB", "discard RJ", "hit XR 1", "hit XB on 2"]
)
def test_jokers_are_no_cards_of_tonk(text: str) -> None:
    """Rules, Tonk, Setup: one standard 52-card deck, so no joker. A move naming a joker is
    refused as text the game cannot use (never a crash), and a record holding one is refused
    as a record; the state is left as it was."""
    state = deal(PLAIN, "5c", "Th 6h")
    before = state.record()
    with pytest.raises(InvalidActionError, match="joker"):
        state.apply(text)
    assert state.record() == before
    tampered = dict(before, actions=[{"seat": 0, "action": text}])
    with pytest.raises(RecordError, match=r"actions\[0\]"):
        replay(tampered)


def test_a_spread_number_in_other_digits_is_refused_not_crashed() -> None:
    """Rules, Tonk, Game play: a hit names a spread on the table by its number; a number
    written with digits int() cannot read (superscripts) is refused as text."""
    state = deal(PLAIN, "5c", "Th 6h")
    for text in ("hit 7h ²", "hit 7h on ¹²"):
        with pytest.raises(InvalidActionError):
            state.apply(text)
