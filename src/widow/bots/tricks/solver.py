"""Double-dummy solving: the exact result of every card open to a seat, all hands in view.

:func:`card_values` codes a trick table (:class:`widow.engine.tricks.play.TrickTable`) for the
compiled kernel (:mod:`widow.bots.tricks.kernel`) and asks it, for each card the seat to play may
play, how many more tricks its side takes if everyone plays perfectly from there on. Cards are
renumbered per suit by their order among the cards still in play, so a game's own ranking (Bid
Whist's low hands and jokers, Preference's 32-card pack) needs nothing special.

:class:`TableSolver` does the same for rules the kernel does not know (Bourre's obligations with
its cinch, several seats each playing for itself), on the table itself with the game's own
legal-card rule: each seat, in turn, takes the card that is best for it at the end of the deal
(max-n), remembered per position at the start of each trick.

>>> from widow.cards import Card, parse_cards
>>> from widow.engine.tricks.play import TrickTable
>>> t = TrickTable([list(parse_cards(h)) for h in ("Ah Kh", "Qh 2c", "Jh 3c", "Th 4c")],
...                trump=None)
>>> values = card_values(t, sides=[0, 1, 0, 1])
>>> {str(c): v for c, v in values.items()}
{'Kh': 2, 'Ah': 2}
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from widow.cards import Card
from widow.engine.tricks.play import NO_SUIT, TrickTable, follow_suit, head_trick
from widow.errors import WidowError

from . import kernel as k

__all__ = ["Encoded", "SolveAborted", "Solver", "TableSolver", "card_values", "warm_up"]


class SolveAborted(WidowError):
    """A solve ran past its node limit (the caller keeps what it had)."""


class Encoded:
    """A trick table coded for the kernel (see :mod:`widow.bots.tricks.kernel`)."""

    __slots__ = ("bit_of", "card_of", "hands", "k", "lead", "order", "tcards", "tn", "trump")

    def __init__(self, table: TrickTable) -> None:
        order = list(table.seats)
        self.order = order
        self.k = len(order)
        suits = table.suits
        alive: list[Card] = [c for s in order for c in table.hands[s]]
        alive += [c for _, c in table.current.plays]
        by_suit: dict[int, list[Card]] = {}
        for c in alive:
            by_suit.setdefault(suits[c], []).append(c)
        bit_of: dict[Card, int] = {}
        for suit, cards in by_suit.items():
            if suit == NO_SUIT:
                for j, c in enumerate(sorted(cards)):
                    bit_of[c] = k.SUITLESS_BIT + j
                continue
            cards.sort(key=table.rank)
            if len(cards) > k.SUIT_BITS:
                raise ValueError(f"{len(cards)} cards of one suit are more than the kernel codes")
            for power, c in enumerate(cards):
                bit_of[c] = k.SUIT_BITS * suit + power
        self.bit_of = bit_of
        self.card_of = {b: c for c, b in bit_of.items()}
        self.hands = np.array(
            [sum(1 << bit_of[c] for c in table.hands[s]) for s in order], dtype=np.int64
        )
        plays = table.current.plays
        # One row per trick still to play (the kernel fills the later ones as it searches).
        self.tcards = np.zeros((20, 8), dtype=np.int64)
        for i, (_, c) in enumerate(plays):
            self.tcards[0, i] = bit_of[c]
        self.tn = len(plays)
        self.lead = order.index(table.current.leader)
        self.trump = -1 if table.trump is None else table.trump


class Solver:
    """The kernel with its transposition table, kept from one solve to the next (a solve clears
    it by moving on to a new generation stamp)."""

    def __init__(self, node_limit: int = 2_000_000) -> None:
        self.keys, self.lows, self.highs, self.stamps = k.new_table()
        self.scratch = np.zeros((20 * 8, 2, 64), dtype=np.int64)
        self.stamp = 0
        self.node_limit = node_limit
        #: Nodes searched by the latest solve.
        self.nodes = 0

    def values(
        self,
        table: TrickTable,
        sides: Sequence[int],
        *,
        mode: int = k.FOLLOW,
        declarer: int | None = None,
    ) -> dict[Card, int]:
        """For each card the seat to play may play, the tricks its side (``sides[seat]``) takes
        from here on, the trick in progress included. Raises :class:`SolveAborted` past the
        node limit."""
        seat = table.to_play
        if seat is None:
            return {}
        enc = Encoded(table)
        me = sides[seat]
        team = np.array([1 if sides[s] == me else 0 for s in enc.order], dtype=np.int64)
        decl = -1 if declarer is None else enc.order.index(declarer)
        pos = enc.order.index(seat)
        self.stamp += 1
        if self.stamp >= 2**31 - 1:
            self.keys, self.lows, self.highs, self.stamps = k.new_table()
            self.stamp = 1
        stats = np.array([0, self.node_limit, 0], dtype=np.int64)
        legal = k.legal_mask(
            enc.hands[pos], enc.tcards[0], enc.tn, enc.trump, mode, enc.lead, decl, k.SUIT_MASKS
        )
        alive = int(np.bitwise_or.reduce(enc.hands))
        for i in range(enc.tn):
            alive |= 1 << int(enc.tcards[0, i])
        out: dict[Card, int] = {}
        done: dict[int, int] = {}
        # The most tricks the side can take from here: the cards of one hand still to play.
        left = bin(int(enc.hands[enc.lead])).count("1") + (1 if enc.tn else 0)
        guess = left // 2
        hands, tcards = enc.hands, enc.tcards
        for b in _bits(int(legal)):
            rep = _run_top(b, int(legal), alive)
            if rep in done:
                out[enc.card_of[b]] = done[rep]
                continue
            hands[pos] ^= np.int64(1 << b)
            tcards[0, enc.tn] = b
            if enc.tn + 1 == enc.k:
                lead = int(k.trick_winner(tcards[0], enc.k, enc.lead, enc.trump))
                gain, row, tn = int(team[lead]), 1, 0
            else:
                lead, gain, row, tn = enc.lead, 0, 0, enc.tn + 1
            # MTD(f): null-window tests around a guess (the value of the card before), each
            # narrowing the bounds; the table keeps what earlier tests proved.
            low, high = 0, left
            value = guess
            while low < high and not stats[2]:
                target = max(value, low + 1)
                value = gain + int(
                    k.search(
                        hands,
                        enc.k,
                        team,
                        enc.trump,
                        mode,
                        decl,
                        lead,
                        tcards,
                        row,
                        tn,
                        target - 1 - gain,
                        target - gain,
                        self.keys,
                        self.lows,
                        self.highs,
                        self.stamps,
                        self.stamp,
                        stats,
                        self.scratch,
                    )
                )
                if value < target:
                    high = value
                else:
                    low = value
            guess = value
            hands[pos] ^= np.int64(1 << b)
            if stats[2]:
                self.nodes = int(stats[0])
                raise SolveAborted(f"solve passed {self.node_limit} nodes")
            done[rep] = int(value)
            out[enc.card_of[b]] = int(value)
        self.nodes = int(stats[0])
        return out


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _run_top(bit: int, legal: int, alive: int) -> int:
    """The highest card of the run ``bit`` belongs to among the legal cards (cards in play with
    none between them): every card of a run wins and loses the same tricks."""
    if bit >= k.SUITLESS_BIT:
        return k.SUITLESS_BIT
    top = (bit // k.SUIT_BITS + 1) * k.SUIT_BITS
    b = bit
    while True:
        nxt = b + 1
        while nxt < top and not (alive >> nxt) & 1:
            nxt += 1
        if nxt >= top or not (legal >> nxt) & 1:
            return b
        b = nxt


_SHARED: list[Solver] = []
_WARM: list[bool] = []


def warm_up() -> None:
    """Compile the kernel now (once per process, a few seconds) rather than inside the first
    decision, whose time it would otherwise take."""
    if _WARM:
        return
    table = TrickTable([[Card(0), Card(4)], [Card(1), Card(5)], [Card(2), Card(6)]], trump=0)
    Solver().values(table, [0, 1, 1])
    _WARM.append(True)


def card_values(
    table: TrickTable, sides: Sequence[int], *, mode: int | None = None, declarer: int | None = None
) -> dict[Card, int]:
    """:meth:`Solver.values` with a shared solver; ``mode`` is read from the table's rule when
    not given (``follow_suit`` or ``head_trick``)."""
    if not _SHARED:
        _SHARED.append(Solver())
    if mode is None:
        if table.rule is follow_suit:
            mode = k.FOLLOW
        elif table.rule is head_trick:
            mode = k.HEAD
        else:
            raise ValueError(f"the kernel does not know the legal-card rule {table.rule!r}")
    return _SHARED[0].values(table, sides, mode=mode, declarer=declarer)


# --- the generic solver, on the table itself ----------------------------------------------------


Payoff = Callable[[TrickTable], Sequence[float]]


class TableSolver:
    """Max-n search on a trick table with the game's own legal-card rule: at each turn the seat
    to play takes the card whose deal ends best for it by ``payoff`` (each seat's result from
    the tricks taken), the first such card in the rule's order on ties. Positions at the start
    of a trick are remembered (hands, leader and tricks taken decide the rest)."""

    def __init__(
        self, payoff: Payoff, node_limit: int = 200_000, deadline: float | None = None
    ) -> None:
        self.payoff = payoff
        self.node_limit = node_limit
        #: The processor time (``time.process_time``) past which a solve gives up, read every
        #: 1,024 nodes: the node limit guesses the machine's speed, this holds whatever it is.
        self.deadline = deadline
        self.nodes = 0
        self._memo: dict[Any, tuple[float, ...]] = {}

    def values(self, table: TrickTable) -> dict[Card, tuple[float, ...]]:
        """For each legal card of the seat to play, every seat's payoff after it (the table is
        left as it was). Raises :class:`SolveAborted` past the node limit."""
        seat = table.to_play
        if seat is None:
            return {}
        work = table.copy()
        self._memo = {}
        self.nodes = 0
        out: dict[Card, tuple[float, ...]] = {}
        for card in work.legal_cards(seat):
            undo = _play(work, seat, card)
            out[card] = self._value(work)
            _undo(work, undo)
        return out

    def _value(self, table: TrickTable) -> tuple[float, ...]:
        self.nodes += 1
        if self.nodes > self.node_limit:
            raise SolveAborted(f"solve passed {self.node_limit} nodes")
        deadline = self.deadline
        if deadline is not None and not self.nodes & 1023 and time.process_time() > deadline:
            raise SolveAborted(f"solve ran past its time after {self.nodes} nodes")
        seat = table.to_play
        if seat is None:
            return tuple(self.payoff(table))
        key = None
        if not table.current.plays:
            key = (
                tuple(tuple(table.hands[s]) for s in table.seats),
                seat,
                tuple(table.won),
            )
            seen = self._memo.get(key)
            if seen is not None:
                return seen
        best: tuple[float, ...] | None = None
        for card in table.legal_cards(seat):
            undo = _play(table, seat, card)
            value = self._value(table)
            _undo(table, undo)
            if best is None or value[seat] > best[seat]:
                best = value
        assert best is not None  # a seat to play holds a legal card
        if key is not None:
            self._memo[key] = best
        return best


def _play(table: TrickTable, seat: int, card: Card) -> tuple[int, Card, bool]:
    trick = table.play(seat, card)
    return seat, card, trick is not None


def _undo(table: TrickTable, undo: tuple[int, Card, bool]) -> None:
    """Take back the card :func:`_play` played."""
    seat, card, completed = undo
    if completed:
        trick = table.tricks.pop()
        assert trick.winner is not None
        table.won[trick.winner] -= 1
        trick.winner = None
        table.current = trick
    table.current.plays.pop()
    hand = table.hands[seat]
    hand.append(card)
    hand.sort()
    table.to_play = seat
