"""A Preference player working from its view only.

* Bidding from a trick estimate (:func:`trick_estimate`): top trumps and trump length, side aces
  and guarded kings, ruffing chances. A number is bid when the best suit the number allows
  reaches six tricks counting a little for the talon; game or hearts with six and a half
  without it. The discard keeps the ten cards that estimate best.
* Defending when the hand promises two tricks (aces, guarded kings, trump honours); inviting
  only with enough for the pair's four; "no aces" only with a hand well over six.
* Play: the declarer draws trumps while it holds at least as many as are out, then cashes
  winners; defenders lead winners, else from their longest side suit. Second hand low unless
  it can cover an honour or win for sure; last hand wins as cheaply as it can, but never
  overtakes a partner already winning; discards signal with the lowest card of a strong suit.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from typing import Any

from widow.cards import CARDS, Card, parse_card
from widow.engine.actions import PASS, Action
from widow.engine.tricks.play import PlayCard, play_card

# The module by name, so the bot reads as choosing among the game's decisions
# (``actions.DEFEND``, ``actions.BIDS``) rather than repeating the rules' import list.
from widow.games.preference import actions

ACE, KING, QUEEN, JACK = 12, 11, 10, 9
TALON_HOPE = 1.6
PACK = tuple(c for c in CARDS[:52] if c >> 2 >= 5)


def trick_estimate(hand: Iterable[Card], trump: int) -> float:
    """Tricks a declarer may expect with ``trump`` (a suit number), roughly.

    >>> hand = [Card.parse(c) for c in "Ah Kh Qh Th 8h As Ks Ad 7c 8c".split()]
    >>> trick_estimate(hand, 2) >= 6, trick_estimate(hand, 0) < 6
    (True, True)
    """
    by_suit: dict[int, list[int]] = {s: [] for s in range(4)}
    for card in hand:
        by_suit[card & 3].append(card >> 2)
    total = 0.0
    trumps = sorted(by_suit[trump], reverse=True)
    for rank in trumps:
        if rank == ACE:
            total += 1.0
        elif rank == KING:
            total += 0.9 if len(trumps) >= 2 else 0.4
        elif rank == QUEEN:
            total += 0.7 if len(trumps) >= 3 else 0.2
    total += 0.9 * max(0, len(trumps) - 3)
    for suit, ranks in by_suit.items():
        if suit == trump:
            continue
        if ACE in ranks:
            total += 0.95
        if KING in ranks:
            total += 0.8 if ACE in ranks else 0.45 if len(ranks) >= 2 else 0.1
        if QUEEN in ranks and ACE in ranks and KING in ranks:
            total += 0.6
        if len(ranks) <= 1 and len(trumps) >= 4:
            total += 0.5 if ranks else 0.8
    return round(total, 2)


def defence_estimate(hand: Iterable[Card], trump: int) -> float:
    """Tricks a defender may expect against ``trump``, roughly.

    >>> defence_estimate([Card.parse(c) for c in "Ac As Kd Qd 7h".split()], 2)
    2.3
    """
    by_suit: dict[int, list[int]] = {s: [] for s in range(4)}
    for card in hand:
        by_suit[card & 3].append(card >> 2)
    total = 0.0
    for suit, ranks in by_suit.items():
        if suit == trump:
            total += sum(
                1.0 if r == ACE else 0.6 if r == KING and len(ranks) >= 2 else 0 for r in ranks
            )
            total += 0.5 * max(0, len(ranks) - 3)
        else:
            total += 0.9 if ACE in ranks else 0
            total += 0.5 if KING in ranks and len(ranks) >= 2 else 0
    return round(total, 2)


class PreferenceBot:
    """Plays Preference as described in the module docstring."""

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        hand = [parse_card(c) for c in view["hand"]]
        phase = view["phase"]
        if phase == "bid":
            return self._bid(hand, legal)
        if phase in ("game-suit", "trump"):
            suits = [a.suit for a in legal if isinstance(a, actions.NameTrump)]
            return actions.TRUMPS[
                max(suits, key=lambda s: (trick_estimate(hand, s), actions.BID_RANK[s]))
            ]
        if phase == "discard":
            return self._discard(view, hand, legal)
        trump = actions.SUIT_WORDS.index(view["trump"])
        if phase == "defend":
            return actions.DEFEND if defence_estimate(hand, trump) >= 1.8 else actions.DROP
        if phase == "invite":
            return actions.INVITE if defence_estimate(hand, trump) >= 2.6 else actions.ALONE
        if actions.NO_ACES in legal and trick_estimate(hand, trump) >= 7.5:
            return actions.NO_ACES
        cards = [a.card for a in legal if isinstance(a, PlayCard)]
        return play_card(self._card(view, hand, cards, trump))

    @staticmethod
    def _bid(hand: list[Card], legal: list[Action]) -> Action:
        best = {s: trick_estimate(hand, s) for s in range(4)}
        if (
            actions.BIDS[actions.HEARTS] in legal
            and best[2] >= 6.5
            and best[2] >= max(best.values()) - 0.3
        ):
            return actions.BIDS[actions.HEARTS]
        if actions.BIDS[actions.GAME] in legal and max(best.values()) >= 6.5:
            return actions.BIDS[actions.GAME]
        for level in range(1, 5):
            if actions.BIDS[level] in legal:
                allowed = [s for s in range(4) if actions.BID_RANK[s] >= level]
                if max(best[s] for s in allowed) + TALON_HOPE >= 6:
                    return actions.BIDS[level]
        return PASS

    @staticmethod
    def _discard(view: Mapping[str, Any], hand: list[Card], legal: list[Action]) -> Action:
        level = int(view["contract"])
        allowed = [s for s in range(4) if actions.BID_RANK[s] >= level]

        def worth(action: Action) -> tuple[float, int]:
            assert isinstance(action, actions.Discard)
            kept = [c for c in hand if c not in action.cards]
            # Ties: lay away the lowest cards.
            return max(trick_estimate(kept, s) for s in allowed), -sum(action.cards)

        return max(legal, key=worth)

    @staticmethod
    def _card(view: Mapping[str, Any], hand: list[Card], legal: list[Card], trump: int) -> Card:
        me = view["seat"]
        current = view["current_trick"]["cards"] if view["current_trick"] else []
        played = {parse_card(p["card"]) for t in view["tricks"] for p in t["cards"]}
        played.update(parse_card(p["card"]) for p in current)
        unseen = {c for c in PACK if c not in played} - set(hand)

        def sure(card: Card) -> bool:
            return all(u >> 2 < card >> 2 for u in unseen if u & 3 == card & 3)

        def low_key(card: Card) -> tuple[bool, int]:
            return card & 3 == trump, card >> 2

        declarer = view["declarer"]
        playing = [
            s
            for s in view["active"]
            if s == declarer or view["seats"][s]["defence"] in ("defend", "guest")
        ]
        partner = None
        if me != declarer and len(playing) == 3:
            partner = next(s for s in playing if s not in (me, declarer))
        if not current:
            return PreferenceBot._lead(hand, legal, trump, unseen, sure, me == declarer)
        best_seat, best = current[0]["seat"], parse_card(current[0]["card"])
        for p in current[1:]:
            card = parse_card(p["card"])
            if (card & 3 == best & 3 and card > best) or (card & 3 == trump and best & 3 != trump):
                best_seat, best = p["seat"], card
        winners = [
            c
            for c in legal
            if (c & 3 == best & 3 and c > best) or (c & 3 == trump and best & 3 != trump)
        ]
        last = len(current) == len(playing) - 1
        if partner is not None and best_seat == partner and (last or sure(best)):
            return min(legal, key=low_key)
        if winners and (last or best >> 2 >= JACK or any(sure(c) for c in winners)):
            return min(winners, key=low_key)
        led = parse_card(current[0]["card"]) & 3
        if partner is not None and all(c & 3 != led for c in legal):
            # A discard: the lowest card of a strong suit tells the partner where to lead.
            strong = [
                c
                for c in legal
                if c & 3 != trump and any(h & 3 == c & 3 and h >> 2 >= KING for h in hand)
            ]
            if strong:
                return min(strong, key=low_key)
        return min(legal, key=low_key)

    @staticmethod
    def _lead(
        hand: list[Card],
        legal: list[Card],
        trump: int,
        unseen: set[Card],
        sure: Any,
        declarer: bool,
    ) -> Card:
        trumps = [c for c in legal if c & 3 == trump]
        out = [u for u in unseen if u & 3 == trump]
        if declarer and trumps and out and len(trumps) >= len(out):
            return max(trumps) if sure(max(trumps)) else min(trumps)
        side = [c for c in legal if c & 3 != trump]
        winners = [c for c in side if sure(c)] or (
            [c for c in trumps if sure(c)] if declarer else []
        )
        if winners:
            return max(winners)
        pool = side or legal
        longest = max(range(4), key=lambda s: sum(1 for c in pool if c & 3 == s))
        return min((c for c in pool if c & 3 == longest), key=lambda c: c >> 2)
