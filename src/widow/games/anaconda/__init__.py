"""Anaconda: seven cards, two passes, a secret high/low declaration and a split pot."""

from widow.games.anaconda.options import AnacondaOptions
from widow.games.anaconda.rules import Anaconda, AnacondaState

__all__ = ["Anaconda", "AnacondaOptions", "AnacondaState"]
