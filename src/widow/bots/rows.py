"""The ``search`` bots of the rows games, with the move estimates the coach shows.

Chinese Poker's exhaustive setter already scores all 72,072 splits of a hand against the usual
rows of the field, so no search improves on it: :class:`ChinesePokerSearchBot` plays exactly as
it does and says what each move it weighed is worth. Open-Face Chinese Poker's Monte Carlo bot
samples the rest of its own hand for every candidate placement; :class:`OfcSearchBot` plays as
it does and reports each candidate's mean.

>>> import random
>>> from widow.games import load_game
>>> state = load_game("chinese-poker", players=2).new_state(seed=1)
>>> view, legal = state.view(state.to_act), state.legal_actions()
>>> bot = ChinesePokerSearchBot()
>>> first = bot.analyse(view, legal, random.Random(1))[0]
>>> first.action == bot.choose(view, legal, random.Random(1)), first.unit
(True, 'points')
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from widow.bots.estimates import MoveEstimate
from widow.bots.settings import read_settings
from widow.engine.actions import Action
from widow.errors import InvalidOptionError
from widow.families.rows.actions import STAND, SURRENDER, Declare
from widow.families.rows.settle import SURRENDER_PAY
from widow.i18n import N_

__all__ = ["ChinesePokerSearchBot", "OfcSearchBot"]

#: The largest budget a search bot takes, in processor seconds per decision.
MAX_BUDGET = 60.0
#: The splits of thirteen cards into rows of 3, 5 and 5 that the setter scores.
SPLITS = 72_072


def _checked_budget(name: str, settings: Mapping[str, str]) -> None:
    """Refuse a bad ``budget``: these bots do a fixed amount of work, far under any budget a
    player may set, but they take the setting every ``search`` bot takes (the coach sets it)."""
    budget = read_settings(name, settings, {"budget": float}).get("budget", MAX_BUDGET)
    if not 0 < budget <= MAX_BUDGET:
        raise InvalidOptionError(
            f"{name} budget must be more than 0 and at most {MAX_BUDGET:g} seconds, not {budget}"
        )


class ChinesePokerSearchBot:
    """The exhaustive setter (``setter``), with :meth:`analyse`."""

    @classmethod
    def from_settings(cls, settings: Mapping[str, str]) -> ChinesePokerSearchBot:
        """The bot; ``budget`` is accepted and checked (the setter takes well under a second)."""
        _checked_budget("search", settings)
        return cls()

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        return self.analyse(view, legal, rng)[0].action

    def analyse(
        self, view: Mapping[str, Any], legal: list[Action], rng: random.Random
    ) -> list[MoveEstimate]:
        """The moves weighed, best first, in expected units per opponent: the best split, a
        natural's payment, or standing against surrendering (the setter's own rules)."""
        from widow.families.rows.setter import best_setting, expected_score
        from widow.games.chinese_poker.bots import _own, _placement
        from widow.games.chinese_poker.naturals import NATURAL_PAY

        hand, rows = _own(view)
        options = view["options"]
        bonuses, scoop = bool(options["bonuses"]), int(options["scoop"])
        if view["phase"] == "surrender":
            value = expected_score(rows, bonuses=bonuses, scoop=scoop)
            stand = MoveEstimate(
                STAND, value, "points", SPLITS, N_("the expected score of the rows")
            )
            give_up = MoveEstimate(
                SURRENDER, -float(SURRENDER_PAY), "points", 0, N_("the fixed cost of surrender")
            )
            return [give_up, stand] if value < -SURRENDER_PAY else [stand, give_up]
        front = rows[0] or None
        choice = best_setting(hand, front=front, bonuses=bonuses, scoop=scoop)
        split = MoveEstimate(
            _placement(choice.rows, front is not None),
            choice.expected,
            "points",
            SPLITS,
            N_("the best of every split against the usual rows of the field"),
        )
        naturals = [a for a in legal if isinstance(a, Declare)]
        if not naturals:
            return [split]
        best = max(naturals, key=lambda a: NATURAL_PAY[a.natural])
        paid = float(NATURAL_PAY[best.natural])
        natural = MoveEstimate(best, paid, "points", 0, N_("a natural's fixed payment"))
        return [natural, split] if paid > choice.expected else [split, natural]


class OfcSearchBot:
    """The Monte Carlo placer (``montecarlo``), with :meth:`analyse`."""

    def __init__(self) -> None:
        from widow.games.ofc.bots import OfcMonteCarloBot

        self._placer = OfcMonteCarloBot()

    @classmethod
    def from_settings(cls, settings: Mapping[str, str]) -> OfcSearchBot:
        """The bot; ``budget`` is accepted and checked (its fixed rollouts take less)."""
        _checked_budget("search", settings)
        return cls()

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        return self._placer.choose(view, legal, rng)

    def analyse(
        self, view: Mapping[str, Any], legal: list[Action], rng: random.Random
    ) -> list[MoveEstimate]:
        """Each candidate placement's mean value in units over the sampled rests of the hand."""
        return [
            MoveEstimate(
                action,
                value,
                "points",
                deals,
                N_("mean of the best finish of the rows over the sampled cards to come")
                if deals
                else N_("the only sensible placement"),
            )
            for action, value, deals in self._placer.weigh(view, legal, rng)
        ]
