"""Faro, clause by clause (rules text: commerce-...-horse-race-faro-...txt, Faro)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from widow import IllegalActionError, InvalidActionError, InvalidOptionError, load_game, replay
from widow.cards import CARDS, parse_cards
from widow.games.faro.bot import FaroBot
from widow.games.faro.layout import POSITIONS, covered, parse_position
from widow.games.faro.rules import FaroState


def order(first: str, last: str = "") -> list[str]:
    """A whole pack: ``first`` on top, ``last`` at the bottom, the rest in between."""
    top, bottom = list(parse_cards(first)), list(parse_cards(last)) if last else []
    middle = [c for c in CARDS[:52] if c not in top and c not in bottom]
    return [str(c) for c in (*top, *middle, *bottom)]


def start(first: str, last: str = "", players: int = 2, **opts: Any) -> FaroState:
    state = load_game("faro", players=players, **opts).new_state(
        seed=6, script=[order(first, last)]
    )
    assert isinstance(state, FaroState)
    return state


def chips(state: FaroState) -> list[int]:
    return list(state.chips)


def settled(events: list[Any]) -> list[tuple[str, str, int]]:
    return [(e.position, e.result, e.amount) for e in events if e.type == "settled"]


def punt(state: FaroState, *moves: str) -> None:
    """Every punter in turn: ``moves[k]`` is the k-th punter's changes (``;``-separated, may be
    empty), then done."""
    assert len(moves) == len(state.punters)
    for changes in moves:
        for text in filter(None, (t.strip() for t in changes.split(";"))):
            state.apply(text)
        state.apply("done")


def turn(state: FaroState, *moves: str) -> list[Any]:
    """One round of betting (as :func:`punt`) and the banker's deal; the deal's events."""
    punt(state, *moves)
    return state.apply("deal")


def test_the_soda_card_is_shown_and_plays_no_part() -> None:
    """Rules, Faro: the top card is discarded face up, the soda card; it has no bearing on play
    (the casekeeper counts it as out)."""
    state = start("Kd 9c 3h")
    assert state.soda is not None and str(state.soda) == "Kd"
    assert state.view(0)["soda"] == "Kd" and state.casekeeper()["K"]["left"] == 3
    events = turn(state, "bet K")
    assert settled(events) == [] and [str(c) for c in state.turn_cards] == ["9c", "3h"]


def test_layout_places_from_the_rules_picture() -> None:
    """Rules, Faro: the bets of the picture: between jack and three and between three and four,
    queen and ten skipping one, the corner of ten, four and nine, the four cards five, six,
    eight and nine, and the diagonal of three and ten."""
    for text, ranks in [
        ("J-3", {3, 11}),
        ("3-4", {3, 4}),
        ("Q-10", {10, 12}),
        ("10-4-9", {4, 9, 10}),
        ("5-6-8-9", {5, 6, 8, 9}),
        ("3-10", {3, 10}),
        ("9", {9}),
    ]:
        assert covered(parse_position(text)) == ranks
    assert {"even", "odd", "high"} <= set(POSITIONS)
    with pytest.raises(InvalidActionError, match="not a place"):
        parse_position("A-J")  # not next to each other on the layout


def test_the_bankers_card_loses_and_the_players_card_wins_at_even_money() -> None:
    """Rules, Faro: the first card of the turn is the banker's and loses, the second the
    player's and wins; bets on the winner are paid even money, bets on the loser go to the bank."""
    state = start("Kd 9c 3h", players=3)
    events = turn(state, "bet 9", "bet 3")
    assert settled(events) == [("9", "lost", -2), ("3", "won", 2)]
    assert chips(state) == [198, 200, 200] and state.pool == 2  # the winning stake stays out
    assert state.bets == {(1, "3", False): 1}  # the winning bet stays on the layout


def test_a_coppered_bet_wins_when_its_card_loses() -> None:
    """Rules, Faro: a copper on a bet makes it a bet that the card loses."""
    state = start("Kd 9c 3h")
    assert settled(turn(state, "bet 9 copper")) == [("9", "won", 2)]


