"""Soko (Canadian Stud): five-card stud with the four flush and the four straight."""

from widow.games.soko.options import SokoOptions
from widow.games.soko.rules import Soko, SokoState

__all__ = ["Soko", "SokoOptions", "SokoState"]
