"""Chinese Poker scoring checked against independent oracles, and the exhaustive setter: it sees
every split, never fouls, and beats the greedy and random players over seeded matches."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

import numpy as np
import pytest

from widow import load_game
from widow.bots import play_match
from widow.cards import Card
from widow.families.rows.rows import fouls
from widow.families.rows.setter import (
    Subsets,
    best_setting,
    expected_score,
    greedy_setting,
    pair_scores,
)
from widow.families.rows.settle import SetHand, settle_pair
from widow.families.rows.splits import SETTINGS, setting_rows


def poker_key(cards: Sequence[Card]) -> tuple[int, list[int]]:
    """A plain poker order written from scratch: category, then the ranks by group size; three
    cards know no straight or flush."""
    ranks = sorted((c >> 2 for c in cards), reverse=True)
    counts = Counter(ranks)
    groups = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    shape = sorted(counts.values(), reverse=True)
    if len(cards) == 5:
        flush = len({c & 3 for c in cards}) == 1
        distinct = sorted(counts, reverse=True)
        top = None
        if len(distinct) == 5 and distinct[0] - distinct[4] == 4:
            top = distinct[0]
        elif distinct == [12, 3, 2, 1, 0]:
            top = 3
        if top is not None and flush:
            return 8, [top]
        if shape[0] == 4:
            return 7, groups
        if shape == [3, 2]:
            return 6, groups
        if flush:
            return 5, groups
        if top is not None:
            return 4, [top]
    if shape[0] == 3:
        return 3, groups
    if shape[:2] == [2, 2]:
        return 2, groups
    if shape[0] == 2:
        return 1, groups
    return 0, groups


def at_least(a: Sequence[Card], b: Sequence[Card]) -> bool:
    """Whether hand ``a`` is at least as strong as ``b``; missing ranks count as nothing."""
    ka, kb = poker_key(a), poker_key(b)
    width = max(len(ka[1]), len(kb[1]))
    pad_a = ka[1] + [-1] * (width - len(ka[1]))
    pad_b = kb[1] + [-1] * (width - len(kb[1]))
    return (ka[0], pad_a) >= (kb[0], pad_b)


def random_split(rng: random.Random) -> tuple[list[Card], list[Card], list[Card]]:
    deck = [Card(c) for c in range(52)]
    hand = rng.sample(deck, 13)
    return hand[:3], hand[3:8], hand[8:]


def test_the_foul_check_agrees_with_a_plain_poker_order() -> None:
    """Rules, Chinese Poker: the back at least the middle, the middle at least the front, by the
    standard order of poker hands (front without straights or flushes), on random settings
    weighted towards close calls."""
    rng = random.Random(7)
    checked = fouled = 0
    for _ in range(4000):
        front, middle, back = random_split(rng)
        if rng.random() < 0.5:  # make the front and middle share ranks often
            rank = middle[0] >> 2
            front[0] = next(
                (Card(rank * 4 + s) for s in range(4) if Card(rank * 4 + s) not in middle + back),
                front[0],
            )
            if len(set(front)) < 3 or set(front) & set(middle + back):
                continue
        expected = not (at_least(back, middle) and at_least(middle, front))
        assert fouls(front, middle, back) == expected, (front, middle, back)
        checked += 1
        fouled += expected
    assert checked > 3000 and 0 < fouled < checked


def test_the_batch_scores_agree_with_the_scalar_settlement() -> None:
    """The setter's vectorised settlement equals the game's pair by pair, on random set hands
    (fouls, bonuses and scoops included)."""
    rng = random.Random(11)
    hands = [random_split(rng) for _ in range(60)]
    scalar = [SetHand.of(*h) for h in hands]
    rows = []
    for front, middle, back in hands:
        sub = Subsets.of(front + middle + back)
        ordered = sorted(front + middle + back)
        positions = (
            sorted(ordered.index(c) for c in front)
            + sorted(ordered.index(c) for c in middle)
            + sorted(ordered.index(c) for c in back)
        )
        number = int(np.flatnonzero((positions == SETTINGS).all(axis=1))[0])
        rows.append(sub.splits(np.array([number])))
    for i in range(len(hands)):
        for j in range(len(hands)):
            batch = pair_scores(rows[i], rows[j])[0, 0]
            assert batch == settle_pair(scalar[i], scalar[j]), (hands[i], hands[j])
    assert any(s.foul for s in scalar) and any(not s.foul for s in scalar)


def test_every_split_is_scored_as_the_scalar_evaluators_score_it() -> None:
    """The setter looks at all 72,072 splits, and the rows it gathers are the rows the scalar
    evaluators give for that split."""
    rng = random.Random(3)
    hand = rng.sample([Card(c) for c in range(52)], 13)
    ordered = sorted(hand)
    sub = Subsets.of(hand)
    rows = sub.splits(np.arange(72072))
    assert len(rows.front) == 72072
    for number in rng.sample(range(72072), 200):
        f, m, b = ([ordered[p] for p in part] for part in setting_rows(number))
        scalar = SetHand.of(f, m, b)
        assert (int(rows.front[number]), int(rows.middle[number]), int(rows.back[number])) == (
            scalar.strengths
        )
        assert bool(rows.foul[number]) == scalar.foul
        assert tuple(int(r) for r in rows.rates[number]) == scalar.rates


def test_the_setter_never_fouls_and_expects_at_least_the_greedy_score() -> None:
    """Bot: the exhaustive setter's choice never fouls, and against the field it expects at
    least as much as the greedy setting (it considered that one too)."""
    rng = random.Random(5)
    better = 0
    for _ in range(25):
        hand = rng.sample([Card(c) for c in range(52)], 13)
        choice = best_setting(hand)
        assert not choice.foul
        assert sorted(c for r in choice.rows for c in r) == sorted(hand)
        ordered = sorted(hand)
        greedy = [[ordered[p] for p in part] for part in setting_rows(greedy_setting(hand))]
        greedy_value = expected_score(greedy)
        assert choice.expected >= greedy_value - 0.3  # 64 candidates; greedy may be outside
        better += choice.expected > greedy_value
    assert better >= 15


def net_units(names: list[str], hands: int, seeds: int) -> float:
    """Units per hand the first bot wins, heads-up, seats alternating."""
    game = load_game("chinese-poker", players=2, hands=hands)
    total = 0
    for seed in range(seeds):
        bots = names if seed % 2 == 0 else names[::-1]
        chips = [s["chips"] for s in play_match(game, bots, seed).outcome()["seats"]]
        total += chips[0] if seed % 2 == 0 else chips[1]
    return total / (hands * seeds)


@pytest.mark.slow
def test_the_setter_beats_the_greedy_and_random_players() -> None:
    """Bot: over seeded heads-up matches the exhaustive setter wins clearly against the greedy
    heuristic and against random play."""
    assert net_units(["setter", "heuristic"], hands=20, seeds=10) > 0.4
    assert net_units(["setter", "random"], hands=10, seeds=6) > 2.0
