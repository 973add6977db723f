"""A Whist player that follows the classic conventions, working from its view only.

* Leading: cash a card that is sure to win (the highest card left in its suit); with four trumps
  or more and trumps still out against it, draw trumps; otherwise lead from the longest side suit
  (the top of a touching honour pair, else the lowest card, which shows partner the suit).
* Second hand low, except to cover an honour led (play the cheapest card above it).
* Third hand high: beat the card winning the trick as cheaply as possible, but never overtake a
  partner whose card already wins and is sure to hold.
* Fourth hand: win as cheaply as possible, or play the lowest card when partner already wins.
* Out of the suit led: ruff as cheaply as wins, unless partner is winning; otherwise discard the
  lowest card of the strongest side suit (the signal the rules text describes).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from widow.cards import SUIT_CHARS, Card, parse_card
from widow.engine.actions import Action
from widow.engine.tricks.play import PlayCard, play_card

JACK = 9


class WhistBot:
    """Plays Whist as described in the module docstring (no search, no memory besides the view)."""

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        cards = [a.card for a in legal if isinstance(a, PlayCard)]
        if len(cards) != len(legal) or not cards:
            return legal[rng.randrange(len(legal))]
        if len(cards) == 1:
            return legal[0]
        me = view["seat"]
        hand = [parse_card(c) for c in view["hand"]]
        trump = None if view["trump"] is None else SUIT_CHARS.index(view["trump"])
        played = {parse_card(p["card"]) for t in view["tricks"] for p in t["cards"]}
        current = [(p["seat"], parse_card(p["card"])) for p in view["current_trick"]["cards"]]
        played.update(c for _, c in current)
        gone = played | set(hand)
        return play_card(_choose(me, hand, cards, current, trump, gone))


def is_master(card: Card, gone: set[Card]) -> bool:
    """Whether every higher card of the suit has been played or is in our own hand.

    >>> is_master(Card.parse("Kh"), {Card.parse("Ah")}), is_master(Card.parse("Qh"), set())
    (True, False)
    """
    return all((r * 4 + (card & 3)) in gone for r in range((card >> 2) + 1, 13))


def _beats(card: Card, best: Card, led: int, trump: int | None) -> bool:
    if card & 3 == best & 3:
        return card > best
    return trump is not None and card & 3 == trump and best & 3 != trump


def _winning(current: Sequence[tuple[int, Card]], trump: int | None) -> tuple[int, Card]:
    led = current[0][1] & 3
    best = current[0]
    for play in current[1:]:
        if _beats(play[1], best[1], led, trump):
            best = play
    return best


def _strength(hand: Sequence[Card], suit: int) -> tuple[int, int]:
    ranks = [c >> 2 for c in hand if c & 3 == suit]
    return len(ranks), sum(r for r in ranks if r >= JACK)


def _discard(hand: Sequence[Card], legal: Sequence[Card], trump: int | None) -> Card:
    """The lowest card of the strongest side suit: a signal that costs no winner."""
    side = [c for c in legal if c & 3 != trump] or list(legal)
    suits = {c & 3 for c in side}
    best = max(suits, key=lambda s: _strength(hand, s))
    return min(c for c in side if c & 3 == best)


def _lead(hand: Sequence[Card], legal: Sequence[Card], trump: int | None, gone: set[Card]) -> Card:
    trumps = [c for c in legal if c & 3 == trump]
    outstanding = 0 if trump is None else sum(1 for r in range(13) if r * 4 + trump not in gone)
    if len(trumps) >= 4 and outstanding:
        top = max(trumps)
        return top if is_master(top, gone) else min(trumps)
    masters = [c for c in legal if c & 3 != trump and is_master(c, gone)]
    if masters:
        return max(masters)
    side = [c for c in legal if c & 3 != trump] or list(legal)
    suits = {c & 3 for c in side}
    best = max(suits, key=lambda s: _strength(hand, s))
    suit_cards = sorted((c for c in side if c & 3 == best), reverse=True)
    if (
        len(suit_cards) >= 2
        and suit_cards[0] >> 2 >= JACK + 1
        and (suit_cards[0] >> 2 == (suit_cards[1] >> 2) + 1)
    ):
        return suit_cards[0]
    return suit_cards[-1]


def _choose(
    me: int,
    hand: Sequence[Card],
    legal: Sequence[Card],
    current: Sequence[tuple[int, Card]],
    trump: int | None,
    gone: set[Card],
) -> Card:
    if not current:
        return _lead(hand, legal, trump, gone)
    led = current[0][1] & 3
    win_seat, win_card = _winning(current, trump)
    partner_wins = win_seat == (me + 2) % 4
    position = len(current) + 1
    winners = sorted(c for c in legal if _beats(c, win_card, led, trump))
    following = any(c & 3 == led for c in legal)
    if partner_wins and (position == 4 or is_master(win_card, gone) or win_card & 3 == trump):
        # No pointless overtaking of a partner whose card holds.
        return _discard(hand, legal, trump) if not following else min(legal)
    if not following:
        return winners[0] if winners else _discard(hand, legal, trump)
    if position == 2:
        led_card = current[0][1]
        if led_card >> 2 >= JACK and winners:
            return winners[0]  # cover an honour
        return min(legal)  # second hand low
    # Third and fourth hand: win as cheaply as possible, else play low.
    return winners[0] if winners else min(legal)
