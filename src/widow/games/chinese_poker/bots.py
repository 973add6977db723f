"""Bots for Chinese Poker: the exhaustive setter and a greedy one.

``setter`` scores all 72,072 splits against the field (:mod:`.setter`), declares a natural when
its payment beats the expected score of the best split, and surrenders when that expected score
is worse than the surrender. ``heuristic`` sets the strongest back, then middle, then front,
always declares a natural it holds, and never surrenders.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from widow.cards import Card, parse_cards
from widow.engine.actions import Action
from widow.families.rows.actions import STAND, SURRENDER, Declare, Place, place
from widow.families.rows.setter import (
    best_setting,
    expected_score,
    greedy_setting,
    setting_rows,
)
from widow.families.rows.settle import SURRENDER_PAY
from widow.games.chinese_poker.naturals import NATURAL_PAY


def _own(view: Mapping[str, Any]) -> tuple[list[Card], list[list[Card]]]:
    seat = view["seat"]
    mine = view["seats"][seat]
    rows = [list(parse_cards(mine[name])) for name in ("front", "middle", "back")]
    return list(parse_cards(view["hand"])), rows


def _placement(rows: Sequence[Sequence[Card]], front_placed: bool) -> Place:
    if not front_placed:
        return place(rows[0], (), ())
    return place((), rows[1], rows[2])


class ExhaustiveSetterBot:
    """Sets every hand by expected score over all 72,072 splits (see :mod:`.setter`)."""

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        hand, rows = _own(view)
        options = view["options"]
        bonuses, scoop = bool(options["bonuses"]), int(options["scoop"])
        if view["phase"] == "surrender":
            value = expected_score(rows, bonuses=bonuses, scoop=scoop)
            return SURRENDER if value < -SURRENDER_PAY else STAND
        front = rows[0] or None
        choice = best_setting(hand, front=front, bonuses=bonuses, scoop=scoop)
        naturals = [a for a in legal if isinstance(a, Declare)]
        if naturals:
            best = max(naturals, key=lambda a: NATURAL_PAY[a.natural])
            if NATURAL_PAY[best.natural] > choice.expected:
                return best
        return _placement(choice.rows, front is not None)


class GreedySetterBot:
    """Strongest back, then middle, then front; declares any natural; always stands."""

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        if view["phase"] == "surrender":
            return STAND
        naturals = [a for a in legal if isinstance(a, Declare)]
        if naturals:
            return naturals[0]
        hand, rows = _own(view)
        return _placement(setting_rows(hand, greedy_setting(hand)), bool(rows[0]))
