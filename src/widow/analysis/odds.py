"""Exact hand odds: how many hands of each category a pack deals.

:func:`category_counts` works for any ranking system, in one of two ways that give the same
numbers:

* *enumeration* walks every combination of ``cards`` cards from the system's pack in blocks,
  evaluates each block with the system's batch evaluator and tallies categories. The block
  structure keeps memory small: a table of every combination of the last few cards is built
  once, and each block is some choices of the leading cards, each followed by every compatible
  tail from that table.
* *counting* (``high`` and the lowball systems, whose hands depend on suits only through
  flushes) evaluates one hand per class of rank multiset and flush, and multiplies by the number
  of hands in the class: see :mod:`widow.analysis.odds_count`. It is chosen automatically where
  it applies.

>>> from widow.ranking import get_system
>>> table = odds_table(get_system("high"), 5)
>>> table.counts["full-house"], table.total
(3744, 2598960)
>>> table.one_in("four-of-a-kind")
4165.0
"""

from __future__ import annotations

import itertools
import json
import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from widow.analysis.odds_count import combinations as _combinations
from widow.errors import InvalidOptionError
from widow.ranking.base import RankingSystem

#: Positions covered by the precomputed tail table; at most C(54, 4) = 316,251 rows.
_TAIL = 4


#: Rows per batch handed to the evaluator: big enough to amortise per-call costs, small enough to
#: stay in cache.
_BLOCK = 1 << 16


def _blocks(deck: npt.NDArray[Any], cards: int) -> Iterator[npt.NDArray[Any]]:
    """Every ``cards``-subset of ``deck`` once, as rows of its card values, about :data:`_BLOCK`
    rows at a time. Each block is written straight into one reused buffer (so a block is only
    valid until the next is asked for): the leading cards of a choice, then every compatible tail
    from a table of the last few cards, made once."""
    from widow.ranking._kernels import fill_rows  # compiled: numpy copies short rows slowly

    n = len(deck)
    tail = min(cards, _TAIL)
    head = cards - tail
    tails = _combinations(n, tail)
    tail_cards = deck[tails]
    # Row where the tails starting above each position begin (the tails are in sorted order).
    starts = np.searchsorted(tails[:, 0], np.arange(n + 1)) if tail else np.zeros(n + 1, int)
    buffer = np.empty((_BLOCK + len(tails), cards), dtype=deck.dtype)
    filled = 0
    for prefix in itertools.combinations(range(n), head):
        start = int(starts[prefix[-1] + 1]) if head and tail else 0
        if start >= len(tails):
            continue
        filled = fill_rows(buffer, filled, deck[list(prefix)], tail_cards, start)
        if filled >= _BLOCK:
            yield buffer[:filled]
            filled = 0
    if filled:
        yield buffer[:filled]


def iter_hands(deck_size: int, cards: int) -> Iterator[npt.NDArray[np.int16]]:
    """Every ``cards``-subset of positions ``0..deck_size-1`` exactly once, in blocks of rows.

    >>> sum(len(block) for block in iter_hands(10, 6)) == math.comb(10, 6)
    True
    """
    for block in _blocks(np.arange(deck_size, dtype=np.int16), cards):
        yield block.copy()


#: The ways :func:`category_counts` can work: counting where it applies, else enumeration.
METHODS = ("auto", "count", "enumerate")


def category_counts(
    system: RankingSystem,
    cards: int,
    *,
    progress: Callable[[int, int], None] | None = None,
    method: str = "auto",
) -> dict[str, int]:
    """The exact number of ``cards``-card hands from ``system.deck()`` in each category.

    Every category of the system appears, in its order (best first), zeros included; since
    every hand is accounted for, a zero means that no hand can fall in that category.
    ``progress``, if given, is called as ``progress(hands_done, hands_in_all)`` after each batch.
    ``method`` is ``"count"`` (by classes of hands; only ``high`` and the lowball systems),
    ``"enumerate"`` (every hand, any system) or ``"auto"`` (counting where it applies).

    >>> from widow.ranking import get_system
    >>> counts = category_counts(get_system("high"), 5)
    >>> counts["royal-flush"], counts["straight-flush"], counts["five-of-a-kind"]
    (4, 36, 0)
    >>> category_counts(get_system("high"), 5, method="enumerate") == counts
    True
    """
    if cards not in system.hand_sizes:
        sizes = ", ".join(str(s) for s in system.hand_sizes)
        raise InvalidOptionError(
            f"{system.name} ranks hands of {sizes} cards, so it has no odds for {cards!r}"
        )
    if method not in METHODS:
        raise InvalidOptionError(f"unknown counting method {method!r}; valid: {', '.join(METHODS)}")
    if method != "enumerate":
        from widow.analysis.odds_count import count_categories, suit_model

        model = suit_model(system)
        if model is not None:
            totals = count_categories(system, cards, model, progress)
            return dict(zip(system.categories, totals.tolist(), strict=True))
        if method == "count":
            raise InvalidOptionError(
                f"{system.name} cannot be counted by classes of hands (its ranking looks at"
                " suits beyond one flush); use method 'enumerate' or 'auto'"
            )
    deck = np.array([int(c) for c in system.deck()], dtype=np.int8)
    total = math.comb(len(deck), cards)
    totals = np.zeros(len(system.categories), dtype=np.int64)
    done = 0
    for hands in _blocks(deck, cards):
        index = system.category_index(system.evaluate_batch(hands))
        totals += np.bincount(index, minlength=len(totals))
        done += len(hands)
        if progress is not None:
            progress(done, total)
    return {name: int(n) for name, n in zip(system.categories, totals.tolist(), strict=True)}


@dataclass(frozen=True)
class OddsTable:
    """Exact category counts for one system and hand size, with probabilities."""

    system: str
    cards: int
    total: int
    counts: dict[str, int]

    def probability(self, category: str) -> float:
        """The chance that a dealt hand is in ``category``."""
        return self._count(category) / self.total

    def one_in(self, category: str) -> float | None:
        """Odds as "1 in X" (X = total / count); None for a category no hand reaches."""
        count = self._count(category)
        return self.total / count if count else None

    def _count(self, category: str) -> int:
        try:
            return self.counts[category]
        except KeyError:
            valid = ", ".join(self.counts)
            raise InvalidOptionError(
                f"unknown category {category!r} for {self.system}; valid: {valid}"
            ) from None

    def rows(self) -> list[tuple[str, int, float, float | None]]:
        """(category, count, probability, one in X) per category, best first."""
        return [
            (c, n, n / self.total, self.total / n if n else None) for c, n in self.counts.items()
        ]

    def to_dict(self) -> dict[str, Any]:
        """The table as plain data.

        >>> from widow.ranking import get_system
        >>> odds_table(get_system("high"), 5).to_dict()["categories"]["flush"]
        5108
        """
        return {
            "system": self.system,
            "cards": self.cards,
            "total": self.total,
            "categories": dict(self.counts),
        }

    def to_json(self) -> str:
        """The table as JSON: ``{"system", "cards", "total", "categories": {name: count}}``."""
        return json.dumps(self.to_dict())


def odds_table(system: RankingSystem, cards: int, *, method: str = "auto") -> OddsTable:
    """Count every hand (see :func:`category_counts`) and wrap the counts with their total."""
    counts = category_counts(system, cards, method=method)
    return OddsTable(system.name, cards, math.comb(len(system.deck()), cards), counts)
