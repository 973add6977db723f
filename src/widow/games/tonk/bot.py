"""A Tonk player that goes for the fewest cards and drops when its count should be lowest.

It lays down every spread it holds, hits wherever a card fits (but never breaks a spread of its
hand to do it), takes the top discard only when it is of use, throws away the card that leaves
the lowest unmatched count (avoiding cards that others could slap), and slaps whenever it may.
Before drawing it drops when its unmatched count beats every opponent's in most of a few dozen
deals of the cards it has not seen to the hands they could be in.

>>> import random
>>> from widow.games import load_game
>>> state = load_game("tonk", players=2).new_state(seed=3)
>>> str(TonkBot().choose(state.view(state.to_act), state.legal_actions(), random.Random(1)))
'draw'
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from widow.cards import Card, parse_card
from widow.engine.actions import Action
from widow.games.tonk.actions import DRAW, DROP, SLAP, TAKE, Discard, Hit, Spread
from widow.games.tonk.melds import fits, hand_total
from widow.games.tonk.reading import (
    Counter,
    deal_as_read,
    deal_hidden,
    discard_limits,
    hidden,
    table_counter,
)

#: Drop when at least this share of the sampled deals leaves every opponent above our count.
DROP_CONFIDENCE = 0.7
#: Deals of the unseen cards sampled for a drop decision.
SAMPLES = 24
#: Counts above this are never worth a drop (checked first, to save sampling).
DROP_CEILING = 14


def _cards(texts: Sequence[str]) -> list[Card]:
    return [parse_card(t) for t in texts if t != "??"]


class TonkBot:
    """The heuristic described above; it sees only its seat's view."""

    #: Counts above this are never worth a drop (checked first, to save sampling).
    drop_ceiling: ClassVar[int] = DROP_CEILING
    #: Deals of the unseen cards sampled for a drop decision.
    drop_samples: ClassVar[int] = SAMPLES

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        if SLAP in legal:
            return SLAP
        me = view["seat"]
        hand = _cards(view["seats"][me]["hand"])
        spreads = [(_cards(s["cards"]), s["kind"]) for s in view["spreads"]]
        count = table_counter(view)
        if DRAW in legal:
            if DROP in legal and self._should_drop(view, hand, count, rng):
                return DROP
            top = _cards(view["discards"][-1:])
            if TAKE in legal and top and self._useful(hand, top[0], spreads, count):
                return TAKE
            return DRAW
        return self._play(view, hand, spreads, legal, count)

    # --- drawing and dropping -----------------------------------------------------------------

    def _should_drop(
        self, view: Mapping[str, Any], hand: list[Card], count: Counter, rng: random.Random
    ) -> bool:
        mine = count(hand)
        if mine > self.drop_ceiling:
            return False
        deal = self._dealer(view, hand, count)
        samples = self.drop_samples
        wins = sum(all(count(theirs) > mine for theirs in deal(rng)) for _ in range(samples))
        return bool(wins >= DROP_CONFIDENCE * samples)

    def _dealer(
        self, view: Mapping[str, Any], hand: list[Card], count: Counter
    ) -> Callable[[random.Random], list[list[Card]]]:
        """How this player deals the cards it has not seen to the others' hands: at random."""
        cards = hidden(view, hand)
        return lambda rng: deal_hidden(cards, rng)

    def _useful(
        self, hand: list[Card], top: Card, spreads: list[tuple[list[Card], str]], count: Counter
    ) -> bool:
        """The top discard helps: it fits a spread on the table, or keeping it leaves a lower
        count than the best discard from the hand as it is."""
        if any(fits(cards, kind, top) for cards, kind in spreads):
            return True
        without = min(count([c for c in hand if c != x]) for x in hand)
        with_top = min(count([c for c in [*hand, top] if c != x]) for x in hand)
        return with_top < without

    # --- spreading, hitting, discarding -------------------------------------------------------

    def _play(
        self,
        view: Mapping[str, Any],
        hand: list[Card],
        spreads: list[tuple[list[Card], str]],
        legal: list[Action],
        count: Counter,
    ) -> Action:
        lays = [a for a in legal if isinstance(a, Spread)]
        hits = [a for a in legal if isinstance(a, Hit)]
        for action in lays:
            if len(action.cards) == len(hand):
                return action  # tonking out
        if hits and len(hand) == 1:
            return hits[0]
        if lays:
            # The spread that leaves the lowest count, the longest first.
            return min(
                lays, key=lambda a: (count([c for c in hand if c not in a.cards]), -len(a.cards))
            )
        now = count(hand)
        for hit in hits:
            if count([c for c in hand if c != hit.card]) <= now:
                return hit
        discards = _discards_best_first(hand, spreads, legal, count)
        return discards[0] if discards else legal[0]

    def discard_order(self, view: Mapping[str, Any], legal: Sequence[Action]) -> list[Discard]:
        """The legal discards, the one this bot would throw first: the lowest count left, a
        card no spread on the table takes, the highest card."""
        hand = _cards(view["seats"][view["seat"]]["hand"])
        spreads = [(_cards(s["cards"]), s["kind"]) for s in view["spreads"]]
        return _discards_best_first(hand, spreads, legal, table_counter(view))


def _discards_best_first(
    hand: list[Card],
    spreads: list[tuple[list[Card], str]],
    legal: Sequence[Action],
    count: Counter,
) -> list[Discard]:
    def cost(action: Discard) -> tuple[int, bool, int]:
        rest = [c for c in hand if c != action.card]
        slappable = any(fits(cards, kind, action.card) for cards, kind in spreads)
        return count(rest), slappable, -hand_total([action.card])

    return sorted((a for a in legal if isinstance(a, Discard)), key=cost)


#: The reading player's highest count for a drop: its deals of the others' hands are closer to
#: the truth than the plain heuristic's random ones, so it weighs drops at higher counts without
#: being caught more often (docs/strength.md measures the choice).
READING_CEILING = 20
#: Deals the reading player samples for a drop.
READING_SAMPLES = 48


class TonkReadingBot(TonkBot):
    """The heuristic, but judging a drop against deals of the unseen cards that fit what each
    opponent's last discard says of the cards they kept (:mod:`widow.games.tonk.reading`): the
    play of Tonk's ``search``.

    >>> from widow.bots import play_match
    >>> from widow.games import load_game
    >>> play_match(load_game("tonk", players=2), [TonkReadingBot(), TonkBot()], seed=4).is_over
    True
    """

    drop_ceiling = READING_CEILING
    drop_samples = READING_SAMPLES

    def _dealer(
        self, view: Mapping[str, Any], hand: list[Card], count: Counter
    ) -> Callable[[random.Random], list[list[Card]]]:
        cards, limits = hidden(view, hand), discard_limits(view)
        return lambda rng: deal_as_read(cards, limits, count, rng)
