"""Lowball rankings: ace-to-five, deuce-to-seven, ace-to-six.

Rules text: soko-ofc-chinese-pineapple-anaconda-paiute-lowball-whiskey.txt, "Lowball poker".
"""

from __future__ import annotations

import itertools
from math import comb

import numpy as np
import pytest

from widow.cards import RED_JOKER, Card, parse_cards
from widow.errors import InvalidCardError, InvalidOptionError
from widow.ranking import compare, evaluate, get_system
from widow.ranking.lowball import AceToFive, AceToSix, DeuceToSeven

SYSTEMS = ("ace-to-five", "deuce-to-seven", "ace-to-six")


def idx(text: str) -> list[int]:
    return [int(c) for c in parse_cards(text)]


@pytest.fixture(scope="module")
def all_hands() -> np.ndarray:
    flat = itertools.chain.from_iterable(itertools.combinations(range(52), 5))
    return np.fromiter(flat, dtype=np.int8).reshape(-1, 5)


@pytest.fixture(scope="module")
def strengths(all_hands: np.ndarray) -> dict[str, np.ndarray]:
    return {name: get_system(name).evaluate_batch(all_hands) for name in SYSTEMS}


def best_rank_sets(all_hands: np.ndarray, strengths: np.ndarray) -> tuple[set[frozenset[int]], int]:
    best = all_hands[strengths == strengths.max()]
    return {frozenset((c >> 2) for c in row) for row in best.tolist()}, len(best)


def test_ace_to_five_wheel_is_best(all_hands, strengths):  # Lowball, "Ace-to-five lowball"
    ranks, count = best_rank_sets(all_hands, strengths["ace-to-five"])
    assert ranks == {frozenset({12, 0, 1, 2, 3})}
    assert count == 4**5  # straights and flushes ignored: every suit pattern of A-2-3-4-5


def test_deuce_to_seven_best_is_seven_five_four_three_two(all_hands, strengths):
    # Lowball, "Deuce-to-seven lowball": 2-3-4-5-6 is a straight, so 2-3-4-5-7 is best.
    ranks, count = best_rank_sets(all_hands, strengths["deuce-to-seven"])
    assert ranks == {frozenset({0, 1, 2, 3, 5})}
    assert count == 4**5 - 4  # the four flushes are not in it


def test_ace_to_six_best_is_six_four_three_two_ace(all_hands, strengths):
    # Lowball, "Ace-to-six lowball": aces low, straights count, so A-2-3-4-6 is best.
    ranks, count = best_rank_sets(all_hands, strengths["ace-to-six"])
    assert ranks == {frozenset({12, 0, 1, 2, 4})}
    assert count == 4**5 - 4


def test_ace_to_five_category_counts(all_hands, strengths):
    # Lowball, "Ace-to-five lowball": only pairing counts, so the counts are poker's with
    # straights and flushes folded into no pair.
    system = get_system("ace-to-five")
    counts = np.bincount(system.category_index(strengths["ace-to-five"]), minlength=7)
    expected = [
        comb(13, 5) * 4**5,
        13 * comb(4, 2) * comb(12, 3) * 4**3,
        comb(13, 2) * comb(4, 2) ** 2 * 11 * 4,
        13 * comb(4, 3) * comb(12, 2) * 4**2,
        13 * comb(4, 3) * 12 * comb(4, 2),
        13 * 48,
        0,
    ]
    assert counts.tolist() == expected


@pytest.mark.parametrize("name", ["deuce-to-seven", "ace-to-six"])
def test_straights_and_flushes_count_against(all_hands, strengths, name):
    # Lowball, "Deuce-to-seven lowball" / "Ace-to-six lowball": nine five-card sequences each
    # (2-6 .. 10-A with aces high only, A-5 .. 9-K with aces low only).
    system = get_system(name)
    counts = dict(
        zip(
            system.categories,
            np.bincount(system.category_index(strengths[name]), minlength=10),
            strict=True,
        )
    )
    assert counts["straight-flush"] == 9 * 4
    assert counts["straight"] == 9 * (4**5 - 4)
    assert counts["flush"] == 4 * comb(13, 5) - 9 * 4
    assert counts["high-card"] == (comb(13, 5) - 9) * (4**5 - 4)
    order = [system.categories.index(c) for c in ("high-card", "three-of-a-kind", "straight")]
    assert order == sorted(order)


