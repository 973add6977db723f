"""The coach: what the strongest bot of a game thinks of every move open to a seat, and a review
of a recorded match that marks the decisions that cost the most.

The coach asks the game's ``search`` bot (the generic ``ismcts`` where a game has none) for its
:class:`~widow.bots.estimates.MoveEstimate` of each legal move, through the seat's view only: the
same view a bot playing that seat would get, so the coach knows no card the seat does not.

A review (:func:`review_match`) replays a record and asks the coach at every decision that had a
choice; a decision's *cost* is how much less the move taken was worth than the best one, in the
estimate's unit (0 when the move taken was the best).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, cast

from widow.bots.estimates import MoveEstimate, best_first
from widow.bots.registry import bot_table, get_bot
from widow.engine.actions import Action
from widow.engine.core import Game, State
from widow.engine.seat_view import SeatView
from widow.errors import InvalidOptionError

__all__ = [
    "Analyst",
    "Decision",
    "advise",
    "coach_bot",
    "coach_bot_name",
    "review_match",
    "worst_decisions",
]


class Analyst(Protocol):
    """A bot that can say what each move is worth (every game's ``search`` bot)."""

    def analyse(
        self, view: Mapping[str, Any], legal: list[Action], rng: random.Random
    ) -> list[MoveEstimate]:
        """One estimate per legal move it looked at, best first."""
        ...


def coach_bot_name(game: Game | type[Game]) -> str:
    """The bot the coach asks in ``game``: its ``search`` bot, else the generic ``ismcts``."""
    return "search" if "search" in bot_table(game) else "ismcts"


def coach_bot(game: Game, settings: str = "") -> Analyst:
    """The coach's bot for ``game``, with bot settings such as ``"budget=0.5"`` (``:``-separated,
    as in bot names)."""
    name = coach_bot_name(game)
    bot = get_bot(f"{name}:{settings}" if settings else name, game)
    if not callable(getattr(bot, "analyse", None)):
        raise InvalidOptionError(f"the {name} bot of {game.name} cannot estimate moves")
    return cast(Analyst, bot)  # its analyse was checked just above


def advise(state: State, seat: int, coach: Analyst, rng: random.Random) -> list[MoveEstimate]:
    """The coach's estimate of each move open to ``seat`` now, best first (empty when it is not
    the seat's turn). Only the seat's view goes to the coach, never the state."""
    if state.is_over or state.to_act != seat:
        return []
    return best_first(coach.analyse(SeatView(state, seat), state.legal_actions(), rng))


@dataclass(frozen=True, slots=True)
class Decision:
    """One reviewed decision of a match."""

    #: The action's place in the record (0 for the first action).
    step: int
    seat: int
    taken: Action
    #: The coach's estimates, best first.
    estimates: tuple[MoveEstimate, ...]

    @property
    def taken_estimate(self) -> MoveEstimate | None:
        """The estimate of the move taken, ``None`` if the coach did not look at it."""
        return next((e for e in self.estimates if e.action == self.taken), None)

    @property
    def cost(self) -> float | None:
        """How much less the move taken was worth than the best (0 when it was the best);
        ``None`` when the coach did not estimate the move taken."""
        taken = self.taken_estimate
        if taken is None or not self.estimates:
            return None
        return max(self.estimates[0].value - taken.value, 0.0)


def review_match(
    record: Mapping[str, Any],
    coach: Callable[[Game], Analyst],
    *,
    seats: Collection[int] | None = None,
    seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
) -> list[Decision]:
    """The coach's view of every decision with a choice in ``record`` (of ``seats``, all when
    ``None``), in the order they were made. ``coach`` builds the coach's bot for the record's
    game; ``seed`` seeds its random draws, so a review is repeatable. ``progress(done, total)``
    is called before each action of the record is looked at."""
    from widow.records import replay  # read only when reviewing

    # The record is checked whole first, so a malformed one is refused before any search.
    game = replay(record).game
    bot = coach(game)
    rng = random.Random(f"coach-{seed}")
    actions: Sequence[Mapping[str, Any]] = record["actions"]
    decisions: list[Decision] = []

    def look(step: int, state: State) -> None:
        seat = state.to_act
        assert seat is not None  # the record replayed whole above
        if (seats is None or seat in seats) and len(state.legal_actions()) > 1:
            taken = state.parse_action(actions[step]["action"])
            decisions.append(Decision(step, seat, taken, tuple(advise(state, seat, bot, rng))))
        if progress is not None:
            progress(step, len(actions))

    replay(record, before_each=look)
    return decisions


def worst_decisions(decisions: Sequence[Decision], count: int = 3) -> list[Decision]:
    """The ``count`` decisions that cost the most (those that cost something), costliest first."""
    costly = [d for d in decisions if d.cost]
    return sorted(costly, key=lambda d: -(d.cost or 0.0))[:count]
