"""Compiled batch kernels of the ranking systems other than ``high`` and ``la-viuda``.

Each kernel makes one pass over the hands and reads the answer from lookup tables that the system
builds once (from its own numpy evaluator, on one hand per table entry): the hash of a hand's rank
multiset (the card keys and hash of :mod:`._poker`) for the poker-like systems, or the ordered card
triple for the three-card systems. Every kernel fills ``out`` and returns -1.

The kernels trust their input: :func:`first_bad_row` has checked every card against the pack
first (see :func:`._batch.run_kernel`), so the main loops carry no per-card test. They index with
unsigned integers, which spares numba's test for negative (from-the-end) indices on every table
read: those tests cost more than the reads themselves. Rows with a repeated card read some entry
inside the tables, never outside them.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from widow.ranking import _poker
from widow.ranking._jit import kernel

_U = np.uint64
_RANK_MASK = _U(_poker.RANK_MASK)
_HASH_SHIFT = _U(_poker.HASH_SHIFT)
_LOW_MASK = _U((1 << _poker.HASH_SHIFT) - 1)
_SUIT_FIELD = _poker.SUIT_FIELD
_WILD_FIELD = _poker.WILD_FIELD
_SUITS = _U(_poker.SUIT_FIELD)
# The five-card hash of the plain ``high`` kernels (see :mod:`._poker_kernels`): the keys' low
# 19 bits, split after bit 7.
_FIVE_MASK = _U((1 << 19) - 1)
_FIVE_SHIFT = _U(7)
_FIVE_LOW = _U((1 << 7) - 1)


@kernel()
def first_bad_row(cards: Any, valid: int) -> int:
    """The first row of ``cards`` holding a number outside ``0..valid-1``, or -1.

    One pass over the whole batch, which the compiler turns into vector code, finds whether there
    is such a row at all (a negative number read as unsigned is huge); only then are the rows
    read one by one."""
    n, k = cards.shape
    flat = cards.reshape(n * k)
    limit = _U(valid)
    worst = _U(0)
    for x in range(flat.size):
        worst = max(worst, _U(flat[x]))
    if worst < limit:
        return -1
    for i in range(n):
        for j in range(k):
            if _U(cards[i, j]) >= limit:
                return i
    return -1


@kernel(inline="always")
def _hand_key(cards: Any, i: int, k: int, keys: Any) -> Any:
    """The summed keys of row ``i`` (its cards already checked; five or more of them, as every
    system using it deals). The usual sizes are written out: the test of ``k`` is the same for
    every row, so the compiler takes it out of the loop over rows and each size runs
    straight-line code."""
    key = keys[_U(cards[i, 0])] + keys[_U(cards[i, 1])] + keys[_U(cards[i, 2])]
    key += keys[_U(cards[i, 3])] + keys[_U(cards[i, 4])]
    if k == 5:
        return key
    key += keys[_U(cards[i, 5])]
    if k == 6:
        return key
    for j in range(6, k):
        key += keys[_U(cards[i, j])]
    return key


@kernel(inline="always")
def _slot(key: Any, offsets: Any) -> Any:
    rank_key = _U(key) & _RANK_MASK
    return _U(offsets[rank_key >> _HASH_SHIFT]) + (rank_key & _LOW_MASK)


@kernel(inline="always")
def _suit_mask(cards: Any, i: int, k: int, suit: int, keys: Any) -> Any:
    """The ranks of the natural cards of one suit in row ``i``, as a 13-bit mask."""
    mask: Any = 0
    for j in range(k):
        card = np.int64(cards[i, j])
        if card & 3 == suit and (keys[_U(card)] >> _WILD_FIELD) & 15 == 0:
            mask |= 1 << (card >> 2)
    return _U(mask)


@kernel(inline="always")
def _five_low(sub: Any, suited: Any, offsets: Any, by_ranks: Any, flush5: Any) -> Any:
    """The strength of five cards with summed keys ``sub``; ``suited`` is their rank mask in the
    hand's long suit, used when all five lie in it."""
    if ((sub >> _SUIT_FIELD) + 0x3333) & 0x8888:
        return np.int64(flush5[suited])
    return np.int64(by_ranks[_U(0), _U(0), _slot(sub, offsets)])


