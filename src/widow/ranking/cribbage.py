"""Cribbage hand scoring, and Cribbage Squares.

A hand of four cards is scored together with the starter (the turned-up card):

* fifteens: 2 for every set of cards adding up to 15 (ace 1, courts 10, others their number);
* pairs: 2 for every pair, so three of a kind (a prial) makes 6 and four of a kind 12;
* runs: for every distinct run of three or more ranks in sequence (ace low only: A-2-3 is a run,
  Q-K-A is not), 1 per card; a duplicated rank makes a separate run for each card of it;
* flush: 4 when the four hand cards share a suit, 5 when the starter does too; a crib scores a
  flush only with all five;
* his nobs: 1 for the jack in hand of the starter's suit.

Cribbage Squares scores each of the four rows and four columns of a 4 x 4 grid as a hand with the
starter, adds 2 for every line whose four cards total exactly 31, and 2 once for his heels when the
starter is a jack.

>>> score_hand("5c 5d 5h Js", "5s").total
29
>>> score_hand("2c 4c 6c 8c", "Kd", crib=True).flush
0
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from widow.cards import Card, Rank, format_cards, parse_cards
from widow.errors import InvalidCardError
from widow.ranking._ranks import card_array, rank_counts
from widow.ranking.base import IntArray

CardsLike = str | Sequence[int | str]

#: Counting value by rank index: 2..10 as numbered, courts 10, ace 1.
_PIP = np.array([2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 1], dtype=np.int64)
_PIP8 = _PIP.astype(np.int8)


def pip(card: int) -> int:
    """A card's counting value: ace 1, courts 10, others their number.

    >>> pip(Card("As")), pip(Card("Qh")), pip(Card("7d"))
    (1, 10, 7)
    """
    return int(_PIP[card >> 2])


@dataclass(frozen=True, slots=True)
class CribbageScore:
    """The points of one hand with its starter, by kind."""

    fifteens: int
    pairs: int
    runs: int
    flush: int
    nobs: int

    @property
    def total(self) -> int:
        return self.fifteens + self.pairs + self.runs + self.flush + self.nobs


def _cards(cards: CardsLike, count: int, what: str) -> tuple[Card, ...]:
    parsed = parse_cards(cards)
    if len(parsed) != count or any(c.is_joker for c in parsed):
        raise InvalidCardError(
            f"{what} is {count} card{'s' if count > 1 else ''} of the 52-card pack;"
            f" got {format_cards(parsed) or 'nothing'!r}"
        )
    return parsed


def _order(card: int) -> int:
    """Rank with the ace low: A=0 .. K=12."""
    return (card >> 2) + 1 if card >> 2 != Rank.ACE else 0


def score_hand(hand: CardsLike, starter: CardsLike | int, *, crib: bool = False) -> CribbageScore:
    """Score a four-card hand (or crib) with the starter.

    >>> score_hand("4h 5h 6h Jh", "5c")
    CribbageScore(fifteens=8, pairs=2, runs=6, flush=4, nobs=0)
    """
    cards = _cards(hand, 4, "a cribbage hand")
    turned = _cards([starter] if isinstance(starter, int) else starter, 1, "the starter")[0]
    five = (*cards, turned)
    parse_cards(five)  # raises if the starter is also in the hand
    fifteens = sum(
        2
        for k in range(2, 6)
        for chosen in itertools.combinations(five, k)
        if sum(pip(c) for c in chosen) == 15
    )
    pairs = sum(2 for a, b in itertools.combinations(five, 2) if a >> 2 == b >> 2)
    runs = 0
    for length in (5, 4, 3):
        found = 0
        for chosen in itertools.combinations(five, length):
            orders = sorted(_order(c) for c in chosen)
            if all(b - a == 1 for a, b in itertools.pairwise(orders)):
                found += 1
        if found:
            runs = length * found
            break
    flush = 0
    if len({c & 3 for c in cards}) == 1:
        same = turned & 3 == cards[0] & 3
        flush = 5 if same else (0 if crib else 4)
    nobs = int(any(c >> 2 == Rank.JACK and c & 3 == turned & 3 for c in cards))
    return CribbageScore(fifteens, pairs, runs, flush, nobs)


def score_hands(
    hands: npt.NDArray[np.integer[Any]],
    starters: npt.NDArray[np.integer[Any]],
    *,
    crib: bool = False,
) -> IntArray:
    """Totals for an ``(N, 4)`` array of hands and an ``(N,)`` array of starters, vectorised.

    >>> import numpy as np
    >>> score_hands(np.array([[12, 13, 14, 39]]), np.array([15])).tolist()
    [29]
    """
    held = card_array(hands, (4,), "cribbage")
    turned = card_array(np.asarray(starters).reshape(-1, 1), (1,), "cribbage")[:, 0]
    if len(turned) != len(held):
        raise InvalidCardError(
            f"{len(held)} hands but {len(turned)} starters; give one starter per hand"
        )
    five = np.concatenate([held, turned[:, None]], axis=1)
    # Blocks keep the working arrays (all 32 subset sums per deal) to a modest size.
    block = 1 << 19
    return np.concatenate(
        [_score_block(five[start : start + block], crib) for start in range(0, len(five), block)]
        or [np.zeros(0, dtype=np.int64)]
    )


def _score_block(five: IntArray, crib: bool) -> IntArray:
    """Totals of deals given as ``(N, 5)`` cards, the starter last."""
    ranks = five >> 2
    pips = _PIP8[ranks]
    # The sums of all 32 subsets, built by doubling: each card joins every subset so far.
    sums = np.zeros((len(five), 1), dtype=np.int8)
    for column in range(5):
        sums = np.concatenate([sums, sums + pips[:, column : column + 1]], axis=1)
    total = 2 * np.count_nonzero(sums == 15, axis=1).astype(np.int64)

    counts = rank_counts((ranks + 1) % 13).astype(np.int8)
    total += (counts * (counts - 1)).sum(axis=1, dtype=np.int64)
    runs = np.zeros(len(five), dtype=np.int64)
    for length in (3, 4, 5):
        ways = np.zeros(len(five), dtype=np.int64)
        for start in range(14 - length):
            window = counts[:, start]
            for offset in range(1, length):
                window = window * counts[:, start + offset]
            ways += window
        runs = np.where(ways > 0, length * ways, runs)
    total += runs

    suits = five & 3
    hand_flush = (suits[:, :4] == suits[:, :1]).all(axis=1)
    full_flush = hand_flush & (suits[:, 4] == suits[:, 0])
    total += np.where(full_flush, 5, np.where(hand_flush, 0 if crib else 4, 0))
    nobs = ((ranks[:, :4] == Rank.JACK) & (suits[:, :4] == suits[:, 4:])).any(axis=1)
    result: IntArray = total + nobs
    return result


@dataclass(frozen=True, slots=True)
class SquareLine:
    """One row or column of a Cribbage Squares grid, scored with the starter."""

    cards: tuple[Card, ...]
    hand: CribbageScore
    #: 2 when the four cards of the line add up to exactly 31.
    thirty_one: int

    @property
    def total(self) -> int:
        return self.hand.total + self.thirty_one


@dataclass(frozen=True, slots=True)
class SquareScore:
    """A scored Cribbage Squares grid: rows top to bottom, columns left to right."""

    starter: Card
    rows: tuple[SquareLine, ...]
    columns: tuple[SquareLine, ...]
    #: 2 when the starter is a jack.
    heels: int

    @property
    def total(self) -> int:
        return self.heels + sum(line.total for line in self.rows + self.columns)


def score_square(grid: Sequence[CardsLike], starter: CardsLike | int) -> SquareScore:
    """Score a Cribbage Squares grid of four rows of four cards with its starter.

    >>> grid = ["5c 5d Jh Kc", "5h 5s Qd 9c", "Ts 4d 2c 3h", "6s 7d 8h Ac"]
    >>> result = score_square(grid, "Js")
    >>> [line.total for line in result.rows], result.heels
    ([16, 10, 7, 7], 2)
    """
    if isinstance(grid, str) or len(grid) != 4:
        raise InvalidCardError(f"a Cribbage Squares grid is 4 rows of 4 cards; got {grid!r}")
    rows = [_cards(row, 4, "a Cribbage Squares row") for row in grid]
    turned = _cards([starter] if isinstance(starter, int) else starter, 1, "the starter")[0]
    parse_cards([*(c for row in rows for c in row), turned])  # raises on a repeated card
    columns = [tuple(row[i] for row in rows) for i in range(4)]

    def scored(line: tuple[Card, ...]) -> SquareLine:
        bonus = 2 if sum(pip(c) for c in line) == 31 else 0
        return SquareLine(line, score_hand(line, turned), bonus)

    return SquareScore(
        turned,
        tuple(scored(r) for r in rows),
        tuple(scored(c) for c in columns),
        2 if turned >> 2 == Rank.JACK else 0,
    )
