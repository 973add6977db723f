"""A Farmer player that hits by the exact chance of going bust, worked out from the cards it can
see (its own hand and everyone's face-up cards): the unseen cards are equally likely to come next.

>>> import random
>>> from widow.games import load_game
>>> state = load_game("farmer", players=3).new_state(seed=5)
>>> str(FarmerBot().choose(state.view(state.to_act), state.legal_actions(), random.Random(1)))
'hit'
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from widow.cards import Card, parse_card
from widow.engine.actions import Action
from widow.games.farmer.actions import HIT, STAY
from widow.games.farmer.rules import PACK, TARGET, card_value, count

#: Hit while the chance of busting on the next card is below this.
RISK = Fraction(1, 2)


def bust_chance(hand: list[Card], seen: set[Card]) -> Fraction:
    """The exact chance that the next card takes ``hand`` over sixteen, over the cards not in
    ``seen`` (every card the player can see, its own included).

    >>> bust_chance([parse_card("Ts"), parse_card("5c")], set(map(parse_card, ["Ts", "5c"])))
    Fraction(39, 43)
    >>> bust_chance([parse_card("Ts"), parse_card("6h")], set(map(parse_card, ["Ts", "6h"])))
    Fraction(1, 1)
    """
    room = TARGET - count(hand)
    unseen = [c for c in PACK if c not in seen]
    if not unseen:
        return Fraction(1)
    return Fraction(sum(1 for c in unseen if card_value(c) > room), len(unseen))


class FarmerBot:
    """Stays at sixteen; otherwise hits while the exact bust chance is below one half."""

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        me = view["seat"]
        hand = [parse_card(c) for c in view["seats"][me]["hand"]]
        if count(hand) >= TARGET:
            return STAY
        seen = {parse_card(c) for s in view["seats"] for c in s["hand"] if c != "??"}
        return HIT if bust_chance(hand, seen) < RISK else STAY
