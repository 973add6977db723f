"""Lookup tables and the scalar evaluator shared by the ``high`` and ``la-viuda`` systems.

A poker value is packed into one integer: the category code in bits 24-27, the suit of a flush
(only under suit-ordered flushes) in bits 20-23, and up to five ranks (0 = two .. 12 = ace) in
descending order of importance in bits 16-19, 12-15, ..., 0-3. Higher is better and two hands tie
exactly when their values are equal.

Each card maps to a 64-bit key (see :func:`card_keys`) whose sum over a hand carries, in separate
bit fields, a rank-multiset key, the count of each suit among natural cards and the number of wild
cards (and of red cards, for La Viuda). The rank-multiset keys are the additive keys of SKPokerEval:
every multiset of up to seven ranks, at most four of each, has its own sum among multisets of its
size. A two-level displacement hash folds those sums into a small dense slot number, and two
tables finish the job:

* ``nonflush[n, w, slot]``: the best hand, ignoring suits, from ``n`` natural cards whose ranks
  hash to ``slot`` plus ``w`` wild cards (``5 <= n + w <= 7``);
* ``flush[w, mask]``: the best straight flush or flush from the natural ranks of one suit
  (a 13-bit mask) plus ``w`` wild cards.

A hand's value is the larger of the first and, for each suit that can make a flush, the second.
The tables take a second or two to build, so they are saved in the user cache
directory (see :mod:`._cache`) under names that carry :data:`TABLE_VERSION`.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from widow.cards import BLACK_JOKER, RED_JOKER, Rank
from widow.i18n import N_, Nn_
from widow.ranking._cache import Arrays, load_or_build
from widow.ranking._ranks import POKER_NAMES, category_phrase

# Category codes, worst to best.
HIGH_CARD, ONE_PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH, FIVE = (
    range(10)
)
CATEGORY_SHIFT = 24
SUIT_SHIFT = 20

#: Category names best first, as ranking systems list them; "royal-flush" is a straight flush
#: with an ace on top, reported apart when a system asks for it.
CATEGORIES: tuple[str, ...] = ("five-of-a-kind", "royal-flush", *reversed(POKER_NAMES))
ROYAL_INDEX = 1
#: Category code -> index into CATEGORIES (royal flushes are told apart separately).
CODE_TO_INDEX = np.array([10, 9, 8, 7, 6, 5, 4, 3, 2, 0], dtype=np.int64)

RANK_KEYS = (0, 1, 5, 22, 98, 453, 2031, 8698, 22854, 83661, 262349, 636345, 1479181)
RANK_BITS = 23
RANK_MASK = (1 << RANK_BITS) - 1
SUIT_FIELD = 24  # four 4-bit counters, clubs first
WILD_FIELD = 40  # 4-bit count of wild cards
RED_FIELD = 44  # 4-bit count of red cards (printed colour; jokers by their colour)
HASH_SHIFT = 9
_LOW_MASK = (1 << HASH_SHIFT) - 1
MAX_CARDS = 7
TABLE_VERSION = 3

IntArray = npt.NDArray[np.int64]


def pack(category: int, ranks: Iterable[int]) -> int:
    """A value from a category code and its ranks in order of importance."""
    value = category << CATEGORY_SHIFT
    for i, rank in enumerate(ranks):
        value |= rank << (16 - 4 * i)
    return value


def unpack_ranks(value: int, count: int) -> list[int]:
    """The first ``count`` ranks packed in a value."""
    return [(value >> (16 - 4 * i)) & 15 for i in range(count)]


# The five ranks of each straight, best first; below the two comes the ace (A-2-3-4-5).
_WINDOWS = [(top, [top - j if top >= j else 12 for j in range(5)]) for top in range(12, 2, -1)]
_WINDOW_MASKS = [(top, sum(1 << r for r in ranks)) for top, ranks in _WINDOWS]


def best_nonflush(counts: Sequence[int]) -> int:
    """Best five-card value, suits ignored, from rank counts (five to seven cards in all)."""
    desc = [r for r in range(12, -1, -1) if counts[r]]
    for r in desc:
        if counts[r] >= 5:
            return pack(FIVE, [r])
    quads = [r for r in desc if counts[r] >= 4]
    if quads:
        return pack(QUADS, [quads[0], next(r for r in desc if r != quads[0])])
    trips = [r for r in desc if counts[r] >= 3]
    pairs = [r for r in desc if counts[r] >= 2]
    if trips:
        others = [r for r in pairs if r != trips[0]]
        if others:
            return pack(FULL_HOUSE, [trips[0], others[0]])
    present = sum(1 << r for r in desc)
    for top, window in _WINDOW_MASKS:
        if present & window == window:
            return pack(STRAIGHT, [top])
    if trips:
        return pack(TRIPS, [trips[0], *[r for r in desc if r != trips[0]][:2]])
    if len(pairs) >= 2:
        kicker = next(r for r in desc if r not in pairs[:2])
        return pack(TWO_PAIR, [pairs[0], pairs[1], kicker])
    if pairs:
        return pack(ONE_PAIR, [pairs[0], *[r for r in desc if r != pairs[0]][:3]])
    return pack(HIGH_CARD, desc[:5])


def best_flush(mask: int, wilds: int) -> int:
    """Best straight flush or flush from the ranks of one suit (a bit mask) plus wild cards.

    A wild card may copy a card already held, so with no straight flush to make, the wild cards
    become aces (``A-A-K-Q-9`` beats ``A-K-Q-J-9``). Zero when no flush can be made.
    """
    ranks = [r for r in range(12, -1, -1) if mask >> r & 1]
    if len(ranks) + wilds < 5:
        return 0
    for top, window in _WINDOW_MASKS:
        if 5 - (mask & window).bit_count() <= wilds:
            return pack(STRAIGHT_FLUSH, [top])
    return pack(FLUSH, ([12] * wilds + ranks)[:5])


def _multisets(size: int, cap: int) -> list[tuple[int, ...]]:
    """Every multiset of ``size`` ranks with at most ``cap`` of each, as 13 counts."""
    result = []
    for combo in itertools.combinations_with_replacement(range(13), size):
        counts = [0] * 13
        for r in combo:
            counts[r] += 1
        if max(counts, default=0) <= cap:
            result.append(tuple(counts))
    return result


def spread_suits(counts: Sequence[int]) -> list[int]:
    """Cards with the given rank counts, suits dealt round in turn, so that no suit gets more
    than two of up to seven cards (and no flush can form).

    >>> spread_suits([2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1])
    [0, 1, 50]
    """
    ranks = [rank for rank, count in enumerate(counts) for _ in range(count)]
    return [4 * rank + i % 4 for i, rank in enumerate(ranks)]


def _rank_sum(counts: Sequence[int]) -> int:
    return sum(c * k for c, k in zip(counts, RANK_KEYS, strict=True))


def _build_hash(
    keys: npt.NDArray[np.int64], shift: int = HASH_SHIFT, bits: int = RANK_BITS
) -> tuple[npt.NDArray[np.int32], int]:
    """Row-displacement perfect hash: slot = offsets[key >> shift] + (key & low mask), for keys
    of ``bits`` bits.

    Rows are placed fullest first, each at the lowest offset where all its columns land on free
    slots; candidate offsets are tested a window at a time with vector operations.
    """
    width = 1 << shift
    window = 4096
    rows = keys >> shift
    cols = keys & (width - 1)
    # A row for every possible rank field, and slots up to the last offset plus a full row, so
    # that a malformed hand (repeated cards) reads a wrong value but never outside the tables.
    n_rows = 1 << (bits - shift)
    order = np.argsort(rows, kind="stable")
    bounds = np.searchsorted(rows[order], np.arange(n_rows + 1))
    sizes = np.diff(bounds)
    offsets = np.zeros(n_rows, dtype=np.int32)
    free = np.ones(len(keys) * 4 + 2 * (width + window), dtype=bool)
    first_free = 0
    for row in np.argsort(-sizes, kind="stable"):
        if sizes[row] == 0:
            break
        row_cols = cols[order[bounds[row] : bounds[row + 1]]]
        start = max(first_free - int(row_cols.min()), 0)
        while True:
            if start + window + width >= len(free):
                free = np.concatenate([free, np.ones(len(free), dtype=bool)])
            fits = free[start + row_cols[0] : start + row_cols[0] + window].copy()
            for col in row_cols[1:]:
                fits &= free[start + col : start + col + window]
            hits = np.flatnonzero(fits)
            if len(hits):
                offset = start + int(hits[0])
                break
            start += window
        free[offset + row_cols] = False
        offsets[row] = offset
        while not free[first_free]:
            first_free += 1
    return offsets, int(offsets.max()) + width


@dataclass(frozen=True)
class Tables:
    """The evaluator's lookup tables (see the module docstring)."""

    offsets: npt.NDArray[np.int32]
    nonflush: npt.NDArray[np.int32]
    flush: npt.NDArray[np.int32]

    def slot(self, rank_key: int) -> int:
        return int(self.offsets[rank_key >> HASH_SHIFT]) + (rank_key & ((1 << HASH_SHIFT) - 1))