@kernel()  # a call, not inlined: the rare path would crowd the main loop and slow it threefold
def _low_with_flushes(
    cards: Any, i: int, k: int, key: Any, keys: Any, offsets: Any, by_ranks: Any, flush5: Any
) -> Any:
    """The best low five of a hand without jokers that holds five or more cards of one suit:
    every five is tried, by leaving out ``k - 5`` cards from the summed keys."""
    suits = (key >> _SUIT_FIELD) & 0xFFFF
    suit = 0
    while ((suits >> (4 * suit)) & 15) < 5:
        suit += 1
    mask = _suit_mask(cards, i, k, suit, keys)
    if k == 5:
        return np.int64(flush5[mask])
    best: Any = np.int64(0)
    for a in range(k):
        card_a = _U(cards[i, a])
        bit_a = (_U(1) << (card_a >> _U(2))) if np.int64(card_a & _U(3)) == suit else _U(0)
        if k == 6:
            best = max(best, _five_low(key - keys[card_a], mask ^ bit_a, offsets, by_ranks, flush5))
            continue
        for b in range(a + 1, k):
            card_b = _U(cards[i, b])
            bit_b = (_U(1) << (card_b >> _U(2))) if np.int64(card_b & _U(3)) == suit else _U(0)
            sub = key - keys[card_a] - keys[card_b]
            best = max(best, _five_low(sub, mask ^ bit_a ^ bit_b, offsets, by_ranks, flush5))
    return best


@kernel()
def lowball_kernel(
    cards: Any,
    keys: Any,
    offsets: Any,
    by_ranks: Any,
    flush5: Any,
    suited_best: Any,
    flushes_count: bool,
    top: int,
    limit: int,
    out: Any,
) -> int:
    """Lowball strengths (see :mod:`.lowball`).

    ``by_ranks[k - 5, jokers, slot]`` is the strength of the best low five from those ranks when
    no five cards share a suit; ``flush5[mask]`` the strength of five cards of one suit, and
    ``suited_best[mask]`` the best strength, suits ignored, of any five of the ranks in ``mask``.
    A joker never completes a flush, so only a hand without jokers and with five cards of one
    suit, where flushes count, needs a second look, and only when its best five, suits ignored,
    could lie inside that suit: then every five of its cards is tried. A strength whose poker
    value (``top`` minus the strength) is ``limit`` or more does not qualify and becomes 0.
    """
    n, k = cards.shape
    for i in range(n):
        key = _hand_key(cards, i, k, keys)
        wilds = _U(min((key >> _WILD_FIELD) & 15, 2))  # more than two only in a malformed row
        best: Any = np.int64(by_ranks[_U(k - 5), wilds, _slot(key, offsets)])
        suits = (key >> _SUIT_FIELD) & 0xFFFF
        if flushes_count and wilds == _U(0) and (suits + 0x3333) & 0x8888:
            suit = 0
            while ((suits >> (4 * suit)) & 15) < 5:
                suit += 1
            if suited_best[_suit_mask(cards, i, k, suit, keys)] >= best:
                best = _low_with_flushes(cards, i, k, key, keys, offsets, by_ranks, flush5)
        if top - best >= limit:
            best = 0
        out[i] = best
    return -1


# lowball_kernel's loop again, on purpose, without the joker count: the pack without jokers is
# the common case, and the joker test and the wider table read cost in every hand.
@kernel()
def lowball_plain_kernel(
    cards: Any,
    keys: Any,
    offsets: Any,
    ranks: Any,
    by_ranks: Any,
    flush5: Any,
    suited_best: Any,
    flushes_count: bool,
    top: int,
    limit: int,
    out: Any,
) -> int:
    """``lowball_kernel`` for a pack without jokers: ``ranks`` is ``by_ranks[k - 5, 0]``, one
    row read without the joker count."""
    n, k = cards.shape
    for i in range(n):
        key = _hand_key(cards, i, k, keys)
        best: Any = np.int64(ranks[_slot(key, offsets)])
        suits = (key >> _SUIT_FIELD) & 0xFFFF
        if flushes_count and (suits + 0x3333) & 0x8888:
            suit = 0
            while ((suits >> (4 * suit)) & 15) < 5:
                suit += 1
            if suited_best[_suit_mask(cards, i, k, suit, keys)] >= best:
                best = _low_with_flushes(cards, i, k, key, keys, offsets, by_ranks, flush5)
        if top - best >= limit:
            best = 0
        out[i] = best
    return -1


