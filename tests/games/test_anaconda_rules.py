"""Anaconda: one named test per clause of its section of the rules texts
(soko-ofc-chinese-pineapple-anaconda-paiute-lowball-whiskey.txt, "Anaconda"; the low hands
follow "Lowball poker" in commerce-paiute-...-lowball.txt)."""

from __future__ import annotations

import pytest
from betting_support import play_out_and_check

from widow import IllegalActionError, InvalidOptionError, load_game
from widow.engine.events import CARD_TEXT
from widow.games.anaconda.events import CardsPassed
from widow.games.anaconda.rules import AnacondaState

# Three players, seat 0 deals: cards go to seats 1, 2, 0 in turn, seven times round.
HANDS = {
    1: "As Ks Qs Js 9s 2c 3c",
    2: "Ah Kh 2d 3d 4d 5h 7h",
    0: "8c 8d 8h 9c 9d Tc Td",
}


def scripted(deal: dict[int, str], **options: object) -> AnacondaState:
    """A match whose first deal gives each seat the cards listed (seat 0 deals)."""
    options.setdefault("hands", 1)
    players = len(deal)
    order = [(0 + i) % players for i in range(1, players + 1)]
    cards = [deal[s].split()[r] for r in range(7) for s in order]
    state = load_game("anaconda", players=players, **options).new_state(seed=3, script=[cards])
    assert isinstance(state, AnacondaState)
    return state


def cards_of(cards: list[int]) -> list[str]:
    return sorted(CARD_TEXT[c] for c in cards)


def hand(state: AnacondaState, seat: int) -> list[str]:
    return cards_of(state.hands[seat])


def check_round(state: AnacondaState) -> None:
    while state.phase.startswith("bet"):
        state.apply("check")


def play_to_declare(state: AnacondaState) -> None:
    """Check every round and make the two passes of the three-player script."""
    check_round(state)
    for text in ("pass 2c 3c Ks", "pass Ah Kh 7h", "pass 9d Tc Td"):
        state.apply(text)
    check_round(state)
    for text in ("pass 9d Tc Td", "pass 2c 3c Ks", "pass Ah Kh 7h"):
        state.apply(text)
    check_round(state)


def play_to_showdown(state: AnacondaState, sides: tuple[str, str, str]) -> None:
    play_to_declare(state)
    for side in sides:
        state.apply(f"declare {side}")
    state.apply("show Ah Kh Qs Js down As")  # seat 1
    state.apply("show 2d 3d 4d 5h down 9d")  # seat 2
    state.apply("show 8c 8d 9c Ks down 8h")  # seat 0
    check_round(state)


def test_up_to_seven_players() -> None:
    """Rules, Anaconda: 'It can be played by up to seven players'."""
    assert load_game("anaconda", players=7).players == 7
    with pytest.raises(InvalidOptionError):
        load_game("anaconda", players=8)


def test_all_players_ante() -> None:
    """Rules, Anaconda, Setup: 'All players ante.'"""
    state = load_game("anaconda", players=4, ante=2).new_state(seed=1)
    assert sorted((e.seat, e.amount) for e in state.events if e.type == "posted") == [
        (0, 2),
        (1, 2),
        (2, 2),
        (3, 2),
    ]


def test_seven_cards_face_down_and_the_stub_set_aside() -> None:
    """Rules, Anaconda, Setup: 'deal seven cards, face down, to each player. The deck stub is set
    aside and has no further effect on game play.'"""
    state = scripted(HANDS)
    assert hand(state, 1) == sorted(HANDS[1].split())
    assert state.view(0)["seats"][1]["hand"] == ["??"] * 7
    assert len(state.stub) == 52 - 21
    stub = list(state.stub)
    play_to_declare(state)
    assert state.stub == stub


def test_first_betting_round_comes_before_any_pass() -> None:
    """Rules, Anaconda, Game play: 'After everyone has had a chance to look at their hands, the
    first betting round takes place.' (Opened by the player left of the dealer.)"""
    state = scripted(HANDS)
    assert state.phase == "bet-1" and state.to_act == 1
    with pytest.raises(IllegalActionError):
        state.apply("pass 2c 3c Ks")


