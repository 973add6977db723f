"""Paying the pots of a hand on :class:`~widow.engine.betting.rounds.Betting`: to the last seat
left, or to the best hands at a showdown (main pot and side pots, ties split exactly).

>>> from widow.engine.betting.rounds import Betting
>>> money = Betting([0, 0, 0], kind="limit")
>>> money.committed, money.folded = [10, 10, 4], [False, False, False]
>>> paid = []
>>> award_pots(money, [0, 1, 2], {0: 5, 1: 7, 2: 9}, paid.append)
[0, 12, 12]
>>> [(e.seat, e.amount, e.pot) for e in paid]
[(2, 12, 0), (1, 12, 1)]
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from widow.cards import Card
from widow.engine.betting.events import pot_won_event
from widow.engine.betting.pots import build_pots, split_amount
from widow.engine.betting.rounds import Betting
from widow.engine.events import Event, Showdown

#: Where a helper records an event (a game's ``_log`` bound to the apply's event list).
Log = Callable[[Event], object]


def win_uncontested(money: Betting, log: Log) -> int:
    """Pay every chip in the middle to the one seat still in the hand; return that seat.

    The winner shows nothing, so the event says ``shown=False``."""
    winner = money.folded.index(False)
    committed = money.committed
    mine = committed[winner]
    if mine and mine == max(committed):
        # The usual case: every layer of contributions reaches the winner, so the pots of
        # build_pots() would all be the winner's alone, merged into one.
        total = sum(committed)
        money.stacks[winner] += total
        log(pot_won_event(winner, total, 0, "whole", False))
        return winner
    for i, pot in enumerate(build_pots(committed, money.live)):
        money.stacks[winner] += pot.amount
        log(pot_won_event(winner, pot.amount, i, "whole", False))
    return winner


def best_of(seats: Sequence[int], strength: Mapping[int, int]) -> list[int]:
    """The seats of ``seats`` (kept in their order) whose hands are strongest.

    >>> best_of([2, 0, 1], {0: 3, 1: 1, 2: 3})
    [2, 0]
    """
    # One pass: every showdown asks this for every pot.
    best = -1
    found: list[int] = []
    for seat in seats:
        mine = strength[seat]
        if mine > best:
            best, found = mine, [seat]
        elif mine == best:
            found.append(seat)
    return found


def award_pots(
    money: Betting,
    order: Sequence[int],
    strength: Mapping[int, int],
    log: Log,
    *,
    one_each: bool = False,
    merge_winners: bool = False,
) -> list[int]:
    """Pay each pot to its strongest eligible hands; return the chips each seat won.

    ``order`` holds the seats at the showdown in odd-chip order; ``one_each`` gives the odd chips
    one each instead of all to the first winner. With ``merge_winners`` the pots are formed again
    among the seats that win something, so pots won by the same hands are paid as one.
    """
    pots = build_pots(money.committed, money.live)
    if merge_winners:
        winning = {s for pot in pots for s in best_of(_eligible(order, pot.eligible), strength)}
        pots = build_pots(money.committed, [s in winning for s in range(len(money.stacks))])
    won = [0] * len(money.stacks)
    for i, pot in enumerate(pots):
        winners = best_of(_eligible(order, pot.eligible), strength)
        for seat, share in split_amount(pot.amount, winners, one_each=one_each):
            if share:
                money.stacks[seat] += share
                won[seat] += share
                log(pot_won_event(seat, share, i, "whole", True))
    return won


def _eligible(order: Sequence[int], eligible: Sequence[int]) -> list[int]:
    return [s for s in order if s in eligible]


def showdown_event(
    order: Sequence[int], hands: Mapping[int, Sequence[Card]], words: Mapping[int, str]
) -> Showdown:
    """The event of the hands shown, in ``order``, each with its description.

    >>> from widow.cards import parse_cards
    >>> showdown_event([1], {1: parse_cards("As Ad")}, {1: "a pair"}).to_dict()["hands"]
    [[1, ['As', 'Ad'], 'a pair']]
    """
    return Showdown(None, tuple((s, tuple(hands[s]), words[s]) for s in order))
