"""A hostile client over raw WebSockets: everything it tries is refused and changes nothing."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect
from web_support import error_msg, joined, state_msg

from conftest import ServerProcess, join, new_table
from widow.server.app import create_app
from widow.server.tables import Settings


class Duel:
    """A two-person La Viuda table with both seats connected."""

    def __init__(self, client: TestClient) -> None:
        self.client = client
        self.table = new_table(client, ["human", "human"])
        self.id = self.table["id"]
        self.tokens = dict(join(client, self.id, name) for name in ("Ana", "Bo"))

    @property
    def live(self) -> Any:
        return self.client.app.state.manager.live[self.id]  # type: ignore[attr-defined]

    def snapshot(self) -> tuple[int, dict[str, Any]]:
        return self.live.version, self.live.state.record()


@pytest.fixture
def duel(client: TestClient) -> Duel:
    return Duel(client)


@pytest.fixture
def seated(duel: Duel) -> Iterator[tuple[Duel, Any, Any, dict[str, Any]]]:
    """The duel with the seat to act (``mover``) and the other (``waiter``) connected."""
    with (
        duel.client.websocket_connect(f"/ws/{duel.id}") as a,
        duel.client.websocket_connect(f"/ws/{duel.id}") as b,
    ):
        joined(a, duel.tokens[0])
        last_b = joined(b, duel.tokens[1])
        last_a = state_msg(a)  # b's join reaches a too
        if last_b["view"]["to_act"] == 1:
            yield duel, b, a, last_b
        else:
            yield duel, a, b, last_a


def _refused(duel: Duel, ws: Any, message: Any, code: str) -> dict[str, Any]:
    before = duel.snapshot()
    ws.send_text(message if isinstance(message, str) else json.dumps(message))
    error = error_msg(ws)
    assert error["code"] == code, error
    assert error["version"] == before[0]
    assert duel.snapshot() == before
    return error


def test_acting_out_of_turn_or_for_another_seat_is_refused(seated: Any) -> None:
    duel, mover, waiter, message = seated
    legal = message["view"]["legal_actions"]
    text, version = legal[0]["text"], message["version"]
    error = _refused(duel, waiter, {"type": "act", "action": text, "version": version}, "illegal")
    assert "turn" in error["message"]
    # A message cannot name a seat: the seat is the token's.
    spoof = {"type": "act", "action": text, "version": version, "seat": message["seat"]}
    _refused(duel, waiter, spoof, "bad-message")
    # The seat to act still can.
    mover.send_json({"type": "act", "action": text, "version": version})
    assert state_msg(mover, version + 1)["version"] == version + 1


def test_an_illegal_or_unparsable_action_is_refused(seated: Any) -> None:
    duel, mover, _waiter, message = seated
    version = message["version"]
    _refused(duel, mover, {"type": "act", "action": "swap Zz Qq", "version": version}, "illegal")
    _refused(duel, mover, {"type": "act", "action": "fly away", "version": version}, "illegal")


def test_stale_and_replayed_versions_are_refused(seated: Any) -> None:
    duel, mover, _waiter, message = seated
    act = {"type": "act", "action": message["view"]["legal_actions"][0]["text"],
           "version": message["version"]}  # fmt: skip
    _refused(duel, mover, {**act, "version": act["version"] + 5}, "stale")
    mover.send_json(act)
    state_msg(mover, act["version"] + 1)
    _refused(duel, mover, act, "stale")  # the same message again


def test_acting_on_another_table_is_refused(client: TestClient, seated: Any) -> None:
    duel, mover, _waiter, message = seated
    other = Duel(client)
    act = {"type": "act", "action": message["view"]["legal_actions"][0]["text"],
           "version": message["version"], "table": other.id}  # fmt: skip
    _refused(duel, mover, act, "wrong-table")
    # A token of one table opens no seat at another.
    with client.websocket_connect(f"/ws/{other.id}") as ws:
        before = other.snapshot()
        ws.send_json({"type": "join", "token": duel.tokens[0]})
        assert error_msg(ws)["code"] == "bad-token"
        ws.send_json({"type": "act", "action": "knock", "version": 0})
        assert error_msg(ws)["code"] == "not-joined"
        assert other.snapshot() == before


def test_spectators_cannot_act_or_chat(seated: Any) -> None:
    duel, _mover, _waiter, message = seated
    with duel.client.websocket_connect(f"/ws/{duel.id}") as ws:
        watched = joined(ws, None)
        assert watched["seat"] is None and watched["view"]["legal_actions"] == []
        act = {"type": "act", "action": message["view"]["legal_actions"][0]["text"],
               "version": watched["version"]}  # fmt: skip
        _refused(duel, ws, act, "not-seated")
        _refused(duel, ws, {"type": "chat", "text": "hi"}, "not-seated")
        _refused(duel, ws, {"type": "join", "token": duel.tokens[0]}, "already-joined")


@pytest.mark.parametrize(
    "raw",
    [
        "not json",
        "[1, 2, 3]",
        '"text"',
        "{}",
        '{"type": "dance"}',
        '{"type": "act", "action": "knock"}',
        '{"type": "act", "action": "knock", "version": "3"}',
        '{"type": "act", "action": "knock", "version": true}',
        '{"type": "act", "action": ["knock"], "version": 0}',
        '{"type": "chat", "text": ""}',
        '{"type": "chat", "text": 5}',
        '{"type": "resync", "extra": 1}',
        "[" * 3000 + "]" * 3000,
    ],
)
def test_malformed_messages_are_refused(seated: Any, raw: str) -> None:
    duel, mover, _waiter, _message = seated
    code = "too-large" if len(raw) > 4096 else "bad-message"
    _refused(duel, mover, raw, code)


def test_oversized_and_binary_messages_are_refused(seated: Any) -> None:
    duel, mover, _waiter, _message = seated
    huge = json.dumps({"type": "chat", "text": "x" * 100_000})
    _refused(duel, mover, huge, "too-large")
    before = duel.snapshot()
    mover.send_bytes(b'{"type": "resync"}')
    assert error_msg(mover)["code"] == "bad-message"
    assert duel.snapshot() == before


def test_unknown_tables_and_bad_tokens_are_refused(duel: Duel) -> None:
    with duel.client.websocket_connect("/ws/no-such-table") as ws:
        assert error_msg(ws)["code"] == "unknown-table"
    with duel.client.websocket_connect(f"/ws/{duel.id}") as ws:
        before = duel.snapshot()
        ws.send_json({"type": "join", "token": "guess" * 8})
        assert error_msg(ws)["code"] == "bad-token"
        assert duel.snapshot() == before


def test_a_flood_is_rate_limited_then_cut_off() -> None:
    """With the server's default limits: 20 messages at once, then 8 a second."""
    with TestClient(create_app("sqlite://", Settings(bot_delay=0))) as client:
        duel = Duel(client)
        with client.websocket_connect(f"/ws/{duel.id}") as ws:
            message = joined(ws, duel.tokens[0])
            before = duel.snapshot()
            act = {"type": "act", "action": "fly", "version": message["version"]}
            for _ in range(200):
                ws.send_json(act)
            codes = []
            with pytest.raises(WebSocketDisconnect) as closed:
                while True:
                    codes.append(ws.receive_json()["code"])
    assert closed.value.code == 1008
    assert "rate-limited" in codes and codes.count("illegal") <= 40
    assert duel.snapshot() == before


