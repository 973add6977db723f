"""Five-card draw poker, high or lowball, on the shared betting engine."""

from widow.games.draw_poker.options import DrawPokerOptions
from widow.games.draw_poker.rules import DrawPoker, DrawPokerState

__all__ = ["DrawPoker", "DrawPokerOptions", "DrawPokerState"]
