"""What every batch evaluator shares: what a batch of hands must look like, the error that names
the first row holding something that is not a card of the system's pack, and the run of a
compiled kernel over the batch, split across threads when it is large."""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from functools import lru_cache
from itertools import pairwise
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from widow.cards import format_cards
from widow.errors import InvalidCardError, InvalidOptionError
from widow.i18n import N_

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


#: Batches with fewer rows than this run on the calling thread alone when ``threads`` is not
#: given. At it, each of two threads gets work for a quarter of a millisecond or more (at 300 to
#: 500 million hands a second), well above the tens of microseconds that waking a waiting thread
#: and collecting its result cost; the blocks of 65,536 hands that exact odds enumerate stay on
#: one thread.
PARALLEL_ROWS = 1 << 17


def available_cores() -> int:
    """How many processor cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # not every platform can tell
        return os.cpu_count() or 1


def thread_count(threads: object, rows: int) -> int:
    """How many threads evaluate a batch of ``rows`` hands: ``threads`` itself (a positive
    integer), or with ``None`` every available core for a large batch and one for a small one.

    >>> thread_count(2, 10), thread_count(None, 10)
    (2, 1)
    >>> thread_count(0, 10)
    Traceback (most recent call last):
    ...
    widow.errors.InvalidOptionError: threads must be a positive whole number or None, not 0
    """
    if threads is None:
        return available_cores() if rows >= PARALLEL_ROWS else 1
    if isinstance(threads, bool) or not isinstance(threads, int | np.integer) or threads < 1:
        raise InvalidOptionError(
            N_("threads must be a positive whole number or None, not {given}").format(
                given=_quoted(threads)
            )
        )
    return int(threads)


@lru_cache(maxsize=1)
def _pool_of(process: int) -> ThreadPoolExecutor:
    # One pool per process, made on its first parallel batch; its threads wait idle between
    # batches, so a batch pays no thread start-up. A forked child has none of its parent's
    # threads, so it gets a pool of its own (keyed by process id) instead of waiting forever.
    return ThreadPoolExecutor(max_workers=available_cores(), thread_name_prefix="widow-batch")


def _pool() -> ThreadPoolExecutor:
    return _pool_of(os.getpid())


def run_kernel(
    system: RankingSystem,
    hands: npt.NDArray[np.integer[Any]],
    valid: int,
    kernel: Callable[..., int],
    *tables: object,
    threads: object = None,
) -> IntArray:
    """The strengths of checked ``hands`` by a compiled ``kernel``, called as
    ``kernel(hands, *tables, out)``.

    Kernels read their tables without testing the cards, so every chunk is first searched for a
    number outside ``0..valid-1`` (:func:`._kernels.first_bad_row`); the first such row is refused
    here, as is a row a kernel returns (every kernel returns -1). With more than one thread (see
    :func:`thread_count`) the batch is cut into that many runs of rows, each run on its own
    thread: the kernels release the GIL, so the runs go on at once on different cores.
    """
    from widow.ranking._kernels import first_bad_row  # numba loads on first batch

    rows = len(hands)
    out = np.empty(rows, dtype=np.int64)
    workers = min(thread_count(threads, rows), max(rows, 1))

    def run(start: int, stop: int) -> int:
        chunk = hands[start:stop]
        bad = first_bad_row(chunk, valid)
        if bad < 0:
            bad = kernel(chunk, *tables, out[start:stop])
        return -1 if bad < 0 else start + bad

    if workers == 1:
        bad = run(0, rows)
    else:
        bounds = [rows * part // workers for part in range(workers + 1)]
        others = [_pool().submit(run, start, stop) for start, stop in pairwise(bounds[1:])]
        found = [run(0, bounds[1]), *(future.result() for future in others)]
        bad = min((row for row in found if row >= 0), default=-1)
    if bad >= 0:
        raise bad_row_error(system, hands, bad, valid)
    return out