def test_multi_card_bets_win_lose_or_push() -> None:
    """Rules, Faro: a bet on several cards wins or loses if one of them does; one winning and one
    losing is a push; cards not in the turn leave a bet alone."""
    state = start("Kd 9c Th 2s 5d", players=4)
    # 9-10: both in the turn, a push; 5-9: the 9 loses; 3-J: not in the turn.
    events = turn(state, "bet 9-10", "bet 5-9", "bet 3-J")
    assert settled(events) == [("9-T", "push", 0), ("5-9", "lost", -2)]
    assert (2, "3-J", False) in state.bets and (0, "9-T", False) in state.bets


def test_a_split_gives_the_bank_half() -> None:
    """Rules, Faro: a turn of two cards of one rank is a split; the banker takes half the money
    bet on that rank."""
    state = start("Kd 9c 9h")
    assert settled(turn(state, "bet 9")) == [("9", "split", -1)]
    assert chips(state) == [199, 201] and state.pool == 0


def test_even_odd_and_high_card_are_bets_on_the_next_turn() -> None:
    """Rules, Faro: even and odd bet on the winning card's parity, high card on the winning card
    beating the losing one; they are settled on the next turn."""
    state = start("Kd 3c 8h", players=4)
    events = turn(state, "bet even", "bet odd", "bet high")
    assert settled(events) == [("even", "won", 2), ("odd", "lost", -2), ("high", "won", 2)]
    assert state.bets == {} and state.pool == 0


def test_players_may_change_their_bets_between_turns() -> None:
    """Rules, Faro: after each turn players may change their bets (take a bet back)."""
    state = start("Kd 9c 3h 4c 5c")
    turn(state, "bet 7")
    state.apply("take 7")
    assert state.bets == {} and chips(state) == [200, 200]
    with pytest.raises(IllegalActionError, match="no bet there"):
        load_game("faro", players=2).new_state(seed=1).apply("take 7")


def test_the_casekeeper_counts_every_rank_for_every_seat() -> None:
    """Rules, Faro: the casekeeper keeps track of the cards already dealt; everyone sees it."""
    state = start("Kd 9c 9h 4c 5c")
    turn(state, "")
    for seat in (0, 1):
        case = state.view(seat)["casekeeper"]
        assert case["9"] == {"left": 2, "won": 1, "lost": 1} and case["K"]["left"] == 3


def test_the_box_order_stays_hidden() -> None:
    """The cards left in the box are hidden from every seat (only counts show)."""
    state = start("Kd 9c 3h")
    view = state.view(0)
    assert "box_cards" not in view and view["box"] == 51
    assert "box_cards" in state.full_view()


def play_to_last_turn(state: FaroState) -> None:
    while len(state.box) > 3:
        turn(state, *[""] * len(state.punters))


def test_calling_the_turn_pays_four_to_one() -> None:
    """Rules, Faro: with three cards left the players may call their order; a right call is paid
    four to one."""
    state = start("Kd", last="7c 3d Ks")
    play_to_last_turn(state)
    assert state.phase == "call" and len(state.view(0)["call_orders"]) == 6
    events = turn(state, "call 7-3-K")
    assert settled(events) == [("call 7-3-K", "won", 8)]
    assert state.is_over and chips(state) == [208, 192]


def test_a_cat_hop_pays_two_to_one() -> None:
    """Rules, Faro: when the last three hold a pair, a cat-hop, a right call pays two to one."""
    state = start("Kd", last="7c 3d 7s")
    play_to_last_turn(state)
    assert sorted(state.view(0)["call_orders"]) == ["3-7-7", "7-3-7", "7-7-3"]
    assert settled(turn(state, "call 3-7-7")) == [("call 3-7-7", "lost", -2)]


def test_three_of_a_kind_cannot_be_called() -> None:
    """Rules, Faro: with three of a kind left, there is no bet on the last three cards."""
    state = start("Kd", last="7c 7d 7s")
    play_to_last_turn(state)
    assert state.call_orders() == []
    with pytest.raises(IllegalActionError, match="last turn only"):
        state.apply("call 7-7-7")


