"""A credible Hold'em and Pineapple player that works from its view alone.

It estimates its equity against as many random hands as there are opponents still in (a short
seeded Monte Carlo over the boards still to come), then:

* raises big (towards the pot) with a strong hand and small with a good one,
* calls when the equity beats the pot odds by a margin, and folds otherwise,
* checks a middling hand, and now and then bets a weak one as a bluff,
* in Pineapple discards the card whose loss leaves the best two-card equity.

Equity against random hands overstates a hand against real opponents, so the thresholds rise with
the number of opponents.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from widow.analysis.equity import equity
from widow.engine.actions import Action
from widow.families.stud_draw.bot import bet_on_equity

TRIALS = 300


def _equity(view: Mapping[str, Any], hole: Sequence[str], rng: random.Random) -> float:
    opponents = sum(
        1 for s in view["seats"] if s["seat"] != view["to_act"] and s["status"] in ("in", "all-in")
    )
    variant = view.get("variant")
    hands: list[str] = [" ".join(hole)] + ["??"] * max(opponents, 1)
    result = equity(
        "holdem" if variant == "holdem" else "pineapple",
        hands,
        board=" ".join(view["board"]),
        variant=None if variant == "holdem" else variant,
        trials=TRIALS,
        seed=rng.randrange(2**31),
        exact_limit=0,
    )
    return result.equity[0]


def hand_equity(view: Mapping[str, Any], rng: random.Random) -> float:
    """Equity of the seat's hole cards (with three cards: of the best two to keep)."""
    hole = view["seats"][view["to_act"]]["hand"]
    if len(hole) == 2:
        return _equity(view, hole, rng)
    return max(_equity(view, [c for c in hole if c != out], rng) for out in hole)


class HoldemHeuristicBot:
    """Equity against random hands, pot odds and the odd bluff.

    >>> from widow.bots import play_match
    >>> from widow.games import load_game
    >>> state = play_match(load_game("holdem", players=2, hands=2), ["heuristic", "random"], 3)
    >>> state.is_over
    True
    """

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        if any(str(a).startswith("discard") for a in legal):
            return self._discard(view, legal, rng)
        return bet_on_equity(hand_equity(view, rng), view, legal, rng)

    def _discard(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        hole = view["seats"][view["to_act"]]["hand"]
        best, choice = -1.0, legal[0]
        for action in legal:
            out = str(action).split()[-1]
            value = _equity(view, [c for c in hole if c != out], rng)
            if value > best:
                best, choice = value, action
        return choice
