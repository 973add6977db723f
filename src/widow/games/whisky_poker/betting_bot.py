"""A credible Whisky Poker player for every scoring, working from its view alone.

Without betting it is the spare-hand player of :mod:`widow.families.spare_hand.bot`. With betting
(Whiskey Poker) it trades cards the same way and bets by the *percentile* of its hand (the share of
random five-card hands it beats), with room to improve counted in before the widow is seen:

* it bets or raises a hand above the strong mark and, now and then, bluffs with a weak one,
* it calls when its hand is good enough for the price (a rising mark as the bet grows against
  the pot), and folds otherwise; it checks whenever it can.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from widow.cards import CARDS, parse_card
from widow.engine.actions import Action
from widow.engine.betting.menu import call_price, fold_or, passive_move, raises_smallest_first
from widow.engine.core import State
from widow.engine.seat_view import SeatView
from widow.families.spare_hand.bot import SpareHandHeuristicBot, percentile
from widow.families.spare_hand.rules import SpareHandState
from widow.ranking import get_system

BLUFF = 0.05
#: Before the last betting round a hand can still improve by trading with the widow.
DRAW_BONUS = {"bet-1": 0.15, "bet-2": 0.1, "bet-3": 0.0}


class WhiskyPokerHeuristicBot:
    """Bets by hand percentile and pot odds; trades cards like the spare-hand player.

    >>> from widow.bots import play_match
    >>> from widow.games import load_game
    >>> game = load_game("whisky-poker", players=2, scoring="betting", deals=2)
    >>> play_match(game, ["heuristic", "random"], 3).is_over
    True
    """

    def __init__(self) -> None:
        self.cards = SpareHandHeuristicBot()

    def choose_in_state(
        self, state: State, seat: int, legal: list[Action], rng: random.Random
    ) -> Action:
        """The decision :meth:`choose` makes from ``seat``'s view: read from the state without
        betting, from the view itself when the game is played for pots."""
        if isinstance(state, SpareHandState):
            return self.cards.choose_in_state(state, seat, legal, rng)
        return self.choose(SeatView(state, seat), legal, rng)

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        if view.get("scoring") != "betting" or view["phase"] not in DRAW_BONUS:
            return self.cards.choose(view, legal, rng)
        system = get_system("high")
        hand = [parse_card(c) for c in view["hand"]]
        mine = percentile(system, tuple(CARDS[:52]), system.evaluate(hand).strength)
        live = sum(1 for s in view["seats"] if s["status"] in ("in", "all-in"))
        # Against more opponents the best hand at the table is stronger: ask for more.
        need = 1 - 0.5 ** (1 / max(live - 1, 1))
        strength = min(1.0, mine + DRAW_BONUS[view["phase"]])
        raises = raises_smallest_first(legal)
        passive = passive_move(legal)
        strong = need + 0.6 * (1 - need)
        if raises and strength >= strong:
            return raises[0] if strength < strong + 0.15 else raises[len(raises) // 2]
        odds = call_price(view)
        if odds is None:
            return raises[0] if raises and rng.random() < BLUFF else passive
        if strength >= need + odds * (1 - need):
            return passive
        return fold_or(legal, passive)
