"""The fast deal draws exactly what ``random.Random.sample`` draws: same cards, same generator
state afterwards (records replay by seed, so a faster deal must not change a single card)."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from widow.engine.chance import draw_sample


@given(st.integers(0, 2**64), st.integers(1, 60), st.data())
def test_draw_sample_matches_random_sample(seed: int, n: int, data: st.DataObject) -> None:
    k = data.draw(st.integers(0, n))
    ours, theirs = random.Random(seed), random.Random(seed)
    population = list(range(n))
    assert draw_sample(ours, population, k) == theirs.sample(population, k)
    assert ours.getstate() == theirs.getstate()
