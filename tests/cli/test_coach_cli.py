"""The coach in the terminal: ``hint`` at the prompt, ``play --coach`` and ``widow analyse``."""

from __future__ import annotations

import json
import re
from pathlib import Path

from typer.testing import CliRunner

from widow import load_game
from widow.bots import play_match
from widow.cli import app
from widow.records import write_record

runner = CliRunner()

#: The coach's line for one move: ``coach: MOVE: VALUE UNIT (N samples): why``.
COACH_LINE = re.compile(
    r"^coach: (.+?): ([+-]\d+\.\d\d \w+|\d+% win chance) \((\d+) samples\): .+$"
)


def _coach_moves(out: str) -> list[list[str]]:
    """The moves each block of coach lines names, in order, one list per block."""
    blocks: list[list[str]] = []
    previous = False
    for line in out.splitlines():
        match = COACH_LINE.match(line)
        if match and not previous:
            blocks.append([])
        if match:
            blocks[-1].append(match.group(1))
        previous = bool(match)
    return blocks


def test_hint_lists_moves_open_now_and_changes_no_bot_move(tmp_path: Path) -> None:
    plain, hinted = tmp_path / "plain.json", tmp_path / "hinted.json"
    moves = "pass\n" * 3 + "knock\n" * 3 + "quit\n"
    args = ["play", "whisky-poker", "-n", "3", "--seed", "8", "--bots", "heuristic"]
    first = runner.invoke(app, [*args, "--record", str(plain)], input=moves)
    second = runner.invoke(app, [*args, "--record", str(hinted)], input="hint\n" + moves)
    assert first.exit_code == 0 and second.exit_code == 0, second.stderr
    blocks = _coach_moves(second.stdout)
    assert len(blocks) == 1 and set(blocks[0]) <= {"pass", "exchange", "knock"}
    # The coach draws from its own generator: the bots' moves, hence the record, are the same.
    assert json.loads(plain.read_text())["actions"] == json.loads(hinted.read_text())["actions"]


def test_play_with_the_coach_advises_before_every_move_of_yours(tmp_path: Path) -> None:
    result = runner.invoke(
        app,
        ["play", "whisky-poker", "-n", "3", "--seed", "8", "--coach",
         "--record", str(tmp_path / "m.json")],
        input="pass\nknock\nquit\n",
    )  # fmt: skip
    assert result.exit_code == 0, result.stderr
    # One block of advice a turn, after the list of moves the turn opens with.
    turns = result.stdout.count("your moves: ")
    assert len(_coach_moves(result.stdout)) == turns >= 2


def _record(tmp_path: Path) -> Path:
    state = play_match(load_game("whisky-poker", players=3), ["heuristic", "random", "random"], 5)
    return write_record(state, tmp_path / "match.json")


def test_analyse_reviews_each_decision_of_the_seat_and_names_the_costliest(tmp_path: Path) -> None:
    path = _record(tmp_path)
    result = runner.invoke(app, ["analyse", str(path), "--seat", "0", "--budget", "0.05"])
    assert result.exit_code == 0, result.stderr
    lines = result.stdout.splitlines()
    reviewed = [line for line in lines if re.match(r"^\d+\. seat \d:", line)]
    record = json.loads(path.read_text())
    game = load_game("whisky-poker", players=3)
    state = game.new_state(record["seed"])
    choices = []
    for entry in record["actions"]:
        if entry["seat"] == 0 and len(state.legal_actions()) > 1:
            choices.append(entry["action"])
        state.apply(entry["action"])
    assert [line.split(": ", 2)[1].removesuffix(" ??") for line in reviewed] == choices
    assert all(line.startswith(tuple(f"{i}. seat 0" for i in range(1, 100))) for line in reviewed)
    marked = [line for line in reviewed if " ??" in line]
    assert len(marked) <= 3
    assert ("the costliest decisions:" in lines) == bool(marked)


def test_analyse_refuses_bad_input_with_one_line(tmp_path: Path) -> None:
    path = _record(tmp_path)
    for args, words in (
        (["--seat", "7"], "--seat 7: the record has seats 0 to 2"),
        (["--budget", "fast"], "--budget 'fast' is not a number of seconds"),
        (["--budget", "0"], "--budget must be more than 0"),
    ):
        result = runner.invoke(app, ["analyse", str(path), *args])
        assert result.exit_code == 2 and words in result.stderr, result.stderr
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps({**json.loads(path.read_text()), "seed": "x"}))
    result = runner.invoke(app, ["analyse", str(broken)])
    assert result.exit_code == 2 and "seed" in result.stderr
