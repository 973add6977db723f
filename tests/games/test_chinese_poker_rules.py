"""Chinese Poker: one named test per clause of the rules text (soko-ofc-chinese-...-whiskey.txt,
section "Chinese Poker"), and our conventions where it leaves a case open."""

from __future__ import annotations

import random

import pytest
from chinese_support import cards, chinese_deck, set_hand

from widow import IllegalActionError, InvalidActionError, load_game, replay
from widow.families.rows.actions import DECLARE, STAND, SURRENDER, place
from widow.games.chinese_poker.naturals import compare_naturals, naturals_held

# Hands used throughout (seat 1 acts first when seat 0 deals).
STRONG = ("Qh Qd 2c", "Kh Kd Kc 3s 3d", "9s 9c 9d 9h 2h")  # pair / full house / quads
WEAK = ("Jh 8d 4c", "Th Td 5c 6s 7d", "As Ac 8s 8c 6h")  # high / pair / two pair
DRAGON = "2d 3c 4s 5d 6d 7c 8h 9h Ts Js Qs Ks Ah"
SIX_PAIRS = "2s 2d 4h 4s 6c 6d 8h 8s Tc Ts Jc Js Ac"


def two_player(hands: dict[int, str], **options: object) -> object:
    game = load_game("chinese-poker", players=2, hands=1, **options)
    return game.new_state(seed=1, script=[chinese_deck(hands, 2)])


def joined(rows: tuple[str, str, str]) -> str:
    return " ".join(rows)


def chips(state: object) -> list[int]:
    return [s["chips"] for s in state.outcome()["seats"]]  # type: ignore[attr-defined]


def test_thirteen_cards_each_and_the_rest_set_aside() -> None:
    """Rules, Chinese Poker: 'deal thirteen cards to each player. Any unused cards are set aside
    and have no bearing on game play.'"""
    for players in (2, 3, 4):
        state = load_game("chinese-poker", players=players).new_state(seed=players)
        zones = state.zones()
        assert all(len(zones[f"hand-{s}"]) == 13 for s in range(players))
        assert len(zones["set-aside"]) == 52 - 13 * players
        assert state.view(0)["set_aside"] == ["??"] * (52 - 13 * players)


def test_setting_is_three_rows_of_three_five_and_five_placed_front_first() -> None:
    """Rules, Chinese Poker: 'separates them into three hands: a three-card hand, called the front
    hand, a five-card hand ... middle ... and a five-card hand ... back'."""
    state = two_player({1: joined(STRONG), 0: joined(WEAK)})
    assert state.phase == "set" and state.to_act == 1
    with pytest.raises(IllegalActionError, match="front first"):
        state.apply(place((), cards(STRONG[1]), cards(STRONG[2])))
    with pytest.raises(IllegalActionError, match="does not hold"):
        state.apply(place(cards("Jh 8d 4c"), (), ()))
    state.apply(place(cards(STRONG[0]), (), ()))
    with pytest.raises(IllegalActionError, match="five cards each"):
        state.apply(place((), cards("Kh Kd Kc 3s"), cards("3d 9s 9c 9d 9h 2h")))
    state.apply(place((), cards(STRONG[1]), cards(STRONG[2])))
    assert state.to_act == 0


def test_settings_are_hidden_commitments_revealed_together() -> None:
    """Rules, Chinese Poker: everyone sets at once, face down, and the hands are revealed
    together; taken one seat at a time, no view shows another seat's pending setting."""
    state = two_player({1: joined(STRONG), 0: joined(WEAK)}, surrender=False)
    state.apply(place(cards(STRONG[0]), (), ()))
    other = state.view(0)["seats"][1]
    assert other["front"] == [] and other["hand"] == ["??"] * 13
    state.apply(place((), cards(STRONG[1]), cards(STRONG[2])))
    other = state.view(0)["seats"][1]
    assert other["front"] == ["??"] * 3 and other["middle"] == ["??"] * 5
    assert state.view(1)["seats"][1]["front"] == ["Qh", "Qd", "2c"]
    assert all(e["type"] != "hands-shown" for e in state.view(0)["events"])
    set_hand(state, 0, *WEAK)
    shown = [e for e in state.view(0)["events"] if e["type"] == "hands-shown"]
    assert [h[0] for h in shown[0]["hands"]] == [1, 0]


