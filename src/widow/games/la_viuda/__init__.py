"""La Viuda: the Mexican Whisky Poker with jokers, a wild rank set by the pool, and lives."""

from widow.games.la_viuda.options import LaViudaOptions
from widow.games.la_viuda.rules import LaViuda, LaViudaState
from widow.games.la_viuda.text import RULES

__all__ = ["RULES", "LaViuda", "LaViudaOptions", "LaViudaState"]
