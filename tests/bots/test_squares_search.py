"""The search bots of the games by dictation (Poker Squares, Cribbage Squares, Dictated
Strategy) and the yardstick player: legal, deterministic for a seed, inside their budget, blind
to what their seat cannot see, and built on scorers that agree with the games' own."""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest
from bots_support import timed

from widow.bots import SeatView, get_bot, play_match
from widow.bots.squares import grid
from widow.bots.squares.cribbage_lines import expected_points
from widow.bots.squares.cribbage_lines import line_points as cribbage_points
from widow.bots.squares.greedy_mc import GreedyMcBot
from widow.bots.squares.grid import GridSearchBot, read_square
from widow.bots.squares.piles import PileSearchBot, final_score, heuristic_pile
from widow.bots.squares.poker_lines import PATTERNS, PokerLines, partial_points, pattern_of
from widow.bots.squares.settings import SearchSettings
from widow.cards import Card, parse_card
from widow.engine.core import State
from widow.errors import InvalidOptionError
from widow.families.dictation.grid_bot import SamplingPlacer
from widow.families.dictation.scoring import line_points as poker_line_points
from widow.games import load_game
from widow.games.cribbage_squares.rules import line_points as game_cribbage_points
from widow.games.dictated_strategy.bot import StrategyBot

GAMES = [
    ("poker-squares", {}),
    ("poker-squares", {"schedule": "american", "ace_low": False}),
    ("cribbage-squares", {}),
    ("cribbage-squares", {"starter": "last"}),
    ("dictated-strategy", {}),
]


def _mid_game(name: str, options: dict[str, Any], seed: int, moves: int) -> State:
    """A match a few placements in, played by the heuristic."""
    game = load_game(name, players=1, **options)
    state = game.new_state(seed)
    bot = get_bot("heuristic", game)
    rng = random.Random(seed)
    for _ in range(moves):
        state.apply(bot.choose(SeatView(state, 0), state.legal_actions(), rng))
    return state


@pytest.mark.parametrize(("name", "options"), GAMES)
def test_search_plays_whole_matches_legally(name: str, options: dict[str, Any]) -> None:
    """Every move the registered ``search`` makes is one of the legal actions, to the end."""
    game = load_game(name, players=2, **options)
    state = play_match(game, ["search:playouts=30", "heuristic"], seed=11)
    assert state.is_over


@pytest.mark.parametrize(("name", "options"), GAMES)
def test_a_seeded_search_replays_move_for_move(name: str, options: dict[str, Any]) -> None:
    """With a planned number of playouts the moves depend only on the seed."""
    game = load_game(name, players=1, **options)
    first = play_match(game, ["search:playouts=40"], seed=5)
    again = play_match(game, ["search:playouts=40"], seed=5)
    assert first.outcome() == again.outcome()
    assert [str(a) for _, a in first.history] == [str(a) for _, a in again.history]


@pytest.mark.parametrize(("name", "options"), GAMES)
def test_analyse_puts_the_chosen_move_first(name: str, options: dict[str, Any]) -> None:
    state = _mid_game(name, options, seed=3, moves=4)
    bot = get_bot("search:playouts=60", state.game)
    legal = state.legal_actions()
    chosen = bot.choose(SeatView(state, 0), legal, random.Random(8))
    estimates = bot.analyse(SeatView(state, 0), legal, random.Random(8))  # type: ignore[attr-defined]
    assert estimates[0].action == chosen
    assert all(e.action in legal and e.unit == "points" and e.reason for e in estimates)
    assert len({e.action for e in estimates}) == len(estimates)
    assert sum(e.samples for e in estimates) > 0


@pytest.mark.parametrize(("name", "options"), GAMES)
def test_the_choice_ignores_what_the_seat_cannot_see(name: str, options: dict[str, Any]) -> None:
    """Two states that differ only in the order of the cards still to be called (and the
    starter at Cribbage Squares while it is face down) get the same move."""
    state = _mid_game(name, options, seed=9, moves=3)
    other = state.resample(0, random.Random(77))
    assert other.view(0) == state.view(0)
    assert other.order != state.order  # type: ignore[attr-defined]
    bot = get_bot("search:playouts=60", state.game)
    legal = state.legal_actions()
    mine = bot.choose(SeatView(state, 0), legal, random.Random(4))
    theirs = bot.choose(SeatView(other, 0), other.legal_actions(), random.Random(4))
    assert mine == theirs


