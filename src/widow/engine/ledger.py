"""The chips ledger: each seat's chips, the pool, and the money each seat has paid in.

Every movement goes through a method here, so chips are conserved by construction: the chips held by
the seats plus the pool never change. Money (what players paid to buy chips) is tracked apart.

>>> ledger = ChipLedger([3, 3], pool=1)
>>> ledger.pay(0)
>>> ledger.chips, ledger.pool, ledger.total_chips()
([2, 3], 2, 7)
"""

from __future__ import annotations

from collections.abc import Sequence


class ChipLedger:
    """Chips per seat, a central pool, and money paid in per seat."""

    __slots__ = ("chips", "paid", "pool")

    def __init__(self, chips: Sequence[int], *, pool: int = 0, paid: Sequence[int] = ()) -> None:
        self.chips = list(chips)
        self.pool = pool
        self.paid = list(paid) if paid else [0] * len(self.chips)

    def copy(self) -> ChipLedger:
        return ChipLedger(self.chips, pool=self.pool, paid=self.paid)

    def total_chips(self) -> int:
        """Chips held by the seats plus the pool: the same before and after every movement."""
        return sum(self.chips) + self.pool

    def pay(self, seat: int, amount: int = 1) -> None:
        """``seat`` puts ``amount`` of its chips into the pool."""
        if amount > self.chips[seat]:
            raise ValueError(f"seat {seat} holds {self.chips[seat]} chips, cannot pay {amount}")
        self.chips[seat] -= amount
        self.pool += amount

    def take(self, seat: int, amount: int) -> None:
        """``seat`` takes ``amount`` chips from the pool."""
        if amount > self.pool:
            raise ValueError(f"the pool holds {self.pool} chips, cannot give {amount}")
        self.pool -= amount
        self.chips[seat] += amount

    def pay_money(self, seat: int, amount: int) -> None:
        """``seat`` pays ``amount`` of money into the stakes."""
        self.paid[seat] += amount

    def stakes(self) -> int:
        """All money paid in so far."""
        return sum(self.paid)
