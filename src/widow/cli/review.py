"""``widow analyse``: the coach's review of a recorded match, like a chess engine's game review.

Every decision that had a choice is replayed and the game's strongest bot estimates each move open
then; the review prints the move taken beside the best one and marks the decisions that cost the
most.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated

import typer

from widow.bots.coach import Analyst, Decision, coach_bot, review_match, worst_decisions
from widow.cli.common import (
    Lang,
    RecordFile,
    record_and_seat,
    use_language,
    user_errors,
    whole_number,
)
from widow.cli.root import app
from widow.engine.core import Game
from widow.errors import InvalidOptionError
from widow.i18n import N_, _

#: Seconds of processor time per decision the coach takes unless told otherwise: a review of a
#: long match must not take an hour.
DEFAULT_BUDGET = 0.2
#: The most it may take per decision (the bots refuse larger budgets too).
MAX_BUDGET = 60.0


def _budget(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise InvalidOptionError(
            N_("--budget {given} is not a number of seconds").format(given=repr(text))
        ) from None
    if not 0 < value <= MAX_BUDGET:
        raise InvalidOptionError(
            N_("--budget must be more than 0 and at most {n} seconds").format(n=f"{MAX_BUDGET:g}")
        )
    return value


def decision_lines(decisions: Sequence[Decision], marks: int = 3) -> list[str]:
    """One line per decision (the costliest ``marks`` marked ``??``), then a summary."""
    worst = {id(d) for d in worst_decisions(decisions, marks)}
    lines: list[str] = []
    for d in decisions:
        best = d.estimates[0] if d.estimates else None
        taken = d.taken_estimate
        mark = " ??" if id(d) in worst else ""
        said = _("{number}. seat {seat}: {move}", number=d.step + 1, seat=d.seat, move=d.taken)
        said += mark
        if best is None:
            lines.append(_("{decision} (no estimate)", decision=said))
        elif taken is None:
            lines.append(_("{decision}: not examined; best {best}", decision=said,
                           best=best.describe()))  # fmt: skip
        elif best.action == d.taken:
            lines.append(_("{decision}: the best move; {taken}", decision=said,
                           taken=taken.describe()))  # fmt: skip
        else:
            lines.append(
                _(
                    "{decision}: {value} {unit}; best {best} (cost {cost} {unit})",
                    decision=said,
                    value=format(taken.value, "+.2f"),
                    unit=_(taken.unit),
                    best=best.describe(),
                    cost=format(d.cost or 0.0, ".2f"),
                )
            )
    costly = worst_decisions(decisions, marks)
    lines.append("")
    if not costly:
        lines.append(_("no decision cost anything by the coach's estimates"))
        return lines
    lines.append(_("the costliest decisions:"))
    for d in costly:
        lines.append(
            _(
                "  {number}. seat {seat} played {move}, {cost} {unit} worse than {best}",
                number=d.step + 1,
                seat=d.seat,
                move=d.taken,
                cost=format(d.cost or 0.0, ".2f"),
                unit=_(d.estimates[0].unit),
                best=d.estimates[0].action,
            )
        )
    return lines


@app.command()
def analyse(
    file: RecordFile,
    seat: Annotated[
        str | None,
        typer.Option("--seat", metavar="K", help="Review only seat K's decisions."),
    ] = None,
    budget: Annotated[
        str,
        typer.Option(
            "--budget",
            metavar="SECONDS",
            help="Processor time the coach takes per decision.",
        ),
    ] = str(DEFAULT_BUDGET),
    seed: Annotated[
        str,
        typer.Option("--seed", metavar="S", help="Seed of the coach's own draws."),
    ] = "0",
    lang: Lang = None,
) -> None:
    """Review a recorded match: each decision's move beside the best one the strongest bot finds,
    and the decisions that cost the most.

    Example: widow analyse match.json --seat 0 --budget 0.5
    """
    use_language(lang)
    with user_errors():
        record, viewer = record_and_seat(file, seat)
        seconds = _budget(budget)

        def coach(game: Game) -> Analyst:
            return coach_bot(game, f"budget={seconds:g}")

        decisions = review_match(
            record,
            coach,
            seats=None if viewer is None else {viewer},
            seed=whole_number("--seed", seed),
        )
    for line in decision_lines(decisions):
        typer.echo(line)