def test_a_unit_per_row_won_and_the_scoop_makes_six() -> None:
    """Rules, Chinese Poker: 'a player pays their opponent one unit for each hand that they lost.
    If a player loses all three hands ... pay three extra units (for a total of six units).'"""
    strong = ("Qh Qd 2c", "Kh Kd 7c 3s 4d", "9s 9c 9d Jd 2h")
    state = two_player({1: joined(strong), 0: joined(WEAK)}, surrender=False)
    set_hand(state, 1, *strong)
    set_hand(state, 0, *WEAK)
    assert chips(state) == [-6, 6]
    unscooped = ("Qh Qd 2c", "Kh Kd 7c 3s 4d", "9s 9c 5d 5h 2h")  # back loses to two pair aces
    state = two_player({1: joined(unscooped), 0: joined(WEAK)}, surrender=False)
    set_hand(state, 1, *unscooped)
    set_hand(state, 0, *WEAK)
    assert chips(state) == [-1, 1]


def test_bonus_rates_for_strong_rows() -> None:
    """Rules, Chinese Poker: 'Front hand, three of a kind: 3 units. Middle hand, full house: 2
    units. Middle or back hands: Four of a kind: 4 units. Straight flush or royal flush: 5.'"""
    trips = ("5h 5d 5s", "Kh Kd Kc 3s 3d", "9s Ts Js Qs Ks")  # 3 + 2 + 5, scoop 3
    state = two_player({1: joined(trips), 0: joined(WEAK)}, surrender=False)
    set_hand(state, 1, *trips)
    set_hand(state, 0, *WEAK)
    assert chips(state) == [-13, 13]
    quads = ("Qh Qd 2c", "9s 9c 9d 9h 2h", "As Ac Ad Ah 3c")  # 1 + 4 + 4 + 3
    state = two_player(
        {1: joined(quads), 0: "Jh 8d 4c Th Td 5c 6s 7d Ks Kc 8s 8c 6h"}, surrender=False
    )
    set_hand(state, 1, *quads)
    set_hand(state, 0, "Jh 8d 4c", "Th Td 5c 6s 7d", "Ks Kc 8s 8c 6h")
    assert chips(state) == [-12, 12]
    plain = two_player({1: joined(trips), 0: joined(WEAK)}, surrender=False, bonuses=False)
    set_hand(plain, 1, *trips)
    set_hand(plain, 0, *WEAK)
    assert chips(plain) == [-6, 6]


def test_straights_and_flushes_do_not_count_in_front() -> None:
    """Rules, Chinese Poker: 'Straights and flushes are not counted as such in the three-card
    front hand.' A suited Q-J-T in front is queen high, beaten by a pair of deuces."""
    mine = ("Qh Jh Th", "Kh Kd 7c 3s 4d", "9s 9c Jd Js 2h")
    theirs = ("2c 2d 3c", "Ah Ad 7d 3d 4c", "As Ac Kc Ks 5h")
    state = two_player({1: joined(mine), 0: joined(theirs)}, surrender=False)
    set_hand(state, 1, *mine)
    set_hand(state, 0, *theirs)
    assert chips(state) == [6, -6]  # seat 0 wins the front with the deuces and scoops


def test_a_fouled_hand_loses_every_row_and_two_fouls_pay_nothing() -> None:
    """Rules, Chinese Poker: 'If the hands are not set with the strongest hand as the back hand
    and the weakest as the front hand ... this is considered a foul and none of the player's three
    hands are eligible to win.' Our convention: a fouled hand is scooped by an unfouled one; two
    fouled hands pay each other nothing."""
    fouled = (STRONG[0], STRONG[2], STRONG[1])  # quads in the middle over a full house
    state = two_player({1: joined(STRONG), 0: joined(WEAK)}, surrender=False)
    set_hand(state, 1, *fouled)
    set_hand(state, 0, *WEAK)
    shown = next(e for e in state.view(0)["events"] if e["type"] == "hands-shown")
    assert shown["hands"][0][4] is True
    assert chips(state) == [6, -6]
    both = two_player({1: joined(STRONG), 0: joined(WEAK)}, surrender=False)
    set_hand(both, 1, *fouled)
    set_hand(both, 0, "As Ac 8s", "8c 6h Jh 8d 4c", "Th Td 5c 6s 7d")
    assert chips(both) == [0, 0]


