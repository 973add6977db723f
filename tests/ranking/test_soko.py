"""Soko (Canadian Stud). Rules text: soko-ofc-chinese-pineapple-anaconda-paiute-lowball-whiskey.txt,
"Rank of Soko hands"."""

from __future__ import annotations

import itertools
from math import comb

import numpy as np
import pytest

from widow.cards import Card
from widow.errors import InvalidCardError
from widow.ranking import compare, evaluate, get_system

SOKO = get_system("soko")

# One example per category, in the text's order from highest to lowest.
TEXT_ORDER = [
    ("As Ks Qs Js Ts", "royal-flush"),
    ("9h 8h 7h 6h 5h", "straight-flush"),
    ("7c 7d 7h 7s 2c", "four-of-a-kind"),
    ("Kc Kd Kh 5s 5c", "full-house"),
    ("Ad Jd 9d 6d 3d", "flush"),
    ("Tc 9d 8h 7s 6c", "straight"),
    ("Qc Qd Qh 9s 2c", "three-of-a-kind"),
    ("Jc Jd 4h 4s 2c", "two-pair"),
    ("Kh 9h 7h 4h 2c", "four-flush"),
    ("9c 8d 7h 6s Kc", "four-straight"),
    ("Ac Ad Kh 9s 5c", "one-pair"),
    ("Ac Kd 9h 7s 4c", "high-card"),
]


def has_four_run(ranks: set[int]) -> bool:
    values = {r + 2 for r in ranks} | ({1} if 12 in ranks else set())
    return any(all(v + i in values for i in range(4)) for v in range(1, 12))


def has_five_run(ranks: set[int]) -> bool:
    values = {r + 2 for r in ranks} | ({1} if 12 in ranks else set())
    return any(all(v + i in values for i in range(5)) for v in range(1, 11))


@pytest.fixture(scope="module")
def counts() -> dict[str, int]:
    flat = itertools.chain.from_iterable(itertools.combinations(range(52), 5))
    hands = np.fromiter(flat, dtype=np.int8).reshape(-1, 5)
    index = SOKO.category_index(SOKO.evaluate_batch(hands))
    return dict(zip(SOKO.categories, np.bincount(index, minlength=12).tolist(), strict=True))


def test_category_counts_over_all_hands(counts):  # "Rank of Soko hands"
    # Independent arithmetic: walk the rank patterns of no-pair and one-pair hands and split
    # their suit patterns (1024 and 384) into flushes, four flushes and the rest.
    straight_sets = 10
    four_straight = 0
    for ranks in itertools.combinations(range(13), 5):
        if not has_five_run(set(ranks)) and has_four_run(set(ranks)):
            four_straight += 4**5 - 4 - 4 * 5 * 3
    pair_runs = 0
    for pair in range(13):
        for singles in itertools.combinations([r for r in range(13) if r != pair], 3):
            if has_four_run({pair, *singles}):
                pair_runs += 1
    pair_patterns = 13 * comb(12, 3)
    four_flush_of_pair = 4 * 3  # the four's suit, and the pair card's other suit
    pair_suits = comb(4, 2) * 4**3
    four_straight += pair_runs * (pair_suits - four_flush_of_pair)
    expected = {
        "royal-flush": 4,
        "straight-flush": 36,
        "four-of-a-kind": 13 * 48,
        "full-house": 13 * 4 * 12 * 6,
        "flush": 4 * comb(13, 5) - 40,
        "straight": 10 * (4**5 - 4),
        "three-of-a-kind": 13 * 4 * comb(12, 2) * 16,
        "two-pair": comb(13, 2) * 36 * 44,
        "four-flush": (comb(13, 5) - straight_sets) * 60 + pair_patterns * four_flush_of_pair,
        "four-straight": four_straight,
        "one-pair": pair_patterns * pair_suits
        - pair_patterns * four_flush_of_pair
        - pair_runs * (pair_suits - four_flush_of_pair),
    }
    expected["high-card"] = comb(52, 5) - sum(expected.values())
    assert counts == expected
    assert expected["four-flush"] == 4 * comb(13, 4) * 39 - 10 * 4 * 5 * 3


