"""Anaconda's events as sentences for the table description's log.

>>> log_line({"type": "committed", "seat": 2, "what": "declare"})
'seat 2 has made its choice (declare)'
>>> log_line({"type": "declared", "seat": None, "sides": [[0, "high"], [2, "low"]]})
'declarations: seat 0 high, seat 2 low'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from widow.engine.betting.table import betting_line
from widow.engine.table import counted


def log_line(event: Mapping[str, Any]) -> str:
    """One event (as a view shows it) in words."""
    kind, seat = event["type"], event.get("seat")
    who = f"seat {seat}"
    if kind == "committed":
        return f"{who} has made its choice ({event['what']})"
    if kind == "cards-passed":
        return f"{who} passes " + " ".join(event["cards"]) + f" to seat {event['to']}"
    if kind == "cards-received":
        return f"{who} receives " + " ".join(event["cards"]) + f" from seat {event['giver']}"
    if kind == "declared":
        return "declarations: " + ", ".join(f"seat {s} {side}" for s, side in event["sides"])
    if kind == "hands-turned":
        return "face up: " + "; ".join(f"seat {s} {' '.join(c)}" for s, c in event["hands"])
    if kind == "carried":
        amount = int(event["amount"])
        stay = "stays" if amount == 1 else "stay"
        return f"{counted(amount, 'chip')} {stay} in the pot for the next hand"
    if kind == "pot-won" and event["half"] in ("high", "low"):
        pot = "the main pot" if event["pot"] == 0 else f"side pot {event['pot']}"
        return f"{who} wins {event['amount']} from {pot} ({event['half']})"
    return betting_line(event)
