"""Poker Squares, clause by clause (rules text: "Poker Squares", in
poker-squares-cribbage-squares-vying-poker-basics.txt), and its bots."""

from __future__ import annotations

import random

import numpy as np
import pytest

from widow import IllegalActionError, load_game
from widow.bots import play_match
from widow.cards import CARDS, Card, parse_cards
from widow.families.dictation.scoring import LineTable, line_points, lines_points
from widow.games.poker_squares import PokerSquaresState
from widow.ranking.squares import score_grid


def new(players: int = 1, seed: int = 1, script: list[str] | None = None, **options: object):
    state = load_game("poker-squares", players=players, **options).new_state(seed, script=script)
    assert isinstance(state, PokerSquaresState)
    return state


def fill_in_order(state: PokerSquaresState) -> None:
    """Every seat puts each card in the first empty cell (row by row)."""
    while not state.is_over:
        state.apply(state.legal_actions()[0])


def rows_of(state: PokerSquaresState, seat: int) -> list[str]:
    return [" ".join(str(c) for c in row) for row in state.rows(seat)]


def test_twenty_five_cards_are_turned_one_by_one_to_fill_a_five_by_five_square() -> None:
    """Rules, Poker Squares: 'turn twenty-five cards ... one by one, and place each ... to build
    up a square of 5 x 5 = 25 cards'."""
    state = new(seed=4)
    calls = 0
    while not state.is_over:
        assert state.called is not None
        calls += 1
        state.apply(state.legal_actions()[0])
    assert calls == 25
    assert all(card is not None for card in state.grids[0])
    assert len(set(state.grids[0])) == 25


def test_a_placed_card_never_moves() -> None:
    """Rules, Poker Squares: 'A card once placed may not be moved'. An occupied cell is refused
    and nothing changes; the card stays where it was put for the rest of the game."""
    state = new(seed=2)
    first = state.called
    state.apply("place 3 3")
    before = state.record()
    with pytest.raises(IllegalActionError, match="row 3, column 3 cannot take the card"):
        state.apply("place 3 3")
    assert state.record() == before
    fill_in_order(state)
    assert state.grids[0][12] == first


def test_the_next_card_is_not_seen_before_the_last_is_placed() -> None:
    """Rules, Poker Squares: 'The next card of the stock may not be looked at until the one just
    turned has been placed'. A seat's view shows the called card and no card still to come."""
    state = new(seed=9)
    for _ in range(10):
        view = state.view(0)
        to_come = {str(c) for c in state.order[state.turned :]}
        assert view["called"] == str(state.called)
        assert not to_come & set(str(view).replace("'", " ").split())
        assert view["stock"] == 52 - state.turned
        state.apply(state.legal_actions()[-1])


@pytest.mark.parametrize("schedule", ["british", "american"])
def test_every_row_and_column_is_scored_as_a_poker_hand(schedule: str) -> None:
    """Rules, Poker Squares: 'Treating each row and column as a Poker hand, score for it
    according to either the British or the American scoring schedule'. Oracle: the square
    scorer of :mod:`widow.ranking.squares` on the finished square, over seeded games."""
    rng = random.Random(schedule)
    for seed in range(25):
        state = new(seed=seed, schedule=schedule)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        assert state.points(0) == score_grid(rows_of(state, 0), schedule).total
        assert state.outcome()["seats"][0]["points"] == state.points(0)


def test_british_and_american_points_per_hand() -> None:
    """Rules, Poker Squares, the schedule: British 30/30/16/12/10/6/5/3/1 and American
    100/75/50/15/25/10/20/5/2 for royal flush, straight flush, fours, straight, full house,
    threes, flush, two pairs, one pair."""
    hands = {
        "As Ks Qs Js Ts": (30, 100),
        "9h 8h 7h 6h 5h": (30, 75),
        "9h 9d 9c 9s 5h": (16, 50),
        "9h 8d 7c 6s 5h": (12, 15),
        "9h 9d 9c 5s 5h": (10, 25),
        "9h 9d 9c 6s 5h": (6, 10),
        "Kh 9h 7h 4h 2h": (5, 20),
        "9h 9d 5c 5s 2h": (3, 5),
        "9h 9d 7c 5s 2h": (1, 2),
        "Kh 9d 7c 5s 2h": (0, 0),
    }
    for hand, (british, american) in hands.items():
        assert line_points(hand, "british", ace_low=True) == british, hand
        assert line_points(hand, "american", ace_low=True) == american, hand


