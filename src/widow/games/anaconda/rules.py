"""Anaconda: the state machine (no I/O).

A match is a series of hands (option ``hands``); the deal moves one seat to the left after each
hand and players who lose every chip leave. A hand: everyone antes and is dealt seven cards face
down; a betting round; everyone still in passes three cards to the next player to the left; a
betting round; three more cards go to the second player to the right; a betting round; everyone
declares high or low in secret (revealed together); everyone keeps five cards, four face up and
one face down, discarding three; a last betting round; the showdown splits the pot between the
best high hand among those who declared high and the best low hand among those who declared low.
Chips that do not divide stay in the pot for the next hand.

Every secret choice (the three cards to pass, the declaration, the final hand) is taken one seat
at a time from the dealer's left; each shows only in its own seat's view until all are made.

>>> from widow.games import load_game
>>> state = load_game("anaconda", players=3, hands=1).new_state(seed=4)
>>> state.phase, state.to_act, [str(a) for a in state.legal_actions()]
('bet-1', 1, ['check', 'bet 2'])
>>> for _ in range(3):
...     _ = state.apply("check")
>>> state.phase, len(state.legal_actions())
('pass-1', 35)
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterable, Sequence
from math import comb
from typing import Any, ClassVar

from widow.cards import CARDS, Card
from widow.engine.actions import Action
from widow.engine.betting.card_sets import combination_at, combination_index
from widow.engine.betting.events import HoleDealt, PotWon
from widow.engine.betting.hand_view import hand_view_header
from widow.engine.betting.match import (
    playing_on,
    take_rebuys,
)
from widow.engine.betting.menu import BETTING_NUMBERS
from widow.engine.betting.pots import build_pots, split_amount
from widow.engine.betting.rounds import BETTING_ACTIONS
from widow.engine.betting.table import hand_zones, stock_zone
from widow.engine.bot_names import game_bots
from widow.engine.chance import Chance
from widow.engine.events import CARD_TEXT, HIDDEN, Event, MatchOver, Showdown
from widow.engine.sampling import Slot, unknown_slots
from widow.engine.table import counted
from widow.errors import InvalidActionError
from widow.families.stud_draw.state import StudDrawGame, StudDrawState
from widow.games.anaconda.actions import SIDES, Declare, PassCards, Show
from widow.games.anaconda.events import (
    CardsPassed,
    CardsReceived,
    Carried,
    Committed,
    Declared,
    HandsTurned,
)
from widow.games.anaconda.options import AnacondaOptions
from widow.games.anaconda.table import log_line
from widow.games.anaconda.text import ANACONDA_RULES
from widow.i18n import N_
from widow.ranking import get_system

PACK: tuple[Card, ...] = tuple(CARDS[:52])
DEALT = 7
STEPS = ("bet-1", "pass-1", "bet-2", "pass-2", "bet-3", "declare", "show", "bet-4")
COMMIT_STEPS = frozenset({"pass-1", "pass-2", "declare", "show"})
PHASE_OVER = "over"
PHASE_LABELS = {
    "bet-1": N_("first betting round"),
    "pass-1": N_("choosing three cards to pass to the left"),
    "bet-2": N_("second betting round"),
    "pass-2": N_("choosing three cards to pass to the second player to the right"),
    "bet-3": N_("third betting round"),
    "declare": N_("declaring high or low in secret"),
    "show": N_("choosing the final hand: four up, one down"),
    "bet-4": N_("last betting round"),
    "over": N_("the match is over"),
}
#: The final hand's move as its label shows it ("Show 9c 8d 7h 6s down 2c"), marked for the
#: catalogue (widow.i18n).
SHOW_LABEL = N_("Show {cards} down {card}")
DECLARES = tuple(Declare(side) for side in SIDES)
#: Action numbers: betting 0-6, then declare high and low, every pass, every final hand.
PASS_BASE = BETTING_NUMBERS + len(DECLARES)
PASS_COUNT = comb(52, 3)
SHOW_BASE = PASS_BASE + PASS_COUNT
SHOW_COUNT = comb(52, 4) * 52


class Anaconda(StudDrawGame):
    """Anaconda for 2 to 7 players."""

    name = "anaconda"
    title = "Anaconda"
    min_players = 2
    max_players = 7
    options_class = AnacondaOptions
    action_classes = (
        *BETTING_ACTIONS,
        PassCards,
        Declare,
        Show,
    )
    own_actions: ClassVar[tuple[Action, ...]] = DECLARES
    rules_text = ANACONDA_RULES
    bots = game_bots(
        "widow.games.anaconda.bot:AnacondaHeuristicBot",
        "widow.bots.determinized:AnacondaSearchBot",
    )
    options: AnacondaOptions

    @property
    def num_distinct_actions(self) -> int:
        """Betting 0 to 6, ``declare high`` 7 and ``declare low`` 8, then one number per set of
        three cards to pass, then one per final hand (set of four up-cards, then the down card).

        >>> from widow import load_game
        >>> load_game("anaconda", players=3).num_distinct_actions
        14099809
        """
        return SHOW_BASE + SHOW_COUNT

    def _make_state(self, chance: Chance) -> AnacondaState:
        return AnacondaState(self, chance)


class AnacondaState(StudDrawState):
    """A match of Anaconda."""

    __slots__ = (
        "carry",
        "discards",
        "down",
        "hands",
        "outgoing",
        "queue",
        "revealed",
        "seen",
        "sides",
        "step",
        "stub",
        "up",
    )

    game: Anaconda
    seat_counter: ClassVar[str | None] = "declared"

    def __init__(self, game: Anaconda, chance: Chance) -> None:
        self.carry = 0  # nothing is left over before the first hand
        super().__init__(game, chance)

    def _clear_hand(self) -> None:
        super()._clear_hand()
        n = self.game.players
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.outgoing: list[list[Card]] = [[] for _ in range(n)]
        self.discards: list[list[Card]] = [[] for _ in range(n)]
        self.up: list[list[Card]] = [[] for _ in range(n)]
        self.down: list[list[Card]] = [[] for _ in range(n)]
        self.sides: list[str | None] = [None] * n
        self.seen: list[set[Card]] = [set() for _ in range(n)]
        self.revealed = {"declare": False, "show": False}
        self.stub: list[Card] = []
        self.queue: list[int] = []
        self.step = 0

    # --- seats ----------------------------------------------------------------------------------

    def pass_target(self, seat: int, number: int) -> int:
        """Where ``seat``'s cards go in pass ``number``: the next player still in to the left
        (pass 1), the second player still in to the right (pass 2; with two players left, the
        other one)."""
        live = self.live_order()
        i, k = live.index(seat), len(live)
        if number == 1 or k == 2:
            return live[(i + 1) % k]
        return live[(i - 2) % k]

    # --- the hand -------------------------------------------------------------------------------

    def _start_hand(self, events: list[Event]) -> None:
        order = self._ante_up(events)
        deck = self.chance.shuffle("deal", PACK, at=len(self._history), count=DEALT * len(order))
        deck.reverse()
        for _ in range(DEALT):
            for seat in order:
                self.hands[seat].append(deck.pop())
        self.stub = deck  # set aside: it plays no further part
        for seat in order:
            self.seen[seat].update(self.hands[seat])
            self._log(HoleDealt(seat, tuple(self.hands[seat])), events)
        self.step = 0
        self.betting.start_round(order, unit=self.game.options.bet)
        self._advance(events)

    @property
    def step_name(self) -> str:
        return STEPS[self.step] if self.step < len(STEPS) else PHASE_OVER

    def _advance(self, events: list[Event]) -> None:
        """Move on until someone must act (or the match ends)."""
        money = self.betting
        while True:
            name = self.step_name
            if name in COMMIT_STEPS:
                if self.queue:
                    return
                self._resolve(name, events)
            else:
                if not money.round_over:
                    return
                if self._close_round(events):
                    return
            self.step += 1
            if self.step == len(STEPS):
                self._showdown(events)
                return
            if self.step_name in COMMIT_STEPS:
                self.queue = self.live_order()
            else:
                money.start_round(self.play_order(), unit=self.game.options.bet)

    def _resolve(self, name: str, events: list[Event]) -> None:
        """Carry out the choices every seat has made in secret."""
        live = self.live_order()
        if name.startswith("pass"):
            number = int(name[-1])
            moves = [(s, self.pass_target(s, number)) for s in live]
            for giver, receiver in moves:
                cards = tuple(self.outgoing[giver])
                self.hands[receiver].extend(cards)
                self.seen[receiver].update(cards)
                self._log(CardsPassed(giver, receiver, cards, number), events)
                self._log(CardsReceived(receiver, giver, cards, number), events)
            for giver in live:
                self.outgoing[giver] = []
        elif name == "declare":
            self.revealed["declare"] = True
            self._log(Declared(None, tuple((s, self.sides[s] or "") for s in live)), events)
        else:
            self.revealed["show"] = True
            for s in live:
                self.seen_by_all(self.up[s])
            self._log(HandsTurned(None, tuple((s, tuple(self.up[s])) for s in live)), events)

    def seen_by_all(self, cards: Iterable[Card]) -> None:
        for known in self.seen:
            known.update(cards)

    def _win_uncontested(self, events: list[Event]) -> None:
        money = self.betting
        winner = money.live.index(True)
        total = money.total() + self.carry
        money.stacks[winner] += total
        self._log(PotWon(winner, total, 0, "whole", False), events)
        self.carry = 0
        self.last_result = [f"seat {winner} wins {total} uncontested"]
        self._end_hand(events)

    def final_hand(self, seat: int) -> list[Card]:
        """``seat``'s five cards: the four face up, then the one face down."""
        return [*self.up[seat], *self.down[seat]]

    def _showdown(self, events: list[Event]) -> None:
        money = self.betting
        opts = self.game.options
        order = self.live_order()
        high, low = get_system("high"), get_system(opts.low)
        value = {}
        words = []
        for s in order:
            cards = self.final_hand(s)
            system = high if self.sides[s] == "high" else low
            value[s] = system.evaluate(cards)
            self.shown[s] = True
            self.seen_by_all(cards)
            side = N_("high: {value}") if self.sides[s] == "high" else N_("low: {value}")
            words.append((s, tuple(cards), side.format(value=value[s].describe())))
        self._log(Showdown(None, tuple(words)), events)
        pots = build_pots(money.committed, money.live)
        won = [0] * self.n
        left = 0
        last = self._last_hand_after_this()
        for i, pot in enumerate(pots):
            amount = pot.amount + (self.carry if i == 0 else 0)
            eligible = [s for s in order if s in pot.eligible]
            halves = []
            for side in SIDES:
                contenders = [s for s in eligible if self.sides[s] == side]
                if contenders:
                    best = max(value[s].strength for s in contenders)
                    halves.append([s for s in contenders if value[s].strength == best])
            carry = opts.remainder == "carry" and not last
            if len(halves) == 2:
                half = amount // 2
                if carry:
                    parts = [(halves[0], half), (halves[1], half)]
                    left += amount - 2 * half
                else:  # the odd chip of the halving goes to the high half
                    parts = [(halves[0], amount - half), (halves[1], half)]
            else:
                parts = [(halves[0], amount)]
            for winners, part in parts:
                if carry:
                    # Equal shares; whatever does not divide stays in the pot for the next hand.
                    share = part // len(winners)
                    paid = [(s, share) for s in winners]
                    left += part - share * len(winners)
                else:
                    paid = split_amount(part, winners)
                for seat, chips in paid:
                    if chips:
                        money.stacks[seat] += chips
                        won[seat] += chips
                        self._log(PotWon(seat, chips, i, self.sides[seat] or "whole", True), events)
        self.carry = left
        if left:
            self._log(Carried(None, left), events)
        self.last_result = [
            f"seat {s} wins {won[s]} ({self.sides[s]})" for s in order if won[s]
        ] + ([f"{counted(left, 'chip')} stay{'s' if left == 1 else ''} in the pot"] if left else [])
        self._end_hand(events)

    def _last_hand_after_this(self) -> bool:
        """Whether no hand follows this one (so nothing can be carried)."""
        if self.hand_no >= self.game.options.hands:
            return True
        stacks = self.betting.stacks
        # Whoever wins, at least the seats with chips behind play on; if fewer than two could,
        # the match may end here.
        return len(playing_on(stacks, self.rebought, self.game.options.rebuy)) < 2

    def _end_hand(self, events: list[Event]) -> None:
        self.chips = list(self.betting.stacks)
        self.step = len(STEPS)
        self.queue = []
        alive = playing_on(self.chips, self.rebought, self.game.options.rebuy)
        if self.hand_no >= self.game.options.hands or len(alive) < 2:
            if self.carry:
                # No hand follows: what is left goes to the first player still holding chips
                # from the dealer's left.
                seat = next(s for s in self.play_order() if self.chips[s] > 0)
                self.chips[seat] += self.carry
                self.betting.stacks[seat] += self.carry
                self._log(PotWon(seat, self.carry, 0, "whole", False), events)
                self.carry = 0
                alive = playing_on(self.chips, self.rebought, self.game.options.rebuy)
            placings = [1 + sum(1 for o in self.chips if o > mine) for mine in self.chips]
            self._log(MatchOver(alive[0] if len(alive) == 1 else None, tuple(placings)), events)
            return
        rebuy = self.game.options.rebuy
        take_rebuys(self.chips, self.rebought, self.buy_ins, rebuy, lambda e: self._log(e, events))
        self._start_hand(events)

    # --- the protocol ---------------------------------------------------------------------------

    @property
    def is_over_now(self) -> bool:
        return self.step >= len(STEPS)

    @property
    def to_act(self) -> int | None:
        if self.is_over_now:
            return None
        if self.step_name in COMMIT_STEPS:
            return self.queue[0] if self.queue else None
        return self.betting.to_act

    @property
    def phase(self) -> str:
        return self.step_name

    def _list_legal(self) -> list[Action]:
        seat = self.to_act
        if seat is None:
            return []
        name = self.step_name
        hand = sorted(self.hands[seat])
        if name.startswith("pass"):
            return [PassCards(tuple(c)) for c in itertools.combinations(hand, 3)]
        if name == "declare":
            return list(DECLARES)
        if name == "show":
            return [
                Show(tuple(up), down)
                for up in itertools.combinations(hand, 4)
                for down in hand
                if down not in up
            ]
        return self._bet_menu(seat)

    def _why_not(self, seat: int, action: Action) -> str | None:
        name = self.step_name
        hand = self.hands[seat]
        if name.startswith("pass"):
            if not isinstance(action, PassCards):
                return N_("choose three cards to pass: pass C C C")
            missing = [CARD_TEXT[c] for c in action.cards if c not in hand]
            return (
                N_("{cards} not in your hand").format(cards=" ".join(missing)) if missing else None
            )
        if name == "declare":
            return None if isinstance(action, Declare) else N_("declare high or declare low")
        if name == "show":
            if not isinstance(action, Show):
                return N_("choose your final hand: show C C C C down C")
            missing = [CARD_TEXT[c] for c in (*action.up, action.down) if c not in hand]
            return (
                N_("{cards} not in your hand").format(cards=" ".join(missing)) if missing else None
            )
        if isinstance(action, (PassCards, Declare, Show)):
            return N_("it is the betting ({phase})").format(phase=PHASE_LABELS[name])
        return self.betting.why_illegal(action)

    def _move(self, seat: int, action: Action, events: list[Event]) -> None:
        if isinstance(action, PassCards):
            self._commit(seat, "pass", events)
            self.outgoing[seat] = list(action.cards)
            self.hands[seat] = [c for c in self.hands[seat] if c not in action.cards]
        elif isinstance(action, Declare):
            self._commit(seat, "declare", events)
            self.sides[seat] = action.side
        elif isinstance(action, Show):
            self._commit(seat, "show", events)
            chosen = {*action.up, action.down}
            self.discards[seat] = [c for c in self.hands[seat] if c not in chosen]
            self.up[seat] = list(action.up)
            self.down[seat] = [action.down]
            self.hands[seat] = []
        else:
            self._wager(seat, action, events)

    def _commit(self, seat: int, what: str, events: list[Event]) -> None:
        self.queue.pop(0)
        self._log(Committed(seat, what), events)

    # --- views ----------------------------------------------------------------------------------

    def _hand_for(self, seat: int, viewer: int | None) -> list[str]:
        """``seat``'s cards as ``viewer`` may know them: the final hand's up-cards once turned,
        everything once shown at the showdown, and the owner's own cards always."""
        mine = viewer is None or viewer == seat
        if self.up[seat]:
            up = [
                CARD_TEXT[c] if (mine or self.revealed["show"]) else HIDDEN for c in self.up[seat]
            ]
            down = [CARD_TEXT[c] if (mine or self.shown[seat]) else HIDDEN for c in self.down[seat]]
            return up + down
        cards = [*self.hands[seat], *self.outgoing[seat]]
        if self.betting.folded[seat] and not mine:
            return []
        return [CARD_TEXT[c] if mine else HIDDEN for c in cards]

    def _seat_rows(self, viewer: int | None) -> list[dict[str, Any]]:
        money = self.betting
        rows = []
        for s in range(self.n):
            mine = viewer is None or viewer == s
            side = self.sides[s]
            rows.append(
                {
                    **self._stake_row(s),
                    "roles": ["dealer"] if s == self.dealer else [],
                    "hand": self._hand_for(s, viewer),
                    "passing": [CARD_TEXT[c] if mine else HIDDEN for c in self.outgoing[s]],
                    "discards": [CARD_TEXT[c] if mine else HIDDEN for c in self.discards[s]],
                    "declared": side
                    if side is not None and (mine or self.revealed["declare"])
                    else (HIDDEN if side is not None else None),
                    "committed": s not in self.queue
                    and self.step_name in COMMIT_STEPS
                    and money.live[s],
                }
            )
        return rows

    def _view(self, viewer: int | None) -> dict[str, Any]:
        """The game's own view fields (``None``: everything).

        >>> from widow.games import load_game
        >>> v = load_game("anaconda", players=3).new_state(seed=2).view(0)
        >>> v["seats"][1]["hand"], len(v["seats"][0]["hand"])
        (['??', '??', '??', '??', '??', '??', '??'], 7)
        """
        full = viewer is None
        over = self.is_over_now
        out: dict[str, Any] = {
            **hand_view_header(self, hands=self.game.options.hands, over=over),
            "pot": 0 if over else self.betting.total() + self.carry,
            "carried": self.carry,
            "to_call": self._to_call(),
            **self._view_record(viewer),
        }
        if full:
            out["stub"] = [CARD_TEXT[c] for c in self.stub]
        return out

    def _betting_now(self) -> bool:
        return self.step_name not in COMMIT_STEPS

    def _phase_label(self) -> str:
        return PHASE_LABELS[self.step_name]

    def _table_zones(self, viewer: int | None) -> list[dict[str, Any]]:
        from widow.engine.table import zone

        choosing = self.step_name in ("pass-1", "pass-2", "show")
        rows = self._seat_rows(viewer)
        for row in rows:
            passing = len(row["passing"])
            if passing and not self.up[row["seat"]] and row["hand"]:
                # A view's hand still holds the cards set aside to pass; the table shows them
                # once, in their own zone.
                row["hand"] = row["hand"][:-passing]
        zones = []
        for row, hand in zip(rows, hand_zones(rows, viewer, self._choosing(choosing)), strict=True):
            zones.append(hand)
            if row["passing"]:
                s = row["seat"]
                zones.append(zone(f"passing-{s}", "to pass", row["passing"], owner=s, kind="pile"))
        if viewer is None:  # the full view shows every card, the discards face up
            pile = [CARD_TEXT[c] for cards in self.discards for c in cards]
        else:
            pile = [HIDDEN] * sum(len(d) for d in self.discards)
        zones.append(zone("discards", "discards", pile, kind="discard", layout="stack"))
        zones.append(stock_zone("stub", len(self.stub)))
        return zones

    def _choosing(self, choosing: bool) -> Callable[[int], bool]:
        return lambda seat: choosing and self.to_act == seat

    def _table_counters(self, viewer: int | None) -> list[dict[str, Any]]:
        from widow.engine.table import counter

        return [
            *self._hand_counters(),
            counter("carried", self.carry, N_("carried from the last hand")),
            counter("to_call", self._to_call(), "to call"),
        ]

    _log_line = staticmethod(log_line)

    def _pot(self) -> int:
        # What did not divide last hand waits in the middle with this hand's bets.
        return self.betting.total() + self.carry

    def zones(self) -> dict[str, list[Card]]:
        zones: dict[str, list[Card]] = {}
        for s in range(self.n):
            zones[f"hand-{s}"] = [*self.hands[s], *self.up[s], *self.down[s]]
            zones[f"passing-{s}"] = list(self.outgoing[s])
            zones[f"discards-{s}"] = list(self.discards[s])
        zones["stub"] = list(self.stub)
        return zones

    def pack(self) -> Sequence[Card]:
        return PACK

    def _copy_hand(self, other: AnacondaState) -> None:
        other.carry = self.carry
        other.hands = [list(h) for h in self.hands]
        other.outgoing = [list(h) for h in self.outgoing]
        other.discards = [list(h) for h in self.discards]
        other.up = [list(h) for h in self.up]
        other.down = [list(h) for h in self.down]
        other.sides = list(self.sides)
        other.seen = [set(k) for k in self.seen]
        other.revealed = dict(self.revealed)
        other.stub = list(self.stub)
        other.queue = list(self.queue)
        other.step = self.step

    # --- sampling and numbering ---------------------------------------------------------------

    def _redeal_hidden(self, seat: int, rng: random.Random) -> None:
        """Redeal the cards ``seat`` has never seen this hand among the places they lie in (the
        other hands, cards set aside to pass, the final down cards and up-cards not yet turned,
        the discards and the stub). Cards it has seen stay where they are, and so does every
        secret choice of the others (a declaration not yet revealed is redrawn at random)."""
        from widow.engine.sampling import redeal

        self._redraw_second_pass(seat, rng)
        known = self.seen[seat]
        slots: list[Slot] = []
        for other in range(self.n):
            if other == seat:
                continue
            for place in (
                self.hands[other],
                self.outgoing[other],
                self.discards[other],
                self.up[other],
                self.down[other],
            ):
                slots += unknown_slots(place, known)
        slots += unknown_slots(self.stub, known)
        moved = redeal(slots, rng)
        self._shuffle_within_hands(seat, rng)
        if not self.revealed["declare"]:
            for other in range(self.n):
                if other != seat and self.sides[other] is not None:
                    self.sides[other] = rng.choice(SIDES)
        self._legal = None

        def relabel(event: Event) -> Event | None:
            if isinstance(event, HoleDealt):
                return HoleDealt(event.seat, tuple(moved.get(c, c) for c in event.cards))
            if isinstance(event, CardsPassed):
                cards = tuple(moved.get(c, c) for c in event.cards)
                return CardsPassed(event.seat, event.to, cards, event.number)
            if isinstance(event, CardsReceived):
                cards = tuple(moved.get(c, c) for c in event.cards)
                return CardsReceived(event.seat, event.giver, cards, event.number)
            return None

        self._relabel_events(relabel)
        for other in range(self.n):
            if other != seat:
                self.seen[other] = {moved.get(c, c) for c in self.seen[other]}

    def _redraw_second_pass(self, seat: int, rng: random.Random) -> None:
        """Choose again which cards the player ``seat`` passed to first gave away in the second
        pass, when ``seat`` did not see that pass.

        ``seat`` knows that the cards it passed went to its left, not whether that player kept
        them or passed them on: the second pass is drawn again from the cards that player held
        when it chose (any shown since stay where they are), and both records of that pass
        follow, so that a sample never tells who holds the cards ``seat`` passed.
        """
        passes = [e for e in self.events if isinstance(e, CardsPassed)]
        left = next((e.to for e in passes if e.seat == seat and e.number == 1), None)
        second = next((e for e in passes if e.seat == left and e.number == 2), None)
        if left is None or second is None or second.to == seat:
            return  # no second pass from there, or ``seat`` received it and saw it
        giver, taker, given = left, second.to, set(second.cards)
        received = {c for e in passes if e.to == giver and e.number == 2 for c in e.cards}
        held = {c for place in self._places(giver) for c in place} - received
        public = self._public_cards()
        forced = given & public  # shown since at the taker's: they were passed
        pool = sorted((held | given) - public)
        chosen = set(rng.sample(pool, len(given) - len(forced))) | forced
        back, away = sorted(given - chosen), sorted(chosen - given)
        swap = dict(zip(back, away, strict=True)) | dict(zip(away, back, strict=True))
        for place in (*self._places(giver), *self._places(taker)):
            place[:] = [swap.get(c, c) for c in place]
        cards = tuple(swap.get(c, c) for c in second.cards)

        def relabel(event: Event) -> Event | None:
            if isinstance(event, CardsPassed) and event.seat == giver and event.number == 2:
                return CardsPassed(giver, taker, cards, 2)
            if isinstance(event, CardsReceived) and event.seat == taker and event.number == 2:
                return CardsReceived(taker, giver, cards, 2)
            return None

        self._relabel_events(relabel)
        self.seen[taker] = (self.seen[taker] - given) | chosen

    def _places(self, seat: int) -> list[list[Card]]:
        """Everywhere ``seat``'s cards of this hand lie."""
        return [
            self.hands[seat],
            self.outgoing[seat],
            self.discards[seat],
            self.up[seat],
            self.down[seat],
        ]

    def _public_cards(self) -> set[Card]:
        """The cards of the players' final hands that everyone has seen: the up-cards once
        turned, the down cards once shown."""
        shown = set()
        for s in range(self.n):
            if self.revealed["show"]:
                shown.update(self.up[s])
            if self.shown[s]:
                shown.update(self.down[s])
        return shown

    def _shuffle_within_hands(self, seat: int, rng: random.Random) -> None:
        """Shuffle each other player's hidden cards among that player's hidden places.

        ``seat`` knows the cards it passed: they stayed where they are in the redeal above, so
        without this a sample would put each one back in the very place its holder chose for it
        (the down card, a discard, a card set aside for the next pass). ``seat`` knows who holds
        them, not where: each holder's cards it cannot see (its hand, the cards set aside, the
        discards, the down card until the showdown and the up-cards until they are turned) are
        shuffled among those places. The holder's set of cards is unchanged, so no record needs
        relabelling. (Who holds them after the second pass is drawn again before, in
        :meth:`_redraw_second_pass`.)
        """
        for other in range(self.n):
            if other == seat:
                continue
            places = [self.hands[other], self.outgoing[other], self.discards[other]]
            if not self.shown[other]:
                places.append(self.down[other])
            if not self.revealed["show"]:
                places.append(self.up[other])
            cards = [card for place in places for card in place]
            rng.shuffle(cards)
            start = 0
            for place in places:
                place[:] = cards[start : start + len(place)]
                start += len(place)

    def _own_action_index(self, act: Action) -> int | None:
        """7 and 8 are the declarations, then come the passes and the final hands by the set of
        cards they name."""
        if isinstance(act, Declare):
            return BETTING_NUMBERS + SIDES.index(act.side)
        if isinstance(act, PassCards):
            return PASS_BASE + combination_index([int(c) for c in act.cards])
        if isinstance(act, Show):
            return SHOW_BASE + combination_index([int(c) for c in act.up]) * 52 + int(act.down)
        return None

    def _own_action_at(self, index: int) -> Action:
        if index >= SHOW_BASE:
            up, down = divmod(index - SHOW_BASE, 52)
            cards = tuple(CARDS[c] for c in combination_at(up, 4))
            if CARDS[down] in cards:
                raise InvalidActionError(f"action number {index} names a card twice")
            return Show(cards, CARDS[down])
        if index >= PASS_BASE:
            return PassCards(tuple(CARDS[c] for c in combination_at(index - PASS_BASE, 3)))
        return DECLARES[index - BETTING_NUMBERS]
