"""The options of Preference, as one frozen dataclass.

>>> PreferenceOptions().ante, PreferenceOptions(ante=20).ante
(10, 20)
>>> PreferenceOptions(ante=15)
Traceback (most recent call last):
...
widow.errors.InvalidOptionError: option ante must be a multiple of 10 stakes, not 15
"""

from __future__ import annotations

from dataclasses import dataclass

from widow.engine.options import check_range, check_ranges
from widow.errors import InvalidOptionError
from widow.i18n import N_


@dataclass(frozen=True, slots=True)
class PreferenceOptions:
    """Preference's options.

    Attributes:
        ante: stakes each player puts into the pot at the start; a multiple of ten, since every
            payment to or from the pot is ten stakes.
        stake: the money one stake is worth (outcome money is stakes times this).
        max_deals: the most deals a match lasts. Play goes on until the pot is empty; a pot
            left after this many deals is shared equally, odd stakes one each from the dealer's
            left.
    """

    ante: int = 10
    stake: int = 1
    max_deals: int = 40

    def __post_init__(self) -> None:
        check_range("ante", self.ante, 10)
        if self.ante % 10:
            raise InvalidOptionError(
                N_("option ante must be a multiple of 10 stakes, not {given}").format(
                    given=self.ante
                )
            )
        check_ranges(self, stake=1, max_deals=1)
