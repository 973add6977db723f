"""Brag: three-card vying with blind play, seeing and covering the pot."""

from widow.games.brag.options import BragOptions
from widow.games.brag.rules import Brag, BragState

__all__ = ["Brag", "BragOptions", "BragState"]
