"""Commerce's own events, and every event of a Commerce match as sentences for the table's log.

>>> from widow.cards import parse_cards
>>> sentences(SwappedCards(2, parse_cards("9h 8d"), parse_cards("Qs Js")).to_dict())
['seat 2 gives 9h 8d to the board and takes Qs Js']
>>> sentences({"type": "knocked", "seat": 3})
['seat 3 knocks']
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import lru_cache
from typing import Any

from widow.cards import Card
from widow.engine.events import Event, event_kind
from widow.families.spare_hand import log as spare_hand_log
from widow.i18n import N_, Nn_


@event_kind("board-dealt")
class BoardDealt(Event):
    """Three cards dealt face up to the centre of the table."""

    cards: tuple[Card, ...]


@event_kind("blind-exchanged")
class BlindExchanged(Event):
    """The dealer, before looking, gave the unseen cards at ``positions`` of the hand (they are
    now face up on the board: ``gave``) for the board's cards ``took``."""

    positions: tuple[int, ...]
    gave: tuple[Card, ...]
    took: tuple[Card, ...]


@event_kind("kept-hand")
class KeptHand(Event):
    """The dealer declined the blind exchange."""


@event_kind("swapped-cards")
class SwappedCards(Event):
    """``seat`` gave ``gave`` to the board and took ``took`` from it."""

    gave: tuple[Card, ...]
    took: tuple[Card, ...]


@event_kind("pot-carried")
class PotCarried(Event):
    """Odd chips of a split pot stay in the pot for the next deal."""

    chips: int


def _cards(cards: list[str]) -> str:
    return " ".join(cards)


def _seat(seat: object) -> str:
    return N_("seat {seat}").format(seat=seat)


def _places(positions: list[int]) -> str:
    # Message ids of the catalogue, filled in English (widow.i18n).
    if len(positions) == 1:
        return N_("the unseen card at place {place}").format(place=positions[0])
    places = ", ".join(str(p) for p in positions)
    return N_("the unseen cards at places {places}").format(places=places)


def _blind(e: Mapping[str, Any]) -> list[str]:
    if len(e["positions"]) == 1:
        gives = N_(
            "{seat} (dealer) gives {places} of the hand, which turns up as {gave}, for {took}"
            " from the board"
        )
    else:
        gives = N_(
            "{seat} (dealer) gives {places} of the hand, which turn up as {gave}, for {took}"
            " from the board"
        )
    return [
        gives.format(
            seat=_seat(e["seat"]),
            places=_places(e["positions"]),
            gave=_cards(e["gave"]),
            took=_cards(e["took"]),
        )
    ]


def _chips(n: int) -> str:
    return Nn_("{n} chip", "{n} chips", n).format(n=n)


_OWN: dict[str, Callable[[Mapping[str, Any]], list[str]]] = {
    "board-dealt": lambda e: [
        N_("the board is dealt face up: {cards}").format(cards=_cards(e["cards"]))
    ],
    "blind-exchanged": _blind,
    "kept-hand": lambda e: [
        N_("{seat} (dealer) keeps the hand as dealt").format(seat=_seat(e["seat"]))
    ],
    "swapped-cards": lambda e: [
        N_("{seat} gives {gave} to the board and takes {took}").format(
            seat=_seat(e["seat"]), gave=_cards(e["gave"]), took=_cards(e["took"])
        )
    ],
    "anted": lambda e: [
        N_("everyone antes {amount}; the pot holds {pool}").format(
            amount=_chips(e["amount"]), pool=_chips(e["pool"])
        )
    ],
    "pot-carried": lambda e: [
        N_("{amount} left over from the split stay in the pot for the next deal").format(
            amount=_chips(e["chips"])
        )
    ],
    "pool-won": lambda e: [
        N_("{seat} wins {amount} from the pot ({pool} left in it)").format(
            seat=_seat(e["seat"]), amount=_chips(e["amount"]), pool=e["pool"]
        )
    ],
}


def sentences(event: Mapping[str, Any]) -> list[str]:
    """An event as a viewer receives it, in words (the spare-hand games' words where shared)."""
    own = _OWN.get(str(event.get("type")))
    return own(event) if own is not None else spare_hand_log.sentences(event)


@lru_cache(maxsize=4096)
def said(event: Event, viewer: int | None) -> tuple[str, ...]:
    """:func:`sentences` of an event as ``viewer`` sees it, once per event and viewer."""
    return tuple(sentences(event.to_dict() if viewer is None else event.for_seat(viewer)))
