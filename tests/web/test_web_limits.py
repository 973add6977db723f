"""What one client cannot do to everyone else: stall a table by not reading, hold the event loop
with a long replay, fill the server with tables or connections; and what the lobby must accept."""

from __future__ import annotations

import asyncio
import functools
import json
import random
import threading
import time
from collections.abc import Callable
from typing import Any, TypeVar

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocket, WebSocketDisconnect
from web_support import error_msg, joined, state_msg

from conftest import join, new_table
from widow.bots import get_bot
from widow.games import load_game
from widow.server import replays
from widow.server.app import create_app
from widow.server.catalog import games_catalog
from widow.server.outbox import Outbox
from widow.server.tables import Settings

T = TypeVar("T")
FAST = {"bot_delay": 0.0, "rate": 1000.0, "burst": 1000}


def within(seconds: float, work: Callable[[], T]) -> T:
    """``work()``, failing the test if it takes longer than ``seconds`` (it runs in a thread)."""
    done: list[T] = []
    failed: list[BaseException] = []

    def run() -> None:
        try:
            done.append(work())
        except BaseException as error:  # handed to the test's thread
            failed.append(error)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    if failed:
        raise failed[0]
    if not done:
        raise AssertionError(f"no answer within {seconds} s")
    return done[0]


# --- a client that stops reading ----------------------------------------------------------------


