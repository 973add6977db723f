"""Exact odds by counting classes of hands: the same numbers as evaluating every hand."""

from __future__ import annotations

import json
import math
from typing import Any

import numpy as np
import pytest

from widow.analysis.odds import category_counts
from widow.analysis.odds_count import suit_model
from widow.errors import InvalidOptionError
from widow.ranking import get_system
from widow.ranking.high import HighRanking

# Every system with a seven-card table, under the options that change how suits and wild cards
# act: wild ranks and jokers (two suits can flush once three cards are wild), suit-ordered
# flushes (the flush's suit is part of the class), a qualifier (a cut through the lows).
OPTION_SETS: list[tuple[str, dict[str, Any]]] = [
    ("high", {}),
    ("high", {"jokers": 1}),
    ("high", {"wild_rank": "2"}),
    ("high", {"wild_rank": "2", "jokers": 2}),
    ("high", {"suit_order": True}),
    ("high", {"suit_order": True, "jokers": 2}),
    ("high", {"royal_flush": False}),
    ("ace-to-five", {}),
    ("ace-to-five", {"jokers": 2, "qualifier": "8"}),
    ("deuce-to-seven", {}),
    ("deuce-to-seven", {"jokers": 2}),
    ("deuce-to-seven", {"qualifier": "9"}),
    ("ace-to-six", {}),
    ("ace-to-six", {"jokers": 1}),
]


def _ids(case: tuple[str, dict[str, Any]]) -> str:
    name, options = case
    return "-".join([name, *(f"{k}={v}" for k, v in options.items())])


@pytest.mark.parametrize("case", OPTION_SETS, ids=_ids)
def test_counting_matches_enumeration_for_five_cards(case: tuple[str, dict[str, Any]]) -> None:
    system = get_system(case[0], **case[1])
    counted = category_counts(system, 5, method="count")
    assert counted == category_counts(system, 5, method="enumerate")
    assert sum(counted.values()) == math.comb(len(system.deck()), 5)


@pytest.mark.parametrize(
    "case",
    [
        ("high", {"suit_order": True, "wild_rank": "2"}),
        ("deuce-to-seven", {"jokers": 2}),
    ],
    ids=_ids,
)
def test_counting_matches_enumeration_for_six_cards(case: tuple[str, dict[str, Any]]) -> None:
    # Six cards hold two of a suit's flush ranks beside a five-card flush, and with four wild
    # cards two suits could each make one: the case that is enumerated, not counted.
    system = get_system(case[0], **case[1])
    assert category_counts(system, 6, method="count") == category_counts(
        system, 6, method="enumerate"
    )


@pytest.mark.slow
@pytest.mark.parametrize("case", OPTION_SETS, ids=_ids)
def test_counting_matches_enumeration_for_seven_cards(case: tuple[str, dict[str, Any]]) -> None:
    system = get_system(case[0], **case[1])
    counted = category_counts(system, 7, method="count")
    assert counted == category_counts(system, 7, method="enumerate")
    assert sum(counted.values()) == math.comb(len(system.deck()), 7)


def test_counting_evaluates_classes_not_hands(monkeypatch: pytest.MonkeyPatch) -> None:
    # The seven-card high table needs one evaluation per class of rank multiset and flush, a
    # few hundred thousand, not one per hand (133,784,560).
    evaluated: list[int] = []
    original = HighRanking.evaluate_batch

    def spy(self: HighRanking, cards: np.ndarray[Any, Any]) -> Any:
        evaluated.append(len(cards))
        return original(self, cards)

    monkeypatch.setattr(HighRanking, "evaluate_batch", spy)
    counts = category_counts(get_system("high"), 7)
    assert sum(counts.values()) == math.comb(52, 7)
    assert 0 < sum(evaluated) < 300_000


def test_counting_applies_only_where_suits_matter_through_flushes_alone() -> None:
    assert suit_model(get_system("high")) is not None
    assert suit_model(get_system("deuce-to-seven", jokers=2)) is not None
    for name in ("la-viuda", "soko", "paiute", "brag", "commerce"):
        assert suit_model(get_system(name)) is None, name


def test_auto_enumerates_a_system_that_cannot_be_counted() -> None:
    soko = get_system("soko")
    assert category_counts(soko, 5) == category_counts(soko, 5, method="enumerate")
    with pytest.raises(InvalidOptionError, match="soko cannot be counted by classes of hands"):
        category_counts(soko, 5, method="count")


def test_unknown_method_is_named() -> None:
    with pytest.raises(InvalidOptionError, match="unknown counting method 'guess'; valid: auto"):
        category_counts(get_system("high"), 5, method="guess")


def test_progress_of_a_count_rises_to_the_total() -> None:
    calls: list[tuple[int, int]] = []
    system = get_system("high", wild_rank="2", jokers=2)
    category_counts(system, 7, progress=lambda done, total: calls.append((done, total)))
    total = math.comb(54, 7)
    assert calls[-1] == (total, total)
    assert [done for done, _ in calls] == sorted({done for done, _ in calls})


def test_odds_command_enumerates_on_request_with_the_same_numbers() -> None:
    from typer.testing import CliRunner

    from widow.cli import app

    runner = CliRunner()
    args = ["odds", "ace-to-six", "--cards", "5", "--jokers", "1", "--json"]
    counted = runner.invoke(app, args)
    enumerated = runner.invoke(app, [*args, "--enumerate"])
    assert counted.exit_code == enumerated.exit_code == 0, counted.output + enumerated.output
    assert json.loads(counted.output) == json.loads(enumerated.output)
    assert json.loads(counted.output)["total"] == math.comb(53, 5)
