"""Speed of widow's evaluators next to the established ones, on the same random hands.

Run ``python benchmarks/bench_evaluators.py`` (a few minutes) or ``--quick`` (under a minute).
Rates on one thread are hands per second of processor time (``time.process_time``), which other
work on a shared machine disturbs far less than wall time; the thread-scaling lines are wall time,
the only clock that shows threads working at once, with the load average printed beside them.
Prints hands per second and ratios for 5-card and best-of-7 evaluation (against OMPEval's batch
call, through pokerfast, when it is installed), ``high`` on one and two threads, La Viuda with
wild cards,
every other ranking system (the lowball ones against pokerkit's low hands, all of them against
their own numpy evaluators), one-hand ``evaluate`` against treys, a numpy-only version of the
5-card kernel, the exact odds timings (with the full 7-card count checked against the published
table), the lookup tables' build time and size, the start-up times of ``import widow`` and
``widow rank``, and the peak memory of the process.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import platform
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from typing import Any

import numpy as np

from widow.analysis.odds import category_counts
from widow.cards import CARDS
from widow.ranking import _poker, get_system

SEVEN_CARD_TABLE = {
    "five-of-a-kind": 0,
    "royal-flush": 4_324,
    "straight-flush": 37_260,
    "four-of-a-kind": 224_848,
    "full-house": 3_473_184,
    "flush": 4_047_644,
    "straight": 6_180_020,
    "three-of-a-kind": 6_461_620,
    "two-pair": 31_433_400,
    "one-pair": 58_627_800,
    "high-card": 23_294_460,
}


def best_time(
    run: Callable[[], Any], repeat: int = 3, clock: Callable[[], float] = time.process_time
) -> float:
    """The fastest of ``repeat`` runs, in seconds of ``clock`` (processor time unless told: other
    processes only ever slow a run down)."""
    times = []
    for _ in range(repeat):
        start = clock()
        run()
        times.append(clock() - start)
    return min(times)


def load() -> str:
    return f"load average {os.getloadavg()[0]:.1f}"


def omp_batch() -> Callable[[np.ndarray], np.ndarray] | None:
    """OMPEval's C++ evaluator on a whole batch in one call (``pf_evaluate`` of pokerfast's
    C library), or None when pokerfast or its compiled library is missing. It numbers suits
    differently from widow, which changes no hand's rank, so widow's card ids go in as they are;
    it returns 16-bit ranks whose order is that of high poker."""
    try:
        import ctypes

        from pokerfast import equity
    except ImportError:
        return None
    try:
        lib = equity._load()
    except Exception:  # pokerfast says why in its own error type
        return None

    def evaluate(hands: np.ndarray) -> np.ndarray:
        cards = np.ascontiguousarray(hands, dtype=np.uint8)
        out = np.empty(len(cards), dtype=np.uint16)
        code = lib.pf_evaluate(
            ctypes.cast(cards.ctypes.data, ctypes.c_char_p),
            len(cards),
            cards.shape[1],
            out.ctypes.data_as(ctypes.POINTER(ctypes.c_uint16)),
        )
        if code != 0:
            raise RuntimeError(f"OMPEval refused the batch (code {code})")
        return out

    return evaluate


def same_order(ours: np.ndarray, theirs: np.ndarray, rng: np.random.Generator) -> bool:
    """Whether two evaluators order random pairs of the same hands alike, ties included."""
    i, j = rng.integers(0, len(ours), size=(2, 200_000))
    a, b = ours.astype(np.int64), theirs.astype(np.int64)
    return bool((np.sign(a[i] - a[j]) == np.sign(b[i] - b[j])).all())


def random_hands(rng: np.random.Generator, n: int, k: int, deck: int = 52) -> np.ndarray:
    out = np.empty((n, k), dtype=np.int8)
    step = 1 << 16
    for start in range(0, n, step):
        rows = min(step, n - start)
        out[start : start + rows] = np.argsort(rng.random((rows, deck)), axis=1)[:, :k]
    return out


def numpy_high5(hands: np.ndarray) -> np.ndarray:
    """The 5-card kernel written with numpy alone, for comparison with the compiled one."""
    t = _poker.tables()
    keys = _poker.card_keys(None, 0)
    out = np.empty(len(hands), dtype=np.int64)
    step = 1 << 15
    low = (1 << _poker.HASH_SHIFT) - 1
    for start in range(0, len(hands), step):
        block = hands[start : start + step]
        key = keys[block].sum(axis=1)
        rank_key = key & _poker.RANK_MASK
        slot = t.offsets[rank_key >> _poker.HASH_SHIFT] + (rank_key & low)
        value = t.nonflush[5, 0][slot].astype(np.int64)
        suits = (key >> _poker.SUIT_FIELD) & 0xFFFF
        flush = ((suits + 0x3333) & 0x8888) != 0
        if flush.any():
            rows = block[flush].astype(np.int64)
            mask = np.bitwise_or.reduce(1 << (rows >> 2), axis=1)
            value[flush] = np.maximum(value[flush], t.flush[0][mask])
        out[start : start + step] = value
    return out


def other_systems(rng: np.random.Generator, n: int, peer_n: int) -> None:
    """Every ranking system but high and La Viuda: compiled kernel, numpy evaluator, pokerkit."""
    from pokerkit import EightOrBetterLowHand, RegularLowHand, StandardLowHand

    peers = {
        ("ace-to-five", ()): RegularLowHand,
        ("deuce-to-seven", ()): StandardLowHand,
        ("ace-to-five", (("qualifier", "8"),)): EightOrBetterLowHand,
    }
    cases: list[tuple[str, dict[str, Any], int]] = [
        ("ace-to-five", {}, 5),
        ("ace-to-five", {}, 7),
        ("ace-to-five", {"qualifier": "8"}, 7),
        ("deuce-to-seven", {}, 5),
        ("deuce-to-seven", {}, 7),
        ("ace-to-six", {}, 5),
        ("ace-to-six", {}, 7),
        ("ace-to-five", {"jokers": 2}, 7),
        ("soko", {}, 5),
        ("paiute", {"wild_rank": "2"}, 6),
        ("brag", {}, 3),
        ("commerce", {}, 3),
        ("chinese-front", {}, 3),
    ]
    print(f"\nother ranking systems, {n:,} hands each (numpy and pokerkit on fewer):")
    by_shape: dict[tuple[int, int], np.ndarray] = {}
    for name, options, k in cases:
        deck = 52 + options.get("jokers", 0)
        hands = by_shape.get((k, deck))
        if hands is None:
            hands = by_shape[(k, deck)] = random_hands(rng, n, k, deck)
        system = get_system(name, **options)
        system.evaluate_batch(hands[:10])  # compile or load the kernel, build the tables
        label = name + "".join(f" {key}={value}" for key, value in options.items())
        ours = line(
            f"widow {label} ({k})",
            n,
            best_time(lambda s=system, h=hands: s.evaluate_batch(h, threads=1)),
        )
        count = max(n // 20, 1000)
        numpy_rate = line(
            "  same in numpy alone",
            count,
            best_time(lambda s=system, h=hands[:count]: s.numpy_batch(h), repeat=1),
        )
        print(f"    compiled / numpy: {ours / numpy_rate:,.1f}x")
        peer = peers.get((name, tuple(options.items())))
        if peer is not None:
            texts = ["".join(str(CARDS[c]) for c in row) for row in hands[: max(peer_n // 30, 300)]]

            def run_peer(texts: list[str] = texts, peer: Any = peer) -> None:
                for text in texts:
                    # pokerkit's eight-or-better raises ValueError for a hand with no low.
                    with contextlib.suppress(ValueError):
                        peer.from_game(text)

            rate = line(f"  pokerkit {peer.__name__}", len(texts), best_time(run_peer, repeat=1))
            print(f"    widow / pokerkit: {ours / rate:,.0f}x")


def odds_commands(quick: bool) -> None:
    """``widow odds`` end to end (start-up included) for each system at its largest hand."""
    print("\nwidow odds SYSTEM --cards N --json, end to end:")
    runs = [["brag"], ["soko"], ["paiute", "-o", "wild_rank=2", "--cards", "6"]]
    if not quick:
        runs += [
            [name, "--cards", "7", *extra]
            for name in ("ace-to-five", "deuce-to-seven", "ace-to-six")
            for extra in ([], ["--jokers", "2"])
        ]
    for args in runs:
        start = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "widow", "odds", *args, "--json"],
            check=True,
            stdout=subprocess.DEVNULL,
        )
        print(f"  {' '.join(args):<38} {time.perf_counter() - start:7.2f} s")


def start_up(repeat: int = 5) -> None:
    """Best of ``repeat`` fresh processes: wall and CPU seconds (CPU time is less disturbed by
    other work on the machine)."""
    print("\nstart-up, best of 5 fresh processes (wall / CPU seconds):")
    rank = ["-m", "widow", "rank", "high", "As Ks Qs Js Ts"]
    warm_cache = tempfile.mkdtemp()
    subprocess.run(
        [sys.executable, *rank],
        check=True,
        stdout=subprocess.DEVNULL,
        env=dict(os.environ, XDG_CACHE_HOME=warm_cache),
    )
    for label, args, fresh in (
        ("import widow", ["-c", "import widow"], False),
        ("first widow rank high (empty cache)", rank, True),
        ("later widow rank high", rank, False),
    ):
        best_wall = best_cpu = float("inf")
        for _ in range(repeat):
            cache = tempfile.mkdtemp() if fresh else warm_cache
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            subprocess.run(
                [sys.executable, *args],
                check=True,
                stdout=subprocess.DEVNULL,
                env=dict(os.environ, XDG_CACHE_HOME=cache),
            )
            wall = time.perf_counter() - start
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
            best_wall, best_cpu = min(best_wall, wall), min(best_cpu, cpu)
        print(f"  {label:<38} {best_wall:6.3f} s / {best_cpu:6.3f} s")


def threads_scaling(high: Any, viuda: Any, five: Any, seven: Any, wild5: Any) -> None:
    """Wall-clock rates on one thread and on every core, best of five runs each, taken in turns
    so that a change of load on the machine touches both alike."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    print(f"\nthreads (wall time, best of 5 runs each; {load()} before):")
    for label, system, hands in (
        ("high (5)", high, five),
        ("high (7)", high, seven),
        ("la-viuda (5, wild)", viuda, wild5),
    ):
        best = {1: float("inf"), cores: float("inf")}
        for _ in range(5):
            for threads in best:
                start = time.perf_counter()
                system.evaluate_batch(hands, threads=threads)
                best[threads] = min(best[threads], time.perf_counter() - start)
        one, every = (len(hands) / best[t] / 1e6 for t in best)
        print(
            f"  {label:<20} 1 thread {one:7.1f} M/s   {cores} threads {every:7.1f} M/s"
            f"   scaling {every / one:4.2f}x"
        )
    print(f"  ({load()} after)")


