"""The compiled batch kernels against each system's numpy evaluator and its one-hand evaluator,
and every malformed batch refused with a clear error."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from widow.cards import parse_cards
from widow.errors import InvalidCardError
from widow.ranking import _poker, evaluate, evaluate_batch, get_system

# (system, options, hand size, pack size)
CASES: list[tuple[str, dict[str, Any], int, int]] = [
    ("ace-to-five", {}, 5, 52),
    ("ace-to-five", {"qualifier": "8"}, 7, 52),
    ("ace-to-five", {"jokers": 2}, 7, 54),
    ("deuce-to-seven", {}, 5, 52),
    ("deuce-to-seven", {}, 6, 52),
    ("deuce-to-seven", {}, 7, 52),
    ("deuce-to-seven", {"jokers": 1, "qualifier": "9"}, 7, 53),
    ("ace-to-six", {}, 7, 52),
    ("ace-to-six", {"jokers": 2}, 5, 54),
    ("soko", {}, 5, 52),
    ("paiute", {}, 6, 52),
    ("paiute", {"wild_rank": "2"}, 6, 52),
    ("paiute", {"wild_rank": "A"}, 6, 52),
    ("brag", {}, 3, 52),
    ("brag", {"a23": "low", "threes_high": False}, 3, 52),
    ("commerce", {}, 3, 52),
    ("chinese-front", {}, 3, 52),
]


def random_hands(seed: int, n: int, k: int, deck: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    return np.argsort(rng.random((n, deck)), axis=1)[:, :k].astype(np.int8)


def suited_hands(seed: int, n: int, k: int) -> np.ndarray:
    """Hands with at least five cards of one suit, where lowball kernels take their slow path."""
    rng = np.random.default_rng(seed)
    rows = []
    for _ in range(n):
        suit = int(rng.integers(4))
        same = rng.choice(13, 5, replace=False) * 4 + suit
        rest = rng.choice(np.setdiff1d(np.arange(52), same), k - 5, replace=False)
        rows.append(rng.permutation(np.concatenate([same, rest])))
    return np.array(rows, dtype=np.int8)


@pytest.mark.parametrize(("name", "options", "k", "deck"), CASES)
def test_kernel_equals_numpy_evaluator(name: str, options: dict[str, Any], k: int, deck: int):
    system = get_system(name, **options)
    hands = random_hands(hash((name, k, deck)) & 0xFFFF, 20_000, k, deck)
    if k >= 5 and name in ("deuce-to-seven", "ace-to-six", "soko"):
        hands = np.concatenate([hands, suited_hands(k, 2_000, k)])
    assert system.evaluate_batch(hands).tolist() == system.numpy_batch(hands).tolist()


@pytest.mark.parametrize(("name", "options", "k", "deck"), CASES)
def test_kernel_equals_one_hand_evaluate(name: str, options: dict[str, Any], k: int, deck: int):
    system = get_system(name, **options)
    hands = random_hands(k + deck, 400, k, deck)
    batch = system.evaluate_batch(hands).tolist()
    assert batch == [system.evaluate(parse_cards(h)).strength for h in hands.tolist()]


def test_paiute_kernel_with_every_wild_card():
    # Four wild cards with two naturals: the rarest rows of the table.
    system = get_system("paiute", wild_rank="7")
    wild = [4 * 5 + s for s in range(4)]
    others = [c for c in range(52) if c >> 2 != 5]
    hands = np.array([[*wild, a, b] for a in others for b in others if a < b], dtype=np.int16)
    assert system.evaluate_batch(hands).tolist() == system.numpy_batch(hands).tolist()


# --- the one-hand evaluator of high: direct reckoning, then the tables --------------------------


@pytest.mark.parametrize(
    ("options", "k", "deck"), [({}, 7, 52), ({"jokers": 2, "wild_rank": "5"}, 7, 54)]
)
def test_direct_one_hand_values_equal_the_table_values(options: dict[str, Any], k: int, deck: int):
    keys = get_system("high", **options)._keys
    direct = _poker.ScalarEvaluator(keys, suit_order=True)
    tabled = _poker.ScalarEvaluator(keys, suit_order=True)
    tabled._calls = tabled.DIRECT_CALLS  # straight to the tables
    hands = random_hands(k * deck, 3000, k, deck).tolist()
    assert [direct._direct(h) for h in hands] == [tabled.value_and_key(h) for h in hands]


def test_direct_wild_card_values_equal_the_tables_for_every_heavy_wild_hand():
    # Every hand of five to seven cards with three or more wild cards: the direct reckoning
    # (with its five-of-a-kind shortcut) against the table built step by step.
    tables = _poker.tables()
    checked = 0
    for total in (5, 6, 7):
        for wilds in range(3, total + 1):
            for counts in _poker._multisets(total - wilds, 4):
                slot = _poker.multiset_slot(tables.offsets, counts)
                expected = int(tables.nonflush[total - wilds, wilds, slot])
                assert _poker.best_with_wilds(counts, wilds) == expected, (counts, wilds)
                checked += 1
    assert checked > 3000


def test_one_hand_evaluator_switches_to_the_tables():
    evaluator = _poker.ScalarEvaluator(_poker.card_keys(None, 0), suit_order=False)
    hand = [int(c) for c in parse_cards("As Ks Qs Js Ts")]
    for _ in range(evaluator.DIRECT_CALLS + 1):
        value = evaluator.value(hand)
    assert evaluator._nonflush is not None
    assert _poker.category_name(value, royal_flush=True) == "royal-flush"


# --- malformed batches ----------------------------------------------------------------------------


@pytest.mark.parametrize("system", ["high", "la-viuda", "ace-to-five", "soko", "paiute", "brag"])
@pytest.mark.parametrize("dtype", [">i8", ">i4", ">u2", "<u8", "u1", ">i2"])
def test_any_byte_order_and_width_gives_the_same_strengths(system: str, dtype: str):
    k = {"brag": 3, "paiute": 6}.get(system, 5)
    hands = random_hands(7, 500, k, 52)
    expected = evaluate_batch(hands.astype(np.int64), system=system)
    got = evaluate_batch(hands.astype(np.dtype(dtype)), system=system)
    assert got.tolist() == expected.tolist()


@pytest.mark.parametrize(
    ("cards", "message"),
    [
        ([[0, 1, 2, 3, 4], [0, 1, 2]], "every row the same length"),
        (None, "not NoneType None"),
        ("As Ks Qs Js Ts", "not str"),
        (5, "not int 5"),
        ([[0.5, 1, 2, 3, 4]], "must be integers"),
        ([[True, False, True, False, True]], "must be integers"),
        ([[0, 1, 2, 3, 10**30]], "must be integers"),
        ([[0, 1, 2, 3]], r"got shape \(1, 4\)"),
        ([[0, 1, 2, 3, 52]], "holds 52, which is not a card of the standard pack"),
        ([[0, 1, 2, 3, -1]], "holds -1"),
    ],
)
@pytest.mark.parametrize("system", ["high", "deuce-to-seven", "soko"])
def test_malformed_batches_are_refused_clearly(cards: object, message: str, system: str):
    with pytest.raises(InvalidCardError, match=message):
        evaluate_batch(cards, system=system)  # type: ignore[arg-type]


@pytest.mark.parametrize("system", ["brag", "paiute"])
def test_malformed_batches_for_other_sizes(system: str):
    with pytest.raises(InvalidCardError, match="same length"):
        evaluate_batch([[0, 1, 2], [0, 1]], system=system)
    with pytest.raises(InvalidCardError, match="which is not a card"):
        evaluate_batch([[0, 1, 99] if system == "brag" else [0, 1, 2, 3, 4, 99]], system=system)


@pytest.mark.parametrize("hand", [None, 5, 1.5, object()])
def test_a_hand_that_is_no_sequence_is_refused_clearly(hand: object):
    with pytest.raises(InvalidCardError, match="a hand is card text"):
        evaluate(hand)  # type: ignore[arg-type]
