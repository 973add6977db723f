"""Strength and speed of the ``ismcts`` search bot.

Strength per deal, with duplicate deals: a seeded position at the start of a deal (after zero,
one or two lead-in deals that ``heuristic`` plays at every seat, so that chip counts, the pool
and La Viuda's offer vary) is played to the end of that deal twice, once with bot A at seats 0
and 2 and B at 1 and 3, once the other way round, on the same cards and with the same bot
random stream. A pair scores the chips A's two seats won in the deal minus those B's two seats
won, averaged over the two plays, so the luck of the cards cancels out and far fewer games give
a tight interval. Chips count as the game pays them: the pool's chips, lives (a life lost is -1)
and La Viuda's chips, less the chips' worth of money a seat pays for La Viuda. The mean edge per
deal and its 95% confidence interval (1.96 standard errors over the pairs) are printed; above 0
means A is stronger.

Strength per match: head-to-head matches at four seats, two seats per bot, alternating round
the table (``A B A B`` in even matches, ``B A B A`` in odd ones, so neither bot keeps the better
seats). A match scores for bot A the share of the match's winners that are A's seats (1, 0 or
a split for a shared win); the mean over the matches and its 95% confidence interval (normal
approximation, 1.96 standard errors) are printed, with 0.5 meaning equal strength. Whole
matches are many deals long, so they are played only when asked for (``--matches``). Three
pairings per game:
``ismcts`` against ``heuristic``, ``heuristic`` against ``random`` and ``ismcts`` against
``random``, in Whisky Poker with pool scoring, Whisky Poker with lives scoring and La Viuda.

Speed: the search iterations per second of one decision, and the slowest decision of ``ismcts``
at its default budget in the matches played. Both are measured in processor time of the process
(``time.process_time``), so that other work on a shared machine does not count.

Side by side with OpenSpiel (``--openspiel``, needs the ``research`` extra): OpenSpiel's own
``ISMCTSBot`` (random-rollout evaluator, ``uct_c=2``, inconsistent action sets allowed, as the
hidden hands change what others may swap or play) runs on the same game through
``widow.adapters.openspiel``, determinizing with ``resample_from_infostate``. Its iterations per
second are measured on the same first decisions as ours (after one untimed decision each, which
loads and compiles what a search needs), with its playouts (to the end of the match, where
OpenSpiel's returns are paid) and ours (to the end of the deal) each as designed. Then the two
play ``--deals`` duplicate deal pairs as above, ours at its defaults against OpenSpiel's at equal
time per move: its simulation count is set from the two speeds just measured so that its decision
takes the processor time of our default one, and the mean time per move each side took in the
deals is printed next to the edge.

Usage::

    python benchmarks/bench_ismcts.py                          # 400 duplicate deals a pairing
    python benchmarks/bench_ismcts.py --deals 8 --matches 2    # a smoke test
    python benchmarks/bench_ismcts.py --pairings 0 --workers 2 # ismcts-heuristic, 2 processes
    python benchmarks/bench_ismcts.py --openspiel --deals 0    # speed against OpenSpiel's only
    python benchmarks/bench_ismcts.py --openspiel --deals 150  # and 150 pairs against it
"""

from __future__ import annotations

import argparse
import math
import os
import platform
import random
import time
from collections.abc import Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from widow.bots import Bot, SeatView, get_bot
from widow.bots.ismcts import IsmctsBot, IsmctsSettings
from widow.engine.core import Game, State
from widow.games import load_game
from widow.simulation import match_seed

#: (label, game, options) of the settings the claims are about.
SETTINGS: tuple[tuple[str, str, dict[str, Any]], ...] = (
    ("Whisky Poker, pool scoring", "whisky-poker", {"scoring": "pool"}),
    ("Whisky Poker, lives scoring", "whisky-poker", {"scoring": "lives"}),
    ("La Viuda", "la-viuda", {}),
)
PAIRINGS = (("ismcts", "heuristic"), ("heuristic", "random"), ("ismcts", "random"))
PLAYERS = 4


