"""Soko's events as sentences for the table description's log.

>>> log_line({"type": "up-dealt", "seat": 2, "card": "Qh", "number": 3})
'seat 2 is dealt Qh face up (card 3)'
>>> log_line({"type": "posted", "seat": 1, "kind": "bring-in", "amount": 1, "all_in": False})
'seat 1 posts bring-in 1'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def log_line(event: Mapping[str, Any]) -> str:
    """One event (as a view shows it) in words."""
    kind, seat = event["type"], event.get("seat")
    who = f"seat {seat}"
    if kind == "dealt":
        return f"hand {event['deal']}: seat {seat} deals"
    if kind == "posted":
        return f"{who} posts {event['kind']} {event['amount']}" + (
            " (all-in)" if event["all_in"] else ""
        )
    if kind == "hole-dealt":
        return f"{who} is dealt " + " ".join(event["cards"]) + " face down"
    if kind == "up-dealt":
        return f"{who} is dealt {event['card']} face up (card {event['number']})"
    if kind == "wagered":
        line = f"{who}: {event['action']}"
        if event["action"] in ("call", "all-in") and event["amount"]:
            line += f" ({event['amount']})"
        return line + (" and is all-in" if event["all_in"] and event["action"] != "all-in" else "")
    if kind == "returned":
        return f"{event['amount']} uncalled chips go back to {who}"
    if kind == "showdown":
        return "showdown: " + "; ".join(
            f"seat {s} {' '.join(cards)} ({words})" for s, cards, words in event["hands"]
        )
    if kind == "pot-won":
        pot = "the main pot" if event["pot"] == 0 else f"side pot {event['pot']}"
        how = "" if event["shown"] else " uncontested, without showing"
        return f"{who} wins {event['amount']} from {pot}{how}"
    if kind == "match-over":
        return "the match is over"
    return str(kind)