def test_distinct_values_match_the_distinct_hands(strengths):
    # Suits never break ties: distinct strengths equal distinct rank patterns.
    patterns = comb(13, 5) + 13 * comb(12, 3) + comb(13, 2) * 11 + 13 * comb(12, 2) + 2 * 13 * 12
    assert len(np.unique(strengths["ace-to-five"])) == patterns
    assert len(np.unique(strengths["deuce-to-seven"])) == patterns + comb(13, 5)


def test_ace_to_five_ignores_straights_and_flushes():  # Lowball, "Ace-to-five lowball"
    assert evaluate("7c 5c 4c 3c 2c", system="ace-to-five") == evaluate(
        "7d 5h 4s 3c 2d", system="ace-to-five"
    )
    assert evaluate("5c 4c 3c 2c Ac", system="ace-to-five").category == "high-card"


def test_deuce_to_seven_aces_are_high():  # Lowball, "Deuce-to-seven lowball"
    wheel = evaluate("Ac 2d 3h 4s 5c", system="deuce-to-seven")
    assert wheel.category == "high-card"
    assert wheel < evaluate("Kc Qd Jh 9s 8c", system="deuce-to-seven")


def test_ace_to_six_ace_is_low_and_wheel_is_straight():  # Lowball, "Ace-to-six lowball"
    assert evaluate("Ac 2d 3h 4s 5c", system="ace-to-six").category == "straight"
    # With the ace low only, K-Q-J-10-A is a king-high no pair, not a straight.
    assert evaluate("Kc Qd Jh Ts Ac", system="ace-to-six").category == "high-card"


def test_pairs_rank_below_unpaired_hands():  # Lowball, "Ace-to-five lowball" (last sentence)
    for name in SYSTEMS:
        assert evaluate("Kc Qd Jh 9s 8c", system=name) > evaluate("2c 2d 3h 4s 6c", system=name)


def test_an_eight_is_named_by_its_top_cards():  # Lowball, "General considerations" 1
    value = evaluate("8c 7d 5h 3s 2c", system="ace-to-five")
    assert value.describe() == "eight-seven low (8-7-5-3-2)"
    assert value < evaluate("7c 6d 5h 4s 2c", system="ace-to-five")


def test_compare_from_highest_card_down():  # Lowball, "General considerations" 3
    # Oracle: for unpaired hands, the lower list of ranks (high to low) wins.
    rng = np.random.default_rng(7)
    system = get_system("ace-to-five")
    for _ in range(300):
        ranks = [rng.choice(13, size=5, replace=False) for _ in range(2)]
        hands = [[int(4 * r + rng.integers(4)) for r in rs] for rs in ranks]
        keys = [sorted(((r + 1) % 13 for r in rs), reverse=True) for rs in ranks]
        first, second = (system.evaluate(parse_cards(h)) for h in hands)
        assert (first > second) == (keys[0] < keys[1])
        assert (first == second) == (keys[0] == keys[1])


def test_equal_lows_tie():  # Lowball, "General considerations" 3 (the pot is split)
    result = compare("8c 7d 5h 3s 2c", "8d 7h 5s 3c 2d", system="deuce-to-seven")
    assert result.winner == "tie"


def test_compare_names_the_deciding_card():
    result = compare("8c 7d 5h 3s 2c", "8d 7h 6c 3d 2h", system="ace-to-five")
    assert (result.winner, result.reason) == (
        "first",
        "both are 8-7 lows; 5 beats 6 at the third card",
    )
    assert compare("9c 5d 4h 3s 2c", "7d 6h 5c 3d 2h", system="ace-to-five").reason == (
        "a seven-low beats a nine-low"
    )