@pytest.mark.parametrize(("name", "options"), GAMES)
def test_a_decision_keeps_to_its_budget(name: str, options: dict[str, Any]) -> None:
    """A time budget bounds each decision's processor time (the clock stops a search that
    would run over; a little slack for the playout under way and the heuristic's fallback)."""
    game = load_game(name, players=1, **options)
    bot = get_bot("search:budget=0.05", game)
    state = game.new_state(21)
    rng = random.Random(1)
    slowest = 0.0
    for _ in range(6):
        action, spent = timed(bot.choose, SeatView(state, 0), state.legal_actions(), rng)
        slowest = max(slowest, spent)
        state.apply(action)
    assert slowest < 0.05 + 0.05


def test_a_budget_too_small_to_search_plays_the_heuristic_cell() -> None:
    """Never worse than the heuristic for lack of time: with no time for two playouts a cell
    the bot plays exactly the ``heuristic``'s choice, on the same random draws."""
    for name, options in GAMES:
        state = _mid_game(name, options, seed=2, moves=2)
        legal = state.legal_actions()
        search = get_bot("search:budget=0.000001", state.game)
        heuristic = get_bot("heuristic", state.game)
        assert search.choose(SeatView(state, 0), legal, random.Random(6)) == heuristic.choose(
            SeatView(state, 0), legal, random.Random(6)
        )


def test_a_short_cribbage_playout_is_valued_by_the_worth_of_its_lines() -> None:
    """Oracle: a Cribbage Squares playout that stops before the square is full is worth his
    heels plus the counted worth of its eight lines; one long enough to fill the square is
    its exact score, as a playout to the end gives it."""
    state = _mid_game("cribbage-squares", {}, seed=6, moves=7)
    square = read_square(SeatView(state, 0))
    assert square.starter is not None
    model = grid._Model(square)
    lines_of, through = grid._lines(4)
    lines = [tuple(square.cells[i] for i in line if square.cells[i] >= 0) for line in lines_of]
    empties = square.empties
    future = random.Random(3).sample(list(square.unseen), len(empties) - 1)
    placed = 16 - len(empties) + 1
    cell = empties[0]
    args = (model, lines, empties, cell, square.called, future, placed, through, square.starter)
    with_card = [
        (*line, square.called) if cell in cells else line
        for line, cells in zip(lines, lines_of, strict=True)
    ]
    heels = 2 if square.starter >> 2 == 9 else 0
    assert grid._playout(*args, 0) == pytest.approx(
        heels + sum(expected_points(line, square.starter) for line in with_card)
    )
    assert grid._playout(*args, len(empties)) == grid._playout(*args, None)
    assert grid._playout(*args, None) == int(grid._playout(*args, None))  # an exact score


def test_cribbage_search_races_every_cell_and_caps_its_playouts() -> None:
    """Every empty cell of a Cribbage square is raced, and a budget beyond what the playout cap
    needs changes neither the playouts nor the move (the plan, not the clock, decides)."""
    state = _mid_game("cribbage-squares", {}, seed=12, moves=5)
    legal = state.legal_actions()
    moves = []
    for budget in ("1", "5"):
        bot = get_bot(f"search:budget={budget}", state.game)
        estimates = bot.analyse(SeatView(state, 0), legal, random.Random(2))  # type: ignore[attr-defined]
        assert {e.action for e in estimates} == set(legal)
        assert bot.last_playouts <= grid.CRIBBAGE_PLAYOUTS  # type: ignore[attr-defined]
        moves.append((estimates[0].action, bot.last_playouts))  # type: ignore[attr-defined]
    assert moves[0] == moves[1]
    poker = _mid_game("poker-squares", {}, seed=12, moves=5)
    estimates = get_bot("search:budget=0.3", poker.game).analyse(  # type: ignore[attr-defined]
        SeatView(poker, 0), poker.legal_actions(), random.Random(2)
    )
    assert len(estimates) == grid.MAX_ARMS["poker-squares"] < len(poker.legal_actions())


def test_settings_are_checked_by_name() -> None:
    with pytest.raises(InvalidOptionError, match="unknown search setting 'depth'"):
        get_bot("search:depth=3", "poker-squares")
    with pytest.raises(InvalidOptionError, match="search budget must be"):
        GridSearchBot.from_settings({"budget": "-1"})
    with pytest.raises(InvalidOptionError, match="search playouts must be a whole number"):
        PileSearchBot.from_settings({"playouts": "many"})
    with pytest.raises(InvalidOptionError, match="unknown greedy-mc setting 'budget'"):
        get_bot("greedy-mc:budget=1", "poker-squares")
    assert SearchSettings.from_text({"budget": "0.5", "playouts": "9"}) == SearchSettings(0.5, 9)


