"""The shared protocol's costs: a seat's view with and without its table description, and
``resample`` against OpenSpiel's ``resample_from_infostate`` (C++, through pyspiel), in one run.

Both samplers are timed on mid-game states of card games with hidden hands: ours on La Viuda and
Whisky Poker a few moves into a deal, OpenSpiel's on Hearts and Euchre a few moves into play.
It prints a Markdown table and the ratio of our La Viuda resamples per second to OpenSpiel's
Hearts. Usage::

    python benchmarks/bench_protocol.py            # about twenty seconds
    python benchmarks/bench_protocol.py --quick    # a few seconds, for a smoke test
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from functools import partial
from typing import Any

from widow.games import load_game


def rate(seconds: float, work: Callable[[], object]) -> float:
    """Calls of ``work`` per second over about ``seconds``."""
    calls, start = 0, time.perf_counter()
    while True:
        for _ in range(50):
            work()
        calls += 50
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return calls / elapsed


def our_state(name: str, steps: int, **options: Any) -> Any:
    state = load_game(name, players=4, **options).new_state(seed=11)
    rng = random.Random(11)
    for _ in range(steps):
        state.apply(rng.choice(state.legal_actions()))
    return state


def openspiel_state(name: str, moves: int) -> Any | None:
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return None
    rng = random.Random(11)
    state = pyspiel.load_game(name).new_initial_state()
    played = 0
    while not state.is_terminal() and played < moves:
        if state.is_chance_node():
            outcomes = [o for o, _ in state.chance_outcomes()]
            state.apply_action(rng.choice(outcomes))
        else:
            state.apply_action(rng.choice(state.legal_actions()))
            played += 1
    return state


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="short runs, for a smoke test")
    seconds = 0.3 if parser.parse_args().quick else 2.0
    rows: list[tuple[str, float]] = []
    rng = random.Random(1)
    for name, steps, options in (
        ("la-viuda", 9, {}),
        ("whisky-poker", 9, {}),
    ):
        state = our_state(name, steps, **options)
        seat = state.to_act
        rows.append((f"widow {name}: view with table", rate(seconds, partial(state.view, seat))))
        without = partial(state.view, seat, table=False)
        rows.append((f"widow {name}: view without table", rate(seconds, without)))
        rows.append((f"widow {name}: resample", rate(seconds, partial(state.resample, seat, rng))))
    peers: dict[str, float] = {}
    for name, moves in (("hearts", 30), ("euchre", 8)):
        peer = openspiel_state(name, moves)
        if peer is None:
            continue
        import pyspiel

        player = peer.current_player()
        sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
        peers[name] = rate(seconds, partial(peer.resample_from_infostate, player, sampler))
        rows.append((f"OpenSpiel {name}: resample_from_infostate", peers[name]))
    print("| measure | per second |")
    print("|---|---:|")
    for label, value in rows:
        print(f"| {label} | {value:,.0f} |")
    ours = dict(rows)["widow la-viuda: resample"]
    if "hearts" in peers:
        print(f"\nresample, La Viuda against OpenSpiel Hearts: {ours / peers['hearts']:.2f}x")
    else:
        print("\nOpenSpiel is not installed (pip install open-spiel): no ratio")


if __name__ == "__main__":
    main()
