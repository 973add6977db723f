"""Brag. Rules text: "Rank of Brag hands" in
commerce-paiute-preference-horse-race-faro-farmer-tonk-bourre-brag-lowball.txt."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from widow.cards import Card, parse_cards
from widow.errors import InvalidCardError, InvalidOptionError
from widow.ranking import compare, evaluate, get_system

ALL = np.array(list(itertools.combinations(range(52), 3)))


def brag(**options: object):
    return get_system("brag", **options)


def strength(hand: str, **options: object) -> int:
    return evaluate(hand, system="brag", **options).strength


@pytest.mark.parametrize("options", [{}, {"a23": "low"}, {"threes_high": False}])
def test_category_counts_match_three_card_poker(options):  # "Rank of Brag hands"
    # Published three-card poker counts: straight flush 48, three of a kind 52, straight 720,
    # flush 1,096, pair 3,744, high card 16,440 (A-2-3 and A-K-Q both sequences).
    system = brag(**options)
    counts = np.bincount(system.category_index(system.evaluate_batch(ALL)), minlength=6)
    expected = {"prial": 52, "running-flush": 48, "run": 720, "flush": 1096, "pair": 3744}
    expected["high-card"] = 16440
    assert dict(zip(system.categories, counts.tolist(), strict=True)) == expected


def test_prial_of_threes_ranks_highest():  # "Rank of Brag hands" 1
    values = [strength(f"{r}c {r}d {r}h") for r in "3AKQJT9876542"]
    assert values == sorted(values, reverse=True) and len(set(values)) == 13
    assert strength("3c 3d 3h") > strength("Ac Ad Ah") > strength("2c 2d 2h")


def test_threes_high_off_makes_aces_the_top_prial():  # choice, docs
    assert strength("Ac Ad Ah", threes_high=False) > strength("3c 3d 3h", threes_high=False)
    assert strength("3c 3d 3h", threes_high=False) > strength("2c 2d 2h", threes_high=False)


def test_run_outranks_flush():  # "Rank of Brag hands", opening paragraph
    assert compare("6c 7s 8h", "4d 7d Jd", system="brag").winner == "first"


def test_text_order_of_categories():  # "Rank of Brag hands" 1-6
    hands = ["3c 3d 3h", "9s Ts Js", "6c 7d 8h", "4d 7d Jd", "5c 5d 9h", "Kc 9d 2h"]
    values = [evaluate(h, system="brag") for h in hands]
    assert [v.category for v in values] == list(get_system("brag").categories)
    assert all(a > b for a, b in itertools.pairwise(values))


def test_running_flush_and_run_tie_on_top_card():  # "Rank of Brag hands" 2, 3
    assert compare("9s Ts Js", "9h Th Jh", system="brag").winner == "tie"
    assert compare("6c 7d 8h", "6d 7h 8s", system="brag").winner == "tie"
    assert compare("7c 8d 9h", "6d 7h 8s", system="brag").winner == "first"


def test_a23_top_is_the_best_run():  # choice, docs: the common British rule
    a23, akq, kqj = strength("Ah 2c 3d"), strength("As Kc Qd"), strength("Kh Qh Jc")
    assert a23 > akq > kqj > strength("4h 3c 2d")
    assert strength("Ah 2h 3h") > strength("As Ks Qs")


def test_a23_low_is_the_lowest_run():  # choice, docs
    a23 = strength("Ah 2c 3d", a23="low")
    assert a23 < strength("4h 3c 2d", a23="low") < strength("As Kc Qd", a23="low")
    assert evaluate("Ah 2c 3d", system="brag", a23="low").category == "run"


def test_flush_and_high_card_compare_from_the_top():  # "Rank of Brag hands" 4, 6
    assert compare("Jd 7d 4d", "Jh 6h 5h", system="brag").winner == "first"
    assert compare("Kc 9d 3h", "Kd 9h 2s", system="brag").winner == "first"
    assert compare("Kc 9d 3h", "Kd 9h 3s", system="brag").winner == "tie"


def test_pair_then_odd_card():  # "Rank of Brag hands" 5
    assert compare("5c 5d 9h", "5h 5s 8h", system="brag").winner == "first"
    assert compare("6c 6d 2h", "5h 5s Ah", system="brag").winner == "first"


def test_ties_match_a_reference_key():
    # Oracle: a direct reading of the text as a sort key, over every hand.
    def key(cards: list[int]) -> tuple[int, ...]:
        ranks = sorted((c >> 2 for c in cards), reverse=True)
        suited = len({c & 3 for c in cards}) == 1
        if ranks[0] == ranks[2]:
            return (5, 13 if ranks[0] == 1 else ranks[0])
        if ranks == [12, 1, 0]:
            return (4 if suited else 3, 13)
        if ranks[0] - ranks[2] == 2 and len(set(ranks)) == 3:
            return (4 if suited else 3, ranks[0])
        if suited:
            return (2, *ranks)
        if len(set(ranks)) == 2:
            pair = ranks[1]
            return (1, pair, ranks[0] + ranks[2] - pair)
        return (0, *ranks)

    strengths = brag().evaluate_batch(ALL)
    keys = [key(h) for h in ALL.tolist()]
    order = sorted(range(len(keys)), key=keys.__getitem__)
    ranked = strengths[order]
    assert (np.diff(ranked) >= 0).all()
    same = [keys[a] == keys[b] for a, b in itertools.pairwise(order)]
    assert ((np.diff(ranked) == 0) == np.array(same)).all()


@pytest.mark.parametrize("options", [{}, {"a23": "low", "threes_high": False}])
def test_scalar_matches_batch(options):
    system = brag(**options)
    batch = system.evaluate_batch(ALL)
    assert batch.tolist() == [system.evaluate([Card(c) for c in h]).strength for h in ALL.tolist()]


def test_describe():
    assert evaluate("Ah 2h 3h", system="brag").describe() == "running flush, A-2-3"
    assert evaluate("5c 5d 9h", system="brag").describe() == "pair of fives with a nine"
    assert evaluate("6c 7d 8h", system="brag").describe() == "run, eight high"


def test_bad_input_is_refused():
    with pytest.raises(InvalidOptionError, match="a23 must be 'top' or 'low'"):
        brag(a23="high")
    with pytest.raises(InvalidOptionError, match="threes_high"):
        brag(threes_high="yes")
    with pytest.raises(InvalidCardError, match="3 cards; got 2"):
        evaluate("Ah 2h", system="brag")
    with pytest.raises(InvalidCardError, match="twice"):
        brag().value(parse_cards("Ah 2h") + parse_cards("Ah"))