def test_calls_are_refused_before_the_last_turn() -> None:
    """Rules, Faro: the turn is called only when three cards are left."""
    state = start("Kd 9c 3h")
    with pytest.raises(IllegalActionError, match="last turn only"):
        state.apply("call 9-3-K")


def test_the_pack_is_shuffled_again_for_the_next_deal_and_bets_return_at_the_end() -> None:
    """Rules, Faro: after the last turn the pack is shuffled and the game resumes (deals=2);
    at the end every bet left on the layout goes back to its punter."""
    state = load_game("faro", players=2, deals=2).new_state(seed=9)
    assert isinstance(state, FaroState)
    state.apply("bet even")
    while state.deal_no == 1:
        state.apply("done" if state.to_act == 0 else "deal")
    assert state.deal_no == 2 and len(state.box) == 51
    rng = random.Random(2)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    assert state.pool == 0 and sum(s["money"] for s in state.outcome()["seats"]) == 0


def test_bet_limits() -> None:
    """Rules, Faro: the dealer sets the betting limits (max_units per bet)."""
    state = start("Kd 9c 3h", max_units=1)
    turn(state, "bet 7")
    with pytest.raises(IllegalActionError, match="at most 1 units"):
        state.apply("bet 7")


def test_the_heuristic_punter_bets_only_case_cards() -> None:
    """The heuristic punter bets by the casekeeper: only on ranks with one card left, where no
    split can happen; the banker just deals."""
    state = start("Kd Kc Kh 2c 3c")
    bot = FaroBot()
    rng = random.Random(1)
    assert str(bot.choose(state.view(0), state.legal_actions(), rng)) == "done"
    state.apply("done")
    assert str(bot.choose(state.view(1), state.legal_actions(), rng)) == "deal"
    state.apply("deal")
    assert str(bot.choose(state.view(0), state.legal_actions(), rng)) == "bet K"


def test_records_replay() -> None:
    """Records: a scripted Faro deal replays to an equal state."""
    state = start("Kd 9c 3h", max_moves=8)
    turn(state, "bet 9-T; bet 3 copper; bet 3 copper; take 3 copper; bet high")
    assert replay(state.record()) == state


def test_option_banker_seat_lets_seat_zero_bank() -> None:
    """The banker is a bot by default (the last seat) or a player: banker_seat=0 puts seat 0
    in the bank and the punters follow from its left."""
    state = load_game("faro", players=3, banker_seat=0).new_state(seed=1)
    assert isinstance(state, FaroState)
    assert state.banker == 0 and state.punters == [1, 2] and state.to_act == 1
    with pytest.raises(InvalidOptionError, match="banker_seat"):
        load_game("faro", players=3, banker_seat=5)


def test_a_punter_places_any_number_of_bets_before_saying_done() -> None:
    """Rules, Faro, Placing bets: "Players may place any number of bets on whatever cards they
    wish", coppered or not and on several cards at once; the punter keeps the turn until done,
    then the next punter bets, and the banker deals only when every punter is done."""
    state = start("Kd 9c 3h", players=3, max_moves=20)
    changes = ["bet 9", "bet 9", "bet 3-J copper", "bet high", "bet 5-6-8-9"]
    for text in changes:
        assert state.to_act == 0 and state.phase == "bet"
        state.apply(text)
    assert state.bets == {
        (0, "9", False): 2,
        (0, "3-J", True): 1,
        (0, "high", False): 1,
        (0, "5-6-8-9", False): 1,
    }
    assert chips(state) == [190, 200, 200] and state.pool == 10  # five units of two chips
    state.apply("done")
    assert state.to_act == 1
    state.apply("bet 3")
    state.apply("bet 4")
    assert state.to_act == 1
    with pytest.raises(IllegalActionError, match="only the banker deals"):
        state.apply("deal", seat=1)
    state.apply("done")
    assert state.to_act == state.banker == 2
    assert [str(a) for a in state.legal_actions()] == ["deal"]


