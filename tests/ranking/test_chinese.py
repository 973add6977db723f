"""The Chinese Poker front hand. Rules text: soko-ofc-chinese-pineapple-anaconda-paiute-lowball-
whiskey.txt, "Chinese Poker" ("Game play")."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from widow.cards import Card
from widow.errors import InvalidCardError
from widow.ranking import compare, evaluate, get_system

FRONT = get_system("chinese-front")
ALL = np.array(list(itertools.combinations(range(52), 3)))


def test_category_counts():  # "Game play": no straights or flushes in the front hand
    # Three-card poker counts with straights, flushes and straight flushes folded into high card:
    # 16,440 + 720 + 1,096 + 48.
    counts = np.bincount(FRONT.category_index(FRONT.evaluate_batch(ALL)), minlength=3)
    assert counts.tolist() == [52, 3744, 16440 + 720 + 1096 + 48]


def test_straights_and_flushes_do_not_count():  # "Game play"
    assert evaluate("Qs Js Ts", system="chinese-front").category == "high-card"
    assert compare("Qs Js Ts", "Qh Jd Tc", system="chinese-front").winner == "tie"
    assert compare("Qs Js 9s", "Qh Jd Tc", system="chinese-front").winner == "second"


def test_order_and_ties():  # "Game play": the standard rank of poker hands
    hands = ["2c 2d 2h", "Ac Ad 3h", "Ks Qh 9d"]
    values = [evaluate(h, system="chinese-front") for h in hands]
    assert [v.category for v in values] == list(FRONT.categories)
    assert values[0] > values[1] > values[2]
    assert compare("9c 9d Kh", "9h 9s Qh", system="chinese-front").winner == "first"
    assert compare("Kc 9d 4h", "Kd 9h 3s", system="chinese-front").winner == "first"


def test_distinct_values():
    # 13 trips, 13 * 12 pairs with odd card, C(13, 3) sets of three ranks.
    assert len(np.unique(FRONT.evaluate_batch(ALL))) == 13 + 13 * 12 + 286


def test_scalar_matches_batch():
    batch = FRONT.evaluate_batch(ALL).tolist()
    assert batch == [FRONT.evaluate([Card(c) for c in h]).strength for h in ALL.tolist()]


def test_describe():
    assert evaluate("9c 9d Kh", system="chinese-front").describe() == "one pair, nines, with a king"


def test_bad_input_is_refused():
    with pytest.raises(InvalidCardError, match="3 cards; got 5"):
        evaluate("2c 3d 4h 5s 6c", system="chinese-front")