def test_websockets_from_another_origin_are_refused(duel: Duel) -> None:
    """A page of another site cannot open a connection (and use a stored seat token)."""
    with (
        pytest.raises(WebSocketDisconnect),
        duel.client.websocket_connect(f"/ws/{duel.id}", headers={"origin": "https://evil.example"}),
    ):
        pass
    with duel.client.websocket_connect(
        f"/ws/{duel.id}", headers={"origin": "http://testserver"}
    ) as ws:
        assert joined(ws, None)["seat"] is None


def test_an_allowed_origin_may_connect() -> None:
    settings = Settings(bot_delay=0, allowed_origins=("https://cards.example",))
    with TestClient(create_app("sqlite://", settings)) as client:
        table = new_table(client, ["human", "random"])
        with client.websocket_connect(
            f"/ws/{table['id']}", headers={"origin": "https://cards.example"}
        ) as ws:
            assert joined(ws, None)["seat"] is None


def test_chat_is_stored_length_limited_and_left_as_text(seated: Any) -> None:
    duel, mover, waiter, _message = seated
    mover.send_json({"type": "chat", "text": "<b>hi</b>\x07 there"})
    line = next(m for m in iter(waiter.receive_json, None) if m["type"] == "chat")["lines"][0]
    assert line["text"] == "<b>hi</b> there"  # the client shows it as text, never as markup
    _refused(duel, mover, {"type": "chat", "text": "y" * 301}, "bad-message")


def test_a_foreign_origin_gets_http_403_at_the_handshake(server: ServerProcess) -> None:
    """docs/web.md, Limits: a connection from another site's page is refused at the handshake
    with HTTP 403 and never opens; the server's own origin connects."""
    sync_client = pytest.importorskip("websockets.sync.client")
    exceptions = pytest.importorskip("websockets.exceptions")
    body = {"game": "la-viuda", "players": 2,
            "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}]}  # fmt: skip
    table = httpx.post(f"{server.url}/api/tables", json=body).json()["id"]
    url = f"ws://127.0.0.1:{server.port}/ws/{table}"
    with pytest.raises(exceptions.InvalidStatus) as refused:
        sync_client.connect(url, origin="https://evil.example", open_timeout=30)
    assert refused.value.response.status_code == 403
    with sync_client.connect(url, origin=server.url, open_timeout=30) as ws:
        ws.send(json.dumps({"type": "watch"}))
        assert json.loads(ws.recv(timeout=30))["type"] in ("chat", "state")
