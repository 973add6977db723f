"""The variants of Whisky Poker, as one frozen dataclass.

>>> WhiskyPokerOptions(scoring="lives").lives
5
>>> WhiskyPokerOptions(scoring="cash")
Traceback (most recent call last):
...
widow.errors.InvalidOptionError: option scoring must be one of betting, lives, pool, not 'cash'
"""

from __future__ import annotations

from dataclasses import dataclass

from widow.engine.options import (
    check_choice,
    check_choices,
    check_optional_range,
    check_ranges,
)

SCORINGS = ("pool", "lives", "betting")
STRUCTURES = ("limit", "pot-limit", "no-limit")
LOW_TIES = ("all", "draw")
ALL_TIES = ("void", "settle")


@dataclass(frozen=True, slots=True)
class WhiskyPokerOptions:
    """Whisky Poker's variants.

    Attributes:
        scoring: ``"betting"``: Whiskey Poker, played for a pot with three betting
            rounds (see ``structure``, ``ante``, ``bet``, ``cap``; ``chips`` is the buy-in).
            ``"pool"``: everyone antes a chip before each deal and the best hand takes the
            pool. ``"lives"``: the lowest hand pays a chip (a life) into the pool, and the first
            player to lose them all loses the match.
        deals: pool scoring: how many deals the match lasts (``None``: one deal by each player).
        chips: pool scoring: the chips each player starts with (at least ``deals``).
        chip_value: pool scoring: money per chip, for the outcome.
        lives: lives scoring: the chips (lives) each player starts with.
        low_tie: lives scoring, when several hands tie for lowest: ``"all"`` of them pay, or they
            ``"draw"`` off (their cards shuffled together, one each; the lowest card pays).
        all_tie: lives scoring, when every hand at a showdown is equal (nobody holds a lower
            hand than anyone else): ``"void"``, nobody pays and the next deal follows; or
            ``"settle"``, the tie is settled as ``low_tie`` says. Under ``settle`` with
            ``low_tie="all"`` every player may lose their last life at once; then they all lose
            the match together and nobody wins it.
        structure: betting scoring: ``"limit"`` (bets and raises of ``bet`` chips, ``2 * bet``
            in the last round), ``"pot-limit"`` or ``"no-limit"`` (``bet`` is the smallest bet).
        ante: betting scoring: the ante every player puts in before each deal.
        bet: betting scoring: the betting unit (see ``structure``).
        cap: betting scoring, limit: the most bets and raises in one betting round.
        pass_after_knock: whether a player whose last turn after a knock falls in phase 2 (widow
            face up) may stand pat with ``pass``; when off, that turn must be a swap (one card or
            all five). A player still in phase 1 may always pass.
    """

    scoring: str = "pool"
    deals: int | None = None
    chips: int = 20
    chip_value: int = 1
    lives: int = 5
    low_tie: str = "all"
    all_tie: str = "void"
    pass_after_knock: bool = True
    structure: str = "limit"
    ante: int = 1
    bet: int = 2
    cap: int = 4

    def deals_for(self, players: int) -> int:
        """Deals in a match of ``players``: ``deals``, or one deal by each player."""
        return self.deals if self.deals is not None else players

    def __post_init__(self) -> None:
        check_choices(self, scoring=SCORINGS, low_tie=LOW_TIES, all_tie=ALL_TIES)
        check_optional_range("deals", self.deals, 1)
        check_ranges(self, chips=1, chip_value=0, lives=1)
        check_choice("structure", self.structure, STRUCTURES)
        check_ranges(self, ante=0, bet=1, cap=1)
        # That chips cover every ante needs the player count (the default number of deals), so
        # the game checks it: WhiskyPoker.check.
