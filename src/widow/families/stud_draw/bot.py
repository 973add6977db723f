"""How the Hold'em and Soko players bet once they have their equity (their share of the pot
against random hands): the bar for a raise rises with the number of opponents, a call is judged
against the pot odds, and a weak hand bluffs now and then.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from widow.engine.actions import Action
from widow.engine.betting.menu import call_price, fold_or, passive_move, raises_smallest_first

#: How often a hand that would check bets instead.
BLUFF = 0.06


def equity_marks(view: Mapping[str, Any]) -> tuple[float, float]:
    """The equity of a strong hand and of a good one, for the seats still in ``view``.

    >>> equity_marks({"seats": [{"status": "in"}, {"status": "folded"}, {"status": "all-in"}]})
    (0.675, 0.575)
    """
    live = sum(1 for s in view["seats"] if s["status"] in ("in", "all-in"))
    # Against several opponents a hand needs more to be worth a bet.
    fair = 1.0 / max(live, 2)
    return fair + 0.35 * (1 - fair), fair + 0.15 * (1 - fair)


def bet_on_equity(
    strength: float, view: Mapping[str, Any], legal: list[Action], rng: random.Random
) -> Action:
    """The betting action for a hand of equity ``strength``: the biggest raises for the
    strongest hands, a small one now and then for a good one, otherwise check, call on the pot
    odds, or fold."""
    strong, good = equity_marks(view)
    raises = raises_smallest_first(legal)
    passive = passive_move(legal)
    if raises and strength >= strong:
        return raises[-1] if strength >= strong + 0.1 else raises[len(raises) // 2]
    if raises and strength >= good and rng.random() < 0.7:
        return raises[0]
    odds = call_price(view)
    if odds is None:
        return raises[0] if raises and rng.random() < BLUFF else passive
    if strength >= odds + 0.05 or (strength >= odds and rng.random() < 0.5):
        return passive
    return fold_or(legal, passive)
