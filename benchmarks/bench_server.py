"""The web table under load: 1,000 WebSocket clients at 200 tables on 127.0.0.1.

Starts the server (``widow.server``, uvicorn, SQLite store in a temporary folder) in its own
process, creates the tables over HTTP (La Viuda for six: four people simulated by scripted
clients, two bots), connects four seated clients and one spectator per table, and lets the people
play with a short thinking time for a fixed number of seconds. It reports:

* latency from a client sending an action to *every* connection of that table holding the new
  version (p50, p99, max), measured in the client process;
* actions committed per second (people and bots), from the versions the clients saw;
* the server process's peak resident memory (VmHWM) and CPU time per committed action;
* where the time goes: the server's own timings of each stage of an action (receive, apply,
  commit, views, serialise, send), of bots' decisions, of garbage-collector pauses and of its
  event loop's stalls (``Settings(metrics=True)``, :mod:`widow.server.metrics`), as wall-clock
  time and as CPU time, counted from the start of play; and this client process's own loop
  stalls and CPU use, since it shares the machine.

Targets on a 2-core machine: p99 under 50 ms, peak memory under 1 GB. Everything stays on the
loopback address and stops by itself. Usage::

    python benchmarks/bench_server.py                 # 200 tables, 1,000 clients, 30 s of play
    python benchmarks/bench_server.py --tables 20 --seconds 5   # a quick smoke run
    python benchmarks/bench_server.py --slow-spectators 50      # and 50 that hardly read

``--slow-spectators N`` adds N spectators spread over the tables that the latency does not wait
for: half never read at all, half read one message every two seconds, each with a small receive
buffer so that the server's sends to them soon stall. The players' latency should not move, and
the server drops the ones that fall behind (``--send-timeout``, the server's setting).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
import websockets

SERVER = """
import json, signal, sys, uvicorn
from widow.cli.serve import WS_COMPRESSION, WS_MAX_SIZE
from widow.server.app import create_app
from widow.server.tables import Settings
settings = Settings(bot_delay=float(sys.argv[3]), http_rate=10_000, http_burst=10_000,
                    metrics=True, max_connections_per_address=100_000,
                    send_timeout=float(sys.argv[5]))
app = create_app(sys.argv[1], settings)
metrics = app.state.manager.metrics

def save(*_):
    with open(sys.argv[4], "w") as out:
        json.dump(metrics.summary(), out)

# The stage timings cover the play only: reset when it begins, saved when it ends.
signal.signal(signal.SIGUSR1, lambda *_: metrics.reset())
signal.signal(signal.SIGUSR2, save)
# The same uvicorn settings as ``widow serve``.
uvicorn.run(app, host="127.0.0.1", port=int(sys.argv[2]), log_level="warning",
            ws_max_size=WS_MAX_SIZE, ws_per_message_deflate=WS_COMPRESSION)
"""
HUMANS, BOTS = 4, ["heuristic", "random"]
#: Seconds a simulated person takes to choose (uniform between the two); set by ``--think``.
THINK = (1.0, 3.0)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def cpu_seconds(pid: int) -> float:
    """User plus system CPU time of a process so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def peak_memory_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return float("nan")


class Table:
    """The clients of one table and the actions in flight (version -> send time)."""

    def __init__(self, table_id: str, tokens: list[str]) -> None:
        self.id = table_id
        self.tokens = tokens
        self.sent: dict[int, float] = {}
        self.seen: dict[int, int] = {}  # version -> connections that have it
        self.clients = len(tokens) + 1
        self.latencies: list[float] = []
        self.over = False
        self.first = -1  # the version when play began
        self.last = -1  # the newest version any of its clients has seen

    def got(self, version: int) -> None:
        self.last = max(self.last, version)
        count = self.seen.get(version, 0) + 1
        self.seen[version] = count
        if count == self.clients:
            del self.seen[version]
            start = self.sent.pop(version - 1, None)
            if start is not None:
                self.latencies.append(time.perf_counter() - start)


class Clock:
    """Starts the timed play once every client has its first view."""

    def __init__(self, clients: int, seconds: float) -> None:
        self.waiting = clients
        self.seconds = seconds
        self.go = asyncio.Event()
        self.stop = float("inf")
        self.started = 0.0

    def ready(self) -> None:
        self.waiting -= 1
        if self.waiting == 0:
            self.started = time.perf_counter()
            self.stop = self.started + self.seconds
            self.go.set()


