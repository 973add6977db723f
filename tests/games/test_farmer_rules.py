"""Farmer, clause by clause (rules text: commerce-paiute-...-farmer-tonk-...txt, Farmer)."""

from __future__ import annotations

from typing import Any

import pytest

from widow import IllegalActionError, load_game, replay
from widow.cards import parse_card, parse_cards
from widow.games.farmer.rules import PACK, FarmerState, card_value

FIRST_FARMER_IS_2 = "2c 3c 6h"  # three players: seat 2 receives the six of hearts


def start(deal: str, players: int = 3, first: str = FIRST_FARMER_IS_2, **opts: Any) -> FarmerState:
    """A match whose first deal's cards come in the given order (face-down cards from the
    farmer's left, then the hits in order)."""
    state = load_game("farmer", players=players, **opts).new_state(seed=3, script=[first, deal])
    assert isinstance(state, FarmerState)
    return state


def play(state: FarmerState, moves: str) -> None:
    for move in moves.split():
        state.apply(move)


def chips(state: FarmerState) -> list[int]:
    return list(state.chips)


def test_the_pack_has_45_cards_without_eights_and_only_the_six_of_hearts() -> None:
    """Rules, Farmer: remove all the 8s and all the 6s except the six of hearts: 45 cards."""
    texts = {str(c) for c in PACK}
    assert len(PACK) == 45 and "6h" in texts
    assert not texts & {"8c", "8d", "8h", "8s", "6c", "6d", "6s"}


def test_card_values() -> None:
    """Rules, Farmer: aces one, face cards ten, the others their face value."""
    values = [card_value(parse_card(c)) for c in ("Ah", "Kc", "Qd", "Js", "Tc", "9h", "2d")]
    assert values == [1, 10, 10, 10, 10, 9, 2]


def test_the_first_farmer_is_dealt_the_six_of_hearts() -> None:
    """Rules, Farmer: cards are dealt face up to each player until the six of hearts; its
    receiver is the first farmer."""
    state = start("Tc 9c 5c")
    assert state.farmer == 2
    assert state.events[0].type == "farmer-chosen"
    other = load_game("farmer", players=3).new_state(seed=3, script=["6h"])
    assert isinstance(other, FarmerState) and other.farmer == 0


def test_everyone_antes_into_the_farm() -> None:
    """Rules, Farmer: all players ante to the pot, the farm."""
    state = start("Tc 9c 5c", ante=2)
    assert state.pool == 6 and chips(state) == [98, 98, 98]


def test_one_card_face_down_each_from_the_farmers_left() -> None:
    """Rules, Farmer: the farmer deals one card face down to each player from their left; the
    others cannot see it."""
    state = start("Tc 9c 5c")
    assert [h[0] for h in state.hands] == list(parse_cards("Tc 9c 5c"))
    view = state.view(1)
    assert view["seats"][1]["hand"] == ["9c"]
    assert view["seats"][0]["hand"] == ["??"] and view["seats"][2]["hand"] == ["??"]
    assert state.to_act == 0


def test_everyone_must_hit_at_least_once() -> None:
    """Rules, Farmer: each player is required to draw at least one card."""
    state = start("Tc 9c 5c")
    assert [str(a) for a in state.legal_actions()] == ["hit"]
    with pytest.raises(IllegalActionError, match="at least one card"):
        state.apply("stay")


def test_hits_are_face_up_and_the_farmer_draws_last() -> None:
    """Rules, Farmer: hits are dealt face up; players draw in turn from the farmer's left, the
    farmer last."""
    state = start("Tc 9c 5c 4d 7h 2s")
    play(state, "hit stay")
    assert state.view(2)["seats"][0]["hand"] == ["??", "4d"]
    play(state, "hit stay")
    assert state.to_act == 2


def test_a_bust_is_not_announced_and_the_player_just_stays() -> None:
    """Rules, Farmer: a player over sixteen does not say so; they simply stay (the only move)."""
    state = start("Tc 9c 5c 9d")
    play(state, "hit")
    assert [str(a) for a in state.legal_actions()] == ["stay"]
    view = state.view(1)
    assert view["seats"][0]["hand"] == ["??", "9d"] and "bust" not in str(view["seats"][0])


def test_a_single_sixteen_takes_the_farm_and_becomes_farmer() -> None:
    """Rules, Farmer: one player with exactly sixteen wins the farm and is the next farmer."""
    state = start("Tc 9c 5c 6h 2d 3d")
    play(state, "hit stay hit stay hit stay")
    # seat 0: 16, seat 1: 11, seat 2 (farmer): 8; nobody bust.
    assert chips(state)[0] == 99 + 3 - 1  # took the farm of 3, then anted for deal 2
    assert state.farmer == 0 and state.deal_no == 2


def settle(state: FarmerState, moves: str) -> list[dict[str, Any]]:
    """Play ``moves``; the events of the last one (the settlement), as dicts."""
    *rest, final = moves.split()
    if rest:
        play(state, " ".join(rest))
    return [e.to_dict() for e in state.apply(final)]


def farm_won(events: list[dict[str, Any]]) -> tuple[int, str]:
    (won,) = [e for e in events if e["type"] == "farm-won"]
    return won["seat"], won["rule"]


