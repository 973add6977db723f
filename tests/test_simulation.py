"""The batch simulator: seeds per match, bots round the table, sums, and worker independence."""

from __future__ import annotations

from typing import Any

import pytest

from widow import InvalidOptionError, load_game
from widow.bots import bot_names, play_match
from widow.simulation import (
    MatchResult,
    assign_bots,
    match_seed,
    play_matches,
    simulate,
    summarize,
)


def test_match_seeds_depend_on_the_run_seed_and_the_index_only() -> None:
    seeds = [match_seed(5, i) for i in range(200)]
    assert len(set(seeds)) == 200
    assert seeds == [match_seed(5, i) for i in range(200)]
    assert match_seed(6, 0) != seeds[0]


def test_each_result_is_the_match_play_match_plays_with_its_seed() -> None:
    results = play_matches("whisky-poker", players=3, games=5, bots=["random"], seed=9)
    game = load_game("whisky-poker", players=3)
    for result in results:
        state = play_match(game, ["random"] * 3, match_seed(9, result.index))
        outcome = state.outcome()
        assert result.winners == tuple(outcome["winners"])
        assert result.money == tuple(s["money"] for s in outcome["seats"])
        assert result.actions == len(state.history)
        assert result.deals == outcome["deals_played"]
        assert result.over


def test_results_do_not_depend_on_workers_or_chunking() -> None:
    def run(workers: int) -> list[MatchResult]:
        return play_matches(
            "la-viuda", players=3, games=23, bots=["heuristic", "random"], seed=4,
            workers=workers, options={"chips": 1},
        )  # fmt: skip

    one, two = run(1), run(2)
    assert one == two
    assert [r.index for r in one] == list(range(23))


def test_progress_reports_every_match_once() -> None:
    done: list[int] = []
    play_matches("whisky-poker", players=2, games=17, bots=["random"], seed=1, progress=done.append)
    assert sum(done) == 17


def test_bots_repeat_round_the_table() -> None:
    assert assign_bots(["heuristic", "random"], 3) == ("heuristic", "random", "heuristic")
    assert assign_bots(["random"], 4) == ("random",) * 4
    valid = ", ".join(bot_names())
    with pytest.raises(InvalidOptionError, match=f"unknown bot 'clever'; valid: {valid}"):
        assign_bots(["clever"], 2)
    with pytest.raises(InvalidOptionError, match="no bots given"):
        assign_bots([], 2)


def test_summary_splits_shared_wins_and_sums_per_bot() -> None:
    results = [
        MatchResult(0, 1, (0,), (3, -1, -2), (5, 1, 0), 2, 10, True),
        MatchResult(1, 2, (0, 2), (1, -2, 1), (3, 0, 3), 3, 20, True),
        MatchResult(2, 3, (), (0, 0, 0), (1, 1, 1), 1, 99, False),
    ]
    summary = summarize(results, game="g", players=3, seed=0, bots=["a", "b", "a"], options={})
    assert [s.wins for s in summary.seats] == [1.5, 0.0, 0.5]
    assert [s.win_rate for s in summary.seats] == [0.75, 0.0, 0.25]
    assert [s.money for s in summary.seats] == [4, -3, -1]
    assert summary.seats[0].mean_final_score == 4.0
    assert summary.unfinished == 1
    assert (summary.deals, summary.actions) == (6, 129)
    assert summary.mean_actions == 43.0
    a, b = summary.by_bot
    assert (a.bot, a.seats, a.wins, a.win_rate, a.money) == ("a", (0, 2), 2.0, 0.5, 3)
    assert (b.bot, b.seats, b.wins, b.win_rate, b.money) == ("b", (1,), 0.0, 0.0, -3)
    assert (a.mean_final_score, b.mean_final_score) == (2.75, 0.5)


def test_simulate_checks_its_input_before_playing() -> None:
    with pytest.raises(InvalidOptionError, match="unknown game 'go'"):
        simulate("go", players=2, games=1)
    with pytest.raises(InvalidOptionError, match="unknown option 'jokers' for whisky-poker"):
        simulate("whisky-poker", players=2, games=1, options={"jokers": 2})
    with pytest.raises(InvalidOptionError, match="games must be a whole number"):
        simulate("whisky-poker", players=2, games=0)
    with pytest.raises(InvalidOptionError, match="workers must be a whole number"):
        simulate("whisky-poker", players=2, games=1, workers=0)


def test_unfinished_matches_are_counted_apart() -> None:
    summary = simulate("la-viuda", players=3, games=4, bots=["random"], seed=2, max_actions=5)
    assert summary.unfinished == 4
    assert summary.actions == 20
    assert all(s.wins == 0 for s in summary.seats)


def test_the_summary_serialises_without_the_worker_count() -> None:
    summary = simulate("whisky-poker", players=2, games=3, seed=8, workers=2)
    data = summary.to_dict()
    assert "workers" not in data
    assert data["bots"] == ("heuristic", "heuristic")
    assert data["options"]["scoring"] == "pool"


def test_left_out_keywords_take_their_documented_defaults() -> None:
    # The defaults the docstring of simulate promises: heuristic at every seat, seed 0, one worker.
    plain = simulate("whisky-poker", players=2, games=3)
    spelled = simulate(
        "whisky-poker", players=2, games=3, bots=["heuristic"], seed=0, workers=1, options=None,
        max_actions=None, progress=None, backend="process", address=None,
    )  # fmt: skip
    assert plain == spelled
    assert plain.bots == ("heuristic", "heuristic") and plain.seed == 0 and plain.workers == 1
    assert play_matches("whisky-poker", players=2, games=3) == play_matches(
        "whisky-poker", players=2, games=3, bots=["heuristic"], seed=0
    )


@pytest.mark.parametrize("run", [simulate, play_matches])
def test_an_unknown_keyword_is_refused_before_any_match(run: Any) -> None:
    with pytest.raises(TypeError, match="'sede'"):
        run("whisky-poker", players=2, games=1, sede=3)

