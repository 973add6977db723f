"""Chinese Poker and Open-Face speed, against the peer evaluators, in one run.

Measures:

* scoring every one of the 72,072 splits of a thirteen-card hand (row strengths and the foul
  check) through the batch evaluators, against the same five-card work done one hand at a time
  by phevaluator and treys (the middles and backs of all splits: 144,144 evaluations; each
  peer's time covers the five-card rows only, so the ratio flatters the peers);
* the exhaustive setter (``chinese-poker`` bot ``setter``): milliseconds per hand, mean, median
  and 95th percentile, against the 50 ms target;
* the Open-Face fantasyland setter and the Monte Carlo placer's decisions;
* with ``--strength``: units per hand of each bot against the others in seeded heads-up matches.

Usage::

    python benchmarks/bench_chinese.py              # about half a minute
    python benchmarks/bench_chinese.py --quick      # a few seconds, for a smoke test
    python benchmarks/bench_chinese.py --strength   # adds the bot matches (several minutes)
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import time

import numpy as np

from widow.bots import play_match
from widow.cards import Card
from widow.families.rows.setter import Subsets, best_setting, field
from widow.families.rows.splits import BACK_IDS, FIVE_POSITIONS, MIDDLE_IDS
from widow.games import load_game
from widow.games.ofc.bots import OfcMonteCarloBot, fantasyland_setting


def cpu_model() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as info:
            for line in info:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def hands(count: int, seed: int) -> list[list[Card]]:
    rng = random.Random(seed)
    deck = [Card(c) for c in range(52)]
    return [rng.sample(deck, 13) for _ in range(count)]


def ours(hand: list[Card]) -> float:
    start = time.perf_counter()
    sub = Subsets.of(hand)
    sub.fouls()
    sub.splits(np.arange(72072))
    return time.perf_counter() - start


def peer(hand: list[Card], evaluate: object) -> float:
    """All 144,144 five-card rows of the splits, one call each (lower is better for both
    peers, so their results are comparable as they come)."""
    ordered = sorted(hand)
    fives = [[ordered[p] for p in row] for row in FIVE_POSITIONS.tolist()]
    start = time.perf_counter()
    for m, b in zip(MIDDLE_IDS.tolist(), BACK_IDS.tolist(), strict=True):
        evaluate(fives[m])  # type: ignore[operator]
        evaluate(fives[b])  # type: ignore[operator]
    return time.perf_counter() - start


def peers() -> dict[str, object]:
    found: dict[str, object] = {}
    try:
        from phevaluator import evaluate_cards

        found["phevaluator"] = lambda cards: evaluate_cards(*(str(c) for c in cards))
    except ImportError:
        pass
    try:
        from treys import Card as TreysCard
        from treys import Evaluator

        evaluator = Evaluator()
        codes = {c: TreysCard.new(str(Card(c))) for c in range(52)}
        found["treys"] = lambda cards: evaluator.evaluate([codes[c] for c in cards], [])
    except ImportError:
        pass
    return found


def units(game: str, names: list[str], hands_per_match: int, seeds: int) -> float:
    built = load_game(game, players=2, hands=hands_per_match)
    total = 0
    for seed in range(seeds):
        bots = names if seed % 2 == 0 else names[::-1]
        chips = [s["chips"] for s in play_match(built, bots, seed).outcome()["seats"]]
        total += chips[0] if seed % 2 == 0 else chips[1]
    return total / (hands_per_match * seeds)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--strength", action="store_true")
    args = parser.parse_args()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"machine: {cpu_model()}, {os.cpu_count()} cores, load {load:.2f}")
    start = time.perf_counter()
    field()
    print(f"field built once per process: {time.perf_counter() - start:.2f} s")

    sample = hands(2 if args.quick else 5, 1)
    ours(sample[0])
    our_time = statistics.median(ours(h) for h in sample)
    print("\n| scoring all 72,072 splits of a hand | ms | ratio to ours |")
    print("|---|---:|---:|")
    print(f"| widow batch evaluators (all three rows, fouls) | {our_time * 1e3:.2f} | 1.0 |")
    for name, evaluate in peers().items():
        took = statistics.median(peer(h, evaluate) for h in sample[:2])
        print(f"| {name}, one five-card row at a time | {took * 1e3:.0f} | {took / our_time:.0f} |")

    times = []
    for hand in hands(20 if args.quick else 200, 2):
        begin = time.perf_counter()
        best_setting(hand)
        times.append((time.perf_counter() - begin) * 1e3)
    times.sort()
    p95 = times[int(0.95 * (len(times) - 1))]
    print(
        f"\nexhaustive setter, {len(times)} hands: mean {statistics.mean(times):.1f} ms,"
        f" median {statistics.median(times):.1f} ms, 95th percentile {p95:.1f} ms"
        " (target: under 50 ms)"
    )

    fl_times = []
    for hand in hands(5 if args.quick else 50, 3):
        begin = time.perf_counter()
        fantasyland_setting(hand)
        fl_times.append((time.perf_counter() - begin) * 1e3)
    print(f"OFC fantasyland setter: median {statistics.median(fl_times):.1f} ms per hand")

    game = load_game("ofc", players=2, hands=1)
    bot = OfcMonteCarloBot()
    rng = random.Random(4)
    first, later = [], []
    for seed in range(2 if args.quick else 6):
        state = game.new_state(seed=seed)
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            view = state.view(seat)
            begin = time.perf_counter()
            action = bot.choose(view, state.legal_actions(), rng)
            took = (time.perf_counter() - begin) * 1e3
            (first if state.phase == "five" else later).append(took)
            state.apply(action)
    print(
        f"OFC Monte Carlo placer: first five cards median {statistics.median(first):.0f} ms,"
        f" one drawn card median {statistics.median(later):.0f} ms"
    )

    if args.strength:
        print("\n| heads-up, seats alternating | units per hand for the first |")
        print("|---|---:|")
        for game_name, names, per, seeds in (
            ("chinese-poker", ["setter", "heuristic"], 25, 16),
            ("chinese-poker", ["setter", "random"], 25, 8),
            ("chinese-poker", ["heuristic", "random"], 25, 8),
            ("ofc", ["montecarlo", "heuristic"], 4, 20),
            ("ofc", ["montecarlo", "random"], 4, 10),
            ("ofc", ["heuristic", "random"], 4, 20),
        ):
            value = units(game_name, names, per, seeds)
            print(f"| {game_name}: {names[0]} v {names[1]} ({per * seeds} hands) | {value:+.2f} |")


if __name__ == "__main__":
    main()
