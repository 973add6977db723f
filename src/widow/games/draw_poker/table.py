"""Draw poker's events as sentences for the table description's log.

>>> hidden = ["??"] * 3
>>> log_line({"type": "drew", "seat": 2, "count": 3, "discarded": hidden, "received": hidden})
'seat 2 draws 3'
>>> log_line({"type": "drew", "seat": 1, "count": 0, "discarded": [], "received": []})
'seat 1 stands pat'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from widow.engine.betting.table import betting_line


def log_line(event: Mapping[str, Any]) -> str:
    """One event (as a view shows it) in words."""
    if event["type"] == "drew":
        who = f"seat {event['seat']}"
        if not event["count"]:
            return f"{who} stands pat"
        if HIDDEN_ONLY.issuperset(event["received"]):
            return f"{who} draws {event['count']}"
        return (
            f"{who} draws {event['count']}: gives "
            + " ".join(event["discarded"])
            + ", gets "
            + " ".join(event["received"])
        )
    return betting_line(event)


HIDDEN_ONLY = frozenset({"??"})
