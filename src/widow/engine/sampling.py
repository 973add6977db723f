"""Redealing what a seat cannot see, for :meth:`~widow.engine.core.State.resample`.

Most games hide cards in a simple way: the seat knows *where* every card lies (this hand has five,
the stock has thirty) but not *which* cards lie in some of those places. Every arrangement of the
unknown cards over the unknown places is then equally likely from the seat's point of view, so a
uniform sample is a shuffle of those cards put back into the same places. A game lists the places
as slots (a list and a position in it) and calls :func:`redeal`.

>>> import random
>>> from widow.cards import parse_cards
>>> hand, stock = list(parse_cards("As Ks Qs")), list(parse_cards("2c 3c"))
>>> slots = unknown_slots(hand, known={hand[0]}) + all_slots(stock)
>>> moved = redeal(slots, random.Random(4))
>>> str(hand[0]), sorted(map(str, hand[1:] + stock)) == sorted(["Ks", "Qs", "2c", "3c"])
('As', True)
"""

from __future__ import annotations

import random
from collections.abc import Collection, MutableSequence, Sequence

from widow.cards import Card

#: A place one card lies in: a list of cards and a position in it.
Slot = tuple[MutableSequence[Card], int]


def all_slots(place: MutableSequence[Card]) -> list[Slot]:
    """Every position of ``place`` (a stock, a face-down hand)."""
    return [(place, i) for i in range(len(place))]


def unknown_slots(place: MutableSequence[Card], known: Collection[Card]) -> list[Slot]:
    """The positions of ``place`` whose card is not in ``known``.

    >>> from widow.cards import parse_cards
    >>> hand = list(parse_cards("As Ks Qs"))
    >>> [i for _, i in unknown_slots(hand, known={hand[1]})]
    [0, 2]
    """
    return [(place, i) for i, card in enumerate(place) if card not in known]


def redeal(slots: Sequence[Slot], rng: random.Random) -> dict[Card, Card]:
    """Shuffle the cards lying in ``slots`` among those slots, in place.

    Returns, for every card that was in a slot, the card that lies in its slot now: a game applies
    this relabelling to any hidden record of those cards (an event only their holder saw), so the
    sample stays consistent with itself.
    """
    before = [place[i] for place, i in slots]
    after = list(before)
    rng.shuffle(after)
    for (place, i), card in zip(slots, after, strict=True):
        place[i] = card
    return dict(zip(before, after, strict=True))
