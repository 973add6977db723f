"""Brag's vying: one betting round that goes on until the hand is decided.

Brag's betting is not poker's. Every turn a player still in either folds or puts in a fresh bet
of at least the *stake* (what the last player put in, counted as an open player's bet); nothing
is ever "called" in the poker sense. A blind player (one who has not looked at its cards) puts in
half the stake (rounded up) and its bets count double: after a blind bet of N the stake is 2N.
A bet that is just the minimum leaves the stake as it was. The first bet of a hand lies between
``min_bet`` and ``max_bet``; later bets may raise the stake by at most ``raise_limit`` (limit) or
by at most the pot (pot-limit).

How the vying ends depends on the procedure:

* ``brag`` and ``two-down``: the betting goes round until two players are left; then one may
  *see* the other, paying twice the minimum (``brag``) or just the minimum (``two-down``). An
  open player may not see a blind one ("you can't see a blind man"); a blind player may see
  anyone.
* ``all-round``: anyone may see by matching the stake; once everyone still in has matched the
  last raise, the hands are shown.

A player who cannot put in the minimum may *cover* the pot: it stakes what it has left and keeps
its claim to the pot as it stands; the others go on betting into a side pot. A hand also ends
when a fold or a cover leaves one player betting.

>>> v = Vying([10, 10, 10, 10], [1, 2, 3, 0], procedure="brag", limit="limit",
...           first_bet=(1, 10), raise_limit=10)
>>> v.to_act, v.bet_range(1)
(1, (1, 5))
>>> v.act_bet(1, 2); v.stake   # a blind bet of 2 counts as 4
4
>>> v.look(2); v.bet_range(2)
(4, 10)
"""

from __future__ import annotations

from dataclasses import dataclass

from widow.engine.copying import copy_lists, share
from widow.i18n import N_

IN, FOLDED, COVERED = "in", "folded", "covered"


@dataclass(frozen=True, slots=True)
class Ending:
    """How the vying ended: ``kind`` is ``fold`` (one player left betting), ``see`` (``seer``
    saw ``seen``) or ``showdown`` (all-round: everyone still in matched)."""

    kind: str
    seer: int | None = None
    seen: int | None = None


