"""Seeded chance: reproducible, forceable, logged, and checked on replay."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from widow.cards import CARDS
from widow.engine.chance import Chance, ChanceEvent, seeded_random
from widow.errors import InvalidOptionError, RecordError

PACK = list(CARDS[:52])


@given(st.integers(0, 2**40))
def test_same_seed_same_orders(seed: int) -> None:
    a, b = Chance(seed), Chance(seed)
    assert [a.shuffle("deal", PACK, 0) for _ in range(3)] == [
        b.shuffle("deal", PACK, 0) for _ in range(3)
    ]


@given(st.integers(0, 2**40), st.lists(st.sampled_from(PACK), unique=True, max_size=10))
def test_forced_prefix_then_random_rest(seed: int, prefix: list) -> None:
    chance = Chance(seed, script=[prefix])
    order = chance.shuffle("deal", PACK, 3)
    assert order[: len(prefix)] == prefix and sorted(order) == PACK
    assert chance.log == [ChanceEvent("deal", tuple(order), len(prefix), 3)]


def test_script_entry_none_leaves_shuffle_to_rng() -> None:
    assert Chance(5, script=[None]).shuffle("x", PACK, 0) == Chance(5).shuffle("x", PACK, 0)


def test_script_card_outside_pack_refused() -> None:
    with pytest.raises(InvalidOptionError, match="script entry 0: card 'XR' is not among"):
        Chance(1, script=[["XR"]]).shuffle("deal", PACK, 0)
    with pytest.raises(InvalidOptionError, match="script entry 0"):
        Chance(1, script=[["Zz"]]).shuffle("deal", PACK, 0)


def test_replay_reproduces_rng_state_and_detects_tampering() -> None:
    original = Chance(9, script=[["As", "Kd"]])
    first = original.shuffle("deal", PACK, 0)
    second = original.shuffle("deal", PACK, 4)
    replayed = Chance(9, expected=original.log)
    assert replayed.shuffle("deal", PACK, 0) == first
    assert replayed.shuffle("deal", PACK, 4) == second
    assert replayed.rng.getstate() == original.rng.getstate() and replayed.end_replay() == 0
    assert replayed.shuffle("deal", PACK, 5) == original.shuffle("deal", PACK, 5)
    altered = [original.log[0], ChanceEvent("deal", tuple(reversed(second)), 0, 4)]
    check = Chance(9, expected=altered)
    check.shuffle("deal", PACK, 0)
    with pytest.raises(RecordError, match=r"chance\[1\].result does not match"):
        check.shuffle("deal", PACK, 4)
    with pytest.raises(RecordError, match=r"chance\[0\].kind"):
        Chance(9, expected=original.log).shuffle("draw-off", PACK, 0)
    with pytest.raises(RecordError, match=r"chance\[0\].at"):
        Chance(9, expected=original.log).shuffle("deal", PACK, 2)
    with pytest.raises(RecordError, match="has only 0"):
        Chance(9, expected=[]).shuffle("deal", PACK, 0)


def test_copy_is_independent() -> None:
    chance = Chance(3)
    twin = chance.copy()
    assert twin.shuffle("d", PACK, 0) == chance.shuffle("d", PACK, 0)
    twin.shuffle("d", PACK, 1)
    assert len(chance.log) == 1 and len(twin.log) == 2


@given(st.one_of(st.integers(-(2**70), 2**70), st.text(max_size=40)))
def test_seeded_random_is_the_standard_librarys_generator(seed: int | str) -> None:
    """``seeded_random`` (the state's and the bots' generators of every match) leaves the
    generator exactly where ``random.Random(seed)`` does, for whole numbers of any size and sign
    and for texts, so every seeded match deals and plays as before."""
    ours, theirs = seeded_random(seed), random.Random(seed)
    assert type(ours) is random.Random
    assert ours.getstate() == theirs.getstate()
    assert ours.gauss(0, 1) == theirs.gauss(0, 1)  # the gauss cache starts empty in both


def test_a_copy_draws_without_seeding_a_generator_of_its_own(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The first shuffle of a copied ``Chance`` takes over the generator's state without first
    seeding a fresh generator (from the operating system, only to overwrite it), and deals what
    the original deals."""
    original = Chance(9)
    original.shuffle("deal", PACK, 0)
    copy = original.copy()
    seeded: list[object] = []
    real_seed = random.Random.seed

    def counted_seed(self: random.Random, *args: object, **kwargs: object) -> None:
        seeded.append(args)
        real_seed(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(random.Random, "seed", counted_seed)
    dealt = copy.shuffle("deal", PACK, 1)
    assert seeded == []
    monkeypatch.undo()
    assert dealt == original.shuffle("deal", PACK, 1)
    assert copy.rng is not original.rng
    assert copy.rng.getstate() == original.rng.getstate()
