"""Tonk's events as short sentences, for the table description's log and result panel.

Each sentence is built from the event as its viewer receives it (hidden cards already ``??``).

>>> sentence({"type": "hit-spread", "seat": 1, "card": "9c", "number": 2, "owner": 0})
'seat 1 hits spread 2 (seat 0) with 9c'
>>> sentence({"type": "drew", "seat": 0, "card": "??"})
'seat 0 draws from the stock'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

Data = Mapping[str, Any]


def _who(data: Data) -> str:
    seat = data.get("seat")
    return "the table" if seat is None else f"seat {seat}"


def _drew(e: Data) -> str:
    if e["card"] == "??":
        return f"{_who(e)} draws from the stock"
    return f"{_who(e)} draws {e['card']} from the stock"


def _hand_dealt(e: Data) -> str:
    if "??" in e["cards"]:
        return f"{_who(e)} is dealt five cards"
    return f"{_who(e)} is dealt {' '.join(e['cards'])}"


def _shown(e: Data) -> str:
    hands = "; ".join(f"seat {s}: {' '.join(cards) or '-'} = {n}" for s, cards, n in e["hands"])
    return f"hands shown: {hands}"


def _slapped(e: Data) -> str:
    if e["seat"] is None:
        return f"nobody slaps {e['card']}"
    who = ", ".join(f"seat {s}" for s in e["slappers"])
    return f"{who} slap{'s' if len(e['slappers']) == 1 else ''} {e['card']}; {_who(e)} wins it"


def _ended(e: Data) -> str:
    if e["seat"] is None:
        return f"the hand is over: {e['how']}"
    return f"the hand is over: {_who(e)} {e['how']}"


_SENTENCES: dict[str, Callable[[Data], str]] = {
    "dealt": lambda e: f"hand {e['deal']}: seat {e['seat']} deals",
    "hand-dealt": _hand_dealt,
    "upcard": lambda e: f"the upcard is {e['card']}",
    "drew": _drew,
    "took": lambda e: f"{_who(e)} takes {e['card']} from the discard pile",
    "spread": lambda e: f"{_who(e)} spreads {' '.join(e['cards'])} (spread {e['number']})",
    "hit-spread": lambda e: (
        f"{_who(e)} hits spread {e['number']} (seat {e['owner']}) with {e['card']}"
    ),
    "discarded": lambda e: f"{_who(e)} discards {e['card']}",
    "slap-open": lambda e: f"{e['card']} fits a spread: the others may slap it",
    "decided": lambda e: f"{_who(e)} has decided about the slap",
    "slapped": _slapped,
    "dropped": lambda e: f"{_who(e)} drops",
    "stock-out": lambda e: "the stock has run out",
    "hands-shown": _shown,
    "hand-ended": _ended,
    "payment": lambda e: f"{_who(e)} pays {e['amount']} to seat {e['to']} ({e['why']})",
    "match-over": lambda e: "the match is over",
}


def sentence(data: Data) -> str:
    """One event (its JSON form as a viewer receives it) in words."""
    make = _SENTENCES.get(str(data["type"]))
    if make is None:
        return f"{_who(data)}: {data['type']}"
    return make(data)
