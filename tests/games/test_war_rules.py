"""War, clause by clause (rules text: war-whist-bid-whist.txt, the War section)."""

from __future__ import annotations

from typing import Any

import pytest

from widow import IllegalActionError, load_game, replay
from widow.cards import parse_cards
from widow.games.war.rules import WarState


def deal(players: int, piles: list[str], seed: int = 5, **options: Any) -> WarState:
    """A fresh match whose piles start with the given cards (top first): each named card is
    swapped into place from wherever the deal put it, so every card is still dealt once."""
    state = load_game("war", players=players, **options).new_state(seed=seed)
    assert isinstance(state, WarState)
    for seat, text in enumerate(piles):
        for depth, card in enumerate(parse_cards(text)):
            holder, where = next((s, p.index(card)) for s, p in enumerate(state.piles) if card in p)
            here = state.piles[seat][depth]
            state.piles[seat][depth], state.piles[holder][where] = card, here
    return state


def turn_all(state: WarState, times: int) -> None:
    for _ in range(times):
        state.apply("turn")


def held(state: WarState) -> list[int]:
    return [s["chips"] for s in state.outcome()["seats"]]


@pytest.mark.parametrize(("players", "sizes"), [(2, [26, 26]), (3, [18, 17, 17]), (4, [13] * 4)])
def test_the_whole_pack_is_dealt(players: int, sizes: list[int]) -> None:
    """Rules, War: 'the entire deck is dealt out' (two players: half each)."""
    state = load_game("war", players=players).new_state(seed=1)
    assert held(state) == sizes


def test_the_higher_card_takes_both_and_they_go_under_the_pile() -> None:
    """Rules, War: the high card takes the other cards (won cards go under the winner's pile,
    in the order played: our gather=in-order convention)."""
    state = deal(2, ["9c 2d", "4h 3s"])
    turn_all(state, 2)
    assert held(state) == [27, 25]
    assert state.piles[0][-2:] == list(parse_cards("9c 4h"))
    assert state.piles[0][0] == parse_cards("2d")[0]


def test_aces_are_high() -> None:
    """Convention: aces rank above kings in War."""
    state = deal(2, ["Kc", "Ad"])
    turn_all(state, 2)
    assert held(state) == [25, 27]


def test_equal_cards_start_a_war_of_three_down_one_up_for_all_ten_cards() -> None:
    """Rules, War: on equal values each lays three cards face down and one face up; the higher
    tiebreaker takes all ten cards."""
    state = deal(2, ["7c 2c 2d 2h Kc", "7d 3c 3d 3h Qc"])
    turn_all(state, 2)
    assert state.phase == "war" and state.outcome()["pool"] == 2
    state.apply("turn")
    assert state.middle[-4:-1] == [(0, c, False) for c in parse_cards("2c 2d 2h")]
    state.apply("turn")
    assert held(state) == [26 - 5 + 10, 26 - 5]
    assert state.events[-1].type == "battle-won" and state.events[-1].cards == 10


def test_war_cards_face_down_stay_hidden_from_every_seat() -> None:
    """Rules, War: the three war cards are laid face down; no seat's view shows them."""
    state = deal(2, ["7c 2c 2d 2h Kc", "7d 3c 3d 3h Qc"])
    turn_all(state, 3)
    for seat in (0, 1):
        shown = [t["card"] for t in state.view(seat)["middle"]]
        zones = {z["id"]: z["cards"] for z in state.view(seat)["table"]["zones"]}
        assert zones["battle-0"] == ["7c", "??", "??", "??", "Kc"]
        assert zones["battle-1"] == ["7d"]
        assert shown == ["7c", "7d", "??", "??", "??", "Kc"]


def test_the_battle_shows_which_player_turned_each_card() -> None:
    """Rules, War: each player turns up a card, and in a war lays three face down and one face
    up. The table lays the battle out one zone per player, labelled with that player's seat, each
    holding exactly the cards that player put down, in order (face-down ones hidden from the
    seats, shown in the full view)."""
    state = deal(3, ["7c 2c 2d 2h Kc", "7d 3c 3d 3h Qc", "4s 5s 6s 8s 9s"])
    turn_all(state, 5)
    assert state.phase == "war"
    for viewer in (None, 0, 1, 2):
        table = state.table(viewer)
        battle = [z for z in table["zones"] if z["id"].startswith("battle-")]
        assert [z["id"] for z in battle] == ["battle-0", "battle-1", "battle-2"]
        for seat, z in enumerate(battle):
            assert z["owner"] is None and z["kind"] == "board"
            assert z["label"] == f"seat {seat}'s cards in the battle"
            mine = [
                str(c) if up or viewer is None else "??" for s, c, up in state.middle if s == seat
            ]
            assert z["cards"] == mine
        # Together they are the whole battle as the viewer sees it.
        view = state.full_view() if viewer is None else state.view(viewer)
        assert sorted(c for z in battle for c in z["cards"]) == sorted(
            t["card"] for t in view["middle"]
        )


def test_a_tie_in_the_war_is_fought_again() -> None:
    """Rules, War: if the tiebreakers are equal, battle again until two cards differ; the winner
    takes all of them."""
    state = deal(2, ["7c 2c 2d 2h Kc 4c 4d 4h 9c", "7d 3c 3d 3h Kd 5c 5d 5h Tc"])
    turn_all(state, 4)
    assert state.phase == "war" and state.war_round == 2
    turn_all(state, 2)
    assert held(state) == [26 - 9, 26 + 9]


