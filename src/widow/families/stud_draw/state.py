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

from collections.abc import Mapping, Sequence
from typing import Any, Self

from widow.cards import Card
from widow.engine.actions import Action
from widow.engine.betting.hand_view import legal_texts
from widow.engine.betting.match import BettingMatchState, copy_match, start_match
from widow.engine.betting.rounds import Betting
from widow.engine.betting.showdown import award_pots, showdown_event
from widow.engine.betting.table import seat_status
from widow.engine.chance import Chance
from widow.engine.core import Game
from widow.engine.events import Event
from widow.engine.table import counter
from widow.ranking.base import RankingSystem

__all__ = ["StudDrawGame", "StudDrawState"]


class StudDrawGame(Game):
    """A stud or draw game: its options give every seat its starting stack."""

    def check(self) -> None:
        # Refuses a player count the options cannot seat (too few chips, too small a pack).
        self.options.starting_stacks(self.players)


class StudDrawState(BettingMatchState):
    """A stud or draw game's state: seats dealt in play from the dealer's left."""

    __slots__ = ("_order", "rebought", "shown")

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
        self.last_result = [f"seat {s} wins {won[s]} with {words[s]}" for s in order if won[s]]
        self._end_hand(events)

    def _why(self, action: Action) -> str | None:
        seat = self.to_act
        if seat is None:
            return "the game is over"
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
