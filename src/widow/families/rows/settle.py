"""Chinese Poker settlement between two set hands: a unit per row won at the row's rate, the
scoop, and fouls.

A row that wins is paid at its rate: one unit, or with bonuses three for three of a kind in front,
two for a full house in the middle, four for four of a kind and five for a straight flush (royal
included) in the middle or back. A tied row pays nothing. Winning all three rows adds the scoop.
A fouled hand loses every row to a hand that did not foul (and is scooped); two fouled hands pay
each other nothing.

>>> from widow.cards import parse_cards as p
>>> a = SetHand.of(p("Ah Ad 2c"), p("Kh Kd Kc 3s 3d"), p("9s 9c 9d 9h 2h"))
>>> b = SetHand.of(p("Qh Jd 2d"), p("Th Td 4c 4s 5d"), p("8s 8c 7d 7h 6h"))
>>> a.rates, settle_pair(a, b)
((1, 2, 4), 10)
"""

from __future__ import annotations

from dataclasses import dataclass

from widow.families.rows.rows import (
    FULL_HOUSE,
    QUADS,
    STRAIGHT_FLUSH,
    RowCards,
    five_category,
    fouls_by_strength,
    front_is_trips,
    set_strengths,
)

SCOOP = 3
#: Units a surrendering player pays each opponent.
SURRENDER_PAY = 2


def row_rates(front: int, middle: int, back: int, *, bonuses: bool = True) -> tuple[int, int, int]:
    """What each row collects when it wins, from the rows' strengths."""
    if not bonuses:
        return (1, 1, 1)
    rate_front = 3 if front_is_trips(front) else 1

    def five(strength: int, *, middle: bool) -> int:
        category = five_category(strength)
        if category >= STRAIGHT_FLUSH:
            return 5
        if category == QUADS:
            return 4
        if middle and category == FULL_HOUSE:
            return 2
        return 1

    return rate_front, five(middle, middle=True), five(back, middle=False)


@dataclass(frozen=True, slots=True)
class SetHand:
    """A set hand's row strengths (front on its own scale), rates and whether it fouls."""

    strengths: tuple[int, int, int]
    rates: tuple[int, int, int]
    foul: bool

    @classmethod
    def of(
        cls, front: RowCards, middle: RowCards, back: RowCards, *, bonuses: bool = True
    ) -> SetHand:
        strengths = set_strengths(front, middle, back)
        return cls(
            strengths, row_rates(*strengths, bonuses=bonuses), bool(fouls_by_strength(*strengths))
        )


def row_winners(first: SetHand, second: SetHand) -> tuple[int | None, int | None, int | None]:
    """Who takes each row (front, middle, back) between two set hands: 0 for the first, 1 for
    the second, ``None`` for a tie. A fouled hand loses every row to one that did not foul;
    between two fouled hands nothing is won.

    >>> from widow.cards import parse_cards
    >>> strong = SetHand.of(parse_cards("As Ad 2c"), parse_cards("Ks Kd Kc 3h 4h"),
    ...     parse_cards("Qs Js Ts 9s 8s"))
    >>> weak = SetHand.of(parse_cards("3s 4d 6c"), parse_cards("Qh Qd 7c 8h 9h"),
    ...     parse_cards("Jh Jd Jc 5h 5d"))
    >>> row_winners(strong, weak), row_winners(weak, strong)
    ((0, 0, 0), (1, 1, 1))
    """
    if first.foul or second.foul:
        if first.foul and second.foul:
            return (None, None, None)
        return (1, 1, 1) if first.foul else (0, 0, 0)
    winners = [
        0 if mine > theirs else 1 if mine < theirs else None
        for mine, theirs in zip(first.strengths, second.strengths, strict=True)
    ]
    return (winners[0], winners[1], winners[2])


def settle_pair(first: SetHand, second: SetHand, *, scoop: int = SCOOP) -> int:
    """Units the second hand pays the first (negative: the first pays)."""
    if first.foul and second.foul:
        return 0
    if first.foul:
        return -(sum(second.rates) + scoop)
    if second.foul:
        return sum(first.rates) + scoop
    total = won = lost = 0
    for mine, theirs, my_rate, their_rate in zip(
        first.strengths, second.strengths, first.rates, second.rates, strict=True
    ):
        if mine > theirs:
            total += my_rate
            won += 1
        elif mine < theirs:
            total -= their_rate
            lost += 1
    if won == 3:
        total += scoop
    elif lost == 3:
        total -= scoop
    return total
