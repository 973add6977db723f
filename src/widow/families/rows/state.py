"""What Chinese Poker and Open-Face Chinese Poker share as state machines: hands of thirteen
cards set into three rows, every pair of players settling in units on a
:class:`~widow.families.rows.pairs.PairLedger`, a match of a fixed number of hands, the
view's frame and the table's counters, log and seats.

Each game's state derives from :class:`RowGameState` and keeps what is its own: how cards come
to the players, which placements are legal, how a pair settles.

>>> from widow import load_game
>>> state = load_game("ofc", players=2).new_state(seed=1)
>>> isinstance(state, RowGameState), state.deal_no, state.ledger.chips
(True, 1, [0, 0])
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence
from typing import Any, ClassVar

from widow.cards import CARDS, Card
from widow.engine.actions import Action
from widow.engine.chance import Chance
from widow.engine.core import Game, LogEntry
from widow.engine.events import Event, MatchOver, jsonify
from widow.engine.table import counter, result_block, seat_row
from widow.engine.turn_state import StoredTurnState
from widow.errors import InvalidActionError
from widow.families.rows.log import log_line
from widow.families.rows.pairs import PairLedger, outcome_of
from widow.families.rows.rows import ROWS
from widow.i18n import Nn_

__all__ = ["VIEW_EVENTS", "RowGame", "RowGameState"]

#: How many of the latest events a view lists (and the table's log shows).
VIEW_EVENTS = 16


class RowGame(Game):
    """A row-setting game: two to four players, settled pair by pair."""

    min_players = 2
    max_players = 4

    def check(self) -> None:
        # Building the ledger checks the agreed pair units against the seats at this table.
        PairLedger(self.players, unit=self.options.unit, pair_units=self.options.pair_units)


class RowGameState(StoredTurnState):
    """The shared frame of a match of a row-setting game (see the module docstring)."""

    __slots__ = (
        "_entries_cache",
        "deal_no",
        "dealer",
        "events",
        "last_showdown",
        "ledger",
        "n",
        "order",
        "rows",
        "shown",
    )

    #: The seats in the order they act this hand, from the dealer's left.
    order: list[int]
    #: Per seat, its front, middle and back as placed so far.
    rows: list[list[list[Card]]]
    #: Per seat, whether its hand is face up for everyone.
    shown: list[bool]
    #: The recent events kept: past the first number, the list is cut to the latest second number.
    kept_events: ClassVar[tuple[int, int]]

    def __init__(self, game: Game, chance: Chance) -> None:
        super().__init__(game, chance)
        self.n = game.players
        opts = game.options
        self.ledger = PairLedger(self.n, unit=opts.unit, pair_units=opts.pair_units)
        self.dealer = 0
        self.deal_no = 0
        self.events: list[Event] = []
        self.last_showdown: dict[str, Any] | None = None
        self._phase = ""
        self._to_act: int | None = None
        self._legal: list[Action] | None = None
        self._entries_cache: tuple[object, list[dict[str, Any]]] | None = None

    # --- what each game fills in --------------------------------------------------------------

    @abstractmethod
    def _start_hand(self, events: list[Event]) -> None:
        """Deal the next hand."""

    @abstractmethod
    def _compute_legal(self) -> list[Action]:
        """The legal actions of the seat to act (listed once per turn by legal_actions)."""

    @abstractmethod
    def _status(self, seat: int, viewer: int | None) -> str:
        """A seat's status in words, for the table."""

    def _log(self, events: list[Event]) -> None:
        log = self.events
        log.extend(events)
        most, keep = self.kept_events
        if len(log) > most:
            del log[:-keep]

    # --- the course of the match --------------------------------------------------------------

    def _begin_match(self) -> None:
        """Deal the first hand (the last step of a subclass's constructor)."""
        events: list[Event] = []
        self._start_hand(events)
        self.events.extend(events)

    def _shuffle_for_hand(self) -> list[Card]:
        """Open a hand: count it, seat the order of play from the dealer's left, and shuffle
        the pack (the game deals from the result)."""
        self.deal_no += 1
        n = self.n
        self.order = [(self.dealer + k) % n for k in range(1, n + 1)]
        return self.chance.shuffle("deal", CARDS[:52], len(self._history))

    def _next_hand(self, events: list[Event], *, pass_deal: bool) -> None:
        """After a hand is settled: end the match after its last hand (placings by chips), or
        deal the next one, the deal passing to the left when ``pass_deal``."""
        if self.deal_no >= self.game.options.hands:
            self._to_act = None
            self._phase = "over"
            self._legal = None
            places = outcome_of(self.game.name, self.ledger.chips, over=True, hands_played=0)
            placings = tuple(s["placing"] for s in places["seats"])
            winners = [s for s, p in enumerate(placings) if p == 1]
            events.append(MatchOver(winners[0] if len(winners) == 1 else None, placings))
            return
        if pass_deal:
            self.dealer = (self.dealer + 1) % self.n
        self._start_hand(events)

    # --- the protocol -------------------------------------------------------------------------

    def _check_index(self, index: int, top: int) -> None:
        """Refuse an action number that is not a whole number from 0 to ``top``."""
        if isinstance(index, bool) or not isinstance(index, int):
            raise InvalidActionError(f"an action number must be a whole number, not {index!r}")
        if not 0 <= index <= top:
            raise InvalidActionError(
                f"action number {index} is out of range; numbers run from 0 to {top}"
            )

    def _view_frame(self, viewer: int | None, **own: Any) -> dict[str, Any]:
        """The view: the match's frame around ``own``, the game's own fields (after the turn,
        before the seats' rows)."""
        return {
            "game": self.game.name,
            "seat": viewer,
            "players": self.n,
            "options": self.game.option_values(),
            "deal": self.deal_no,
            "hands": self.game.options.hands,
            "dealer": self.dealer,
            "direction": "clockwise",
            "phase": self._phase,
            "to_act": self._to_act,
            "over": self._to_act is None,
            **own,
            "events": [
                e.to_dict() if viewer is None else e.for_seat(viewer)
                for e in self.events[-VIEW_EVENTS:]
            ],
            "last_showdown": jsonify(self.last_showdown),
            "legal_actions": (
                [str(a) for a in self.legal_actions()]
                if viewer is None or viewer == self._to_act
                else []
            ),
        }

    def _table_seats(self, viewer: int | None) -> list[dict[str, Any]]:
        return [
            seat_row(
                s,
                status=self._status(s, viewer),
                roles=["dealer"] if s == self.dealer else [],
                counters=[counter("chips", self.ledger.chips[s])],
            )
            for s in range(self.n)
        ]

    def _table_counters(self, viewer: int | None) -> list[dict[str, Any]]:
        opts = self.game.options
        return [
            counter("deal", f"{self.deal_no} of {opts.hands}", "hand"),
            counter("unit", opts.unit, "chips per unit"),
        ]

    def _table_log(self, viewer: int | None) -> list[LogEntry]:
        return self._log_entries(
            self.events,
            lambda e: log_line(e.to_dict() if viewer is None else e.for_seat(viewer)),
            size=VIEW_EVENTS,
        )

    def _showdown_block(self, lines: list[str]) -> dict[str, Any]:
        """The result panel: ``lines`` about the last showdown, then every seat's chips."""
        lines += [
            Nn_("{seat}: {signed} chip", "{seat}: {signed} chips", abs(c)).format(
                seat=f"seat {s}", signed=f"{c:+d}"
            )
            for s, c in enumerate(self.ledger.chips)
        ]
        return result_block(lines, over=self.is_over)

    def _zones_by_row(
        self, unset: Sequence[Sequence[Card]], rows: Sequence[Sequence[Sequence[Card]]]
    ) -> dict[str, list[Card]]:
        """Every seat's cards not yet in a row (``unset``) and its rows, by zone name."""
        out: dict[str, list[Card]] = {}
        for s in range(self.n):
            out[f"hand-{s}"] = list(unset[s])
            for name, row in zip(ROWS, rows[s], strict=True):
                out[f"{name}-{s}"] = list(row)
        return out

    def outcome(self) -> dict[str, Any]:
        played = self.deal_no if self.is_over else self.deal_no - 1
        return outcome_of(self.game.name, self.ledger.chips, over=self.is_over, hands_played=played)

    def recent_events(self) -> list[Event]:
        return list(self.events)

    def pack(self) -> Sequence[Card]:
        return CARDS[:52]

    def _copy_frame(self, other: RowGameState) -> None:
        """Fill the shared fields of a fresh copy (rows and events copied, the rest shared or
        immutable)."""
        self._copy_base(other)
        other.n = self.n
        other.ledger = self.ledger.copy()
        other.dealer = self.dealer
        other.deal_no = self.deal_no
        other.events = list(self.events)
        other.last_showdown = self.last_showdown
        other._entries_cache = self._entries_cache
        other.order = list(self.order)
        other.rows = [[list(r) for r in rows] for rows in self.rows]
        other.shown = list(self.shown)
