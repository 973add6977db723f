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

from collections import deque
from collections.abc import Callable, Iterable, Iterator
from typing import Any, TypeVar

__all__ = ["ray_chunks"]

Result = TypeVar("Result")
#: Tasks kept in flight per CPU of the cluster.
TASKS_PER_CPU = 2


def ray_chunks(
    run_chunk: Callable[[tuple[Any, ...]], Result],
    tasks: Iterable[tuple[Any, ...]],
    *,
    address: str | None = None,
) -> Iterator[Result]:
    """Run ``run_chunk(task)`` for every task on Ray and yield the results in task order."""
    import ray

    started = not ray.is_initialized()
    if started:
        ray.init(
            address=address,
            include_dashboard=False,
            log_to_driver=False,
            configure_logging=False,
        )
    try:
        remote = ray.remote(run_chunk)
        resources: dict[str, float] = ray.cluster_resources()  # type: ignore[no-untyped-call]
        cpus = int(resources.get("CPU", 1))
        ahead = max(1, TASKS_PER_CPU * cpus)
        pending: deque[Any] = deque()
        for task in tasks:
            pending.append(remote.remote(task))
            if len(pending) >= ahead:
                yield ray.get(pending.popleft())
        while pending:
            yield ray.get(pending.popleft())
    finally:
        if started:
            ray.shutdown()
