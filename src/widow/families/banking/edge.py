"""The banker's edge of one finished match, as ``widow simulate`` reports it: the chips the bank
had at risk, what it won, and its exact expected gain on those very bets.

A game with a bank names its meter in ``Game.banker_edge`` (``"module:function"``): a function
of a finished state giving an :class:`EdgeSample`. Faro's is
:func:`widow.games.faro.edge.faro_match_edge`, Horse Race's
:func:`widow.games.horse_race.edge.horse_race_match_edge`; each walks the match again
(:func:`walk_again`) and prices the bets on the table before every turn or race.

>>> EdgeSample(staked=10, measured=1, exact=Fraction(1, 2)).exact
Fraction(1, 2)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from widow.engine.core import State

__all__ = ["EdgeSample", "Meter", "walk_again"]


@dataclass(frozen=True, slots=True)
class EdgeSample:
    """One match: chips the bank had at risk, what it won, and its exact expected gain."""

    staked: int
    measured: int
    exact: Fraction


#: A game's banker's-edge meter: a finished match in, its sample out.
Meter = Callable[[State], EdgeSample]


def walk_again(state: State) -> State:
    """The start of the same match: its seed gives the same chance, its history the same moves."""
    return state.game.new_state(state.chance.seed)
