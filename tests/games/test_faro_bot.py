"""Faro's exact turn expectation against the engine, and the casekeeper punter's zero edge."""

from __future__ import annotations

import random
from fractions import Fraction

from widow.bots import get_bot
from widow.games import load_game
from widow.games.faro.bot import STAKE
from widow.games.faro.edge import turn_expectation
from widow.games.faro.rules import FaroState


def engine_expectation(state: FaroState) -> Fraction:
    """The bank's average gain over every ordered pair of box cards the turn can bring, each
    dealt by the engine itself."""
    total, count = 0, 0
    box = state.box
    for i in range(len(box)):
        for j in range(len(box)):
            if i == j:
                continue
            trial = state.copy()
            assert isinstance(trial, FaroState)
            rest = [c for k, c in enumerate(box) if k not in (i, j)]
            trial.box = [box[i], box[j], *rest]
            before = trial.chips[trial.banker]
            trial.apply("deal")
            total += trial.chips[trial.banker] - before
            count += 1
    return Fraction(total, count)


def test_turn_expectation_equals_dealing_every_pair() -> None:
    """The exact expected gain of the bank on a turn equals the engine's average over every
    ordered pair of cards left in the box (random bets, mid-deal)."""
    game = load_game("faro", players=3)
    for seed in (1, 2):
        state = game.new_state(seed)
        assert isinstance(state, FaroState)
        rng = random.Random(seed)
        for _ in range(40):
            state.apply(rng.choice(state.legal_actions()))
        while state.to_act != state.banker:
            state.apply(rng.choice(state.legal_actions()))
        expected, staked = turn_expectation(state)
        assert staked > 0
        assert expected == engine_expectation(state)


def test_casekeeper_punter_never_gives_the_bank_an_edge() -> None:
    """Betting only case cards, the heuristic punter's bets carry an exact expectation of zero
    on every turn (no split is possible)."""
    game = load_game("faro", players=3)
    bot = get_bot("heuristic", game)
    for seed in range(5):
        state = game.new_state(seed)
        assert isinstance(state, FaroState)
        rng = random.Random(seed)
        risked = 0
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            if seat == state.banker:
                expected, staked = turn_expectation(state)
                assert expected == 0
                risked += staked
            state.apply(bot.choose(state.view(seat), state.legal_actions(), rng))
        assert risked > 0


def test_the_heuristic_punter_places_a_set_of_bets_then_says_done() -> None:
    """Rules, Faro: "Players may place any number of bets": before every turn the heuristic
    punter takes back dead bets, puts its stake on every case card (a rank with one card left),
    and then says done; only the limit on changes before one turn cuts that set short."""
    game = load_game("faro", players=3)
    bot = get_bot("heuristic", game)
    most = game.options.max_moves
    several = 0
    for seed in range(3):
        state = game.new_state(seed)
        assert isinstance(state, FaroState)
        rng = random.Random(seed)
        changes = dict.fromkeys(state.punters, 0)
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            if seat == state.banker:
                case = state.casekeeper()
                wanted = {(r, False): STAKE for r, row in case.items() if row["left"] == 1}
                for punter in state.punters:
                    mine = {(p, c): u for (s, p, c), u in state.bets.items() if s == punter}
                    assert mine == wanted or changes[punter] == most, (punter, mine, wanted)
                several += any(n > 1 for n in changes.values())
                changes = dict.fromkeys(state.punters, 0)
            action = bot.choose(state.view(seat), state.legal_actions(), rng)
            state.apply(action)
            if seat != state.banker and str(action) != "done":
                changes[seat] += 1
    assert several > 3
