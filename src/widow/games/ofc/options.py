"""The options of Open-Face Chinese Poker."""

from __future__ import annotations

from dataclasses import dataclass

from widow.engine.options import check_choice, check_range, check_ranges
from widow.families.rows.pairs import parse_pair_units

ROYALTY_TABLES = ("table", "modern")


@dataclass(frozen=True)
class OfcOptions:
    """Variants of Open-Face Chinese Poker.

    ``hands``: hands in the match. ``unit`` / ``pair_units``: chips per unit, and other values
    agreed between pairs of seats (``"0-1:5"``). ``fantasyland``: queens or better in front earn
    a hand in fantasyland. ``royalties``: ``table`` (the rules' table: three of a kind in front
    20) or ``modern`` (three of a kind in front 10 for deuces up to 22 for aces, three of a kind
    in the middle 2). ``sweep``: the bonus for winning all three hands. ``foul_penalty``: the
    flat units a fouled hand pays each opponent that did not foul.
    """

    hands: int = 4
    unit: int = 1
    pair_units: str = ""
    fantasyland: bool = True
    royalties: str = "table"
    sweep: int = 3
    foul_penalty: int = 6

    def __post_init__(self) -> None:
        check_range("hands", self.hands, 1, 1000)
        check_ranges(self, unit=1, sweep=0, foul_penalty=0)
        check_choice("royalties", self.royalties, ROYALTY_TABLES)
        parse_pair_units(self.pair_units)
