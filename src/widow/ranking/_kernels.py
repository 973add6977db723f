"""Compiled batch kernels of the ranking systems other than ``high`` and ``la-viuda``.

Each kernel makes one pass over the hands and reads the answer from lookup tables that the system
builds once (from its own numpy evaluator, on one hand per table entry): the hash of a hand's rank
multiset (the card keys and hash of :mod:`._poker`) for the poker-like systems, or the ordered card
triple for the three-card systems. Every kernel fills ``out`` and returns the first row that holds
a card outside the pack, or -1. Rows with a repeated card read some entry inside the tables, never
outside them.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from widow.ranking import _poker
from widow.ranking._jit import kernel

_RANK_MASK = _poker.RANK_MASK
_HASH_SHIFT = _poker.HASH_SHIFT
_LOW_MASK = (1 << _poker.HASH_SHIFT) - 1
_SUIT_FIELD = _poker.SUIT_FIELD
_WILD_FIELD = _poker.WILD_FIELD


@kernel(inline="always")
def _hand_key(cards: Any, i: int, k: int, keys: Any) -> Any:
    """The summed keys of row ``i``, or -1 when it holds a card outside the pack."""
    n_keys = keys.shape[0]
    key = np.int64(0)
    for j in range(k):
        card = np.int64(cards[i, j])
        if card < 0 or card >= n_keys or keys[card] < 0:
            return np.int64(-1)
        key += keys[card]
    return key


@kernel(inline="always")
def _slot(key: Any, offsets: Any) -> Any:
    rank_key = key & _RANK_MASK
    return offsets[rank_key >> _HASH_SHIFT] + (rank_key & _LOW_MASK)


@kernel(inline="always")
def _suit_mask(cards: Any, i: int, k: int, suit: int, keys: Any) -> Any:
    """The ranks of the natural cards of one suit in row ``i``, as a 13-bit mask."""
    mask: Any = 0
    for j in range(k):
        card = np.int64(cards[i, j])
        if card & 3 == suit and (keys[card] >> _WILD_FIELD) & 15 == 0:
            mask |= 1 << (card >> 2)
    return mask


@kernel(inline="always")
def _five_low(sub: Any, suited: Any, offsets: Any, by_ranks: Any, flush5: Any) -> Any:
    """The strength of five cards with summed keys ``sub``; ``suited`` is their rank mask in the
    hand's long suit, used when all five lie in it."""
    if ((sub >> _SUIT_FIELD) + 0x3333) & 0x8888:
        return np.int64(flush5[suited])
    return np.int64(by_ranks[0, 0, _slot(sub, offsets)])


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
        card_a = np.int64(cards[i, a])
        bit_a = (1 << (card_a >> 2)) if card_a & 3 == suit else 0
        if k == 6:
            best = max(best, _five_low(key - keys[card_a], mask ^ bit_a, offsets, by_ranks, flush5))
            continue
        for b in range(a + 1, k):
            card_b = np.int64(cards[i, b])
            bit_b = (1 << (card_b >> 2)) if card_b & 3 == suit else 0
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
        if key < 0:
            return i
        wilds = min((key >> _WILD_FIELD) & 15, 2)  # more than two only in a malformed row
        best: Any = np.int64(by_ranks[k - 5, wilds, _slot(key, offsets)])
        suits = (key >> _SUIT_FIELD) & 0xFFFF
        if flushes_count and wilds == 0 and (suits + 0x3333) & 0x8888:
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
def soko_kernel(
    cards: Any, keys: Any, offsets: Any, by_ranks: Any, flush5: Any, four_flush: Any, out: Any
) -> int:
    """Soko strengths: by rank multiset, unless four or five cards share a suit, when the suited
    ranks (and the odd card's rank) decide."""
    n, k = cards.shape
    for i in range(n):
        key = _hand_key(cards, i, k, keys)
        if key < 0:
            return i
        suits = (key >> _SUIT_FIELD) & 0xFFFF
        value: Any = np.int64(by_ranks[_slot(key, offsets)])
        if (suits + 0x4444) & 0x8888:  # some suit holds four or more cards
            for suit in range(4):
                held = (suits >> (4 * suit)) & 15
                if held >= 4:
                    mask = _suit_mask(cards, i, k, suit, keys)
                    if held >= 5:
                        value = np.int64(flush5[mask & 0x1FFF])
                    else:
                        odd: Any = 0
                        for j in range(k):
                            if np.int64(cards[i, j]) & 3 != suit:
                                odd = np.int64(cards[i, j]) >> 2
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
        if key < 0:
            return i
        wilds = min((key >> _WILD_FIELD) & 15, 6)
        value: Any = np.int64(by_ranks[wilds, _slot(key, offsets)])
        suits = (key >> _SUIT_FIELD) & 0xFFFF
        for suit in range(4):
            if ((suits >> (4 * suit)) & 15) + wilds >= 5:
                mask = _suit_mask(cards, i, k, suit, keys)
                value = max(value, np.int64(straight_flush[wilds, mask]))
        out[i] = value
    return -1


@kernel()
def triple_kernel(cards: Any, table: Any, out: Any) -> int:
    """Three-card strengths, read from ``table[(a * 52 + b) * 52 + c]``."""
    n = cards.shape[0]
    for i in range(n):
        a = np.int64(cards[i, 0])
        b = np.int64(cards[i, 1])
        c = np.int64(cards[i, 2])
        if a < 0 or a >= 52 or b < 0 or b >= 52 or c < 0 or c >= 52:
            return i
        out[i] = table[(a * 52 + b) * 52 + c]
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
