"""Soko equity: exact counts against a plain enumeration with the scalar evaluator, Monte Carlo
against the exact figure, and the errors."""

from __future__ import annotations

import itertools
import random

import pytest

from widow import equity
from widow.engine.events import CARD_TEXT
from widow.errors import InvalidCardError, InvalidOptionError
from widow.ranking import get_system


def brute_force(a: list[int], b: list[int]) -> float:
    """Hand ``a``'s equity by completing both hands every way, judged one hand at a time."""
    system = get_system("soko")
    rest = [c for c in range(52) if c not in a and c not in b]
    total = share = 0.0
    for extra_a in itertools.combinations(rest, 5 - len(a)):
        left = [c for c in rest if c not in extra_a]
        for extra_b in itertools.combinations(left, 5 - len(b)):
            va = system.evaluate([*a, *extra_a]).strength
            vb = system.evaluate([*b, *extra_b]).strength
            share += 1.0 if va > vb else 0.5 if va == vb else 0.0
            total += 1
    return share / total


def test_exact_equity_matches_a_plain_enumeration_on_random_hands() -> None:
    """Rules, Soko, Rank of Soko hands: the equity judges the completed five-card hands with the
    Soko ranking; checked against an independent enumeration on seeded random fourth-card hands."""
    rng = random.Random(7)
    for _ in range(3):
        cards = rng.sample(range(52), 8)
        a, b = cards[:4], cards[4:]
        text = [" ".join(CARD_TEXT[c] for c in h) for h in (a, b)]
        result = equity.equity("soko", text)
        assert result.exact
        assert result.equity[0] == pytest.approx(brute_force(a, b), abs=1e-12)
        assert sum(result.equity) == pytest.approx(1.0)


def test_monte_carlo_agrees_with_the_exact_count() -> None:
    """Seeded Monte Carlo lies within its interval (widened) of the exact count."""
    hands = ["As Ah 9d", "Kc Qd 7s 2h"]
    exact = equity.equity("soko", hands)
    assert exact.exact
    sampled = equity.equity("soko", hands, trials=20_000, seed=3, exact_limit=0)
    assert not sampled.exact
    assert abs(sampled.equity[0] - exact.equity[0]) < 3 * sampled.interval[0] + 1e-9


def test_bad_stud_hands_are_refused() -> None:
    with pytest.raises(InvalidCardError):
        equity.equity("soko", ["As Ah", "As Kd"])
    with pytest.raises(InvalidCardError):
        equity.equity("soko", ["As Ah 2c 3c 4c 5c", "Kd"])
    with pytest.raises(InvalidOptionError):
        equity.equity("soko", ["As Ah"])
    with pytest.raises(InvalidOptionError):
        equity.equity("soko", ["As Ah", "Kd Kc"], board="2c 3c 4c")


@pytest.mark.parametrize(
    ("ranking", "first"), [("ace-to-five", 1.0), ("deuce-to-seven", 0.0), ("high", 1.0)]
)
def test_draw_poker_final_hands_by_ranking(ranking: str, first: float) -> None:
    """Rules, Lowball poker: the wheel is the best ace-to-five hand, an ace-high hand in
    deuce-to-seven (losing to 8-6-4-3-2), and a straight (winning) at high."""
    result = equity.equity("draw-poker", ["As 2c 3c 4d 5h", "8c 6d 4s 3d 2h"], variant=ranking)
    assert result.exact and result.equity[0] == first
