"""Duplicate matches: how much stronger one bot is than another, with the luck of the cards
taken out.

Each seeded deal is played twice on the same cards: once with bot A in the even seats and bot B
in the odd ones (``A B A B ...``; with two seats ``A B``), once the other way round (``B A B A
...``), so every seat is played once by each bot. A game for one player is played once by A and
once by B. The pair scores, seat by seat, what A made of the seat less what B made of it on the
same cards, averaged over the seats: a mean above zero means A gets more out of the same cards.
Each seat's result is the adapters' reward measure (:mod:`widow.adapters.rewards`): money where
the game settles money, else points, or the measure asked for.

A deal runs from the seeded start of a match to the step that deals the next hand, or to the
end of the match (a game played in one deal, such as the squares games, is played whole);
``span="match"`` plays whole matches instead, as the ``win`` measure always does (a win is only
scored once a match ends). Both plays of a
pair give the bots the same random stream, so two bots that play alike score exactly zero.

The edge comes with its 95% interval (1.96 standard errors over the pairs) and the slowest
decision of each bot, in processor seconds (``time.process_time``), so that other work on the
machine does not count against a bot's budget.

>>> edge = duplicate_edge("poker-squares", {"players": 1}, "heuristic", "random", deals=3, seed=1)
>>> edge.pairs, edge.measure, edge.mean > 0
(3, 'points', True)
>>> duplicate_edge("whisky-poker", {"players": 3}, "random", "random", deals=2, seed=1).mean
0.0
"""

from __future__ import annotations

import hashlib
import math
import random
import time
from collections.abc import Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from widow.adapters import rewards
from widow.bots import SeatView, check_bot_names, get_bot
from widow.engine.core import DEAL_EVENT, Game
from widow.errors import InvalidOptionError, quote
from widow.games import load_game

__all__ = [
    "SPANS",
    "Edge",
    "PairScore",
    "deal_seed",
    "duplicate_edge",
    "interval",
    "play_pair",
    "seat_orders",
]

#: How far each play of a pair goes: to the end of the first deal, or of the whole match.
SPANS = ("deal", "match")
#: The most worker processes one measurement asks for (each holds the game and both bots).
MAX_WORKERS = 64


@dataclass(frozen=True, slots=True)
class PairScore:
    """One duplicate pair: A's result less B's, seat by seat, averaged over the seats; and the
    slowest decision and the number of decisions of each bot (processor seconds)."""

    value: float
    slowest_a: float
    slowest_b: float
    decisions_a: int
    decisions_b: int


@dataclass(frozen=True, slots=True)
class Edge:
    """Bot A's edge over bot B: the mean over the pairs of what A made of a seat less what B
    made of it on the same cards, the half-width of its 95% interval, the pairs played, the
    measure (``money``, ``points`` or ``win``) and each bot's slowest decision in processor
    seconds and its number of decisions."""

    bot_a: str
    bot_b: str
    mean: float
    half_width: float
    pairs: int
    measure: str
    slowest_a: float
    slowest_b: float
    decisions_a: int
    decisions_b: int
    values: tuple[float, ...]

    @property
    def low(self) -> float:
        """The low end of the 95% interval."""
        return self.mean - self.half_width

    @property
    def high(self) -> float:
        """The high end of the 95% interval."""
        return self.mean + self.half_width

    @property
    def verdict(self) -> str:
        """Which bot the interval says is stronger, in words.

        >>> Edge("a", "b", 1.0, 0.5, 10, "points", 0.0, 0.0, 0, 0, ()).verdict
        'a stronger'
        """
        if self.low > 0:
            return f"{self.bot_a} stronger"
        if self.high < 0:
            return f"{self.bot_b} stronger"
        return "no clear difference"


