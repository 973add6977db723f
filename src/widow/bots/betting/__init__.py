"""The betting games' ``search`` bot (Hold'em and Pineapple, Soko, Draw Poker): equity against
ranges that narrow with the opponents' bets, chips expected from each action, balanced bluffs.
See :mod:`widow.bots.betting.bot`.
"""

from __future__ import annotations

from widow.bots.betting.bot import BettingSearchBot, BettingSettings

__all__ = ["BettingSearchBot", "BettingSettings"]
