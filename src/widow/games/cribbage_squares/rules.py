"""Cribbage Squares: the state machine (no I/O).

>>> from widow.games import load_game
>>> state = load_game("cribbage-squares", players=1).new_state(seed=3)
>>> state.phase, len(state.legal_actions()), state.starter is not None
('place', 16, True)
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Any, ClassVar

from widow.cards import Card, Rank
from widow.engine.chance import Chance
from widow.engine.events import Event, event_kind, jsonify
from widow.engine.table import counter, zone
from widow.families.dictation.grid import GridGame, GridState
from widow.games.cribbage_squares.options import CribbageSquaresOptions
from widow.games.cribbage_squares.text import RULES
from widow.ranking.cribbage import pip, score_hand


@event_kind("starter-turned")
class StarterTurned(Event):
    """The starter is turned; ``heels`` is 2 when it is a jack (each player scores it)."""

    card: Card
    heels: int


def heels(card: Card) -> int:
    """His heels: 2 when the starter is a jack.

    >>> heels(Card.parse("Jd")), heels(Card.parse("Qd"))
    (2, 0)
    """
    return 2 if card >> 2 == Rank.JACK else 0


def line_points(line: list[Card], starter: Card) -> int:
    """One row or column of four with the starter: the Cribbage hand, and 2 more when the four
    cards add up to exactly 31.

    >>> line = list(map(Card.parse, "Kc Qd Jh As".split()))
    >>> line_points(line, Card.parse("5s")) - score_hand(line, Card.parse("5s")).total
    2
    """
    return _line_points(tuple(sorted(line)), starter)


@functools.lru_cache(maxsize=1 << 16)
def _line_points(line: tuple[Card, ...], starter: Card) -> int:
    # A finished line is scored again whenever a view or an outcome asks, so it is kept.
    bonus = 2 if sum(pip(c) for c in line) == 31 else 0
    return score_hand(line, starter).total + bonus


class CribbageSquares(GridGame):
    """Cribbage Squares for one or more players by dictation, each with a 4 x 4 square."""

    name = "cribbage-squares"
    title = "Cribbage Squares"
    side = 4
    options_class = CribbageSquaresOptions
    bots: ClassVar[Mapping[str, str]] = {
        **GridGame.bots,
        "search": "widow.bots.squares.grid:CribbageSearchBot",
    }
    rules_text = RULES
    options: CribbageSquaresOptions

    def _make_state(self, chance: Chance) -> CribbageSquaresState:
        return CribbageSquaresState(self, chance)


class CribbageSquaresState(GridState):
    """A match of Cribbage Squares."""

    __slots__ = ("starter",)

    game: CribbageSquares

    def _setup(self) -> None:
        super()._setup()
        self.starter: Card | None = None
        if self.game.options.starter == "first":
            self._turn_starter(self.events)

    def _turn_starter(self, events: list[Event]) -> None:
        self.turned += 1
        card = self.order[self.turned - 1]
        self.starter = card
        events.append(StarterTurned(seat=None, card=card, heels=heels(card)))

    def _turned_apart(self) -> int:
        return 0 if self.starter is None else 1

    def _after_calls(self, events: list[Event]) -> None:
        if self.starter is None:
            self._turn_starter(events)
        self._finish(events)

    def threshold(self) -> int | None:
        return self.game.options.threshold

    def _score(self, seat: int) -> int:
        """His heels and the points of the complete lines, once the starter is turned (all
        eight lines at the end)."""
        if self.starter is None:
            return 0
        return heels(self.starter) + sum(
            line_points(line, self.starter) for line in self.lines(seat)
        )

    def _line_points(self, line: list[Card]) -> int | None:
        # A line is a cribbage hand with the starter: none before the starter is turned.
        return None if self.starter is None else line_points(line, self.starter)

    def _layout_cards(self, seat: int) -> list[Card]:
        cards = super()._layout_cards(seat)
        return cards if self.starter is None else [*cards, self.starter]

    def _extra_view(self, viewer: int | None) -> dict[str, Any]:
        return {"starter": jsonify(self.starter)}

    def _table_zones(self, viewer: int | None) -> list[dict[str, Any]]:
        zones = super()._table_zones(viewer)
        if self.starter is not None:
            zones.insert(0, zone("starter", "starter", [self.starter], kind="pile", layout="stack"))
        return zones

    def _extra_counters(self) -> list[dict[str, Any]]:
        return [counter("starter_turned", self.game.options.starter, "starter turned")]

    def _sentence(self, event: Event) -> str:
        if isinstance(event, StarterTurned):
            extra = ": his heels, 2 to everyone" if event.heels else ""
            return f"starter turned: {event.card}{extra}"
        return super()._sentence(event)

    def _copy_layouts(self, other: Any) -> None:
        super()._copy_layouts(other)
        other.starter = self.starter
