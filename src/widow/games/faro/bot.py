"""A Faro punter that bets by the casekeeper, and a banker that deals.

The banker's only advantage in Faro is the split, and a split can only happen on a rank with two
or more cards still in the box. So this punter bets single cards (uncoppered) on *case cards*,
ranks with exactly one card left, where no split can happen and the bet is even; it takes back any
bet whose rank has run out, and never calls the turn at four to one (a losing price) or bets on
even, odd or high card (which lose half on every split).

>>> import random
>>> from widow.games import load_game
>>> state = load_game("faro", players=2).new_state(seed=3)
>>> str(FaroBot().choose(state.view(0), state.legal_actions(), random.Random(1)))
'pass'
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from widow.engine.actions import PASS, Action
from widow.games.faro.actions import DEAL, Bet, Take


class FaroBot:
    """Deals as banker; as punter, bets only where no split can happen."""

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
        for rank, row in case.items():
            if row["left"] == 1:
                bet = Bet(rank, False)
                if bet in legal:
                    return bet
        return PASS
