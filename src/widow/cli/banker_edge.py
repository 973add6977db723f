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
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from widow.bots import Bot, get_bot
from widow.engine.core import Game, State
from widow.families.banking.edge import Meter
from widow.games import load_game
from widow.games.faro.edge import faro_match_edge
from widow.games.faro.rules import FaroState
from widow.games.horse_race.bot import HorseRaceBot
from widow.games.horse_race.edge import horse_race_match_edge

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

    def banks(state: State) -> bool:
        assert isinstance(state, FaroState)
        return state.to_act == state.banker

    return _edge_report(game, get_bot("heuristic", game), banks, faro_match_edge, matches, seed)


def horse_race_edge(*, matches: int, players: int = 4, seed: int = 0) -> EdgeReport:
    """Random punters against the heuristic banker (its quotes keep the game's margin)."""
    game = load_game("horse-race", players=players)

    def banks(state: State) -> bool:
        return state.phase == "quote"

    return _edge_report(game, HorseRaceBot(), banks, horse_race_match_edge, matches, seed)


def _edge_report(
    game: Game,
    banker: Bot,
    banks: Callable[[State], bool],
    meter: Meter,
    matches: int,
    seed: int,
) -> EdgeReport:
    """Play ``matches`` matches, ``banker`` choosing where ``banks`` says the bank is to act and
    random punters elsewhere, and sum what the game's own meter (the one ``widow simulate``
    reports) reads from each finished match: the same pricing of the same bets."""
    punter = get_bot("random", game)
    staked, measured, exact = 0, 0, Fraction(0)
    for number in range(matches):
        state = game.new_state(seed + number)
        rng = random.Random(seed + number)
        while not state.is_over:
            seat = state.to_act
            assert seat is not None  # the loop runs while the match is on
            if banks(state):
                state.apply(banker.choose(state.view(seat), state.legal_actions(), rng))
            else:
                state.apply(punter.choose({}, state.legal_actions(), rng))
        sample = meter(state)
        staked += sample.staked
        measured += sample.measured
        exact += sample.exact
    return EdgeReport(game.name, matches, staked, measured, exact)


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
