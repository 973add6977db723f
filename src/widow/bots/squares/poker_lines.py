"""What a row or column of a Poker Squares square is worth before it is full.

A partial line is described by a small *pattern* that ignores which ranks and suits it holds:
how many cards, how they pair up (``(2, 1)``: a pair and an odd card), whether the line can
still become a flush (every card one suit) and whether it can still become a straight (all ranks
different, inside a span of five, the ace low too where the options allow). The worth of a
pattern is the mean final points of lines that had it, learned by playing many squares through
(:func:`learn`), and kept per point schedule, per ace rule and per number of cards already in
the square (a flush draw early is worth more than the same draw with two calls to go). A full
line is worth exactly its points.

The patterns are the hand abstractions of the winning entries of the 2016 EAAI Poker Squares
challenge; the learned values live in :mod:`widow.bots.squares.poker_values`, made by
``python -m widow.bots.squares.poker_lines`` (a few minutes).

>>> model = PokerLines("british", ace_low=True)
>>> model.points((0, 4, 8, 12, 16))  # 2c 3c 4c 5c 6c: a straight flush
30
>>> flush_draw = model.worth((1, 9), 2) > model.worth((1, 10), 2)  # 2d 4d against 2d 4h
>>> flush_draw
True
"""

from __future__ import annotations

import functools
import random
import sys
from collections import Counter
from collections.abc import Sequence

from widow.ranking.squares import SCHEDULES

__all__ = [
    "LINES",
    "PATTERNS",
    "THROUGH",
    "PokerLines",
    "greedy_cell",
    "learn",
    "partial_points",
    "pattern_of",
]

#: Cells in a square, and cards in a line.
CELLS = 25
SIDE = 5
#: The ranks of a 5-4-3-2-A straight (two is 0, ace 12).
_WHEEL = frozenset({12, 0, 1, 2, 3})


def _patterns() -> list[tuple[int, tuple[int, ...], bool, bool]]:
    """Every pattern a line of 0 to 4 cards can have: (cards, pairing, flush, straight)."""
    found: set[tuple[int, tuple[int, ...], bool, bool]] = set()
    shapes: dict[int, set[tuple[int, ...]]] = {0: {()}}
    for n in range(1, SIDE):
        shapes[n] = set()
        for shape in shapes[n - 1]:
            shapes[n].add(tuple(sorted((*shape, 1), reverse=True)))
            for i in range(len(shape)):
                grown = list(shape)
                grown[i] += 1
                if grown[i] <= 4:
                    shapes[n].add(tuple(sorted(grown, reverse=True)))
    for n, group in shapes.items():
        for shape in group:
            distinct = all(k == 1 for k in shape)
            for flush in (False, True):
                for straight in (False, True):
                    # Paired cards differ in suit and in nothing else; one card is both draws.
                    if (flush or straight) and not distinct:
                        continue
                    if n == 1 and not (flush and straight):
                        continue
                    if n == 0 and (flush or straight):
                        continue
                    found.add((n, shape, flush, straight))
    return sorted(found)


#: Every pattern of a line that is not full, in a fixed order (a value table's columns).
PATTERNS = _patterns()
_INDEX = {pattern: i for i, pattern in enumerate(PATTERNS)}


def _straight_possible(ranks: set[int], ace_low: bool) -> bool:
    if max(ranks) - min(ranks) <= 4:
        return True
    return ace_low and ranks <= _WHEEL


def pattern_of(cards: Sequence[int], ace_low: bool) -> int:
    """The index in :data:`PATTERNS` of a line of fewer than five cards.

    >>> PATTERNS[pattern_of((0, 1), True)]  # 2c 2d
    (2, (2,), False, False)
    >>> PATTERNS[pattern_of((48, 0), True)], PATTERNS[pattern_of((48, 0), False)]  # Ac 2c
    ((2, (1, 1), True, True), (2, (1, 1), True, False))
    """
    n = len(cards)
    counts = Counter(c >> 2 for c in cards)
    shape = tuple(sorted(counts.values(), reverse=True))
    distinct = len(counts) == n
    flush = n > 0 and distinct and len({c & 3 for c in cards}) == 1
    straight = n > 0 and distinct and _straight_possible(set(counts), ace_low)
    return _INDEX[(n, shape, flush, straight)]