def test_keep_four_and_pass_three_to_the_left() -> None:
    """Rules, Anaconda, Game play: 'select four cards from their hand that they want to keep,
    setting the other three face down ... everyone passes these discards to the first player to
    the left of them.'"""
    state = scripted(HANDS)
    check_round(state)
    assert state.phase == "pass-1"
    for text in ("pass 2c 3c Ks", "pass Ah Kh 7h", "pass 9d Tc Td"):
        state.apply(text)
    assert hand(state, 1) == sorted(["As", "Qs", "Js", "9s", "9d", "Tc", "Td"])
    assert hand(state, 2) == sorted(["2d", "3d", "4d", "5h", "2c", "3c", "Ks"])
    assert hand(state, 0) == sorted(["8c", "8d", "8h", "9c", "Ah", "Kh", "7h"])
    assert state.phase == "bet-2"


def test_passed_cards_stay_secret_until_everyone_has_chosen() -> None:
    """Rules, Anaconda, Game play: 'After everyone has made their choices, everyone passes': a
    choice is made one seat at a time and seen only by its maker until all have chosen."""
    state = scripted(HANDS)
    check_round(state)
    state.apply("pass 2c 3c Ks")
    assert state.view(1)["seats"][1]["passing"] == ["2c", "3c", "Ks"]
    assert state.view(2)["seats"][1]["passing"] == ["??"] * 3
    assert hand(state, 2) == sorted(HANDS[2].split())
    assert "2c" not in str(state.view(2))


def test_second_pass_goes_to_the_second_player_to_the_right() -> None:
    """Rules, Anaconda, Game play: 'a second passing round occurs ... the cards are passed to the
    second player to the right.'"""
    state = load_game("anaconda", players=4, hands=1).new_state(seed=8)
    assert [state.pass_target(s, 1) for s in (1, 2, 3, 0)] == [2, 3, 0, 1]
    assert [state.pass_target(s, 2) for s in (1, 2, 3, 0)] == [3, 0, 1, 2]
    check_round(state)
    while state.phase == "pass-1":
        state.apply(state.legal_actions()[0])
    check_round(state)
    given = {}
    while state.phase == "pass-2":
        seat = state.to_act
        action = state.legal_actions()[0]
        given[seat] = action
        state.apply(action)
    received = {e.seat: (e.giver, e.cards) for e in state.events if e.type == "cards-received"}
    for seat in (1, 2, 3, 0):
        giver, cards = received[(seat - 2) % 4]
        assert giver == seat and cards == given[seat].cards


def test_passes_skip_players_who_have_folded() -> None:
    """Rules, Anaconda, Game play: 'the players that are still in the hand' pass, each to the
    next player still in; with two left, the second pass goes to the other."""
    state = load_game("anaconda", players=3, hands=1).new_state(seed=2)
    state.apply("bet 2")  # seat 1
    state.apply("fold")  # seat 2
    state.apply("call")  # seat 0
    assert state.phase == "pass-1" and state.queue == [1, 0]
    assert state.pass_target(1, 1) == 0 and state.pass_target(1, 2) == 0


def test_a_betting_round_after_each_pass() -> None:
    """Rules, Anaconda, Game play: 'After the first pass, there is another betting round ... A
    third round of betting happens after this.'"""
    state = scripted(HANDS)
    phases = []
    while state.phase != "declare":
        if state.phase not in phases:
            phases.append(state.phase)
        legal = [str(a) for a in state.legal_actions()]
        state.apply("check" if "check" in legal else legal[0])
    assert phases == ["bet-1", "pass-1", "bet-2", "pass-2", "bet-3"]


def test_secret_declarations_are_revealed_together() -> None:
    """Rules, Anaconda, Game play: each player decides high or low 'out of view of the other
    players' and all 'open their hands' at once."""
    state = scripted(HANDS)
    play_to_declare(state)
    assert state.phase == "declare"
    state.apply("declare high")
    assert state.view(1)["seats"][1]["declared"] == "high"
    assert state.view(2)["seats"][1]["declared"] == "??"
    assert not any(e.type == "declared" for e in state.events)
    state.apply("declare low")
    state.apply("declare high")
    revealed = next(e for e in state.events if e.type == "declared")
    assert dict(revealed.sides) == {1: "high", 2: "low", 0: "high"}
    assert state.view(2)["seats"][1]["declared"] == "high"


