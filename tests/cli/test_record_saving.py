"""Saving a record never loses one and never hangs.

Matches started in the same second get the same default name: each keeps its own record (the
later ones under a numbered name, which the program prints). A record sent to a pipe that no
program reads is refused at once instead of waiting for a reader that never comes. And a match
stopped in the middle of a bot's move saves the last whole state, which replays.
"""

from __future__ import annotations

import json
import os
import threading
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from widow import load_game, replay
from widow.cli import app
from widow.engine.actions import Action
from widow.engine.core import State
from widow.engine.events import Event
from widow.records import read_record, write_record

runner = CliRunner()


def test_an_exclusive_write_never_replaces_a_record(tmp_path: Path) -> None:
    first = load_game("war", players=2).new_state(seed=1)
    second = load_game("war", players=2).new_state(seed=2)
    path = write_record(first, tmp_path / "match.json", exclusive=True)
    again = write_record(second, tmp_path / "match.json", exclusive=True)
    assert (path.name, again.name) == ("match.json", "match-2.json")
    assert read_record(path)["seed"] == 1 and read_record(again)["seed"] == 2
    assert sorted(p.name for p in tmp_path.iterdir()) == ["match-2.json", "match.json"]


def test_records_saved_at_once_under_one_name_are_all_kept(tmp_path: Path) -> None:
    states = [load_game("war", players=2).new_state(seed=s) for s in range(8)]
    written: list[Path] = []
    start = threading.Barrier(len(states))

    def save(index: int) -> None:
        start.wait()
        written.append(write_record(states[index], tmp_path / "m.json", exclusive=True))

    threads = [threading.Thread(target=save, args=(i,)) for i in range(len(states))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(set(written)) == len(states)
    assert sorted(read_record(p)["seed"] for p in written) == list(range(len(states)))
    assert len(list(tmp_path.iterdir())) == len(states)  # nothing else left behind


def test_plays_started_in_the_same_second_keep_every_record(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("widow.cli.games.time.strftime", lambda _: "20260101-120000")
    said = []
    for seed in (5, 6, 7):
        result = runner.invoke(app, ["play", "war", "--seed", str(seed)], input="quit\n")
        assert result.exit_code == 0, result.stderr
        said.append(result.stdout)
    names = ["widow-war-20260101-120000.json", "widow-war-20260101-120000-2.json"]
    names.append("widow-war-20260101-120000-3.json")
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(names)
    for seed, name, out in zip((5, 6, 7), names, said, strict=True):
        assert f"record saved to {name}" in out
        assert read_record(tmp_path / name)["seed"] == seed


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_pipe_no_program_reads_is_refused_at_once(tmp_path: Path) -> None:
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    began = time.monotonic()
    result = runner.invoke(
        app, ["play", "war", "--seed", "1", "--record", str(pipe)], input="quit\n"
    )
    assert time.monotonic() - began < 20
    assert result.exit_code == 2
    assert "no program is reading" in result.stderr


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_pipe_with_a_reader_gets_the_record(tmp_path: Path) -> None:
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    received: list[bytes] = []
    reader = threading.Thread(target=lambda: received.append(pipe.read_bytes()))
    reader.start()
    state = load_game("war", players=2).new_state(seed=3)
    for _ in range(50):  # the reader opens the pipe when its thread gets to it
        try:
            write_record(state, pipe)
            break
        except OSError:
            time.sleep(0.05)
    reader.join(timeout=10)
    assert json.loads(received[0])["seed"] == 3


def test_ctrl_c_in_the_middle_of_a_move_saves_the_last_whole_state(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    state_class = type(load_game("whisky-poker", players=3).new_state(seed=1))
    rules = state_class._apply
    interrupts = 0

    def interrupted(self: State, action: Action) -> list[Event]:
        nonlocal interrupts
        events = rules(self, action)
        if len(self.history) == 3 and not interrupts:
            interrupts += 1
            raise KeyboardInterrupt  # the third move: after the rules ran, before it came back
        return events

    monkeypatch.setattr(state_class, "_apply", interrupted)
    path = tmp_path / "r.json"
    args = ["play", "whisky-poker", "-n", "3", "--seed", "4", "--record", str(path)]
    result = runner.invoke(app, args, input="p\n" * 40)
    assert result.exit_code == 0, result.stderr
    assert interrupts == 1
    monkeypatch.undo()
    record = read_record(path)
    assert len(record["actions"]) == 2  # the third move never happened
    state = replay(record)
    assert all(state.view(seat)["table"] for seat in range(3))