async def client(
    url: str, table: Table, token: str | None, clock: Clock, rng: random.Random
) -> None:
    # Kept cheap, since it shares the machine with the server: one deadline per connection
    # (not a timer and a task per message), and the uvloop event loop where it is installed.
    async with websockets.connect(url, max_size=2**22, open_timeout=120) as ws:
        await ws.send(json.dumps({"type": "join", "token": token} if token else {"type": "watch"}))
        pending: asyncio.Task[None] | None = None
        last = -1
        loop = asyncio.get_running_loop()
        try:
            async with asyncio.timeout(loop.time() + 120) as deadline:
                async for raw in ws:
                    message = json.loads(raw)
                    if message["type"] != "state":
                        continue
                    if last < 0:
                        clock.ready()
                        await clock.go.wait()
                        deadline.reschedule(loop.time() + clock.stop - time.perf_counter())
                        if table.first < 0:
                            table.first = message["version"]
                    if message["version"] > last:  # others' joins re-send the same version
                        last = message["version"]
                        table.got(last)
                    table.over = table.over or message["over"]
                    legal = message["view"]["legal_actions"]
                    idle = pending is None or pending.done()
                    if token and legal and not message["over"] and idle:
                        pending = asyncio.create_task(
                            act(ws, table, message["version"], legal, rng)
                        )
        except (TimeoutError, websockets.ConnectionClosed):
            pass
        if pending is not None:
            pending.cancel()


class Slow:
    """What became of the spectators that hardly read."""

    def __init__(self) -> None:
        self.connected = 0
        self.dropped = 0


async def slow_spectator(url: str, dead: bool, slow: Slow) -> None:
    """A spectator with a small receive buffer that never reads (``dead``) or reads one message
    every two seconds; it counts whether the server dropped it."""
    host, port = url.split("/")[2].split(":")
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.setblocking(False)
    await asyncio.get_running_loop().sock_connect(sock, (host, int(port)))
    try:
        async with websockets.connect(url, sock=sock, max_queue=1, open_timeout=120) as ws:
            slow.connected += 1
            await ws.send(json.dumps({"type": "watch"}))
            # Until the play ends (this task is cancelled then) or the server drops it.
            if dead:
                await ws.wait_closed()
            else:
                while True:
                    await ws.recv()
                    await asyncio.sleep(2.0)
            slow.dropped += 1
    except websockets.ConnectionClosed:
        slow.dropped += 1
    except OSError:
        slow.dropped += 1  # refused or reset


async def act(
    ws: Any, table: Table, version: int, legal: list[dict[str, Any]], rng: random.Random
) -> None:
    await asyncio.sleep(rng.uniform(*THINK))  # a person thinking
    choice = rng.choice(legal)["text"]
    table.sent[version] = time.perf_counter()
    try:
        await ws.send(json.dumps({"type": "act", "action": choice, "version": version}))
    except websockets.ConnectionClosed:
        table.sent.pop(version, None)


async def loop_lag(lags: list[float], period: float = 0.01) -> None:
    """How late this process's event loop wakes a sleeper (its own share of the latency)."""
    while True:
        start = time.perf_counter()
        await asyncio.sleep(period)
        lags.append(max(0.0, time.perf_counter() - start - period))


