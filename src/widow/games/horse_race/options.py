"""The variants of Horse Race, as one frozen dataclass.

>>> HorseRaceOptions().max_bet
10
>>> HorseRaceOptions(banker_margin=-1)
Traceback (most recent call last):
...
widow.errors.InvalidOptionError: option banker_margin must be at least 0, not -1
"""

from __future__ import annotations

from dataclasses import dataclass

from widow.engine.options import check_range, check_ranges


@dataclass(frozen=True, slots=True)
class HorseRaceOptions:
    """Horse Race's variants.

    Attributes:
        max_bet: the banker's limit: the most one punter may stake on one suit in a race (the
            least is one chip; one bet per suit and race).
        chips: the chips each player starts with (a balance may go below zero: players settle
            up at the end).
        races_per_bank: races each player banks before the bank passes to the left; the match
            lasts until everyone has banked that many.
        banker_margin: the margin, in percent, that the heuristic banker builds into its quotes
            (0: fair odds, rounded down to the odds ladder).
    """

    max_bet: int = 10
    chips: int = 200
    races_per_bank: int = 1
    banker_margin: int = 10

    def __post_init__(self) -> None:
        check_range("max_bet", self.max_bet, 1, 100)
        check_ranges(self, chips=0, races_per_bank=1)
        check_range("banker_margin", self.banker_margin, 0, 100)
