"""The banker's edge in Faro and Horse Race: measured over played matches, next to the exact
expectation of the very same bets.

Before every Faro turn and every Horse Race, the bets on the table and the cards left are known,
so the bank's expected gain on them can be worked out exactly (every ordered pair of cards the
turn can bring, or each suit's exact chance of winning the race). Summing that over a run of
matches gives the exact figure; the chips the bank actually won give the measured one. Both are
reported per chip staked. Run ``python -m widow.games.banker_edge`` to print them.

>>> report = faro_edge(matches=3, players=3, seed=1)
>>> report.staked > 0 and abs(report.exact_edge) < 0.05
True
"""

from __future__ import annotations

import random
import sys
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction

from widow.bots import get_bot
from widow.games import load_game
from widow.games.faro.layout import faro_rank
from widow.games.faro.rules import CALL_PAYS, CAT_HOP_PAYS, FaroState, banker_gain, bet_result
from widow.games.horse_race.actions import DONE
from widow.games.horse_race.bot import HorseRaceBot
from widow.games.horse_race.odds import win_probabilities
from widow.games.horse_race.rules import HorseRaceState, winnings

__all__ = ["EdgeReport", "faro_edge", "horse_race_edge", "turn_expectation"]


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


def turn_expectation(state: FaroState) -> tuple[Fraction, int]:
    """The bank's exact expected gain on the coming turn (every ordered pair of cards left in
    the box equally likely), and the chips at risk on it."""
    left = Counter(r for r in _ranks(state))
    n = sum(left.values())
    pairs = n * (n - 1)
    unit = state.game.options.unit
    expected = Fraction(0)
    staked = 0
    for (_, position, copper), units in state.bets.items():
        stake = units * unit
        staked += stake
        total = 0
        for low, k_low in left.items():
            for high, k_high in left.items():
                ways = k_low * (k_high - (low == high))
                if ways:
                    total += ways * banker_gain(bet_result(position, copper, low, high), stake)
        expected += Fraction(total, pairs)
    if n == 3 and state.calls:
        orders = Counter(_orders(_ranks(state)))
        every = sum(orders.values())
        pays = CAT_HOP_PAYS if len(left) == 2 else CALL_PAYS
        for (_, called), units in state.calls.items():
            stake = units * unit
            staked += stake
            hit = Fraction(orders[called], every)
            expected += (1 - hit) * stake - hit * stake * pays
    return expected, staked


def _ranks(state: FaroState) -> list[int]:
    return [faro_rank(c) for c in state.box]


def _orders(ranks: list[int]) -> list[tuple[int, int, int]]:
    a, b, c = ranks
    return [(a, b, c), (a, c, b), (b, a, c), (b, c, a), (c, a, b), (c, b, a)]


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
                chances = list(win_probabilities(state.layout).values())
                for seat_stakes in state.stakes:
                    for suit, stake in enumerate(seat_stakes):
                        if stake:
                            staked += stake
                            won = winnings(stake, state.quotes[suit])
                            exact += (1 - chances[suit]) * stake - chances[suit] * won
                race_banker = state.banker
                before = state.chips[race_banker]
                state.apply(action)
                measured += state.chips[race_banker] - before
            else:
                state.apply(action)
    return EdgeReport("horse-race", matches, staked, measured, exact)


def main(argv: list[str] | None = None) -> None:
    """Print both reports (``python -m widow.games.banker_edge [MATCHES]``)."""
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
