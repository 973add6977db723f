"""The bank's exact expectation in Faro: on the coming turn, and over a whole finished match
(Faro's banker's-edge meter for ``widow simulate``).

>>> from widow.bots import play_match
>>> from widow.games import load_game
>>> state = play_match(load_game("faro", players=3), ["random", "random", "heuristic"], seed=2)
>>> sample = faro_match_edge(state)
>>> sample.staked > 0, sample.measured == state.outcome()["seats"][2]["money"]
(True, True)
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

from widow.engine.core import State
from widow.families.banking.edge import EdgeSample, walk_again
from widow.games.faro.actions import Deal
from widow.games.faro.layout import faro_rank
from widow.games.faro.rules import CALL_PAYS, CAT_HOP_PAYS, FaroState, banker_gain, bet_result

__all__ = ["faro_match_edge", "turn_expectation"]


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


def faro_match_edge(state: State) -> EdgeSample:
    """Faro: the exact expectation of every turn over every ordered pair of cards left in the
    box, summed; the bank's measured gain is its money at the end."""
    walk = walk_again(state)
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
