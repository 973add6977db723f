"""What the lobby offers: every registered game with its player range and options, and the bots.

Everything here comes from the game registry, so a game added to :func:`widow.list_games`
appears in the lobby with no server change. Option help texts are read from the ``Attributes:``
section of each options class's docstring.

>>> game = next(g for g in games_catalog() if g["name"] == "la-viuda")
>>> game["title"], game["min_players"] <= 2 <= game["max_players"]
('La Viuda', True)
>>> chips = next(o for o in game["options"] if o["name"] == "chips")
>>> chips["type"], chips["default"], chips["help"].startswith("chips each player")
('int', 3, True)
>>> holdem = next(g for g in games_catalog() if g["name"] == "holdem")
>>> next(o["choices"] for o in holdem["options"] if o["name"] == "betting")
['limit', 'no-limit', 'pot-limit']
"""

from __future__ import annotations

import dataclasses
import inspect
import re
import typing
from functools import cache
from typing import Any

from widow.bots import bot_names as game_bot_names
from widow.bots import default_bot
from widow.errors import WidowError
from widow.games import game_class, list_games, load_game
from widow.plain_text import plain

__all__ = ["bot_names", "games_catalog", "option_help"]


def option_help(options_class: type[Any]) -> dict[str, str]:
    """Option name -> help text, from the ``Attributes:`` sections of the class's docstrings (its
    own first, then those of the classes it extends). An entry may name several options
    (``stack, stacks: ...``); an option with no entry of its own gets the sentence of the
    docstring that names it.

    >>> class Demo:
    ...     '''Demo. ``speed`` is how fast the deal goes.
    ...
    ...     Attributes:
    ...         lives: how many lives each
    ...             player has.
    ...         small, big: the blinds.
    ...     '''
    ...     speed: int = 1
    >>> option_help(Demo)["lives"], option_help(Demo)["big"], option_help(Demo)["speed"]
    ('how many lives each player has.', 'the blinds.', 'speed is how fast the deal goes.')
    """
    helps: dict[str, str] = {}
    docs = [inspect.cleandoc(cls.__doc__) for cls in options_class.__mro__ if cls.__doc__]
    for doc in docs:
        for name, text in _attribute_entries(doc).items():
            helps.setdefault(name, text)
    if dataclasses.is_dataclass(options_class):
        names = [f.name for f in dataclasses.fields(options_class)]
    else:
        names = list(getattr(options_class, "__annotations__", {}))
    for name in names:
        if name in helps:
            continue
        for doc in docs:
            sentence = re.search(rf"[^.;]*``{name}``[^.;]*[.;]?", " ".join(doc.split()))
            if sentence:
                text = sentence.group(0).strip().replace("``", "").rstrip(";")
                helps[name] = text[:1].lower() + text[1:]
                break
    return helps


def _attribute_entries(doc: str) -> dict[str, str]:
    """The entries of a docstring's ``Attributes:`` section, by option name."""
    _, found, section = doc.partition("Attributes:")
    if not found:
        return {}
    helps: dict[str, list[str]] = {}
    current: list[str] = []
    for line in section.splitlines():
        entry = re.match(r"^\s{4}(\w+(?:,\s*\w+)*):\s*(.*)$", line)
        if entry:
            current = [name.strip() for name in entry.group(1).split(",")]
            for name in current:
                helps[name] = [entry.group(2)]
        elif current and line.strip() and line.startswith(" " * 8):
            for name in current:
                helps[name].append(line.strip())
        elif line.strip() and not line.startswith(" "):
            break
    return {name: " ".join(words) for name, words in helps.items()}


def _type_name(hint: Any) -> str:
    args = [a for a in typing.get_args(hint) if a is not type(None)]
    base = args[0] if args else hint
    return {bool: "bool", int: "int", str: "str"}.get(base, "str")


#: A word no option accepts: the refusal it earns lists the words an option does accept.
_PROBE = "\u2400"
_CHOICES = re.compile(r"must be one of (.+?), not ")


def option_choices(game: str, option: str, players: int) -> list[str] | None:
    """The words a text option accepts, when the game takes only a fixed set of them (``None``
    for free text such as a list of stacks). Games check such options against their list when
    they are created, so a word none of them accepts draws the list out of the game itself.

    >>> option_choices("war", "gather", 2), option_choices("holdem", "stacks", 2)
    (['in-order', 'shuffled'], None)
    """
    try:
        load_game(game, players=players, **{option: _PROBE})
    except WidowError as refusal:
        found = _CHOICES.search(str(refusal))
        if found and _PROBE not in found.group(1):
            return sorted(word.strip() for word in found.group(1).split(","))
    return None


@cache
def games_catalog() -> tuple[dict[str, Any], ...]:
    """Every game as a JSON-ready description for the lobby's form."""
    out = []
    for name in list_games():
        cls = game_class(name)
        hints = typing.get_type_hints(cls.options_class)
        helps = option_help(cls.options_class)
        options = []
        for field in dataclasses.fields(cls.options_class):
            kind = _type_name(hints[field.name])
            options.append(
                {
                    "name": field.name,
                    "type": kind,
                    # A fixed set of words is offered as a list to choose from.
                    "choices": (
                        option_choices(name, field.name, cls.min_players) if kind == "str" else None
                    ),
                    "default": field.default,
                    "optional": type(None) in typing.get_args(hints[field.name]),
                    # The docstrings' markup is for Sphinx; a player reads plain words.
                    "help": plain(helps.get(field.name, "")),
                }
            )
        out.append(
            {
                "name": name,
                "title": cls.title,
                "min_players": cls.min_players,
                "max_players": cls.max_players,
                "options": options,
                "bots": game_bot_names(name),
                "default_bot": default_bot(name),
            }
        )
    return tuple(out)


def bot_names() -> list[str]:
    """The names of the bots a seat may be given in some game (each game lists its own).

    >>> "random" in bot_names()
    True
    """
    return game_bot_names(None)
