"""Paiute. Rules text: soko-ofc-chinese-pineapple-anaconda-paiute-lowball-whiskey.txt, "Paiute"
("Winning combinations in Paiute")."""

from __future__ import annotations

import itertools
from math import comb

import numpy as np
import pytest

from widow.cards import Card
from widow.errors import InvalidCardError, InvalidOptionError
from widow.ranking import compare, evaluate, get_system


def value(hand: str, wild: str | None = None):
    return evaluate(hand, system="paiute", wild_rank=wild)


def test_five_of_a_kind_is_four_and_a_wild():  # "Winning combinations" 1
    assert value("9c 9d 9h 9s 2c 5d", wild="2").category == "five-of-a-kind"
    assert value("9c 9d 9h 9s 2c 5d").category == "none"


def test_five_of_a_kind_ties_by_rank():  # "Winning combinations" 1
    nines = "9c 9d 9h 9s 2c 5d"
    eights = "8c 8d 8h 8s 2d 5h"
    assert compare(nines, eights, system="paiute", wild_rank="2").winner == "first"


def test_royal_flushes_tie():  # "Winning combinations" 2
    first, second = value("As Ks Qs Js Ts 3c"), value("Ah Kh Qh Jh Th 9d")
    assert first.category == "royal-flush"
    assert first == second


def test_straight_flush_by_top_card():  # "Winning combinations" 3
    example = value("4s 5s 6s 7s 8s Kd")
    assert example.category == "straight-flush"
    assert example > value("3h 4h 5h 6h 7h Kc")
    assert example == value("4h 5h 6h 7h 8h Qc")


def test_four_two_by_rank_of_the_four():  # "Winning combinations" 4
    example = value("8c 8d 8h 8s 4c 4d")
    assert example.category == "four-two"
    assert example > value("7c 7d 7h 7s Ac Ad")


def test_four_two_with_equal_fours_tie_whatever_the_pair():  # choice, docs
    four_fours = value("8c 8d 8h 2s 4c 4d", wild="2")
    assert four_fours.category == "four-two"
    assert four_fours == value("8c 8d 8h 2s Ac Ad", wild="2")


def test_three_three_by_higher_three():  # "Winning combinations" 5
    example = value("7c 7d 7h 3c 3d 3h")
    assert example.category == "three-three"
    assert example.describe() == "three-three, sevens over threes"
    assert example > value("6c 6d 6h 5c 5d 5h")
    assert example == value("7s 7c 7d 4c 4d 4h")  # the lower three does not count


def test_paiute_by_pairs_high_to_low():  # "Winning combinations" 6
    example = value("Qc Qd Th Ts 6c 6d")
    assert example.category == "paiute"
    assert example > value("Qh Qs Tc Td 5c 5d")
    assert example < value("Qh Qs Jc Jd 2c 2d")
    assert example == value("Qh Qs Tc Td 6h 6s")


def test_straights_and_flushes_count_for_nothing():  # "Winning combinations", last paragraph
    assert value("2h 5h 7h 9h Jh Kh").category == "none"
    assert value("4c 5d 6h 7s 8c Kd").category == "none"
    assert value("2h 5h 7h 9h Jh Kh") == value("2c 3d 7h 9s Jh Kh")


def test_text_order_of_combinations():  # "Winning combinations" 1-6
    hands = [
        ("9c 9d 9h 9s 2c 5d", "2"),
        ("As Ks Qs Js Ts 3c", "2"),
        ("4s 5s 6s 7s 8s Kd", "2"),
        ("8c 8d 8h 8s 4c 4d", "2"),
        ("7c 7d 7h 3c 3d 3h", "2"),
        ("Qc Qd Th Ts 6c 6d", "2"),
        ("Ac Kd 9h 7s 5c 3d", "2"),
    ]
    values = [value(h, w) for h, w in hands]
    system = get_system("paiute", wild_rank="2")
    assert [v.category for v in values] == list(system.categories)
    assert all(a > b for a, b in itertools.pairwise(values))


