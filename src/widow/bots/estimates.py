"""What a search bot thinks of each legal move: the numbers the coach shows.

A search bot offers ``analyse(view, legal, rng) -> list[MoveEstimate]`` next to ``choose``: one
estimate per legal move it looked at, best first, where ``choose`` with the same ``rng`` draws
returns the first one's action. Like ``choose`` it reads only the seat's view, so an estimate never
rests on a card the seat cannot know.

>>> from widow.engine.actions import Knock, Pass
>>> ranked = best_first([MoveEstimate(Pass(), 0.0, "chips", 40, "keeps the hand"),
...                      MoveEstimate(Knock(), 1.5, "chips", 40, "the hand is likely best")])
>>> [str(e.action) for e in ranked]
['knock', 'pass']
>>> ranked[0].describe()
'knock: +1.50 chips (40 samples): the hand is likely best'
>>> MoveEstimate(Pass(), 0.62, "win chance", 200, "three of a kind").describe()
'pass: 62% win chance (200 samples): three of a kind'
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Literal

from widow.engine.actions import Action
from widow.i18n import N_, _, current, ngettext

__all__ = ["AnalysingBot", "MoveEstimate", "Unit", "best_first"]

#: What an estimate's value counts: chips won or lost, the game's points, tricks taken, or the
#: chance (0 to 1) of winning.
Unit = Literal["chips", "points", "tricks", "win chance"]
#: The units as the catalogue says them.
UNIT_WORDS = (N_("chips"), N_("points"), N_("tricks"), N_("win chance"))


@dataclass(frozen=True, slots=True)
class MoveEstimate:
    """One legal move and the search's estimate of what it is worth to the seat that moves."""

    action: Action
    #: The expected result after the move, in :attr:`unit` (higher is better for the seat).
    value: float
    unit: Unit
    #: How many samples, playouts or solved deals the estimate rests on (0 for a rule of thumb).
    samples: int
    #: One line in plain words: why the move is worth that (the hand it aims at, the odds).
    reason: str

    def describe(self) -> str:
        """The estimate as one line for players, in the reader's language."""
        if self.unit == "win chance":
            amount = _("{percent}% win chance", percent=round(self.value * 100))
        else:
            amount = _("{value} {unit}", value=format(self.value, "+.2f"), unit=_(self.unit))
        return ngettext(
            "{move}: {amount} ({samples} sample): {reason}",
            "{move}: {amount} ({samples} samples): {reason}",
            self.samples,
            move=self.action,
            amount=amount,
            samples=self.samples,
            # The bots word their reasons from the catalogue's ids, in English (widow.i18n).
            reason=current().sentence(self.reason),
        )


def best_first(estimates: Iterable[MoveEstimate]) -> list[MoveEstimate]:
    """The estimates sorted best first; the sort is stable, so equal moves keep their order."""
    return sorted(estimates, key=lambda e: -e.value)


class AnalysingBot:
    """A bot that estimates every move it weighs (what the coach shows) and plays the first of
    its :meth:`analyse`."""

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        return self.analyse(view, legal, rng)[0].action

    def analyse(
        self, view: Mapping[str, Any], legal: list[Action], rng: random.Random
    ) -> list[MoveEstimate]:
        """The moves weighed with their estimates, the move to play first."""
        raise NotImplementedError
