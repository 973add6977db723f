"""A Bourre player working from its view only.

* Pass or play from a trick estimate: a trump counts by its rank (the ace nearly a sure trick,
  low trumps half of one or less), a side ace a little less the more players there are to trump
  it. Play when the estimate reaches half a trick with three players or fewer, 0.8 with more;
  always play holding the top trump, since a player with a sure trick cannot go bourre.
* Draw: keep trumps and side aces, discard the rest.
* In the play the obligations leave little choice: lead the highest trump when it is the best
  one left, else a side ace, else the lowest card; otherwise win as cheaply as the legal cards
  allow, or throw the lowest.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from widow.cards import SUIT_CHARS, Card, parse_card
from widow.engine.actions import PASS, Action
from widow.engine.tricks.play import PlayCard, play_card
from widow.games.bourre.actions import STAY, Draw

ACE = 12


def trick_estimate(hand: Sequence[Card], trump: int, players: int) -> float:
    """Expected tricks, roughly, from trumps and side aces.

    >>> trick_estimate([Card.parse(c) for c in ("As", "Ks", "2h", "3h", "4d")], 3, 4)
    1.75
    """
    total = 0.0
    for card in hand:
        rank = card >> 2
        if card & 3 == trump:
            total += 0.95 if rank == ACE else 0.8 if rank >= 10 else 0.5 if rank >= 6 else 0.3
        elif rank == ACE:
            total += max(0.2, 0.9 - 0.1 * players)
    return round(total, 2)


class BourreBot:
    """Plays Bourre as described in the module docstring."""

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        hand = [parse_card(c) for c in view["hand"]]
        trump = SUIT_CHARS.index(view["trump"])
        if STAY in legal:
            return self._decide(view, hand, trump, legal)
        cards = [a.card for a in legal if isinstance(a, PlayCard)]
        return play_card(self._card(view, hand, cards, trump))

    @staticmethod
    def _decide(
        view: Mapping[str, Any], hand: list[Card], trump: int, legal: list[Action]
    ) -> Action:
        players = sum(1 for s in view["seats"] if s["status"] != "passed")
        estimate = trick_estimate(hand, trump, players)
        top_trump = any(c & 3 == trump and c >> 2 == ACE for c in hand)
        # Enough to expect a trick, about: going bourre costs a whole pot, passing only the ante.
        enough = 0.5 if players <= 3 else 0.8
        if PASS in legal and estimate < enough and not top_trump:
            return PASS
        discard = tuple(sorted(c for c in hand if c & 3 != trump and c >> 2 != ACE))
        wanted = Draw(discard) if discard else STAY
        return wanted if wanted in legal else STAY

    @staticmethod
    def _card(view: Mapping[str, Any], hand: list[Card], legal: list[Card], trump: int) -> Card:
        current = view["current_trick"]["cards"] if view["current_trick"] else []
        played = {parse_card(p["card"]) for t in view["tricks"] for p in t["cards"]}
        played.update(parse_card(p["card"]) for p in current)
        if not current:
            trumps = [c for c in legal if c & 3 == trump]
            outside = [
                r for r in range(13) if 4 * r + trump not in played and 4 * r + trump not in hand
            ]
            if trumps and max(trumps) >> 2 > max(outside, default=-1):
                return max(trumps)
            aces = [c for c in legal if c >> 2 == ACE]
            return aces[0] if aces else min(legal, key=lambda c: (c & 3 == trump, c >> 2))
        led = parse_card(current[0]["card"]) & 3
        best = parse_card(current[0]["card"])
        for p in current[1:]:
            card = parse_card(p["card"])
            if (card & 3 == best & 3 and card > best) or (card & 3 == trump and best & 3 != trump):
                best = card
        winners = [
            c
            for c in legal
            if (c & 3 == best & 3 and c > best) or (c & 3 == trump and best & 3 != trump)
        ]
        if winners:
            return min(winners, key=lambda c: (c & 3 == trump and led != trump, c >> 2))
        return min(legal, key=lambda c: (c & 3 == trump, c >> 2))
