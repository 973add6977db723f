"""Trick-play speed: random play of our Whist against RLCard's bridge and OpenSpiel's C++ bridge
play phase, in one run, with the ratios.

* **widow whist**: whole matches (rubbers) with the ``random`` bot through
  ``widow.bots.play_match``; a step is one card played as ``play_match`` plays it (listing the
  legal cards, the bot's choice, which it gives as an index in the list so the card goes through
  ``apply_unchecked``, the events, dealing and scoring included).
* **widow whist, bare loop**: the same matches driven directly, as OpenSpiel's are:
  ``legal_actions`` then ``apply_unchecked`` of a uniformly random one of them (the fast path
  for actions taken from the state's own legal list), without the bot plumbing of
  ``play_match``.
* **RLCard bridge**: ``env.run`` with RLCard's random agents; a step is one ``env.step`` (bids
  and card plays alike).
* **OpenSpiel bridge, play phase**: ``bridge(use_double_dummy_result=false)``; the deal and the
  auction are played at random untimed, then only the card play is timed: a step is
  ``legal_actions`` plus ``apply_action`` with a uniformly random card.

Every engine is timed in processor time (``time.process_time``) of this process, so that other
work on a shared machine counts as little as it can, in short turns taken one engine after the
other. Usage::

    python benchmarks/bench_tricks.py             # about 25 seconds
    python benchmarks/bench_tricks.py --seconds 1 # a smoke test
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import time
from collections.abc import Callable
from typing import Any

from widow.bots import play_match
from widow.games import load_game


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
    try:
        return f"{os.getloadavg()[0]:.2f}"
    except OSError:
        return "unknown"


class Meter:
    """Steps and seconds of one engine, added up over the rounds of a run."""

    def __init__(self, one_game: Callable[[int], tuple[int, float]]) -> None:
        self.one_game = one_game
        self.steps = 0
        self.spent = 0.0
        self.games = 0

    def run(self, seconds: float) -> None:
        """Play games (seeds 0, 1, ... across rounds) for about ``seconds`` of timed work."""
        goal = self.spent + seconds
        while self.spent < goal:
            done, took = self.one_game(self.games)
            self.steps += done
            self.spent += took
            self.games += 1

    @property
    def rate(self) -> float:
        return self.steps / self.spent


#: Deals of OpenSpiel's bridge whose card play is timed in one stretch.
PLAYS_PER_TIMING = 20


def widow_matches() -> Meter:
    game = load_game("whist", players=4)
    bots = ["random"] * 4

    def one(seed: int) -> tuple[int, float]:
        start = time.process_time()
        state = play_match(game, bots, seed)
        return len(state.history), time.process_time() - start

    return Meter(one)


def widow_bare() -> Meter:
    game = load_game("whist", players=4)
    rng = random.Random(1)

    def one(seed: int) -> tuple[int, float]:
        start = time.process_time()
        state = game.new_state(seed)
        steps = 0
        while not state.is_over:
            legal = state.legal_actions()
            state.apply_unchecked(legal[rng.randrange(len(legal))])
            steps += 1
        return steps, time.process_time() - start

    return Meter(one)


def rlcard_bridge() -> Meter:
    import rlcard
    from rlcard.agents import RandomAgent

    env = rlcard.make("bridge", config={"seed": 1})
    env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)])
    counted = [0]
    step = env.step

    def counting_step(*args: object, **kwargs: object) -> object:
        counted[0] += 1
        return step(*args, **kwargs)

    env.step = counting_step  # type: ignore[method-assign]

    def one(_: int) -> tuple[int, float]:
        before = counted[0]
        start = time.process_time()
        env.run(is_training=False)
        return counted[0] - before, time.process_time() - start

    return Meter(one)


def openspiel_bridge_play() -> Meter:
    import pyspiel

    game = pyspiel.load_game("bridge(use_double_dummy_result=false)")
    rng = random.Random(1)

    def dealt() -> Any:
        """A deal with its auction played at random, stopped at the first card play."""
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
                continue
            legal = state.legal_actions()
            if legal[0] < 52:  # card actions are numbered 0..51: the play has begun
                break
            state.apply_action(legal[rng.randrange(len(legal))])
        return state

    def one(_: int) -> tuple[int, float]:
        # The play phases of several deals in one timed stretch: one deal's play takes a few
        # tens of microseconds, and reading the processor clock costs about a microsecond.
        states = [dealt() for _ in range(PLAYS_PER_TIMING)]
        steps = 0
        start = time.process_time()
        for state in states:
            while not state.is_terminal():
                legal = state.legal_actions()
                state.apply_action(legal[rng.randrange(len(legal))])
                steps += 1
        return steps, time.process_time() - start

    return Meter(one)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--seconds", type=float, default=5.0, help="timed seconds per engine, in rounds of 0.5"
    )
    args = parser.parse_args()
    print(f"machine: {cpu_model()}, {os.cpu_count()} CPUs, load {load()} before")
    meters = [widow_matches(), widow_bare(), rlcard_bridge(), openspiel_bridge_play()]
    # Short rounds taken in turn, so that a change in the machine's load hits every engine alike.
    rounds = max(1, round(args.seconds / 0.5))
    for _ in range(rounds):
        for meter in meters:
            meter.run(args.seconds / rounds)
    ours, bare, rl, spiel = (m.rate for m in meters)
    print()
    print("| engine | steps/s |")
    print("|---|---:|")
    print(f"| widow whist, random bots (play_match) | {ours:,.0f} |")
    print(f"| widow whist, bare loop | {bare:,.0f} |")
    print(f"| RLCard bridge, random agents | {rl:,.0f} |")
    print(f"| OpenSpiel bridge play phase (C++) | {spiel:,.0f} |")
    print()
    print(f"widow / RLCard bridge: {ours / rl:.2f}x (bare loop {bare / rl:.2f}x)")
    verdict = "meets" if spiel / ours <= 2 else "MISSES"
    print(
        f"OpenSpiel / widow: {spiel / ours:.2f}x (bare loop {spiel / bare:.2f}x);"
        f" play_match {verdict} the target of within 2x"
    )
    print(f"load {load()} after")


if __name__ == "__main__":
    main()
