"""Games played by dictation: one pack is turned a card at a time and called aloud, and every
player puts the same card somewhere in a layout of their own.

Each player has a pack of their own; the caller's pack decides the order, and every player takes
the called card out of theirs. Everyone places the called card at once: the engine asks the seats
one at a time (lowest seat first), keeps each placement hidden until the last seat has placed, and
then shows them all together. Every layout is face up on the table, so everything placed before
the current card is public; only the order of the cards still to be called is hidden.

:class:`DictationState` holds what Poker Squares, Cribbage Squares and Dictated Strategy share:
the calling order, the hidden placements, the events, the views' common fields, the outcome and
the sampling of what a seat cannot know. A game says where a card may go (its *targets*: grid
cells, wastepiles) and what happens after the last call.
"""

from __future__ import annotations

import random
from abc import abstractmethod
from collections.abc import Sequence
from typing import Any

from widow.cards import CARDS, Card
from widow.engine.actions import Action
from widow.engine.chance import Chance
from widow.engine.core import Game, LogEntry, State
from widow.engine.events import Event, event_kind, jsonify
from widow.engine.table import counter, result_block, seat_row, zone
from widow.i18n import N_, Nn_

#: How many of the latest events a view lists.
VIEW_EVENTS = 16
#: The 52 cards of one pack, in index order.
PACK: tuple[Card, ...] = tuple(CARDS[:52])


@event_kind("called")
class Called(Event):
    """The caller turns ``card``, the ``number``-th card called (from 1)."""

    card: Card
    number: int


@event_kind("committed")
class Committed(Event):
    """``seat`` has chosen where the called card goes; where stays hidden until all have."""


@event_kind("placed")
class Placed(Event):
    """Everyone's placement of ``card``, shown together: ``targets[seat]`` is where it went."""

    card: Card
    targets: tuple[int, ...]


@event_kind("scored")
class Scored(Event):
    """The final score of every seat, by seat."""

    points: tuple[int, ...]


class DictationGame(Game):
    """A game by dictation for one or more players, each with a 52-card pack."""

    min_players = 1
    max_players = 8

    def dictated_cards(self) -> Sequence[Card]:
        """The cards the caller shuffles and calls from (a whole pack by default)."""
        return PACK