def test_bets_are_changed_in_one_go_between_turns() -> None:
    """Rules, Faro, The turn: "Players may then change their bets before the next turn": a punter
    takes some bets back and places others, coppered ones included, before one turn."""
    state = start("Kd 9c 3h 4c 5c", max_moves=6)
    turn(state, "bet 7; bet 8; bet Q-K")
    state.apply("take 7")
    state.apply("take Q-K")
    state.apply("bet 7 copper")
    state.apply("bet 4")
    state.apply("done")
    assert state.bets == {(0, "8", False): 1, (0, "7", True): 1, (0, "4", False): 1}
    assert settled(state.apply("deal")) == [("4", "lost", -2)]  # 4c loses, 5c wins
    assert chips(state) == [194, 202] and state.pool == 4  # the 8 and the coppered 7 stay out


def test_a_punter_makes_at_most_max_moves_changes_before_a_turn() -> None:
    """Convention (the rules deal "once players have had an adequate amount of time to bet"): a
    punter makes at most ``max_moves`` changes before one turn, and the last of them ends that
    punter's betting as 'done' would; a change after it is refused, naming the action, seat,
    phase and reason, and changes nothing."""
    state = start("Kd 9c 3h", players=3, max_moves=3)
    assert state.view(0)["moves_left"] == 3
    state.apply("bet 9")
    state.apply("take 9")
    assert state.to_act == 0 and state.view(0)["moves_left"] == 1
    events = state.apply("bet 9")
    assert [e.type for e in events] == ["bet", "done"] and state.to_act == 1
    assert state.bets == {(0, "9", False): 1}
    before = state.full_view()
    with pytest.raises(IllegalActionError, match=r"'bet 4' for seat 0 in phase bet: it is seat 1"):
        state.apply("bet 4", seat=0)
    assert state.full_view() == before
    assert state.view(1)["moves_left"] == 3  # the count is per punter and per turn
    with pytest.raises(InvalidOptionError, match="max_moves"):
        load_game("faro", players=2, max_moves=0)


@pytest.mark.parametrize("players", [2, 5, 8])
def test_random_punters_always_finish_and_money_is_conserved(players: int) -> None:
    """The bound on changes makes every turn end, however a punter chooses: random play takes
    at most (punters x max_moves + 1) actions a turn, and chips are conserved throughout."""
    game = load_game("faro", players=players, max_moves=4)
    per_turn = (players - 1) * 4 + 1
    for seed in range(2):
        state = game.new_state(seed)
        assert isinstance(state, FaroState)
        rng = random.Random(seed)
        total = sum(state.chips) + state.pool
        steps_this_turn = 0
        while not state.is_over:
            action = rng.choice(state.legal_actions())
            state.apply(action)
            steps_this_turn = 0 if str(action) == "deal" else steps_this_turn + 1
            assert steps_this_turn < per_turn
            assert state.moves < 4 and sum(state.chips) + state.pool == total
        assert state.pool == 0 and sum(s["money"] for s in state.outcome()["seats"]) == 0


def test_bet_and_take_write_and_read_a_place_alike() -> None:
    """Betting and taking back name a place the same way, maybe coppered (rules text
    commerce-...-faro-...txt, Faro, on betting: a bet backs the cards to win unless a copper on
    it makes it a bet that they lose)."""
    state = load_game("faro", players=2).new_state(seed=1)
    for verb in ("bet", "take"):
        for text, canonical in (("9", "9"), ("j-3 COPPER", "3-J copper")):
            action = state.parse_action(f"{verb} {text}")
            assert str(action) == f"{verb} {canonical}"
            assert state.parse_action(str(action)) == action
        with pytest.raises(InvalidActionError, match=f"'{verb}' needs a place on the layout"):
            state.parse_action(f"{verb} 9 copper twice")
    assert state.parse_action("bet 9") != state.parse_action("take 9")
