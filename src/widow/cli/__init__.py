"""The ``widow`` command. Thin: it parses, calls the library and renders.

Every user mistake surfaces as a :class:`~widow.errors.WidowError`; the commands turn it into one
clear line on standard error and exit status 2, never a traceback.
"""

from __future__ import annotations

import importlib
import sys
from typing import Any

#: Each command and the module that defines it. Only that module is imported to run a command,
#: which keeps start-up short (the play commands pull in every game, the ranking ones numpy).
COMMANDS: dict[str, str] = {
    "odds": "widow.cli.ranking",
    "rank": "widow.cli.ranking",
    "compare": "widow.cli.ranking",
    "equity": "widow.cli.equity",
    "play": "widow.cli.games",
    "simulate": "widow.cli.games",
    "replay": "widow.cli.games",
    "rules": "widow.cli.games",
    "serve": "widow.cli.serve",
    "analyse": "widow.cli.review",
}


def load_commands(names: list[str] | None = None) -> Any:
    """Import the modules of the commands ``names`` (every command if ``None``); return the app."""
    from widow.cli.root import app

    wanted = COMMANDS.values() if names is None else [COMMANDS[n] for n in names]
    for module in dict.fromkeys(wanted):
        importlib.import_module(module)
    return app


def __getattr__(name: str) -> Any:
    # ``from widow.cli import app`` gives the app with every command on it.
    if name == "app":
        return load_commands()
    raise AttributeError(f"module 'widow.cli' has no attribute {name!r}")


def main() -> None:
    """Entry point of the console script and of ``python -m widow``."""
    command = next((arg for arg in sys.argv[1:] if not arg.startswith("-")), None)
    # A known command loads its own module only; help, a typo or no command loads them all, so
    # that the listing and the error are complete.
    first = sys.argv[1] if len(sys.argv) > 1 else None
    known = command is not None and command == first and command in COMMANDS
    load_commands([command] if known and command is not None else None)()
