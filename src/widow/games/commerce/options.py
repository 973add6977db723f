"""The variants of Commerce, as one frozen dataclass.

>>> CommerceOptions().stakes, CommerceOptions(stakes=False).pass_after_knock
(True, True)
>>> CommerceOptions(ante=0)
Traceback (most recent call last):
...
widow.errors.InvalidOptionError: option ante must be at least 1, not 0
"""

from __future__ import annotations

from dataclasses import dataclass

from widow.engine.options import check_optional_range, check_ranges


@dataclass(frozen=True, slots=True)
class CommerceOptions:
    """Commerce's variants.

    Attributes:
        stakes: play for money (every player antes ``ante`` chips before each deal and the best
            hand takes the pot) or, when off, for the sake of winning: the best hand of each deal
            scores a point and the most points win the match.
        deals: how many deals the match lasts (``None``: one deal by each player).
        ante: with stakes, the chips each player puts into the pot before each deal (one stake).
        chips: with stakes, the chips each player starts with (enough for every ante of the match).
        chip_value: with stakes, money per chip, for the outcome.
        pass_after_knock: whether a player may stand pat with ``pass`` on the last turn after a
            knock; when off, that turn must be a swap. Before the knock there is no pass: a turn
            is a swap or the knock.
    """

    stakes: bool = True
    deals: int | None = None
    ante: int = 1
    chips: int = 20
    chip_value: int = 1
    pass_after_knock: bool = True

    def __post_init__(self) -> None:
        check_optional_range("deals", self.deals, 1)
        check_ranges(self, ante=1, chips=1, chip_value=0)
        # That the chips cover every ante needs the player count (the default number of deals),
        # so the game checks it: Commerce.check.
