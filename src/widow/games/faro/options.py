"""The variants of Faro, as one frozen dataclass.

>>> FaroOptions().unit
2
>>> FaroOptions(unit=3)
Traceback (most recent call last):
...
widow.errors.InvalidOptionError: option unit must be even (a split takes exactly half), not 3
"""

from __future__ import annotations

from dataclasses import dataclass

from widow.engine.options import check_optional_range, check_range
from widow.errors import InvalidOptionError
from widow.i18n import N_


@dataclass(frozen=True, slots=True)
class FaroOptions:
    """Faro's variants.

    Attributes:
        unit: chips in one betting unit (even, so that the half a split takes is whole chips).
        max_units: the banker's limit: the most units one punter may have on one bet.
        max_moves: the most changes (a unit put on, a bet taken back, a call) one punter makes
            before one turn; the last of them ends that punter's betting, as 'done' does. The
            dealer deals once the punters have had time enough to bet: this is that time,
            counted in changes, so that every turn ends.
        chips: the chips each player starts with (a balance may go below zero: players settle
            up at the end).
        deals: how many times the pack is dealt through the box.
        banker_seat: the seat that banks (``None``: the last seat, so that a person at seat 0
            punts against a banker bot; 0 lets that person bank).
    """

    unit: int = 2
    max_units: int = 5
    max_moves: int = 10
    chips: int = 200
    deals: int = 1
    banker_seat: int | None = None

    def __post_init__(self) -> None:
        check_range("unit", self.unit, 2)
        if self.unit % 2:
            raise InvalidOptionError(
                N_("option unit must be even (a split takes exactly half), not {given}").format(
                    given=self.unit
                )
            )
        check_range("max_units", self.max_units, 1, 20)
        check_range("max_moves", self.max_moves, 1, 200)
        check_range("chips", self.chips, 0)
        check_range("deals", self.deals, 1, 10)
        check_optional_range("banker_seat", self.banker_seat, 0, 7)
