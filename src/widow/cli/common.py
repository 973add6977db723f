"""Pieces every command shares: error reporting, flag and ``--option k=v`` parsing, consoles."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from typer.core import TyperGroup

from widow.errors import InvalidOptionError, WidowError, quote
from widow.i18n import LANGUAGES, N_, _, current, set_language

# Newer typer carries its own copy of click, older typer runs on click itself; either way the
# usage-error class is an ancestor of the BadParameter that typer exports, so find it there
# rather than importing a module that only one of them has.
UsageError: Any = next(c for c in typer.BadParameter.__mro__ if c.__name__ == "UsageError")


#: The ``--lang`` flag of every command that prints for players.
Lang = Annotated[
    str | None,
    typer.Option(
        "--lang",
        metavar="LANG",
        help=f"Language of the output: {' or '.join(LANGUAGES)} (default: as the LANGUAGE or LANG"
        " environment says, else en).",
    ),
]


def use_language(lang: str | None) -> None:
    """Speak ``lang`` (``--lang``; ``None``: as the environment says) in what follows; a
    language widow does not speak is a user's mistake."""
    with user_errors():
        try:
            set_language(lang)
        except ValueError as error:
            raise InvalidOptionError(N_("--lang: {reason}").format(reason=error)) from None


console = Console(highlight=False)
err_console = Console(stderr=True, highlight=False)

#: Exit status for a user's mistake (as click uses for usage errors).
USER_ERROR = 2
#: The signal a program that writes into a closed pipe conventionally dies of; its exit status
#: is 128 plus this number.
SIGPIPE = 13
#: Longest error line: messages quote input shortened already; this is the last guard.
MAX_MESSAGE = 1000


@contextmanager
def user_errors() -> Iterator[None]:
    """Report a :class:`WidowError` as one line on standard error and exit with status 2."""
    try:
        yield
    except WidowError as error:
        # The library words its errors in English; the reader's language says them whole.
        message = current().sentence(str(error))
        if len(message) > MAX_MESSAGE:
            message = message[: MAX_MESSAGE - 3] + "..."
        said = _("widow: error: {message}", message=message)
        err_console.print(said, markup=False, soft_wrap=True)
        raise typer.Exit(USER_ERROR) from None
    except KeyboardInterrupt:
        err_console.print(_("widow: interrupted"), markup=False)
        raise typer.Exit(130) from None


@contextmanager
def _usage_in_one_line() -> Iterator[None]:
    try:
        yield
    except UsageError as error:
        # click's own form is four lines (usage, hint, blank line, message): keep message and hint.
        message = error.format_message().rstrip(".")
        where = error.ctx.command_path if error.ctx is not None else "widow"
        # click words the message itself, in English; the words around it are widow's own.
        said = _(
            "widow: error: {message} (see {which} --help)",
            message=f"{message[:1].lower()}{message[1:]}",
            which=where,
        )
        err_console.print(said, markup=False, soft_wrap=True)
        raise typer.Exit(USER_ERROR) from None


class WidowGroup(TyperGroup):
    """The command group. It reports what click cannot parse (a missing argument, an unknown flag
    or command) as one line on standard error with exit status 2, like every other mistake."""

    def make_context(
        self, info_name: str | None, args: list[str], parent: Any = None, **extra: Any
    ) -> Any:
        if not args:  # a bare ``widow`` shows the help, which click does by raising a UsageError
            return super().make_context(info_name, args, parent, **extra)
        with _usage_in_one_line():
            return super().make_context(info_name, args, parent, **extra)

    def invoke(self, ctx: Any) -> Any:
        # The command's own arguments are parsed here, inside the group's invoke.
        try:
            with _usage_in_one_line():
                result = super().invoke(ctx)
                sys.stdout.flush()  # a closed pipe shows here, not at exit
                return result
        except BrokenPipeError:
            # The reader went away (``widow odds ... | head -1``): stop quietly with the status
            # of a program killed by SIGPIPE, as command-line tools do.
            silence_stdout()
            raise typer.Exit(128 + SIGPIPE) from None