def test_final_hand_four_up_one_down_the_rest_discarded() -> None:
    """Rules, Anaconda, Game play: 'discarding ... cards face down into a discard pile ... turns
    four of the cards ... face up ... placing the fifth card face down'. (Seven cards make a
    five-card hand and two discards; the text's "three" counts one too many.)"""
    state = scripted(HANDS)
    play_to_declare(state)
    for side in ("high", "low", "high"):
        state.apply(f"declare {side}")
    state.apply("show Ah Kh Qs Js down As")
    assert state.view(2)["seats"][1]["hand"] == ["??"] * 5
    state.apply("show 2d 3d 4d 5h down 9d")
    state.apply("show 8c 8d 9c Ks down 8h")
    view = state.view(2)
    assert view["seats"][1]["hand"] == ["Js", "Qs", "Kh", "Ah", "??"]
    assert view["seats"][1]["discards"] == ["??"] * 2
    assert cards_of(state.discards[1]) == ["7h", "9s"]
    assert state.phase == "bet-4"


def test_pot_split_between_best_high_and_best_low() -> None:
    """Rules, Anaconda, Game play: 'the pot is split between the best high hand and the best low
    hand', each among those who declared for it."""
    state = scripted(HANDS, ante=2, remainder="high")
    play_to_showdown(state, ("high", "low", "high"))
    won = {e.seat: (e.amount, e.half) for e in state.events if e.type == "pot-won"}
    # Pot 6: seat 0's three eights beat seat 1's aces for high; seat 2 is alone for low.
    assert won == {0: (3, "high"), 2: (3, "low")}


def test_everyone_on_one_side_takes_the_whole_pot() -> None:
    """Rules, Anaconda, Object: a player wins 'either the highest-ranking or lowest-ranking'
    hand; with nobody declaring low the best high hand takes the whole pot."""
    state = scripted(HANDS, ante=2)
    play_to_showdown(state, ("high", "high", "high"))
    won = [(e.seat, e.amount) for e in state.events if e.type == "pot-won"]
    assert won == [(0, 6)]


def test_remainder_stays_in_the_pot_for_the_next_hand() -> None:
    """Rules, Anaconda, Game play: 'Any remainder is left in the pot as "flavor" for the next
    hand.'"""
    state = scripted(HANDS, ante=1, hands=2)
    play_to_showdown(state, ("high", "low", "high"))
    assert any(e.type == "carried" and e.amount == 1 for e in state.log_events)
    assert state.carry == 1 and state.hand_no == 2
    assert state.view(0)["pot"] == 3 + 1


def test_remainder_to_the_high_hand_as_an_option() -> None:
    """Rules, Lowball poker: 'if the pot cannot be split evenly, it is customary to award the odd
    amount to the winner of the high hand' (option remainder=high)."""
    state = scripted(HANDS, ante=1, hands=2, remainder="high")
    play_to_showdown(state, ("high", "low", "high"))
    assert state.carry == 0
    assert state.chips[0] == 100 - 1 + 2 and state.chips[2] == 100 - 1 + 1


@pytest.mark.parametrize(
    ("low", "winner"), [("ace-to-five", 1), ("deuce-to-seven", 0), ("ace-to-six", 0)]
)
def test_low_hands_follow_the_chosen_lowball_ranking(low: str, winner: int) -> None:
    """Rules, Lowball poker: ace-to-five ignores straights and counts aces low (the wheel is
    best); deuce-to-seven counts aces high; ace-to-six counts the wheel as a straight (option
    low)."""
    # Two players: each passes three cards and gets them back on the second pass.
    state = scripted({1: "As 2c 3c 4c 5d Kh Kd", 0: "2h 3h 4h 6s 8s Qh Qd"}, low=low)
    check_round(state)
    state.apply("pass 5d Kh Kd")
    state.apply("pass 8s Qh Qd")
    check_round(state)
    state.apply("pass 8s Qh Qd")
    state.apply("pass 5d Kh Kd")
    check_round(state)
    state.apply("declare low")
    state.apply("declare low")
    state.apply("show As 2c 3c 4c down 5d")
    state.apply("show 2h 3h 4h 6s down 8s")
    check_round(state)
    won = [(e.seat, e.half) for e in state.events if e.type == "pot-won"]
    assert won == [(winner, "low")]


