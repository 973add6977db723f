"""Crash recovery: a server killed with SIGKILL mid-match loses no committed action, and play
continues after a restart exactly where the clients were."""

from __future__ import annotations

import contextlib
import json
import random
import re
import time
from typing import Any

import httpx
import pytest

from conftest import ServerProcess

websockets_sync = pytest.importorskip("websockets.sync.client")


class Player:
    """One seat over a real WebSocket; remembers every action the server accepted from it."""

    def __init__(self, server: ServerProcess, table: str, token: str) -> None:
        self.stack = contextlib.ExitStack()
        self.ws = self.stack.enter_context(
            websockets_sync.connect(f"ws://127.0.0.1:{server.port}/ws/{table}")
        )
        self.ws.send(json.dumps({"type": "join", "token": token}))
        self.last = self.next_state()
        self.accepted: list[tuple[int, int, str]] = []
        self.rng = random.Random(token)

    def next_state(self) -> dict[str, Any]:
        while True:
            message = json.loads(self.ws.recv(timeout=15))
            if message["type"] == "state":
                return dict(message)

    def latest(self) -> dict[str, Any]:
        """Drain what has arrived and return the newest state."""
        while True:
            try:
                message = json.loads(self.ws.recv(timeout=0.01))
            except TimeoutError:
                return self.last
            if message["type"] == "state" and message["version"] >= self.last["version"]:
                self.last = message

    def play_once(self) -> bool:
        """Take a random legal action if it is this seat's turn; True if one was accepted."""
        message = self.latest()
        legal = message["view"]["legal_actions"]
        if not legal or message["over"]:
            return False
        text, version = self.rng.choice(legal)["text"], message["version"]
        self.ws.send(json.dumps({"type": "act", "action": text, "version": version}))
        while True:
            reply = json.loads(self.ws.recv(timeout=15))
            if reply["type"] == "error":
                if reply["code"] == "rate-limited":  # faster than a person: wait a moment
                    time.sleep(0.5)
                return False
            if reply["type"] == "state" and reply["version"] > version:
                self.last = reply
                self.accepted.append((version, message["seat"], text))
                return True


def _tables(server: ServerProcess, count: int) -> list[tuple[str, list[str]]]:
    out = []
    with httpx.Client(base_url=server.url) as http:
        for _ in range(count):
            seats = [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "bot": "random"}]
            body = {"game": "la-viuda", "players": 3, "options": {"chips": 1}, "seats": seats}
            table = http.post("/api/tables", json=body).json()["id"]
            tokens = [
                http.post(f"/api/tables/{table}/join", json={"nickname": n}).json()["token"]
                for n in ("Ana", "Bo")
            ]
            out.append((table, tokens))
    return out


def test_sigkill_mid_match_loses_nothing_and_play_continues(server: ServerProcess) -> None:
    tables = _tables(server, 2)
    players = {t: [Player(server, t, tok) for tok in toks] for t, toks in tables}
    # Play a few moves at each table, but stop well before a match could end: the kill must
    # come in the middle of both.
    for _ in range(12):
        for seats in players.values():
            if max(p.latest()["version"] for p in seats) >= 4:
                continue
            for player in seats:
                player.play_once()
    seen = {t: max(p.latest()["version"] for p in seats) for t, seats in players.items()}
    assert all(v >= 4 for v in seen.values()), seen
    server.kill()
    for seats in players.values():
        for player in seats:
            player.ws.close()

    server.start()
    tokens = dict(tables)
    for table, seats in players.items():
        again = [Player(server, table, tok) for tok in tokens[table]]
        # Every version a client was shown was committed before it was sent.
        assert again[0].last["version"] >= seen[table]
        for old, new in zip(seats, again, strict=True):
            new.accepted = list(old.accepted)
        for _ in range(2000):
            if again[0].latest()["over"]:
                break
            if not any(p.play_once() for p in again):
                time.sleep(0.02)
        assert again[0].latest()["over"]
        with httpx.Client(base_url=server.url) as http:
            record = http.get(f"/api/tables/{table}/record").json()
        for player in again:
            for version, seat, text in player.accepted:
                assert record["actions"][version] == {"seat": seat, "action": text}
        for player in again:
            player.ws.close()
    log = server.log()
    rebuilt = re.search(r"rebuilt (\d+) unfinished tables", log)
    assert rebuilt is not None and int(rebuilt.group(1)) >= 1
    assert not any(tok in log for toks in tokens.values() for tok in toks)
