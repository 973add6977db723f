"""The play shared by Whisky Poker and La Viuda: five-card hands exchanged with a spare hand.

One more hand than players is dealt, one card at a time in the direction of play, starting next to
the dealer; the spare hand (the widow) gets its card just before the dealer's. Then play goes round
in the same direction from the dealer's neighbour, in two phases:

* phase ``"1"``, widow face down: ``pass``, ``exchange`` (take the widow unseen, leave your hand
  face up as the new widow; phase 2 begins) or ``knock``. If nobody exchanges, the widow is turned
  face up once the dealer has passed or knocked, and phase 2 begins.
* phase ``"2"``, widow face up: ``swap CARD CARD`` (one card), ``swap all`` (all five) or
  ``knock``.
  After the knock every other player has one more turn (in which ``pass`` is allowed unless the
  game's ``pass_after_knock`` option is off), then the hands are shown.

A knock in phase 1 stands even if someone exchanges afterwards: play still ends before the
knocker's next turn. The scoring after the showdown is the subclass's.

This module also holds the chance procedures both games use to break ties: the colour draw and the
draw-off (La Viuda's Manotazo).
"""

from __future__ import annotations

import random
from abc import abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from operator import itemgetter
from typing import Any, ClassVar, cast

from widow.cards import CARDS, Card, format_cards
from widow.engine.actions import (
    BUY,
    DECLINE,
    EXCHANGE,
    KNOCK,
    PASS,
    SWAP_ALL,
    SWAP_ROWS,
    Action,
    Buy,
    Decline,
    Exchange,
    Knock,
    Pass,
    SwapAll,
    SwapOne,
)
from widow.engine.chance import Chance
from widow.engine.core import Game, LogEntry
from widow.engine.events import (
    HIDDEN,
    ColourDrawn,
    Dealt,
    DrawOff,
    Event,
    Exchanged,
    Knocked,
    MatchOver,
    Passed,
    Showdown,
    Swapped,
    SwappedAll,
    WidowTurned,
)
from widow.engine.ledger import ChipLedger
from widow.engine.sampling import Slot, all_slots, redeal, unknown_slots
from widow.engine.seats import DIRECTION_NAMES, cut_for_deal, cut_rank, deal_order, next_seat
from widow.engine.table import counter, hand_zone, result_block, seat_row, zone
from widow.engine.turn_state import StoredTurnState
from widow.families.spare_hand.log import sentences
from widow.i18n import N_
from widow.ranking import get_system
from widow.ranking.base import HandValue, RankingSystem

HAND_SIZE = 5
#: When a deal begins the event log is cut to this many latest events; it then keeps every event
#: of that deal, however long it runs.
EARLIER_EVENTS = 64
VIEW_EVENTS = 16

PHASE_ONE = "1"
PHASE_TWO = "2"
PHASE_BUY = "buy"
PHASE_OVER = "over"
PHASE_LABELS = {
    PHASE_ONE: N_("first round: the widow is face down"),
    PHASE_TWO: N_("the widow is face up"),
    PHASE_BUY: N_("La Viuda is offered"),
    PHASE_OVER: N_("the match is over"),
}
ACTION_LABELS = {
    "pass": N_("Pass"),
    "exchange": N_("Take the widow unseen"),
    "knock": N_("Knock"),
    "swap all": N_("Swap all five"),
    "buy": N_("Buy La Viuda"),
    "decline": N_("Decline La Viuda"),
}


#: The refusal of a pass once the widow lies face up and nobody has knocked; every game of the
#: family words it alike.
NO_PASS_FACE_UP = N_("there is no pass once the widow is face up; swap or knock")

#: The family's wording of the refusals of a blind exchange and of a pass after a knock, once
#: the widow lies face up (see :func:`face_up_refusal`).
FACE_UP_WORDS = (
    N_("the widow is face up; swap one card, swap all, or knock"),
    N_("after a knock every player must still exchange (pass_after_knock is off)"),
)


