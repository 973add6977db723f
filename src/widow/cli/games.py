"""``widow play``, ``simulate``, ``replay`` and ``rules``: the games themselves."""

from __future__ import annotations

import dataclasses
import json
import random
import secrets
import tempfile
import time
from pathlib import Path
from signal import Signals
from typing import Annotated, Any, NoReturn

import typer
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from widow.bots import bot_names as known_bots
from widow.bots import check_bot_names, default_bot, get_bot
from widow.cli.common import (
    SIGPIPE,
    Lang,
    RecordFile,
    console,
    err_console,
    is_interactive,
    parse_option_pairs,
    record_and_seat,
    silence_stdout,
    use_language,
    user_errors,
    whole_number,
)
from widow.cli.generic_table import replay_lines
from widow.cli.play import PlaySession, Screen, plain_reader, play_and_save
from widow.cli.root import app
from widow.cli.simulate_edge import edge_table
from widow.engine.core import Game, State
from widow.engine.options import check_option_names
from widow.errors import InvalidOptionError, RecordError, quote
from widow.games import game_class, list_games, load_game, rules_text
from widow.i18n import N_, _, current, ngettext
from widow.plain_text import plain
from widow.records import write_record
from widow.simulation import SimulationSummary, assign_bots
from widow.simulation import simulate as run_simulation

GameName = Annotated[
    str, typer.Argument(metavar="GAME", help="The game: " + ", ".join(list_games()) + ".")
]
Options = Annotated[
    list[str] | None,
    typer.Option(
        "--option", "-o", metavar="KEY=VALUE", help="A game option (repeatable); see widow rules."
    ),
]
Seed = Annotated[
    str | None,
    typer.Option("--seed", metavar="S", help="Seed of every shuffle (default: a fresh one)."),
]

#: Seeds drawn when none is given stay short enough to read and type back.
FRESH_SEEDS = 10**9


def _seed(text: str | None) -> int:
    return secrets.randbelow(FRESH_SEEDS) if text is None else whole_number("--seed", text)


def _bot_list(text: str | None, game: Game) -> list[str]:
    names = [n.strip() for n in (default_bot(game) if text is None else text).split(",")]
    check_bot_names(names, game)
    return names


def _load(game: str, players: str, option: list[str] | None) -> Game:
    cls = game_class(game)  # an unknown game is reported before anything about its options
    options = parse_option_pairs(option)
    # Checked before the options become keywords beside ``players``, which they must not clash
    # with: ``-o players=3`` is an unknown option like any other.
    check_option_names(cls.options_class, game, options)
    return load_game(game, players=whole_number("--players", players, 1), **options)


def default_record_path(game: str) -> Path:
    """Where a match is recorded unless told: named by game and local time, never by seed (the
    seed decides every hidden card, so it must not show while the match is played).

    >>> default_record_path("la-viuda").name.startswith("widow-la-viuda-")
    True
    """
    return Path(f"widow-{game}-{time.strftime('%Y%m%d-%H%M%S')}.json")


def _check_writable(path: Path) -> None:
    # The record, which holds the seed and the shuffles, is written only when the session ends,
    # and then by renaming a finished file into place; so what is tried now is creating a file
    # beside it, which leaves nothing behind (an empty record would outlive a killed session).
    if path.is_dir():
        raise RecordError(
            N_("cannot write the record to {path}: it is a folder").format(path=quote(str(path)))
        )
    try:
        with tempfile.TemporaryFile(dir=path.parent):
            pass
    except OSError as error:
        raise RecordError(
            N_("cannot write the record to {path}: {detail}").format(
                path=quote(str(path)), detail=error.strerror or error
            )
        ) from None


def _save(state: State, path: Path, *, exclusive: bool) -> Path:
    try:
        return write_record(state, path, exclusive=exclusive)
    except OSError as error:
        raise RecordError(
            N_("cannot write the record to {path}: {detail}").format(
                path=quote(str(path)), detail=error.strerror or error
            )
        ) from None


# --- play ---------------------------------------------------------------------------------------


