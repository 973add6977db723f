"""A credible draw poker player that works from its view alone.

It judges a hand by how often it beats random hands of the other players still in (a short
seeded Monte Carlo over the unseen cards, judged by the game's own ranking, so the same code
plays high and every lowball), and:

* in the draw, tries every set of cards it may discard and keeps the draw that beats a random
  hand most often (standing pat when nothing improves on it),
* raises strong hands, bets good ones now and then, calls when the equity beats the pot odds,
  folds otherwise, and bluffs one time in twenty when it could check.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from widow.cards import CARDS, parse_card
from widow.engine.actions import Action
from widow.engine.betting.menu import call_price, fold_or, passive_move, raises_smallest_first
from widow.games.draw_poker.actions import Draw, StandPat
from widow.games.draw_poker.options import DrawPokerOptions
from widow.games.draw_poker.rules import ranking_system

TRIALS = 60
BLUFF = 0.05


def _beats(
    mine: npt.NDArray[np.int64],
    unseen: Sequence[int],
    rivals: int,
    options: DrawPokerOptions,
    gen: np.random.Generator,
    keep: int,
) -> float:
    """How often ``mine``'s first ``keep`` cards, completed from ``unseen``, beat ``rivals``
    random hands (ties count half)."""
    system = ranking_system(options)
    pool = np.array(unseen, dtype=np.int64)
    need = 5 - keep + 5 * rivals
    order = np.argsort(gen.random((TRIALS, len(pool))), axis=1)[:, :need]
    drawn = pool[order]
    hand = np.concatenate([np.tile(mine[:keep], (TRIALS, 1)), drawn[:, : 5 - keep]], axis=1)
    own = system.evaluate_batch(hand)
    best = np.full(TRIALS, -1, dtype=np.int64)
    at = 5 - keep
    for _ in range(rivals):
        best = np.maximum(best, system.evaluate_batch(drawn[:, at : at + 5]))
        at += 5
    return float(np.mean((own > best) + 0.5 * (own == best)))


class DrawPokerHeuristicBot:
    """Monte Carlo against random hands, for the draw and the betting.

    >>> from widow.bots import play_match
    >>> from widow.games import load_game
    >>> play_match(load_game("draw-poker", players=2, hands=2), ["heuristic", "random"], 3).is_over
    True
    """

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        options = DrawPokerOptions(**view["options"])
        seat = int(view["to_act"])
        hand = [parse_card(c) for c in view["seats"][seat]["hand"]]
        rivals = max(
            1,
            sum(1 for s in view["seats"] if s["seat"] != seat and s["status"] in ("in", "all-in")),
        )
        unseen = [int(c) for c in CARDS[: options.pack_size()] if c not in hand]
        gen = np.random.default_rng(rng.randrange(2**32))
        if any(isinstance(a, (Draw, StandPat)) for a in legal):
            best, choice = -1.0, legal[0]
            for action in legal:
                out = action.cards if isinstance(action, Draw) else ()
                kept = np.array([int(c) for c in hand if c not in out], dtype=np.int64)
                score = _beats(kept, unseen, 1, options, gen, len(kept))
                if score > best + 0.02 or (score > best and isinstance(action, StandPat)):
                    best, choice = score, action
            return choice
        mine = np.array([int(c) for c in hand], dtype=np.int64)
        strength = _beats(mine, unseen, rivals, options, gen, 5)
        raises = raises_smallest_first(legal)
        passive = passive_move(legal)
        if raises and strength >= 0.75:
            return raises[len(raises) // 2] if strength < 0.9 else raises[-1]
        if raises and strength >= 0.6 and rng.random() < 0.6:
            return raises[0]
        odds = call_price(view)
        if odds is None:
            return raises[0] if raises and rng.random() < BLUFF else passive
        if strength >= odds + 0.05:
            return passive
        return fold_or(legal, passive)
