"""The bank's exact expectation in Horse Race over a whole finished match (Horse Race's
banker's-edge meter for ``widow simulate``): before each race, every bet priced from the exact
chance that its suit wins.

>>> from widow.bots import play_match
>>> from widow.games import load_game
>>> state = play_match(load_game("horse-race", players=3), ["heuristic"] * 3, seed=2)
>>> horse_race_match_edge(state).staked >= 0
True
"""

from __future__ import annotations

from fractions import Fraction

from widow.engine.core import State
from widow.families.banking.edge import EdgeSample, walk_again
from widow.games.horse_race.actions import DONE
from widow.games.horse_race.odds import win_probabilities
from widow.games.horse_race.rules import HorseRaceState, winnings

__all__ = ["horse_race_match_edge", "race_expectation"]


def race_expectation(state: HorseRaceState) -> tuple[Fraction, int]:
    """The bank's exact expected gain on the coming race (each suit's exact chance of winning
    it from the track as it lies), and the chips at risk on it."""
    chances = list(win_probabilities(state.layout).values())
    expected = Fraction(0)
    staked = 0
    for seat_stakes in state.stakes:
        for suit, stake in enumerate(seat_stakes):
            if stake:
                staked += stake
                won = winnings(stake, state.quotes[suit])
                expected += (1 - chances[suit]) * stake - chances[suit] * won
    return expected, staked


def horse_race_match_edge(state: State) -> EdgeSample:
    """Horse Race: before each race, every bet priced from the exact chance that its suit wins;
    the bank's measured gain is what each race's banker won or paid when it ran."""
    walk = walk_again(state)
    assert isinstance(walk, HorseRaceState)  # the hook is Horse Race's
    staked, measured, exact = 0, 0, Fraction(0)
    for _, action in state.history:
        runs = walk.phase == "bet" and walk.turn == len(walk.punters) - 1 and action == DONE
        if not runs:
            walk.apply_unchecked(action)
            continue
        gain, risk = race_expectation(walk)
        exact += gain
        staked += risk
        banker = walk.banker
        before = walk.chips[banker]
        walk.apply_unchecked(action)
        measured += walk.chips[banker] - before
    return EdgeSample(staked, measured, exact)
