"""The banker's edge of one finished match, for ``widow simulate``: what the bank won, the chips
it had at risk, and its exact expected gain on those very bets.

A game with a bank names its meter in ``Game.banker_edge`` (``"module:function"``); the function
takes a finished state and walks the match again from its seed and actions, working out before
every Faro turn and every Horse Race what the bank could expect from the bets then on the table
(as :mod:`widow.games.banker_edge` does while playing). :func:`banker_meter` finds the meter of a
game, or ``None`` for a game without a bank.

>>> from widow.bots import play_match
>>> from widow.games import load_game
>>> state = play_match(load_game("faro", players=3), ["random", "random", "heuristic"], seed=2)
>>> sample = faro_match_edge(state)
>>> sample.staked > 0, sample.measured == state.outcome()["seats"][2]["money"]
(True, True)
>>> banker_meter("faro") is faro_match_edge, banker_meter("tonk")
(True, None)
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from widow.engine.core import State
from widow.games import game_class

__all__ = ["EdgeSample", "banker_meter", "faro_match_edge", "horse_race_match_edge"]


@dataclass(frozen=True, slots=True)
class EdgeSample:
    """One match: chips the bank had at risk, what it won, and its exact expected gain."""

    staked: int
    measured: int
    exact: Fraction


Meter = Callable[[State], EdgeSample]


def banker_meter(game: str) -> Meter | None:
    """The banker's-edge meter a game names in its ``banker_edge`` hook, if any."""
    target = game_class(game).banker_edge
    if target is None:
        return None
    module, name = target.split(":")
    meter: Meter = getattr(importlib.import_module(module), name)
    return meter


def _walk(state: State) -> State:
    """The start of the same match: its seed gives the same chance, its history the same moves."""
    return state.game.new_state(state.chance.seed)


def faro_match_edge(state: State) -> EdgeSample:
    """Faro: the exact expectation of every turn over every ordered pair of cards left in the
    box, summed; the bank's measured gain is its money at the end."""
    from widow.games.banker_edge import turn_expectation
    from widow.games.faro.actions import Deal
    from widow.games.faro.rules import FaroState

    walk = _walk(state)
    assert isinstance(walk, FaroState)  # the hook is Faro's
    start = walk.chips[walk.banker]
    staked, exact = 0, Fraction(0)
    for seat, action in state.history:
        if seat == walk.banker and isinstance(action, Deal):
            gain, risk = turn_expectation(walk)
            exact += gain
            staked += risk
        walk.apply_unchecked(action)
    return EdgeSample(staked, walk.chips[walk.banker] - start, exact)


def horse_race_match_edge(state: State) -> EdgeSample:
    """Horse Race: before each race, every bet priced from the exact chance that its suit wins;
    the bank's measured gain is what each race's banker won or paid when it ran."""
    from widow.games.horse_race.actions import DONE
    from widow.games.horse_race.odds import win_probabilities
    from widow.games.horse_race.rules import HorseRaceState, winnings

    walk = _walk(state)
    assert isinstance(walk, HorseRaceState)  # the hook is Horse Race's
    staked, measured, exact = 0, 0, Fraction(0)
    for _, action in state.history:
        runs = walk.phase == "bet" and walk.turn == len(walk.punters) - 1 and action == DONE
        if not runs:
            walk.apply_unchecked(action)
            continue
        chances = list(win_probabilities(walk.layout).values())
        for seat_stakes in walk.stakes:
            for suit, stake in enumerate(seat_stakes):
                if stake:
                    staked += stake
                    won = winnings(stake, walk.quotes[suit])
                    exact += (1 - chances[suit]) * stake - chances[suit] * won
        banker = walk.banker
        before = walk.chips[banker]
        walk.apply_unchecked(action)
        measured += walk.chips[banker] - before
    return EdgeSample(staked, measured, exact)
