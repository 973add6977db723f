"""The compiled double-dummy kernel: alpha-beta over whole tricks on bit masks.

A position is coded for the kernel by :mod:`widow.bots.tricks.solver`: every card still in play
is one bit of a 64-bit number, fifteen bits per suit (bit ``15 * suit + power``, the power being
the card's order within its suit among the cards in play, so that a higher bit beats a lower one
of the same suit) and two bits above them (60 and 61) for cards of no suit (Bid Whist's jokers in
a no-trump hand). The seats taking part are *positions* ``0 .. k-1`` in the order of play, and
``team[p]`` says whether position ``p`` plays for the side whose tricks are counted (the side
that maximises); the others minimise.

Three legal-card rules are known to the kernel:

* ``FOLLOW``: follow the suit led if you can, else play anything (Whist, Bid Whist);
* ``HEAD``: follow and beat the best card of the suit led if you can (unless the trick has been
  trumped), else trump over the best trump if you can, else anything (Preference);
* ``PREFERENCE``: ``HEAD``, and when the declarer (position ``decl``) leads against two
  defenders, the first defender who can beat the lead must do so with its lowest such card.

The search (:func:`search`) is fail-soft alpha-beta with a transposition table probed at the
start of every trick (where the hands and the leader say everything about the rest of the
deal; the key is the hands in relative ranks, and an entry keeps the best lead found), a
quick-trick bound there (the top cards the leader can cash in a row), one card tried from each
run of cards that no other card in play separates (they win and lose the same tricks), winners
and cheap winners tried first.
"""

from __future__ import annotations

from typing import Any

import numba
import numpy as np

from widow.ranking._jit import kernel

#: The legal-card rules, by number.
FOLLOW = 0
HEAD = 1
PREFERENCE = 2
#: Bits per suit, and the first bit of the cards of no suit.
SUIT_BITS = 15
SUITLESS_BIT = 60
NO_SUIT = 4
#: Each suit's bits (the fifth: the cards of no suit).
SUIT_MASKS = np.array(
    [((1 << SUIT_BITS) - 1) << (SUIT_BITS * s) for s in range(4)] + [3 << SUITLESS_BIT],
    dtype=np.int64,
)
#: Transposition table: entries (a power of two), and the key width (four hands and a leader).
TT_SIZE = 1 << 18
#: The suit masks as numba sees them: a module-level array, frozen into the compiled code.
SUIT_MASKS_K = SUIT_MASKS
KEY_WIDTH = 5


def new_table() -> tuple[Any, Any, Any, Any]:
    """A fresh transposition table: keys, lower bounds, upper bounds, generation stamps."""
    return (
        np.zeros((TT_SIZE, KEY_WIDTH), dtype=np.int64),
        np.zeros(TT_SIZE, dtype=np.int8),
        np.zeros(TT_SIZE, dtype=np.int8),
        np.zeros(TT_SIZE, dtype=np.int32),
    )


@kernel()
def _suit(bit: int) -> Any:
    if bit >= SUITLESS_BIT:
        return NO_SUIT
    return bit // SUIT_BITS


@kernel()
def _low_bit(mask: int) -> Any:
    """The index of the lowest set bit of a non-zero mask."""
    i = 0
    while not (mask >> i) & 1:
        i += 1
    return i


@kernel()
def _popcount(mask: int) -> Any:
    n = 0
    while mask:
        mask &= mask - 1
        n += 1
    return n


@kernel()
def _above(bit: int) -> Any:
    """The mask of every bit above ``bit``."""
    return ~((np.int64(1) << (bit + 1)) - 1)


@kernel()
def _led(tcards: Any, tn: int) -> Any:
    """The suit to follow: that of the first card of the trick with a suit, or -1."""
    for i in range(tn):
        s = _suit(tcards[i])
        if s != NO_SUIT:
            return s
    return -1


