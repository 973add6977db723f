"""Square layouts by dictation (Poker Squares, Cribbage Squares): every called card goes into an
empty cell of the player's own square, and stays there.

Cells are numbered row by row from 0; actions name them by row and column from 1
(``place 2 3``: second row, third column).

>>> str(Place(2, 3)), Place.from_words(["5", "1"]) == Place(5, 1)
('place 2 3', True)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from widow.cards import Card
from widow.engine.actions import Action, action_kind, check_number_field
from widow.engine.events import HIDDEN, Event
from widow.engine.table import zone
from widow.errors import InvalidActionError, quote
from widow.families.dictation.rules import DictationGame, DictationState
from widow.i18n import N_

#: The largest square any game uses.
MAX_SIDE = 5


@action_kind("place", "place ROW COLUMN: put the called card there (from 1, top left)")
class Place(Action):
    """Put the called card in the cell at ``row``, ``column`` (both from 1)."""

    row: int
    column: int

    def __post_init__(self) -> None:
        check_number_field("Place.row", self.row, 1, MAX_SIDE)
        check_number_field("Place.column", self.column, 1, MAX_SIDE)

    def __str__(self) -> str:
        return f"place {self.row} {self.column}"

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        if len(words) != 2 or not all(w.isdecimal() and len(w) == 1 for w in words):
            raise InvalidActionError(
                N_(
                    "'place' needs a row and a column, each one digit counted from 1 (top left),"
                    " not {given}"
                ).format(given=quote(" ".join(words)))
            )
        # The side of the square is the game's (4 in Cribbage Squares): a row past it is
        # refused by the game, which knows the side; a zero is no row in any of them.
        if "0" in words:
            raise InvalidActionError(
                N_("'place' counts rows and columns from 1 (top left), not from 0: {given}").format(
                    given=quote(" ".join(words))
                )
            )
        if any(int(w) > MAX_SIDE for w in words):
            raise InvalidActionError(
                N_(
                    "'place': {given} is off the square (no square has more than {n} rows or"
                    " columns)"
                ).format(given=quote(" ".join(words)), n=MAX_SIDE)
            )
        return cls(int(words[0]), int(words[1]))


class GridGame(DictationGame):
    """A square layout game: ``side`` x ``side`` cells per player."""

    side: ClassVar[int]
    action_classes = (Place,)
    #: One pair of placing bots serves every square game: they read the side and the scoring
    #: from the view.
    bots: ClassVar[Mapping[str, str]] = {
        "heuristic": "widow.families.dictation.grid_bot:SamplingPlacer",
        "greedy": "widow.families.dictation.grid_bot:GreedyPlacer",
    }

    def _list_actions(self) -> list[Action]:
        return [Place(r + 1, c + 1) for r in range(self.side) for c in range(self.side)]


class GridState(DictationState):
    """A match where each seat fills a square of cells with the called cards."""

    __slots__ = ("grids",)

    game: GridGame

    def _setup(self) -> None:
        side = self.game.side
        self.grids: list[list[Card | None]] = [
            [None] * (side * side) for _ in range(self.game.players)
        ]

    def _calls(self) -> int:
        return self.game.side**2

    def _targets(self, seat: int) -> list[int]:
        return [i for i, card in enumerate(self.grids[seat]) if card is None]

    def _put(self, seat: int, target: int, card: Card) -> None:
        self.grids[seat][target] = card

    def _target_of(self, action: Action) -> int | None:
        if not isinstance(action, Place):
            return None
        side = self.game.side
        if action.row > side or action.column > side:
            return None
        return (action.row - 1) * side + action.column - 1

    def _why_illegal(self, action: Action) -> str:
        if isinstance(action, Place) and self._target_of(action) is None:
            side = self.game.side
            return N_("the square has {n} rows and {n} columns, each counted from 1 to {n}").format(
                n=side
            )
        return super()._why_illegal(action)

    def _after_calls(self, events: list[Event]) -> None:
        self._finish(events)

    def _placement(self, target: int) -> Action:
        side = self.game.side
        return Place(target // side + 1, target % side + 1)

    def _describe_target(self, target: int) -> str:
        side = self.game.side
        # The move's label is the same words capitalised ("Row 2, column 3"), an id of its own.
        N_("Row {n}, column {count}")
        return N_("row {n}, column {count}").format(n=target // side + 1, count=target % side + 1)

    def grid_for(self, seat: int, viewer: int | None) -> list[Card | None]:
        """The seat's cells as ``viewer`` may see them: its hidden placement of the called card
        only for itself (and in the full view)."""
        cells = list(self.grids[seat])
        pending = self.pending.get(seat)
        if pending is not None and (viewer is None or viewer == seat):
            cells[pending] = self.called
        return cells

    def rows(self, seat: int) -> list[list[Card]]:
        """The seat's full square, row by row (only once every cell holds a card)."""
        side = self.game.side
        cells = self.grids[seat]
        return [[c for c in cells[r * side : (r + 1) * side] if c is not None] for r in range(side)]

    def lines(self, seat: int) -> list[list[Card]]:
        """The rows (top to bottom) then the columns (left to right) that are complete."""
        side = self.game.side
        cells = self.grids[seat]
        found = []
        for line in [
            *([r * side + c for c in range(side)] for r in range(side)),
            *([r * side + c for r in range(side)] for c in range(side)),
        ]:
            cards = [cells[i] for i in line]
            if all(c is not None for c in cards):
                found.append([c for c in cards if c is not None])
        return found

    def _line_points(self, line: list[Card]) -> int | None:
        """The points one complete line scores (``None``: it cannot be scored yet)."""
        return None

    def line_points_by_place(self, seat: int) -> list[int | None]:
        """The points of each of the seat's rows (top to bottom) then columns (left to right),
        ``None`` for a line that is not complete: a table shows each line's score as it fills.
        Only committed cells count, so a placement still hidden from the others scores nothing
        until every seat sees it."""
        side = self.game.side
        cells = self.grids[seat]
        scores: list[int | None] = []
        for line in [
            *([r * side + c for c in range(side)] for r in range(side)),
            *([r * side + c for r in range(side)] for c in range(side)),
        ]:
            cards = [cells[i] for i in line]
            full = [c for c in cards if c is not None]
            scores.append(self._line_points(full) if len(full) == side else None)
        return scores

    def _layout_view(self, seat: int, viewer: int | None) -> dict[str, Any]:
        cells = self.grid_for(seat, viewer)
        side = self.game.side
        return {
            "grid": [
                [None if c is None else str(c) for c in cells[r * side : (r + 1) * side]]
                for r in range(side)
            ],
        }

    def _layout_zones(self, seat: int, viewer: int | None) -> list[dict[str, Any]]:
        cells = self.grid_for(seat, viewer)
        label = (
            N_("your square")
            if viewer == seat
            else N_("{seat}'s square").format(seat=f"seat {seat}")
        )
        # A zone lists card texts only, so an empty cell is written "??" (no card there yet).
        square = zone(
            f"square-{seat}",
            N_("{label} (?? marks an empty cell)").format(label=label),
            [HIDDEN if c is None else c for c in cells],
            owner=seat,
            kind="grid",
            layout="grid",
            columns=self.game.side,
        )
        square["lines"] = self.line_points_by_place(seat)
        return [square]

    def _layout_cards(self, seat: int) -> list[Card]:
        return [c for c in self.grids[seat] if c is not None]

    def _copy_layouts(self, other: Any) -> None:
        other.grids = [list(g) for g in self.grids]
