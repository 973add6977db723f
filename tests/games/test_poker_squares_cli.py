"""The games by dictation on the command line: solitaire play, play against bots, simulation
and replay, all drawn from the generic table description."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from widow import replay
from widow.cli import app

runner = CliRunner()


def test_a_lone_player_fills_the_square_and_the_record_replays(tmp_path: Path) -> None:
    record = tmp_path / "squares.json"
    moves = "".join(f"place {r} {c}\n" for r in range(1, 6) for c in range(1, 6))
    result = runner.invoke(
        app,
        ["play", "poker-squares", "--players", "1", "--seed", "4", "--record", str(record)],
        input=moves,
    )
    assert result.exit_code == 0, result.output
    assert "?? marks an empty cell" in result.output
    assert " | " in result.output  # the square is drawn row by row
    assert "final scores: you " in result.output  # the person reads "you", not a seat number
    state = replay(json.loads(record.read_text()))
    assert state.is_over and len(state.history) == 25
    shown = runner.invoke(app, ["replay", str(record), "--seat", "0"])
    assert shown.exit_code == 0 and "[25] seat 0: place 5 5" in shown.output


def test_a_bad_cell_is_one_line_and_the_prompt_returns() -> None:
    result = runner.invoke(
        app,
        ["play", "cribbage-squares", "--players", "2", "--seed", "2", "--record", "/dev/null"],
        input="place 5 5\nquit\n",
    )
    assert result.exit_code == 0
    assert "the square has 4 rows and 4 columns" in result.output
    assert "Traceback" not in result.output


def test_simulate_reports_the_final_score_of_each_bot() -> None:
    result = runner.invoke(
        app,
        [
            "simulate",
            "dictated-strategy",
            "--players",
            "2",
            "--games",
            "4",
            "--bots",
            "heuristic,random",
            "--json",
        ],
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    scores = {row["bot"]: row["mean_final_score"] for row in data["by_bot"]}
    assert scores["heuristic"] > scores["random"]