def partial_points(cards: Sequence[int], schedule: str, ace_low: bool = True) -> int:
    """Points of a line as it stands, full or not: what its pairs, threes and fours make now
    (a flush or a straight needs all five cards), as the challenge's own scorer counts a square
    that is still being built.

    >>> partial_points((0, 1, 4), "british"), partial_points((0, 1, 4, 5), "american")
    (1, 5)
    """
    points = SCHEDULES[schedule]
    counts = sorted(Counter(c >> 2 for c in cards).values(), reverse=True)
    if len(cards) == SIDE and counts[0] == 1:
        flush = len({c & 3 for c in cards}) == 1
        ranks = {c >> 2 for c in cards}
        straight = max(ranks) - min(ranks) == 4 or (ace_low and ranks == _WHEEL)
        if straight and flush:
            return points[0] if min(ranks) == 8 else points[1]
        if flush:
            return points[4]
        if straight:
            return points[5]
        return points[9]
    if not counts:
        return 0
    if counts[0] == 4:
        return points[2]
    if counts[0] == 3:
        return points[3] if len(counts) > 1 and counts[1] == 2 else points[6]
    if counts[0] == 2:
        return points[7] if len(counts) > 1 and counts[1] == 2 else points[8]
    return points[9]


class PokerLines:
    """The worth of Poker Squares lines under one point schedule and ace rule: exact points for
    a full line, the learned value of its pattern otherwise (the points it has already made
    where nothing was learned)."""

    def __init__(
        self, schedule: str, *, ace_low: bool, table: Sequence[Sequence[float]] | None = None
    ) -> None:
        self.schedule = schedule
        self.ace_low = ace_low
        if table is None:
            table = _stored_table(schedule, ace_low)
        #: values[placed][pattern]: the worth of a pattern once ``placed`` cards are in the square.
        self.values: list[list[float]] = [list(row) for row in table] if table else []
        self._patterns: dict[tuple[int, ...], int] = {}
        self._points: dict[tuple[int, ...], int] = {}
        self._naive = [float(partial_points(_example(p), schedule, ace_low)) for p in PATTERNS]

    @property
    def learned(self) -> bool:
        """Whether learned values are in use (else a line is worth the points it has made)."""
        return bool(self.values)

    def points(self, line: tuple[int, ...]) -> int:
        """The exact points of a full line (cached: squares share many lines)."""
        key = tuple(sorted(line))
        found = self._points.get(key)
        if found is None:
            found = self._points[key] = partial_points(key, self.schedule, self.ace_low)
        return found

    def pattern(self, line: tuple[int, ...]) -> int:
        """The pattern index of a line that is not full (cached)."""
        found = self._patterns.get(line)
        if found is None:
            found = self._patterns[line] = pattern_of(line, self.ace_low)
        return found

    def worth(self, line: tuple[int, ...], placed: int) -> float:
        """What ``line`` is expected to score at the end, ``placed`` cards into the square."""
        if len(line) == SIDE:
            return float(self.points(line))
        index = self.pattern(line)
        if self.values:
            return self.values[placed][index]
        return self._naive[index]


def _example(pattern: tuple[int, tuple[int, ...], bool, bool]) -> tuple[int, ...]:
    """Some cards with the pattern, for the points it has already made."""
    _, shape, _, _ = pattern
    cards: list[int] = []
    for rank, count in enumerate(shape):
        cards.extend(rank * 4 + suit for suit in range(count))
    return tuple(cards)


@functools.cache
def _stored_table(schedule: str, ace_low: bool) -> tuple[tuple[float, ...], ...] | None:
    from widow.bots.squares.poker_values import VALUES

    rows = VALUES.get(f"{schedule}/{'ace-low' if ace_low else 'ace-high'}")
    return None if rows is None else tuple(tuple(row) for row in rows)


