"""Whisky Poker and La Viuda through the shared protocol: what their table descriptions show,
what a resample keeps and what it redeals, and their fixed action numbering. Each test names the
clause of whisky-poker-and-la-viuda.txt that decides what a seat may know or do."""

from __future__ import annotations

import random

from spare_hand_support import make, play

from widow import load_game
from widow.cards import CARDS, stripped_deck
from widow.engine.actions import SwapOne
from widow.engine.table import table_problems


def zones_by_id(table: dict) -> dict[str, dict]:
    return {z["id"]: z for z in table["zones"]}


def counters(entries: list[dict]) -> dict[str, object]:
    return {c["name"]: c["value"] for c in entries}


# --- the table description ----------------------------------------------------------------------


def test_table_shows_own_hand_and_hides_the_face_down_widow() -> None:
    """Rules, Whisky Poker, Deal: players look at their own cards without showing them; the spare
    hand (widow) stays face down."""
    state = make("whisky-poker", 3, dealer=0, hands={1: "As Ks Qs Js 9s"}, widow="2c 3c 4c 5c 7d")
    table = state.view(1)["table"]
    zones = zones_by_id(table)
    assert zones["hand-1"]["cards"] == ["As", "Ks", "Qs", "Js", "9s"]
    assert zones["hand-1"]["selectable"] and zones["hand-1"]["label"] == "your hand"
    assert zones["hand-0"]["cards"] == ["??"] * 5 and not zones["hand-0"]["selectable"]
    assert zones["widow"]["cards"] == ["??"] * 5 and zones["widow"]["kind"] == "widow"
    assert zones["stock"]["cards"] == [] and zones["stock"]["count"] == 52 - 20
    assert table["direction"] == "clockwise" and table["order"] == [1, 2, 0]
    assert table["seats"][0]["roles"] == ["dealer"]
    assert [a["text"] for a in table["legal_actions"]] == ["pass", "exchange", "knock"]


def test_table_after_an_exchange_shows_the_old_hand_face_up_and_selectable() -> None:
    """Rules, Whisky Poker, Play, first phase, option 2: the exchanger's hand goes face up as the
    new spare hand; the cards it took stay unseen by the others."""
    state = make("whisky-poker", 3, dealer=0, hands={1: "As Ks Qs Js 9s"}, widow="2c 3c 4c 5c 7d")
    play(state, "exchange")
    table = state.view(2)["table"]
    zones = zones_by_id(table)
    assert zones["widow"]["cards"] == ["As", "Ks", "Qs", "Js", "9s"]
    assert zones["widow"]["selectable"]
    assert zones["hand-1"]["cards"] == ["??"] * 5
    assert "took the widow" in table["seats"][1]["roles"]
    swap = next(a for a in table["legal_actions"] if a["kind"] == "swap")
    assert swap["cards"][1] in zones["widow"]["cards"]
    assert swap["cards"][0] in zones["hand-2"]["cards"]
    assert swap["label"] == f"Swap {swap['cards'][0]} for {swap['cards'][1]}"
    assert "seat 1 takes the face-down widow and leaves As Ks Qs Js 9s face up" in table["log"]


def test_a_card_taken_from_the_face_up_widow_stays_shown_in_that_hand() -> None:
    """Rules, Whisky Poker, Play, second phase, option 1: the card taken from the face-up spare
    hand was seen by everyone, so every table shows it in the taker's hand."""
    state = make("whisky-poker", 3, dealer=0, hands={1: "As Ks Qs Js 9s"}, widow="2c 3c 4c 5c 7d")
    play(state, "exchange")
    hand2 = state.view(2)["hand"]
    play(state, f"swap {hand2[0]} As")
    zones = zones_by_id(state.view(0)["table"])
    assert zones["hand-2"]["cards"] == ["As", "??", "??", "??", "??"]
    assert hand2[0] in zones["widow"]["cards"]


def test_la_viuda_table_counts_pool_wild_rank_stakes_and_the_extra_chip() -> None:
    """Rules, La Viuda: the pool starts with the La Viuda chip, one chip in the pool makes aces
    wild, and La Viuda may be bought for twice a chip's value."""
    state = load_game("la-viuda", players=4, chips=2, chip_value=3).new_state(seed=2)
    table = state.view(0)["table"]
    assert table["direction"] == "counter-clockwise"
    found = counters(table["counters"])
    assert found["pool"] == 1 and found["wild_rank"] == "A"
    assert found["stakes"] == 4 * 2 * 3 and found["viuda"] == "for sale at 6"
    # Seat 1's row: the viewer's own row also values its hand.
    assert counters(table["seats"][1]["counters"]) == {"chips": 2, "paid": 6}


