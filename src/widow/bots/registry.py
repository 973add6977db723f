"""Which bots play which game: generic bots for every game, and each game's own.

Bots are named. The generic ones (:data:`GENERIC_BOTS`, e.g. ``random``) play any game through the
protocol alone; a game lists its own in :attr:`widow.engine.core.Game.bots` (e.g. its
``heuristic``). Both map a name to ``"module:Class"``, imported on first use, so listing bots
never loads a game's strategy code.

A bot that takes settings is named with them after colons, ``name:key=value:key=value`` (colons,
since commas separate the bots of a table): ``ismcts:iterations=500:rollout=random``.

>>> bot_names("la-viuda")
['heuristic', 'ismcts', 'random', 'search']
>>> type(get_bot("heuristic", "whisky-poker")).__name__
'WhiskyPokerHeuristicBot'
>>> get_bot("clever", "la-viuda")
Traceback (most recent call last):
...
widow.errors.InvalidOptionError: unknown bot 'clever' for la-viuda; valid: heuristic, ...search
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Mapping
from functools import cache
from typing import Any, Protocol

from widow.engine.actions import Action
from widow.engine.core import Game
from widow.errors import InvalidOptionError, quote, unknown_name
from widow.i18n import N_

__all__ = [
    "GENERIC_BOTS",
    "Bot",
    "GameRef",
    "bot_names",
    "bot_table",
    "check_bot_names",
    "default_bot",
    "get_bot",
    "split_bot_name",
]


class Bot(Protocol):
    """What a bot offers: one method, given only its seat's view and the legal actions."""

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        """The action to take."""
        ...


#: Bots that play every game: name -> "module:Class".
GENERIC_BOTS: dict[str, str] = {
    "ismcts": "widow.bots.ismcts:IsmctsBot",
    "random": "widow.bots.random_bot:RandomBot",
}

#: A game given by name, by class or as a built game; ``None`` for "any game".
GameRef = Game | type[Game] | str | None


def split_bot_name(text: str) -> tuple[str, dict[str, str]]:
    """A bot's name and its settings, from ``name:key=value:key=value``.

    >>> split_bot_name("ismcts:iterations=200:rollout=random")
    ('ismcts', {'iterations': '200', 'rollout': 'random'})
    >>> split_bot_name("ismcts:fast")
    Traceback (most recent call last):
    ...
    widow.errors.InvalidOptionError: bot setting 'fast' in 'ismcts:fast' is not key=value
    """
    name, *pairs = text.split(":")
    settings: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise InvalidOptionError(f"bot setting {quote(pair)} in {quote(text)} is not key=value")
        if key.strip() in settings:
            raise InvalidOptionError(
                f"bot setting {quote(key.strip())} given twice in {quote(text)}"
            )
        settings[key.strip()] = value.strip()
    return name.strip(), settings


def _game_class(game: GameRef) -> type[Game] | None:
    from widow.games import game_class  # the games package imports the engine, not the bots

    if game is None:
        return None
    if isinstance(game, Game):
        return type(game)
    if isinstance(game, str):
        return game_class(game)
    return game


def bot_table(game: GameRef = None) -> dict[str, str]:
    """Bot name -> "module:Class" for ``game``: the generic bots and the game's own. Without a
    game, every game's own bots are listed too (each name resolved per game when it plays)."""
    table = dict(GENERIC_BOTS)
    cls = _game_class(game)
    if cls is not None:
        table.update(cls.bots)
        return table
    from widow.games import game_class, list_games

    for name in list_games():
        for bot, target in game_class(name).bots.items():
            table.setdefault(bot, target)
    return table


def bot_names(game: GameRef = None) -> list[str]:
    """The names of the bots that can play ``game`` (any game when ``None``), sorted."""
    return sorted(bot_table(game))


def default_bot(game: GameRef = None) -> str:
    """The bot a front end seats when none is named: the game's ``heuristic`` if it has one.

    >>> default_bot("whisky-poker")
    'heuristic'
    """
    return "heuristic" if "heuristic" in bot_table(game) else "random"


def check_bot_names(names: list[str], game: GameRef = None) -> None:
    """Raise :class:`~widow.errors.InvalidOptionError` for the first name that cannot play
    ``game``, listing the names that can."""
    table = bot_table(game)
    for text in names:
        name, settings = split_bot_name(text) if isinstance(text, str) else (text, {})
        if name not in table:
            raise unknown_name(N_("bot"), name, table) if game is None else _unknown(name, game)
        if settings:
            get_bot(text, game)  # makes the bot, which checks its settings


def _unknown(name: object, game: GameRef) -> InvalidOptionError:
    valid = ", ".join(bot_names(game))
    cls = _game_class(game)
    if cls is None:
        return unknown_name(N_("bot"), name, bot_names(game))
    return InvalidOptionError(
        N_("unknown bot {given} for {which}; valid: {valid}").format(
            given=repr(name), which=cls.name, valid=valid
        )
    )


@cache
def _bot_class(target: str) -> Any:
    """The class that ``"module:Class"`` names, imported once: a simulation makes its bots
    afresh for every match, and the import machinery's lookup was a share of a short match."""
    module_name, class_name = target.split(":")
    return getattr(importlib.import_module(module_name), class_name)


def _load(target: str, name: str, settings: Mapping[str, str]) -> Bot:
    cls = _bot_class(target)
    if not settings:
        made: Bot = cls()
        return made
    # A bot with settings reads them itself: from_settings checks names and values.
    if not hasattr(cls, "from_settings"):
        raise InvalidOptionError(f"bot {name!r} takes no settings, got {', '.join(settings)}")
    configured: Bot = cls.from_settings(settings)
    return configured


def get_bot(name: str, game: GameRef = None) -> Bot:
    """A new bot by name, for ``game``.

    Without a game, a generic bot comes back as itself, and a game's own bot (``heuristic``) as a
    bot that plays each game with that game's own bot of that name, looked up from the view.

    >>> type(get_bot("random")).__name__
    'RandomBot'
    """
    if not isinstance(name, str):
        raise InvalidOptionError(f"a bot name must be text, not {name!r}")
    text = name
    name, settings = split_bot_name(text)
    if name in GENERIC_BOTS:
        return _load(GENERIC_BOTS[name], name, settings)
    if game is None:
        if name not in bot_table(None):
            raise unknown_name(N_("bot"), name, bot_table(None))
        return PerGameBot(text)
    target = bot_table(game).get(name)
    if target is None:
        raise _unknown(name, game)
    return _load(target, name, settings)


class PerGameBot:
    """A bot name that is resolved per game: each view's game plays with its own bot of that
    name (made on first use and kept)."""

    def __init__(self, name: str) -> None:
        self.name = name
        self._bots: dict[str, Bot] = {}

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        # The game's own fields usually name it; the table description always does.
        game = str(view["game"] if "game" in view else view["table"]["game"])
        bot = self._bots.get(game)
        if bot is None:
            bot = self._bots[game] = get_bot(self.name, game)
        return bot.choose(view, legal, rng)