def test_a_spectator_that_never_reads_is_dropped_while_the_table_plays_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A spectator whose sends never complete (its network buffers full) must not hold up the
    players: each move is answered at once, and the spectator is dropped after the send time
    limit."""
    original = WebSocket.send

    async def stalled(self: WebSocket, message: Any) -> None:
        if self.headers.get("x-reader") == "never" and message["type"] != "websocket.accept":
            await asyncio.sleep(20)  # as long as a client that stopped reading keeps it
        await original(self, message)

    monkeypatch.setattr(WebSocket, "send", stalled)
    settings = Settings(**FAST, send_timeout=0.5)  # type: ignore[arg-type]
    with TestClient(create_app("sqlite://", settings)) as client:
        # Three chips each: a one-chip match may end before the person has made three moves.
        table = new_table(client, ["human", "random"], options={"chips": 3})
        _, token = join(client, table["id"], "Ana")
        live = client.app.state.manager.live[table["id"]]  # type: ignore[attr-defined]
        url = f"/ws/{table['id']}"
        with client.websocket_connect(url, headers={"x-reader": "never"}) as dead:
            dead.send_json({"type": "watch"})
            with client.websocket_connect(url) as ws:
                message = joined(ws, token)
                moves = 0
                while moves < 6 and not message["over"]:
                    legal = message["view"]["legal_actions"]
                    if legal:
                        act = {"type": "act", "action": legal[0]["text"]}
                        ws.send_json({**act, "version": message["version"]})
                        moves += 1
                    version = message["version"] + 1
                    message = within(5, lambda v=version: state_msg(ws, v))  # type: ignore[misc]
                assert moves >= 3
                # The spectator's first send outlives the limit: it is dropped.
                deadline = time.monotonic() + 10
                while len(live.connections) > 1 and time.monotonic() < deadline:
                    time.sleep(0.05)
                assert [c.seat for c in live.connections] == [0]


def test_an_outbox_keeps_only_the_newest_state_and_drops_a_reader_that_falls_behind() -> None:
    async def scenario() -> tuple[list[str], list[str], list[str]]:
        sent: list[str] = []
        gate = asyncio.Event()
        why: list[str] = []

        async def send(text: str) -> None:
            await gate.wait()
            sent.append(text)

        box = Outbox(send, limit=3, timeout=5.0, on_drop=why.append)
        box.put("state 1", state=True)  # taken by the writer at once, then held at the gate
        await asyncio.sleep(0)
        for n in range(2, 6):
            box.put(f"state {n}", state=True)  # each replaces the one waiting before it
        box.put("chat a")
        gate.set()
        await box.drain()
        first = list(sent)
        gate.clear()
        for n in range(6):  # the writer holds one; the rest fill the queue past its limit
            box.put(f"chat {n}")
            await asyncio.sleep(0)
        return first, why, [box.dropped or ""]

    first, why, dropped = asyncio.run(scenario())
    assert first == ["state 1", "state 5", "chat a"]
    assert len(why) == 1 and "3 messages" in why[0] and dropped == why


# --- how many connections -----------------------------------------------------------------------


def test_connections_are_capped_per_address_and_per_table() -> None:
    settings = Settings(**FAST, max_connections_per_address=3, max_connections_per_table=2)  # type: ignore[arg-type]
    with TestClient(create_app("sqlite://", settings)) as client:
        first, second = (new_table(client, ["human", "random"])["id"] for _ in range(2))
        with (
            client.websocket_connect(f"/ws/{first}") as a,
            client.websocket_connect(f"/ws/{first}") as b,
        ):
            for ws in (a, b):
                assert joined(ws, None)["seat"] is None
            with client.websocket_connect(f"/ws/{first}") as third:  # the table is full
                refusal = error_msg(third)
                assert refusal["code"] == "too-many-connections" and first in refusal["message"]
                with pytest.raises(WebSocketDisconnect) as closed:
                    third.receive_json()
                assert closed.value.code == 1008
            with client.websocket_connect(f"/ws/{second}") as c:
                assert joined(c, None)["seat"] is None  # the third of this address
                with client.websocket_connect(f"/ws/{second}") as fourth:
                    refusal = error_msg(fourth)
                    assert refusal["code"] == "too-many-connections"
                    assert "one address" in refusal["message"]
        # Closed connections no longer count.
        with client.websocket_connect(f"/ws/{first}") as again:
            assert joined(again, None)["seat"] is None


# --- tables leave memory ------------------------------------------------------------------------


def _play_out(client: TestClient, table_id: str, token: str) -> dict[str, Any]:
    with client.websocket_connect(f"/ws/{table_id}") as ws:
        message = joined(ws, token)
        for _ in range(2000):
            if message["over"]:
                return message
            legal = message["view"]["legal_actions"]
            if legal:
                knock = [a["text"] for a in legal if a["text"] == "knock"]
                text = knock[0] if knock else legal[0]["text"]
                ws.send_json({"type": "act", "action": text, "version": message["version"]})
            message = state_msg(ws, message["version"] + 1)
    raise AssertionError("the match did not end")


def test_finished_tables_leave_memory_and_the_lobby_but_stay_replayable() -> None:
    with TestClient(create_app("sqlite://", Settings(**FAST))) as client:  # type: ignore[arg-type]
        manager = client.app.state.manager  # type: ignore[attr-defined]
        table = new_table(client, ["human", "random"], options={"chips": 1})
        _, token = join(client, table["id"], "Ana")
        waiting = new_table(client, ["human", "human"])
        assert _play_out(client, table["id"], token)["over"]
        listed = [t["id"] for t in client.get("/api/tables").json()["tables"]]
        assert listed == [waiting["id"]]  # a finished table is not offered
        assert table["id"] in manager.live
        manager.sweep(time.monotonic() + 61)  # a minute with nobody there
        assert table["id"] not in manager.live and waiting["id"] in manager.live
        manager.sweep(time.monotonic() + 3600)  # abandoned for an hour
        assert not manager.live
        # Both stay in the store: the record downloads, the waiting table can still be joined.
        record = client.get(f"/api/tables/{table['id']}/record")
        assert record.status_code == 200 and record.json()["actions"]
        assert (
            client.post(f"/api/tables/{waiting['id']}/join", json={"nickname": "Bo"}).status_code
            == 200
        )


def test_a_full_server_makes_room_by_forgetting_tables_nobody_uses() -> None:
    settings = Settings(**FAST, max_tables=2)  # type: ignore[arg-type]
    with TestClient(create_app("sqlite://", settings)) as client:
        manager = client.app.state.manager  # type: ignore[attr-defined]
        first = new_table(client, ["human", "random"], options={"chips": 1})
        _, token = join(client, first["id"], "Ana")
        _play_out(client, first["id"], token)
        second = new_table(client, ["human", "random"])
        third = new_table(client, ["human", "random"])  # the finished first one made room
        assert set(manager.live) == {second["id"], third["id"]}
        with (
            client.websocket_connect(f"/ws/{second['id']}") as a,
            client.websocket_connect(f"/ws/{third['id']}") as b,
        ):
            joined(a, None)
            joined(b, None)
            refused = client.post(
                "/api/tables",
                json={"game": "la-viuda", "players": 2,
                      "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}]},
            )  # fmt: skip
            assert refused.status_code == 400 and "as many tables" in refused.json()["error"]
        # A forgotten table comes back, as it was, when asked for.
        assert client.get(f"/api/tables/{first['id']}").json()["over"] is True


# --- replays ------------------------------------------------------------------------------------


@functools.cache
def _long_record() -> dict[str, Any]:
    """A finished Paiute match of a few hundred actions (a few pages of replay)."""
    game = load_game("paiute", players=3, deals=2)
    state = game.new_state(11)
    bots = [get_bot("random", game) for _ in range(3)]
    rng = random.Random(3)
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions(), rng))
    return state.record()


def test_replays_are_built_off_the_event_loop_a_page_at_a_time(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The work runs in the replay workers, never on the loop's thread, and a long record comes
    back in pages that together are its whole replay."""
    record = _long_record()
    threads: set[str] = set()
    original = replays.load_game

    def spy(*args: Any, **kwargs: Any) -> Any:
        threads.add(threading.current_thread().name)
        return original(*args, **kwargs)

    monkeypatch.setattr(replays, "load_game", spy)
    first = client.post("/api/replay", json=record)
    assert first.status_code == 200, first.text
    page = first.json()
    total = len(record["actions"]) + 1
    assert page["total"] == total > replays.MAX_PAGE and len(page["frames"]) == replays.MAX_PAGE
    assert threads and all(name.startswith("widow-replay") for name in threads)
    frames = list(page["frames"])
    while len(frames) < total:
        frames += client.post(f"/api/replay?from={len(frames)}&count=70", json=record).json()[
            "frames"
        ]
    monkeypatch.setattr(replays, "load_game", original)
    assert json.dumps(frames) == json.dumps(replays.replay_frames(record))


