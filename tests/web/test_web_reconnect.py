"""A move made while the page's connection is down is not lost: the page sends it once its seat is
back, unless the table moved on meanwhile."""

from __future__ import annotations

from typing import Any

import httpx

from conftest import ServerProcess


def test_a_move_clicked_while_reconnecting_is_sent_once_the_seat_is_back(
    browser: Any, live: ServerProcess
) -> None:
    seats = [{"kind": "human"}, {"kind": "bot", "bot": "random"}]
    body = {"game": "whisky-poker", "players": 2, "options": {}, "seats": seats}
    response = httpx.post(f"{live.url}/api/tables", json=body)
    assert response.status_code == 200, response.text
    table = response.json()["id"]

    routes: list[Any] = []

    def through(route: Any) -> None:  # every connection goes to the server, and is kept
        route.connect_to_server()
        routes.append(route)

    ctx = browser.new_context()
    ctx.set_default_timeout(60_000)
    page = ctx.new_page()
    page.route_web_socket("**/ws/**", through)
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

    routes[-1].close()  # the connection drops, as a flaky network drops it
    page.wait_for_function("document.getElementById('status').textContent.includes('reconnect')")
    page.click(f'#actions button[data-action="{move}"]')

    # Nothing else moves this table: only the queued move, sent on the new connection, can.
    page.wait_for_function("v => window.widowTable.version > v", arg=version, timeout=20_000)
    assert len(routes) >= 2
    ctx.close()
