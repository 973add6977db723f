"""Texas Hold'em and Pineapple: one named test per clause of the rules texts.

The Pineapple section of the rules (soko-ofc-chinese-pineapple-anaconda-paiute-lowball-whiskey.txt)
describes Pineapple as Hold'em with a third hole card, so its clauses test both games; the vying
section (poker-squares-cribbage-squares-vying-poker-basics.txt) gives the all-round vying that
Hold'em's betting follows.
"""

from __future__ import annotations

import pytest

from widow import InvalidOptionError, load_game, replay
from widow.games.holdem.rules import HoldemState


def scripted(name: str, players: int, cards: str, **options: object) -> HoldemState:
    """A one-hand match whose first shuffle starts with ``cards`` (in dealing order)."""
    options.setdefault("hands", 1)
    state = load_game(name, players=players, **options).new_state(seed=9, script=[cards.split()])
    assert isinstance(state, HoldemState)
    return state


def board_events(state: HoldemState) -> list[tuple[str, list[str]]]:
    return [(e.street, [str(c) for c in e.cards]) for e in state.events if e.type == "board-dealt"]


def test_standard_52_card_pack() -> None:
    """Rules, Pineapple, Setup: 'played with a standard 52-card deck'."""
    state = load_game("pineapple", players=4).new_state(seed=1)
    assert sorted(state.pack()) == list(range(52))


def test_pineapple_deals_three_hole_cards_one_at_a_time() -> None:
    """Rules, Pineapple, Setup: 'Shuffle and deal three cards to each player.'"""
    state = scripted("pineapple", 3, "2c 3c 4c 2d 3d 4d 2h 3h 4h")
    # Seat 0 deals; cards go out from its left: seats 1, 2, 0, three times round.
    assert [str(c) for c in state.holes[1]] == ["2c", "2d", "2h"]
    assert [str(c) for c in state.holes[0]] == ["4c", "4d", "4h"]


def test_holdem_deals_two_hole_cards() -> None:
    """Rules, Pineapple, Game play: the Hold'em hand is 'their two hole cards'."""
    state = load_game("holdem", players=5).new_state(seed=2)
    assert all(len(h) == 2 for h in state.holes)


def test_players_see_only_their_own_hole_cards() -> None:
    """Rules, Pineapple, Game play: 'The players look at their three hole cards' (face down)."""
    state = load_game("pineapple", players=3).new_state(seed=3)
    view = state.view(1)
    assert "??" not in view["seats"][1]["hand"]
    assert view["seats"][0]["hand"] == ["??"] * 3 and view["seats"][2]["hand"] == ["??"] * 3


def test_blinds_under_the_gun_opens_preflop() -> None:
    """Rules, Pineapple, Game play: 'the player under the gun (to the left of the big blind)
    opens the betting' when blinds were posted."""
    state = load_game("holdem", players=5).new_state(seed=1)
    small, big = state.blind_seats()
    assert (state.dealer, small, big) == (0, 1, 2)
    assert state.to_act == 3


def test_without_blinds_left_of_dealer_opens_preflop() -> None:
    """Rules, Pineapple, Game play: 'The player to the left of the dealer bets first' (antes)."""
    state = load_game("holdem", players=4, small_blind=0, big_blind=0, ante=1).new_state(seed=1)
    assert state.to_act == 1
    assert [e.kind for e in state.events if e.type == "posted"] == ["ante"] * 4


def test_antes_or_blinds_as_options() -> None:
    """Rules, Pineapple, Setup: 'All players either ante or post blinds'."""
    with pytest.raises(InvalidOptionError, match="needs blinds or an ante"):
        load_game("holdem", players=3, small_blind=0, big_blind=0, ante=0)
    both = load_game("holdem", players=3, ante=1).new_state(seed=1)
    kinds = [e.kind for e in both.events if e.type == "posted"]
    assert kinds == ["ante", "ante", "ante", "small blind", "big blind"]


