"""Action numbering: every action of a game gets a fixed integer, for learning and search tools.

A game's :class:`ActionSpace` lists every action that can ever be legal for its options and player
count, once, in a fixed order; an action's number is its place in that list. The engine itself
speaks in :class:`~widow.engine.actions.Action` values and text; the numbers are for tools that
want a fixed-size action space and a mask of legal actions (OpenSpiel, PettingZoo, search bots).

>>> from widow.engine.actions import KNOCK, PASS
>>> space = ActionSpace([PASS, KNOCK])
>>> len(space), space.index(KNOCK), space.action(0)
(2, 1, Pass())
>>> space.action(5)
Traceback (most recent call last):
...
widow.errors.InvalidActionError: action number 5 is out of range; numbers run from 0 to 1
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from widow.engine.actions import Action
from widow.errors import InvalidActionError


class ActionSpace:
    """A fixed numbering of actions: number -> action and back, both in constant time."""

    __slots__ = ("_actions", "_numbers")

    def __init__(self, actions: Iterable[Action]) -> None:
        self._actions: tuple[Action, ...] = tuple(actions)
        self._numbers: dict[Action, int] = {}
        for number, action in enumerate(self._actions):
            if action in self._numbers:
                raise ValueError(f"action {str(action)!r} is listed twice in the action space")
            self._numbers[action] = number

    def __len__(self) -> int:
        return len(self._actions)

    def __iter__(self) -> Iterator[Action]:
        return iter(self._actions)

    def __contains__(self, action: object) -> bool:
        return action in self._numbers

    def index(self, action: Action) -> int:
        """The number of ``action``; :class:`~widow.errors.InvalidActionError` if it has none."""
        number = self._numbers.get(action)
        if number is None:
            raise InvalidActionError(f"action {str(action)!r} has no number in this game")
        return number

    def action(self, number: int) -> Action:
        """The action numbered ``number``; :class:`~widow.errors.InvalidActionError` if none."""
        if isinstance(number, bool) or not isinstance(number, int):
            raise InvalidActionError(f"an action number must be a whole number, not {number!r}")
        if not 0 <= number < len(self._actions):
            raise InvalidActionError(
                f"action number {number} is out of range; numbers run from 0 to"
                f" {len(self._actions) - 1}"
            )
        return self._actions[number]
