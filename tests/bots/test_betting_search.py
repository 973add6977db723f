"""The betting games' ``search`` bot: legal and reproducible play, its budget, ``analyse`` agreeing
with ``choose``, no hidden card read, ranges that narrow with the opponents' bets, Pineapple's
discard and the draw valued on shared deals, and Soko judged against the up-cards (the strength
figures are in docs/strength.md)."""

from __future__ import annotations

import random
import time

import numpy as np
import pytest
from bots_support import Blindfold

from widow.bots import SeatView, get_bot, play_match
from widow.bots.betting import BettingSearchBot
from widow.bots.betting.bot import BETTING
from widow.bots.betting.hands import deal, read_table
from widow.bots.betting.ranges import Seen, weights
from widow.engine.core import State
from widow.errors import InvalidOptionError
from widow.games import load_game

GAMES = ("holdem", "pineapple", "soko", "draw-poker")
FAST = "search:deals=200"


def _betting_spots(name: str, players: int, seed: int, count: int) -> list[State]:
    """States at the first ``count`` betting decisions of a heuristic match (with choices)."""
    game = load_game(name, players=players)
    state = game.new_state(seed)
    bot = get_bot("heuristic", game)
    rng = random.Random(seed)
    spots: list[State] = []
    while not state.is_over and len(spots) < count:
        seat = state.to_act
        assert seat is not None
        legal = state.legal_actions()
        view = SeatView(state, seat)
        betting = all(isinstance(a, BETTING) for a in legal)
        if len(legal) > 1 and betting and read_table(state.view(seat)) is not None:
            spots.append(state.copy())
        state.apply(bot.choose(view, legal, rng))
    assert spots, f"no betting decision with a choice in {name} seed {seed}"
    return spots


@pytest.mark.parametrize("name", GAMES)
def test_search_is_registered_and_plays_whole_matches(name: str) -> None:
    game = load_game(name, players=3, hands=2)
    state = play_match(game, [FAST, "heuristic", "random"], seed=4)
    assert state.is_over
    assert type(get_bot("search", game)).__name__ == "BettingSearchBot"


@pytest.mark.parametrize("name", GAMES)
def test_same_seed_same_match(name: str) -> None:
    game = load_game(name, players=2, hands=2)
    first = play_match(game, [FAST, "heuristic"], seed=9)
    again = play_match(game, [FAST, "heuristic"], seed=9)
    assert first.history == again.history


@pytest.mark.parametrize("name", ("holdem", "soko"))
def test_analyse_puts_the_chosen_action_first_and_values_every_legal_action(name: str) -> None:
    bot = BettingSearchBot.from_settings({"deals": "200"})
    for state in _betting_spots(name, 2, 3, 3):
        seat = state.to_act
        assert seat is not None
        legal = state.legal_actions()
        estimates = bot.analyse(SeatView(state, seat), legal, random.Random(5))
        chosen = bot.choose(SeatView(state, seat), legal, random.Random(5))
        assert estimates[0].action == chosen
        assert {e.action for e in estimates} == set(legal)
        assert all(e.unit == "chips" and e.samples == 200 and e.reason for e in estimates)
        fold = [e for e in estimates if str(e.action) == "fold"]
        assert all(e.value == 0.0 for e in fold)


@pytest.mark.parametrize("name", ("holdem", "soko", "draw-poker"))
def test_choice_ignores_cards_the_seat_cannot_see(name: str) -> None:
    """Two states that differ only in cards hidden from the seat give the same choice and the
    same estimates, draw for draw."""
    bot = BettingSearchBot.from_settings({"deals": "200"})
    for state in _betting_spots(name, 3, 6, 2):
        seat = state.to_act
        assert seat is not None
        other = state.resample(seat, random.Random(77))
        assert other.view(seat) == state.view(seat)
        legal = state.legal_actions()
        one = bot.analyse(SeatView(state, seat), legal, random.Random(1))
        two = bot.analyse(SeatView(other, seat), other.legal_actions(), random.Random(1))
        assert one == two


def test_budget_bounds_a_decision() -> None:
    """Deals come in batches between looks at the processor clock: a tiny budget stops after
    the first batch however many deals were asked for."""
    state = _betting_spots("holdem", 6, 2, 1)[0]
    seat = state.to_act
    assert seat is not None
    bot = BettingSearchBot.from_settings({"budget": "0.001", "deals": "100000"})
    began = time.process_time()
    estimates = bot.analyse(SeatView(state, seat), state.legal_actions(), random.Random(1))
    assert time.process_time() - began < 2.0
    assert estimates[0].samples == 200


def test_settings_are_checked() -> None:
    with pytest.raises(InvalidOptionError, match="unknown search setting 'depth'"):
        get_bot("search:depth=3", "holdem")
    with pytest.raises(InvalidOptionError, match="search budget must be more than 0"):
        get_bot("search:budget=0", "holdem")
    with pytest.raises(InvalidOptionError, match="deals='lots' is not a valid value"):
        get_bot("search:deals=lots", "soko")


