"""Live tables: the matches in memory, who is connected to them, bots and turn timers.

The manager is the only writer of a table. Each accepted action is applied to the engine state,
committed to the store and only then sent out, as a new version, to every connection in the view
its seat (or spectator) may see. After a restart :meth:`TableManager.recover` rebuilds the newest
unfinished tables by replaying their committed actions.

Memory holds the tables in use only: one that nobody uses (no connection, no bot or timer running)
leaves it once finished or abandoned for a while (:meth:`TableManager.sweep`), or at once when the
server is full (:meth:`TableManager.make_room`); :meth:`TableManager.load` rebuilds it from the
store when it is asked for again.
"""

from __future__ import annotations

import asyncio
import functools
import hashlib
import json
import logging
import random
import secrets
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from widow.bots import Bot, SeatView, check_bot_names, default_bot, get_bot
from widow.bots.coach import Analyst, advise, coach_bot
from widow.engine.core import State
from widow.errors import InvalidOptionError, WidowError
from widow.games import load_game
from widow.i18n import N_
from widow.server.limits import TokenBucket
from widow.server.memory import Settled
from widow.server.metrics import Metrics, now
from widow.server.outbox import Outbox
from widow.server.store import ActionRow, NewAction, SeatRow, Store, TableRow
from widow.server.views import TableViews
from widow.server.wire import MAX_CHAT, WireError

#: The interpreter's thread switch interval while the server runs, in seconds (see
#: :class:`TableManager`).
BOT_SWITCH_INTERVAL = 0.0005

__all__ = ["Connection", "LiveTable", "SeatSpec", "Settings", "TableManager", "hash_token"]

log = logging.getLogger("widow.server")


@dataclass(frozen=True, slots=True)
class Settings:
    """Server settings (``widow serve`` fills them from its flags)."""

    bot_delay: float = 0.6
    rate: float = 8.0
    burst: int = 20
    #: A connection refused this many messages in a row is closed.
    flood_limit: int = 60
    allowed_origins: tuple[str, ...] = ()
    max_tables: int = 10_000
    #: Time each stage of an action, event-loop stalls and GC pauses (:mod:`widow.server.metrics`).
    metrics: bool = False
    #: Requests per second (and at once) that one client address may POST.
    http_rate: float = 2.0
    http_burst: int = 30
    #: WebSocket connections open at once from one client address, and to one table.
    max_connections_per_address: int = 32
    max_connections_per_table: int = 100
    #: Messages waiting for one connection, and seconds one send may take, before the server
    #: drops that connection (a client that stops reading never holds up its table).
    send_queue: int = 64
    send_timeout: float = 10.0
    #: Seconds a table stays in memory with nobody connected once its match is over, and once
    #: nothing happened at it (abandoned); it stays in the store and comes back when asked for.
    finished_linger: float = 60.0
    idle_linger: float = 1800.0
    #: Seconds between two sweeps of the tables in memory.
    sweep_interval: float = 15.0
    #: Unfinished tables rebuilt at start (the newest); older ones come back on first use.
    recover_limit: int = 500


@dataclass(frozen=True, slots=True)
class SeatSpec:
    """A seat asked for when creating a table: ``"human"`` or ``"bot"`` (with the bot's name)."""

    kind: str
    bot: str | None = None


def hash_token(token: str) -> str:
    """The stored form of a seat token (the token itself is never stored or logged).

    >>> len(hash_token("secret")), hash_token("a") == hash_token("a")
    (64, True)
    """
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass(eq=False)
class Connection:
    """One WebSocket client: a seat, or a spectator (``seat`` None) once it has said hello.

    Messages go out through its :class:`~widow.server.outbox.Outbox`: sending never waits for
    the client, and a client that stops reading is dropped.
    """

    outbox: Outbox
    seat: int | None = None
    joined: bool = False
    bucket: TokenBucket = field(default_factory=lambda: TokenBucket(rate=8.0, burst=20))
    address: str = "?"

    def send(self, text: str, *, state: bool = False) -> bool:
        """Queue ``text`` for this client (see :meth:`Outbox.put`); False if it was dropped."""
        return self.outbox.put(text, state=state)


