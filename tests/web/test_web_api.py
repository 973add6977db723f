"""The lobby's HTTP routes: catalog, creating and joining tables, records, rematch, replay."""

from __future__ import annotations

import contextlib
import json
import logging
from typing import Any

import pytest
from fastapi.testclient import TestClient
from web_support import joined, state_msg, until

from conftest import join, new_table
from widow.games import list_games, load_game


def test_the_catalog_lists_every_registered_game_with_its_options(client: TestClient) -> None:
    data = client.get("/api/games").json()
    assert [g["name"] for g in data["games"]] == list_games()
    for game in data["games"]:
        defaults = load_game(game["name"], players=game["min_players"]).option_values()
        assert {o["name"]: o["default"] for o in game["options"]} == defaults
        assert all(o["help"] for o in game["options"]), game["name"]
        assert game["default_bot"] in game["bots"]


def test_invalid_options_get_the_engines_own_message(client: TestClient) -> None:
    body = {"game": "la-viuda", "players": 2, "options": {"chips": 0},
            "seats": [{"kind": "human"}, {"kind": "human"}]}  # fmt: skip
    response = client.post("/api/tables", json=body)
    assert response.status_code == 400
    with pytest.raises(Exception) as engine:
        load_game("la-viuda", players=2, chips=0)
    assert response.json()["error"] == str(engine.value)
    body = {**body, "options": {}, "players": 12}
    assert "takes 2 to 9 players" in client.post("/api/tables", json=body).json()["error"]
    body = {**body, "players": 2, "seats": [{"kind": "bot", "bot": "nobody"}, {"kind": "human"}]}
    assert "unknown bot 'nobody'" in client.post("/api/tables", json=body).json()["error"]
    assert client.post("/api/tables", content=b"[1, 2").status_code == 400


def test_the_lobby_lists_open_tables_with_their_seats(client: TestClient) -> None:
    table = new_table(client, ["human", "human", "random"])
    join(client, table["id"], "Ana")
    listed = {t["id"]: t for t in client.get("/api/tables").json()["tables"]}
    seats = listed[table["id"]]["seats"]
    assert [(s["name"], s["taken"]) for s in seats] == [
        ("Ana", True),
        ("open seat", False),
        ("random bot", True),
    ]


def test_seat_tokens_are_unguessable_and_a_full_table_refuses_more(client: TestClient) -> None:
    table = new_table(client, ["human", "human"])
    seat_a, token_a = join(client, table["id"], "Ana")
    seat_b, token_b = join(client, table["id"], "Bo")
    assert {seat_a, seat_b} == {0, 1}
    assert token_a != token_b and min(len(token_a), len(token_b)) >= 32
    late = client.post(f"/api/tables/{table['id']}/join", json={"nickname": "Cy"})
    assert late.status_code == 400 and "no free seat" in late.json()["error"]
    assert (
        client.post(f"/api/tables/{table['id']}/join", json={"nickname": "  "}).status_code == 400
    )
    assert client.get("/api/tables/nope").status_code == 404


def _play_out(client: TestClient, table_id: str, token: str) -> dict[str, object]:
    """Play seat 0 with the first legal action until the match is over (bots play the rest)."""
    with client.websocket_connect(f"/ws/{table_id}") as ws:
        message = joined(ws, token)
        while not message["over"]:
            legal = message["view"]["legal_actions"]
            if legal:
                ws.send_json({"type": "act", "action": legal[0]["text"],
                              "version": message["version"]})  # fmt: skip
                message = state_msg(ws, message["version"] + 1)
            else:
                message = state_msg(ws, message["version"] + 1)
        return message


def test_the_record_is_downloadable_only_once_the_match_is_over(client: TestClient) -> None:
    """The record holds every hidden card, so it waits for the end of the match."""
    table = new_table(client, ["human", "random"], options={"chips": 1})
    _, token = join(client, table["id"], "Ana")
    refused = client.get(f"/api/tables/{table['id']}/record")
    assert refused.status_code == 409
    final = _play_out(client, table["id"], token)
    assert final["outcome"] is not None
    record = client.get(f"/api/tables/{table['id']}/record")
    assert record.status_code == 200
    data = record.json()
    assert data["game"] == "la-viuda" and data["actions"]
    assert data["seed"] < 2**53  # a browser reads the record's numbers as doubles
    # The replay page asks for its frames a page at a time.
    frames: list[dict[str, Any]] = []
    page: dict[str, Any] = {"total": 1}
    while len(frames) < page["total"]:
        page = client.post(f"/api/replay?from={len(frames)}&count=40", json=data).json()
        assert page["from"] == len(frames) and 0 < len(page["frames"]) <= 40
        frames += page["frames"]
    assert len(frames) == len(data["actions"]) + 1
    assert frames[-1]["table"]["over"] is True
    broken = {**data, "seed": data["seed"] + 1}
    assert client.post("/api/replay", json=broken).status_code == 400