class Vying:
    """The money and the turn of one hand of Brag (see the module docstring)."""

    __slots__ = (
        "blind",
        "covers",
        "ending",
        "first_bet",
        "limit",
        "matched",
        "order",
        "procedure",
        "put",
        "raise_limit",
        "raiser",
        "stacks",
        "stake",
        "status",
        "turn",
    )

    def __init__(
        self,
        stacks: list[int],
        order: list[int],
        *,
        procedure: str,
        limit: str,
        first_bet: tuple[int, int],
        raise_limit: int,
        blind: bool = True,
    ) -> None:
        n = len(stacks)
        self.stacks = stacks
        self.order = order
        self.procedure = procedure
        self.limit = limit
        self.first_bet = first_bet
        self.raise_limit = raise_limit
        self.put = [0] * n
        self.status = [IN if s in order else "out" for s in range(n)]
        self.blind = [blind and s in order for s in range(n)]
        self.stake = 0
        self.turn = 0
        #: Each cover: the seat and the chips in the pot once it had covered.
        self.covers: list[tuple[int, int]] = []
        #: All-round: the seat whose bet set the stake, and who has matched it since.
        self.raiser: int | None = None
        self.matched: set[int] = set()
        self.ending: Ending | None = None

    def copy(self) -> Vying:
        other = Vying.__new__(Vying)
        share(self, other, self.__slots__)
        copy_lists(self, other, ("stacks", "put", "status", "blind", "covers"))
        other.matched = set(self.matched)
        return other

    # --- reading ------------------------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        return None if self.ending is not None else self.order[self.turn]

    def active(self) -> list[int]:
        """Seats still betting (not folded, not covered), in order of play."""
        return [s for s in self.order if self.status[s] == IN]

    def pot(self) -> int:
        return sum(self.put)

    def minimum(self, seat: int) -> int:
        """The fewest chips ``seat`` may bet now (whether or not it has them)."""
        low = self.stake if self.stake else self.first_bet[0]
        return -(-low // 2) if self.blind[seat] else low

    def bet_range(self, seat: int) -> tuple[int, int] | None:
        """The chips ``seat`` may bet now, lowest and highest; ``None`` if it is short of the
        minimum. (All-round: a bet of the minimum once there is a stake is the ``see``.)"""
        if self.stake == 0:
            high_worth = self.first_bet[1]
        elif self.limit == "limit":
            high_worth = self.stake + self.raise_limit
        else:
            high_worth = self.stake + self.pot()
        low = self.minimum(seat)
        high = max(low, high_worth // 2 if self.blind[seat] else high_worth)
        high = min(high, self.stacks[seat])
        return (low, high) if high >= low else None

    def opponent(self, seat: int) -> int | None:
        """The one other seat still betting when two are left."""
        others = [s for s in self.active() if s != seat]
        return others[0] if len(others) == 1 else None

    def see_cost(self, seat: int) -> int:
        """What a see costs ``seat``: twice the minimum (brag) or the minimum."""
        low = self.minimum(seat)
        return 2 * low if self.procedure == "brag" else low

    def why_no_see(self, seat: int) -> str | None:
        """Why ``seat`` may not see now (``None``: it may)."""
        if self.stake == 0:
            return N_("nobody has bet yet")
        if self.procedure != "all-round":
            other = self.opponent(seat)
            if other is None:
                return N_("only the last two players may see each other")
            if self.blind[other] and not self.blind[seat]:
                return N_("you can't see a blind man: {seat} is playing blind").format(
                    seat=f"seat {other}"
                )
        if self.stacks[seat] < self.see_cost(seat):
            return N_("a see costs {cost} chips and you have {left}").format(
                cost=self.see_cost(seat), left=self.stacks[seat]
            )
        return None

    def may_cover(self, seat: int) -> bool:
        """A seat short of the minimum bet may cover the pot."""
        return self.stacks[seat] < self.minimum(seat)

    # --- acting -------------------------------------------------------------------------------

    def look(self, seat: int) -> None:
        self.blind[seat] = False

    def act_bet(self, seat: int, amount: int) -> None:
        """``seat`` bets ``amount`` chips (checked by the caller against :meth:`bet_range`)."""
        first = self.stake == 0
        minimum = self.minimum(seat)
        self._pay(seat, amount)
        worth = 2 * amount if self.blind[seat] else amount
        if first or amount > minimum:
            self.stake = max(self.stake, worth)
            self.raiser, self.matched = seat, set()
        else:
            self.matched.add(seat)
        self._next()

    def act_see(self, seat: int) -> None:
        """``seat`` sees: brag and two-down end the vying; all-round matches the stake."""
        if self.procedure == "all-round":
            self._pay(seat, self.minimum(seat))
            self.matched.add(seat)
            self._next()
            return
        self._pay(seat, self.see_cost(seat))
        self.ending = Ending("see", seer=seat, seen=self.opponent(seat))

    def act_fold(self, seat: int) -> None:
        self.status[seat] = FOLDED
        self._next()

    def act_cover(self, seat: int) -> None:
        self._pay(seat, self.stacks[seat])
        self.status[seat] = COVERED
        self.covers.append((seat, self.pot()))
        self._next()

    def _pay(self, seat: int, amount: int) -> None:
        self.stacks[seat] -= amount
        self.put[seat] += amount

    def _next(self) -> None:
        """Pass the turn on, or end the vying."""
        active = self.active()
        if len(active) == 1:
            self.ending = Ending("fold")
            return
        everyone_matched = all(s in self.matched for s in active if s != self.raiser)
        if self.procedure == "all-round" and self.raiser is not None and everyone_matched:
            self.ending = Ending("showdown")
            return
        n = len(self.order)
        for step in range(1, n + 1):
            turn = (self.turn + step) % n
            if self.status[self.order[turn]] == IN:
                self.turn = turn
                return
