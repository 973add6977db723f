"""Open-Face Chinese Poker: one named test per clause of the rules text (soko-ofc-chinese-...-
whiskey.txt, section "Open-Face Chinese Poker"), and our conventions where it leaves a case
open."""

from __future__ import annotations

import random

import pytest
from chinese_support import cards, ofc_deck, play_ofc_hand

from widow import IllegalActionError, load_game, replay
from widow.families.rows.actions import place
from widow.families.rows.rows import five_strength, front_strength
from widow.games.ofc.scoring import Scored, five_royalty, front_royalty

# Target rows (front, middle, back) used throughout.
QUEENS = ("Qh Qd 2c", "Kh Kd 7c 7s 4d", "9s 9c 9d 9h 2h")  # 7 + 0 + 10, earns fantasyland
PLAIN = ("Jh 8d 4c", "Th Td 5c 6s 3d", "As Ac 8s 8c 6h")  # no royalties
ROYAL = ("6s 6h 4c", "Th Td 5c Jh 3d", "As Ac 8s 8c 8d")  # 1 + 0 + 6
KINGS = ("Ks Kc 3c", "Jc Jd 5d 5s 3h", "Tc Ts Th 6c 6d")  # 8 + 0 + 6, earns fantasyland
SPARE = ("2d 3d 4c", "5c 6h 7d 8c Jh", "As Ac 8d 8h 4h")


def match(rows: dict[int, tuple[str, ...]], players: int = 2, **options: object) -> object:
    game = load_game("ofc", players=players, hands=1, **options)
    return game.new_state(seed=1, script=[ofc_deck(rows, players)])


def chips(state: object) -> list[int]:
    return [s["chips"] for s in state.outcome()["seats"]]  # type: ignore[attr-defined]


def test_five_cards_face_down_then_set_face_up_from_the_dealers_left() -> None:
    """Rules, OFC: 'deal five cards, face down, to each player ... The player to the left of the
    dealer plays first. They turn their five cards face up and split them any way they wish
    between the three hands ... the turn passes to the left'."""
    state = load_game("ofc", players=3).new_state(seed=4)
    assert state.phase == "five" and state.view(0)["dealer"] == 0
    assert [len(state.zones()[f"hand-{s}"]) for s in range(3)] == [5, 5, 5]
    assert state.view(0)["seats"][1]["hand"] == ["??"] * 5
    order = []
    for _ in range(3):
        order.append(state.to_act)
        state.apply(state.legal_actions()[0])
    assert order == [1, 2, 0]
    shown = state.view(0)["seats"][1]
    assert len(shown["front"] + shown["middle"] + shown["back"]) == 5
    assert "??" not in shown["front"] + shown["middle"] + shown["back"]


def test_any_split_of_the_five_within_the_row_sizes() -> None:
    """Rules, OFC: 'They may place all five cards in either the back or the middle hands, place
    three in the front hand and one each in the other two' - never more than a row holds."""
    state = load_game("ofc", players=2).new_state(seed=2)
    legal = state.legal_actions()
    assert len(legal) == 232  # 3**5 ways less the 11 with four or five in front
    hand = cards(" ".join(state.view(1)["seats"][1]["hand"]))
    assert place((), (), hand) in legal and place((), hand, ()) in legal
    with pytest.raises(IllegalActionError, match="front would hold too many"):
        state.apply(place(hand[:4], (), hand[4:]))


def test_then_one_card_at_a_time_drawn_face_up_until_thirteen() -> None:
    """Rules, OFC: 'draws one card from the stock, turns it face up, and adds it to any one of
    their three hands. They cannot cause any hand to exceed the maximum ... until each player has
    a total of thirteen cards'."""
    state = load_game("ofc", players=2).new_state(seed=3)
    state.apply(state.legal_actions()[0])
    state.apply(state.legal_actions()[0])
    assert state.phase == "draw" and state.to_act == 1
    drawn = state.view(1)["seats"][1]["hand"]
    assert len(drawn) == 1 and state.view(0)["seats"][1]["hand"] == drawn  # face up to all
    rng = random.Random(3)
    while state.view(0)["deal"] == 1 and not state.is_over:
        seat = state.to_act
        rows = state.view(seat)["seats"][seat]
        legal = state.legal_actions()
        full = [r for r, n in (("front", 3), ("middle", 5), ("back", 5)) if len(rows[r]) == n]
        assert len(legal) == 3 - len(full)
        state.apply(rng.choice(legal))
    final = state.view(0)["last_showdown"]["hands"]
    for rows in final.values():
        assert [len(rows["front"]), len(rows["middle"]), len(rows["back"])] == [3, 5, 5]


