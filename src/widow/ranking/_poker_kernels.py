"""Compiled batch kernels for the ``high`` and ``la-viuda`` systems (see :mod:`._poker`).

Numba compiles these loops once per input dtype and caches the machine code on disk (see
:mod:`._jit`). A single pass per hand sums the card keys, hashes the rank part and reads one table
entry; the rare hands that can make a flush take a second look at their cards. Doing this in numpy
instead means a dozen full passes over temporary arrays, several times slower (see
docs/performance.md).

Hands without wild cards (plain ``high``, the common case) get kernels of their own, one per hand
size, with the card reads written out and no wild-card fields: the loop is then about twenty
machine instructions a hand, so each instruction saved shows. Their five-card kernel reads a hash
table of its own, over five-card rank multisets only, small enough to stay in the processor's
first-level cache (the shared table spreads every multiset of up to seven ranks over 88,000
slots). Like every kernel, these trust that the cards were checked first (see
:func:`._batch.run_kernel`) and index with unsigned integers (see :mod:`._kernels`).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from widow.ranking import _poker
from widow.ranking._batch import check_hands, run_kernel
from widow.ranking._jit import kernel

if TYPE_CHECKING:
    from widow.ranking.base import IntArray, RankingSystem

_U = np.uint64
_RANK_MASK = _U(_poker.RANK_MASK)
_HASH_SHIFT = _U(_poker.HASH_SHIFT)
_LOW_MASK = _U((1 << _poker.HASH_SHIFT) - 1)
_SUIT_FIELD = _poker.SUIT_FIELD
_WILD_FIELD = _poker.WILD_FIELD
_RED_FIELD = _poker.RED_FIELD
_CATEGORY_SHIFT = _poker.CATEGORY_SHIFT
_SUIT_SHIFT = _poker.SUIT_SHIFT
_FLUSH = _poker.FLUSH
VIUDA_SHIFT = _poker.VIUDA_SHIFT
TOP_BIT = _poker.TOP_BIT

#: Rank keys for five-card hands: the smallest increasing keys (found greedily) under which every
#: multiset of five ranks, at most four of each, has its own sum. Sums stay below 2**19.
FIVE_RANK_KEYS = (0, 1, 5, 22, 94, 312, 992, 2422, 5624, 12522, 19998, 43258, 79415)
FIVE_RANK_BITS = 19
#: The five-card hash: slot = offsets[key >> FIVE_SHIFT] + (key & low bits).
FIVE_SHIFT = 7
_FIVE_MASK = _U((1 << FIVE_RANK_BITS) - 1)
_FIVE_SHIFT = _U(FIVE_SHIFT)
_FIVE_LOW = _U((1 << FIVE_SHIFT) - 1)
_SUITS = _U(_SUIT_FIELD)


# --- hands without wild cards ------------------------------------------------------------------


@kernel()
def _with_flush(cards: Any, i: int, k: int, key: Any, value: Any, tables: Any) -> Any:
    """``value``, or the flush of row ``i``'s long suit when that is better. Without wild cards
    at most one suit of seven cards holds five, and its counter is the one that overflowed."""
    masks, flush, suit_order = tables
    flags = ((key >> _SUITS) + _U(0x3333)) & _U(0x8888)
    suit = _U(0)
    while not (flags >> (_U(4) * suit + _U(3))) & _U(1):
        suit += _U(1)
    mask = _U(0)
    for j in range(k):
        mask |= masks[_U(cards[i, j])]
    best = np.int64(flush[(mask >> (_U(16) * suit)) & _U(0x1FFF)])
    if suit_order and best >> _CATEGORY_SHIFT == _FLUSH:
        best |= np.int64(suit) << _SUIT_SHIFT
    return max(value, best)


@kernel(inline="always")
def _may_flush(key: Any) -> Any:
    return ((key >> _SUITS) + _U(0x3333)) & _U(0x8888)


# One kernel per hand size, written out on purpose: a fixed number of table reads compiles to
# straight-line code, which a loop over the row's length does not. The three differ only in
# how many cards they read and which table they look the ranks up in.
@kernel()
def _plain5(
    cards: Any,
    keys: Any,
    offsets: Any,
    ranks: Any,
    masks: Any,
    flush: Any,
    suit_order: bool,
    out: Any,
) -> int:
    """Five cards, no wild card: ``keys`` carry :data:`FIVE_RANK_KEYS`, ``ranks`` is the
    five-card table and ``masks`` each card's bit in a 16-bit lane for its suit."""
    tables = (masks, flush, suit_order)
    for i in range(cards.shape[0]):
        key = (
            keys[_U(cards[i, 0])]
            + keys[_U(cards[i, 1])]
            + keys[_U(cards[i, 2])]
            + keys[_U(cards[i, 3])]
            + keys[_U(cards[i, 4])]
        )
        rank_key = key & _FIVE_MASK
        value = np.int64(ranks[_U(offsets[rank_key >> _FIVE_SHIFT]) + (rank_key & _FIVE_LOW)])
        if _may_flush(key):
            value = _with_flush(cards, i, 5, key, value, tables)
        out[i] = value
    return -1