def test_heads_up_dealer_posts_small_blind_and_acts_first_preflop() -> None:
    """Our convention (the usual one) for two players: the dealer is the small blind."""
    state = load_game("holdem", players=2, hands=1).new_state(seed=1)
    assert state.blind_seats() == (0, 1) and state.to_act == 0
    state.apply("call")
    state.apply("check")
    assert state.phase == "flop" and state.to_act == 1


def test_flop_betting_opens_left_of_dealer() -> None:
    """Rules, Pineapple, Game play: after the flop 'first action going to the player immediately
    left of the dealer (which is the same player who posted the small blind)'."""
    state = load_game("holdem", players=4, hands=1).new_state(seed=1)
    for text in ["call", "call", "call", "check"]:
        state.apply(text)
    assert state.phase == "flop" and state.to_act == 1


def test_burn_before_flop_turn_and_river() -> None:
    """Rules, Pineapple, Game play: the dealer burns a card and deals three (the flop); burns
    again before the turn, and before the river."""
    holes = "2c 3c 4c 5c"
    state = scripted(
        "holdem",
        2,
        f"{holes} Xs Ah Kh Qh Ys Jh Zs Th".replace("Xs", "9d")
        .replace("Ys", "8d")
        .replace("Zs", "7d"),
    )
    for _ in range(4):
        state.apply("call" if state.phase == "preflop" and state.to_act == 0 else "check")
    assert board_events(state)[0] == ("flop", ["Ah", "Kh", "Qh"])
    state.apply("check")
    state.apply("check")
    state.apply("check")
    state.apply("check")
    assert board_events(state) == [
        ("flop", ["Ah", "Kh", "Qh"]),
        ("turn", ["Jh"]),
        ("river", ["Th"]),
    ]
    assert [str(c) for c in state.burned] == ["9d", "8d", "7d"]


def test_burns_can_be_turned_off() -> None:
    state = scripted("holdem", 2, "2c 3c 4c 5c Ah Kh Qh Jh Th", burn=False)
    state.apply("call")
    state.apply("check")
    assert board_events(state) == [("flop", ["Ah", "Kh", "Qh"])] and state.burned == []


def test_pineapple_discard_after_preflop_before_flop() -> None:
    """Rules, Pineapple, Game play: 'After the pre-flop betting round concludes, the players each
    discard any one of their cards ... After everyone has discarded, the dealer ... deals ... the
    flop'."""
    state = scripted("pineapple", 3, "2c 3c 4c 2d 3d 4d 2h 3h 4h")
    for text in ["call", "call", "check"]:
        state.apply(text)
    assert state.phase == "discard" and state.to_act == 1 and state.board == []
    assert sorted(str(a) for a in state.legal_actions()) == [
        "discard 2c",
        "discard 2d",
        "discard 2h",
    ]
    state.apply("discard 2d")
    state.apply("discard 3h")
    assert state.board == []
    state.apply("discard 4c")
    assert state.phase == "flop" and len(state.board) == 3
    assert [len(h) for h in state.holes] == [2, 2, 2]


def test_discards_are_face_down() -> None:
    """Rules, Pineapple: the discard is private; nobody else learns the card."""
    state = scripted("pineapple", 2, "2c 3c 4c 2d 3d 4d")
    state.apply("call")
    state.apply("check")
    state.apply("discard 2c")
    assert state.view(0)["seats"][1]["discarded"] == "??"
    assert state.view(1)["seats"][1]["discarded"] == "2c"
    assert all(e["card"] == "??" for e in state.view(0)["events"] if e["type"] == "discarded")