def test_wild_cards_complete_combinations():  # "Setup": cards of the up-card's rank are wild
    assert value("Qc Qd Th Ts 6c 2d", wild="2").describe() == "paiute, queens, tens and sixes"
    assert value("Qc 2d Th 2s 6c 6d", wild="2").describe() == "paiute, queens, tens and sixes"
    assert value("As Ks Qs 2d Ts 3c", wild="2").category == "royal-flush"
    # A wild card turns a three-three into a four-two, and a three into five of a kind.
    assert value("7c 7d 7h 3c 3d 2h", wild="2").describe() == "four-two, four sevens and a pair"
    assert value("Kc Kd Kh 2c 2d 2h", wild="2").describe() == "five of a kind, kings"


def test_wild_cards_take_the_best_combination():
    assert value("8c 8d 8h 8s 2c 2d", wild="2").describe() == "five of a kind, eights"
    assert value("8c 8d 8h 8s 2c 2d").describe() == "four-two, four eights and a pair"
    assert value("5h 4h 3h 2h Kc Qd", wild="K").describe() == "straight flush, six high"


def test_ace_low_straight_flush_is_the_lowest():  # choice, docs
    wheel = value("Ah 2h 3h 4h 5h Kc")
    assert wheel.category == "straight-flush"
    assert wheel < value("2d 3d 4d 5d 6d Kc")


def test_hands_without_combination_tie():  # choice, docs
    assert compare("Ac Kd 9h 7s 5c 3d", "2c 4d 6h 8s Tc Qd", system="paiute").winner == "tie"


def test_counts_on_a_six_rank_pack():
    # Every six-card hand from the 24 cards nine to ace, no wild cards, against arithmetic.
    deck = [c for c in range(52) if c >> 2 >= 7]
    hands = np.array(list(itertools.combinations(deck, 6)))
    system = get_system("paiute")
    counts = dict(
        zip(
            system.categories,
            np.bincount(system.category_index(system.evaluate_batch(hands)), minlength=7).tolist(),
            strict=True,
        )
    )
    royal = 4 * (24 - 5)
    straight_flush = 4 * (24 - 5 - 1)  # nine to king, less the hands that are also royal
    expected = {
        "five-of-a-kind": 0,
        "royal-flush": royal,
        "straight-flush": straight_flush,
        "four-two": 6 * 5 * comb(4, 2),
        "three-three": comb(6, 2) * 4 * 4,
        "paiute": comb(6, 3) * comb(4, 2) ** 3,
    }
    expected["none"] = comb(24, 6) - sum(expected.values())
    assert counts == expected


def biased_hands(rng: np.random.Generator, count: int, wild: int | None) -> np.ndarray:
    """Random hands drawn from few ranks (and sometimes one suit) so combinations are common."""
    out: list[np.ndarray] = []
    while len(out) < count:
        ranks = list(rng.choice(13, size=int(rng.integers(1, 4)), replace=False))
        if wild is not None and rng.random() < 0.6:
            ranks.append(wild)
        pool = {4 * r + s for r in ranks for s in range(4)}
        if rng.random() < 0.3:
            suit, top = int(rng.integers(4)), int(rng.integers(3, 13))
            pool = {4 * ((top - i) % 13) + suit for i in range(5)}
            if wild is not None:
                pool |= {4 * wild + s for s in range(4)}
        pool |= set(rng.choice(52, 2, replace=False).tolist())
        if len(pool) >= 6:
            out.append(rng.choice(sorted(pool), 6, replace=False))
    return np.array(out)


@pytest.mark.parametrize("wild", [None, 0, 7, 11, 12])
def test_scalar_matches_batch(wild):
    # The scalar path tries every rank for each wild card and every five cards for flushes.
    rng = np.random.default_rng(wild or 99)
    system = get_system("paiute", wild_rank=wild)
    uniform = np.array([rng.choice(52, 6, replace=False) for _ in range(200)])
    hands = np.concatenate([biased_hands(rng, 700, wild), uniform])
    batch = system.evaluate_batch(hands)
    scalar = [system.evaluate([Card(c) for c in h]).strength for h in hands.tolist()]
    assert batch.tolist() == scalar
    assert len(set(system.category_index(batch).tolist())) >= 5


def test_bad_input_is_refused():
    with pytest.raises(InvalidOptionError, match="wild_rank"):
        get_system("paiute", wild_rank="1")
    with pytest.raises(InvalidCardError, match="6 cards; got 5"):
        value("2c 3d 4h 5s 6c")