def test_equal_rows_of_one_hand_do_not_foul() -> None:
    """Our convention: a middle exactly as strong as the back (or front) is not a foul; the
    front compares with the middle as if its missing kickers were nothing."""
    from widow.families.rows.rows import fouls

    assert not fouls(cards("Kh Kd 4c"), cards("Ks Kc 9d 3h 2s"), cards("Ah Ad 9h 3c 2c"))
    assert fouls(cards("Kh Kd Tc"), cards("Ks Kc 9d 3h 2s"), cards("Ah Ad 9h 3c 2c"))
    assert not fouls(cards("2h 3d 4c"), cards("Ah Kd 9d 3h 2s"), cards("Ac Kc 9s 3s 2c"))
    assert fouls(cards("2h 3d 4c"), cards("Ah Kd 9d 3h 2s"), cards("Ac Qc 9s 3s 2c"))


def test_the_four_naturals_are_recognised() -> None:
    """Rules, Chinese Poker: dragon (thirteen-card straight), three flushes, three straights
    (the only time a front flush or straight counts), six pairs and one unpaired card."""
    assert naturals_held(cards(DRAGON))[0] == "dragon"
    flushes = "2c 5c Tc 3d 6d 7d Td Qd 4h 8h Jh Kh 9h"
    assert naturals_held(cards(flushes)) == ["three-flushes"]
    assert naturals_held(cards("Ac 2d 3h 4s 5c 6d 7h 8s 9c Tc Jd Qs Kh"))[-1] == "three-straights"
    assert "three-straights" in naturals_held(cards("Ac 2d 3h 5s 6c 7d 8h 9s Tc Jd Qs Kh Ah"))
    assert naturals_held(cards(SIX_PAIRS)) == ["six-pairs"]
    assert naturals_held(cards("2c 2d 2h 2s 6c 6d 8h 8s Tc Td Qh Qs Ac")) == ["six-pairs"]
    assert naturals_held(cards(joined(WEAK))) == []
    assert naturals_held(cards(joined(STRONG))) == ["six-pairs"]  # quads count as two pairs


def test_naturals_rank_in_order_and_equal_ones_compare_as_the_text_says() -> None:
    """Rules, Chinese Poker: 'if two natural hands are compared against each other, the
    higher-ranked one wins'; two dragons tie; three flushes compare back, then middle, then
    front; six pairs compare the highest pair, then the next."""
    flushes = cards("2c 5c 9c 3d 6d 7d Td Qd 4h 8h Jh Kh 9h")
    weaker = cards("2s 5s 8s 3c 6c 7c Tc Jc 4d 8d Jd Kd 9d")
    assert compare_naturals(("dragon", cards(DRAGON)), ("three-flushes", flushes)) == 1
    assert compare_naturals(("dragon", cards(DRAGON)), ("dragon", cards(DRAGON))) == 0
    assert compare_naturals(("three-flushes", flushes), ("three-flushes", weaker)) == 1
    higher = cards("2c 2h 4c 4d 6h 6s 8c 8d Th Td Kh Ks Ah")
    assert compare_naturals(("six-pairs", cards(SIX_PAIRS)), ("six-pairs", higher)) == -1
    odd = cards("2c 2h 4c 4d 6h 6s 8c 8d Th Td Jh Jd Kc")
    assert compare_naturals(("six-pairs", cards(SIX_PAIRS)), ("six-pairs", odd)) == 0


def test_a_declared_natural_beats_a_set_hand_and_is_paid_three_or_thirteen() -> None:
    """Rules, Chinese Poker: 'Any natural will always beat a regular hand ... A winning natural
    hand is paid three units, except for the dragon, which is paid thirteen units. Payments are
    made by each opponent immediately upon declaration.'"""
    state = two_player({1: DRAGON, 0: joined(WEAK)}, surrender=False)
    assert DECLARE["dragon"] in state.legal_actions()
    state.apply("declare dragon")
    assert state.view(0)["seats"][1]["natural"] is None  # still secret
    set_hand(state, 0, *WEAK)
    assert chips(state) == [-13, 13]
    state = two_player({1: SIX_PAIRS, 0: joined(STRONG)}, surrender=False)
    state.apply("declare six-pairs")
    set_hand(state, 0, *STRONG)
    assert chips(state) == [-3, 3]
    with pytest.raises(IllegalActionError):
        two_player({1: joined(STRONG), 0: joined(WEAK)}).apply("declare dragon")


def test_a_natural_may_be_set_as_an_ordinary_hand() -> None:
    """Rules, Chinese Poker: 'the player has the option to set the hands and score them as
    usual if they feel they will score better that way.'"""
    state = two_player({1: SIX_PAIRS, 0: joined(STRONG)}, surrender=False)
    assert DECLARE["six-pairs"] in state.legal_actions()
    set_hand(state, 1, "Ac 2s 2d", "4h 4s 6c 6d Tc", "Jc Js 8h 8s Ts")
    set_hand(state, 0, *STRONG)
    assert all(e["reason"] == "hands" for e in state.view(0)["events"] if e["type"] == "paid")


