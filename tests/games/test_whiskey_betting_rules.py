"""Whiskey Poker with betting (``whisky-poker``, ``scoring="betting"``): each clause of the
"Whiskey Poker" section of soko-ofc-chinese-pineapple-anaconda-paiute-lowball-whiskey.txt as a named
test citing it, our conventions, and invariants over many seeded random matches."""

from __future__ import annotations

import random
from typing import Any

import pytest

from widow import State, load_game
from widow.bots import play_match
from widow.cards import CARDS, parse_cards
from widow.errors import IllegalActionError, InvalidOptionError
from widow.games import rules_text

GAME = "whisky-poker"


def game(players: int = 3, **options: Any) -> Any:
    return load_game(GAME, players=players, scoring="betting", **options)


def dealt(players: int, hands: dict[int, str], widow: str) -> list[str]:
    """The first cards of the deal's shuffle that give ``hands`` (seat 0 deals the first hand, so
    the cards go to seats 1, 2, ..., the widow, then seat 0, five times round)."""
    order = [*range(1, players), "widow", 0]
    cards = {seat: hands[seat].split() for seat in range(players)} | {"widow": widow.split()}
    return [cards[who][i] for i in range(5) for who in order]  # type: ignore[index]


def forced(players: int, hands: dict[int, str], widow: str, **options: Any) -> State:
    """A one-hand match with the cards forced."""
    options.setdefault("deals", 1)
    return game(players, **options).new_state(seed=5, script=[dealt(players, hands, widow)])


HANDS3 = {0: "2c 3c 4d 8h 9s", 1: "Ac Ad Ah Ks Kd", 2: "5c 6c 7c 8c Tc"}
WIDOW3 = "Jd Qd 2s 3s 7h"


def run(state: State, *texts: str) -> None:
    for text in texts:
        state.apply(text)


def stacks(state: State) -> list[int]:
    return [s["chips"] for s in state.outcome()["seats"]]


def test_scoring_betting_is_an_option_with_its_own_rules_text() -> None:
    # Whiskey Poker: "You will also need chips to keep track of betting"; the game is the same
    # spare-hand game played for a pot.
    assert game().options.scoring == "betting"
    assert "WHISKEY POKER WITH BETTING" in rules_text(GAME)
    with pytest.raises(InvalidOptionError, match="structure"):
        game(structure="spread")


def test_one_52_card_pack_and_every_card_somewhere() -> None:
    # Setup: "requires the use of one 52-card deck".
    state = game(5).new_state(seed=2)
    assert sorted(c for zone in state.zones().values() for c in zone) == list(CARDS[:52])


def test_five_cards_each_and_widow_dealt_between_dealer_and_right_hand_player() -> None:
    # Setup: "deal five cards to each player. Between the dealer and the player to their right,
    # deal an extra hand, called the widow" (play is clockwise, so the dealer's right-hand
    # neighbour is the seat before the dealer: the widow takes its card just before the dealer's).
    state = forced(3, HANDS3, WIDOW3)
    full = state.full_view()
    assert full["dealer"] == 0
    for seat, text in HANDS3.items():
        assert full["seats"][seat]["hand"] == text.split()
    assert full["widow"]["cards"] == WIDOW3.split()
    assert full["widow"]["face_up"] is False


def test_ante_before_the_deal() -> None:
    # Setup: chips "each can represent a nominal value"; our convention: everyone antes `ante`.
    state = game(3, ante=2).new_state(seed=1)
    assert state.full_view()["pot"] == 6
    assert stacks(state) == [18, 18, 18]


def test_three_betting_rounds_before_blind_round_widow_and_showdown() -> None:
    # Game play: "the first betting round occurs" after looking; "The second betting round
    # happens now. After that wraps up, the widow is exposed"; "The third and final betting round
    # now takes place. After this comes the showdown."
    state = forced(3, HANDS3, WIDOW3)
    phases = [state.phase]
    for text in ["check"] * 3 + ["pass"] * 3 + ["check"] * 3:
        state.apply(text)
        phases.append(state.phase)
    assert phases == ["bet-1"] * 3 + ["blind"] * 3 + ["bet-2"] * 3 + ["open"]
    assert state.full_view()["widow"]["face_up"] is True
    run(state, "knock", "pass", "pass")
    assert state.phase == "bet-3"
    run(state, "check", "check", "check")
    # After the showdown seat 1's full house takes the pot of three antes.
    assert stacks(state)[1] == 19 + 3


