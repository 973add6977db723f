"""Commerce. Rules text: "Commerce hands" in
commerce-paiute-preference-horse-race-faro-farmer-tonk-bourre-brag-lowball.txt."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from widow.cards import Card
from widow.errors import InvalidCardError
from widow.ranking import compare, evaluate, get_system
from widow.ranking.commerce import point

COMMERCE = get_system("commerce")
ALL = np.array(list(itertools.combinations(range(52), 3)))


def test_category_counts():  # "Commerce hands"
    # Three-card poker counts: the sequence is the straight flush (48, with A-K-Q and 3-2-A);
    # plain straights (720) are not a Commerce hand and score as point with the high cards.
    counts = np.bincount(COMMERCE.category_index(COMMERCE.evaluate_batch(ALL)), minlength=5)
    expected = {"tricon": 52, "sequence": 48, "flush": 1096, "pair": 3744, "point": 16440 + 720}
    assert dict(zip(COMMERCE.categories, counts.tolist(), strict=True)) == expected


def test_text_order_of_categories():  # "Commerce hands" 1-5
    hands = ["Jc Jd Jh", "9c 8c 7c", "Kd 9d 4d", "5c 5d 9h", "Ac Kd Qh"]
    values = [evaluate(h, system="commerce") for h in hands]
    assert [v.category for v in values] == list(COMMERCE.categories)
    assert all(a > b for a, b in itertools.pairwise(values))


def test_tricon_by_rank_aces_high():  # "Commerce hands" 1
    assert compare("Ac Ad Ah", "Kc Kd Kh", system="commerce").winner == "first"
    assert compare("2c 2d 2h", "3c 3d 3h", system="commerce").winner == "second"


def test_sequence_ace_high_or_low():  # "Commerce hands" 2
    akq = evaluate("As Ks Qs", system="commerce")
    a32 = evaluate("3h 2h Ah", system="commerce")
    assert akq.category == a32.category == "sequence"
    assert a32 < evaluate("4d 3d 2d", system="commerce") < akq
    assert evaluate("Kc Ac 2c", system="commerce").category == "flush"


def test_sequence_needs_one_suit():  # "Commerce hands" 2
    assert evaluate("9c 8d 7c", system="commerce").category == "point"


def test_flush_ties_by_point_then_cards():  # "Commerce hands" 3; then by cards: choice, docs
    assert compare("Ad 4d 2d", "Kh Qh 4h", system="commerce").winner == "second"  # 17 v 24
    assert compare("Kd Td 4d", "Qh Jh 4h", system="commerce").winner == "first"  # 24 v 24
    assert compare("Kd Td 4d", "Ks Ts 4s", system="commerce").winner == "tie"


def test_pair_then_kicker():  # "Commerce hands" 4
    assert compare("5c 5d 9h", "5h 5s 8h", system="commerce").winner == "first"
    assert compare("6c 6d 2h", "5h 5s Ah", system="commerce").winner == "first"


def test_point_then_cards_high_to_low():  # "Commerce hands" 5 and the point paragraph
    assert point([Card("As"), Card("Kd"), Card("5h")]) == 26
    assert compare("Ac 4d 2h", "Kc 6d 2s", system="commerce").winner == "second"  # 17 v 18
    assert compare("Ac 4d 3h", "Kc 6d 2s", system="commerce").winner == "first"  # 18 v 18
    assert compare("Kc Qd 5h", "Jc Td 5s", system="commerce").winner == "first"  # 25 v 25
    assert compare("Kc Qd 5h", "Kd Jh 5s", system="commerce").winner == "first"


def test_ties_match_a_reference_key():
    pip = {r: (11 if r == 12 else min(r + 2, 10)) for r in range(13)}

    def key(cards: list[int]) -> tuple[int, ...]:
        ranks = sorted((c >> 2 for c in cards), reverse=True)
        suited = len({c & 3 for c in cards}) == 1
        total = sum(pip[r] for r in ranks)
        if ranks[0] == ranks[2]:
            return (4, ranks[0])
        if suited and ranks == [12, 1, 0]:
            return (3, 1)
        if suited and ranks[0] - ranks[2] == 2:
            return (3, ranks[0])
        if suited:
            return (2, total, *ranks)
        if len(set(ranks)) == 2:
            return (1, ranks[1], ranks[0] + ranks[2] - ranks[1])
        return (0, total, *ranks)

    strengths = COMMERCE.evaluate_batch(ALL)
    keys = [key(h) for h in ALL.tolist()]
    order = sorted(range(len(keys)), key=keys.__getitem__)
    ranked = strengths[order]
    assert (np.diff(ranked) >= 0).all()
    same = np.array([keys[a] == keys[b] for a, b in itertools.pairwise(order)])
    assert ((np.diff(ranked) == 0) == same).all()


def test_scalar_matches_batch():
    batch = COMMERCE.evaluate_batch(ALL).tolist()
    assert batch == [COMMERCE.evaluate([Card(c) for c in h]).strength for h in ALL.tolist()]


def test_describe():
    assert evaluate("3s 2s As", system="commerce").describe() == "sequence, three high (3-2-A)"
    assert evaluate("Kd 9d 4d", system="commerce").describe() == "flush, point 23 (K-9-4)"
    assert evaluate("Jc Jd Jh", system="commerce").describe() == "tricon of jacks"


def test_bad_input_is_refused():
    with pytest.raises(InvalidCardError, match="3 cards; got 4"):
        evaluate("2c 3d 4h 5s", system="commerce")
    with pytest.raises(InvalidCardError, match="integer array"):
        COMMERCE.evaluate_batch(np.array([["2c", "3d", "4h"]]))
