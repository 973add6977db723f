"""Brag, clause by clause: the "Brag" section of the rules texts (commerce-paiute-...-brag-lowball)
and, for the procedure options, the vying procedures of the "Vying games" text."""

from __future__ import annotations

import random

import pytest

from widow import IllegalActionError, InvalidOptionError, load_game, replay
from widow.cards import CARDS, parse_cards
from widow.games.brag.rules import BragState

# Four players, seat 0 deals the first hand: the order of play is 1, 2, 3, 0.
ORDER = (1, 2, 3, 0)


def deck(hands: dict[int, str], order: tuple[int, ...] = ORDER) -> list[str]:
    """The top of a pack that deals ``hands`` (seat -> three cards), one card at a time round
    the table in ``order``."""
    cards = {seat: text.split() for seat, text in hands.items()}
    return [cards[seat][i] for i in range(3) for seat in order]


def brag(cards: dict[int, str], players: int = 4, **options: object) -> BragState:
    game = load_game("brag", players=players, **options)
    order = tuple((1 + i) % players for i in range(players))
    state = game.new_state(seed=1, script=[deck(cards, order)])
    assert isinstance(state, BragState)
    return state


FOUR = {1: "2c 7d 9h", 2: "Ac Ad 4s", 3: "5h 6h 8s", 0: "Kc Qd 2h"}


def play(state: BragState, *actions: str) -> None:
    for action in actions:
        state.apply(action)


def test_four_to_eight_players_and_two_or_three_as_an_option() -> None:
    """Rules, Brag: 'a gambling game for four to eight players' (fewer only as an option)."""
    assert load_game("brag", players=8).players == 8
    for players in (3, 9):
        with pytest.raises(InvalidOptionError, match="4 to 8 players"):
            load_game("brag", players=players)
    assert load_game("brag", players=2, few_players=True).players == 2


def test_everyone_antes_and_gets_three_cards_face_down() -> None:
    """Rules, Brag, Setup: 'All players ante. Shuffle and deal three cards face-down to each
    player.'"""
    state = brag(FOUR, ante=2)
    assert state.outcome()["pool"] == 8
    assert [len(h) for h in state.hands] == [3, 3, 3, 3]
    assert [str(c) for c in state.hands[2]] == ["Ac", "Ad", "4s"]
    for seat in range(4):
        others = [r["hand"] for r in state.view(seat)["seats"] if r["seat"] != seat]
        assert others == [["??"] * 3] * 3


def test_prial_of_threes_beats_prial_of_aces_with_the_shared_ranking() -> None:
    """Rules, Brag, Rank of hands: 'The highest-ranked prial is 3-3-3; the second-highest is
    A-A-A'; a run outranks a flush."""
    game = load_game("brag", players=4)
    ranking = game.ranking
    assert (
        ranking.evaluate(parse_cards("3c 3d 3h")).strength
        > ranking.evaluate(parse_cards("Ac Ad Ah")).strength
    )
    assert (
        ranking.evaluate(parse_cards("4c 5d 6h")).strength
        > ranking.evaluate(parse_cards("2s 7s Ks")).strength
    )
    low = load_game("brag", players=4, threes_high=False).ranking
    assert (
        low.evaluate(parse_cards("3c 3d 3h")).strength
        < low.evaluate(parse_cards("Ac Ad Ah")).strength
    )


def test_players_start_blind_and_may_look_before_betting() -> None:
    """Rules, Brag: 'Players may look at their cards if they want to, or they may abstain from
    this and play blind'; a blind player 'may choose, before betting, to look at their cards'."""
    state = brag(FOUR)
    assert state.to_act == 1
    assert state.view(1)["seats"][1]["hand"] == ["??"] * 3
    state.apply("look")
    assert state.to_act == 1  # looking is not a turn
    assert state.view(1)["seats"][1]["hand"] == ["2c", "7d", "9h"]
    assert state.view(2)["seats"][1]["hand"] == ["??"] * 3
    with pytest.raises(IllegalActionError, match="already looked"):
        state.apply("look")


def test_betting_starts_left_of_the_dealer_within_the_agreed_first_bet() -> None:
    """Rules, Brag, Play of the hand: 'Betting starts with the player to the left of the dealer'
    and the first bet lies within the agreed minimum and maximum."""
    state = brag(FOUR, min_bet=2, max_bet=6, blind=False)
    assert state.view(0)["dealer"] == 0 and state.to_act == 1
    bets = [str(a) for a in state.legal_actions() if str(a).startswith("bet")]
    assert bets == [f"bet {n}" for n in range(2, 7)]
    with pytest.raises(IllegalActionError, match="from 2 to 6"):
        state.apply("bet 7")