def test_blind_round_starts_left_of_dealer_and_exchanges_unseen() -> None:
    # Game play: "the turn goes to the player on the dealer's left. This player has the right to
    # exchange their hand with the hand on the table, in its entirety, without being able to see
    # it ahead of time."
    state = forced(3, HANDS3, WIDOW3)
    run(state, "check", "check", "check")
    assert state.to_act == 1
    assert state.view(1)["widow"]["cards"] == ["??"] * 5
    state.apply("exchange")
    assert state.view(1)["hand"] == WIDOW3.split()
    # The old hand is the widow now, face down: its owner knows it, nobody else does.
    assert state.view(1)["widow"]["cards"] == HANDS3[1].split()
    assert state.view(2)["widow"]["cards"] == ["??"] * 5
    assert state.view(2)["seats"][1]["hand"] == ["??"] * 5


def test_next_player_may_also_exchange_blind() -> None:
    # Game play: "After this, the next player to their left may do the same, and so on."
    state = forced(3, HANDS3, WIDOW3)
    run(state, "check", "check", "check", "exchange", "exchange")
    assert state.full_view()["seats"][2]["hand"] == HANDS3[1].split()
    # Seat 1 left that hand in the widow, so it knows what seat 2 holds now; seat 0 does not.
    assert state.view(1)["seats"][2]["hand"] == HANDS3[1].split()
    assert state.view(0)["seats"][2]["hand"] == ["??"] * 5


def test_blind_round_pass_keeps_cards() -> None:
    # Game play: "If you decide to keep your cards, you have two options: you may simply pass".
    state = forced(3, HANDS3, WIDOW3)
    run(state, "check", "check", "check", "pass")
    assert state.full_view()["seats"][1]["hand"] == HANDS3[1].split()
    assert state.to_act == 2


def test_blind_round_knock_ends_that_round_when_turn_returns() -> None:
    # Game play: "knocking allows everyone one last opportunity to exchange hands, with this
    # phase of the game ending when the turn gets back to you."
    state = forced(3, HANDS3, WIDOW3)
    run(state, "check", "check", "check", "pass", "knock")
    # Seat 1 passed before the knock; it still gets its last chance, then the round ends.
    assert [state.to_act, state.phase] == [0, "blind"]
    assert [str(a) for a in state.legal_actions()] == ["pass", "exchange"]
    run(state, "pass")
    assert [state.to_act, state.phase] == [1, "blind"]
    run(state, "exchange")
    assert state.phase == "bet-2"


def test_blind_round_knock_ends_only_that_round() -> None:
    # "A knock in the blind round ends only that round": the open round follows as usual and
    # the knocker plays in it (and may knock there again).
    state = forced(3, HANDS3, WIDOW3)
    run(state, "check", "check", "check", "knock", "pass", "pass", "check", "check", "check")
    assert state.phase == "open" and state.to_act == 1
    assert "knock" in [str(a) for a in state.legal_actions()]


def test_blind_round_without_knock_is_one_turn_each() -> None:
    # Open case, our convention: with no knock the blind round ends once everyone has had a turn.
    state = forced(3, HANDS3, WIDOW3)
    run(state, "check", "check", "check", "pass", "pass", "pass")
    assert state.phase == "bet-2"


def test_open_round_take_one_give_one_face_up() -> None:
    # Game play: "the widow is exposed. The player to the dealer's left has the first chance to
    # play. Each player may take one card from the widow, then discard one card from their hand,
    # face up, to the widow."
    state = forced(3, HANDS3, WIDOW3)
    run(state, *["check"] * 3, *["pass"] * 3, *["check"] * 3)
    assert state.to_act == 1
    run(state, "swap Ks Jd")
    view = state.view(2)
    assert "Ks" in view["widow"]["cards"] and "Jd" not in view["widow"]["cards"]
    assert view["seats"][1]["hand"].count("Jd") == 1 and view["seats"][1]["hand"].count("??") == 4