def test_naturals_are_paid_before_surrender_and_surrender_pays_two_each() -> None:
    """Rules, Chinese Poker: 'Prior to the hands being revealed, but after any naturals have
    been paid, a player ... may choose to surrender ... a flat two-unit payment to each
    opponent, regardless of what the opponent holds.'"""
    game = load_game("chinese-poker", players=3, hands=1)
    state = game.new_state(seed=2, script=[chinese_deck({1: DRAGON, 2: joined(WEAK)}, 3)])
    state.apply("declare dragon")
    set_hand(state, 2, *WEAK)
    zero = state.view(0)["hand"]
    set_hand(state, 0, " ".join(zero[:3]), " ".join(zero[3:8]), " ".join(zero[8:]))
    assert state.phase == "surrender" and chips(state) == [-13, 26, -13]
    assert state.legal_actions() == [SURRENDER, STAND]
    state.apply("surrender")  # seat 2
    assert state.view(0)["seats"][2]["status"] == "decided"
    state.apply("stand")  # seat 0
    assert chips(state)[2] == -13 - 4
    assert state.is_over and state.view(0)["seats"][2]["hand"] == ["??"] * 13


def test_settlement_is_pair_by_pair_with_units_agreed_per_pair() -> None:
    """Rules, Chinese Poker: 'hands are compared from player to player ... two players may
    mutually decide that one unit will be a different value for transactions between those two
    players in particular.'"""
    rows0 = ("2s 3h 4d", "2d 3c 4s 5d 7s", "5h 7h Jc Qc Ks")
    hands = {1: joined(STRONG), 2: joined(WEAK), 0: joined(rows0)}
    totals = []
    for extra in ({}, {"unit": 2, "pair_units": "1-2:5"}):
        game = load_game("chinese-poker", players=3, hands=1, surrender=False, **extra)
        state = game.new_state(seed=3, script=[chinese_deck(hands, 3)])
        set_hand(state, 1, *STRONG)
        set_hand(state, 2, *WEAK)
        set_hand(state, 0, *rows0)
        totals.append(chips(state))
    plain, agreed = totals
    paid = [e for e in state.view(0)["events"] if e["type"] == "paid"]
    assert {(e["seat"], e["to"]) for e in paid} == {(2, 1), (0, 1), (0, 2)}
    by_pair = {(e["seat"], e["to"]): e["chips"] // e["units"] for e in paid}
    assert by_pair == {(2, 1): 5, (0, 1): 2, (0, 2): 2}
    assert sum(plain) == 0 and sum(agreed) == 0 and agreed != plain


def test_the_deal_passes_left_and_the_match_lasts_the_hands_option() -> None:
    """Rules, Chinese Poker / our convention: seat 0 deals first, the deal passes to the left
    after each hand; option hands sets the length of the match."""
    state = load_game("chinese-poker", players=3, hands=3).new_state(seed=9)
    rng = random.Random(9)
    dealers = []
    while not state.is_over:
        view = state.view(0)
        if not dealers or dealers[-1][0] != view["deal"]:
            dealers.append((view["deal"], view["dealer"]))
        state.apply(rng.choice(state.legal_actions()))
    assert dealers == [(1, 0), (2, 1), (3, 2)]
    assert replay(state.record()) == state


def test_actions_are_numbered_as_the_72072_splits() -> None:
    """Numbering: front number f (0-285) then middle number m (286-537) is split f * 252 + m of
    the position table, whatever the cards."""
    from widow.families.rows.splits import SETTINGS

    state = two_player({1: joined(STRONG), 0: joined(WEAK)})
    with pytest.raises(InvalidActionError, match="has not placed its front"):
        state.action_from_index(300)
    assert state.action_from_index(543) == STAND and state.game.num_distinct_actions == 544
    held = sorted(cards(joined(STRONG)))
    for number in (0, 1, 5000, 72071):
        probe = state.copy()
        f, m = divmod(number, 252)
        front = probe.action_from_index(f)
        probe.apply(front)
        middle = probe.action_from_index(286 + m)
        positions = SETTINGS[number]
        assert set(front.front) == {held[p] for p in positions[:3]}
        assert set(middle.middle) == {held[p] for p in positions[3:8]}
        assert probe.action_index(middle) == 286 + m
