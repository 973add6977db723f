"""The ``search`` of Tonk, Paiute and Anaconda (flat determinized search): legal, repeatable for
the same draws, within its budget, reading only the seat's view, never overruling the heuristic
without playouts that say so."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from bots_support import Blindfold, another_deal, timed

from widow import load_game
from widow.bots import SeatView, get_bot, play_match
from widow.bots.determinized import (
    ANACONDA_KEEPS,
    DISCARDS,
    AnacondaSearchBot,
    DeterminizedSearchBot,
    PaiuteSearchBot,
    TonkSearchBot,
)
from widow.engine.actions import Action
from widow.engine.betting.rounds import BETTING_ACTIONS
from widow.engine.core import State
from widow.games.anaconda.actions import Declare, PassCards, Show
from widow.games.paiute.actions import Discard as PaiuteDiscard
from widow.games.tonk.actions import Discard as TonkDiscard

SEARCHES: dict[str, type[DeterminizedSearchBot]] = {
    "tonk": TonkSearchBot,
    "paiute": PaiuteSearchBot,
    "anaconda": AnacondaSearchBot,
}


def _discarding(state: State, legal: list[Action]) -> bool:
    return sum(isinstance(a, (TonkDiscard, PaiuteDiscard)) for a in legal) >= 2


#: A decision of each game with several moves: a discard in the draw games, a pass in Anaconda.
CHOICES: dict[str, Callable[[State, list[Action]], bool]] = {
    "tonk": _discarding,
    "paiute": _discarding,
    "anaconda": lambda state, legal: isinstance(legal[0], PassCards),
}


def _at(name: str, seed: int, wanted: Callable[[State, list[Action]], bool]) -> State:
    """A seeded two-seat state of ``name`` where ``wanted`` holds, heuristic bots having got it
    there."""
    game = load_game(name, players=2)
    heuristic = get_bot("heuristic", game)
    rng = random.Random(seed)
    state = game.new_state(seed)
    while True:
        seat = state.to_act
        assert seat is not None, f"no decision found in {name} seed {seed}"
        legal = state.legal_actions()
        if wanted(state, legal):
            return state
        state.apply(heuristic.choose(SeatView(state, seat), legal, rng))


def _search(name: str, settings: str = "budget=30:samples=6") -> DeterminizedSearchBot:
    bot = get_bot(f"search:{settings}", name)
    assert isinstance(bot, SEARCHES[name])
    return bot


@pytest.mark.parametrize("name", SEARCHES)
def test_search_is_each_games_flat_search_and_plays_matches_to_the_end(name: str) -> None:
    assert type(get_bot("search", name)) is SEARCHES[name]
    # Two deals: the search's own moves, and the next deal's start from what they left.
    length = {"paiute": {"deals": 2}}.get(name, {"hands": 2})
    game = load_game(name, players=2, **length)
    assert play_match(game, ["search:samples=2", "heuristic"], seed=3).is_over


@pytest.mark.parametrize("name", SEARCHES)
def test_a_decision_plays_out_every_candidate_and_repeats_for_the_same_draws(name: str) -> None:
    state = _at(name, 5, CHOICES[name])
    seat = state.to_act
    assert seat is not None
    legal = state.legal_actions()
    bot = _search(name)
    estimates = bot.analyse(SeatView(state, seat), legal, random.Random(1))
    assert bot.last_samples == 6
    assert all(e.action in legal and e.samples == 6 for e in estimates)
    assert len({e.action for e in estimates}) == len(estimates) >= 2
    assert bot.analyse(SeatView(state, seat), legal, random.Random(1)) == estimates
    assert bot.choose(SeatView(state, seat), legal, random.Random(1)) == estimates[0].action


@pytest.mark.parametrize("name", SEARCHES)
def test_the_heuristics_move_stands_unless_a_better_mean_beats_it(name: str) -> None:
    """Over several decisions: the move played is the heuristic's (asked with the same draws the
    search gives it), or one whose mean over the same deals is higher than the heuristic's."""
    heuristic = get_bot("heuristic", name)
    for seed in range(3):
        state = _at(name, seed, CHOICES[name])
        seat = state.to_act
        assert seat is not None
        legal = state.legal_actions()
        estimates = _search(name, "budget=30:samples=8").analyse(
            SeatView(state, seat), legal, random.Random(seed)
        )
        draws = random.Random(seed).getrandbits(64)
        usual = heuristic.choose(SeatView(state, seat), legal, random.Random(draws))
        means = {e.action: e.value for e in estimates}
        assert usual in means
        assert estimates[0].action == usual or estimates[0].value > means[usual]


@pytest.mark.parametrize("name", SEARCHES)
def test_the_hidden_cards_of_the_real_deal_never_reach_the_decision(name: str) -> None:
    state = _at(name, 7, CHOICES[name])
    seat = state.to_act
    assert seat is not None
    other = another_deal(state, seat)
    legal = state.legal_actions()
    bot = _search(name)
    honest = bot.analyse(Blindfold(state, other, seat), legal, random.Random(1))
    assert honest == bot.analyse(SeatView(other, seat), legal, random.Random(1))


