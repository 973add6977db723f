"""Rank counting shared by the poker-like systems: input checks, digit packing, five-card values.

Strengths here are built from base-16 digits: a category code in front, then the ranks that break
ties, most significant first. Ranks are given in an *order space* where a larger number is a higher
card: ``rank`` itself when aces are high, ``(rank + 1) % 13`` when aces are low. Each function comes
twice, once vectorised for batches and once in plain Python for single hands, so the two paths can
check each other.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any, overload

import numpy as np
import numpy.typing as npt

from widow.cards import N_CARDS, RANK_CHARS, Rank
from widow.errors import InvalidCardError
from widow.i18n import N_

IntArray = npt.NDArray[np.int64]
BoolArray = npt.NDArray[np.bool_]

# Category codes of a five-card poker value, worst to best. Five of a kind only arises when a wild
# card is given a rank already held four times; lowball evaluation meets it and discards it.
HIGH_CARD, ONE_PAIR, TWO_PAIR, THREES, STRAIGHT, FLUSH, FULL_HOUSE, FOURS, STRAIGHT_FLUSH, FIVES = (
    range(10)
)
POKER_NAMES = (
    "high-card",
    "one-pair",
    "two-pair",
    "three-of-a-kind",
    "straight",
    "flush",
    "full-house",
    "four-of-a-kind",
    "straight-flush",
)
#: Five base-16 digits of tie-break ranks.
DIGITS5 = 16**5


#: Three base-16 rank digits: the strengths of the three-card systems and of Paiute put their
#: category code (worst first) above them.
DIGITS3 = 16**3


def code_and_first(strength: int) -> tuple[int, int]:
    """The category code and the first rank digit of a strength packed above three digits.

    >>> code_and_first(2 * DIGITS3 + pack_one([11, 3, 0]))
    (2, 11)
    """
    return strength // DIGITS3, (strength >> 8) & 15


def best_first_index(strengths: IntArray, categories: int) -> IntArray:
    """Each strength's index among ``categories`` categories listed best first, for strengths
    packed as a category code (worst first) above three rank digits."""
    return (categories - 1 - (np.asarray(strengths) >> 12)).astype(np.int64)


def card_array(
    cards: npt.NDArray[np.integer[Any]], sizes: Sequence[int], name: str, *, jokers: int = 0
) -> IntArray:
    """Check a batch of hands (shape, size, card range) and return it as int64.

    Repeated cards within a row are not looked for: batches come from code, and checking would
    cost as much as the evaluation.
    """
    array = np.asarray(cards)
    if array.ndim != 2 or not np.issubdtype(array.dtype, np.integer):
        raise InvalidCardError(
            f"{name} takes an (N, k) integer array of card indices; got shape {array.shape}"
            f" and dtype {array.dtype}"
        )
    if array.shape[1] not in sizes:
        valid = " or ".join(str(s) for s in sizes)
        raise InvalidCardError(f"{name} ranks hands of {valid} cards; got rows of {array.shape[1]}")
    top = 52 + jokers
    if array.size and (int(array.min()) < 0 or int(array.max()) >= top):
        bad = array[(array < 0) | (array >= top)].flat[0]
        limit = f"0..{top - 1}" if top < N_CARDS else f"0..{N_CARDS - 1}"
        raise InvalidCardError(f"card index {int(bad)} is not in the pack of {name} ({limit})")
    return array.astype(np.int64, copy=False)


def pack(digits: IntArray) -> IntArray:
    """Base-16 number from an ``(N, m)`` array of digits, the first most significant."""
    out = np.zeros(digits.shape[0], dtype=np.int64)
    for column in range(digits.shape[1]):
        out = out * 16 + digits[:, column]
    return out


def pack_one(digits: Sequence[int]) -> int:
    """Base-16 number from digits, the first most significant.

    >>> pack_one([1, 2])
    18
    """
    out = 0
    for digit in digits:
        out = out * 16 + digit
    return out


@overload
def category_value(category: int, digits: Sequence[int]) -> int: ...
@overload
def category_value(category: IntArray, digits: IntArray) -> IntArray: ...
def category_value(category: int | IntArray, digits: Sequence[int] | IntArray) -> int | IntArray:
    """A category and its five tie-break digits as one number, the category ranking above any
    digits: for one hand, or for a batch (``(N,)`` categories and ``(N, 5)`` digits).

    >>> category_value(1, [12, 0, 0, 0, 0]) < category_value(2, [0, 0, 0, 0, 0])
    True
    """
    if isinstance(digits, np.ndarray):
        return category * DIGITS5 + pack(digits)
    return category * DIGITS5 + pack_one(digits)


def unpack_one(number: int, count: int) -> list[int]:
    """The last ``count`` base-16 digits of a number, most significant first.

    >>> unpack_one(18, 3)
    [0, 1, 2]
    """
    return [(number >> (4 * (count - 1 - i))) & 15 for i in range(count)]


def rank_counts(ranks: IntArray, size: int = 13) -> IntArray:
    """Per row, how many cards of each value ``0..size-1`` an ``(N, k)`` array holds."""
    counts = np.zeros((ranks.shape[0], size), dtype=np.int64)
    rows = np.arange(ranks.shape[0])
    # Within one column each row appears once, so plain fancy-index increments are exact.
    for column in range(ranks.shape[1]):
        counts[rows, ranks[:, column]] += 1
    return counts


def poker_values(
    ranks: IntArray, flush: BoolArray, *, straights: bool, wheel: bool
) -> tuple[IntArray, IntArray]:
    """Category codes and tie-break digits of five-card hands.

    Args:
        ranks: ``(N, 5)`` ranks in order space (0..12, higher is higher).
        flush: whether each hand is all one suit (ignored where flushes do not count: pass False).
        straights: whether five in sequence make a straight.
        wheel: whether order ranks 12-0-1-2-3 (the ace low) also make a straight, five high.

    Returns:
        ``(category, digits)``: codes such as :data:`FULL_HOUSE`, and ``(N, 5)`` digits: the cards
        by group size then rank, high first (a straight: its cards from the top down, so the wheel
        reads 3-2-1-0-12).
    """
    counts = rank_counts(ranks)
    per_card = np.take_along_axis(counts, ranks, axis=1)
    key = -np.sort(-(per_card * 16 + ranks), axis=1)
    digits = key & 15
    largest = key[:, 0] >> 4
    distinct = (counts > 0).sum(axis=1)
    category = np.select(
        [
            distinct == 5,
            distinct == 4,
            (distinct == 3) & (largest == 3),
            distinct == 3,
            largest == 4,
            largest == 5,
        ],
        [HIGH_CARD, ONE_PAIR, THREES, TWO_PAIR, FOURS, FIVES],
        FULL_HOUSE,
    ).astype(np.int64)
    if straights:
        run = (distinct == 5) & (digits[:, 0] - digits[:, 4] == 4)
        if wheel:
            low = (distinct == 5) & (digits[:, 0] == 12) & (digits[:, 1] == 3)
            digits[low] = np.array([3, 2, 1, 0, 12])
            run |= low
        category[run] = STRAIGHT
        category[run & flush] = STRAIGHT_FLUSH
    category[(category == HIGH_CARD) & flush] = FLUSH
    return category, digits


def poker_value_one(
    ranks: Sequence[int], flush: bool, *, straights: bool, wheel: bool
) -> tuple[int, list[int]]:
    """Plain-Python :func:`poker_values` for one hand.

    >>> poker_value_one([12, 3, 2, 1, 0], False, straights=True, wheel=True)
    (4, [3, 2, 1, 0, 12])
    """
    counts = Counter(ranks)
    ordered = sorted(ranks, key=lambda r: (counts[r], r), reverse=True)
    shape = sorted(counts.values(), reverse=True)
    by_shape = {
        (1, 1, 1, 1, 1): HIGH_CARD,
        (2, 1, 1, 1): ONE_PAIR,
        (2, 2, 1): TWO_PAIR,
        (3, 1, 1): THREES,
        (3, 2): FULL_HOUSE,
        (4, 1): FOURS,
        (5,): FIVES,
    }
    category = by_shape[tuple(shape)]
    if category == HIGH_CARD:
        is_run = straights and ordered[0] - ordered[4] == 4
        if straights and wheel and ordered == [12, 3, 2, 1, 0]:
            is_run, ordered = True, [3, 2, 1, 0, 12]
        if is_run:
            category = STRAIGHT_FLUSH if flush else STRAIGHT
        elif flush:
            category = FLUSH
    return category, ordered


def rank_text(order: int, *, aces_low: bool = False) -> str:
    """The rank character of an order-space rank.

    >>> rank_text(0, aces_low=True), rank_text(0)
    ('A', '2')
    """
    return RANK_CHARS[(order - 1) % 13 if aces_low else order]


def ranks_down(cards: Sequence[int]) -> str:
    """The ranks of some cards from the top down, as text.

    >>> ranks_down([3, 51, 44])
    'A-K-2'
    """
    return "-".join(RANK_CHARS[r] for r in sorted((c >> 2 for c in cards), reverse=True))


def rank_of(order: int, *, aces_low: bool = False) -> Rank:
    """The :class:`Rank` of an order-space rank."""
    return Rank((order - 1) % 13 if aces_low else order)


#: How each five-card category is named by the ranks that make it: ``top`` is the first rank that
#: counts (of the pair, the trips, the quads, the straight's or flush's top card) and ``second``
#: the next one named (the lower pair, the full house's pair). One table, so that every poker-like
#: system names its hands alike.
CATEGORY_PHRASES = {
    FIVES: N_("five of a kind, {top.plural}"),
    STRAIGHT_FLUSH: N_("straight flush, {top.singular} high"),
    FOURS: N_("four of a kind, {top.plural}"),
    FULL_HOUSE: N_("full house, {top.plural} over {second.plural}"),
    FLUSH: N_("flush, {top.singular} high"),
    STRAIGHT: N_("straight, {top.singular} high"),
    THREES: N_("three of a kind, {top.plural}"),
    TWO_PAIR: N_("two pair, {top.plural} and {second.plural}"),
    ONE_PAIR: N_("one pair, {top.plural}"),
    HIGH_CARD: N_("high card, {top.singular}"),
}


def category_phrase(category: int, top: Rank, second: Rank) -> str:
    """A five-card category named by its ranks.

    >>> category_phrase(FULL_HOUSE, Rank.KING, Rank.FIVE)
    'full house, kings over fives'
    """
    return CATEGORY_PHRASES[category].format(top=top, second=second)


def poker_words(category: int, digits: Sequence[int], *, aces_low: bool = False) -> str:
    """A five-card poker value in words, e.g. ``"full house, kings over fives"``; where every
    card counts (a high card, a flush) or kickers do (the pairs), the ranks are spelled out.

    >>> poker_words(FULL_HOUSE, [11, 11, 11, 3, 3])
    'full house, kings over fives'
    >>> poker_words(STRAIGHT, [3, 2, 1, 0, 12])
    'straight, five high'
    >>> poker_words(TWO_PAIR, [11, 11, 3, 3, 9])
    'two pair, kings and fives (K-K-5-5-J)'
    """
    ranks = [rank_of(d, aces_low=aces_low) for d in digits]
    chars = "-".join(r.char for r in ranks)
    if category in (HIGH_CARD, FLUSH):
        every = N_("high card, {ranks}") if category == HIGH_CARD else N_("flush, {ranks}")
        return every.format(ranks=chars)
    if category == STRAIGHT_FLUSH and ranks[0] is Rank.ACE:
        return N_("royal flush")
    second = next((r for r in ranks if r is not ranks[0]), ranks[0])
    words = category_phrase(category, ranks[0], second)
    if category in (ONE_PAIR, TWO_PAIR):
        return N_("{hand} ({ranks})").format(hand=words, ranks=chars)
    return words


def three_card_parts(hands: IntArray) -> tuple[IntArray, BoolArray, BoolArray, BoolArray]:
    """Vectorised :func:`three_card_shape`: the ranks (a pair first, then the odd card; otherwise
    high to low), and which hands are three of a kind, hold a pair, or are one suit."""
    ranks = -np.sort(-(hands >> 2), axis=1)
    suits = hands & 3
    flush = (suits[:, 0] == suits[:, 1]) & (suits[:, 1] == suits[:, 2])
    triple = ranks[:, 0] == ranks[:, 2]
    low_pair = ~triple & (ranks[:, 1] == ranks[:, 2])
    pair = low_pair | (~triple & (ranks[:, 0] == ranks[:, 1]))
    ranks[low_pair] = ranks[low_pair][:, [1, 2, 0]]
    return ranks, triple, pair, flush


def three_card_shape(cards: Sequence[int]) -> tuple[list[int], str, bool]:
    """Plain-Python three-card reading: ranks high to low (a pair first, then the odd card),
    the shape (``"triple"``, ``"pair"`` or ``"single"``) and whether all share a suit.

    >>> three_card_shape([4 * 5 + 1, 4 * 9, 4 * 5])
    ([5, 5, 9], 'pair', False)
    """
    counts = Counter(c >> 2 for c in cards)
    ranks = sorted((c >> 2 for c in cards), key=lambda r: (counts[r], r), reverse=True)
    shape = {1: "triple", 2: "pair", 3: "single"}[len(counts)]
    return ranks, shape, len({c & 3 for c in cards}) == 1