LINES: tuple[tuple[int, ...], ...] = tuple(
    [tuple(r * SIDE + c for c in range(SIDE)) for r in range(SIDE)]
    + [tuple(r * SIDE + c for r in range(SIDE)) for c in range(SIDE)]
)
#: The two lines (row, column) through each cell.
THROUGH: tuple[tuple[int, int], ...] = tuple(
    (cell // SIDE, SIDE + cell % SIDE) for cell in range(CELLS)
)


def greedy_cell(
    model: PokerLines,
    grid: list[int],
    lines: list[tuple[int, ...]],
    card: int,
    empties: Sequence[int],
    placed: int,
) -> int:
    """The empty cell where ``card`` adds most to the worth of the square (the first of equals).

    ``lines`` holds each line's cards; ``placed`` counts the cards in the square after this one.
    """
    best = empties[0]
    best_gain = -1e18
    worth = model.worth
    for cell in empties:
        r, c = THROUGH[cell]
        row, col = lines[r], lines[c]
        gain = (
            worth((*row, card), placed)
            + worth((*col, card), placed)
            - worth(row, placed)
            - worth(col, placed)
        )
        if gain > best_gain:
            best, best_gain = cell, gain
    return best


def learn(
    schedule: str, ace_low: bool, games: int, rounds: int, seed: int, epsilon: float = 0.05
) -> list[list[float]]:
    """Values of the patterns learned by self-play: each round plays ``games`` squares greedily
    on the previous round's values (a random cell ``epsilon`` of the time, so that rarer patterns
    are seen too) and sets each pattern's worth, per number of cards in the square, to the mean
    final points of the lines that had it. The first round is greedy on the points made."""
    rng = random.Random(seed)
    model = PokerLines(schedule, ace_low=ace_low, table=[])
    for _ in range(rounds):
        sums = [[0.0] * len(PATTERNS) for _ in range(CELLS + 1)]
        counts = [[0] * len(PATTERNS) for _ in range(CELLS + 1)]
        for _ in range(games):
            deck = list(range(52))
            rng.shuffle(deck)
            grid = [-1] * CELLS
            lines: list[tuple[int, ...]] = [() for _ in LINES]
            empties = list(range(CELLS))
            seen: list[tuple[int, int, int]] = []  # (placed, line, pattern)
            for placed, card in enumerate(deck[:CELLS], start=1):
                if rng.random() < epsilon:
                    cell = rng.choice(empties)
                else:
                    cell = greedy_cell(model, grid, lines, card, empties, placed)
                empties.remove(cell)
                grid[cell] = card
                for k in THROUGH[cell]:
                    lines[k] = (*lines[k], card)
                for k, line in enumerate(lines):
                    if len(line) < SIDE:
                        seen.append((placed, k, model.pattern(line)))
            final = [model.points(line) for line in lines]
            for placed, k, index in seen:
                sums[placed][index] += final[k]
                counts[placed][index] += 1
        # Patterns never seen at some point take the mean over every point they were seen at.
        table: list[list[float]] = []
        for placed in range(CELLS + 1):
            row = []
            for index in range(len(PATTERNS)):
                if counts[placed][index]:
                    row.append(sums[placed][index] / counts[placed][index])
                else:
                    total = sum(counts[p][index] for p in range(CELLS + 1))
                    mean = sum(sums[p][index] for p in range(CELLS + 1)) / total if total else 0.0
                    row.append(mean)
            table.append(row)
        if model.values:
            # Half the old values kept: greedy play on values that jump between rounds swings
            # from one style to another instead of settling.
            table = [
                [(a + b) / 2 for a, b in zip(new, old, strict=True)]
                for new, old in zip(table, model.values, strict=True)
            ]
        model = PokerLines(schedule, ace_low=ace_low, table=table)
    return model.values


def module_text(tables: dict[str, list[list[float]]], games: int, rounds: int) -> str:
    """The source of ``poker_values`` holding ``tables`` (eight values a line)."""
    out = [
        '"""Learned worth of partial Poker Squares lines, made by ``poker_lines.py``: self-play,',
        f"{rounds} rounds of {games:,} squares per variant.",
        "",
        "VALUES[variant][cards in the square][pattern]: see ``poker_lines.PATTERNS``.",
        '"""',
        "",
        "# Generated data, written by ``python -m widow.bots.squares.poker_lines``:"
        " not edited by hand.",
        "# fmt: off",
        "VALUES: dict[str, list[list[float]]] = {",
    ]
    for name, table in tables.items():
        out.append(f'    "{name}": [')
        for row in table:
            out.append("        [")
            for start in range(0, len(row), 8):
                out.append("            " + " ".join(f"{v:.3f}," for v in row[start : start + 8]))
            out.append("        ],")
        out.append("    ],")
    out.append("}")
    out.append("# fmt: on")
    return "\n".join(out) + "\n"


def main(argv: Sequence[str]) -> None:
    """Learn every table and print them as the module ``poker_values``."""
    games = int(argv[0]) if argv else 20_000
    rounds = int(argv[1]) if len(argv) > 1 else 6
    tables = {}
    for schedule in SCHEDULES:
        for ace_low in (True, False):
            name = f"{schedule}/{'ace-low' if ace_low else 'ace-high'}"
            tables[name] = learn(schedule, ace_low, games, rounds, seed=2016)
            print(name, "done", file=sys.stderr, flush=True)
    print(module_text(tables, games, rounds), end="")


if __name__ == "__main__":
    main(sys.argv[1:])
