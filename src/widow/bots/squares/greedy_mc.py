"""``greedy-mc``: the example Monte Carlo player of the 2016 EAAI Poker Squares challenge, in
Python, as the yardstick the ``search`` bot is measured against.

The challenge's framework came with a simple player: for every empty cell it puts the card
there, then plays many short simulations, each drawing a random unseen card and putting it
greedily where the square's score as it stands (pairs, threes and the like in unfinished lines)
rises most, ties broken at random, for ``depth`` cards (2 by default) or to the end of the
square; the cell whose simulations end with the best mean score is played. Its time is a clock
for the whole square: each decision takes the time left divided by the cells still empty, shared
evenly among the cells it tries. Here the clock is processor time, ``game`` seconds a square
(default 24, one second for each of the 24 decisions), and ``sims`` fixes the number of
simulations per cell instead (for tests).

>>> from widow.bots import play_match
>>> from widow.games import load_game
>>> state = play_match(load_game("poker-squares", players=1), ["greedy-mc:sims=3"], seed=4)
>>> state.is_over
True
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Mapping
from typing import Any

from widow.bots.settings import read_settings
from widow.bots.squares.grid import read_square
from widow.bots.squares.poker_lines import LINES, THROUGH, partial_points
from widow.engine.actions import Action
from widow.errors import InvalidOptionError, quote
from widow.families.dictation.grid import Place

__all__ = ["GreedyMcBot"]

CELLS = 25


class GreedyMcBot:
    """The challenge's greedy Monte Carlo player (see the module text)."""

    def __init__(self, game: float = 24.0, depth: int = 2, sims: int | None = None) -> None:
        if not 0 < game <= 3600:
            raise InvalidOptionError(f"greedy-mc game must be 0 to 3600 seconds, not {quote(game)}")
        if not 1 <= depth <= CELLS:
            raise InvalidOptionError(f"greedy-mc depth must be 1 to {CELLS}, not {quote(depth)}")
        if sims is not None and not 1 <= sims <= 1_000_000:
            raise InvalidOptionError(f"greedy-mc sims must be 1 to 1,000,000, not {quote(sims)}")
        self.game = game
        self.depth = depth
        self.sims = sims
        self._spent = 0.0
        self._scores: dict[tuple[int, ...], int] = {}

    @classmethod
    def from_settings(cls, settings: Mapping[str, str]) -> GreedyMcBot:
        """A bot from the text settings of its name (``greedy-mc:game=12:depth=2``)."""
        readers = {"game": float, "depth": int, "sims": int}
        return cls(**read_settings("greedy-mc", settings, readers))

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        began = time.process_time()
        square = read_square(view)
        if square.game != "poker-squares":
            raise InvalidOptionError(f"greedy-mc plays Poker Squares only, not {square.game}")
        opts = square.options
        schedule, ace_low = str(opts["schedule"]), bool(opts["ace_low"])
        empties = square.empties
        placed = CELLS - len(empties)
        if placed == 0:
            self._spent = 0.0  # a new square: the clock starts again
        if len(empties) == 1 or len(legal) == 1:
            return legal[0]
        per_cell = (self.game - self._spent) / len(empties) / len(empties)
        draw = random.Random(rng.getrandbits(64))
        lines = [tuple(square.cells[i] for i in line if square.cells[i] >= 0) for line in LINES]
        unseen = list(square.unseen)
        best_mean = -math.inf
        best: list[int] = []
        for cell in empties:
            grid_lines = _put(lines, cell, square.called)
            free = [e for e in empties if e != cell]
            stop = time.process_time() + per_cell
            total = 0
            count = 0
            while (count < self.sims) if self.sims else (count == 0 or time.process_time() < stop):
                total += self._simulate(grid_lines, free, unseen, draw, schedule, ace_low)
                count += 1
            mean = total / count
            if mean > best_mean:
                best_mean, best = mean, [cell]
            elif mean == best_mean:
                best.append(cell)
        cell = best[draw.randrange(len(best))]
        self._spent += time.process_time() - began
        return Place(cell // 5 + 1, cell % 5 + 1)

    def _points(self, line: tuple[int, ...], schedule: str, ace_low: bool) -> int:
        found = self._scores.get(line)
        if found is None:
            found = self._scores[line] = partial_points(line, schedule, ace_low)
        return found

    def _simulate(
        self,
        lines: list[tuple[int, ...]],
        free: list[int],
        unseen: list[int],
        draw: random.Random,
        schedule: str,
        ace_low: bool,
    ) -> int:
        """The square's score after ``depth`` random cards placed greedily."""
        lines = list(lines)
        free = list(free)
        score = self._points
        for card in draw.sample(unseen, min(self.depth, len(free))):
            best_gain = -math.inf
            ties: list[int] = []
            for e in free:
                r, c = THROUGH[e]
                row, col = lines[r], lines[c]
                gain = (
                    score((*row, card), schedule, ace_low)
                    + score((*col, card), schedule, ace_low)
                    - score(row, schedule, ace_low)
                    - score(col, schedule, ace_low)
                )
                if gain > best_gain:
                    best_gain, ties = gain, [e]
                elif gain == best_gain:
                    ties.append(e)
            chosen = ties[draw.randrange(len(ties))]
            free.remove(chosen)
            lines = _put(lines, chosen, card)
        return sum(score(line, schedule, ace_low) for line in lines)


def _put(lines: list[tuple[int, ...]], cell: int, card: int) -> list[tuple[int, ...]]:
    out = list(lines)
    r, c = THROUGH[cell]
    out[r] = (*out[r], card)
    out[c] = (*out[c], card)
    return out
