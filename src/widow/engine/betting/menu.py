"""The betting choices of a seat as a short menu, and their numbers, for any game on
:class:`~widow.engine.betting.rounds.Betting` (the stud and draw games share it).

A no-limit round has too many amounts to list or number one by one, so the menu holds a
representative set: fold, check or call, the smallest bet or raise, half the pot, the pot and
all-in (``apply`` still accepts every amount in the legal range). The numbers are by kind:

==  ===========================================
0   fold
1   check
2   call
3   the smallest bet or raise
4   half the pot (after calling)
5   the pot (after calling)
6   all-in
==  ===========================================

4 and 5 exist only where those sizes lie strictly between the smallest and the largest bet; any
other amount is numbered like the nearest of 3 to 6. In limit games the one bet or raise is 3.

>>> from widow.engine.betting.rounds import Betting
>>> money = Betting([50, 50], kind="no-limit")
>>> money.start_round([0, 1], unit=2)
>>> [str(a) for a in betting_menu(money, 0, "no-limit")]
['check', 'bet 2', 'all-in']
>>> [betting_number(money, 0, a) for a in betting_menu(money, 0, "no-limit")]
[1, 3, 6]
>>> str(betting_action(money, 0, 6, "no-limit"))
'all-in'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from widow.engine.actions import Action
from widow.engine.betting.rounds import (
    ALL_IN,
    CALL,
    CHECK,
    FOLD,
    AllIn,
    Bet,
    Betting,
    Call,
    Check,
    ChipsAction,
    Fold,
    RaiseTo,
    others_after,
)
from widow.errors import InvalidActionError

#: The numbers :func:`betting_number` gives (0 to 6).
BETTING_NUMBERS = 7
MIN_RAISE, HALF_POT, POT, ALL_IN_NUMBER = 3, 4, 5, 6


def check_action_number(index: object, total: int) -> None:
    """Refuse ``index`` unless it is a whole number from 0 to ``total - 1`` (a game's action
    numbers; ``True`` and ``False`` are not numbers here).

    >>> check_action_number(8, 8)
    Traceback (most recent call last):
    ...
    widow.errors.InvalidActionError: action number 8 is out of range; numbers run from 0 to 7
    """
    if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < total:
        raise InvalidActionError(
            f"action number {index!r} is out of range; numbers run from 0 to {total - 1}"
        )


def bet_sizes(money: Betting, seat: int) -> dict[int, int]:
    """Number -> total bet, for the sized bets ``seat`` may make now (3, 4, 5, 6)."""
    span = money.raise_range(seat)
    if span is None:
        return {}
    low, high = span
    sizes = {MIN_RAISE: low}
    if low < high:
        top = money.top
        pot_to = money.pot_raise_to(seat)
        half = top + (pot_to - top) // 2
        for number, size in ((HALF_POT, half), (POT, pot_to)):
            if low < size < high:
                sizes[number] = size
        sizes[ALL_IN_NUMBER] = high
    return sizes


def _sized(money: Betting, seat: int, amount: int, structure: str) -> Action:
    if amount == money.stacks[seat] + money.bets[seat] and structure != "limit":
        return ALL_IN
    return Bet(amount) if money.top == 0 else RaiseTo(amount)


class _SizedActions(dict[int, ChipsAction]):
    """Bets (or raises) made so far, by amount: a menu reuses them instead of building new ones
    (actions are immutable values). The first ask for an amount makes it; the store is bounded,
    so that huge stacks cannot grow it without end."""

    __slots__ = ("_make",)

    def __init__(self, make: Callable[[int], ChipsAction]) -> None:
        super().__init__()
        self._make = make

    def __missing__(self, amount: int) -> ChipsAction:
        action = self._make(amount)
        if len(self) < _KEPT:
            self[amount] = action
        return action


_KEPT = 4096
_BETS = _SizedActions(Bet)
_RAISES = _SizedActions(RaiseTo)


def betting_menu(money: Betting, seat: int, structure: str) -> list[Action]:
    """The menu of ``seat``'s betting actions now, in number order."""
    # Built for every decision of every hand a bot or a simulation plays: the sizes of
    # bet_sizes() computed inline, already in ascending order (low < half <= pot < high).
    bets = money.bets
    top = money.top
    actions: list[Action] = [FOLD, CALL] if top > bets[seat] else [CHECK]
    if money.cap is None and not money.shorts and not money.bring_in:
        # Betting.raise_range() written out for its commonest case, a round with no cap on its
        # raises, no short all-in waiting to be made up and no bring-in (what it does then, step
        # by step; the tests hold the two to each other).
        stacks = money.stacks
        mine = stacks[seat]
        to_call = top - bets[seat]
        largest = money.largest
        if mine <= to_call or to_call < largest:
            return actions
        folded = money.folded
        for s in others_after(len(stacks), seat):
            if not folded[s] and stacks[s] + bets[s] > top:
                break
        else:
            return actions
        everything = mine + bets[seat]
        unit = money.unit
        low = top + (largest if largest > unit else unit)
        if low > everything:
            low = everything
        if money.kind == "no-limit":
            high = everything
        elif money.kind == "limit":
            high = low
        else:
            high = min(everything, max(low, money.pot_raise_to(seat)))
    else:
        span = money.raise_range(seat)
        if span is None:
            return actions
        low, high = span
    # Putting in every chip is "all-in" (in limit games, a bet or raise like any other); only
    # the smallest and the largest size can come to that.
    everything = money.stacks[seat] + bets[seat] if structure != "limit" else -1
    sized = _RAISES if top else _BETS
    actions.append(ALL_IN if low == everything else sized[low])
    if low < high:
        pot_to = top + sum(money.committed) + (top - bets[seat])  # Betting.pot_raise_to
        half = top + (pot_to - top) // 2
        if low < half < high:
            actions.append(sized[half])
        if low < pot_to < high and pot_to != half:
            actions.append(sized[pot_to])
        actions.append(ALL_IN if high == everything else sized[high])
    return actions


