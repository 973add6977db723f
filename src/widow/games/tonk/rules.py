"""Tonk: the state machine (no I/O).

A match is ``hands`` hands; the deal passes to the left after each. A hand: five cards each, the
upcard starts the discard pile, and a dealt count of 50 or 11 or less (a tonk) wins at once. Then
each turn, from the dealer's left: drop (before drawing), or draw from the stock or take the top
discard, spread and hit as wished, and discard. A discard that fits a spread on the table may be
slapped by the others (a secret choice each, shown together); the slapper plays it to a spread
and takes the turn from there. The hand ends when someone empties their hand, drops, or the stock
runs out.

>>> from widow.games import load_game
>>> state = load_game("tonk", players=3).new_state(seed=2)
>>> state.phase, [str(a) for a in state.legal_actions()]
('start', ['draw', 'take', 'drop'])
"""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence
from typing import Any

from widow.cards import Card
from widow.engine.actions import Action
from widow.engine.bot_names import game_bots
from widow.engine.chance import Chance
from widow.engine.core import Game, LogEntry
from widow.engine.draw_events import Discarded, DrewStock, HandsShown, Payment, TookDiscard
from widow.engine.events import Dealt, Event, MatchOver, jsonify
from widow.engine.sampling import Slot, all_slots, unknown_slots
from widow.engine.table import HIDDEN, chip_seat_rows, counter, hand_zone, result_block, zone
from widow.families.banking.state import BankingState
from widow.games.tonk.actions import (
    ACTION_CLASSES,
    DISCARDS,
    DRAW,
    DROP,
    HITS,
    LET_GO,
    SLAP,
    TAKE,
    Discard,
    Hit,
    Slap,
    Spread,
)
from widow.games.tonk.events import (
    Decided,
    Dropped,
    HandDealt,
    HandEnded,
    SlapOpen,
    Slapped,
    Spreaded,
    SpreadHit,
    StockOut,
    Upcard,
)
from widow.games.tonk.log import sentence
from widow.games.tonk.melds import (
    PACK,
    every_spread,
    fits,
    hand_total,
    run_order,
    spread_kind,
    spreads_within,
    unmatched_count,
)
from widow.games.tonk.options import TonkOptions
from widow.games.tonk.text import RULES
from widow.i18n import N_

HAND_SIZE = 5
#: A dealt count that is a tonk: exactly this, or at most :data:`TONK_LOW`.
TONK_FIFTY = 50
TONK_LOW = 11

#: A spread on the table, by its kind, as its zone is labelled.
SPREAD_LABELS = {"run": N_("spread {n} (run, {seat})"), "set": N_("spread {n} (set, {seat})")}

PHASE_LABELS = {
    "start": N_("drop, or draw from the stock or the discard pile"),
    "play": N_("spread, hit, then discard"),
    "slap": N_("slap the discard or let it go (in secret)"),
    "slapped": N_("play the slapped card to a spread"),
    "over": N_("the match is over"),
}


def is_deal_tonk(cards: Sequence[Card]) -> bool:
    """A dealt hand counting exactly 50, or 11 or less.

    >>> from widow.cards import parse_cards
    >>> is_deal_tonk(parse_cards("Kc Qc Jc Tc Td")), is_deal_tonk(parse_cards("Ac 2c 3d 4h Ad"))
    (True, True)
    """
    total = hand_total(cards)
    return total == TONK_FIFTY or total <= TONK_LOW


class Tonk(Game):
    """Tonk for 2 to 4 players with one 52-card pack."""

    name = "tonk"
    title = "Tonk"
    min_players = 2
    max_players = 4
    options_class = TonkOptions
    action_classes = ACTION_CLASSES
    rules_text = RULES
    bots = game_bots("widow.games.tonk.bot:TonkBot", "widow.bots.determinized:TonkSearchBot")
    options: TonkOptions

    def _list_actions(self) -> Sequence[Action]:
        spreads = [Spread(cards) for cards in every_spread()]
        hits = [hit for row in HITS for hit in row]
        return (DRAW, TAKE, DROP, SLAP, LET_GO, *DISCARDS, *spreads, *hits)

    def _make_state(self, chance: Chance) -> TonkState:
        return TonkState(self, chance)


