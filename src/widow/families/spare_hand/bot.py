"""A sensible player of the spare-hand games (Whisky Poker, La Viuda), working from its view only.

It values a hand by its *percentile*: the share of random five-card hands from the same pack (and,
in La Viuda, with the same wild rank) that it beats, estimated once per ranking from a fixed
sample. Then:

* Phase 1 (widow face down): knock with a strong hand, take the widow blind with a weak one (a
  random hand is at the 50th percentile on average), pass otherwise.
* Phase 2 (widow face up): knock with a strong hand that no exchange would improve much; otherwise
  make the exchange (one card or all five) that gives the strongest hand, if any improves it;
  otherwise knock, or stand pat after someone else's knock.
* La Viuda's offer: buy when the stakes times a rough chance of outlasting the others (one chance
  in one plus the chips the others hold) beat the price.
"""

from __future__ import annotations

import bisect
import random
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

import numpy as np

from widow.cards import CARDS, Card, parse_card, stripped_deck
from widow.engine.actions import (
    BUY,
    DECLINE,
    EXCHANGE,
    KNOCK,
    PASS,
    Action,
    Buy,
    Exchange,
    Knock,
    Pass,
    SwapAll,
    SwapOne,
)
from widow.families.spare_hand.rules import SpareHandState, viuda_ranking
from widow.ranking import get_system
from widow.ranking.base import RankingSystem

SAMPLE_HANDS = 1500
KNOCK_AT = 0.8
BLIND_BELOW = 0.3
STRONG = 0.9


def ranking_for(view: Mapping[str, Any]) -> RankingSystem:
    """The ranking that will judge this deal's showdown, from the view."""
    if view["game"] == "la-viuda":
        options = view["options"]
        return viuda_ranking(
            stripped=options["stripped"], suit_order=options["suit_order"], pool=view["pool"]
        )
    return get_system("high")


def pack_for(view: Mapping[str, Any]) -> tuple[Card, ...]:
    if view["game"] == "la-viuda":
        if view["options"]["stripped"]:
            return stripped_deck(view["players"]).cards
        return CARDS[:54]
    return CARDS[:52]


@lru_cache(maxsize=64)
def _sample_strengths(system: RankingSystem, pack: tuple[Card, ...]) -> list[int]:
    rng = random.Random(20240601)
    cards = list(pack)
    return sorted(system.evaluate(rng.sample(cards, 5)).strength for _ in range(SAMPLE_HANDS))


def percentile(system: RankingSystem, pack: tuple[Card, ...], strength: int) -> float:
    """The share of random hands from ``pack`` that a hand of ``strength`` beats or ties."""
    table = _sample_strengths(system, pack)
    return bisect.bisect_right(table, strength) / len(table)


