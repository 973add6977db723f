"""What the banking and luck games (War, Farmer, Faro, Horse Race) share: the events of the
current deal, the common fields of every view, copying, the seat rows of the table description
and the outcome of a game played for chips.

A game here keeps its per-seat money in ``chips`` and what lies in the middle in ``pool`` (War
overrides both with cards held and cards on the table), so the outcome reports them the same way
for every game.

>>> from widow.games import load_game
>>> state = load_game("war", players=2).new_state(seed=1)
>>> state.game.num_distinct_actions, state.legal_action_indices()
(1, [0])
>>> state == load_game("war", players=2).new_state(seed=1)
True
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence
from typing import Any

from widow.engine.core import Game, LogEntry, State
from widow.engine.events import Event
from widow.families.banking.log import sentence

__all__ = ["BankingState"]


class BankingState(State):
    """Shared plumbing; subclasses keep the rules and fill in the game-specific view fields."""

    #: What the log calls one deal when it begins (Horse Race runs races).
    deal_word = "deal"

    def __init__(self, game: Game, chance: Any) -> None:
        super().__init__(game, chance)
        self.events: list[Event] = []
        self.chips: list[int] = [0] * game.players
        self.pool = 0
        self.over = False

    # --- events and views ---------------------------------------------------------------------

    def recent_events(self) -> list[Event]:
        return list(self.events)

    def _log(self, events: list[Event], event: Event) -> None:
        events.append(event)
        self.events.append(event)

    @abstractmethod
    def _seat_row(self, seat: int, viewer: int | None) -> dict[str, Any]:
        """One seat as ``viewer`` sees it (``None``: everything). The full view's row holds
        ``"hand"``: every card the seat holds."""

    @abstractmethod
    def _view_body(self, viewer: int | None) -> dict[str, Any]:
        """The game's own fields as ``viewer`` sees them (``None``: everything)."""

    def _view(self, viewer: int | None) -> dict[str, Any]:
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
        if viewer is not None:
            out["seat"] = viewer
        shown = viewer is None or self.to_act == viewer
        out["legal_actions"] = [str(a) for a in self.legal_actions()] if shown else []
        out["events"] = [e.to_dict() if viewer is None else e.for_seat(viewer) for e in self.events]
        return out

    def _table_log(self, viewer: int | None) -> list[LogEntry]:
        return self._log_entries(
            self.events,
            lambda e: sentence(
                e.to_dict() if viewer is None else e.for_seat(viewer), deal=self.deal_word
            ),
        )

    def _pool(self) -> int:
        """What lies in the middle (chips, or cards in War)."""
        return self.pool

    def _placings(self, scores: Sequence[int]) -> list[int]:
        return [1 + sum(1 for other in scores if other > mine) for mine in scores]

    def _chips_outcome(self, deals_played: int) -> dict[str, Any]:
        """The outcome of a game played for chips from the ``chips`` option: per seat its
        chips, money (chips won or lost) and placing (the most chips first, ties sharing)."""
        start = self.game.options.chips
        placings = self._placings(self.chips)
        n = self.game.players
        return {
            "game": self.game.name,
            "over": self.over,
            "pool": self.pool,
            "deals_played": deals_played,
            "seats": [
                {
                    "seat": s,
                    "chips": self.chips[s],
                    "money": self.chips[s] - start,
                    "placing": placings[s],
                }
                for s in range(n)
            ],
            "winners": [s for s in range(n) if placings[s] == 1] if self.over else [],
        }

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
