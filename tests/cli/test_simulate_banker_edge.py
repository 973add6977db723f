"""``widow simulate`` reports the banker's measured edge next to the exact figure, for the games
whose bank names a meter (Faro, Horse Race), and nothing for the others."""

from __future__ import annotations

import json
import random
from fractions import Fraction

from typer.testing import CliRunner

from widow.bots import get_bot
from widow.cli import app
from widow.cli.banker_edge import faro_edge, horse_race_edge
from widow.engine.core import State
from widow.families.banking.edge import EdgeSample
from widow.games import list_games, load_game
from widow.games.horse_race.bot import HorseRaceBot
from widow.simulation import banker_meter, simulate

runner = CliRunner()


def played_like_banker_edge(name: str, matches: int) -> list[State]:
    """The matches ``widow.cli.banker_edge`` plays (random punters, heuristic banker), which
    prices the bets while it plays them rather than afterwards."""
    game = load_game(name, players=4)
    punter = get_bot("random", game)
    banker = get_bot("heuristic", game) if name == "faro" else HorseRaceBot()
    states = []
    for number in range(matches):
        state = game.new_state(number)
        rng = random.Random(number)
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            if (name == "faro" and seat == state.banker) or state.phase == "quote":  # type: ignore[attr-defined]
                state.apply(banker.choose(state.view(seat), state.legal_actions(), rng))
            else:
                state.apply(punter.choose({}, state.legal_actions(), rng))
        states.append(state)
    return states


def total(samples: list[EdgeSample]) -> tuple[int, int, Fraction]:
    return (
        sum(s.staked for s in samples),
        sum(s.measured for s in samples),
        sum((s.exact for s in samples), Fraction(0)),
    )


def test_the_meters_agree_with_the_edge_worked_out_during_play() -> None:
    for name, report in (
        ("faro", faro_edge(matches=3, players=4, seed=0)),
        ("horse-race", horse_race_edge(matches=3, players=4, seed=0)),
    ):
        meter = banker_meter(name)
        assert meter is not None
        samples = [meter(s) for s in played_like_banker_edge(name, 3)]
        assert total(samples) == (report.staked, report.measured, report.exact)
        assert report.staked > 0


def test_only_games_with_a_bank_have_a_meter() -> None:
    banks = {name for name in list_games() if banker_meter(name) is not None}
    assert banks == {"faro", "horse-race"}


def test_simulate_reports_the_faro_bank_s_edge_as_its_money() -> None:
    summary = simulate("faro", players=3, games=6, bots=["random", "random", "heuristic"], seed=4)
    edge = summary.banker_edge
    assert edge is not None and edge.staked > 0
    # The bank sits in the last seat all match: what it won is that seat's money.
    assert edge.measured == summary.seats[2].money
    assert edge.measured_edge == edge.measured / edge.staked
    assert abs(edge.exact_edge) < 0.05
    assert simulate("tonk", players=2, games=2, seed=1).banker_edge is None


def test_the_cli_prints_the_edge_table_for_a_bank_only() -> None:
    faro = runner.invoke(app, ["simulate", "faro", "-n", "3", "-g", "3", "--seed", "2",
                               "--bots", "random,random,heuristic"])  # fmt: skip
    assert faro.exit_code == 0 and "banker's edge" in faro.stdout
    assert "exact expectation" in faro.stdout
    race = runner.invoke(app, ["simulate", "horse-race", "-n", "3", "-g", "2", "--seed", "2",
                               "--bots", "random", "--json"])  # fmt: skip
    data = json.loads(race.stdout)
    assert set(data["banker_edge"]) == {
        "staked", "measured", "exact", "measured_edge", "exact_edge"
    }  # fmt: skip
    war = runner.invoke(app, ["simulate", "war", "-n", "2", "-g", "2", "--seed", "2"])
    assert war.exit_code == 0 and "banker's edge" not in war.stdout