def test_la_viuda_offer_appears_in_the_table_of_the_seat_that_may_buy() -> None:
    """Rules, La Viuda: a player who loses their last chip may buy La Viuda or leave."""
    state = load_game("la-viuda", players=2, chips=1).new_state(seed=31)
    rng = random.Random(3)
    while state.phase != "buy":
        state.apply(rng.choice(state.legal_actions()))
    seat = state.to_act
    assert seat is not None
    table = state.view(seat)["table"]
    assert table["phase_label"] == "La Viuda is offered"
    assert [a["label"] for a in table["legal_actions"]] == ["Buy La Viuda", "Decline La Viuda"]
    assert counters(table["counters"])["viuda"] == f"offered to seat {seat} for 2"
    # The showdown just played is public: every hand is open in the table and in its result.
    other = 1 - seat
    shown = zones_by_id(state.view(other)["table"])[f"hand-{seat}"]["cards"]
    assert "??" not in shown and shown == [str(c) for c in state.hands[seat]]
    assert table["result"]["lines"][0].startswith("deal ")


def test_stripped_la_viuda_counts_points_and_has_no_wild_rank() -> None:
    """Rules, La Viuda, Variations: the shortened pack is played for points, without wild cards."""
    state = load_game("la-viuda", players=3, stripped=True, target=3).new_state(seed=1)
    table = state.view(0)["table"]
    pack = "A K Q J T 9 of each suit (24 cards), no jokers"
    assert counters(table["counters"]) == {
        "deal": 1,
        "target": 3,
        "wild_rank": "none",
        "pack": pack,
    }
    assert counters(table["seats"][1]["counters"]) == {"points": 0}
    assert zones_by_id(table)["stock"]["count"] == len(stripped_deck(3).cards) - 20


def test_whisky_lives_table_counts_lives_and_the_result_names_the_loser() -> None:
    """Rules, Whisky Poker, Scoring (alternative): each player has a few lives; the lowest hand
    loses one."""
    state = load_game("whisky-poker", players=2, scoring="lives", lives=1).new_state(seed=7)
    assert counters(state.view(0)["table"]["seats"][1]["counters"]) == {"lives": 1}
    rng = random.Random(1)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    table = state.view(0)["table"]
    assert table["over"] and table["result"]["over"]
    assert any("placing 1" in line for line in table["result"]["lines"])
    assert table_problems(table) == []


# --- resample -----------------------------------------------------------------------------------


def test_resample_redeals_the_blind_exchange_and_keeps_everything_shown() -> None:
    """Rules, Whisky Poker, Play: after a blind exchange the taker alone knows its new hand; the
    old hand lies face up. A sample for another seat redeals the taker's hand, keeps the face-up
    widow and the seat's own hand, and its log agrees with the hands it deals."""
    state = make("whisky-poker", 3, dealer=0, hands={1: "As Ks Qs Js 9s"}, widow="2c 3c 4c 5c 7d")
    play(state, "exchange")
    rng = random.Random(5)
    taken = set()
    for _ in range(20):
        sample = state.resample(2, rng)
        assert sample.widow == state.widow and sample.hands[2] == state.hands[2]
        taken.add(tuple(sorted(sample.hands[1])))
        exchanged = next(e for e in sample.events if e.type == "exchanged")
        assert sorted(exchanged.took) == sorted(sample.hands[1])
    assert len(taken) > 15
    # The taker itself knows its hand: its samples move only the other hands and the stock.
    for _ in range(5):
        own = state.resample(1, rng)
        assert own.hands[1] == state.hands[1] and own.widow == state.widow


def test_resample_keeps_a_card_taken_from_the_face_up_widow() -> None:
    """Rules, Whisky Poker, Play, second phase: a card taken from the face-up widow is known to
    all, so no sample moves it."""
    state = make("whisky-poker", 3, dealer=0, hands={1: "As Ks Qs Js 9s"}, widow="2c 3c 4c 5c 7d")
    play(state, "exchange")
    give = state.hands[2][0]
    play(state, f"swap {give} As")
    rng = random.Random(8)
    for _ in range(10):
        sample = state.resample(0, rng)
        assert "As" in [str(c) for c in sample.hands[2]]
        assert sample.view(0) == state.view(0)


# --- action numbering ---------------------------------------------------------------------------


def test_action_numbers_cover_the_calls_then_every_swap_of_the_pack() -> None:
    """Rules, both games: the calls (pass, exchange, knock, swap all, and La Viuda's buy and
    decline) are numbered first, then every exchange of one card of the pack for another."""
    cases = [
        (load_game("whisky-poker", players=4), CARDS[:52]),
        (load_game("la-viuda", players=4), CARDS[:54]),
        (load_game("la-viuda", players=2, stripped=True), stripped_deck(2).cards),
    ]
    for game, pack in cases:
        m = len(pack)
        assert game.num_distinct_actions == 6 + m * (m - 1)
        state = game.new_state(seed=1)
        calls = ["pass", "exchange", "knock", "swap all", "buy", "decline"]
        assert [str(state.action_from_index(i)) for i in range(6)] == calls
        swaps = [state.action_from_index(i) for i in range(6, game.num_distinct_actions)]
        assert all(isinstance(a, SwapOne) for a in swaps)
        assert {(a.give, a.take) for a in swaps} == {(g, t) for g in pack for t in pack if g != t}
