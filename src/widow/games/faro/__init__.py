"""Faro: bet on the layout's ranks; each turn the banker's card loses, the player's card wins."""

from widow.games.faro.options import FaroOptions
from widow.games.faro.rules import Faro, FaroState
from widow.games.faro.text import RULES

__all__ = ["RULES", "Faro", "FaroOptions", "FaroState"]
