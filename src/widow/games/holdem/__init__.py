"""Texas Hold'em and Pineapple (three ways), on the shared betting engine."""

from widow.games.holdem.options import HoldemOptions, PineappleOptions
from widow.games.holdem.rules import Holdem, HoldemState, Pineapple

__all__ = ["Holdem", "HoldemOptions", "HoldemState", "Pineapple", "PineappleOptions"]
