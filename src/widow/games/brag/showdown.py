"""Who wins what at the end of a hand of Brag.

The side pot (the chips put in after the last cover; the whole pot if nobody covered) is decided
first: by the last player left betting (unseen), by the see (the seen player shows; the seer
shows only if it wins, and loses a tie), or, all-round, by the best hand of those who matched
(ties split). Then, cover by cover from the latest, the winning hand is compared with the hand
that covered, and the better takes the pot as it stood when that player covered; a covering
hand loses a tie (all-round: it shares). A pot's odd chips go to the first winner from the
dealer's left.
"""

from __future__ import annotations

from typing import Protocol

from widow.engine.betting.pots import split_amount
from widow.engine.events import Event
from widow.games.brag.vying import Vying


class Hands(Protocol):
    """What settling reads and does at the table: the vying, which hands are shown, and showing
    and valuing a hand. The Brag state is one; naming only this keeps the rules module, which
    settles through this one, the only one that knows the state."""

    vying: Vying
    shown: list[bool]

    def reveal(self, seat: int, events: list[Event]) -> None: ...

    def strength(self, seat: int) -> int: ...


#: One payment: seat, chips, pot number (0 is the main pot), whether its cards were shown.
Payment = tuple[int, int, int, bool]


def settle(state: Hands, events: list[Event]) -> list[Payment]:
    """Reveal the hands the rules call for and list the payments, side pot first."""
    money = state.vying
    ending = money.ending
    assert ending is not None  # called once the vying has ended
    place = {seat: i for i, seat in enumerate(money.order)}
    share_ties = money.procedure == "all-round"
    if ending.kind == "see":
        seer, seen = ending.seer, ending.seen
        assert seer is not None and seen is not None
        state.reveal(seen, events)
        if state.strength(seer) > state.strength(seen):
            state.reveal(seer, events)
            leaders = [seer]
        else:
            leaders = [seen]
    elif ending.kind == "showdown":
        active = money.active()
        for seat in active:
            state.reveal(seat, events)
        best = max(state.strength(s) for s in active)
        leaders = [s for s in active if state.strength(s) == best]
    else:
        leaders = money.active()
    marks = money.covers
    if marks:
        for seat in leaders:
            state.reveal(seat, events)
    payments: list[Payment] = []
    level = marks[-1][1] if marks else 0
    _pay(payments, money.pot() - level, leaders, len(marks), state)
    for i in reversed(range(len(marks))):
        cover, top = marks[i]
        below = marks[i - 1][1] if i else 0
        state.reveal(cover, events)
        mine, theirs = state.strength(cover), state.strength(leaders[0])
        if mine > theirs:
            leaders = [cover]
        elif mine == theirs and share_ties:
            leaders = sorted([*leaders, cover], key=place.__getitem__)
        _pay(payments, top - below, leaders, i, state)
    return payments


def _pay(payments: list[Payment], amount: int, winners: list[int], pot: int, state: Hands) -> None:
    for seat, share in split_amount(amount, winners):
        if share:
            payments.append((seat, share, pot, state.shown[seat]))
