"""Farmer: draw towards sixteen; exactly sixteen takes the farm."""

from widow.games.farmer.options import FarmerOptions
from widow.games.farmer.rules import Farmer, FarmerState
from widow.games.farmer.text import RULES

__all__ = ["RULES", "Farmer", "FarmerOptions", "FarmerState"]