def test_the_ace_counts_low_or_high_in_a_straight_unless_the_option_says_high_only() -> None:
    """Rules, Poker Squares: 'counting Ace low or high (A2345 or TJQKA)'. Option ace_low=false
    (some players count the ace high only) makes 5-4-3-2-A no straight; a suited one is then a
    plain flush."""
    assert line_points("5c 4d 3h 2s Ac", "american", ace_low=True) == 15
    assert line_points("Ac Kd Qh Js Tc", "american", ace_low=False) == 15
    assert line_points("5c 4d 3h 2s Ac", "american", ace_low=False) == 0
    assert line_points("5c 4c 3c 2c Ac", "american", ace_low=True) == 75
    assert line_points("5c 4c 3c 2c Ac", "british", ace_low=False) == 5


def test_a_royal_flush_scores_as_a_straight_flush_in_british_practice() -> None:
    """Rules, Poker Squares: 'A royal flush (not distinguished in British practice) is an
    Ace-high straight flush'."""
    royal, straight_flush = "As Ks Qs Js Ts", "Ks Qs Js Ts 9s"
    assert line_points(royal, "british", ace_low=True) == line_points(
        straight_flush, "british", ace_low=True
    )
    assert line_points(royal, "american", ace_low=True) == 100


@pytest.mark.parametrize(("schedule", "target"), [("british", 75), ("american", 200)])
def test_a_lone_player_wins_with_75_british_or_200_american(schedule: str, target: int) -> None:
    """Rules, Poker Squares: 'Playing solitaire, consider yourself to have won with at least 75
    British or 200 American points'. A forced deal gives a known square: four royal flushes in
    rows one to four and four nines in row five."""
    order = parse_cards(
        "As Ks Qs Js Ts Ah Kh Qh Jh Th Ad Kd Qd Jd Td Ac Kc Qc Jc Tc 9s 9h 9d 9c 2s"
    )
    state = new(seed=1, script=[[str(c) for c in order]], schedule=schedule)
    fill_in_order(state)
    points = state.points(0)
    assert points == score_grid(rows_of(state, 0), schedule).total >= target
    assert state.outcome()["winners"] == [0]
    assert state.view(0)["threshold"] == target
    higher = new(seed=1, script=[[str(c) for c in order]], schedule=schedule, threshold=points + 1)
    fill_in_order(higher)
    assert higher.outcome()["winners"] == []


def test_competitive_play_highest_score_wins_and_everyone_places_the_same_card() -> None:
    """Rules, Poker Squares: the 'Dictation' version ('2+ players, 52 cards each'): every player
    places the same called card in their own square; 'Playing competitively, obviously, the
    highest score wins'."""
    rng = random.Random(3)
    for seed in range(10):
        state = new(players=3, seed=seed)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        squares = [set(state.grids[s]) for s in range(3)]
        assert squares[0] == squares[1] == squares[2]
        points = [state.points(s) for s in range(3)]
        out = state.outcome()
        assert out["winners"] == [s for s in range(3) if points[s] == max(points)]
        assert [s["placing"] for s in out["seats"]] == [
            1 + sum(p > points[s] for p in points) for s in range(3)
        ]


