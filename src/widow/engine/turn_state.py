"""A state that keeps its seat to act, its phase and its legal actions in plain fields.

Many games decide the next seat and the phase when an action is applied, and work out the legal
actions only when they are first asked for; this base holds those three fields so that each such
game reads them the same way, and applies every action in the same frame: the game's ``_act``
makes it, its ``_log`` keeps the events. The legal list is cached until the next action and
handed out as a copy, so a caller may change what it gets.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence

from widow.engine.actions import Action
from widow.engine.core import State
from widow.engine.events import Event

__all__ = ["StoredTurnState"]


class StoredTurnState(State):
    """A :class:`State` whose seat to act, phase and legal actions are stored, not derived."""

    __slots__ = ("_legal", "_phase", "_to_act")

    _to_act: int | None
    _phase: str
    _legal: list[Action] | None

    @abstractmethod
    def _compute_legal(self) -> list[Action]:
        """The legal actions of the seat to act, worked out afresh."""

    @abstractmethod
    def _act(self, seat: int, action: Action, events: list[Event]) -> None:
        """Make ``seat``'s legal ``action``, adding what happens to ``events``."""

    @abstractmethod
    def _log(self, events: list[Event]) -> None:
        """Keep the events of an action for the state's own list of recent events."""

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        # apply_unchecked below makes the move itself rather than through _apply: a game that
        # makes its moves in its own _apply, and not in _act, keeps the generic path to it.
        if "_apply" in vars(cls) and "apply_unchecked" not in vars(cls):
            cls.apply_unchecked = State.apply_unchecked  # type: ignore[method-assign]

    def _apply(self, action: Action) -> list[Event]:
        seat = self._to_act
        assert seat is not None  # apply() has checked that the match is not over
        self._legal = None  # the move changes what is legal next
        events: list[Event] = []
        self._act(seat, action, events)
        self._log(events)
        return events

    def apply_unchecked(self, action: Action) -> list[Event]:
        # State.apply_unchecked with _apply written out: one call less on every step of a
        # simulation or a search, and the seat read from its field.
        seat = self._to_act
        assert seat is not None  # legal actions exist only while the match is on
        self._history.append((seat, action))
        self._legal = None  # the move changes what is legal next
        events: list[Event] = []
        self._act(seat, action, events)
        self._log(events)
        self._latest = events
        self._event_count += len(events)
        return events

    @property
    def to_act(self) -> int | None:
        return self._to_act

    @property
    def phase(self) -> str:
        return self._phase

    @property
    def is_over(self) -> bool:
        return self._to_act is None

    def _copy_base(self, other: State) -> None:
        super()._copy_base(other)
        assert isinstance(other, StoredTurnState)
        other._to_act = self._to_act
        other._phase = self._phase
        other._legal = self._legal  # never changed in place, only replaced, so it is shared

    def legal_actions(self) -> list[Action]:
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return list(legal)

    def _legal_listed(self) -> Sequence[Action]:
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return legal