async def run(args: argparse.Namespace) -> None:
    folder = tempfile.mkdtemp(prefix="widow-bench-")
    database = args.database or f"sqlite:///{folder}/tables.sqlite3"
    port = free_port()
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1] / "src")}
    stages_file = Path(folder) / "stages.json"
    server = subprocess.Popen(
        [sys.executable, "-c", SERVER, database, str(port), str(args.bot_delay), str(stages_file),
         str(args.send_timeout)],
        env=env,
    )  # fmt: skip
    try:
        base = f"http://127.0.0.1:{port}"
        async with httpx.AsyncClient(base_url=base, timeout=30) as http:
            for _ in range(100):
                try:
                    await http.get("/api/games")
                    break
                except httpx.TransportError:
                    await asyncio.sleep(0.2)
            tables = []
            seats = [{"kind": "human"}] * HUMANS + [{"kind": "bot", "bot": b} for b in BOTS]
            started = time.perf_counter()
            for _ in range(args.tables):
                body = {"game": "la-viuda", "players": len(seats), "seats": seats}
                tid = (await http.post("/api/tables", json=body)).json()["id"]
                tokens = []
                for n in range(HUMANS):
                    joined = await http.post(f"/api/tables/{tid}/join", json={"nickname": f"p{n}"})
                    tokens.append(joined.json()["token"])
                tables.append(Table(tid, tokens))
            setup = time.perf_counter() - started
        rng = random.Random(1)
        lags: list[float] = []
        clock = Clock(sum(t.clients for t in tables), args.seconds)
        tasks = []
        for table in tables:
            url = f"ws://127.0.0.1:{port}/ws/{table.id}"
            for token in [*table.tokens, None]:
                tasks.append(client(url, table, token, clock, random.Random(rng.random())))
        slow = Slow()
        slow_tasks = [
            asyncio.create_task(
                slow_spectator(
                    f"ws://127.0.0.1:{port}/ws/{tables[n % len(tables)].id}", n % 2 == 0, slow
                )
            )
            for n in range(args.slow_spectators)
        ]
        connect_started = time.perf_counter()
        running = asyncio.gather(*tasks)
        await clock.go.wait()
        connected = time.perf_counter() - connect_started
        server.send_signal(signal.SIGUSR1)
        # Just before the clients leave (their leaving is not play).
        asyncio.get_running_loop().call_later(
            max(0.0, clock.stop - time.perf_counter() - 0.05), server.send_signal, signal.SIGUSR2
        )
        cpu_before = cpu_seconds(server.pid)
        own_before = cpu_seconds(os.getpid())
        watch = asyncio.create_task(loop_lag(lags))
        await running
        elapsed = time.perf_counter() - clock.started
        for task in slow_tasks:
            task.cancel()
        await asyncio.gather(*slow_tasks, return_exceptions=True)
        cpu = cpu_seconds(server.pid) - cpu_before
        own_cpu = cpu_seconds(os.getpid()) - own_before
        watch.cancel()
        # Every connection sees every version, so the clients know what was committed.
        actions = sum(t.last - t.first for t in tables)
        memory = peak_memory_mb(server.pid)
        load = os.getloadavg()[0]
    finally:
        server.terminate()
        server.wait(30)
    stages = json.loads(stages_file.read_text()) if stages_file.exists() else {}
    latencies = sorted(x for t in tables for x in t.latencies)
    if not latencies:
        raise SystemExit("no action completed")
    p50 = statistics.median(latencies) * 1000
    p99 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))] * 1000
    clients = sum(t.clients for t in tables)
    print(
        f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cores,"
        f" Python {platform.python_version()}, {platform.system()}"
    )
    print(
        f"{len(tables)} tables, {clients} WebSocket clients, {args.seconds:.0f} s of play"
        f" (set-up over HTTP {setup:.1f} s, connecting {connected:.1f} s);"
        f" people think {THINK[0]:g}-{THINK[1]:g} s, bots wait {args.bot_delay:g} s"
    )
    print("| figure | value | target | ratio to target |")
    print("|---|---|---|---|")
    print(f"| latency p50 (action to every seat's view) | {p50:.1f} ms | | |")
    print(f"| latency p99 | {p99:.1f} ms | 50 ms | {p99 / 50:.2f} |")
    print(f"| latency max | {latencies[-1] * 1000:.1f} ms | | |")
    print(f"| actions measured (people) | {len(latencies)} | | |")
    print(f"| actions committed per second (people and bots) | {actions / elapsed:.0f} | | |")
    print(f"| server peak memory | {memory:.0f} MB | 1024 MB | {memory / 1024:.2f} |")
    print(f"| server CPU time per committed action | {cpu / max(actions, 1) * 1000:.1f} ms | | |")
    print(f"| server CPU use during play | {cpu / elapsed:.2f} cores | | |")
    print(f"| client process CPU use during play | {own_cpu / elapsed:.2f} cores | | |")
    if args.slow_spectators:
        print(
            f"| spectators that hardly read (not in the latency) | {args.slow_spectators},"
            f" {slow.connected} connected, {slow.dropped} dropped by the server | | |"
        )
    print(f"load average of the machine at the end: {load:.1f} on {os.cpu_count()} cores")
    lags.sort()
    if lags:
        client_lag = {
            "count": len(lags),
            "p50_ms": lags[len(lags) // 2] * 1000,
            "p99_ms": lags[int(len(lags) * 0.99)] * 1000,
            "max_ms": lags[-1] * 1000,
        }
        stages["client-loop-lag"] = client_lag
    print(
        "\nWhere the time goes, per stage (server clocks, from the start of play; <stage>-cpu is"
        " the server thread's CPU time in it; client-loop-lag is this process's own loop):"
    )
    print("| stage | count | p50 ms | p99 ms | max ms |")
    print("|---|---|---|---|---|")
    for name, figures in stages.items():
        print(
            f"| {name} | {figures['count']:.0f} | {figures['p50_ms']:.2f} |"
            f" {figures['p99_ms']:.2f} | {figures['max_ms']:.2f} |"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--bot-delay", type=float, default=0.6, help="the server's default")
    parser.add_argument("--database", help="store URL (default: a fresh SQLite file)")
    parser.add_argument("--think", default="1,3", help="a person's thinking time range, seconds")
    parser.add_argument(
        "--slow-spectators", type=int, default=0, help="spectators that hardly read (0 to 500)"
    )
    parser.add_argument(
        "--send-timeout", type=float, default=10.0, help="the server's send time limit, seconds"
    )
    args = parser.parse_args()
    global THINK
    low, high = (float(x) for x in args.think.split(","))
    THINK = (low, high)
    if not 1 <= args.tables <= 500 or not 1 <= args.seconds <= 300:
        raise SystemExit("tables must be 1 to 500 and seconds 1 to 300")
    if not 0 <= args.slow_spectators <= 500:
        raise SystemExit("slow spectators must be 0 to 500")
    try:
        import uvloop
    except ImportError:
        asyncio.run(run(args))
    else:
        uvloop.run(run(args))


if __name__ == "__main__":
    main()
