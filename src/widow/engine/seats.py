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

from collections.abc import Callable, Sequence

from widow.cards import Card
from widow.engine.chance import Chance
from widow.engine.events import DrewForDeal, Event
from widow.i18n import N_

CLOCKWISE = 1
COUNTER_CLOCKWISE = -1
DIRECTION_NAMES = {CLOCKWISE: N_("clockwise"), COUNTER_CLOCKWISE: N_("counter-clockwise")}


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


def cut_rank(card: Card) -> int:
    """Rank when cutting for the deal in most games: ace lowest, king highest.

    >>> cut_rank(Card.parse("Ad")), cut_rank(Card.parse("2d")), cut_rank(Card.parse("Kd"))
    (0, 1, 12)
    """
    return ((card >> 2) + 1) % 13


def cut_for_deal(
    chance: Chance,
    at: int,
    players: int,
    pack: Sequence[Card],
    rank: Callable[[Card], int],
    events: list[Event],
    label: str = "cut-for-deal",
) -> int:
    """Everyone cuts a card of ``pack``; the lowest by ``rank`` deals, and those tied for the
    lowest cut again. Each cut is an event; returns the dealer. ``label`` names the shuffles in
    the match's chance (a game that calls it drawing for the deal keeps its own word, so its
    recorded matches replay unchanged).

    >>> from widow.cards import CARDS
    >>> from widow.engine.chance import Chance
    >>> events: list[Event] = []
    >>> dealer = cut_for_deal(Chance(3), 0, 4, CARDS[:52], cut_rank, events)
    >>> dealer == events[-1].dealer, [e.type for e in events][:1]
    (True, ['drew-for-deal'])
    """
    candidates = list(range(players))
    while True:
        deck = chance.shuffle(label, pack, at)
        draws = tuple(zip(candidates, deck, strict=False))
        low = min(rank(c) for _, c in draws)
        tied = [s for s, c in draws if rank(c) == low]
        dealer = tied[0] if len(tied) == 1 else None
        events.append(DrewForDeal(None, draws, dealer))
        if dealer is not None:
            return dealer
        candidates = tied