@pytest.mark.parametrize(
    ("name", "first", "second", "reason"),
    [
        (
            "deuce-to-seven",
            "8c 7d 5h 3s 2c",
            "Ad 6h 4c 3d 2h",
            "an eight-low beats an ace-high hand",
        ),
        ("ace-to-five", "8c 7d 5h 3s Ac", "Jd 7h 6c 3d 2h", "an eight-low beats a jack-low"),
        ("ace-to-six", "6c 4d 3h 2s Ac", "7d 4h 3c 2d Ah", "a six-low beats a seven-low"),
    ],
)
def test_lows_are_named_in_words_with_their_article(name, first, second, reason):
    # Said as players say it: "an eight-low", and a deuce-to-seven hand topped by an ace is
    # ace-high, since aces are high there.
    assert compare(first, second, system=name).reason == reason


def test_qualifier_eight_or_better(all_hands):  # Lowball, "General considerations" 2
    system = get_system("ace-to-five", qualifier="8")
    eight = system.value("8c 7d 5h 3s Ac")
    nine = system.value("9c 4d 3h 2s Ac")
    paired = system.value("2c 2d 3h 4s 5c")
    assert eight.category == "high-card"
    assert nine.category == paired.category == "no-qualifying-low"
    assert eight > nine == paired
    assert "no low 8 or better" in nine.describe()
    counts = np.bincount(system.category_index(system.evaluate_batch(all_hands)), minlength=7)
    assert counts[0] == comb(8, 5) * 4**5  # five different ranks from A..8, any suits
    assert counts[-1] == comb(52, 5) - counts[0]


def test_qualifier_in_deuce_to_seven_counts_the_ace_high():
    system = get_system("deuce-to-seven", qualifier="8")
    assert system.value("8c 7d 5h 3s 2c").category == "high-card"
    assert system.value("Ac 7d 5h 3s 2c").category == "no-qualifying-low"
    assert system.value("6c 5d 4h 3s 2c").category == "no-qualifying-low"  # a straight


def test_joker_becomes_lowest_card_that_does_not_pair():  # Lowball, "General considerations" 4
    # With the ace high, 7-5-4-joker-2 counts the joker as a 3 (a 2 would pair).
    joker = evaluate("7c 5d 4h XR 2c", system="deuce-to-seven", jokers=1)
    assert joker == evaluate("7c 5d 4h 3s 2c", system="deuce-to-seven", jokers=1)
    assert joker.describe() == "seven-five low (7-5-4-3-2)"


def test_joker_in_ace_to_five_becomes_an_ace():
    # Where aces are low the ace is the lowest card, so the joker takes it.
    low = get_system("ace-to-five", jokers=1)
    assert low.low_ranks(low.value("7c 5d 4h XR 2c")) == ("7", "5", "4", "2", "A")


def test_joker_avoids_straights_and_flushes():  # Lowball, "General considerations" 4
    system = get_system("deuce-to-seven", jokers=2)
    assert system.low_ranks(system.value("2c 3d 4h 5s XR")) == ("7", "5", "4", "3", "2")
    assert system.value("2h 3h 4h 7h XB").category == "high-card"
    assert system.low_ranks(system.value("3c 4d 5h XR XB")) == ("7", "5", "4", "3", "2")


def test_deck_holds_the_jokers_in_use():
    assert len(get_system("ace-to-five", jokers=2).deck()) == 54
    assert RED_JOKER in get_system("ace-to-six", jokers=1).deck()
    with pytest.raises(InvalidCardError, match="XR"):
        get_system("ace-to-five").value("XR 2c 3d 4h 5s")


@pytest.mark.parametrize("cls", [AceToFive, DeuceToSeven, AceToSix])
@pytest.mark.parametrize("size", [5, 6, 7])
def test_scalar_matches_batch(cls, size):
    rng = np.random.default_rng(size)
    system = cls(qualifier="8" if size == 6 else None)
    hands = np.array([rng.choice(52, size, replace=False) for _ in range(150)])
    batch = system.evaluate_batch(hands)
    scalar = [system.evaluate([Card(c) for c in h]).strength for h in hands.tolist()]
    assert batch.tolist() == scalar
    categories = system.category_index(batch)
    assert [system.categories[i] for i in categories] == [
        system.evaluate([Card(c) for c in h]).category for h in hands.tolist()
    ]


