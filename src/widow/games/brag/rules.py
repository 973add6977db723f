"""Brag: the state machine (no I/O).

A match is a series of hands (option ``hands``); the deal moves one seat to the left after each
hand and players who lose every chip leave. A hand: everyone antes and is dealt three cards face
down, and everyone starts blind; the vying (:mod:`widow.games.brag.vying`) decides the hand; the
pots are paid; every card goes back under the stock. The next hand is dealt from the stock as it
lies, unshuffled, unless a pot was just won by a prial that was shown (option ``shuffle``).

>>> from widow.games import load_game
>>> state = load_game("brag", players=4, hands=1).new_state(seed=4)
>>> state.phase, state.to_act, [str(a) for a in state.legal_actions()][:4]
('vying', 1, ['fold', 'look', 'bet 1', 'bet 2'])
>>> _ = state.apply("look")
>>> state.view(1)["seats"][1]["hand"] != ["??", "??", "??"], state.view(0)["seats"][1]["hand"]
(True, ['??', '??', '??'])
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any

from widow.cards import CARDS, Card
from widow.engine.actions import Action
from widow.engine.betting.hand_view import hand_view_header, legal_texts
from widow.engine.betting.menu import check_action_number
from widow.engine.betting.rounds import FOLD, Bet, Fold
from widow.engine.bot_names import game_bots
from widow.engine.chance import Chance
from widow.engine.core import Game, LogEntry, State
from widow.engine.events import CARD_TEXT, HIDDEN, Event, MatchOver
from widow.engine.sampling import Slot, redeal, unknown_slots
from widow.games.brag.events import (
    COVER,
    LOOK,
    SEE,
    Anted,
    Cover,
    Folded,
    HandDealt,
    Look,
    Looked,
    PotWon,
    Revealed,
    See,
    Staked,
)
from widow.games.brag.options import BragOptions
from widow.games.brag.showdown import settle
from widow.games.brag.text import BRAG_RULES
from widow.games.brag.vying import IN, Vying
from widow.i18n import N_
from widow.ranking import get_system
from widow.ranking.base import RankingSystem

LOG_WINDOW = 40
PACK: tuple[Card, ...] = tuple(CARDS[:52])
PHASE_VYING = "vying"
PHASE_TWO = "two-left"
PHASE_OVER = "over"


class Brag(Game):
    """Brag for 4 to 8 players (2 to 8 with ``few_players``)."""

    name = "brag"
    title = "Brag"
    min_players = 4  # 2 with the option few_players
    max_players = 8
    options_class = BragOptions
    action_classes = (Fold, Bet, Look, See, Cover)
    rules_text = BRAG_RULES
    # The search overrules the heuristic's betting only at two standard errors: at one it lost
    # chips to it (docs/strength.md).
    bots = game_bots("widow.games.brag.bot:BragHeuristicBot", "widow.bots.ismcts:CarefulIsmctsBot")
    options: BragOptions

    @classmethod
    def player_range(cls, options: Any) -> tuple[int, int]:
        return (2 if options.few_players else 4), cls.max_players

    @property
    def ranking(self) -> RankingSystem:
        """The Brag ranking with this game's options."""
        opts = self.options
        return get_system("brag", a23=opts.a23, threes_high=opts.threes_high)

    def _list_actions(self) -> Iterable[Action]:
        """``fold``, ``look``, ``see``, ``cover`` (0 to 3), then ``bet N`` for every N from 1 to
        all the chips at the table (number N + 3)."""
        most = self.players * self.options.stack
        return [FOLD, LOOK, SEE, COVER, *(Bet(n) for n in range(1, most + 1))]

    def _make_state(self, chance: Chance) -> BragState:
        return BragState(self, chance)


