"""What a connection has yet to receive: a bounded queue drained by the connection's own writer.

A table sends each new version to all its connections. If it waited for each send, one client
that stops reading (a dead phone, a hostile script) would hold up the table for good, since a
WebSocket send waits while the network buffers are full. Instead each message is put in the
connection's :class:`Outbox` at once, and a writer task per connection sends them in order:

* a newer ``state`` message replaces any older one still waiting (each holds the whole view, so
  a slow reader simply skips versions, as it would after a resync);
* a send that takes longer than ``timeout`` seconds, or a queue that reaches ``limit`` messages,
  drops the connection (``on_drop`` closes it); the table never waits for it.

>>> import asyncio
>>> async def demo() -> list[str]:
...     sent: list[str] = []
...     async def send(text: str) -> None:
...         sent.append(text)
...     box = Outbox(send, limit=4, timeout=1.0)
...     box.put("chat"), box.put("state 1", state=True), box.put("state 2", state=True)
...     await box.drain()
...     return sent
>>> asyncio.run(demo())
['chat', 'state 2']
"""

from __future__ import annotations

import asyncio
import contextlib
from collections import deque
from collections.abc import Awaitable, Callable

__all__ = ["Outbox"]


class Outbox:
    """The messages waiting for one connection, and the task that sends them."""

    __slots__ = (
        "_idle",
        "_queue",
        "_ready",
        "_writer",
        "dropped",
        "limit",
        "on_drop",
        "send",
        "timeout",
    )

    def __init__(
        self,
        send: Callable[[str], Awaitable[None]],
        *,
        limit: int = 64,
        timeout: float = 10.0,
        on_drop: Callable[[str], None] | None = None,
    ) -> None:
        self.send = send
        self.limit = limit
        self.timeout = timeout
        self.on_drop = on_drop
        #: Why the connection was dropped, once it was (nothing more is sent then).
        self.dropped: str | None = None
        self._queue: deque[tuple[bool, str]] = deque()
        self._ready = asyncio.Event()
        self._idle = asyncio.Event()
        self._idle.set()
        self._writer: asyncio.Task[None] | None = None

    def __len__(self) -> int:
        return len(self._queue)

    def put(self, text: str, *, state: bool = False) -> bool:
        """Queue ``text`` (a ``state`` message replaces older waiting ones); False if dropped."""
        if self.dropped is not None:
            return False
        if state and any(is_state for is_state, _ in self._queue):
            self._queue = deque(item for item in self._queue if not item[0])
        if len(self._queue) >= self.limit:
            self.drop(f"more than {self.limit} messages were waiting to be sent")
            return False
        self._queue.append((state, text))
        self._idle.clear()
        self._ready.set()
        if self._writer is None:
            self._writer = asyncio.get_running_loop().create_task(self._write())
        return True

    async def _write(self) -> None:
        while self.dropped is None:
            if not self._queue:
                self._idle.set()
                self._ready.clear()
                await self._ready.wait()
                continue
            _, text = self._queue.popleft()
            try:
                async with asyncio.timeout(self.timeout):
                    await self.send(text)
            except TimeoutError:
                self.drop(f"a send took over {self.timeout:g} s")
            except Exception:
                self.drop("the connection is closed")
        self._idle.set()

    async def drain(self) -> None:
        """Wait until everything queued so far is sent (or the connection dropped)."""
        await self._idle.wait()

    def drop(self, reason: str) -> None:
        """Stop sending (the queue is emptied) and tell ``on_drop`` why; once only."""
        if self.dropped is not None:
            return
        self.dropped = reason
        self._queue.clear()
        self._ready.set()
        self._idle.set()
        writer = self._writer
        if writer is not None and writer is not asyncio.current_task():
            writer.cancel()
        if self.on_drop is not None:
            self.on_drop(reason)

    async def close(self) -> None:
        """Stop the writer (the connection has ended)."""
        self.dropped = self.dropped or "the connection ended"
        self._ready.set()
        writer = self._writer
        if writer is not None and writer is not asyncio.current_task():
            writer.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await writer
