"""Batch simulation: many seeded bot-against-bot matches, optionally over several processes.

Match ``i`` of a run with seed ``S`` is played with the seed :func:`match_seed` derives from ``S``
and ``i``, and the per-match results are summed in match order, so the summary is the same for any
number of worker processes. Bots are given as names; a list shorter than the player count is
repeated round the table (``["heuristic", "random"]`` at four seats gives heuristic, random,
heuristic, random).

>>> summary = simulate("whisky-poker", players=3, games=4, bots=["heuristic", "random"], seed=1)
>>> summary.bots, summary.games, round(sum(s.wins for s in summary.seats), 9)
(('heuristic', 'random', 'heuristic'), 4, 4.0)
"""

from __future__ import annotations

import hashlib
import importlib
import multiprocessing
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from fractions import Fraction
from multiprocessing.pool import AsyncResult
from typing import Any, TypedDict, Unpack

from widow.bots import bot_names, check_bot_names, get_bot, play_match
from widow.engine.options import check_option_names
from widow.errors import InvalidOptionError, quote
from widow.families.banking.edge import Meter
from widow.games import game_class, load_game

__all__ = [
    "BankerEdge",
    "BotStats",
    "MatchResult",
    "RunSettings",
    "SeatStats",
    "SimulationSummary",
    "assign_bots",
    "banker_meter",
    "match_seed",
    "play_matches",
    "simulate",
    "summarize",
]

#: Matches a worker plays between two progress reports; small enough to balance the load.
MAX_CHUNK = 200
#: Where the matches run: local processes, or tasks on a Ray cluster (the ``scale`` extra).
BACKENDS = ("process", "ray")
#: The most processes (or Ray tasks in flight) one run asks for: each holds a copy of the game
#: and its bots, so a mistyped count must not fork the machine to a halt.
MAX_WORKERS = 256


def banker_meter(game: str) -> Meter | None:
    """The banker's-edge meter a game names in its ``banker_edge`` hook (``"module:function"``),
    or ``None`` for a game without a bank.

    >>> banker_meter("faro").__name__, banker_meter("tonk")
    ('faro_match_edge', None)
    """
    target = game_class(game).banker_edge
    if target is None:
        return None
    module, name = target.split(":")
    meter: Meter = getattr(importlib.import_module(module), name)
    return meter