def test_a_raise_narrows_the_range_to_stronger_hands() -> None:
    """Weights follow the opponent's actions: a raise favours hands that look strong to it, a
    big raise more than a small one, and a check favours the weaker ones."""
    strength = np.array([0.2, 0.5, 0.8, 0.95])
    small = weights([Seen(1, "raise", 0.5, 2)], strength)
    big = weights([Seen(1, "raise", 3.0, 2)], strength)
    check = weights([Seen(1, "check", 0.0, 2)], strength)
    assert list(np.argsort(small)) == [0, 1, 2, 3]
    assert big[0] / big[3] < small[0] / small[3]
    assert check[0] > check[3]


def test_equity_against_a_raiser_is_lower_than_against_random_hands() -> None:
    """On a river where the opponent has bet the pot, a middling hand's share of the pot,
    weighted by the opponent's range, is lower than against any two cards."""
    view = {
        "game": "holdem",
        "variant": "holdem",
        "to_act": 0,
        "board": ["2c", "7d", "9h", "Jc", "4s"],
        "seats": [
            {"seat": 0, "status": "in", "hand": ["9c", "8c"]},
            {"seat": 1, "status": "in", "hand": ["??", "??"]},
        ],
    }
    table = read_table(view)
    assert table is not None
    deals = deal(table, 2000, np.random.default_rng(3))
    weight = weights([Seen(1, "raise", 1.0, 2)], deals.looks[:, 0])
    assert np.average(deals.share, weights=weight) < deals.share.mean() - 0.1


def _first_choice(name: str, seed: int, players: int = 2) -> State:
    """A seeded state at the first discard (Pineapple) or draw (Draw Poker), heuristics
    playing up to it."""
    game = load_game(name, players=players)
    state = game.new_state(seed)
    heuristic = get_bot("heuristic", game)
    while not any(str(a).startswith(("discard", "draw", "stand")) for a in state.legal_actions()):
        seat = state.to_act
        assert seat is not None and not state.is_over
        state.apply(
            heuristic.choose(SeatView(state, seat), state.legal_actions(), random.Random(1))
        )
    return state


@pytest.mark.parametrize("name", ("pineapple", "draw-poker"))
def test_the_discard_and_the_draw_are_the_searchs_own(name: str) -> None:
    """Every legal discard or draw gets its share of the pot on the same deals, the choice is
    the best of them, and cards the seat cannot see change nothing."""
    bot = BettingSearchBot.from_settings({"deals": "200"})
    for seed in (5, 6):
        state = _first_choice(name, seed, players=3)
        seat = state.to_act
        assert seat is not None
        legal = state.legal_actions()
        estimates = bot.analyse(SeatView(state, seat), legal, random.Random(2))
        assert {e.action for e in estimates} == set(legal)
        assert all(e.unit == "win chance" and e.samples == 800 for e in estimates)
        assert all(0.0 <= e.value <= 1.0 for e in estimates)
        assert estimates[0].value == max(e.value for e in estimates)
        assert bot.choose(SeatView(state, seat), legal, random.Random(2)) == estimates[0].action
        other = state.resample(seat, random.Random(77))
        assert other.view(seat) == state.view(seat)
        honest = bot.analyse(Blindfold(state, other, seat), legal, random.Random(2))
        assert honest == estimates


def test_the_draw_keeps_what_makes_the_hand() -> None:
    """Of all thirty-two keeps, trips keep the trips, a four-card flush keeps the four, and a
    straight stands pat (the usual draws, found by the values alone)."""
    from itertools import combinations

    from widow.bots.betting.draws import draw_values
    from widow.cards import parse_cards
    from widow.ranking import get_system

    evaluate = get_system("high").evaluate_batch
    for text, made in (
        ("As Ad Ac 7h 2d", "As Ad Ac"),
        ("Kh Qh 9h 4h 2c", "Kh Qh 9h 4h"),
        ("5c 6d 7h 8s 9c", "5c 6d 7h 8s 9c"),
    ):
        hand = [int(c) for c in parse_cards(text)]
        keeps = [list(k) for size in range(6) for k in combinations(hand, size)]
        pool = [c for c in range(52) if c not in hand]
        found = draw_values(hand, keeps, pool, [None], evaluate, 2000, np.random.default_rng(4))
        chosen = keeps[int(np.argmax(np.average(found.shares, axis=0, weights=found.weight)))]
        wanted = {int(c) for c in parse_cards(made)}
        # Trips may keep a kicker too: drawing one or two cards to them are worth nearly alike.
        assert wanted <= set(chosen) and len(chosen) <= len(wanted) + (len(wanted) == 3)


def _soko_view(my_up: str, their_up: str) -> dict[str, object]:
    return {
        "game": "soko",
        "to_act": 0,
        "seats": [
            {"seat": 0, "status": "in", "hole": ["2h"], "up": my_up.split()},
            {"seat": 1, "status": "in", "hole": ["??"], "up": their_up.split()},
        ],
    }