def swap_refusal(
    seat: int, hand: Sequence[Card], widow: Sequence[Card], swap: SwapOne
) -> str | None:
    """Why ``seat`` may not make the one-card ``swap``: it lacks the card it gives, or the widow
    lacks the card it takes; ``None`` when both are there.

    >>> from widow.cards import parse_cards
    >>> swap = SwapOne(give=Card.parse("2c"), take=Card.parse("Kd"))
    >>> swap_refusal(1, parse_cards("3c 4c"), parse_cards("Kd"), swap)
    'seat 1 does not hold 2c'
    >>> swap_refusal(1, parse_cards("2c"), parse_cards("Kd"), swap) is None
    True
    """
    if swap.give not in hand:
        return N_("{seat} does not hold {card}").format(seat=f"seat {seat}", card=swap.give)
    if swap.take not in widow:
        return N_("the widow does not hold {card}").format(card=swap.take)
    return None


def face_up_refusal(
    action: Action,
    seat: int | None,
    hands: Sequence[Sequence[Card]],
    widow: Sequence[Card],
    knocked: bool,
    words: tuple[str, str] = FACE_UP_WORDS,
) -> str | None:
    """Why a trade is refused once the widow lies face up, or ``None`` when this check finds
    nothing: the blind exchange is over, a pass is only for the last turns after a knock (and
    then only where the options allow it), and a one-card swap needs both its cards. ``words``
    are the refusals of an exchange and of a pass after a knock, which a game may word its own
    way.
    """
    no_exchange, no_pass_after_knock = words
    if isinstance(action, Exchange):
        return no_exchange
    if isinstance(action, Pass):
        return no_pass_after_knock if knocked else NO_PASS_FACE_UP
    if isinstance(action, SwapOne) and seat is not None:
        return swap_refusal(seat, hands[seat], widow, action)
    return None


def draw_rank(card: Card) -> int:
    """Rank of a card in a draw-off: two lowest, ace above king, a joker above everything.

    >>> draw_rank(Card.parse("As")) > draw_rank(Card.parse("Ks")), draw_rank(Card.parse("XB"))
    (True, 13)
    """
    return 13 if card >= 52 else card >> 2


def colour_of(card: Card) -> str:
    return "red" if card.is_red else "black"


def viuda_ranking(*, stripped: bool, suit_order: bool, pool: int) -> RankingSystem:
    """The ranking of a La Viuda deal played with ``pool`` chips in the pool: the wild rank
    follows the pool, except in the stripped game (no wild cards, no jokers; equal hands still
    go through the Mexican tie-breaks). Kept with the family so that the family's player can
    rank La Viuda hands without reaching into the game.

    >>> viuda_ranking(stripped=False, suit_order=False, pool=2).wild_rank
    <Rank.TWO: 0>
    """
    if stripped:
        return get_system("la-viuda", rank_wild=False, jokers=0, suit_order=suit_order)
    return get_system("la-viuda", pool=pool, suit_order=suit_order)


@lru_cache(maxsize=4096)
def _said(event: Event, viewer: int | None) -> tuple[str, ...]:
    # Every view's log repeats the same few events: put each into words once per viewer.
    return tuple(sentences(event.to_dict() if viewer is None else event.for_seat(viewer)))


#: The moves of the trade with the spare hand (the play of the hands, whatever else a game has).
TRADE_CLASSES: tuple[type[Action], ...] = (Pass, Exchange, Knock, SwapOne, SwapAll)


def face_down_trades(knocked: bool) -> list[Action]:
    """The moves while the widow lies face down: pass, exchange, and knock until someone has."""
    return [PASS, EXCHANGE] if knocked else [PASS, EXCHANGE, KNOCK]


def face_up_trades(
    hand: Sequence[Card], widow: Sequence[Card], *, knocked: bool, pass_after_knock: bool
) -> list[Action]:
    """The moves while the widow lies face up: every single swap (by the card given, then the
    card taken, in hand and widow order), swap all, then knock until someone has, and pass after
    that where the game allows it. (:meth:`SpareHandState._compute_legal` builds the same list
    inline, as it runs on nearly every turn of La Viuda.)"""
    legal: list[Action] = [SWAP_ROWS[g][t] for g in hand for t in widow]
    legal.append(SWAP_ALL)
    if not knocked:
        legal.append(KNOCK)
    elif pass_after_knock:
        legal.append(PASS)
    return legal


