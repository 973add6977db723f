"""Golden transcripts: a committed playthrough per game, every step with every seat's view.

A behaviour change shows up as a diff in review. To regenerate on purpose, run::

    WIDOW_REGENERATE_GOLDEN=1 python -m pytest tests/golden

and commit the changed files after reading the diff.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any

import pytest

from widow import load_game
from widow.bots import SeatView, bot_names, get_bot

HERE = Path(__file__).parent
CASES: dict[str, dict[str, Any]] = {
    "whisky-poker": {"players": 3, "options": {"deals": 2, "chips": 2}, "seed": 2024},
    "whisky-poker-lives": {
        "game": "whisky-poker",
        "players": 2,
        "options": {"scoring": "lives", "lives": 1},
        "seed": 7,
    },
    "la-viuda": {"players": 2, "options": {"chips": 1}, "seed": 31},
    "commerce": {"players": 3, "options": {"deals": 2}, "seed": 11},
}
# The other games keep shorter transcripts: every step's action and events, and every seat's
# view at the start and at the end (the views in between are checked for leaks by the suite).
SHORT_CASES: dict[str, dict[str, Any]] = {
    "holdem": {"players": 3, "options": {"hands": 2}, "seed": 5},
    "pineapple": {"players": 3, "options": {"variant": "crazy-hi-lo", "hands": 2}, "seed": 5},
    "soko": {"players": 3, "options": {"hands": 2}, "seed": 5},
    "anaconda": {"players": 4, "options": {"hands": 1}, "seed": 5},
    "draw-poker": {"players": 3, "options": {"hands": 2}, "seed": 5},
    "brag": {"players": 4, "options": {"hands": 2}, "seed": 5},
    "paiute": {"players": 3, "options": {"deals": 1}, "seed": 5},
    "whist": {"players": 4, "options": {"variant": "honors"}, "seed": 5},
    "bid-whist": {"players": 4, "options": {}, "seed": 5},
    "preference": {"players": 3, "options": {"max_deals": 2}, "seed": 5},
    "bourre": {"players": 4, "options": {"hands": 2}, "seed": 5},
    "chinese-poker": {"players": 3, "options": {"hands": 2}, "seed": 5},
    "ofc": {"players": 2, "options": {"hands": 2}, "seed": 5},
    "poker-squares": {"players": 2, "options": {}, "seed": 5},
    "cribbage-squares": {"players": 2, "options": {}, "seed": 5},
    "dictated-strategy": {"players": 1, "options": {}, "seed": 5},
    "faro": {"players": 2, "options": {"max_moves": 4}, "seed": 5},
    "horse-race": {"players": 3, "options": {}, "seed": 5},
    "farmer": {"players": 3, "options": {}, "seed": 5},
    "tonk": {"players": 3, "options": {"hands": 2}, "seed": 5},
    "war": {"players": 2, "options": {"max_battles": 30}, "seed": 5},
}
CASES.update({name: {**case, "short": True} for name, case in SHORT_CASES.items()})


def dump(value: object) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def transcript(name: str) -> str:
    case = CASES[name]
    game = load_game(case.get("game", name), players=case["players"], **case["options"])
    state = game.new_state(seed=case["seed"])
    even = "heuristic" if "heuristic" in bot_names(game) else "random"
    bots = [get_bot(even if seat % 2 == 0 else "random") for seat in range(game.players)]
    rng = random.Random(case["seed"])
    lines = [
        f"# {game.name}: players={game.players} options={dump(case['options'])}"
        f" seed={case['seed']} bots={even} (even seats), random (odd seats)",
        "# views leave out 'options' (above) and 'events' (listed at each step)",
        "## start",
        f"events: {dump([e.to_dict() for e in state.recent_events()])}",
    ]
    step = 0

    def views() -> None:
        for seat in range(game.players):
            view = {k: v for k, v in state.view(seat).items() if k not in ("options", "events")}
            lines.append(f"seat {seat} view: {dump(view)}")
        lines.append(f"outcome: {dump(state.outcome())}")

    views()
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        action = bots[seat].choose(SeatView(state, seat), state.legal_actions(), rng)
        events = state.apply(action)
        step += 1
        lines.append(f"## step {step}: seat {seat} {action}")
        lines.append(f"events: {dump([e.to_dict() for e in events])}")
        if not case.get("short") or state.is_over:
            views()
    lines.append(f"## record\n{dump(state.record())}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_transcript(name: str) -> None:
    path = HERE / f"{name}.txt"
    text = transcript(name)
    if os.environ.get("WIDOW_REGENERATE_GOLDEN") == "1":
        path.write_text(text, encoding="utf-8")
    expected = path.read_text(encoding="utf-8")
    assert text == expected, f"{path.name} differs; see the module docstring to regenerate it"