def test_the_royalty_table() -> None:
    """Rules, OFC: the royalty table - front 66 to AA pay 1 to 9 and three of a kind 20; middle
    straight 4, flush 8, full house 12, quads 20, straight flush 30, royal 50; back half as
    much (2, 4, 6, 10, 15, 25)."""
    pairs = ["5h 5d Ac", "6h 6d 2c", "7h 7d 2c", "8h 8d 2c", "9h 9d 2c", "Th Td 2c", "Jh Jd 2c"]
    pairs += ["Qh Qd 2c", "Kh Kd 2c", "Ah Ad 2c"]
    assert [front_royalty(front_strength(cards(p))) for p in pairs] == list(range(10))
    assert front_royalty(front_strength(cards("2h 2d 2c"))) == 20
    assert front_royalty(front_strength(cards("Ah Kh Qh"))) == 0  # no straight or flush in front
    fives = {
        "9h 9d 9c 2s 3s": (0, 0),
        "5h 6d 7c 8s 9s": (4, 2),
        "2h 6h 9h Jh Kh": (8, 4),
        "9h 9d 9c 2s 2d": (12, 6),
        "9h 9d 9c 9s 2d": (20, 10),
        "5h 6h 7h 8h 9h": (30, 15),
        "Th Jh Qh Kh Ah": (50, 25),
    }
    for hand, (middle, back) in fives.items():
        strength = five_strength(cards(hand))
        assert five_royalty(strength, middle=True) == middle, hand
        assert five_royalty(strength, middle=False) == back, hand


def test_modern_royalties_option() -> None:
    """Variant (royalties=modern): three of a kind in front pays 10 for deuces up to 22 for aces,
    three of a kind in the middle pays 2."""
    assert front_royalty(front_strength(cards("2h 2d 2c")), "modern") == 10
    assert front_royalty(front_strength(cards("Ah Ad Ac")), "modern") == 22
    assert five_royalty(five_strength(cards("9h 9d 9c 2s 3s")), middle=True, table="modern") == 2


def test_a_point_per_hand_won_the_sweep_and_the_difference_paid() -> None:
    """Rules, OFC: 'add one point to their royalty score for each hand that they beat ... wins
    all three hands ... an additional three-point bonus ... the player scoring lower pays one
    unit per point for the difference'."""
    state = match({1: QUEENS, 0: PLAIN})
    play_ofc_hand(state, {1: QUEENS, 0: PLAIN})
    assert chips(state) == [-(17 + 3 + 3), 17 + 3 + 3]
    nines = ("Qh Qd 2c", "Kh Kd 7c 7s 4d", "9s 9c 9d 5h 2h")
    aces = ("Jh 8d 4c", "Th Td 5c 6s 3d", "As Ac Ah 8c 6h")
    state = match({1: nines, 0: aces})
    play_ofc_hand(state, {1: nines, 0: aces})
    assert chips(state) == [-(7 + 2 - 1), 7 + 2 - 1]  # no sweep: 9 points against 1


def test_a_foul_pays_six_plus_the_opponents_royalties() -> None:
    """Rules, OFC: 'If a player fouled, they pay to each opponent a flat penalty of six units,
    plus one unit per point for all royalties that the opponent held.' Our convention: two
    fouled hands pay each other nothing."""
    fouled = (QUEENS[0], QUEENS[2], QUEENS[1])
    state = match({1: fouled, 0: ROYAL})
    play_ofc_hand(state, {1: fouled, 0: ROYAL})
    assert Scored.of(*(cards(r) for r in ROYAL)).royalty == 7
    assert chips(state) == [6 + 7, -(6 + 7)]
    both = ("Ah Ad Ac", "8s 8c 8d 6s 6h", "Th Td 5c Jh 3d")
    state = match({1: fouled, 0: both})
    play_ofc_hand(state, {1: fouled, 0: both})
    assert chips(state) == [0, 0]


def test_the_deal_passes_left_after_a_normal_hand() -> None:
    """Rules, OFC: 'After all payouts have been made, the deal passes to the left'."""
    game = load_game("ofc", players=2, hands=2)
    jacks = ("Jc Js 2c", "Kh Kd 7c 7s 4d", "9s 9c 9d 9h 2h")
    state = game.new_state(seed=1, script=[ofc_deck({1: PLAIN, 0: jacks}, 2)])
    play_ofc_hand(state, {1: PLAIN, 0: jacks})
    assert state.view(0)["dealer"] == 1 and state.to_act == 0


