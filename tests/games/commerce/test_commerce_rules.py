"""Commerce rule clauses, each citing the "Commerce" section of
commerce-paiute-preference-horse-race-faro-farmer-tonk-bourre-brag-lowball.txt, and the
conventions we chose where it leaves a case open."""

from __future__ import annotations

import random

import pytest
from commerce_support import cards, make, play, stacked

from widow import IllegalActionError, InvalidActionError, InvalidOptionError, load_game, replay
from widow.cards import CARDS
from widow.games.commerce.actions import Blind, Swap

# Three players, seat 0 deals, so play goes 1, 2, 0.
HANDS = {1: "Ah Ad 2c", 2: "9s 8s 7s", 0: "Kc Qd 4h"}
BOARD = "Ac 5d 6d"


def hand(state: object, seat: int) -> list[str]:
    return state.full_view()["seats"][seat]["hand"]  # type: ignore[attr-defined,no-any-return]


def types(events: list[object]) -> list[str]:
    return [e.type for e in events]  # type: ignore[attr-defined]


# --- Setup ------------------------------------------------------------------------------------


def test_deal_follows_the_rules_order() -> None:
    """Rules, Commerce, Setup: 'deal three cards to each player. Then, deal three cards, face
    up, to the center of the table' (one at a time from the dealer's left, our convention)."""
    state = make(3, hands=HANDS, board=BOARD)
    for seat, text in HANDS.items():
        assert hand(state, seat) == cards(text)
    assert state.full_view()["board"] == cards(BOARD)
    deck = stacked(3, 0, HANDS, BOARD)
    assert deck[:3] == ["Ah", "9s", "Kc"]  # seat 1, seat 2, then the dealer


@pytest.mark.parametrize("players", [2, 10])
def test_standard_pack_and_player_count(players: int) -> None:
    """Rules, Commerce, Setup: 'a standard 52-card deck'; 'best for three to ten players' (two
    may play too, our convention)."""
    state = load_game("commerce", players=players).new_state(seed=2)
    assert sorted(state.pack()) == list(CARDS[:52])
    assert sorted(c for zone in state.zones().values() for c in zone) == list(CARDS[:52])
    assert [len(h) for h in state.hands] == [3] * players and len(state.widow) == 3


def test_eleven_players_are_refused() -> None:
    with pytest.raises(InvalidOptionError, match="2 to 10 players"):
        load_game("commerce", players=11)


def test_board_is_face_up_for_everyone() -> None:
    """Rules, Commerce, Setup: the three board cards are dealt face up."""
    state = make(3, hands=HANDS, board=BOARD)
    for seat in range(3):
        view = state.view(seat)
        assert view["board"] == cards(BOARD)
        board = next(z for z in view["table"]["zones"] if z["id"] == "board")
        assert board["cards"] == cards(BOARD) and board["kind"] == "board"


def test_with_stakes_everyone_antes_one_stake() -> None:
    """Rules, Commerce, Setup: 'all players should agree to the value of one stake. Each player
    antes this amount to the pot.'"""
    state = make(3, hands=HANDS, board=BOARD, ante=2, chips=10)
    assert state.ledger.pool == 6
    assert [s["chips"] for s in state.outcome()["seats"]] == [8, 8, 8]


def test_chips_must_cover_every_ante() -> None:
    with pytest.raises(InvalidOptionError, match="must cover the ante"):
        load_game("commerce", players=3, chips=5, ante=2)


def test_without_stakes_no_chips_change_hands() -> None:
    """Rules, Commerce: 'easily adapted to non-gambling play, where players compete to win just
    for the sake of winning': with stakes=false there is no pot and no ante."""
    state = make(3, hands=HANDS, board=BOARD, stakes=False)
    assert state.ledger.pool == 0
    assert all(s["chips"] == 0 and s["points"] == 0 for s in state.outcome()["seats"])


# --- The dealer's blind exchange -----------------------------------------------------------