class DictationState(State):
    """A match by dictation. Subclasses set up each seat's layout and say where a card may go."""

    __slots__ = ("_scores", "events", "order", "pending", "stage", "turned")

    game: DictationGame

    def __init__(self, game: DictationGame, chance: Chance) -> None:
        super().__init__(game, chance)
        #: The caller's pack in calling order; ``turned`` cards of it have been turned.
        self.order: list[Card] = chance.shuffle("deal", list(game.dictated_cards()), at=0)
        self.turned = 0
        #: The hidden placements of the current card, by seat.
        self.pending: dict[int, int] = {}
        #: "place" while cards are called, then the game's own stages, then "over".
        self.stage = "place"
        self.events: list[Event] = []
        #: Scores by seat, kept until the next action changes a layout.
        self._scores: dict[int, int] = {}
        self._setup()
        self._call_next(self.events)

    # --- what a game fills in -----------------------------------------------------------------

    @abstractmethod
    def _setup(self) -> None:
        """Lay out each seat's empty layout (and anything turned before the first call)."""

    @abstractmethod
    def _calls(self) -> int:
        """How many cards are called in all."""

    @abstractmethod
    def _targets(self, seat: int) -> list[int]:
        """Where ``seat`` may put the called card now, in the order of the action numbering."""

    @abstractmethod
    def _put(self, seat: int, target: int, card: Card) -> None:
        """Put ``card`` at ``target`` in ``seat``'s layout."""

    @abstractmethod
    def _target_of(self, action: Action) -> int | None:
        """The target an action names, or ``None`` when it is no placement."""

    @abstractmethod
    def _placement(self, target: int) -> Action:
        """The action that puts the called card at ``target``."""

    @abstractmethod
    def _after_calls(self, events: list[Event]) -> None:
        """Everything has been called and placed: go on (turn a starter, build, score)."""

    @abstractmethod
    def _score(self, seat: int) -> int:
        """The seat's score, computed from its layout."""

    def points(self, seat: int) -> int:
        """The seat's score: final once the match is over, so far before."""
        score = self._scores.get(seat)
        if score is None:
            score = self._scores[seat] = self._score(seat)
        return score

    @abstractmethod
    def _layout_view(self, seat: int, viewer: int | None) -> dict[str, Any]:
        """The seat's layout as ``viewer`` may see it (its own hidden placement shown to itself)."""

    @abstractmethod
    def _layout_zones(self, seat: int, viewer: int | None) -> list[dict[str, Any]]:
        """The table zones of the seat's layout, as ``viewer`` may see it."""

    @abstractmethod
    def _layout_cards(self, seat: int) -> list[Card]:
        """Every card of ``seat``'s pack that is out of the pack (in its layout or set out)."""

    @abstractmethod
    def _copy_layouts(self, other: Any) -> None:
        """Copy the layouts into a fresh copy."""

    def threshold(self) -> int | None:
        """The score that wins a solitaire game (``None``: the game has no threshold)."""
        return None

    def _won_alone(self) -> bool:
        """Whether a lone player has won (reached the threshold by default)."""
        target = self.threshold()
        return target is not None and self.points(0) >= target

    def _extra_view(self, viewer: int | None) -> dict[str, Any]:
        """The game's own view fields besides the common ones."""
        return {}

    def _extra_counters(self) -> list[dict[str, Any]]:
        """Table-wide counters besides the common ones."""
        return []

    def _sentence(self, event: Event) -> str:
        """An event of the game's own in words."""
        return event.type

    def _describe_target(self, target: int) -> str:
        """A target in words ("row 2, column 3")."""
        return str(target)

    # --- the protocol ---------------------------------------------------------------------------

    @property
    def called(self) -> Card | None:
        """The card being placed now, or ``None``."""
        return self.order[self.turned - 1] if self.stage == "place" and self.turned else None

    @property
    def to_act(self) -> int | None:
        if self.stage == "place":
            for seat in range(self.game.players):
                if seat not in self.pending:
                    return seat
        return self._stage_to_act()

    def _stage_to_act(self) -> int | None:
        """The seat to act in the game's own stages after the calls (none by default)."""
        return None

    @property
    def phase(self) -> str:
        return self.stage

    def legal_actions(self) -> list[Action]:
        seat = self.to_act
        if seat is None:
            return []
        if self.stage == "place":
            return [self._placement(t) for t in self._targets(seat)]
        return self._stage_actions(seat)

    def _stage_actions(self, seat: int) -> list[Action]:
        """The legal actions in the game's own stages (none by default)."""
        return []

    def _why_illegal(self, action: Action) -> str:
        if self.stage != "place":
            return N_("the cards are no longer being placed ({phase})").format(
                phase=self._phase_label()
            )
        target = self._target_of(action)
        if target is None:
            return N_("the called card must be placed")
        return N_("{target} cannot take the card").format(target=self._describe_target(target))

    def _apply(self, action: Action) -> list[Event]:
        seat = self.to_act
        assert seat is not None  # apply checked that the match is on
        events: list[Event] = []
        if self.stage != "place":
            self._scores = {}
            self._apply_stage(seat, action, events)
            self.events.extend(events)
            return events
        target = self._target_of(action)
        assert target is not None  # only placements are legal while cards are called
        self.pending[seat] = target
        if len(self.pending) < self.game.players:
            events.append(Committed(seat=seat))
            self.events.extend(events)
            return events
        card = self.order[self.turned - 1]
        self._scores = {}
        targets = tuple(self.pending[s] for s in range(self.game.players))
        for s, t in enumerate(targets):
            self._put(s, t, card)
        self.pending = {}
        events.append(Placed(seat=None, card=card, targets=targets))
        self._call_next(events)
        self.events.extend(events)
        return events

    def _apply_stage(self, seat: int, action: Action, events: list[Event]) -> None:
        """Apply an action of the game's own stages."""
        raise AssertionError(f"no stage takes {action}")  # pragma: no cover - never legal

    def _call_next(self, events: list[Event]) -> None:
        """Turn and call the next card, or end the calls."""
        if self._called_so_far() < self._calls():
            self.turned += 1
            events.append(
                Called(seat=None, card=self.order[self.turned - 1], number=self._called_so_far())
            )
            return
        self.stage = "after"
        self._after_calls(events)

    def _called_so_far(self) -> int:
        """How many cards have been called for placing (the turned cards, less any starter)."""
        return self.turned - self._turned_apart()

    def _turned_apart(self) -> int:
        """Cards turned that are not placed (a starter); none by default."""
        return 0

    def _finish(self, events: list[Event]) -> None:
        """Score every seat and end the match."""
        self.stage = "over"
        events.append(Scored(seat=None, points=tuple(self.points(s) for s in self._seats())))

    def _seats(self) -> range:
        return range(self.game.players)

    # --- views ------------------------------------------------------------------------------

    def _view(self, viewer: int | None) -> dict[str, Any]:
        players = self.game.players
        seats = []
        for seat in range(players):
            layout = self._layout_view(seat, viewer)
            known = viewer is None or viewer == seat
            seats.append(
                {
                    "seat": seat,
                    # Nobody holds a hand: every card is face up in a layout.
                    "hand": [],
                    **layout,
                    "placed": seat in self.pending,
                    "points": self.points(seat),
                    "pending": (
                        self._describe_target(self.pending[seat])
                        if known and seat in self.pending
                        else None
                    ),
                }
            )
        data: dict[str, Any] = {
            "game": self.game.name,
            "players": players,
            "options": self.game.option_values(),
            "seat": viewer,
            "phase": self.phase,
            "to_act": self.to_act,
            "over": self.is_over,
            "called": jsonify(self.called),
            "turned": self.turned,
            "stock": len(self.order) - self.turned,
            "seats": seats,
            "events": [e.for_seat(viewer) for e in self.events[-VIEW_EVENTS:]],
            "legal_actions": (
                [str(a) for a in self.legal_actions()]
                if viewer is None or viewer == self.to_act
                else []
            ),
            "threshold": self.threshold(),
        }
        data.update(self._extra_view(viewer))
        if viewer is None:
            data["order"] = jsonify(self.order)
        return data

    def _phase_label(self) -> str:
        if self.stage == "place":
            return N_("placing card {n} of {count}").format(
                n=self._called_so_far(), count=self._calls()
            )
        if self.stage == "over":
            return N_("the match is over")
        return self.stage

    def _table_seats(self, viewer: int | None) -> list[dict[str, Any]]:
        rows = []
        for seat in range(self.game.players):
            if self.is_over:
                status = "over"
            elif self.stage == "place":
                status = "placed" if seat in self.pending else "placing"
            else:
                status = "in"
            rows.append(
                seat_row(
                    seat,
                    status=status,
                    counters=[counter("points", self.points(seat))],
                )
            )
        return rows

    def _table_zones(self, viewer: int | None) -> list[dict[str, Any]]:
        zones: list[dict[str, Any]] = []
        for seat in range(self.game.players):
            zones += self._layout_zones(seat, viewer)
        called = self.called
        if called is not None:
            zones.append(zone("called", "called card", [called], kind="pile", layout="stack"))
        zones.append(
            zone(
                "stock",
                # Only some of these cards are ever called (25 for a five-by-five square): the
                # counters say how many are still to come.
                N_("rest of the pack"),
                [],
                kind="stock",
                count=len(self.order) - self.turned,
                layout="stack",
            )
        )
        return zones

    def _table_counters(self, viewer: int | None) -> list[dict[str, Any]]:
        called = self._called_so_far()
        counters = [
            counter("called", called, "cards called"),
            counter("to_call", self._calls() - called, N_("cards still to call")),
        ]
        target = self.threshold()
        if target is not None and self.game.players == 1:
            counters.append(counter("threshold", target, "points to win"))
        return counters + self._extra_counters()

    def _action_label(self, action: Action) -> str:
        target = self._target_of(action)
        if target is None:
            return super()._action_label(action)
        return self._describe_target(target)[:1].upper() + self._describe_target(target)[1:]

    def _table_log(self, viewer: int | None) -> list[LogEntry]:
        return self._log_entries(self.events, self._words, size=VIEW_EVENTS)

    def _words(self, event: Event) -> str:
        # Message ids of the catalogue, filled in English (widow.i18n).
        if isinstance(event, Called):
            return N_("card {n} called: {card}").format(n=event.number, card=event.card)
        if isinstance(event, Committed):
            return N_("{seat} has placed the card").format(seat=f"seat {event.seat}")
        if isinstance(event, Placed):
            placed = N_("{seat}: {value}")
            where = "; ".join(
                placed.format(seat=f"seat {s}", value=self._describe_target(t))
                for s, t in enumerate(event.targets)
            )
            return N_("{card} placed ({where})").format(card=event.card, where=where)
        if isinstance(event, Scored):
            scores = ", ".join(
                N_("{seat} {points}").format(seat=f"seat {s}", points=p)
                for s, p in enumerate(event.points)
            )
            return N_("final scores: {scores}").format(scores=scores)
        return self._sentence(event)

    def _table_result(self, viewer: int | None) -> dict[str, Any] | None:
        if not self.is_over:
            return None
        out = self.outcome()
        lines = [
            Nn_(
                "{seat}: {n} point, placing {placing}",
                "{seat}: {n} points, placing {placing}",
                abs(s["points"]),
            ).format(seat=f"seat {s['seat']}", n=s["points"], placing=s["placing"])
            for s in out["seats"]
        ]
        if self.game.players == 1:
            target = self.threshold()
            won = bool(out["winners"])
            if target is not None:
                needed = N_("won: {n} points needed") if won else N_("lost: {n} points needed")
                lines.append(needed.format(n=target))
            else:
                lines.append(N_("won") if won else N_("not completed"))
        return result_block(lines, over=True)

    # --- outcome, sampling, copies ----------------------------------------------------------

    def outcome(self) -> dict[str, Any]:
        players = self.game.players
        points = [self.points(s) for s in range(players)]
        placings = [1 + sum(p > points[s] for p in points) for s in range(players)]
        winners: list[int] = []
        if self.is_over:
            if players == 1:
                winners = [0] if self._won_alone() else []
            else:
                winners = [s for s in range(players) if placings[s] == 1]
        return {
            "game": self.game.name,
            "over": self.is_over,
            "pool": 0,
            "deals_played": 1 if self.is_over else 0,
            "winners": winners,
            "seats": [
                {
                    "seat": s,
                    "chips": 0,
                    "money": 0,
                    "placing": placings[s],
                    "points": points[s],
                }
                for s in range(players)
            ],
        }

    def _redeal_hidden(self, seat: int, rng: random.Random) -> None:
        # The cards not yet turned could come in any order; the other seats' hidden placements
        # of the current card could be any of their free targets.
        rest = self.order[self.turned :]
        rng.shuffle(rest)
        self.order[self.turned :] = rest
        for other in list(self.pending):
            if other != seat:
                del self.pending[other]
                self.pending[other] = rng.choice(self._targets(other))

    def recent_events(self) -> list[Event]:
        return list(self.events)

    def zones(self) -> dict[str, list[Card]]:
        found: dict[str, list[Card]] = {}
        for seat in range(self.game.players):
            out = self._layout_cards(seat)
            used = set(out)
            found[f"out-{seat}"] = out
            # What is left of the seat's pack, in the caller's order (the cards to come).
            found[f"pack-{seat}"] = [c for c in self.order if c not in used]
        return found

    def pack(self) -> Sequence[Card]:
        return sorted(PACK * self.game.players)

    def copy(self) -> DictationState:
        other = type(self).__new__(type(self))
        self._copy_base(other)
        other.order = list(self.order)
        other.turned = self.turned
        other.pending = dict(self.pending)
        other.stage = self.stage
        other.events = list(self.events)
        other._scores = dict(self._scores)
        self._copy_layouts(other)
        return other

    def __repr__(self) -> str:
        return f"<{type(self).__name__} phase={self.phase!r} turned={self.turned}>"