Rows = dict[int, tuple[str, ...]]


def fantasyland_match(players: int, first: Rows, second: Rows, **opts: object) -> object:
    game = load_game("ofc", players=players, hands=3, **opts)
    lucky = [
        s for s, rows in first.items() if Scored.of(*(cards(r) for r in rows)).fantasyland_entry
    ]
    script = [ofc_deck(first, players), ofc_deck(second, players, fantasy=lucky)]
    return game.new_state(seed=5, script=script)


def test_queens_or_better_in_front_earn_a_fantasyland_hand_dealt_thirteen_face_down() -> None:
    """Rules, OFC (Fantasyland): 'a pair of queens or better in the front hand without fouling
    ... entitled to play the next hand in fantasyland ... The deal does not rotate ... eight more
    cards are dealt to each player in fantasyland, giving them all thirteen cards, which they
    immediately set, face-down ... turning their hands face up only when everyone else has set
    their hands.'"""
    first = {1: QUEENS, 0: PLAIN}
    second = {1: PLAIN, 0: QUEENS}
    state = fantasyland_match(2, first, second)
    play_ofc_hand(state, first)
    assert state.view(0)["dealer"] == 0  # no rotation into a fantasyland hand
    assert state.phase == "fantasyland" and state.to_act == 1
    assert state.view(1)["seats"][1]["fantasyland"] is True
    assert len(state.view(1)["seats"][1]["hand"]) == 13
    assert state.view(0)["seats"][1]["hand"] == ["??"] * 13
    state.apply(place(cards(PLAIN[0]), (), ()))
    state.apply(place((), cards(PLAIN[1]), cards(PLAIN[2])))
    assert state.view(0)["seats"][1]["front"] == ["??"] * 3
    assert state.phase == "five" and state.to_act == 0
    play_ofc_hand(state, second)
    shown = [e for e in state.view(0)["events"] if e["type"] == "hands-shown"][-1]
    assert {h[0] for h in shown["hands"]} == {0, 1}
    assert replay(state.record()) == state


def test_fouled_queens_earn_nothing() -> None:
    """Rules, OFC (Fantasyland): queens or better 'without fouling'."""
    fouled = (QUEENS[0], QUEENS[2], QUEENS[1])
    state = fantasyland_match(2, {1: fouled, 0: PLAIN}, {1: PLAIN, 0: QUEENS})
    play_ofc_hand(state, {1: fouled, 0: PLAIN})
    assert state.phase == "five" and state.view(0)["dealer"] == 1


def test_staying_in_fantasyland_and_several_players_there_at_once() -> None:
    """Rules, OFC (Fantasyland): 'More than one player may be in fantasyland at once ... four of
    a kind or better in the back, or a full house or better in the middle, or three of a kind in
    the front, they may remain in fantasyland for another hand'."""
    first = {1: QUEENS, 2: KINGS, 0: SPARE}
    second = {1: QUEENS, 2: KINGS, 0: SPARE}
    state = fantasyland_match(3, first, second)
    play_ofc_hand(state, first)
    assert state.phase == "fantasyland" and state.to_act == 1
    assert [s["fantasyland"] for s in state.view(0)["seats"]] == [False, True, True]
    play_ofc_hand(state, second)
    earned = [e for e in state.view(0)["events"] if e["type"] == "fantasyland"]
    assert [(e["seat"], e["stays"]) for e in earned] == [(1, True)]  # quads in back stay
    assert [s["fantasyland"] for s in state.view(0)["seats"]] == [False, True, False]
    assert state.view(0)["dealer"] == 0


def test_no_fantasyland_when_the_option_is_off() -> None:
    """Variant (fantasyland=false): queens in front earn nothing."""
    state = fantasyland_match(2, {1: QUEENS, 0: PLAIN}, {1: PLAIN, 0: QUEENS}, fantasyland=False)
    play_ofc_hand(state, {1: QUEENS, 0: PLAIN})
    assert state.phase == "five" and not any(s["fantasyland"] for s in state.view(0)["seats"])


def test_units_agreed_between_a_pair_of_players() -> None:
    """Rules, OFC: 'Two players may mutually decide that one unit will be a different value for
    transactions between those two players in particular'."""
    state = match({1: QUEENS, 0: PLAIN}, pair_units="0-1:3")
    play_ofc_hand(state, {1: QUEENS, 0: PLAIN})
    assert chips(state) == [-69, 69]
