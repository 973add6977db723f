"""Engine speed: our games against RLCard (pure Python) and OpenSpiel (C++), in one run.

Measures, single process unless said:

* engine steps (actions applied) per second with random bots: Whisky Poker and La Viuda;
* whole La Viuda matches per second with heuristic bots;
* ``widow.simulation`` with 1 and 2 worker processes (the same matches), and the speed-up;
* for context: RLCard limit hold'em and Leduc hold'em with its random agents (steps per second,
  counting ``env.step`` calls), and OpenSpiel's C++ euchre through pyspiel with uniform random
  actions (steps counting decisions and chance outcomes alike, as its own random simulation does).

Single-process figures are per second of this process's processor time (on a shared machine
other work counts as little as it can); the worker runs, which use several processes, per second
of wall time.

It prints a Markdown table, the ratio of our random-bot steps per second to RLCard's limit
hold'em (the target is at least 2x) and OpenSpiel's euchre steps per second to ours. Usage::

    python benchmarks/bench_engine.py            # about a minute
    python benchmarks/bench_engine.py --quick    # a few seconds, for a smoke test
    python benchmarks/bench_engine.py --profile  # also the hot spots of La Viuda with random bots
"""

from __future__ import annotations

import argparse
import cProfile
import os
import platform
import pstats
import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from widow.bots import play_match
from widow.games import load_game
from widow.simulation import simulate


@dataclass
class Figure:
    name: str
    games_per_s: float
    steps_per_s: float | None
    note: str = ""


def cpu_model() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as info:
            for line in info:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def load() -> str:
    """The one-minute load average: other work on the machine skews the figures, worker scaling
    most of all."""
    try:
        return f"{os.getloadavg()[0]:.2f}"
    except OSError:
        return "unknown"


def timed(seconds: float, one_game: Callable[[int], int]) -> tuple[float, float]:
    """Play games with seeds 0, 1, ... for about ``seconds`` of this process's processor time
    (on a shared machine, wall time would count the moments other work holds the core); games
    and steps per processor second."""
    games = steps = 0
    start = time.process_time()
    while True:
        steps += one_game(games)
        games += 1
        elapsed = time.process_time() - start
        if elapsed >= seconds:
            return games / elapsed, steps / elapsed


def ours(game_name: str, bot: str, players: int, seconds: float, **options: object) -> Figure:
    game = load_game(game_name, players=players, **options)
    bots = [bot] * players
    play_match(game, bots, 10**6)  # warm caches (the heuristic bot's sample tables)

    def one(seed: int) -> int:
        return len(play_match(game, bots, seed).history)

    games, steps = timed(seconds, one)
    return Figure(f"widow {game_name}, {players} {bot} bots", games, steps)


def scaling(games: int, players: int) -> list[Figure]:
    figures = []
    for workers in (1, 2):
        start = time.perf_counter()
        summary = simulate(
            "la-viuda", players=players, games=games, bots=["heuristic"], seed=1, workers=workers
        )
        elapsed = time.perf_counter() - start
        figures.append(
            Figure(
                f"widow simulate la-viuda, {players} heuristic bots, --workers {workers}",
                games / elapsed,
                summary.actions / elapsed,
                f"{games} matches in {elapsed:.2f} s",
            )
        )
    return figures


def rlcard_env(name: str, seconds: float) -> Figure | None:
    try:
        import rlcard
        from rlcard.agents import RandomAgent
    except ImportError:
        return None
    env = rlcard.make(name, config={"seed": 0})
    env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)])
    steps = [0]
    original = env.step

    def counting_step(*args: object, **kwargs: object) -> object:
        steps[0] += 1
        return original(*args, **kwargs)

    env.step = counting_step

    def one(_: int) -> int:
        before = steps[0]
        env.run(is_training=False)
        return steps[0] - before

    games, per_s = timed(seconds, one)
    return Figure(f"RLCard {name}, random agents", games, per_s)


def openspiel_game(name: str, seconds: float) -> Figure | None:
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game(name)
    rng = random.Random(0)

    def one(_: int) -> int:
        state = game.new_initial_state()
        steps = 0
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[rng.randrange(len(legal))])
            steps += 1
        return steps

    games, steps = timed(seconds, one)
    return Figure(f"OpenSpiel {name} (C++), uniform random", games, steps, "chance steps included")


def profile(seconds: float) -> None:
    game = load_game("la-viuda", players=4)
    profiler = cProfile.Profile()
    deadline = time.perf_counter() + seconds
    seed = 0
    profiler.enable()
    while time.perf_counter() < deadline:
        play_match(game, ["random"] * 4, seed)
        seed += 1
    profiler.disable()
    print(f"\nHot spots, La Viuda with 4 random bots ({seed} matches):")
    pstats.Stats(profiler).sort_stats("tottime").print_stats(15)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=4.0, help="time per measurement")
    parser.add_argument("--quick", action="store_true", help="short measurements (smoke test)")
    parser.add_argument("--players", type=int, default=4, help="seats in our games")
    parser.add_argument("--scaling-games", type=int, default=400, help="matches per worker run")
    parser.add_argument("--no-peers", action="store_true", help="skip RLCard and OpenSpiel")
    parser.add_argument("--profile", action="store_true", help="print cProfile hot spots")
    args = parser.parse_args()
    seconds = 0.5 if args.quick else args.seconds
    scaling_games = 40 if args.quick else args.scaling_games
    n = args.players

    print(
        f"machine: {cpu_model()}, {os.cpu_count()} cores; Python {platform.python_version()}"
        f" ({platform.python_implementation()}); load average before: {load()}"
    )
    figures = [
        ours("whisky-poker", "random", n, seconds),
        ours("la-viuda", "random", n, seconds),
        ours("la-viuda", "heuristic", n, seconds),
        *scaling(scaling_games, n),
    ]
    peers: dict[str, Figure] = {}
    if not args.no_peers:
        for name in ("limit-holdem", "leduc-holdem"):
            figure = rlcard_env(name, seconds)
            if figure is not None:
                peers[name] = figure
        figure = openspiel_game("euchre", seconds)
        if figure is not None:
            peers["euchre"] = figure
    figures.extend(peers.values())

    print("\n| engine | games/s | steps/s | note |")
    print("|---|---:|---:|---|")
    for f in figures:
        steps = f"{f.steps_per_s:,.0f}" if f.steps_per_s is not None else "-"
        print(f"| {f.name} | {f.games_per_s:,.1f} | {steps} | {f.note} |")

    one, two = figures[3], figures[4]
    print(f"\n--workers 2 / --workers 1: {two.games_per_s / one.games_per_s:.2f}x")
    holdem = peers.get("limit-holdem")
    if holdem is not None and holdem.steps_per_s:
        for f in figures[:2]:
            assert f.steps_per_s is not None
            ratio = f.steps_per_s / holdem.steps_per_s
            verdict = "meets" if ratio >= 2 else "MISSES"
            print(
                f"{f.name} / RLCard limit hold'em steps/s: {ratio:.2f}x ({verdict} the 2x target)"
            )
    euchre = peers.get("euchre")
    if euchre is not None and euchre.steps_per_s:
        for f in figures[:2]:
            assert f.steps_per_s is not None
            ratio = euchre.steps_per_s / f.steps_per_s
            print(f"OpenSpiel euchre (C++) / {f.name} steps/s: {ratio:.2f}x")
    print(f"load average after: {load()}")
    if args.profile:
        profile(seconds * 2)


if __name__ == "__main__":
    main()