@kernel()
def _plain6(
    cards: Any,
    keys: Any,
    offsets: Any,
    ranks: Any,
    masks: Any,
    flush: Any,
    suit_order: bool,
    out: Any,
) -> int:
    """Best five of six cards, no wild card: ``ranks`` is the shared table's six-card row."""
    tables = (masks, flush, suit_order)
    for i in range(cards.shape[0]):
        key = (
            keys[_U(cards[i, 0])]
            + keys[_U(cards[i, 1])]
            + keys[_U(cards[i, 2])]
            + keys[_U(cards[i, 3])]
            + keys[_U(cards[i, 4])]
            + keys[_U(cards[i, 5])]
        )
        rank_key = key & _RANK_MASK
        value = np.int64(ranks[_U(offsets[rank_key >> _HASH_SHIFT]) + (rank_key & _LOW_MASK)])
        if _may_flush(key):
            value = _with_flush(cards, i, 6, key, value, tables)
        out[i] = value
    return -1


@kernel()
def _plain7(
    cards: Any,
    keys: Any,
    offsets: Any,
    ranks: Any,
    masks: Any,
    flush: Any,
    suit_order: bool,
    out: Any,
) -> int:
    """Best five of seven cards, no wild card: ``ranks`` is the shared table's seven-card row."""
    tables = (masks, flush, suit_order)
    for i in range(cards.shape[0]):
        key = (
            keys[_U(cards[i, 0])]
            + keys[_U(cards[i, 1])]
            + keys[_U(cards[i, 2])]
            + keys[_U(cards[i, 3])]
            + keys[_U(cards[i, 4])]
            + keys[_U(cards[i, 5])]
            + keys[_U(cards[i, 6])]
        )
        rank_key = key & _RANK_MASK
        value = np.int64(ranks[_U(offsets[rank_key >> _HASH_SHIFT]) + (rank_key & _LOW_MASK)])
        if _may_flush(key):
            value = _with_flush(cards, i, 7, key, value, tables)
        out[i] = value
    return -1


_PLAIN = {5: _plain5, 6: _plain6, 7: _plain7}


def build_five_table(
    nonflush5: npt.NDArray[np.int32], offsets: npt.NDArray[np.int32]
) -> tuple[npt.NDArray[np.uint16], npt.NDArray[np.int32]]:
    """The five-card hash (offsets by :data:`FIVE_RANK_KEYS`) and its table, filled from the
    shared table's five-card row ``nonflush5`` (hashed by ``offsets``): the same values, found
    faster. Every rank field below ``2**FIVE_RANK_BITS`` reads inside the table, so a row with
    repeated cards reads a wrong value but never outside it."""
    counts = np.array(_poker._multisets(5, 4), dtype=np.int64)
    five = counts @ np.array(FIVE_RANK_KEYS, dtype=np.int64)
    shared = counts @ np.array(_poker.RANK_KEYS, dtype=np.int64)
    low = (1 << _poker.HASH_SHIFT) - 1
    values = nonflush5[offsets[shared >> _poker.HASH_SHIFT] + (shared & low)]
    five_offsets, slots = _poker._build_hash(five, FIVE_SHIFT, FIVE_RANK_BITS)
    table = np.zeros(slots, dtype=np.int32)
    table[five_offsets[five >> FIVE_SHIFT] + (five & ((1 << FIVE_SHIFT) - 1))] = values
    # Offsets fit 16 bits: 8 KiB instead of 16, so offsets and table share the first-level cache.
    return five_offsets.astype(np.uint16), table


@lru_cache(maxsize=1)
def _plain_tables() -> dict[int, tuple[npt.NDArray[Any], ...]]:
    """For each hand size, the plain kernel's keys, hash offsets and rank table (the five-card
    hash is built here, in a few milliseconds, from the shared table)."""
    t = _poker.tables()
    keys = _poker.card_keys(None, 0)[:52]
    five_keys = (keys & ~_poker.RANK_MASK) + np.array(FIVE_RANK_KEYS)[np.arange(52) >> 2]
    five_offsets, five_table = build_five_table(t.nonflush[5, 0], t.offsets)
    plain = keys.astype(np.uint64)
    return {
        5: (five_keys.astype(np.uint64), five_offsets, five_table),
        6: (plain, t.offsets, np.ascontiguousarray(t.nonflush[6, 0])),
        7: (plain, t.offsets, np.ascontiguousarray(t.nonflush[7, 0])),
    }


#: Each card's bit in a 16-bit lane for its suit (rank r at bit r), as the flush table reads it.
_SUIT_MASKS = np.array([1 << (16 * (c & 3) + (c >> 2)) for c in range(52)], dtype=np.uint64)


# --- hands with wild cards, and La Viuda --------------------------------------------------------


