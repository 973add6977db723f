"""A Paiute player that builds towards sets of a rank and calls as soon as it may.

It keeps wild cards, then the ranks it holds most of (pairs and threes lead to a paiute, a
three-three or a four-two), and cards that already run together in one suit; it takes the top
discard only when that card is wild or makes a pair or better, and calls whenever the rules let
it (a paiute can be called only on the first turn, and a later call must beat the earlier ones).

>>> import random
>>> from widow.games import load_game
>>> state = load_game("paiute", players=3).new_state(seed=5)
>>> str(PaiuteBot().choose(state.view(state.to_act), state.legal_actions(), random.Random(1)))
'draw'
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from widow.cards import Card, Rank, parse_card
from widow.engine.actions import Action
from widow.games.paiute import combos
from widow.games.paiute.actions import CALL, DRAW, TAKE, Call, CallDiscard, Discard

#: Worth of holding n natural cards of one rank (n = 0 .. 4).
SET_WORTH = (0, 0, 4, 10, 20)
#: Worth of each wild card.
WILD_WORTH = 12
#: The ranks of each five-card sequence, as bit masks (5-4-3-2-A up to A-K-Q-J-10).
WINDOWS = tuple(sum(1 << ((top - i) % 13) for i in range(5)) for top in range(3, 13))
#: Take the top discard only if it raises the hand's worth by at least this (a new pair).
TAKE_GAIN = 4


def worth(cards: Sequence[Card], wild_rank: Rank, runs: bool = True) -> int:
    """How promising a hand is: its sets of a rank, its wild cards, and (with ``runs``) its
    longest run of one suit within five ranks (a straight flush in the making).

    >>> from widow.cards import parse_cards
    >>> worth(parse_cards("9c 9d 9h 4s 5c"), Rank.TWO)
    10
    >>> worth(parse_cards("9c 9d 2h 4s 5c"), Rank.TWO)
    16
    """
    wild = 0
    counts = [0] * 13
    suits = [0, 0, 0, 0]
    for card in cards:
        rank = card >> 2
        if rank == wild_rank:
            wild += 1
        else:
            counts[rank] += 1
            suits[card & 3] |= 1 << rank
    total = wild * WILD_WORTH + sum(SET_WORTH[n] for n in counts if n)
    if not runs:
        return total
    run = max((mask & window).bit_count() for mask in suits if mask for window in WINDOWS)
    return total + 3 * (run - 2) if run >= 3 else total


def best_keep(
    cards: Sequence[Card],
    wild_rank: Rank,
    keep_out: Card | None,
    runs: bool = True,
    cost: Callable[[Card], int] = lambda card: 0,
) -> tuple[int, Card]:
    """The best worth of five of ``cards``, less the ``cost`` of throwing the sixth, and the
    card to discard for it (never ``keep_out``; ties drop the lowest rank)."""
    best: tuple[int, int, Card] | None = None
    for card in cards:
        if card == keep_out:
            continue
        rest = [c for c in cards if c != card]
        key = (worth(rest, wild_rank, runs) - cost(card), -int(card), card)
        if best is None or key[:2] > best[:2]:
            best = key
    assert best is not None  # a six-card hand has a card to discard
    return best[0], best[2]


class PaiuteBot:
    """Keeps sets and wild cards, takes a discard that helps, calls when it may."""

    #: Whether a run in one suit adds to a hand's worth (a straight flush in the making).
    runs: ClassVar[bool] = True
    #: The worth given up rather than discard a rank the next player is seen to hold.
    denial: ClassVar[int] = 0

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        wild = Rank.parse(view["wild_rank"])
        hand = [parse_card(c) for c in view["hand"]]
        if DRAW in legal or TAKE in legal:
            if TAKE not in legal:
                return DRAW
            top = parse_card(view["discard_pile"][-1])
            if self._may_call([*hand, top], view):
                return TAKE
            gain = best_keep([*hand, top], wild, top, self.runs)[0] - worth(hand, wild, self.runs)
            return TAKE if top.rank == wild or gain >= TAKE_GAIN or DRAW not in legal else DRAW
        calls = [a for a in legal if isinstance(a, (Call, CallDiscard))]
        if calls:
            return CALL if CALL in calls else calls[0]
        taken = parse_card(view["taken"]) if view["taken"] else None
        _, card = best_keep(hand, wild, taken, self.runs, self._discard_cost(view))
        return next(a for a in legal if isinstance(a, Discard) and a.card == card)

    def _discard_cost(self, view: Mapping[str, Any]) -> Callable[[Card], int]:
        """What throwing each card gives away: :attr:`denial` for a rank the next player to
        draw (the first who may take it) is seen to hold, having taken it from the pile."""
        if not self.denial:
            return lambda card: 0
        seats = view["seats"]
        after = seats[(view["seat"] + 1) % len(seats)]
        held = {parse_card(c).rank for c in after["hand"] if c != "??"}
        return lambda card: self.denial if card.rank in held else 0

    def discard_order(self, view: Mapping[str, Any], legal: Sequence[Action]) -> list[Discard]:
        """The legal discards, the one this bot would throw first: the five cards left worth
        most, less what the throw gives away (ties: the lowest card goes)."""
        wild = Rank.parse(view["wild_rank"])
        hand = [parse_card(c) for c in view["hand"]]
        cost = self._discard_cost(view)

        def kept(action: Discard) -> tuple[int, int]:
            rest = [c for c in hand if c != action.card]
            return worth(rest, wild, self.runs) - cost(action.card), -int(action.card)

        return sorted((a for a in legal if isinstance(a, Discard)), key=kept, reverse=True)

    @staticmethod
    def _may_call(six: list[Card], view: Mapping[str, Any]) -> bool:
        """Whether these six cards could call now (so taking the discard that makes them is
        worth it)."""
        strength = combos.strength(six, view["wild_rank"])
        if not combos.is_combination(strength):
            return False
        if combos.is_paiute(strength) and view["seats"][view["seat"]]["played"]:
            return False
        best = max((c["strength"] for c in view["calls"]), default=0)
        return strength > best or (strength == best and view["options"]["equal_calls"])


class PaiuteSetsBot(PaiuteBot):
    """The heuristic building sets alone, and keeping from the next player what it collects: no
    worth for a run in one suit (a straight flush needs five given cards where a set needs any
    of several), and a throw of a rank the next player is seen to hold counts as a loss of a
    three of a kind's worth. The usual play of Paiute's ``search`` (docs/strength.md measures
    both choices).

    >>> from widow.bots import play_match
    >>> from widow.games import load_game
    >>> play_match(load_game("paiute", players=2), [PaiuteSetsBot(), PaiuteBot()], seed=4).is_over
    True
    """

    runs = False
    denial = SET_WORTH[3]
