"""The ismcts search bot: legal play in every game, reproducibility, settings, hidden information
and a small strength check (the full strength figures are in benchmarks/bench_ismcts.py)."""

from __future__ import annotations

import random
import time

import pytest

from widow.bots import SeatView, check_bot_names, get_bot, play_match
from widow.bots.ismcts import CarefulIsmctsBot, IsmctsBot, _Node
from widow.engine.actions import Action
from widow.engine.betting.rounds import Check, Fold
from widow.errors import InvalidOptionError
from widow.games import game_class, list_games, load_game
from widow.simulation import simulate

TINY = "ismcts:iterations=3"


@pytest.mark.parametrize("name", list_games())
def test_plays_legal_moves_to_the_end_of_every_game(name: str) -> None:
    """Every registered game, with a tiny budget at one seat and random bots elsewhere:
    ``play_match`` applies each move through the checked ``apply``, so an illegal one fails."""
    players = game_class(name).min_players
    game = load_game(name, players=players)
    bots = [TINY] + ["random"] * (players - 1)
    state = play_match(game, bots, seed=11)
    assert state.is_over
    assert any(seat == 0 for seat, _ in state.history) or name == "war"


def test_searched_opponents_match_horizon_and_random_playouts_play_to_the_end() -> None:
    game = load_game("whisky-poker", players=3, deals=2)
    bots = [
        "ismcts:iterations=4:opponents=search",
        "ismcts:iterations=3:horizon=match",
        "ismcts:iterations=3:rollout=random",
    ]
    assert play_match(game, bots, seed=5).is_over


def test_a_game_without_heuristic_falls_back_to_random_rollouts() -> None:
    assert play_match(
        load_game("war", players=2), ["ismcts:rollout=heuristic:iterations=2", "random"], seed=2
    ).is_over


def test_same_seed_same_match() -> None:
    game = load_game("whisky-poker", players=3)
    bots = ["ismcts:iterations=12", "heuristic", "ismcts:iterations=8:rollout=heuristic"]
    first = play_match(game, bots, seed=21)
    again = play_match(game, bots, seed=21)
    assert first.record() == again.record()
    other = play_match(game, bots, seed=22)
    assert other.record() != first.record()


def test_the_bots_own_seed_makes_its_choices_repeat() -> None:
    state = load_game("la-viuda", players=3).new_state(seed=8)
    seat = state.to_act
    assert seat is not None
    picks = set()
    for draw in range(3):
        bot = get_bot("ismcts:iterations=30:seed=4", "la-viuda")
        # The runner's generator differs each time; the bot's own stream does not.
        picks.add(
            str(bot.choose(SeatView(state, seat), state.legal_actions(), random.Random(draw)))
        )
    assert len(picks) == 1


def test_a_time_budget_stops_the_search() -> None:
    state = load_game("whisky-poker", players=3).new_state(seed=3)
    seat = state.to_act
    assert seat is not None
    bot = get_bot("ismcts:ms=30", "whisky-poker")
    assert isinstance(bot, IsmctsBot) and bot.settings.iterations is None
    action = bot.choose(SeatView(state, seat), state.legal_actions(), random.Random(1))
    assert action in state.legal_actions()
    assert bot.last_iterations >= 1


def test_settings_are_checked() -> None:
    with pytest.raises(InvalidOptionError, match="unknown ismcts setting 'depth'"):
        get_bot("ismcts:depth=3", "la-viuda")
    with pytest.raises(InvalidOptionError, match=r"iterations='many' is not a valid value"):
        get_bot("ismcts:iterations=many")
    with pytest.raises(InvalidOptionError, match="unknown ismcts rollout 'smart'"):
        check_bot_names(["ismcts:rollout=smart"], "whisky-poker")
    with pytest.raises(InvalidOptionError, match="unknown ismcts opponents 'all'"):
        get_bot("ismcts:opponents=all")
    with pytest.raises(InvalidOptionError, match="confidence must be 0 or more"):
        get_bot("ismcts:confidence=-1")
    with pytest.raises(InvalidOptionError, match="at least 1"):
        get_bot("ismcts:iterations=0")
    with pytest.raises(InvalidOptionError, match="needs a budget"):
        get_bot("ismcts:iterations=none")
    with pytest.raises(InvalidOptionError, match="bot 'random' takes no settings"):
        get_bot("random:iterations=3")
    with pytest.raises(InvalidOptionError, match="is not key=value"):
        get_bot("ismcts:fast")


def test_a_plain_view_is_refused_with_a_clear_error() -> None:
    state = load_game("whisky-poker", players=3).new_state(seed=1)
    seat = state.to_act
    assert seat is not None
    with pytest.raises(InvalidOptionError, match="needs a view it can resample"):
        IsmctsBot().choose(state.view(seat), state.legal_actions(), random.Random(1))


def test_simulate_takes_ismcts_with_settings_by_name() -> None:
    summary = simulate(
        "whisky-poker", players=2, games=2, seed=3, bots=["ismcts:iterations=5", "random"]
    )
    assert [b.bot for b in summary.by_bot] == ["ismcts:iterations=5", "random"]


