"""Replay frames: the full table description after each action of a finished record.

>>> from widow.games import load_game
>>> state = load_game("la-viuda", players=2).new_state(seed=2)
>>> _ = state.apply(state.legal_actions()[0])
>>> frames = replay_frames(state.record())
>>> len(frames), frames[1]["action"]
(2, {'seat': 1, 'action': 'pass'})
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from widow.errors import RecordError
from widow.games import load_game

__all__ = ["MAX_FRAMES", "replay_frames"]

#: The longest record the replay page steps through.
MAX_FRAMES = 5000


def replay_frames(record: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The full description before the first action and after each one (a checked record)."""
    actions = list(record["actions"])
    if len(actions) >= MAX_FRAMES:
        raise RecordError(f"the replay page steps through at most {MAX_FRAMES} actions")
    game = load_game(record["game"], players=record["players"], **dict(record["options"]))
    state = game.new_state(record["seed"])
    frames = [{"action": None, "table": state.full_view()["table"]}]
    for entry in actions:
        state.apply(entry["action"], seat=entry["seat"])
        frames.append({"action": dict(entry), "table": state.full_view()["table"]})
    if state.record()["chance"] != list(record["chance"]):
        raise RecordError("this record forces some deals; the replay page plays seeded deals only")
    return frames
