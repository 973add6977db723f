"""The table-stakes options every betting match over several hands shares: the buy-ins
(``stack``, or ``stacks`` seat by seat), the length of the match (``hands``), the rebuys a busted
seat may take (``rebuy``) and the limit games' raise cap (``raise_cap``).

A game's frozen options dataclass inherits :class:`TableStakes`, declares those fields with its
own defaults and calls :meth:`TableStakes.check_stakes` from ``__post_init__``.

>>> parse_stacks("200, 50,400")
[200, 50, 400]
>>> parse_stacks("200, none")
Traceback (most recent call last):
...
widow.errors.InvalidOptionError: option stacks must be whole numbers separated by commas, not \
'200, none'
"""

from __future__ import annotations

from widow.engine.betting.rounds import STRUCTURES
from widow.engine.options import check_choice, check_range
from widow.errors import InvalidOptionError, quote
from widow.i18n import N_


def parse_stacks(text: str) -> list[int]:
    """The buy-ins written as ``text`` (whole numbers separated by commas or spaces)."""
    try:
        values = [int(part) for part in text.replace(",", " ").split()]
    except ValueError:
        raise InvalidOptionError(
            N_("option stacks must be whole numbers separated by commas, not {given}").format(
                given=quote(text)
            )
        ) from None
    if not values or min(values) < 1:
        raise InvalidOptionError(
            N_("option stacks must hold positive numbers, not {given}").format(given=quote(text))
        )
    return values


class TableStakes:
    """Buy-ins, rebuys, match length and raise cap, for a frozen options dataclass.

    >>> from dataclasses import dataclass
    >>> @dataclass(frozen=True, slots=True)
    ... class Demo(TableStakes):
    ...     betting: str = "limit"
    ...     raise_cap: int | None = 4
    ...     stack: int = 100
    ...     stacks: str = ""
    ...     hands: int = 10
    ...     rebuy: int = 0
    >>> Demo(stacks="100,50").starting_stacks(2), Demo().cap, Demo(betting="no-limit").cap
    ([100, 50], 4, None)
    >>> Demo(stacks="100,50").starting_stacks(3)
    Traceback (most recent call last):
    ...
    widow.errors.InvalidOptionError: option stacks gives 2 buy-ins for 3 players
    """

    __slots__ = ()

    betting: str
    raise_cap: int | None
    stack: int
    stacks: str
    hands: int
    rebuy: int

    def check_stakes(self) -> None:
        """Raise :class:`~widow.errors.InvalidOptionError` for a bad structure or stake."""
        check_choice("betting", self.betting, STRUCTURES)
        if self.raise_cap is not None:
            check_range("raise_cap", self.raise_cap, 1)
        check_range("stack", self.stack, 1)
        check_range("hands", self.hands, 1)
        check_range("rebuy", self.rebuy, 0)
        if self.stacks:
            parse_stacks(self.stacks)

    def starting_stacks(self, players: int) -> list[int]:
        """Each seat's buy-in (a rebuy buys the same amount again)."""
        if not self.stacks:
            return [self.stack] * players
        values = parse_stacks(self.stacks)
        if len(values) != players:
            raise InvalidOptionError(
                N_("option stacks gives {count} buy-ins for {n} players").format(
                    count=len(values), n=players
                )
            )
        return values

    @property
    def cap(self) -> int | None:
        """The raise cap that applies (only limit games have one)."""
        return self.raise_cap if self.betting == "limit" else None