def test_beats_random_on_a_small_seeded_sample() -> None:
    """Whisky Poker, pool scoring, two seats each: ismcts takes most of the wins from random."""
    game = load_game("whisky-poker", players=4, deals=2)
    share = 0.0
    matches = 6
    for index in range(matches):
        order = ["ismcts:iterations=40", "random"] * 2
        if index % 2:
            order.reverse()
        winners = play_match(game, order, seed=index).outcome()["winners"]
        share += sum(order[w].startswith("ismcts") for w in winners) / max(len(winners), 1)
    assert share / matches >= 0.75


@pytest.mark.parametrize("name", ["whisky-poker", "la-viuda"])
def test_without_enough_confidence_the_search_plays_the_heuristics_choice(name: str) -> None:
    """A confidence no search can reach leaves every decision to the heuristic; at 0 the most
    visited move is played, and with a real budget the search does overrule the heuristic."""
    game = load_game(name, players=4)
    heuristic = get_bot("heuristic", game)
    never = get_bot("ismcts:iterations=40:confidence=1e9", game)
    always = get_bot("ismcts:iterations=40:confidence=0", game)
    overruled = decisions = 0
    for seed in range(4):
        state = game.new_state(seed)
        rng = random.Random(seed)
        while not state.is_over and state.outcome()["deals_played"] <= 2:
            seat = state.to_act
            assert seat is not None
            legal = state.legal_actions()
            view = SeatView(state, seat)
            usual = heuristic.choose(view, legal, random.Random(0))
            assert never.choose(view, legal, rng) == usual
            if len(legal) > 1:
                decisions += 1
                overruled += always.choose(view, legal, rng) != usual
            state.apply(usual)
    assert decisions > 20 and overruled > 0


def test_a_processor_budget_bounds_every_decision_even_the_first_playout() -> None:
    """Chinese Poker's playouts are slow (each sets whole hands): a budget in processor seconds
    cuts even the first iteration short, and the move is still legal."""
    game = load_game("chinese-poker", players=4)
    state = game.new_state(seed=2)
    seat = state.to_act
    assert seat is not None
    bot = get_bot("ismcts:budget=0.05:iterations=1000000", game)
    began = time.process_time()
    action = bot.choose(SeatView(state, seat), state.legal_actions(), random.Random(1))
    assert time.process_time() - began < 1.0
    assert action in state.legal_actions()


def test_too_few_iterations_per_move_play_the_heuristics_choice() -> None:
    """With fewer than two iterations per legal move the search cannot tell the moves apart, so
    it plays the heuristic's move (Chinese Poker: hundreds of ways to set the first rows)."""
    game = load_game("chinese-poker", players=2)
    heuristic = get_bot("heuristic", game)
    for seed in range(3):
        state = game.new_state(seed)
        seat = state.to_act
        assert seat is not None
        legal = state.legal_actions()
        assert len(legal) > 20
        view = SeatView(state, seat)
        searched = get_bot("ismcts:iterations=10", game).choose(view, legal, random.Random(1))
        assert searched == heuristic.choose(view, legal, random.Random(1))


def test_analyse_agrees_with_choose() -> None:
    game = load_game("whisky-poker", players=3)
    state = game.new_state(seed=4)
    seat = state.to_act
    assert seat is not None
    legal = state.legal_actions()
    bot = get_bot("ismcts:iterations=60:seed=3", game)
    estimates = bot.analyse(SeatView(state, seat), legal, random.Random(1))
    assert estimates[0].action == bot.choose(SeatView(state, seat), legal, random.Random(1))
    assert all(e.action in legal and e.samples >= 1 for e in estimates)
    assert sum(e.samples for e in estimates) == 60


@pytest.mark.parametrize("name", list_games())
def test_every_game_has_a_search_bot_that_explains_its_moves(name: str) -> None:
    bot = get_bot("search", name)
    assert callable(getattr(bot, "analyse", None))


def _root(gain: float) -> tuple[_Node, Action, Action]:
    """A root with two moves tried ten times each, the results' spread pooled to one, the
    heuristic's move at mean 0 and the other at mean ``gain``."""
    root = _Node(1)
    usual, other = Check(), Fold()
    for action, mean in ((usual, 0.0), (other, gain)):
        child = root.children[action] = _Node(1)
        child.visits = 10
        child.totals = [10 * mean]
    n, total = 20, 10 * gain
    for child in root.children.values():
        child.squares = (n * (1 + (total / n) ** 2)) / 2  # pooled variance exactly 1
    return root, usual, other


@pytest.mark.parametrize("name", ["brag", "horse-race"])
def test_the_careful_search_overrules_the_heuristic_only_at_two_standard_errors(name: str) -> None:
    """Brag's and Horse Race's search is the careful one: a move 1.6 standard errors better than
    the heuristic's (0.7 over an error of sqrt(1/10 + 1/10)) is played by the plain search, not
    by theirs; a name may still set the bar, and ``ismcts`` stays the plain search."""
    search = get_bot("search", name)
    assert isinstance(search, CarefulIsmctsBot) and search.settings.confidence == 2.0
    told = get_bot("search:confidence=0.5", name)
    assert isinstance(told, CarefulIsmctsBot) and told.settings.confidence == 0.5
    assert type(get_bot("ismcts", name)) is IsmctsBot
    plain = IsmctsBot()
    root, usual, other = _root(0.7)
    assert plain._overrule(root, usual, other) == other
    assert search._overrule(root, usual, other) == usual
    root, usual, other = _root(1.0)  # 2.2 standard errors: both play the better move
    assert search._overrule(root, usual, other) == other
