"""Tonk from the command line: rules, a whole match played and replayed, simulate, the web."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from widow import replay
from widow.cli import app

runner = CliRunner()


def test_widow_rules_tonk_prints_the_rules_with_every_option() -> None:
    result = runner.invoke(app, ["rules", "tonk"])
    assert result.exit_code == 0
    for word in ("TONK", "deal_tonk", "count_held", "caught_pays", "slap_ties", "hit_lock",
                 "discard_taken", "slaps", "stake", "hands"):  # fmt: skip
        assert word in result.stdout


def test_widow_play_tonk_runs_a_match_that_replays(tmp_path: Path) -> None:
    path = tmp_path / "tonk.json"
    moves = "drop\npass\n" * 100  # drop at every turn; let every slap go
    result = runner.invoke(
        app, ["play", "tonk", "-n", "3", "--seed", "4", "--record", str(path)], input=moves
    )
    assert result.exit_code == 0, result.stderr
    assert "final result:" in result.stdout and "you drop" in result.stdout
    state = replay(json.loads(path.read_text()))
    assert state.is_over and state.game.name == "tonk"
    shown = runner.invoke(app, ["replay", str(path)])
    assert shown.exit_code == 0 and "hands shown:" in shown.stdout


def test_widow_play_tonk_refuses_a_move_out_of_turn_order(tmp_path: Path) -> None:
    result = runner.invoke(
        app,
        ["play", "tonk", "-n", "2", "--seed", "9", "--record", str(tmp_path / "r.json")],
        input="discard Kc\nquit\n",
    )
    assert result.exit_code == 0
    assert "draw from the stock or the discard pile first" in result.stdout


def test_widow_simulate_tonk_shows_the_heuristic_winning() -> None:
    result = runner.invoke(
        app, ["simulate", "tonk", "-n", "4", "-g", "40", "--bots", "heuristic,random",
              "--seed", "1", "--json"],
    )  # fmt: skip
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)
    by_bot = {b["bot"]: b for b in data["by_bot"]}
    assert by_bot["heuristic"]["money"] > 0 > by_bot["random"]["money"]
