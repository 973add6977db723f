"""What the three-card ranking systems (Brag, Commerce, the front hand of Chinese Poker) share.

Each scores a batch of hands in numpy from the same parts (ranks ordered pair first, and which
hands are three of a kind, a pair or one suit). There are only 52 x 52 x 52 ordered triples, so
that numpy scoring is run once over all of them, on first use, and every batch after is read from
the table by the compiled kernel.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable, Sequence
from functools import cached_property
from typing import Any, ClassVar

import numpy as np
import numpy.typing as npt

from widow.ranking._ranks import (
    DIGITS3,
    BoolArray,
    best_first_index,
    card_array,
    pack,
    pack_one,
    three_card_parts,
)
from widow.ranking.base import HandValue, IntArray, RankingSystem


def triple_table(evaluate: Callable[[IntArray], IntArray]) -> IntArray:
    """Strengths of every ordered triple of cards, at ``(a * 52 + b) * 52 + c``, computed by a
    three-card system's numpy evaluator (rows with a repeated card get whatever it says)."""
    a, b, c = np.meshgrid(np.arange(52), np.arange(52), np.arange(52), indexing="ij")
    triples = np.stack([a.ravel(), b.ravel(), c.ravel()], axis=1).astype(np.int64)
    return evaluate(triples)


def evaluate_triples(
    system: RankingSystem, cards: object, table: IntArray, threads: int | None = None
) -> IntArray:
    """Run the compiled three-card kernel over a checked batch."""
    from widow.ranking._batch import check_hands, run_kernel
    from widow.ranking._kernels import triple_kernel  # numba loads on first batch

    hands = check_hands(system, cards)
    return run_kernel(system, hands, 52, triple_kernel, table, threads=threads)


class ThreeCardRanking(RankingSystem):
    """A ranking of three-card hands whose batches are read from a table of every triple."""

    hand_sizes: ClassVar[tuple[int, ...]] = (3,)

    @abstractmethod
    def _score_parts(
        self, ranks: IntArray, triple: BoolArray, pair: BoolArray, flush: BoolArray
    ) -> IntArray:
        """Strengths of a batch of hands from their parts (see
        :func:`~widow.ranking._ranks.three_card_parts`)."""

    def numpy_batch(self, cards: npt.NDArray[np.integer[Any]]) -> IntArray:
        """:meth:`evaluate_batch` in numpy alone: it builds the kernel's table, and checks it."""
        hands = card_array(cards, self.hand_sizes, self.name)
        return self._score_parts(*three_card_parts(hands))

    @cached_property
    def _triples(self) -> IntArray:
        return triple_table(self.numpy_batch)

    def _coded_value(self, cards: Sequence[int], code: int, digits: Sequence[int]) -> HandValue:
        """The value of ``cards`` in the category coded ``code`` (worst first), its ties broken by
        the rank ``digits``."""
        category = self.categories[len(self.categories) - 1 - code]
        return self._value(cards, category, code * DIGITS3 + pack_one(digits))

    @staticmethod
    def _coded_strengths(codes: IntArray, digits: IntArray) -> IntArray:
        """:meth:`_coded_value`'s strengths for a batch: the codes above the packed digits."""
        return codes * DIGITS3 + pack(digits)

    def category_index(self, strengths: IntArray) -> IntArray:
        # Strengths put the category code (worst first) above three rank digits, unless a
        # system packs them otherwise and says so.
        return best_first_index(strengths, len(self.categories))

    def evaluate_batch(
        self, cards: npt.NDArray[np.integer[Any]], threads: int | None = None
    ) -> IntArray:
        """Strengths of an ``(N, 3)`` array of card indices, read from a table of every triple."""
        return evaluate_triples(self, cards, self._triples, threads)
