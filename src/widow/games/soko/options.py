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

from widow.engine.betting import STRUCTURES
from widow.engine.options import check_choice, check_range
from widow.errors import InvalidOptionError

ODD_CHIPS = ("first", "one-each")


@dataclass(frozen=True, slots=True)
class SokoOptions:
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
    odd_chips: str = "first"

    def __post_init__(self) -> None:
        check_choice("betting", self.betting, STRUCTURES)
        check_choice("odd_chips", self.odd_chips, ODD_CHIPS)
        check_range("ante", self.ante, 0)
        if self.small_bet < 2:
            raise InvalidOptionError(
                "option small_bet must be at least 2 (the bring-in is half of it),"
                f" not {self.small_bet}"
            )
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

    def bet_sizes(self) -> tuple[int, int, int]:
        """The early limit, the doubled limit and the bring-in."""
        return self.small_bet, 2 * self.small_bet, self.small_bet // 2

    @property
    def cap(self) -> int | None:
        """The raise cap that applies (only limit games have one)."""
        return self.raise_cap if self.betting == "limit" else None
