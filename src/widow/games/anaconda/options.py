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

from widow.engine.betting import STRUCTURES
from widow.engine.options import check_choice, check_range
from widow.errors import InvalidOptionError

LOWS = ("ace-to-five", "deuce-to-seven", "ace-to-six")
REMAINDERS = ("carry", "high")


@dataclass(frozen=True, slots=True)
class AnacondaOptions:
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

    def __post_init__(self) -> None:
        check_choice("betting", self.betting, STRUCTURES)
        check_choice("low", self.low, LOWS)
        check_choice("remainder", self.remainder, REMAINDERS)
        check_range("ante", self.ante, 0)
        check_range("bet", self.bet, 1)
        if self.raise_cap is not None:
            check_range("raise_cap", self.raise_cap, 1)
        check_range("stack", self.stack, 1)
        check_range("hands", self.hands, 1)
        if self.stacks:
            self._parse_stacks()

    def _parse_stacks(self) -> list[int]:
        try:
            values = [int(part) for part in self.stacks.replace(",", " ").split()]
        except ValueError:
            raise InvalidOptionError(
                f"option stacks must be whole numbers separated by commas, not {self.stacks!r}"
            ) from None
        if not values or min(values) < 1:
            raise InvalidOptionError(
                f"option stacks must hold positive numbers, not {self.stacks!r}"
            )
        return values

    def starting_stacks(self, players: int) -> list[int]:
        """Each seat's buy-in."""
        if not self.stacks:
            return [self.stack] * players
        values = self._parse_stacks()
        if len(values) != players:
            raise InvalidOptionError(
                f"option stacks gives {len(values)} buy-ins for {players} players"
            )
        return values

    @property
    def cap(self) -> int | None:
        """The raise cap that applies (only limit games have one)."""
        return self.raise_cap if self.betting == "limit" else None
