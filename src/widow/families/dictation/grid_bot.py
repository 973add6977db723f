"""Bots for the square games by dictation (Poker Squares, Cribbage Squares).

* :class:`SamplingPlacer` (``heuristic``): for every empty cell, the expected final score of the
  square with the called card there, estimated over samples of the cards still unseen (the same
  samples for every cell, so the cells are compared on equal terms). In a sample the cards to come
  fill the other empty cells in a random order, and the whole square is scored in one batch by the
  game's scorer; the bot puts the card where the mean is highest.
* :class:`GreedyPlacer` (``greedy``): puts the card where it improves the lines through the cell the
  most right now (pairs, threes, fours, full houses; fifteens, pairs and runs at Cribbage), with
  small preferences for lines that stay in one suit or close in rank.

Both see only their seat's view: their own square, the called card and any starter shown.
"""

from __future__ import annotations

import functools
import itertools
import random
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import numpy as np

from widow.cards import Card, parse_card
from widow.engine.actions import Action
from widow.families.dictation.grid import Place
from widow.families.dictation.scoring import LineTable
from widow.ranking.base import IntArray
from widow.ranking.cribbage import pip, score_hands
from widow.ranking.squares import SCHEDULES

#: Squares scored per decision: the number of samples is this divided by the empty cells.
SAMPLE_BUDGET = 3000
#: Cells of a 5 x 5 square, lines as cell numbers: rows then columns.
_LINES5 = np.array(
    [[r * 5 + c for c in range(5)] for r in range(5)]
    + [[r * 5 + c for r in range(5)] for c in range(5)],
    dtype=np.int64,
)
#: Cells of a 4 x 4 square, lines as cell numbers: rows then columns.
_LINES4 = np.array(
    [[r * 4 + c for c in range(4)] for r in range(4)]
    + [[r * 4 + c for r in range(4)] for c in range(4)],
    dtype=np.int64,
)


def _own_cells(view: Mapping[str, Any]) -> list[int]:
    """The viewer's square as card indices row by row, -1 for an empty cell."""
    me = view["seats"][view["seat"]]
    return [-1 if c is None else int(parse_card(c)) for row in me["grid"] for c in row]


def _starter(view: Mapping[str, Any]) -> int | None:
    text = view.get("starter")
    return None if text is None else int(parse_card(text))


def cribbage_totals(grids: IntArray, starters: IntArray) -> IntArray:
    """Total points of ``(N, 16)`` full Cribbage Squares with their ``(N,)`` starters: the eight
    lines scored as hands with the starter, 2 per line of exactly 31, 2 for a jack turned.

    >>> import numpy as np
    >>> from widow.ranking.cribbage import score_square
    >>> rows = ["5c 5d Jh Kc", "5h 5s Qd 9c", "Ts 4d 2c 3h", "6s 7d 8h Ac"]
    >>> grid = np.array([[int(Card.parse(t)) for t in " ".join(rows).split()]])
    >>> cribbage_totals(grid, np.array([int(Card.parse("Js"))])).tolist()
    [60]
    >>> score_square(rows, "Js").total
    60
    """
    lines = grids[:, _LINES4]  # (N, 8, 4)
    flat = lines.reshape(-1, 4)
    turned = np.repeat(starters, 8)
    hands = score_hands(flat, turned).reshape(-1, 8)
    pips = _PIPS[lines].sum(axis=2)
    bonus = 2 * (pips == 31).sum(axis=1)
    heels = 2 * ((starters >> 2) == 9)
    result: IntArray = hands.sum(axis=1) + bonus + heels
    return result


_PIPS = np.array([pip(Card(i)) for i in range(52)], dtype=np.int64)


