"""What the three-card ranking systems (Brag, Commerce, the front hand of Chinese Poker) share.

Each scores a batch of hands in numpy from the same parts (ranks ordered pair first, and which
hands are three of a kind, a pair or one suit). There are only 52 x 52 x 52 ordered triples, so
that numpy scoring is run once over all of them, on first use, and every batch after is read from
the table by the compiled kernel.
"""

from __future__ import annotations

from abc import abstractmethod
from functools import cached_property
from typing import Any, ClassVar

import numpy as np
import numpy.typing as npt

from widow.ranking._ranks import (
    BoolArray,
    card_array,
    evaluate_triples,
    three_card_parts,
    triple_table,
)
from widow.ranking.base import IntArray, RankingSystem


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

    def evaluate_batch(self, cards: npt.NDArray[np.integer[Any]]) -> IntArray:
        """Strengths of an ``(N, 3)`` array of card indices, read from a table of every triple."""
        return evaluate_triples(self, cards, self._triples)