#: Processor seconds the coach thinks for one hint.
HINT_SECONDS = 0.5


class LiveTable:
    """A match in memory with its seats, connections and version."""

    def __init__(self, row: TableRow, seats: Sequence[SeatRow], state: State, version: int):
        self.id = row.id
        self.row = row
        self.seats = list(seats)
        self.state = state
        self.version = version
        self.lock = asyncio.Lock()
        self.connections: set[Connection] = set()
        game = state.game
        self.bots: dict[int, Bot] = {
            s.seat: get_bot(s.bot, game) for s in self.seats if s.kind == "bot" and s.bot
        }
        # Plays for a person whose turn timer ran out.
        self.timer_bot = get_bot(default_bot(game), game)
        self.rng = random.Random(f"{row.id}-{row.seed}-{version}")
        self.deadline: float | None = None
        self.driver: asyncio.Task[None] | None = None
        #: At a rematch's table, the people's seats of the match before (read when first needed).
        self.previous: frozenset[int] | None = None
        #: When something last happened here (a move, a connection coming or going).
        self.active = time.monotonic()
        #: The people's seats that agreed to the coach's hints (kept in memory only).
        self.hint_consent: set[int] = set()
        #: The coach's bot, built when a hint is first asked for.
        self.coach: Analyst | None = None

    @property
    def people(self) -> frozenset[int]:
        """The seats played by people."""
        return frozenset(s.seat for s in self.seats if s.kind == "human")

    @property
    def hints_open(self) -> bool:
        """Whether the coach may give hints: always against bots alone; with other people at
        the table only once every person has agreed, so that nobody gets help the others lack."""
        people = self.people
        return len(people) <= 1 or people <= self.hint_consent

    def touch(self) -> None:
        """Note activity: a table in use is not swept out of memory."""
        self.active = time.monotonic()

    def idle(self) -> bool:
        """Whether nothing holds the table in memory: no connection and no bot or timer running."""
        return not self.connections and (self.driver is None or self.driver.done())

    @property
    def over(self) -> bool:
        return self.state.is_over

    @property
    def full(self) -> bool:
        """Whether every seat is taken: play starts only then."""
        return all(s.kind == "bot" or s.token_hash is not None for s in self.seats)

    def players(self) -> list[dict[str, Any]]:
        """Each seat's public facts: who sits there and whether they are connected."""
        online = {c.seat for c in self.connections if c.joined}
        out = []
        for s in self.seats:
            name = f"{s.bot} bot" if s.kind == "bot" else s.nickname or "open seat"
            out.append(
                {
                    "seat": s.seat,
                    "kind": s.kind,
                    "bot": s.bot,
                    "name": name,
                    "taken": s.kind == "bot" or s.token_hash is not None,
                    "connected": s.kind == "bot" or s.seat in online,
                }
            )
        return out

    def seat_for_token(self, token: str) -> int | None:
        """The seat this token opens, or None."""
        digest = hash_token(token)
        for s in self.seats:
            if s.token_hash is not None and secrets.compare_digest(s.token_hash, digest):
                return s.seat
        return None

    def summary(self) -> dict[str, Any]:
        """The lobby's line for this table."""
        return {
            "id": self.id,
            "game": self.row.game,
            "title": self.state.game.title,
            "players": self.row.players,
            "options": self.row.option_values,
            "turn_timer": self.row.turn_timer,
            "seats": self.players(),
            "over": self.over,
            "version": self.version,
            "rematch": self.row.rematch,
        }

    def state_message(
        self,
        seat: int | None,
        cache: dict[int | None, str],
        views: TableViews,
        players: list[dict[str, Any]] | None = None,
    ) -> str:
        """The ``state`` message for a seat or a spectator (built once per version and viewer;
        ``players`` is :meth:`players`, when the caller has it already)."""
        text = cache.get(seat)
        if text is None:
            view = views.for_viewer(seat)
            remaining = None
            if self.deadline is not None:
                remaining = max(0.0, round(self.deadline - time.monotonic(), 1))
            message = {
                "type": "state",
                "version": self.version,
                "table": self.id,
                "seat": seat,
                "game": self.row.game,
                "view": view,
                "players": self.players() if players is None else players,
                "over": self.over,
                "started": self.full,
                "outcome": self.state.outcome() if self.over else None,
                "turn_timer": self.row.turn_timer,
                "timer_remaining": remaining,
                "rematch": self.row.rematch,
                "hints": {"open": self.hints_open, "agreed": sorted(self.hint_consent)},
            }
            text = cache[seat] = json.dumps(message)
        return text


