"""What the banking and luck games (War, Farmer, Horse Race) share: events of the current deal,
the common parts of every view, a fixed table of action numbers, and equality by record.

A game here keeps its per-seat money (or cards held) in ``chips`` and what lies in the middle in
``pool``; the outcome reports them so that conservation is checked the same way for every game.

>>> from widow.games import load_game
>>> state = load_game("war", players=2).new_state(seed=1)
>>> state.num_distinct_actions, state.legal_action_indices()
(1, [0])
>>> state == load_game("war", players=2).new_state(seed=1)
True
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence
from typing import Any

from widow.engine.actions import Action
from widow.engine.core import Game, State
from widow.engine.events import Event, jsonify
from widow.errors import IllegalActionError

__all__ = ["BankingGame", "BankingState", "cards_text"]


class BankingGame(Game):
    """A game whose every possible action is listed once, in a fixed order (the action numbers)."""

    def all_actions(self) -> tuple[Action, ...]:
        """Every action the game can ever offer with these options and players, numbered by
        position."""
        cached: tuple[Action, ...] | None = getattr(self, "_all_actions", None)
        if cached is None:
            cached = tuple(self._enumerate_actions())
            self._all_actions = cached
            self._action_numbers = {a: i for i, a in enumerate(cached)}
        return cached

    @abstractmethod
    def _enumerate_actions(self) -> Sequence[Action]:
        """Every action, in the order that gives their numbers."""

    @property
    def num_distinct_actions(self) -> int:
        """How many actions the numbering covers."""
        return len(self.all_actions())

    def action_number(self, action: Action) -> int:
        """The number of ``action`` (``IllegalActionError`` for one the game never offers)."""
        self.all_actions()
        number = self._action_numbers.get(action)
        if number is None:
            raise IllegalActionError(f"action {str(action)!r} is never offered in {self.name}")
        return number


class BankingState(State):
    """Shared plumbing; subclasses keep the rules and fill in the game-specific view fields."""

    game: BankingGame
    __hash__ = None  # type: ignore[assignment]  # states are mutable: equal by record, unhashable

    def __init__(self, game: BankingGame, chance: Any) -> None:
        super().__init__(game, chance)
        self.events: list[Event] = []
        self.chips: list[int] = [0] * game.players
        self.pool = 0
        self.over = False

    # --- numbering and equality ---------------------------------------------------------------

    @property
    def num_distinct_actions(self) -> int:
        return self.game.num_distinct_actions

    def action_index(self, action: Action) -> int:
        """The number of ``action`` in this game's fixed table."""
        return self.game.action_number(action)

    def action_from_index(self, index: int) -> Action:
        """The action numbered ``index``."""
        table = self.game.all_actions()
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(table):
            raise IllegalActionError(
                f"action number {index!r} is out of range 0..{len(table) - 1} for {self.game.name}"
            )
        return table[index]

    def legal_action_indices(self) -> list[int]:
        """The numbers of the legal actions, sorted."""
        return sorted(self.game.action_number(a) for a in self.legal_actions())

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return self.record() == other.record()

    # --- events and views ---------------------------------------------------------------------

    def recent_events(self) -> list[Event]:
        return list(self.events)

    def _log(self, events: list[Event], event: Event) -> None:
        events.append(event)
        self.events.append(event)

    @abstractmethod
    def _seat_row(self, seat: int, viewer: int | None) -> dict[str, Any]:
        """One seat as ``viewer`` sees it (``None``: everything). Must hold ``"hand"`` in the full
        view: every card the seat holds."""

    @abstractmethod
    def _view_body(self, viewer: int | None) -> dict[str, Any]:
        """The game's own fields as ``viewer`` sees them (``None``: everything)."""

    def _common(self, viewer: int | None) -> dict[str, Any]:
        out: dict[str, Any] = {
            "game": self.game.name,
            "title": self.game.title,
            "players": self.game.players,
            "options": self.game.option_values(),
            "phase": self.phase,
            "to_act": self.to_act,
            "over": self.is_over,
            "pool": self._pool(),
            "seats": [self._seat_row(s, viewer) for s in range(self.game.players)],
        }
        out.update(self._view_body(viewer))
        return out

    def view(self, seat: int) -> dict[str, Any]:
        out = self._common(seat)
        out["seat"] = seat
        out["legal_actions"] = [str(a) for a in self.legal_actions()] if self.to_act == seat else []
        out["events"] = [e.for_seat(seat) for e in self.events]
        return out

    def full_view(self) -> dict[str, Any]:
        out = self._common(None)
        out["legal_actions"] = [str(a) for a in self.legal_actions()]
        out["events"] = [e.to_dict() for e in self.events]
        return out

    def _pool(self) -> int:
        """What lies in the middle (chips, or cards in War)."""
        return self.pool

    def _placings(self, scores: Sequence[int]) -> list[int]:
        return [1 + sum(1 for other in scores if other > mine) for mine in scores]

    def copy(self) -> BankingState:
        other = type(self).__new__(type(self))
        self._copy_base(other)
        # Every game field is a number, a card, a tuple or a list/dict of those: copying the
        # containers (not the cards) makes the copy independent.
        for name, value in vars(self).items():
            setattr(other, name, _copy_value(value))
        return other


def _copy_value(value: Any) -> Any:
    if isinstance(value, list):
        return [_copy_value(v) for v in value]
    if isinstance(value, dict):
        return {k: _copy_value(v) for k, v in value.items()}
    return value


def cards_text(cards: Sequence[Any]) -> list[str]:
    """Cards as text (``jsonify`` for a list)."""
    out: list[str] = jsonify(list(cards))
    return out