def test_each_player_bets_at_least_the_last_bet_and_may_raise_by_the_limit() -> None:
    """Rules, Brag: 'Each subsequent player must bet at least as much as the last player to bet
    before them' and 'anyone can raise whenever they wish', by the agreed increase."""
    state = brag(FOUR, raise_limit=3, blind=False)
    state.apply("bet 4")
    assert [str(a) for a in state.legal_actions() if str(a).startswith("bet")] == [
        "bet 4",
        "bet 5",
        "bet 6",
        "bet 7",
    ]
    with pytest.raises(IllegalActionError, match="from 4 to 7"):
        state.apply("bet 3")


def test_pot_limit_raises_up_to_the_pot() -> None:
    """Rules, Brag, Setup: the increase 'can either be a hard numerical limit, or the game can
    be played at pot limit'."""
    state = brag(FOUR, betting="pot-limit", blind=False)
    state.apply("bet 4")  # pot: 4 antes + 4
    highest = max(a.amount for a in state.legal_actions() if str(a).startswith("bet"))  # type: ignore[attr-defined]
    assert highest == 4 + 8


def test_a_fold_sends_the_cards_unseen_under_the_stock() -> None:
    """Rules, Brag: a player who folds is 'out of the hand, and their cards are placed,
    unrevealed, at the bottom of the stock'."""
    state = brag(FOUR)
    events = state.apply("fold")
    assert [e.type for e in events] == ["folded"]
    assert state.hands[1] == [] and [str(c) for c in state.deck[:3]] == ["2c", "7d", "9h"]
    assert "2c" not in str(state.view(2))


def test_betting_goes_round_and_round_until_two_are_left() -> None:
    """Rules, Brag: 'Betting continues in this same manner around the table, even after it
    reaches the players who have already bet'; only two players may see."""
    state = brag(FOUR, blind=False)
    play(state, "bet 2", "bet 2", "bet 2", "bet 2")
    assert state.to_act == 1 and not state.is_over
    assert "see" not in [str(a) for a in state.legal_actions()]
    play(state, "bet 2", "fold")
    assert state.phase == "vying"
    state.apply("fold")
    assert state.phase == "two-left" and state.to_act == 0
    assert "see" in [str(a) for a in state.legal_actions()]


def test_blind_players_bet_half_and_their_bets_count_double() -> None:
    """Rules, Brag: 'if the player to the right of the blind player bets $10, the blind player
    is only required to bet $5, and the player to the right must still bet $10. However, should
    the blind player wish to bet $20, the player to their left must bet at least $40'."""
    state = brag(FOUR, raise_limit=50, max_bet=10)
    play(state, "look", "bet 10")
    assert state.vying.minimum(2) == 5
    state.apply("bet 5")  # seat 2, blind, pays the minimum: the stake stays 10
    play(state, "look")
    assert state.vying.minimum(3) == 10
    state.apply("bet 10")
    state.apply("bet 20")  # seat 0, blind
    play(state, "bet 40")
    assert state.vying.stake == 40
    doubled = brag(FOUR, raise_limit=50)
    play(doubled, "look", "bet 10", "bet 20", "look")
    with pytest.raises(IllegalActionError, match="from 40 to"):
        doubled.apply("bet 39")


def test_a_see_between_the_last_two_costs_double_and_the_better_hand_wins() -> None:
    """Rules, Brag: the last two bet on until one folds 'or one of the players decides to see
    the other, by doubling the previous bet'; the seen player shows; a better seer shows and
    takes the pot."""
    state = brag(FOUR, blind=False)
    play(state, "bet 3", "fold", "fold")
    assert state.view(0)["see_cost"] == 6
    chips = state.vying.stacks[0]
    events = state.apply("see")  # seat 0 (K-Q-2) sees seat 1 (2-7-9)
    assert [e.type for e in events[:4]] == ["staked", "revealed", "revealed", "pot-won"]
    won = next(e for e in events if e.type == "pot-won")
    assert won.seat == 0 and won.amount == 4 + 3 + 6
    assert state.chips[0] == chips - 6 + 13


def test_a_losing_seer_does_not_show_and_a_tie_loses_for_the_seer() -> None:
    """Rules, Brag: 'If not, their opponent wins the pot; the losing seer may choose to simply
    fold their hand without revealing it. Should the hands tie, the seer loses the pot.'"""
    tie = {1: "Kh Qh 2d", 2: "Ac Ad 4s", 3: "5h 6h 8s", 0: "Kc Qd 2s"}
    state = brag(tie, blind=False)
    play(state, "bet 3", "fold", "fold")
    events = state.apply("see")
    shown = [e.seat for e in events if e.type == "revealed"]
    assert shown == [1]
    assert [e.seat for e in events if e.type == "pot-won"] == [1]


