"""Cribbage Squares, clause by clause (rules text: "Cribbage Squares", in
poker-squares-cribbage-squares-vying-poker-basics.txt), and its bots."""

from __future__ import annotations

import random

import pytest

from widow import load_game
from widow.bots import play_match
from widow.cards import Card, parse_cards
from widow.games.cribbage_squares import CribbageSquaresState
from widow.games.cribbage_squares.rules import line_points
from widow.ranking.cribbage import score_hand, score_square


def new(players: int = 1, seed: int = 1, script: list[str] | None = None, **options: object):
    state = load_game("cribbage-squares", players=players, **options).new_state(seed, script=script)
    assert isinstance(state, CribbageSquaresState)
    return state


def fill_in_order(state: CribbageSquaresState) -> None:
    while not state.is_over:
        state.apply(state.legal_actions()[0])


def rows_of(state: CribbageSquaresState, seat: int) -> list[str]:
    return [" ".join(str(c) for c in row) for row in state.rows(seat)]


def test_the_starter_is_turned_first_and_a_jack_scores_his_heels() -> None:
    """Rules, Cribbage Squares: 'Turn one card face up as a starter. If it's a Jack, score 2 for
    his heels.' The starter is shown before the first card is called."""
    state = new(seed=1, script=["Jd 5c"])
    assert state.starter == Card.parse("Jd")
    assert state.view(0)["starter"] == "Jd"
    assert [e.type for e in state.recent_events()] == ["starter-turned", "called"]
    assert state.called == Card.parse("5c")
    fill_in_order(state)
    square = score_square(rows_of(state, 0), "Jd")
    assert square.heels == 2
    assert state.points(0) == square.total


def test_sixteen_cards_build_a_square_of_four_rows_and_four_columns() -> None:
    """Rules, Cribbage Squares: 'turn sixteen cards ... one by one, and place each ... to build up
    a square of four rows and four columns'."""
    state = new(seed=3)
    calls = 0
    while not state.is_over:
        calls += 1
        assert len(state.legal_actions()) == 17 - calls
        state.apply(state.legal_actions()[-1])
    assert calls == 16 and None not in state.grids[0]


@pytest.mark.parametrize("starter", ["first", "last"])
def test_each_line_of_four_with_the_starter_is_scored_as_a_cribbage_hand(starter: str) -> None:
    """Rules, Cribbage Squares: 'using each line of four in conjunction with the starter to make
    a five-card hand. Score each hand as at Cribbage', with 2 for a line counting 31 and his
    heels. Oracle: the square scorer of :mod:`widow.ranking.cribbage` on seeded games."""
    rng = random.Random(starter)
    for seed in range(25):
        state = new(seed=seed, starter=starter)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        assert state.starter is not None
        expected = score_square(rows_of(state, 0), int(state.starter)).total
        assert state.points(0) == expected


def test_the_reminder_counts_fifteens_pairs_runs_flushes() -> None:
    """Rules, Cribbage Squares, the reminder: '2 for each combination of cards totalling 15, 2 for
    a pair, 6 for a prial ..., 12 for a double pair royal ..., 1 per card for a run, 4 for a
    four-card flush or 5 if the starter is of the same suit'."""
    assert score_hand("5c 5d 5h 9s", "Kd").pairs == 6
    assert score_hand("5c 5d 5h 5s", "Kd").pairs == 12
    assert score_hand("7c 8d 9h Ks", "2d").runs == 3
    assert score_hand("2c 4c 6c 8c", "Kd").flush == 4
    assert score_hand("2c 4c 6c 8c", "Kc").flush == 5
    assert score_hand("7c 8d Kh Qs", "2d").fifteens == 2


def test_a_line_counting_exactly_31_scores_2_more() -> None:
    """Rules, Cribbage Squares: '2 for a row or column counting 31 exactly (Ace 1, numerals as
    marked, courts 10)'."""
    line = parse_cards("Kc Qd Jh As")
    assert sum((10, 10, 10, 1)) == 31
    hand = score_hand(line, "5s").total
    assert line_points(list(line), Card.parse("5s")) == hand + 2
    short = parse_cards("Kc Qd Jh 2s")
    assert line_points(list(short), Card.parse("5s")) == score_hand(short, "5s").total


def test_variant_the_starter_is_turned_after_the_square_is_dealt() -> None:
    """Rules, Cribbage Squares: 'Variant. Deal the square first and then turn the 17th card as a
    starter.' Until then no view shows it, and the lines score nothing yet."""
    state = new(seed=4, starter="last")
    for _ in range(15):
        assert state.starter is None and state.view(0)["starter"] is None
        state.apply(state.legal_actions()[0])
    assert state.points(0) == 0
    state.apply(state.legal_actions()[0])
    assert state.is_over
    assert state.starter == state.order[16]
    assert state.recent_events()[-2].type == "starter-turned"
    assert state.points(0) == score_square(rows_of(state, 0), int(state.starter)).total


def test_a_lone_player_wins_with_61() -> None:
    """Rules, Cribbage Squares: 'Playing solitaire, consider yourself to have won with at least
    61 points.'"""
    rng = random.Random(61)
    for seed in range(40):
        state = new(seed=seed)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        won = state.outcome()["winners"] == [0]
        assert won == (state.points(0) >= 61)
    state = new(seed=1, threshold=0)
    fill_in_order(state)
    assert state.outcome()["winners"] == [0]


def test_competitive_play_the_highest_score_wins() -> None:
    """Rules, Cribbage Squares: '2+ players, 52 cards each ... Playing competitively, the highest
    score wins', everyone placing the same called cards with the same starter."""
    rng = random.Random(2)
    for seed in range(8):
        state = new(players=4, seed=seed)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        assert len({frozenset(state.grids[s]) for s in range(4)}) == 1
        points = [state.points(s) for s in range(4)]
        assert state.outcome()["winners"] == [s for s in range(4) if points[s] == max(points)]


def mean_score(bot: str, starter: str, games: int) -> float:
    game = load_game("cribbage-squares", players=1, starter=starter)
    return sum(play_match(game, [bot], seed).points(0) for seed in range(games)) / games


@pytest.mark.parametrize("starter", ["first", "last"])
def test_the_sampling_bot_beats_greedy_and_random(starter: str) -> None:
    """Bots: placement by expected final score over sampled futures (the starter sampled too
    while it is unknown) beats the greedy placer, which beats random placement."""
    sampling = mean_score("heuristic", starter, 12)
    greedy = mean_score("greedy", starter, 12)
    randomly = mean_score("random", starter, 12)
    assert sampling > greedy > randomly
