"""What the states of the stud and draw games (Soko, Anaconda, Draw Poker) share beyond a match
of betting hands: the seats in the order of play, the opening and closing of each hand, the
showdown, the stakes part of each seat's row and the copy.

Each game's state declares its own attributes in its ``__slots__``; the ones this class sets
itself are declared here.

>>> from widow.games import load_game
>>> state = load_game("draw-poker", players=3).new_state(seed=1)
>>> state.play_order() == [(state.dealer + i) % 3 for i in (1, 2, 3)]
True
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, ClassVar, Self

from widow.cards import Card
from widow.engine.actions import Action
from widow.engine.betting.hand_view import legal_texts
from widow.engine.betting.match import BettingMatchState, copy_match, start_match
from widow.engine.betting.menu import (
    BETTING_NUMBERS,
    betting_action,
    betting_menu,
    betting_number,
    check_action_number,
)
from widow.engine.betting.rounds import ALL_IN, CALL, CHECK, FOLD, Betting
from widow.engine.betting.showdown import award_pots, showdown_event
from widow.engine.betting.table import seat_status, stake_seats, table_log
from widow.engine.chance import Chance
from widow.engine.core import Game, LogEntry
from widow.engine.events import Event
from widow.engine.table import counter
from widow.i18n import N_
from widow.ranking.base import RankingSystem

__all__ = ["StudDrawGame", "StudDrawState"]


class StudDrawGame(Game):
    """A stud or draw game: its options give every seat its starting stack."""

    #: The game's own actions that never change (listed after the bets of fixed size).
    own_actions: ClassVar[tuple[Action, ...]] = ()

    def check(self) -> None:
        # Refuses a player count the options cannot seat (too few chips, too small a pack).
        self.options.starting_stacks(self.players)

    def _list_actions(self) -> Iterable[Action]:
        # Sized bets depend on the state, so only the bets of fixed size are listed.
        return [FOLD, CHECK, CALL, ALL_IN, *self.own_actions]


class StudDrawState(BettingMatchState):
    """A stud or draw game's state: seats dealt in play from the dealer's left."""

    __slots__ = ("_order", "rebought", "shown")

    #: A field of the seat rows shown beside each seat's stakes on the table while it is set
    #: (Draw Poker's cards drawn, Anaconda's declaration); ``None``: the stakes alone.
    seat_counter: ClassVar[str | None] = None

    #: The seats dealt in, in the order of play, worked out once per hand (empty: not yet).
    _order: list[int]
    #: Per seat, whether its hand was shown at this hand's showdown.
    shown: list[bool]

    def __init__(self, game: Game, chance: Chance) -> None:
        super().__init__(game, chance)
        n = game.players
        start_match(self, game.options.starting_stacks(n))
        self.rebought = [0] * n
        self._start_hand(self.events)

    def play_order(self) -> list[int]:
        """Seats dealt in, from the dealer's left round to the dealer: the order of the deal, of
        ties for the first action and of odd chips."""
        if not self._order:
            n = self.n
            self._order = [
                s for s in ((self.dealer + i) % n for i in range(1, n + 1)) if self.in_hand[s]
            ]
        return list(self._order)

    def live_order(self) -> list[int]:
        """Seats still in the hand (not folded), from the dealer's left."""
        live = self.betting.live
        return [s for s in self.play_order() if live[s]]

    # --- the hand -------------------------------------------------------------------------------

    def _clear_hand(self) -> None:
        """Empty the table for a new hand: fresh betting, the seats with chips dealt in; a game
        clears its own fields after calling this."""
        opts = self.game.options
        self.betting = Betting(self.chips, kind=opts.betting, cap=opts.cap)
        self.in_hand = [c > 0 for c in self.chips]
        self.shown = [False] * self.n
        self._order = []

    def _showdown_with(
        self,
        system: RankingSystem,
        hands: Mapping[int, Sequence[Card]],
        events: list[Event],
        **award: bool,
    ) -> None:
        """Show the hands of the seats still in, judged by ``system``, pay the pots to the best
        (``award``: the odd-chip and merging choices of :func:`award_pots`) and end the hand."""
        order = self.live_order()
        values = {s: system.evaluate(hands[s]) for s in order}
        words = {s: values[s].describe() for s in order}
        for s in order:
            self.shown[s] = True
        self._log(showdown_event(order, hands, words), events)
        strength = {s: values[s].strength for s in order}
        won = award_pots(self.betting, order, strength, lambda e: self._log(e, events), **award)
        wins = N_("{seat} wins {amount} with {value}")  # a message id of the catalogue
        self.last_result = [
            wins.format(seat=f"seat {s}", amount=won[s], value=words[s]) for s in order if won[s]
        ]
        self._end_hand(events)

    def _why(self, action: Action) -> str | None:
        seat = self.to_act
        if seat is None:
            return N_("the game is over")
        return self._why_not(seat, action)

    def _why_not(self, seat: int, action: Action) -> str | None:
        """Why ``seat``, the seat to act, may not take ``action`` now (``None``: it may)."""
        raise NotImplementedError

    def _end_hand(self, events: list[Event]) -> None:
        self.chips = list(self.betting.stacks)
        self._close_hand()
        if self._next_hand_follows(events):
            self._start_hand(events)

    def _close_hand(self) -> None:
        """Mark the hand over (no seat to act) once its pots are paid."""
        raise NotImplementedError

    # --- bets and their numbers -------------------------------------------------------------------

    def _menu_betting(self) -> Betting:
        """The betting the menu of bets and their numbers are read from: the hand's own (a game
        whose first bet is forced reads it from the round as it would stand)."""
        return self.betting

    def _bet_menu(self, seat: int) -> list[Action]:
        """``seat``'s betting choices now, as the menu of :mod:`widow.engine.betting.menu`."""
        return betting_menu(self._menu_betting(), seat, self.game.options.betting)

    def action_index(self, action: Action | str) -> int:
        """The number of ``action``: the bets 0 to 6 (sizes relative to this state, see
        :mod:`widow.engine.betting.menu`), then the game's own actions."""
        act = self.game.parser.parse(action) if isinstance(action, str) else action
        number = self._own_action_index(act)
        if number is not None:
            return number
        seat = self.to_act if self.to_act is not None else 0
        return betting_number(self._menu_betting(), seat, act)

    def action_from_index(self, index: int) -> Action:
        """The action numbered ``index`` in this state."""
        check_action_number(index, self.game.num_distinct_actions)
        if index >= BETTING_NUMBERS:
            return self._own_action_at(index)
        seat = self.to_act if self.to_act is not None else 0
        return betting_action(self._menu_betting(), seat, index, self.game.options.betting)

    def _own_action_index(self, action: Action) -> int | None:
        """The number of ``action`` if it is one of the game's own (``None``: a bet)."""
        raise NotImplementedError

    def _own_action_at(self, index: int) -> Action:
        """The game's own action numbered ``index`` (from ``BETTING_NUMBERS`` on)."""
        raise NotImplementedError

    # --- views ----------------------------------------------------------------------------------

    def _status(self, seat: int) -> str:
        return seat_status(self.betting, self.in_hand, seat, over=self.is_over_now)

    def _stake_row(self, seat: int) -> dict[str, Any]:
        """The first fields of ``seat``'s row in a view: its chips behind, in this round's bet
        and in the pot, and its status."""
        money = self.betting
        return {
            "seat": seat,
            "stack": money.stacks[seat],
            "bet": money.bets[seat],
            "in_pot": money.committed[seat],
            "status": self._status(seat),
        }

    def _seat_rows(self, viewer: int | None) -> list[dict[str, Any]]:
        raise NotImplementedError

    def _to_call(self) -> int:
        """What the seat to act must put in to call (0 outside the betting)."""
        seat = self.to_act
        if seat is None or not self._betting_now():
            return 0
        return self.betting.call_amount(seat)

    def _betting_now(self) -> bool:
        """Whether the seat to act is betting (not choosing cards, not bringing in)."""
        raise NotImplementedError

    def _table_seats(self, viewer: int | None) -> list[dict[str, Any]]:
        key = self.seat_counter
        if key is None:
            return stake_seats(self._seat_rows(viewer), viewer)

        def shown(row: Mapping[str, Any]) -> list[dict[str, Any]]:
            return [counter(key, row[key])] if row[key] is not None else []

        return stake_seats(self._seat_rows(viewer), viewer, shown)

    def _hand_counters(self) -> list[dict[str, Any]]:
        """The table's first counters: the hand's number, and the pot (none once the match is
        over)."""
        return [
            counter("hand", self.hand_no),
            counter("pot", 0 if self.is_over_now else self._pot()),
        ]

    def _view_record(self, viewer: int | None) -> dict[str, Any]:
        """The last fields of a view: the seats, the viewer's legal actions, the hand's events
        as the viewer may see them (``None``: everything) and the last hand's result."""
        full = viewer is None
        return {
            "seats": self._seat_rows(viewer),
            "legal": legal_texts(self, viewer),
            "events": [e.to_dict() if full else e.for_seat(viewer) for e in self.events],
            "result": list(self.last_result),
        }

    def _table_log(self, viewer: int | None) -> list[LogEntry]:
        return table_log(self, self.log_events, viewer, self._log_line)

    @staticmethod
    def _log_line(event: dict[str, Any]) -> str:
        """One event, as a view shows it, in words for the table's log."""
        raise NotImplementedError

    # --- copies ---------------------------------------------------------------------------------

    def copy(self) -> Self:
        other = type(self).__new__(type(self))
        self._copy_base(other)
        copy_match(self, other)
        other.rebought = list(self.rebought)
        other.shown = list(self.shown)
        other._order = self._order
        self._copy_hand(other)
        return other

    def _copy_hand(self, other: Self) -> None:
        """Give ``other`` independent copies of the game's own fields."""
        raise NotImplementedError
