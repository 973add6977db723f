"""Seats and the direction of play.

Seats are numbered 0..n-1 clockwise round the table, so the player to a seat's left is the next
number. A game plays either clockwise (+1, to the left) or counter-clockwise (-1, to the right); the
helpers here step round the table in that direction, skipping seats that are out.

>>> next_seat(3, CLOCKWISE, [True, True, False, True])
0
>>> deal_order(0, COUNTER_CLOCKWISE, [True, True, True, True])
[3, 2, 1, 0]
"""

from __future__ import annotations

from collections.abc import Sequence

CLOCKWISE = 1
COUNTER_CLOCKWISE = -1
DIRECTION_NAMES = {CLOCKWISE: "clockwise", COUNTER_CLOCKWISE: "counter-clockwise"}


def next_seat(seat: int, direction: int, active: Sequence[bool]) -> int:
    """The next seat after ``seat`` in ``direction`` that is still in (``seat`` if it is alone)."""
    n = len(active)
    nxt = (seat + direction) % n
    while not active[nxt] and nxt != seat:
        nxt = (nxt + direction) % n
    return nxt


def deal_order(dealer: int, direction: int, active: Sequence[bool]) -> list[int]:
    """The seats still in, from the dealer's neighbour in ``direction`` round to the dealer."""
    order: list[int] = []
    seat = dealer
    while True:
        seat = next_seat(seat, direction, active)
        order.append(seat)
        if seat == dealer:
            return order
