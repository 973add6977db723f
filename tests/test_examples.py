"""The scripts under examples/ run end to end on a tiny budget.

These check the pipeline, not the strength: the Hold'em example trains for a couple of seconds
through the OpenSpiel adapter, prints its learning curve and its duplicate results, saves a policy
that loads back, and the bot it builds only ever picks legal actions.
"""

from __future__ import annotations

import doctest
import importlib.util
import json
import random
import sys
from collections.abc import Mapping
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from widow.bots import Bot, play_match
from widow.engine.actions import Action
from widow.games import load_game

pytest.importorskip("pyspiel")

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


@pytest.fixture(scope="module")
def holdem_example() -> ModuleType:
    spec = importlib.util.spec_from_file_location("train_holdem", EXAMPLES / "train_holdem.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["train_holdem"] = module  # dataclasses look their module up while being built
    spec.loader.exec_module(module)
    return module


def test_holdem_example_docstrings_run(holdem_example: ModuleType) -> None:
    failures, tried = doctest.testmod(holdem_example, optionflags=doctest.ELLIPSIS)
    assert tried > 0 and failures == 0


def test_holdem_example_trains_saves_and_reports(
    holdem_example: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    saved = tmp_path / "policy.json"
    results = holdem_example.main(
        [
            "--budget",
            "2",
            "--deals",
            "3",
            "--curve-deals",
            "2",
            "--checkpoints",
            "2",
            "--save",
            str(saved),
        ]
    )
    out = capsys.readouterr().out
    assert "trained" in out and "against heuristic:" in out and "against random:" in out
    # A learning curve: one row per checkpoint, iterations growing.
    assert [row["iterations"] for row in results["curve"]] == sorted(
        row["iterations"] for row in results["curve"]
    )
    assert len(results["curve"]) == 2
    for opponent in ("heuristic", "random"):
        edge = results[opponent]
        assert edge.deals == 3 and edge.half_width >= 0
    # The saved policy is the one trained: every row is a distribution over the moves.
    policy = json.loads(saved.read_text())["policy"]
    assert policy == results["policy"] and policy
    for row in policy.values():
        assert len(row) == len(holdem_example.MOVES)
        assert min(row) >= 0 and sum(row) == pytest.approx(1, abs=1e-3)
    again = holdem_example.main(["--load", str(saved), "--deals", "2"])
    assert again["policy"] == policy and again["curve"] == []


class _Recording:
    """Wraps a bot and checks each of its choices against the legal actions it was offered."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.choices = 0

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        action: Action = self.bot.choose(view, legal, rng)
        assert action in legal, (action, legal)
        self.choices += 1
        return action


def test_holdem_example_bot_plays_only_legal_actions(holdem_example: ModuleType) -> None:
    """The learned bot, with a policy trained for a moment, plays whole matches from both seats
    against both opponents, and also copes with information sets it never met."""
    table, iterations, _ = holdem_example.train(1.0)
    assert iterations > 0 and table.regrets
    game = load_game("holdem", players=2, **holdem_example.OPTIONS)
    policies: list[dict[str, list[float]]] = [table.average(), {}]
    for policy in policies:
        bot = _Recording(holdem_example.LearnedBot(policy))
        for seed in range(6):
            seatings: list[list[Bot | str]] = [[bot, "heuristic"], ["random", bot]]
            for seats in seatings:
                assert play_match(game, seats, seed).is_over
        assert bot.choices > 0
