"""A credible Soko player that works from its view alone.

It estimates its equity by dealing the unseen cards at random (the other players' hole cards and
the cards still to come; every up-card on the table is known to be out of the stock) a few
hundred times and judging the five-card hands with the Soko ranking, then:

* raises with a strong hand, bets or raises now and then with a good one,
* calls when the equity beats the pot odds, folds otherwise,
* checks a middling hand and bluffs a weak one now and then,
* brings in with the forced half bet unless its two cards are already strong.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import numpy as np

from widow.cards import CARDS, parse_card
from widow.engine.actions import Action
from widow.engine.betting.menu import raises_smallest_first
from widow.families.stud_draw.bot import bet_on_equity, equity_marks
from widow.games.soko.events import BringIn
from widow.ranking import get_system

TRIALS = 300


def soko_equity(
    view: Mapping[str, Any], seat: int, rng: random.Random, trials: int = TRIALS
) -> float:
    """``seat``'s share of the pot against the others still in, by random deals of the unseen
    cards (seeded from ``rng``).

    >>> from widow.games import load_game
    >>> view = load_game("soko", players=2).new_state(seed=1).view(0)
    >>> 0.0 <= soko_equity(view, 0, random.Random(1), trials=50) <= 1.0
    True
    """
    rows = view["seats"]
    mine = [parse_card(c) for c in (*rows[seat]["hole"], *rows[seat]["up"])]
    rivals = [r for r in rows if r["seat"] != seat and r["status"] in ("in", "all-in")]
    seen = set(mine)
    for r in rows:
        seen.update(parse_card(c) for c in (*r["hole"], *r["up"]) if c != "??")
    unseen = np.array([int(c) for c in CARDS[:52] if c not in seen], dtype=np.int64)
    if not rivals:
        return 1.0
    gen = np.random.default_rng(rng.randrange(2**32))
    known = [[parse_card(c) for c in (*r["hole"], *r["up"]) if c != "??"] for r in rivals]
    need = [5 - len(k) for k in known]
    my_need = 5 - len(mine)
    total = my_need + sum(need)
    draws = np.argsort(gen.random((trials, len(unseen))), axis=1)[:, :total]
    dealt = unseen[draws]
    system = get_system("soko")
    hands = [
        np.concatenate(
            [np.tile(np.array(mine, dtype=np.int64), (trials, 1)), dealt[:, :my_need]], axis=1
        )
    ]
    at = my_need
    for k, n in zip(known, need, strict=True):
        base = np.tile(np.array(k, dtype=np.int64), (trials, 1))
        hands.append(np.concatenate([base, dealt[:, at : at + n]], axis=1))
        at += n
    strengths = np.stack([system.evaluate_batch(h) for h in hands])
    best = strengths.max(axis=0)
    winners = strengths == best
    share = winners[0] / winners.sum(axis=0)
    return float(share.mean())


class SokoHeuristicBot:
    """Monte Carlo equity, pot odds and the odd bluff.

    >>> from widow.bots import play_match
    >>> from widow.games import load_game
    >>> play_match(load_game("soko", players=2, hands=2), ["heuristic", "random"], 3).is_over
    True
    """

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        seat = int(view["to_act"])
        strength = soko_equity(view, seat, rng)
        bring_in = next((a for a in legal if isinstance(a, BringIn)), None)
        if bring_in is not None:
            # A strong first two cards open with the full bet rather than the forced half.
            raises = raises_smallest_first(legal)
            strong, _ = equity_marks(view)
            return raises[0] if raises and strength >= strong else bring_in
        return bet_on_equity(strength, view, legal, rng)
