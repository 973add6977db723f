"""Compiled batch kernels for the ``high`` and ``la-viuda`` systems (see :mod:`._poker`).

Numba compiles these loops once per input dtype and caches the machine code on disk (see
:mod:`._jit`). A single
pass per hand sums the card keys, hashes the rank part and reads one table entry; the rare hands
that can make a flush take a second look at their cards. Doing this in numpy instead means a dozen
full passes over temporary arrays, about five times slower (see docs/performance.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from widow.ranking import _poker
from widow.ranking._batch import bad_row_error, check_hands
from widow.ranking._jit import kernel

if TYPE_CHECKING:
    from widow.ranking.base import IntArray, RankingSystem

_RANK_MASK = _poker.RANK_MASK
_HASH_SHIFT = _poker.HASH_SHIFT
_LOW_MASK = (1 << _poker.HASH_SHIFT) - 1
_SUIT_FIELD = _poker.SUIT_FIELD
_WILD_FIELD = _poker.WILD_FIELD
_RED_FIELD = _poker.RED_FIELD
_CATEGORY_SHIFT = _poker.CATEGORY_SHIFT
_SUIT_SHIFT = _poker.SUIT_SHIFT
_FLUSH = _poker.FLUSH
VIUDA_SHIFT = _poker.VIUDA_SHIFT
TOP_BIT = _poker.TOP_BIT


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
    rank_key = key & _RANK_MASK
    slot = offsets[rank_key >> _HASH_SHIFT] + (rank_key & _LOW_MASK)
    wilds = (key >> _WILD_FIELD) & 15
    value = np.int64(nonflush[k - wilds, wilds, slot])
    suits = (key >> _SUIT_FIELD) & 0xFFFF
    if (suits + wilds * 0x1111 + 0x3333) & 0x8888:
        for suit in range(4):
            if ((suits >> (4 * suit)) & 15) + wilds >= 5:
                mask: Any = 0
                for j in range(k):
                    card = np.int64(cards[i, j])
                    if card & 3 == suit and (keys[card] >> _WILD_FIELD) & 15 == 0:
                        mask |= 1 << (card >> 2)
                best = np.int64(flush[wilds, mask])
                if suit_order and best >> _CATEGORY_SHIFT == _FLUSH:
                    best |= suit << _SUIT_SHIFT
                value = max(value, best)
    return value


@kernel()
def _high_kernel(
    cards: Any, keys: Any, offsets: Any, nonflush: Any, flush: Any, suit_order: bool, out: Any
) -> int:
    """Fill ``out``; return the first row holding a card outside the pack, or -1."""
    n, k = cards.shape
    n_keys = keys.shape[0]
    for i in range(n):
        key = np.int64(0)
        for j in range(k):
            card = np.int64(cards[i, j])
            if card < 0 or card >= n_keys or keys[card] < 0:
                return i
            key += keys[card]
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
    """Like ``_high_kernel`` for five cards, then La Viuda's wild, run and colour steps."""
    n, k = cards.shape
    n_keys = keys.shape[0]
    for i in range(n):
        key = np.int64(0)
        runs = np.int64(0)
        for j in range(k):
            card = np.int64(cards[i, j])
            if card < 0 or card >= n_keys or keys[card] < 0:
                return i
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
                    top = max(top, top_bit[bits])
            run = length * 16 + top + length - 1
        red = (key >> _RED_FIELD) & 15
        colour = max(red, k - red)
        out[i] = (value << VIUDA_SHIFT) | ((5 - wilds) << 10) | (run << 3) | colour
    return -1


def evaluate_hands(
    system: RankingSystem,
    cards: npt.NDArray[np.integer[Any]],
    keys: npt.NDArray[np.int64],
    suit_order: bool,
    runs: npt.NDArray[np.int64] | None = None,
) -> IntArray:
    """Check an ``(N, k)`` batch and run the kernel for ``system`` over it.

    With ``runs`` (from :func:`run_bits`) the La Viuda kernel runs, otherwise the plain one.
    """
    hands = check_hands(system, cards)
    out = np.empty(len(hands), dtype=np.int64)
    t = _poker.tables()
    if runs is not None:
        bad = _viuda_kernel(
            hands, keys, runs, TOP_BIT, t.offsets, t.nonflush, t.flush, suit_order, out
        )
    else:
        bad = _high_kernel(hands, keys, t.offsets, t.nonflush, t.flush, suit_order, out)
    if bad >= 0:
        raise bad_row_error(system, hands, bad, len(keys) - int((keys < 0).sum()))
    return out
