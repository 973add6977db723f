"""A credible Brag player that works from its view alone.

It judges an open hand by its percentile among all 22,100 three-card hands and its chance of
being the best hand against the others still in (the percentile to the power of their number),
then:

* plays blind for a while, putting in the cheap blind minimum, and looks once the stake grows,
  when two are left or at random;
* with two left, sees with a good hand (and never tries to see a blind man);
* sets itself a budget for the hand from its chance of winning, bets the minimum while within
  it and folds when the next bet would pass it;
* raises with a strong hand, and now and then with a weak one (a bluff).
"""

from __future__ import annotations

import bisect
import random
from collections.abc import Mapping
from functools import cache
from itertools import combinations
from typing import Any

import numpy as np

from widow.cards import CARDS, parse_card
from widow.engine.actions import Action
from widow.engine.betting.rounds import Bet, Fold
from widow.games.brag.events import Cover, Look, See
from widow.ranking import get_system

STILL_IN = ("in", "blind", "covered")
BLUFF = 0.06
LOOK_CHANCE = 0.35
#: The share of its chips a player risks on a hand, times its chance of winning to the power
#: ``BUDGET_POWER``; and the chance of winning from which it sees, raises, stakes everything.
BUDGET_SHARE = 2.0
BUDGET_POWER = 1.5
SEE_FROM = 0.4
RAISE_FROM = 0.5
ALL_FROM = 0.7


@cache
def _sorted_strengths(a23: str, threes_high: bool) -> list[int]:
    system = get_system("brag", a23=a23, threes_high=threes_high)
    triples = np.array(list(combinations(range(52), 3)), dtype=np.int64)
    return sorted(int(s) for s in system.evaluate_batch(triples))


def percentile(cards: list[str], a23: str = "top", threes_high: bool = True) -> float:
    """The share of all three-card hands that ``cards`` beats (ties count half).

    >>> percentile(["3c", "3d", "3h"]) > 0.999, percentile(["2c", "3d", "5h"]) < 0.01
    (True, True)
    """
    system = get_system("brag", a23=a23, threes_high=threes_high)
    strength = system.evaluate([parse_card(c) for c in cards]).strength
    table = _sorted_strengths(a23, threes_high)
    below = bisect.bisect_left(table, strength)
    equal = bisect.bisect_right(table, strength) - below
    return (below + (equal - 1) / 2) / (len(table) - 1)


class BragHeuristicBot:
    """Blind play, a budget from the hand's strength, seeing with good hands, the odd bluff.

    >>> from widow.bots import play_match
    >>> from widow.games import load_game
    >>> play_match(load_game("brag", players=4, hands=2), ["heuristic", "random"] * 2, 3).is_over
    True
    """

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        seat = int(view["to_act"])
        rows = view["seats"]
        me = rows[seat]
        bets = sorted((a for a in legal if isinstance(a, Bet)), key=lambda a: a.amount)
        see = next((a for a in legal if isinstance(a, See)), None)
        cover = next((a for a in legal if isinstance(a, Cover)), None)
        fold = next(a for a in legal if isinstance(a, Fold))
        rivals = [r for r in rows if r["seat"] != seat and r["status"] in STILL_IN]
        betting = [r for r in rivals if r["status"] != "covered"]
        all_round = view["options"]["procedure"] == "all-round"
        if "??" in me["hand"]:
            look = next(a for a in legal if isinstance(a, Look))
            stake_heavy = 2 * int(view["to_pay"]) > 0.05 * (me["chips"] + me["in_pot"])
            if stake_heavy or len(betting) == 1 or rng.random() < LOOK_CHANCE:
                return look
            stay: Action | None = see if all_round and see is not None else None
            if stay is None and bets:
                stay = bets[0]
            return stay or cover or look
        opts = view["options"]
        strength = percentile(me["hand"], opts["a23"], opts["threes_high"])
        win = strength ** max(len(rivals), 1)
        if see is not None and not all_round and win >= SEE_FROM:
            return see
        worth = me["chips"] + me["in_pot"]
        budget = worth if win >= ALL_FROM else worth * BUDGET_SHARE * win**BUDGET_POWER
        bluff = rng.random() < BLUFF
        if all_round and see is not None:
            cost = int(view["to_pay"])
            cheapest: Action | None = see
        else:
            cost = bets[0].amount if bets else 0
            cheapest = bets[0] if bets else None
        if cheapest is None:
            return cover if cover is not None and win >= 0.3 else fold
        if me["in_pot"] + cost > budget and not bluff:
            return see if see is not None and win >= 0.3 else fold
        if bets and (win >= RAISE_FROM or bluff):
            return bets[-1] if win >= 0.9 else bets[len(bets) // 2]
        return cheapest


def unseen_cards(view: Mapping[str, Any]) -> list[str]:
    """The cards of the pack that the view does not show.

    >>> from widow.games import load_game
    >>> len(unseen_cards(load_game("brag", players=4).new_state(seed=1).view(0)))
    52
    """
    shown = {c for row in view["seats"] for c in row["hand"] if c != "??"}
    return [str(c) for c in CARDS[:52] if str(c) not in shown]
