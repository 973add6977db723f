"""The ``search`` bot of Poker Squares and Cribbage Squares: Monte Carlo over the cells for the
called card, with playouts guided by the worth of partial lines.

For a cell the bot puts the called card there and plays the square out many times: each
playout deals the unseen cards in a random order (the starter too, at Cribbage Squares while it
is still face down) and places them greedily, each in the cell that adds most to the worth of
the lines through it. The worth of a partial line is learned at Poker Squares
(:mod:`widow.bots.squares.poker_lines`: the mean final points of lines of its pattern) and
counted at Cribbage Squares (:mod:`widow.bots.squares.cribbage_lines`: the mean final points
over every way to fill it). A Poker Squares playout places every card and scores the full square
exactly. A Cribbage Squares playout places the next :data:`CRIBBAGE_DEPTH` cards, then values
the square by the worth of its lines: that worth is already the mean over every way to fill them,
and placing the rest measured no better, for a much higher cost and more noise. The cells where
the called card adds most worth to its two lines are tried (eight at Poker Squares, every empty
cell at Cribbage Squares), all on the same deals, raced by successive halving
(:mod:`widow.bots.squares.race`): after each round the better half plays on, so most playouts go
to the close calls. The cell with the best mean score is played.

Where the budget cannot pay for two playouts per cell tried, the bot plays the ``heuristic``'s
choice instead, so it is never weaker than that bot for lack of time.

>>> from widow.bots import play_match
>>> from widow.games import load_game
>>> state = play_match(load_game("poker-squares", players=1), ["search:playouts=50"], seed=2)
>>> state.is_over
True
"""

from __future__ import annotations

import functools
import math
import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from widow.bots.estimates import MoveEstimate
from widow.bots.squares.cribbage_lines import expected_points, warm
from widow.bots.squares.cribbage_lines import line_points as cribbage_points
from widow.bots.squares.playout_bot import PlayoutSearchBot, raced_estimates, unsearched
from widow.bots.squares.poker_lines import PATTERNS, PokerLines
from widow.bots.squares.race import Arm, race
from widow.bots.squares.settings import SearchSettings
from widow.cards import Card, parse_card
from widow.engine.actions import Action
from widow.families.dictation.grid import Place
from widow.families.dictation.grid_bot import SamplingPlacer
from widow.i18n import N_, Nn_

__all__ = ["CribbageSearchBot", "GridSearchBot", "Square", "read_square"]

#: Cell evaluations per processor second the plan assumes, per game: about two thirds of this
#: machine's pace (a Cribbage line's worth costs more to count), so that a planned search ends
#: inside its budget and a seeded match replays move for move.
RATE = {"poker-squares": 800_000.0, "cribbage-squares": 450_000.0}
#: The most cells raced in one decision (the best by the worth of their lines): eight of a
#: Poker Squares square; every cell of a Cribbage Squares square, whose short playouts leave
#: time to spare.
MAX_ARMS = {"poker-squares": 8, "cribbage-squares": 16}
#: The cards a Cribbage Squares playout places before it values the square by the worth of its
#: lines. Measured on the same 100 deals at 0.1 s, playouts of 3 and of 6 cards chose as well as
#: playouts to the end of the square, at a fraction of their cost; of 1 card, no better than the
#: worth alone (the ``heuristic``'s level).
CRIBBAGE_DEPTH = 3
#: The most playouts a Cribbage Squares decision plans, whatever its budget (about a tenth of a
#: processor second): six times as many as a 0.1 s budget plans measured no stronger on the same
#: 100 deals (+0.14 +- 0.63 points a square), since what the search still misses lies in its
#: greedy playouts, not in their number.
CRIBBAGE_PLAYOUTS = 4_000


