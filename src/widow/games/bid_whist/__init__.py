"""Bid Whist: jokers, one round of bidding, the kitty, high, low and no trump."""

from widow.games.bid_whist.options import BidWhistOptions
from widow.games.bid_whist.rules import BidWhist, BidWhistState
from widow.games.bid_whist.text import RULES

__all__ = ["RULES", "BidWhist", "BidWhistOptions", "BidWhistState"]