def multiset_slot(offsets: npt.NDArray[np.int32], counts: Sequence[int]) -> int:
    """The hash slot of a rank multiset given as 13 counts."""
    key = _rank_sum(counts)
    return int(offsets[key >> HASH_SHIFT]) + (key & _LOW_MASK)


def build_rank_hash() -> tuple[npt.NDArray[np.int32], int]:
    """The hash over every multiset of up to seven ranks (at most four of each): the offsets
    and the number of slots."""
    keys = np.unique(
        np.array([_rank_sum(m) for n in range(MAX_CARDS + 1) for m in _multisets(n, 4)], np.int64)
    )
    return _build_hash(keys)


def rank_hash() -> tuple[npt.NDArray[np.int32], int]:
    """:func:`build_rank_hash`, from the user cache when it is there (half a second to build)."""
    arrays = _rank_hash_arrays()
    return arrays["offsets"].astype(np.int32, copy=False), int(arrays["slots"])


@lru_cache(maxsize=1)
def _rank_hash_arrays() -> Arrays:
    def build() -> Arrays:
        offsets, slots = build_rank_hash()
        return {"offsets": offsets, "slots": np.array(slots, dtype=np.int64)}

    return load_or_build(f"rank-hash-v{TABLE_VERSION}-{HASH_SHIFT}", build)