class SamplingPlacer:
    """Places the called card where the expected final score over sampled futures is highest.

    Each sample deals one unseen card to every empty cell (the cards to come, in a random order,
    plus one spare); trying the called card in a cell replaces that cell's sampled card, so only
    the row and the column through the cell change, and only those two lines are scored again.
    """

    def __init__(self, budget: int = SAMPLE_BUDGET) -> None:
        self.budget = budget

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        cells = _own_cells(view)
        empties = [i for i, c in enumerate(cells) if c < 0]
        if len(legal) == 1 or len(empties) <= 1:
            return legal[0]
        side = 5 if len(cells) == 25 else 4
        called = int(parse_card(view["called"]))
        starter = _starter(view)
        seen = {c for c in cells if c >= 0} | {called}
        if starter is not None:
            seen.add(starter)
        unseen = np.array([c for c in range(52) if c not in seen], dtype=np.int64)
        needs_starter = view["game"] == "cribbage-squares" and starter is None
        samples = max(32, self.budget // len(empties))
        gen = np.random.default_rng(rng.getrandbits(64))
        need = len(empties) + int(needs_starter)
        order = np.argsort(gen.random((samples, len(unseen))), axis=1)[:, :need]
        future = unseen[order]
        grids = np.empty((samples, len(cells)), dtype=np.int64)
        grids[:] = np.array(cells, dtype=np.int64)
        grids[:, empties] = future[:, : len(empties)]
        # The starter of each sample (Cribbage Squares; the poker scorer has none).
        if needs_starter:
            turned = future[:, -1]
        else:
            turned = np.full(samples, -1 if starter is None else starter, dtype=np.int64)
        score = _line_scorer(view, side)
        line_cells = _LINES5 if side == 5 else _LINES4
        lines = grids[:, line_cells]  # (samples, lines, side)
        base = score(lines, np.broadcast_to(turned[:, None], lines.shape[:2]))
        base = base.reshape(samples, -1)
        # The row and the column through each empty cell, for every cell at once; the called
        # card takes the place of the card the sample put in the cell.
        through = np.array([[cell // side, side + cell % side] for cell in empties])
        trial = grids[:, line_cells[through]]  # (samples, cells, 2, side)
        trial = np.where(trial == grids[:, empties][:, :, None, None], called, trial)
        trial = trial.transpose(1, 0, 2, 3)  # (cells, samples, 2, side)
        changed = score(trial, np.broadcast_to(turned[None, :, None], trial.shape[:3]))
        gained = changed.reshape(len(empties), samples, 2).sum(axis=2)
        dropped = base[:, through].transpose(1, 0, 2).sum(axis=2)  # (cells, samples)
        means = base.sum(axis=1).mean() + (gained - dropped).mean(axis=1)
        best = empties[int(np.argmax(means))]
        return _placement(legal, best, side)


def _line_scorer(view: Mapping[str, Any], side: int) -> Callable[[IntArray, IntArray], IntArray]:
    """The game's line scorer: lines of cards (``(..., side)``) and their starters (same shape
    less the last axis; ignored at Poker Squares) to points, flattened."""
    if view["game"] == "poker-squares":
        opts = view["options"]
        table = _line_table(opts["schedule"], bool(opts["ace_low"]))

        def poker(lines: IntArray, starters: IntArray) -> IntArray:
            return table.points(lines.reshape(-1, side))

        return poker

    def cribbage(lines: IntArray, starters: IntArray) -> IntArray:
        flat = lines.reshape(-1, side)
        hands = score_hands(flat, starters.reshape(-1))
        total: IntArray = hands + 2 * (_PIPS[flat].sum(axis=1) == 31)
        return total

    return cribbage


@functools.cache
def _line_table(schedule: str, ace_low: bool) -> LineTable:
    return LineTable(schedule, ace_low=ace_low)


def _placement(legal: Sequence[Action], cell: int, side: int) -> Action:
    wanted = Place(cell // side + 1, cell % side + 1)
    return wanted if wanted in legal else legal[0]


class GreedyPlacer:
    """Places the called card where the lines through the cell gain the most at once."""

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        cells = _own_cells(view)
        side = 5 if len(cells) == 25 else 4
        called = int(parse_card(view["called"]))
        starter = _starter(view)
        points = SCHEDULES[view["options"]["schedule"]] if view["game"] == "poker-squares" else ()

        def value(line: list[int]) -> float:
            if points:
                return _poker_value(line, points)
            return _cribbage_value(line, starter)

        best: tuple[float, int] | None = None
        for cell in (i for i, c in enumerate(cells) if c < 0):
            r, c = divmod(cell, side)
            gain = 0.0
            for line in (
                [cells[r * side + k] for k in range(side) if k != c],
                [cells[k * side + c] for k in range(side) if k != r],
            ):
                held = [x for x in line if x >= 0]
                gain += value([*held, called]) - value(held)
            if best is None or gain > best[0]:
                best = (gain, cell)
        assert best is not None  # the called card always has an empty cell
        return _placement(legal, best[1], side)


def _poker_value(line: list[int], points: Sequence[int]) -> float:
    """What a partial poker line is worth now: the hand its ranks make, plus a little for a line
    that stays in one suit or within a straight's span."""
    if not line:
        return 0.0
    counts = sorted(Counter(c >> 2 for c in line).values(), reverse=True)
    # points are in the order royal, straight flush, four, full house, flush, straight, three,
    # two pair, one pair, high card.
    if counts[0] == 4:
        made = points[2]
    elif counts[0] == 3 and len(counts) > 1 and counts[1] >= 2:
        made = points[3]
    elif counts[0] == 3:
        made = points[6]
    elif counts[0] == 2 and len(counts) > 1 and counts[1] == 2:
        made = points[7]
    elif counts[0] == 2:
        made = points[8]
    else:
        made = 0
    extra = 0.0
    if len({c & 3 for c in line}) == 1:
        extra += 0.05 * points[4] * len(line) / 5
    ranks = {c >> 2 for c in line}
    if len(ranks) == len(line) and (max(ranks) - min(ranks) <= 4 or ranks <= {12, 0, 1, 2, 3}):
        extra += 0.05 * points[5] * len(line) / 5
    return made + extra


def _cribbage_value(line: list[int], starter: int | None) -> float:
    """What a partial Cribbage line is worth now with the starter (if turned): fifteens, pairs
    and runs among its cards."""
    cards = [*line, starter] if starter is not None else list(line)
    total = 0.0
    for k in range(2, len(cards) + 1):
        for chosen in itertools.combinations(cards, k):
            if sum(pip(Card(c)) for c in chosen) == 15:
                total += 2
    total += 2 * sum(1 for a, b in itertools.combinations(cards, 2) if a >> 2 == b >> 2)
    orders = Counter((c >> 2) + 1 if c >> 2 != 12 else 0 for c in cards)
    for length in (5, 4, 3):
        runs = 0
        for start in range(14 - length):
            ways = 1
            for offset in range(length):
                ways *= orders.get(start + offset, 0)
            runs += ways
        if runs:
            total += runs * length
            break
    if line and len({c & 3 for c in line}) == 1:
        total += 0.25 * len(line)
    return total
