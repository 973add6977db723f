"""A Bid Whist player working from its view only.

* Bidding from a trick estimate for each way to play (high or low with the best trump suit, or no
  trump): jokers and top trumps count a trick each, long trumps count their length beyond four,
  side aces (or, low, side aces and twos) a trick; a partner is worth about two tricks and the
  kitty with the discards about one more. Bid the best estimate over six when it beats the bid
  so far (the dealer bids one at least when forced).
* Declaring: the suit the estimate chose, or the direction.
* Discarding: keep jokers, trumps and the top cards of the order; lay aside the lowest of the
  rest.
* Playing: the Whist conventions (second hand low, third hand high, no overtaking a winning
  partner, ruff cheaply, discard low) with the card order of the contract.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from widow.cards import BLACK_JOKER, RED_JOKER, SUIT_CHARS, Card, parse_card
from widow.engine.actions import PASS, Action
from widow.engine.tricks.play import NO_SUIT, PlayCard, play_card
from widow.games.bid_whist.actions import Discard, MakeBid, NameDirection, NameTrump
from widow.games.bid_whist.rules import card_rank, suits_for

JOKERS = (RED_JOKER, BLACK_JOKER)
PARTNER_TRICKS = 2.0
KITTY_TRICKS = 1.0


def estimate(hand: Sequence[Card], direction: str, trump: int | None) -> float:
    """Tricks this hand should take itself, played ``direction`` with ``trump``.

    >>> hand = [Card.parse(c) for c in "XR XB Ah Kh Qh 5h 4h As Ad 2c 3c 4c".split()]
    >>> estimate(hand, "high", 2)
    8.0
    """
    trumps = trump is not None
    total = 0.0
    for suit in range(4):
        ranks = sorted(
            (card_rank(c, direction, trumps) for c in hand if c < 52 and c & 3 == suit),
            reverse=True,
        )
        if suit == trump:
            total += sum(1 for i, r in enumerate(ranks) if r >= 12 - i) + max(0, len(ranks) - 4)
        else:
            total += sum(1 for i, r in enumerate(ranks) if r >= 12 - i and i < 2)
    if trumps:
        total += sum(1 for c in hand if c in JOKERS)
    return total


def best_plan(hand: Sequence[Card]) -> tuple[float, str, int | None]:
    """The best (estimate, kind, trump or direction) over high, low and no trump."""
    plans: list[tuple[float, str, int | None]] = []
    for direction in ("high", "low"):
        for trump in range(4):
            plans.append((estimate(hand, direction, trump), direction, trump))
        # No trump doubles the score, so it is worth a little more at equal estimates.
        plans.append((estimate(hand, direction, None) + 0.5, "notrump-" + direction, None))
    return max(plans, key=lambda p: p[0])


class BidWhistBot:
    """Plays Bid Whist as described in the module docstring."""

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        hand = [parse_card(c) for c in view["hand"]]
        first = legal[-1]
        if isinstance(first, MakeBid):
            return self._bid(hand, legal)
        if isinstance(first, NameTrump):
            kind = view["contract"]["kind"]
            suit = max(range(4), key=lambda t: estimate(hand, kind, t))
            return next(a for a in legal if isinstance(a, NameTrump) and a.suit == suit)
        if isinstance(first, NameDirection):
            way = "high" if estimate(hand, "high", None) >= estimate(hand, "low", None) else "low"
            return next(a for a in legal if isinstance(a, NameDirection) and a.direction == way)
        trump: int | None = None if view["trump"] is None else SUIT_CHARS.index(view["trump"])
        direction = view["card_order"]
        if isinstance(first, Discard):
            return self._discard(hand, legal, trump, direction)
        cards = [a.card for a in legal if isinstance(a, PlayCard)]
        return play_card(self._play(view, hand, cards, trump, direction))

    @staticmethod
    def _bid(hand: list[Card], legal: list[Action]) -> Action:
        tricks, plan, _ = best_plan(hand)
        number = int(tricks + PARTNER_TRICKS + KITTY_TRICKS) - 6
        kind = "notrump" if plan.startswith("notrump") else plan
        bids = [a for a in legal if isinstance(a, MakeBid)]
        wanted = [b for b in bids if b.kind == kind and b.number <= number]
        if wanted:
            return min(wanted, key=lambda b: b.value)
        if PASS in legal:
            return PASS
        return min(bids, key=lambda b: (b.kind != kind, b.value))

    @staticmethod
    def _discard(
        hand: list[Card], legal: list[Action], trump: int | None, direction: str
    ) -> Action:
        trumps = trump is not None

        def keep(card: Card) -> tuple[int, int]:
            if card in JOKERS:
                return (3, 0) if trumps else (-1, 0)
            if card & 3 == trump:
                return (2, card_rank(card, direction, trumps))
            return (1, card_rank(card, direction, trumps))

        worst = min(hand, key=keep)
        return next(a for a in legal if isinstance(a, Discard) and a.card == worst)

    @staticmethod
    def _play(
        view: Mapping[str, Any],
        hand: list[Card],
        legal: list[Card],
        trump: int | None,
        direction: str,
    ) -> Card:
        trumps = trump is not None
        suits = suits_for(trump)

        def rank(card: Card) -> int:
            return card_rank(card, direction, trumps)

        current = [(p["seat"], parse_card(p["card"])) for p in view["current_trick"]["cards"]]
        if not current:
            return (
                max(legal, key=rank)
                if rank(max(legal, key=rank)) >= 12
                else min(legal, key=lambda c: (suits[c] == trump, rank(c)))
            )
        led = next((suits[c] for _, c in current if suits[c] != NO_SUIT), None)

        def key(card: Card) -> tuple[int, int]:
            if trump is not None and suits[card] == trump:
                return (2, rank(card))
            if suits[card] == led:
                return (1, rank(card))
            return (0, 0)

        win_seat, win_card = max(current, key=lambda p: key(p[1]))
        me = view["seat"]
        if win_seat == (me + 2) % 4 and (len(current) == 3 or rank(win_card) >= 12):
            return min(legal, key=lambda c: (key(c)[0] == 2, rank(c)))
        winners = [c for c in legal if key(c) > key(win_card)]
        if (
            len(current) == 1
            and winners
            and led is not None
            and any(suits[c] == led for c in legal)
        ):
            return min(legal, key=rank)  # second hand low
        if winners:
            return min(winners, key=lambda c: (key(c)[0], rank(c)))
        return min(legal, key=lambda c: (key(c)[0] == 2, rank(c)))
