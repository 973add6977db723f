"""The options of Chinese Poker and how units are valued between pairs of players."""

from __future__ import annotations

from dataclasses import dataclass

from widow.engine.options import check_range
from widow.errors import InvalidOptionError, quote


def parse_pair_units(text: str, players: int | None = None) -> dict[tuple[int, int], int]:
    """Unit values agreed between pairs of seats: ``"0-1:5,2-3:2"`` -> ``{(0, 1): 5, (2, 3): 2}``.

    >>> parse_pair_units("1-0:5, 2-3:2")
    {(0, 1): 5, (2, 3): 2}
    >>> parse_pair_units("0-0:5")
    Traceback (most recent call last):
    ...
    widow.errors.InvalidOptionError: option pair_units: '0-0:5' must join two different seats
    """
    units: dict[tuple[int, int], int] = {}
    for item in (p.strip() for p in text.split(",")):
        if not item:
            continue
        try:
            seats, value = item.split(":")
            a, b = (int(s) for s in seats.split("-"))
            amount = int(value)
        except ValueError:
            raise InvalidOptionError(
                f"option pair_units: {quote(item)} is not SEAT-SEAT:UNIT (e.g. 0-1:5)"
            ) from None
        if a == b:
            raise InvalidOptionError(
                f"option pair_units: {quote(item)} must join two different seats"
            )
        if amount < 1:
            raise InvalidOptionError(f"option pair_units: {quote(item)} needs a unit of at least 1")
        if players is not None and not (0 <= a < players and 0 <= b < players):
            raise InvalidOptionError(
                f"option pair_units: {quote(item)} names a seat outside 0 to {players - 1}"
            )
        units[(min(a, b), max(a, b))] = amount
    return units


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
        check_range("unit", self.unit, 1)
        check_range("scoop", self.scoop, 0)
        parse_pair_units(self.pair_units)
