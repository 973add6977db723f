"""The options of Chinese Poker and how units are valued between pairs of players."""

from __future__ import annotations

from dataclasses import dataclass

from widow.engine.options import check_range, check_ranges
from widow.families.rows.pairs import parse_pair_units


@dataclass(frozen=True)
class ChinesePokerOptions:
    """Variants of Chinese Poker.

    ``hands``: hands in the match (the deal passes to the left after each). ``unit``: chips per
    unit; ``pair_units``: other unit values agreed between pairs of seats (``"0-1:5,2-3:2"``).
    ``naturals``: the four naturals may be declared. ``surrender``: a player may surrender for two
    units to each opponent. ``bonuses``: the higher rates for strong rows. ``scoop``: extra units
    for winning all three rows (0 for none).
    """

    hands: int = 4
    unit: int = 1
    pair_units: str = ""
    naturals: bool = True
    surrender: bool = True
    bonuses: bool = True
    scoop: int = 3

    def __post_init__(self) -> None:
        check_range("hands", self.hands, 1, 1000)
        check_ranges(self, unit=1, scoop=0)
        parse_pair_units(self.pair_units)
