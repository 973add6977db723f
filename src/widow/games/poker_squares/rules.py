"""Poker Squares: the state machine (no I/O).

>>> from widow.games import load_game
>>> state = load_game("poker-squares", players=1).new_state(seed=3)
>>> state.phase, len(state.legal_actions()), state.called is not None
('place', 25, True)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from widow.cards import Card
from widow.engine.chance import Chance
from widow.engine.table import counter
from widow.families.dictation.grid import GridGame, GridState
from widow.families.dictation.scoring import line_points
from widow.games.poker_squares.options import PokerSquaresOptions
from widow.games.poker_squares.text import RULES
from widow.i18n import N_
from widow.ranking.squares import line_category


class PokerSquares(GridGame):
    """Poker Squares for one or more players by dictation, each with a 5 x 5 square."""

    name = "poker-squares"
    title = "Poker Squares"
    side = 5
    options_class = PokerSquaresOptions
    bots: ClassVar[Mapping[str, str]] = {
        **GridGame.bots,
        "search": "widow.bots.squares.grid:GridSearchBot",
        "greedy-mc": "widow.bots.squares.greedy_mc:GreedyMcBot",
    }
    rules_text = RULES
    options: PokerSquaresOptions

    def _make_state(self, chance: Chance) -> PokerSquaresState:
        return PokerSquaresState(self, chance)


class PokerSquaresState(GridState):
    """A match of Poker Squares."""

    __slots__ = ()

    game: PokerSquares

    def threshold(self) -> int | None:
        return self.game.options.target

    def _score(self, seat: int) -> int:
        """The points of the seat's complete rows and columns (all ten at the end)."""
        opts = self.game.options
        return sum(
            line_points(line, opts.schedule, ace_low=opts.ace_low) for line in self.lines(seat)
        )

    def _line_points(self, line: list[Card]) -> int | None:
        opts = self.game.options
        return line_points(line, opts.schedule, ace_low=opts.ace_low)

    def line_scores(self, seat: int) -> list[dict[str, Any]]:
        """Each complete line with its cards, its poker category and its points."""
        opts = self.game.options
        out = []
        for line in self.lines(seat):
            points = line_points(line, opts.schedule, ace_low=opts.ace_low)
            category = line_category(line)
            if points == 0:
                category = "high-card"
            out.append({"cards": [str(c) for c in line], "category": category, "points": points})
        return out

    def _extra_view(self, viewer: int | None) -> dict[str, Any]:
        return {"schedule": self.game.options.schedule}

    def _extra_counters(self) -> list[dict[str, Any]]:
        return [counter("schedule", self.game.options.schedule, N_("schedule"))]


#: The schedules' names as the table shows them, marked for the catalogue (widow.i18n).
SCHEDULE_WORDS = (N_("british"), N_("american"))