def test_placements_are_hidden_until_everyone_has_placed_then_shown_together() -> None:
    """Convention (docs, "Dictation with several players"): everyone places the called card at
    once, so a seat's choice stays hidden from the others until the last seat has chosen; the
    squares themselves are public."""
    state = new(players=2, seed=5)
    card = str(state.called)
    state.apply("place 1 1", seat=0)
    assert state.view(0)["seats"][0]["grid"][0][0] == card
    assert state.view(1)["seats"][0]["grid"][0][0] is None
    assert state.view(1)["seats"][0]["placed"] is True
    assert state.view(1)["seats"][0]["pending"] is None
    assert state.to_act == 1
    events = state.apply("place 2 2", seat=1)
    assert [e.type for e in events] == ["placed", "called"]
    assert state.view(1)["seats"][0]["grid"][0][0] == card
    assert state.view(0)["seats"][1]["grid"][1][1] == card


def test_a_resample_moves_the_hidden_placements_of_others_but_never_the_seats_own() -> None:
    """Protocol: a resample keeps what the seat knows (its own choice) and redraws the rest."""
    state = new(players=3, seed=6)
    state.apply("place 1 1")
    state.apply("place 1 1")
    rng = random.Random(1)
    seen_elsewhere = set()
    for _ in range(20):
        sample = state.resample(2, rng)
        assert sample.view(2) == state.view(2)
        seen_elsewhere.add(sample.pending[0])
        own = state.resample(0, rng)
        assert own.pending[0] == 0
    assert len(seen_elsewhere) > 1


def test_the_table_shows_each_square_as_a_five_column_grid() -> None:
    """The table description: one grid zone of 25 cells per seat (?? for an empty cell), the
    called card, the stock as a count."""
    state = new(players=2, seed=8)
    state.apply("place 5 5")
    table = state.view(1)["table"]
    zones = {z["id"]: z for z in table["zones"]}
    assert zones["square-0"]["layout"] == "grid" and zones["square-0"]["columns"] == 5
    assert zones["square-0"]["cards"] == ["??"] * 25  # seat 0's choice is not shown yet
    assert zones["called"]["cards"] == [str(state.called)]
    assert zones["stock"]["count"] == 51
    assert [e["text"] for e in table["legal_actions"]][:2] == ["place 1 1", "place 1 2"]


def test_the_line_lookup_table_agrees_with_the_scorer() -> None:
    """The bots' lookup table is filled from the scorer; it must agree with it on any line.
    Oracle: :func:`lines_points` on random lines and on random flushes, both schedules, both
    ace rules."""
    rng = np.random.default_rng(7)
    lines = np.argsort(rng.random((20_000, 52)), axis=1)[:, :5]
    suits = rng.integers(0, 4, (5_000, 1))
    flushes = np.argsort(rng.random((5_000, 13)), axis=1)[:, :5] * 4 + suits
    wheel = np.array([[int(Card.parse(t)) for t in ["5c", "4c", "3c", "2c", "Ac"]]])
    for schedule in ("british", "american"):
        for ace_low in (True, False):
            table = LineTable(schedule, ace_low=ace_low)
            for batch in (lines, flushes, wheel):
                expected = lines_points(batch, schedule, ace_low=ace_low)
                assert (table.points(batch) == expected).all()


def mean_score(bot: str, schedule: str, games: int) -> float:
    game = load_game("poker-squares", players=1, schedule=schedule)
    return sum(play_match(game, [bot], seed).points(0) for seed in range(games)) / games


@pytest.mark.parametrize("schedule", ["british", "american"])
def test_the_sampling_bot_beats_greedy_and_random(schedule: str) -> None:
    """Bots: placement by expected final score over sampled futures scores more than the
    greedy placer, which scores more than random placement, on the same seeded deals."""
    sampling = mean_score("heuristic", schedule, 12)
    greedy = mean_score("greedy", schedule, 12)
    randomly = mean_score("random", schedule, 12)
    assert sampling > greedy > randomly


def test_every_card_of_each_pack_is_accounted_for() -> None:
    state = new(players=2, seed=3)
    state.apply("place 1 1")
    zones = state.zones()
    assert sorted(zones["out-0"] + zones["pack-0"]) == sorted(CARDS[:52])
    assert zones["out-0"] == []  # the called card is placed only when both have chosen