def test_dealer_decides_before_looking_at_the_hand() -> None:
    """Rules, Commerce, Play of the hand: 'Before the dealer looks at their hand, they may
    discard one to three cards from their hand, unseen'."""
    state = make(3, hands=HANDS, board=BOARD)
    assert state.phase == "blind" and state.to_act == 0
    view = state.view(0)
    assert view["hand"] == ["??"] * 3 and view["seats"][0]["hand"] == ["??"] * 3
    own = next(z for z in view["table"]["zones"] if z["id"] == "hand-0")
    assert own["cards"] == ["??"] * 3
    play(state, "keep")
    assert state.view(0)["hand"] == cards(HANDS[0])


def test_blind_exchange_turns_the_given_cards_face_up_on_the_board() -> None:
    """Rules, Commerce, Play of the hand: the dealer exchanges 'one to three of the three board
    cards. Their discarded cards are then turned face-up and serve as replacements'."""
    state = make(3, hands=HANDS, board=BOARD)
    events = state.apply("blind 1 3 for Ac 6d")
    # Places 1 and 3 held Kc and 4h; they take the places of Ac and 6d on the board.
    assert hand(state, 0) == cards("Ac Qd 6d")
    assert state.full_view()["board"] == cards("Kc 5d 4h")
    for seat in range(3):
        assert state.view(seat)["board"] == cards("Kc 5d 4h")
    assert types(events) == ["blind-exchanged"]
    assert state.view(2)["seats"][0]["hand"] == ["6d", "Ac", "??"]


@pytest.mark.parametrize("count", [1, 2, 3])
def test_blind_exchange_takes_one_to_three_cards(count: int) -> None:
    """Rules, Commerce, Play of the hand: 'one to three cards ... in exchange for one to three of
    the three board cards' (as many given as taken, our reading)."""
    state = make(3, hands=HANDS, board=BOARD)
    blinds = [a for a in state.legal_actions() if isinstance(a, Blind)]
    assert len([b for b in blinds if len(b.take) == count]) == {1: 9, 2: 9, 3: 1}[count]
    with pytest.raises(InvalidActionError):
        state.apply("blind 1 2 for Ac")


def test_blind_exchange_is_optional() -> None:
    """Rules, Commerce, Play of the hand: 'This is entirely optional, and the dealer may decline
    to take any of the face-up cards'."""
    state = make(3, hands=HANDS, board=BOARD)
    events = state.apply("keep")
    assert types(events) == ["kept-hand"]
    assert hand(state, 0) == cards(HANDS[0]) and state.full_view()["board"] == cards(BOARD)


def test_a_blind_exchange_of_three_is_the_dealers_three_card_swap() -> None:
    """Rules, Commerce, Game play: 'if the dealer switched out all three of their cards at the
    beginning of the hand, this is counted as their one three-card swap for the hand'."""
    state = make(3, hands=HANDS, board=BOARD)
    play(state, "blind 1 2 3 for Ac 5d 6d", "swap 2c for Qd", "swap 7s for Kc")
    assert state.to_act == 0
    assert all(len(a.give) < 3 for a in state.legal_actions() if isinstance(a, Swap))
    board = " ".join(state.full_view()["board"])
    with pytest.raises(IllegalActionError, match="already swapped three cards at once"):
        state.apply(f"swap {' '.join(hand(state, 0))} for {board}")


def test_only_the_dealer_exchanges_blind_and_only_before_play() -> None:
    state = make(3, hands=HANDS, board=BOARD)
    with pytest.raises(IllegalActionError, match="for seat 0 in phase blind: seat 0 deals"):
        state.apply("knock")
    play(state, "keep")
    before = state.record()
    with pytest.raises(IllegalActionError, match="only the dealer exchanges blind"):
        state.apply("blind 1 for Ac")
    assert state.record() == before


# --- Game play ----------------------------------------------------------------------------


def test_play_begins_left_of_the_dealer_and_passes_left() -> None:
    """Rules, Commerce, Game play: 'Game play proper begins with the player to the dealer's
    left ... Play then passes to the player on their left' (clockwise; the dealer plays last)."""
    state = make(4, dealer=2)
    play(state, "keep")
    seen = []
    for _ in range(5):
        seen.append(state.to_act)
        state.apply(next(a for a in state.legal_actions() if isinstance(a, Swap)))
    assert seen == [3, 0, 1, 2, 3]
    assert state.view(0)["direction"] == "clockwise"