def line(label: str, hands: int, seconds: float, reference: float | None = None) -> float:
    rate = hands / seconds
    ratio = f"  {rate / reference:7.1f}x" if reference else ""
    print(f"  {label:<46} {rate / 1e6:10.4g} M hands/s{ratio}")
    return rate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="small hand counts, skip 7-card odds")
    parser.add_argument("--hands", type=int, default=4_000_000, help="hands for our evaluators")
    parser.add_argument("--peer-hands", type=int, default=300_000, help="hands for C peers")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    n, peer_n = args.hands, args.peer_hands
    if args.quick:
        n, peer_n = 500_000, 30_000
    rng = np.random.default_rng(args.seed)

    cpu = "unknown"
    try:
        with open("/proc/cpuinfo") as info:
            cpu = next(x.split(":", 1)[1].strip() for x in info if x.startswith("model name"))
    except (OSError, StopIteration):
        pass
    print(f"machine: {cpu}, {os.cpu_count()} cores; Python {platform.python_version()}")

    start = time.perf_counter()
    built = _poker.build_tables()
    build_s = time.perf_counter() - start
    size = (built.offsets.nbytes + built.nonflush.nbytes + built.flush.nbytes) / 2**20
    print(f"lookup tables: built in {build_s:.2f} s, {size:.1f} MiB in memory")

    high = get_system("high")
    viuda = get_system("la-viuda", wild_rank="2")
    five, seven = random_hands(rng, n, 5), random_hands(rng, n, 7)
    wild5 = random_hands(rng, n, 5, 54)
    for system, hands in ((high, five[:10]), (high, seven[:10]), (viuda, wild5[:10])):
        system.evaluate_batch(hands, threads=2)  # compile or load the kernels before timing

    # phevaluator's compiled functions, called directly with card ids (its ids are ours for the
    # 52 cards): the fastest way Python can reach its C evaluator.
    from phevaluator._pheval import evaluate_5cards, evaluate_6cards, evaluate_7cards

    phe_by_size = {5: evaluate_5cards, 6: evaluate_6cards, 7: evaluate_7cards}

    def phe(rows: list[list[int]]) -> None:
        evaluate = phe_by_size[len(rows[0])]
        for row in rows:
            evaluate(*row)

    import eval7

    e7_cards = [eval7.Card(str(c)) for c in CARDS[:52]]

    def e7(rows: list[list[int]]) -> None:
        for row in rows:
            eval7.evaluate([e7_cards[c] for c in row])

    import treys

    treys_cards = [treys.Card.new(str(c)) for c in CARDS[:52]]
    treys_eval = treys.Evaluator()

    def tr(rows: list[list[int]]) -> None:
        for row in rows:
            cards = [treys_cards[c] for c in row]
            treys_eval.evaluate(cards[:2], cards[2:])

    from pokerkit import StandardHighHand

    def pk(rows: list[list[int]]) -> None:
        for row in rows:
            StandardHighHand.from_game("".join(str(CARDS[c]) for c in row))

    omp = omp_batch()
    for k, hands in ((5, five), (7, seven)):
        print(f"\n{k} cards (best five of {k}), {len(hands):,} hands for widow, one thread:")
        ours = line(
            f"widow high evaluate_batch ({k})",
            len(hands),
            best_time(lambda h=hands: high.evaluate_batch(h, threads=1), repeat=5),
        )
        if omp is None:
            print("  OMPEval (C++, one batch call): not installed (pip install pokerfast)")
        else:
            agree = same_order(high.evaluate_batch(hands[:100_000]), omp(hands[:100_000]), rng)
            rate = line(
                "OMPEval via pokerfast (C++, one batch call)",
                len(hands),
                best_time(lambda h=hands: omp(h), repeat=5),
            )
            print(f"    widow / OMPEval: {ours / rate:,.2f}x; same order: {agree}")
        if k == 5:
            np_rate = line(
                "widow kernel in numpy only (5)", len(hands), best_time(lambda: numpy_high5(five))
            )
            print(f"    compiled / numpy: {ours / np_rate:.1f}x")
        rows = hands[:peer_n].tolist()
        for label, run, count in (
            ("phevaluator (C, called per hand)", phe, peer_n),
            ("eval7 (Cython, per hand)", e7, peer_n),
            ("treys (pure Python)", tr, peer_n // 4),
            ("pokerkit (pure Python)", pk, max(peer_n // 100, 100)),
        ):
            seconds = best_time(lambda run=run, n=count, rows=rows: run(rows[:n]), repeat=1)
            rate = line(label, count, seconds)
            print(f"    widow / {label.split()[0]}: {ours / rate:,.1f}x")

    threads_scaling(high, viuda, five, seven, wild5)

    print(f"\nLa Viuda, 5 of 54 cards, two jokers and twos wild, {len(wild5):,} hands, one thread:")
    line(
        "widow la-viuda evaluate_batch (full order)",
        len(wild5),
        best_time(lambda: viuda.evaluate_batch(wild5, threads=1)),
    )
    line(
        "widow high evaluate_batch, no wild cards",
        len(five),
        best_time(lambda: high.evaluate_batch(five, threads=1)),
    )

    print("\none hand at a time (already-parsed cards):")
    sample = five[:20_000].tolist()
    parsed = [tuple(CARDS[c] for c in row) for row in sample]
    # treys takes the hand and the board apart; split them before timing.
    tparsed = [
        ([treys_cards[c] for c in row[:2]], [treys_cards[c] for c in row[2:]]) for row in sample
    ]

    def ours_scalar() -> None:
        for hand in parsed:
            high.evaluate(hand)

    def treys_scalar() -> None:
        for hand, board in tparsed:
            treys_eval.evaluate(hand, board)

    us = best_time(ours_scalar) / len(parsed) * 1e6
    them = best_time(treys_scalar) / len(parsed) * 1e6
    print(
        f"  widow high.evaluate: {us:.2f} us/hand; treys Evaluator.evaluate: {them:.2f} us/hand;"
        f" widow speed = {them / us:.2f} of treys"
    )

    print("\nexact odds (every hand enumerated):")
    jobs: list[tuple[str, Any, int]] = [("high, 5 cards", high, 5)]
    jobs += [(f"la-viuda, pool {p}", get_system("la-viuda", pool=p), 5) for p in (1, 2, 13)]
    if not args.quick:
        jobs.append(("high, 7 cards", high, 7))
    for label, system, k in jobs:
        start = time.perf_counter()
        counts = category_counts(system, k, method="enumerate")
        seconds = time.perf_counter() - start
        check = ""
        if k == 7:
            check = (
                " (matches the published table)"
                if counts == SEVEN_CARD_TABLE
                else (" (DIFFERS from the published table)")
            )
        print(f"  {label:<22} {seconds:6.2f} s, {sum(counts.values()):,} hands{check}")

    other_systems(rng, n, peer_n)
    odds_commands(args.quick)
    start_up()

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"\npeak memory of this process: {peak:.0f} MiB")


if __name__ == "__main__":
    main()
