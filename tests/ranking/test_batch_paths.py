"""The fast batch paths: the plain ``high`` kernels (no wild cards, one per hand size, the five-card
one over its own hash table) and the lowball kernels for packs without jokers against the general
kernels and the one-hand evaluator, and batches split across threads against the same batch on
one thread."""

from __future__ import annotations

import itertools
import os
from typing import Any

import numpy as np
import pytest

from widow.cards import parse_cards
from widow.errors import InvalidCardError, InvalidOptionError
from widow.ranking import _poker, evaluate_batch, get_system
from widow.ranking import _poker_kernels as kernels
from widow.ranking._batch import PARALLEL_ROWS, available_cores, thread_count


def random_hands(seed: int, n: int, k: int, deck: int = 52) -> np.ndarray:
    rng = np.random.default_rng(seed)
    return np.argsort(rng.random((n, deck)), axis=1)[:, :k].astype(np.int8)


def flush_hands(seed: int, n: int, k: int) -> np.ndarray:
    """Hands with at least five cards of one suit, where the plain kernels read the flush table."""
    rng = np.random.default_rng(seed)
    suits = rng.integers(0, 4, size=(n, 1))
    same = np.argsort(rng.random((n, 13)), axis=1)[:, :5] * 4 + suits
    rows = []
    for row in same.tolist():
        rest = rng.choice(np.setdiff1d(np.arange(52), row), k - 5, replace=False)
        rows.append(rng.permutation(np.concatenate([row, rest])))
    return np.array(rows, dtype=np.int8)


def general_kernel(system: Any, hands: np.ndarray) -> np.ndarray:
    """The wild-card kernel, which reads the shared tables by hand size and wild count: the
    route every ``high`` batch took before the plain kernels, run here on hands without wild
    cards."""
    t = _poker.tables()
    out = np.empty(len(hands), dtype=np.int64)
    kernels._wild_kernel(
        hands, system._keys, t.offsets, t.nonflush, t.flush, system.suit_order, out
    )
    return out


@pytest.mark.parametrize("suit_order", [False, True])
@pytest.mark.parametrize("k", [5, 6, 7])
def test_plain_kernels_equal_the_general_kernel(k: int, suit_order: bool) -> None:
    system = get_system("high", suit_order=suit_order)
    hands = np.concatenate([random_hands(k, 50_000, k), flush_hands(k, 3_000, k)])
    assert system.evaluate_batch(hands).tolist() == general_kernel(system, hands).tolist()


@pytest.mark.parametrize("options", [{}, {"qualifier": "9"}])
@pytest.mark.parametrize("name", ["ace-to-five", "deuce-to-seven", "ace-to-six"])
@pytest.mark.parametrize("k", [5, 6, 7])
def test_lowball_kernels_without_jokers_equal_the_joker_kernel(
    k: int, name: str, options: dict[str, Any]
) -> None:
    # The kernel that handles jokers reads the shared tables by joker count: the route every
    # lowball batch took before the kernels for packs without jokers.
    from widow.ranking import lowball
    from widow.ranking._kernels import lowball_kernel

    system = get_system(name, **options)
    hands = np.concatenate([random_hands(k + 7, 20_000, k), flush_hands(k + 8, 2_000, k)])
    offsets, by_ranks, flush5, suited_best = lowball._tables(type(system))
    limit = (system._order(system.qualifier) + 1) << 16 if system.qualifier else 1 << 62
    tables = (system._keys, offsets, by_ranks, flush5, suited_best, system.straights)
    general = np.empty(len(hands), dtype=np.int64)
    lowball_kernel(hands, *tables, lowball._TOP, limit, general)
    assert system.evaluate_batch(hands).tolist() == general.tolist()


@pytest.mark.parametrize("k", [5, 6, 7])
def test_plain_kernels_equal_the_one_hand_evaluator(k: int) -> None:
    system = get_system("high")
    hands = np.concatenate([random_hands(10 + k, 1_500, k), flush_hands(20 + k, 500, k)])
    batch = system.evaluate_batch(hands).tolist()
    assert batch == [system.evaluate(parse_cards(h)).strength for h in hands.tolist()]


def test_five_card_keys_give_each_five_card_rank_multiset_its_own_sum() -> None:
    sums = [
        sum(kernels.FIVE_RANK_KEYS[r] for r in combo)
        for combo in itertools.combinations_with_replacement(range(13), 5)
        if max(combo.count(r) for r in combo) <= 4
    ]
    assert len(set(sums)) == len(sums) == 6175
    # Five copies of the top rank (a row with repeated cards) is the largest sum a row can make.
    assert 5 * kernels.FIVE_RANK_KEYS[-1] < 1 << kernels.FIVE_RANK_BITS


