"""The options of Hold'em and Pineapple, as frozen dataclasses.

>>> HoldemOptions(betting="limit").bet_sizes()
(2, 4)
>>> HoldemOptions(small_blind=0, big_blind=0)
Traceback (most recent call last):
...
widow.errors.InvalidOptionError: Hold'em needs blinds or an ante (or both): all three are 0
>>> HoldemOptions(stacks="100, 50").starting_stacks(2)
[100, 50]
"""

from __future__ import annotations

from dataclasses import dataclass

from widow.engine.betting.options import TableStakes
from widow.engine.options import check_choice, check_optional_range, check_range
from widow.errors import InvalidOptionError
from widow.i18n import N_

VARIANTS = ("pineapple", "crazy", "crazy-hi-lo")
ODD_CHIPS = ("first", "one-each")


@dataclass(frozen=True, slots=True)
class HoldemOptions(TableStakes):
    """Texas Hold'em's options.

    Attributes:
        betting: ``no-limit`` (default), ``pot-limit`` or ``limit``.
        small_blind, big_blind: the blinds (0 and 0 for an ante-only game).
        ante: each player's ante before every hand (default 0).
        small_bet, big_bet: limit: the bet and raise size of the first two rounds and of the last
            two (default the big blind and twice the small bet); no-limit and pot-limit: the
            smallest bet (default the big blind; ``big_bet`` is not used).
        raise_cap: limit: bets and raises allowed in a round, forced bets not counted (default 4);
            ``None`` for no cap. Ignored in no-limit and pot-limit.
        stack: every player's buy-in (default 200 chips: 100 big blinds).
        stacks: buy-ins seat by seat, e.g. ``"200,50,400"`` (overrides ``stack``).
        hands: the hands the match lasts (it ends sooner when one player holds every chip).
        rebuy: how many times a seat that has lost every chip may buy in again, for its
            starting stack, before the next hand (default 0: no rebuys).
        burn: burn a card before the flop, the turn and the river (default true).
        odd_chips: a split pot's odd chips go all to the ``first`` winner clockwise from the
            dealer's left (default), or ``one-each`` to the first winners in that order.
    """

    betting: str = "no-limit"
    small_blind: int = 1
    big_blind: int = 2
    ante: int = 0
    small_bet: int | None = None
    big_bet: int | None = None
    raise_cap: int | None = 4
    stack: int = 200
    stacks: str = ""
    hands: int = 10
    rebuy: int = 0
    burn: bool = True
    odd_chips: str = "first"

    def __post_init__(self) -> None:
        self.check_stakes()
        check_choice("odd_chips", self.odd_chips, ODD_CHIPS)
        for name in ("small_blind", "big_blind", "ante"):
            check_range(name, getattr(self, name), 0)
        if self.small_blind + self.big_blind + self.ante == 0:
            raise InvalidOptionError(
                N_("Hold'em needs blinds or an ante (or both): all three are 0")
            )
        if self.small_blind > self.big_blind:
            raise InvalidOptionError(
                N_("option small_blind ({given}) must not exceed big_blind ({n})").format(
                    given=self.small_blind, n=self.big_blind
                )
            )
        check_optional_range("small_bet", self.small_bet, 1)
        check_optional_range("big_bet", self.big_bet, 1)

    def bet_sizes(self) -> tuple[int, int]:
        """The unit of the early rounds and of the late rounds (the smallest bet)."""
        small = self.small_bet if self.small_bet is not None else max(self.big_blind, 1)
        if self.betting != "limit":
            return small, small
        return small, self.big_bet if self.big_bet is not None else 2 * small


@dataclass(frozen=True, slots=True)
class PineappleOptions(HoldemOptions):
    """Pineapple's options: Hold'em's, and ``variant``.

    Attributes:
        variant: ``pineapple`` (default; discard one of three hole cards after the pre-flop
            betting), ``crazy`` (discard after the flop betting, before the turn) or
            ``crazy-hi-lo`` (Crazy Pineapple with the pot split between the best high hand and
            the best ace-to-five low of eight or better).
    """

    variant: str = "pineapple"

    def __post_init__(self) -> None:
        HoldemOptions.__post_init__(self)
        check_choice("variant", self.variant, VARIANTS)