@app.command()
def play(
    game: GameName,
    players: Annotated[
        str,
        typer.Option("--players", "-n", metavar="N", help="Seats at the table, yours included."),
    ] = "4",
    bots: Annotated[
        str | None,
        typer.Option(
            "--bots",
            metavar="NAMES",
            help="Bots at the other seats, comma-separated, repeated round them when fewer than"
            f" the seats ({', '.join(known_bots())}; default: the game's heuristic, else random).",
        ),
    ] = None,
    seed: Seed = None,
    option: Options = None,
    record: Annotated[
        Path | None,
        typer.Option(
            "--record",
            metavar="FILE",
            help="Where to save the record (default: widow-GAME-DATE-TIME.json here).",
        ),
    ] = None,
    coach: Annotated[
        bool,
        typer.Option(
            "--coach",
            help="Before each of your moves, the coach's estimate of every move open"
            " (hint at the prompt asks for it at any turn).",
        ),
    ] = False,
    lang: Lang = None,
) -> None:
    """Play a match at seat 0 against bots, typing moves at the prompt.

    Moves are the game's own (widow rules GAME describes them); at the prompt, help lists the
    moves open now with their forms and short forms, hand or table redraws the table, quit saves
    the record and leaves. A word that is one of the game's moves is always the move.

    Example: widow play la-viuda --players 5 --bots heuristic,random --option chips=2
    """
    use_language(lang)
    with user_errors():
        built = _load(game, players, option)
        # Alone at the table (a patience) there is no other seat: only a named bot is a mistake.
        names = _bot_list(bots, built) if bots is not None or built.players > 1 else []
        others = built.players - 1
        if len(names) > others:
            raise InvalidOptionError(
                N_(
                    "--bots gives {count} names for {n} other seats; give at most one per seat"
                ).format(count=len(names), n=others)
            )
        names = list(assign_bots(names, others)) if others else []
        match_seed = _seed(seed)
        state = built.new_state(match_seed)
        path = record if record is not None else default_record_path(game)
        _check_writable(path)  # a path it cannot write is reported before play, not after
    bot_names = {seat: names[seat - 1] for seat in range(1, built.players)}
    interactive = is_interactive()
    screen = Screen(console, rich=interactive)
    # The seed decides every card, so it is shown only once the match is over or left.
    screen.say(
        _(
            "{players}, you at seat 0",
            players=ngettext("{n} player", "{n} players", built.players),
        )
    )

    def read_line(prompt: str) -> str | None:
        if not interactive:
            return plain_reader(prompt)
        try:
            return console.input(prompt)
        except EOFError:
            return None

    session = PlaySession(
        state,
        seat=0,
        bots={seat: get_bot(name, built) for seat, name in bot_names.items()},
        bot_names=bot_names,
        rng=random.Random(f"bots-{match_seed}"),
        screen=screen,
        read=read_line,
        coach=coach,
    )
    with user_errors():
        # A name the player chose is theirs to replace; a default name (by the second) may be
        # another match's, started in the same second: that record is never replaced.
        target, saved = path, [path]

        def save() -> None:
            saved[0] = _save(state, target, exclusive=record is None)

        ending = play_and_save(session, save)
        path = saved[0]
    # When the output is gone or the program is being stopped, nothing more goes to standard
    # output: one line on standard error says where the record is, and the status is the one
    # the signal conventionally gives.
    if ending.output_closed:
        silence_stdout()
        _stopped(_("output closed; record saved to {path}", path=path), SIGPIPE)
    if ending.signum is not None:
        _stopped(
            _(
                "stopped by {signal}; record saved to {path}",
                signal=Signals(ending.signum).name,
                path=path,
            ),
            ending.signum,
        )
    if not ending.finished:
        screen.say("")
        screen.outcome(state.outcome(), session.names)
    screen.say(
        _(
            "seed {seed}; record saved to {path}; replay it with: widow replay {path}",
            seed=match_seed,
            path=path,
        )
    )
    if not ending.finished:
        screen.say(_("goodbye"))


def _stopped(message: str, signum: int) -> NoReturn:
    err_console.print(f"widow: {message}", markup=False, soft_wrap=True)
    raise typer.Exit(128 + signum)


# --- simulate -----------------------------------------------------------------------------------


def _summary_tables(summary: SimulationSummary) -> list[Table]:
    seats = Table(
        title=_(
            "{game}: {matches}, {players}",
            game=summary.game,
            matches=ngettext("{n} match", "{n} matches", summary.games),
            players=ngettext("{n} player", "{n} players", summary.players),
        )
    )
    columns = ("seat", "bot", "wins", "win rate", "money", "money/match", "final score")
    words = (_("seat"), _("bot"), _("wins"), _("win rate"), _("money"), _("money/match"))
    for name, word in zip(columns, [*words, _("final score")], strict=True):
        seats.add_column(word, justify="left" if name == "bot" else "right")
    for s in summary.seats:
        seats.add_row(
            str(s.seat),
            _(s.bot),
            f"{s.wins:g}",
            f"{s.win_rate:.1%}",
            f"{s.money:+d}",
            f"{s.money_per_match:+.3f}",
            f"{s.mean_final_score:.2f}",
        )
    bots = Table(title=_("by bot (rates per seat and match)"))
    columns = ("bot", "seats", "wins", "win rate", "money", "money/match", "final score")
    words = (_("bot"), _("seats"), _("wins"), _("win rate"), _("money"), _("money/match"))
    for name, word in zip(columns, [*words, _("final score")], strict=True):
        bots.add_column(word, justify="left" if name in ("bot", "seats") else "right")
    for b in summary.by_bot:
        bots.add_row(
            _(b.bot),
            ",".join(str(s) for s in b.seats),
            f"{b.wins:g}",
            f"{b.win_rate:.1%}",
            f"{b.money:+d}",
            f"{b.money_per_match:+.3f}",
            f"{b.mean_final_score:.2f}",
        )
    return [seats, bots]


