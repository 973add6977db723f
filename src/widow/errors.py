"""The exception family.

Every error widow raises on purpose derives from :class:`WidowError`, so callers (the CLI, a web
server) can tell a user's mistake from a bug with one ``except`` clause. Messages name the offending
input with ``repr`` and, for game actions, the seat and the phase.
"""

from __future__ import annotations

from collections.abc import Iterable


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


def unknown_name(kind: str, name: object, valid: Iterable[str]) -> InvalidOptionError:
    """Build the error for an unknown name, listing the valid ones.

    >>> str(unknown_name("system", "hgih", ["high", "brag"]))
    "unknown system 'hgih'; valid: brag, high"
    """
    return InvalidOptionError(f"unknown {kind} {name!r}; valid: {', '.join(sorted(valid))}")
