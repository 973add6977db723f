"""Tonk: a quick rummy for two to four players, played for stakes."""

from widow.games.tonk.options import TonkOptions
from widow.games.tonk.rules import Tonk, TonkState
from widow.games.tonk.text import RULES

__all__ = ["RULES", "Tonk", "TonkOptions", "TonkState"]
