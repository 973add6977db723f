"""Keeping the garbage collector's pauses short in a long-running server.

Python's cyclic collector now and then walks every container the process holds. The games' rules,
ranking tables and bots make that a few hundred thousand objects, so a full collection stops the
event loop, and every table with it, for a few hundred milliseconds on a small machine. Those
objects live as long as the server: :meth:`Settled.settle` moves everything alive at that moment
out of the collector's reach (:func:`gc.freeze`), once at start and once more the first time each
kind of table or bot is used (that is when games and bots build their tables). Later collections
walk only what was made since. While such a first use builds its tables the collector is paused
(:meth:`Settled.first_use`): building a few hundred thousand objects would otherwise set off the
very full collections this avoids. Objects settled this way are still freed when nothing refers to
them; only a reference cycle among them would be kept, and settling happens a bounded number of
times (once per game and bot kind), so the memory this can keep is bounded too.

>>> settled = Settled()
>>> settled.first_use(("table", "la-viuda"), sorted, [3, 1, 2]), settled.seen
([1, 2, 3], {('table', 'la-viuda')})
>>> gc.isenabled()
True
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Callable, Hashable
from typing import Any, TypeVar

__all__ = ["Settled"]

T = TypeVar("T")
#: Collections of the middle generation between two full collections (Python's default: 10).
FULL_AFTER = 1_000


class Settled:
    """Freezes the objects alive now, once per new ``key`` (see the module's text)."""

    __slots__ = ("_guard", "seen")

    def __init__(self) -> None:
        self.seen: set[Hashable] = set()
        self._guard = threading.Lock()

    def first_use(self, key: Hashable, build: Callable[..., T], *args: Any) -> T:
        """``build(*args)``; the first time for ``key``, with the collector paused meanwhile
        and what is alive afterwards frozen."""
        with self._guard:
            new = key not in self.seen
            self.seen.add(key)
        if not new:
            return build(*args)
        enabled = gc.isenabled()
        gc.disable()
        try:
            return build(*args)
        finally:
            if enabled:
                gc.enable()
            gc.freeze()

    def start(self) -> None:
        """At start-up, once the stored tables are rebuilt: collect, then freeze what is left.

        Full collections also come a hundred times less often (after 1,000 collections of the
        middle generation instead of 10): each one still walks every connection, table and
        state alive, some 0.1 to 0.2 s of CPU at a thousand connections, so under load it now
        comes every few minutes instead of every few seconds. The young generations, whose
        collections take a millisecond or two, keep Python's defaults.
        """
        gc.collect()
        gc.freeze()
        young, middle, _ = gc.get_threshold()
        gc.set_threshold(young, middle, FULL_AFTER)
