"""Bourre: five-card trick play for the pot, with the draw and the bourre penalty."""

from widow.games.bourre.options import BourreOptions
from widow.games.bourre.rules import Bourre, BourreState
from widow.games.bourre.text import RULES

__all__ = ["RULES", "Bourre", "BourreOptions", "BourreState"]
