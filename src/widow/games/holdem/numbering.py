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

from typing import Protocol

from widow.engine.actions import Action
from widow.engine.betting.menu import (
    BETTING_NUMBERS,
    MIN_RAISE,
    betting_action,
    betting_action_now,
    betting_number,
    check_action_number,
)
from widow.engine.betting.rounds import Bet, Betting, RaiseTo
from widow.engine.core import Game
from widow.errors import InvalidActionError
from widow.games.holdem.actions import DISCARDS, Discard
from widow.games.holdem.variant import Variant


class Numbered(Protocol):
    """What numbering reads from a Hold'em or Pineapple state (the state is one). Naming only
    this keeps the rules module, which numbers its actions through this one, the only module
    that knows the state."""

    @property
    def game(self) -> Game: ...
    @property
    def betting(self) -> Betting: ...
    @property
    def discard_queue(self) -> list[int]: ...
    @property
    def to_act(self) -> int | None: ...
    @property
    def variant(self) -> Variant: ...


NUMBERED_ACTIONS = BETTING_NUMBERS


def action_number(state: Numbered, action: Action) -> int:
    """The number of ``action`` in ``state`` (see the module's table)."""
    if isinstance(action, Discard):
        if state.variant.discard_after and action.card < 52:
            return NUMBERED_ACTIONS + int(action.card)
        raise InvalidActionError(f"action {str(action)!r} has no number in {state.game.name}")
    seat = state.to_act
    if seat is None or state.discard_queue:
        # No bet can be made now: a sized bet is numbered as the smallest.
        if isinstance(action, (Bet, RaiseTo)):
            return MIN_RAISE
        seat = 0
    return betting_number(state.betting, seat, action)


def action_for_number(state: Numbered, number: int) -> Action:
    """The action numbered ``number`` in ``state``."""
    check_action_number(number, state.game.num_distinct_actions)
    if number >= NUMBERED_ACTIONS:
        return DISCARDS[number - NUMBERED_ACTIONS]
    seat = state.to_act
    if seat is None or state.discard_queue:
        return betting_action_now(number)
    return betting_action(state.betting, seat, number, state.game.options.betting)
