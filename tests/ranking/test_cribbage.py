"""Cribbage hands and Cribbage Squares. Rules text: poker-squares-cribbage-squares-vying-poker-
basics.txt, "Cribbage Squares" (its scoring reminder)."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from widow.cards import parse_cards
from widow.errors import InvalidCardError
from widow.ranking.cribbage import score_hand, score_hands, score_square

# Published distribution of hand scores over all 12,994,800 (hand, starter) pairs (S. Lumetta,
# "Amusing Cribbage Facts"); 19, 25, 26 and 27 cannot be scored.
PUBLISHED = {
    0: 1009008, 1: 99792, 2: 2813796, 3: 505008, 4: 2855676, 5: 697508, 6: 1800268,
    7: 751324, 8: 1137236, 9: 361224, 10: 388740, 11: 51680, 12: 317340, 13: 19656,
    14: 90100, 15: 9168, 16: 58248, 17: 11196, 18: 2708, 19: 0, 20: 8068, 21: 2496,
    22: 444, 23: 356, 24: 3680, 25: 0, 26: 0, 27: 0, 28: 76, 29: 4,
}  # fmt: skip
#: Published count of crib hands (flush only with the starter) that score nothing.
CRIB_ZEROS = 1022208


@pytest.fixture(scope="module")
def all_deals() -> tuple[np.ndarray, np.ndarray]:
    """Every (hand, starter) pair: each five-card set, with each of its cards as the starter."""
    flat = itertools.chain.from_iterable(itertools.combinations(range(52), 5))
    fives = np.fromiter(flat, dtype=np.int8).reshape(-1, 5)
    hands = np.concatenate([np.delete(fives, i, axis=1) for i in range(5)])
    starters = np.concatenate([fives[:, i] for i in range(5)])
    return hands, starters


def test_distribution_over_all_deals(all_deals):  # "Cribbage Squares", scoring reminder
    hands, starters = all_deals
    counts = np.bincount(score_hands(hands, starters), minlength=30)
    assert len(starters) == 12994800
    assert dict(enumerate(counts.tolist())) == PUBLISHED


def test_crib_flush_needs_the_starter(all_deals):  # "Cribbage Squares": flush 4, or 5 with starter
    hands, starters = all_deals
    suits = hands & 3
    four_flush = (suits == suits[:, :1]).all(axis=1) & (starters & 3 != suits[:, 0])
    # Only these deals score differently as a crib: they lose the 4 for the flush.
    crib = score_hands(hands[four_flush], starters[four_flush], crib=True)
    as_hand = score_hands(hands[four_flush], starters[four_flush])
    assert (as_hand - crib == 4).all()
    assert PUBLISHED[0] + int((crib == 0).sum()) == CRIB_ZEROS


def test_fifteens_two_each():  # scoring reminder: 2 for each combination totalling 15
    assert score_hand("5c Td Jh Qs", "Kc").fifteens == 8
    assert score_hand("7c 8d 2h 4s", "Kc").fifteens == 2
    assert score_hand("Ac 2d 9h Qs", "Kc").fifteens == 0


def test_pairs_prial_and_four_of_a_kind():  # scoring reminder: 2 a pair, 6 a prial, 12 four
    assert score_hand("9c 9d 2h 4s", "Kc").pairs == 2
    assert score_hand("9c 9d 9h 4s", "Kc").pairs == 6
    assert score_hand("9c 9d 9h 9s", "Kc").pairs == 12


def test_runs_one_per_card_each_distinct_run():  # scoring reminder: 1 per card for a run
    assert score_hand("3c 4d 5h 9s", "Kc").runs == 3
    assert score_hand("3c 4d 5h 6s", "Kc").runs == 4
    assert score_hand("3c 4d 5h 6s", "7c").runs == 5
    assert score_hand("3c 4d 5h 5s", "Kc").runs == 6  # a double run
    assert score_hand("Ac Ad 2h 3s", "3c").runs == 12  # a quadruple run
    assert score_hand("Ac 2d 3h 9s", "Kc").runs == 3  # the ace is low
    assert score_hand("Qc Kd Ah 9s", "5c").runs == 0  # and never high


def test_flush_four_or_five_and_crib():  # scoring reminder: 4 for a four flush, 5 with starter
    assert score_hand("2c 4c 6c 8c", "Kd").flush == 4
    assert score_hand("2c 4c 6c 8c", "Kc").flush == 5
    assert score_hand("2c 4c 6c 8d", "Kc").flush == 0  # the starter cannot make a four flush
    assert score_hand("2c 4c 6c 8c", "Kd", crib=True).flush == 0
    assert score_hand("2c 4c 6c 8c", "Kc", crib=True).flush == 5


def test_his_nobs():
    assert score_hand("Jc 4d 6h 8s", "Kc").nobs == 1
    assert score_hand("Jc 4d 6h 8s", "Kd").nobs == 0
    assert score_hand("5c 5d 5h Js", "5s").total == 29


def test_batch_matches_single_hands():
    rng = np.random.default_rng(8)
    deals = np.array([rng.choice(52, 5, replace=False) for _ in range(3000)])
    for crib in (False, True):
        batch = score_hands(deals[:, :4], deals[:, 4], crib=crib).tolist()
        single = [score_hand(d[:4], d[4], crib=crib).total for d in deals.tolist()]
        assert batch == single


def test_square_lines_heels_and_thirty_one():  # "Cribbage Squares"
    grid = ["5c 5d Jh Kc", "5h 5s Qd 9c", "Ts 4d 2c 3h", "6s 7d 8h Ac"]
    result = score_square(grid, "Js")
    assert result.heels == 2  # the starter is a jack
    rows = [parse_cards(r) for r in grid]
    assert [line.cards for line in result.rows] == rows
    assert result.columns[1].cards == parse_cards("5d 5s 4d 7d")
    assert [line.hand for line in result.rows] == [score_hand(r, "Js") for r in rows]
    # 5+5+10+10 = 30, 5+5+10+9 = 29: no 31; column J-Q-2-8 = 30; K-9-3-A = 23.
    assert [line.thirty_one for line in result.rows + result.columns] == [0] * 8
    total = 2 + sum(score_hand(r, "Js").total for r in rows)
    total += sum(score_hand(c.cards, "Js").total for c in result.columns)
    assert result.total == total
    thirty_one = score_square(["Kh Qc 8d 3d", *grid[1:]], "2d")
    assert thirty_one.rows[0].thirty_one == 2
    assert thirty_one.heels == 0
    assert thirty_one.rows[0].total == thirty_one.rows[0].hand.total + 2


def test_bad_input_is_refused():
    with pytest.raises(InvalidCardError, match="4 cards"):
        score_hand("2c 4c 6c", "Kd")
    with pytest.raises(InvalidCardError, match="'Kd' appears twice"):
        score_hand("2c 4c 6c Kd", "Kd")
    with pytest.raises(InvalidCardError, match="4 rows of 4 cards"):
        score_square(["5c 5d Jh Kc"] * 3, "Js")
    with pytest.raises(InvalidCardError, match="one starter per hand"):
        score_hands(np.array([[0, 1, 2, 3], [4, 5, 6, 7]]), np.array([9]))