def build_tables(offsets: npt.NDArray[np.int32] | None = None, n_slots: int = 0) -> Tables:
    """Build the tables from scratch (a second or two; the hash too unless given)."""
    if offsets is None:
        offsets, n_slots = build_rank_hash()
    naturals = {n: _multisets(n, 4) for n in range(MAX_CARDS + 1)}
    nonflush = np.zeros((MAX_CARDS + 1, MAX_CARDS + 1, n_slots), dtype=np.int32)
    for total in range(5, MAX_CARDS + 1):
        best: dict[tuple[int, ...], int] = {m: best_nonflush(m) for m in _multisets(total, total)}
        for size in range(total - 1, -1, -1):
            # A wild card becomes whichever rank helps most, a copy of a held card included.
            level: dict[tuple[int, ...], int] = {}
            for m in _multisets(size, size):
                children = []
                for r in range(13):
                    child = list(m)
                    child[r] += 1
                    children.append(best[tuple(child)])
                level[m] = max(children)
            best.update(level)
        for n in range(total + 1):
            for m in naturals[n]:
                nonflush[n, total - n, multiset_slot(offsets, m)] = best[m]
    flush = np.zeros((MAX_CARDS + 1, 1 << 13), dtype=np.int32)
    for w in range(MAX_CARDS + 1):
        for mask in range(1 << 13):
            if mask.bit_count() + w <= MAX_CARDS:
                flush[w, mask] = best_flush(mask, w)
    return Tables(offsets, nonflush, flush)


@lru_cache(maxsize=1)
def tables() -> Tables:
    """The tables, loaded from the user cache or built (and saved there) on first use."""
    offsets, n_slots = rank_hash()

    def build() -> Arrays:
        built = build_tables(offsets, n_slots)
        return {"nonflush": built.nonflush, "flush": built.flush}

    arrays = load_or_build(f"poker-tables-v{TABLE_VERSION}-{HASH_SHIFT}", build)
    return Tables(
        offsets,
        arrays["nonflush"].astype(np.int32, copy=False),
        arrays["flush"].astype(np.int32, copy=False),
    )


#: Bits that La Viuda's tie-break steps take below the poker value.
VIUDA_SHIFT = 13


def run_bits() -> npt.NDArray[np.int64]:
    """Per card, its bit in a 16-bit lane for its suit: rank r at bit r + 1, an ace also at bit 0.

    Jokers have no suit, so no bit.
    """
    bits = np.zeros(54, dtype=np.int64)
    for card in range(52):
        rank, suit = card >> 2, card & 3
        bits[card] = 1 << (16 * suit + rank + 1)
        if rank == 12:
            bits[card] |= 1 << (16 * suit)
    return bits


