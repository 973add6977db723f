"""Dictated Strategy: the Strategy patience played by dictation."""

from widow.games.dictated_strategy.options import DictatedStrategyOptions
from widow.games.dictated_strategy.rules import DictatedStrategy, DictatedStrategyState
from widow.games.dictated_strategy.text import RULES

__all__ = ["RULES", "DictatedStrategy", "DictatedStrategyOptions", "DictatedStrategyState"]