@kernel()
def legal_mask(
    hand: int, tcards: Any, tn: int, trump: int, mode: int, lead: int, decl: int, masks: Any
) -> Any:
    """The cards of ``hand`` that may be played to the trick so far (``tn`` cards led by
    position ``lead``) under rule ``mode``."""
    if tn == 0:
        return hand
    led = _led(tcards, tn)
    if led < 0:
        return hand
    follow = hand & masks[led]
    if mode == FOLLOW:
        return follow if follow else hand
    res = hand
    if follow:
        trumped = False
        if trump >= 0 and led != trump:
            for i in range(tn):
                if _suit(tcards[i]) == trump:
                    trumped = True
        if trumped:
            res = follow
        else:
            best = -1
            for i in range(tn):
                if _suit(tcards[i]) == led and tcards[i] > best:
                    best = tcards[i]
            over = follow & _above(best)
            res = over if over else follow
    elif trump >= 0 and hand & masks[trump]:
        trumps = hand & masks[trump]
        best = -1
        for i in range(tn):
            if _suit(tcards[i]) == trump and tcards[i] > best:
                best = tcards[i]
        over = trumps & _above(best) if best >= 0 else trumps
        res = over if over else trumps
    if mode == PREFERENCE and tn == 1 and lead == decl:
        first = tcards[0]
        first_suit = _suit(first)
        beat = res & masks[first_suit] & _above(first) if first_suit != NO_SUIT else 0
        if trump >= 0 and first_suit != trump:
            beat |= res & masks[trump]
        if beat:
            res = beat & -beat
    return res


# The two helpers below run at every node of the search: inlined where they are called (numba's
# own inlining), they cost no call, which keeps the solver's pace.
@kernel(inline="always")
def _strength(card: int, led: int, trump: int) -> Any:
    """How ``card`` ranks in a trick whose suit to follow is ``led``: any trump above any card
    of the suit led, that above any other card (all alike, they cannot win), and within a suit
    the higher bit above the lower. The one card that wins is the strongest."""
    s = _suit(card)
    if trump >= 0 and s == trump:
        return 128 + card
    if s == led:
        return 64 + card
    return 0


@kernel(inline="always")
def _strongest(tcards: Any, tn: int, led: int, trump: int) -> Any:
    """The index of the strongest of the ``tn`` cards played to a trick (the first, where none
    has been played)."""
    best_i = 0
    best_key = -1
    for i in range(tn):
        key = _strength(tcards[i], led, trump)
        if key > best_key:
            best_key = key
            best_i = i
    return best_i


@kernel()
def trick_winner(tcards: Any, k: int, lead: int, trump: int) -> Any:
    """The position that wins a complete trick led by ``lead``."""
    return (lead + _strongest(tcards, k, _led(tcards, k), trump)) % k


@kernel()
def _moves(
    legal: int,
    alive: int,
    tcards: Any,
    tn: int,
    trump: int,
    mine_winning: bool,
    first: int,
    out: Any,
    spare: Any,
) -> Any:
    """Fill ``out`` with one card of each run of ``legal`` (cards no card in play separates),
    in the order to try them, ``first`` (a card, or -1) before all; returns how many. ``spare``
    is scratch room of the same size."""
    n = 0
    # The card winning the trick so far, to tell winners from losers.
    led = _led(tcards, tn)
    best_key = -1
    for i in range(tn):
        best_key = max(best_key, _strength(tcards[i], led, trump))
    wins = out[16:]
    loses = spare
    nw = 0
    nl = 0
    rest = legal
    while rest:
        b = _low_bit(rest)
        rest &= rest - 1
        s = _suit(b)
        # The next card in play above b in its suit: if it is ours too, b is not a new run.
        if s != NO_SUIT:
            higher = alive & SUIT_MASKS_K[s] & _above(b)
            if higher and (legal >> _low_bit(higher)) & 1:
                continue
        elif rest & (np.int64(3) << SUITLESS_BIT):
            continue
        if b == first:
            continue
        if tn == 0:
            # Leading: the top card in play of a suit first (it wins unless trumped), then
            # low cards.
            top = alive & SUIT_MASKS_K[s] & _above(b) if s != NO_SUIT else 0
            if top == 0 and s != NO_SUIT:
                wins[nw] = b
                nw += 1
            else:
                loses[nl] = b
                nl += 1
            continue
        if _strength(b, led, trump) > best_key and not mine_winning:
            wins[nw] = b  # cheapest winner first: bits come low to high
            nw += 1
        else:
            loses[nl] = b
            nl += 1
    if first >= 0:
        out[n] = first
        n += 1
    if tn == 0:
        # Winners from the top down, so the highest of several is cashed first. They sit in
        # out[16:], and at most 16 moves are listed, so copying them down is safe.
        for i in range(nw - 1, -1, -1):
            spare[32 + nw - 1 - i] = wins[i]
        for i in range(nw):
            out[n] = spare[32 + i]
            n += 1
    else:
        for i in range(nw):
            out[n] = wins[i]
            n += 1
    for i in range(nl):
        out[n] = loses[i]
        n += 1
    return n


