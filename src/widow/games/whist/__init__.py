"""Whist: four players in two partnerships, trumps from the dealer's last card, rubbers."""

from widow.games.whist.options import WhistOptions
from widow.games.whist.rules import Whist, WhistState
from widow.games.whist.text import RULES

__all__ = ["RULES", "Whist", "WhistOptions", "WhistState"]
