"""Exact odds by enumeration: totals, the table object, and genericity over systems."""

from __future__ import annotations

import itertools
import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

import numpy as np
import numpy.typing as npt
import pytest

from widow.analysis.odds import OddsTable, category_counts, iter_hands, odds_table
from widow.cards import CARDS, Card, Deck
from widow.errors import InvalidOptionError
from widow.ranking import get_system
from widow.ranking.base import HandValue, IntArray, RankingSystem


@pytest.mark.parametrize(("n", "k"), [(10, 1), (10, 4), (12, 5), (13, 7), (9, 9)])
def test_iter_hands_yields_every_combination_once(n: int, k: int) -> None:
    rows = np.concatenate(list(iter_hands(n, k)))
    assert len(rows) == math.comb(n, k)
    assert {tuple(r) for r in rows.tolist()} == set(itertools.combinations(range(n), k))


@dataclass(frozen=True)
class _SuitCount(RankingSystem):
    """A toy system over a 12-card pack: a hand's strength is how many clubs it holds."""

    name: ClassVar[str] = "suit-count"
    categories: ClassVar[tuple[str, ...]] = ("three", "two", "one", "none")
    hand_sizes: ClassVar[tuple[int, ...]] = (3,)

    def deck(self) -> Deck:
        return Deck("toy", CARDS[40:52])

    def evaluate(self, cards: Sequence[Card]) -> HandValue:
        clubs = sum(1 for c in cards if c & 3 == 0)
        return self._value(cards, self.categories[3 - clubs], clubs)

    def evaluate_batch(self, cards: npt.NDArray[np.integer[Any]]) -> IntArray:
        return ((np.asarray(cards) & 3) == 0).sum(axis=1).astype(np.int64)

    def category_index(self, strengths: IntArray) -> IntArray:
        return 3 - strengths

    def describe(self, value: HandValue) -> str:
        return value.category


def test_counts_work_for_any_system() -> None:
    # Three clubs among 12 cards: hypergeometric counts.
    counts = category_counts(_SuitCount(), 3)
    assert counts == {
        "three": math.comb(3, 3),
        "two": math.comb(3, 2) * 9,
        "one": 3 * math.comb(9, 2),
        "none": math.comb(9, 3),
    }


def test_la_viuda_counts_cover_the_54_card_pack() -> None:
    counts = category_counts(get_system("la-viuda", pool=5), 5)
    assert sum(counts.values()) == math.comb(54, 5)
    # Fives are wild, so a high-card hand holds five of the other twelve ranks, not in sequence
    # (5 of the 10 straights avoid the five) and not all of one suit.
    assert counts["high-card"] == (math.comb(12, 5) - 5) * (4**5 - 4)


def test_la_viuda_chance_free_counts_agree_with_high() -> None:
    # La Viuda's categories are those of high poker with the same wild cards.
    assert category_counts(get_system("la-viuda", wild_rank="2", jokers=0), 5) == category_counts(
        get_system("high", wild_rank="2"), 5
    )


def test_odds_table() -> None:
    table = odds_table(get_system("high"), 5)
    assert table.total == 2_598_960 == sum(table.counts.values())
    assert table.probability("royal-flush") == 4 / 2_598_960
    assert table.one_in("royal-flush") == 649_740
    assert table.one_in("five-of-a-kind") is None
    assert [row[0] for row in table.rows()] == list(get_system("high").categories)
    data = json.loads(table.to_json())
    assert data == {
        "system": "high",
        "cards": 5,
        "total": 2_598_960,
        "categories": table.counts,
    }
    assert list(data["categories"]) == list(get_system("high").categories)


def test_odds_table_unknown_category() -> None:
    table = OddsTable("high", 5, 10, {"flush": 10})
    with pytest.raises(InvalidOptionError, match="unknown category 'flsh' for high; valid: flush"):
        table.probability("flsh")


def test_counts_refuse_a_hand_size_the_system_does_not_rank() -> None:
    with pytest.raises(InvalidOptionError, match="no odds for 4"):
        category_counts(get_system("high"), 4)


def test_progress_reports_every_hand_once_and_ends_at_the_total() -> None:
    calls: list[tuple[int, int]] = []
    counts = category_counts(
        get_system("high"), 5, progress=lambda done, total: calls.append((done, total))
    )
    assert calls[-1] == (2_598_960, 2_598_960) == (sum(counts.values()), math.comb(52, 5))
    assert all(total == 2_598_960 for _, total in calls)
    assert [done for done, _ in calls] == sorted({done for done, _ in calls})  # strictly rising


@pytest.mark.parametrize(
    ("system", "options", "cards", "empty"),
    [
        # Lowball: of six cards the best five play, and four of a rank with two other cards always
        # leaves a lower five (three of a kind, or a full house); no qualifier, so every hand
        # qualifies.
        ("ace-to-five", {}, 6, {"four-of-a-kind", "no-qualifying-low"}),
        ("paiute", {}, 6, {"five-of-a-kind"}),  # no wild rank, no five of a kind
    ],
)
def test_exhaustive_counts_show_which_categories_no_hand_reaches(
    system: str, options: dict[str, Any], cards: int, empty: set[str]
) -> None:
    counts = category_counts(get_system(system, **options), cards)
    assert {name for name, n in counts.items() if n == 0} == empty
    assert sum(counts.values()) == math.comb(52, cards)


def test_odds_command_leaves_out_categories_no_six_card_low_reaches() -> None:
    from typer.testing import CliRunner

    from widow.cli import app

    result = CliRunner().invoke(app, ["odds", "ace-to-five", "--cards", "6", "--json"])
    assert result.exit_code == 0, result.output
    shown = json.loads(result.output)["categories"]
    assert list(shown) == ["high-card", "one-pair", "two-pair", "three-of-a-kind", "full-house"]
    # A full house is the best five only of four of a rank and a pair, or of two threes.
    four_and_pair = 13 * 12 * math.comb(4, 2)
    two_threes = math.comb(13, 2) * math.comb(4, 3) ** 2
    assert shown["full-house"] == four_and_pair + two_threes


@pytest.mark.parametrize("terminal", [True, False])
def test_count_progress_shows_a_bar_only_on_a_terminal(
    monkeypatch: pytest.MonkeyPatch, terminal: bool
) -> None:
    import io

    from rich.console import Console

    from widow.cli import ranking as ranking_cli

    stream = io.StringIO()
    monkeypatch.setattr(
        ranking_cli, "err_console", Console(file=stream, force_terminal=terminal, width=80)
    )
    monkeypatch.setattr(ranking_cli, "_PROGRESS_AFTER_S", 0.0)  # as if two seconds had passed
    with ranking_cli.count_progress("counting 7-card hands") as progress:
        progress(50, 100)
        progress(100, 100)
    assert ("counting 7-card hands" in stream.getvalue()) == terminal
    assert terminal or stream.getvalue() == ""


def test_count_progress_stays_quiet_for_a_short_count(monkeypatch: pytest.MonkeyPatch) -> None:
    import io

    from rich.console import Console

    from widow.cli import ranking as ranking_cli

    stream = io.StringIO()
    monkeypatch.setattr(ranking_cli, "err_console", Console(file=stream, force_terminal=True))
    with ranking_cli.count_progress("counting") as progress:
        progress(100, 100)  # done well within two seconds
    assert stream.getvalue() == ""
