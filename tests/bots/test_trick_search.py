"""The trick games' search bot: its double-dummy solvers against plain minimax on small endings,
and the bot's behaviour (legal, repeatable, within its budget, reading only the seat's view)."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest
from bots_support import Blindfold, another_deal, timed

from widow import load_game
from widow.bots import SeatView, bot_names, get_bot, play_match
from widow.bots.coach import advise, coach_bot
from widow.bots.estimates import best_first
from widow.bots.rollouts import MAX_MOVES
from widow.bots.tricks import kernel
from widow.bots.tricks.bot import TrickSearchBot, bourre_payoff
from widow.bots.tricks.solver import SolveAborted, Solver, TableSolver
from widow.cards import CARDS, Card
from widow.engine.actions import Action
from widow.engine.core import State
from widow.engine.tricks.play import PlayCard, TrickTable, follow_suit, head_trick
from widow.games.bid_whist.rules import card_rank, suits_for
from widow.games.bourre.play import bourre_cards
from widow.games.preference.play import preference_rule

GAMES = {
    "whist": {"players": 4},
    "bid-whist": {"players": 4},
    "preference": {"players": 3},
    "bourre": {"players": 4},
}


# --- the solvers against plain minimax ----------------------------------------------------------


def minimax(table: TrickTable, sides: list[int], me: int) -> int:
    """The oracle: every legal card tried at every turn, no pruning, no memory; the tricks
    side ``me`` takes from here, it maximising and the others minimising."""
    seat = table.to_play
    if seat is None:
        return 0
    results = []
    for card in table.legal_cards(seat):
        after = table.copy()
        trick = after.play(seat, card)
        gain = 1 if trick is not None and sides[trick.winner] == me else 0  # type: ignore[index]
        results.append(gain + minimax(after, sides, me))
    return max(results) if sides[seat] == me else min(results)


def _random_ending(rng: random.Random) -> tuple[TrickTable, list[int], int, int | None]:
    """A random ending of 3 or 4 tricks among 3 or 4 seats, under one of the kernel's rules
    (Bid Whist's jokers and low ranks among them), part of a trick already played."""
    seats = rng.choice([3, 4])
    tricks = rng.choice([3, 4])
    kind = rng.choice(["follow", "head", "preference", "bid-whist"])
    trump = rng.choice([None, 0, 1, 2, 3])
    pack = list(CARDS[:54] if kind == "bid-whist" else CARDS[:52])
    rng.shuffle(pack)
    hands = [pack[i * tricks : (i + 1) * tricks] for i in range(seats)]
    declarer = None
    mode = kernel.FOLLOW
    extra: dict[str, Any] = {"rule": follow_suit}
    if kind == "head":
        mode, extra = kernel.HEAD, {"rule": head_trick}
    elif kind == "preference":
        declarer = rng.randrange(seats)
        both = seats == 3
        mode = kernel.PREFERENCE if both else kernel.HEAD
        extra = {"rule": preference_rule(declarer, both)}
    elif kind == "bid-whist":
        direction = rng.choice(["high", "low"])
        trumps = trump is not None
        extra = {
            "rule": follow_suit,
            "rank": lambda c: card_rank(c, direction, trumps),
            "suits": suits_for(trump),
        }
    table = TrickTable(hands, trump=trump, leader=rng.randrange(seats), **extra)
    for _ in range(rng.randrange(seats)):
        seat = table.to_play
        assert seat is not None
        table.play(seat, rng.choice(table.legal_cards(seat)))
    return table, [0 if s in (0, 2) else 1 for s in range(seats)], mode, declarer


@pytest.mark.parametrize("endings", [40, pytest.param(1500, marks=pytest.mark.slow)])
def test_the_kernel_agrees_with_plain_minimax_on_random_small_endings(endings: int) -> None:
    rng = random.Random(2026)
    solver = Solver()
    for _ in range(endings):
        table, sides, mode, declarer = _random_ending(rng)
        seat = table.to_play
        assert seat is not None
        values = solver.values(table, sides, mode=mode, declarer=declarer)
        me = sides[seat]
        expected = {}
        for card in table.legal_cards(seat):
            after = table.copy()
            trick = after.play(seat, card)
            gain = 1 if trick is not None and sides[trick.winner] == me else 0  # type: ignore[index]
            expected[card] = gain + minimax(after, sides, me)
        assert values == expected, (table.hands, table.current.plays, table.trump, mode)


def maxn(table: TrickTable, payoff: Any) -> tuple[float, ...]:
    """The oracle of the max-n solver: every legal card at every turn, the first best kept."""
    seat = table.to_play
    if seat is None:
        return tuple(payoff(table))
    best: tuple[float, ...] | None = None
    for card in table.legal_cards(seat):
        after = table.copy()
        after.play(seat, card)
        value = maxn(after, payoff)
        if best is None or value[seat] > best[seat]:
            best = value
    assert best is not None
    return best


def test_the_table_solver_agrees_with_plain_max_n_on_bourre_endings() -> None:
    rng = random.Random(7)
    for _ in range(60):
        seats = rng.choice([2, 3, 4])
        tricks = rng.choice([2, 3, 4])
        pack = list(CARDS[:52])
        rng.shuffle(pack)
        hands = [pack[i * tricks : (i + 1) * tricks] for i in range(seats)]
        table = TrickTable(hands, trump=rng.randrange(4), rule=bourre_cards)
        payoff = lambda t: bourre_payoff(t, 6, 6)  # noqa: E731
        seat = table.to_play
        assert seat is not None
        values = TableSolver(payoff).values(table)
        for card in table.legal_cards(seat):
            after = table.copy()
            after.play(seat, card)
            assert values[card] == maxn(after, payoff)


def test_the_table_solver_gives_up_at_its_deadline_whatever_its_node_limit() -> None:
    # Four hands of five cards take tens of thousands of nodes; a deadline already past stops
    # the solve within the first 1,024 of them, however many the node limit would allow.
    pack = list(CARDS[:52])
    random.Random(3).shuffle(pack)
    table = TrickTable([pack[i * 5 : (i + 1) * 5] for i in range(4)], trump=0, rule=bourre_cards)
    solver = TableSolver(
        lambda t: bourre_payoff(t, 4, 4), node_limit=10**9, deadline=time.process_time()
    )
    with pytest.raises(SolveAborted):
        solver.values(table)
    assert solver.nodes == 1024


# --- the bot ------------------------------------------------------------------------------------


def _in_play(name: str, seed: int) -> State:
    """A seeded state of ``name`` in its card play, five cards or fewer in hand (solved in a
    moment), with a choice of cards for the seat to play (heuristic bots got it there). In
    Bourre, four or fewer: its first lead among four hands takes a tenth of a second a deal."""
    most = 4 if name == "bourre" else 5
    game = load_game(name, **GAMES[name])
    rng = random.Random(seed)
    heuristic = get_bot("heuristic", game)
    state = game.new_state(seed)
    while True:
        seat = state.to_act
        assert seat is not None
        legal = state.legal_actions()
        cards = [a for a in legal if isinstance(a, PlayCard)]
        table: TrickTable = state.trick_table  # type: ignore[attr-defined]
        if (
            state.phase == "play"
            and len(table.hands[seat]) <= most
            and len(cards) >= 2
            and len(cards) == len(legal)
        ):
            return state
        state.apply(heuristic.choose(SeatView(state, seat), legal, rng))


def _search(name: str, settings: str = "budget=30:samples=8") -> TrickSearchBot:
    bot = get_bot(f"search:{settings}", name)
    assert isinstance(bot, TrickSearchBot)
    return bot


@pytest.mark.parametrize("name", GAMES)
def test_search_is_each_trick_games_strong_bot(name: str) -> None:
    assert {"heuristic", "search", "random"} <= set(bot_names(name))


@pytest.mark.parametrize("name", GAMES)
def test_a_decision_is_legal_solved_and_repeats_for_the_same_draws(name: str) -> None:
    state = _in_play(name, 5)
    seat = state.to_act
    assert seat is not None
    legal = state.legal_actions()
    bot = _search(name)
    first = bot.choose(SeatView(state, seat), legal, random.Random(1))
    assert first in legal and bot.last_samples == 8 * bot.deal_factor
    assert bot.choose(SeatView(state, seat), legal, random.Random(1)) == first


@pytest.mark.parametrize("name", GAMES)
def test_analyse_ranks_every_card_best_first_and_choose_plays_the_first(name: str) -> None:
    state = _in_play(name, 6)
    seat = state.to_act
    assert seat is not None
    legal = state.legal_actions()
    bot = _search(name)
    estimates = bot.analyse(SeatView(state, seat), legal, random.Random(3))
    values = [e.value for e in estimates]
    # Best first; where a game sets a bar, the heuristic's card may stand first below the best.
    assert values[1:] == sorted(values[1:], reverse=True)
    heuristic = get_bot("heuristic", name).choose(SeatView(state, seat), legal, random.Random(3))
    assert values[0] == max(values) or (
        bot.card_confidence is not None and estimates[0].action == heuristic
    )
    assert {e.action for e in estimates} <= set(legal)
    samples = 8 * bot.deal_factor
    assert all(e.samples == samples and e.unit == bot.unit and e.reason for e in estimates)
    assert bot.choose(SeatView(state, seat), legal, random.Random(3)) == estimates[0].action


@pytest.mark.parametrize("name", GAMES)
def test_the_hidden_cards_of_the_real_deal_never_reach_the_decision(name: str) -> None:
    state = _in_play(name, 8)
    seat = state.to_act
    assert seat is not None
    other = state.resample(seat, random.Random(4))
    assert other.view(seat) == state.view(seat)
    assert other.trick_table.hands != state.trick_table.hands  # type: ignore[attr-defined]
    legal = state.legal_actions()
    bot = _search(name)
    for draws in range(3):
        honest = bot.choose(Blindfold(state, other, seat), legal, random.Random(draws))
        assert honest == bot.choose(SeatView(other, seat), legal, random.Random(draws))


def test_a_small_budget_is_kept_and_the_heuristic_plays_when_nothing_is_solved() -> None:
    state = load_game("whist", players=4).new_state(seed=9)
    seat = state.to_act
    assert seat is not None
    legal = state.legal_actions()
    bot = _search("whist", "budget=0.05")
    view = SeatView(state, seat)
    bot.choose(view, legal, random.Random(0))  # compiles the kernel, outside the timing
    start = time.process_time()
    choice = bot.choose(SeatView(state, seat), legal, random.Random(0))
    assert time.process_time() - start < 0.5
    # Thirteen tricks to go are far beyond 0.05 s: the heuristic's card, no deal solved.
    heuristic = get_bot("heuristic", "whist")
    assert bot.last_samples < 6
    assert choice == heuristic.choose(SeatView(state, seat), legal, random.Random(0))


def _at_rule_decision(name: str, seed: int) -> State:
    """A seeded state of ``name`` at its first decision outside the card play with a choice of
    at most :data:`MAX_MOVES` moves (a bid, Bourre's draw), heuristic bots having got it there."""
    game = load_game(name, **GAMES[name])
    heuristic = get_bot("heuristic", game)
    rng = random.Random(seed)
    state = game.new_state(seed)
    while True:
        seat = state.to_act
        assert seat is not None
        legal = state.legal_actions()
        if 1 < len(legal) <= MAX_MOVES and not isinstance(legal[0], PlayCard):
            return state
        state.apply(heuristic.choose(SeatView(state, seat), legal, rng))


@pytest.mark.parametrize("name", ["bid-whist", "preference"])
def test_outside_the_card_play_every_move_is_played_out_on_the_same_deals(name: str) -> None:
    state = _at_rule_decision(name, 3)
    seat = state.to_act
    assert seat is not None
    legal = state.legal_actions()
    bot = _search(name)
    estimates = bot.analyse(SeatView(state, seat), legal, random.Random(0))
    # Every legal move is valued on the same eight deals, in the game's own unit of account.
    assert {e.action for e in estimates} == set(legal) and len(estimates) == len(legal)
    assert all(e.samples == 8 and e.unit in ("chips", "points") for e in estimates)
    # The move played is the heuristic's unless the one put first has the best mean.
    heuristic = get_bot("heuristic", name).choose(SeatView(state, seat), legal, random.Random(0))
    top = max(e.value for e in estimates)
    assert estimates[0].action == heuristic or estimates[0].value == top
    assert bot.choose(SeatView(state, seat), legal, random.Random(0)) == estimates[0].action


@pytest.mark.parametrize("name", ["bid-whist", "preference"])
def test_the_coach_shows_outside_the_card_play_what_the_search_reported(name: str) -> None:
    state = _at_rule_decision(name, 5)
    seat = state.to_act
    assert seat is not None
    game = state.game
    advice = advise(state, seat, coach_bot(game, "budget=30:samples=8"), random.Random(2))
    reported = _search(name).analyse(SeatView(state, seat), state.legal_actions(), random.Random(2))
    assert advice == best_first(reported)
    assert all(e.samples == 8 for e in advice)


@pytest.mark.parametrize("name", ["preference", "bourre"])
def test_the_hidden_cards_never_reach_a_decision_outside_the_card_play(name: str) -> None:
    state = _at_rule_decision(name, 7)
    seat = state.to_act
    assert seat is not None
    other = another_deal(state, seat)  # the other seats' cards differ
    legal = state.legal_actions()
    bot = _search(name, "budget=30:samples=6")
    honest = bot.analyse(Blindfold(state, other, seat), legal, random.Random(1))
    assert honest == bot.analyse(SeatView(other, seat), legal, random.Random(1))


def test_too_little_time_to_play_out_the_moves_leaves_the_heuristics_move() -> None:
    state = _at_rule_decision("bid-whist", 3)
    seat = state.to_act
    assert seat is not None
    legal = state.legal_actions()
    start = time.process_time()
    estimates = _search("bid-whist", "budget=0.01").analyse(
        SeatView(state, seat), legal, random.Random(0)
    )
    assert time.process_time() - start < 0.5
    heuristic = get_bot("heuristic", "bid-whist")
    assert [(e.action, e.samples) for e in estimates] == [
        (heuristic.choose(SeatView(state, seat), legal, random.Random(0)), 0)
    ]


@pytest.mark.parametrize("name", ["bourre", "preference"])
def test_plays_whole_matches_to_the_end(name: str) -> None:
    options = dict(GAMES[name])
    if name == "bourre":
        options["hands"] = 2
    game = load_game(name, **options)
    bots: list[str] = ["search:samples=3"] + ["heuristic"] * (game.players - 1)
    assert play_match(game, bots, seed=4).is_over


def test_card_values_are_whole_tricks_for_every_legal_card() -> None:
    state = _in_play("whist", 12)
    table: TrickTable = state.trick_table  # type: ignore[attr-defined]
    seat = table.to_play
    assert seat is not None
    values = Solver().values(table, [0, 1, 0, 1])
    legal: list[Action] = state.legal_actions()
    cards: list[Card] = [a.card for a in legal if isinstance(a, PlayCard)]
    assert sorted(values) == sorted(cards)
    assert all(0 <= v <= 13 - len(table.tricks) for v in values.values())


@pytest.mark.parametrize("name", GAMES)
def test_the_search_never_draws_from_the_runners_stream(name: str) -> None:
    # The runner's generator is shared by every seat of a match and replayed in both plays of a
    # duplicate pair: a search that drew from it would shift every later bot's draws.
    states = [_in_play(name, 5)]
    if name != "whist":  # Whist has no decision outside the card play
        states.append(_at_rule_decision(name, 3))
    bot = _search(name)
    for state in states:
        seat = state.to_act
        assert seat is not None
        rng = random.Random(11)
        before = rng.getstate()
        bot.choose(SeatView(state, seat), state.legal_actions(), rng)
        assert rng.getstate() == before


@pytest.mark.parametrize("seed", [3, 5, 8])
def test_bourres_pass_stay_or_draw_is_the_heuristics(seed: int) -> None:
    # Played out by the heuristic on sampled deals, the moves that beat its own lost chips in
    # duplicate matches (docs/strength.md): the search leaves the decision to it.
    state = _at_rule_decision("bourre", seed)
    seat = state.to_act
    assert seat is not None
    legal = state.legal_actions()
    estimates = _search("bourre").analyse(SeatView(state, seat), legal, random.Random(0))
    heuristic = get_bot("heuristic", "bourre").choose(
        SeatView(state, seat), legal, random.Random(0)
    )
    assert [(e.action, e.samples) for e in estimates] == [(heuristic, 0)]


def test_bourres_card_play_keeps_the_heuristics_card_unless_clearly_beaten() -> None:
    from widow.bots.tricks.bot import BourreSearchBot

    class BestMean(BourreSearchBot):
        card_confidence = None

    barred, plain = _search("bourre"), BestMean(budget=30, samples=8)
    heuristic = get_bot("heuristic", "bourre")
    kept = 0
    for seed in range(8):
        state = _in_play("bourre", seed)
        seat = state.to_act
        assert seat is not None
        legal = state.legal_actions()
        view = SeatView(state, seat)
        usual = heuristic.choose(view, legal, random.Random(seed))
        with_bar = barred.analyse(view, legal, random.Random(seed))
        without = plain.analyse(SeatView(state, seat), legal, random.Random(seed))
        # The same deals and the same means; only the card put first may differ.
        assert sorted((str(e.action), e.value) for e in with_bar) == sorted(
            (str(e.action), e.value) for e in without
        )
        assert without[0].value == max(e.value for e in without)
        if with_bar[0].action != without[0].action:
            assert with_bar[0].action == usual and with_bar[0].value < without[0].value
            kept += 1
        else:
            assert with_bar[0].value == max(e.value for e in with_bar)
    assert kept >= 1


def test_bourres_first_lead_is_solved_within_the_budget() -> None:
    # Three hands of five cards take thousands of nodes of the max-n solver, a few hundredths
    # of a second: the first lead, where Bourre leaves the most choice, is solved on every deal
    # drawn, not left to the heuristic, and the budget is kept.
    game = load_game("bourre", players=3)
    heuristic = get_bot("heuristic", game)
    bot = _search("bourre", "budget=0.5:samples=8")
    solved = 0
    for seed in range(4):
        state = game.new_state(seed)
        rng = random.Random(seed)
        while state.phase != "play":
            seat = state.to_act
            assert seat is not None
            state.apply(heuristic.choose(SeatView(state, seat), state.legal_actions(), rng))
        table: TrickTable = state.trick_table  # type: ignore[attr-defined]
        seat = state.to_act
        assert seat is not None and not table.tricks and not table.current.plays
        view, legal = SeatView(state, seat), state.legal_actions()
        _, spent = timed(bot.choose, view, legal, random.Random(seed))
        assert spent < 0.5 + 0.1
        solved += bot.last_samples >= 8
    assert solved == 4


def test_bourres_deals_give_the_players_who_drew_the_trumps_and_aces_they_kept() -> None:
    from widow.bots.tricks.bot import BourreSearchBot, kept_strength_shortfall

    game = load_game("bourre", players=4)
    heuristic = get_bot("heuristic", game)
    bot = _search("bourre")
    assert isinstance(bot, BourreSearchBot)
    plain_short = fitted_short = 0
    for seed in range(6):
        state = game.new_state(seed)
        rng = random.Random(seed)
        while state.phase != "play" and not state.is_over:
            seat = state.to_act
            assert seat is not None
            state.apply(heuristic.choose(SeatView(state, seat), state.legal_actions(), rng))
        if state.is_over:
            continue
        # The model holds for the real deal: the heuristic keeps only trumps and aces.
        assert kept_strength_shortfall(state) == 0
        view = SeatView(state, state.to_act)
        for draw in range(5):
            plain_short += kept_strength_shortfall(view.resample(random.Random(draw)))
            fitted = bot._deal(view.resample, random.Random(draw))
            assert fitted.view(state.to_act) == state.view(state.to_act)
            fitted_short += kept_strength_shortfall(fitted)
    # A few deals in which a player who stood pat or drew one card holds that many trumps and
    # aces are rare enough to be missed in the tries allowed; the closest is taken then.
    assert fitted_short * 5 < plain_short
