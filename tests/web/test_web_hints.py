"""The coach at the web table: hints for the seat to act, from its view alone, and only where
nobody at the table gets help the other people lack."""

from __future__ import annotations

from typing import Any

import httpx
from fastapi.testclient import TestClient
from web_support import error_msg, joined, state_msg, until

from conftest import join, new_table


def test_a_player_against_bots_gets_an_estimate_of_every_move_open_on_its_turn(
    client: TestClient,
) -> None:
    table = new_table(client, ["human", "heuristic", "heuristic"])
    seat, token = join(client, table["id"], "Ana")
    with client.websocket_connect(f"/ws/{table['id']}") as ws:
        message = joined(ws, token)
        while not message["view"]["legal_actions"]:
            message = state_msg(ws, message["version"] + 1)
        assert message["hints"]["open"]
        ws.send_json({"type": "hint"})
        hint = until(ws, lambda m: m["type"] in ("hint", "error"))
        assert hint["type"] == "hint", hint
        assert hint["seat"] == seat and hint["version"] == message["version"]
        legal = {entry["text"] for entry in message["view"]["legal_actions"]}
        assert hint["moves"] and {m["action"] for m in hint["moves"]} <= legal
        values = [m["value"] for m in hint["moves"]]
        assert values == sorted(values, reverse=True)
        assert all(m["reason"] and m["text"].startswith(m["action"]) for m in hint["moves"])


def test_hints_between_people_wait_until_every_person_agrees(client: TestClient) -> None:
    table = new_table(client, ["human", "human"])
    _, token_a = join(client, table["id"], "Ana")
    _, token_b = join(client, table["id"], "Bo")
    with (
        client.websocket_connect(f"/ws/{table['id']}") as ana,
        client.websocket_connect(f"/ws/{table['id']}") as bo,
    ):
        first = joined(ana, token_a)
        joined(bo, token_b)
        assert not first["hints"]["open"]
        ana.send_json({"type": "hint"})
        assert error_msg(ana)["code"] == "hints-closed"
        ana.send_json({"type": "allow-hints"})
        assert not state_msg(ana)["hints"]["open"]
        bo.send_json({"type": "allow-hints"})
        opened = until(bo, lambda m: m["type"] == "state" and m["hints"]["open"])
        assert sorted(opened["hints"]["agreed"]) == [0, 1]


def test_spectators_get_no_hints(client: TestClient) -> None:
    table = new_table(client, ["human", "heuristic"])
    with client.websocket_connect(f"/ws/{table['id']}") as ws:
        joined(ws, None)
        ws.send_json({"type": "hint"})
        assert error_msg(ws)["code"] == "not-seated"


def test_the_hint_button_lists_the_moves_best_first_and_one_click_plays_one(
    browser: Any, live: Any
) -> None:
    body = {
        "game": "whisky-poker",
        "players": 3,
        "options": {},
        "seats": [{"kind": "human"}, {"kind": "bot", "bot": "heuristic"},
                  {"kind": "bot", "bot": "heuristic"}],
    }  # fmt: skip
    response = httpx.post(f"{live.url}/api/tables", json=body)
    assert response.status_code == 200, response.text
    page = browser.new_page()
    try:
        page.goto(f"{live.url}/t/{response.json()['id']}")
        page.fill("#join-name", "Ana")
        page.click("#join-button")
        page.wait_for_selector("#hint")
        before = page.evaluate("window.widowTable.last.version")
        page.click("#hint")
        page.wait_for_selector(".coach-moves li button")
        moves = page.eval_on_selector_all(
            ".coach-moves li button", "nodes => nodes.map(n => n.dataset.action)"
        )
        legal = page.evaluate("window.widowTable.last.view.legal_actions.map(a => a.text)")
        assert moves and set(moves) <= set(legal)
        page.click(".coach-moves li button")
        page.wait_for_function(f"window.widowTable.last.version > {before}")
    finally:
        page.close()
