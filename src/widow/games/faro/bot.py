"""A Faro punter that bets by the casekeeper, and a banker that deals.

The banker's only advantage in Faro is the split, and a split can only happen on a rank with two
or more cards still in the box. So before each turn this punter first takes back any bet whose
rank has run out (or that is not a plain single card), then puts :data:`STAKE` units on every
*case card*, a rank with exactly one card left, where no split can happen and the bet is even,
and then says done. It never calls the turn at four to one (a losing price) or bets on even, odd
or high card (which lose half on every split).

>>> import random
>>> from widow.games import load_game
>>> state = load_game("faro", players=2).new_state(seed=3)
>>> str(FaroBot().choose(state.view(0), state.legal_actions(), random.Random(1)))
'done'
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from widow.engine.actions import Action
from widow.games.faro.actions import DEAL, DONE, Bet, Take

#: Units the punter keeps on each case card (fewer where the banker's limit is lower).
STAKE = 2


class FaroBot:
    """Deals as banker; as punter, bets only where no split can happen, then says done."""

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        if DEAL in legal:
            return DEAL
        case = view["casekeeper"]
        me = view["seat"]
        mine = [b for b in view["bets"] if b["seat"] == me]
        for bet in mine:
            single = bet["position"] in case and not bet["copper"]
            if not single or case[bet["position"]]["left"] == 0:
                take = Take(bet["position"], bet["copper"])
                if take in legal:
                    return take
        held = {b["position"]: b["units"] for b in mine if not b["copper"]}
        for rank, row in case.items():
            if row["left"] == 1 and held.get(rank, 0) < STAKE:
                bet = Bet(rank, False)
                if bet in legal:
                    return bet
        return DONE