def test_uncontested_pot_and_carry_go_to_the_last_player_unseen() -> None:
    """Rules, Anaconda, Game play ('the norms of betting in poker'): when everyone else folds,
    the last player takes the pot without showing."""
    state = load_game("anaconda", players=3, hands=1).new_state(seed=2)
    state.apply("bet 2")
    state.apply("fold")
    state.apply("fold")
    assert state.is_over
    assert not any(e.type == "showdown" for e in state.events)
    assert state.outcome()["seats"][1]["money"] == 2


def test_seeded_matches_replay_and_conserve_chips() -> None:
    """Invariant over seeded random matches: money sums to zero and records replay."""
    for seed in range(8):
        game = load_game("anaconda", players=2 + seed % 6, hands=3)
        play_out_and_check(game, seed)


def test_a_sample_does_not_know_where_the_passed_cards_lie() -> None:
    """A seat knows the cards it passed and who holds them, not which of them its opponent kept
    down or threw away: the final hand is chosen in secret ("four cards face up, one down"), so
    a sample for the search must spread those cards over the opponent's hidden places."""
    import random

    state = load_game("anaconda", players=2, hands=1).new_state(seed=5)
    rng = random.Random(1)
    while state.phase != "bet-4":
        state.apply(rng.choice(state.legal_actions()))
    assert isinstance(state, AnacondaState)
    seat = state.to_act
    assert seat is not None
    other = 1 - seat
    hidden = {*state.down[other], *state.discards[other]}
    assert hidden & state.seen[seat], "the seat passed some of them"
    downs = set()
    for k in range(60):
        sample = state.resample(seat, random.Random(k))
        assert isinstance(sample, AnacondaState)
        assert sample.view(seat) == state.view(seat)
        # The cards it passed that were not turned up stay with the opponent.
        assert {*sample.down[other], *sample.discards[other]} >= hidden & state.seen[seat]
        downs.add(sample.down[other][0])
    # The down card is any of the opponent's three hidden cards, not always the real one.
    assert len(downs & hidden) >= 2


def test_a_sample_does_not_know_whether_the_left_player_passed_the_cards_on() -> None:
    """The cards a seat passes to its left may go on in the second pass, "to the second player
    to the right", which the seat does not see: a sample must not keep them with whoever holds
    them in the real deal, and each sample stays a deal that could have happened."""
    import random

    rng = random.Random(3)
    # Play at random to the third betting round until four players are still in it.
    while True:
        state = load_game("anaconda", players=4, hands=1).new_state(seed=rng.randrange(99))
        while state.phase != "bet-3":
            legal = state.legal_actions()
            calm = [a for a in legal if str(a) != "fold"]  # fewer folds, more pairs of passes
            state.apply(rng.choice(calm or legal))
        if len(state.live_order()) == 4:
            break
    assert isinstance(state, AnacondaState)
    seat = state.to_act
    assert seat is not None
    first = next(e for e in state.events if isinstance(e, CardsPassed) and e.seat == seat)
    left, passed = first.to, first.cards
    second = next(
        e for e in state.events if isinstance(e, CardsPassed) and e.seat == left and e.number == 2
    )
    taker = second.to
    assert taker not in (seat, left)
    holders: set[tuple[int, ...]] = set()
    for k in range(40):
        sample = state.resample(seat, random.Random(k))
        assert isinstance(sample, AnacondaState)
        assert sample.view(seat) == state.view(seat)
        # Each card the seat passed is with the left player or went on to the taker.
        where = tuple(
            next(s for s in (left, taker) if card in [*sample.hands[s], *sample.outgoing[s]])
            for card in passed
        )
        holders.add(where)
        # The taker received, in its record, the three cards the left player no longer holds.
        again = next(
            e
            for e in sample.events
            if isinstance(e, CardsPassed) and e.seat == left and e.number == 2
        )
        assert not set(again.cards) & set(sample.hands[left])
        assert set(again.cards) <= {*sample.hands[taker], *sample.outgoing[taker]}
    assert len(holders) > 1, "a sample always keeps the passed cards where they really are"
