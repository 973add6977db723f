"""Golden terminal sessions: ``widow play`` driven through a pipe, the whole text it prints.

The wording of the table, the events and the results shows up as a diff in review. To regenerate
on purpose, run::

    WIDOW_REGENERATE_GOLDEN=1 python -m pytest tests/golden

and commit the changed files after reading the diff.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from widow.cli import app

HERE = Path(__file__).parent
# Knock where knocking is allowed, pass after someone else's knock, buy La Viuda when offered,
# look at the table once a deal; lines the rules refuse are answered and play goes on.
SCRIPT = "k\np\nb\nshow\n" * 200
SESSIONS: dict[str, list[str]] = {
    "play-la-viuda": ["la-viuda", "-n", "3", "-o", "chips=1", "--seed", "7"],
    "play-la-viuda-stripped": ["la-viuda", "-n", "3", "-o", "stripped=true", "-o", "target=2"],
    "play-whisky-poker-lives": ["whisky-poker", "-n", "3", "-o", "scoring=lives", "-o", "lives=2"],
}


@pytest.mark.parametrize("name", sorted(SESSIONS))
def test_golden_play_session(name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    args = SESSIONS[name]
    if "--seed" not in args:
        args = [*args, "--seed", "12"]
    result = CliRunner().invoke(app, ["play", *args, "--record", "match.json"], input=SCRIPT)
    assert result.exit_code == 0, result.stderr
    text = f"$ widow play {' '.join(args)} --record match.json\n{result.stdout}"
    path = HERE / f"{name}.txt"
    if os.environ.get("WIDOW_REGENERATE_GOLDEN") == "1":
        path.write_text(text, encoding="utf-8")
    expected = path.read_text(encoding="utf-8")
    assert text == expected, f"{path.name} differs; see the module docstring to regenerate it"
