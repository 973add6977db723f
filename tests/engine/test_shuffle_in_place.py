"""The fast shuffle orders exactly as ``random.Random.shuffle`` does: same order, same generator
state afterwards (records replay by seed, so a faster shuffle must not move a single card)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from widow.engine.chance import shuffle_in_place


@given(st.integers(0, 2**64), st.integers(0, 120))
def test_shuffle_in_place_matches_random_shuffle(seed: int, n: int) -> None:
    ours, theirs = random.Random(seed), random.Random(seed)
    mine, reference = list(range(n)), list(range(n))
    shuffle_in_place(ours, mine)
    theirs.shuffle(reference)
    assert mine == reference
    assert ours.getstate() == theirs.getstate()


@pytest.mark.parametrize("n", [0, 1, 2, 3, 4, 5, 7, 8, 9, 13, 16, 17, 32, 33, 52, 54, 64, 65])
def test_many_seeds_and_sizes(n: int) -> None:
    # Sizes around powers of two, where the number of bits drawn changes.
    for seed in range(300):
        ours, theirs = random.Random(seed), random.Random(seed)
        for _ in range(3):  # shuffles in a row, from the state the last one left
            mine, reference = list(range(n)), list(range(n))
            shuffle_in_place(ours, mine)
            theirs.shuffle(reference)
            assert mine == reference
        assert ours.getstate() == theirs.getstate()


def test_a_subclass_draws_its_own_way() -> None:
    class Counting(random.Random):
        calls = 0

        def shuffle(self, x: list[int]) -> None:  # type: ignore[override]
            Counting.calls += 1
            super().shuffle(x)

    rng, reference = Counting(3), random.Random(3)
    mine, theirs = list(range(10)), list(range(10))
    shuffle_in_place(rng, mine)
    reference.shuffle(theirs)
    assert Counting.calls == 1 and mine == theirs
