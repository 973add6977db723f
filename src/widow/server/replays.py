"""Replay frames: the full table description after each action of a finished record, page by page.

A long match makes a long replay (a forty-deal match is thousands of actions and, drawn in full,
megabytes of descriptions), so the replay page asks for its frames a page at a time
(:func:`replay_page`), and the server builds them off its event loop, a few at a time and with a
time limit (:class:`Replayer`), so that replays never hold up the tables in play.

>>> from widow.games import load_game
>>> state = load_game("la-viuda", players=2).new_state(seed=2)
>>> _ = state.apply(state.legal_actions()[0])
>>> frames = replay_frames(state.record())
>>> len(frames), frames[1]["action"]
(2, {'seat': 1, 'action': 'pass'})
>>> page = replay_page(state.record(), start=1, count=5)
>>> page["from"], page["total"], page["frames"] == frames[1:]
(1, 2, True)
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Mapping
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from widow.errors import RecordError, WidowError
from widow.games import load_game
from widow.i18n import N_
from widow.records import replay

__all__ = ["MAX_FRAMES", "MAX_PAGE", "ReplayBusy", "Replayer", "replay_frames", "replay_page"]

#: The longest record the replay page steps through.
MAX_FRAMES = 5000
#: The most frames one request returns.
MAX_PAGE = 100


class ReplayBusy(WidowError):
    """A replay refused for now (too many at once, or it took too long); ``status`` for HTTP."""

    def __init__(self, message: str, status: int = 503) -> None:
        super().__init__(message)
        self.status = status


def replay_page(
    record: Mapping[str, Any],
    start: int = 0,
    count: int = MAX_PAGE,
    *,
    deadline: float | None = None,
) -> dict[str, Any]:
    """Frames ``start`` to ``start + count - 1`` of a checked record: ``{"from", "total",
    "frames"}``, where frame 0 is the table before the first action and ``total`` counts them
    all. Every action is checked, whatever the page. ``deadline`` (a :func:`time.monotonic`
    time) stops the work with :class:`ReplayBusy` once passed."""
    if not 1 <= count <= MAX_PAGE:
        raise RecordError(
            N_("a replay page holds 1 to {n} frames, not {given}").format(n=MAX_PAGE, given=count)
        )
    replay(record)  # the record's own checks, with messages naming the bad field
    actions = list(record["actions"])
    if len(actions) >= MAX_FRAMES:
        raise RecordError(
            N_("the replay page steps through at most {n} actions").format(n=MAX_FRAMES)
        )
    total = len(actions) + 1
    if not 0 <= start < total:
        raise RecordError(
            N_("this record has frames 0 to {n}, not {given}").format(n=total - 1, given=start)
        )
    game = load_game(record["game"], players=record["players"], **dict(record["options"]))
    state = game.new_state(record["seed"])
    frames = []
    if start == 0:
        frames.append({"action": None, "table": state.full_view()["table"]})
    for index, entry in enumerate(actions, start=1):
        if deadline is not None and time.monotonic() > deadline:
            raise ReplayBusy(N_("this replay took too long; try a shorter record"))
        state.apply(entry["action"], seat=entry["seat"])
        if start <= index < start + count:
            frames.append({"action": dict(entry), "table": state.full_view()["table"]})
    if state.record()["chance"] != list(record["chance"]):
        raise RecordError(
            N_("this record forces some deals; the replay page plays seeded deals only")
        )
    return {"from": start, "total": total, "frames": frames}


def replay_frames(record: Mapping[str, Any]) -> list[dict[str, Any]]:
    """Every frame of a checked record (short records; the server sends pages)."""
    actions = len(record["actions"])
    frames: list[dict[str, Any]] = []
    while len(frames) <= actions:
        frames += replay_page(record, len(frames), MAX_PAGE)["frames"]
    return frames


class Replayer:
    """Builds replay pages in worker threads: ``workers`` at a time, ``waiting`` more queued
    (beyond that a request is refused as busy), each stopped after ``timeout`` seconds.

    The work holds the interpreter lock only in short turns (the server sets a short switch
    interval), so the event loop keeps serving the tables meanwhile.
    """

    def __init__(self, *, workers: int = 2, waiting: int = 8, timeout: float = 10.0) -> None:
        self.pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="widow-replay")
        self.limit = workers + waiting
        self.timeout = timeout
        self.busy = 0

    async def page(self, record: Mapping[str, Any], start: int, count: int) -> bytes:
        """The JSON of :func:`replay_page`, built and encoded in a worker thread."""
        if self.busy >= self.limit:
            raise ReplayBusy("the server is busy with other replays; try again in a moment")
        self.busy += 1
        try:
            deadline = time.monotonic() + self.timeout
            loop = asyncio.get_running_loop()
            return await loop.run_in_executor(
                self.pool, self._build, record, start, count, deadline
            )
        finally:
            self.busy -= 1

    @staticmethod
    def _build(record: Mapping[str, Any], start: int, count: int, deadline: float) -> bytes:
        if time.monotonic() > deadline:  # it waited its whole time in the queue
            raise ReplayBusy("the server is busy with other replays; try again in a moment")
        page = replay_page(record, start, count, deadline=deadline)
        return json.dumps(page).encode()

    def close(self) -> None:
        """Stop the workers (the replays under way finish first)."""
        self.pool.shutdown(wait=True, cancel_futures=True)
