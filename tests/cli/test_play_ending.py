"""How ``widow play`` ends when it is stopped from outside: a signal, a closed output, a hostile
line at the prompt. The record is saved whole every time, and nothing ends in a traceback."""

from __future__ import annotations

import io
import json
import os
import random
import signal
import subprocess
import sys
import time
import tracemalloc
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from widow import load_game, replay
from widow.bots import get_bot, play_match
from widow.cli.play import MAX_LINE, PlaySession, Screen, plain_reader, play_and_save
from widow.engine.actions import Action
from widow.records import write_record

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals and pipes")


def start_play(path: Path) -> subprocess.Popen[bytes]:
    command = ["play", "la-viuda", "-n", "3", "--seed", "4", "--record", str(path)]
    return subprocess.Popen(
        [sys.executable, "-m", "widow", *command],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )


def read_until_prompt(process: subprocess.Popen[bytes]) -> bytes:
    assert process.stdout is not None
    seen = b""
    deadline = time.monotonic() + 60
    while b"your move> " not in seen:
        assert time.monotonic() < deadline, seen
        chunk = os.read(process.stdout.fileno(), 4096)
        assert chunk, seen
        seen += chunk
    return seen


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP])
def test_a_stop_signal_at_the_prompt_saves_a_whole_record(tmp_path: Path, signum: int) -> None:
    path = tmp_path / "r.json"
    process = start_play(path)
    try:
        assert process.stdin is not None
        read_until_prompt(process)
        process.stdin.write(b"p\n")
        process.stdin.flush()
        read_until_prompt(process)
        # Nothing is written before the match ends or stops: no empty record lies about.
        assert not path.exists()
        process.send_signal(signum)
        _, err = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert process.returncode == 128 + signum
    name = signal.Signals(signum).name
    assert err.decode() == f"widow: stopped by {name}; record saved to {path}\n"
    record = json.loads(path.read_text())
    assert {"seat": 0, "action": "pass"} in record["actions"]
    assert replay(record).record() == record
    assert [p.name for p in tmp_path.iterdir()] == ["r.json"]


def test_a_closed_output_saves_the_record_and_says_so_on_stderr(tmp_path: Path) -> None:
    # As ``widow play ... | head -1``: the reader takes the first line and goes away.
    path = tmp_path / "r.json"
    process = start_play(path)
    try:
        assert process.stdout is not None and process.stdin is not None
        process.stdout.readline()
        process.stdout.close()
        process.stdin.close()
        err = process.stderr.read() if process.stderr is not None else b""
        process.wait(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert process.returncode == 128 + signal.SIGPIPE
    assert err.decode() == f"widow: output closed; record saved to {path}\n"
    assert replay(json.loads(path.read_text())).game.name == "la-viuda"


def test_other_commands_stop_quietly_when_their_output_closes(tmp_path: Path) -> None:
    # A long match, whose replay is far more than a pipe holds, so the closed pipe is felt.
    game = load_game("la-viuda", players=6, chips=8)
    path = write_record(play_match(game, [get_bot("random")] * 6, 3), tmp_path / "long.json")
    process = subprocess.Popen(
        [sys.executable, "-m", "widow", "replay", str(path)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert process.stdout is not None and process.stderr is not None
    process.stdout.readline()
    process.stdout.close()
    err = process.stderr.read()
    process.wait(timeout=60)
    # The status of a program stopped by SIGPIPE, and not a word: as ``yes | head -1``.
    assert process.returncode == 128 + signal.SIGPIPE
    assert err == b""


def test_a_huge_line_at_the_prompt_is_read_in_bounded_memory(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    line = "k" * 20_000_000
    monkeypatch.setattr(sys, "stdin", io.StringIO(line + "\nknock\n"))
    monkeypatch.setattr(sys, "stdout", io.StringIO())
    tracemalloc.start()
    try:
        first = plain_reader("your move> ")
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    # Only the head of the line is kept; the rest was read piece by piece and dropped.
    assert first == "k" * MAX_LINE
    assert peak < 1_000_000
    assert plain_reader("your move> ") == "knock"
    assert plain_reader("your move> ") is None


def test_bytes_that_are_not_utf8_at_the_prompt_are_not_an_error(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    raw = io.TextIOWrapper(io.BytesIO(b"kn\xffock\nquit\n"), encoding="utf-8")
    monkeypatch.setattr(sys, "stdin", raw)
    monkeypatch.setattr(sys, "stdout", io.StringIO())
    assert plain_reader("> ") == "kn\ufffdock"
    assert plain_reader("> ") == "quit"


class _SignalsMidMove:
    """A bot that is sent SIGTERM while it chooses, then takes the first legal action."""

    def __init__(self) -> None:
        self.moves = 0

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        self.moves += 1
        os.kill(os.getpid(), signal.SIGTERM)
        return legal[0]


def test_a_stop_signal_during_a_bots_move_lets_that_move_finish() -> None:
    state = load_game("whisky-poker", players=2).new_state(seed=3)
    bot_seat = 1
    bot = _SignalsMidMove()
    session = PlaySession(
        state,
        seat=0,
        bots={bot_seat: bot},
        bot_names={bot_seat: "signals"},
        rng=random.Random(1),
        screen=Screen(Console(file=io.StringIO()), rich=False),
        read=lambda prompt: "pass",
    )
    saved: list[dict[str, Any]] = []
    ending = play_and_save(session, lambda: saved.append(state.record()))
    assert ending.signum == signal.SIGTERM and not ending.finished
    # The bot's move went through whole before the session stopped, and nothing after it.
    assert bot.moves == 1
    assert saved[0]["actions"][-1]["seat"] == bot_seat
    assert replay(saved[0]).record() == saved[0]
    # The handler that was there before is back.
    assert signal.getsignal(signal.SIGTERM) is signal.SIG_DFL