class TonkState(BankingState):
    """A match of Tonk. ``chips`` are each seat's money; nothing lies in the middle."""

    game: Tonk

    def __init__(self, game: Game, chance: Chance) -> None:
        super().__init__(game, chance)
        n = game.players
        self.chips = [game.options.chips] * n
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        #: Cards of each hand that everyone knows (taken from the discard pile).
        self.known: list[list[Card]] = [[] for _ in range(n)]
        self.stock: list[Card] = []
        self.discards: list[Card] = []
        self.spread_cards: list[list[Card]] = []
        self.spread_owner: list[int] = []
        self.spread_kind: list[str] = []
        self.locked = [False] * n
        self.step = "start"
        self.turn = 0
        self.taken: Card | None = None
        self.slap_card: Card | None = None
        self.slap_queue: list[int] = []
        self.slap_asked: list[int] = []
        self.slap_choice: list[bool | None] = [None] * n
        self.dealer = n - 1
        self.hand_no = 0
        self.last_showdown: dict[str, Any] | None = None
        self._legal: list[Action] | None = None
        self._start_hand([])

    # --- protocol -----------------------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        if self.over:
            return None
        return self.slap_queue[0] if self.step == "slap" else self.turn

    @property
    def phase(self) -> str:
        return "over" if self.over else self.step

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = self._list_legal()
        return list(self._legal)

    def _list_legal(self) -> list[Action]:
        if self.over:
            return []
        step, seat = self.step, self.turn
        if step == "slap":
            return [SLAP, LET_GO]
        if step == "start":
            return [DRAW, TAKE, DROP] if self.discards else [DRAW, DROP]
        hand = self.hands[seat]
        if step == "slapped":
            card = self.slap_card
            assert card is not None  # set whenever a slap was won
            return [HITS[card][i] for i in self._spreads_taking(card)]
        out: list[Action] = []
        if not (self.game.options.hit_lock and self.locked[seat]):
            out += [Spread(cards) for cards in spreads_within(hand)]
            for card in sorted(hand):
                out += [HITS[card][i] for i in self._spreads_taking(card)]
        keep = self.taken if not self.game.options.discard_taken and len(hand) > 1 else None
        out += [DISCARDS[c] for c in sorted(hand) if c != keep]
        return out

    def _spreads_taking(self, card: Card) -> list[int]:
        """The spreads (by index) that ``card`` extends."""
        return [
            i for i, cards in enumerate(self.spread_cards) if fits(cards, self.spread_kind[i], card)
        ]

    def is_legal(self, action: Action) -> bool:
        return action in self.legal_actions()

    def _why_illegal(self, action: Action) -> str:
        step, seat = self.step, self.to_act
        if step == "slap":
            return N_("the discard can only be slapped or let go now")
        if step == "start":
            if action == TAKE:
                return N_("the discard pile is empty")
            return N_("draw from the stock or the discard pile first (or drop)")
        if step == "slapped":
            return N_("the slapped card must be played to a spread first")
        assert seat is not None  # the match is on
        hand = self.hands[seat]
        if isinstance(action, (Spread, Hit)) and self.game.options.hit_lock and self.locked[seat]:
            return N_("a spread of yours was hit: no spreading or hitting this turn")
        if isinstance(action, Discard):
            if action.card not in hand:
                return N_("{card} is not in your hand").format(card=action.card)
            return N_("the card taken from the discard pile cannot go straight back")
        if isinstance(action, Spread):
            missing = [str(c) for c in action.cards if c not in hand]
            if missing:
                return N_("{cards} not in your hand").format(cards=" ".join(missing))
            return N_("those cards are neither a set nor a run")
        if isinstance(action, Hit):
            if action.card not in hand:
                return N_("{card} is not in your hand").format(card=action.card)
            if action.spread > len(self.spread_cards):
                return N_("there is no spread {n} on the table").format(n=action.spread)
            return N_("{card} does not fit spread {n}").format(card=action.card, n=action.spread)
        return N_("you have drawn already: spread, hit or discard")

    def _apply(self, action: Action) -> list[Event]:
        self._legal = None
        events: list[Event] = []
        if self.step == "slap":
            self._decide(action, events)
            return events
        seat = self.turn
        hand = self.hands[seat]
        if action == DRAW:
            card = self.stock.pop(0)
            hand.append(card)
            self.taken = None
            self.step = "play"
            self._log(events, DrewStock(seat, card))
        elif action == TAKE:
            card = self.discards.pop()
            hand.append(card)
            self.known[seat].append(card)
            self.taken = card
            self.step = "play"
            self._log(events, TookDiscard(seat, card))
        elif action == DROP:
            self._log(events, Dropped(seat))
            self._drop(seat, events)
        elif isinstance(action, Spread):
            self._remove(seat, action.cards)
            self.spread_cards.append(run_order(action.cards))
            self.spread_owner.append(seat)
            self.spread_kind.append(spread_kind(action.cards) or "")
            self._log(events, Spreaded(seat, len(self.spread_cards), action.cards))
            if not self.hands[seat]:
                self._tonk_out(seat, events)
        elif isinstance(action, Hit):
            self._hit(seat, action, events)
        elif isinstance(action, Discard):
            self._remove(seat, (action.card,))
            self.discards.append(action.card)
            self.locked[seat] = False
            self._log(events, Discarded(seat, action.card))
            if not self.hands[seat]:
                self._win(seat, N_("runs out"), 1, events)
            else:
                self._open_slaps(seat, action.card, events)
        return events

    def _remove(self, seat: int, cards: Sequence[Card]) -> None:
        gone = set(cards)
        self.hands[seat] = [c for c in self.hands[seat] if c not in gone]
        self.known[seat] = [c for c in self.known[seat] if c not in gone]
        if self.taken in gone:
            self.taken = None

    def _hit(self, seat: int, action: Hit, events: list[Event]) -> None:
        index = action.spread - 1
        self._remove(seat, (action.card,))
        self.spread_cards[index] = run_order([*self.spread_cards[index], action.card])
        owner = self.spread_owner[index]
        if owner != seat and self.game.options.hit_lock:
            self.locked[owner] = True
        self._log(events, SpreadHit(seat, action.card, action.spread, owner))
        if self.step == "slapped":
            self.step = "play"
            self.slap_card = None
        if not self.hands[seat]:
            self._tonk_out(seat, events)

    # --- slaps ---------------------------------------------------------------------------------

    def _open_slaps(self, discarder: int, card: Card, events: list[Event]) -> None:
        opts = self.game.options
        n = self.game.players
        seats: list[int] = []
        if opts.slaps and self._spreads_taking(card):
            seats = [
                s
                for s in ((discarder + k) % n for k in range(1, n))
                if not (opts.hit_lock and self.locked[s])
            ]
        if not seats:
            self._next_turn((discarder + 1) % n, events)
            return
        self.step = "slap"
        self.slap_card = card
        self.slap_queue = list(seats)
        self.slap_asked = list(seats)
        self.slap_choice = [None] * n
        self.turn = discarder
        self._log(events, SlapOpen(None, card, tuple(seats)))

    def _decide(self, action: Action, events: list[Event]) -> None:
        seat = self.slap_queue.pop(0)
        self.slap_choice[seat] = isinstance(action, Slap)
        self._log(events, Decided(seat))
        if self.slap_queue:
            return
        card = self.slap_card
        assert card is not None  # a slap window is open
        slappers = [s for s in self.slap_asked if self.slap_choice[s]]
        self.slap_choice = [None] * self.game.players
        self.slap_asked = []
        if not slappers:
            self._log(events, Slapped(None, card, ()))
            self.slap_card = None
            self._next_turn((self.turn + 1) % self.game.players, events)
            return
        winner = slappers[0] if self.game.options.slap_ties == "first" else slappers[-1]
        self._log(events, Slapped(winner, card, tuple(slappers)))
        self.discards.pop()
        self.hands[winner].append(card)
        self.known[winner].append(card)
        self.turn = winner
        self.taken = None
        self.step = "slapped"

    # --- turns and the end of a hand --------------------------------------------------------

    def _next_turn(self, seat: int, events: list[Event]) -> None:
        self.turn = seat
        self.taken = None
        if not self.stock:
            self._log(events, StockOut(None))
            self._stock_out(events)
            return
        self.step = "start"

    def _count(self, cards: Sequence[Card]) -> int:
        """A shown hand's count, as the option ``count_held`` has it."""
        if self.game.options.count_held == "all":
            return hand_total(cards)
        return unmatched_count(cards)

    def _counts(self) -> list[int]:
        return [self._count(h) for h in self.hands]

    def _show_hands(self, seats: Sequence[int], counts: Sequence[int], events: list[Event]) -> None:
        shown = tuple((s, tuple(self.hands[s]), counts[s]) for s in seats)
        self._log(events, HandsShown(None, shown))

    def _order_from(self, seat: int) -> list[int]:
        n = self.game.players
        return [(seat + k) % n for k in range(n)]

    def _drop(self, dropper: int, events: list[Event]) -> None:
        counts = self._counts()
        order = self._order_from(dropper)
        self._show_hands(order, counts, events)
        stake = self.game.options.stake
        others = order[1:]
        catchers = [s for s in others if counts[s] <= counts[dropper]]
        if not catchers:
            self._win(dropper, N_("drops and wins"), 1, events)
            return
        for seat in catchers:
            self._pay(dropper, seat, stake, N_("caught dropping"), events)
        if self.game.options.caught_pays == "text":
            lowest = min(counts[s] for s in others)
            best = [s for s in others if counts[s] == lowest]
            for payer in order:
                if payer not in best:
                    for seat in best:
                        self._pay(payer, seat, stake, N_("lowest count"), events)
        caught = N_("{seat} drops and is caught").format(seat=f"seat {dropper}")
        self._end_hand(None, caught, events)

    def _stock_out(self, events: list[Event]) -> None:
        counts = self._counts()
        order = self._order_from((self.dealer + 1) % self.game.players)
        self._show_hands(order, counts, events)
        lowest = min(counts)
        best = [s for s in order if counts[s] == lowest]
        if len(best) > 1:
            self._end_hand(None, N_("the stock ran out; the lowest counts tie: a draw"), events)
            return
        self._win(best[0], N_("has the lowest count when the stock runs out"), 1, events)

    def _tonk_out(self, seat: int, events: list[Event]) -> None:
        self._win(seat, N_("tonks out"), 2, events)

    def _win(self, winner: int, how: str, stakes: int, events: list[Event]) -> None:
        amount = stakes * self.game.options.stake
        for seat in self._order_from(winner)[1:]:
            self._pay(seat, winner, amount, how, events)
        self._end_hand(winner, how, events)

    def _pay(self, payer: int, payee: int, amount: int, why: str, events: list[Event]) -> None:
        self.chips[payer] -= amount
        self.chips[payee] += amount
        self._log(events, Payment(payer, payee, amount, why))

    def _end_hand(self, winner: int | None, how: str, events: list[Event]) -> None:
        self._log(events, HandEnded(winner, how))
        self.last_showdown = {
            "hand": self.hand_no,
            "winner": winner,
            "how": how,
            "events": [e.to_dict() for e in self.events if e.type in ("hands-shown", "payment")],
        }
        if self.hand_no >= self.game.options.hands:
            self.over = True
            self.step = "over"
            self._log(events, MatchOver(None, tuple(self._placings(self.chips))))
            return
        # A new hand: its log starts afresh (the last result stays in the view).
        self.events = []
        self.dealer = (self.dealer + 1) % self.game.players
        self._start_hand(events)

    def _start_hand(self, events: list[Event]) -> None:
        n = self.game.players
        self.hand_no += 1
        self.hands = [[] for _ in range(n)]
        self.known = [[] for _ in range(n)]
        self.spread_cards, self.spread_owner, self.spread_kind = [], [], []
        self.locked = [False] * n
        self.taken = self.slap_card = None
        deck = self.chance.shuffle("deal", PACK, at=len(self._history))
        order = self._order_from((self.dealer + 1) % n)
        new: list[Event] = [Dealt(self.dealer, self.hand_no, tuple(order))]
        for k in range(HAND_SIZE * n):
            self.hands[order[k % n]].append(deck[k])
        new += [HandDealt(s, tuple(self.hands[s])) for s in order]
        self.discards = [deck[HAND_SIZE * n]]
        self.stock = deck[HAND_SIZE * n + 1 :]
        new.append(Upcard(None, self.discards[0]))
        for event in new:
            self._log(events, event)
        self.turn = order[0]
        self.step = "start"
        if self.game.options.deal_tonk:
            tonks = [s for s in order if is_deal_tonk(self.hands[s])]
            if tonks:
                self._deal_tonk(tonks, events)

    def _deal_tonk(self, tonks: list[int], events: list[Event]) -> None:
        totals = [hand_total(h) for h in self.hands]
        self._show_hands(tonks, totals, events)
        if len(tonks) > 1:
            self._end_hand(None, N_("several tonks on the deal: a draw"), events)
            return
        self._win(tonks[0], N_("has a tonk on the deal"), 2, events)

    # --- sampling -----------------------------------------------------------------------------

    def _redeal_hidden(self, seat: int, rng: random.Random) -> None:
        """The other hands (but for cards taken from the discard pile, which everyone saw go in)
        and the stock are unknown to ``seat``; so are the others' slap choices not yet shown."""
        from widow.engine.sampling import redeal

        slots: list[Slot] = []
        for other in range(self.game.players):
            if other != seat:
                slots += unknown_slots(self.hands[other], self.known[other])
        slots += all_slots(self.stock)
        moved = redeal(slots, rng)
        for other in range(self.game.players):
            if other != seat and self.slap_choice[other] is not None:
                self.slap_choice[other] = rng.random() < 0.5
        for i, event in enumerate(self.events):
            if event.seat == seat:
                continue
            if type(event) is HandDealt:
                self.events[i] = HandDealt(event.seat, tuple(moved.get(c, c) for c in event.cards))
            elif type(event) is DrewStock:
                self.events[i] = DrewStock(event.seat, moved.get(event.card, event.card))
        self._legal = None

    # --- views --------------------------------------------------------------------------------

    def _shown_hand(self, seat: int, viewer: int | None) -> list[str]:
        hand = self.hands[seat]
        if viewer is None or viewer == seat:
            return jsonify(hand)  # type: ignore[no-any-return]
        known = sorted(self.known[seat])
        return [*jsonify(known), *[HIDDEN] * (len(hand) - len(known))]

    def _seat_row(self, seat: int, viewer: int | None) -> dict[str, Any]:
        choice = self.slap_choice[seat] if viewer is None or viewer == seat else None
        return {
            "seat": seat,
            "chips": self.chips[seat],
            "cards": len(self.hands[seat]),
            "hand": self._shown_hand(seat, viewer),
            "locked": self.locked[seat],
            "dealer": seat == self.dealer,
            "slap": choice,
        }

    def _spreads(self) -> list[dict[str, Any]]:
        return [
            {"number": i + 1, "owner": owner, "kind": kind, "cards": jsonify(cards)}
            for i, (owner, kind, cards) in enumerate(
                zip(self.spread_owner, self.spread_kind, self.spread_cards, strict=True)
            )
        ]

    def _view_body(self, viewer: int | None) -> dict[str, Any]:
        out: dict[str, Any] = {
            "hand_number": self.hand_no,
            "dealer": self.dealer,
            "stake": self.game.options.stake,
            "stock": len(self.stock),
            "discards": jsonify(self.discards),
            "spreads": self._spreads(),
            "taken": None if self.taken is None else str(self.taken),
            "slap": None,
            # A fresh copy: a view shares nothing with the state.
            "last_showdown": copy.deepcopy(self.last_showdown),
        }
        if self.step == "slap" and self.slap_card is not None:
            out["slap"] = {
                "card": str(self.slap_card),
                "discarder": self.turn,
                "asked": list(self.slap_asked),
                "decided": [s for s in self.slap_asked if s not in self.slap_queue],
            }
        if viewer is None:
            out["stock_cards"] = jsonify(self.stock)
        return out

    def _phase_label(self) -> str:
        if self.over:
            return PHASE_LABELS["over"]
        who = self.to_act
        return N_("hand {deal}, {seat}: {phase}").format(
            deal=self.hand_no, seat=f"seat {who}", phase=PHASE_LABELS[self.step]
        )

    def _action_label(self, action: Action) -> str:
        if action == DRAW:
            return N_("Draw from the stock")
        if action == TAKE:
            return N_("Take the top discard")
        if action == DROP:
            return N_("Drop: show your hand")
        if action == SLAP:
            return N_("Slap the discard")
        if action == LET_GO:
            return N_("Let the discard go")
        if isinstance(action, Hit):
            return N_("Hit {card} on spread {n}").format(card=action.card, n=action.spread)
        if isinstance(action, Spread):
            cards = " ".join(str(c) for c in run_order(action.cards))
            return N_("Spread {cards}").format(cards=cards)
        return super()._action_label(action)

    def _table_seats(self, viewer: int | None) -> list[dict[str, Any]]:
        seats = range(self.game.players)
        return chip_seat_rows(
            self.dealer,
            [
                N_("over")
                if self.over
                else N_("hit: no spreads or hits")
                if self.locked[s]
                else N_("in")
                for s in seats
            ],
            self.chips,
            [counter("cards", len(self.hands[s]), N_("cards held")) for s in seats],
        )

    def _table_zones(self, viewer: int | None) -> list[dict[str, Any]]:
        hands = [
            hand_zone(s, viewer, self._shown_hand(s, viewer), selectable=s == viewer)
            for s in range(self.game.players)
        ]
        spreads = [
            zone(
                f"spread-{i + 1}",
                SPREAD_LABELS.get(kind, "spread {n} (" + kind + ", {seat})").format(
                    n=i + 1, seat=f"seat {owner}"
                ),
                cards,
                owner=owner,
                kind="board",
            )
            for i, (owner, kind, cards) in enumerate(
                zip(self.spread_owner, self.spread_kind, self.spread_cards, strict=True)
            )
        ]
        piles = [
            zone("stock", N_("stock"), [], kind="stock", count=len(self.stock), layout="stack"),
            zone("discard", N_("discard pile"), self.discards, kind="discard", layout="stack"),
        ]
        return [*hands, *spreads, *piles]

    def _table_counters(self, viewer: int | None) -> list[dict[str, Any]]:
        out = [
            counter("hand", self.hand_no, N_("hand")),
            counter("hands", self.game.options.hands, N_("hands in the match")),
            counter("stake", self.game.options.stake, N_("stake")),
        ]
        if viewer is not None:
            out.append(counter("count", self._count(self.hands[viewer]), N_("your count")))
        return out

    def _table_log(self, viewer: int | None) -> list[LogEntry]:
        return self._log_entries(
            self.events, lambda e: sentence(e.to_dict() if viewer is None else e.for_seat(viewer))
        )

    def _table_result(self, viewer: int | None) -> dict[str, Any] | None:
        if self.last_showdown is None:
            return None
        last = self.last_showdown
        if last["winner"] is None:
            lines = [N_("hand {deal}: {how}").format(deal=last["hand"], how=last["how"])]
        else:
            lines = [
                N_("hand {deal}: {seat} {how}").format(
                    deal=last["hand"], seat=f"seat {last['winner']}", how=last["how"]
                )
            ]
        lines += [sentence(e) for e in last["events"]]
        if self.over:
            lines += [
                N_("{seat}: placing {placing}, {score}").format(
                    seat=f"seat {s['seat']}",
                    placing=s["placing"],
                    score=N_("money {money}").format(money=format(s["money"], "+d")),
                )
                for s in self.outcome()["seats"]
            ]
        return result_block(lines, over=self.over)

    def zones(self) -> dict[str, list[Card]]:
        out = {f"hand-{s}": list(h) for s, h in enumerate(self.hands)}
        out.update({f"spread-{i + 1}": list(c) for i, c in enumerate(self.spread_cards)})
        out["stock"] = list(self.stock)
        out["discards"] = list(self.discards)
        return out

    def pack(self) -> Sequence[Card]:
        return PACK

    def outcome(self) -> dict[str, Any]:
        """Chips and money per seat; the most chips place first (nothing lies in the middle).

        >>> from widow.games import load_game
        >>> load_game("tonk", players=2).new_state(seed=1).outcome()["pool"]
        0
        """
        return self._chips_outcome(self.hand_no)
