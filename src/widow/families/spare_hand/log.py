"""The events of the spare-hand games as sentences, for the table description's log.

Each function reads an event as a viewer receives it (``event.for_seat(viewer)``), so a card the
viewer may not know is already ``"??"`` and never reaches the sentence.

>>> sentences({"type": "swapped", "seat": 1, "gave": "9h", "took": "Qs"})
['seat 1 swaps 9h for Qs from the widow']
>>> sentences({"type": "exchanged", "seat": 2, "gave": ["2c", "3c", "4c", "5c", "7d"],
...            "took": ["??", "??", "??", "??", "??"]})
['seat 2 takes the face-down widow and leaves 2c 3c 4c 5c 7d face up']
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any


def _seat(seat: object) -> str:
    return "the table" if seat is None else f"seat {seat}"


def _seats(seats: Sequence[int]) -> str:
    return ", ".join(_seat(s) for s in seats) or "nobody"


def _cards(cards: Sequence[str] | str) -> str:
    return cards if isinstance(cards, str) else " ".join(cards)


def _chips(n: int) -> str:
    return f"{n} chip" if n == 1 else f"{n} chips"


def _draw_for_deal(e: Mapping[str, Any]) -> list[str]:
    draws = ", ".join(f"{_seat(s)} {c}" for s, c in e["draws"])
    if e["dealer"] is None:
        return [f"drawing for the first deal: {draws}; the lowest cards tie and draw again"]
    return [f"drawing for the first deal: {draws}; {_seat(e['dealer'])} deals first"]


def _exchanged(e: Mapping[str, Any]) -> list[str]:
    line = f"{_seat(e['seat'])} takes the face-down widow and leaves {_cards(e['gave'])} face up"
    if any(c != "??" for c in e["took"]):
        line += f" (took {_cards(e['took'])})"
    return [line]


def _showdown(e: Mapping[str, Any]) -> list[str]:
    return ["showdown"] + [f"{_seat(s)} shows {_cards(c)}: {value}" for s, c, value in e["hands"]]


_SENTENCES: dict[str, Callable[[Mapping[str, Any]], list[str]]] = {
    "drew-for-deal": _draw_for_deal,
    "anted": lambda e: [
        f"everyone antes {_chips(e['amount'])}; the pool holds {_chips(e['pool'])}"
    ],
    "dealt": lambda e: [f"deal {e['deal']}: {_seat(e['seat'])} deals"],
    "passed": lambda e: [f"{_seat(e['seat'])} passes"],
    "knocked": lambda e: [f"{_seat(e['seat'])} knocks"],
    "exchanged": _exchanged,
    "swapped": lambda e: [f"{_seat(e['seat'])} swaps {e['gave']} for {e['took']} from the widow"],
    "swapped-all": lambda e: [
        f"{_seat(e['seat'])} swaps all five: gives {_cards(e['gave'])}, takes {_cards(e['took'])}"
    ],
    "widow-turned": lambda e: [
        f"nobody took the widow; it is turned face up: {_cards(e['cards'])}"
    ],
    "showdown": _showdown,
    "colour-drawn": lambda e: [
        f"tie between {_seats(e['tied'])}: {e['card']} is drawn ({e['colour']});"
        f" left in the tie: {_seats(e['remaining'])}"
    ],
    "draw-off": lambda e: [
        "draw-off: "
        + ", ".join(f"{_seat(s)} {c}" for s, c in e["draws"])
        + f"; left: {_seats(e['remaining'])}"
    ],
    "pool-won": lambda e: [
        f"{_seat(e['seat'])} wins {_chips(e['amount'])} from the pool ({e['pool']} left in it)"
    ],
    "chip-paid": lambda e: [
        f"{_seat(e['seat'])} pays a chip into the pool for the worst hand"
        f" ({e['chips']} left; the pool holds {e['pool']})"
    ],
    "point-scored": lambda e: [
        f"{_seat(e['seat'])} scores a point for the best hand ({e['points']} in all)"
    ],
    "buy-offered": lambda e: [
        f"{_seat(e['seat'])} has lost every chip and may buy La Viuda for {e['price']}"
    ],
    "bought": lambda e: [f"{_seat(e['seat'])} buys La Viuda for {e['price']} and plays on"],
    "declined": lambda e: [f"{_seat(e['seat'])} declines La Viuda"],
    "eliminated": lambda e: [f"{_seat(e['seat'])} is out"],
    "match-over": lambda e: ["the match is over"],
}


def sentences(event: Mapping[str, Any]) -> list[str]:
    """An event in words: usually one sentence, one per hand for a showdown.

    >>> sentences({"type": "knocked", "seat": 3})
    ['seat 3 knocks']
    """
    describe = _SENTENCES.get(str(event.get("type")))
    if describe is None:
        fields = ", ".join(f"{k} {v}" for k, v in event.items() if k not in ("type", "seat"))
        return [f"{_seat(event.get('seat'))}: {event.get('type')} {fields}".rstrip()]
    return describe(event)