def test_a_turn_swaps_one_to_three_cards_with_the_board() -> None:
    """Rules, Commerce, Game play: 'This player may swap one to three of the cards from their
    hand for the cards on the board.'"""
    state = make(3, hands=HANDS, board=BOARD)
    play(state, "keep")
    swaps = [a for a in state.legal_actions() if isinstance(a, Swap)]
    assert sorted(len(a.give) for a in swaps) == [1] * 9 + [2] * 9 + [3]
    events = state.apply("swap Ad 2c for 5d 6d")
    assert sorted(hand(state, 1)) == sorted(cards("Ah 5d 6d"))
    assert sorted(state.full_view()["board"]) == sorted(cards("Ac Ad 2c"))
    assert types(events) == ["swapped-cards"] and state.to_act == 2
    # Everyone saw the cards go to the board and come from it.
    assert state.view(2)["seats"][1]["hand"] == ["5d", "6d", "??"]


def test_one_three_card_swap_per_player_per_hand() -> None:
    """Rules, Commerce, Game play: 'Each player may only swap three cards on the same turn once
    per hand'."""
    state = make(3, hands=HANDS, board=BOARD, deals=2)
    play(state, "keep", "swap Ah Ad 2c for Ac 6d 5d", "swap 9s for Ah", "swap Kc for 9s")
    assert state.to_act == 1
    assert not [a for a in state.legal_actions() if isinstance(a, Swap) and len(a.give) == 3]
    assert state.view(0)["seats"][1]["three_card_swap_used"] is True
    board = " ".join(state.full_view()["board"])
    with pytest.raises(IllegalActionError, match="seat 1 has already swapped three cards"):
        state.apply(f"swap {' '.join(hand(state, 1))} for {board}")
    # The next hand allows it again.
    play(state, "knock", "pass", "pass", "keep")
    assert state.deal_no == 2
    assert [a for a in state.legal_actions() if isinstance(a, Swap) and len(a.give) == 3]


def test_knock_gives_every_other_player_one_more_turn() -> None:
    """Rules, Commerce, Game play: 'they may knock on the table rather than take their turn ...
    Each other player then has one more turn to act. The hand ends when the player to the right
    of the first player has played.'"""
    state = make(4, dealer=0, deals=2)
    play(state, "keep")
    turns = []
    state.apply(next(a for a in state.legal_actions() if isinstance(a, Swap)))  # seat 1
    state.apply("knock")  # seat 2 knocks
    while state.deal_no == 1:
        turns.append(state.to_act)
        events = state.apply(next(a for a in state.legal_actions() if isinstance(a, Swap)))
    # Seats 3, 0 and 1 each have one more turn; seat 1 sits on the knocker's right.
    assert turns == [3, 0, 1]
    assert "showdown" in types(events)


def test_no_pass_before_the_knock() -> None:
    """Rules, Commerce, Game play: a turn is a swap, or the knock 'rather than take their turn as
    usual' (our reading: there is no pass before someone knocks)."""
    state = make(3, hands=HANDS, board=BOARD)
    play(state, "keep")
    assert "pass" not in [str(a) for a in state.legal_actions()]
    with pytest.raises(IllegalActionError, match="no pass before the knock"):
        state.apply("pass")


@pytest.mark.parametrize("allowed", [True, False])
def test_standing_pat_after_the_knock_is_an_option(allowed: bool) -> None:
    """Convention (option pass_after_knock): the last turn after a knock may be spent standing
    pat, or must be a swap."""
    state = make(3, hands=HANDS, board=BOARD, pass_after_knock=allowed)
    play(state, "keep", "knock")
    assert ("pass" in [str(a) for a in state.legal_actions()]) is allowed
    if not allowed:
        with pytest.raises(IllegalActionError, match="pass_after_knock is off"):
            state.apply("pass")


def test_only_one_knock_per_hand() -> None:
    state = make(3, hands=HANDS, board=BOARD)
    play(state, "keep", "knock")
    assert "knock" not in [str(a) for a in state.legal_actions()]
    with pytest.raises(IllegalActionError, match="seat 1 has already knocked"):
        state.apply("knock")


