"""Exact category counts over every hand, against published tables."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from widow.analysis.odds import category_counts
from widow.ranking import get_system


def test_five_card_counts_match_the_published_table() -> None:
    # Poker hand probabilities chart (rules texts, "Poker hand probabilities"): all C(52, 5) hands.
    counts = category_counts(get_system("high"), 5)
    assert counts == {
        "five-of-a-kind": 0,
        "royal-flush": 4,
        "straight-flush": 36,
        "four-of-a-kind": 624,
        "full-house": 3_744,
        "flush": 5_108,
        "straight": 10_200,
        "three-of-a-kind": 54_912,
        "two-pair": 123_552,
        "one-pair": 1_098_240,
        "high-card": 1_302_540,
    }


@pytest.mark.parametrize("method", ["count", "enumerate"])
def test_six_card_counts_match_the_published_table(method: str) -> None:
    # Best five of six, C(52, 6) = 20,358,520 hands (Wikipedia, "Poker probability", 6-card table).
    counts = category_counts(get_system("high"), 6, method=method)
    assert counts == {
        "five-of-a-kind": 0,
        "royal-flush": 188,
        "straight-flush": 1_656,
        "four-of-a-kind": 14_664,
        "full-house": 165_984,
        "flush": 205_792,
        "straight": 361_620,
        "three-of-a-kind": 732_160,
        "two-pair": 2_532_816,
        "one-pair": 9_730_740,
        "high-card": 6_612_900,
    }


@pytest.mark.parametrize("method", ["count", pytest.param("enumerate", marks=pytest.mark.slow)])
def test_seven_card_counts_match_the_published_table(method: str) -> None:
    # Best five of seven, all 133,784,560 hands (Wikipedia, "Poker probability", 7-card table):
    # by classes of rank multiset and flush in a fraction of a second, or hand by hand.
    counts = category_counts(get_system("high"), 7, method=method)
    assert counts["royal-flush"] + counts["straight-flush"] == 41_584
    assert counts == {
        "five-of-a-kind": 0,
        "royal-flush": 4_324,
        "straight-flush": 37_260,
        "four-of-a-kind": 224_848,
        "full-house": 3_473_184,
        "flush": 4_047_644,
        "straight": 6_180_020,
        "three-of-a-kind": 6_461_620,
        "two-pair": 31_433_400,
        "one-pair": 58_627_800,
        "high-card": 23_294_460,
    }


def test_deuces_wild_counts_match_the_published_table() -> None:
    # Deuces wild, five of a kind allowed, wild cards take the best value: Cactus Kev,
    # "Enumerating Wild Card Hands" (http://suffe.cool/poker/wild.html), which checks the table in
    # Scarne's Guide to Modern Poker. It lists 4 natural and 480 wild royal flushes.
    counts = category_counts(get_system("high", wild_rank="2"), 5)
    assert counts == {
        "five-of-a-kind": 672,
        "royal-flush": 4 + 480,
        "straight-flush": 2_068,
        "four-of-a-kind": 31_552,
        "full-house": 12_672,
        "flush": 14_472,
        "straight": 62_232,
        "three-of-a-kind": 355_080,
        "two-pair": 95_040,
        "one-pair": 1_225_008,
        "high-card": 799_680,
    }


def test_one_joker_counts_by_brute_force() -> None:
    # No published table at hand for a fully wild joker, so count the C(53, 5) = 2,869,685 hands
    # another way (as Alspach does in "Bring On The Jokers"): hands without the joker are the
    # plain 52-card table, and each four-card hand plus the joker takes the best category over
    # the 48 cards it could become, or five of a kind when the four cards are quads.
    plain = get_system("high")
    counts = dict(category_counts(plain, 5))
    fours = np.array(list(itertools.combinations(range(52), 4)), dtype=np.int8)
    best = np.full(len(fours), len(plain.categories), dtype=np.int64)
    for card in range(52):
        free = ~(fours == card).any(axis=1)
        hands = np.concatenate([fours[free], np.full((int(free.sum()), 1), card, np.int8)], 1)
        index = plain.category_index(plain.evaluate_batch(hands))
        best[free] = np.minimum(best[free], index)
    quads = (fours >> 2 == (fours[:, :1] >> 2)).all(axis=1)
    best[quads] = plain.categories.index("five-of-a-kind")
    for i, n in enumerate(np.bincount(best, minlength=len(plain.categories)).tolist()):
        counts[plain.categories[i]] += n
    assert sum(counts.values()) == 2_869_685
    assert category_counts(get_system("high", jokers=1), 5) == counts
