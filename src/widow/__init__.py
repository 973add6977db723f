"""widow: traditional card games, exact hand rankings and odds, and a seeded game engine.

>>> import widow
>>> widow.evaluate("Ah Kh Qh Jh Th").category
'royal-flush'
>>> widow.compare("2c 2d 5h 5s 9c", "2h 2s 5c 5d 8c").winner
'first'
"""

from __future__ import annotations

from widow.cards import Card, Rank, Suit, index, parse_cards
from widow.engine import Game, State
from widow.errors import (
    IllegalActionError,
    InvalidActionError,
    InvalidCardError,
    InvalidOptionError,
    RecordError,
    WidowError,
)
from widow.games import list_games, load_game
from widow.ranking import Comparison, HandValue, compare, evaluate, evaluate_batch, get_system
from widow.records import replay

__version__ = "0.1.0"

__all__ = [
    "Card",
    "Comparison",
    "Game",
    "HandValue",
    "IllegalActionError",
    "InvalidActionError",
    "InvalidCardError",
    "InvalidOptionError",
    "Rank",
    "RecordError",
    "State",
    "Suit",
    "WidowError",
    "compare",
    "evaluate",
    "evaluate_batch",
    "get_system",
    "index",
    "list_games",
    "load_game",
    "parse_cards",
    "replay",
]
