"""Draw poker's options, as a frozen dataclass.

>>> DrawPokerOptions(ranking="deuce-to-seven").bet_sizes()
(2, 4)
>>> DrawPokerOptions(qualifier="8")
Traceback (most recent call last):
...
widow.errors.InvalidOptionError: option qualifier applies to the lowball rankings, not to 'high'
>>> DrawPokerOptions(max_draw=3).most_players()
6
"""

from __future__ import annotations

from dataclasses import dataclass

from widow.cards import RANK_CHARS
from widow.engine.betting.options import TableStakes
from widow.engine.options import check_choice, check_optional_range, check_range, check_ranges
from widow.errors import InvalidOptionError
from widow.i18n import N_

RANKINGS = ("high", "ace-to-five", "deuce-to-seven", "ace-to-six")
HAND = 5


@dataclass(frozen=True, slots=True)
class DrawPokerOptions(TableStakes):
    """Draw poker's options.

    Attributes:
        ranking: ``high`` (default), or a lowball way: ``ace-to-five``, ``deuce-to-seven``,
            ``ace-to-six``.
        jokers: 0 (default), 1 or 2 jokers in the pack, each wild (in lowball: the lowest card
            that does not pair the hand).
        qualifier: lowball only: a rank (``"8"``) that every card of a winning low must not
            exceed; ``None`` (default) for none.
        betting: ``limit`` (default), ``pot-limit`` or ``no-limit``.
        ante: every player's ante (default 1).
        small_bet: the limit before the draw (default 2); ``big_bet`` after it (default twice
            as much). In pot-limit and no-limit the smallest bet is ``small_bet`` throughout.
        raise_cap: limit: bets and raises a round (default 4); ``None`` for no cap.
        max_draw: the most cards one player may exchange (default 5, 1 to 5).
        stack, stacks, hands: buy-ins and the length of the match, as in Hold'em.
        rebuy: the rebuys a busted seat may take, as in Hold'em (default 0).
    """

    ranking: str = "high"
    jokers: int = 0
    qualifier: str | None = None
    betting: str = "limit"
    ante: int = 1
    small_bet: int = 2
    big_bet: int | None = None
    raise_cap: int | None = 4
    max_draw: int = 5
    stack: int = 100
    stacks: str = ""
    hands: int = 10
    rebuy: int = 0

    def __post_init__(self) -> None:
        check_choice("ranking", self.ranking, RANKINGS)
        self.check_stakes()
        check_range("jokers", self.jokers, 0, 2)
        if self.qualifier is not None:
            if self.ranking == "high":
                raise InvalidOptionError(
                    N_("option qualifier applies to the lowball rankings, not to {given}").format(
                        given=repr(self.ranking)
                    )
                )
            check_choice("qualifier", self.qualifier.upper(), tuple(RANK_CHARS))
        check_ranges(self, ante=0, small_bet=1)
        check_optional_range("big_bet", self.big_bet, 1)
        check_range("max_draw", self.max_draw, 1, HAND)

    def bet_sizes(self) -> tuple[int, int]:
        """The unit before the draw and after it."""
        if self.betting != "limit":
            return self.small_bet, self.small_bet
        return self.small_bet, self.big_bet if self.big_bet is not None else 2 * self.small_bet

    def pack_size(self) -> int:
        return 52 + self.jokers

    def most_players(self) -> int:
        """As many as the pack serves when everyone draws the most (at most 8)."""
        return min(8, self.pack_size() // (HAND + self.max_draw))
