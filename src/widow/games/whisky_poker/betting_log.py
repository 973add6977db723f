"""Whiskey Poker's events in words, as a seat may read them (hidden cards never appear).

>>> said({"type": "wagered", "seat": 2, "action": "raise to 4", "amount": 3, "to": 4,
...       "all_in": False})
'seat 2: raise to 4'
>>> said({"type": "blind-exchanged", "seat": 1, "gave": ["??"], "took": ["??"]})
'seat 1 takes the widow unseen'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from widow.engine.betting.table import betting_line

#: Events put in the same words as in every game on the betting engine.
SHARED = frozenset({"returned", "showdown", "match-over"})


#: Events told by filling in one sentence: ``who`` is the seat (or the table), the other names
#: are the event's own fields.
_SENTENCES = {
    "posted": "{who} antes {amount}",
    "blind-exchanged": "{who} takes the widow unseen",
    "knocked": "{who} knocks",
    "passed": "{who} passes",
    "swapped": "{who} gives {gave} for {took}",
    "swapped-all": "{who} trades the whole hand for the widow",
}


def _cards(cards: Any) -> str:
    return " ".join(str(c) for c in cards)


def said(event: Mapping[str, Any]) -> str:
    """One sentence for an event given as a JSON-ready dict (``Event.for_seat``)."""
    kind = event["type"]
    who = "the table" if event.get("seat") is None else f"seat {event['seat']}"
    if kind == "dealt":
        return f"deal {event['deal']}: {who} deals"
    template = _SENTENCES.get(kind)
    if template is not None:
        return template.format(who=who, **event)
    if kind == "wagered":
        return f"{who}: {event['action']}" + (" (all-in)" if event["all_in"] else "")
    if kind == "widow-turned":
        return f"the widow is turned face up: {_cards(event['cards'])}"
    if kind == "pot-won":
        shown = "" if event["shown"] else " uncontested"
        return f"{who} wins {event['amount']}{shown}"
    if kind in SHARED:
        return betting_line(event)
    return f"{who}: {kind}"
