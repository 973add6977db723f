"""Simulation on Ray with no Ray connected: the run starts its own and leaves no trace."""

from __future__ import annotations

import signal

import pytest

ray = pytest.importorskip("ray")

from widow.simulation import simulate  # noqa: E402


def test_a_run_that_starts_ray_leaves_the_signal_handlers_as_they_were() -> None:
    """Without a connected Ray the backend starts one for the run, and stops it afterwards."""
    assert not ray.is_initialized()
    before = signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGINT)
    summary = simulate("war", players=2, games=4, bots=["random"], seed=3, backend="ray")
    assert summary == simulate("war", players=2, games=4, bots=["random"], seed=3)
    assert not ray.is_initialized()
    assert (signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGINT)) == before