def test_multi_player_any_match_starts_a_war_that_everyone_joins() -> None:
    """Rules, War (three or four players): when two cards match, war breaks out and all players
    take part, not only the two with matching cards (even when a third card is higher)."""
    state = deal(3, ["5c 2c 2d 2h 3c", "5d 3d 3h 3s 4c", "Kc 6c 6d 6h 9c"])
    turn_all(state, 3)
    assert state.phase == "war" and state.contenders == [0, 1, 2]
    turn_all(state, 3)
    assert held(state) == [18 - 5, 17 - 5, 17 + 10]


def test_option_war_on_highest_lets_the_top_card_win_over_a_lower_pair() -> None:
    """Option war_on=highest: a lower pair does not start a war; the highest card wins."""
    state = deal(3, ["5c", "5d", "Kc"], war_on="highest")
    turn_all(state, 3)
    assert state.phase == "battle" and held(state) == [17, 16, 19]


def test_option_war_players_tied_leaves_the_others_out_of_the_war() -> None:
    """Option war_players=tied: only the tied players fight; the others' cards go to the winner."""
    state = deal(3, ["Kc 2c 2d 2h 3c", "Kd 3d 3h 3s 4c", "5c"], war_players="tied")
    turn_all(state, 3)
    assert state.contenders == [0, 1] and state.to_act == 0
    turn_all(state, 2)
    assert held(state) == [18 - 5, 17 - 5 + 11, 16]


def test_short_of_cards_in_a_war_the_last_card_is_turned_up() -> None:
    """Convention short_war=last-card: with fewer than four cards, all but the last go face down
    and the last is turned up."""
    state = deal(2, ["7c", "7d"], seed=2)
    moved = state.piles[0][3:]  # seat 0 keeps three cards in all
    state.piles[0][3:] = []
    state.piles[1].extend(moved)
    turn_all(state, 2)
    state.apply("turn")
    assert [up for s, _, up in state.middle if s == 0] == [True, False, True]


def test_with_no_card_left_the_standing_card_stays_in_the_war() -> None:
    """Convention short_war=last-card: a player with no card left keeps their face-up card in."""
    state = deal(2, ["7c", "7d 2c 2d 2h 8c"])
    others = state.piles[0][1:]
    state.piles[0][1:] = []
    state.piles[1].extend(others)
    turn_all(state, 2)
    assert state.phase == "war" and state.queue == [1]
    assert state.events[-1].standing == (0,)
    state.apply("turn")
    assert state.is_over and held(state) == [0, 52]


def test_option_short_war_lose_forfeits_a_player_without_four_cards() -> None:
    """Option short_war=lose: a player who cannot put down four cards loses the war and the game."""
    state = deal(2, ["7c 2c 2d", "7d"], short_war="lose")
    moved = state.piles[0][3:]
    state.piles[0][3:] = []
    state.piles[1].extend(moved)
    turn_all(state, 2)
    assert state.is_over and held(state) == [0, 52]
    assert any(e.type == "forfeited" for e in state.events)


def test_a_war_nobody_can_fight_ends_the_match_with_cards_returned() -> None:
    """Convention: if nobody in a war has a card left, each takes back their cards, match over."""
    state = deal(2, ["7c", "7d"])
    state.piles[0][1:] = []
    state.piles[1][1:] = []
    turn_all(state, 2)
    assert state.is_over and held(state) == [1, 1]
    assert state.events[-2].type == "deadlock"


def test_collecting_the_whole_pack_wins_and_empty_piles_are_out() -> None:
    """Rules, War: the player who collects the entire deck wins."""
    state = load_game("war", players=2).new_state(seed=4)
    while not state.is_over:
        state.apply("turn")
    out = state.outcome()
    if state.battles < state.game.options.max_battles:
        assert sorted(held(state)) == [0, 52]
        assert out["winners"] == [held(state).index(52)]


def test_the_turn_cap_ends_the_match_and_most_cards_win() -> None:
    """Convention: after max_battles battles the match stops; most cards wins, ties share."""
    state = load_game("war", players=2, max_battles=3).new_state(seed=4)
    while not state.is_over:
        state.apply("turn")
    assert state.battles == 3
    cards = held(state)
    best = max(cards)
    assert state.outcome()["winners"] == [s for s in (0, 1) if cards[s] == best]


def test_option_gather_shuffled_draws_from_chance_and_replays() -> None:
    """Option gather=shuffled: won cards are shuffled (a recorded chance event) first."""
    state = load_game("war", players=2, gather="shuffled").new_state(seed=9)
    turn_all(state, 2)
    kinds = [c["kind"] for c in state.record()["chance"]]
    assert kinds[0] == "deal" and "gather" in kinds
    assert replay(state.record()) == state


def test_the_only_action_is_turn_and_others_are_refused() -> None:
    """War has no decisions: 'turn' is the only action; other text is refused."""
    state = load_game("war", players=2).new_state(seed=1)
    assert [str(a) for a in state.legal_actions()] == ["turn"]
    with pytest.raises(IllegalActionError, match="seat 1"):
        state.apply("turn", seat=1)


def test_a_deadlocked_war_returns_the_cards_of_players_outside_it_too() -> None:
    """Convention: with war_players=tied, the cards of a player left out of an unsettled war go
    back to that player as well."""
    state = deal(3, ["7c", "7d", "2c"], war_players="tied", war_on="highest")
    for seat in (0, 1):
        moved = state.piles[seat][1:]
        state.piles[seat][1:] = []
        state.piles[2].extend(moved)
    turn_all(state, 3)
    assert state.is_over and held(state) == [1, 1, 50]
