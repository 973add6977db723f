"""Poker Squares: five rows and five columns of poker hands, built by dictation."""

from widow.games.poker_squares.options import PokerSquaresOptions
from widow.games.poker_squares.rules import PokerSquares, PokerSquaresState
from widow.games.poker_squares.text import RULES

__all__ = ["RULES", "PokerSquares", "PokerSquaresOptions", "PokerSquaresState"]
