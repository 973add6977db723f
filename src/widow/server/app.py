"""The FastAPI application: the lobby's HTTP routes, the play WebSocket and the static client.

>>> from fastapi.testclient import TestClient
>>> with TestClient(create_app("sqlite://")) as client:
...     names = [g["name"] for g in client.get("/api/games").json()["games"]]
>>> {"la-viuda", "whisky-poker"} <= set(names)
True
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections import Counter
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from fastapi import FastAPI, Request, WebSocket
from fastapi.responses import FileResponse, JSONResponse, PlainTextResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.websockets import WebSocketDisconnect

from widow.errors import InvalidOptionError, WidowError
from widow.games import list_games, rules_text
from widow.i18n import LANGUAGES, N_, catalogue, translator
from widow.server.catalog import bot_names, games_catalog
from widow.server.limits import TokenBucket
from widow.server.metrics import now
from widow.server.outbox import Outbox
from widow.server.replays import MAX_PAGE, Replayer
from widow.server.store import Store
from widow.server.tables import Connection, LiveTable, SeatSpec, Settings, TableManager
from widow.server.wire import WireError, parse_message

__all__ = ["create_app", "default_database_url"]

log = logging.getLogger("widow.server")

WEB = Path(__file__).resolve().parent.parent / "web"
#: The largest HTTP body accepted (a record for the replay page is the biggest).
MAX_BODY = 1_000_000


def default_database_url() -> str:
    """SQLite in the user data directory (created if needed)."""
    import platformdirs

    folder = Path(platformdirs.user_data_dir("widow"))
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{folder / 'tables.sqlite3'}"


class HttpError(WidowError):
    """An HTTP request refused with a status and a message."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


async def read_json(request: Request) -> dict[str, Any]:
    """The request's JSON object, refusing bodies over :data:`MAX_BODY` bytes."""
    body = bytearray()
    async for chunk in request.stream():
        body.extend(chunk)
        if len(body) > MAX_BODY:
            raise HttpError(413, f"request bodies are limited to {MAX_BODY} bytes")
    try:
        data = json.loads(body)
    except ValueError:
        raise HttpError(400, "the request body is not valid JSON") from None
    if not isinstance(data, dict):
        raise HttpError(400, "the request body must be a JSON object")
    return data


def _text(data: dict[str, Any], key: str, *, required: bool = True) -> str | None:
    value = data.get(key)
    if value is None and not required:
        return None
    if not isinstance(value, str):
        raise HttpError(400, f"field {key!r} must be text")
    return value


def _whole(data: dict[str, Any], key: str, *, required: bool = True) -> int | None:
    value = data.get(key)
    if value is None and not required:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise HttpError(400, f"field {key!r} must be a whole number")
    return value


def _query_whole(request: Request, key: str, default: int, low: int, high: int) -> int:
    """A whole-number query parameter between ``low`` and ``high`` (``default`` when absent)."""
    text = request.query_params.get(key)
    if text is None:
        return default
    try:
        value = int(text)
    except ValueError:
        raise HttpError(
            400, f"query parameter {key!r} must be a whole number, not {text!r}"
        ) from None
    if not low <= value <= high:
        raise HttpError(400, f"query parameter {key!r} must be {low} to {high}, not {value}")
    return value


def origin_allowed(origin: str | None, host: str | None, allowed: tuple[str, ...]) -> bool:
    """Whether a WebSocket from ``origin`` may connect to ``host``.

    Browsers always send the page's origin; a page from another site is refused so that it
    cannot act with a visitor's stored seat. Clients that are not browsers send none.

    >>> origin_allowed("http://127.0.0.1:8000", "127.0.0.1:8000", ())
    True
    >>> origin_allowed("https://evil.example", "127.0.0.1:8000", ())
    False
    >>> origin_allowed(None, "127.0.0.1:8000", ())
    True
    """
    if origin is None:
        return True
    if origin in allowed:
        return True
    return bool(host) and urlsplit(origin).netloc == host