@pytest.mark.parametrize("name", SEARCHES)
def test_the_budget_bounds_a_decision_and_too_little_leaves_the_heuristics_move(
    name: str,
) -> None:
    state = _at(name, 2, CHOICES[name])
    seat = state.to_act
    assert seat is not None
    legal = state.legal_actions()
    # Too little time: the heuristic's move, nothing played out. (First, so that the modules
    # the decision needs are loaded before the timed one.)
    starved = _search(name, "budget=0.0001")
    estimates = starved.analyse(SeatView(state, seat), legal, random.Random(0))
    draws = random.Random(0).getrandbits(64)
    usual = get_bot("heuristic", name).choose(SeatView(state, seat), legal, random.Random(draws))
    assert [(e.action, e.samples) for e in estimates] == [(usual, 0)]
    bot = _search(name, "budget=0.3:samples=10000")
    _, spent = timed(bot.choose, SeatView(state, seat), legal, random.Random(0))
    # The clock is read between the moves of a playout: one move (milliseconds) past at most,
    # with room for a loaded machine's slower pace.
    assert spent < 0.3 + 0.1
    assert 0 < bot.last_samples < 10000


@pytest.mark.parametrize("name", ["tonk", "paiute"])
def test_a_discard_weighs_every_other_move_and_the_heuristics_best_few_discards(
    name: str,
) -> None:
    """The candidates hold every legal move but the discards, and of those the heuristic's own
    and the next best by its ranking; the heuristic's discard is the first it ranks."""
    for seed in range(4):
        state = _at(name, seed, CHOICES[name])
        seat = state.to_act
        assert seat is not None
        legal = state.legal_actions()
        bot = _search(name)
        view = SeatView(state, seat)
        usual = bot.heuristic().choose(view, legal, random.Random(0))
        ranked = bot.heuristic().discard_order(view, legal)  # type: ignore[attr-defined]
        assert len(ranked) >= 2 and set(ranked) <= set(legal)
        moves = bot.candidates(view, legal, usual)
        assert moves[0] == usual and len(set(moves)) == len(moves)
        others = [a for a in legal if a not in ranked]
        assert set(moves) == {usual, *others, *ranked[:DISCARDS]}
        if usual in ranked:
            assert usual == ranked[0]


def test_an_anaconda_pass_weighs_the_heuristics_and_the_best_keeps_of_each_side() -> None:
    state = _at("anaconda", 1, CHOICES["anaconda"])
    seat = state.to_act
    assert seat is not None
    legal = state.legal_actions()
    assert len(legal) == 35
    bot = _search("anaconda")
    view = SeatView(state, seat)
    usual = bot.heuristic().choose(view, legal, random.Random(0))
    moves = bot.candidates(view, legal, usual)
    assert moves[0] == usual
    assert 3 <= len(moves) <= 1 + 2 * ANACONDA_KEEPS
    assert len(set(moves)) == len(moves) and set(moves) <= set(legal)


def test_an_anaconda_final_hand_weighs_only_which_of_the_five_stays_down() -> None:
    state = _at("anaconda", 1, lambda state, legal: isinstance(legal[0], Show))
    seat = state.to_act
    assert seat is not None
    legal = state.legal_actions()
    bot = _search("anaconda")
    view = SeatView(state, seat)
    usual = bot.heuristic().choose(view, legal, random.Random(0))
    assert isinstance(usual, Show)
    moves = bot.candidates(view, legal, usual)
    five = {*usual.up, usual.down}
    assert moves[0] == usual and len(moves) == 5
    assert all(isinstance(m, Show) and {*m.up, m.down} == five for m in moves)
    assert {m.down for m in moves if isinstance(m, Show)} == five


def test_anaconda_bets_are_the_heuristics_and_a_declaration_weighs_both_sides() -> None:
    """A sampled deal gives the others random cards whatever they bet, so the search leaves the
    bets to the heuristic; the declaration, which no bet of the others' can tell about the cards
    passed and kept, weighs both sides."""
    bot = _search("anaconda")

    def betting(state: State, legal: list[Action]) -> bool:
        return len(legal) >= 2 and all(isinstance(a, BETTING_ACTIONS) for a in legal)

    state = _at("anaconda", 3, betting)
    seat = state.to_act
    assert seat is not None
    legal = state.legal_actions()
    estimates = bot.analyse(SeatView(state, seat), legal, random.Random(0))
    draws = random.Random(0).getrandbits(64)
    usual = bot.heuristic().choose(SeatView(state, seat), legal, random.Random(draws))
    assert [(e.action, e.samples) for e in estimates] == [(usual, 0)]
    state = _at("anaconda", 3, lambda state, legal: isinstance(legal[0], Declare))
    seat = state.to_act
    assert seat is not None
    estimates = bot.analyse(SeatView(state, seat), state.legal_actions(), random.Random(0))
    assert {e.action for e in estimates} == {Declare("high"), Declare("low")}
    assert all(e.samples == 6 for e in estimates)


def test_the_played_out_deals_never_draw_from_the_runners_stream() -> None:
    """The runner's generator is shared by every seat (and by both plays of a duplicate pair):
    playing moves out on sampled deals must leave it where it was."""
    import random

    from widow.bots import SeatView, get_bot
    from widow.bots.rollouts import rollout_estimates
    from widow.games import load_game

    state = load_game("tonk", players=2).new_state(seed=3)
    seat = state.to_act
    assert seat is not None
    legal = state.legal_actions()
    heuristic = get_bot("heuristic", "tonk")
    usual = heuristic.choose(SeatView(state, seat), legal, random.Random(0))
    rng = random.Random(9)
    before = rng.getstate()
    found = rollout_estimates(
        SeatView(state, seat),
        legal,
        usual,
        rng,
        policy=heuristic,
        samples=3,
        least=1,
        deadline=float("inf"),
    )
    assert found is not None and found[0].samples == 3
    assert rng.getstate() == before
