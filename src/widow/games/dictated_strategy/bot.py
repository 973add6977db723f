"""A bot for Dictated Strategy.

Placing: a card laid on a pile covers the cards beneath it until it is itself built, so the bot
keeps each pile falling in rank from bottom to top. It puts the called card on the pile where
it hides the least: a lower card of the same suit underneath is a block that can never clear
(the lower card must be built first but cannot be reached), and any other lower card a delay
that grows with the difference in rank. Among equal piles it prefers the one whose top is
closest above the card (or of the same rank: cards of one rank never wait for each other); an
empty pile is kept for high cards, which block nothing when they lie at the bottom.

Building: building any free card never stops another, so the order does not change the result;
the bot builds the first free card.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from widow.cards import parse_card
from widow.engine.actions import Action
from widow.games.dictated_strategy.rules import ToPile, rank_order


class StrategyBot:
    """Places each card where it blocks least; builds whatever it can."""

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        if view["phase"] != "place" or len(legal) == 1:
            return legal[0]
        card = parse_card(view["called"])
        rank = rank_order(card)
        piles = view["seats"][view["seat"]]["piles"]
        best: tuple[float, int] | None = None
        for number, pile in enumerate(piles, start=1):
            if ToPile(number) not in legal:
                continue
            cards = [parse_card(c) for c in pile]
            if not cards:
                # An empty pile costs the chance to start a clean pile later: cheap for a king.
                cost = 0.35 * (13 - rank)
            else:
                hard = sum(1 for c in cards if c & 3 == card & 3 and rank_order(c) < rank)
                # A card far below waits longer under this one than a card just below it.
                soft = sum(rank - rank_order(c) for c in cards if rank_order(c) < rank)
                gap = rank_order(cards[-1]) - rank
                cost = 100.0 * hard + 0.3 * soft + (0.1 * gap if gap >= 0 else 2.0)
            if best is None or cost < best[0]:
                best = (cost, number)
        assert best is not None  # a placement is always legal while cards are called
        return ToPile(best[1])