def test_open_round_swap_all_but_never_several() -> None:
    # Game play: "Players also have the option to exchange their entire hand for the widow, but
    # they may not exchange, say, three cards at once; it must be one card or all of them."
    state = forced(3, HANDS3, WIDOW3)
    run(state, *["check"] * 3, *["pass"] * 3, *["check"] * 3)
    legal = [str(a) for a in state.legal_actions()]
    assert "swap all" in legal
    assert all(a in ("swap all", "knock") or len(a.split()) == 3 for a in legal)
    run(state, "swap all")
    assert state.full_view()["seats"][1]["hand"] == WIDOW3.split()
    assert state.full_view()["widow"]["cards"] == HANDS3[1].split()


def test_open_round_has_no_pass() -> None:
    # Game play: "Players do not have the option to pass; they must knock if they wish to not
    # exchange any cards."
    state = forced(3, HANDS3, WIDOW3)
    run(state, *["check"] * 3, *["pass"] * 3, *["check"] * 3)
    with pytest.raises(IllegalActionError, match="no pass once the widow is face up"):
        state.apply("pass")
    with pytest.raises(IllegalActionError, match="face up"):
        state.apply("exchange")


def test_open_round_ends_when_turn_returns_to_first_knocker() -> None:
    # Game play: "As before, play ends when the turn gets back to the first player to knock."
    state = forced(3, HANDS3, WIDOW3)
    run(state, *["check"] * 3, *["pass"] * 3, *["check"] * 3, "swap Ks Jd", "knock")
    assert [str(a) for a in state.legal_actions()][-1] == "pass"
    assert "knock" not in [str(a) for a in state.legal_actions()]
    run(state, "swap 2c Ks", "pass")
    assert state.phase == "bet-3"


def test_open_round_without_knock_goes_round() -> None:
    # Game play: the round lasts until someone knocks; the turn keeps going round.
    state = forced(3, HANDS3, WIDOW3)
    run(state, *["check"] * 3, *["pass"] * 3, *["check"] * 3)
    seats = []
    for _ in range(5):
        seats.append(state.to_act)
        state.apply("swap all")
    assert seats == [1, 2, 0, 1, 2] and state.phase == "open"


def test_pass_after_knock_option_off_forces_a_swap() -> None:
    # Open case, option pass_after_knock=false: after the knock every other player must swap.
    state = forced(3, HANDS3, WIDOW3, pass_after_knock=False)
    run(state, *["check"] * 3, *["pass"] * 3, *["check"] * 3, "knock")
    assert "pass" not in [str(a) for a in state.legal_actions()]
    with pytest.raises(IllegalActionError, match="pass_after_knock is off"):
        state.apply("pass")


def test_highest_hand_takes_the_pot_at_showdown() -> None:
    # Game play: "The player with the highest-ranked poker hand takes the pot."
    state = forced(3, HANDS3, WIDOW3)
    run(state, "bet 2", "call", "call", *["pass"] * 3, *["check"] * 3, "knock", "pass", "pass")
    run(state, "bet 4", "call", "call")
    # Three antes, three bets of 2 and three of 4 (the last round's limit is doubled).
    assert stacks(state) == [20 - 7, 20 - 7 + 21, 20 - 7]
    shown = state.view(0)["table"]["zones"]
    assert any(z["cards"] == HANDS3[1].split() for z in shown)


def test_tie_splits_pot_odd_chip_left_of_dealer() -> None:
    # Convention: equal hands split the pot; the odd chip goes nearest the dealer's left.
    hands = {0: "2c 3c 4d 8h 9s", 1: "Ac Kc Qd Jh 9d", 2: "As Ks Qh Jd 9c"}
    state = forced(3, hands, "2d 3d 5s 6s 7d", ante=1)
    run(state, "bet 2", "call", "fold", *["pass"] * 2, "check", "check", "knock", "pass")
    run(state, "check", "check")
    # Pot: 3 antes + 2 + 2 = 7; seats 1 and 2 tie, seat 1 (left of the dealer) gets the odd chip.
    assert stacks(state) == [19, 19 - 2 + 4, 19 - 2 + 3]