def test_tie_rule_one_the_six_of_hearts_wins() -> None:
    """Rules, Farmer, tie rule 1: among several sixteens, the six of hearts wins (even with more
    cards)."""
    state = start("5c 9c 4c 6h 5d 7d 3d")
    events = settle(state, "hit hit stay hit stay hit stay")
    # seat 0: 5c 6h 5d = 16 (three cards); seat 1: 9c 7d = 16 (two); seat 2: 4c 3d = 7
    assert farm_won(events) == (0, "six of hearts")


def test_tie_rule_two_the_fewest_cards_win() -> None:
    """Rules, Farmer, tie rule 2: without the six of hearts, the fewest cards win."""
    state = start("Tc 9c 5c 4d 2d 7h 3d")
    events = settle(state, "hit hit stay hit stay hit stay")
    # seat 0: Tc 4d 2d = 16 (three cards); seat 1: 9c 7h = 16 (two); seat 2: 5c 3d = 8
    assert farm_won(events) == (1, "fewest cards")


def test_tie_rule_three_the_farmer_wins_a_tie_on_cards() -> None:
    """Rules, Farmer, tie rule 3: tied for the fewest cards, the farmer (if among them) wins."""
    state = start("9c Tc 7c 7h 5d 4d 9d")
    events = settle(state, "hit stay hit hit stay hit stay")
    # seat 0: 9c 7h = 16; seat 1: Tc 5d 4d = 19, bust; seat 2 (the farmer): 7c 9d = 16
    assert farm_won(events) == (2, "farmer")


def test_tie_rule_four_the_first_player_left_of_the_farmer_wins() -> None:
    """Rules, Farmer, tie rule 4: the farmer not in the tie, the first tied player to the
    farmer's left wins."""
    state = start("9c 7c Tc 7h 9h 2d", first="2c 6h")
    assert state.farmer == 1 and state.order == [2, 0, 1]
    events = settle(state, "hit stay hit stay hit stay")
    # seat 2: 9c 7h = 16; seat 0: 7c 9h = 16; seat 1 (the farmer): Tc 2d = 12
    assert farm_won(events) == (2, "nearest the farmer's left")
    assert state.farmer == 2


def test_no_sixteen_lower_hands_pay_the_closest_and_the_farm_stays() -> None:
    """Rules, Farmer: nobody at sixteen: the farm remains, each lower hand pays one ante to the
    closest, and the same farmer deals again."""
    state = start("9c 7c 5c 5d 2d 3d")
    settle(state, "hit stay hit stay hit stay")
    # seat 0: 14 (closest), seat 1: 9, seat 2 (farmer): 8
    assert state.farmer == 2 and state.pool == 6
    assert chips(state) == [99 + 2 - 1, 99 - 1 - 1, 99 - 1 - 1]


def test_tied_closest_share_a_side_pot_and_the_odd_chip_goes_to_the_farm() -> None:
    """Rules, Farmer: several closest: the payments go into a side pot split as evenly as
    possible, the remainder into the farm."""
    state = start("9c 9d 9h 2d 5d 5h 5s Ah", players=4, first="2c 3c 4c 6h")
    assert state.farmer == 3
    events = settle(state, "hit stay hit stay hit stay hit stay")
    # seats 0, 1, 2: 14 each; seat 3 (the farmer): 3 pays one chip, shared three ways: 0 each
    shared = [e for e in events if e["type"] == "side-pot-shared"]
    assert shared == [
        {"type": "side-pot-shared", "seat": None, "seats": [0, 1, 2], "each": 0, "rest": 1}
    ]
    assert state.pool == 4 + 1 + 4
    assert chips(state) == [98, 98, 98, 97]


def test_busted_players_pay_the_farmer_who_never_pays_himself() -> None:
    """Rules, Farmer: every bust player pays one ante to the farmer (the farmer excepted)."""
    state = start("Tc 9c Kc 9d 9h 9s")
    settle(state, "hit stay hit stay hit stay")
    # all three bust: 19, 18, 19; no closest hand
    assert chips(state) == [99 - 1 - 1, 99 - 1 - 1, 99 + 2 - 1]
    assert state.pool == 6


def test_the_farm_carries_over_and_is_shared_at_the_end() -> None:
    """Convention: after the last deal (deals + extra_deals), a farm nobody won is shared
    equally, odd chips to the farmer; money is conserved."""
    state = start("Tc 9c Kc 9d 9h 9s", deals=1, extra_deals=0)
    settle(state, "hit stay hit stay hit stay")
    assert state.is_over and state.pool == 0
    assert sum(s["money"] for s in state.outcome()["seats"]) == 0


def test_an_empty_stock_leaves_only_stay() -> None:
    """Convention: when the stock runs out, the players still to draw must stay."""
    state = start("Tc 9c 5c")
    state.stock.clear()
    assert [str(a) for a in state.legal_actions()] == ["stay"]


def test_option_closest_paid_when_won() -> None:
    """Option closest_paid_when_won: the lower hands also pay the closest when the farm is won."""
    state = start("Tc 9c 5c 6h 2d 3d", closest_paid_when_won=True)
    settle(state, "hit stay hit stay hit stay")
    # seat 0: 16 takes the farm and is also the closest: seats 1 and 2 pay it one each
    assert chips(state)[0] == 99 + 3 + 2 - 1


def test_records_replay() -> None:
    """Records: a scripted Farmer match replays to an equal state."""
    state = start("Tc 9c 5c 6h 2d 3d")
    play(state, "hit stay hit")
    assert replay(state.record()) == state
