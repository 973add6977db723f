"""The public name of :mod:`widow.analysis.equity`: each hand's share of the pot.

The code lives in :mod:`widow.analysis` (below the games, so that games and bots can use it);
this module keeps ``widow.equity.equity(...)`` the documented way in.

>>> equity("holdem", ["As Ah", "Kd Kc"], board="2c 7d 9h").boards
990
"""

from __future__ import annotations

from widow.analysis.equity import EXACT_LIMIT, GAMES, combinations, equity
from widow.analysis.results import MAX_TRIALS, EquityResult

__all__ = ["EXACT_LIMIT", "GAMES", "MAX_TRIALS", "EquityResult", "combinations", "equity"]
