"""What the states of the trick games share beyond the trick table: cutting for the deal (kept
in :mod:`widow.engine.seats` for every game, and named here too), a card played to the trick
with its events, views built once for the table description, and the log of recent events kept
to the last few deals; and for the games played for chips around a pot, the chips, the pot, the
card played with the deal settled after the last trick, and the end of the match with the seats
placed by chips.

>>> from widow.engine.chance import Chance
>>> from widow.cards import CARDS
>>> events = []
>>> dealer = cut_for_deal(Chance(3), 0, 4, CARDS[:52], lambda c: c >> 2, events)
>>> dealer == events[-1].dealer, [e.type for e in events][:1]
(True, ['drew-for-deal'])
"""

from __future__ import annotations

from collections.abc import Sequence
from importlib import import_module
from typing import Any, ClassVar

from widow.cards import Card
from widow.engine.chance import Chance
from widow.engine.core import State
from widow.engine.events import Event, MatchOver
from widow.engine.seats import cut_for_deal as cut_for_deal
from widow.engine.seats import cut_rank as cut_rank
from widow.engine.tricks.play import Trick, TrickTable, card_played, trick_won
from widow.engine.turn_state import StoredTurnState

__all__ = ["PotTrickState", "TrickGameState", "cut_for_deal", "cut_rank", "play_to_trick"]


def play_to_trick(table: TrickTable, seat: int, card: Card, events: list[Event]) -> Trick | None:
    """Play a legal ``card`` for ``seat`` and add the events: the card, and the trick's winner
    when the card completes it (that trick is returned).

    >>> from widow.cards import parse_cards
    >>> t = TrickTable([list(parse_cards("2c")), list(parse_cards("3c"))], trump=None)
    >>> events = []
    >>> _ = play_to_trick(t, 0, Card.parse("2c"), events)
    >>> play_to_trick(t, 1, Card.parse("3c"), events).winner, [e.type for e in events]
    (1, ['card-played', 'card-played', 'trick-won'])
    """
    number = len(table.tricks) + 1
    events.append(card_played(seat, card, number))
    trick = table.play(seat, card)
    if trick is not None:
        events.append(trick_won(trick.winner, number, tuple(trick.plays)))  # type: ignore[arg-type]
    return trick


class TrickGameState(StoredTurnState):
    """The shared frame of a trick game's state.

    * the fields every trick game keeps: the dealer, the deal number, the trick table and the
      recent events, beside what :class:`~widow.engine.turn_state.StoredTurnState` keeps (the
      phase, whose turn it is, the legal actions of the turn listed once, and each move made by
      the game's ``_act``);
    * its view holds the game's own fields, built by ``build_view`` in the module named by
      :attr:`view_module`, and the table description is drawn from those same fields
      (``table_description`` there), built once per view;
    * the recent events are kept back to the deal that opened within the last
      :attr:`EARLIER_EVENTS` events.
    """

    __slots__ = ("deal_no", "dealer", "events", "trick_table")

    #: How many events to keep at least when a new deal opens.
    EARLIER_EVENTS: ClassVar[int] = 64
    #: The event that opens a deal.
    deal_event: ClassVar[type[Event]]
    #: The module with the game's ``build_view`` and ``table_description`` (imported on first
    #: use: a match played by bots never needs it).
    view_module: ClassVar[str]
    #: The cards in play, in index order (what :meth:`pack` gives).
    cards_in_play: ClassVar[Sequence[Card]]

    def __init__(self, game: Any, chance: Chance, *, phase: str, players: int) -> None:
        super().__init__(game, chance)
        self.dealer = 0
        self.deal_no = 0
        self.events: list[Event] = []
        self.trick_table = TrickTable([[] for _ in range(players)], trump=None)
        self._phase = phase
        self._to_act = None
        self._legal = None

    def _copy_base(self, other: State) -> None:
        """Fill the fields of the frame in a fresh copy; the game's ``copy`` adds its own."""
        super()._copy_base(other)
        assert isinstance(other, TrickGameState)
        other.dealer = self.dealer
        other.deal_no = self.deal_no
        other.events = list(self.events)
        other.trick_table = self.trick_table.copy()

    def pack(self) -> Sequence[Card]:
        return self.cards_in_play

    def _views(self) -> Any:
        return import_module(self.view_module)

    def _view(self, viewer: int | None) -> dict[str, Any]:
        data: dict[str, Any] = self._views().build_view(self, viewer)
        return data

    def table(self, viewer: int | None) -> dict[str, Any]:
        if viewer is not None:
            self._check_seat(viewer)  # refused as view() refuses it, before any lookup by seat
        views = self._views()
        data: dict[str, Any] = views.table_description(self, viewer, views.build_view(self, viewer))
        return data

    def view(self, seat: int, *, table: bool = True) -> dict[str, Any]:
        self._check_seat(seat)
        views = self._views()
        data: dict[str, Any] = views.build_view(self, seat)
        if table:
            data["table"] = views.table_description(self, seat, data)
        return data

    def full_view(self) -> dict[str, Any]:
        views = self._views()
        data: dict[str, Any] = views.build_view(self, None)
        data["table"] = views.table_description(self, None, data)
        return data

    def recent_events(self) -> list[Event]:
        return list(self.events)

    def _log(self, events: list[Event]) -> None:
        """Add ``events`` to the log, dropping what came before the last few deals."""
        log = self.events
        log.extend(events)
        if len(log) > self.EARLIER_EVENTS and any(type(e) is self.deal_event for e in events):
            del log[: len(log) - self.EARLIER_EVENTS]


