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
from widow.i18n import N_

#: Events put in the same words as in every game on the betting engine.
SHARED = frozenset({"returned", "showdown", "match-over"})


#: Events told by filling in one sentence: ``who`` is the seat (or the table), the other names
#: are the event's own fields.
_SENTENCES = {
    "posted": N_("{who} antes {amount}"),
    "blind-exchanged": N_("{who} takes the widow unseen"),
    "knocked": N_("{who} knocks"),
    "passed": N_("{who} passes"),
    "swapped": N_("{who} gives {gave} for {took}"),
    "swapped-all": N_("{who} trades the whole hand for the widow"),
}


def _cards(cards: Any) -> str:
    return " ".join(str(c) for c in cards)


def said(event: Mapping[str, Any]) -> str:
    """One sentence for an event given as a JSON-ready dict (``Event.for_seat``)."""
    kind = event["type"]
    who = N_("the table") if event.get("seat") is None else N_("seat {seat}").format(**event)
    if kind == "dealt":
        return N_("deal {deal}: {seat} deals").format(deal=event["deal"], seat=who)
    template = _SENTENCES.get(kind)
    if template is not None:
        return template.format(who=who, **event)
    if kind == "wagered":
        wagered = N_("{seat}: {action} (all-in)") if event["all_in"] else N_("{seat}: {action}")
        return wagered.format(seat=who, action=event["action"])
    if kind == "widow-turned":
        return N_("the widow is turned face up: {cards}").format(cards=_cards(event["cards"]))
    if kind == "pot-won":
        won = N_("{seat} wins {amount}")
        if not event["shown"]:
            won = N_("{seat} wins {amount} uncontested")
        return won.format(seat=who, amount=event["amount"])
    if kind in SHARED:
        return betting_line(event)
    return N_("{seat}: {action}").format(seat=who, action=kind)
