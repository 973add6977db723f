"""Tonk's events as short sentences, for the table description's log and result panel.

Each sentence is built from the event as its viewer receives it (hidden cards already ``??``).

>>> sentence({"type": "hit-spread", "seat": 1, "card": "9c", "number": 2, "owner": 0})
'seat 1 hits spread 2 (seat 0) with 9c'
>>> sentence({"type": "drew", "seat": 0, "card": "??"})
'seat 0 draws from the stock'
"""

from __future__ import annotations

from widow.families.banking.log import SHARED_SENTENCES, Data, Sentence, in_words, who
from widow.i18n import N_

# Every sentence is a message id of the catalogue (N_), filled in English here (widow.i18n).


def _seat(seat: object) -> str:
    return N_("seat {seat}").format(seat=seat)


def _hand_dealt(e: Data) -> str:
    if "??" in e["cards"]:
        return N_("{seat} is dealt five cards").format(seat=who(e))
    return N_("{seat} is dealt {cards}").format(seat=who(e), cards=" ".join(e["cards"]))


def _shown(e: Data) -> str:
    shown = N_("{seat}: {cards} = {n}")
    hands = "; ".join(
        shown.format(seat=_seat(s), cards=" ".join(cards) or "-", n=n) for s, cards, n in e["hands"]
    )
    return N_("hands shown: {hands}").format(hands=hands)


def _slapped(e: Data) -> str:
    if e["seat"] is None:
        return N_("nobody slaps {card}").format(card=e["card"])
    slappers = ", ".join(_seat(s) for s in e["slappers"])
    slap = N_("{seats} slaps {card}; {seat} wins it")
    if len(e["slappers"]) != 1:
        slap = N_("{seats} slap {card}; {seat} wins it")
    return slap.format(seats=slappers, card=e["card"], seat=who(e))


def _ended(e: Data) -> str:
    if e["seat"] is None:
        return N_("the hand is over: {how}").format(how=e["how"])
    return N_("the hand is over: {seat} {how}").format(seat=who(e), how=e["how"])


_SENTENCES: dict[str, Sentence] = {
    **SHARED_SENTENCES,
    "dealt": lambda e: N_("hand {deal}: {seat} deals").format(
        deal=e["deal"], seat=_seat(e["seat"])
    ),
    "hand-dealt": _hand_dealt,
    "upcard": lambda e: N_("the upcard is {card}").format(card=e["card"]),
    "spread": lambda e: N_("{seat} spreads {cards} (spread {n})").format(
        seat=who(e), cards=" ".join(e["cards"]), n=e["number"]
    ),
    "hit-spread": lambda e: N_("{seat} hits spread {n} ({owner}) with {card}").format(
        seat=who(e), n=e["number"], owner=_seat(e["owner"]), card=e["card"]
    ),
    "slap-open": lambda e: N_("{card} fits a spread: the others may slap it").format(
        card=e["card"]
    ),
    "decided": lambda e: N_("{seat} has decided about the slap").format(seat=who(e)),
    "slapped": _slapped,
    "dropped": lambda e: N_("{seat} drops").format(seat=who(e)),
    "stock-out": lambda e: N_("the stock has run out"),
    "hands-shown": _shown,
    "hand-ended": _ended,
}


def sentence(data: Data) -> str:
    """One event (its JSON form as a viewer receives it) in words."""
    return in_words(_SENTENCES, data)