def deal_seed(seed: int, index: int) -> int:
    """The seed of pair ``index`` of a measurement seeded with ``seed`` (the same in any process).

    >>> deal_seed(7, 0) == deal_seed(7, 0) != deal_seed(7, 1)
    True
    """
    digest = hashlib.blake2b(f"widow-duplicate/{seed}/{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


def seat_orders(players: int) -> tuple[tuple[bool, ...], tuple[bool, ...]]:
    """Which seats bot A plays in the two plays of a pair (``True`` for A): the even seats,
    then the odd ones, so that each seat is played once by each bot.

    >>> seat_orders(3)
    ((True, False, True), (False, True, False))
    >>> seat_orders(1)
    ((True,), (False,))
    """
    first = tuple(seat % 2 == 0 for seat in range(players))
    return first, tuple(not a for a in first)


def _check(
    game: Game, bot_a: str, bot_b: str, deals: int, workers: int, reward: str, span: str
) -> None:
    check_bot_names([bot_a, bot_b], game)
    if isinstance(deals, bool) or not isinstance(deals, int) or deals < 1:
        raise InvalidOptionError(f"deals must be a whole number of at least 1, not {quote(deals)}")
    if isinstance(workers, bool) or not isinstance(workers, int) or not 1 <= workers <= MAX_WORKERS:
        raise InvalidOptionError(f"workers must be 1 to {MAX_WORKERS}, not {quote(workers)}")
    rewards.check_reward(reward)
    if span not in SPANS:
        raise InvalidOptionError(f"span must be one of {', '.join(SPANS)}, not {quote(span)}")


def play_pair(
    game_name: str,
    options: Mapping[str, Any],
    bot_a: str,
    bot_b: str,
    mseed: int,
    reward: str,
    span: str = "deal",
) -> PairScore:
    """Play one duplicate pair on the deal seeded ``mseed`` and score it for bot A."""
    game = load_game(game_name, **options)
    players = game.players
    total = 0.0
    slowest = [0.0, 0.0]  # A, B
    decisions = [0, 0]
    for order in seat_orders(players):
        bots = [get_bot(bot_a if is_a else bot_b, game) for is_a in order]
        state = game.new_state(mseed)
        start_chips = [float(seat["chips"]) for seat in state.outcome()["seats"]]
        rng = random.Random(f"bots-{mseed}")
        while not state.is_over:
            seat = state.to_act
            assert seat is not None  # only a finished match has no seat to act
            legal = state.legal_actions()
            began = time.process_time()
            action = bots[seat].choose(SeatView(state, seat), legal, rng)
            spent = time.process_time() - began
            side = 0 if order[seat] else 1
            slowest[side] = max(slowest[side], spent)
            decisions[side] += 1
            events = state.apply(action)
            if span == "deal" and any(event.type == DEAL_EVENT for event in events):
                break
        results = rewards.measure(reward, state, start_chips)
        total += sum(r if is_a else -r for r, is_a in zip(results, order, strict=True))
    return PairScore(total / players, slowest[0], slowest[1], decisions[0], decisions[1])


def _play_pair_job(args: tuple[str, dict[str, Any], str, str, int, str, str]) -> PairScore:
    return play_pair(*args)


def interval(values: Sequence[float]) -> tuple[float, float]:
    """The mean of ``values`` and the half-width of its 95% interval (1.96 standard errors).

    >>> interval([1.0, 3.0])
    (2.0, 1.96)
    """
    n = len(values)
    mean = sum(values) / n
    variance = sum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0.0
    return mean, 1.96 * math.sqrt(variance / n)


def duplicate_edge(
    game_name: str,
    options: Mapping[str, Any],
    bot_a: str,
    bot_b: str,
    deals: int,
    seed: int,
    workers: int = 1,
    measure: str | None = None,
    *,
    span: str = "deal",
) -> Edge:
    """Bot A's edge over bot B in ``deals`` duplicate pairs of ``game_name`` (see the module).

    ``options`` are the game's (``players`` included); the bots are named as the registry names
    them (``"search:budget=0.5"``); ``measure`` is ``money``, ``points`` or ``win`` (default: the
    game's default reward); ``workers`` processes share the pairs, which are scored in order, so
    the result does not depend on their number (for bots whose budget is not a clock).
    """
    opts = dict(options)
    game = load_game(game_name, **opts)
    reward = rewards.default_reward(game) if measure is None else measure
    _check(game, bot_a, bot_b, deals, workers, reward, span)
    if reward == "win":
        span = "match"  # a win is only scored once a match ends
    jobs = [
        (game_name, opts, bot_a, bot_b, deal_seed(seed, index), reward, span)
        for index in range(deals)
    ]
    if workers == 1:
        scores = [_play_pair_job(job) for job in jobs]
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            scores = list(pool.map(_play_pair_job, jobs, chunksize=1))
    values = tuple(score.value for score in scores)
    mean, half = interval(values)
    return Edge(
        bot_a=bot_a,
        bot_b=bot_b,
        mean=mean,
        half_width=half,
        pairs=deals,
        measure=reward,
        slowest_a=max(score.slowest_a for score in scores),
        slowest_b=max(score.slowest_b for score in scores),
        decisions_a=sum(score.decisions_a for score in scores),
        decisions_b=sum(score.decisions_b for score in scores),
        values=values,
    )