#: Highest set bit of a 14-bit lane.
TOP_BIT = np.maximum(np.frexp(np.arange(1 << 14))[1] - 1, 0).astype(np.int64)


def card_keys(wild_rank: Rank | None, jokers: int) -> npt.NDArray[np.int64]:
    """Key of each card index 0..53; -1 for a joker not in the pack."""
    keys = np.full(54, -1, dtype=np.int64)
    for card in range(52):
        rank, suit = card >> 2, card & 3
        red = int(suit in (1, 2)) << RED_FIELD
        if wild_rank is not None and rank == wild_rank:
            keys[card] = (1 << WILD_FIELD) | red
        else:
            keys[card] = RANK_KEYS[rank] | (1 << (SUIT_FIELD + 4 * suit)) | red
    for joker in (RED_JOKER, BLACK_JOKER)[:jokers]:
        keys[joker] = (1 << WILD_FIELD) | (int(joker == RED_JOKER) << RED_FIELD)
    return keys


@lru_cache(maxsize=4096)
def best_with_wilds(counts: tuple[int, ...], wilds: int) -> int:
    """Best five-card value, suits ignored, from natural rank counts plus wild cards, each wild
    card becoming whichever rank helps most: the best over every multiset of ranks the wild
    cards could stand for (the rule the non-flush table is built by, step by step).

    >>> headline(best_with_wilds((0,) * 12 + (2,), 3), True, False)
    'five of a kind, aces'
    """
    # Five of a kind beats every other hand, so with enough wild cards the answer is at once the
    # highest rank they can make five of (what the search below would find, far faster).
    fives = [rank for rank in range(13) if counts[rank] + wilds >= 5]
    if fives:
        return pack(FIVE, [fives[-1]])
    best = 0
    for stand_ins in itertools.combinations_with_replacement(range(13), wilds):
        completed = list(counts)
        for rank in stand_ins:
            completed[rank] += 1
        best = max(best, best_nonflush(completed))
    return best


class ScalarEvaluator:
    """Evaluates one hand in pure Python, giving exactly the values of the batch kernels.

    The first :attr:`DIRECT_CALLS` hands are worked out directly from their rank counts with the
    functions the tables are built from, so a program that ranks a few hands (``widow rank``)
    never loads or builds the tables; after that the tables are loaded (or built) and used, which
    is about twenty times faster per hand.
    """

    __slots__ = ("_calls", "_flush", "_keys", "_nonflush", "_offsets", "_rows", "_suit_order")

    #: Hands evaluated directly before switching to the tables.
    DIRECT_CALLS = 1000

    def __init__(self, keys: npt.NDArray[np.int64], suit_order: bool) -> None:
        self._keys: list[int] = keys.tolist()
        self._suit_order = suit_order
        self._calls = 0
        self._offsets: list[int] = []
        self._nonflush: npt.NDArray[np.int32] | None = None
        self._flush: npt.NDArray[np.int32] | None = None
        # Rows of the non-flush table as lists, made on first use: list indexing is several
        # times faster than numpy scalar access.
        self._rows: dict[int, list[int]] = {}

    def _row(self, cards: int, wilds: int) -> list[int]:
        if self._nonflush is None:
            t = tables()
            self._offsets = t.offsets.tolist()
            self._nonflush, self._flush = t.nonflush, t.flush
        row: list[int] = self._nonflush[cards - wilds, wilds].tolist()
        self._rows[cards * 8 + wilds] = row
        return row

    def value(self, cards: Sequence[int]) -> int:
        """The packed poker value of a hand of five to seven cards."""
        return self.value_and_key(cards)[0]

    def value_and_key(self, cards: Sequence[int]) -> tuple[int, int]:
        """The packed poker value and the summed card keys (whose fields count wild and red
        cards)."""
        if self._calls < self.DIRECT_CALLS:
            self._calls += 1
            return self._direct(cards)
        keys = self._keys
        key = 0
        for card in cards:
            key += keys[card]
        rank_key = key & RANK_MASK
        wilds = (key >> WILD_FIELD) & 15
        try:
            row = self._rows[len(cards) * 8 + wilds]
        except KeyError:
            row = self._row(len(cards), wilds)
        value = row[self._offsets[rank_key >> HASH_SHIFT] + (rank_key & _LOW_MASK)]
        suits = (key >> SUIT_FIELD) & 0xFFFF
        if (suits + wilds * 0x1111 + 0x3333) & 0x8888:
            value = self._with_flush(cards, value, suits, wilds)
        return value, key

    def _direct(self, cards: Sequence[int]) -> tuple[int, int]:
        keys = self._keys
        key = 0
        counts = [0] * 13
        for card in cards:
            key += keys[card]
            if not (keys[card] >> WILD_FIELD) & 15:
                counts[card >> 2] += 1
        wilds = (key >> WILD_FIELD) & 15
        value = best_with_wilds(tuple(counts), wilds)
        suits = (key >> SUIT_FIELD) & 0xFFFF
        if (suits + wilds * 0x1111 + 0x3333) & 0x8888:
            value = self._with_flush(cards, value, suits, wilds)
        return value, key

    def _with_flush(self, cards: Sequence[int], value: int, suits: int, wilds: int) -> int:
        keys = self._keys
        for suit in range(4):
            if ((suits >> (4 * suit)) & 15) + wilds >= 5:
                mask = 0
                for card in cards:
                    if card & 3 == suit and card < 52 and not (keys[card] >> WILD_FIELD) & 15:
                        mask |= 1 << (card >> 2)
                if self._flush is None:
                    flush = best_flush(mask, wilds)
                else:
                    flush = self._flush.item(wilds, mask)
                if self._suit_order and flush >> CATEGORY_SHIFT == FLUSH:
                    flush |= suit << SUIT_SHIFT
                value = max(value, flush)
        return value


