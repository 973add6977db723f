"""The commands with the trick games: rules, play against bots, replay and simulate."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from widow import load_game
from widow.bots import play_match
from widow.cli import app
from widow.records import write_record

runner = CliRunner()


@pytest.mark.parametrize("game", ["whist", "bourre"])
def test_rules_print_the_game(game: str) -> None:
    result = runner.invoke(app, ["rules", game])
    assert result.exit_code == 0 and game.upper() in result.stdout.upper()


def test_play_whist_shows_the_partner_and_the_turned_up_card(tmp_path: Path) -> None:
    record = tmp_path / "whist.json"
    result = runner.invoke(
        app,
        ["play", "whist", "-n", "4", "--seed", "3", "--record", str(record)],
        input="play 2c\nquit\n",
    )
    assert result.exit_code == 0, result.stdout
    assert "partner" in result.stdout and "turned-up trump card: 6c" in result.stdout
    assert "you do not hold 2c" in result.stdout
    assert record.exists()


@pytest.mark.parametrize(("game", "players"), [("whist", 4), ("bourre", 5)])
def test_replay_walks_through_a_whole_match(tmp_path: Path, game: str, players: int) -> None:
    state = play_match(load_game(game, players=players), ["heuristic"] * players, 4)
    path = write_record(state, tmp_path / f"{game}.json")
    result = runner.invoke(app, ["replay", str(path), "--seat", "1"])
    assert result.exit_code == 0, result.stdout
    assert f"[{len(state.history)}] seat" in result.stdout
    assert "final result" in result.stdout


def test_simulate_reports_partnership_scores() -> None:
    result = runner.invoke(
        app, ["simulate", "whist", "-n", "4", "--games", "2", "--bots", "heuristic,random"]
    )
    assert result.exit_code == 0, result.stdout
    assert "heuristic" in result.stdout and "final score" in result.stdout
