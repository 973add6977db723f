"""Simulation on Ray: a local two-CPU Ray gives exactly the local backend's figures."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from typer.testing import CliRunner

ray = pytest.importorskip("ray")

from widow.adapters.ray_backend import signals_kept  # noqa: E402
from widow.cli import app  # noqa: E402
from widow.errors import InvalidOptionError  # noqa: E402
from widow.simulation import play_matches, simulate  # noqa: E402


@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    """A local Ray with two CPUs for this module (the backend reuses it)."""
    with signals_kept():
        ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, configure_logging=False)
        yield
        ray.shutdown()


@pytest.mark.usefixtures("local_ray")
@pytest.mark.parametrize(
    ("game", "players", "bots"),
    [("la-viuda", 4, ["heuristic", "random"]), ("whisky-poker", 3, ["random"])],
)
def test_ray_gives_exactly_the_local_results(game: str, players: int, bots: list[str]) -> None:
    run = {"players": players, "games": 40, "bots": bots, "seed": 17, "workers": 2}
    local = play_matches(game, **run)  # type: ignore[arg-type]
    remote = play_matches(game, backend="ray", **run)  # type: ignore[arg-type]
    assert remote == local
    assert simulate(game, backend="ray", **run) == simulate(game, **run)  # type: ignore[arg-type]


@pytest.mark.usefixtures("local_ray")
def test_cli_simulate_on_ray_matches_the_process_backend() -> None:
    runner = CliRunner()
    args = ["simulate", "whisky-poker", "-n", "3", "-g", "24", "--seed", "5", "--json"]
    local = runner.invoke(app, args)
    remote = runner.invoke(app, [*args, "--backend", "ray"])
    assert local.exit_code == remote.exit_code == 0, remote.stderr
    assert json.loads(remote.stdout) == json.loads(local.stdout)


def test_unknown_backend_and_stray_address_are_refused() -> None:
    with pytest.raises(InvalidOptionError, match="unknown backend 'dask'"):
        simulate("whisky-poker", players=3, games=2, backend="dask")
    with pytest.raises(InvalidOptionError, match="address is for the ray backend"):
        simulate("whisky-poker", players=3, games=2, address="auto")
    result = CliRunner().invoke(app, ["simulate", "war", "-n", "2", "--backend", "dask"])
    assert result.exit_code == 2
    assert "unknown backend 'dask'" in result.stderr