@pytest.mark.parametrize(
    ("query", "wanted"),
    [("count=0", "count"), ("count=101", "count"), ("from=-1", "from"), ("from=x", "from")],
)
def test_replay_pages_are_bounded(client: TestClient, query: str, wanted: str) -> None:
    record = _long_record()
    response = client.post(f"/api/replay?{query}", json=record)
    assert response.status_code == 400 and wanted in response.json()["error"]


def test_a_replay_page_past_the_end_is_refused(client: TestClient) -> None:
    record = _long_record()
    total = len(record["actions"]) + 1
    response = client.post(f"/api/replay?from={total}", json=record)
    assert response.status_code == 400 and f"0 to {total - 1}" in response.json()["error"]


def test_too_many_replays_at_once_are_refused_not_queued_without_end() -> None:
    async def scenario() -> str:
        replayer = replays.Replayer(workers=1, waiting=0)
        record = _long_record()
        replayer.busy = 1  # one replay under way already
        try:
            await replayer.page(record, 0, 5)
        except replays.ReplayBusy as error:
            return str(error)
        finally:
            replayer.close()
        return ""

    assert "busy" in asyncio.run(scenario())


def test_a_replay_past_its_time_is_stopped() -> None:
    with pytest.raises(replays.ReplayBusy, match="too long"):
        replays.replay_page(_long_record(), 0, 5, deadline=time.monotonic() - 1)


# --- the lobby's defaults -----------------------------------------------------------------------


def test_every_game_starts_with_its_options_left_at_null(client: TestClient) -> None:
    """null stands for "the default" for every option of every game (a form that sends its
    empty fields as null creates the game as it comes)."""
    for game in games_catalog():
        body = {
            "game": game["name"],
            "players": game["min_players"],
            "options": {o["name"]: None for o in game["options"]},
            "seats": [{"kind": "human"}] * game["min_players"],
        }
        response = client.post("/api/tables", json=body)
        assert response.status_code == 200, (game["name"], response.text)
        defaults = load_game(game["name"], players=game["min_players"]).option_values()
        assert response.json()["options"] == json.loads(json.dumps(defaults)), game["name"]