@pytest.mark.parametrize("name", SYSTEMS)
def test_jokers_scalar_matches_batch(name):
    rng = np.random.default_rng(11)
    system = get_system(name, jokers=2)
    for size, wild in [(5, 1), (5, 2), (6, 1), (7, 2)]:
        hands = np.array(
            [
                np.append(rng.choice(52, size - wild, replace=False), [52, 53][:wild])
                for _ in range(8)
            ]
        )
        batch = system.evaluate_batch(hands)
        assert batch.tolist() == [
            system.evaluate([Card(c) for c in h]).strength for h in hands.tolist()
        ]


def test_best_five_of_seven_is_the_best_subset():
    rng = np.random.default_rng(3)
    system = get_system("deuce-to-seven")
    hands = np.array([rng.choice(52, 7, replace=False) for _ in range(200)])
    subsets = list(itertools.combinations(range(7), 5))
    per_subset = np.stack([system.evaluate_batch(hands[:, list(s)]) for s in subsets], axis=1)
    assert system.evaluate_batch(hands).tolist() == per_subset.max(axis=1).tolist()


def test_describe_paired_and_straight_hands():
    assert evaluate("4c 4d 7h 3s 2c", system="ace-to-five").describe() == (
        "one pair, fours (4-4-7-3-2)"
    )
    assert evaluate("6c 5d 4h 3s 2c", system="deuce-to-seven").describe() == (
        "straight, six high (6-5-4-3-2)"
    )


def test_bad_input_is_refused():
    with pytest.raises(InvalidCardError, match="5 or 6 or 7 cards; got 4"):
        evaluate("2c 3d 4h 5s", system="ace-to-five")
    with pytest.raises(InvalidOptionError, match="qualifier"):
        get_system("ace-to-five", qualifier="11")
    with pytest.raises(InvalidOptionError, match="jokers must be 0, 1 or 2"):
        get_system("deuce-to-seven", jokers=3)
    with pytest.raises(InvalidCardError, match=r"got shape \(2, 4\)"):
        get_system("ace-to-six").evaluate_batch(np.zeros((2, 4), dtype=np.int64))
    with pytest.raises(InvalidCardError, match="52"):
        get_system("ace-to-six").evaluate_batch(np.array([[0, 1, 2, 3, 52]]))


@pytest.mark.parametrize(
    ("name", "reference"),
    [("ace-to-five", "RegularLowHand"), ("deuce-to-seven", "StandardLowHand")],
)
@pytest.mark.parametrize("size", [5, 7])
def test_agrees_with_pokerkit(name, reference, size):
    # An established library's low hands as the oracle: the same order and the same ties.
    pokerkit = pytest.importorskip("pokerkit")
    cls = getattr(pokerkit, reference)
    rng = np.random.default_rng(size + len(name))
    hands = np.array([rng.choice(52, size, replace=False) for _ in range(600)])
    ours = get_system(name).evaluate_batch(hands).tolist()
    theirs = [cls.from_game("".join(str(Card(c)) for c in h)) for h in hands.tolist()]
    for i, j in zip(range(0, 600, 3), range(1, 600, 3), strict=True):
        assert (ours[i] > ours[j], ours[i] == ours[j]) == (
            theirs[i] > theirs[j],
            theirs[i] == theirs[j],
        )
    order = sorted(range(600), key=ours.__getitem__)
    assert all(theirs[a] <= theirs[b] for a, b in itertools.pairwise(order))


def test_qualifier_agrees_with_pokerkit_eight_or_better():
    pokerkit = pytest.importorskip("pokerkit")
    rng = np.random.default_rng(12)
    system = get_system("ace-to-five", qualifier="8")
    hands = np.array([rng.choice(52, 7, replace=False) for _ in range(400)])
    qualifies = (system.evaluate_batch(hands) > 0).tolist()
    for hand, ours in zip(hands.tolist(), qualifies, strict=True):
        try:
            pokerkit.EightOrBetterLowHand.from_game("".join(str(Card(c)) for c in hand))
            theirs = True
        except ValueError:
            theirs = False
        assert ours == theirs
    assert 0 < sum(qualifies) < len(qualifies)
