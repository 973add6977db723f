"""Exact category counts by counting classes of hands instead of walking every hand.

Under ``high`` and the three lowball systems a hand's strength depends on its suits only through
flushes. So, for a fixed number ``w`` of wild cards, it depends on nothing but the multiset of the
natural ranks and, when one suit holds enough natural cards to make a flush with the wild cards
(``5 - w`` of them, the *flush threshold*), on which ranks that suit holds (and, under
suit-ordered flushes, which suit it is). Those classes are few (under 200,000 for seven cards
against 133,784,560 hands), and the number of hands in each is a product of binomials:

* a rank multiset with ``c_r`` cards of rank ``r`` is dealt in ``prod C(4, c_r)`` ways;
* of those, the ways in which one given suit holds exactly the ranks ``S`` are
  ``prod_{r in S} C(3, c_r - 1) * prod_{r not in S} C(3, c_r)``: the suit takes one card of each
  rank of ``S``, the other three suits the rest;
* when the threshold is more than half the natural cards, at most one suit reaches it, so the
  flush classes of the four suits are disjoint and the hands with no flush are what is left.

Each class is evaluated once, on one representative hand, by the system's own batch evaluator,
and its category is counted as many times as the class has hands; the wild cards add a factor
``C(W, w)`` (any ``w`` of the ``W`` wild cards do the same). Where two suits could both reach
the threshold (three or more wild cards in seven cards, four in six, five in five), the natural
cards are few (at most four), so those hands are enumerated instead, natural cards only.

>>> from widow.ranking import get_system
>>> counts = count_categories(get_system("high"), 7)
>>> int(counts[get_system("high").categories.index("royal-flush")])
4324
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from widow.ranking.base import RankingSystem

IntArray = npt.NDArray[np.int64]

#: C(3, x) for x = 0..4: the ways to place x cards of one rank among three suits.
_C3 = np.array([1, 3, 3, 1, 0], dtype=np.int64)
#: C(4, x) for x = 0..4.
_C4 = np.array([1, 4, 6, 4, 1], dtype=np.int64)
#: Cards of a flush.
_FLUSH = 5


@dataclass(frozen=True)
class SuitModel:
    """What counting needs to know about a system: its natural and wild cards, and how suits
    matter (``flushes``: flushes change the strength; ``suit_sensitive``: the flush's suit does
    too)."""

    natural: npt.NDArray[np.int64]
    wild: npt.NDArray[np.int64]
    flushes: bool
    suit_sensitive: bool


def suit_model(system: RankingSystem) -> SuitModel | None:
    """The counting model of a system, or None where suits matter in other ways (La Viuda's
    colours, Soko's four-flushes, Paiute, Brag...) and every hand must be enumerated.

    Only the exact classes are accepted: a subclass may rank by suits in a way this module
    cannot see.

    >>> from widow.ranking import get_system
    >>> suit_model(get_system("la-viuda")) is None
    True
    >>> len(suit_model(get_system("high", wild_rank="2", jokers=1)).wild)
    5
    """
    from widow.ranking.high import HighRanking
    from widow.ranking.lowball import AceToFive, AceToSix, DeuceToSeven

    deck = np.array([int(c) for c in system.deck()], dtype=np.int64)
    if type(system) is HighRanking:
        wild = np.array([system.is_wild(int(c)) for c in deck], dtype=np.bool_)
        return SuitModel(deck[~wild], deck[wild], True, system.suit_order)
    if type(system) in (AceToFive, DeuceToSeven, AceToSix):
        straights = type(system) is not AceToFive  # only there do flushes count
        return SuitModel(deck[deck < 52], deck[deck >= 52], straights, False)
    return None


def count_categories(
    system: RankingSystem,
    cards: int,
    model: SuitModel | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> IntArray:
    """The number of ``cards``-card hands of ``system.deck()`` in each category (in the order of
    ``system.categories``), by counting classes; ``progress(done, total)`` after each number of
    wild cards. Raises ValueError for a system without a counting model."""
    model = model or suit_model(system)
    if model is None:
        raise ValueError(f"{system.name} has no counting model")
    natural, wild = model.natural, model.wild
    total = math.comb(len(natural) + len(wild), cards)
    totals = np.zeros(len(system.categories), dtype=np.int64)
    done = 0
    for w in range(min(len(wild), cards) + 1):
        n = cards - w
        threshold = _FLUSH - w
        if 2 * threshold > n:
            hands, weights = _classes(natural, n, threshold, model)
        else:  # two suits could both make a flush: few natural cards, enumerate them
            hands = natural[combinations(len(natural), n)]
            weights = np.ones(len(hands), dtype=np.int64)
        ways = math.comb(len(wild), w)
        hands = np.concatenate([hands, np.broadcast_to(wild[:w], (len(hands), w))], axis=1)
        index = system.category_index(system.evaluate_batch(hands))
        np.add.at(totals, index, weights * ways)
        done += int(weights.sum()) * ways
        if progress is not None:
            progress(done, total)
    if done != total:  # the classes must cover every hand exactly once
        raise AssertionError(f"counted {done} hands of {cards} cards, expected {total}")
    return totals


def combinations(n: int, k: int) -> npt.NDArray[np.int16]:
    """Every k-subset of range(n), in lexicographic order, one per row."""
    if k == 0:
        return np.zeros((1, 0), dtype=np.int16)
    flat = np.fromiter(
        itertools.chain.from_iterable(itertools.combinations(range(n), k)),
        dtype=np.int16,
        count=math.comb(n, k) * k,
    )
    return flat.reshape(-1, k)


def _multisets(ranks: list[int], n: int) -> IntArray:
    """Every multiset of ``n`` of ``ranks``, at most four of each, as sorted rows."""
    flat = np.fromiter(
        itertools.chain.from_iterable(itertools.combinations_with_replacement(ranks, n)),
        dtype=np.int64,
        count=math.comb(len(ranks) + n - 1, n) * n,
    )
    rows = flat.reshape(-1, n)
    if n > 4:  # sorted rows: a fifth copy of a rank sits four places after the first
        rows = rows[(rows[:, 4:] != rows[:, :-4]).all(axis=1)]
    return rows


def _classes(
    natural: npt.NDArray[np.int64], n: int, threshold: int, model: SuitModel
) -> tuple[IntArray, IntArray]:
    """One representative hand of ``n`` natural cards per class, and the number of hands of
    each class (classes with no hand are left out). See the module docstring."""
    ranks = sorted({int(c) >> 2 for c in natural})
    if len(natural) != 4 * len(ranks):
        raise ValueError("counting needs all four suits of every natural rank")
    rows = _multisets(ranks, n)
    # For each position: its copy number within its rank, how many cards its rank has, and the
    # rank's place among the distinct ranks of the row.
    same = rows[:, :, None] == rows[:, None, :]
    count = same.sum(axis=2)
    copy = np.tril(same, -1).sum(axis=2)
    first = copy == 0
    place = np.cumsum(first, axis=1) - 1
    dealt = np.where(first, _C4[count], 1).prod(axis=1)
    # Suits dealt round in turn give no suit more than two of seven cards: no flush.
    spread = 4 * rows + np.arange(n) % 4
    if not model.flushes:
        return spread, dealt
    hands = [spread]
    weights = [dealt]  # the no-flush count, once the flush classes are taken off
    distinct = first.sum(axis=1)
    for size in range(max(threshold, 1), n + 1):
        group = np.flatnonzero(distinct == size)
        masks = np.array([m for m in range(1 << size) if m.bit_count() >= threshold])
        if len(group) == 0 or len(masks) == 0:
            continue
        # in_suit[row, mask, position]: whether the position's rank is one the flush suit holds.
        in_suit = (masks[None, :, None] >> place[group][:, None, :]) & 1
        c = count[group][:, None, :]
        per_rank = np.where(in_suit == 1, _C3[c - 1], _C3[c])
        ways = np.where(first[group][:, None, :], per_rank, 1).prod(axis=2)
        weights[0][group] -= 4 * ways.sum(axis=1)
        keep = ways > 0
        # The flush suit (0) gets one card of each of its ranks; the other copies suits 1-3.
        suits = copy[group][:, None, :] + 1 - in_suit
        flush_hands = (4 * rows[group][:, None, :] + suits)[keep]
        flush_ways = ways[keep]
        if model.suit_sensitive:  # each suit its own class: swap suit 0 with suit s
            for s in range(4):
                swapped = flush_hands & 3
                swapped = np.where(swapped == 0, s, np.where(swapped == s, 0, swapped))
                hands.append((flush_hands & ~3) | swapped)
                weights.append(flush_ways)
        else:
            hands.append(flush_hands)
            weights.append(4 * flush_ways)
    all_hands = np.concatenate(hands)
    all_weights = np.concatenate(weights)
    keep = all_weights > 0
    all_hands, all_weights = all_hands[keep], all_weights[keep]
    _check_representatives(all_hands, int(keep[: len(spread)].sum()), threshold)
    return all_hands, all_weights


def _check_representatives(hands: IntArray, no_flush: int, threshold: int) -> None:
    """Every no-flush representative keeps each suit below the threshold, and every flush one
    has exactly one suit at or above it: the classes are what they claim to be."""
    # Four 4-bit counters in one integer per hand (a hand has at most seven cards).
    packed = (1 << (4 * (hands & 3))).sum(axis=1)
    reaching = sum(((packed >> (4 * s)) & 15) >= threshold for s in range(4))
    if (reaching[:no_flush] != 0).any() or (reaching[no_flush:] != 1).any():
        raise AssertionError("a representative hand is not in its class")
