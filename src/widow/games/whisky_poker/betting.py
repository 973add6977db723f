"""Whiskey Poker with betting (``whisky-poker`` with ``scoring="betting"``): the state machine.

A hand: antes, the deal of five cards each and a widow, a betting round, the blind round (whole
hands exchanged with the face-down widow), a betting round, the open round (cards swapped with the
face-up widow), a last betting round and the showdown. The money is kept by the shared
:class:`~widow.engine.betting.rounds.Betting`; the pots by
:func:`~widow.engine.betting.pots.build_pots`.

>>> from widow.games import load_game
>>> state = load_game("whisky-poker", players=3, scoring="betting").new_state(seed=1)
>>> state.phase, [str(a) for a in state.legal_actions()]
('bet-1', ['check', 'bet 2'])
>>> for text in ["check", "check", "check"]:
...     _ = state.apply(text)
>>> state.phase, [str(a) for a in state.legal_actions()]
('blind', ['pass', 'exchange', 'knock'])
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from widow.cards import CARDS, Card
from widow.engine.actions import Action, Exchange, Knock, SwapAll, SwapOne
from widow.engine.betting.match import (
    BettingMatchState,
    copy_match,
    start_match,
)
from widow.engine.betting.menu import MIN_RAISE, betting_menu, check_action_number
from widow.engine.betting.menu import bet_sizes as menu_sizes
from widow.engine.betting.rounds import ALL_IN, Bet, Betting, RaiseTo
from widow.engine.betting.showdown import award_pots, showdown_event
from widow.engine.betting.table import seat_status
from widow.engine.chance import Chance
from widow.engine.events import (
    CARD_TEXT,
    HIDDEN,
    Event,
    Knocked,
    MatchOver,
    Passed,
    Swapped,
    SwappedAll,
    WidowTurned,
)
from widow.engine.sampling import Slot, all_slots, redeal, unknown_slots
from widow.engine.seats import CLOCKWISE, DIRECTION_NAMES
from widow.engine.table import counter, hand_zone, seat_row, zone
from widow.families.spare_hand.rules import (
    TRADE_CLASSES,
    SpareHandGame,
    face_down_trades,
    face_up_refusal,
    face_up_trades,
)
from widow.i18n import N_
from widow.ranking import get_system

if TYPE_CHECKING:
    from widow.engine.core import LogEntry

PACK: tuple[Card, ...] = tuple(CARDS[:52])
HAND_SIZE = 5
BET_ONE, BLIND, BET_TWO, OPEN, BET_THREE, OVER = "bet-1", "blind", "bet-2", "open", "bet-3", "over"
BETTING_PHASES = (BET_ONE, BET_TWO, BET_THREE)
PHASE_LABELS = {
    BET_ONE: N_("first betting round"),
    BLIND: N_("blind round: the widow is face down"),
    BET_TWO: N_("second betting round"),
    OPEN: N_("the widow is face up"),
    BET_THREE: N_("last betting round"),
    OVER: N_("the match is over"),
}
#: The sized bets numbered after the fixed actions: smallest, half pot, pot, largest (all-in,
#: where the largest is every chip, has its own fixed number).
SIZED = 4
LOG_WINDOW = 32
#: This game's wording of the refusals of a blind exchange and of a pass after the knock, once
#: the widow lies face up (the games without betting rounds word them a little differently).
_FACE_UP_WORDS = (
    N_("the widow is face up: swap one card, swap all, or knock"),
    N_("after the knock every player must still swap (pass_after_knock is off)"),
)


@dataclass(frozen=True, slots=True)
class BlindExchanged(Event):
    """``seat`` traded its whole hand for the face-down widow; both stay hidden from the others."""

    gave: tuple[Card, ...]
    took: tuple[Card, ...]
    type: ClassVar[str] = "blind-exchanged"
    hidden: ClassVar[frozenset[str]] = frozenset({"gave", "took"})


class WhiskeyBettingState(BettingMatchState):
    """A match of Whiskey Poker played for pots."""

    __slots__ = (
        "blind_knocker",
        "hand_known",
        "hands",
        "open_knocker",
        "public",
        "queue",
        "shown",
        "stage",
        "stock",
        "widow",
        "widow_known",
    )

    #: The Whisky Poker game, named by its family here: the rules module builds this state, so
    #: this module may not import it.
    game: SpareHandGame
    log_window = LOG_WINDOW

    def __init__(self, game: SpareHandGame, chance: Chance) -> None:
        super().__init__(game, chance)
        n = game.players
        start_match(self, [game.options.chips] * n)
        self._start_hand([])

    # --- seats -----------------------------------------------------------------------------------

    def order_from(self, seat: int) -> list[int]:
        """The seats still in the hand clockwise from ``seat``'s left, ending with ``seat``."""
        n = self.n
        live = self.betting.live
        return [s for s in ((seat + i) % n for i in range(1, n + 1)) if self.in_hand[s] and live[s]]

    def play_order(self) -> list[int]:
        """The seats still in the hand from the dealer's left round to the dealer."""
        return self.order_from(self.dealer)

    # --- the hand --------------------------------------------------------------------------------

    def _clear_hand(self) -> None:
        n = self.n
        opts = self.game.options
        self.betting = Betting(
            self.chips, kind=opts.structure, cap=opts.cap if opts.structure == "limit" else None
        )
        self.in_hand = [c > 0 for c in self.chips]
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.widow: list[Card] = []
        self.stock: list[Card] = []
        #: Per seat, the cards of its hand that everybody has seen (taken from the face-up widow).
        self.public: list[set[Card]] = [set() for _ in range(n)]
        #: Per seat, the other seats that know its whole hand (they left it in the widow).
        self.hand_known: list[set[int]] = [set() for _ in range(n)]
        #: The seats that know the face-down widow (the last to leave a hand there).
        self.widow_known: set[int] = set()
        self.blind_knocker: int | None = None
        self.open_knocker: int | None = None
        self.queue: list[int] = []
        self.shown = False

    def _start_hand(self, events: list[Event]) -> None:
        order = self._ante_up(events)
        money = self.betting
        deck = self.chance.shuffle("deal", PACK, len(self._history))
        # The widow takes its card just before the dealer's own, in every round of the deal.
        receivers = [self.hands[s] for s in order[:-1]] + [self.widow, self.hands[order[-1]]]
        position = 0
        for _ in range(HAND_SIZE):
            for receiver in receivers:
                receiver.append(deck[position])
                position += 1
        self.stock = deck[position:]
        self.stage = BET_ONE
        money.start_round(order, unit=self._unit())
        self._advance(events)

    def _unit(self) -> int:
        bet: int = self.game.options.bet
        if self.game.options.structure == "limit" and self.stage == BET_THREE:
            return 2 * bet
        return bet

    def _advance(self, events: list[Event]) -> None:
        """Move on from a finished betting round or card round until someone must act."""
        money = self.betting
        while True:
            if self.stage in BETTING_PHASES:
                if not money.round_over:
                    return
                if self._close_round(events):
                    return
                if self.stage == BET_THREE:
                    self._showdown(events)
                    return
                if self.stage == BET_ONE:
                    self.stage = BLIND
                    self.queue = self.play_order()
                else:
                    self.stage = OPEN
                    self._log(WidowTurned(None, tuple(self.widow)), events)
                    # Before the knock the turn simply goes round: the queue holds the next seat.
                    self.queue = self.play_order()[:1]
                return
            if self.stage == BLIND and not self.queue:
                self.stage = BET_TWO
            elif self.stage == OPEN and self.open_knocker is not None and not self.queue:
                self.stage = BET_THREE
            else:
                return
            money.start_round(self.play_order(), unit=self._unit())

    def _showdown(self, events: list[Event]) -> None:
        order = self.play_order()
        high = get_system("high")
        values = {s: high.evaluate(self.hands[s]) for s in order}
        self.shown = True
        words = {s: values[s].describe() for s in order}
        self._log(showdown_event(order, dict(enumerate(self.hands)), words), events)
        strength = {s: values[s].strength for s in order}
        won = award_pots(self.betting, order, strength, lambda e: self._log(e, events))
        self.last_result = [f"seat {s} wins {won[s]}" for s in order if won[s]]
        self._end_hand(events)

    def _end_hand(self, events: list[Event]) -> None:
        self.chips = list(self.betting.stacks)
        self.stage = OVER
        self.queue = []
        alive = [s for s in range(self.n) if self.chips[s] > 0]
        if self.hand_no >= self.game.options.deals_for(self.game.players) or len(alive) < 2:
            placings = self._placings()
            self._log(MatchOver(alive[0] if len(alive) == 1 else None, tuple(placings)), events)
            return
        self._start_hand(events)

    def _placings(self) -> list[int]:
        return [1 + sum(1 for other in self.chips if other > mine) for mine in self.chips]

    # --- the protocol ----------------------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        stage = self.stage
        if stage == OVER:
            return None
        if stage in BETTING_PHASES:
            return self.betting.to_act
        return self.queue[0] if self.queue else None

    @property
    def phase(self) -> str:
        return self.stage

    @property
    def is_over(self) -> bool:
        return self.stage == OVER

    def _list_legal(self) -> list[Action]:
        seat = self.to_act
        if seat is None:
            return []
        if self.stage == BLIND:
            return face_down_trades(self.blind_knocker is not None)
        if self.stage == OPEN:
            knocked = self.open_knocker is not None
            after_knock = self.game.options.pass_after_knock
            return face_up_trades(
                self.hands[seat], self.widow, knocked=knocked, pass_after_knock=after_knock
            )
        return self._betting_legal(seat)

    def _betting_legal(self, seat: int) -> list[Action]:
        return betting_menu(self.betting, seat, self.game.options.structure)

    def bet_sizes(self) -> dict[int, int]:
        """Sized-bet number (0 smallest, 1 half pot, 2 pot, 3 everything) -> total bet, for the
        bets and raises the seat to act may make now."""
        seat = self.to_act
        if seat is None or self.stage not in BETTING_PHASES:
            return {}
        return {n - MIN_RAISE: size for n, size in menu_sizes(self.betting, seat).items()}

    def is_legal(self, action: Action) -> bool:
        # Only the listed bets: this game offers its sizes as a fixed menu.
        return action in self.legal_actions()

    def _why_illegal(self, action: Action) -> str:
        seat = self.to_act
        stage = self.stage
        if stage in BETTING_PHASES:
            if isinstance(action, TRADE_CLASSES):
                return N_("this is a betting round: check, bet, call, raise or fold")
            return self.betting.why_illegal(action) or N_("not allowed now")
        if not isinstance(action, TRADE_CLASSES):
            return N_("there is no betting now; it is time to trade cards with the widow")
        if isinstance(action, Knock):
            knocker = self.blind_knocker if stage == BLIND else self.open_knocker
            return N_("{seat} has already knocked in this round").format(seat=f"seat {knocker}")
        if stage == BLIND:
            return N_("the widow is face down: exchange, pass or knock")
        knocked = self.open_knocker is not None
        refusal = face_up_refusal(action, seat, self.hands, self.widow, knocked, _FACE_UP_WORDS)
        return refusal or N_("not allowed now")

    def _move(self, seat: int, action: Action, events: list[Event]) -> None:
        if self.stage in BETTING_PHASES:
            self._wager(seat, action, events)
        elif self.stage == BLIND:
            self._blind_move(seat, action, events)
        else:
            self._open_move(seat, action, events)

    def _blind_move(self, seat: int, action: Action, events: list[Event]) -> None:
        self.queue.pop(0)
        if isinstance(action, Exchange):
            old = self.hands[seat]
            self.hands[seat] = self.widow
            self.widow = old
            knew_widow = self.widow_known - {seat}
            self.widow_known = {seat} | self.hand_known[seat]
            self.hand_known[seat] = knew_widow
            self._log(BlindExchanged(seat, tuple(old), tuple(self.hands[seat])), events)
        elif isinstance(action, Knock):
            self.blind_knocker = seat
            # Everyone else has one last turn; the round ends when it comes back to the knocker.
            self.queue = self.order_from(seat)[:-1]
            self._log(Knocked(seat), events)
        else:
            self._log(Passed(seat), events)

    def _open_move(self, seat: int, action: Action, events: list[Event]) -> None:
        self.queue.pop(0)
        if isinstance(action, SwapOne):
            hand = self.hands[seat]
            hand[hand.index(action.give)] = action.take
            self.widow[self.widow.index(action.take)] = action.give
            self.public[seat].discard(action.give)
            self.public[seat].add(action.take)
            self._log(Swapped(seat, action.give, action.take), events)
        elif isinstance(action, SwapAll):
            old = self.hands[seat]
            self.hands[seat] = self.widow
            self.widow = old
            self.public[seat] = set(self.hands[seat])
            self._log(SwappedAll(seat, tuple(old), tuple(self.hands[seat])), events)
        elif isinstance(action, Knock):
            self.open_knocker = seat
            self.queue = self.order_from(seat)[:-1]
            self._log(Knocked(seat), events)
        else:
            self._log(Passed(seat), events)
        if self.open_knocker is None:
            self.queue = self.order_from(seat)[:1]

    # --- what a seat may know --------------------------------------------------------------------

    def _widow_visible(self, viewer: int | None) -> bool:
        return viewer is None or self.stage in (OPEN, BET_THREE) or viewer in self.widow_known

    def _shown(self, seat: int) -> bool:
        """Whether ``seat``'s hand was shown at this hand's showdown (a folded hand never is)."""
        return self.shown and not self.betting.folded[seat]

    def _hand_for(self, seat: int, viewer: int | None) -> list[str]:
        hand = self.hands[seat]
        if viewer is None or viewer == seat or self._shown(seat) or viewer in self.hand_known[seat]:
            return [CARD_TEXT[c] for c in hand]
        known = sorted(self.public[seat])
        return [CARD_TEXT[c] for c in known] + [HIDDEN] * (len(hand) - len(known))

    def _view(self, viewer: int | None) -> dict[str, Any]:
        """The view of ``viewer`` (``None``: everything): its own hand, the cards it has seen and
        the money.

        >>> from widow.games import load_game
        >>> v = load_game("whisky-poker", players=2, scoring="betting").new_state(seed=2).view(0)
        >>> v["seats"][1]["hand"], v["widow"]["cards"]
        (['??', '??', '??', '??', '??'], ['??', '??', '??', '??', '??'])
        """
        full = viewer is None
        money = self.betting
        seats = []
        for s in range(self.n):
            if not self.in_hand[s]:
                status = "out"
            elif money.folded[s]:
                status = "folded"
            elif money.stacks[s] == 0 and self.stage != OVER:
                status = "all-in"
            else:
                status = "in"
            seats.append(
                {
                    "seat": s,
                    "status": status,
                    "chips": money.stacks[s],
                    "bet": money.bets[s],
                    "in_pot": money.committed[s],
                    "hand": self._hand_for(s, viewer) if self.in_hand[s] else [],
                }
            )
        widow_up = self.stage in (OPEN, BET_THREE)
        visible = self._widow_visible(viewer)
        seat_to_act = self.to_act
        view: dict[str, Any] = {
            "game": self.game.name,
            "seat": viewer,
            "players": self.n,
            "options": self.game.option_values(),
            "scoring": "betting",
            "deal": self.hand_no,
            "deals": self.game.options.deals_for(self.game.players),
            "dealer": self.dealer,
            "direction": DIRECTION_NAMES[CLOCKWISE],
            "phase": self.stage,
            "to_act": seat_to_act,
            "over": self.is_over,
            "knocker": self.blind_knocker if self.stage in (BLIND, BET_TWO) else self.open_knocker,
            "hand": [CARD_TEXT[c] for c in self.hands[viewer]] if viewer is not None else None,
            "widow": {
                "face_up": widow_up,
                "cards": [CARD_TEXT[c] if visible else HIDDEN for c in self.widow],
            },
            "seats": seats,
            "pot": money.total() if not self.is_over else 0,
            "to_call": money.call_amount(seat_to_act)
            if seat_to_act is not None and self.stage in BETTING_PHASES
            else 0,
            "events": [e.to_dict() if full else e.for_seat(viewer) for e in self.events],
            "result": list(self.last_result),
            "legal_actions": [str(a) for a in self.legal_actions()]
            if full or viewer == seat_to_act
            else [],
        }
        if full:
            view["stock"] = [CARD_TEXT[c] for c in self.stock]
        return view

    # --- the table description -------------------------------------------------------------------

    @property
    def direction_name(self) -> str:
        return DIRECTION_NAMES[CLOCKWISE]

    def _phase_label(self) -> str:
        return PHASE_LABELS[self.stage]

    def _table_seats(self, viewer: int | None) -> list[dict[str, Any]]:
        money = self.betting
        rows = []
        for s in range(self.n):
            roles = ["dealer"] if s == self.dealer else []
            if s in (self.blind_knocker, self.open_knocker):
                roles.append("knocker")
            status = seat_status(money, self.in_hand, s, over=self.is_over)
            counters = [counter("chips", money.stacks[s]), counter("bet", money.bets[s])]
            rows.append(seat_row(s, status=status, roles=roles, counters=counters))
        return rows

    def _table_zones(self, viewer: int | None) -> list[dict[str, Any]]:
        zones = []
        for s in range(self.n):
            if not self.in_hand[s]:
                continue
            zones.append(hand_zone(s, viewer, self._hand_for(s, viewer), selectable=s == viewer))
        face_up = self.stage in (OPEN, BET_THREE)
        visible = self._widow_visible(viewer)
        widow: list[Card | str] = [c if visible else HIDDEN for c in self.widow]
        label = "widow (face up)" if face_up else "widow (face down)"
        zones.append(zone("widow", label, widow, kind="widow", selectable=face_up))
        stock: list[Card | str] = list(self.stock) if viewer is None else []
        zones.append(
            zone("stock", "stock", stock, kind="stock", count=len(self.stock), layout="stack")
        )
        return zones

    def _table_counters(self, viewer: int | None) -> list[dict[str, Any]]:
        seat = self.to_act
        to_call = (
            self.betting.call_amount(seat)
            if seat is not None and self.stage in BETTING_PHASES
            else 0
        )
        return [
            counter("deal", self.hand_no),
            counter("pot", self.betting.total() if not self.is_over else 0),
            counter("to_call", to_call, N_("to call")),
        ]

    def recent_events(self) -> list[Event]:
        return list(self.log_events)

    def _table_log(self, viewer: int | None) -> list[LogEntry]:
        from widow.games.whisky_poker.betting_log import said

        return self._log_entries(
            self.log_events,
            lambda e: said(e.to_dict() if viewer is None else e.for_seat(viewer)),
            size=LOG_WINDOW,
        )

    def _table_result(self, viewer: int | None) -> dict[str, Any] | None:
        if not self.last_result and not self.is_over:
            return None
        from widow.engine.table import result_block

        # The result is the last deal's: once the next deal is dealt (in the same action that
        # ended the last), the deal counter has already moved on.
        ended = self.hand_no if self.stage == OVER else self.hand_no - 1
        lines = [f"deal {ended}", *self.last_result]
        if self.is_over:
            lines += [
                f"seat {e['seat']}: placing {e['placing']}, money {e['money']:+d}"
                for e in self.outcome()["seats"]
            ]
        return result_block(lines, over=self.is_over)

    # --- results ---------------------------------------------------------------------------------

    def outcome(self) -> dict[str, Any]:
        """Chips behind, money won or lost against the buy-in (times ``chip_value``) and placing.

        >>> from widow.games import load_game
        >>> game = load_game("whisky-poker", players=2, scoring="betting")
        >>> game.new_state(seed=3).outcome()["pool"]
        2
        """
        stacks = self.chips if self.is_over else self.betting.stacks
        placings = [1 + sum(1 for o in stacks if o > mine) for mine in stacks]
        value = self.game.options.chip_value
        seats = [
            {
                "seat": s,
                "chips": stacks[s],
                "money": (stacks[s] - self.buy_ins[s]) * value,
                "placing": placings[s],
            }
            for s in range(self.n)
        ]
        return {
            "game": self.game.name,
            "over": self.is_over,
            "scoring": "betting",
            "pool": 0 if self.is_over else self.betting.total(),
            "deals_played": self.hand_no,
            "seats": seats,
            "winners": [s for s in range(self.n) if placings[s] == 1] if self.is_over else [],
        }

    def zones(self) -> dict[str, list[Card]]:
        zones = {f"hand {s}": list(h) for s, h in enumerate(self.hands)}
        zones["widow"] = list(self.widow)
        zones["stock"] = list(self.stock)
        return zones

    def pack(self) -> Sequence[Card]:
        return PACK

    def copy(self) -> WhiskeyBettingState:
        other = WhiskeyBettingState.__new__(WhiskeyBettingState)
        self._copy_base(other)
        copy_match(self, other)
        other.hands = [list(h) for h in self.hands]
        other.widow = list(self.widow)
        other.stock = list(self.stock)
        other.public = [set(p) for p in self.public]
        other.hand_known = [set(k) for k in self.hand_known]
        other.widow_known = set(self.widow_known)
        other.blind_knocker = self.blind_knocker
        other.open_knocker = self.open_knocker
        other.queue = list(self.queue)
        other.shown = self.shown
        other.stage = self.stage
        return other

    # --- sampling and numbering ------------------------------------------------------------------

    def _redeal_hidden(self, seat: int, rng: random.Random) -> None:
        """What ``seat`` cannot know: the other hands' cards it has not seen (a hand it left in
        the widow it knows; cards taken from the face-up widow everybody knows), the face-down
        widow unless it left its own hand there, and the stock."""
        slots: list[Slot] = []
        for other in range(self.n):
            if other != seat and seat not in self.hand_known[other] and not self._shown(other):
                slots += unknown_slots(self.hands[other], self.public[other])
        if not self._widow_visible(seat):
            slots += all_slots(self.widow)
        slots += all_slots(self.stock)
        moved = redeal(slots, rng)
        self._legal = None

        # Other seats' blind exchanges are recorded in events only they see: relabel them like
        # the cards, so that the sample's log agrees with its hands.
        def relabel(event: Event) -> Event | None:
            if type(event) is BlindExchanged and event.seat != seat:
                gave = tuple(moved.get(c, c) for c in event.gave)
                took = tuple(moved.get(c, c) for c in event.took)
                return BlindExchanged(event.seat, gave, took)
            return None

        self._relabel_events(relabel)

    def action_index(self, action: Action | str) -> int:
        """Fixed numbers for every action but the sized bets (see
        :attr:`WhiskyPoker.num_distinct_actions`); a bet or raise is numbered by its size
        relative to this state: the smallest, half the pot, the pot (after calling) and the
        largest (all-in, with its own number, where that is every chip). A size not on that list
        takes the nearest one's number.

        >>> from widow.games import load_game
        >>> state = load_game("whisky-poker", players=2, scoring="betting").new_state(seed=1)
        >>> [(str(a), state.action_index(a)) for a in state.legal_actions()]
        [('check', 1), ('bet 2', 2660)]
        """
        act = self.game.parser.parse(action) if isinstance(action, str) else action
        space = self.game.action_space()
        if isinstance(act, (Bet, RaiseTo)):
            sizes = self.bet_sizes()
            base = len(space)
            if not sizes:
                return base
            number = min(sizes, key=lambda k: (abs(sizes[k] - act.amount), k))
            return base + number
        return space.index(act)

    def action_from_index(self, index: int) -> Action:
        """The action numbered ``index`` in this state."""
        space = self.game.action_space()
        base = len(space)
        check_action_number(index, self.game.num_distinct_actions)
        if index < base:
            return space.action(index)
        sizes = self.bet_sizes()
        amount = sizes.get(index - base, sizes.get(0, self.game.options.bet))
        seat = self.to_act
        if seat is not None and self.game.options.structure != "limit":
            money = self.betting
            if amount == money.stacks[seat] + money.bets[seat]:
                return ALL_IN
        return Bet(amount) if max(self.betting.bets) == 0 else RaiseTo(amount)


__all__ = ["SIZED", "BlindExchanged", "WhiskeyBettingState"]