@app.command()
def simulate(
    game: GameName,
    players: Annotated[
        str, typer.Option("--players", "-n", metavar="N", help="Seats at the table.")
    ] = "4",
    games: Annotated[
        str, typer.Option("--games", "-g", metavar="M", help="Matches to play.")
    ] = "100",
    bots: Annotated[
        str | None,
        typer.Option(
            "--bots",
            metavar="NAMES",
            help="Bots by seat, comma-separated, repeated round the table when fewer than the"
            f" seats ({', '.join(known_bots())}; default: the game's heuristic, else random).",
        ),
    ] = None,
    seed: Annotated[
        str | None,
        typer.Option("--seed", metavar="S", help="Seed of the run (default: a fresh one)."),
    ] = None,
    workers: Annotated[
        str, typer.Option("--workers", "-w", metavar="K", help="Processes to use.")
    ] = "1",
    option: Options = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON instead of tables.")] = False,
    backend: Annotated[
        str,
        typer.Option(
            "--backend",
            metavar="NAME",
            help="Where the matches run: process (local processes) or ray (a Ray cluster).",
        ),
    ] = "process",
    address: Annotated[
        str | None,
        typer.Option(
            "--address",
            metavar="ADDR",
            help="With --backend ray: the cluster (auto, ray://HOST:10001); default: a local one.",
        ),
    ] = None,
    lang: Lang = None,
) -> None:
    """Play many seeded matches between bots and summarise wins and money per seat and bot.

    Match i is seeded from --seed and i alone, so the figures depend neither on --workers nor on
    --backend.

    Example: widow simulate la-viuda --players 4 --games 1000 --bots heuristic,random --workers 2
    """
    use_language(lang)
    with user_errors():
        built = _load(game, players, option)
        names = assign_bots(_bot_list(bots, built), built.players, game)
        count = whole_number("--games", games, 1)
        processes = whole_number("--workers", workers, 1)
        run_seed = _seed(seed)
        options = parse_option_pairs(option)
        kwargs: dict[str, Any] = {
            "players": built.players,
            "games": count,
            "bots": names,
            "seed": run_seed,
            "workers": processes,
            "options": options,
            "backend": backend,
            "address": address,
        }
        if console.is_terminal and not as_json:  # a bar on a terminal, nothing on a pipe
            # Refreshed by hand from the callback: no refresh thread is running when workers fork.
            with Progress(
                TextColumn("{task.description}"),
                BarColumn(),
                MofNCompleteColumn(),
                TimeRemainingColumn(),
                console=console,
                auto_refresh=False,
                transient=True,
            ) as progress:
                task = progress.add_task(_("matches"), total=count)

                def advance(done: int) -> None:
                    progress.advance(task, done)
                    progress.refresh()

                summary = run_simulation(game, progress=advance, **kwargs)
        else:
            summary = run_simulation(game, **kwargs)
    if as_json:
        print(json.dumps(summary.to_dict()))
        return
    for table in _summary_tables(summary):
        console.print(table)
    if summary.banker_edge is not None:
        console.print(edge_table(summary.banker_edge))
    deals, actions = format(summary.mean_deals, ".2f"), format(summary.mean_actions, ".1f")
    said = _(
        "seed {seed}; {deals} deals and {actions} actions per match on average",
        seed=summary.seed,
        deals=deals,
        actions=actions,
    )
    if summary.unfinished:
        said += "; " + ngettext(
            "{n} match unfinished", "{n} matches unfinished", summary.unfinished
        )
    console.print(said, markup=False, soft_wrap=True)


# --- replay -------------------------------------------------------------------------------------


@app.command()
def replay(
    file: RecordFile,
    seat: Annotated[
        str | None,
        typer.Option("--seat", metavar="K", help="Show only what seat K could know."),
    ] = None,
    lang: Lang = None,
) -> None:
    """Print a recorded match step by step, each action with the events it caused.

    Without --seat every card is shown; with --seat K only what that seat could see.

    Example: widow replay match.json --seat 0
    """
    use_language(lang)
    with user_errors():
        record, viewer = record_and_seat(file, seat)
        lines = replay_lines(record, viewer)
    for line in lines:
        typer.echo(line)


# --- rules --------------------------------------------------------------------------------------


def _option_text(value: object) -> str:
    if value is None:
        return _("none")
    return str(value).lower() if isinstance(value, bool) else str(value)


def options_text(game: str) -> list[str]:
    """Every option of a game with its default, as ``--option`` takes it.

    >>> options_text("whisky-poker")[1]
    '  scoring=pool'
    """
    cls = game_class(game)
    lines = [
        _("Every option with its default (set with --option key=value) for {game}:", game=game)
    ]
    for f in dataclasses.fields(cls.options_class):
        lines.append(f"  {f.name}={_option_text(f.default)}")
    return lines


@app.command()
def rules(game: GameName, lang: Lang = None) -> None:
    """The rules of a game in words, with its options and their defaults."""
    use_language(lang)
    with user_errors():
        # The rules texts are written in reStructuredText; a player reads plain words.
        text = plain(current().gettext(rules_text(game)))
        extra = options_text(game)
    typer.echo(text.rstrip("\n"))
    typer.echo("")
    for line in extra:
        typer.echo(line)


__all__ = ["options_text", "play", "replay", "rules", "simulate"]
