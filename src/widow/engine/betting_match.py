"""A betting match over several hands: who plays on, and the rebuys of busted seats.

With the ``rebuy`` option a seat that has lost every chip buys in again, for its starting stack,
before the next hand, up to ``rebuy`` times in a match. The chips it brings count as chips brought
to the table: the outcome measures its money against every buy-in it made.

>>> chips, rebought, paid = [0, 40, 0], [0, 0, 1], []
>>> take_rebuys(chips, rebought, [20, 20, 20], 1, paid.append)
>>> chips, rebought, [(e.seat, e.amount, e.count) for e in paid]
([20, 40, 0], [1, 0, 1], [(0, 20, 1)])
>>> playing_on([0, 40, 0], [1, 0, 1], 1)
[1]
"""

from __future__ import annotations

from collections.abc import Sequence

from widow.engine.betting_events import Rebought
from widow.engine.showdown import Log


def playing_on(chips: Sequence[int], rebought: Sequence[int], limit: int) -> list[int]:
    """The seats that can play another hand: those with chips, or with a rebuy left."""
    return [s for s, c in enumerate(chips) if c > 0 or rebought[s] < limit]


def take_rebuys(
    chips: list[int], rebought: list[int], buy_ins: Sequence[int], limit: int, log: Log
) -> None:
    """Every busted seat with a rebuy left buys in again for its starting stack."""
    for seat, have in enumerate(chips):
        if have == 0 and rebought[seat] < limit:
            chips[seat] = buy_ins[seat]
            rebought[seat] += 1
            log(Rebought(seat, buy_ins[seat], rebought[seat]))


def brought(buy_ins: Sequence[int], rebought: Sequence[int]) -> list[int]:
    """The chips each seat brought to the table: its buy-in, once more for every rebuy.

    >>> brought([100, 50], [0, 2])
    [100, 150]
    """
    return [b * (1 + r) for b, r in zip(buy_ins, rebought, strict=True)]
