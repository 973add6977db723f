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
from widow.i18n import N_


def log_line(event: Mapping[str, Any]) -> str:
    """One event (as a view shows it) in words."""
    if event["type"] == "drew":
        # Message ids of the catalogue, filled in English (widow.i18n).
        who = N_("seat {seat}").format(seat=event["seat"])
        if not event["count"]:
            return N_("{seat} stands pat").format(seat=who)
        if HIDDEN_ONLY.issuperset(event["received"]):
            return N_("{seat} draws {count}").format(seat=who, count=event["count"])
        return N_("{seat} draws {count}: gives {gave}, gets {took}").format(
            seat=who,
            count=event["count"],
            gave=" ".join(event["discarded"]),
            took=" ".join(event["received"]),
        )
    return betting_line(event)


HIDDEN_ONLY = frozenset({"??"})