class TableManager:
    """Creates, loads, drives and broadcasts the tables."""

    def __init__(self, store: Store, settings: Settings | None = None) -> None:
        self.store = store
        self.settings = settings or Settings()
        self.live: dict[str, LiveTable] = {}
        self.closing = False
        self.metrics = Metrics() if self.settings.metrics else None
        self.memory = Settled()
        #: Bots choose in this thread, one move at a time (see :meth:`_bot_move`).
        self.thinker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="widow-bots")
        # While a bot thinks, the event loop waits for the interpreter lock at every wake-up, up
        # to the switch interval each time (5 ms by default): a message handled in ten steps
        # could wait 50 ms. A shorter interval hands the lock back to the loop sooner.
        sys.setswitchinterval(BOT_SWITCH_INTERVAL)

    def record(
        self, stage: str, since: tuple[float, float], *, cpu: bool = True
    ) -> tuple[float, float]:
        """Record ``stage`` as lasting from ``since`` (a :func:`~widow.server.metrics.now`)
        until now, when metrics are on; now. ``cpu=False`` for a stage that awaits."""
        if self.metrics is None:
            return since
        return self.metrics.stages.since(stage, since, cpu=cpu)

    # --- tables -------------------------------------------------------------------------------

    def create(
        self,
        *,
        game: str,
        players: int,
        options: dict[str, Any],
        seats: Sequence[SeatSpec],
        turn_timer: int | None = None,
    ) -> LiveTable:
        """Check everything with the engine, store the table and bring it to life."""
        built = load_game(game, players=players, **options)
        if len(seats) != built.players:
            raise InvalidOptionError(
                N_("{which} with {count} players needs {count} seats, not {n}").format(
                    which=game, count=built.players, n=len(seats)
                )
            )
        for spec in seats:
            if spec.kind not in ("human", "bot"):
                raise InvalidOptionError(
                    N_("a seat is 'human' or 'bot', not {given}").format(given=repr(spec.kind))
                )
            if spec.kind == "bot":
                check_bot_names([spec.bot or ""], built)
        if not any(s.kind == "human" for s in seats):
            raise InvalidOptionError(N_("a table needs at least one seat for a person"))
        if turn_timer is not None and not 5 <= turn_timer <= 600:
            raise InvalidOptionError(
                N_("turn timer must be 5 to 600 seconds, not {given}").format(
                    given=repr(turn_timer)
                )
            )
        if not self.make_room():
            raise InvalidOptionError(
                N_("the server holds as many tables in play as it may ({n}); try later").format(
                    n=self.settings.max_tables
                )
            )
        # Below 2**53: browsers read JSON numbers as doubles, and a record must survive that.
        seed = secrets.randbelow(2**53)
        table_id = self.store.create_table(
            game=built.name,
            players=built.players,
            options=built.option_values(),
            seed=seed,
            seats=[(s.kind, s.bot if s.kind == "bot" else None) for s in seats],
            turn_timer=turn_timer,
        )
        table = self.load(table_id)
        if table is None:  # pragma: no cover - the row was just written
            raise WidowError(f"table {table_id} vanished from the store")
        log.info("table %s created: %s for %d", table_id, built.name, built.players)
        return table

    def load(self, table_id: str) -> LiveTable | None:
        """The live table, rebuilt from the store on first use; None for an unknown id."""
        table = self.live.get(table_id)
        if table is not None:
            return table
        found = self.store.table(table_id)
        if found is None:
            return None
        row = found.table
        actions = self.store.actions(table_id)
        # The first table of a game loads its rules and bots, kept for the server's life.
        kinds = sorted({s.bot for s in found.seats if s.bot})
        table = self.memory.first_use(
            ("table", row.game, *kinds), self._rebuild, row, found.seats, actions
        )
        self.make_room()
        self.live[table_id] = table
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            return table  # no loop to run bots or timers on (the caller schedules later)
        self.schedule(table)  # a table swept out of memory mid-match picks up where it was
        return table

    def make_room(self) -> bool:
        """Whether a table may come into memory: below ``max_tables``, after sweeping out the
        tables nobody uses (those left longest first) if need be."""
        limit = self.settings.max_tables
        if len(self.live) < limit:
            return True
        idle = sorted((t for t in self.live.values() if t.idle()), key=lambda t: t.active)
        for table in idle[: len(self.live) - limit + 1]:
            self.evict(table)
        return len(self.live) < limit

    def evict(self, table: LiveTable) -> None:
        """Forget a table that nobody uses (the store keeps it; :meth:`load` brings it back)."""
        if self.live.get(table.id) is table:
            del self.live[table.id]
            log.info("table %s left memory (%s)", table.id, "over" if table.over else "idle")

    def sweep(self, now: float | None = None) -> int:
        """Evict the finished tables nobody has watched for ``finished_linger`` seconds and the
        abandoned ones (nothing for ``idle_linger`` seconds); returns how many."""
        now = time.monotonic() if now is None else now
        settings = self.settings
        gone = [
            t
            for t in self.live.values()
            if t.idle()
            and now - t.active >= (settings.finished_linger if t.over else settings.idle_linger)
        ]
        for table in gone:
            self.evict(table)
        return len(gone)

    async def sweeper(self) -> None:
        """Sweep every ``sweep_interval`` seconds until the server stops."""
        while not self.closing:
            await asyncio.sleep(self.settings.sweep_interval)
            try:
                self.sweep()
            except Exception:  # the next sweep tries again
                log.exception("sweeping the tables in memory failed")

    @staticmethod
    def _rebuild(
        row: TableRow, seats: Sequence[SeatRow], actions: Sequence[ActionRow]
    ) -> LiveTable:
        game = load_game(row.game, players=row.players, **row.option_values)
        state = game.new_state(row.seed)
        for entry in actions:
            state.apply(entry.action, seat=entry.seat)
        return LiveTable(row, seats, state, len(actions))

    def recover(self) -> int:
        """Rebuild the newest unfinished tables (up to ``recover_limit``) from their records;
        returns how many. Older ones are rebuilt when first asked for (:meth:`load`)."""
        count = 0
        limit = min(self.settings.recover_limit, self.settings.max_tables)
        for found in self.store.tables(unfinished_only=True, limit=limit):
            table = self.load(found.table.id)
            if table is not None:
                count += 1
                self.schedule(table)
        return count

    def join(self, table: LiveTable, nickname: str, seat: int | None) -> tuple[int, str]:
        """Seat ``nickname`` at a free human seat; returns the seat and its new secret token.

        At a rematch's table the people's seats are kept for the people of the match before
        (:meth:`rematch` seats them); nobody else may take them.
        """
        name = " ".join(nickname.split())[:32]
        if not name:
            raise InvalidOptionError(N_("a nickname needs at least one visible character"))
        kept = self.kept_seats(table)
        if seat is not None and seat in kept:
            raise InvalidOptionError(
                N_("seat {n} of table {which} is kept for its player of the previous match").format(
                    n=seat, which=table.id
                )
            )
        free = [
            s.seat
            for s in table.seats
            if s.kind == "human" and s.token_hash is None and s.seat not in kept
        ]
        if seat is not None and seat not in free:
            raise InvalidOptionError(
                N_("seat {n} of table {which} is not free").format(n=seat, which=table.id)
            )
        for choice in [seat] if seat is not None else free:
            assert choice is not None  # the list holds seats only
            token = self._sit(table, choice, name)
            if token is not None:
                return choice, token
        raise InvalidOptionError(N_("table {which} has no free seat").format(which=table.id))

    def _sit(self, table: LiveTable, seat: int, name: str) -> str | None:
        """Give the free human ``seat`` to ``name``: its new token, or None if it was taken."""
        token = secrets.token_urlsafe(24)
        if not self.store.take_seat(table.id, seat, name, hash_token(token)):
            return None
        row = table.seats[seat]
        row.nickname, row.token_hash = name, hash_token(token)
        log.info("table %s: seat %d taken by %r", table.id, seat, name)
        return token

    def kept_seats(self, table: LiveTable) -> set[int]:
        """The seats of a rematch's table kept for the people who sat there the match before."""
        if table.previous is None:
            found = self.store.rematch_of(table.id)
            table.previous = frozenset(
                s.seat for s in (found.seats if found else []) if s.kind == "human"
            )
        return set(table.previous)

    def rematch(self, table: LiveTable, seat: int) -> tuple[LiveTable, str | None]:
        """The next match for the people of ``table``: a new table with the same game, options,
        bots (in the same seats) and timer, made on the first call; ``seat``'s person sits at
        the same seat there. Returns the table and that seat's new token, or None when the
        seat was already taken by an earlier call."""
        new = self.load(table.row.rematch) if table.row.rematch else None
        if new is None:
            if not table.over:
                raise InvalidOptionError(N_("a rematch can start only once the match is over"))
            new = self.create(
                game=table.row.game,
                players=table.row.players,
                options=table.row.option_values,
                seats=[SeatSpec(s.kind, s.bot) for s in table.seats],
                turn_timer=table.row.turn_timer,
            )
            self.store.set_rematch(table.id, new.id)
            table.row.rematch = new.id
        if new.seats[seat].token_hash is not None:
            return new, None
        name = table.seats[seat].nickname or f"seat {seat}"
        return new, self._sit(new, seat, name)

    # --- play ---------------------------------------------------------------------------------

    async def act(
        self,
        table: LiveTable,
        seat: int | None,
        text: str,
        version: int,
        received: tuple[float, float] | None = None,
    ) -> None:
        """Apply ``seat``'s action sent at ``version``; :class:`WidowError` if refused.

        ``received`` is when the message arrived (:func:`~widow.server.metrics.now`), for the
        metrics.
        """
        start = now()
        async with table.lock:
            self.record("lock", start, cpu=False)
            if seat is None:
                raise WireError("not-seated", N_("spectators cannot act"))
            if version != table.version:
                raise WireError(
                    "stale",
                    N_("the table is at version {n}, the action was for {given}").format(
                        n=table.version, given=version
                    ),
                )
            if table.over:
                raise WireError("over", N_("the match is over"))
            if seat in table.bots:
                raise WireError("not-your-seat", N_("seat {n} is played by a bot").format(n=seat))
            if not table.full:
                raise WireError("waiting", N_("play starts once every seat is taken"))
            self._commit(table, seat, text)
            countdown = table.driver
            if countdown is not None and not countdown.done():
                # Only a turn timer runs while a person is to act: the move beat it.
                countdown.cancel()
            table.driver = None
        await self.broadcast(table)
        if received is not None:
            self.record("action", received, cpu=False)
        self.schedule(table)

    async def allow_hints(self, table: LiveTable, seat: int | None) -> None:
        """Note that ``seat``'s player agrees to hints for everyone, and tell the table."""
        if seat is None or seat not in table.people:
            raise WireError("not-seated", N_("only the people at the table agree to hints"))
        table.hint_consent.add(seat)
        await self.broadcast(table)

    async def hint(self, table: LiveTable, conn: Connection) -> None:
        """Send ``conn`` the coach's estimate of each move open to its seat now.

        The coach searches a copy of the state in the bots' worker thread, from the seat's view
        only; the answer carries the version it is for, so a client drops one that a move made
        stale meanwhile.
        """
        seat = conn.seat
        async with table.lock:
            if seat is None:
                raise WireError("not-seated", N_("spectators get no hints"))
            if not table.hints_open:
                raise WireError(
                    "hints-closed", N_("hints open once every person at the table has agreed")
                )
            if table.over or table.state.to_act != seat:
                raise WireError("not-your-turn", N_("hints are for the seat to act, on its turn"))
            if table.coach is None:
                table.coach = coach_bot(table.state.game, f"budget={HINT_SECONDS:g}")
            state, version = table.state.copy(), table.version
        estimates = await asyncio.get_running_loop().run_in_executor(
            self.thinker, advise, state, seat, table.coach, random.Random(f"hint-{version}")
        )
        moves = [
            {
                "action": str(e.action),
                "value": e.value,
                "unit": e.unit,
                "samples": e.samples,
                "reason": e.reason,
                "text": e.describe(),
            }
            for e in estimates
        ]
        conn.send(json.dumps({"type": "hint", "version": version, "seat": seat, "moves": moves}))

    def _commit(self, table: LiveTable, seat: int, text: str) -> None:
        """Apply, commit to the store, then bump the version (the caller holds the lock).

        Nothing awaits between the move and its commit, so no view of the moved state can leave
        before the store holds the move. The commit is one small statement on a connection
        the store keeps (a few tenths of a millisecond on SQLite).
        """
        state = table.state
        start = now()
        state.apply(text, seat=seat)
        done = str(state.history[-1][1])
        start = self.record("apply", start)
        try:
            self.store.append_actions(
                [NewAction(table.id, table.version, seat, done, finished=state.is_over)]
            )
        except Exception:
            # Not committed, so it never happened: rebuild the table from the store.
            log.exception("table %s: an action could not be stored", table.id)
            self.live.pop(table.id, None)
            rebuilt = self.load(table.id)
            if rebuilt is not None:
                table.state, table.version = rebuilt.state, rebuilt.version
                self.live[table.id] = table
            raise WireError("store", N_("the action could not be saved; try again")) from None
        self.record("commit", start)
        table.version += 1
        table.deadline = None
        table.touch()

    def schedule(self, table: LiveTable) -> None:
        """Start the bots or the turn timer when the next decision is theirs."""
        if self.closing or table.over or not table.full:
            return
        if table.driver and not table.driver.done():
            return
        seat = table.state.to_act
        if seat in table.bots:
            table.driver = asyncio.create_task(self._drive(table))
        elif self._arm_timer(table):
            table.driver = asyncio.create_task(self._timer(table, table.version))

    def _arm_timer(self, table: LiveTable) -> bool:
        """Start the turn timer's countdown for the person to act, if the table has a timer
        and it is not running yet; whether a countdown runs. Broadcasts call this first, so
        that every state message of a person's turn carries the time left."""
        seat = table.state.to_act
        if not table.row.turn_timer or seat is None or seat in table.bots:
            return False
        if self.closing or table.over or not table.full:
            return False
        if table.deadline is None:
            table.deadline = time.monotonic() + table.row.turn_timer
        return True

    async def _drive(self, table: LiveTable) -> None:
        while not self.closing and not table.over and table.state.to_act in table.bots:
            if self.settings.bot_delay:
                await asyncio.sleep(self.settings.bot_delay)
            async with table.lock:
                seat = table.state.to_act
                if seat is None or seat not in table.bots:
                    break
                await self._bot_move(table, seat, table.bots[seat])
            await self.broadcast(table)
        table.driver = None
        self.schedule(table)

    async def _bot_move(self, table: LiveTable, seat: int, bot: Bot) -> None:
        """Let ``bot`` choose for ``seat``, then commit its move (the caller holds the lock).

        Bots think in a worker thread: a heuristic's rare long decision (a tenth of a second)
        must not stall every other table's messages. The lock keeps the state unchanged
        meanwhile; the event loop takes the interpreter back within its switch interval.
        """
        state = table.state
        start = now()
        # A bot's first move may build its tables (see widow.server.memory).
        key = ("bot", table.row.game, type(bot).__qualname__)
        choose = functools.partial(self._think, key, bot)
        action = await asyncio.get_running_loop().run_in_executor(
            self.thinker, choose, SeatView(state, seat), state.legal_actions(), table.rng
        )
        self.record("bot", start, cpu=False)
        self._commit(table, seat, str(action))

    def _think(
        self, key: tuple[str, ...], bot: Bot, view: SeatView, legal: Any, rng: random.Random
    ) -> Any:
        """``bot.choose`` in the worker thread (its CPU time is the ``bot-cpu`` stage)."""
        start = time.thread_time()
        action = self.memory.first_use(key, bot.choose, view, legal, rng)
        if self.metrics is not None:
            self.metrics.stages.add("bot-cpu", time.thread_time() - start)
        return action

    async def _timer(self, table: LiveTable, version: int) -> None:
        assert table.deadline is not None  # only scheduled with a countdown running
        await asyncio.sleep(max(0.0, table.deadline - time.monotonic()))
        async with table.lock:
            seat = table.state.to_act
            if table.version != version or seat is None or self.closing:
                return
            log.info("table %s: seat %d ran out of time; a bot plays for it", table.id, seat)
            await self._bot_move(table, seat, table.timer_bot)
        table.driver = None
        await self.broadcast(table)
        self.schedule(table)

    # --- messages -----------------------------------------------------------------------------

    async def broadcast(self, table: LiveTable) -> None:
        """Send every connection of the table its view of the current version."""
        cache: dict[int | None, str] = {}
        self._arm_timer(table)
        views = TableViews(table.state)
        targets = [c for c in table.connections if c.joined]
        start = now()
        for seat in {c.seat for c in targets}:
            views.for_viewer(seat)
        start = self.record("views", start)
        players = table.players()
        messages = [table.state_message(c.seat, cache, views, players) for c in targets]
        start = self.record("serialise", start)
        # Queued, never awaited: a connection that does not read cannot hold up the table.
        for conn, message in zip(targets, messages, strict=True):
            conn.send(message, state=True)
        self.record("send", start)

    async def send_state(self, table: LiveTable, conn: Connection) -> None:
        """Send one connection its current view (after joining or on a resync)."""
        self._arm_timer(table)
        conn.send(table.state_message(conn.seat, {}, TableViews(table.state)), state=True)

    async def chat(self, table: LiveTable, seat: int | None, text: str) -> None:
        """Store and send a chat line from a seated player."""
        if seat is None:
            raise WireError("not-seated", N_("spectators cannot chat"))
        line = "".join(ch for ch in text if ch.isprintable()).strip()[:MAX_CHAT]
        if not line:
            raise WireError("bad-message", N_("the chat line is empty"))
        name = table.seats[seat].nickname or f"seat {seat}"
        row = self.store.add_chat(table.id, name, line)
        message = json.dumps(
            {
                "type": "chat",
                "version": table.version,
                "table": table.id,
                "lines": [{"name": row.name, "seat": seat, "text": row.text}],
            }
        )
        for conn in [c for c in table.connections if c.joined]:
            conn.send(message)

    def chat_history(self, table: LiveTable) -> str:
        """The ``chat`` message with the latest lines, for a client that just joined."""
        names = {s.nickname: s.seat for s in table.seats if s.nickname}
        return json.dumps(
            {
                "type": "chat",
                "version": table.version,
                "table": table.id,
                "lines": [
                    {"name": r.name, "seat": names.get(r.name), "text": r.text}
                    for r in self.store.chat(table.id)
                ],
            }
        )

    async def close(self) -> None:
        """Stop the bots and timers (the store keeps everything)."""
        self.closing = True
        if self.metrics is not None:
            await self.metrics.stop()
        tasks = [t.driver for t in self.live.values() if t.driver and not t.driver.done()]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self.thinker.shutdown(wait=True)
