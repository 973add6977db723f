"""The banker's edge in Faro and Horse Race: measured over played matches, next to the exact
expectation of the very same bets.

Before every Faro turn and every Horse Race, the bets on the table and the cards left are known,
so the bank's expected gain on them can be worked out exactly (every ordered pair of cards the
turn can bring, or each suit's exact chance of winning the race). Summing that over a run of
matches gives the exact figure; the chips the bank actually won give the measured one. Both are
reported per chip staked. Run ``python -m widow.cli.banker_edge`` to print them.

>>> report = faro_edge(matches=3, players=3, seed=1)
>>> report.staked > 0 and abs(report.exact_edge) < 0.05
True
"""

from __future__ import annotations

import random
import sys
from dataclasses import dataclass
from fractions import Fraction

from widow.bots import get_bot
from widow.games import load_game
from widow.games.faro.edge import turn_expectation
from widow.games.faro.rules import FaroState
from widow.games.horse_race.actions import DONE
from widow.games.horse_race.bot import HorseRaceBot
from widow.games.horse_race.edge import race_expectation
from widow.games.horse_race.rules import HorseRaceState

__all__ = ["EdgeReport", "faro_edge", "horse_race_edge"]


@dataclass(frozen=True, slots=True)
class EdgeReport:
    """Chips staked, the bank's measured gain and its exact expected gain on the same bets."""

    game: str
    matches: int
    staked: int
    measured: int
    exact: Fraction

    @property
    def measured_edge(self) -> float:
        return self.measured / self.staked if self.staked else 0.0

    @property
    def exact_edge(self) -> float:
        return float(self.exact / self.staked) if self.staked else 0.0


def faro_edge(*, matches: int, players: int = 4, seed: int = 0) -> EdgeReport:
    """Random punters against the heuristic banker, ``matches`` deals."""
    game = load_game("faro", players=players)
    punter, banker = get_bot("random", game), get_bot("heuristic", game)
    staked, measured, exact = 0, 0, Fraction(0)
    for number in range(matches):
        state = game.new_state(seed + number)
        assert isinstance(state, FaroState)
        rng = random.Random(seed + number)
        start = state.chips[state.banker]
        while not state.is_over:
            seat = state.to_act
            if seat == state.banker:
                gain, risk = turn_expectation(state)
                exact += gain
                staked += risk
                state.apply(banker.choose(state.view(seat), state.legal_actions(), rng))
            else:
                state.apply(punter.choose({}, state.legal_actions(), rng))
        measured += state.chips[state.banker] - start
    return EdgeReport("faro", matches, staked, measured, exact)


def horse_race_edge(*, matches: int, players: int = 4, seed: int = 0) -> EdgeReport:
    """Random punters against the heuristic banker (its quotes keep the game's margin)."""
    game = load_game("horse-race", players=players)
    punter, banker = get_bot("random", game), HorseRaceBot()
    staked, measured, exact = 0, 0, Fraction(0)
    for number in range(matches):
        state = game.new_state(seed + number)
        assert isinstance(state, HorseRaceState)
        rng = random.Random(seed + number)
        while not state.is_over:
            seat = state.to_act
            assert seat is not None  # the loop runs while the match is on
            if state.phase == "quote":
                state.apply(banker.choose(state.view(seat), state.legal_actions(), rng))
                continue
            action = punter.choose({}, state.legal_actions(), rng)
            if state.turn == len(state.punters) - 1 and action == DONE:
                # The race runs as this last punter says done: price the bets first.
                gain, risk = race_expectation(state)
                exact += gain
                staked += risk
                race_banker = state.banker
                before = state.chips[race_banker]
                state.apply(action)
                measured += state.chips[race_banker] - before
            else:
                state.apply(action)
    return EdgeReport("horse-race", matches, staked, measured, exact)


def main(argv: list[str] | None = None) -> None:
    """Print both reports (``python -m widow.cli.banker_edge [MATCHES]``)."""
    args = sys.argv[1:] if argv is None else argv
    matches = int(args[0]) if args else 400
    for report in (faro_edge(matches=matches), horse_race_edge(matches=matches)):
        print(
            f"{report.game}: {report.matches} matches, {report.staked} chips staked;"
            f" bank won {report.measured} ({report.measured_edge:+.4%} of stakes),"
            f" exact expectation {float(report.exact):.1f} ({report.exact_edge:+.4%})"
        )


if __name__ == "__main__":
    main()
