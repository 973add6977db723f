"""Anaconda's options, as a frozen dataclass.

>>> AnacondaOptions().low
'ace-to-five'
>>> AnacondaOptions(remainder="bank")
Traceback (most recent call last):
...
widow.errors.InvalidOptionError: option remainder must be one of carry, high, not 'bank'
"""

from __future__ import annotations

from dataclasses import dataclass

from widow.engine.betting.options import TableStakes
from widow.engine.options import check_choices, check_ranges

LOWS = ("ace-to-five", "deuce-to-seven", "ace-to-six")
REMAINDERS = ("carry", "high")


@dataclass(frozen=True, slots=True)
class AnacondaOptions(TableStakes):
    """Anaconda's options.

    Attributes:
        betting: ``limit`` (default: every bet and raise is exactly ``bet``), ``pot-limit`` or
            ``no-limit`` (``bet`` is then the smallest bet).
        ante: every player's ante before each hand (default 1).
        bet: the bet of every round (default 2).
        raise_cap: limit: bets and raises allowed in a round (default 4); ``None`` for no cap.
        low: how low hands rank: ``ace-to-five`` (default), ``deuce-to-seven`` or ``ace-to-six``.
        remainder: chips of a split that do not divide: ``carry`` (default: they stay in the
            pot for the next hand) or ``high`` (to the high winner first left of the dealer, the
            lowball custom).
        stack: every player's buy-in (default 100); ``stacks`` seat by seat (``"100,50,80"``).
        hands: the hands the match lasts (it ends sooner when one player holds every chip).
        rebuy: how many times a seat that has lost every chip may buy in again, for its
            starting stack, before the next hand (default 0: no rebuys).
    """

    betting: str = "limit"
    ante: int = 1
    bet: int = 2
    raise_cap: int | None = 4
    low: str = "ace-to-five"
    remainder: str = "carry"
    stack: int = 100
    stacks: str = ""
    hands: int = 10
    rebuy: int = 0

    def __post_init__(self) -> None:
        self.check_stakes()
        check_choices(self, low=LOWS, remainder=REMAINDERS)
        check_ranges(self, ante=0, bet=1)
