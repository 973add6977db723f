"""``widow odds``, ``widow rank`` and ``widow compare``: hand rankings from the command line."""

from __future__ import annotations

import dataclasses
import functools
import inspect
import json
import time
import typing
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Annotated, Any

import typer
from rich.table import Table

from widow.cards import format_cards
from widow.cli.common import (
    console,
    err_console,
    parse_option_pairs,
    read_whole,
    user_errors,
    whole_number,
)
from widow.cli.horse_race_odds import Layout, print_horse_race_odds
from widow.cli.root import app
from widow.errors import InvalidOptionError, quote
from widow.ranking import SYSTEMS, get_system, system_class
from widow.ranking.base import RankingSystem, rank_option

# The dedicated flags and the option each one sets; anything else goes through --option k=v.
_FLAG_NAMES = {
    "jokers": "--jokers",
    "wild_rank": "--wild-rank",
    "pool": "--pool",
    "qualifier": "--qualifier",
}

System = Annotated[
    str, typer.Argument(metavar="SYSTEM", help="Ranking system: " + ", ".join(SYSTEMS) + ".")
]


def _flag(name: str, kind: Any) -> inspect.Parameter:
    return inspect.Parameter(
        name, inspect.Parameter.POSITIONAL_OR_KEYWORD, default=None, annotation=kind
    )


def _text_flag(name: str, metavar: str, help_text: str) -> inspect.Parameter:
    """A ranking flag, taken as text: whole numbers are checked by ``whole_number`` and ranks by
    the system, so that a mistake is one line naming the flag."""
    flag = "--" + name.replace("_", "-")
    return _flag(name, Annotated[str | None, typer.Option(flag, metavar=metavar, help=help_text)])


Options = Annotated[
    list[str] | None,
    typer.Option(
        "--option",
        "-o",
        metavar="KEY=VALUE",
        help="Any other option of the system as key=value (repeatable).",
    ),
]
AsJson = Annotated[bool, typer.Option("--json", help="Print JSON instead of text.")]

#: The flags that set a ranking system's options, shared by odds, rank and compare (see
#: :func:`with_ranking_flags`), in the order their help lists them.
_FLAG_PARAMETERS = (
    _text_flag("jokers", "N", "Jokers in the pack (0-2); they are wild."),
    _text_flag(
        "wild_rank", "RANK", "A wild rank, written as in card text (A, K, ..., T or 10, 2)."
    ),
    _text_flag("pool", "N", "La Viuda: the pool size that sets the wild rank."),
    _text_flag("qualifier", "RANK", "Lowball: the low must be this rank or better."),
    _flag("option", Options),
)


@dataclass(frozen=True)
class RankingFlags:
    """The ranking flags as given on the command line (``None``: not given)."""

    jokers: str | None = None
    wild_rank: str | None = None
    pool: str | None = None
    qualifier: str | None = None
    option: list[str] | None = None

    def build(self, system: str) -> RankingSystem:
        """The system named on the command line with these flags (see :func:`build_system`)."""
        return build_system(
            system,
            jokers=self.jokers,
            wild_rank=self.wild_rank,
            pool=self.pool,
            qualifier=self.qualifier,
            option=self.option,
        )


NO_FLAGS = RankingFlags()


def with_ranking_flags(command: Callable[..., None]) -> Callable[..., None]:
    """``command`` taking the ranking flags, gathered into its ``flags`` parameter.

    typer reads a command's flags from its signature, so the flags are put into the signature
    here, where ``flags`` stands, and the call gathers them back into one :class:`RankingFlags`:
    the three commands declare them once.
    """
    signature = inspect.signature(command, eval_str=True)
    parameters: list[inspect.Parameter] = []
    for parameter in signature.parameters.values():
        parameters.extend(_FLAG_PARAMETERS if parameter.name == "flags" else (parameter,))

    @functools.wraps(command)
    def run(**values: Any) -> None:
        given = {parameter.name: values.pop(parameter.name) for parameter in _FLAG_PARAMETERS}
        command(flags=RankingFlags(**given), **values)

    run.__signature__ = signature.replace(parameters=parameters)  # type: ignore[attr-defined]
    return run


