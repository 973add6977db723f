"""Whisky Poker: trade cards with a spare hand to hold the best poker hand."""

from widow.games.whisky_poker.options import WhiskyPokerOptions
from widow.games.whisky_poker.rules import WhiskyPoker, WhiskyPokerState
from widow.games.whisky_poker.text import RULES

__all__ = ["RULES", "WhiskyPoker", "WhiskyPokerOptions", "WhiskyPokerState"]
