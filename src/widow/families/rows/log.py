"""The events of the row games (Chinese Poker, Open-Face Chinese Poker) as sentences, for the
table description's log.

>>> log_line({"type": "drew", "seat": 1, "card": "Qs"})
'seat 1 draws Qs'
"""

from __future__ import annotations

from typing import Any

from widow.families.rows.rows import ROWS

__all__ = ["log_line"]


def log_line(data: dict[str, Any]) -> str:
    """One event as a sentence."""
    kind = data["type"]
    who = f"seat {data['seat']}"
    if kind == "dealt":
        return f"hand {data['deal']}: {who} deals"
    if kind == "committed":
        return f"{who} has decided ({data['what']})"
    if kind == "naturals-shown":
        return "; ".join(f"seat {s} shows {name}: {' '.join(c)}" for s, name, c in data["naturals"])
    if kind == "surrenders-shown":
        seats = data["seats"]
        return (
            "nobody surrenders"
            if not seats
            else "surrendered: " + ", ".join(f"seat {s}" for s in seats)
        )
    if kind == "hands-shown":
        return "; ".join(
            f"seat {s} shows {' '.join(f)} / {' '.join(m)} / {' '.join(b)} ({words})"
            for s, f, m, b, _, words in data["hands"]
        )
    if kind == "paid":
        return f"{who} pays seat {data['to']} {data['chips']} ({data['reason']})"
    if kind == "placed":
        rows = " / ".join(" ".join(data[r]) or "-" for r in ROWS)
        return f"{who} places {rows}"
    if kind == "drew":
        return f"{who} draws {data['card']}"
    if kind == "fantasyland-dealt":
        return "eight more cards to " + ", ".join(f"seat {s}" for s in data["seats"])
    if kind == "fantasyland":
        return f"{who} {'stays in' if data['stays'] else 'earns'} fantasyland"
    if kind == "match-over":
        return "the match is over"
    return f"{who}: {kind}"