def test_sokos_last_round_counts_every_hole_card() -> None:
    """With every card out, the opponent's one hidden card is counted card by card: one deal
    per unseen card, and the same figures whatever the random generator."""
    from widow.bots.betting.hands import exact_deals

    table = read_table(_soko_view("Ah Ad 7c 9s", "Kc Kd 5h Js"))
    assert table is not None
    one = exact_deals(table, np.random.default_rng(1))
    two = exact_deals(table, np.random.default_rng(2))
    assert one is not None and two is not None
    assert len(one.share) == len(table.pool) == 52 - 9
    assert np.array_equal(one.share, two.share) and np.array_equal(one.looks, two.looks)
    earlier = read_table(_soko_view("Ah Ad 7c", "Kc Kd 5h"))
    assert earlier is not None
    assert exact_deals(earlier, np.random.default_rng(1)) is None  # cards to come: sampled


def test_sokos_opponent_judges_its_hand_against_the_up_cards_it_sees() -> None:
    """Most of a Soko hand lies face up: a pair of kings looks weak to the player holding it
    when the seat shows three aces, and strong when the seat shows nothing."""
    strong = read_table(_soko_view("Ah Ad As 7c", "Kc Kd 5h Js"))
    weak = read_table(_soko_view("3c 8d 9s Jc", "Kc Kd 5h Js"))
    assert strong is not None and weak is not None
    against_aces = deal(strong, 400, np.random.default_rng(3)).looks[:, 0].mean()
    against_junk = deal(weak, 400, np.random.default_rng(3)).looks[:, 0].mean()
    assert against_aces < 0.2 < 0.7 < against_junk


def _soko_bring_in(seed: int) -> State:
    """A seeded Soko state at a bring-in with its two moves (heuristic bots got it there)."""
    game = load_game("soko", players=2)
    state = game.new_state(seed)
    heuristic = get_bot("heuristic", game)
    while state.phase != "bring-in" or len(state.legal_actions()) < 2:
        seat = state.to_act
        assert seat is not None and not state.is_over
        state.apply(
            heuristic.choose(SeatView(state, seat), state.legal_actions(), random.Random(1))
        )
    return state


def test_sokos_bring_in_is_played_out_and_the_coach_shows_what_the_search_reported() -> None:
    """Both moves of the bring-in are valued on the same sampled deals played out to the end of
    the deal; the coach's figures are the search's own, and the choice is the first of them."""
    from widow.bots.coach import advise, coach_bot
    from widow.bots.estimates import best_first

    state = _soko_bring_in(0)
    seat = state.to_act
    assert seat is not None
    legal = state.legal_actions()
    search = get_bot("search:budget=30", "soko")
    reported = search.analyse(SeatView(state, seat), legal, random.Random(4))  # type: ignore[attr-defined]
    assert {e.action for e in reported} == set(legal)
    assert all(e.samples == 40 and e.unit == "chips" for e in reported)
    heuristic = get_bot("heuristic", "soko").choose(SeatView(state, seat), legal, random.Random(4))
    assert reported[0].action == heuristic or reported[0].value == max(e.value for e in reported)
    assert search.choose(SeatView(state, seat), legal, random.Random(4)) == reported[0].action
    advice = advise(state, seat, coach_bot(state.game, "budget=30"), random.Random(4))
    assert advice == best_first(reported)


def test_sokos_bring_in_ignores_cards_the_seat_cannot_see() -> None:
    state = _soko_bring_in(3)
    seat = state.to_act
    assert seat is not None
    other = state.resample(seat, random.Random(77))
    assert other.view(seat) == state.view(seat)
    assert other.view(1 - seat) != state.view(1 - seat)  # the other seat's hole cards differ
    bot = BettingSearchBot.from_settings({"budget": "30"})
    legal = state.legal_actions()
    honest = bot.analyse(Blindfold(state, other, seat), legal, random.Random(1))
    assert honest == bot.analyse(SeatView(other, seat), legal, random.Random(1))
    assert honest[0].samples == 40


def test_soko_makes_no_bet_its_model_says_loses() -> None:
    """On the last round a hand that almost never wins bets now and then where cards are
    hidden (a balanced bluff), but not in Soko, whose up-cards let the model of the
    opponent's calls hold: there checking, the better move, is always played."""
    from widow.bots.betting.bot import _choose, _read_spot, _Spot
    from widow.engine.betting.rounds import Bet, Check

    values = [(Check(), 0.5), (Bet(4), -2.5)]

    def bets(bluffs: bool) -> int:
        spot = _Spot(0, 20, 0, 0, 80, ((0, True),), True, True, bluffs)
        return sum(
            isinstance(_choose(values, spot, 0.05, random.Random(i)), Bet) for i in range(200)
        )

    assert bets(True) > 10
    assert bets(False) == 0
    for name, bluffs in (("soko", False), ("holdem", True)):
        state = _betting_spots(name, 2, 3, 1)[0]
        seat = state.to_act
        assert seat is not None
        view = state.view(seat)
        table = read_table(view)
        assert table is not None
        assert _read_spot(view, table).bluffs is bluffs
