"""The Faro layout and every place a bet can go on it.

The thirteen cards lie in two rows with the seven alone at the end::

    A  2  3  4  5  6
                      7
    K  Q  J  10 9  8

so the three sits above the jack, the five and six above the nine and eight. A bet covers one card,
two cards side by side or one above the other (between two), two cards of a row with one between
(skipping one), three cards round an inside corner, the four cards round a point, or two cards
diagonally across a corner; or it is one of the three bets on the next turn (even, odd, high card).
A bet is named by the ranks it covers, low to high, joined by dashes (``3-J``, ``4-9-10``).

>>> len(POSITIONS), covered("4-9-T"), position_name(frozenset({11, 3}))
(77, frozenset({9, 10, 4}), '3-J')
"""

from __future__ import annotations

from itertools import combinations

from widow.cards import Card, Rank
from widow.errors import InvalidActionError, quote
from widow.i18n import N_

TOP = (1, 2, 3, 4, 5, 6)
BOTTOM = (13, 12, 11, 10, 9, 8)
SEVEN = 7
SPECIALS = ("even", "odd", "high")
RANK_TEXT = {1: "A", 10: "T", 11: "J", 12: "Q", 13: "K"}
#: The layout as it is drawn, row by row, ``None`` where no card lies: the seven sits alone at
#: the end, level with the gap between the rows.
GRID: tuple[tuple[int | None, ...], ...] = (
    (*TOP, None),
    (None, None, None, None, None, None, SEVEN),
    (*BOTTOM, None),
)


def faro_rank(card: Card) -> int:
    """Ranks as Faro counts them: ace 1 up to king 13.

    >>> faro_rank(Card.parse("As")), faro_rank(Card.parse("Kd")), faro_rank(Card.parse("7c"))
    (1, 13, 7)
    """
    rank = card.rank
    if rank is Rank.ACE:
        return 1
    return int(rank if rank is not None else 0) + 2


def rank_text(value: int) -> str:
    return RANK_TEXT.get(value, str(value))


def _groups() -> list[frozenset[int]]:
    singles = [frozenset({v}) for v in range(1, 14)]
    between: list[frozenset[int]] = []
    skip: list[frozenset[int]] = []
    for row in (TOP, BOTTOM):
        between += [frozenset(row[i : i + 2]) for i in range(5)]
        skip += [frozenset({row[i], row[i + 2]}) for i in range(4)]
    between += [frozenset({TOP[i], BOTTOM[i]}) for i in range(6)]
    between += [frozenset({6, SEVEN}), frozenset({8, SEVEN})]
    corners: list[frozenset[int]] = []
    fours: list[frozenset[int]] = []
    diagonals: list[frozenset[int]] = []
    for i in range(5):
        square = (TOP[i], TOP[i + 1], BOTTOM[i], BOTTOM[i + 1])
        fours.append(frozenset(square))
        corners += [frozenset(c) for c in combinations(square, 3)]
        diagonals += [frozenset({TOP[i], BOTTOM[i + 1]}), frozenset({TOP[i + 1], BOTTOM[i]})]
    return singles + between + skip + corners + fours + diagonals


def position_name(ranks: frozenset[int]) -> str:
    """The name of the bet covering ``ranks``."""
    return "-".join(rank_text(v) for v in sorted(ranks))


GROUPS: tuple[frozenset[int], ...] = tuple(_groups())
#: Every bet position by name: the rank groups, then even, odd and high card.
POSITIONS: tuple[str, ...] = (*(position_name(g) for g in GROUPS), *SPECIALS)
_BY_NAME = {position_name(g): g for g in GROUPS}


def covered(name: str) -> frozenset[int]:
    """The ranks a rank bet covers (empty for even, odd and high card)."""
    return _BY_NAME.get(name, frozenset())


def parse_rank(text: str) -> int:
    """One rank as written in a bet (``A``, ``2``..``10`` or ``T``, ``J``, ``Q``, ``K``)."""
    up = text.upper()
    for value, shown in RANK_TEXT.items():
        if up == shown:
            return value
    if up == "10":
        return 10
    if up.isdecimal() and 2 <= int(up) <= 9:
        return int(up)
    raise InvalidActionError(
        N_("{given} is not a rank; write A, 2-10 (or T), J, Q or K").format(given=quote(text))
    )


def parse_position(text: str) -> str:
    """The canonical name of the bet written as ``text`` (ranks in any order, or a special).

    >>> parse_position("j-3"), parse_position("HIGH")
    ('3-J', 'high')
    """
    low = text.lower()
    if low in SPECIALS:
        return low
    ranks = frozenset(parse_rank(part) for part in text.split("-"))
    name = position_name(ranks)
    if name not in _BY_NAME:
        raise InvalidActionError(
            N_("{given} is not a place on the Faro layout").format(given=quote(text))
        )
    return name
