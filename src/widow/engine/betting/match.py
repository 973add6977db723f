"""A betting match over several hands: who plays on, and the rebuys of busted seats.

With the ``rebuy`` option a seat that has lost every chip buys in again, for its starting stack,
before the next hand, up to ``rebuy`` times in a match. The chips it brings count as chips brought
to the table: the outcome measures its money against every buy-in it made.

>>> chips, rebought, paid = [0, 40, 0], [0, 0, 1], []
>>> take_rebuys(chips, rebought, [20, 20, 20], 1, paid.append)
>>> chips, rebought, [(e.seat, e.amount, e.count) for e in paid]
([20, 40, 0], [1, 0, 1], [(0, 20, 1)])
>>> playing_on([0, 40, 0], [1, 0, 1], 1)
[1]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar

from widow.engine.actions import Action
from widow.engine.betting.events import Rebought, Returned, Wagered, posted_event
from widow.engine.betting.rounds import Betting
from widow.engine.betting.showdown import Log, win_uncontested
from widow.engine.betting.table import betting_outcome, hand_result, placings
from widow.engine.core import State
from widow.engine.events import Event, dealt_event, match_over_event
from widow.i18n import N_

#: Events the table description's log keeps (at least; up to twice as many).
LOG_WINDOW = 40


def start_match(state: BettingMatchState, buy_ins: Sequence[int]) -> None:
    """Seat the players with their buy-ins, before the first hand (which seat 0 deals)."""
    state.buy_ins = list(buy_ins)
    state.chips = list(buy_ins)
    state.hand_no = 0
    state.dealer = len(buy_ins) - 1
    state.events = []
    state.log_events = []
    state.last_result = []
    state._legal = None


def copy_match(source: BettingMatchState, target: BettingMatchState) -> None:
    """Give ``target`` independent copies of ``source``'s match-level fields."""
    target.buy_ins = source.buy_ins
    target.chips = list(source.chips)
    target.hand_no = source.hand_no
    target.dealer = source.dealer
    target.events = list(source.events)
    target.log_events = list(source.log_events)
    target.last_result = list(source.last_result)
    target.betting = source.betting.copy()
    target.in_hand = list(source.in_hand)
    target._legal = source._legal


def open_hand(state: BettingMatchState) -> int:
    """Count the new hand, move the button to the next seat dealt in and clear the hand's
    events; return the dealer."""
    state.hand_no += 1
    n = len(state.chips)
    dealer = (state.dealer + 1) % n
    while not state.in_hand[dealer]:
        dealer = (dealer + 1) % n
    state.dealer = dealer
    state.events = []
    return dealer


def announce_hand(state: BettingMatchState, order: Sequence[int], events: list[Event]) -> None:
    """Log the start of the hand: who deals, and the seats dealt in."""
    state._log(dealt_event(state.dealer, state.hand_no, tuple(order)), events)


def post_antes(money: Betting, order: Sequence[int], ante: int, log: Log) -> None:
    """Every seat of ``order`` antes ``ante`` (or all it has)."""
    if ante:
        for seat in order:
            paid = money.post_ante(seat, ante)
            log(posted_event(seat, "ante", paid, money.stacks[seat] == 0))


def playing_on(chips: Sequence[int], rebought: Sequence[int], limit: int) -> list[int]:
    """The seats that can play another hand: those with chips, or with a rebuy left."""
    return [s for s, c in enumerate(chips) if c > 0 or rebought[s] < limit]


def take_rebuys(
    chips: list[int], rebought: list[int], buy_ins: Sequence[int], limit: int, log: Log
) -> None:
    """Every busted seat with a rebuy left buys in again for its starting stack."""
    for seat, have in enumerate(chips):
        if have == 0 and rebought[seat] < limit:
            chips[seat] = buy_ins[seat]
            rebought[seat] += 1
            log(Rebought(seat, buy_ins[seat], rebought[seat]))


def brought(buy_ins: Sequence[int], rebought: Sequence[int]) -> list[int]:
    """The chips each seat brought to the table: its buy-in, once more for every rebuy.

    >>> brought([100, 50], [0, 2])
    [100, 150]
    """
    return [b * (1 + r) for b, r in zip(buy_ins, rebought, strict=True)]


