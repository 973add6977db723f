"""The games, found by name.

>>> from widow.games import list_games, load_game
>>> "la-viuda" in list_games()
True
>>> load_game("whisky-poker", players=4, scoring="lives").options.lives
5
>>> load_game("whisky-poker", players=1)
Traceback (most recent call last):
...
widow.errors.InvalidOptionError: whisky-poker takes 2 to 9 players with these options, not 1
"""

from __future__ import annotations

import importlib
from typing import Any

from widow.engine.core import Game
from widow.errors import unknown_name
from widow.i18n import N_

__all__ = ["GAMES", "game_class", "list_games", "load_game", "rules_text"]

#: Game name -> "module:class". Modules are imported on first use.
GAMES: dict[str, str] = {
    "bid-whist": "widow.games.bid_whist.rules:BidWhist",
    "bourre": "widow.games.bourre.rules:Bourre",
    "whisky-poker": "widow.games.whisky_poker.rules:WhiskyPoker",
    "la-viuda": "widow.games.la_viuda.rules:LaViuda",
    "whist": "widow.games.whist.rules:Whist",
    "holdem": "widow.games.holdem.rules:Holdem",
    "pineapple": "widow.games.holdem.rules:Pineapple",
    "war": "widow.games.war.rules:War",
    "farmer": "widow.games.farmer.rules:Farmer",
    "horse-race": "widow.games.horse_race.rules:HorseRace",
    "faro": "widow.games.faro.rules:Faro",
    "chinese-poker": "widow.games.chinese_poker.rules:ChinesePoker",
    "ofc": "widow.games.ofc.rules:Ofc",
    "preference": "widow.games.preference.rules:Preference",
    "poker-squares": "widow.games.poker_squares.rules:PokerSquares",
    "cribbage-squares": "widow.games.cribbage_squares.rules:CribbageSquares",
    "dictated-strategy": "widow.games.dictated_strategy.rules:DictatedStrategy",
    "soko": "widow.games.soko.rules:Soko",
    "anaconda": "widow.games.anaconda.rules:Anaconda",
    "draw-poker": "widow.games.draw_poker.rules:DrawPoker",
    "tonk": "widow.games.tonk.rules:Tonk",
    "paiute": "widow.games.paiute.rules:Paiute",
    "commerce": "widow.games.commerce.rules:Commerce",
    "brag": "widow.games.brag.rules:Brag",
}


def list_games() -> list[str]:
    """The names of every game, sorted.

    >>> games = list_games()
    >>> games == sorted(games) and "la-viuda" in games
    True
    """
    return sorted(GAMES)


def game_class(name: str) -> type[Game]:
    """The class of a game (its traits: ``min_players``, ``max_players``, ``options_class``...)."""
    target = GAMES.get(name) if isinstance(name, str) else None
    if target is None:
        raise unknown_name(N_("game"), name, GAMES)
    module_name, class_name = target.split(":")
    cls: type[Game] = getattr(importlib.import_module(module_name), class_name)
    return cls


def load_game(name: str, *, players: int | str, **options: Any) -> Game:
    """A game by name, for ``players`` players, with options (text values are converted).

    Unknown names and options, bad values and player counts the game does not allow raise
    :class:`~widow.errors.InvalidOptionError` listing what is valid.
    """
    return game_class(name).create(players=players, **options)


def rules_text(name: str) -> str:
    """The rules of a game in words, with its options and defaults.

    >>> rules_text("la-viuda").splitlines()[0].startswith("LA VIUDA")
    True
    """
    return game_class(name).rules_text
