"""War: turn the top card; the higher card takes the others, and equal cards start a war."""

from widow.games.war.options import WarOptions
from widow.games.war.rules import War, WarState
from widow.games.war.text import RULES

__all__ = ["RULES", "War", "WarOptions", "WarState"]
