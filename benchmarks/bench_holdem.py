"""Hold'em speed against RLCard, pokerkit and eval7, measured in the same run.

1. Random play of no-limit Hold'em, heads-up, one hand per episode: widow's actions per CPU
   second (state creation, the legal-action lists, every check of ``apply`` and the events
   included) against RLCard's no-limit Hold'em environment steps and pokerkit's no-limit Texas
   Hold'em state operations (the betting actions; its posting, dealing and pushing run as
   automations, timed but not counted, as widow's dealing and paying are). Each library is timed
   in turn, several rounds, so the ratios compare runs seconds apart.
2. Exact heads-up pre-flop equity over all 1,712,304 boards: widow's time, against pokerkit's
   ``calculate_equities`` and eval7's Monte Carlo equity, both asked for the same hands (neither
   enumerates pre-flop; their per-board rate is compared, and pokerkit runs a smaller sample).

Run: ``PYTHONPATH=src python benchmarks/bench_holdem.py [--seconds S] [--rounds R]``, or with
``--steps`` for widow's processor time per action alone (through ``play_match`` and through the
checked loop of part 1), the figures compared between versions of the code.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
import warnings
from collections.abc import Callable

from widow import load_game
from widow.analysis.equity import equity

HANDS = [("As", "Ah"), ("Kd", "Kc")]


def rate(run: Callable[[], int], seconds: float) -> float:
    """Operations per CPU second of ``run`` (which returns how many it did), over ``seconds``
    of this process's CPU time: on a machine shared with other jobs, wall time counts the
    moments another process holds the core, CPU time only the work done."""
    done = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        done += run()
    return done / (time.process_time() - start)


def widow_hand(rng: random.Random) -> Callable[[], int]:
    game = load_game("holdem", players=2, hands=1)

    def run() -> int:
        state = game.new_state(seed=rng.randrange(2**32))
        steps = 0
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            steps += 1
        return steps

    return run


def rlcard_hand(rng: random.Random) -> Callable[[], int] | None:
    try:
        import rlcard
    except ImportError:
        return None
    env = rlcard.make("no-limit-holdem", config={"seed": 0})

    def run() -> int:
        state, _ = env.reset()
        steps = 0
        while not env.is_over():
            legal = list(state["legal_actions"].keys())
            state, _ = env.step(legal[rng.randrange(len(legal))])
            steps += 1
        return steps

    return run


def pokerkit_hand(rng: random.Random) -> Callable[[], int] | None:
    try:
        import pokerkit as pk
    except ImportError:
        return None
    a = pk.Automation
    automations = (
        a.ANTE_POSTING,
        a.BET_COLLECTION,
        a.BLIND_OR_STRADDLE_POSTING,
        a.CARD_BURNING,
        a.HOLE_DEALING,
        a.BOARD_DEALING,
        a.HOLE_CARDS_SHOWING_OR_MUCKING,
        a.HAND_KILLING,
        a.CHIPS_PUSHING,
        a.CHIPS_PULLING,
    )

    def run() -> int:
        state = pk.NoLimitTexasHoldem.create_state(automations, True, 0, (1, 2), 2, (200, 200), 2)
        steps = 0
        while state.status:
            choices: list[Callable[[], object]] = []
            if state.can_fold():
                choices.append(state.fold)
            if state.can_check_or_call():
                choices.append(state.check_or_call)
            if state.can_complete_bet_or_raise_to():
                low = state.min_completion_betting_or_raising_to_amount
                high = state.max_completion_betting_or_raising_to_amount
                choices.append(lambda lo=low: state.complete_bet_or_raise_to(lo))
                choices.append(lambda hi=high: state.complete_bet_or_raise_to(hi))
            choices[rng.randrange(len(choices))]()
            steps += 1
        return steps

    return run


def bench_play(seconds: float, rounds: int) -> None:
    """Measure the three libraries in turn, ``rounds`` times, so that each ratio compares runs
    taken seconds apart (the machine's load changes over minutes); print every round's ratios,
    then their median and range."""
    print("Random play, no-limit Hold'em heads-up (actions per second):")
    runs: dict[str, Callable[[], int]] = {"widow": widow_hand(random.Random(1))}
    for name, make in (("RLCard", rlcard_hand), ("pokerkit", pokerkit_hand)):
        run = make(random.Random(1))
        if run is None:
            print(f"  {name:<9} not installed")
        else:
            runs[name] = run
    for run in runs.values():  # warm up: imports, caches, the evaluator's tables
        rate(run, 0.2)
    ratios: dict[str, list[float]] = {name: [] for name in runs if name != "widow"}
    for i in range(rounds):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            rates = {name: rate(run, seconds) for name, run in runs.items()}
        line = f"  round {i + 1}: widow {rates['widow']:9,.0f}"
        for name in ratios:
            ratios[name].append(rates["widow"] / rates[name])
            line += f"  {name} {rates[name]:9,.0f} ({ratios[name][-1]:.1f}x)"
        print(line)
    for name, values in ratios.items():
        print(
            f"  widow / {name}: median {statistics.median(values):.1f}x,"
            f" range {min(values):.1f}x to {max(values):.1f}x over {len(values)} rounds"
        )
    print(f"  load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


def bench_equity() -> None:
    print("Heads-up pre-flop equity, As Ah against Kd Kc:")
    equity("holdem", ["2c 2d", "3c 3d"])  # load the compiled evaluator and the board table
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        result = equity("holdem", [" ".join(h) for h in HANDS])
        best = min(best, time.perf_counter() - start)
    ours = result.boards / best
    print(
        f"  widow exact    {best:8.3f} s for {result.boards:,} boards"
        f"  ({ours:,.0f} boards/s)  equity {result.equity[0]:.5f}"
    )
    try:
        import eval7
    except ImportError:
        print("  eval7          not installed")
    else:
        hero = [eval7.Card(c) for c in HANDS[0]]
        villain = eval7.HandRange("".join(HANDS[1]))
        start = time.perf_counter()
        value = eval7.py_hand_vs_range_monte_carlo(hero, villain, [], result.boards)
        took = time.perf_counter() - start
        print(
            f"  eval7 MC       {took:8.3f} s for {result.boards:,} samples"
            f"  ({result.boards / took:,.0f} boards/s)  equity {value:.5f}"
            f"  widow is {took / best:.1f}x faster"
        )
    try:
        import pokerkit as pk
    except ImportError:
        print("  pokerkit       not installed")
        return
    samples = 2_000
    ranges = [pk.parse_range("".join(h)) for h in HANDS]
    start = time.perf_counter()
    values = pk.calculate_equities(
        ranges, (), 2, 5, pk.Deck.STANDARD, (pk.StandardHighHand,), sample_count=samples
    )
    took = time.perf_counter() - start
    per = samples / took
    print(
        f"  pokerkit MC    {took:8.3f} s for {samples:,} samples"
        f"  ({per:,.0f} boards/s)  equity {values[0]:.5f}"
        f"  widow's boards/s is {ours / per:.0f}x"
    )


def step_costs(windows: int = 3) -> tuple[float, float]:
    """Processor microseconds per action of widow alone, the best of ``windows`` windows:
    random bots through ``widow.bots.play_match`` (the default match, 2 seats, 100 seeded
    matches a window) and the loop of :func:`widow_hand` (one-hand states, the legal list and
    the checked ``apply``; 3,000 hands a window). The figures of docs/performance-holdem.md
    compare these between versions of the code, run one after the other."""
    from widow.bots import play_match

    game = load_game("holdem", players=2)

    def matches() -> float:
        steps = 0
        start = time.process_time()
        for seed in range(100):
            steps += len(play_match(game, ["random", "random"], seed).history)
        return (time.process_time() - start) / steps * 1e6

    def hands() -> float:
        run = widow_hand(random.Random(7))
        steps = 0
        start = time.process_time()
        for _ in range(3_000):
            steps += run()
        return (time.process_time() - start) / steps * 1e6

    matches(), hands()  # warm up: imports and the tables filled on first use
    return min(matches() for _ in range(windows)), min(hands() for _ in range(windows))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="time per play measurement")
    parser.add_argument("--rounds", type=int, default=5, help="rounds of play measurements")
    parser.add_argument(
        "--steps",
        action="store_true",
        help="only widow's processor time per action (play_match, and the checked loop)",
    )
    args = parser.parse_args()
    if args.steps:
        through_matches, through_apply = step_costs()
        print(f"play_match, random bots:    {through_matches:6.2f} us per action")
        print(f"new_state, legal, apply:    {through_apply:6.2f} us per action")
        print(f"  load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
        return
    bench_play(args.seconds, args.rounds)
    bench_equity()


if __name__ == "__main__":
    main()