def betting_number(money: Betting, seat: int, action: Action) -> int:
    """The number of a betting ``action`` of ``seat`` now (see the module's table)."""
    if isinstance(action, Fold):
        return 0
    if isinstance(action, Check):
        return 1
    if isinstance(action, Call):
        return 2
    if isinstance(action, AllIn):
        return ALL_IN_NUMBER
    if isinstance(action, (Bet, RaiseTo)):
        sizes = bet_sizes(money, seat)
        if not sizes:
            return MIN_RAISE
        return min(sizes, key=lambda n: (abs(sizes[n] - action.amount), n))
    raise InvalidActionError(f"action {str(action)!r} is not a betting action")


def betting_action(money: Betting, seat: int, number: int, structure: str) -> Action:
    """The betting action numbered ``number`` (0 to 6) for ``seat`` now."""
    simple = {0: FOLD, 1: CHECK, 2: CALL}
    if number in simple:
        return simple[number]
    sizes = bet_sizes(money, seat)
    if number not in sizes:
        if number == ALL_IN_NUMBER or MIN_RAISE not in sizes:
            return ALL_IN
        return _sized(money, seat, sizes[MIN_RAISE], structure)
    return _sized(money, seat, sizes[number], structure)


def betting_action_now(number: int) -> Action:
    """The betting action numbered ``number`` when no betting round is open (a game's other
    phase): the fixed ones, and all-in for every sized number.

    >>> [str(betting_action_now(n)) for n in (0, 2, 4)]
    ['fold', 'call', 'all-in']
    """
    return {0: FOLD, 1: CHECK, 2: CALL}.get(number, ALL_IN)


# --- reading a menu, for the betting bots -------------------------------------------------------


def _raise_size(action: Action) -> int:
    # An all-in names no amount: it is the largest bet there is, so it sorts last.
    return action.amount if isinstance(action, (Bet, RaiseTo)) else 10**12


def raises_smallest_first(legal: list[Action]) -> list[Action]:
    """The bets, raises and all-in of ``legal``, the smallest first and the all-in last.

    >>> legal = [FOLD, ALL_IN, RaiseTo(9), CALL, RaiseTo(4)]
    >>> [str(a) for a in raises_smallest_first(legal)]
    ['raise to 4', 'raise to 9', 'all-in']
    """
    return sorted((a for a in legal if isinstance(a, (Bet, RaiseTo, AllIn))), key=_raise_size)


def passive_move(legal: list[Action]) -> Action:
    """Check or call where either is legal; failing both, the first legal action."""
    return next((a for a in legal if isinstance(a, (Check, Call))), legal[0])


def fold_or(legal: list[Action], otherwise: Action) -> Action:
    """Fold where folding is legal, else ``otherwise``."""
    return next((a for a in legal if isinstance(a, Fold)), otherwise)


def call_price(view: Mapping[str, Any]) -> float | None:
    """What calling costs as a share of the pot it would make (the pot odds a hand must beat),
    from a seat's view; ``None`` when there is nothing to call.

    >>> call_price({"to_call": 10, "pot": 30}), call_price({"to_call": 0, "pot": 30})
    (0.25, None)
    """
    to_call = int(view["to_call"])
    if to_call == 0:
        return None
    return to_call / (int(view["pot"]) + to_call)