@kernel(inline="always")
def _poker_value(
    cards: Any,
    i: int,
    k: int,
    key: Any,
    keys: Any,
    offsets: Any,
    nonflush: Any,
    flush: Any,
    suit_order: bool,
) -> Any:
    rank_key = _U(key) & _RANK_MASK
    slot = _U(offsets[rank_key >> _HASH_SHIFT]) + (rank_key & _LOW_MASK)
    wilds = (key >> _WILD_FIELD) & 15
    value = np.int64(nonflush[_U(k - wilds), _U(wilds), slot])
    suits = (key >> _SUIT_FIELD) & 0xFFFF
    if (suits + wilds * 0x1111 + 0x3333) & 0x8888:
        for suit in range(4):
            if ((suits >> (4 * suit)) & 15) + wilds >= 5:
                mask: Any = 0
                for j in range(k):
                    card = np.int64(cards[i, j])
                    if card & 3 == suit and (keys[_U(card)] >> _WILD_FIELD) & 15 == 0:
                        mask |= 1 << (card >> 2)
                best = np.int64(flush[_U(wilds), _U(mask)])
                if suit_order and best >> _CATEGORY_SHIFT == _FLUSH:
                    best |= suit << _SUIT_SHIFT
                value = max(value, best)
    return value


@kernel()
def _wild_kernel(
    cards: Any, keys: Any, offsets: Any, nonflush: Any, flush: Any, suit_order: bool, out: Any
) -> int:
    """Hands of five to seven cards with wild cards in the pack."""
    n, k = cards.shape
    for i in range(n):
        key = np.int64(0)
        for j in range(k):
            key += keys[_U(cards[i, j])]
        out[i] = _poker_value(cards, i, k, key, keys, offsets, nonflush, flush, suit_order)
    return -1


@kernel()
def _viuda_kernel(
    cards: Any,
    keys: Any,
    run_bits: Any,
    top_bit: Any,
    offsets: Any,
    nonflush: Any,
    flush: Any,
    suit_order: bool,
    out: Any,
) -> int:
    """Like ``_wild_kernel`` for five cards, then La Viuda's wild, run and colour steps."""
    n, k = cards.shape
    for i in range(n):
        key = np.int64(0)
        runs = np.int64(0)
        for j in range(k):
            card = _U(cards[i, j])
            key += keys[card]
            runs |= run_bits[card]
        value = _poker_value(cards, i, k, key, keys, offsets, nonflush, flush, suit_order)
        wilds = (key >> _WILD_FIELD) & 15
        # Lanes of 16 bits, one per suit, never carry a run across: bits 14-15 stay clear.
        length = 1
        level = runs
        while True:
            nxt = level & (runs >> length)
            if nxt == 0:
                break
            level = nxt
            length += 1
        run = 0
        if length >= 2:
            top = 0
            for lane in range(4):
                bits = (level >> (16 * lane)) & 0x3FFF
                if bits:
                    top = max(top, top_bit[_U(bits)])
            run = length * 16 + top + length - 1
        red = (key >> _RED_FIELD) & 15
        colour = max(red, k - red)
        out[i] = (value << VIUDA_SHIFT) | ((5 - wilds) << 10) | (run << 3) | colour
    return -1


@lru_cache(maxsize=16)
def _pack_facts(keys: bytes) -> tuple[int, bool]:
    """How many cards a pack with these card keys holds (they come first; absent jokers have
    key -1), and whether any of them is wild."""
    array = np.frombuffer(keys, dtype=np.int64)
    present = array[array >= 0]
    return len(present), bool(((present >> _WILD_FIELD) & 15).any())


def evaluate_hands(
    system: RankingSystem,
    cards: npt.NDArray[np.integer[Any]],
    keys: npt.NDArray[np.int64],
    suit_order: bool,
    runs: npt.NDArray[np.int64] | None = None,
    threads: object = None,
) -> IntArray:
    """Check an ``(N, k)`` batch and run the kernel for ``system`` over it, on ``threads``
    threads (see :func:`._batch.thread_count`).

    With ``runs`` (from :func:`run_bits`) the La Viuda kernel runs; otherwise the plain kernel
    for the hand size when no card is wild, else the wild-card one.
    """
    hands = check_hands(system, cards)
    valid, wild = _pack_facts(keys.tobytes())
    t = _poker.tables()
    tables: tuple[object, ...]
    if runs is not None:
        kernel_: Any = _viuda_kernel
        tables = (keys, runs, TOP_BIT, t.offsets, t.nonflush, t.flush, suit_order)
    elif wild:
        kernel_ = _wild_kernel
        tables = (keys, t.offsets, t.nonflush, t.flush, suit_order)
    else:
        size = hands.shape[1]
        kernel_ = _PLAIN[size]
        tables = (*_plain_tables()[size], _SUIT_MASKS, t.flush[0], suit_order)
    return run_kernel(system, hands, valid, kernel_, *tables, threads=threads)