@dataclass(frozen=True, slots=True)
class MatchScore:
    """One match: A's share of the winners and the slowest ismcts decision in seconds."""

    share: float
    slowest: float
    decisions: int


def play_one(args: tuple[str, dict[str, Any], str, str, int, int]) -> MatchScore:
    """Play match ``index`` of a pairing and score it for bot ``a``."""
    name, options, a, b, index, seed = args
    game = load_game(name, players=PLAYERS, **options)
    order = [a, b] * (PLAYERS // 2) if index % 2 == 0 else [b, a] * (PLAYERS // 2)
    bots: list[Bot] = [get_bot(n, game) for n in order]
    mseed = match_seed(seed, index)
    state = game.new_state(mseed)
    rng = random.Random(f"bots-{mseed}")
    slowest = 0.0
    decisions = 0
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        legal = state.legal_actions()
        start = time.process_time()
        action = bots[seat].choose(SeatView(state, seat), legal, rng)
        spent = time.process_time() - start
        if order[seat].startswith("ismcts") and len(legal) > 1:
            slowest = max(slowest, spent)
            decisions += 1
        state.apply(action)
    winners = state.outcome()["winners"]
    share = sum(order[w] == a for w in winners) / len(winners) if winners else 0.5
    return MatchScore(share, slowest, decisions)


#: How many lead-in deals (0, 1, ... LEAD_INS - 1) precede the measured deal, by pair index.
LEAD_INS = 3


@dataclass(frozen=True, slots=True)
class DealScore:
    """One duplicate pair: A's chips won in the deal less B's, averaged over the two plays; the
    slowest ismcts decision in seconds and the number of its decisions."""

    edge: float
    slowest: float
    decisions: int


def chips_worth(state: State) -> list[float]:
    """Each seat's chips, less the chips' worth of the money it has paid in (La Viuda's buy-in
    and its purchase; no money is paid in Whisky Poker's pool and lives scorings)."""
    ledger = state.ledger  # type: ignore[attr-defined]
    value = getattr(state.game.options, "chip_value", 1) or 1
    return [c - p / value for c, p in zip(ledger.chips, ledger.paid, strict=True)]


def start_of_deal(game: Game, mseed: int, lead_ins: int) -> State:
    """The position at the start of the measured deal: ``lead_ins`` deals played by
    ``heuristic`` at every seat from the seeded start of a match."""
    state = game.new_state(mseed)
    bots = [get_bot("heuristic", game) for _ in range(game.players)]
    rng = random.Random(f"lead-in-{mseed}")
    while state.outcome()["deals_played"] <= lead_ins and not state.is_over:
        seat = state.to_act
        assert seat is not None
        state.apply(bots[seat].choose(SeatView(state, seat), state.legal_actions(), rng))
    if state.is_over:  # a match too short for its lead-ins: measure its first deal instead
        return game.new_state(mseed)
    return state


def play_deal_pair(args: tuple[str, dict[str, Any], str, str, int, int]) -> DealScore:
    """Play duplicate pair ``index`` of a pairing and score it for bot ``a``."""
    name, options, a, b, index, seed = args
    game = load_game(name, players=PLAYERS, **options)
    mseed = match_seed(seed, index)
    start = start_of_deal(game, mseed, index % LEAD_INS)
    deal = start.outcome()["deals_played"]
    before = chips_worth(start)
    edges = []
    slowest = 0.0
    decisions = 0
    for order in ([a, b] * (PLAYERS // 2), [b, a] * (PLAYERS // 2)):
        bots: list[Bot] = [get_bot(n, game) for n in order]
        state = start.copy()
        rng = random.Random(f"bots-{mseed}")
        while not state.is_over and state.outcome()["deals_played"] == deal:
            seat = state.to_act
            assert seat is not None
            legal = state.legal_actions()
            began = time.process_time()
            action = bots[seat].choose(SeatView(state, seat), legal, rng)
            spent = time.process_time() - began
            if order[seat].startswith("ismcts") and len(legal) > 1:
                slowest = max(slowest, spent)
                decisions += 1
            state.apply(action)
        gains = [x - y for x, y in zip(chips_worth(state), before, strict=True)]
        edges.append(sum(g if order[s] == a else -g for s, g in enumerate(gains)))
    return DealScore(sum(edges) / len(edges), slowest, decisions)


def interval(values: Sequence[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95% confidence interval."""
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0.0
    return mean, 1.96 * math.sqrt(var / n)


def iterations_per_second(
    name: str, options: Mapping[str, Any], seconds: float, settings: IsmctsSettings | None = None
) -> float:
    """Search iterations per second of ismcts at its default settings, on the first decision of
    seeded matches."""
    game = load_game(name, players=PLAYERS, **options)
    warm_up = game.new_state(2**32)  # loads and compiles what the first search needs, untimed
    seat = warm_up.to_act
    assert seat is not None
    IsmctsBot(settings).choose(SeatView(warm_up, seat), warm_up.legal_actions(), random.Random(0))
    done = 0
    spent = 0.0
    seed = 0
    while spent < seconds:
        state = game.new_state(seed)
        seat = state.to_act
        assert seat is not None
        bot = IsmctsBot(settings)
        start = time.process_time()
        bot.choose(SeatView(state, seat), state.legal_actions(), random.Random(seed))
        spent += time.process_time() - start
        done += bot.last_iterations
        seed += 1
    return done / spent


def openspiel_bot(name: str, options: Mapping[str, Any], simulations: int, seed: int) -> Any:
    """OpenSpiel's ISMCTS on widow game ``name`` and the OpenSpiel game it plays."""
    import numpy as np
    import pyspiel
    from open_spiel.python.algorithms import ismcts, mcts

    from widow.adapters.openspiel import register

    text = ",".join(f"{k}={v}" for k, v in options.items())
    game = pyspiel.load_game(register(name), {"players": PLAYERS, "seed": seed, "options": text})
    evaluator = mcts.RandomRolloutEvaluator(
        n_rollouts=1, random_state=np.random.RandomState(seed))
    bot = ismcts.ISMCTSBot(
        game, evaluator, uct_c=2.0, max_simulations=simulations,
        random_state=np.random.RandomState(seed + 1), allow_inconsistent_action_sets=True)
    return game, bot


def openspiel_speed(name: str, options: Mapping[str, Any], seconds: float) -> float:
    """OpenSpiel ISMCTS simulations per second on the first decision of seeded matches."""
    simulations = 20
    game, bot = openspiel_bot(name, options, simulations, 2**31 - 1)
    bot.step(game.new_initial_state())  # the same untimed first decision as ours
    done = 0
    spent = 0.0
    seed = 0
    while spent < seconds:
        game, bot = openspiel_bot(name, options, simulations, seed)
        state = game.new_initial_state()
        start = time.process_time()
        bot.step(state)
        spent += time.process_time() - start
        done += simulations
        seed += 1
    return done / spent


@dataclass(frozen=True, slots=True)
class OpenSpielScore:
    """One duplicate pair against OpenSpiel's ISMCTS: our seats' chips won in the deal less
    theirs, averaged over the two plays, and the processor time and decisions of each side."""

    edge: float
    ours_time: float
    ours_decisions: int
    theirs_time: float
    theirs_decisions: int


def play_openspiel_pair(args: tuple[str, dict[str, Any], int, int, int]) -> OpenSpielScore:
    """Duplicate pair ``index``: ours (default settings) against OpenSpiel's ISMCTS with
    ``simulations`` simulations a move, each at seats 0 and 2 once, on the same deal."""
    name, options, simulations, index, seed = args
    mseed = match_seed(seed, index)
    game, _ = openspiel_bot(name, options, simulations, mseed % 2**31)
    start = start_of_deal(game.widow_game, mseed, index % LEAD_INS)
    deal = start.outcome()["deals_played"]
    before = chips_worth(start)
    edges = []
    spent = [0.0, 0.0]  # ours, theirs
    decisions = [0, 0]
    for ours_even in (True, False):
        _, theirs = openspiel_bot(name, options, simulations, mseed % 2**31)
        ours = IsmctsBot()
        rng = random.Random(f"bots-{mseed}")
        state = game.state_at(start)
        widow_state = state.widow_state
        while not widow_state.is_over and widow_state.outcome()["deals_played"] == deal:
            seat = widow_state.to_act
            assert seat is not None
            legal = widow_state.legal_actions()
            side = 0 if (seat % 2 == 0) == ours_even else 1
            began = time.process_time()
            if side == 0:
                action = widow_state.action_index(ours.choose(SeatView(widow_state, seat), legal,
                                                              rng))
            else:
                action = theirs.step(state)
            if len(legal) > 1:
                spent[side] += time.process_time() - began
                decisions[side] += 1
            state.apply_action(action)
        gains = [x - y for x, y in zip(chips_worth(widow_state), before, strict=True)]
        edges.append(sum(g if (s % 2 == 0) == ours_even else -g for s, g in enumerate(gains)))
    return OpenSpielScore(sum(edges) / len(edges), spent[0], decisions[0], spent[1], decisions[1])


#: Duplicate pairs played, unscored, to match the two sides' time per move.
PILOT_PAIRS = 4


def time_per_move(scores: Sequence[OpenSpielScore]) -> tuple[float, float]:
    """The mean processor time per decision of ours and of OpenSpiel's in the scores."""
    ours = sum(s.ours_time for s in scores) / max(1, sum(s.ours_decisions for s in scores))
    theirs = sum(s.theirs_time for s in scores) / max(1, sum(s.theirs_decisions for s in scores))
    return ours, theirs


def compare_openspiel(pool: ProcessPoolExecutor, pairs: int, seed: int, only: str) -> None:
    """Iterations per second against OpenSpiel's ISMCTS, then duplicate deals at equal time per
    move: OpenSpiel's simulation count is set from the two speeds measured just before, so that
    its decision takes the processor time of our default one, then corrected by pilot pairs."""
    for label, name, options in SETTINGS:
        if only not in label:
            continue
        ours = iterations_per_second(name, options, 2.0)
        fast = iterations_per_second(name, options, 2.0, IsmctsSettings(rollout="random"))
        theirs = openspiel_speed(name, options, 4.0)
        per_move = IsmctsSettings().iterations / ours  # type: ignore[operator]
        simulations = max(1, round(theirs * per_move))
        print(f"\n{label}: OpenSpiel ISMCTS {theirs:,.1f} iterations/s; ours {ours:,.0f}/s"
              f" with heuristic playouts (ratio {ours / theirs:,.1f}x), {fast:,.0f}/s with random"
              f" playouts (ratio {fast / theirs:,.1f}x); equal time per move {per_move:.3f}s ="
              f" {simulations} OpenSpiel simulations", flush=True)
        if not pairs:
            continue
        # Decisions later in a deal take each side a different time from the first one: a few
        # pilot pairs, not scored, measure both and rescale OpenSpiel's count to match.
        pilot = [(name, options, simulations, pairs + i, seed) for i in range(PILOT_PAIRS)]
        ours_move, theirs_move = time_per_move(list(pool.map(play_openspiel_pair, pilot)))
        simulations = max(1, round(simulations * ours_move / theirs_move))
        print(f"  pilot: {ours_move:.3f}s a move ours, {theirs_move:.3f}s OpenSpiel's;"
              f" {simulations} OpenSpiel simulations a move from here", flush=True)
        jobs = [(name, options, simulations, i, seed) for i in range(pairs)]
        start = time.perf_counter()
        scores = list(pool.map(play_openspiel_pair, jobs, chunksize=1))
        mean, half = interval([s.edge for s in scores])
        verdict = "ours stronger" if mean - half > 0 else (
            "OpenSpiel's stronger" if mean + half < 0 else "no clear difference")
        ours_move, theirs_move = time_per_move(scores)
        print(f"  per deal: ours' edge over OpenSpiel ISMCTS {mean:+.3f} +- {half:.3f} chips per"
              f" deal over {pairs} duplicate pairs ({verdict}); mean time per move ours"
              f" {ours_move:.3f}s, OpenSpiel's {theirs_move:.3f}s;"
              f" {time.perf_counter() - start:.0f}s", flush=True)


def report(
    pool: ProcessPoolExecutor, name: str, options: dict[str, Any], a: str, b: str,
    count: int, seed: int, per_deal: bool,
) -> None:
    """Play ``count`` duplicate deal pairs (``per_deal``) or whole matches of one pairing and
    print A's edge in chips per deal or A's share of the wins, with its interval."""
    jobs = [(name, options, a, b, i, seed) for i in range(count)]
    start = time.perf_counter()
    if per_deal:
        scores: list[MatchScore | DealScore] = list(
            pool.map(play_deal_pair, jobs, chunksize=4))
        values, even, what = [s.edge for s in scores], 0.0, "edge"
    else:
        scores = list(pool.map(play_one, jobs, chunksize=1))
        values, even, what = [s.share for s in scores], 0.5, "share of wins"
    mean, half = interval(values)
    verdict = "A stronger" if mean - half > even else (
        "B stronger" if mean + half < even else "no clear difference")
    shown = f"{mean:+.3f} +- {half:.3f} chips per deal" if per_deal else f"{mean:.3f} +- {half:.3f}"
    unit = "duplicate pairs" if per_deal else "matches"
    print(f"  per {'deal: ' if per_deal else 'match:'} A={a:9s} B={b:9s} A's {what} {shown}"
          f" over {count} {unit} ({verdict}){timing(scores)};"
          f" {time.perf_counter() - start:.0f}s", flush=True)


def timing(scores: Sequence[MatchScore | DealScore]) -> str:
    """The slowest ismcts decision among the scores, as text ('' without ismcts)."""
    decisions = sum(s.decisions for s in scores)
    if not decisions:
        return ""
    return f"; slowest ismcts decision {max(s.slowest for s in scores):.2f}s of {decisions}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=400, help="duplicate deal pairs per pairing")
    parser.add_argument("--matches", type=int, default=0, help="whole matches per pairing")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--only", default="", help="play only the settings whose label has this")
    parser.add_argument("--ismcts", default="ismcts", help="the search bot's name and settings")
    parser.add_argument("--pairings", default="0,1,2", help="which pairings (0: ismcts-heuristic,"
                        " 1: heuristic-random, 2: ismcts-random)")
    parser.add_argument("--openspiel", action="store_true",
                        help="compare with OpenSpiel's ISMCTS instead (--deals pairs of them)")
    args = parser.parse_args()
    print(f"python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cpus,"
          f" load average {os.getloadavg()[0]:.2f}; {args.deals} duplicate deal pairs and"
          f" {args.matches} matches per pairing, {PLAYERS} seats, seed {args.seed}")
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        if args.openspiel:
            compare_openspiel(pool, args.deals, args.seed, args.only)
            print(f"\nload average at the end {os.getloadavg()[0]:.2f}")
            return
        for label, name, options in SETTINGS:
            if args.only not in label:
                continue
            speed = iterations_per_second(name, options, 2.0)
            print(f"\n{label}: {speed:,.0f} ismcts iterations per second", flush=True)
            for pairing in args.pairings.split(","):
                a, b = (args.ismcts if n == "ismcts" else n for n in PAIRINGS[int(pairing)])
                if args.deals:
                    report(pool, name, options, a, b, args.deals, args.seed, per_deal=True)
                if args.matches:
                    report(pool, name, options, a, b, args.matches, args.seed, per_deal=False)
        print(f"\nload average at the end {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
