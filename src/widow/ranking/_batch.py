"""Checks shared by every batch evaluator: what a batch of hands must look like, and the error
that names the first row holding something that is not a card of the system's pack."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from widow.cards import format_cards
from widow.errors import InvalidCardError

if TYPE_CHECKING:
    from widow.ranking.base import IntArray, RankingSystem

#: How many characters of a bad input an error message quotes.
_QUOTE = 60


def _quoted(value: object) -> str:
    text = repr(value)
    return text if len(text) <= _QUOTE else text[: _QUOTE - 3] + "..."


def as_hands(cards: object) -> npt.NDArray[np.integer[Any]]:
    """``cards`` as a numpy array, or an :class:`InvalidCardError` saying why it cannot be one.

    >>> as_hands([[0, 1, 2], [3, 4]])
    Traceback (most recent call last):
    ...
    widow.errors.InvalidCardError: a batch of hands must be an (N, k) array of card indices, ...
    """
    if isinstance(cards, np.ndarray):
        return cards
    if cards is None or isinstance(cards, str | bytes) or not isinstance(cards, Sequence):
        raise InvalidCardError(
            "a batch of hands must be an (N, k) array of card indices (a numpy array or a list"
            f" of lists of ints), not {type(cards).__name__} {_quoted(cards)}"
        )
    try:
        return np.asarray(cards)
    except (ValueError, TypeError, OverflowError):
        raise InvalidCardError(
            "a batch of hands must be an (N, k) array of card indices, every row the same"
            f" length; got {_quoted(cards)}"
        ) from None


def check_hands(system: RankingSystem, cards: object) -> npt.NDArray[np.integer[Any]]:
    """A batch checked for shape and type, as a C-ordered array in the machine's byte order
    (numpy's other layouts, big-endian ones included, are converted)."""
    hands = as_hands(cards)
    sizes = " or ".join(str(s) for s in system.hand_sizes)
    if hands.ndim != 2 or hands.shape[1] not in system.hand_sizes:
        raise InvalidCardError(
            f"{system.name} takes an (N, k) integer array of card indices with k = {sizes};"
            f" got shape {hands.shape}"
        )
    if not np.issubdtype(hands.dtype, np.integer) or hands.dtype == np.bool_:
        raise InvalidCardError(
            f"card indices must be integers: {system.name} takes an (N, k) integer array,"
            f" not one of {hands.dtype}"
        )
    if not hands.dtype.isnative:
        hands = hands.astype(hands.dtype.newbyteorder("="))
    if hands.dtype.itemsize == 8 and hands.dtype.kind == "u":
        hands = hands.astype(np.int64)  # numba mixes uint64 with int64 into floats
    if not hands.flags.c_contiguous:
        hands = np.ascontiguousarray(hands)
    return hands


def bad_row_error(
    system: RankingSystem, hands: npt.NDArray[np.integer[Any]], row: int, valid: int
) -> InvalidCardError:
    """The error for row ``row`` of a batch, whose cards should lie in ``0..valid-1``."""
    cards = hands[row].tolist()
    wrong = [c for c in cards if not 0 <= c < valid]
    names = format_cards(c for c in cards if 0 <= c < 54)
    return InvalidCardError(
        f"row {row} of the batch ({cards}: {names}) holds {wrong[0]!r}, which is not a card"
        f" of the {system.deck().name} pack that {system.name} uses"
    )


def run_kernel(
    system: RankingSystem,
    hands: npt.NDArray[np.integer[Any]],
    valid: int,
    kernel: Callable[..., int],
    *tables: object,
) -> IntArray:
    """The strengths of checked ``hands`` by a compiled ``kernel``, called as
    ``kernel(hands, *tables, out)``. Every kernel stops at the first row holding a number outside
    ``0..valid-1`` and returns that row (-1 when there is none), which is refused here."""
    out = np.empty(len(hands), dtype=np.int64)
    bad = kernel(hands, *tables, out)
    if bad >= 0:
        raise bad_row_error(system, hands, bad, valid)
    return out