class SpareHandGame(Game):
    """What both games share: the action language, its numbering and the heuristic bot."""

    action_classes = (*TRADE_CLASSES, Buy, Decline)
    bots: ClassVar[Mapping[str, str]] = {
        "heuristic": "widow.families.spare_hand.bot:SpareHandHeuristicBot"
    }

    @abstractmethod
    def pack_cards(self) -> Sequence[Card]:
        """The cards shuffled for each deal, in index order."""

    def _list_actions(self) -> Iterable[Action]:
        """The calls first (pass, exchange, knock, swap all, buy, decline), then one single swap
        per ordered pair of different cards of the pack: the card given, then the card taken,
        both in index order."""
        pack = self.pack_cards()
        swaps = (SWAP_ROWS[g][t] for g in pack for t in pack if g != t)
        return [PASS, EXCHANGE, KNOCK, SWAP_ALL, BUY, DECLINE, *swaps]


class SpareHandState(StoredTurnState):
    """A match of a game played with a spare hand. Subclasses score the showdowns."""

    __slots__ = (
        "active",
        "deal_no",
        "dealer",
        "discards",
        "events",
        "exchanged",
        "hands",
        "knocker",
        "known",
        "last_showdown",
        "ledger",
        "n",
        "stock",
        "widow",
        "widow_up",
    )

    direction: ClassVar[int]

    def __init__(self, game: Game, chance: Chance) -> None:
        super().__init__(game, chance)
        n = game.players
        self.n = n
        self.active = [True] * n
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        #: Per seat, the cards of its hand that every seat has seen go there.
        self.known: list[set[Card]] = [set() for _ in range(n)]
        self.widow: list[Card] = []
        self.widow_up = False
        self.stock: list[Card] = []
        self.discards: list[Card] = []
        self.dealer = 0
        self.deal_no = 0
        self._phase = PHASE_ONE
        self._to_act: int | None = None
        self.knocker: int | None = None
        self.exchanged: int | None = None
        self.events: list[Event] = []
        #: The latest showdown: its deal number, the hands shown, and the events that settled it.
        self.last_showdown: tuple[int, Showdown, tuple[Event, ...]] | None = None
        self._legal: list[Action] | None = None
        self.ledger = self._make_ledger()
        events: list[Event] = []
        self._choose_dealer(events)
        self._start_deal(events)
        self._log(events)

    # --- hooks for the games ------------------------------------------------------------------

    @abstractmethod
    def _make_ledger(self) -> ChipLedger:
        """The chips each seat starts with, and the pool."""

    @abstractmethod
    def _pack(self) -> Sequence[Card]:
        """The cards shuffled for each deal, in index order."""

    def _before_deal(self, order: list[int], events: list[Event]) -> None:
        """Called before the cards of each deal are shuffled (antes)."""

    @abstractmethod
    def _evaluate(self, cards: Sequence[Card]) -> HandValue:
        """The value of a hand at this showdown."""

    @abstractmethod
    def _settle(self, order: list[int], values: dict[int, HandValue], events: list[Event]) -> bool:
        """Score a showdown; True when the next deal should follow at once (False when the match
        is over or a seat has a decision to make first)."""

    def _seat_extras(self, seat: int) -> dict[str, Any]:
        return {}

    def _view_extras(self) -> dict[str, Any]:
        return {}

    def _decide(self, seat: int, action: Action, events: list[Event]) -> None:
        """Apply a decision outside the play of the hands (La Viuda's offer); games without one
        never enter such a phase."""

    # --- protocol -----------------------------------------------------------------------------

    def is_legal(self, action: Action) -> bool:
        # The same rules as _compute_legal, decided without building the list, since apply()
        # asks this on every step.
        seat = self._to_act
        if seat is None:
            return False
        kind = type(action)
        phase = self._phase
        if phase == PHASE_TWO:
            if kind is SwapOne:
                swap = cast(SwapOne, action)
                return swap.give in self.hands[seat] and swap.take in self.widow
            if kind is SwapAll:
                return True
            if kind is Knock:
                return self.knocker is None
            if kind is Pass:
                return self.knocker is not None and bool(self.game.options.pass_after_knock)
            return False
        if phase == PHASE_ONE:
            if kind is Pass or kind is Exchange:
                return True
            return kind is Knock and self.knocker is None
        if phase == PHASE_BUY:
            return kind is Buy or kind is Decline
        return False

    def _compute_legal(self) -> list[Action]:
        seat = self._to_act
        if seat is None:
            return []
        phase = self._phase
        if phase == PHASE_TWO:
            # Each card of the hand against every card of the widow: one lookup of all the
            # widow's cards per row of swaps, as this runs on nearly every turn.
            take = itemgetter(*self.widow)
            legal: list[Action] = []
            for give in self.hands[seat]:
                legal += take(SWAP_ROWS[give])
            legal.append(SWAP_ALL)
            if self.knocker is None:
                legal.append(KNOCK)
            elif self.game.options.pass_after_knock:
                legal.append(PASS)
            return legal
        if phase == PHASE_ONE:
            return [PASS, EXCHANGE, KNOCK] if self.knocker is None else [PASS, EXCHANGE]
        if phase == PHASE_BUY:
            return [BUY, DECLINE]
        return []

    def _why_illegal(self, action: Action) -> str:
        seat = self._to_act
        phase = self._phase
        if phase == PHASE_BUY:
            return N_(
                "{seat} must first answer the offer of the extra chip: buy or decline"
            ).format(seat=f"seat {seat}")
        if isinstance(action, (Buy, Decline)):
            return N_("no chip is offered for sale now")
        if isinstance(action, Knock) and self.knocker is not None:
            return N_("{seat} has already knocked").format(seat=f"seat {self.knocker}")
        if phase == PHASE_ONE and isinstance(action, (SwapOne, SwapAll)):
            return N_("the widow is still face down; pass, exchange or knock")
        if phase == PHASE_TWO:
            knocked = self.knocker is not None
            refusal = face_up_refusal(action, seat, self.hands, self.widow, knocked)
            if refusal is not None:
                return refusal
        return N_("{move} is not a move of this game").format(move=repr(action.verb))

    def _act(self, seat: int, action: Action, events: list[Event]) -> None:
        """Carry out ``seat``'s legal ``action``, adding what happens to ``events``: the trades
        of Whisky Poker and La Viuda here; a game that trades another way overrides it."""
        if type(action) is SwapOne:
            # Most moves are single swaps (legal only while the widow is face up; an action
            # reaches here as the parser or the legal list made it, never as a subclass): this
            # branch comes first, with _advance written out.
            give, take = action.give, action.take
            hand = self.hands[seat]
            hand[hand.index(give)] = take
            widow = self.widow
            widow[widow.index(take)] = give
            known = self.known[seat]
            known.discard(give)
            known.add(take)
            events.append(Swapped(seat, give, take))
            nxt = next_seat(seat, self.direction, self.active)
            if nxt == self.knocker:
                self._showdown(events)
            else:
                self._to_act = nxt
        elif self._phase == PHASE_BUY:
            self._decide(seat, action, events)
        elif action is KNOCK or isinstance(action, Knock):
            self.knocker = seat
            events.append(Knocked(seat))
            if self._phase == PHASE_ONE and seat == self.dealer:
                self._turn_widow(events)
            self._advance(seat, events)
        elif action is PASS or isinstance(action, Pass):
            events.append(Passed(seat))
            if self._phase == PHASE_ONE and seat == self.dealer:
                self._turn_widow(events)
            self._advance(seat, events)
        elif isinstance(action, SwapAll):
            gave, took = tuple(self.hands[seat]), tuple(self.widow)
            self.hands[seat] = list(took)
            self.widow = list(gave)
            self.known[seat] = set(took)
            events.append(SwappedAll(seat, gave, took))
            self._advance(seat, events)
        else:  # Exchange: the only other action legal while the hands are played
            gave, took = tuple(self.hands[seat]), tuple(self.widow)
            self.hands[seat] = list(took)
            self.widow = list(gave)
            self.widow_up = True
            self.exchanged = seat
            self.known[seat] = set()
            self._phase = PHASE_TWO
            events.append(Exchanged(seat, gave, took))
            self._advance(seat, events)

    def _log(self, events: list[Event]) -> None:
        """Keep ``events`` for :meth:`recent_events`: the whole current deal however long it runs,
        and a bounded tail of what came before it."""
        log = self.events
        log.extend(events)
        # A deal begins only after other events of the same action (the draw for the first
        # deal, a showdown, an answer to the offer): an action of one event (most of them, the
        # single swaps) never begins one, and is not searched for it.
        if len(events) > 1 and len(log) > EARLIER_EVENTS and Dealt in map(type, events):
            del log[: len(log) - EARLIER_EVENTS]

    # --- the course of a deal -----------------------------------------------------------------

    def _choose_dealer(self, events: list[Event]) -> None:
        """Everyone draws a card; the lowest (ace low) deals; the tied lowest draw again."""
        self.dealer = cut_for_deal(
            self.chance,
            len(self._history),
            self.n,
            CARDS[:52],
            cut_rank,
            events,
            label="draw-for-deal",
        )

    def _start_deal(self, events: list[Event]) -> None:
        self.deal_no += 1
        order = deal_order(self.dealer, self.direction, self.active)
        self._before_deal(order, events)
        deck = self.chance.shuffle("deal", self._pack(), len(self._history))
        hands: list[list[Card]] = [[] for _ in range(self.n)]
        widow: list[Card] = []
        # The widow takes its card just before the dealer's own, in every round of the deal.
        receivers = [hands[s] for s in order[:-1]] + [widow, hands[order[-1]]]
        position = 0
        for _ in range(HAND_SIZE):
            for receiver in receivers:
                receiver.append(deck[position])
                position += 1
        self.hands = hands
        self.widow = widow
        self.stock = deck[position:]
        self.discards = []
        self.known = [set() for _ in range(self.n)]
        self.widow_up = False
        self.knocker = None
        self.exchanged = None
        self._phase = PHASE_ONE
        self._to_act = order[0]
        self._legal = None
        events.append(Dealt(self.dealer, self.deal_no, tuple(order)))

    def _turn_widow(self, events: list[Event]) -> None:
        self.widow_up = True
        self._phase = PHASE_TWO
        events.append(WidowTurned(None, tuple(self.widow)))

    def _advance(self, seat: int, events: list[Event]) -> None:
        nxt = next_seat(seat, self.direction, self.active)
        if nxt == self.knocker:
            self._showdown(events)
        else:
            self._to_act = nxt

    def _showdown(self, events: list[Event]) -> None:
        order = deal_order(self.dealer, self.direction, self.active)
        values = {s: self._evaluate(self.hands[s]) for s in order}
        shown = tuple((s, tuple(self.hands[s]), values[s].describe()) for s in order)
        showdown = Showdown(None, shown)
        events.append(showdown)
        start = len(events)
        go_on = self._settle(order, values, events)
        self.last_showdown = (self.deal_no, showdown, tuple(events[start:]))
        if go_on:
            self._next_deal(events)

    def _next_deal(self, events: list[Event]) -> None:
        self.dealer = next_seat(self.dealer, self.direction, self.active)
        self._start_deal(events)

    def _end_match(self, placings: list[int], events: list[Event]) -> None:
        self._to_act = None
        self._phase = PHASE_OVER
        self._legal = None
        winners = [s for s in range(self.n) if placings[s] == 1]
        events.append(MatchOver(winners[0] if len(winners) == 1 else None, tuple(placings)))

    # --- chance tie-breaks ------------------------------------------------------------------------

    def draw_off(self, seats: list[int], *, keep_high: bool, events: list[Event]) -> int:
        """The tied seats' hands shuffled together; each seat draws one card in play order and the
        highest (``keep_high``) or lowest card is kept; seats tied on the drawn rank draw again."""
        tied = list(seats)
        while len(tied) > 1:
            cards = sorted(c for s in tied for c in self.hands[s])
            deck = self.chance.shuffle("draw-off", cards, len(self._history))
            draws = tuple(zip(tied, deck, strict=False))
            ranks = [draw_rank(c) for _, c in draws]
            target = max(ranks) if keep_high else min(ranks)
            tied = [s for (s, _), r in zip(draws, ranks, strict=True) if r == target]
            events.append(DrawOff(None, draws, tuple(tied)))
        return tied[0]

    def colour_draw(
        self, seats: list[int], colours: dict[int, str], *, keep_match: bool, events: list[Event]
    ) -> list[int] | None:
        """Draw the top card of the stock (set aside face up); keep the seats whose colour matches
        it (``keep_match``) or those whose colour does not. ``None`` when the stock is empty."""
        if not self.stock:
            return None
        card = self.stock.pop(0)
        self.discards.append(card)
        colour = colour_of(card)
        kept = [s for s in seats if (colours[s] == colour) == keep_match]
        events.append(ColourDrawn(None, card, colour, tuple(seats), tuple(kept)))
        return kept

    # --- views --------------------------------------------------------------------------------

    def _view(self, viewer: int | None) -> dict[str, Any]:
        full = viewer is None
        seats = []
        for s in range(self.n):
            hand = self.hands[s]
            if full or s == viewer:
                shown = [str(c) for c in hand]
            else:
                known = sorted(self.known[s])
                shown = [str(c) for c in known] + [HIDDEN] * (len(hand) - len(known))
            status = "out" if not self.active[s] else "knocked" if self.knocker == s else "in"
            entry: dict[str, Any] = {
                "seat": s,
                "status": status,
                "chips": self.ledger.chips[s],
                "hand": shown,
            }
            entry.update(self._seat_extras(s))
            seats.append(entry)
        widow = (
            [str(c) for c in self.widow] if (full or self.widow_up) else [HIDDEN] * len(self.widow)
        )
        recent = self.events[-VIEW_EVENTS:]
        view: dict[str, Any] = {
            "game": self.game.name,
            "seat": viewer,
            "players": self.n,
            "options": self.game.option_values(),
            "deal": self.deal_no,
            "dealer": self.dealer,
            "direction": DIRECTION_NAMES[self.direction],
            "phase": self._phase,
            "to_act": self._to_act,
            "over": self._to_act is None,
            "knocker": self.knocker,
            "exchanged": self.exchanged,
            "hand": [str(c) for c in self.hands[viewer]] if viewer is not None else None,
            "widow": {"face_up": self.widow_up, "cards": widow},
            "seats": seats,
            "pool": self.ledger.pool,
            "last_showdown": self._last_showdown_view(viewer),
            "events": [e.to_dict() if full else e.for_seat(viewer) for e in recent],
            "legal_actions": (
                [str(a) for a in self.legal_actions()] if full or viewer == self._to_act else []
            ),
        }
        view.update(self._view_extras())
        if full:
            view["stock"] = [str(c) for c in self.stock]
            view["discards"] = [str(c) for c in self.discards]
        return view

    def _last_showdown_view(self, viewer: int | None) -> dict[str, Any] | None:
        # Built afresh for every view, so that a caller changing its view changes nothing else.
        if self.last_showdown is None:
            return None
        deal, showdown, results = self.last_showdown
        return {
            "deal": deal,
            "hands": [
                {"seat": s, "cards": [str(c) for c in cards], "value": value}
                for s, cards, value in showdown.hands
            ],
            "results": [e.to_dict() if viewer is None else e.for_seat(viewer) for e in results],
        }

    # --- the table description -------------------------------------------------------------

    @property
    def direction_name(self) -> str:
        return DIRECTION_NAMES[self.direction]

    def _phase_label(self) -> str:
        return PHASE_LABELS.get(self._phase, self._phase)

    def _seat_counters(self, seat: int) -> list[dict[str, Any]]:
        """A seat's numbers on the table (chips by default; the games say what they count)."""
        return [counter("chips", self.ledger.chips[seat])]

    def _seat_roles(self, seat: int) -> list[str]:
        roles = []
        if seat == self.dealer:
            roles.append(N_("dealer"))
        if seat == self.knocker:
            roles.append(N_("knocker"))
        if seat == self.exchanged:
            roles.append(N_("took the widow"))
        return roles

    def _table_seats(self, viewer: int | None) -> list[dict[str, Any]]:
        return [
            seat_row(
                s,
                status=N_("out")
                if not self.active[s]
                else N_("knocked")
                if self.knocker == s
                else N_("in"),
                roles=self._seat_roles(s),
                counters=[*self._seat_counters(s), *self._hand_value_counter(s, viewer)],
            )
            for s in range(self.n)
        ]

    def _hand_value_counter(self, seat: int, viewer: int | None) -> list[dict[str, Any]]:
        """What the viewer's own hand is worth now, under this deal's ranking (a La Viuda
        pool moves its wild rank). Only the viewer's own seat gets one: every other hand is
        valued aloud at the showdown, in the log, and a value before then would say too much."""
        hand = self.hands[seat]
        if seat != viewer or len(hand) != HAND_SIZE:
            return []
        return [counter("hand_value", self._evaluate(hand).describe(), N_("hand value"))]

    def _seen_in_other_hands(self, viewer: int | None) -> str | None:
        """The cards of other hands the viewer has watched go in from the face-up widow, seat
        by seat in the order of play (``seat 1 Qs; seat 2 Jh 4c``); ``None`` when there are
        none, for the full view (it sees every card) and once the showdown has shown them."""
        if viewer is None or self._hands_shown():
            return None
        parts = []
        for k in range(1, self.n):
            s = (viewer + k * self.direction) % self.n
            if self.known[s] and self.hands[s]:
                seen = format_cards(sorted(self.known[s]))
                parts.append(N_("{seat} {cards}").format(seat=f"seat {s}", cards=seen))
        return "; ".join(parts) or None

    def _hands_shown(self) -> bool:
        """Whether this deal has reached its showdown (every hand in play is then public)."""
        return self.last_showdown is not None and self.last_showdown[0] == self.deal_no

    def _table_zones(self, viewer: int | None) -> list[dict[str, Any]]:
        open_hands = viewer is None or self._hands_shown()
        zones = []
        for s in range(self.n):
            hand = self.hands[s]
            if not hand and not self.active[s]:
                continue
            if open_hands or s == viewer:
                cards: list[Card | str] = list(hand)
            else:
                known = sorted(self.known[s])
                cards = [*known, *[HIDDEN] * (len(hand) - len(known))]
            zones.append(hand_zone(s, viewer, cards, selectable=s == viewer))
        widow_cards: list[Card | str] = (
            list(self.widow) if viewer is None or self.widow_up else [HIDDEN] * len(self.widow)
        )
        face = N_("widow (face up)") if self.widow_up else N_("widow (face down)")
        zones.append(zone("widow", face, widow_cards, kind="widow", selectable=self.widow_up))
        zones.append(
            zone(
                "stock",
                N_("stock"),
                self.stock if viewer is None else [],
                kind="stock",
                count=len(self.stock),
                layout="stack",
            )
        )
        if self.discards:
            zones.append(zone("set-aside", N_("drawn for ties"), self.discards, kind="discard"))
        return zones

    def _game_counters(self) -> list[dict[str, Any]]:
        """The game's own table-wide counters (pool, wild rank, stakes...)."""
        return [counter("pool", self.ledger.pool, N_("pool"))]

    def _table_counters(self, viewer: int | None) -> list[dict[str, Any]]:
        counters = [counter("deal", self.deal_no, N_("deal")), *self._game_counters()]
        seen = self._seen_in_other_hands(viewer)
        if seen is not None:
            # The hands' zones show these cards too; said in one place they read as a memory aid.
            counters.append(counter("seen", seen, N_("seen in other hands")))
        return counters

    def _action_label(self, action: Action) -> str:
        if isinstance(action, SwapOne):
            return N_("Swap {give} for {take}").format(give=action.give, take=action.take)
        return ACTION_LABELS.get(action.verb, str(action))

    def _event_lines(self, event: Event, viewer: int | None) -> tuple[str, ...]:
        """``event`` in words as ``viewer`` sees it (a game with events of its own overrides)."""
        return _said(event, viewer)

    def _final_score(self, entry: Mapping[str, Any]) -> str:
        """What the result panel says a seat's outcome ``entry`` won or lost at the end."""
        return N_("money {money}").format(money=f"{entry['money']:+d}")

    def _table_log(self, viewer: int | None) -> list[LogEntry]:
        said = self._event_lines
        return self._log_entries(self.events, lambda e: said(e, viewer), size=VIEW_EVENTS)

    def _table_result(self, viewer: int | None) -> dict[str, Any] | None:
        if self.last_showdown is None:
            return None
        deal, showdown, results = self.last_showdown
        lines = [N_("deal {deal}").format(deal=deal)]
        for event in (showdown, *results):
            lines += self._event_lines(event, viewer)
        if self.is_over:
            for entry in self.outcome()["seats"]:
                score = self._final_score(entry)
                lines.append(
                    N_("{seat}: placing {placing}, {score}").format(
                        seat=f"seat {entry['seat']}", placing=entry["placing"], score=score
                    )
                )
        return result_block(lines, over=self.is_over)

    # --- sampling -----------------------------------------------------------------------------

    def _redeal_hidden(self, seat: int, rng: random.Random) -> None:
        """What ``seat`` cannot know: the other hands' cards that nobody has seen, the widow while
        it is face down, and the stock. Every card that has been on show (taken from the face-up
        widow, shown at this deal's showdown, drawn to break a tie) stays where it is."""
        shown = self.last_showdown is not None and self.last_showdown[0] == self.deal_no
        slots: list[Slot] = []
        if not shown:
            for other in range(self.n):
                if other != seat:
                    slots += unknown_slots(self.hands[other], self.known[other])
            if not self.widow_up:
                slots += all_slots(self.widow)
        slots += all_slots(self.stock)
        moved = redeal(slots, rng)
        # The widow a seat took blind is recorded in its event, seen by that seat alone: relabel
        # it like the cards themselves, so that the sample's log agrees with its hands.
        start = max(
            (i for i, e in enumerate(self.events) if type(e) is Dealt), default=len(self.events)
        )
        for i in range(start, len(self.events)):
            event = self.events[i]
            if type(event) is Exchanged and event.seat != seat:
                took = tuple(moved.get(c, c) for c in event.took)
                self.events[i] = Exchanged(event.seat, event.gave, took)
        self._legal = None

    # --- copying ------------------------------------------------------------------------------

    def copy(self) -> SpareHandState:
        other = object.__new__(type(self))
        self._copy_base(other)
        other.n = self.n
        other.active = list(self.active)
        other.hands = [list(h) for h in self.hands]
        other.known = [set(k) for k in self.known]
        other.widow = list(self.widow)
        other.widow_up = self.widow_up
        other.stock = list(self.stock)
        other.discards = list(self.discards)
        other.dealer = self.dealer
        other.deal_no = self.deal_no
        other.knocker = self.knocker
        other.exchanged = self.exchanged
        other.events = list(self.events)
        other.last_showdown = self.last_showdown
        other.ledger = self.ledger.copy()
        self._copy_extras(other)
        return other

    def _copy_extras(self, other: Any) -> None:
        """Copy the fields a subclass adds."""

    def recent_events(self) -> list[Event]:
        return list(self.events)

    def zones(self) -> dict[str, list[Card]]:
        zones = {f"hand {s}": list(h) for s, h in enumerate(self.hands)}
        zones["widow"] = list(self.widow)
        zones["stock"] = list(self.stock)
        zones["set aside"] = list(self.discards)
        return zones

    def pack(self) -> Sequence[Card]:
        return self._pack()

    def __repr__(self) -> str:
        hands = " | ".join(format_cards(h) for h in self.hands)
        return (
            f"<{type(self).__name__} deal {self.deal_no} phase {self._phase} to_act {self._to_act}"
            f" hands {hands} widow {format_cards(self.widow)}>"
        )