def test_crazy_pineapple_discards_before_the_turn() -> None:
    """Rules, Crazy Pineapple: 'players keep their third card through the pre-flop and flop
    betting rounds, discarding just before the turn is dealt'."""
    state = load_game("pineapple", players=2, variant="crazy", hands=1).new_state(seed=4)
    state.apply("call")
    state.apply("check")
    assert state.phase == "flop" and all(len(h) == 3 for h in state.holes)
    state.apply("check")
    state.apply("check")
    assert state.phase == "discard" and len(state.board) == 3
    for _ in range(2):
        state.apply(state.legal_actions()[0])
    assert state.phase == "turn" and len(state.board) == 4


def test_folded_players_do_not_discard_and_all_in_players_do() -> None:
    """Our reading: everyone still in the hand discards, all-in or not."""
    state = load_game("pineapple", players=3, stacks="10,200,200", hands=1).new_state(seed=2)
    state.apply("all-in")  # seat 0? no: seat 0 is the dealer; under the gun is seat 0 of three
    state.apply("fold")
    state.apply("call")
    assert state.phase == "discard"
    assert sorted(state.discard_queue) == sorted(s for s in range(3) if not state.betting.folded[s])


def test_showdown_best_five_of_seven() -> None:
    """Rules, Pineapple, Game play: 'The pot is awarded to the player who can form the best
    five-card poker hand, using five of the seven cards available'."""
    # Seat 1 has a pair of aces; seat 0 (the dealer) makes a flush with both hole cards.
    state = scripted("holdem", 2, "As 2h Ad 3h 9d Kh 8h 4h 9c Qs 9s 7c")
    state.apply("call")
    for _ in range(7):
        state.apply("check")
    showdown = next(e for e in state.events if e.type == "showdown")
    assert {s: words for s, _, words in showdown.hands}[0].startswith("flush")
    won = [(e.seat, e.amount) for e in state.events if e.type == "pot-won"]
    assert won == [(0, 4)]


def test_pineapple_plays_two_hole_cards_at_showdown() -> None:
    """Rules, Pineapple, Object: the hand is made from 'two of the three cards dealt to you and
    five shared cards'; the discarded card does not play."""
    state = scripted("pineapple", 2, "Ah 2c Ad 3c As 4c 9d Kh 8h 5s 9c Qs 9s 7d")
    state.apply("call")
    state.apply("check")
    state.apply("discard As")  # seat 1 throws its third ace away
    state.apply("discard 2c")  # seat 0 keeps 3c 4c
    for _ in range(6):
        state.apply("check")
    shown = {
        s: words for s, _, words in next(e for e in state.events if e.type == "showdown").hands
    }
    assert shown[1] == "one pair, aces"


def test_crazy_hi_lo_splits_high_and_eight_low() -> None:
    """Rules, Crazy Pineapple Hi-Lo 8 or better: 'the pot is split between two players: the
    player with the best poker hand, and whoever holds the best Ace-to-five Lowball hand, 8 or
    better'."""
    # Seat 1: A 2 (low 5-4-3-2-A... with board 3 4 8); seat 0: K K for high.
    cards = "Ac Kd 2c Kh Qs Qd 9s 3d 4h 8s 7s Jc 5s Jd"
    state = scripted("pineapple", 2, cards, variant="crazy-hi-lo", small_blind=1, big_blind=2)
    state.apply("call")
    state.apply("check")
    state.apply("check")
    state.apply("check")
    state.apply("discard Qs")
    state.apply("discard Qd")
    for _ in range(4):
        state.apply("check")
    halves = {e.half: (e.seat, e.amount) for e in state.events if e.type == "pot-won"}
    assert halves["low"] == (1, 2)
    assert halves["high"][1] == 2


def test_hi_lo_without_a_qualifying_low_gives_high_everything() -> None:
    """Rules, Crazy Pineapple Hi-Lo: the low must be '8 or better'; with none, the high hand
    takes the whole pot (the usual rule)."""
    cards = "Kc Kd Qc Jh 9s 9d Ts Th Js Qs As 2s Ks 3s"
    state = scripted("pineapple", 2, cards, variant="crazy-hi-lo")
    state.apply("call")
    for _ in range(3):
        state.apply("check")
    state.apply("discard 9s")
    state.apply("discard 9d")
    for _ in range(4):
        state.apply("check")
    won = [e for e in state.events if e.type == "pot-won"]
    assert [e.half for e in won] == ["whole"] * len(won)