def test_you_cannot_see_a_blind_man_but_a_blind_player_may_see() -> None:
    """Rules, Brag: 'should your opponent be playing blind, you do not have the option to see
    ... A blind player, can, however, see their non-blind opponent ... If both players are
    playing blind, they may see each other.'"""
    state = brag(FOUR)
    play(state, "bet 2", "fold", "fold", "look")  # seat 1 blind, seat 0 open
    assert "see" not in [str(a) for a in state.legal_actions()]
    with pytest.raises(IllegalActionError, match="can't see a blind man"):
        state.apply("see")
    state.apply("bet 4")
    assert "see" in [str(a) for a in state.legal_actions()]  # seat 1, blind, may see
    both = brag(FOUR)
    play(both, "bet 2", "fold", "fold")
    assert "see" in [str(a) for a in both.legal_actions()]
    assert both.vying.see_cost(0) == 4  # twice the blind minimum of 2


def test_the_last_player_left_takes_the_pot_unseen() -> None:
    """Rules, Brag: the two go on 'until either one of them folds, thus awarding the pot to the
    other player' (no cards are shown)."""
    state = brag(FOUR, blind=False)
    events: list[object] = []
    for action in ("bet 2", "fold", "fold", "fold"):
        events = state.apply(action)
    assert not any(e.type == "revealed" for e in events)  # type: ignore[attr-defined]
    assert state.chips[1] == 100 - 1 - 2 + 6  # ante and bet out, the pot back


def test_covering_the_pot_makes_a_side_pot_decided_first() -> None:
    """Rules, Brag: 'Should a player run out of money, they may cover the pot ... placing all
    further bets in a side pot. The winner of the side pot is determined first, then, the
    winning hand is compared with the hand covering the pot'."""
    game = load_game("brag", players=4, stack=5, blind=False, hands=1)
    state = game.new_state(seed=1, script=[deck(FOUR)])
    play(state, "bet 2", "bet 3", "bet 3", "fold")  # four chips each after the ante
    assert [str(a) for a in state.legal_actions()] == ["fold", "cover"]  # seat 1: 2 chips, 3 due
    play(state, "cover", "cover")  # seats 1 and 2 cover: seat 3 is left betting alone
    # The covers came at 14 and 15 chips. The side pot is empty; seat 3's 8-high meets seat 2's
    # cover (pair of aces), which takes pot 1 (1 chip) and then beats seat 1's cover for the
    # main pot (14 chips).
    won = [(e.seat, e.amount, e.pot) for e in state.log_events if e.type == "pot-won"]
    assert won == [(2, 1, 1), (2, 14, 0)]
    assert [s["chips"] for s in state.outcome()["seats"]] == [4, 0, 15, 1]


def test_a_covering_hand_loses_a_tie_like_a_seer() -> None:
    """Rules, Brag: the winner 'is compared with the hand covering the pot'; the text leaves a
    tie open, and we rule it as for a see: the hand that forced the comparison loses."""
    hands = {1: "Kh Qh 2d", 2: "Ac Ad 4s", 3: "5h 6h 8s", 0: "Ks Qs 2h"}
    game = load_game("brag", players=4, stack=5, blind=False, hands=1)
    state = game.new_state(seed=1, script=[deck(hands)])
    play(state, "bet 3", "fold", "fold", "bet 3", "cover")  # seat 1 covers with its last chip
    won = [(e.seat, e.amount, e.pot) for e in state.log_events if e.type == "pot-won"]
    assert won == [(0, 11, 0)]
    assert state.outcome()["seats"][0]["chips"] == 12


def test_no_shuffle_between_hands_the_stock_carries_over() -> None:
    """Rules, Brag: 'The next hand is customarily dealt immediately, with no shuffle.'"""
    state = brag(FOUR, blind=False, hands=2)
    first = [str(c) for c in state.chance.log[0].result]
    play(state, "bet 2", "fold", "fold", "fold")
    assert state.hand_no == 2 and len(state.chance.log) == 1
    # Hand 2: seat 1 deals, the order is 2, 3, 0, 1; the top of the stock was card 12.
    assert [str(c) for c in state.hands[2]] == [first[12], first[16], first[20]]
    again = replay(state.record())
    assert again == state and again.hands == state.hands


