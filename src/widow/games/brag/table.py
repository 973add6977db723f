"""Brag's events as sentences for the table description's log.

>>> log_line({"type": "staked", "seat": 2, "action": "bet 3", "amount": 3, "blind": True,
...           "stake": 6})
'seat 2 bets 3 blind (stake 6)'
>>> log_line({"type": "pot-won", "seat": 1, "amount": 12, "pot": 0, "shown": False})
'seat 1 wins 12 from the pot without showing'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def log_line(event: Mapping[str, Any]) -> str:
    """One event (as a view shows it) in words."""
    kind, seat = event["type"], event.get("seat")
    who = f"seat {seat}"
    if kind == "dealt":
        how = "from a shuffled pack" if event["shuffled"] else "from the stock, unshuffled"
        return f"hand {event['deal']}: seat {seat} deals {how}"
    if kind == "anted":
        return f"{who} antes {event['amount']}"
    if kind == "looked":
        return f"{who} looks at its cards"
    if kind == "folded":
        return f"{who} folds"
    if kind == "staked":
        verb = str(event["action"]).split()[0]
        blind = " blind" if event["blind"] else ""
        if verb == "bet":
            return f"{who} bets {event['amount']}{blind} (stake {event['stake']})"
        if verb == "see":
            return f"{who} sees for {event['amount']}{blind}"
        return f"{who} covers the pot with {event['amount']} chips{blind}"
    if kind == "revealed":
        return f"{who} shows " + " ".join(event["cards"]) + f" ({event['value']})"
    if kind == "pot-won":
        pot = "the pot" if event["pot"] == 0 else f"pot {event['pot']}"
        how = "" if event["shown"] else " without showing"
        return f"{who} wins {event['amount']} from {pot}{how}"
    if kind == "match-over":
        return "the match is over"
    return str(kind)
