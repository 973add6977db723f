"""What an Anaconda player can read from the cards the others passed.

A player passes the cards it can best spare: what it keeps is the best keep for going high or
for going low (by :func:`widow.games.anaconda.bot.keep_score`). A deal of the unseen cards in
which another player would have passed away a better keep than the one it kept is unlikely, and
a search that leaves such deals out judges that player's hand (and so the side it will declare)
far better than one that deals it any cards it has not seen: heads-up, the only other player
passed every card received, so the cards it kept say which side it is building.

>>> from widow.cards import parse_cards
>>> hand = parse_cards("Ks Kh Kd 7c 2s 3h 4d")
>>> passes_fit(hand, parse_cards("2s 3h 4d"))    # kept the kings: the best keep for high
True
>>> passes_fit(hand, parse_cards("Ks Kh 7c"))    # broke the kings up for no side's sake
False
"""

from __future__ import annotations

import itertools
import math
import random
import time
from collections.abc import Mapping, Sequence
from typing import Any

from widow.cards import Card, parse_card
from widow.engine.actions import Action
from widow.engine.betting.events import HoleDealt
from widow.engine.core import State
from widow.engine.events import Event
from widow.games.anaconda.actions import SIDES, Declare
from widow.games.anaconda.bot import (
    AnacondaHeuristicBot,
    best_five,
    high_quality,
    keep_score,
    low_quality,
)
from widow.games.anaconda.events import CardsPassed, CardsReceived
from widow.ranking import get_system

__all__ = [
    "DEALS",
    "LEAST_DEALS",
    "TRIES",
    "AnacondaReadingBot",
    "deal_as_read",
    "passes_fit",
    "reads_passes",
    "side_shares",
]

#: Deals a declaration is judged on, and the fewest when time is short.
DEALS = 40
LEAST_DEALS = 8
#: Deals drawn for each one kept, before the reading is given up for it: a player whose passes
#: fit no deal (one who plays by other lights) is then dealt any cards.
TRIES = 30


def passes_fit(hand: Sequence[Card], given: Sequence[Card]) -> bool:
    """Whether passing ``given`` out of ``hand`` keeps the best keep for high or for low."""
    keep = tuple(c for c in hand if c not in given)
    for side in ("high", "low"):
        score = keep_score(keep, side)
        if all(keep_score(k, side) <= score for k in itertools.combinations(hand, len(keep))):
            return True
    return False


def reads_passes(state: State, seat: int) -> bool:
    """Whether every pass ``seat`` made this hand in ``state`` (a sampled deal) fits the cards
    it held when it chose (:func:`passes_fit`)."""
    hand: list[Card] | None = None
    passed: dict[int, tuple[Card, ...]] = {}
    received: dict[int, tuple[Card, ...]] = {}
    events: Sequence[Event] = state.events  # type: ignore[attr-defined]  # the hand's record
    for event in events:
        if event.seat != seat:
            continue
        if isinstance(event, HoleDealt):  # a new hand: what came before is another deal's
            hand, passed, received = list(event.cards), {}, {}
        elif isinstance(event, CardsPassed):
            passed[event.number] = event.cards
        elif isinstance(event, CardsReceived):
            received[event.number] = event.cards
    if hand is None:
        return True
    # The passes of a round are all chosen before any is received, so a seat's record may show
    # what it received before what it gave: replay them by the pass's number.
    for number in sorted(passed):
        if not passes_fit(hand, passed[number]):
            return False
        hand = [c for c in hand if c not in passed[number]] + list(received.get(number, ()))
    return True


def deal_as_read(view: Mapping[str, Any], rng: random.Random) -> State:
    """One deal drawn from a seat's view (a :class:`widow.bots.SeatView`) in which every other
    player still in passed as :func:`reads_passes` reads, unless :data:`TRIES` deals in a row
    fail to (the last is then kept)."""
    me = int(view["to_act"])
    others = [
        row["seat"]
        for row in view["seats"]
        if row["seat"] != me and row["status"] in ("in", "all-in")
    ]
    for _ in range(TRIES):
        state: State = view.resample(rng)  # type: ignore[attr-defined]
        if all(reads_passes(state, seat) for seat in others):
            break
    return state


def likely_side(cards: Sequence[Card]) -> str:
    """The side seven cards serve better, as a player holding them would judge it."""
    return "low" if low_quality(cards) > high_quality(cards) else "high"


def side_shares(
    view: Mapping[str, Any],
    rng: random.Random,
    deals: int = DEALS,
    deadline: float = math.inf,
) -> dict[str, float]:
    """For each side, the share of the pot the seat to act can expect if it declares it, over
    ``deals`` deals as read (:func:`deal_as_read`; fewer, but :data:`LEAST_DEALS` at least, once
    the processor clock passes ``deadline``): each other player declares the side its cards
    serve better, a side's half goes to its best hand, and the whole pot when nobody takes the
    other side."""
    me = int(view["to_act"])
    mine = [parse_card(c) for c in view["seats"][me]["hand"]]
    systems = {"high": get_system("high"), "low": get_system(view["options"]["low"])}
    own = {side: best_five(mine, systems[side])[0] for side in SIDES}
    shares = dict.fromkeys(SIDES, 0.0)
    dealt = 0
    while dealt < deals and (dealt < LEAST_DEALS or time.process_time() < deadline):
        dealt += 1
        state = deal_as_read(view, rng)
        rivals: list[tuple[str, int]] = []
        for row in view["seats"]:
            if row["seat"] != me and row["status"] in ("in", "all-in"):
                cards = state.hands[row["seat"]]  # type: ignore[attr-defined]
                side = likely_side(cards)
                rivals.append((side, best_five(cards, systems[side])[0]))
        for side in SIDES:
            best = max((value for s, value in rivals if s == side), default=-1)
            won = 1.0 if own[side] > best else 0.5 if own[side] == best else 0.0
            alone = all(s == side for s, _ in rivals)
            shares[side] += won * (1.0 if alone else 0.5)
    return {side: share / dealt for side, share in shares.items()}


class AnacondaReadingBot(AnacondaHeuristicBot):
    """The heuristic, but declaring the side with the larger expected share of the pot
    (:func:`side_shares`) on deals that fit the others' passes: the usual play of Anaconda's
    ``search``, which gives it part of its budget (``budget``, processor seconds, for the
    deals of a declaration; none: all :data:`DEALS`). Without a view it can deal from, it
    declares as the heuristic does.

    >>> from widow.bots import play_match
    >>> from widow.games import load_game
    >>> game = load_game("anaconda", players=2, hands=2)
    >>> play_match(game, [AnacondaReadingBot(), AnacondaHeuristicBot()], seed=4).is_over
    True
    """

    def __init__(self, budget: float | None = None) -> None:
        self.budget = budget

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        if len(legal) > 1 and isinstance(legal[0], Declare) and hasattr(view, "resample"):
            budget = math.inf if self.budget is None else self.budget
            shares = side_shares(view, rng, deadline=time.process_time() + budget)
            return Declare(max(SIDES, key=lambda side: shares[side]))
        return super().choose(view, legal, rng)
