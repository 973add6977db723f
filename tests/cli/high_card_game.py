"""A tiny game registered only by the tests, to show that a new game plays in the terminal (and
passes the protocol checks) with nothing but the engine protocol and the generic table.

High card: each player is dealt one card face down. In turn each may ``pass`` (keep it) or
``exchange`` it for the top card of the stock (the old card is set aside face up). Then the cards
are shown; the highest rank (ace high; suits break ties, spades highest) takes one chip from every
other player.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from widow.cards import CARDS, Card
from widow.engine.actions import EXCHANGE, PASS, Action, Exchange, Pass
from widow.engine.chance import Chance
from widow.engine.core import Game, State
from widow.engine.events import Event, Exchanged, MatchOver, Passed, Showdown
from widow.engine.sampling import all_slots, redeal, unknown_slots
from widow.engine.table import counter, zone

START_CHIPS = 5


@dataclass(frozen=True, slots=True)
class HighCardOptions:
    """High card has no variants."""


class HighCard(Game):
    name = "high-card"
    title = "High Card"
    min_players = 2
    max_players = 4
    options_class = HighCardOptions
    action_classes = (Pass, Exchange)
    rules_text = "HIGH CARD\nOne card each; keep it or exchange it; the highest card wins."

    def _make_state(self, chance: Chance) -> HighCardState:
        return HighCardState(self, chance)

    def _list_actions(self) -> Iterable[Action]:
        return [PASS, EXCHANGE]


class HighCardState(State):
    def __init__(self, game: Game, chance: Chance) -> None:
        super().__init__(game, chance)
        n = game.players
        deck = chance.shuffle("deal", CARDS[:52], 0)
        self.hands: list[list[Card]] = [[deck[s]] for s in range(n)]
        self.stock: list[Card] = deck[n:]
        self.aside: list[Card] = []
        self.chips = [START_CHIPS] * n
        self.turn: int | None = 0
        self.events: list[Event] = []
        self.shown = False

    @property
    def to_act(self) -> int | None:
        return self.turn

    @property
    def phase(self) -> str:
        return "over" if self.turn is None else "play"

    def legal_actions(self) -> list[Action]:
        return [] if self.turn is None else [PASS, EXCHANGE]

    def _why_illegal(self, action: Action) -> str:
        return f"{action.verb!r} is not a move of high card"

    def _apply(self, action: Action) -> list[Event]:
        seat = self.turn
        assert seat is not None
        events: list[Event] = []
        if isinstance(action, Exchange):
            old = self.hands[seat][0]
            self.hands[seat][0] = self.stock.pop(0)
            self.aside.append(old)
            events.append(Exchanged(seat, (old,), (self.hands[seat][0],)))
        else:
            events.append(Passed(seat))
        if seat + 1 < self.game.players:
            self.turn = seat + 1
        else:
            self.turn = None
            self.shown = True
            events.append(
                Showdown(None, tuple((s, tuple(h), str(h[0])) for s, h in enumerate(self.hands)))
            )
            best = max(range(self.game.players), key=lambda s: self.hands[s][0])
            for s in range(self.game.players):
                if s != best:
                    self.chips[s] -= 1
                    self.chips[best] += 1
            placings = tuple(1 if s == best else 2 for s in range(self.game.players))
            events.append(MatchOver(best, placings))
        self.events += events
        return events

    def _view(self, viewer: int | None) -> dict[str, Any]:
        def shown(s: int) -> list[str]:
            open_card = viewer is None or viewer == s or self.shown
            return [str(c) if open_card else "??" for c in self.hands[s]]

        return {
            "game": self.game.name,
            "seat": viewer,
            "to_act": self.turn,
            "hands": [shown(s) for s in range(self.game.players)],
            "aside": [str(c) for c in self.aside],
            "chips": list(self.chips),
            "events": [e.to_dict() if viewer is None else e.for_seat(viewer) for e in self.events],
        }

    def _table_zones(self, viewer: int | None) -> list[dict[str, Any]]:
        zones = []
        for s, hand in enumerate(self.hands):
            open_card = viewer is None or viewer == s or self.shown
            cards: list[Card | str] = list(hand) if open_card else ["??"] * len(hand)
            zones.append(zone(f"hand-{s}", f"seat {s}'s card", cards, owner=s))
        zones.append(zone("aside", "set aside", self.aside, kind="discard"))
        stock = self.stock if viewer is None else []
        zones.append(zone("stock", "stock", stock, kind="stock", count=len(self.stock)))
        return zones

    def _table_counters(self, viewer: int | None) -> list[dict[str, Any]]:
        return [counter("stock", len(self.stock), "cards in the stock")]

    def _redeal_hidden(self, seat: int, rng: random.Random) -> None:
        slots = all_slots(self.stock)
        if not self.shown:
            for other, hand in enumerate(self.hands):
                if other != seat:
                    slots += unknown_slots(hand, known=())
        redeal(slots, rng)

    def outcome(self) -> dict[str, Any]:
        over = self.turn is None
        best = max(self.chips)
        return {
            "game": self.game.name,
            "over": over,
            "pool": 0,
            "seats": [
                {
                    "seat": s,
                    "chips": c,
                    "money": c - START_CHIPS,
                    "placing": 1 if c == best else 2,
                }
                for s, c in enumerate(self.chips)
            ],
            "winners": [s for s, c in enumerate(self.chips) if c == best] if over else [],
        }

    def recent_events(self) -> list[Event]:
        return list(self.events)

    def zones(self) -> dict[str, list[Card]]:
        zones = {f"hand {s}": list(h) for s, h in enumerate(self.hands)}
        return zones | {"stock": list(self.stock), "aside": list(self.aside)}

    def pack(self) -> Sequence[Card]:
        return CARDS[:52]

    def copy(self) -> HighCardState:
        other = object.__new__(HighCardState)
        self._copy_base(other)
        other.hands = [list(h) for h in self.hands]
        other.stock = list(self.stock)
        other.aside = list(self.aside)
        other.chips = list(self.chips)
        other.turn = self.turn
        other.events = list(self.events)
        other.shown = self.shown
        return other
