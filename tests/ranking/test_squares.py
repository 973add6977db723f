"""Poker Squares scoring. Rules text: poker-squares-cribbage-squares-vying-poker-basics.txt,
"Poker Squares"."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from widow.cards import parse_cards
from widow.errors import InvalidCardError, InvalidOptionError
from widow.ranking.squares import (
    CATEGORIES,
    line_category,
    score_grid,
    score_line,
    score_lines,
)

EXAMPLES = {
    "royal-flush": "As Ks Qs Js Ts",
    "straight-flush": "9h 8h 7h 6h 5h",
    "four-of-a-kind": "7c 7d 7h 7s 2c",
    "full-house": "Kc Kd Kh 5s 5c",
    "flush": "Ad Jd 9d 6d 3d",
    "straight": "Tc 9d 8h 7s 6c",
    "three-of-a-kind": "Qc Qd Qh 9s 2c",
    "two-pair": "Jc Jd 4h 4s 2c",
    "one-pair": "Ac Ad Kh 9s 5c",
    "high-card": "Ac Kd 9h 7s 4c",
}
# The schedule table, as printed: (british, american).
TABLE = {
    "royal-flush": (30, 100),
    "straight-flush": (30, 75),
    "four-of-a-kind": (16, 50),
    "straight": (12, 15),
    "full-house": (10, 25),
    "three-of-a-kind": (6, 10),
    "flush": (5, 20),
    "two-pair": (3, 5),
    "one-pair": (1, 2),
    "high-card": (0, 0),
}


@pytest.mark.parametrize("category", list(TABLE))
def test_british_and_american_schedules(category):  # "Poker Squares", the UK/USA table
    line = EXAMPLES[category]
    assert line_category(line) == category
    assert (score_line(line), score_line(line, "american")) == TABLE[category]


def test_british_does_not_tell_royal_from_straight_flush():  # "Poker Squares", reminder
    assert score_line(EXAMPLES["royal-flush"]) == score_line(EXAMPLES["straight-flush"])


def test_ace_counts_low_or_high_in_a_straight():  # "Poker Squares", reminder
    assert line_category("Ac 2d 3h 4s 5c") == "straight"
    assert line_category("Ac Kd Qh Js Tc") == "straight"
    assert line_category("Qc Kd Ah 2s 3c") == "high-card"
    assert line_category("Ah 2h 3h 4h 5h") == "straight-flush"


def test_category_counts_over_all_lines():
    # Published five-card poker counts, read back through the American points (all distinct).
    flat = itertools.chain.from_iterable(itertools.combinations(range(52), 5))
    lines = np.fromiter(flat, dtype=np.int8).reshape(-1, 5)
    points = score_lines(lines, "american")
    published = [4, 36, 624, 3744, 5108, 10200, 54912, 123552, 1098240, 1302540]
    american = [TABLE[c][1] for c in CATEGORIES]
    assert [int((points == p).sum()) for p in american] == published


def test_batch_matches_single_lines():
    rng = np.random.default_rng(4)
    lines = np.array([rng.choice(52, 5, replace=False) for _ in range(3000)])
    for schedule in ("british", "american"):
        batch = score_lines(lines, schedule).tolist()
        assert batch == [score_line(line, schedule) for line in lines.tolist()]


def test_grid_scores_rows_and_columns():  # "Poker Squares": ten rows and columns
    grid = [
        "As Ks Qs Js Ts",
        "Ah Kh Qh Jh Th",
        "Ad Kd Qd Jd Td",
        "Ac Kc Qc Jc Tc",
        "9s 9h 9d 9c 2s",
    ]
    result = score_grid(grid)
    assert [line.points for line in result.rows] == [30, 30, 30, 30, 16]
    assert [line.category for line in result.columns] == ["four-of-a-kind"] * 5
    assert result.total == 4 * 30 + 16 + 5 * 16
    assert result.columns[0].cards == parse_cards("As Ah Ad Ac 9s")
    american = score_grid(grid, "american")
    assert american.total == 4 * 100 + 50 + 5 * 50


def test_bad_input_is_refused():
    with pytest.raises(InvalidOptionError, match="schedule 'french'"):
        score_line(EXAMPLES["flush"], "french")
    with pytest.raises(InvalidCardError, match="5 cards"):
        score_line("As Ks Qs Js")
    with pytest.raises(InvalidCardError, match="5 rows of 5 cards"):
        score_grid(["As Ks Qs Js Ts"] * 4)
    grid = [
        "As Ks Qs Js Ts",
        "Ah Kh Qh Jh Th",
        "Ad Kd Qd Jd Td",
        "Ac Kc Qc Jc Tc",
        "9s 9h 9d As 2s",
    ]
    with pytest.raises(InvalidCardError, match="'As' appears twice"):
        score_grid(grid)
