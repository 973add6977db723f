"""Paiute's heuristic player, and the game on the command line: rules, play against bots with a
record, replay and simulation."""

from __future__ import annotations

import json
import random
from pathlib import Path

from paiute_support import first_deck
from typer.testing import CliRunner

from widow import load_game, replay
from widow.bots import get_bot, play_match
from widow.cli import app
from widow.games.paiute.actions import CALL, TAKE
from widow.games.paiute.bot import PaiuteBot

runner = CliRunner()


def test_the_heuristic_beats_random_players() -> None:
    game = load_game("paiute", players=2, deals=3)
    money = 0
    for seed in range(12):
        bots = ["heuristic", "random"] if seed % 2 == 0 else ["random", "heuristic"]
        state = play_match(game, bots, seed)
        money += state.outcome()["seats"][bots.index("heuristic")]["money"]
    assert money > 12  # it takes most pots: random players seldom call at all


def test_the_heuristic_calls_when_it_may_and_takes_a_discard_that_pairs() -> None:
    state = load_game("paiute", players=3).new_state(
        seed=1,
        script=[
            first_deck(["3c 3d 9h 9s Kc", "4c 5d 7h 8s Jc", "6c 6d 6h Ts Td"], "2d", "Kh", "Kd")
        ],
    )
    bot = get_bot("heuristic", state.game)
    assert isinstance(bot, PaiuteBot)
    rng = random.Random(1)
    assert bot.choose(state.view(0), state.legal_actions(), rng) == TAKE
    state.apply("take")
    assert bot.choose(state.view(0), state.legal_actions(), rng) == CALL


def test_rules_text_is_printed() -> None:
    result = runner.invoke(app, ["rules", "paiute"])
    assert result.exit_code == 0 and "PAIUTE" in result.output and "paiute" in result.output


def test_a_match_against_bots_is_recorded_and_replays(tmp_path: Path) -> None:
    record = tmp_path / "paiute.json"
    moves = "take\nxyzzy\nquit\n"
    result = runner.invoke(
        app,
        [
            "play",
            "paiute",
            "--players",
            "2",
            "--seed",
            "3",
            "--bots",
            "heuristic",
            "--record",
            str(record),
            "-o",
            "deals=1",
        ],
        input=moves,
    )
    assert result.exit_code == 0, result.output
    assert "Traceback" not in result.output and "unknown move 'xyzzy'" in result.output
    state = replay(json.loads(record.read_text()))
    assert state.history[0][1] == TAKE
    shown = runner.invoke(app, ["replay", str(record), "--seat", "0"])
    assert shown.exit_code == 0, shown.output


def test_simulate_shows_the_heuristic_ahead() -> None:
    result = runner.invoke(
        app,
        [
            "simulate",
            "paiute",
            "--players",
            "2",
            "--games",
            "6",
            "--seed",
            "2",
            "--bots",
            "heuristic,random",
            "--json",
            "-o",
            "deals=2",
        ],
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    money = {row["bot"]: row["money"] for row in data["by_bot"]}
    assert money["heuristic"] > money["random"]