class BragState(State):
    """A match of Brag."""

    __slots__ = (
        "_legal",
        "chips",
        "dealer",
        "deck",
        "events",
        "hand_no",
        "hands",
        "known",
        "last_result",
        "log_events",
        "must_shuffle",
        "over",
        "shown",
        "vying",
    )

    game: Brag

    def __init__(self, game: Brag, chance: Chance) -> None:
        super().__init__(game, chance)
        n = game.players
        self.chips = [game.options.stack] * n
        self.hand_no = 0
        self.dealer = n - 1  # so that seat 0 deals the first hand
        self.events: list[Event] = []
        self.log_events: list[Event] = []
        self.last_result: list[str] = []
        self.deck: list[Card] = []
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        #: The cards each seat knows (own cards once looked, shown hands) since the last
        #: shuffle: it can follow them into the stock, so they keep their places in a resample.
        self.known: list[set[Card]] = [set() for _ in range(n)]
        self.shown = [False] * n
        self.must_shuffle = True
        self.over = False
        self._legal: list[Action] | None = None
        self._start_hand(self.events)

    @property
    def n(self) -> int:
        return self.game.players

    # --- the hand -------------------------------------------------------------------------------

    def _start_hand(self, events: list[Event]) -> None:
        opts = self.game.options
        n = self.n
        self.hand_no += 1
        self.events = []
        dealer = (self.dealer + 1) % n
        while self.chips[dealer] == 0:
            dealer = (dealer + 1) % n
        self.dealer = dealer
        order = [s for s in ((dealer + 1 + i) % n for i in range(n)) if self.chips[s] > 0]
        shuffled = self.must_shuffle or opts.shuffle == "every-hand"
        if shuffled:
            self.deck = self.chance.shuffle("deal", PACK, at=len(self._history))
            self.deck.reverse()  # dealt from the end: pop() takes the top card
            self.known = [set() for _ in range(n)]
        self.must_shuffle = False
        self.shown = [False] * n
        self._log(HandDealt(dealer, self.hand_no, tuple(order), shuffled), events)
        stacks = list(self.chips)
        for seat in order:
            paid = min(opts.ante, stacks[seat])
            if paid:
                stacks[seat] -= paid
                self._log(Anted(seat, paid), events)
        for _ in range(3):
            for seat in order:
                self.hands[seat].append(self.deck.pop())
        self.vying = Vying(
            stacks,
            order,
            procedure=opts.procedure,
            limit=opts.betting,
            first_bet=opts.first_bet_range(),
            raise_limit=opts.raise_limit,
            blind=opts.blind,
        )
        for seat in order:
            self.vying.put[seat] = self.chips[seat] - stacks[seat]
            if not opts.blind:
                self.known[seat].update(self.hands[seat])

    def _log(self, event: Event, events: list[Event]) -> None:
        self.events.append(event)
        events.append(event)
        self.log_events.append(event)
        if len(self.log_events) > 2 * LOG_WINDOW:
            del self.log_events[:-LOG_WINDOW]

    def _under_stock(self, seat: int) -> None:
        """``seat``'s cards go face down under the stock, its first card lowest."""
        self.deck[:0] = self.hands[seat]
        self.hands[seat] = []

    def reveal(self, seat: int, events: list[Event]) -> None:
        """``seat`` shows its cards to everyone."""
        if self.shown[seat]:
            return
        self.shown[seat] = True
        for known in self.known:
            known.update(self.hands[seat])
        value = self.game.ranking.evaluate(self.hands[seat]).describe()
        self._log(Revealed(seat, tuple(self.hands[seat]), value), events)

    def strength(self, seat: int) -> int:
        return self.game.ranking.evaluate(self.hands[seat]).strength

    def _finish_hand(self, events: list[Event]) -> None:
        money = self.vying
        lines: list[str] = []
        for seat, amount, pot, shown in settle(self, events):
            money.stacks[seat] += amount
            self._log(PotWon(seat, amount, pot, shown), events)
            value = self.game.ranking.evaluate(self.hands[seat])
            if shown:
                won = N_("{seat} wins {amount} with {value}").format(
                    seat=f"seat {seat}", amount=amount, value=value.describe()
                )
            else:
                won = N_("{seat} wins {amount} without showing").format(
                    seat=f"seat {seat}", amount=amount
                )
            lines.append(won)
            if shown and value.category == "prial":
                self.must_shuffle = True
        self.last_result = lines
        self.chips = list(money.stacks)
        alive = [s for s in range(self.n) if self.chips[s] > 0]
        if self.hand_no >= self.game.options.hands or len(alive) < 2:
            # The last hand stays on the table, so that its showdown can be seen.
            self.over = True
            placings = [1 + sum(1 for o in self.chips if o > mine) for mine in self.chips]
            self._log(MatchOver(alive[0] if len(alive) == 1 else None, tuple(placings)), events)
            return
        for seat in money.order:
            if self.hands[seat]:
                self._under_stock(seat)
        self._start_hand(events)

    # --- the protocol ---------------------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        return None if self.over else self.vying.to_act

    @property
    def phase(self) -> str:
        if self.over:
            return PHASE_OVER
        if self.game.options.procedure != "all-round" and len(self.vying.active()) == 2:
            return PHASE_TWO
        return PHASE_VYING

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = self._list_legal()
        return list(self._legal)

    def _list_legal(self) -> list[Action]:
        seat = self.to_act
        if seat is None:
            return []
        money = self.vying
        legal: list[Action] = [FOLD]
        if money.blind[seat]:
            legal.append(LOOK)
        if money.why_no_see(seat) is None:
            legal.append(SEE)
        if self.game.options.cover and money.may_cover(seat):
            legal.append(COVER)
        span = money.bet_range(seat)
        if span is not None:
            low, high = span
            if self.game.options.procedure == "all-round" and money.stake:
                low += 1  # matching the stake is the see
            legal += [Bet(a) for a in range(low, high + 1)]
        return legal

    def is_legal(self, action: Action) -> bool:
        return self._why(action) is None

    def _why(self, action: Action) -> str | None:
        seat = self.to_act
        if seat is None:
            return N_("the game is over")
        money = self.vying
        if isinstance(action, Fold):
            return None
        if isinstance(action, Look):
            return None if money.blind[seat] else N_("you have already looked at your cards")
        if isinstance(action, See):
            return money.why_no_see(seat)
        if isinstance(action, Cover):
            if not self.game.options.cover:
                return N_("covering the pot is not allowed in this game (option cover)")
            if not money.may_cover(seat):
                return N_("you can still bet (the minimum is {amount})").format(
                    amount=money.minimum(seat)
                )
            return None
        if isinstance(action, Bet):
            return self._why_bet(seat, action.amount)
        return N_("not an action of Brag")

    def _why_bet(self, seat: int, amount: int) -> str | None:
        money = self.vying
        span = money.bet_range(seat)
        if span is None:
            return N_("the minimum bet is {least} and you have {left} chips: fold or cover").format(
                least=money.minimum(seat), left=money.stacks[seat]
            )
        low, high = span
        if self.game.options.procedure == "all-round" and money.stake and amount == low:
            return N_("matching the stake is 'see'; a bet must be more than {amount}").format(
                amount=low
            )
        if not low <= amount <= high:
            if money.blind[seat]:
                return N_(
                    "a bet must be from {low} to {high} chips now (you are playing blind: your"
                    " bets count double)"
                ).format(low=low, high=high)
            return N_("a bet must be from {low} to {high} chips now").format(low=low, high=high)
        return None

    def _why_illegal(self, action: Action) -> str:
        return self._why(action) or N_("not allowed now")

    def _apply(self, action: Action) -> list[Event]:
        self._legal = None
        events: list[Event] = []
        seat = self.to_act
        assert seat is not None  # apply() checked that the match is on
        money = self.vying
        blind = money.blind[seat]
        if isinstance(action, Look):
            money.look(seat)
            self.known[seat].update(self.hands[seat])
            self._log(Looked(seat), events)
            return events
        before = money.stacks[seat]
        if isinstance(action, Fold):
            money.act_fold(seat)
            self._under_stock(seat)
            self._log(Folded(seat), events)
        else:
            if isinstance(action, Bet):
                money.act_bet(seat, action.amount)
            elif isinstance(action, See):
                money.act_see(seat)
            else:
                money.act_cover(seat)
            paid = before - money.stacks[seat]
            self._log(Staked(seat, str(action), paid, blind, money.stake), events)
        if money.ending is not None:
            self._finish_hand(events)
        return events

    # --- views ----------------------------------------------------------------------------------

    def _status(self, seat: int) -> str:
        status = self.vying.status[seat]
        if status == IN and not self.over:
            return "blind" if self.vying.blind[seat] else "in"
        return "over" if self.over and status == IN else status

    def visible(self, seat: int, viewer: int | None) -> bool:
        """Whether ``viewer`` may see ``seat``'s cards."""
        if viewer is None or self.shown[seat]:
            return True
        return viewer == seat and not self.vying.blind[seat]

    def _seat_rows(self, viewer: int | None) -> list[dict[str, Any]]:
        money = self.vying
        rows = []
        for s in range(self.n):
            shown = self.visible(s, viewer)
            rows.append(
                {
                    "seat": s,
                    "chips": money.stacks[s],
                    "in_pot": money.put[s],
                    "status": self._status(s),
                    "blind": money.blind[s],
                    "dealer": s == self.dealer,
                    "hand": [CARD_TEXT[c] if shown else HIDDEN for c in self.hands[s]],
                }
            )
        return rows

    def _to_pay(self) -> int:
        seat = self.to_act
        return 0 if seat is None else self.vying.minimum(seat)

    def _view(self, viewer: int | None) -> dict[str, Any]:
        """The game's own view fields: a seat's own cards once it has looked, every hand shown
        at a showdown (``None``: everything).

        >>> from widow.games import load_game
        >>> v = load_game("brag", players=4).new_state(seed=2).view(1)
        >>> v["seats"][1]["hand"], v["stake"], v["to_pay"]
        (['??', '??', '??'], 0, 1)
        """
        full = viewer is None
        money = self.vying
        out: dict[str, Any] = {
            **hand_view_header(self, hands=self.game.options.hands, over=self.over),
            "stake": 0 if self.over else money.stake,
            "pot": 0 if self.over else money.pot(),
            "to_pay": self._to_pay(),
            "see_cost": 0 if self.to_act is None else money.see_cost(self.to_act),
            "covers": [[s, amount] for s, amount in ([] if self.over else money.covers)],
            "seats": self._seat_rows(viewer),
            "legal": legal_texts(self, viewer),
            "events": [e.to_dict() for e in self.events],
            "result": list(self.last_result),
        }
        if full:
            out["stock"] = [CARD_TEXT[c] for c in reversed(self.deck)]
        return out

    def _phase_label(self) -> str:
        if self.over:
            return "the match is over"
        if self.phase == PHASE_TWO:
            return N_("two players left: bet on, fold, or see")
        return N_("hand {deal}: the vying").format(deal=self.hand_no)

    def _table_seats(self, viewer: int | None) -> list[dict[str, Any]]:
        from widow.engine.table import counter, seat_row

        return [
            seat_row(
                row["seat"],
                label="you" if row["seat"] == viewer else None,
                status=row["status"],
                roles=["dealer"] if row["dealer"] else [],
                counters=[counter("chips", row["chips"]), counter("in_pot", row["in_pot"])],
            )
            for row in self._seat_rows(viewer)
        ]

    def _table_zones(self, viewer: int | None) -> list[dict[str, Any]]:
        from widow.engine.table import hand_zone, zone

        zones = [hand_zone(row["seat"], viewer, row["hand"]) for row in self._seat_rows(viewer)]
        zones.append(zone("stock", "stock", [], kind="stock", count=len(self.deck), layout="stack"))
        return zones

    def _table_counters(self, viewer: int | None) -> list[dict[str, Any]]:
        from widow.engine.table import counter

        over = self.over
        return [
            counter("hand", self.hand_no),
            counter("pot", 0 if over else self.vying.pot()),
            counter("stake", 0 if over else self.vying.stake),
            counter("to_pay", self._to_pay(), "to stay in"),
        ]

    def _table_log(self, viewer: int | None) -> list[LogEntry]:
        from widow.games.brag.table import log_line

        return self._log_entries(self.log_events, lambda e: log_line(e.to_dict()), size=24)

    def _table_result(self, viewer: int | None) -> dict[str, Any] | None:
        from widow.engine.table import result_block

        if not self.over or not self.last_result:
            return None
        return result_block(self.last_result, over=True)

    def outcome(self) -> dict[str, Any]:
        """Chips, money won or lost against the buy-in, and placing, per seat.

        >>> from widow.games import load_game
        >>> load_game("brag", players=4).new_state(seed=3).outcome()["pool"]
        4
        """
        stacks = self.chips if self.over else self.vying.stacks
        placings = [1 + sum(1 for o in stacks if o > mine) for mine in stacks]
        stack = self.game.options.stack
        seats = [
            {"seat": s, "chips": stacks[s], "money": stacks[s] - stack, "placing": placings[s]}
            for s in range(self.n)
        ]
        return {
            "game": self.game.name,
            "over": self.over,
            "pool": 0 if self.over else self.vying.pot(),
            "deals_played": self.hand_no,
            "seats": seats,
            "winners": [s for s in range(self.n) if placings[s] == 1] if self.over else [],
        }

    def recent_events(self) -> list[Event]:
        return list(self.events)

    def zones(self) -> dict[str, list[Card]]:
        zones = {f"hand-{s}": list(self.hands[s]) for s in range(self.n)}
        zones["stock"] = list(self.deck)
        return zones

    def pack(self) -> Sequence[Card]:
        return PACK

    def copy(self) -> BragState:
        other = BragState.__new__(BragState)
        self._copy_base(other)
        other.chips = list(self.chips)
        other.hand_no = self.hand_no
        other.dealer = self.dealer
        other.events = list(self.events)
        other.log_events = list(self.log_events)
        other.last_result = list(self.last_result)
        other.deck = list(self.deck)
        other.hands = [list(h) for h in self.hands]
        other.known = [set(k) for k in self.known]
        other.shown = list(self.shown)
        other.must_shuffle = self.must_shuffle
        other.over = self.over
        other.vying = self.vying.copy()
        other._legal = self._legal
        return other

    # --- sampling and numbering ---------------------------------------------------------------

    def _redeal_hidden(self, seat: int, rng: random.Random) -> None:
        """Every card ``seat`` does not know (others' hands, its own while blind, the stock and
        the cards folded under it) may lie in any place such a card lies; the cards it knows
        (looked at, or shown) stay where it saw them go."""
        known = self.known[seat]
        slots: list[Slot] = []
        for hand in self.hands:
            slots += unknown_slots(hand, known)
        slots += unknown_slots(self.deck, known)
        moved = redeal(slots, rng)
        # The others know what lies where they looked: the card now in that place.
        self.known = [
            k if s == seat else {moved.get(c, c) for c in k} for s, k in enumerate(self.known)
        ]

    def action_from_index(self, index: int) -> Action:
        check_action_number(index, self.game.num_distinct_actions)
        return self.game.action_space().action(index)
