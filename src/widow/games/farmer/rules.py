"""Farmer: the state machine (no I/O).

>>> from widow.games import load_game
>>> state = load_game("farmer", players=3).new_state(seed=2)
>>> state.phase, [str(a) for a in state.legal_actions()], state.pool
('draw', ['hit'], 3)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from widow.cards import CARDS, Card, Rank, parse_card
from widow.engine.actions import Action
from widow.engine.bot_names import game_bots
from widow.engine.chance import Chance
from widow.engine.core import Game
from widow.engine.counting import hand_count, pip_count
from widow.engine.draw_events import HandsShown, Payment
from widow.engine.events import Anted, Dealt, Event, MatchOver, jsonify
from widow.engine.sampling import Slot, all_slots, redeal
from widow.engine.table import HIDDEN, counter, hand_zone, seat_row, zone
from widow.families.banking.state import BankingState
from widow.games.farmer.actions import HIT, STAY, Hit, Stay
from widow.games.farmer.events import (
    DealtDown,
    FarmerChosen,
    FarmShared,
    FarmWon,
    HitCard,
    SidePotShared,
    Stayed,
)
from widow.games.farmer.options import FarmerOptions
from widow.games.farmer.text import RULES
from widow.i18n import N_

SIX_OF_HEARTS = parse_card("6h")
#: The 45-card pack: no eights, and of the sixes only the six of hearts.
PACK: tuple[Card, ...] = tuple(
    c
    for c in CARDS[:52]
    if c.rank is not Rank.EIGHT and (c.rank is not Rank.SIX or c == SIX_OF_HEARTS)
)
TARGET = 16
#: Farmer counts its cards as the other adding-up games do (ace one, court cards ten); the
#: names stay those the bot and the rules below read.
card_value = pip_count
count = hand_count


class Farmer(Game):
    """Farmer for 2 to 8 players with the 45-card pack."""

    name = "farmer"
    title = "Farmer"
    min_players = 2
    max_players = 8
    options_class = FarmerOptions
    action_classes = (Hit, Stay)
    rules_text = RULES
    bots = game_bots("widow.games.farmer.bot:FarmerBot")
    options: FarmerOptions

    def _list_actions(self) -> Sequence[Action]:
        return (HIT, STAY)

    def _make_state(self, chance: Chance) -> FarmerState:
        return FarmerState(self, chance)


class FarmerState(BankingState):
    """A match of Farmer. ``pool`` is the farm."""

    game: Farmer

    def __init__(self, game: Farmer, chance: Chance) -> None:
        super().__init__(game, chance)
        n = game.players
        self.chips = [game.options.chips] * n
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.stock: list[Card] = []
        self.hits = [0] * n
        self.order: list[int] = []
        self.turn = 0
        self.deal_no = 0
        self.last_showdown: dict[str, Any] | None = None
        draws = chance.shuffle("farmer", PACK, at=0)
        shown: list[tuple[int, Card]] = []
        for i, card in enumerate(draws):
            shown.append((i % n, card))
            if card == SIX_OF_HEARTS:
                break
        self.farmer = shown[-1][0]
        self.events.append(FarmerChosen(self.farmer, tuple(shown)))
        self._start_deal(self.events)

    # --- protocol -----------------------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        return None if self.over else self.order[self.turn]

    @property
    def phase(self) -> str:
        return "over" if self.over else "draw"

    def legal_actions(self) -> list[Action]:
        seat = self.to_act
        if seat is None:
            return []
        if not self.stock:
            return [STAY]
        if self.hits[seat] == 0:
            return [HIT]
        return [STAY] if count(self.hands[seat]) > TARGET else [HIT, STAY]

    def _why_illegal(self, action: Action) -> str:
        seat = self.to_act
        if seat is not None and action == STAY and self.hits[seat] == 0:
            return N_("everyone must take at least one card")
        if action == HIT and not self.stock:
            return N_("the stock is empty")
        return N_("over sixteen you can only stay")

    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        seat = self.order[self.turn]
        if action == HIT:
            card = self.stock.pop(0)
            self.hands[seat].append(card)
            self.hits[seat] += 1
            self._log(events, HitCard(seat, card))
            return events
        self._log(events, Stayed(seat))
        self.turn += 1
        if self.turn == len(self.order):
            self._settle(events)
        return events

    # --- the deal and the settlement ----------------------------------------------------------

    def _start_deal(self, events: list[Event]) -> None:
        n = self.game.players
        ante = self.game.options.ante
        self.deal_no += 1
        for seat in range(n):
            self.chips[seat] -= ante
        self.pool += ante * n
        self.order = [(self.farmer + k) % n for k in range(1, n + 1)]
        self.turn = 0
        self.hits = [0] * n
        self.stock = self.chance.shuffle("deal", PACK, at=len(self._history))
        new: list[Event] = [
            Anted(None, tuple(range(n)), ante, self.pool),
            Dealt(self.farmer, self.deal_no, tuple(self.order)),
        ]
        for seat in self.order:
            card = self.stock.pop(0)
            self.hands[seat] = [card]
            new.append(DealtDown(seat, card))
        self.events.extend(new)
        if events is not self.events:
            events.extend(new)

    def _settle(self, events: list[Event]) -> None:
        opts = self.game.options
        n = self.game.players
        scores = [count(h) for h in self.hands]
        shown = HandsShown(None, tuple((s, tuple(self.hands[s]), scores[s]) for s in self.order))
        self._log(events, shown)
        sixteen = [s for s in self.order if scores[s] == TARGET]
        winner = None
        if sixteen:
            winner, rule = self._farm_winner(sixteen)
            self._log(events, FarmWon(winner, self.pool, rule))
            self.chips[winner] += self.pool
            self.pool = 0
        if not sixteen or opts.closest_paid_when_won:
            self._pay_closest(scores, events)
        for seat in self.order:
            if scores[seat] > TARGET and seat != self.farmer:
                self._transfer(seat, self.farmer, opts.ante, N_("bust"), events)
        self.last_showdown = {"deal": self.deal_no, "farmer": self.farmer, **shown.to_dict()}
        if winner is not None:
            self.farmer = winner
        last = opts.deals + opts.extra_deals
        if self.deal_no >= last or (self.deal_no >= opts.deals and winner is not None):
            if self.pool:
                each, rest = divmod(self.pool, n)
                for seat in range(n):
                    self.chips[seat] += each
                self.chips[self.farmer] += rest
                self.pool = 0
                self._log(events, FarmShared(self.farmer, each, rest))
            self.over = True
            self._log(events, MatchOver(None, tuple(self._placings(self.chips))))
            return
        # A new deal: its log starts afresh (the last showdown stays in the view).
        self.events = []
        self._start_deal(events)

    def _farm_winner(self, sixteen: list[int]) -> tuple[int, str]:
        """The four tie rules, in order."""
        if len(sixteen) == 1:
            return sixteen[0], N_("alone")
        for seat in sixteen:
            if SIX_OF_HEARTS in self.hands[seat]:
                return seat, "six of hearts"
        fewest = min(len(self.hands[s]) for s in sixteen)
        tied = [s for s in sixteen if len(self.hands[s]) == fewest]
        if len(tied) == 1:
            return tied[0], "fewest cards"
        if self.farmer in tied:
            return self.farmer, N_("farmer")
        # ``sixteen`` is in order from the farmer's left, so the first tied seat is nearest.
        return tied[0], "nearest the farmer's left"

    def _pay_closest(self, scores: list[int], events: list[Event]) -> None:
        ante = self.game.options.ante
        standing = [s for s in self.order if scores[s] <= TARGET]
        if not standing:
            return
        best = max(scores[s] for s in standing)
        closest = [s for s in standing if scores[s] == best]
        payers = [s for s in standing if scores[s] < best]
        if len(closest) == 1:
            for seat in payers:
                self._transfer(seat, closest[0], ante, N_("closest"), events)
            return
        side = 0
        for seat in payers:
            self.chips[seat] -= ante
            side += ante
            self._log(events, Payment(seat, None, ante, "side pot"))
        if side:
            each, rest = divmod(side, len(closest))
            for seat in closest:
                self.chips[seat] += each
            self.pool += rest
            self._log(events, SidePotShared(None, tuple(closest), each, rest))

    def _transfer(self, payer: int, payee: int, amount: int, why: str, events: list[Event]) -> None:
        self.chips[payer] -= amount
        self.chips[payee] += amount
        self._log(events, Payment(payer, payee, amount, why))

    # --- sampling -----------------------------------------------------------------------------

    def _redeal_hidden(self, seat: int, rng: random.Random) -> None:
        """The other players' face-down cards and the stock are unknown to ``seat``."""
        slots: list[Slot] = [(self.hands[s], 0) for s in range(self.game.players) if s != seat]
        slots += all_slots(self.stock)
        moved = redeal(slots, rng)
        for i, event in enumerate(self.events):
            if type(event) is DealtDown and event.seat != seat:
                self.events[i] = DealtDown(event.seat, moved.get(event.card, event.card))

    # --- views --------------------------------------------------------------------------------

    def _shown_hand(self, seat: int, viewer: int | None) -> list[str]:
        hand = self.hands[seat]
        if viewer is None or viewer == seat:
            return jsonify(hand)  # type: ignore[no-any-return]
        return [HIDDEN, *jsonify(hand[1:])]

    def _seat_row(self, seat: int, viewer: int | None) -> dict[str, Any]:
        return {
            "seat": seat,
            "chips": self.chips[seat],
            "hand": self._shown_hand(seat, viewer),
            "showing": count(self.hands[seat][1:]),
            "hits": self.hits[seat],
            "farmer": seat == self.farmer,
        }

    def _view_body(self, viewer: int | None) -> dict[str, Any]:
        return {
            "deal": self.deal_no,
            "farmer": self.farmer,
            "farm": self.pool,
            "stock": len(self.stock),
            "last_showdown": self.last_showdown,
        }

    def _phase_label(self) -> str:
        if self.over:
            return N_("the match is over")
        return N_("deal {deal}: drawing").format(deal=self.deal_no)

    def _table_seats(self, viewer: int | None) -> list[dict[str, Any]]:
        rows = []
        for s in range(self.game.players):
            stayed = s in self.order[: self.turn]
            rows.append(
                seat_row(
                    s,
                    status=N_("over") if self.over else (N_("stayed") if stayed else N_("in")),
                    roles=[N_("farmer")] if s == self.farmer else [],
                    counters=[
                        counter("chips", self.chips[s]),
                        counter("showing", count(self.hands[s][1:]), N_("count showing")),
                    ],
                )
            )
        return rows

    def _table_zones(self, viewer: int | None) -> list[dict[str, Any]]:
        hands = [
            hand_zone(s, viewer, self._shown_hand(s, viewer)) for s in range(self.game.players)
        ]
        return [*hands, zone("stock", N_("stock"), [], kind="stock", count=len(self.stock))]

    def _table_counters(self, viewer: int | None) -> list[dict[str, Any]]:
        out = [counter("farm", self.pool, N_("farm")), counter("deal", self.deal_no, N_("deal"))]
        if viewer is not None:
            out.append(counter("count", count(self.hands[viewer]), N_("your count")))
        return out

    def zones(self) -> dict[str, list[Card]]:
        out = {f"hand-{s}": list(h) for s, h in enumerate(self.hands)}
        out["stock"] = list(self.stock)
        return out

    def pack(self) -> Sequence[Card]:
        return PACK

    def outcome(self) -> dict[str, Any]:
        """Chips and money (chips won or lost) per seat; the most chips place first.

        >>> from widow.games import load_game
        >>> load_game("farmer", players=2).new_state(seed=1).outcome()["pool"]
        2
        """
        return self._chips_outcome(self.deal_no)