def test_five_card_table_holds_the_shared_value_of_every_rank_multiset() -> None:
    t = _poker.tables()
    offsets, table = kernels.build_five_table(t.nonflush[5, 0], t.offsets)
    low = (1 << kernels.FIVE_SHIFT) - 1
    for counts in _poker._multisets(5, 4):
        five = sum(c * key for c, key in zip(counts, kernels.FIVE_RANK_KEYS, strict=True))
        slot = offsets[five >> kernels.FIVE_SHIFT] + (five & low)
        assert table[slot] == t.nonflush[5, 0, _poker.multiset_slot(t.offsets, counts)]
    # Any rank field a row can make, repeated cards included, reads inside the table.
    fields = np.arange(1 << kernels.FIVE_RANK_BITS)
    assert (offsets[fields >> kernels.FIVE_SHIFT] + (fields & low)).max() < len(table)


def test_plain_kernels_accept_rows_with_repeated_cards() -> None:
    # No repeat check (it would cost a pass): such rows get some value without failing.
    high = get_system("high")
    for k in (5, 6, 7):
        hands = np.array([[c] * k for c in range(52)], dtype=np.int8)
        assert high.evaluate_batch(hands).shape == (52,)


# Every (card, dtype) pair where the dtype can hold the card: the others cannot be written.
OUTSIDE_THE_PACK = [
    (card, dtype)
    for card in (-1, 52, 53, 64, 255, 4096)
    for dtype in ("int8", "uint8", "int16", "int64", "uint64")
    if np.iinfo(dtype).min <= card <= np.iinfo(dtype).max
]


@pytest.mark.parametrize(("card", "dtype"), OUTSIDE_THE_PACK)
def test_a_number_outside_the_pack_is_refused_whatever_the_dtype(card: int, dtype: str) -> None:
    for k in (5, 7):
        hands = random_hands(card & 0xFF, 50, k).astype(dtype)
        hands[37, k - 1] = card
        with pytest.raises(InvalidCardError, match=rf"^row 37 of the batch .* holds {card}\b"):
            get_system("high").evaluate_batch(hands)


# --- threads ---------------------------------------------------------------------------------

THREADED: list[tuple[str, dict[str, Any], int, int]] = [
    ("high", {}, 5, 52),
    ("high", {}, 7, 52),
    ("high", {"jokers": 2, "wild_rank": "2"}, 7, 54),
    ("la-viuda", {"wild_rank": "2"}, 5, 54),
    ("ace-to-five", {}, 7, 52),
    ("deuce-to-seven", {"jokers": 1}, 5, 53),
    ("soko", {}, 5, 52),
    ("paiute", {"wild_rank": "2"}, 6, 52),
    ("brag", {}, 3, 52),
]


@pytest.mark.parametrize(("name", "options", "k", "deck"), THREADED)
def test_threads_give_the_same_strengths(name: str, options: dict[str, Any], k: int, deck: int):
    system = get_system(name, **options)
    hands = random_hands(k * deck, 30_001, k, deck)
    one = system.evaluate_batch(hands, threads=1)
    for threads in (2, 3, 7):
        assert system.evaluate_batch(hands, threads=threads).tolist() == one.tolist()
    # More threads than rows: each row on its own, none lost.
    assert system.evaluate_batch(hands[:2], threads=4).tolist() == one[:2].tolist()
    assert system.evaluate_batch(hands[:0], threads=4).tolist() == []


@pytest.mark.parametrize("threads", [1, 2, 3])
def test_the_first_bad_row_is_named_whichever_thread_finds_it(threads: int) -> None:
    hands = random_hands(3, 9_000, 7)
    hands[8_500, 2] = 52  # in the last thread's share
    hands[4_000, 0] = -3  # in the middle one's
    with pytest.raises(InvalidCardError, match=r"^row 4000 of the batch .* holds -3, which"):
        get_system("high").evaluate_batch(hands, threads=threads)


@pytest.mark.parametrize("threads", [0, -2, 1.5, True, "2"])
def test_threads_must_be_a_positive_whole_number(threads: object) -> None:
    with pytest.raises(InvalidOptionError, match=r"^threads must be a positive whole number"):
        evaluate_batch(random_hands(1, 10, 5), threads=threads)  # type: ignore[arg-type]


def test_by_default_only_large_batches_use_every_core() -> None:
    assert thread_count(None, PARALLEL_ROWS - 1) == 1
    assert thread_count(None, PARALLEL_ROWS) == available_cores()
    assert thread_count(np.int64(3), 10) == 3


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no fork on this platform")
@pytest.mark.filterwarnings("ignore:.*multi-threaded.*fork:DeprecationWarning")
def test_a_forked_process_runs_threaded_batches_too() -> None:
    # The parent's pool threads do not exist in a forked child: it must make its own.
    import multiprocessing

    hands = random_hands(4, 2_000, 7)
    expected = get_system("high").evaluate_batch(hands, threads=2).tolist()
    with multiprocessing.get_context("fork").Pool(1) as pool:
        result = pool.apply_async(_threaded_strengths, (hands,))
        assert result.get(timeout=60) == expected


def _threaded_strengths(hands: np.ndarray) -> list[int]:
    strengths: list[int] = get_system("high").evaluate_batch(hands, threads=2).tolist()
    return strengths
