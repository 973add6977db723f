"""Chunks of simulated matches run as Ray tasks (needs ``pip install widow[scale]``).

:func:`widow.simulation.simulate` with ``backend="ray"`` hands its chunks of matches to this
module. Each chunk is one Ray task; results come back in match order, so the summary equals the
local backend's for the same seed. At most a few tasks per CPU of the cluster are in flight at
once, so memory stays flat however many matches are asked for.

Which cluster: the one this process is already connected to (``ray.init`` called before), else
``address`` (``"auto"``, ``"ray://head:10001"``, ...; ``None`` starts a local Ray for the run and
stops it afterwards). The nodes of an existing cluster need widow installed
(``pip install widow``) in the same version as the caller.
"""

from __future__ import annotations

import contextlib
import signal
import threading
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from typing import Any, TypeVar

__all__ = ["ray_chunks", "signals_kept"]

Result = TypeVar("Result")
#: Tasks kept in flight per CPU of the cluster.
TASKS_PER_CPU = 2


@contextlib.contextmanager
def signals_kept() -> Iterator[None]:
    """Put back the SIGTERM and SIGINT handlers on the way out.

    ``ray.init`` installs its own handlers in the calling process and ``ray.shutdown`` leaves
    them there; a run that started Ray puts the caller's back.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    saved = {sig: signal.getsignal(sig) for sig in (signal.SIGTERM, signal.SIGINT)}
    try:
        yield
    finally:
        for sig, handler in saved.items():
            signal.signal(sig, handler)


def ray_chunks(
    run_chunk: Callable[[tuple[Any, ...]], Result],
    tasks: Iterable[tuple[Any, ...]],
    *,
    address: str | None = None,
) -> Iterator[Result]:
    """Run ``run_chunk(task)`` for every task on Ray and yield the results in task order."""
    import ray

    if ray.is_initialized():
        yield from _run(ray, run_chunk, tasks)
        return
    with signals_kept():
        ray.init(
            address=address,
            include_dashboard=False,
            log_to_driver=False,
            configure_logging=False,
        )
        try:
            yield from _run(ray, run_chunk, tasks)
        finally:
            ray.shutdown()


def _run(
    ray: Any, run_chunk: Callable[[tuple[Any, ...]], Result], tasks: Iterable[tuple[Any, ...]]
) -> Iterator[Result]:
    remote = ray.remote(run_chunk)
    resources: dict[str, float] = ray.cluster_resources()
    ahead = max(1, TASKS_PER_CPU * int(resources.get("CPU", 1)))
    pending: deque[Any] = deque()
    for task in tasks:
        pending.append(remote.remote(task))
        if len(pending) >= ahead:
            yield ray.get(pending.popleft())
    while pending:
        yield ray.get(pending.popleft())
