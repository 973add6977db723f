"""Whist and the shared engine protocol: the table description, resampling what a seat cannot
see, action numbers and state equality; and its heuristic bot's play conventions."""

from __future__ import annotations

import random

import pytest
from whist_support import MIXED_HANDS, deal, play

from widow import load_game, replay
from widow.cards import parse_card
from widow.engine.table import table_problems
from widow.games.whist.bot import WhistBot
from widow.games.whist.rules import WhistState
from widow.simulation import simulate


def advanced(seed: int, steps: int, **options: object) -> WhistState:
    state = load_game("whist", players=4, **options).new_state(seed=seed)
    assert isinstance(state, WhistState)
    rng = random.Random(seed)
    for _ in range(steps):
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("steps", [0, 1, 17, 40, 51])
def test_table_description_is_well_formed_for_every_seat(steps: int) -> None:
    state = advanced(3, steps)
    for seat in [None, 0, 1, 2, 3]:
        table = state.full_view()["table"] if seat is None else state.view(seat)["table"]
        assert table_problems(table, players=4) == []
        actions = table["legal_actions"]
        assert bool(actions) == (seat is None or seat == state.to_act)
        for entry in actions:
            assert state.parse_action(entry["text"]) in state.legal_actions()


@pytest.mark.parametrize(("seed", "steps"), [(1, 0), (2, 9), (3, 26), (4, 45), (5, 70)])
def test_resample_keeps_the_view_and_the_legal_actions(seed: int, steps: int) -> None:
    """Protocol, resample: the sample looks the same to the seat, differs in hidden cards,
    respects shown-out suits, and plays on legally to the end."""
    state = advanced(seed, steps)
    rng = random.Random(seed)
    for seat in range(4):
        hidden_seen = set()
        for _ in range(6):
            sample = state.resample(seat, rng)
            assert sample.view(seat) == state.view(seat)
            if state.to_act == seat:
                assert sample.legal_actions() == state.legal_actions()
            hands = sample.trick_table.hands
            for other in range(4):
                for suit in state.trick_table.shown_out[other]:
                    assert all(c & 3 != suit for c in hands[other])
            hidden_seen.add(tuple(tuple(sorted(h)) for h in hands))
        assert len(hidden_seen) > 1
    sample = state.resample(0, rng)
    while not sample.is_over:
        sample.apply(rng.choice(sample.legal_actions()))


def test_resample_leaves_the_original_alone() -> None:
    state = advanced(8, 30)
    before = state.full_view()
    state.resample(2, random.Random(1))
    assert state.full_view() == before


def test_action_numbers_round_trip_and_cover_every_card() -> None:
    """Protocol, action numbering: 52 numbers, one per card; legal ones round-trip."""
    game = load_game("whist", players=4)
    assert game.num_distinct_actions == 52
    state = advanced(6, 13)
    for action in state.legal_actions():
        number = state.action_index(action)
        assert 0 <= number < 52 and state.action_from_index(number) == action
    assert state.legal_action_indices() == sorted(
        int(parse_card(str(a).split()[1])) for a in state.legal_actions()
    )


def test_states_are_equal_when_their_records_are() -> None:
    state = advanced(9, 20)
    assert replay(state.record()) == state
    other = state.copy()
    other.apply(other.legal_actions()[0])
    assert other != state
    with pytest.raises(TypeError):
        hash(state)


def choose(view_state: WhistState, seat: int) -> str:
    bot = WhistBot()
    return str(bot.choose(view_state.view(seat), view_state.legal_actions(), random.Random(0)))


def test_bot_second_hand_plays_low() -> None:
    """Convention: second hand low."""
    state = deal(3, list(MIXED_HANDS))
    play(state, "5s")
    assert state.to_act == 1
    assert choose(state, 1) == "play 2s"


def test_bot_covers_an_honour_led() -> None:
    """Convention: cover an honour with the cheapest card above it."""
    state = deal(3, list(MIXED_HANDS))
    play(state, "Qs")
    assert choose(state, 1) == "play Ks"


def test_bot_third_hand_high_but_never_overtakes_a_winning_partner() -> None:
    """Conventions: third hand high; no pointless overtaking of the partner."""
    state = deal(3, list(MIXED_HANDS))
    play(state, "5s 2s")
    assert choose(state, 2) == "play Ts"  # partner's five may be beaten later: play high
    state = deal(3, list(MIXED_HANDS))
    play(state, "As 2s")  # partner's ace is sure to win
    assert choose(state, 2) == "play 3s"


def test_bot_discards_the_lowest_card_of_its_strongest_suit() -> None:
    """Rules, Winning Strategies: show strength by throwing the lowest card of a strong suit."""
    state = deal(3, list(MIXED_HANDS))
    play(state, "Ah")
    state.apply(state.legal_actions()[0])  # seat 1 follows
    assert state.to_act == 2
    # Seat 2 holds no heart; partner's ace wins, so it discards low in its longest side suit.
    assert choose(state, 2) == "play 3d"


@pytest.mark.slow
def test_heuristic_beats_random_clearly() -> None:
    """Bots: the heuristic partnership wins the great majority of rubbers against random."""
    summary = simulate("whist", players=4, games=30, bots=["heuristic", "random"], seed=11)
    heuristic = next(b for b in summary.by_bot if b.bot == "heuristic")
    random_bot = next(b for b in summary.by_bot if b.bot == "random")
    assert heuristic.win_rate > 0.4  # per seat: 0.5 means every rubber won
    assert heuristic.mean_final_score > 3 * random_bot.mean_final_score


def test_heuristic_wins_most_hands_quickly() -> None:
    """Bots (fast check): over a few seeded rubbers the heuristic side wins nearly all."""
    summary = simulate("whist", players=4, games=6, bots=["heuristic", "random"], seed=2)
    heuristic, random_bot = summary.by_bot
    # A rubber's win is shared by the two partners, so the side's wins add up to the rubbers.
    assert heuristic.bot == "heuristic" and heuristic.wins >= 5
    assert heuristic.mean_final_score > 2 * random_bot.mean_final_score
