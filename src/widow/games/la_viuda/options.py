"""The variants of La Viuda, as one frozen dataclass.

>>> LaViudaOptions().chips, LaViudaOptions(stripped=True).target
(3, 5)
>>> LaViudaOptions(chips=0)
Traceback (most recent call last):
...
widow.errors.InvalidOptionError: option chips must be at least 1, not 0
"""

from __future__ import annotations

from dataclasses import dataclass

from widow.engine.options import check_ranges


@dataclass(frozen=True, slots=True)
class LaViudaOptions:
    """La Viuda's variants.

    Attributes:
        chips: chips each player buys at the start (their lives).
        chip_value: money per chip; the buy-back costs twice this.
        stripped: play with the stripped pack for the player count (A-K-Q-J-10 for two players,
            one rank more downward per extra player), no jokers and no wild cards; the best hand
            of each deal scores a point and the first to ``target`` points wins.
        target: points needed to win the stripped game.
        suit_order: flushes are compared by suit first (spades, hearts, diamonds, clubs), then by
            rank.
        pass_after_knock: whether a player whose last turn after a knock falls in phase 2 (widow
            face up) may stand pat with ``pass``; when off, that turn must be a swap (one card or
            all five). A player still in phase 1 may always pass.
    """

    chips: int = 3
    chip_value: int = 1
    stripped: bool = False
    target: int = 5
    suit_order: bool = False
    pass_after_knock: bool = True

    def __post_init__(self) -> None:
        check_ranges(self, chips=1, chip_value=0, target=1)
