"""Commits off the event loop: one writer thread, with the actions of many tables per transaction.

A database commit blocks its caller for as long as the database takes, and on the event loop that
stalls every table at once. :class:`CommitQueue` hands each accepted action to a single writer
thread and lets the caller await the commit; actions that arrive while a commit is under way are
committed together in the next transaction (a group commit), so the database pays one commit for
many tables when the server is busy. If a shared transaction fails, its actions are retried one by
one, so that one bad action (its place already taken) never refuses another table's.

>>> import asyncio
>>> from widow.server.store import NewAction, Store
>>> store = Store.open("sqlite://")
>>> tid = store.create_table(game="la-viuda", players=2, options={}, seed=5,
...                          seats=[("human", None), ("bot", "random")], turn_timer=None)
>>> async def two() -> None:
...     queue = CommitQueue(store)
...     await asyncio.gather(queue.commit(NewAction(tid, 0, 0, "knock")),
...                          queue.commit(NewAction(tid, 1, 1, "pass")))
...     queue.close()
>>> asyncio.run(two())
>>> [a.action for a in store.actions(tid)]
['knock', 'pass']
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from concurrent.futures import ThreadPoolExecutor

from widow.server.store import NewAction, Store

__all__ = ["CommitQueue"]

Waiting = tuple[NewAction, asyncio.Future[None], asyncio.AbstractEventLoop]


class CommitQueue:
    """Commits :class:`NewAction` entries to the store from one writer thread."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._pending: list[Waiting] = []
        self._guard = threading.Lock()
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="widow-store")

    async def commit(self, action: NewAction) -> None:
        """Return once ``action`` is committed; raise what the store raised if it was not."""
        loop = asyncio.get_running_loop()
        done: asyncio.Future[None] = loop.create_future()
        with self._guard:
            self._pending.append((action, done, loop))
            first = len(self._pending) == 1
        if first:
            # One drain per batch: later arrivals join the list this drain will take.
            self._writer.submit(self._drain)
        await done

    def _drain(self) -> None:
        with self._guard:
            batch, self._pending = self._pending, []
        if not batch:
            return
        errors: list[BaseException | None]
        try:
            self.store.append_actions([action for action, _, _ in batch])
            errors = [None] * len(batch)
        except Exception as failed:
            alone = [failed] if len(batch) == 1 else [self._alone(a) for a, _, _ in batch]
            errors = list(alone)
        for (_, done, loop), outcome in zip(batch, errors, strict=True):
            # A closed loop raises RuntimeError: nobody waits for this commit any more.
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(_settle, done, outcome)

    def _alone(self, action: NewAction) -> BaseException | None:
        try:
            self.store.append_actions([action])
        except Exception as error:
            return error
        return None

    def close(self) -> None:
        """Finish the commits under way and stop the writer thread."""
        self._writer.shutdown(wait=True)


def _settle(done: asyncio.Future[None], error: BaseException | None) -> None:
    if done.done():  # the waiter gave up; the commit stands all the same
        return
    if error is None:
        done.set_result(None)
    else:
        done.set_exception(error)
