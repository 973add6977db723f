"""``widow equity``: the pot equity of Hold'em and Pineapple hands."""

from __future__ import annotations

import json
from typing import Annotated

import typer
from rich.table import Table

from widow.analysis.equity import GAMES, equity
from widow.analysis.results import EquityResult
from widow.cli.common import console, user_errors, whole_number
from widow.cli.root import app


def _percent(value: float) -> str:
    return f"{100 * value:.2f}%"


def result_table(result: EquityResult) -> Table:
    """The result as a table: one row per hand."""
    how = (
        f"exact, {result.boards:,} boards"
        if result.exact
        else f"Monte Carlo, {result.boards:,} deals, 95% interval"
    )
    table = Table(title=f"{result.game}: {how}", title_justify="left")
    table.add_column("hand")
    table.add_column("equity", justify="right")
    if not result.exact:
        table.add_column("±", justify="right")
    table.add_column("win" if result.high is None else "scoop", justify="right")
    table.add_column("tie" if result.high is None else "split", justify="right")
    if result.high is not None:
        table.add_column("high half", justify="right")
        table.add_column("low half", justify="right")
    for i, hand in enumerate(result.hands):
        row = [hand, _percent(result.equity[i])]
        if not result.exact:
            row.append(_percent(result.interval[i]))
        row += [_percent(result.win[i]), _percent(result.tie[i])]
        if result.high is not None and result.low is not None:
            row += [_percent(result.high[i]), _percent(result.low[i])]
        table.add_row(*row)
    return table


@app.command(name="equity")
def equity_command(
    game: Annotated[
        str,
        typer.Argument(
            metavar="GAME", help="Game: " + ", ".join((*GAMES, "soko", "draw-poker")) + "."
        ),
    ],
    hands: Annotated[
        list[str],
        typer.Argument(
            metavar="HAND...",
            help="Two or more hands of two hole cards each ('As Kd' or AsKd); ?? for an unknown"
            " hand. Pineapple before the discard: three hole cards each, each hand valued at"
            " its best two-card keep on every board. Soko: each seat's known cards, ?? for a"
            " hidden one ('?? 9h 4d').",
        ),
    ],
    board: Annotated[
        str, typer.Option("--board", "-b", metavar="CARDS", help="Board cards so far (0, 3 or 4).")
    ] = "",
    dead: Annotated[
        str, typer.Option("--dead", "-d", metavar="CARDS", help="Cards known to be out of play.")
    ] = "",
    variant: Annotated[
        str | None,
        typer.Option(
            "--variant",
            metavar="NAME",
            help="Pineapple: pineapple, crazy or crazy-hi-lo; draw-poker: the ranking.",
        ),
    ] = None,
    trials: Annotated[
        str, typer.Option("--trials", metavar="N", help="Monte Carlo deals when not exact.")
    ] = "200000",
    seed: Annotated[str, typer.Option("--seed", metavar="N", help="Monte Carlo seed.")] = "0",
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON instead of text.")] = False,
) -> None:
    """Each hand's share of the pot: exact over every board where that is quick (every hand
    known, e.g. two hands from any street), seeded Monte Carlo with a 95% interval otherwise.
    In hi-lo games the high and low halves are shown too.

    Pineapple hands may hold all three hole cards until the discard (before the flop; Crazy:
    before the turn): each is then valued at its best keep on every board, as if it had
    discarded knowing the board.

    Example: widow equity holdem AsAh KdKc --board "2c 7d 9h"
    """
    with user_errors():
        result = equity(
            game,
            hands,
            board=board,
            dead=dead,
            variant=variant,
            trials=whole_number("--trials", trials, 1),
            seed=whole_number("--seed", seed, 0),
        )
    if as_json:
        typer.echo(json.dumps(result.to_dict()))
    else:
        console.print(result_table(result))