def test_text_order_of_hands():  # "Rank of Soko hands" 1-12
    values = [evaluate(hand, system="soko") for hand, _ in TEXT_ORDER]
    assert [v.category for v in values] == [c for _, c in TEXT_ORDER]
    assert list(SOKO.categories) == [c for _, c in TEXT_ORDER]
    assert all(a > b for a, b in itertools.pairwise(values))


def test_canadian_hands_sit_between_two_pair_and_one_pair():  # "Rank of Soko hands" 1st paragraph
    assert compare("9c 8d 7h 6s 2c", "Ac Ad Kh 5s 3c", system="soko").winner == "first"
    assert compare("Kh 9h 7h 4h 2c", "Kc Qd Jh Ts 4c", system="soko").winner == "first"
    assert compare("3c 3d 2h 2s 5c", "Ah Kh Qh Jh 2c", system="soko").winner == "first"


def test_four_flush_that_is_also_four_straight_is_a_four_flush():  # choice, docs
    assert evaluate("9h 8h 7h 6h Kc", system="soko").category == "four-flush"
    assert evaluate("9h 8h 7h 6c 6h", system="soko").category == "four-flush"


def test_four_flush_ties_on_four_cards_then_odd_card():  # choice, docs
    assert compare("Kh 9h 7h 4h 2c", "Ks 9s 7s 3s Ac", system="soko").winner == "first"
    assert compare("Kh 9h 7h 4h 3c", "Ks 9s 7s 4s 2c", system="soko").winner == "first"
    assert compare("Kh 9h 7h 4h 3c", "Ks 9s 7s 4s 3d", system="soko").winner == "tie"


def test_four_straight_ties_on_top_card_then_odd_card():  # choice, docs
    assert compare("9c 8d 7h 6s 2c", "8c 7d 6h 5s Ac", system="soko").winner == "first"
    assert compare("9c 8d 7h 6s Kc", "9d 8h 7s 6c Qd", system="soko").winner == "first"
    assert compare("9c 8d 7h 6s 6c", "9d 8h 7s 6d 2d", system="soko").winner == "first"


def test_ace_counts_high_or_low_in_four_straight():  # choice, docs
    low = evaluate("Ac 2d 3h 4s 9c", system="soko")
    high = evaluate("Ac Kd Qh Js 5c", system="soko")
    assert low.category == high.category == "four-straight"
    assert low < evaluate("5c 4d 3h 2s 9d", system="soko") < high
    assert evaluate("Qc Kd Ah 2s 9c", system="soko").category == "high-card"


def test_describe():
    assert evaluate("Ac 2d 3h 4s Kc", system="soko").describe() == (
        "four straight, four high (4-3-2-A plus K)"
    )
    assert evaluate("Kc Kd Kh 5s 5c", system="soko").describe() == "full house, kings over fives"


def test_scalar_matches_batch():
    rng = np.random.default_rng(2)
    hands = np.array([rng.choice(52, 5, replace=False) for _ in range(5000)])
    batch = SOKO.evaluate_batch(hands).tolist()
    assert batch == [SOKO.evaluate([Card(c) for c in h]).strength for h in hands.tolist()]


def test_bad_input_is_refused():
    with pytest.raises(InvalidCardError, match="5 cards; got 6"):
        evaluate("2c 3d 4h 5s 7c 8c", system="soko")
    with pytest.raises(InvalidCardError, match="XR"):
        evaluate("2c 3d 4h 5s XR", system="soko")
    with pytest.raises(InvalidCardError, match=r"got shape \(1, 3\)"):
        SOKO.evaluate_batch(np.zeros((1, 3), dtype=np.int64))
