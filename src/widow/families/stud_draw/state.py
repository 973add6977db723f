"""What the states of the stud and draw games (Soko, Anaconda, Draw Poker) share beyond a match
of betting hands: the seats in the order of play, and the pot going to the last seat left.

Each game's state declares its own attributes in its ``__slots__``; the two this class sets
itself (the order of play and the last result) are declared here.

>>> from widow.games import load_game
>>> state = load_game("draw-poker", players=3).new_state(seed=1)
>>> state.play_order() == [(state.dealer + i) % 3 for i in (1, 2, 3)]
True
"""

from __future__ import annotations

from abc import abstractmethod

from widow.engine.betting.match import BettingMatchState
from widow.engine.betting.showdown import win_uncontested
from widow.engine.events import Event

__all__ = ["StudDrawState"]


class StudDrawState(BettingMatchState):
    """A stud or draw game's state: seats dealt in play from the dealer's left."""

    __slots__ = ("_order", "last_result")

    #: The seats dealt in, in the order of play, worked out once per hand (empty: not yet).
    _order: list[int]

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

    def _win_uncontested(self, events: list[Event]) -> None:
        """Everyone else folded: the last seat takes every pot unseen, and the hand ends."""
        winner = win_uncontested(self.betting, lambda e: self._log(e, events))
        self.last_result = [f"seat {winner} wins {sum(self.betting.committed)} uncontested"]
        self._end_hand(events)

    @abstractmethod
    def _end_hand(self, events: list[Event]) -> None:
        """Close the hand: pay what is left, and deal the next or end the match."""
