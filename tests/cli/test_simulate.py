"""``widow simulate``: the summary, its independence from --workers, and bad input."""

from __future__ import annotations

import io
import json
import tracemalloc
from typing import Any

import pytest
from rich.console import Console
from typer.testing import CliRunner

from widow import list_games
from widow.cli import app
from widow.simulation import play_matches, summarize
from widow.simulation import simulate as simulate_run

#: The games as the error messages list them.
ALL_GAMES = ", ".join(list_games())

runner = CliRunner()


def simulate(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, ["simulate", *args])
    return result.exit_code, result.stdout, result.stderr


def simulate_json(*args: str) -> dict[str, Any]:
    code, out, err = simulate(*args, "--json")
    assert code == 0, err
    data: dict[str, Any] = json.loads(out)
    return data


def test_json_is_the_same_for_one_and_two_workers() -> None:
    args = ("whisky-poker", "-n", "3", "-g", "30", "--bots", "heuristic,random", "--seed", "12")
    one = simulate_json(*args, "--workers", "1")
    two = simulate_json(*args, "--workers", "2")
    assert one == two
    assert one["games"] == 30
    assert one["bots"] == ["heuristic", "random", "heuristic"]


def test_json_summary_adds_up() -> None:
    data = simulate_json("la-viuda", "-n", "4", "-g", "12", "--bots", "random", "--seed", "3",
                         "-o", "chips=1")  # fmt: skip
    assert data["options"]["chips"] == 1
    assert sum(s["wins"] for s in data["seats"]) == pytest.approx(12)
    # Whatever the winners collect, the others paid: money sums to zero.
    assert sum(s["money"] for s in data["seats"]) == 0
    assert data["by_bot"] == [
        {
            "bot": "random",
            "seats": [0, 1, 2, 3],
            "wins": pytest.approx(12),
            "win_rate": pytest.approx(0.25),
            "money": 0,
            "money_per_match": 0.0,
            "mean_final_score": pytest.approx(
                sum(s["mean_final_score"] for s in data["seats"]) / 4
            ),
        }
    ]
    assert data["actions"] >= data["deals"] >= 12 * 3
    assert data["mean_deals"] == pytest.approx(data["deals"] / 12)


def test_heuristic_beats_random() -> None:
    data = simulate_json("whisky-poker", "-n", "2", "-g", "60", "--bots", "heuristic,random",
                         "--seed", "1", "-o", "scoring=lives", "-o", "lives=2")  # fmt: skip
    heuristic, random_ = data["by_bot"]
    assert (heuristic["bot"], random_["bot"]) == ("heuristic", "random")
    assert heuristic["win_rate"] > 0.6 > random_["win_rate"]


def test_the_text_summary_has_a_row_per_seat_and_bot() -> None:
    code, out, err = simulate("whisky-poker", "-n", "3", "-g", "5", "--bots", "random,heuristic",
                              "--seed", "4")  # fmt: skip
    assert code == 0, err
    assert "5 matches, 3 players" in out
    assert out.count("random") >= 3  # two seats and the by-bot row
    assert "seed 4;" in out
    assert "actions per match" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["hearts"], f"unknown game 'hearts'; valid: {ALL_GAMES}"),
        (["la-viuda", "-o", "wild=2"], "unknown option 'wild' for la-viuda"),
        (["la-viuda", "-n", "12"], "la-viuda takes 2 to 9 players"),
        (
            ["la-viuda", "--bots", "random,smart"],
            "unknown bot 'smart' for la-viuda; valid: heuristic, ismcts, random, search",
        ),
        (["la-viuda", "-n", "2", "--bots", "random,random,random"], "3 bots given for 2 seats"),
        (["la-viuda", "-g", "0"], "--games must be a whole number of at least 1"),
        (["la-viuda", "-w", "many"], "--workers must be a whole number of at least 1"),
    ],
)
def test_bad_input_is_one_line_and_status_2(args: list[str], message: str) -> None:
    code, out, err = simulate(*args)
    assert code == 2
    assert message in err
    assert err.strip().count("\n") == 0
    assert "Traceback" not in out + err


# --- streaming: memory does not grow with the number of matches ---------------------------------


class _Enough(Exception):
    """Raised from the progress callback to stop a run after its first chunk."""


def _stop_after_first_chunk(done: int) -> None:
    raise _Enough(done)


@pytest.mark.parametrize("workers", [1, 2])
def test_a_trillion_matches_start_without_allocating_them(workers: int) -> None:
    # Before the work was streamed, every chunk of the run was listed up front: for 10**12
    # matches that is billions of tuples before the first match is played.
    simulate_run("whisky-poker", players=2, games=3, max_actions=1)  # tables and imports loaded
    tracemalloc.start()
    try:
        with pytest.raises(_Enough):
            simulate_run("whisky-poker", players=2, games=10**12, workers=workers,
                         max_actions=1, progress=_stop_after_first_chunk)  # fmt: skip
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 20_000_000


def test_streamed_results_are_the_same_for_any_number_of_workers() -> None:
    workers = 3
    # 41 matches over several workers make many small chunks, more than are handed out at once.
    settings: dict[str, Any] = {"players": 3, "games": 41, "bots": ["heuristic", "random"],
                                "seed": 8, "max_actions": 60}  # fmt: skip
    chunks: list[int] = []
    one = play_matches("whisky-poker", **settings)
    many = play_matches("whisky-poker", workers=workers, progress=chunks.append, **settings)
    assert many == one
    assert [r.index for r in many] == list(range(41))
    assert sum(chunks) == 41 and len(chunks) > 2 * workers
    summary = simulate_run("whisky-poker", workers=workers, **settings)
    assert summary.to_dict() == simulate_run("whisky-poker", **settings).to_dict()
    assert (
        summary.to_dict()
        == summarize(
            one, game="whisky-poker", players=3, seed=8, bots=summary.bots, options=summary.options
        ).to_dict()
    )


def test_a_progress_bar_on_a_terminal_and_nothing_on_a_pipe(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    code, out, _ = simulate("whisky-poker", "-n", "2", "-g", "3", "--seed", "1")
    assert code == 0
    assert "3/3" not in out and "\x1b" not in out
    screen = io.StringIO()
    terminal = Console(file=screen, force_terminal=True, width=100)
    monkeypatch.setattr("widow.cli.games.console", terminal)
    code, _, err = simulate("whisky-poker", "-n", "2", "-g", "3", "--seed", "1")
    assert code == 0, err
    assert "3/3" in screen.getvalue()  # the bar's count of matches done
