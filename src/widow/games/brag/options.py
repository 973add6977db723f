"""Brag's options, as a frozen dataclass.

>>> BragOptions().procedure, BragOptions().first_bet_range()
('brag', (1, 10))
>>> BragOptions(min_bet=5, max_bet=4)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
widow.errors.InvalidOptionError: option max_bet must be at least min_bet (5), not 4
"""

from __future__ import annotations

from dataclasses import dataclass

from widow.engine.options import check_choices, check_range, check_ranges
from widow.errors import InvalidOptionError
from widow.i18n import N_

PROCEDURES = ("brag", "two-down", "all-round")
LIMITS = ("limit", "pot-limit")
SHUFFLES = ("prial", "every-hand")
A23 = ("top", "low")


@dataclass(frozen=True, slots=True)
class BragOptions:
    """Brag's options.

    Attributes:
        procedure: how the vying ends. ``brag`` (default): once two players are left, either may
            see the other by paying twice the stake. ``two-down``: the same, but a see costs just
            the stake. ``all-round``: anyone may match the stake (``see``), and when everyone
            still in has matched the last raise the hands are shown.
        betting: ``limit`` (default: a bet may raise the stake by at most ``raise_limit``) or
            ``pot-limit`` (by at most the pot).
        ante: every player's ante before each hand (default 1; 0 for none).
        min_bet, max_bet: the smallest and the largest first bet of a hand (default 1 and 10).
        raise_limit: limit betting: the most one bet may raise the stake by (default 10).
        blind: whether players may play blind (default true); false: everyone looks at once.
        cover: whether a player short of chips may cover the pot (default true); false: fold.
        shuffle: ``prial`` (default): the pack is shuffled only after a pot was won by a prial
            that was shown; ``every-hand``: before every hand.
        a23: where A-2-3 ranks among runs: ``top`` (default, above A-K-Q) or ``low``.
        threes_high: 3-3-3 is the best prial (default true); false: A-A-A is.
        few_players: allow two or three players (default false: 4 to 8).
        stack: every player's buy-in (default 100 chips).
        hands: the hands the match lasts (default 10; fewer if one player holds every chip).
    """

    procedure: str = "brag"
    betting: str = "limit"
    ante: int = 1
    min_bet: int = 1
    max_bet: int = 10
    raise_limit: int = 10
    blind: bool = True
    cover: bool = True
    shuffle: str = "prial"
    a23: str = "top"
    threes_high: bool = True
    few_players: bool = False
    stack: int = 100
    hands: int = 10

    def __post_init__(self) -> None:
        check_choices(self, procedure=PROCEDURES, betting=LIMITS, shuffle=SHUFFLES, a23=A23)
        check_ranges(self, ante=0, min_bet=1, raise_limit=1)
        check_range("stack", self.stack, 1, 10_000)
        check_range("hands", self.hands, 1)
        if self.max_bet < self.min_bet:
            raise InvalidOptionError(
                N_("option max_bet must be at least min_bet ({n}), not {given}").format(
                    n=self.min_bet, given=self.max_bet
                )
            )

    def first_bet_range(self) -> tuple[int, int]:
        """The smallest and the largest opening bet (what an open player pays)."""
        return self.min_bet, self.max_bet
