"""Helpers of the WebSocket tests: reading until a message of interest arrives."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Message = dict[str, Any]


def until(ws: Any, wanted: Callable[[Message], bool], limit: int = 500) -> Message:
    """Read messages until one satisfies ``wanted`` (at most ``limit`` messages)."""
    for _ in range(limit):
        message: Message = ws.receive_json()
        if wanted(message):
            return message
    raise AssertionError(f"no wanted message among {limit}")


def state_msg(ws: Any, version: int | None = None) -> Message:
    """The next ``state`` message (at ``version`` or later when given)."""
    return until(
        ws, lambda m: m["type"] == "state" and (version is None or m["version"] >= version)
    )


def error_msg(ws: Any) -> Message:
    return until(ws, lambda m: m["type"] == "error")


def joined(ws: Any, token: str | None) -> Message:
    """Say hello (join with a token, or watch) and return the first state message."""
    ws.send_json({"type": "join", "token": token} if token else {"type": "watch"})
    return state_msg(ws)
