"""The betting engine every vying game uses: forced bets, betting rounds, all-ins and pots.

A :class:`Betting` holds the money of one hand: each seat's stack behind, its bet in the current
round, its contribution to the pot so far and whether it has folded. A game posts the forced bets
(:meth:`Betting.post_ante`, :meth:`Betting.post_blind`), opens each betting round with
:meth:`Betting.start_round` and feeds the actions of :attr:`Betting.to_act` to
:meth:`Betting.act`; :meth:`Betting.end_round` returns an uncalled bet and
:func:`widow.engine.betting.pots.build_pots` splits the contributions into the main and side pots.

The rules (see docs/betting.md), the usual cardroom ones:

* Structures: ``no-limit`` (bet anything from the minimum to all your chips), ``pot-limit`` (at
  most the pot after calling), ``limit`` (bets and raises of exactly the round's unit, with a cap
  on the number of bets and raises in a round).
* The minimum bet is the round's unit; a raise must raise by at least the largest bet or raise
  made so far in the round (and at least the unit).
* An all-in for less than a full raise does not reopen the betting: a seat that has acted since
  the last full raise may then only call or fold, unless such short all-ins add up to a full
  raise. A full raise adds at least the minimum raise (the unit, or the largest full bet or
  raise of the round if larger), so a big blind counts as a full bet of the unit; over a
  bring-in the first full bet is the completion to the unit; the first bet of a round without
  forced bets always opens the betting.
* At the end of a round, chips that nobody called go back to their owner.
* Folding is allowed only when facing a bet (never when a check is possible).

>>> b = Betting([100, 100, 100], kind="no-limit")
>>> b.post_blind(1, 1), b.post_blind(2, 2)
(1, 2)
>>> b.start_round([0, 1, 2], unit=2)
>>> b.to_act, b.call_amount(0), b.raise_range(0)
(0, 2, (4, 100))
>>> b.act(RaiseTo(6)); b.act(FOLD); b.act(CALL)
>>> b.round_over, b.end_round(), b.committed
(True, None, [6, 1, 6])
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from widow.engine.actions import Action, action_kind
from widow.engine.options import check_choice
from widow.errors import IllegalActionError, InvalidActionError
from widow.i18n import N_

STRUCTURES = ("no-limit", "pot-limit", "limit")


# --- actions -----------------------------------------------------------------------------------


@action_kind("fold", "fold: give up the hand")
class Fold(Action):
    """Give up the hand and every chip put in so far."""


@action_kind("check", "check: stay in without betting")
class Check(Action):
    """Stay in without betting (only when there is no bet to call)."""


@action_kind("call", "call: match the current bet")
class Call(Action):
    """Match the current bet (or put in all your chips if they are fewer)."""


@dataclass(frozen=True, slots=True)
class ChipsAction(Action):
    """What betting and raising share: a number of chips, written ``VERB N``."""

    amount: int

    def __str__(self) -> str:
        return f"{self.verb} {self.amount}"

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        if len(words) != 1 or not words[0].isdecimal():
            raise InvalidActionError(
                N_("{which} needs one whole number of chips, not {given}").format(
                    which=repr(cls.verb), given=repr(" ".join(words))
                )
            )
        return cls(int(words[0]))


@action_kind("bet", "bet N: open the betting with N chips")
class Bet(ChipsAction):
    """Open the betting: put ``amount`` chips in this round when nobody has bet yet."""


@action_kind("raise to", "raise to N: make your bet this round N chips in all")
class RaiseTo(ChipsAction):
    """Raise so that your bet in this round comes to ``amount`` chips in all."""


@action_kind("all-in", "all-in: put in every chip you have left")
class AllIn(Action):
    """Put every chip you have left in: a bet, a raise or a call, whichever it amounts to."""


FOLD = Fold()
CHECK = Check()
CALL = Call()
ALL_IN = AllIn()
BETTING_ACTIONS: tuple[type[Action], ...] = (Fold, Check, Call, Bet, RaiseTo, AllIn)


@cache
def others_after(players: int, seat: int) -> tuple[int, ...]:
    """The other seats, clockwise from ``seat``'s left (a table made once per seat).

    >>> others_after(4, 1)
    (2, 3, 0)
    """
    return (*range(seat + 1, players), *range(seat))


# --- the money of one hand -----------------------------------------------------------------------


class Betting:
    """Stacks, bets and contributions of one hand, and the state of the current betting round.

    ``kind`` is one of :data:`STRUCTURES`; ``cap`` limits the bets and raises of a round (the
    forced bets do not count), ``None`` for no cap.
    """

    __slots__ = (
        "acted",
        "bets",
        "bring_in",
        "cap",
        "committed",
        "count",
        "folded",
        "kind",
        "largest",
        "n_live",
        "queue",
        "shorts",
        "stacks",
        "top",
        "unit",
    )

    def __init__(self, stacks: Sequence[int], *, kind: str, cap: int | None = None) -> None:
        if kind not in STRUCTURES:
            check_choice("betting", kind, STRUCTURES)
        self.kind = kind
        self.cap = cap
        self.stacks = list(stacks)
        n = len(self.stacks)
        self.bets = [0] * n
        self.committed = [0] * n
        self.folded = [s == 0 for s in self.stacks]
        self.n_live = self.folded.count(False)
        self.queue: list[int] = []
        self.acted: set[int] = set()
        self.shorts: list[int] = []
        self.largest = 0
        self.count = 0
        self.unit = 0
        self.bring_in = False
        # max(bets), kept up to date as chips go in: the menu, every action and the end of a
        # round need it.
        self.top = 0

    def copy(self) -> Betting:
        other = Betting.__new__(Betting)
        other.kind, other.cap, other.unit = self.kind, self.cap, self.unit
        other.stacks, other.bets = list(self.stacks), list(self.bets)
        other.committed, other.folded = list(self.committed), list(self.folded)
        other.queue, other.acted, other.shorts = (
            list(self.queue),
            set(self.acted),
            list(self.shorts),
        )
        other.largest, other.count, other.n_live = self.largest, self.count, self.n_live
        other.bring_in, other.top = self.bring_in, self.top
        return other

    # --- reading ------------------------------------------------------------------------------

    @property
    def live(self) -> list[bool]:
        """Per seat: still in the hand (not folded)."""
        return [not f for f in self.folded]

    def live_count(self) -> int:
        """Seats still in the hand."""
        return self.n_live

    def able_count(self) -> int:
        """Seats still in the hand with chips behind (those who can still bet)."""
        return sum(1 for s, f in zip(self.stacks, self.folded, strict=True) if not f and s > 0)

    @property
    def to_act(self) -> int | None:
        """The seat whose turn it is in the current round, or ``None`` when the round is over."""
        return self.queue[0] if self.queue and self.n_live > 1 else None

    @property
    def round_over(self) -> bool:
        return not self.queue or self.n_live <= 1

    def total(self) -> int:
        """Every chip in the middle: contributions of earlier rounds and this round's bets."""
        return sum(self.committed)

    def call_amount(self, seat: int) -> int:
        """What ``seat`` must put in to call (limited by its stack)."""
        return min(self.stacks[seat], self.top - self.bets[seat])

    def can_raise(self, seat: int) -> bool:
        """Whether ``seat`` may bet or raise now."""
        return self.raise_range(seat) is not None

    def raise_range(self, seat: int) -> tuple[int, int] | None:
        """The smallest and largest total bet ``seat`` may raise (or bet) to, or ``None``."""
        bets, stacks, top = self.bets, self.stacks, self.top
        to_call = top - bets[seat]
        if stacks[seat] <= to_call:
            return None
        if to_call < self.largest:
            return None  # only short all-ins since this seat's own full bet or raise
        if self.cap is not None and self.count >= self.cap:
            return None
        if self.shorts and sum(self.shorts) < self._full_step() and seat in self.acted:
            return None
        # A raise needs someone who could put in more than the current bet.
        folded = self.folded
        for s in others_after(len(stacks), seat):
            if not folded[s] and stacks[s] + bets[s] > top:
                break
        else:
            return None
        everything = stacks[seat] + bets[seat]
        largest, unit = self.largest, self.unit
        if self.bring_in and top < unit and largest == 0:
            low = unit  # completing a bring-in to a full bet
        else:
            low = top + (largest if largest > unit else unit)
        if low > everything:  # min(), written out: the menu asks at every decision
            low = everything
        if self.kind == "no-limit":
            high = everything
        elif self.kind == "limit":
            high = low
        else:
            high = min(everything, max(low, self.pot_raise_to(seat)))
        return low, high

    def _full_step(self) -> int:
        """What a raise must add to the current bet to count as a full raise: the minimum raise.

        Measuring it by the unit as well as by the largest raise so far is what lets the blinds
        (and a short opening all-in) set the size of a full raise: a big blind is a full bet of
        the unit even though nobody raised it.
        """
        largest, unit = self.largest, self.unit
        return largest if largest > unit else unit

    def pot_raise_to(self, seat: int) -> int:
        """The total bet of a pot-sized raise: call, then raise by the whole pot."""
        top = self.top
        return top + sum(self.committed) + (top - self.bets[seat])

    # --- moving chips ---------------------------------------------------------------------------

    def _put(self, seat: int, amount: int, *, into_bet: bool) -> int:
        paid = min(amount, self.stacks[seat])
        self.stacks[seat] -= paid
        self.committed[seat] += paid
        if into_bet:
            bet = self.bets[seat] = self.bets[seat] + paid
            if bet > self.top:
                self.top = bet
        return paid

    def post_ante(self, seat: int, amount: int) -> int:
        """``seat`` antes ``amount`` (or all it has); antes are dead money, not part of a bet."""
        return self._put(seat, amount, into_bet=False)

    def post_blind(self, seat: int, amount: int) -> int:
        """``seat`` posts a blind of ``amount`` (or all it has) as its bet in the first round."""
        return self._put(seat, amount, into_bet=True)

    def post_bring_in(self, seat: int, amount: int) -> int:
        """``seat`` opens with a bring-in of ``amount`` (less than the round's unit, or all it
        has): the others may call it, fold, or *complete* it to a full bet of the unit, which
        counts as the round's first full bet. Post it before :meth:`start_round`."""
        self.bring_in = True
        return self._put(seat, amount, into_bet=True)

    def start_round(self, order: Sequence[int], *, unit: int) -> None:
        """Open a betting round; ``order`` is every seat in the order they act this round."""
        self.unit = unit
        bets, stacks, folded = self.bets, self.stacks, self.folded
        # The second largest of the live seats' chips (bet and stack together), 0 with one
        # seat: found in one pass, as a round opens on every street of every hand.
        first = second = 0
        for s in order:
            if not folded[s]:
                mine = bets[s] + stacks[s]
                if mine > first:
                    first, second = mine, first
                elif mine > second:
                    second = mine
        # A seat bets only if it has chips and someone else could still put chips against them
        # (a loop rather than a list comprehension, whose own frame costs more than the seats).
        queue = []
        for s in order:
            if not folded[s] and stacks[s] > 0 and second > bets[s]:
                queue.append(s)
        self.acted = set()
        self.shorts = []
        self.largest = 0
        self.count = 0
        if len(queue) == 1 and bets[queue[0]] >= self.top:
            queue = []
        self.queue = queue

    def why_illegal(self, action: Action) -> str | None:
        """Why ``action`` is not allowed for :attr:`to_act` now, or ``None`` when it is."""
        seat = self.to_act
        if seat is None:
            return N_("the betting round is over")
        to_call = self.top - self.bets[seat]
        if isinstance(action, Fold):
            return None if to_call > 0 else N_("there is no bet to fold to; check instead")
        if isinstance(action, Check):
            return (
                None
                if to_call == 0
                else N_("there is a bet of {amount} to call").format(amount=to_call)
            )
        if isinstance(action, Call):
            return None if to_call > 0 else N_("there is no bet to call; check instead")
        if isinstance(action, AllIn):
            if self.stacks[seat] <= to_call:
                return None
            target = self.stacks[seat] + self.bets[seat]
            return self._why_not_raise(seat, target, N_("an all-in raise"))
        if isinstance(action, Bet):
            if self.top > 0:
                return N_("there is already a bet; raise to a total instead")
            return self._why_not_raise(seat, action.amount, N_("a bet"))
        if isinstance(action, RaiseTo):
            if self.top == 0:
                return N_("nobody has bet; bet instead")
            return self._why_not_raise(seat, action.amount, N_("a raise"))
        return N_("{move} is not a betting action").format(move=repr(str(action)))

    def _why_not_raise(self, seat: int, target: int, what: str) -> str | None:
        span = self.raise_range(seat)
        if span is None:
            if self.cap is not None and self.count >= self.cap:
                return N_("the {n} bets and raises of this round have been made").format(n=self.cap)
            if self.stacks[seat] <= self.top - self.bets[seat]:
                return N_("your chips do not cover more than a call")
            return N_("an all-in for less than a full raise did not reopen the betting")
        low, high = span
        if not low <= target <= high:
            if low == high:
                exactly = N_("{what} must come to exactly {low} chips this round, not {target}")
                return exactly.format(what=what, low=low, target=target)
            between = N_("{what} must come to from {low} to {high} chips this round, not {target}")
            return between.format(what=what, low=low, high=high, target=target)
        return None

    def act(self, action: Action, *, checked: bool = True) -> None:
        """Apply an action of :attr:`to_act` (raises :class:`IllegalActionError` if not legal).

        ``checked=False`` skips the check, for a caller that has just made it (a game's
        ``apply``); an illegal action then corrupts the hand.
        """
        if checked:
            why = self.why_illegal(action)
            if why is not None:
                raise IllegalActionError(
                    f"illegal action {str(action)!r} for seat {self.to_act}: {why}"
                )
        seat = self.queue.pop(0)
        self.acted.add(seat)
        bets = self.bets
        top = self.top
        stacks = self.stacks
        if isinstance(action, (Check, Call)) or (
            isinstance(action, AllIn) and stacks[seat] <= top - bets[seat]
        ):
            # _put() written out: a call or check is the most common action of all.
            paid = min(top - bets[seat], stacks[seat])
            stacks[seat] -= paid
            self.committed[seat] += paid
            bets[seat] += paid
        elif isinstance(action, Fold):
            self.folded[seat] = True
            self.n_live -= 1
        else:
            if isinstance(action, AllIn):
                target = self.stacks[seat] + self.bets[seat]
            else:
                assert isinstance(action, (Bet, RaiseTo))  # why_illegal admitted nothing else
                target = action.amount
            self._raise(seat, target, top)

    def raise_to(self, target: int) -> None:
        """:meth:`act` for a legal bet or raise of :attr:`to_act` that makes its bet this round
        ``target`` chips (unchecked): for a game applying a move of its own legal list, where
        these are the commonest moves of random play after checks and calls."""
        seat = self.queue.pop(0)
        self.acted.add(seat)
        self._raise(seat, target, self.top)

    def _raise(self, seat: int, target: int, top: int) -> None:
        stacks, folded, bets = self.stacks, self.folded, self.bets
        # _put() written out: raising is a frequent step of every betting game.
        paid = target - bets[seat]
        if paid > stacks[seat]:
            paid = stacks[seat]
        stacks[seat] -= paid
        self.committed[seat] += paid
        bet = bets[seat] = bets[seat] + paid
        if bet > self.top:
            self.top = bet
        increment = target - top
        # The seats still to answer it; a loop rather than a list comprehension, whose own frame
        # costs more than the few seats it reads.
        queue = []
        for s in others_after(len(stacks), seat):
            if not folded[s] and stacks[s] > 0:
                queue.append(s)
        self.queue = queue
        if top == 0:
            # The first bet of a round opens the betting, whatever its size.
            full = True
        elif self.bring_in and self.largest == 0 and top < self.unit:
            # Over a bring-in the first full bet is the completion to the unit.
            full = target >= self.unit
        else:
            # _full_step() written out: a raise is a frequent step of every betting game.
            largest, unit = self.largest, self.unit
            full = increment >= (largest if largest > unit else unit)
        if full:
            self.acted = {seat}
            if increment > self.largest:
                self.largest = increment
        self.count += 1
        if stacks[seat] > 0:
            if self.shorts:
                self.shorts = []
        else:
            self.shorts.append(increment)
            if sum(self.shorts) >= self._full_step():
                self.shorts = []

    def end_round(self) -> tuple[int, int] | None:
        """Close the round: return the uncalled part of the largest bet, as ``(seat, chips)``."""
        bets = self.bets
        returned: tuple[int, int] | None = None
        top = self.top
        # Only a bet larger than every other is (partly) uncalled.
        if top and len(bets) > 1 and bets.count(top) == 1:
            seat = bets.index(top)
            extra = top - sorted(bets)[-2]  # the largest of the other bets (top is alone)
            self.stacks[seat] += extra
            self.committed[seat] -= extra
            returned = (seat, extra)
        self.bets = [0] * len(bets)
        self.top = 0
        self.queue = []
        self.bring_in = False
        return returned
