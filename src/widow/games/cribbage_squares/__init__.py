"""Cribbage Squares: four rows and four columns of Cribbage hands, built by dictation."""

from widow.games.cribbage_squares.options import CribbageSquaresOptions
from widow.games.cribbage_squares.rules import CribbageSquares, CribbageSquaresState
from widow.games.cribbage_squares.text import RULES

__all__ = ["RULES", "CribbageSquares", "CribbageSquaresOptions", "CribbageSquaresState"]
