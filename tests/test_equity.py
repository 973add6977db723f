"""Equity: exact enumeration against an independent count, Monte Carlo against exact results."""

from __future__ import annotations

import itertools
import json
import random

import pytest
from typer.testing import CliRunner

from widow import InvalidCardError, InvalidOptionError
from widow.analysis.equity import combinations, equity
from widow.cards import CARDS, format_cards
from widow.cli import app
from widow.ranking import get_system

phevaluator = pytest.importorskip("phevaluator")


def brute_force(hands: list[list[str]], board: list[str], hi_lo: bool = False) -> list[float]:
    """Equity by listing every board and judging it with phevaluator (high) and the scalar
    ace-to-five evaluator (low): a separate code path from the batch enumeration."""
    used = {c for h in hands for c in h} | set(board)
    rest = [str(c) for c in CARDS[:52] if str(c) not in used]
    low = get_system("ace-to-five", qualifier="8")
    totals = [0.0] * len(hands)
    count = 0
    for extra in itertools.combinations(rest, 5 - len(board)):
        full = [*board, *extra]
        ranks = [phevaluator.evaluate_cards(*h, *full) for h in hands]  # lower is better
        best = min(ranks)
        high = [1.0 / ranks.count(best) if r == best else 0.0 for r in ranks]
        shares = high
        if hi_lo:
            lows = [low.value([*h, *full]).strength for h in hands]
            top = max(lows)
            if top:
                low_share = [1.0 / lows.count(top) if v == top else 0.0 for v in lows]
                shares = [0.5 * a + 0.5 * b for a, b in zip(high, low_share, strict=True)]
        totals = [t + s for t, s in zip(totals, shares, strict=True)]
        count += 1
    return [t / count for t in totals]


def random_spot(rng: random.Random, players: int, board: int) -> tuple[list[list[str]], list[str]]:
    cards = [str(c) for c in rng.sample(CARDS[:52], 2 * players + board)]
    return [cards[2 * i : 2 * i + 2] for i in range(players)], cards[2 * players :]


@pytest.mark.parametrize("board", [3, 4, 5])
def test_exact_equity_matches_an_independent_count(board: int) -> None:
    rng = random.Random(board)
    for _ in range(6):
        hands, cards = random_spot(rng, rng.randint(2, 4), board)
        result = equity("holdem", [" ".join(h) for h in hands], board=" ".join(cards))
        assert result.exact
        assert result.equity == pytest.approx(brute_force(hands, cards), abs=1e-12)


def test_hi_lo_exact_equity_matches_an_independent_count() -> None:
    """Rules, Crazy Pineapple Hi-Lo 8 or better: high half and ace-to-five eight-or-better low
    half; no qualifying low gives the high hand everything."""
    rng = random.Random(7)
    for _ in range(4):
        hands, cards = random_spot(rng, rng.randint(2, 3), 4)
        result = equity(
            "pineapple", [" ".join(h) for h in hands], board=" ".join(cards), variant="crazy-hi-lo"
        )
        assert result.equity == pytest.approx(brute_force(hands, cards, hi_lo=True), abs=1e-12)
        assert result.high is not None and result.low is not None


def test_preflop_heads_up_counts_every_board() -> None:
    """All 1,712,304 boards; the figure agrees with a full count by phevaluator (0.812555)."""
    result = equity("holdem", ["As Ah", "Kd Kc"])
    assert result.exact and result.boards == 1_712_304
    assert result.equity[0] == pytest.approx(0.8125548967940273, abs=1e-12)
    assert sum(result.equity) == pytest.approx(1.0)


def test_monte_carlo_lies_within_its_interval_of_the_exact_value() -> None:
    hands, board = ["Jh Th", "Ac Kd", "7s 7c"], "2h 9h Kc"
    exact = equity("holdem", hands, board=board)
    sampled = equity("holdem", hands, board=board, exact_limit=0, trials=100_000, seed=3)
    assert not sampled.exact
    for e, s, half in zip(exact.equity, sampled.equity, sampled.interval, strict=True):
        # ``half`` is 1.96 standard errors: allow four.
        assert abs(e - s) <= 2 * half and half < 0.01


def test_monte_carlo_is_seeded() -> None:
    a = equity("holdem", ["As Ks", "??", "??"], trials=3000, seed=11)
    b = equity("holdem", ["As Ks", "??", "??"], trials=3000, seed=11)
    assert a == b and not a.exact


def test_unknown_hand_equity_matches_the_known_table() -> None:
    """Pocket aces against one random hand win about 85.2% of the pot (published tables)."""
    result = equity("holdem", ["Ac Ad", "??"], trials=100_000, seed=5)
    assert abs(result.equity[0] - 0.852) < 3 * result.interval[0] + 0.002


def test_bad_input_names_the_problem() -> None:
    with pytest.raises(InvalidCardError, match="'As' is given twice"):
        equity("holdem", ["As Ah", "As Kd"])
    with pytest.raises(InvalidCardError, match="hand 2 must be two hole cards"):
        equity("holdem", ["As Ah", "Kd Kc Qd"])
    with pytest.raises(InvalidCardError, match="0, 3, 4 or 5 cards"):
        equity("holdem", ["As Ah", "Kd Kc"], board="2c 3c")
    with pytest.raises(InvalidOptionError, match="not 'whist'"):
        equity("whist", ["As Ah", "Kd Kc"])


def test_combinations_table() -> None:
    table = combinations(7, 3)
    assert [tuple(r) for r in table.tolist()] == list(itertools.combinations(range(7), 3))


def test_cli_equity_prints_a_table_and_json() -> None:
    runner = CliRunner()
    out = runner.invoke(app, ["equity", "holdem", "AsAh", "KdKc", "--board", "2c 7d 9h"])
    assert out.exit_code == 0 and "91.62%" in out.output and "exact, 990 boards" in out.output
    out = runner.invoke(app, ["equity", "holdem", "AsAh", "??", "--trials", "500", "--json"])
    data = json.loads(out.output)
    assert data["exact"] is False and data["boards"] == 500
    bad = runner.invoke(app, ["equity", "holdem", "AsAh", "AsKd"])
    assert bad.exit_code == 2 and "given twice" in bad.output
    assert format_cards([]) == ""