# --- the scorers the search rests on --------------------------------------------------------


@pytest.mark.parametrize("schedule", ["british", "american"])
@pytest.mark.parametrize("ace_low", [True, False])
def test_poker_line_points_match_the_games_scorer(schedule: str, ace_low: bool) -> None:
    """Oracle: every full line scores as ``widow.families.dictation.scoring`` scores it (the
    rules text's table of points per line, the ace low only where ``ace_low`` allows)."""
    rng = random.Random(schedule + str(ace_low))
    lines = [tuple(rng.sample(range(52), 5)) for _ in range(3000)]
    lines += [(48, 0, 4, 8, 12), (48, 44, 40, 36, 32), (0, 4, 8, 12, 16)]  # wheel, royal, SF
    for line in lines:
        assert partial_points(line, schedule, ace_low) == poker_line_points(
            [int(c) for c in line], schedule, ace_low=ace_low
        )


def test_every_partial_poker_line_has_a_pattern_and_a_learned_worth() -> None:
    model = PokerLines("british", ace_low=True)
    assert model.learned
    assert len(model.values) == 26 and all(len(row) == len(PATTERNS) for row in model.values)
    for n in range(5):
        for line in itertools.islice(itertools.combinations(range(0, 52, 3), n), 200):
            n_cards, _, _, _ = PATTERNS[pattern_of(line, True)]
            assert n_cards == n


def test_cribbage_line_points_match_the_games_scorer() -> None:
    """Oracle: a full line with the starter scores as the game scores it."""
    rng = random.Random(15)
    for _ in range(3000):
        cards = rng.sample(range(52), 5)
        line, starter = tuple(cards[:4]), cards[4]
        assert cribbage_points(line, starter) == game_cribbage_points(
            [Card(c) for c in line], Card(starter)
        )


def test_cribbage_worth_is_the_mean_over_every_way_to_fill_the_line() -> None:
    """Oracle by enumeration: a line of three with the starter turned is worth the mean of its
    points over every card that could fill it."""
    rng = random.Random(4)
    for _ in range(20):
        cards = rng.sample(range(52), 4)
        line, starter = tuple(cards[:3]), cards[3]
        rest = [c for c in range(52) if c not in cards]
        exact = sum(cribbage_points((*line, c), starter) for c in rest) / len(rest)
        assert expected_points(line, starter) == pytest.approx(exact, abs=1e-9)


def test_the_pile_rule_is_the_heuristic_bots() -> None:
    """Oracle: the playouts lay every card where ``StrategyBot`` would."""
    game = load_game("dictated-strategy", players=1)
    bot = StrategyBot()
    for seed in range(3):
        state = game.new_state(seed)
        rng = random.Random(seed)
        while state.view(0)["phase"] == "place":
            view = SeatView(state, 0)
            action = bot.choose(view, state.legal_actions(), rng)
            piles = [[int(parse_card(c)) for c in pile] for pile in view["seats"][0]["piles"]]
            assert (
                str(action) == f"pile {heuristic_pile(piles, int(parse_card(view['called']))) + 1}"
            )
            state.apply(action)


@pytest.mark.parametrize("scoring", ["cards", "face"])
def test_the_playout_score_is_the_games_score(scoring: str) -> None:
    """Oracle: building the placed piles as far as they go scores what the game scores."""
    game = load_game("dictated-strategy", players=1, scoring=scoring)
    for seed in range(4):
        state = play_match(game, ["heuristic"], seed, max_steps=48)
        piles = [[int(parse_card(c)) for c in p] for p in state.view(0)["seats"][0]["piles"]]
        final = play_match(game, ["heuristic"], seed)
        expected = final.outcome()["seats"][0]["points"]
        assert final_score(piles, [1, 1, 1, 1], scoring == "face") == expected


def test_greedy_mc_plays_poker_squares_only_and_replays_for_a_seed() -> None:
    game = load_game("poker-squares", players=1)
    first = play_match(game, ["greedy-mc:sims=2"], seed=3)
    again = play_match(game, ["greedy-mc:sims=2"], seed=3)
    assert first.is_over and first.outcome() == again.outcome()
    state = load_game("cribbage-squares", players=1).new_state(1)
    with pytest.raises(InvalidOptionError, match="Poker Squares only"):
        GreedyMcBot(sims=1).choose(SeatView(state, 0), state.legal_actions(), random.Random(1))


def test_the_fallback_is_the_heuristic_bot_itself() -> None:
    assert isinstance(GridSearchBot()._fallback, SamplingPlacer)
    assert isinstance(PileSearchBot()._fallback, StrategyBot)
