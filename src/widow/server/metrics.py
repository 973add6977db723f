"""Where the server's time goes: durations per stage of an action, event-loop stalls, GC pauses.

Off by default (``Settings(metrics=True)`` turns it on; the load benchmark does). Each stage of an
accepted action is timed on the server's own clock: ``receive`` (parsing the message), ``lock``
(waiting for the table), ``apply``, ``bot`` (a bot choosing), ``commit`` (the store),
``views`` (building the seat and spectator descriptions), ``serialise`` (the JSON text) and
``send`` (handing every message to its connection), with ``action`` the whole of it from receipt
to the last send. A watchdog task measures how late the event loop wakes it (a stall blocks every
table at once) and the garbage collector's pauses are timed through :data:`gc.callbacks`.

>>> stages = StageTimes()
>>> for ms in (1, 2, 3, 4):
...     stages.add("commit", ms / 1000)
>>> summary = stages.summary()["commit"]
>>> summary["count"], summary["p50_ms"], summary["max_ms"]
(4, 3.0, 4.0)
"""

from __future__ import annotations

import asyncio
import gc
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

__all__ = ["LoopWatch", "Metrics", "StageTimes", "now"]

#: Samples kept per stage (the oldest are dropped): enough for a p99 of a long run.
KEEP = 200_000


def now() -> tuple[float, float]:
    """The wall clock and this thread's CPU clock, in seconds (for :meth:`StageTimes.since`)."""
    return time.perf_counter(), time.thread_time()


class StageTimes:
    """Durations in seconds per named stage, summarised as counts and percentiles.

    Each stage keeps its wall-clock durations and, where measured, the CPU time the server's
    thread spent in it (``<stage>-cpu``): on a busy machine the wall clock also counts the time
    the process waited for a processor, the CPU time only the work.
    """

    __slots__ = ("samples",)

    def __init__(self) -> None:
        self.samples: dict[str, list[float]] = {}

    def add(self, stage: str, seconds: float) -> None:
        """Record one duration of ``stage``."""
        found = self.samples.setdefault(stage, [])
        if len(found) >= KEEP:
            del found[: KEEP // 2]
        found.append(seconds)

    def since(
        self, stage: str, start: tuple[float, float], *, cpu: bool = True
    ) -> tuple[float, float]:
        """Record ``stage`` as lasting from ``start`` (a :func:`now`) until now; now.

        ``cpu=False`` for a stage that awaits: the thread's CPU time meanwhile is other work's.
        """
        end = now()
        self.add(stage, end[0] - start[0])
        if cpu:
            self.add(f"{stage}-cpu", end[1] - start[1])
        return end

    @contextmanager
    def timed(self, stage: str) -> Iterator[None]:
        """Time the ``with`` block as one sample of ``stage``."""
        start = time.perf_counter()
        try:
            yield
        finally:
            self.add(stage, time.perf_counter() - start)

    def summary(self) -> dict[str, dict[str, float]]:
        """Per stage: count, total seconds, p50/p99/max in milliseconds."""
        out = {}
        for stage, found in self.samples.items():
            values = sorted(found)
            if not values:
                continue
            out[stage] = {
                "count": len(values),
                "total_s": round(sum(values), 3),
                "p50_ms": round(values[len(values) // 2] * 1000, 3),
                "p99_ms": round(values[min(len(values) - 1, int(len(values) * 0.99))] * 1000, 3),
                "max_ms": round(values[-1] * 1000, 3),
            }
        return out


class LoopWatch:
    """Measures how late the event loop runs a task that asks to wake every ``period`` seconds."""

    def __init__(self, stages: StageTimes, period: float = 0.01) -> None:
        self.stages = stages
        self.period = period
        self.task: asyncio.Task[None] | None = None

    def start(self) -> None:
        """Start watching (inside a running loop)."""
        self.task = asyncio.get_running_loop().create_task(self._watch())

    async def _watch(self) -> None:
        while True:
            start = time.perf_counter()
            await asyncio.sleep(self.period)
            self.stages.add("loop-lag", max(0.0, time.perf_counter() - start - self.period))

    async def stop(self) -> None:
        """Stop watching."""
        if self.task is not None:
            self.task.cancel()
            await asyncio.gather(self.task, return_exceptions=True)


class Metrics:
    """The stage timings, the loop watchdog and the GC pauses of one server."""

    def __init__(self) -> None:
        self.stages = StageTimes()
        self.loop = LoopWatch(self.stages)
        self._gc_started = (0.0, 0.0)

    def _on_gc(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self._gc_started = now()
        else:
            self.stages.since(f"gc-gen{info['generation']}", self._gc_started)

    def start(self) -> None:
        """Begin watching the loop and the collector (inside a running loop)."""
        self.loop.start()
        gc.callbacks.append(self._on_gc)

    async def stop(self) -> None:
        """Stop watching."""
        await self.loop.stop()
        if self._on_gc in gc.callbacks:
            gc.callbacks.remove(self._on_gc)

    def reset(self) -> None:
        """Forget what was measured so far (a load test calls this when play begins)."""
        self.stages.samples = {}

    def summary(self) -> dict[str, dict[str, float]]:
        """Every stage's figures (see :meth:`StageTimes.summary`)."""
        return self.stages.summary()