# --- words -------------------------------------------------------------------------------------

_SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")


_NAME_BY_CODE: tuple[str, ...] = tuple(CATEGORIES[i] for i in CODE_TO_INDEX.tolist())


def category_name(value: int, royal_flush: bool) -> str:
    """The category name of a packed value."""
    code = value >> CATEGORY_SHIFT
    if royal_flush and code == STRAIGHT_FLUSH and (value >> 16) & 15 == Rank.ACE:
        return CATEGORIES[ROYAL_INDEX]
    return _NAME_BY_CODE[code]


def category_indices(values: IntArray, royal_flush: bool) -> IntArray:
    """Vectorised :func:`category_name`, as indices into :data:`CATEGORIES`."""
    codes = np.asarray(values, dtype=np.int64) >> CATEGORY_SHIFT
    result: IntArray = CODE_TO_INDEX[codes]
    if royal_flush:
        royal = (codes == STRAIGHT_FLUSH) & (((values >> 16) & 15) == Rank.ACE)
        result[royal] = ROYAL_INDEX
    return result


def headline(value: int, royal_flush: bool, suit_order: bool) -> str:
    """The category and the ranks that name it, e.g. ``"full house, kings over fives"``."""
    code = value >> CATEGORY_SHIFT
    top, second = (Rank(r) for r in unpack_ranks(value, 2))
    if code == STRAIGHT_FLUSH and royal_flush and top == Rank.ACE:
        return N_("royal flush")
    if code == FLUSH and suit_order:
        # Under suit-ordered flushes the suit is part of the hand's name.
        return f"flush in {_SUIT_NAMES[(value >> SUIT_SHIFT) & 15]}, {top.singular} high"
    return category_phrase(code, top, second)


#: How many leading packed ranks each category names in its headline; the rest are kickers.
NAMED_RANKS = {
    FIVE: 1,
    STRAIGHT_FLUSH: 1,
    QUADS: 1,
    FULL_HOUSE: 2,
    FLUSH: 1,
    STRAIGHT: 1,
    TRIPS: 1,
    TWO_PAIR: 2,
    ONE_PAIR: 1,
    HIGH_CARD: 1,
}
#: How many ranks each category packs in all.
PACKED_RANKS = {
    FIVE: 1,
    STRAIGHT_FLUSH: 1,
    QUADS: 2,
    FULL_HOUSE: 2,
    FLUSH: 5,
    STRAIGHT: 1,
    TRIPS: 3,
    TWO_PAIR: 3,
    ONE_PAIR: 4,
    HIGH_CARD: 5,
}


def kickers(value: int) -> list[int]:
    """The ranks after those the headline names (the kickers), in order."""
    code = value >> CATEGORY_SHIFT
    return unpack_ranks(value, PACKED_RANKS[code])[NAMED_RANKS[code] :]


def wild_phrase(wilds: int) -> str:
    if not wilds:
        return ""
    # The catalogue's sentence is the whole hand with its wild cards; the headline comes first.
    used = Nn_("{hand}, using {n} wild card", "{hand}, using {n} wild cards", wilds)
    return used.format(hand="", n=wilds)