def test_rematch_makes_one_new_table_for_the_players_only(client: TestClient) -> None:
    table = new_table(client, ["human", "random"], options={"chips": 1})
    _, token = join(client, table["id"], "Ana")
    assert (
        client.post(f"/api/tables/{table['id']}/rematch", json={"token": token}).status_code == 400
    )
    _play_out(client, table["id"], token)
    stranger = client.post(f"/api/tables/{table['id']}/rematch", json={"token": "x" * 32})
    assert stranger.status_code == 403
    first = client.post(f"/api/tables/{table['id']}/rematch", json={"token": token}).json()
    again = client.post(f"/api/tables/{table['id']}/rematch", json={"token": token}).json()
    assert first["id"] == again["id"] != table["id"]
    assert [s["kind"] for s in first["seats"]] == ["human", "bot"]
    assert client.get(f"/api/tables/{table['id']}").json()["rematch"] == first["id"]


def _play_out_together(client: TestClient, table_id: str, tokens: list[str]) -> None:
    """The people of the table knock when they may, else play their first legal action, until
    the match is over (passing for ever would never end it)."""
    with contextlib.ExitStack() as stack:
        sockets = [stack.enter_context(client.websocket_connect(f"/ws/{table_id}")) for _ in tokens]
        latest = [joined(ws, token) for ws, token in zip(sockets, tokens, strict=True)]
        while not any(m["over"] for m in latest):
            for i, (ws, held) in enumerate(zip(sockets, latest, strict=True)):
                legal = [a["text"] for a in held["view"]["legal_actions"]]
                if legal:
                    move = "knock" if "knock" in legal else legal[0]
                    ws.send_json({"type": "act", "action": move, "version": held["version"]})
                    # Accepted (a newer state) or refused as stale (a newer one is coming).
                    v = held["version"]
                    reply = until(ws, lambda m, v=v: m["type"] == "error" or m["version"] > v)
                    latest[i] = reply if reply["type"] == "state" else state_msg(ws, v + 1)
                    break
            else:
                newest = max(m["version"] for m in latest)
                behind = any(m["version"] < newest for m in latest)
                # Catch up with the newest state; if all hold it, a bot moves next.
                target = newest if behind else newest + 1
                latest = [
                    m if m["version"] >= target else state_msg(ws, target)
                    for ws, m in zip(sockets, latest, strict=True)
                ]


def test_rematch_seats_each_person_at_their_own_seat_and_keeps_it_from_others(
    client: TestClient,
) -> None:
    table = new_table(client, ["human", "random", "human"], options={"chips": 1})
    ana_seat, ana = join(client, table["id"], "Ana")
    bo_seat, bo = join(client, table["id"], "Bo")
    assert (ana_seat, bo_seat) == (0, 2)
    _play_out_together(client, table["id"], [ana, bo])
    # Bo asks first, and still sits at seat 2, not at the first free one.
    for_bo = client.post(f"/api/tables/{table['id']}/rematch", json={"token": bo}).json()
    assert (for_bo["seat"], for_bo["seats"][2]["name"]) == (2, "Bo")
    new = for_bo["id"]
    # Ana's seat waits for her: nobody else may take it.
    assert client.post(f"/api/tables/{new}/join", json={"nickname": "Cy"}).status_code == 400
    kept = client.post(f"/api/tables/{new}/join", json={"nickname": "Cy", "seat": 0})
    assert kept.status_code == 400 and "kept" in kept.json()["error"]
    for_ana = client.post(f"/api/tables/{table['id']}/rematch", json={"token": ana}).json()
    assert (for_ana["id"], for_ana["seat"]) == (new, 0)
    assert for_ana["token"] not in (for_bo["token"], ana, bo)
    # Asking again gives the same table and no second token.
    again = client.post(f"/api/tables/{table['id']}/rematch", json={"token": ana}).json()
    assert again["id"] == new and "token" not in again
    with client.websocket_connect(f"/ws/{new}") as ws:
        first = joined(ws, for_ana["token"])
    assert first["seat"] == 0 and first["started"] and not first["over"]
    assert [s["name"] for s in first["players"]] == ["Ana", "random bot", "Bo"]


def test_oversized_bodies_are_refused(client: TestClient) -> None:
    response = client.post("/api/replay", content=b"{" + b" " * 1_100_000 + b"}")
    assert response.status_code == 413


def test_posting_too_fast_is_refused() -> None:
    from widow.server.app import create_app
    from widow.server.tables import Settings

    app = create_app("sqlite://", Settings(http_rate=0.01, http_burst=3))
    with TestClient(app) as limited:
        codes = [limited.post("/api/tables", json={}).status_code for _ in range(5)]
    assert codes[:3] == [400, 400, 400] and codes[3:] == [429, 429]


def test_tokens_never_reach_the_logs(client: TestClient, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    table = new_table(client, ["human", "human"])
    tokens = [join(client, table["id"], name)[1] for name in ("Ana", "Bo")]
    with client.websocket_connect(f"/ws/{table['id']}") as ws:
        joined(ws, tokens[0])
        ws.send_json({"type": "join", "token": tokens[1]})
    everything = caplog.text + json.dumps(client.get("/api/tables").json())
    assert "seat 0 taken" in caplog.text  # the log does see the joins
    assert not any(token in everything for token in tokens)


def test_pages_and_static_files_are_served(client: TestClient) -> None:
    for path in ("/", "/t/anything", "/replay", "/static/js/table.js", "/static/style.css"):
        assert client.get(path).status_code == 200, path
