"""Paiute: draw and discard towards a six-card combination, then call it."""

from widow.games.paiute.options import PaiuteOptions
from widow.games.paiute.rules import Paiute, PaiuteState
from widow.games.paiute.text import RULES

__all__ = ["RULES", "Paiute", "PaiuteOptions", "PaiuteState"]
