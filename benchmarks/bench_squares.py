"""How well the bots of the games by dictation play: mean scores over seeded solitaire games.

Plays, for each configuration, the same seeded deals with every bot and prints a Markdown table
of the mean score (with its standard error), the solitaire win rate and the time per game:

* Poker Squares, British and American schedules: ``heuristic`` (placement by expected final
  score over sampled futures), ``greedy`` and ``random``;
* Cribbage Squares, starter turned first and last: the same three bots;
* Dictated Strategy, eight piles, both scorings: ``heuristic`` and ``random``.

The published yardstick for Poker Squares programs is the 2015-16 EAAI NSG Challenge (see
docs/arrangement-games.md). Usage::

    python benchmarks/bench_squares.py                   # 10,000 games per bot and configuration
    python benchmarks/bench_squares.py --games 500 --workers 2
    python benchmarks/bench_squares.py --only poker-squares --bots heuristic,greedy
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import statistics
import time
from dataclasses import dataclass
from typing import Any

from widow.bots import play_match
from widow.games import load_game
from widow.simulation import match_seed

CONFIGURATIONS: list[tuple[str, dict[str, Any], tuple[str, ...]]] = [
    ("poker-squares", {"schedule": "british"}, ("heuristic", "greedy", "random")),
    ("poker-squares", {"schedule": "american"}, ("heuristic", "greedy", "random")),
    ("cribbage-squares", {"starter": "first"}, ("heuristic", "greedy", "random")),
    ("cribbage-squares", {"starter": "last"}, ("heuristic", "greedy", "random")),
    ("dictated-strategy", {"scoring": "cards"}, ("heuristic", "random")),
    ("dictated-strategy", {"scoring": "face"}, ("heuristic", "random")),
]


@dataclass
class Row:
    game: str
    options: dict[str, Any]
    bot: str
    games: int
    mean: float
    stderr: float
    win_rate: float
    ms_per_game: float


def _chunk(task: tuple[str, dict[str, Any], str, int, int, int]) -> list[tuple[int, bool]]:
    game_name, options, bot, seed, start, stop = task
    game = load_game(game_name, players=1, **options)
    results = []
    for index in range(start, stop):
        state = play_match(game, [bot], match_seed(seed, index))
        out = state.outcome()
        results.append((int(out["seats"][0]["points"]), bool(out["winners"])))
    return results


def measure(
    game: str, options: dict[str, Any], bot: str, games: int, seed: int, workers: int
) -> Row:
    size = max(1, math.ceil(games / (workers * 4)))
    tasks = [
        (game, options, bot, seed, start, min(games, start + size))
        for start in range(0, games, size)
    ]
    started = time.perf_counter()
    if workers == 1:
        chunks = [_chunk(task) for task in tasks]
    else:
        with multiprocessing.get_context("fork").Pool(workers) as pool:
            chunks = pool.map(_chunk, tasks)
    elapsed = time.perf_counter() - started
    scores = [s for chunk in chunks for s, _ in chunk]
    wins = [w for chunk in chunks for _, w in chunk]
    spread = statistics.stdev(scores) if len(scores) > 1 else 0.0
    return Row(
        game,
        options,
        bot,
        games,
        statistics.fmean(scores),
        spread / math.sqrt(len(scores)),
        sum(wins) / len(wins),
        1000 * elapsed * workers / games,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000, help="games per bot and setting")
    parser.add_argument("--seed", type=int, default=2015)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--only", default="", help="one game's name")
    parser.add_argument("--bots", default="", help="comma-separated bot names to keep")
    args = parser.parse_args()
    keep = set(filter(None, args.bots.split(",")))
    print(f"{args.games} seeded games per row (seed {args.seed}), {args.workers} worker(s)\n")
    print("| game | options | bot | games | mean score | std. error | win rate | ms/game |")
    print("|---|---|---|---:|---:|---:|---:|---:|")
    ratios = []
    for game, options, bots in CONFIGURATIONS:
        if args.only and game != args.only:
            continue
        means = {}
        opts = ", ".join(f"{k}={v}" for k, v in options.items())
        for bot in bots:
            if keep and bot not in keep:
                continue
            row = measure(game, options, bot, args.games, args.seed, args.workers)
            means[bot] = row.mean
            print(
                f"| {row.game} | {opts} | {row.bot} | {row.games} | {row.mean:.2f} |"
                f" {row.stderr:.2f} | {row.win_rate:.1%} | {row.ms_per_game:.1f} |",
                flush=True,
            )
        for peer in ("greedy", "random"):
            if "heuristic" in means and means.get(peer):
                ratios.append(
                    f"{game} ({opts}): heuristic / {peer} = {means['heuristic'] / means[peer]:.2f}"
                )
    if ratios:
        print("\nMean score ratios on the same deals:")
        print("\n".join(ratios))


if __name__ == "__main__":
    main()