def build_system(
    name: str,
    *,
    jokers: str | None = None,
    wild_rank: str | None = None,
    pool: str | None = None,
    qualifier: str | None = None,
    option: list[str] | None = None,
) -> RankingSystem:
    """The ranking system named on the command line with the options given there.

    Flags and ``--option key=value`` are read alike, by the type the system declares for the
    option: a rank as card text (``2`` is a deuce, ``10`` a ten), a count as a number. A flag the
    system does not take is an error that lists the options it does take, and so is a flag and
    an ``--option`` that set one option to different values.
    """
    cls = system_class(name)
    fields = [f.name for f in dataclasses.fields(cls)]  # type: ignore[arg-type]
    hints = typing.get_type_hints(cls)
    flags = {"jokers": jokers, "wild_rank": wild_rank, "pool": pool, "qualifier": qualifier}
    options: dict[str, Any] = {}
    for key, text in flags.items():
        if text is None:
            continue
        if key not in fields:
            valid = [_FLAG_NAMES.get(f, f"--option {f}=...") for f in fields]
            raise InvalidOptionError(
                f"{_FLAG_NAMES[key]} does not apply to {name}; its options: "
                + (", ".join(valid) or "none")
            )
        options[key] = _system_option(_FLAG_NAMES[key], text, hints[key])
    for key, text in parse_option_pairs(option).items():
        if key not in fields:
            options[key] = text  # the system names the unknown option, listing the valid ones
            continue
        value = _system_option(f"option {key}", text, hints[key])
        if key in options and not _same_option(key, options[key], value):
            raise InvalidOptionError(
                f"{_FLAG_NAMES[key]} {flags[key]} and --option {key}={text} disagree; give one"
            )
        options[key] = value
    return get_system(name, **options)


def _system_option(source: str, text: str, hint: Any) -> Any:
    """An option's text read as the type the system declares: whole numbers and true/false are
    converted here; everything else (a rank, a choice) stays text for the system to read, since
    a rank given as a number would mean an index (``2`` the fourth rank) rather than a card."""
    args = set(typing.get_args(hint)) or {hint}
    if type(None) in args and text.strip().lower() == "none":
        return None
    if bool in args:
        lowered = text.strip().lower()
        if lowered in ("true", "yes", "on", "1"):
            return True
        if lowered in ("false", "no", "off", "0"):
            return False
        raise InvalidOptionError(f"{source} must be true or false, not {quote(text)}")
    if int in args:
        value = read_whole(text)
        if value is None:
            raise InvalidOptionError(f"{source} must be a whole number, not {quote(text)}")
        return value
    return text.strip()


def _same_option(key: str, first: Any, second: Any) -> bool:
    """Whether two values of one option mean the same (``10`` and ``T`` are one rank)."""
    if isinstance(first, str) and isinstance(second, str):
        try:
            return rank_option(key, first) == rank_option(key, second)
        except InvalidOptionError:
            return first.lower() == second.lower()
    return bool(first == second)


#: Seconds a count runs before its progress bar appears.
_PROGRESS_AFTER_S = 2.0


@contextmanager
def count_progress(description: str) -> Iterator[Callable[[int, int], None]]:
    """A ``progress(done, total)`` callback that shows a progress bar on standard error once a
    count has run for two seconds, when standard error is a terminal; otherwise it shows nothing.
    The bar is removed when the count ends."""
    started = time.monotonic()
    bar: Any = None
    task: Any = None

    def update(done: int, total: int) -> None:
        nonlocal bar, task
        if bar is None:
            if not err_console.is_terminal or time.monotonic() - started < _PROGRESS_AFTER_S:
                return
            from rich.progress import (  # loaded only when a bar is shown
                BarColumn,
                Progress,
                TaskProgressColumn,
                TextColumn,
                TimeRemainingColumn,
            )

            bar = Progress(
                TextColumn("{task.description}"),
                BarColumn(),
                TaskProgressColumn(),
                TimeRemainingColumn(),
                console=err_console,
                transient=True,
            )
            bar.start()
            task = bar.add_task(description, total=total)
        bar.update(task, completed=done)

    try:
        yield update
    finally:
        if bar is not None:
            bar.stop()


def _one_in(total: int, count: int) -> str:
    return f"1 in {total / count:,.2f}" if count else "-"