class PotTrickState(TrickGameState):
    """A trick game played for chips around a pot (Bourre, Preference): each seat's chips, the
    pot, the lines saying how the last deal was settled, the card play that ends in the game's
    ``_settle``, the sharing out of what the pot holds when the match ends, and the seats placed
    by their chips (at the end of the match and in the outcome)."""

    __slots__ = ("chips", "last_result", "pot")

    def __init__(self, game: Any, chance: Chance, *, phase: str, players: int, chips: int) -> None:
        super().__init__(game, chance, phase=phase, players=players)
        self.chips = [chips] * players
        self.pot = 0
        self.last_result: list[str] = []

    def _copy_base(self, other: State) -> None:
        super()._copy_base(other)
        assert isinstance(other, PotTrickState)
        other.chips = list(self.chips)
        other.pot = self.pot
        other.last_result = list(self.last_result)

    def _placings(self) -> list[int]:
        """Each seat's place by chips, seats level on chips sharing a place."""
        chips = self.chips
        return [1 + sum(1 for o in chips if o > mine) for mine in chips]

    def _chips_outcome(self, money: Sequence[int], *, over: bool) -> dict[str, Any]:
        """The outcome: per seat its chips, ``money`` and placing (by chips, ties sharing a
        place), the pot still on the table as the pool."""
        chips = self.chips
        placings = self._placings()
        return {
            "game": self.game.name,
            "over": over,
            "pool": self.pot,
            "deals_played": self.deal_no,
            "seats": [
                {"seat": s, "chips": c, "money": money[s], "placing": placings[s]}
                for s, c in enumerate(chips)
            ],
            "winners": [s for s in range(len(chips)) if placings[s] == 1] if over else [],
        }

    def _play(self, seat: int, card: Card, events: list[Event]) -> None:
        """Play ``card`` for ``seat``: the turn passes on within the trick, and the deal is
        settled (by the game's ``_settle``) once the last trick is complete."""
        table = self.trick_table
        play_to_trick(table, seat, card, events)
        if table.to_play is not None:
            self._to_act = table.to_play
            return
        self._settle(events)

    def _settle(self, events: list[Event]) -> None:
        """Settle the deal once every trick is played: each game pays out its own way."""
        raise NotImplementedError

    def _end_match(self, over_phase: str, events: list[Event]) -> None:
        """End the match: no one is to act, and the seats are placed by their chips (a sole
        leader is the winner)."""
        self._phase = over_phase
        self._to_act = None
        self._legal = None
        placings = self._placings()
        best = [s for s in range(len(placings)) if placings[s] == 1]
        events.append(MatchOver(best[0] if len(best) == 1 else None, tuple(placings)))

    def _share_pot(self) -> tuple[tuple[int, int], ...]:
        """Share the pot equally among the seats, the odd chips one each from the dealer's
        left; returns (seat, amount) by seat.

        >>> from widow import load_game
        >>> state = load_game("bourre", players=3, ante=1).new_state(seed=1)
        >>> state.pot, state._share_pot(), state.pot
        (3, ((0, 1), (1, 1), (2, 1)), 0)
        """
        n = len(self.chips)
        share, odd = divmod(self.pot, n)
        shares = []
        for k in range(n):
            seat = (self.dealer + 1 + k) % n
            amount = share + (1 if k < odd else 0)
            self.chips[seat] += amount
            shares.append((seat, amount))
        self.pot = 0
        return tuple(sorted(shares))
