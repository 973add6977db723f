"""Commerce: three-card hands traded with a face-up board, the ancestor of Whisky Poker."""

from widow.games.commerce.options import CommerceOptions
from widow.games.commerce.rules import Commerce, CommerceState
from widow.games.commerce.text import RULES

__all__ = ["RULES", "Commerce", "CommerceOptions", "CommerceState"]