def test_limit_or_no_limit_and_buy_ins_are_options() -> None:
    """Rules, Pineapple, Setup: 'establish whether the game is limit or no-limit and the minimum
    bets ... agree on the amount of a buy-in ... whether you will allow players to deep stack'."""
    game = load_game("pineapple", players=3, betting="limit", small_bet=4, stacks="100,400,100")
    assert game.options.bet_sizes() == (4, 8)
    state = game.new_state(seed=1)
    assert state.buy_ins == [100, 400, 100]
    with pytest.raises(InvalidOptionError, match="gives 2 buy-ins for 3 players"):
        load_game("holdem", players=3, stacks="100,100")


def test_all_round_vying_call_ends_the_round() -> None:
    """Rules, Vying games: in all-round vying 'all players can force a showdown by matching the
    previous stake, thereby preventing the previous raiser from raising it again'."""
    state = load_game("holdem", players=2, hands=1).new_state(seed=2)
    state.apply("raise to 6")
    state.apply("call")
    assert state.phase == "flop"


def test_dropping_out_forfeits_the_stake() -> None:
    """Rules, Vying games: each player 'either pays money into a pot ... or drops out of play'
    (a fold forfeits what was put in)."""
    state = load_game("holdem", players=3, hands=1).new_state(seed=2)
    state.apply("raise to 10")
    state.apply("fold")  # the small blind loses its 1
    state.apply("fold")
    assert state.chips == [203, 199, 198]


def test_match_moves_the_button_and_replays() -> None:
    """Our convention: seat 0 deals first and the button moves one seat to the left a hand."""
    state = load_game("holdem", players=3, hands=3).new_state(seed=5)
    dealers = []
    while not state.is_over:
        dealers.append(state.dealer)
        state.apply("fold")
        state.apply("fold")
    assert dealers == [0, 1, 2]
    assert replay(state.record()) == state


def test_busted_players_leave_the_match() -> None:
    state = load_game("holdem", players=3, stacks="2,200,200", hands=5).new_state(seed=1)
    state.apply("fold")
    state.apply("fold")  # the small blind folds; the big blind (seat 2) wins
    assert state.hand_no == 2 and state.dealer == 1
    # Seat 0 is now the big blind and goes all-in posting it; when it loses it leaves.
    assert state.betting.stacks[0] == 0
    state.apply("call")
    state.apply("call")
    while not state.is_over and state.hand_no == 2:
        state.apply("check")
    if state.chips[0] == 0:
        assert not state.in_hand[0] and state.dealer != 0


def test_listed_actions_apply_and_stale_ones_are_still_refused() -> None:
    """``apply`` takes an object of the current legal list without re-reading its text; an
    object from an earlier list, or one sent for the wrong seat, is still checked and refused
    with the state unchanged."""
    from widow.errors import IllegalActionError

    state = load_game("holdem", players=2, hands=1).new_state(seed=4)
    first = state.legal_actions()
    fold, call = first[0], first[1]
    assert (str(fold), str(call)) == ("fold", "call")
    with pytest.raises(IllegalActionError, match="turn"):
        state.apply(call, seat=1 - state.to_act)  # type: ignore[operator]
    events = state.apply(call)
    assert [e.type for e in events] == ["wagered"]
    before = state.record()
    assert "fold" not in [str(a) for a in state.legal_actions()]  # a check is open
    with pytest.raises(IllegalActionError, match="no bet to fold"):
        state.apply(fold)
    assert state.record() == before
    # The same hand played by text and by listed objects gives the same record.
    by_text = load_game("holdem", players=2, hands=1).new_state(seed=4)
    by_text.apply("call")
    assert by_text.record() == before
