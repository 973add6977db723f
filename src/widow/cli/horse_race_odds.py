"""``widow odds horse-race --layout '...'``: the exact chance of each ace winning a Horse Race."""

from __future__ import annotations

import json
from typing import Annotated

import typer
from rich.table import Table

from widow.cli.common import console, user_errors
from widow.errors import InvalidOptionError

NAME = "horse-race"
_SUIT_NAMES = {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"}

Layout = Annotated[
    str | None,
    typer.Option(
        "--layout",
        metavar="CARDS",
        help="horse-race only: the six track cards, quoted ('Kh 9h 2c 5d Td 7s').",
    ),
]


def print_horse_race_odds(layout: str | None, as_json: bool) -> None:
    """Print each suit's exact chance of winning, its fair odds against, and the chance in
    lowest terms."""
    from widow.games.horse_race.odds import fair_odds, win_probabilities

    with user_errors():
        if layout is None:
            raise InvalidOptionError(
                "widow odds horse-race needs --layout with the six track cards"
            )
        chances = win_probabilities(layout)
    if as_json:
        data = {s: {"exact": str(p), "probability": float(p)} for s, p in chances.items()}
        print(json.dumps({"game": NAME, "layout": layout, "suits": data}))
        return
    table = Table(title=f"Horse Race: chance of each ace winning, track {layout}")
    for name in ("suit", "probability", "fair odds against", "exact"):
        table.add_column(name, justify="left" if name == "suit" else "right")
    for suit, chance in chances.items():
        fair = fair_odds(chance)
        against = "cannot win" if fair is None else f"{float(fair):.3f} to 1"
        table.add_row(_SUIT_NAMES[suit], f"{float(chance):.6f}", against, str(chance))
    console.print(table)
