"""The root of the ``widow`` command: the group every command module registers on."""

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
