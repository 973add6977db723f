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


def _places(positions: list[int]) -> str:
    if len(positions) == 1:
        return f"the unseen card at place {positions[0]}"
    return f"the unseen cards at places {', '.join(str(p) for p in positions)}"


def _blind(e: Mapping[str, Any]) -> list[str]:
    turn = "turns" if len(e["positions"]) == 1 else "turn"
    return [
        f"seat {e['seat']} (dealer) gives {_places(e['positions'])} of the hand, which {turn}"
        f" up as {_cards(e['gave'])}, for {_cards(e['took'])} from the board"
    ]


def _chips(n: int) -> str:
    return f"{n} chip" if n == 1 else f"{n} chips"


_OWN: dict[str, Callable[[Mapping[str, Any]], list[str]]] = {
    "board-dealt": lambda e: [f"the board is dealt face up: {_cards(e['cards'])}"],
    "blind-exchanged": _blind,
    "kept-hand": lambda e: [f"seat {e['seat']} (dealer) keeps the hand as dealt"],
    "swapped-cards": lambda e: [
        f"seat {e['seat']} gives {_cards(e['gave'])} to the board and takes {_cards(e['took'])}"
    ],
    "anted": lambda e: [f"everyone antes {_chips(e['amount'])}; the pot holds {_chips(e['pool'])}"],
    "pot-carried": lambda e: [
        f"{_chips(e['chips'])} left over from the split stay in the pot for the next deal"
    ],
    "pool-won": lambda e: [
        f"seat {e['seat']} wins {_chips(e['amount'])} from the pot ({e['pool']} left in it)"
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