@kernel()
def lowball5_kernel(
    cards: Any,
    keys: Any,
    offsets: Any,
    ranks: Any,
    rank_bits: Any,
    flush5: Any,
    suited_best: Any,
    flushes_count: bool,
    top: int,
    limit: int,
    out: Any,
) -> int:
    """Lowball strengths of five cards without jokers: ``lowball_kernel``'s answer, read from a
    five-card table (``keys`` carry the five-card rank keys of :mod:`._poker_kernels` and
    ``ranks`` is hashed by ``offsets`` as its five-card table is) small enough to stay in the
    first-level cache. ``rank_bits`` holds each card's rank bit: five cards of one suit are that
    suit's whole mask."""
    for i in range(cards.shape[0]):
        c0, c1, c2 = _U(cards[i, 0]), _U(cards[i, 1]), _U(cards[i, 2])
        c3, c4 = _U(cards[i, 3]), _U(cards[i, 4])
        key = keys[c0] + keys[c1] + keys[c2] + keys[c3] + keys[c4]
        rank_key = key & _FIVE_MASK
        best = np.int64(ranks[_U(offsets[rank_key >> _FIVE_SHIFT]) + (rank_key & _FIVE_LOW)])
        if flushes_count and ((key >> _SUITS) + _U(0x3333)) & _U(0x8888):
            mask = rank_bits[c0] | rank_bits[c1] | rank_bits[c2] | rank_bits[c3] | rank_bits[c4]
            if suited_best[mask] >= best:
                best = np.int64(flush5[mask])
        if top - best >= limit:
            best = np.int64(0)
        out[i] = best
    return -1


@kernel()
def soko_kernel(
    cards: Any, keys: Any, offsets: Any, by_ranks: Any, flush5: Any, four_flush: Any, out: Any
) -> int:
    """Soko strengths: by rank multiset, unless four or five cards share a suit, when the suited
    ranks (and the odd card's rank) decide."""
    n, k = cards.shape
    for i in range(n):
        key = _hand_key(cards, i, k, keys)
        suits = (key >> _SUIT_FIELD) & 0xFFFF
        value: Any = np.int64(by_ranks[_slot(key, offsets)])
        if (suits + 0x4444) & 0x8888:  # some suit holds four or more cards
            for suit in range(4):
                held = (suits >> (4 * suit)) & 15
                if held >= 4:
                    mask = _suit_mask(cards, i, k, suit, keys)
                    if held >= 5:
                        value = np.int64(flush5[mask & _U(0x1FFF)])
                    else:
                        odd = _U(0)
                        for j in range(k):
                            if np.int64(cards[i, j]) & 3 != suit:
                                odd = _U(cards[i, j]) >> _U(2)
                        value = np.int64(four_flush[mask, odd])
                    break
        out[i] = value
    return -1


@kernel()
def paiute_kernel(
    cards: Any, keys: Any, offsets: Any, by_ranks: Any, straight_flush: Any, out: Any
) -> int:
    """Paiute strengths: the best combination of the natural ranks and wild cards, or a straight
    flush from one suit's natural ranks plus the wild cards, whichever is better."""
    n, k = cards.shape
    for i in range(n):
        key = _hand_key(cards, i, k, keys)
        wilds = _U(min((key >> _WILD_FIELD) & 15, 6))
        value: Any = np.int64(by_ranks[wilds, _slot(key, offsets)])
        suits = (key >> _SUIT_FIELD) & 0xFFFF
        for suit in range(4):
            if ((suits >> (4 * suit)) & 15) + np.int64(wilds) >= 5:
                mask = _suit_mask(cards, i, k, suit, keys)
                value = max(value, np.int64(straight_flush[wilds, mask]))
        out[i] = value
    return -1


@kernel()
def triple_kernel(cards: Any, table: Any, out: Any) -> int:
    """Three-card strengths, read from ``table[(a * 52 + b) * 52 + c]``."""
    n = cards.shape[0]
    for i in range(n):
        a = _U(cards[i, 0])
        b = _U(cards[i, 1])
        c = _U(cards[i, 2])
        out[i] = table[(a * _U(52) + b) * _U(52) + c]
    return -1


@kernel()
def fill_rows(buffer: Any, row: int, head: Any, tails: Any, start: int) -> int:
    """Write ``head`` followed by each row of ``tails`` from ``start`` on into ``buffer`` from
    ``row`` on; return the next free row. (numpy's strided copies of such short rows cost
    several times more.)"""
    width = head.shape[0]
    for i in range(start, tails.shape[0]):
        for j in range(width):
            buffer[row, j] = head[j]
        for j in range(tails.shape[1]):
            buffer[row, width + j] = tails[i, j]
        row += 1
    return row