class BettingMatchState(State):
    """The state of a betting match over several hands: the match-level fields (set by
    :func:`start_match`) and what every such game does with them between hands."""

    __slots__ = (
        "_legal",
        "betting",
        "buy_ins",
        "chips",
        "dealer",
        "events",
        "hand_no",
        "in_hand",
        "last_result",
        "log_events",
    )

    buy_ins: list[int]
    chips: list[int]
    hand_no: int
    dealer: int
    events: list[Event]
    log_events: list[Event]
    last_result: list[str]
    betting: Betting
    in_hand: list[bool]
    rebought: list[int]
    _legal: list[Action] | None
    #: Events the table's log keeps at least.
    log_window: ClassVar[int] = LOG_WINDOW

    @property
    def n(self) -> int:
        """The number of seats."""
        return self.game.players

    def _log(self, event: Event, events: list[Event]) -> None:
        """Record ``event`` in the hand's events, the apply's events and the table's log (which
        looks back past the current hand over a bounded window)."""
        self.events.append(event)
        events.append(event)
        log = self.log_events
        log.append(event)
        if len(log) > 2 * self.log_window:
            del log[: -self.log_window]

    def legal_actions(self) -> list[Action]:
        # Listed once per decision and kept until the next action (bots ask again and again).
        if self._legal is None:
            self._legal = self._list_legal()
        return list(self._legal)

    def _legal_listed(self) -> list[Action]:
        legal = self._legal
        if legal is None:
            legal = self._legal = self._list_legal()
        return legal

    def _list_legal(self) -> list[Action]:
        """The legal actions of the seat to act, worked out afresh."""
        raise NotImplementedError

    def _relabel_events(self, relabel: Callable[[Event], Event | None]) -> None:
        """Put in place of each event of the hand the one ``relabel`` gives for it (``None``:
        keep it), in the hand's events and the table's log alike: after a resample has moved
        cards, the events that name them must agree with the hands."""
        renamed: dict[int, Event] = {}
        events = self.events
        for i, event in enumerate(events):
            new = relabel(event)
            if new is not None:
                renamed[id(event)] = events[i] = new
        self.log_events = [renamed.get(id(e), e) for e in self.log_events]

    def is_legal(self, action: Action) -> bool:
        if self._legal is not None and action in self._legal:
            return True
        return self._why(action) is None

    def apply(self, action: Action | str, *, seat: int | None = None) -> list[Event]:
        # The common case of bots and simulations: one of the very objects of the current legal
        # list. Those were made by the rules from this state, so each reads back from its text
        # and is allowed: every check of State.apply holds, and it is found without parsing. It
        # is applied whole or not at all, as State.apply does.
        legal = self._legal
        if seat is None and legal is not None:
            for listed in legal:
                if listed is action:
                    return self._whole(self.apply_unchecked, listed)
        return super().apply(action, seat=seat)

    def _why(self, action: Action) -> str | None:
        """Why ``action`` is not allowed now, or ``None`` when it is."""
        raise NotImplementedError

    def play_order(self) -> list[int]:
        """The seats in the hand, in the order of play."""
        raise NotImplementedError

    def _clear_hand(self) -> None:
        """Empty the table for a new hand."""
        raise NotImplementedError

    def _start_hand(self, events: list[Event]) -> None:
        """Deal a new hand and move on until someone must act."""
        raise NotImplementedError

    def _ante_up(self, events: list[Event]) -> list[int]:
        """Clear the table, pass the deal on, announce the hand and take the antes; return the
        seats dealt in, in the order of play."""
        self._clear_hand()
        open_hand(self)
        order = self.play_order()
        announce_hand(self, order, events)
        post_antes(self.betting, order, self.game.options.ante, lambda e: self._log(e, events))
        return order

    def _apply(self, action: Action) -> list[Event]:
        self._legal = None
        events: list[Event] = []
        seat = self.to_act
        assert seat is not None  # apply() checked that the match is on
        self._move(seat, action, events)
        self._advance(events)
        return events

    def _move(self, seat: int, action: Action, events: list[Event]) -> None:
        """Carry out ``seat``'s action (State.apply has checked it), logging to ``events``."""
        raise NotImplementedError

    def _advance(self, events: list[Event]) -> None:
        """Move on after an action until someone must act (or the match ends)."""
        raise NotImplementedError

    def _wager(self, seat: int, action: Action, events: list[Event]) -> None:
        """Carry out ``seat``'s betting action and log what it put in."""
        money = self.betting
        before = money.stacks[seat]
        money.act(action, checked=False)  # State.apply has checked it
        paid = before - money.stacks[seat]
        all_in = money.stacks[seat] == 0 and paid > 0
        self._log(Wagered(seat, str(action), paid, money.bets[seat], all_in), events)

    def _close_round(self, events: list[Event]) -> bool:
        """End the betting round just finished, giving back an uncalled bet. True when one seat
        alone is left: it has taken the pot and the hand is over."""
        money = self.betting
        returned = money.end_round()
        if returned is not None:
            self._log(Returned(returned[0], returned[1]), events)
        if money.live_count() == 1:
            self._win_uncontested(events)
            return True
        return False

    def _win_uncontested(self, events: list[Event]) -> None:
        """Everyone else folded: the last seat takes every pot unseen, and the hand ends."""
        winner = win_uncontested(self.betting, lambda e: self._log(e, events))
        self.last_result = [f"seat {winner} wins {sum(self.betting.committed)} uncontested"]
        self._end_hand(events)

    def _end_hand(self, events: list[Event]) -> None:
        """Close the hand: pay what is left, and deal the next or end the match."""
        raise NotImplementedError

    def _why_illegal(self, action: Action) -> str:
        return self._why(action) or N_("not allowed now")

    def recent_events(self) -> list[Event]:
        return list(self.events)

    def _table_result(self, viewer: int | None) -> dict[str, Any] | None:
        return hand_result(self.last_result, over=self.is_over)

    def _next_hand_follows(self, events: list[Event]) -> bool:
        """After a hand (``chips`` updated): end the match when its hands are played or fewer
        than two players can go on, else take the rebuys; True when another hand follows."""
        options = self.game.options
        alive = playing_on(self.chips, self.rebought, options.rebuy)
        if self.hand_no >= options.hands or len(alive) < 2:
            winner = alive[0] if len(alive) == 1 else None
            self._log(match_over_event(winner, tuple(placings(self.chips))), events)
            return False
        log: Log = lambda e: self._log(e, events)  # noqa: E731 - bound to this apply's events
        take_rebuys(self.chips, self.rebought, self.buy_ins, options.rebuy, log)
        return True

    @property
    def is_over_now(self) -> bool:
        """Whether the match has ended (its last hand settled)."""
        raise NotImplementedError

    def _pot(self) -> int:
        """The chips in the middle while a hand is on."""
        return self.betting.total()

    def outcome(self) -> dict[str, Any]:
        """Chips (behind), money won or lost against the buy-in, and placing, per seat.

        >>> from widow.games import load_game
        >>> [load_game(name, players=2).new_state(seed=3).outcome()["pool"]
        ...  for name in ("draw-poker", "soko", "anaconda", "holdem")]
        [2, 2, 2, 3]
        """
        return self._match_outcome(over=self.is_over_now, pool=self._pot())

    def _match_outcome(self, *, over: bool, pool: int) -> dict[str, Any]:
        """The outcome (see :func:`~widow.engine.betting.table.betting_outcome`); ``pool`` is the
        chips in the middle while a hand is on."""
        rebuy = self.game.options.rebuy
        return betting_outcome(
            self.game.name,
            self.chips if over else self.betting.stacks,
            brought(self.buy_ins, self.rebought),
            over=over,
            pool=0 if over else pool,
            deals=self.hand_no,
            rebought=[b * r for b, r in zip(self.buy_ins, self.rebought, strict=True)]
            if rebuy
            else None,
        )
