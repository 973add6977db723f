"""The exception family.

Every error widow raises on purpose derives from :class:`WidowError`, so callers (the CLI, a web
server) can tell a user's mistake from a bug with one ``except`` clause. Messages name the offending
input with ``repr`` and, for game actions, the seat and the phase.
"""

from __future__ import annotations

import reprlib
from collections.abc import Iterable

from widow.i18n import N_

#: How many characters of an offending input an error message quotes at most.
QUOTE_LIMIT = 80


class WidowError(Exception):
    """Base class of every error widow raises on purpose."""


class InvalidCardError(WidowError, ValueError):
    """Card text that cannot be parsed, or a hand that breaks a card rule (repeats, wrong size)."""


class InvalidActionError(WidowError, ValueError):
    """Action text that cannot be parsed."""


class IllegalActionError(WidowError):
    """A well-formed action that the rules do not allow now. The state is left unchanged."""


class InvalidOptionError(WidowError, ValueError):
    """An unknown name (game, ranking system, option) or an option value out of range."""


class RecordError(WidowError, ValueError):
    """A game record that is malformed; the message names the field."""


class _Quoter(reprlib.Repr):
    """``repr`` cut to a readable size: hostile input (a 10 MB action, an integer of a million
    digits) must not be echoed back whole, and Python refuses to turn integers of more than 4,300
    digits into text at all, so those are described by their size instead."""

    def __init__(self) -> None:
        super().__init__()
        self.maxstring = QUOTE_LIMIT
        self.maxother = QUOTE_LIMIT
        self.maxlong = QUOTE_LIMIT // 2
        self.maxlist = self.maxtuple = self.maxdict = self.maxset = 6
        self.maxlevel = 3

    def repr_int(self, x: int, level: int) -> str:
        if x.bit_length() > 3 * QUOTE_LIMIT:  # far beyond anything quoted in full below
            sign = "negative " if x < 0 else ""
            return f"<a {sign}whole number of about {int(x.bit_length() * 0.30103)} digits>"
        return super().repr_int(x, level)


_QUOTER = _Quoter()


def quote(value: object) -> str:
    """``repr(value)``, shortened to about :data:`QUOTE_LIMIT` characters for an error message.

    >>> quote("knock")
    "'knock'"
    >>> len(quote("x" * 10_000_000)) <= QUOTE_LIMIT + 2
    True
    >>> quote(10**5000)
    '<a whole number of about 5000 digits>'
    """
    return _QUOTER.repr(value)


def unknown_name(kind: str, name: object, valid: Iterable[str]) -> InvalidOptionError:
    """Build the error for an unknown name, listing the valid ones.

    >>> str(unknown_name("system", "hgih", ["high", "brag"]))
    "unknown system 'hgih'; valid: brag, high"
    """
    # A message id of the catalogue, filled in English (widow.i18n); ``kind`` is one too.
    return InvalidOptionError(
        N_("unknown {kind} {given}; valid: {valid}").format(
            kind=kind, given=quote(name), valid=", ".join(sorted(valid))
        )
    )