def test_a_pot_won_with_a_shown_prial_brings_a_shuffle() -> None:
    """Rules, Brag: 'Shuffles only occur when a pot is won with an exposed prial.'"""
    hands = {1: "3c 3d 3h", 2: "Ac Ad 4s", 3: "5h 6h 8s", 0: "Kc Qd 2h"}
    state = brag(hands, blind=False, hands=3)
    play(state, "bet 2", "fold", "fold", "see")  # seat 0 sees the prial: it is shown and wins
    assert state.hand_no == 2 and len(state.chance.log) == 2
    unseen = brag(hands, blind=False, hands=3)
    play(unseen, "bet 2", "fold", "fold", "fold")  # the prial wins unseen: no shuffle
    assert unseen.hand_no == 2 and len(unseen.chance.log) == 1
    always = brag(FOUR, blind=False, hands=2, shuffle="every-hand")
    play(always, "bet 2", "fold", "fold", "fold")
    assert len(always.chance.log) == 2


def test_two_down_vying_sees_by_matching_the_stake() -> None:
    """Rules, Vying games: in 'two-down vying' players drop out 'until only two remain in, when
    one may call for a showdown by matching the previous stake without raising it further'."""
    state = brag(FOUR, blind=False, procedure="two-down")
    play(state, "bet 3", "fold", "fold")
    assert state.vying.see_cost(0) == 3
    before = state.vying.stacks[0]
    state.apply("see")
    assert state.chips[0] == before - 3 + 4 + 6


def test_all_round_vying_ends_when_everyone_has_matched_the_last_raise() -> None:
    """Rules, Vying games: in 'all-round vying' all players 'can force a showdown by matching the
    previous stake, thereby preventing the previous raiser from raising it again'."""
    state = brag(FOUR, blind=False, procedure="all-round")
    play(state, "bet 2", "bet 3", "see", "see")
    assert state.to_act == 1 and not state.is_over
    assert "bet 3" not in [str(a) for a in state.legal_actions()]  # matching is the see
    events = state.apply("see")
    assert sum(1 for e in events if e.type == "revealed") == 4
    assert [e.seat for e in events if e.type == "pot-won"] == [2]  # pair of aces


def test_refused_actions_name_seat_phase_and_reason_and_change_nothing() -> None:
    """Bad input: an illegal action raises IllegalActionError with the seat, the phase and why;
    the state is unchanged."""
    state = brag(FOUR)
    before = state.record()
    with pytest.raises(IllegalActionError, match=r"'see' for seat 1 in phase vying: nobody"):
        state.apply("see")
    with pytest.raises(IllegalActionError, match="you can still bet"):
        state.apply("cover")
    assert state.record() == before


def test_resample_keeps_cards_the_seat_has_followed_into_the_stock() -> None:
    """Hidden information: a seat that looked at its cards and folded knows where they lie in
    the stock; a resample moves only what it does not know."""
    state = brag(FOUR)
    play(state, "look", "fold")
    rng = random.Random(3)
    for _ in range(10):
        sample = state.resample(1, rng)
        assert [str(c) for c in sample.deck[:3]] == ["2c", "7d", "9h"]
        assert sample.view(1) == state.view(1)
    samples = {tuple(state.resample(1, rng).hands[2]) for _ in range(10)}
    assert len(samples) > 1
    assert sorted(CARDS[:52]) == sorted(c for z in state.zones().values() for c in z)


def test_the_side_pot_and_the_covered_pot_can_go_to_different_hands() -> None:
    """Rules, Brag: 'The other players carry on without them, placing all further bets in a side
    pot. The winner of the side pot is determined first, then ... the winner of those two hands
    takes the main pot.'"""
    hands = {1: "Ac Ad 4s", 2: "2c 7d 9h", 3: "5h 6h 8s", 0: "Kc Qd 2h"}
    game = load_game("brag", players=4, stack=5, hands=1)
    state = game.new_state(seed=1, script=[deck(hands)])
    play(state, "look", "bet 4", "bet 2", "bet 2", "fold")  # seats 2 and 3 pay blind halves
    state.apply("cover")  # seat 1 has nothing left: it covers the pot of 12
    play(state, "bet 2", "bet 2", "fold")  # a side pot of 4; seat 2 folds out of it
    won = [(e.seat, e.amount, e.pot) for e in state.log_events if e.type == "pot-won"]
    assert won == [(3, 4, 1), (1, 12, 0)]
    assert [s["chips"] for s in state.outcome()["seats"]] == [4, 12, 0, 4]


def test_there_is_no_check_a_player_bets_or_folds() -> None:
    """Rules, Brag: 'If a player does not wish to bet, they must fold (also called stacking)'."""
    state = brag(FOUR, blind=False)
    kinds = {str(a).split()[0] for a in state.legal_actions()}
    assert kinds == {"fold", "bet"}
