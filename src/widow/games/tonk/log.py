"""Tonk's events as short sentences, for the table description's log and result panel.

Each sentence is built from the event as its viewer receives it (hidden cards already ``??``).

>>> sentence({"type": "hit-spread", "seat": 1, "card": "9c", "number": 2, "owner": 0})
'seat 1 hits spread 2 (seat 0) with 9c'
>>> sentence({"type": "drew", "seat": 0, "card": "??"})
'seat 0 draws from the stock'
"""

from __future__ import annotations

from widow.families.banking.log import SHARED_SENTENCES, Data, Sentence, in_words, who


def _hand_dealt(e: Data) -> str:
    if "??" in e["cards"]:
        return f"{who(e)} is dealt five cards"
    return f"{who(e)} is dealt {' '.join(e['cards'])}"


def _shown(e: Data) -> str:
    hands = "; ".join(f"seat {s}: {' '.join(cards) or '-'} = {n}" for s, cards, n in e["hands"])
    return f"hands shown: {hands}"


def _slapped(e: Data) -> str:
    if e["seat"] is None:
        return f"nobody slaps {e['card']}"
    slappers = ", ".join(f"seat {s}" for s in e["slappers"])
    verb = "slaps" if len(e["slappers"]) == 1 else "slap"
    return f"{slappers} {verb} {e['card']}; {who(e)} wins it"


def _ended(e: Data) -> str:
    if e["seat"] is None:
        return f"the hand is over: {e['how']}"
    return f"the hand is over: {who(e)} {e['how']}"


_SENTENCES: dict[str, Sentence] = {
    **SHARED_SENTENCES,
    "dealt": lambda e: f"hand {e['deal']}: seat {e['seat']} deals",
    "hand-dealt": _hand_dealt,
    "upcard": lambda e: f"the upcard is {e['card']}",
    "spread": lambda e: f"{who(e)} spreads {' '.join(e['cards'])} (spread {e['number']})",
    "hit-spread": lambda e: (
        f"{who(e)} hits spread {e['number']} (seat {e['owner']}) with {e['card']}"
    ),
    "slap-open": lambda e: f"{e['card']} fits a spread: the others may slap it",
    "decided": lambda e: f"{who(e)} has decided about the slap",
    "slapped": _slapped,
    "dropped": lambda e: f"{who(e)} drops",
    "stock-out": lambda e: "the stock has run out",
    "hands-shown": _shown,
    "hand-ended": _ended,
}


def sentence(data: Data) -> str:
    """One event (its JSON form as a viewer receives it) in words."""
    return in_words(_SENTENCES, data)
