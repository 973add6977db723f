"""What the squares ``search`` bots share: the settings of their name, ``choose`` as the best of
:meth:`~PlayoutSearchBot.analyse`, and the heuristic bot's move where the budget cannot pay for
enough playouts (so a search is never weaker than the heuristic for lack of time).

Each game's bot (:mod:`widow.bots.squares.grid`, :mod:`widow.bots.squares.piles`) says how it
plays the rest of the game out; this module holds only what they do alike.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, Self

from widow.bots.estimates import AnalysingBot, MoveEstimate
from widow.bots.registry import Bot
from widow.bots.squares.race import Arm, ranked
from widow.bots.squares.settings import SearchSettings
from widow.engine.actions import Action

__all__ = ["PlayoutSearchBot", "raced_estimates", "unsearched"]


class PlayoutSearchBot(AnalysingBot):
    """A Monte Carlo bot over one game's placements (see the module text); its analysis gives
    the moves tried with the mean final score of their playouts, the chosen one first."""

    #: The game's heuristic bot, which decides where the budget is too small.
    heuristic: ClassVar[type[Bot]]
    #: Why the heuristic's move is played then, in the words the coach shows.
    short_of_time: ClassVar[str]

    def __init__(self, settings: SearchSettings | None = None) -> None:
        self.settings = settings or SearchSettings()
        self._fallback = self.heuristic()
        #: Playouts of the latest decision (for benchmarks and tests).
        self.last_playouts = 0

    @classmethod
    def from_settings(cls, settings: Mapping[str, str]) -> Self:
        """A bot from the text settings of its name (``search:budget=0.5``)."""
        return cls(SearchSettings.from_text(settings))

    def _heuristic_move(
        self, view: Mapping[str, Any], legal: list[Action], rng: random.Random
    ) -> list[MoveEstimate]:
        """The heuristic's move alone, for a budget too small to play the game out."""
        return unsearched(self._fallback.choose(view, legal, rng), self.short_of_time)


def unsearched(action: Action, reason: str) -> list[MoveEstimate]:
    """``action`` as the one move considered, played without a playout for ``reason``."""
    return [MoveEstimate(action, 0.0, "points", 0, reason)]


def raced_estimates(
    arms: Sequence[Arm], action: Callable[[int], Action], reason: Callable[[int], str]
) -> list[MoveEstimate]:
    """The moves of a race, best first, each as its ``action`` with the mean final score of its
    playouts and the ``reason`` in words."""
    return [
        MoveEstimate(action(arm.move), round(arm.mean, 3), "points", arm.count, reason(arm.move))
        for arm in ranked(arms)
    ]
