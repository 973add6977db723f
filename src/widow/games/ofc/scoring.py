"""Open-Face scoring: royalties, the point per hand won, the sweep, the foul penalty, and
fantasyland.

Royalties follow the table printed in the rules (``widow rules ofc``, kept in
:mod:`widow.games.ofc.text`) for option ``royalties=table``: a middle or back by its category
(twice as much in the middle), a front pair of sixes or better by its rank, and 20 for three of a
kind in front. ``modern`` gives three of a kind in front 10 (deuces) to 22 (aces) and three of a
kind in the middle 2. A fouled hand earns no royalties.

>>> from widow.cards import parse_cards as p
>>> a = Scored.of(p("Qh Qd 2c"), p("9s 9c 9d 3h 3d"), p("Ah Ac Ad As 2h"))
>>> a.royalties, a.fantasyland_entry, a.fantasyland_stay
((7, 12, 10), True, True)
"""

from __future__ import annotations

from dataclasses import dataclass

from widow.families.rows.rows import (
    FLUSH,
    FULL_HOUSE,
    QUADS,
    STRAIGHT,
    STRAIGHT_FLUSH,
    TRIPS,
    RowCards,
    fouls_by_strength,
    front_pair_rank,
    is_royal,
    set_strengths,
)

QUEEN = 10
SIX = 4
#: The category of a three-card front holding three of a kind (0 high card, 1 pair).
FRONT_TRIPS = 2
_FIVE_ROYALTIES = {  # category -> (middle, back)
    STRAIGHT: (4, 2),
    FLUSH: (8, 4),
    FULL_HOUSE: (12, 6),
    QUADS: (20, 10),
    STRAIGHT_FLUSH: (30, 15),
}


def front_royalty(strength: int, table: str = "table") -> int:
    """Royalty of a front: a pair of sixes 1 up to aces 9; three of a kind 20 (or by rank).

    >>> from widow.cards import parse_cards as p
    >>> from widow.families.rows.rows import front_strength
    >>> front_royalty(front_strength(p("6h 6d Ac"))), front_royalty(front_strength(p("2h 2d 2c")))
    (1, 20)
    """
    rank = front_pair_rank(strength)
    if rank is None:
        return 0
    if strength // 16**3 == 2:
        return 20 if table == "table" else 10 + rank
    return rank - SIX + 1 if rank >= SIX else 0


def five_royalty(strength: int, *, middle: bool, table: str = "table") -> int:
    """Royalty of a middle or back."""
    category = strength >> 24
    if category >= STRAIGHT_FLUSH and is_royal(strength):
        return 50 if middle else 25
    if category in _FIVE_ROYALTIES:
        return _FIVE_ROYALTIES[category][0 if middle else 1]
    if middle and table == "modern" and category == TRIPS:
        return 2
    return 0


@dataclass(frozen=True, slots=True)
class Scored:
    """A complete Open-Face hand: row strengths, royalties per row, foul, and fantasyland."""

    strengths: tuple[int, int, int]
    royalties: tuple[int, int, int]
    foul: bool
    fantasyland_entry: bool
    fantasyland_stay: bool

    @property
    def royalty(self) -> int:
        return sum(self.royalties)

    @classmethod
    def of(
        cls, front: RowCards, middle: RowCards, back: RowCards, *, table: str = "table"
    ) -> Scored:
        f, m, b = set_strengths(front, middle, back)
        foul = bool(fouls_by_strength(f, m, b))
        if foul:
            return cls((f, m, b), (0, 0, 0), True, False, False)
        royalties = (
            front_royalty(f, table),
            five_royalty(m, middle=True, table=table),
            five_royalty(b, middle=False, table=table),
        )
        trips = f // 16**3 == FRONT_TRIPS
        pair = front_pair_rank(f)
        # Any three of a kind beats a pair of queens, so every front trips earns entry too.
        entry = trips or (pair is not None and pair >= QUEEN)
        stay = trips or (m >> 24) >= FULL_HOUSE or (b >> 24) >= QUADS
        return cls((f, m, b), royalties, False, entry, stay)


def settle_pair(first: Scored, second: Scored, *, sweep: int = 3, penalty: int = 6) -> int:
    """Units the second hand pays the first (negative: the first pays).

    Each scores its royalties plus a point per hand it beats and the sweep for all three; the
    lower score pays the difference. A fouled hand pays the flat penalty plus the other's
    royalties; two fouled hands pay nothing.
    """
    if first.foul and second.foul:
        return 0
    if first.foul:
        return -(penalty + second.royalty)
    if second.foul:
        return penalty + first.royalty
    won = sum(a > b for a, b in zip(first.strengths, second.strengths, strict=True))
    lost = sum(a < b for a, b in zip(first.strengths, second.strengths, strict=True))
    mine = first.royalty + won + (sweep if won == 3 else 0)
    theirs = second.royalty + lost + (sweep if lost == 3 else 0)
    return mine - theirs
