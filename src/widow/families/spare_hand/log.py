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

from widow.i18n import N_, Nn_

# Every sentence is a message id of the catalogue (N_), filled in English here; the front ends
# say the line in the reader's language (widow.i18n.Translator.sentence).


def _seat(seat: object) -> str:
    return N_("the table") if seat is None else N_("seat {seat}").format(seat=seat)


def _seats(seats: Sequence[int]) -> str:
    return ", ".join(_seat(s) for s in seats) or N_("nobody")


def _cards(cards: Sequence[str] | str) -> str:
    return cards if isinstance(cards, str) else " ".join(cards)


def _chips(n: int) -> str:
    return Nn_("{n} chip", "{n} chips", n).format(n=n)


def _drawn(draws: Sequence[tuple[int, str]]) -> str:
    """The cards drawn, each after its seat (``seat 0 6d, seat 1 Js``)."""
    return ", ".join(N_("{seat} {cards}").format(seat=_seat(s), cards=c) for s, c in draws)


def _draw_for_deal(e: Mapping[str, Any]) -> list[str]:
    draws = _drawn(e["draws"])
    if e["dealer"] is None:
        tied = N_("drawing for the first deal: {draws}; the lowest cards tie and draw again")
        return [tied.format(draws=draws)]
    first = N_("drawing for the first deal: {draws}; {seat} deals first")
    return [first.format(draws=draws, seat=_seat(e["dealer"]))]


def _exchanged(e: Mapping[str, Any]) -> list[str]:
    seat, gave = _seat(e["seat"]), _cards(e["gave"])
    if any(c != "??" for c in e["took"]):
        took = N_("{seat} takes the face-down widow and leaves {gave} face up (took {took})")
        return [took.format(seat=seat, gave=gave, took=_cards(e["took"]))]
    return [
        N_("{seat} takes the face-down widow and leaves {gave} face up").format(
            seat=seat, gave=gave
        )
    ]


def _showdown(e: Mapping[str, Any]) -> list[str]:
    shows = N_("{seat} shows {cards}: {value}")
    return [N_("showdown")] + [
        shows.format(seat=_seat(s), cards=_cards(c), value=value) for s, c, value in e["hands"]
    ]


_SENTENCES: dict[str, Callable[[Mapping[str, Any]], list[str]]] = {
    "drew-for-deal": _draw_for_deal,
    "anted": lambda e: [
        N_("everyone antes {amount}; the pool holds {pool}").format(
            amount=_chips(e["amount"]), pool=_chips(e["pool"])
        )
    ],
    "dealt": lambda e: [
        N_("deal {deal}: {seat} deals").format(deal=e["deal"], seat=_seat(e["seat"]))
    ],
    "passed": lambda e: [N_("{seat} passes").format(seat=_seat(e["seat"]))],
    "knocked": lambda e: [N_("{seat} knocks").format(seat=_seat(e["seat"]))],
    "exchanged": _exchanged,
    "swapped": lambda e: [
        N_("{seat} swaps {gave} for {took} from the widow").format(
            seat=_seat(e["seat"]), gave=e["gave"], took=e["took"]
        )
    ],
    "swapped-all": lambda e: [
        N_("{seat} swaps all five: gives {gave}, takes {took}").format(
            seat=_seat(e["seat"]), gave=_cards(e["gave"]), took=_cards(e["took"])
        )
    ],
    "widow-turned": lambda e: [
        N_("nobody took the widow; it is turned face up: {cards}").format(cards=_cards(e["cards"]))
    ],
    "showdown": _showdown,
    "colour-drawn": lambda e: [
        N_("tie between {tied}: {card} is drawn ({colour}); left in the tie: {left}").format(
            tied=_seats(e["tied"]),
            card=e["card"],
            colour=e["colour"],
            left=_seats(e["remaining"]),
        )
    ],
    "draw-off": lambda e: [
        N_("draw-off: {draws}; left: {left}").format(
            draws=_drawn(e["draws"]),
            left=_seats(e["remaining"]),
        )
    ],
    "pool-won": lambda e: [
        N_("{seat} wins {amount} from the pool ({pool} left in it)").format(
            seat=_seat(e["seat"]), amount=_chips(e["amount"]), pool=e["pool"]
        )
    ],
    "chip-paid": lambda e: [
        N_(
            "{seat} pays a chip into the pool for the worst hand ({chips} left; the pool holds"
            " {pool})"
        ).format(seat=_seat(e["seat"]), chips=e["chips"], pool=e["pool"])
    ],
    "point-scored": lambda e: [
        N_("{seat} scores a point for the best hand ({points} in all)").format(
            seat=_seat(e["seat"]), points=e["points"]
        )
    ],
    "buy-offered": lambda e: [
        N_("{seat} has lost every chip and may buy La Viuda for {price}").format(
            seat=_seat(e["seat"]), price=e["price"]
        )
    ],
    "bought": lambda e: [
        N_("{seat} buys La Viuda for {price} and plays on").format(
            seat=_seat(e["seat"]), price=e["price"]
        )
    ],
    "declined": lambda e: [N_("{seat} declines La Viuda").format(seat=_seat(e["seat"]))],
    "eliminated": lambda e: [N_("{seat} is out").format(seat=_seat(e["seat"]))],
    "match-over": lambda e: [N_("the match is over")],
}

#: The colours a card drawn to break a tie may have, as the log names them.
COLOURS = (N_("red"), N_("black"))


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
