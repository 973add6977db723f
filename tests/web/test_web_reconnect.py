"""A move made at the page is not lost: made while the connection is down, it is sent once the
seat is back (unless the table moved on meanwhile); refused because it came too quickly after
other messages, it is sent again a moment later."""

from __future__ import annotations

from typing import Any

import httpx

from conftest import ServerProcess


def _seated_at_turn(browser: Any, live: ServerProcess, route: Any) -> tuple[Any, Any, int, str]:
    """A page seated at a new Whisky Poker table against a random bot, its WebSocket through
    ``route``, waiting for its turn: the context, the page, the version and a plain legal move."""
    seats = [{"kind": "human"}, {"kind": "bot", "bot": "random"}]
    body = {"game": "whisky-poker", "players": 2, "options": {}, "seats": seats}
    response = httpx.post(f"{live.url}/api/tables", json=body)
    assert response.status_code == 200, response.text
    table = response.json()["id"]
    ctx = browser.new_context()
    ctx.set_default_timeout(60_000)
    page = ctx.new_page()
    page.route_web_socket("**/ws/**", route)
    page.goto(f"{live.url}/t/{table}")
    page.fill("#join-name", "Ana")
    page.click("#join-button")
    page.wait_for_function(
        "window.widowTable.last?.view.to_act === 0"
        " && window.widowTable.last.view.legal_actions.length > 0"
    )
    version = page.evaluate("window.widowTable.version")
    move = page.evaluate(
        "window.widowTable.last.view.legal_actions.find(a => !a.cards.length && !a.amount).text"
    )
    return ctx, page, version, move


def test_a_move_clicked_while_reconnecting_is_sent_once_the_seat_is_back(
    browser: Any, live: ServerProcess
) -> None:
    routes: list[Any] = []

    def through(route: Any) -> None:  # every connection goes to the server, and is kept
        route.connect_to_server()
        routes.append(route)

    ctx, page, version, move = _seated_at_turn(browser, live, through)

    routes[-1].close()  # the connection drops, as a flaky network drops it
    page.wait_for_function("document.getElementById('status').textContent.includes('reconnect')")
    page.click(f'#actions button[data-action="{move}"]')

    # Nothing else moves this table: only the queued move, sent on the new connection, can.
    page.wait_for_function("v => window.widowTable.version > v", arg=version, timeout=20_000)
    assert len(routes) >= 2
    ctx.close()


def test_a_move_the_server_asks_to_slow_down_for_is_sent_again(
    browser: Any, live: ServerProcess
) -> None:
    """Moves in quick succession can meet the server's limit of messages a second: the move it
    refused that way is sent again a moment later, not lost."""
    refused: list[str] = []

    def through(route: Any) -> None:
        server = route.connect_to_server()

        def to_page(message: str | bytes) -> None:
            if isinstance(message, str) and '"rate-limited"' in message:
                refused.append(message)
            route.send(message)

        server.on_message(to_page)

        def to_server(message: str | bytes) -> None:
            # The page's move arrives right behind a burst of other messages.
            if isinstance(message, str) and '"act"' in message and not refused:
                for _ in range(30):  # more than a connection's burst
                    server.send('{"type": "resync"}')
            server.send(message)

        route.on_message(to_server)

    ctx, page, version, move = _seated_at_turn(browser, live, through)
    page.click(f'#actions button[data-action="{move}"]')

    page.wait_for_function("v => window.widowTable.version > v", arg=version, timeout=20_000)
    assert refused, "the server did ask the page to slow down"
    ctx.close()
