"""Soko's options, as a frozen dataclass.

>>> SokoOptions().bet_sizes()
(2, 4, 1)
>>> SokoOptions(small_bet=5).bet_sizes()
(5, 10, 2)
>>> SokoOptions(small_bet=1)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
widow.errors.InvalidOptionError: option small_bet must be at least 2 (the bring-in is half ...
"""

from __future__ import annotations

from dataclasses import dataclass

from widow.engine.betting.options import TableStakes
from widow.engine.options import check_choice, check_range
from widow.errors import InvalidOptionError
from widow.i18n import N_

ODD_CHIPS = ("first", "one-each")


@dataclass(frozen=True, slots=True)
class SokoOptions(TableStakes):
    """Soko's options.

    Attributes:
        betting: ``limit`` (default: bets and raises of exactly the round's limit),
            ``pot-limit`` or ``no-limit`` (the limit is then the smallest bet).
        ante: every player's ante before each hand (default 1; 0 for none).
        small_bet: the limit of the first round, and of the second unless an open pair shows
            (default 2); the later limit is twice as much, the bring-in half (rounded down).
        raise_cap: limit: bets and raises allowed in a round (default 4; the bring-in does not
            count); ``None`` for no cap.
        stack: every player's buy-in (default 100 chips).
        stacks: buy-ins seat by seat, e.g. ``"100,50,200"`` (overrides ``stack``).
        hands: the hands the match lasts (it ends sooner when one player holds every chip).
        rebuy: how many times a seat that has lost every chip may buy in again, for its
            starting stack, before the next hand (default 0: no rebuys).
        odd_chips: a split pot's odd chips go to the ``first`` winner clockwise from the dealer's
            left (default), or ``one-each`` to the first winners in that order.
    """

    betting: str = "limit"
    ante: int = 1
    small_bet: int = 2
    raise_cap: int | None = 4
    stack: int = 100
    stacks: str = ""
    hands: int = 10
    rebuy: int = 0
    odd_chips: str = "first"

    def __post_init__(self) -> None:
        self.check_stakes()
        check_choice("odd_chips", self.odd_chips, ODD_CHIPS)
        check_range("ante", self.ante, 0)
        if self.small_bet < 2:
            raise InvalidOptionError(
                N_(
                    "option small_bet must be at least 2 (the bring-in is half of it), not {given}"
                ).format(given=self.small_bet)
            )

    def bet_sizes(self) -> tuple[int, int, int]:
        """The early limit, the doubled limit and the bring-in."""
        return self.small_bet, 2 * self.small_bet, self.small_bet // 2
