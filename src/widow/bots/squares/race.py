"""Successive halving over the moves of one decision, on shared random futures.

Every move still in the race plays out the same dealt futures (common random numbers: two moves
are compared on the same cards, so luck largely cancels out of their difference). The rounds
share the planned playouts equally; after each, the better half of the moves (by mean result)
goes on, so most of the work goes to the moves that are hard to tell apart.

>>> import random
>>> rng = random.Random(1)
>>> arms = race([0, 1, 2], lambda move, future: move + future, lambda: rng.random(), 60, None)
>>> max(arms, key=lambda arm: (arm.rounds, arm.mean)).move
2
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

__all__ = ["Arm", "best_arm", "race", "ranked"]

Future = TypeVar("Future")


@dataclass(slots=True)
class Arm:
    """One move in the race: the sum and number of its playout results, and the rounds it ran."""

    move: int
    total: float = 0.0
    count: int = 0
    rounds: int = 0

    @property
    def mean(self) -> float:
        """The mean playout result (minus infinity before any playout)."""
        return self.total / self.count if self.count else -math.inf


def race(
    moves: Sequence[int],
    play: Callable[[int, Future], float],
    deal: Callable[[], Future],
    planned: int,
    deadline: float | None,
) -> list[Arm]:
    """Run ``planned`` playouts (about) over ``moves`` by successive halving; stop early once
    the processor clock passes ``deadline`` (``None``: never). The arms come back in the order
    of ``moves``."""
    arms = [Arm(move) for move in moves]
    rounds = max(1, math.ceil(math.log2(len(arms))))
    active = arms
    for number in range(1, rounds + 1):
        per_arm = max(1, planned // (rounds * len(active)))
        late = False
        for _ in range(per_arm):
            future = deal()
            for arm in active:
                arm.total += play(arm.move, future)
                arm.count += 1
                if deadline is not None and time.process_time() > deadline:
                    late = True
                    break
            if late:
                break
        for arm in active:
            arm.rounds = number
        if late or len(active) == 1:
            break
        active = sorted(active, key=lambda arm: -arm.mean)[: max(1, (len(active) + 1) // 2)]
    return arms


def best_arm(arms: Sequence[Arm]) -> Arm:
    """The winner: the best mean among the arms that ran the most rounds."""
    return max(arms, key=lambda arm: (arm.rounds, arm.mean))


def ranked(arms: Sequence[Arm]) -> list[Arm]:
    """The arms best first: by rounds reached, then by mean (the winner first)."""
    return sorted(arms, key=lambda arm: (-arm.rounds, -arm.mean))