@functools.cache
def _lines(side: int) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, int], ...]]:
    """The lines of a square (rows, then columns) as cells, and the row and column of each cell."""
    lines = tuple(
        [tuple(r * side + c for c in range(side)) for r in range(side)]
        + [tuple(r * side + c for r in range(side)) for c in range(side)]
    )
    through = tuple((cell // side, side + cell % side) for cell in range(side * side))
    return lines, through


@dataclass(frozen=True, slots=True)
class Square:
    """What the seat knows of its square: cells row by row (-1 empty), the called card, the
    starter (Cribbage Squares, ``None`` while face down) and the cards it has not seen."""

    game: str
    cells: tuple[int, ...]
    called: int
    starter: int | None
    unseen: tuple[int, ...]
    options: Mapping[str, Any]

    @property
    def side(self) -> int:
        return 5 if len(self.cells) == 25 else 4

    @property
    def empties(self) -> list[int]:
        return [i for i, c in enumerate(self.cells) if c < 0]


def read_square(view: Mapping[str, Any]) -> Square:
    """The seat's square, from its view alone."""
    me = view["seats"][view["seat"]]
    cells = tuple(-1 if c is None else int(parse_card(c)) for row in me["grid"] for c in row)
    called = int(parse_card(view["called"]))
    text = view.get("starter")
    starter = None if text is None else int(parse_card(text))
    seen = {c for c in cells if c >= 0} | {called}
    if starter is not None:
        seen.add(starter)
    unseen = tuple(c for c in range(52) if c not in seen)
    return Square(str(view["game"]), cells, called, starter, unseen, dict(view["options"]))


class _Model:
    """The worth of partial lines and the exact score of a full square, for one decision."""

    def __init__(self, square: Square) -> None:
        self.poker = square.game == "poker-squares"
        self.starter = square.starter
        self.lines: PokerLines | None = None
        self._cache: dict[tuple[int, ...], float] = {}
        if self.poker:
            self.lines = _poker_lines(
                str(square.options["schedule"]), bool(square.options["ace_low"])
            )

    def worth_function(self, placed: int) -> Callable[[tuple[int, ...]], float]:
        """The worth of a line once ``placed`` cards are in the square."""
        if self.lines is not None:
            lines = self.lines
            return lambda line: lines.worth(line, placed)
        cache = self._cache
        starter = self.starter

        def cribbage(line: tuple[int, ...]) -> float:
            found = cache.get(line)
            if found is None:
                found = cache[line] = expected_points(line, starter)
            return found

        return cribbage

    def estimate(self, lines: Sequence[tuple[int, ...]], placed: int) -> float:
        """The worth of a square not yet full (Cribbage Squares): the worth of its lines, and
        his heels (2 for a jack turned, or its chance while the starter is face down)."""
        worth = self.worth_function(placed)
        # His heels is the same for every cell; it only sets the level of the means shown.
        heels = 2 * 4 / 52 if self.starter is None else 2.0 * (self.starter >> 2 == 9)
        return heels + sum(worth(line) for line in lines)

    def total(self, lines: Sequence[tuple[int, ...]], starter: int | None) -> float:
        """The exact score of a full square."""
        if self.lines is not None:
            points = self.lines.points
            return float(sum(points(line) for line in lines))
        assert starter is not None  # a full Cribbage square is scored with its starter
        heels = 2 if starter >> 2 == 9 else 0
        return float(heels + sum(_cribbage_full(tuple(sorted(line)), starter) for line in lines))


@functools.lru_cache(maxsize=1 << 18)
def _cribbage_full(line: tuple[int, ...], starter: int) -> int:
    return cribbage_points(line, starter)


@functools.cache
def _poker_lines(schedule: str, ace_low: bool) -> PokerLines:
    return PokerLines(schedule, ace_low=ace_low)


class GridSearchBot(PlayoutSearchBot):
    """Places the called card in the cell whose playouts score best (see the module text)."""

    heuristic = SamplingPlacer
    short_of_time = N_("too little time to play the square out: the heuristic's cell")

    def analyse(
        self, view: Mapping[str, Any], legal: list[Action], rng: random.Random
    ) -> list[MoveEstimate]:
        """Every legal cell with the mean final score of its playouts, the chosen one first."""
        square = read_square(view)
        side = square.side
        empties = [cell for cell in square.empties if _place(cell, side) in legal]
        self.last_playouts = 0
        if len(empties) <= 1 or len(legal) == 1:
            return unsearched(legal[0], N_("the only cell left"))
        arms = self._race(square, empties, rng)
        if arms is None:
            return self._heuristic_move(view, legal, rng)
        model = _Model(square)
        return raced_estimates(
            arms, lambda cell: _place(cell, side), lambda cell: _reason(square, model, cell)
        )

    def _race(self, square: Square, empties: list[int], rng: random.Random) -> list[Arm] | None:
        """Successive halving over the cells; ``None`` where the budget is too small."""
        settings = self.settings
        deadline = time.process_time() + settings.budget
        k = len(empties)
        cribbage = square.game == "cribbage-squares"
        depth = CRIBBAGE_DEPTH if cribbage else None
        if depth is None or depth >= k - 1:
            # A playout evaluates each empty cell for each card still to come, then scores the
            # lines.
            cost = k * (k - 1) / 2 + 2 * k + 20
        else:
            # ``depth`` cards, each weighed in the cells left and the lines still open, then
            # the worth of the eight lines.
            cost = depth * (k + 8) + 12
        planned = settings.playouts
        if planned is None:
            planned = int(settings.budget * RATE[square.game] / cost)
            if cribbage:
                planned = min(planned, CRIBBAGE_PLAYOUTS)
        width = MAX_ARMS[square.game]
        if planned < 2 * min(k, width):
            return None
        model = _Model(square)
        lines_of, through = _lines(square.side)
        cells = square.cells
        lines = [tuple(cells[i] for i in line if cells[i] >= 0) for line in lines_of]
        placed = sum(1 for c in cells if c >= 0) + 1
        needs_starter = square.game == "cribbage-squares" and square.starter is None
        need = k - 1 + int(needs_starter)
        if depth is not None and depth < k - 1:
            need = depth  # a playout that stops short uses neither the rest nor the starter
        draw = random.Random(rng.getrandbits(64))
        unseen = list(square.unseen)
        called, known = square.called, square.starter

        def deal() -> list[int]:
            return draw.sample(unseen, need)

        def play(cell: int, future: list[int]) -> float:
            starter = future[-1] if needs_starter else known
            return _playout(
                model, lines, empties, cell, called, future, placed, through, starter, depth
            )

        # At Poker Squares the cells the worth of the lines rates lowest are not raced: a few
        # strong candidates get many more playouts each, and the worth rarely misses the best
        # cell by that much.
        worth = model.worth_function(placed)

        def gain(cell: int) -> float:
            r, c = through[cell]
            return (
                worth((*lines[r], called))
                + worth((*lines[c], called))
                - worth(lines[r])
                - worth(lines[c])
            )

        trial = sorted(empties, key=gain, reverse=True)[:width]
        arms = race(trial, play, deal, planned, deadline)
        self.last_playouts = sum(arm.count for arm in arms)
        return arms


class CribbageSearchBot(GridSearchBot):
    """The Cribbage Squares ``search``: counts the worth of the short lines when it is made
    (once per process), so that no decision pays for it."""

    def __init__(self, settings: SearchSettings | None = None) -> None:
        super().__init__(settings)
        warm()


def _playout(
    model: _Model,
    lines: list[tuple[int, ...]],
    empties: list[int],
    cell: int,
    called: int,
    future: list[int],
    placed: int,
    through: Sequence[tuple[int, int]],
    starter: int | None,
    depth: int | None = None,
) -> float:
    """The final score after ``called`` goes to ``cell`` and the ``future`` cards are placed
    greedily on the worth of the lines; with a ``depth``, only that many of them, the square then
    valued by the worth of its lines (exactly scored if full)."""
    lines = list(lines)
    r, c = through[cell]
    lines[r] = (*lines[r], called)
    lines[c] = (*lines[c], called)
    free = [e for e in empties if e != cell]
    open_lines = sorted({k for e in free for k in through[e]})
    steps = len(free) if depth is None else min(depth, len(free))
    for card in future[:steps]:
        placed += 1
        worth = model.worth_function(placed)
        # What the card adds to each line still open; a cell adds its row's and its column's.
        delta = {k: worth((*lines[k], card)) - worth(lines[k]) for k in open_lines}
        best = free[0]
        best_gain = -math.inf
        for e in free:
            r, c = through[e]
            gain = delta[r] + delta[c]
            if gain > best_gain:
                best, best_gain = e, gain
        free.remove(best)
        r, c = through[best]
        lines[r] = (*lines[r], card)
        lines[c] = (*lines[c], card)
        if len(lines[r]) == _side(through):
            open_lines.remove(r)
        if len(lines[c]) == _side(through):
            open_lines.remove(c)
    if free:
        return model.estimate(lines, placed)
    return model.total(lines, starter)


def _side(through: Sequence[tuple[int, int]]) -> int:
    return 5 if len(through) == 25 else 4


def _place(cell: int, side: int) -> Action:
    return Place(cell // side + 1, cell % side + 1)


def _reason(square: Square, model: _Model, cell: int) -> str:
    """One line on what the card does in the row and the column through the cell."""
    side = square.side
    row, column = divmod(cell, side)
    parts = []
    # Message ids of the catalogue, filled in English (widow.i18n).
    for label, number, members in (
        (N_("row {n} {words}"), row + 1, [row * side + k for k in range(side)]),
        (N_("column {n} {words}"), column + 1, [k * side + column for k in range(side)]),
    ):
        line = [square.cells[i] for i in members if square.cells[i] >= 0] + [square.called]
        parts.append(label.format(n=number, words=_line_words(square, model, tuple(line))))
    card = str(Card(square.called))
    return N_("{card} there: {lines}").format(card=card, lines="; ".join(parts))


def _line_words(square: Square, model: _Model, line: tuple[int, ...]) -> str:
    if model.lines is not None:
        if len(line) == 5:
            return N_("is full, {n} points").format(n=model.lines.points(line))
        n, shape, flush, straight = PATTERNS[model.lines.pattern(line)]
        made = {
            (4,): N_("four of a kind"),
            (3, 2): N_("a full house"),
            (3,): N_("three of a kind"),
            (2, 2): N_("two pairs"),
            (2,): N_("a pair"),
        }
        have = next((words for key, words in made.items() if shape[: len(key)] == key), "")
        draws = [
            w for w, on in ((N_("a flush"), flush), (N_("a straight"), straight)) if on and n > 1
        ]
        if have:
            return N_("makes {hand} ({held})").format(hand=have, held=_cards(n))
        if len(draws) == 2:
            return N_("can still make {hand} or {other_hand} ({held})").format(
                hand=draws[0], other_hand=draws[1], held=_cards(n)
            )
        if draws:
            return N_("can still make {hand} ({held})").format(hand=draws[0], held=_cards(n))
        return N_("holds {held}, nothing made").format(held=_cards(n))
    points = cribbage_points(line, square.starter)
    return N_("makes {n} so far ({held})").format(n=points, held=_cards(len(line)))


def _cards(n: int) -> str:
    return Nn_("{n} card", "{n} cards", n).format(n=n)