@kernel()
def trick_winner_partial(tcards: Any, tn: int, lead: int, trump: int, k: int) -> Any:
    """The position winning the trick so far (``tn`` cards played)."""
    return (lead + _strongest(tcards, tn, _led(tcards, tn), trump)) % k


@kernel()
def _normalise(hands: Any, k: int) -> Any:
    """The hands with each card renumbered by its order among the cards of its suit still in
    hand (cards of no suit keep their bits)."""
    out = np.zeros(k, dtype=np.int64)
    alive = np.int64(0)
    for q in range(k):
        alive |= hands[q]
    for s in range(4):
        idx = 0
        rest = alive & SUIT_MASKS_K[s]
        while rest:
            b = _low_bit(rest)
            rest &= rest - 1
            bit = np.int64(1) << b
            for q in range(k):
                if hands[q] & bit:
                    out[q] |= np.int64(1) << (SUIT_BITS * s + idx)
                    break
            idx += 1
    for q in range(k):
        out[q] |= hands[q] & SUIT_MASKS_K[NO_SUIT]
    return out


@kernel()
def _quick_tricks(hands: Any, k: int, team: Any, trump: int, lead: int, mode: int) -> Any:
    """Tricks the leader can take at once, in a row, by cashing the cards of its hand that are
    the highest still in play of their suit: in each suit the run of its cards from the top.
    Side suits count only where no opponent holds a trump (none could ruff them); under the
    rules that oblige a void hand to trump, only where no other hand at all holds one (a partner
    forced to ruff would take the lead away)."""
    mine = hands[lead]
    alive = np.int64(0)
    for q in range(k):
        alive |= hands[q]
    ruffable = False
    if trump >= 0:
        for q in range(k):
            others = team[q] != team[lead] or (mode != FOLLOW and q != lead)
            if others and hands[q] & SUIT_MASKS_K[trump]:
                ruffable = True
    total = 0
    for s in range(4):
        if ruffable and s != trump:
            continue
        rest = alive & SUIT_MASKS_K[s]
        while rest:
            top = np.int64(63) - _leading_zeros(rest)
            if not (mine >> top) & 1:
                break
            total += 1
            rest ^= np.int64(1) << top
    return total


@kernel()
def _leading_zeros(mask: int) -> Any:
    """The number of zero bits above the highest set bit of a positive 64-bit mask."""
    n = 0
    b = np.int64(62)
    while b >= 0 and not (mask >> b) & 1:
        n += 1
        b -= 1
    return n + 1


@kernel()
def _relative(bit: int, hand: int) -> Any:
    """A card of ``hand`` as its suit and its order among the hand's cards of that suit (16
    times the suit plus the order), which names the same card in a position that differs only
    in cards gone."""
    s = _suit(bit)
    below = hand & masks_below(bit, s)
    return s * 16 + _popcount(below)


@kernel()
def masks_below(bit: int, s: int) -> Any:
    """The bits of suit ``s`` below ``bit``."""
    return SUIT_MASKS_K[s] & ((np.int64(1) << bit) - 1)


@kernel()
def _absolute(code: int, hand: int) -> Any:
    """The card of ``hand`` that :func:`_relative` coded, or -1."""
    s = code // 16
    idx = code % 16
    rest = hand & SUIT_MASKS_K[s]
    while rest:
        b = _low_bit(rest)
        if idx == 0:
            return b
        idx -= 1
        rest &= rest - 1
    return -1


