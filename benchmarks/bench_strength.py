"""How much stronger each game's bots are than the next level down, in duplicate matches.

For every game (or those named with ``--games``) two pairings are played with
:func:`widow.duplicate.duplicate_edge`: ``search`` against ``heuristic`` and ``heuristic`` against
``random`` (a game without one of them shows a dash). Each seeded deal is played twice on the
same cards with the seats swapped, and a pair scores what the first bot made of a seat less what
the second made of it, averaged over the seats, in the game's own measure (money where the game
settles money, else points). The table gives the mean with its 95% interval, the verdict, the
pairs played and each bot's slowest decision in processor seconds; ``search`` thinks for
``--budget`` processor seconds a decision.

``--yardstick`` plays Poker Squares instead, British and American points: ``search`` against
``greedy-mc`` (the example player of the 2016 EAAI challenge), each given the same processor
time a square: ``search`` ``--budget`` a decision, ``greedy-mc`` 24 times that as its clock for
the square. It prints each bot's mean score and its processor time per square.

Usage::

    python benchmarks/bench_strength.py                              # every game, 6 pairs each
    python benchmarks/bench_strength.py --games poker-squares,whist --deals 40 --budget 1
    python benchmarks/bench_strength.py --yardstick --deals 40 --budget 0.1
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from widow.bots import SeatView, bot_names, get_bot
from widow.duplicate import Edge, deal_seed, duplicate_edge, interval
from widow.errors import InvalidOptionError
from widow.games import game_class, list_games, load_game

#: Games played alone by default: each seat's square or piles are its own, so one seat says all.
SOLITAIRE = frozenset({"poker-squares", "cribbage-squares", "dictated-strategy"})


def seats(name: str) -> int:
    """The seats each game is measured at: one for the solitaires, else the fewest it allows
    (at least two)."""
    return 1 if name in SOLITAIRE else max(2, game_class(name).min_players)


def search_name(game: str, budget: float) -> str | None:
    """The strongest bot's name with its budget (``None`` if the game has no ``search``)."""
    if "search" not in bot_names(game):
        return None
    named = f"search:budget={budget:g}"
    try:
        get_bot(named, game)
    except InvalidOptionError:
        return "search"  # a search bot that takes no budget setting plays at its own
    return named


@dataclass(frozen=True, slots=True)
class Row:
    game: str
    players: int
    bot_a: str
    bot_b: str
    edge: Edge | None
    seconds: float


def measure(job: tuple[str, int, str | None, str | None, int, int]) -> Row:
    """One pairing of one game."""
    game, players, a, b, deals, seed = job
    began = time.perf_counter()
    edge = None
    if a is not None and b is not None:
        edge = duplicate_edge(game, {"players": players}, a, b, deals, seed)
    return Row(game, players, a or "-", b or "-", edge, time.perf_counter() - began)


def table(rows: Sequence[Row]) -> str:
    """The rows as one Markdown table."""
    lines = [
        "| game | seats | pairing (A vs B) | A's edge per seat, 95% interval | verdict | pairs |"
        " slowest decision A / B (s) |",
        "|---|---|---|---|---|---|---|",
    ]
    for row in rows:
        pairing = f"`{row.bot_a}` vs `{row.bot_b}`"
        e = row.edge
        if e is None:
            lines.append(f"| {row.game} | {row.players} | {pairing} | - | no such bot | 0 | - |")
            continue
        verdict = (
            "A stronger" if e.low > 0 else "B stronger" if e.high < 0 else "no clear difference"
        )
        if not any(e.values):
            # Either the bots played alike (Faro's search keeps to the heuristic's fair bets)
            # or the measure did not move within a deal (La Viuda's money is paid only when
            # the match ends): worth telling apart from a close result.
            verdict = "every pair 0"
        lines.append(
            f"| {row.game} | {row.players} | {pairing} | {e.mean:+.2f} ± {e.half_width:.2f}"
            f" {e.measure} | {verdict} | {e.pairs} | {e.slowest_a:.2f} / {e.slowest_b:.2f} |"
        )
    return "\n".join(lines)


def strength(games: Sequence[str], deals: int, budget: float, workers: int, seed: int) -> None:
    jobs = []
    for game in games:
        players = seats(game)
        has = bot_names(game)
        heuristic = "heuristic" if "heuristic" in has else None
        jobs.append((game, players, search_name(game, budget), heuristic, deals, seed))
        jobs.append((game, players, heuristic, "random", deals, seed))
    if workers == 1:
        rows = []
        for job in jobs:
            rows.append(measure(job))
            # Each row as soon as it is measured, so that a long run cut short keeps its rows.
            print(table(rows[-1:]).splitlines()[-1], f"({rows[-1].seconds:.0f}s)", flush=True)
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            rows = list(pool.map(measure, jobs))
    print()
    print(table(rows))


def play_square(game: Any, bot_name: str, mseed: int) -> tuple[int, float]:
    """One solitaire square: its score and the bot's processor time."""
    bot = get_bot(bot_name, game)
    state = game.new_state(mseed)
    rng = random.Random(f"bots-{mseed}")
    spent = 0.0
    while not state.is_over:
        legal = state.legal_actions()
        began = time.process_time()
        action = bot.choose(SeatView(state, 0), legal, rng)
        spent += time.process_time() - began
        state.apply(action)
    return int(state.outcome()["seats"][0]["points"]), spent


def yardstick(deals: int, budget: float, seed: int) -> None:
    """``search`` against ``greedy-mc`` at Poker Squares, equal processor time a square."""
    print("| points | bot | squares | mean score | processor s per square |")
    print("|---|---|---|---|---|")
    edges = []
    for schedule in ("british", "american"):
        game = load_game("poker-squares", players=1, schedule=schedule)
        bots = (f"search:budget={budget:g}", f"greedy-mc:game={24 * budget:g}")
        scores: dict[str, list[int]] = {b: [] for b in bots}
        times: dict[str, list[float]] = {b: [] for b in bots}
        for index in range(deals):
            mseed = deal_seed(seed, index)
            for name in bots:
                points, spent = play_square(game, name, mseed)
                scores[name].append(points)
                times[name].append(spent)
        for name in bots:
            mean, half = interval([float(s) for s in scores[name]])
            print(
                f"| {schedule} | `{name}` | {deals} | {mean:.2f} ± {half:.2f} |"
                f" {statistics.mean(times[name]):.2f} |",
                flush=True,
            )
        diffs = [float(a - b) for a, b in zip(*scores.values(), strict=True)]
        edges.append((schedule, *interval(diffs)))
    for schedule, mean, half in edges:
        print(
            f"\n{schedule}: search's edge over greedy-mc on the same deals {mean:+.2f} ± {half:.2f}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="", help="comma-separated games (default: all)")
    parser.add_argument("--deals", type=int, default=6, help="duplicate pairs per pairing")
    parser.add_argument(
        "--budget", type=float, default=0.25, help="processor seconds per decision for search"
    )
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument(
        "--yardstick", action="store_true", help="Poker Squares: search against greedy-mc instead"
    )
    args = parser.parse_args()
    load = os.getloadavg()[0]
    print(
        f"python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cpus,"
        f" load average {load:.2f}; {args.deals} pairs, search budget {args.budget:g} s,"
        f" seed {args.seed}",
        flush=True,
    )
    began = time.perf_counter()
    if args.yardstick:
        yardstick(args.deals, args.budget, args.seed)
    else:
        games = [g for g in args.games.split(",") if g] or list_games()
        strength(games, args.deals, args.budget, args.workers, args.seed)
    print(f"\n{time.perf_counter() - began:.0f}s; load average at the end {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
