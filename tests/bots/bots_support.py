"""What the bots' tests share."""

from __future__ import annotations

import gc
import random
import time
from collections.abc import Callable, Iterator, Mapping
from typing import Any, TypeVar

from widow.bots import SeatView
from widow.engine.core import State

T = TypeVar("T")


class Blindfold(Mapping[str, Any]):
    """The view of one state, but samples drawn from another that differs from it only in the
    cards the seat cannot see: a bot that learns hidden cards nowhere but from its samples
    decides alike with either."""

    def __init__(self, shown: State, sampled: State, seat: int) -> None:
        self._view = SeatView(shown, seat)
        self._sampled = SeatView(sampled, seat)

    def __getitem__(self, key: str) -> Any:
        return self._view[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._view)

    def __len__(self) -> int:
        return len(self._view)

    def resample(self, rng: random.Random) -> State:
        return self._sampled.resample(rng)


def another_deal(state: State, seat: int) -> State:
    """A deal ``seat`` cannot tell from ``state`` (its view is the same) in which the other
    seats' cards differ (their views do)."""
    other = state.resample(seat, random.Random(4))
    assert other.view(seat) == state.view(seat)
    rivals = [s for s in range(state.game.players) if s != seat]
    assert any(other.view(s) != state.view(s) for s in rivals)
    return other


def timed(call: Callable[..., T], *args: object) -> tuple[T, float]:
    """What ``call(*args)`` returns and the processor seconds it took, with the garbage
    collector held off: in a long test run a full pass over everything the other tests left
    behind can take a tenth of a second, which says nothing of the code timed."""
    gc.collect()
    gc.disable()
    try:
        start = time.process_time()
        result = call(*args)
        return result, time.process_time() - start
    finally:
        gc.enable()
