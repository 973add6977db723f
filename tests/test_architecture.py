"""The house plan holds: layers import downward only, no game imports another, no import circles
(the contracts in ``pyproject.toml``, explained in ``docs/architecture.md``), and the public
module names the docs use still lead to the code that moved below the games."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import widow.bots
import widow.equity
import widow.odds
from widow.analysis import equity as analysis_equity
from widow.analysis import odds as analysis_odds
from widow.engine.seat_view import SeatView

ROOT = Path(__file__).resolve().parents[1]


def test_import_contracts_hold() -> None:
    """Every contract under ``[tool.importlinter]`` is kept: a game importing another game, a
    family or the engine importing upward, or any import circle fails here as it does in
    ``lint-imports``. It runs in a process of its own, as the command does, so that nothing an
    earlier test left in this one (imported modules, paths, streams) can sway it."""
    pytest.importorskip("importlinter")
    command = "from importlinter.cli import lint_imports_command; lint_imports_command()"
    result = subprocess.run(
        [sys.executable, "-c", command, "--no-cache"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    report = result.stdout + result.stderr
    assert result.returncode == 0, report
    for contract in ("Layers import downward only", "No game imports another game",
                     "No import circles, at any depth"):  # fmt: skip
        assert f"{contract} KEPT" in report


def test_the_contracts_name_every_module_under_widow() -> None:
    """The layers contract is exhaustive: every module or package directly under ``widow`` has
    its place, so the check cannot pass by leaving a new module out."""
    tomllib = pytest.importorskip("tomllib")
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]
    layers = next(c for c in config["contracts"] if c["type"] == "layers")
    placed = {name.strip() for layer in layers["layers"] for name in layer.split("|")}
    package = ROOT / "src" / "widow"
    present = {
        p.stem if p.suffix == ".py" else p.name
        for p in package.iterdir()
        if (p.suffix == ".py" and p.stem != "__init__") or (p / "__init__.py").exists()
    }
    assert layers["exhaustive"] is True
    assert present == placed, f"unplaced: {present - placed}, missing: {placed - present}"


def test_public_equity_and_odds_names_lead_to_the_analysis() -> None:
    """``widow.equity.equity(...)`` and ``widow.odds.category_counts(...)`` (docs/betting.md,
    docs/performance.md) are the very functions of :mod:`widow.analysis`, not copies."""
    assert widow.equity.equity is analysis_equity.equity
    assert widow.equity.EquityResult is analysis_equity.EquityResult
    assert widow.odds.category_counts is analysis_odds.category_counts
    assert widow.odds.OddsTable is analysis_odds.OddsTable
    assert widow.equity.equity("holdem", ["As Ah", "Kd Kc"], board="2c 7d 9h").boards == 990


def test_bots_name_the_engine_seat_view_as_their_own() -> None:
    """Bots and games' own players build the one seat view of the engine."""
    assert widow.bots.SeatView is SeatView
    assert "SeatView" in widow.bots.__all__