def silence_stdout() -> None:
    """Point standard output at the null device, so that nothing more written to a closed pipe
    (Python flushes it once more at exit) raises again."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass  # no real file behind standard output (a test's capture): nothing to redirect
    finally:
        os.close(devnull)


#: The largest whole number a flag takes (a signed 64-bit integer: seeds, counts).
MAX_WHOLE = 2**63 - 1


def read_whole(text: str) -> int | None:
    """The whole number written as ``text``, or None when it is not one within
    ``-MAX_WHOLE..MAX_WHOLE`` (long texts are refused before ``int`` spends time on them).

    >>> read_whole(" 12 "), read_whole("1e3"), read_whole("9" * 5000)
    (12, None, None)
    """
    stripped = text.strip()
    if len(stripped) > len(str(MAX_WHOLE)) + 1:
        return None
    try:
        value = int(stripped)
    except ValueError:
        return None
    return value if -MAX_WHOLE <= value <= MAX_WHOLE else None


def whole_number(flag: str, text: str, low: int = 0) -> int:
    """A whole-number flag's value, checked here so that a mistake is one line naming the flag.

    >>> whole_number("--games", "12", 1)
    12
    >>> whole_number("--games", "0", 1)
    Traceback (most recent call last):
    ...
    widow.errors.InvalidOptionError: --games must be a whole number of at least 1, not '0'
    """
    value = read_whole(text)
    if value is None or value < low:
        too_large = value is None and text.strip().isdigit()
        raise InvalidOptionError(
            (
                N_("{which} must be a whole number of at least {n}, not {given} (at most {count})")
                if too_large
                else N_("{which} must be a whole number of at least {n}, not {given}")
            ).format(which=flag, n=low, given=quote(text), count=MAX_WHOLE)
        )
    return value


def parse_option_pairs(pairs: list[str] | None) -> dict[str, str]:
    """Parse repeated ``--option key=value`` settings; dashes in keys become underscores.

    Values stay text: whoever takes the options reads each as the type it declares (a game's
    options dataclass, a ranking system's fields), so ``2`` means the same as on a flag.

    >>> parse_option_pairs(["suit-order=true", "wild_rank= 2"])
    {'suit_order': 'true', 'wild_rank': '2'}
    >>> parse_option_pairs(["oops"])
    Traceback (most recent call last):
    ...
    widow.errors.InvalidOptionError: option 'oops' is not of the form key=value
    """
    options: dict[str, str] = {}
    for pair in pairs or ():
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise InvalidOptionError(
                N_("option {given} is not of the form key=value").format(given=quote(pair))
            )
        name = key.strip().replace("-", "_")
        if name in options and options[name] != value.strip():
            raise InvalidOptionError(
                N_("option {given} is given twice, as {detail} and {valid}; give it once").format(
                    given=quote(name), detail=quote(options[name]), valid=quote(value.strip())
                )
            )
        options[name] = value.strip()
    return options


def is_interactive() -> bool:
    """Whether standard input and output are a terminal (rich rendering) or not (plain text)."""
    return sys.stdin.isatty() and sys.stdout.isatty()


#: The record a command reads (``widow replay``, ``widow analyse``).
RecordFile = Annotated[
    Path, typer.Argument(metavar="FILE", help="A record written by widow play (JSON).")
]


def record_and_seat(file: Path, seat: str | None) -> tuple[dict[str, Any], int | None]:
    """The record in ``file`` and the seat ``--seat`` names in it (``None`` without one)."""
    from widow.records import read_record  # only the commands that read records pay for it

    record = read_record(file)
    viewer = None if seat is None else whole_number("--seat", seat)
    if viewer is not None and viewer >= record["players"]:
        raise InvalidOptionError(
            N_("--seat {given}: the record has seats 0 to {n}").format(
                given=viewer, n=record["players"] - 1
            )
        )
    return record, viewer