@app.command()
@with_ranking_flags
def odds(
    system: System,
    cards: Annotated[
        str | None,
        typer.Option(
            "--cards", "-n", metavar="N", help="Cards per hand (default: the system's smallest)."
        ),
    ] = None,
    flags: RankingFlags = NO_FLAGS,
    as_json: AsJson = False,
    layout: Layout = None,
    enumerate_all: Annotated[
        bool,
        typer.Option(
            "--enumerate",
            help="Evaluate every hand instead of counting classes of hands (same numbers).",
        ),
    ] = False,
) -> None:
    """Exact number of hands in each category over every hand the pack can deal.

    Examples: widow odds high --cards 7; widow odds la-viuda --pool 2; widow odds brag;
    widow odds horse-race --layout 'Kh 9h 2c 5d Td 7s'
    """
    if system == "horse-race":
        print_horse_race_odds(layout, as_json)
        return
    with user_errors():
        ranking = flags.build(system)
        size = ranking.hand_sizes[0] if cards is None else whole_number("--cards", cards)
        if size not in ranking.hand_sizes:
            sizes = ", ".join(str(n) for n in ranking.hand_sizes)
            raise InvalidOptionError(f"--cards {size} does not apply to {system}; valid: {sizes}")
        from widow.analysis.odds import (
            category_counts,  # the odds engine loads its tables on first use
        )

        with count_progress(f"counting {size}-card {system} hands") as progress:
            method = "enumerate" if enumerate_all else "auto"
            counts = category_counts(ranking, size, progress=progress, method=method)
    # Every hand was counted, so a row that counts zero is a category no hand can fall in under
    # these options and at this size (five of a kind without wild cards, three of a kind among
    # seven-card lows...): it is left out.
    counts = {name: count for name, count in counts.items() if count}
    total = sum(counts.values())
    if as_json:
        print(json.dumps({"system": system, "cards": size, "total": total, "categories": counts}))
        return
    pack = len(ranking.deck())
    table = Table(title=f"{system}: {size}-card hands from a {pack}-card pack ({total:,} hands)")
    table.add_column("category")
    table.add_column("hands", justify="right")
    table.add_column("probability", justify="right")
    table.add_column("odds", justify="right")
    for category, count in counts.items():
        table.add_row(category, f"{count:,}", f"{count / total:.8f}", _one_in(total, count))
    console.print(table)


@app.command()
@with_ranking_flags
def rank(
    system: System,
    cards: Annotated[
        list[str],
        typer.Argument(
            metavar="CARDS", help="The hand: 'As Kd 10h 7c 2s' quoted, or card by card."
        ),
    ],
    flags: RankingFlags = NO_FLAGS,
    as_json: AsJson = False,
) -> None:
    """The category of one hand, and the hand in words.

    Example: widow rank la-viuda 'Ah Ad XR 7c 2s' --pool 2
    """
    with user_errors():
        value = flags.build(system).value(" ".join(cards))
        description = value.describe()
    if as_json:
        print(
            json.dumps(
                {
                    "system": system,
                    "cards": [str(card) for card in value.cards],
                    "category": value.category,
                    "description": description,
                    "strength": value.strength,
                }
            )
        )
        return
    console.print(
        f"{format_cards(value.cards, pretty=True)}: {value.category} ({description})",
        markup=False,
        soft_wrap=True,  # one line, however narrow the terminal or pipe
    )


@app.command()
@with_ranking_flags
def compare(
    system: System,
    first: Annotated[
        str, typer.Argument(metavar="A", help="The first hand, quoted: 'As Kd 10h 7c 2s'.")
    ],
    second: Annotated[str, typer.Argument(metavar="B", help="The second hand, quoted.")],
    flags: RankingFlags = NO_FLAGS,
    as_json: AsJson = False,
) -> None:
    """Which of two hands wins, and the rule that decides it.

    Under la-viuda the answer may be "chance": only its chance steps (a card drawn for its colour,
    then Manotazo) could separate the hands.
    """
    with user_errors():
        result = flags.build(system).compare_hands(first, second)
    if as_json:
        print(json.dumps({"winner": result.winner, "reason": result.reason}))
        return
    headline = {
        "first": "The first hand wins",
        "second": "The second hand wins",
        "tie": "The hands tie",
        "chance": "Only chance can decide",
    }[result.winner]
    console.print(f"{headline}: {result.reason}.", markup=False, soft_wrap=True)
