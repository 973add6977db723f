"""Building a game's options dataclass from keywords, which may be text (``--option k=v``).

Each game's options are a frozen dataclass. :func:`build_options` checks the names, turns text into
the field's type (``bool``, ``int``, ``str`` or ``int | None``) and lets the dataclass validate the
values in ``__post_init__``.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Demo:
...     lives: int = 5
...     fast: bool = False
>>> build_options(Demo, "demo", {"lives": "3", "fast": "yes"})
Demo(lives=3, fast=True)
"""

from __future__ import annotations

import contextlib
import dataclasses
import typing
from collections.abc import Mapping
from typing import Any, TypeVar

from widow.errors import InvalidOptionError, quote
from widow.i18n import N_

T = TypeVar("T")

_TRUE = {"true", "yes", "on", "1", "y", "t"}
_FALSE = {"false", "no", "off", "0", "n", "f"}

#: Whole-number options stay within a signed 64-bit integer: a record must be able to hold them,
#: and no table needs more chips, lives or points than that.
MAX_WHOLE = 2**63 - 1


def build_options(cls: type[T], game: str, values: Mapping[str, object]) -> T:
    """An instance of the options dataclass ``cls`` for ``game``, from possibly-text values."""
    check_option_names(cls, game, values)
    hints = typing.get_type_hints(cls)
    converted = {key: convert_option(key, value, hints[key]) for key, value in values.items()}
    return cls(**converted)


def check_option_names(cls: type[Any], game: str, values: Mapping[str, object]) -> None:
    """Raise unless every key of ``values`` names a field of the options dataclass ``cls``.

    Callers check before spreading options as keywords next to ``players``, so that an option
    called ``players`` or ``name`` is reported like any other unknown option.

    >>> from dataclasses import dataclass
    >>> @dataclass(frozen=True)
    ... class Demo:
    ...     lives: int = 5
    >>> check_option_names(Demo, "demo", {"players": 3})
    Traceback (most recent call last):
    ...
    widow.errors.InvalidOptionError: unknown option 'players' for demo; valid: lives
    """
    names = [f.name for f in dataclasses.fields(cls)]
    for key in values:
        if key not in names:
            raise InvalidOptionError(
                N_("unknown option {given} for {which}; valid: {valid}").format(
                    given=quote(key), which=game, valid=", ".join(sorted(names))
                )
            )


def convert_option(name: str, value: object, hint: Any) -> object:
    """``value`` as the type ``hint`` asks for; text is parsed, other values are type-checked."""
    args = typing.get_args(hint)
    optional = type(None) in args
    base = next((a for a in args if a is not type(None)), hint) if args else hint
    if value is None or (optional and isinstance(value, str) and value.strip().lower() == "none"):
        if optional:
            return None
        raise InvalidOptionError(N_("option {which} needs a value, not None").format(which=name))
    if base is bool:
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.strip().lower() in _TRUE | _FALSE:
            return value.strip().lower() in _TRUE
        raise InvalidOptionError(
            N_("option {which} must be true or false, not {given}").format(
                which=name, given=quote(value)
            )
        )
    if base is int:
        number: int | None = None
        if isinstance(value, int) and not isinstance(value, bool):
            number = value
        elif isinstance(value, str) and len(value.strip()) <= len(str(MAX_WHOLE)) + 1:
            with contextlib.suppress(ValueError):
                number = int(value.strip())
        if number is None:
            raise InvalidOptionError(
                N_("option {which} must be a whole number, not {given}").format(
                    which=name, given=quote(value)
                )
            )
        if not -MAX_WHOLE <= number <= MAX_WHOLE:
            raise InvalidOptionError(
                N_("option {which} is out of range (2**63 - 1 at most): {given}").format(
                    which=name, given=quote(value)
                )
            )
        return number
    if base is str:
        if isinstance(value, str):
            return value.strip().lower()
        raise InvalidOptionError(
            N_("option {which} must be text, not {given}").format(which=name, given=quote(value))
        )
    return value


def check_choice(name: str, value: str, choices: tuple[str, ...]) -> None:
    """Raise unless ``value`` is one of ``choices``.

    >>> check_choice("scoring", "pool", ("pool", "lives"))
    >>> check_choice("scoring", "cash", ("pool", "lives"))
    Traceback (most recent call last):
    ...
    widow.errors.InvalidOptionError: option scoring must be one of lives, pool, not 'cash'
    """
    if value not in choices:
        raise InvalidOptionError(
            N_("option {which} must be one of {valid}, not {given}").format(
                which=name, valid=", ".join(sorted(choices)), given=quote(value)
            )
        )


def check_range(name: str, value: int, low: int, high: int | None = None) -> None:
    """Raise unless ``low <= value`` (and ``value <= high`` when given).

    >>> check_range("lives", 0, 1)
    Traceback (most recent call last):
    ...
    widow.errors.InvalidOptionError: option lives must be at least 1, not 0
    """
    if value < low:
        raise InvalidOptionError(
            N_("option {which} must be at least {n}, not {given}").format(
                which=name, n=low, given=quote(value)
            )
        )
    if high is not None and value > high:
        raise InvalidOptionError(
            N_("option {which} must be at most {n}, not {given}").format(
                which=name, n=high, given=quote(value)
            )
        )


def check_choices(options: object, **choices: tuple[str, ...]) -> None:
    """:func:`check_choice` for each named field of ``options``, in the order given: the field's
    name is written once, as the keyword.

    >>> from dataclasses import dataclass
    >>> @dataclass(frozen=True)
    ... class Demo:
    ...     scoring: str = "pool"
    ...     deal: str = "left"
    >>> check_choices(Demo(deal="up"), scoring=("pool", "lives"), deal=("left", "right"))
    Traceback (most recent call last):
    ...
    widow.errors.InvalidOptionError: option deal must be one of left, right, not 'up'
    """
    for name, allowed in choices.items():
        check_choice(name, getattr(options, name), allowed)


def check_ranges(options: object, **lows: int) -> None:
    """:func:`check_range` for each named field of ``options`` against its least value, in the
    order given: the field's name is written once, as the keyword.

    >>> from dataclasses import dataclass
    >>> @dataclass(frozen=True)
    ... class Demo:
    ...     ante: int = 1
    ...     lives: int = 3
    >>> check_ranges(Demo(lives=0), ante=0, lives=1)
    Traceback (most recent call last):
    ...
    widow.errors.InvalidOptionError: option lives must be at least 1, not 0
    """
    for name, low in lows.items():
        check_range(name, getattr(options, name), low)


def check_optional_range(name: str, value: int | None, low: int, high: int | None = None) -> None:
    """:func:`check_range` for an option where ``None`` stands for the game's own default (one
    deal by each player, no cap...), which needs no check.

    >>> check_optional_range("hands", None, 1)
    >>> check_optional_range("hands", 0, 1)
    Traceback (most recent call last):
    ...
    widow.errors.InvalidOptionError: option hands must be at least 1, not 0
    """
    if value is not None:
        check_range(name, value, low, high)


def options_dict(options: object) -> dict[str, Any]:
    """The fields of an options dataclass as a JSON-ready dict."""
    return {f.name: getattr(options, f.name) for f in dataclasses.fields(options)}  # type: ignore[arg-type]