# --- Showdown and combinations ------------------------------------------------------------

RANKED = [
    # (better, worse, what decides)
    ("2c 2d 2h", "Ah Kh Qh", "tricon beats sequence"),
    ("Ac Ad Ah", "Kc Kd Ks", "tricon by rank, aces high"),
    ("3d 2d Ad", "Kc 9c 7c", "sequence beats flush"),
    ("Ah Kh Qh", "Kc Qc Jc", "sequence A-K-Q is the highest"),
    ("4d 3d 2d", "3c 2c Ac", "3-2-A is the lowest sequence"),
    ("7c 5c 2c", "Ah As Kd", "flush beats pair"),
    ("Kh 9h 2h", "Qc 7c 3c", "flush by point: 21 beats 20"),
    ("2c 2d 3h", "Ah Kd Qc", "pair beats point"),
    ("9c 9d Kh", "9h 9s Qc", "pair, then the odd card"),
    ("Qs Jd 9c", "As Kd 5c", "point 29 beats point 26"),
    ("Kc 9d 7h", "Qc Td 6h", "equal point 26: the highest card"),
    ("As 2d 3c", "5c 4d 3h", "three in a row of mixed suits is only a point: 16 beats 12"),
]


@pytest.mark.parametrize(("better", "worse", "why"), RANKED, ids=[r[2] for r in RANKED])
@pytest.mark.parametrize("better_seat", [0, 1])
def test_best_combination_takes_the_pot(
    better: str, worse: str, why: str, better_seat: int
) -> None:
    """Rules, Commerce, Commerce hands: tricon, sequence, flush, pair, point, from highest to
    lowest, with their tie-breaks; Play of the hand: 'the player with the highest hand wins. If
    playing for money, the winner takes the pot.'"""
    hands = {better_seat: better, 1 - better_seat: worse}
    state = make(2, hands=hands, deals=1)
    play(state, "keep", "knock", "pass")
    assert state.is_over
    out = state.outcome()
    assert out["winners"] == [better_seat], why
    assert out["seats"][better_seat]["chips"] == 21 and out["seats"][1 - better_seat]["chips"] == 19


def test_the_point_counts_ace_eleven_and_courts_ten() -> None:
    """Rules, Commerce, Commerce hands: 'Aces are worth eleven points, face cards are worth ten,
    and all others their face value.'"""
    state = make(2, hands={1: "As Kd 5c", 0: "Qh Jh 2c"}, deals=1)
    play(state, "keep", "knock", "pass")
    shown = state.full_view()["last_showdown"]["hands"]
    values = {h["seat"]: h["value"] for h in shown}
    assert values[1].startswith("point 26") and values[0].startswith("point 22")


def test_tied_best_hands_split_the_pot_and_odd_chips_wait() -> None:
    """Rules, Commerce, Play of the hand: 'If two hands tie for best, the pot is split.' The odd
    chip stays in the pot for the next deal (our convention)."""
    hands = {1: "As Kd 9c", 2: "Ah Kc 9d", 0: "2c 3d 5h"}
    state = make(3, hands=hands, deals=2)
    events = state.apply("keep") + state.apply("knock") + state.apply("pass")
    events += state.apply("pass")
    won = [(e.seat, e.amount) for e in events if e.type == "pool-won"]  # type: ignore[attr-defined]
    assert won == [(1, 1), (2, 1)]
    assert "pot-carried" in types(events)
    assert state.ledger.pool == 1 + 3  # the odd chip and the second deal's antes


def test_after_the_last_deal_the_odd_chip_goes_left_of_the_dealer() -> None:
    """Convention: after the last deal a split's odd chip goes to the tied winner nearest the
    dealer's left, so the match ends with an empty pot."""
    hands = {1: "As Kd 9c", 2: "Ah Kc 9d", 0: "2c 3d 5h"}
    state = make(3, hands=hands, deals=1)
    play(state, "keep", "knock", "pass", "pass")
    assert state.is_over and state.ledger.pool == 0
    assert [s["money"] for s in state.outcome()["seats"]] == [-1, 1, 0]