def match_seed(seed: int, index: int) -> int:
    """The seed of match ``index`` in a run seeded with ``seed`` (stable across processes).

    >>> match_seed(7, 0) == match_seed(7, 0) != match_seed(7, 1)
    True
    >>> 0 <= match_seed(7, 0) < 2**63
    True
    """
    digest = hashlib.blake2b(f"widow-match/{seed}/{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


def assign_bots(names: Sequence[str], players: int, game: str | None = None) -> tuple[str, ...]:
    """One bot name per seat: ``names`` repeated round the table.

    >>> assign_bots(["heuristic", "random"], 5)
    ('heuristic', 'random', 'heuristic', 'random', 'heuristic')
    >>> assign_bots(["random"] * 3, 2)
    Traceback (most recent call last):
    ...
    widow.errors.InvalidOptionError: 3 bots given for 2 seats; give at most one per seat
    """
    if not names:
        raise InvalidOptionError(f"no bots given; valid: {', '.join(bot_names(game))}")
    check_bot_names(list(names), game)
    if len(names) > players:
        raise InvalidOptionError(
            f"{len(names)} bots given for {players} seats; give at most one per seat"
        )
    return tuple(names[seat % len(names)] for seat in range(players))


@dataclass(frozen=True, slots=True)
class MatchResult:
    """What one match contributes to a summary.

    ``wins`` are the seats placed first (several when they share first place), ``money`` the net
    money and ``score`` the final score per seat (points in a game played for points, chips or
    lives otherwise), ``over`` False when ``max_actions`` stopped it.
    """

    index: int
    seed: int
    winners: tuple[int, ...]
    money: tuple[int, ...]
    score: tuple[int, ...]
    deals: int
    actions: int
    over: bool
    #: Games with a bank: chips the bank had at risk, won, and its exact expected gain.
    edge: tuple[int, int, Fraction] | None = None


@dataclass(frozen=True, slots=True)
class BankerEdge:
    """The bank's edge over a run: chips at risk on its turns or races, what it won, and its
    exact expected gain on the same bets; the edges are per chip at risk."""

    staked: int
    measured: int
    exact: float
    measured_edge: float
    exact_edge: float


@dataclass(frozen=True, slots=True)
class SeatStats:
    """One seat over the whole run.

    ``wins`` counts a shared first place as a fraction (two joint winners get a half each), so the
    seats' wins add up to the number of finished matches. ``mean_final_score`` averages the final
    chips (lives in a lives game, points in a points game).
    """

    seat: int
    bot: str
    wins: float
    win_rate: float
    money: int
    money_per_match: float
    mean_final_score: float


@dataclass(frozen=True, slots=True)
class BotStats:
    """One kind of bot over every seat it held; rates are per seat and match."""

    # A data declaration, like SeatStats: the same five figures under the same names, declared
    # again rather than inherited because a base class would put them first, and this order is
    # the order of the JSON summary.
    bot: str
    seats: tuple[int, ...]
    wins: float
    win_rate: float
    money: int
    money_per_match: float
    mean_final_score: float


@dataclass(frozen=True, slots=True)
class SimulationSummary:
    """The result of :func:`simulate`."""

    game: str
    players: int
    games: int
    seed: int
    bots: tuple[str, ...]
    options: dict[str, Any]
    seats: tuple[SeatStats, ...]
    by_bot: tuple[BotStats, ...]
    deals: int
    actions: int
    mean_deals: float
    mean_actions: float
    unfinished: int = 0
    banker_edge: BankerEdge | None = None
    workers: int = field(default=1, compare=False)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form (``workers`` left out: it does not change the figures)."""
        data = asdict(self)
        del data["workers"]
        return data


def _run_range(
    game_name: str,
    players: int,
    options: Mapping[str, Any],
    bots: tuple[str, ...],
    seed: int,
    start: int,
    stop: int,
    max_actions: int | None,
) -> list[MatchResult]:
    game = load_game(game_name, players=players, **dict(options))
    seat_bots = [get_bot(name, game) for name in bots]
    meter = banker_meter(game_name)
    results = []
    for index in range(start, stop):
        mseed = match_seed(seed, index)
        state = play_match(game, seat_bots, mseed, max_steps=max_actions)
        outcome = state.outcome()
        seats = outcome["seats"]
        sample = meter(state) if meter is not None and state.is_over else None
        results.append(
            MatchResult(
                index=index,
                seed=mseed,
                winners=tuple(outcome["winners"]),
                money=tuple(int(s["money"]) for s in seats),
                score=tuple(int(s.get("points", s["chips"])) for s in seats),
                deals=int(outcome["deals_played"]),
                actions=len(state.history),
                over=state.is_over,
                edge=None if sample is None else (sample.staked, sample.measured, sample.exact),
            )
        )
    return results


def _run_chunk(args: tuple[Any, ...]) -> list[MatchResult]:
    return _run_range(*args)


def _chunk_size(games: int, workers: int) -> int:
    return max(1, min(MAX_CHUNK, -(-games // (workers * 8))))


def _chunks(games: int, workers: int) -> Iterator[tuple[int, int]]:
    size = _chunk_size(games, workers)
    for start in range(0, games, size):
        yield start, min(games, start + size)


def _checked_run(
    game: str,
    players: int,
    games: int,
    bots: Sequence[str],
    workers: int,
    options: Mapping[str, Any] | None,
    backend: str = "process",
    address: str | None = None,
) -> tuple[dict[str, Any], tuple[str, ...]]:
    """Check everything about a run before any match is played; the options and the bots."""
    if backend not in BACKENDS:
        raise InvalidOptionError(f"unknown backend {quote(backend)}; valid: {', '.join(BACKENDS)}")
    if address is not None and backend != "ray":
        raise InvalidOptionError(f"an address is for the ray backend, not {quote(backend)}")
    opts = dict(options or {})
    # Checked before the options become keywords beside ``players``, which they must not clash
    # with; then the name, the player count and the values.
    check_option_names(game_class(game).options_class, game, opts)
    load_game(game, players=players, **opts)
    seat_bots = assign_bots(list(bots), players, game)
    for name, value in (("games", games), ("workers", workers)):
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise InvalidOptionError(
                f"{name} must be a whole number of at least 1, not {quote(value)}"
            )
    if workers > MAX_WORKERS:
        raise InvalidOptionError(f"workers must be at most {MAX_WORKERS}, not {quote(workers)}")
    return opts, seat_bots


def _result_chunks(
    game: str,
    players: int,
    games: int,
    seat_bots: tuple[str, ...],
    seed: int,
    workers: int,
    options: dict[str, Any],
    max_actions: int | None,
    backend: str = "process",
    address: str | None = None,
) -> Iterator[list[MatchResult]]:
    """The results chunk by chunk, in match order.

    Work is handed out as it is needed, at most a few chunks per process ahead of the one being
    read, so that memory stays the same however many matches are asked for.
    """
    tasks = (
        (game, players, options, seat_bots, seed, start, stop, max_actions)
        for start, stop in _chunks(games, workers)
    )
    if backend == "ray":
        from widow.adapters.ray_backend import ray_chunks

        yield from ray_chunks(_run_chunk, tasks, address=address)
        return
    if workers == 1 or games <= _chunk_size(games, workers):
        for task in tasks:
            yield _run_chunk(task)
        return
    # fork keeps start-up cheap where it is available; the workers print nothing and hold no lock.
    method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
    context = multiprocessing.get_context(method)
    ahead = 2 * workers
    with context.Pool(workers) as pool:
        pending: deque[AsyncResult[list[MatchResult]]] = deque()
        for task in tasks:
            pending.append(pool.apply_async(_run_chunk, (task,)))
            if len(pending) >= ahead:
                yield pending.popleft().get()
        while pending:
            yield pending.popleft().get()


class RunSettings(TypedDict, total=False):
    """The optional keywords of :func:`simulate` and :func:`play_matches`, described under
    :func:`simulate`; :func:`_start_run` fills in the default of any left out."""

    bots: Sequence[str]
    seed: int
    workers: int
    options: Mapping[str, Any] | None
    max_actions: int | None
    progress: Callable[[int], None] | None
    backend: str
    address: str | None


@dataclass(frozen=True, slots=True)
class _Run:
    """A run checked before any match is played: the seed, workers, bots per seat and options it
    plays with, and its results chunk by chunk in match order."""

    seed: int
    workers: int
    bots: tuple[str, ...]
    options: dict[str, Any]
    chunks: Iterator[list[MatchResult]]


def _start_run(game: str, players: int, games: int, run: RunSettings) -> _Run:
    """Check a run and set it going: the one place where the settings get their defaults."""
    unknown = sorted(run.keys() - RunSettings.__optional_keys__)
    if unknown:
        # What Python says of a keyword a function does not take, since these are keywords.
        raise TypeError(f"unexpected keyword argument {unknown[0]!r}")
    seed = run.get("seed", 0)
    workers = run.get("workers", 1)
    backend = run.get("backend", "process")
    address = run.get("address")
    bots = run.get("bots", ("heuristic",))
    opts, seat_bots = _checked_run(
        game, players, games, bots, workers, run.get("options"), backend, address
    )
    max_actions = run.get("max_actions")
    chunks = _result_chunks(
        game, players, games, seat_bots, seed, workers, opts, max_actions, backend, address
    )
    return _Run(seed, workers, seat_bots, opts, _reported(chunks, run.get("progress")))


def _reported(
    chunks: Iterator[list[MatchResult]], progress: Callable[[int], None] | None
) -> Iterator[list[MatchResult]]:
    """``chunks`` as they come, telling ``progress`` the size of each once the caller has used it
    (the caller asks for the next chunk only then)."""
    for chunk in chunks:
        yield chunk
        if progress is not None:
            progress(len(chunk))


def play_matches(
    game: str, *, players: int, games: int, **run: Unpack[RunSettings]
) -> list[MatchResult]:
    """Play ``games`` matches and return their results in match order.

    The keywords are those of :func:`simulate`. ``workers`` above 1 spreads chunks of matches over
    that many processes (``backend="ray"``: chunks sized for that many workers go to a Ray cluster
    at ``address``); ``progress`` is called with the number of matches just finished after each
    chunk. Options and bots are checked here, before any process starts, so mistakes surface as
    :class:`~widow.errors.WidowError`. Every result is kept; :func:`simulate` sums them as they
    come instead.
    """
    results: list[MatchResult] = []
    for chunk in _start_run(game, players, games, run).chunks:
        results.extend(chunk)
    return results


class _Tally:
    """Running sums of match results, added in match order."""

    def __init__(self, players: int) -> None:
        self.games = self.deals = self.actions = self.unfinished = 0
        # Fractions keep shared wins exact, so the seats' wins add up to the match count exactly.
        self.wins = [Fraction(0)] * players
        self.money = [0] * players
        self.score = [0] * players
        self.edge: tuple[int, int, Fraction] | None = None

    def add(self, result: MatchResult) -> None:
        self.games += 1
        self.deals += result.deals
        self.actions += result.actions
        if not result.over:
            self.unfinished += 1
            return
        if result.edge is not None:
            old = self.edge or (0, 0, Fraction(0))
            self.edge = (old[0] + result.edge[0], old[1] + result.edge[1], old[2] + result.edge[2])
        for seat in result.winners:
            self.wins[seat] += Fraction(1, len(result.winners))
        for seat in range(len(self.money)):
            self.money[seat] += result.money[seat]
            self.score[seat] += result.score[seat]

    def summary(
        self,
        *,
        game: str,
        players: int,
        seed: int,
        bots: Sequence[str],
        options: Mapping[str, Any],
        workers: int,
    ) -> SimulationSummary:
        wins, money, score, games = self.wins, self.money, self.score, self.games
        finished = games - self.unfinished
        seats = tuple(
            SeatStats(
                seat=seat,
                bot=bots[seat],
                wins=float(wins[seat]),
                win_rate=float(wins[seat] / finished) if finished else 0.0,
                money=money[seat],
                money_per_match=money[seat] / finished if finished else 0.0,
                mean_final_score=score[seat] / finished if finished else 0.0,
            )
            for seat in range(players)
        )
        by_bot = []
        for name in dict.fromkeys(bots):
            held = tuple(s for s in range(players) if bots[s] == name)
            bot_wins = float(sum(wins[s] for s in held))
            bot_money = sum(money[s] for s in held)
            chances = finished * len(held)
            by_bot.append(
                BotStats(
                    bot=name,
                    seats=held,
                    wins=bot_wins,
                    win_rate=bot_wins / chances if chances else 0.0,
                    money=bot_money,
                    money_per_match=bot_money / chances if chances else 0.0,
                    mean_final_score=sum(score[s] for s in held) / chances if chances else 0.0,
                )
            )
        return SimulationSummary(
            game=game,
            players=players,
            games=games,
            seed=seed,
            bots=tuple(bots),
            options=dict(options),
            seats=seats,
            by_bot=tuple(by_bot),
            deals=self.deals,
            actions=self.actions,
            mean_deals=self.deals / games if games else 0.0,
            mean_actions=self.actions / games if games else 0.0,
            unfinished=self.unfinished,
            banker_edge=self._banker_edge(),
            workers=workers,
        )

    def _banker_edge(self) -> BankerEdge | None:
        if self.edge is None:
            return None
        staked, measured, exact = self.edge
        return BankerEdge(
            staked=staked,
            measured=measured,
            exact=float(exact),
            measured_edge=measured / staked if staked else 0.0,
            exact_edge=float(exact / staked) if staked else 0.0,
        )


def summarize(
    results: Iterable[MatchResult],
    *,
    game: str,
    players: int,
    seed: int,
    bots: Sequence[str],
    options: Mapping[str, Any],
    workers: int = 1,
) -> SimulationSummary:
    """Add up per-match results (in the order given) into a :class:`SimulationSummary`."""
    tally = _Tally(players)
    for result in results:
        tally.add(result)
    return tally.summary(
        game=game, players=players, seed=seed, bots=bots, options=options, workers=workers
    )


def simulate(
    game: str, *, players: int, games: int, **run: Unpack[RunSettings]
) -> SimulationSummary:
    """Play ``games`` seeded matches of ``game`` between bots and summarise them.

    Args:
        game: the game's name (see :func:`widow.games.list_games`).
        players: seats at the table.
        games: matches to play.
        bots: bot names, repeated round the table when fewer than ``players`` (by default
            ``heuristic`` at every seat).
        seed: the run's seed (default 0); match ``i`` uses ``match_seed(seed, i)``.
        workers: processes to use (default 1; the figures do not depend on it).
        options: the game's options, as for :func:`widow.games.load_game` (default: none).
        max_actions: stop a match after this many actions (it counts as unfinished); no limit
            by default.
        progress: called with the number of matches finished, chunk by chunk.
        backend: ``"process"`` (local processes, the default) or ``"ray"``: each chunk of
            matches is a task on a Ray cluster (see :mod:`widow.adapters.ray_backend`); the
            figures are the same.
        address: the Ray cluster to use (``"auto"``, ``"ray://head:10001"``...); ``None``
            uses the cluster this process is connected to, else starts a local one for the run.

    Returns:
        The summary: wins, win rates and money per seat and per bot, deals and actions.
    """
    started = _start_run(game, players, games, run)
    tally = _Tally(players)
    for chunk in started.chunks:
        for result in chunk:
            tally.add(result)
    built = load_game(game, players=players, **started.options).option_values()
    return tally.summary(
        game=game,
        players=players,
        seed=started.seed,
        bots=started.bots,
        options=built,
        workers=started.workers,
    )
