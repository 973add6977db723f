"""What Chinese Poker and Open-Face Chinese Poker share besides the rows: payments settled pair
by pair in units (a pair of players may agree their own unit value), and the match's outcome."""

from __future__ import annotations

from typing import Any

from widow.errors import InvalidOptionError, quote
from widow.families.rows.events import Paid


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


class PairLedger:
    """Chips won or lost per seat (everyone starts at 0), moved only by payments between seats,
    so they always sum to zero.

    >>> ledger = PairLedger(3, unit=2, pair_units="0-2:5")
    >>> [e.chips for e in ledger.pay(0, 1, 3, "rows") + ledger.pay(2, 0, 1, "rows")]
    [6, 5]
    >>> ledger.chips
    [-1, 6, -5]
    """

    __slots__ = ("chips", "unit", "units")

    def __init__(self, players: int, *, unit: int, pair_units: str) -> None:
        self.chips = [0] * players
        self.unit = unit
        self.units = parse_pair_units(pair_units, players)

    def copy(self) -> PairLedger:
        other = PairLedger.__new__(PairLedger)
        other.chips = list(self.chips)
        other.unit = self.unit
        other.units = self.units
        return other

    def unit_between(self, a: int, b: int) -> int:
        """Chips per unit between seats ``a`` and ``b``."""
        return self.units.get((min(a, b), max(a, b)), self.unit)

    def pay(self, payer: int, payee: int, units: int, reason: str) -> list[Paid]:
        """``payer`` pays ``payee`` ``units`` (nothing happens for zero; negative reverses)."""
        if units == 0:
            return []
        if units < 0:
            payer, payee, units = payee, payer, -units
        chips = units * self.unit_between(payer, payee)
        self.chips[payer] -= chips
        self.chips[payee] += chips
        return [Paid(payer, payee, units, chips, reason)]


def placings(chips: list[int]) -> list[int]:
    """1 for the most chips; equal chips share a placing.

    >>> placings([3, -1, 3, -5])
    [1, 3, 1, 4]
    """
    return [1 + sum(1 for other in chips if other > mine) for mine in chips]


def outcome_of(game: str, chips: list[int], *, over: bool, hands_played: int) -> dict[str, Any]:
    """The outcome in the shape every game gives: per seat chips, money and placing."""
    places = placings(chips)
    out: dict[str, Any] = {
        "game": game,
        "over": over,
        "pool": 0,
        "deals_played": hands_played,
        "seats": [
            {"seat": s, "chips": c, "money": c, "placing": p}
            for s, (c, p) in enumerate(zip(chips, places, strict=True))
        ],
    }
    if over:
        out["winners"] = [s for s, p in enumerate(places) if p == 1]
    return out
