"""The variants of Farmer, as one frozen dataclass.

>>> FarmerOptions().ante
1
>>> FarmerOptions(ante=0)
Traceback (most recent call last):
...
widow.errors.InvalidOptionError: option ante must be at least 1, not 0
"""

from __future__ import annotations

from dataclasses import dataclass

from widow.engine.options import check_ranges


@dataclass(frozen=True, slots=True)
class FarmerOptions:
    """Farmer's variants.

    Attributes:
        ante: the ante, which is also the amount of every other payment.
        chips: the chips each player starts with (a balance may go below zero: players settle up
            at the end).
        deals: deals played before the match may end; it ends at the first deal after these in
            which the farm is won.
        extra_deals: the most deals played after ``deals`` waiting for the farm to be won; after
            them, what is left in the farm is shared equally (the odd chips to the farmer).
        closest_paid_when_won: whether lower hands pay the hand closest to sixteen also in a deal
            where the farm is won (the rules text puts that payment with the deals where nobody
            reaches sixteen, and so does the default).
    """

    ante: int = 1
    chips: int = 100
    deals: int = 4
    extra_deals: int = 8
    closest_paid_when_won: bool = False

    def __post_init__(self) -> None:
        check_ranges(self, ante=1, chips=0, deals=1, extra_deals=0)
