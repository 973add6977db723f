"""widow: traditional card games, exact hand rankings and odds, and a seeded game engine.

>>> import widow
>>> widow.evaluate("Ah Kh Qh Jh Th").category
'royal-flush'
>>> widow.compare("2c 2d 5h 5s 9c", "2h 2s 5c 5d 8c").winner
'first'
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from widow.errors import (
    IllegalActionError,
    InvalidActionError,
    InvalidCardError,
    InvalidOptionError,
    RecordError,
    WidowError,
)

if TYPE_CHECKING:
    from widow.cards import Card, Rank, Suit, index, parse_cards
    from widow.engine import Game, State
    from widow.games import list_games, load_game
    from widow.ranking import (
        Comparison,
        HandValue,
        compare,
        evaluate,
        evaluate_batch,
        get_system,
    )
    from widow.records import replay

# The names below live in modules that pull in numpy and the game registry; they are imported on
# first use, so that ``import widow`` (and every command that needs only part of the package)
# starts quickly.
_LAZY = {
    "Card": "widow.cards",
    "Rank": "widow.cards",
    "Suit": "widow.cards",
    "index": "widow.cards",
    "parse_cards": "widow.cards",
    "Game": "widow.engine",
    "State": "widow.engine",
    "list_games": "widow.games",
    "load_game": "widow.games",
    "Comparison": "widow.ranking",
    "HandValue": "widow.ranking",
    "compare": "widow.ranking",
    "evaluate": "widow.ranking",
    "evaluate_batch": "widow.ranking",
    "get_system": "widow.ranking",
    "replay": "widow.records",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'widow' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *_LAZY])


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