class SpareHandHeuristicBot:
    """Plays Whisky Poker and La Viuda from its view, as described in the module docstring.

    :meth:`choose_in_state` makes the same decision from a state and a seat, reading only what
    that seat's view shows (its own hand, the widow once face up, the chips and the pool), so a
    search that plays many games out on its own samples skips building views.

    >>> from widow.bots import SeatView
    >>> from widow.games import load_game
    >>> state = load_game("la-viuda", players=3).new_state(seed=4)
    >>> seat, legal, bot = state.to_act, state.legal_actions(), SpareHandHeuristicBot()
    >>> from_view = bot.choose(SeatView(state, seat), legal, random.Random(0))
    >>> from_view == bot.choose_in_state(state, seat, legal, random.Random(0))
    True
    """

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        # The calls have no fields, so a call is legal exactly when its kind is among the legal
        # actions: one pass over the list instead of a comparison with each for every call.
        kinds = {type(a) for a in legal}
        if Buy in kinds:
            return BUY if self._buy_pays(view) else DECLINE
        hand = [parse_card(c) for c in view["hand"]]
        widow = [parse_card(c) for c in view["widow"]["cards"]] if view["widow"]["face_up"] else []
        return self._play(ranking_for(view), pack_for(view), hand, widow, legal, kinds, rng)

    def choose_in_state(
        self, state: SpareHandState, seat: int, legal: list[Action], rng: random.Random
    ) -> Action:
        """The decision :meth:`choose` makes from ``seat``'s view, read from the state."""
        kinds = {type(a) for a in legal}
        if Buy in kinds:
            chips, active = state.ledger.chips, state.active
            others = sum(chips[s] for s in range(state.n) if s != seat and active[s])
            price = 2 * state.game.options.chip_value
            return BUY if _buy_pays(others, state.ledger.stakes(), price) else DECLINE
        game = state.game
        if game.name == "la-viuda":
            opts = game.options
            system = viuda_ranking(
                stripped=opts.stripped, suit_order=opts.suit_order, pool=state.ledger.pool
            )
        else:
            system = get_system("high")
        widow = state.widow if state.widow_up else []
        return self._play(system, tuple(state.pack()), state.hands[seat], widow, legal, kinds, rng)

    def _play(
        self,
        system: RankingSystem,
        pack: tuple[Card, ...],
        hand: Sequence[Card],
        widow: Sequence[Card],
        legal: list[Action],
        kinds: set[type[Action]],
        rng: random.Random,
    ) -> Action:
        """The decision outside La Viuda's offer; ``kinds`` are the classes of the legal actions."""
        table = _sample_strengths(system, pack)  # looked up once for every share below

        def share(strength: int) -> float:  # percentile(), on the table at hand
            return bisect.bisect_right(table, strength) / len(table)

        can_knock = Knock in kinds
        if Exchange in kinds:
            mine = share(system.evaluate(hand).strength)
            if can_knock and mine >= KNOCK_AT:
                return KNOCK
            return EXCHANGE if mine < BLIND_BELOW else PASS
        current, best_action, best = exchange_strengths(system, hand, widow, legal)
        mine = share(current)
        gain = share(best) - mine if best_action is not None else 0.0
        if can_knock and (mine >= STRONG or (mine >= KNOCK_AT and gain < 0.05)):
            return KNOCK
        if best_action is not None and best > current:
            return best_action
        if can_knock:
            return KNOCK
        if Pass in kinds:
            return PASS
        # After a knock with standing pat ruled out: the least harmful exchange.
        return best_action if best_action is not None else legal[rng.randrange(len(legal))]

    @staticmethod
    def _buy_pays(view: Mapping[str, Any]) -> bool:
        others = sum(
            s["chips"] for s in view["seats"] if s["seat"] != view["seat"] and s["status"] != "out"
        )
        return _buy_pays(others, view["stakes"], view["viuda"]["price"])


def exchange_strengths(
    system: RankingSystem, hand: Sequence[Card], widow: Sequence[Card], legal: list[Action]
) -> tuple[int, Action | None, int]:
    """The strength of ``hand``, the legal exchange that gives the strongest hand (the first
    listed among equals; None if no exchange is legal) and that hand's strength (-1 without one).

    The hand and every exchange's result are ranked in one batch: the batch evaluator gives the
    same strengths as :meth:`RankingSystem.evaluate`, several times faster for the 26 hands of a
    typical turn than one call each.

    >>> from widow.cards import parse_cards
    >>> hand, widow = parse_cards("2c 7d 9h Js Kc"), parse_cards("Kd Kh 3s 4s 5s")
    >>> legal = [SwapOne(give=g, take=t) for g in hand for t in widow] + [SwapAll(), PASS]
    >>> current, action, best = exchange_strengths(get_system("high"), hand, widow, legal)
    >>> action, best > current
    (SwapOne(give=Card('2c'), take=Card('Kd')), True)
    """
    # The rows go to numpy as one flat list of plain ints, which it converts several times
    # faster than lists of cards.
    position = {card: i for i, card in enumerate(hand)}
    mine = [int(card) for card in hand]
    flat = mine[:]
    actions: list[Action] = []
    for action in legal:
        if type(action) is SwapOne:
            row = mine[:]
            row[position[action.give]] = int(action.take)
            flat += row
        elif type(action) is SwapAll and widow:
            flat += [int(card) for card in widow]
        else:
            continue
        actions.append(action)
    rows = np.array(flat, dtype=np.int64).reshape(-1, len(mine))
    strengths: list[int] = system.evaluate_batch(rows).tolist()
    if not actions:
        return strengths[0], None, -1
    # The first of the strongest, as a scan keeping only strictly better hands would find it.
    best = max(strengths[1:])
    return strengths[0], actions[strengths.index(best, 1) - 1], best


def _buy_pays(others: int, stakes: int, price: int) -> bool:
    """Buy when the stakes times a rough chance of outlasting the others beat the price."""
    chance = 1 / (1 + others)
    return bool(chance * (stakes + price) > price)
