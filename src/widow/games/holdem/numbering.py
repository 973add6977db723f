"""Action numbers for Hold'em and Pineapple, for learning and search tools.

The betting actions are numbered by *kind*, relative to the state, because no-limit amounts are
too many to number one by one:

==  =========================================================================
0   fold
1   check
2   call
3   the smallest bet or raise
4   a bet or raise of half the pot (after calling)
5   a bet or raise of the pot (after calling)
6   all-in
7+  Pineapple only: ``discard CARD``, one number per card (7 + the card's index)
==  =========================================================================

Numbers 4 and 5 exist only where those sizes lie strictly between the smallest and the largest
bet; a bet of any other size is given the number of the nearest of 3 to 6 (so only the listed
sizes come back unchanged from ``action_from_index``). In limit games the bet or raise is 3.

>>> from widow import load_game
>>> state = load_game("holdem", players=3, hands=1).new_state(seed=1)
>>> [(str(a), state.action_index(a)) for a in state.legal_actions()]
[('fold', 0), ('call', 2), ('raise to 4', 3), ('raise to 7', 5), ('all-in', 6)]
>>> str(state.action_from_index(5))
'raise to 7'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from widow.engine.actions import Action
from widow.engine.betting import ALL_IN, CALL, CHECK, FOLD, AllIn, Bet, Call, Check, Fold, RaiseTo
from widow.errors import InvalidActionError

if TYPE_CHECKING:
    from widow.games.holdem.rules import HoldemState

NUMBERED_ACTIONS = 7
MIN_RAISE, HALF_POT, POT, ALL_IN_NUMBER = 3, 4, 5, 6


def bet_sizes(state: HoldemState) -> dict[int, int]:
    """Number -> total bet for the sized bets the seat to act may make now (3, 4, 5, 6)."""
    seat = state.to_act
    if seat is None or state.discard_queue:
        return {}
    money = state.betting
    span = money.raise_range(seat)
    if span is None:
        return {}
    low, high = span
    sizes = {MIN_RAISE: low}
    if low < high:
        top = max(money.bets)
        pot_to = money.pot_raise_to(seat)
        half = top + (pot_to - top) // 2
        for number, size in ((HALF_POT, half), (POT, pot_to)):
            if low < size < high:
                sizes[number] = size
        sizes[ALL_IN_NUMBER] = high
    return sizes


def action_number(state: HoldemState, action: Action) -> int:
    """The number of ``action`` in ``state`` (see the module's table)."""
    from widow.games.holdem.rules import Discard

    if isinstance(action, Fold):
        return 0
    if isinstance(action, Check):
        return 1
    if isinstance(action, Call):
        return 2
    if isinstance(action, AllIn):
        return ALL_IN_NUMBER
    if isinstance(action, Discard) and state.variant.discard_after and action.card < 52:
        return NUMBERED_ACTIONS + int(action.card)
    if isinstance(action, (Bet, RaiseTo)):
        sizes = bet_sizes(state)
        if not sizes:
            return MIN_RAISE
        return min(sizes, key=lambda n: (abs(sizes[n] - action.amount), n))
    raise InvalidActionError(f"action {str(action)!r} has no number in {state.game.name}")


def action_for_number(state: HoldemState, number: int) -> Action:
    """The action numbered ``number`` in ``state``."""
    from widow.games.holdem.rules import DISCARDS

    size = state.game.num_distinct_actions
    if isinstance(number, bool) or not isinstance(number, int) or not 0 <= number < size:
        raise InvalidActionError(
            f"action number {number!r} is out of range; numbers run from 0 to {size - 1}"
        )
    if number >= NUMBERED_ACTIONS:
        return DISCARDS[number - NUMBERED_ACTIONS]
    simple = {0: FOLD, 1: CHECK, 2: CALL}
    if number in simple:
        return simple[number]
    sizes = bet_sizes(state)
    seat = state.to_act
    if number not in sizes or seat is None:
        return ALL_IN if number == ALL_IN_NUMBER else _sized(state, sizes.get(MIN_RAISE, 0))
    money = state.betting
    everything = money.stacks[seat] + money.bets[seat]
    if sizes[number] == everything and state.game.options.betting != "limit":
        return ALL_IN
    return _sized(state, sizes[number])


def _sized(state: HoldemState, amount: int) -> Action:
    return Bet(amount) if max(state.betting.bets) == 0 else RaiseTo(amount)
