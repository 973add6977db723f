"""A sensible Commerce player, working from its view only.

It values a hand by its *percentile*: the share of all 22,100 three-card hands of the pack that it
beats or ties (exact, from the ``commerce`` ranking's numpy evaluator). Its chance of holding the
best hand against ``k`` others is taken as the percentile to the power ``k``, a little lower than
that since the others trade too. Then:

* The dealer's blind exchange: for every set of board cards it could take, the mean percentile of
  the hand it would end with, over random fillings of the unseen places (its own hand is unknown
  to it); it takes the best set if that beats keeping a random hand clearly, else keeps.
* Before the knock: knock when the chance of holding the best hand is high enough (the bar falls
  as the rounds go by, so play always ends) and no swap would raise it much; otherwise make the
  swap that helps most. With no
  swap that helps and no hand worth knocking on, make the swap that costs least, unless it costs
  much, then knock.
* After someone else's knock: the swap that helps most, else stand pat (or, when standing pat is
  not allowed, the swap that costs least).
"""

from __future__ import annotations

import bisect
import random
from collections.abc import Mapping, Sequence
from functools import lru_cache
from itertools import combinations
from typing import Any

import numpy as np

from widow.cards import CARDS, Card, parse_card
from widow.engine.actions import KNOCK, PASS, Action
from widow.games.commerce.actions import KEEP, Blind, Swap
from widow.ranking import get_system
from widow.ranking.base import RankingSystem
from widow.ranking.commerce import CommerceRanking

#: Samples of the unseen cards per choice of the blind exchange.
BLIND_SAMPLES = 48
#: The blind exchange must beat keeping a random hand (percentile one half) by this much.
BLIND_MARGIN = 0.04
#: The chance of holding the best hand that makes a knock worth it in the first round, and how
#: much the bar falls with each round played.
KNOCK_CHANCE = 0.55
KNOCK_FALL = 0.12
#: The others trade as well: their hands count as this many random hands each.
OPPONENT_WEIGHT = 1.3
#: A better chance of holding the best hand than this is worth a swap rather than a knock.
GAIN = 0.05
#: A swap that loses at most this much percentile is an acceptable way to keep playing.
SLACK = 0.06


def _system() -> RankingSystem:
    return get_system("commerce")


@lru_cache(maxsize=1)
def _strengths() -> list[int]:
    """Every three-card hand's strength, sorted."""
    hands = np.array(list(combinations(range(52), 3)), dtype=np.int64)
    # The ranking's numpy path: the same strengths as its compiled kernel, without compiling.
    return sorted(int(s) for s in CommerceRanking().numpy_batch(hands))


def percentile(cards: Sequence[Card]) -> float:
    """The share of all three-card hands that ``cards`` beats or ties.

    >>> from widow.cards import parse_cards
    >>> percentile(parse_cards("As Ah Ad"))
    1.0
    >>> round(percentile(parse_cards("2c 3d 5h")), 4)
    0.0054
    """
    table = _strengths()
    return bisect.bisect_right(table, _system().evaluate(cards).strength) / len(table)


def win_chance(share: float, opponents: int) -> float:
    """The rough chance that a hand at percentile ``share`` is the best of ``opponents + 1``.

    >>> win_chance(1.0, 3), round(win_chance(0.5, 1), 3)
    (1.0, 0.406)
    """
    return float(share ** (OPPONENT_WEIGHT * max(opponents, 1)))


def _after_swap(hand: Sequence[Card], swap: Swap) -> list[Card]:
    given = set(swap.give)
    return [c for c in hand if c not in given] + list(swap.take)


class CommerceHeuristicBot:
    """Plays Commerce from its view, as described in the module docstring."""

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        board = [parse_card(c) for c in view["board"]]
        if KEEP in legal:
            return self._blind(board, legal, rng)
        hand = [parse_card(c) for c in view["hand"]]
        mine = percentile(hand)
        best_swap: Swap | None = None
        best = -1.0
        for action in legal:
            if isinstance(action, Swap):
                share = percentile(_after_swap(hand, action))
                if share > best:
                    best_swap, best = action, share
        if KNOCK in legal:
            opponents = view["players"] - 1
            rounds = view["turns"] // view["players"]
            bar = KNOCK_CHANCE - KNOCK_FALL * rounds
            now = win_chance(mine, opponents)
            if now >= bar and win_chance(max(best, mine), opponents) - now < GAIN:
                return KNOCK
            if best_swap is not None and best >= mine - SLACK and rounds < 4:
                return best_swap
            return KNOCK
        if best_swap is not None and (best > mine or PASS not in legal):
            return best_swap
        return PASS if PASS in legal else legal[rng.randrange(len(legal))]

    @staticmethod
    def _blind(board: list[Card], legal: list[Action], rng: random.Random) -> Action:
        """The blind exchange with the best mean percentile, if it beats keeping clearly."""
        unseen = [c for c in CARDS[:52] if c not in board]
        choices: dict[tuple[Card, ...], Blind] = {}
        for action in legal:
            if isinstance(action, Blind):
                # The places given do not matter to a dealer who has not looked.
                choices.setdefault(action.take, action)
        best_action: Action = KEEP
        best = 0.5 + BLIND_MARGIN
        for take, action in choices.items():
            need = 3 - len(take)
            total = (
                sum(percentile([*take, *rng.sample(unseen, need)]) for _ in range(BLIND_SAMPLES))
                if need
                else BLIND_SAMPLES * percentile(take)
            )
            mean = total / BLIND_SAMPLES
            if mean > best:
                best_action, best = action, mean
        return best_action