def test_without_stakes_the_best_hand_scores_a_point() -> None:
    """Rules, Commerce: played 'just for the sake of winning' (stakes=false): each deal's best
    hand scores a point (tied best hands one each) and the most points win."""
    hands = {1: "As Kd 9c", 2: "Ah Kc 9d", 0: "2c 3d 5h"}
    state = make(3, hands=hands, deals=1, stakes=False)
    play(state, "keep", "knock", "pass", "pass")
    out = state.outcome()
    assert [s["points"] for s in out["seats"]] == [0, 1, 1]
    assert [s["placing"] for s in out["seats"]] == [3, 1, 1] and out["winners"] == [1, 2]
    assert all(s["money"] == 0 for s in out["seats"])


def test_hands_are_shown_at_the_end_of_the_hand() -> None:
    """Rules, Commerce, Play of the hand: 'The hands are revealed'."""
    state = make(3, hands=HANDS, board=BOARD, deals=1)
    play(state, "keep", "knock", "pass", "pass")
    for seat in range(3):
        table = state.view(seat)["table"]
        for other, text in HANDS.items():
            zone = next(z for z in table["zones"] if z["id"] == f"hand-{other}")
            assert zone["cards"] == cards(text)


# --- Protocol details of this game ----------------------------------------------------------


def test_resample_redeals_the_dealers_own_hand_before_the_dealer_looks() -> None:
    state = make(3, hands=HANDS, board=BOARD)
    rng = random.Random(3)
    samples = [state.resample(0, rng) for _ in range(8)]
    assert all(s.view(0) == state.view(0) for s in samples)
    assert len({tuple(s.hands[0]) for s in samples}) > 1
    assert all(s.widow == state.widow for s in samples)
    play(state, "keep")
    assert all(state.resample(0, rng).hands[0] == state.hands[0] for _ in range(5))


def test_swaps_are_numbered_by_the_places_they_use() -> None:
    state = make(3, hands=HANDS, board=BOARD)
    assert state.game.num_distinct_actions == 41
    play(state, "keep")
    # Seat 1 holds Ah Ad 2c; the board is Ac 5d 6d. Place 1 of each is the first pair.
    assert str(state.action_from_index(3)) == "swap Ah for Ac"
    assert state.action_index("swap Ah for Ac") == 3
    assert str(state.action_from_index(21)) == "swap Ah Ad 2c for Ac 6d 5d"
    with pytest.raises(InvalidActionError, match="has no number now"):
        state.action_index("swap 9s for Ac")


def test_refusals_name_the_input_seat_and_phase_and_change_nothing() -> None:
    state = make(3, hands=HANDS, board=BOARD)
    play(state, "keep")
    before = state.record()
    with pytest.raises(IllegalActionError, match=r"'swap 9s for Ac' for seat 1 in phase play"):
        state.apply("swap 9s for Ac")
    with pytest.raises(IllegalActionError, match="the board does not hold 9s"):
        state.apply("swap Ah for 9s")
    with pytest.raises(InvalidActionError, match="same number of cards"):
        state.apply("swap Ah Ad for Ac")
    assert state.record() == before


def test_a_whole_match_replays() -> None:
    state = make(3, hands=HANDS, board=BOARD)
    rng = random.Random(5)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    assert replay(state.record()) == state


def test_swap_numbers_are_refused_while_the_dealer_has_not_looked() -> None:
    """The dealer's hand is unseen even by the dealer: no number may name its cards then."""
    state = make(3, hands=HANDS, board=BOARD)
    with pytest.raises(
        InvalidActionError, match="there are none while the dealer decides"
    ):
        state.action_from_index(3)
    assert str(state.action_from_index(22)) == "blind 1 for Ac"


def test_actions_made_in_code_must_read_back() -> None:
    with pytest.raises(InvalidActionError, match="tuple of Cards"):
        Swap((39,), (23,))  # type: ignore[arg-type]
    with pytest.raises(InvalidActionError, match="places 1 to 3"):
        Blind((4,), (CARDS[0],))
    with pytest.raises(InvalidActionError, match="same number"):
        Swap((CARDS[0], CARDS[1]), (CARDS[2],))
