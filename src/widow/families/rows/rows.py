"""The three rows of a Chinese Poker setting: their strengths, the foul check and the bonus rates.

The front (three cards) is ranked by the ``chinese-front`` system, the middle and back (five cards)
by ``high``; both games of the family (Chinese Poker and Open-Face) score through these two systems
alone. To tell whether a setting fouls, the front's strength is written on the five-card scale: the
same category code and its ranks as that system writes them, with the missing kickers counted as
nothing, so ``K-K-4`` in
front is beaten by ``K-K-9-3-2`` in the middle and ``A-K-Q`` by any ``A-K-Q-x-x``.

>>> from widow.cards import parse_cards
>>> fouls(parse_cards("Kh Kd 4c"), parse_cards("Ks Kc 9d 3h 2s"), parse_cards("Ah Ad Ac 7s 7d"))
False
>>> fouls(parse_cards("Qh Qd 4c"), parse_cards("Js Jc 9d 3h 2s"), parse_cards("Ah Ad Ac 7s 7d"))
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from widow.cards import Card
from widow.ranking import get_system
from widow.ranking.base import RankingSystem

IntArray = npt.NDArray[np.int64]

FRONT_SYSTEM: RankingSystem = get_system("chinese-front")
FIVE_SYSTEM: RankingSystem = get_system("high")
ROWS = ("front", "middle", "back")
#: The cards of one row of a setting (front, middle or back).
RowCards = Sequence[Card]
ROW_SIZES = (3, 5, 5)

# Five-card category codes of the high system (strength >> 24), worst to best.
HIGH_CARD, ONE_PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH = range(9)
CATEGORY_SHIFT = 24
_FRONT_DIGITS = 16**3
# chinese-front category code (0 high card, 1 pair, 2 three of a kind) -> five-card code.
_FRONT_TO_FIVE = np.array([HIGH_CARD, ONE_PAIR, TRIPS], dtype=np.int64)
ACE = 12


def front_strength(cards: Sequence[Card]) -> int:
    """The strength of a three-card front (``chinese-front``).

    >>> from widow.cards import parse_cards
    >>> front_strength(parse_cards("Ah Ad 2c")) > front_strength(parse_cards("Kh Kd Qc"))
    True
    """
    return FRONT_SYSTEM.evaluate(cards).strength


def five_strength(cards: Sequence[Card]) -> int:
    """The strength of a five-card middle or back (``high``)."""
    return FIVE_SYSTEM.evaluate(cards).strength


def front_on_five_scale(strength: Any) -> Any:
    """A front strength (number or array) written on the five-card scale, for the foul check.

    >>> from widow.cards import parse_cards
    >>> kk = front_on_five_scale(front_strength(parse_cards("Kh Kd 4c")))
    >>> kk < five_strength(parse_cards("Ks Kc 9d 3h 2s"))
    True
    """
    value = np.asarray(strength, dtype=np.int64)
    code = value // _FRONT_DIGITS
    top, second, third = (value >> 8) & 15, (value >> 4) & 15, value & 15
    # The high system writes a pair's rank once, then its kickers; the front writes it twice.
    pair = code == 1
    second_digit = np.where(pair, third, second)
    third_digit = np.where(pair, 0, third)
    scaled = (
        (_FRONT_TO_FIVE[code] << CATEGORY_SHIFT)
        | (top << 16)
        | (second_digit << 12)
        | (third_digit << 8)
    )
    return int(scaled) if np.ndim(scaled) == 0 else scaled


def fouls_by_strength(front: Any, middle: Any, back: Any) -> Any:
    """Whether rows of these strengths foul: the back must be at least the middle and the middle
    at least the front (equal rows do not foul). Works on numbers and on arrays."""
    return (back < middle) | (middle < front_on_five_scale(front))


def set_strengths(front: RowCards, middle: RowCards, back: RowCards) -> tuple[int, int, int]:
    """The strengths of a complete setting's rows: the front on its own three-card scale, the
    middle and back as five-card hands."""
    return front_strength(front), five_strength(middle), five_strength(back)


def fouls(front: RowCards, middle: RowCards, back: RowCards) -> bool:
    """Whether a complete setting fouls."""
    return bool(fouls_by_strength(*set_strengths(front, middle, back)))


def five_category(strength: Any) -> Any:
    """The five-card category code of a strength (``STRAIGHT_FLUSH``, ``QUADS``...)."""
    return (
        np.asarray(strength) >> CATEGORY_SHIFT
        if not isinstance(strength, int)
        else (strength >> CATEGORY_SHIFT)
    )


def front_is_trips(strength: Any) -> Any:
    """Whether a front strength is three of a kind."""
    return (
        (np.asarray(strength) // _FRONT_DIGITS) == 2
        if not isinstance(strength, int)
        else (strength // _FRONT_DIGITS == 2)
    )


def front_pair_rank(strength: int) -> int | None:
    """The rank (0 = deuce ... 12 = ace) of a front pair or three of a kind, else ``None``."""
    if strength // _FRONT_DIGITS == 0:
        return None
    return (strength % _FRONT_DIGITS) >> 8


def is_royal(strength: int) -> bool:
    """Whether a five-card strength is a royal flush (a straight flush to the ace)."""
    return strength >> CATEGORY_SHIFT == STRAIGHT_FLUSH and (strength >> 16) & 15 == ACE


def describe_five(cards: Sequence[Card]) -> str:
    """A middle or back in words."""
    return FIVE_SYSTEM.evaluate(cards).describe()


def batch_front(hands: npt.NDArray[np.integer[Any]]) -> IntArray:
    """Front strengths of an ``(N, 3)`` array of card indices."""
    return FRONT_SYSTEM.evaluate_batch(hands)


def batch_five(hands: npt.NDArray[np.integer[Any]]) -> IntArray:
    """Five-card strengths of an ``(N, 5)`` array of card indices."""
    return FIVE_SYSTEM.evaluate_batch(hands)


def describe_front_words(front: Sequence[Card]) -> str:
    """The front in words (``chinese-front``)."""
    return FRONT_SYSTEM.evaluate(front).describe()
