"""The ``search`` bot of Dictated Strategy: Monte Carlo over the wastepiles for the called card.

For each pile the called card may go on (empty piles count once: they are alike), the bot plays
the rest of the calls out many times: the cards still to come are dealt in a random order and
each is laid where the ``heuristic`` would lay it (the pile where it hides least), then the
foundations are built as far as they go and the result is scored as the game scores it. Every
pile is judged on the same deals and the piles are raced by successive halving
(:mod:`widow.bots.squares.race`); the best mean is played. Building needs no search (building
one free card never stops another), and where the budget cannot pay for two playouts per pile
the heuristic's pile is played, so the bot is never weaker than it for lack of time.

>>> from widow.bots import play_match
>>> from widow.games import load_game
>>> state = play_match(load_game("dictated-strategy", players=1), ["search:playouts=40"], seed=2)
>>> state.is_over
True
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping, Sequence
from typing import Any

from widow.bots.estimates import MoveEstimate
from widow.bots.squares.playout_bot import PlayoutSearchBot, raced_estimates, unsearched
from widow.bots.squares.race import race
from widow.cards import Card, parse_card
from widow.engine.actions import Action
from widow.games.dictated_strategy.bot import StrategyBot
from widow.games.dictated_strategy.rules import CALLED_CARDS, FACE_VALUES, ToPile
from widow.i18n import N_

__all__ = ["PileSearchBot", "final_score", "heuristic_pile"]

#: Pile costs weighed per processor second the plan assumes (slower than this machine's pace).
RATE = 6_000_000.0


def _order(card: int) -> int:
    """A card's place in its foundation: ace 1, two 2 ... king 13."""
    rank = card >> 2
    return 1 if rank == 12 else rank + 2


def heuristic_pile(piles: Sequence[Sequence[int]], card: int) -> int:
    """The pile (from 0) where the heuristic lays ``card``: where it hides least (see
    :mod:`widow.games.dictated_strategy.bot`), the first of equals.

    >>> heuristic_pile([[], [51]], 4)  # a three: on the king of spades, not an empty pile
    1
    """
    rank = _order(card)
    suit = card & 3
    best = 0
    best_cost = float("inf")
    for number, pile in enumerate(piles):
        if not pile:
            cost = 0.35 * (13 - rank)
        else:
            hard = 0
            soft = 0
            for c in pile:
                below = _order(c)
                if below < rank:
                    soft += rank - below
                    if c & 3 == suit:
                        hard += 1
            gap = _order(pile[-1]) - rank
            cost = 100.0 * hard + 0.3 * soft + (0.1 * gap if gap >= 0 else 2.0)
        if cost < best_cost:
            best, best_cost = number, cost
    return best


def final_score(piles: Sequence[Sequence[int]], tops: Sequence[int], face: bool) -> int:
    """The score once every free card that fits is built: ``tops`` are each suit's foundation
    top (1 for the ace alone); ``face`` scores the tops' face values instead of the cards built.

    >>> final_score([[5, 1]], [1, 1, 1, 1], False)  # 2d on 3d: the two, then the three
    2
    """
    stacks = [list(pile) for pile in piles]
    top = list(tops)
    moved = True
    while moved:
        moved = False
        for pile in stacks:
            while pile and _order(pile[-1]) == top[pile[-1] & 3] + 1:
                top[pile[-1] & 3] += 1
                pile.pop()
                moved = True
    if face:
        return sum(FACE_VALUES[12 if t == 1 else t - 2] for t in top)
    return sum(top) - 4


class PileSearchBot(PlayoutSearchBot):
    """Lays the called card on the pile whose playouts score best (see the module text)."""

    heuristic = StrategyBot
    short_of_time = N_("too little time to play the calls out: the heuristic's pile")

    def analyse(
        self, view: Mapping[str, Any], legal: list[Action], rng: random.Random
    ) -> list[MoveEstimate]:
        """The piles worth trying with the mean final score of their playouts, the chosen first."""
        self.last_playouts = 0
        if view["phase"] != "place" or len(legal) == 1:
            reason = (
                N_("building one free card never stops another") if len(legal) > 1 else N_("forced")
            )
            return unsearched(legal[0], reason)
        me = view["seats"][view["seat"]]
        piles = [[int(parse_card(c)) for c in pile] for pile in me["piles"]]
        card = int(parse_card(view["called"]))
        face = view["options"]["scoring"] == "face"
        # Empty piles are alike: only the first is tried.
        candidates: list[int] = []
        for number, pile in enumerate(piles):
            if ToPile(number + 1) not in legal:
                continue
            if not pile and any(not piles[k] for k in candidates):
                continue
            candidates.append(number)
        held = {c for pile in piles for c in pile} | {card}
        unseen = [int(c) for c in CALLED_CARDS if int(c) not in held]
        if len(candidates) == 1:
            return unsearched(ToPile(candidates[0] + 1), N_("the only choice"))
        planned = self.settings.playouts
        if planned is None:
            cost = (len(unseen) + 1) * len(piles) * 4 + 50
            planned = int(self.settings.budget * RATE / cost)
        if planned < 2 * len(candidates):
            return self._heuristic_move(view, legal, rng)
        deadline = time.process_time() + self.settings.budget
        draw = random.Random(rng.getrandbits(64))
        tops = [1, 1, 1, 1]

        def deal() -> list[int]:
            future = list(unseen)
            draw.shuffle(future)
            return future

        def play(number: int, future: list[int]) -> float:
            stacks = [list(pile) for pile in piles]
            stacks[number].append(card)
            for coming in future:
                stacks[heuristic_pile(stacks, coming)].append(coming)
            return float(final_score(stacks, tops, face))

        arms = race(candidates, play, deal, planned, deadline)
        self.last_playouts = sum(arm.count for arm in arms)
        return raced_estimates(
            arms, lambda number: ToPile(number + 1), lambda number: _reason(piles[number], card)
        )


def _reason(pile: Sequence[int], card: int) -> str:
    """What laying ``card`` on ``pile`` covers, in words."""
    # Message ids of the catalogue, filled in English (widow.i18n).
    name = str(Card(card))
    if not pile:
        return N_("{card} starts an empty pile and covers nothing").format(card=name)
    rank = _order(card)
    blocked = sum(1 for c in pile if c & 3 == card & 3 and _order(c) < rank)
    lower = sum(1 for c in pile if _order(c) < rank)
    top = str(Card(pile[-1]))
    if blocked:
        return N_("{card} on {top} buries {n} lower card(s) of its own suit for good").format(
            card=name, top=top, n=blocked
        )
    if lower:
        return N_("{card} on {top} covers {n} lower card(s) until it is built").format(
            card=name, top=top, n=lower
        )
    return N_("{card} on {top} covers no lower card").format(card=name, top=top)
