"""Preference from the command line: rules, play against the bots, replay and simulate."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from widow import load_game
from widow.bots import play_match
from widow.cli import app
from widow.records import read_record, write_record
from widow.records import replay as replay_record

runner = CliRunner()


def test_rules_print_the_game() -> None:
    result = runner.invoke(app, ["rules", "preference"])
    assert result.exit_code == 0 and "PREFERENCE" in result.stdout
    assert "max_deals" in result.stdout


def test_play_refuses_a_skipped_number_and_records(tmp_path: Path) -> None:
    record = tmp_path / "preference.json"
    result = runner.invoke(
        app,
        ["play", "preference", "-n", "3", "--seed", "3", "--record", str(record)],
        input="bid 4\nquit\n",
    )
    assert result.exit_code == 0, result.stdout
    assert "numbers may not be skipped" in result.stdout
    assert record.exists()


def test_a_record_replays_to_the_same_match(tmp_path: Path) -> None:
    state = play_match(load_game("preference", players=4, max_deals=5), ["heuristic"] * 4, 4)
    path = write_record(state, tmp_path / "preference.json")
    assert replay_record(read_record(path)) == state
    result = runner.invoke(app, ["replay", str(path), "--seat", "1"])
    assert result.exit_code == 0, result.stdout
    assert "final result" in result.stdout


def test_simulate_shows_the_heuristic_ahead() -> None:
    result = runner.invoke(
        app,
        [
            "simulate",
            "preference",
            "-n",
            "3",
            "--games",
            "4",
            "--seed",
            "1",
            "--bots",
            "heuristic,random,random",
            "-o",
            "max_deals=8",
            "--json",
        ],
    )
    assert result.exit_code == 0, result.stdout
    assert "heuristic" in result.stdout