# Not cached on disk: numba's cache loads a self-recursive function wrongly (the loaded code
# crashes, with or without an explicit signature), so the search is compiled once per process
# (a few seconds, on first use).
@numba.njit(cache=False, nogil=True)
def search(
    hands: Any,
    k: int,
    team: Any,
    trump: int,
    mode: int,
    decl: int,
    lead: int,
    rows: Any,
    row: int,
    tn: int,
    alpha: int,
    beta: int,
    keys: Any,
    lows: Any,
    highs: Any,
    stamps: Any,
    stamp: int,
    stats: Any,
    scratch: Any,
) -> Any:
    """The tricks the counted side takes from here to the end of the deal (the trick in
    progress included), both sides playing perfectly with every card in view; fail-soft within
    ``(alpha, beta)``. ``rows[row]`` holds the cards of the trick in progress (``tn`` of them),
    each later trick taking the next row. ``stats[0]`` counts nodes; once it passes
    ``stats[1]`` the search gives up (``stats[2]`` is set to 1 and the value returned means
    nothing). ``scratch`` holds the move lists, two rows of 64 per card played; the table's
    ``keys`` end with the best lead found (as a suit and relative rank) beside the leader."""
    tcards = rows[row]
    stats[0] += 1
    if stats[0] > stats[1]:
        stats[2] = 1
        return 0
    masks = SUIT_MASKS_K
    slot: Any = 0
    lo: Any = 0
    hi: Any = 0
    hit = False
    first = -1
    norm = np.zeros(1, dtype=np.int64)
    if tn == 0:
        left = _popcount(hands[lead])
        if left == 0:
            return 0
        if alpha >= left:
            return left
        if beta <= 0:
            return 0
        # Quick tricks: the leader's side is sure of the top cards it can cash one after the
        # other from the leader's hand.
        quick = _quick_tricks(hands, k, team, trump, lead, mode)
        if quick > left:
            quick = left
        if team[lead] == 1:
            if quick >= beta:
                return quick
        elif left - quick <= alpha:
            return left - quick
        # The key is the hands by relative rank (the i-th card still in play of a suit as
        # bit i), so that positions differing only in which low cards are gone meet in the
        # table: they play out alike.
        norm = _normalise(hands, k)
        h = np.int64(lead + 1) * np.int64(-7046029254386353131)
        for q in range(k):
            h = (h ^ norm[q]) * np.int64(-4658895280553007687)
            h ^= (h >> 29) & np.int64(0x7FFFFFFFF)
        slot = h & (TT_SIZE - 1)
        hit = stamps[slot] == stamp and (keys[slot, KEY_WIDTH - 1] & 15) == lead
        if hit:
            for q in range(k):
                if keys[slot, q] != norm[q]:
                    hit = False
        lo = 0
        hi = left
        if hit:
            lo = np.int64(lows[slot])
            hi = np.int64(highs[slot])
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
            first = _absolute(keys[slot, KEY_WIDTH - 1] >> 4, hands[lead])
    a0 = alpha
    b0 = beta
    p = (lead + tn) % k
    alive = np.int64(0)
    for q in range(k):
        alive |= hands[q]
    for i in range(tn):
        alive |= np.int64(1) << tcards[i]
    legal = legal_mask(hands[p], tcards, tn, trump, mode, lead, decl, masks)
    # Whether the card winning so far is our side's (then no card of ours need beat it).
    mine_winning = False
    if tn > 0:
        mine_winning = team[trick_winner_partial(tcards, tn, lead, trump, k)] == team[p]
    depth = row * 8 + tn
    order = scratch[depth, 0]
    if first >= 0 and not (legal >> first) & 1:
        first = -1
    n = _moves(legal, alive, tcards, tn, trump, mine_winning, first, order, scratch[depth, 1])
    best_move = order[0]
    maximise = team[p] == 1
    best = -1 if maximise else 1 << 20
    for i in range(n):
        b = order[i]
        hands[p] ^= np.int64(1) << b
        tcards[tn] = b
        # Two calls, not one with its arguments chosen first: the merged call measured some 6%
        # slower per node, and this is the solver's innermost step.
        if tn + 1 == k:
            w = trick_winner(tcards, k, lead, trump)
            gain = 1 if team[w] == 1 else 0
            v = gain + search(
                hands,
                k,
                team,
                trump,
                mode,
                decl,
                w,
                rows,
                row + 1,
                0,
                alpha - gain,
                beta - gain,
                keys,
                lows,
                highs,
                stamps,
                stamp,
                stats,
                scratch,
            )
        else:
            v = search(
                hands,
                k,
                team,
                trump,
                mode,
                decl,
                lead,
                rows,
                row,
                tn + 1,
                alpha,
                beta,
                keys,
                lows,
                highs,
                stamps,
                stamp,
                stats,
                scratch,
            )
        hands[p] ^= np.int64(1) << b
        if stats[2]:
            return 0
        if maximise:
            if v > best:
                best = v
                best_move = b
            if best > alpha:
                alpha = best
        else:
            if v < best:
                best = v
                best_move = b
            if best < beta:
                beta = best
        if alpha >= beta:
            break
    if tn == 0:
        # What this search proves about the position, within what was known of it before.
        if best <= a0:
            hi = min(hi, best)
        elif best >= b0:
            lo = max(lo, best)
        else:
            lo = best
            hi = best
        stamps[slot] = stamp
        for q in range(k):
            keys[slot, q] = norm[q]
        for q in range(k, KEY_WIDTH - 1):
            keys[slot, q] = 0
        keys[slot, KEY_WIDTH - 1] = lead | (_relative(best_move, hands[lead]) << 4)
        lows[slot] = lo
        highs[slot] = hi
    return best
