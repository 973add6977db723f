"""The command line loads only the module of the command it runs, and knows every command."""

from __future__ import annotations

import subprocess
import sys

import typer.main

from widow.cli import COMMANDS, load_commands


def test_every_registered_command_is_mapped_to_its_module() -> None:
    group = typer.main.get_command(load_commands())
    registered = set(group.commands)  # type: ignore[attr-defined]
    assert registered == set(COMMANDS)


def test_a_ranking_command_does_not_load_the_games() -> None:
    code = (
        "import sys; sys.argv = ['widow', 'rank', 'high', 'As Ks Qs Js Ts']\n"
        "from widow.cli import main\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        "print(sorted(m for m in sys.modules if m.startswith('widow.games.')))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert "royal-flush" in done.stdout
    assert done.stdout.strip().splitlines()[-1] == "[]"


def test_import_widow_leaves_numpy_and_the_games_unloaded() -> None:
    code = (
        "import sys, widow\n"
        "print('numpy' in sys.modules, 'widow.games' in sys.modules)\n"
        "widow.load_game('war', players=2)\n"
        "print('widow.games' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["False", "False", "True"]
