"""``widow serve``: the browser table for friends and bots."""

from __future__ import annotations

import logging
from typing import Annotated

import typer

from widow.cli.common import Lang, use_language, user_errors
from widow.cli.root import app
from widow.errors import WidowError
from widow.i18n import _

#: The largest WebSocket frame uvicorn accepts; the server refuses messages over 4 KiB anyway.
WS_MAX_SIZE = 64 * 1024
#: WebSocket compression stays off: a table's messages are a few kilobytes of JSON, and deflating
#: them once per connection cost more processor time than any other stage of an action under load
#: (it doubled the slowest latencies in ``benchmarks/bench_server.py``).
WS_COMPRESSION = False


def _log_to_stderr() -> None:
    """Show the server's own events (tables created, seats taken, recoveries) beside uvicorn's."""
    handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter("%(levelname)s:     %(message)s"))
    logger = logging.getLogger("widow.server")
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)


@app.command()
def serve(
    host: Annotated[
        str, typer.Option(help="Address to listen on (127.0.0.1 keeps it on this machine).")
    ] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.", min=1, max=65535)] = 8000,
    database: Annotated[
        str | None,
        typer.Option(
            metavar="URL",
            help="SQLAlchemy URL of the store (default: SQLite in the user data directory;"
            " PostgreSQL as postgresql://user@host/name).",
        ),
    ] = None,
    bot_delay: Annotated[
        float, typer.Option(help="Seconds a bot waits before it plays, so people can follow.")
    ] = 0.6,
    allow_origin: Annotated[
        list[str] | None,
        typer.Option(
            metavar="ORIGIN",
            help="Another page origin allowed to open game connections (repeatable).",
        ),
    ] = None,
    max_connections_per_address: Annotated[
        int,
        typer.Option(
            min=1,
            help="Game connections one client address may hold open at once (people behind"
            " one proxy or network share it).",
        ),
    ] = 32,
    max_connections_per_table: Annotated[
        int,
        typer.Option(min=1, help="Game connections, players and spectators, one table takes."),
    ] = 100,
    lang: Lang = None,
) -> None:
    """Serve the browser table: a lobby, tables for any game, bots, spectators and replays.

    --lang sets the language of these messages; each browser chooses its own."""
    use_language(lang)
    with user_errors():
        try:
            import uvicorn

            from widow.server.app import create_app
            from widow.server.tables import Settings
        except ImportError as error:
            raise WidowError(
                _(
                    "widow serve needs the web extra ({module} is missing): {command}",
                    module=error.name,
                    command="pip install 'widow[web]'",
                )
            ) from None
        settings = Settings(
            bot_delay=max(0.0, bot_delay),
            allowed_origins=tuple(allow_origin or ()),
            max_connections_per_address=max_connections_per_address,
            max_connections_per_table=max_connections_per_table,
        )
        try:
            web_app = create_app(database, settings)
        except Exception as error:
            raise WidowError(
                _(
                    "cannot open the store {database}: {error}",
                    database=database or _("(default)"),
                    error=error,
                )
            ) from None
        _log_to_stderr()
        shown = f"[{host}]" if ":" in host else host
        address = f"http://{shown}:{port}/"
        typer.echo(_("widow is serving the table at {address} (Ctrl-C stops it)", address=address))
        uvicorn.run(
            web_app,
            host=host,
            port=port,
            ws_max_size=WS_MAX_SIZE,
            ws_per_message_deflate=WS_COMPRESSION,
            log_level="info",
        )
