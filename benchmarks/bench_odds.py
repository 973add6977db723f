"""Exact odds tables: counting classes of hands against evaluating every hand, side by side.

Run ``python benchmarks/bench_odds.py`` (about two minutes: the enumerations dominate) or
``--quick`` (six-card hands, a few seconds). For every ranking system with a seven-card table, with
and without wild cards, it times ``category_counts(..., method="count")`` and
``method="enumerate"`` in processor seconds (``time.process_time``, which other work on the
machine disturbs less than the wall clock), checks that both give the same numbers, and prints
the ratio; then it times ``widow odds high --cards 7 --json`` end to end in a fresh process.
"""

from __future__ import annotations

import argparse
import os
import platform
import subprocess
import sys
import time
from typing import Any

from widow.analysis.odds import category_counts
from widow.ranking import get_system

JOBS: list[tuple[str, dict[str, Any]]] = [
    ("high", {}),
    ("high", {"wild_rank": "2"}),
    ("high", {"jokers": 2}),
    ("ace-to-five", {}),
    ("ace-to-five", {"jokers": 2}),
    ("deuce-to-seven", {}),
    ("deuce-to-seven", {"jokers": 2}),
    ("ace-to-six", {}),
    ("ace-to-six", {"jokers": 2}),
]


def cpu_seconds(system: Any, cards: int, method: str) -> tuple[float, dict[str, int]]:
    """Processor seconds for one table, and the table."""
    start = time.process_time()
    counts = category_counts(system, cards, method=method)
    return time.process_time() - start, counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="six-card hands instead of seven")
    args = parser.parse_args()
    cards = 6 if args.quick else 7
    print(f"{platform.processor() or platform.machine()}, {os.cpu_count()} cores,")
    print(f"load average {os.getloadavg()[0]:.2f}; processor seconds, {cards}-card hands\n")
    # Load the lookup tables and the compiled kernels before anything is timed.
    for name, options in JOBS:
        category_counts(get_system(name, **options), 5, method="enumerate")
    print(f"{'system':<32} {'hands':>13} {'count':>8} {'enumerate':>10} {'ratio':>8}")
    for name, options in JOBS:
        system = get_system(name, **options)
        counting, counted = cpu_seconds(system, cards, "count")
        enumerating, enumerated = cpu_seconds(system, cards, "enumerate")
        label = " ".join([name, *(f"{k}={v}" for k, v in options.items())])
        same = "" if counted == enumerated else "  DIFFERENT COUNTS"
        print(
            f"{label:<32} {sum(counted.values()):>13,} {counting:>7.3f}s {enumerating:>9.2f}s"
            f" {enumerating / counting:>7.0f}x{same}"
        )
    command = [sys.executable, "-m", "widow", "odds", "high", "--cards", "7", "--json"]
    before = os.times()
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = os.times()
    cpu = (after.children_user - before.children_user) + (
        after.children_system - before.children_system
    )
    print(f"\nwidow odds high --cards 7 --json, fresh process: {wall:.2f} s wall, {cpu:.2f} s CPU")


if __name__ == "__main__":
    main()
