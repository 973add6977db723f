"""Main and side pots, and dividing a pot exactly among tied winners.

Every chip a seat puts in during a hand counts towards its *contribution*. The pots are layers of
those contributions: each distinct contribution level closes a layer, and a layer belongs to the
seats still in the hand whose contribution reaches it. Neighbouring layers that belong to the same
seats are one pot. Folded seats' chips stay in the layers they reached, but folded seats win none.

>>> [(p.amount, p.eligible) for p in build_pots([50, 100, 100, 20], [True, True, True, False])]
[(170, (0, 1, 2)), (100, (1, 2))]
>>> split_amount(101, [2, 0])
[(2, 51), (0, 50)]
>>> split_amount(11, [2, 0, 1]), split_amount(11, [2, 0, 1], one_each=True)
([(2, 5), (0, 3), (1, 3)], [(2, 4), (0, 4), (1, 3)])
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from widow.engine.frozen import quick_init


@quick_init
@dataclass(frozen=True, slots=True)
class Pot:
    """``amount`` chips that only the seats in ``eligible`` (in seat order) can win."""

    amount: int
    eligible: tuple[int, ...]


def build_pots(contributions: Sequence[int], live: Sequence[bool]) -> list[Pot]:
    """The main pot and the side pots, main pot first.

    ``contributions`` are the chips each seat put in this hand (uncalled chips already returned);
    ``live`` says which seats have not folded.

    >>> [(p.amount, p.eligible) for p in build_pots([10, 10, 10], [True, True, True])]
    [(30, (0, 1, 2))]
    """
    levels = sorted({c for c in contributions if c > 0})
    if len(levels) == 1:
        # Everyone who put chips in put the same: one pot (the usual end of a hand).
        eligible = tuple([s for s, c in enumerate(contributions) if live[s] and c])
        return [Pot(sum(contributions), eligible)]
    pots: list[Pot] = []
    previous = 0
    for level in levels:
        layer = sum(min(c, level) - min(c, previous) for c in contributions)
        eligible = tuple(s for s, c in enumerate(contributions) if live[s] and c >= level)
        previous = level
        if pots and (pots[-1].eligible == eligible or not eligible):
            # Same owners: one pot. No owner (chips a folded seat put above every live seat,
            # which the uncalled-bet rule normally returns): they stay with the pot below.
            pots[-1] = Pot(pots[-1].amount + layer, pots[-1].eligible)
        else:
            pots.append(Pot(layer, eligible))
    return pots


def split_amount(
    amount: int, winners: Sequence[int], *, one_each: bool = False
) -> list[tuple[int, int]]:
    """Divide ``amount`` among ``winners`` (given in odd-chip order) in equal shares.

    The chips that do not divide all go to the first winner in that order, or, with
    ``one_each``, one each to the winners first in that order.

    >>> split_amount(10, [1, 3, 0])
    [(1, 4), (3, 3), (0, 3)]
    """
    share, odd = divmod(amount, len(winners))
    if one_each:
        return [(seat, share + (1 if i < odd else 0)) for i, seat in enumerate(winners)]
    return [(seat, share + (odd if i == 0 else 0)) for i, seat in enumerate(winners)]
