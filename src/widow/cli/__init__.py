"""The ``widow`` command. Thin: it parses, calls the library and renders.

Every user mistake surfaces as a :class:`~widow.errors.WidowError`; the commands turn it into one
clear line on standard error and exit status 2, never a traceback.
"""

from __future__ import annotations

import typer

from widow import __version__
from widow.cli.common import WidowGroup

app = typer.Typer(
    name="widow",
    cls=WidowGroup,
    help="Traditional card games: hand rankings and exact odds, rules, bots and play.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"widow {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    version: bool = typer.Option(
        False, "--version", callback=_version, is_eager=True, help="Print the version and exit."
    ),
) -> None:
    """Traditional card games: hand rankings and exact odds, rules, bots and play."""


# Command modules register themselves on ``app`` when imported.
from widow.cli import equity as _equity  # noqa: E402, F401
from widow.cli import games as _games  # noqa: E402, F401
from widow.cli import ranking as _ranking  # noqa: E402, F401
from widow.cli import serve as _serve  # noqa: E402, F401


def main() -> None:
    """Entry point of the console script and of ``python -m widow``."""
    app()
