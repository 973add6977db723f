"""Soko's events as sentences for the table description's log.

>>> log_line({"type": "up-dealt", "seat": 2, "card": "Qh", "number": 3})
'seat 2 is dealt Qh face up (card 3)'
>>> log_line({"type": "posted", "seat": 1, "kind": "bring-in", "amount": 1, "all_in": False})
'seat 1 posts bring-in 1'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from widow.engine.betting.table import betting_line
from widow.i18n import N_


def log_line(event: Mapping[str, Any]) -> str:
    """One event (as a view shows it) in words."""
    kind, seat = event["type"], event.get("seat")
    if kind == "hole-dealt":
        return N_("{seat} is dealt {cards} face down").format(
            seat=f"seat {seat}", cards=" ".join(event["cards"])
        )
    if kind == "up-dealt":
        return N_("{seat} is dealt {card} face up (card {number})").format(
            seat=f"seat {seat}", card=event["card"], number=event["number"]
        )
    return betting_line(event)