def create_app(database_url: str | None = None, settings: Settings | None = None) -> FastAPI:
    """The application, its store at ``database_url`` (default: :func:`default_database_url`)."""
    settings = settings or Settings()
    store = Store.open(database_url or default_database_url())
    manager = TableManager(store, settings)
    replayer = Replayer()
    http_buckets: dict[str, TokenBucket] = {}
    #: Open WebSocket connections by client address.
    per_address: Counter[str] = Counter()

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        recovered = manager.recover()
        if recovered:
            log.info("rebuilt %d unfinished tables from the store", recovered)
        manager.memory.start()
        if manager.metrics is not None:
            manager.metrics.start()
        sweeper = asyncio.create_task(manager.sweeper())
        yield
        sweeper.cancel()
        await manager.close()
        replayer.close()
        store.close()

    app = FastAPI(title="widow", lifespan=lifespan, docs_url=None, redoc_url=None)
    app.state.manager = manager

    @app.exception_handler(WidowError)
    async def _refused(_request: Request, error: WidowError) -> JSONResponse:
        status = error.status if isinstance(error, HttpError) else 400
        return JSONResponse({"error": str(error)}, status_code=status)

    @app.middleware("http")
    async def _limit_posts(request: Request, call_next: Any) -> Response:
        if request.method == "POST":
            client = request.client.host if request.client else "?"
            bucket = http_buckets.get(client)
            if bucket is None:
                if len(http_buckets) > 10_000:
                    http_buckets.clear()
                bucket = http_buckets[client] = TokenBucket(
                    rate=settings.http_rate, burst=settings.http_burst
                )
            if not bucket.take():
                return JSONResponse({"error": N_("too many requests; slow down")}, status_code=429)
        response: Response = await call_next(request)
        return response

    def table_or_404(table_id: str) -> LiveTable:
        table = manager.load(table_id) if len(table_id) <= 32 else None
        if table is None:
            raise HttpError(404, N_("no table {given}").format(given=repr(table_id)))
        return table

    # --- pages --------------------------------------------------------------------------------

    @app.get("/", include_in_schema=False)
    async def lobby_page() -> FileResponse:
        return FileResponse(WEB / "index.html")

    @app.get("/t/{table_id}", include_in_schema=False)
    async def table_page(table_id: str) -> FileResponse:
        return FileResponse(WEB / "table.html")

    @app.get("/replay", include_in_schema=False)
    async def replay_page() -> FileResponse:
        return FileResponse(WEB / "replay.html")

    app.mount("/static", StaticFiles(directory=WEB), name="static")

    # --- the lobby's API ----------------------------------------------------------------------

    @app.get("/api/messages/{lang}")
    async def messages(lang: str) -> dict[str, Any]:
        # The browser's catalogue, from the same compiled gettext catalogue as the terminal's.
        if len(lang) > 16 or lang not in LANGUAGES:
            choices = ", ".join(LANGUAGES)
            raise HttpError(404, f"no messages for language {lang!r}; choose {choices}")
        return catalogue(lang)

    @app.get("/api/games")
    async def games() -> dict[str, Any]:
        return {"games": list(games_catalog()), "bots": bot_names()}

    @app.get("/api/games/{name}/rules")
    async def game_rules(name: str, lang: str = "en") -> PlainTextResponse:
        # The same text as `widow rules NAME --lang LANG`, for the lobby's and the table's
        # rules links; a language widow does not speak gets the English text.
        if name not in list_games():
            raise HttpError(404, N_("no game {given}").format(given=repr(name)))
        speaker = translator(lang if lang in LANGUAGES else "en")
        return PlainTextResponse(speaker.gettext(rules_text(name)))

    @app.get("/api/tables")
    async def tables() -> dict[str, Any]:
        # The tables in play in memory only: finished and abandoned ones have left it (they stay
        # in the store), and listing never rebuilds a table.
        found = sorted(
            (t for t in manager.live.values() if not t.over),
            key=lambda t: t.row.created,
            reverse=True,
        )
        return {"tables": [t.summary() for t in found[:100]]}

    @app.post("/api/tables")
    async def create_table(request: Request) -> dict[str, Any]:
        data = await read_json(request)
        game = _text(data, "game")
        players = _whole(data, "players")
        options = data.get("options")
        options = {} if options is None else options
        if not isinstance(options, dict):
            raise HttpError(400, "field 'options' must be an object")
        # null stands for the option's default (an option with no value is written "none").
        options = {name: value for name, value in options.items() if value is not None}
        seats_data = data.get("seats")
        if not isinstance(seats_data, list) or not all(isinstance(s, dict) for s in seats_data):
            raise HttpError(400, "field 'seats' must be a list of objects")
        seats = []
        for entry in seats_data:
            kind = entry.get("kind")
            bot = entry.get("bot")
            if not isinstance(kind, str) or not (bot is None or isinstance(bot, str)):
                raise HttpError(400, "each seat needs a text 'kind' and an optional text 'bot'")
            seats.append(SeatSpec(kind, bot))
        timer = _whole(data, "turn_timer", required=False)
        assert game is not None and players is not None  # required fields
        table = manager.create(
            game=game, players=players, options=options, seats=seats, turn_timer=timer
        )
        return table.summary()

    @app.get("/api/tables/{table_id}")
    async def table_summary(table_id: str) -> dict[str, Any]:
        return table_or_404(table_id).summary()

    @app.post("/api/tables/{table_id}/join")
    async def join(table_id: str, request: Request) -> dict[str, Any]:
        data = await read_json(request)
        table = table_or_404(table_id)  # after the await: the table in memory now
        nickname = _text(data, "nickname")
        seat = _whole(data, "seat", required=False)
        assert nickname is not None  # required field
        taken, token = manager.join(table, nickname, seat)
        await manager.broadcast(table)
        manager.schedule(table)
        return {"table": table.id, "seat": taken, "token": token}

    @app.post("/api/tables/{table_id}/rematch")
    async def rematch(table_id: str, request: Request) -> dict[str, Any]:
        data = await read_json(request)
        table = table_or_404(table_id)  # after the await: the table in memory now
        token = _text(data, "token")
        assert token is not None  # required field
        seat = table.seat_for_token(token)
        if seat is None:
            raise HttpError(403, N_("only a player of this table may start its rematch"))
        new, new_token = manager.rematch(table, seat)
        await manager.broadcast(table)  # every page of the finished match learns of it
        await manager.broadcast(new)
        manager.schedule(new)
        summary = new.summary()
        if new_token is not None:
            summary.update(seat=seat, token=new_token)
        return summary

    @app.get("/api/tables/{table_id}/record")
    async def record(table_id: str) -> Response:
        table = table_or_404(table_id)
        if not table.over:
            raise HttpError(
                409, N_("the record holds every hidden card: it is ready once the match is over")
            )
        body = json.dumps(table.state.record(), indent=1)
        headers = {"Content-Disposition": f'attachment; filename="widow-{table.id}.json"'}
        return Response(body, media_type="application/json", headers=headers)

    @app.post("/api/replay")
    async def replay_steps(request: Request) -> Response:
        start = _query_whole(request, "from", 0, 0, 10**6)
        count = _query_whole(request, "count", MAX_PAGE, 1, MAX_PAGE)
        data = await read_json(request)
        try:
            body = await replayer.page(data, start, count)
        except WidowError as error:
            raise HttpError(getattr(error, "status", 400), str(error)) from None
        return Response(body, media_type="application/json")

    # --- play ---------------------------------------------------------------------------------

    async def refuse(websocket: WebSocket, code: str, message: str, close: int) -> None:
        """Tell an accepted connection why it may not go on, then close it."""
        body = {"type": "error", "version": None, "code": code, "message": message}
        await websocket.send_text(json.dumps(body))
        await websocket.close(code=close)

    @app.websocket("/ws/{table_id}")
    async def play(websocket: WebSocket, table_id: str) -> None:
        if not origin_allowed(
            websocket.headers.get("origin"), websocket.headers.get("host"), settings.allowed_origins
        ):
            # Closed before the handshake completes: the client gets HTTP 403.
            log.warning("refused a WebSocket from origin %r", websocket.headers.get("origin"))
            await websocket.close(code=1008)
            return
        address = websocket.client.host if websocket.client else "?"
        await websocket.accept()
        if per_address[address] >= settings.max_connections_per_address:
            await refuse(
                websocket,
                "too-many-connections",
                f"{settings.max_connections_per_address} connections from one address are open"
                " already",
                1008,
            )
            return
        per_address[address] += 1
        try:
            await _serve(websocket, table_id, address)
        finally:
            per_address[address] -= 1
            if per_address[address] <= 0:
                del per_address[address]

    async def _serve(websocket: WebSocket, table_id: str, address: str) -> None:
        table = manager.load(table_id) if len(table_id) <= 32 else None
        if table is None:
            await refuse(websocket, "unknown-table", f"no table {table_id[:40]!r}", 1008)
            return
        if len(table.connections) >= settings.max_connections_per_table:
            await refuse(
                websocket,
                "too-many-connections",
                f"table {table.id} has {settings.max_connections_per_table} connections already",
                1008,
            )
            return

        def dropped(reason: str) -> None:
            # The client stopped reading: leave the table at once, close in the background.
            log.info("table %s: dropped a connection from %s: %s", table.id, address, reason)
            table.connections.discard(conn)
            closing = asyncio.get_running_loop().create_task(_close(websocket))
            closers.add(closing)
            closing.add_done_callback(closers.discard)

        outbox = Outbox(
            websocket.send_text,
            limit=settings.send_queue,
            timeout=settings.send_timeout,
            on_drop=dropped,
        )
        conn = Connection(
            outbox=outbox,
            bucket=TokenBucket(rate=settings.rate, burst=settings.burst),
            address=address,
        )
        table.connections.add(conn)
        table.touch()
        try:
            while outbox.dropped is None:
                message = await websocket.receive()
                received = now()
                if message["type"] == "websocket.disconnect":
                    break
                if not conn.bucket.take():
                    if conn.bucket.refused > settings.flood_limit:
                        with contextlib.suppress(TimeoutError):
                            async with asyncio.timeout(settings.send_timeout):
                                await outbox.drain()  # the refusals first, then the close
                        await outbox.close()
                        await websocket.close(code=1008)
                        break
                    _error(conn, table, "rate-limited", N_("too many messages; slow down"))
                    continue
                text = message.get("text")
                raw = text if text is not None else message.get("bytes")
                await _handle(conn, table, raw, received)
        except (WebSocketDisconnect, RuntimeError):
            pass  # RuntimeError: the socket was closed under the loop (a dropped connection)
        finally:
            table.connections.discard(conn)
            table.touch()
            if outbox.dropped is None:
                await outbox.close()
            if conn.joined and conn.seat is not None:
                await manager.broadcast(table)

    closers: set[asyncio.Task[None]] = set()

    async def _close(websocket: WebSocket) -> None:
        # Bounded: the client may not be reading, so even the closing frame may never leave.
        with contextlib.suppress(Exception):
            async with asyncio.timeout(settings.send_timeout):
                await websocket.close(code=1008, reason="too slow to follow the table")

    def _error(conn: Connection, table: LiveTable, code: str, message: str) -> None:
        body = {
            "type": "error",
            "version": table.version,
            "table": table.id,
            "code": code,
            "message": message,
        }
        conn.send(json.dumps(body))

    async def _handle(
        conn: Connection, table: LiveTable, raw: str | bytes | None, received: tuple[float, float]
    ) -> None:
        try:
            data = parse_message(raw if raw is not None else b"")
            manager.record("receive", received)
            kind = data["type"]
            if kind == "ping":
                conn.send(json.dumps({"type": "pong", "version": table.version}))
                return
            if kind in ("join", "watch"):
                if conn.joined:
                    raise WireError("already-joined", "this connection has already joined")
                if kind == "join":
                    seat = table.seat_for_token(data["token"])
                    if seat is None:
                        raise WireError("bad-token", N_("that token opens no seat at this table"))
                    conn.seat = seat
                conn.joined = True
                conn.send(manager.chat_history(table))
                if conn.seat is None:
                    await manager.send_state(table, conn)
                else:
                    await manager.broadcast(table)
                return
            if not conn.joined:
                raise WireError("not-joined", "send 'join' with a seat token or 'watch' first")
            if kind == "resync":
                await manager.send_state(table, conn)
            elif kind == "chat":
                await manager.chat(table, conn.seat, data["text"])
            elif kind == "hint":
                await manager.hint(table, conn)
            elif kind == "allow-hints":
                await manager.allow_hints(table, conn.seat)
            elif kind == "act":
                if data.get("table", table.id) != table.id:
                    raise WireError("wrong-table", "this connection plays another table")
                await manager.act(table, conn.seat, data["action"], data["version"], received)
        except WireError as error:
            _error(conn, table, error.code, error.message)
        except InvalidOptionError as error:
            _error(conn, table, "refused", str(error))
        except WidowError as error:
            _error(conn, table, "illegal", str(error))
        except Exception:
            log.exception("table %s: a message could not be handled", table.id)
            _error(conn, table, "server-error", N_("the server could not handle that message"))

    return app