def test_fold_leaves_pot_uncontested_without_showing() -> None:
    # Betting "according to the typical norms for betting in poker": a pot nobody contests is
    # won without showing cards, and an uncalled bet is returned.
    state = forced(3, HANDS3, WIDOW3)
    run(state, "bet 2", "fold", "fold")
    assert state.is_over and stacks(state)[1] == 19 + 3
    assert state.view(0)["seats"][1]["hand"] == ["??"] * 5
    assert any(e.type == "returned" for e in state.recent_events())
    assert not any(e.type == "showdown" for e in state.recent_events())


def test_limit_structure_units_and_cap() -> None:
    # Betting norms (docs/commerce-games.md): limit bets of `bet`, a cap on bets and raises.
    state = forced(3, HANDS3, WIDOW3, bet=3, cap=2, chips=50)
    assert [str(a) for a in state.legal_actions()] == ["check", "bet 3"]
    run(state, "bet 3", "raise to 6")
    assert [str(a) for a in state.legal_actions()] == ["fold", "call"]


def test_no_limit_offers_all_in() -> None:
    # Betting norms: no-limit lets a player bet every chip.
    state = forced(3, HANDS3, WIDOW3, structure="no-limit")
    assert "all-in" in [str(a) for a in state.legal_actions()]


def test_all_in_player_still_trades_with_the_widow() -> None:
    # Convention: a player all-in takes part in the exchanges and the showdown.
    state = forced(2, {0: HANDS3[0], 1: HANDS3[1]}, WIDOW3, structure="no-limit", chips=10)
    run(state, "all-in", "call")
    assert state.phase == "blind" and state.to_act == 1
    run(state, "exchange", "pass")
    assert state.phase == "open"


def test_table_and_views_hide_others_hands() -> None:
    # Hidden information: a seat never sees another's face-down cards or the face-down widow.
    state = forced(3, HANDS3, WIDOW3)
    table = state.view(0)["table"]
    zones = {z["id"]: z for z in table["zones"]}
    assert zones["hand-1"]["cards"] == ["??"] * 5
    assert zones["widow"]["cards"] == ["??"] * 5
    assert zones["hand-0"]["cards"] == HANDS3[0].split()


@pytest.mark.parametrize("structure", ["limit", "pot-limit", "no-limit"])
def test_chips_are_conserved_over_seeded_random_matches(structure: str) -> None:
    # Invariant: no chip is made or lost; each hand's pot goes to the players.
    for seed in range(25):
        players = 2 + seed % 6
        g = game(players, structure=structure, deals=2)
        state = play_match(g, ["random"] * players, seed)
        assert sum(stacks(state)) == 20 * players
        assert state.outcome()["pool"] == 0


def test_resample_keeps_what_the_exchanger_knows() -> None:
    # Protocol: a resample keeps the hand a seat left in the widow where that seat knows it is.
    state = forced(3, HANDS3, WIDOW3)
    run(state, "check", "check", "check", "exchange")
    for i in range(10):
        sample = state.resample(1, random.Random(i))
        assert sample.full_view()["widow"]["cards"] == HANDS3[1].split()
        assert sample.view(1) == state.view(1)


def test_numbering_round_trips_bet_sizes() -> None:
    # Protocol: every legal action has a distinct number that maps back to it.
    state = forced(3, HANDS3, WIDOW3, structure="no-limit", chips=100)
    run(state, "bet 2")
    legal = state.legal_actions()
    numbers = [state.action_index(a) for a in legal]
    assert len(set(numbers)) == len(legal)
    assert [state.action_from_index(i) for i in numbers] == legal
    assert all(0 <= i < state.game.num_distinct_actions for i in numbers)


def test_heuristic_beats_random() -> None:
    # Bots: the heuristic wins chips from random play over a few seeded heads-up matches.
    total = 0
    for seed in range(6):
        seats = ["heuristic", "random"] if seed % 2 == 0 else ["random", "heuristic"]
        state = play_match(game(2, deals=4), seats, seed)
        total += stacks(state)[seats.index("heuristic")] - 20
    assert total > 0


def test_parse_cards_helper_matches_deal() -> None:
    # The test helper's deal order agrees with the engine's (guards the tests above).
    assert parse_cards(" ".join(dealt(3, HANDS3, WIDOW3)[:4])) == parse_cards("Ac 5c Jd 2c")
