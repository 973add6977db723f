"""Helpers of the WebSocket tests: reading until a message of interest arrives."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Message = dict[str, Any]

#: Options that keep a whole match short, and the player count, per game.
SHORT: dict[str, tuple[int, dict[str, Any]]] = {
    "anaconda": (3, {"hands": 1}),
    "bid-whist": (4, {}),
    "bourre": (3, {"hands": 1}),
    "brag": (4, {"hands": 1}),
    "chinese-poker": (2, {"hands": 1}),
    "commerce": (3, {"deals": 1}),
    "cribbage-squares": (2, {}),
    "dictated-strategy": (2, {}),
    "draw-poker": (3, {"hands": 1}),
    "farmer": (3, {"deals": 1}),
    "faro": (2, {"max_moves": 2}),
    "holdem": (5, {"hands": 1}),
    "horse-race": (3, {}),
    "la-viuda": (3, {"chips": 1}),
    "ofc": (2, {"hands": 1}),
    "paiute": (3, {"deals": 1}),
    "pineapple": (3, {"hands": 1}),
    "poker-squares": (2, {}),
    "preference": (3, {"max_deals": 1}),
    "soko": (3, {"hands": 1}),
    "tonk": (3, {"hands": 1}),
    "war": (2, {"max_battles": 6}),
    "whisky-poker": (3, {"deals": 1}),
    "whist": (4, {}),
}
#: The family of table each game's description calls for (docs/web.md).
FAMILY = {
    "faro": "layout",
    "poker-squares": "grid",
    "cribbage-squares": "grid",
    "chinese-poker": "rows",
    "ofc": "rows",
    "whist": "tricks",
    "bid-whist": "tricks",
    "preference": "tricks",
    "bourre": "tricks",
    "holdem": "betting",
    "pineapple": "betting",
    "anaconda": "betting",
    "draw-poker": "betting",
    "soko": "betting",
    "brag": "betting",
    "commerce": "betting",
    "la-viuda": "betting",
    "whisky-poker": "betting",
    "paiute": "betting",
    "tonk": "round",
    "war": "round",
    "farmer": "round",
    "horse-race": "round",
    "dictated-strategy": "grid",
}


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
