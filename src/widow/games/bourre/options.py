"""The options of Bourre, as one frozen dataclass.

>>> BourreOptions().ante, BourreOptions(hands=3).hands
(1, 3)
>>> BourreOptions(ante=0)
Traceback (most recent call last):
...
widow.errors.InvalidOptionError: option ante must be at least 1, not 0
"""

from __future__ import annotations

from dataclasses import dataclass

from widow.engine.options import check_optional_range, check_ranges


@dataclass(frozen=True, slots=True)
class BourreOptions:
    """Bourre's options.

    Attributes:
        ante: chips each player puts in the pot before a hand.
        chips: chips each player starts with. A player may go below zero (a debt to the table)
            when a penalty is larger than what they hold; the outcome shows it as money lost.
        hands: how many hands the match lasts (``None``: one deal by each player). After the
            last hand, penalties still owed are paid in and whatever the pot holds is shared
            equally among all players, so that every chip ends with a player.
        limit: the most a player pays for going bourre (``None``, the default: the whole pot,
            as the rules have it). A cap is a common house rule, since each bourre can double
            the next pot.
    """

    ante: int = 1
    chips: int = 50
    hands: int | None = None
    limit: int | None = None

    def __post_init__(self) -> None:
        check_ranges(self, ante=1, chips=0)
        check_optional_range("hands", self.hands, 1)
        check_optional_range("limit", self.limit, 1)
