"""A credible Anaconda player that works from its view alone.

* It picks a side early: low when its cards hold five low ranks (eight or better counting the
  ace low), high otherwise, and passes the three cards that help that side least.
* It declares the side its final seven cards serve better, forms the best five for it and turns
  up the four that give least away (the key card stays down).
* It bets by a rough strength: how good its hand is for its side, and on the last round how
  it fares against the others' four up-cards with a random down card (a short Monte Carlo), and
  it is alone on its side a sure half. It raises strong hands, calls on pot odds, folds weak
  ones and bluffs now and then.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Mapping, Sequence
from typing import Any

from widow.cards import CARDS, Card, parse_card
from widow.engine.actions import Action
from widow.engine.betting.menu import call_price, fold_or, passive_move
from widow.engine.betting.rounds import AllIn, Bet, RaiseTo
from widow.games.anaconda.actions import Declare, PassCards, Show
from widow.ranking import get_system
from widow.ranking.base import RankingSystem

BLUFF = 0.05
TRIALS = 150
#: Rough strength of a high hand by category (the share of the pot it tends to win).
HIGH_STRENGTH = {
    "high-card": 0.05,
    "one-pair": 0.2,
    "two-pair": 0.4,
    "three-of-a-kind": 0.55,
    "straight": 0.65,
    "flush": 0.75,
    "full-house": 0.88,
    "four-of-a-kind": 0.97,
    "straight-flush": 0.99,
    "royal-flush": 1.0,
}


def _low_rank(card: Card) -> int:
    """Ace low: A=1 ... K=13."""
    rank = int(card) >> 2
    return 1 if rank == 12 else rank + 2


def best_five(cards: Sequence[Card], system: RankingSystem) -> tuple[int, list[Card]]:
    """The strength and cards of the best five of ``cards`` under ``system``."""
    best, hand = -1, list(cards[:5])
    for five in itertools.combinations(cards, 5):
        value = system.evaluate(list(five)).strength
        if value > best:
            best, hand = value, list(five)
    return best, hand


def low_quality(cards: Sequence[Card]) -> float:
    """0 to 1: how good the five lowest distinct ranks are for low (1: a wheel)."""
    ranks = sorted({_low_rank(c) for c in cards})[:5]
    if len(ranks) < 5:
        return 0.0
    return max(0.0, (13 - ranks[-1]) / 8)


def high_quality(cards: Sequence[Card]) -> float:
    """0 to 1: the rough strength of the best high hand of these cards."""
    if len(cards) < 5:
        return 0.0
    _, hand = best_five(cards, get_system("high"))
    return HIGH_STRENGTH.get(get_system("high").evaluate(hand).category, 0.1)


def keep_score(keep: Sequence[Card], side: str) -> float:
    ranks = [int(c) >> 2 for c in keep]
    if side == "low":
        lows = sorted({_low_rank(c) for c in keep})
        return len(lows) * 20 - max(lows)
    counts = sorted((ranks.count(r) for r in set(ranks)), reverse=True)
    suits = max([int(c) & 3 for c in keep].count(s) for s in range(4))
    return sum(c * c for c in counts) * 10 + (8 if suits == 4 else 0) + sum(ranks) / 10


class AnacondaHeuristicBot:
    """Pick a side, pass what does not serve it, declare it, bet by strength.

    >>> from widow.bots import play_match
    >>> from widow.games import load_game
    >>> play_match(load_game("anaconda", players=2, hands=2), ["heuristic", "random"], 3).is_over
    True
    """

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        seat = int(view["to_act"])
        row = view["seats"][seat]
        cards = [parse_card(c) for c in row["hand"]]
        first = legal[0]
        if isinstance(first, PassCards):
            side = "low" if low_quality(cards) >= 0.6 else "high"
            keep = max(
                itertools.combinations(cards, len(cards) - 3),
                key=lambda k: keep_score(k, side),
            )
            out = tuple(sorted(c for c in cards if c not in keep))
            return PassCards(out)
        if isinstance(first, Declare):
            side = "low" if low_quality(cards) > high_quality(cards) else "high"
            return Declare(side)
        if isinstance(first, Show):
            return self._show(view, cards, row)
        return self._bet(view, legal, rng, seat, cards)

    def _show(self, view: Mapping[str, Any], cards: list[Card], row: Mapping[str, Any]) -> Action:
        side = row["declared"] if row["declared"] in ("high", "low") else "high"
        system = get_system("high" if side == "high" else view["options"]["low"])
        _, hand = best_five(cards, system)
        # Keep the card that tells most face down: the top card for a low, a paired or suited
        # card for a high.
        if side == "low":
            down = max(hand, key=_low_rank)
        else:
            ranks = [int(c) >> 2 for c in hand]
            down = max(hand, key=lambda c: (ranks.count(int(c) >> 2), int(c) >> 2))
        return Show(tuple(sorted(c for c in hand if c != down)), down)

    def _strength(
        self, view: Mapping[str, Any], seat: int, cards: list[Card], rng: random.Random
    ) -> float:
        rows = view["seats"]
        row = rows[seat]
        side = row["declared"] if row["declared"] in ("high", "low") else None
        if side is None or len(cards) != 5:
            return max(high_quality(cards), low_quality(cards))
        rivals = [
            r
            for r in rows
            if r["seat"] != seat and r["status"] in ("in", "all-in") and r["declared"] == side
        ]
        if not rivals:
            return 0.97
        system = get_system("high" if side == "high" else view["options"]["low"])
        mine = system.evaluate(cards).strength
        seen = {parse_card(c) for r in rows for c in r["hand"] if c != "??"}
        unseen = [c for c in CARDS[:52] if c not in seen]
        wins = 0.0
        for _ in range(TRIALS):
            extra = rng.sample(unseen, len(rivals))
            best = max(
                system.evaluate(
                    [*(parse_card(c) for c in r["hand"] if c != "??"), extra[i]]
                ).strength
                for i, r in enumerate(rivals)
            )
            wins += 1.0 if mine > best else 0.5 if mine == best else 0.0
        return wins / TRIALS

    def _bet(
        self,
        view: Mapping[str, Any],
        legal: list[Action],
        rng: random.Random,
        seat: int,
        cards: list[Card],
    ) -> Action:
        strength = self._strength(view, seat, cards, rng)
        raises = [a for a in legal if isinstance(a, (Bet, RaiseTo, AllIn))]
        passive = passive_move(legal)
        if raises and strength >= 0.75:
            return raises[0]
        odds = call_price(view)
        if odds is None:
            if raises and ((strength >= 0.55 and rng.random() < 0.5) or rng.random() < BLUFF):
                return raises[0]
            return passive
        if strength >= odds + 0.1 or strength >= 0.35:
            return passive
        return fold_or(legal, passive)
