"""What a Tonk player can read from the others' discards.

A player who discards to keep their count low throws the highest card that no spread of theirs
holds, so every card they keep outside a spread is worth no more than the card they threw last.
Deals of the unseen cards that give an opponent a loose card above their last discard are
unlikely; :func:`deal_as_read` keeps to deals that fit (or, where none of a few dozen does, to
the one that strays least), which lowers the counts a seat expects the others to hold, above all
once they have been throwing low cards. The plain heuristic's own discards always fit.

>>> from widow.cards import parse_cards
>>> fits_reading(parse_cards("2c 3d 4h"), 5, unmatched_count)
True
>>> fits_reading(parse_cards("2c 3d Kh"), 5, unmatched_count)  # a loose king kept over a five
False
>>> fits_reading(parse_cards("Kh Kd Kc 2s"), 5, unmatched_count)  # the kings are a spread
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, NamedTuple, TypeVar

from widow.cards import Card, parse_card
from widow.games.tonk.melds import PACK, card_points, hand_total, unmatched_count

__all__ = [
    "TRIES",
    "Counter",
    "Hidden",
    "closest",
    "deal_as_read",
    "deal_hidden",
    "discard_limits",
    "excess",
    "fits_reading",
    "hidden",
    "table_counter",
]

T = TypeVar("T")

#: How a shown hand is counted: every card, or the cards left out of spreads.
Counter = Callable[[Iterable[Card]], int]
#: Deals of the unseen cards tried for each one kept before the closest of them is taken.
TRIES = 40


def table_counter(view: Mapping[str, Any]) -> Counter:
    """How this table counts a shown hand (its ``count_held`` option)."""
    if view.get("options", {}).get("count_held") == "all":
        return hand_total
    return unmatched_count


def discard_limits(view: Mapping[str, Any]) -> dict[int, int]:
    """Each other seat that has discarded this hand: the points of the card it threw last (from
    the view's events, which start with the hand's deal)."""
    me = view["seat"]
    limits: dict[int, int] = {}
    for event in view.get("events", ()):
        if event["type"] == "dealt":
            limits.clear()
        elif event["type"] == "discarded" and event["seat"] != me:
            limits[event["seat"]] = card_points(parse_card(event["card"]))
    return limits


def excess(hand: Sequence[Card], limit: int, count: Counter) -> int:
    """How far ``hand`` strays from the reading: the points above ``limit`` of each card it
    keeps outside its spreads (counted the way the table counts: a card is loose when dropping it
    lowers the count by its points)."""
    total = count(hand)
    over = 0
    for i, card in enumerate(hand):
        points = card_points(card)
        if points > limit and count([*hand[:i], *hand[i + 1 :]]) == total - points:
            over += points - limit
    return over


def fits_reading(hand: Sequence[Card], limit: int, count: Counter) -> bool:
    """Whether ``hand`` keeps no card worth more than ``limit`` outside its spreads."""
    return excess(hand, limit, count) == 0


class Hidden(NamedTuple):
    """What a seat has not seen: the cards, in the pack's order, and each other seat with the
    cards everyone saw it take and the number of its cards nobody else has seen."""

    cards: list[Card]
    others: list[tuple[int, list[Card], int]]


def hidden(view: Mapping[str, Any], mine: Iterable[Card]) -> Hidden:
    """The cards ``view``'s seat (holding ``mine``) has not seen, and where they may lie."""
    seen = set(mine) | {parse_card(c) for c in view["discards"]}
    for spread in view["spreads"]:
        seen.update(parse_card(c) for c in spread["cards"])
    others = []
    for row in view["seats"]:
        if row["seat"] != view["seat"]:
            known = [parse_card(c) for c in row["hand"] if c != "??"]
            seen.update(known)
            others.append((row["seat"], known, row["cards"] - len(known)))
    return Hidden([c for c in PACK if c not in seen], others)


def deal_hidden(cards: Hidden, rng: random.Random) -> list[list[Card]]:
    """One deal of the hidden cards to the other seats' hands (shuffling ``cards.cards`` in
    place)."""
    rng.shuffle(cards.cards)
    hands, at = [], 0
    for _, known, missing in cards.others:
        hands.append(known + cards.cards[at : at + missing])
        at += missing
    return hands


def closest(draw: Callable[[], T], strays: Callable[[T], int]) -> T:
    """The first of up to :data:`TRIES` deals from ``draw`` that fits the reading (``strays``
    by nothing), else the one of them that strays least."""
    best = draw()
    off = strays(best)
    for _ in range(TRIES - 1):
        if off == 0:
            break
        deal = draw()
        if (now := strays(deal)) < off:
            best, off = deal, now
    return best


def deal_as_read(
    cards: Hidden, limits: Mapping[int, int], count: Counter, rng: random.Random
) -> list[list[Card]]:
    """One deal of the hidden cards in which each other hand fits the reading of its last
    discard (``limits``, from :func:`discard_limits`), or, when none of :data:`TRIES` deals
    does, the one that strays least (a player who threw a two holds low cards even when no
    deal of the hidden cards gives it nothing above a two)."""

    def strays(hands: list[list[Card]]) -> int:
        return sum(
            excess(hand, limits[seat], count)
            for (seat, _, _), hand in zip(cards.others, hands, strict=True)
            if seat in limits
        )

    return closest(lambda: deal_hidden(cards, rng), strays)
