"""Pieces every command shares: error reporting, flag and ``--option k=v`` parsing, consoles."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import typer
from rich.console import Console
from typer.core import TyperGroup

from widow.errors import InvalidOptionError, WidowError

# Newer typer carries its own copy of click, older typer runs on click itself; either way the
# usage-error class is an ancestor of the BadParameter that typer exports, so find it there
# rather than importing a module that only one of them has.
UsageError: Any = next(c for c in typer.BadParameter.__mro__ if c.__name__ == "UsageError")


console = Console(highlight=False)
err_console = Console(stderr=True, highlight=False)

#: Exit status for a user's mistake (as click uses for usage errors).
USER_ERROR = 2


@contextmanager
def user_errors() -> Iterator[None]:
    """Report a :class:`WidowError` as one line on standard error and exit with status 2."""
    try:
        yield
    except WidowError as error:
        err_console.print(f"widow: error: {error}", markup=False, soft_wrap=True)
        raise typer.Exit(USER_ERROR) from None
    except KeyboardInterrupt:
        err_console.print("widow: interrupted", markup=False)
        raise typer.Exit(130) from None


@contextmanager
def _usage_in_one_line() -> Iterator[None]:
    try:
        yield
    except UsageError as error:
        # click's own form is four lines (usage, hint, blank line, message): keep message and hint.
        message = error.format_message().rstrip(".")
        where = error.ctx.command_path if error.ctx is not None else "widow"
        err_console.print(
            f"widow: error: {message[:1].lower()}{message[1:]} (see {where} --help)",
            markup=False,
            soft_wrap=True,
        )
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
        with _usage_in_one_line():
            return super().invoke(ctx)


def whole_number(flag: str, text: str, low: int = 0) -> int:
    """A whole-number flag's value, checked here so that a mistake is one line naming the flag.

    >>> whole_number("--games", "12", 1)
    12
    >>> whole_number("--games", "0", 1)
    Traceback (most recent call last):
    ...
    widow.errors.InvalidOptionError: --games must be a whole number of at least 1, not '0'
    """
    try:
        value = int(text.strip())
    except ValueError:
        value = low - 1
    if value < low:
        raise InvalidOptionError(f"{flag} must be a whole number of at least {low}, not {text!r}")
    return value


def option_value(text: str) -> Any:
    """Read an option value written on the command line: booleans, integers, else the text.

    >>> option_value("true"), option_value("12"), option_value("low")
    (True, 12, 'low')
    """
    lowered = text.strip().lower()
    if lowered in ("true", "yes", "on"):
        return True
    if lowered in ("false", "no", "off"):
        return False
    try:
        return int(lowered)
    except ValueError:
        return text.strip()


def parse_option_pairs(pairs: list[str] | None) -> dict[str, Any]:
    """Parse repeated ``--option key=value`` settings; dashes in keys become underscores.

    >>> parse_option_pairs(["suit-order=true", "a23=low"])
    {'suit_order': True, 'a23': 'low'}
    >>> parse_option_pairs(["oops"])
    Traceback (most recent call last):
    ...
    widow.errors.InvalidOptionError: option 'oops' is not of the form key=value
    """
    options: dict[str, Any] = {}
    for pair in pairs or ():
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise InvalidOptionError(f"option {pair!r} is not of the form key=value")
        options[key.strip().replace("-", "_")] = option_value(value)
    return options


def is_interactive() -> bool:
    """Whether standard input and output are a terminal (rich rendering) or not (plain text)."""
    return sys.stdin.isatty() and sys.stdout.isatty()
