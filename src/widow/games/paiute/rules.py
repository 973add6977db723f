"""Paiute: the state machine (no I/O).

A deal: five cards each, an up-card whose rank is wild, a stock and a discard pile. From the
dealer's left each player draws (``draw`` from the stock or ``take`` the top discard), then
discards or calls. After the first call the others play on to the dealer (or, with
``last_round=full-round``, round to the first caller), each calling only to beat the best call so
far; the best call takes the pot.

>>> from widow.games import load_game
>>> state = load_game("paiute", players=3).new_state(seed=2)
>>> state.phase, state.to_act, [str(a) for a in state.legal_actions()]
('draw', 0, ['draw', 'take'])
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from widow.cards import CARDS, Card
from widow.engine.actions import Action
from widow.engine.bot_names import game_bots
from widow.engine.chance import Chance
from widow.engine.core import Game
from widow.engine.draw_events import Discarded, DrewStock, TookDiscard
from widow.engine.events import Anted, Dealt, Event, MatchOver, PoolWon, Showdown, jsonify
from widow.engine.sampling import Slot, redeal
from widow.engine.table import HIDDEN
from widow.games.paiute import combos
from widow.games.paiute.actions import (
    ACTION_CLASSES,
    CALL,
    DRAW,
    TAKE,
    CallDiscard,
    Discard,
    DrawStock,
    TakeDiscard,
    call_discarding,
    discard,
    every_action,
)
from widow.games.paiute.events import (
    Called,
    DeadDeal,
    PotShared,
    Restocked,
    UpCardTurned,
)
from widow.games.paiute.options import PaiuteOptions
from widow.games.paiute.table import PaiuteTable
from widow.games.paiute.text import RULES
from widow.i18n import N_

PACK: tuple[Card, ...] = tuple(CARDS[:52])
HAND = 5
#: A card's place in public knowledge: everyone knows it (taken from the pile, or called).
PUBLIC = -1


class Paiute(Game):
    """Paiute for 2 to 5 players with one 52-card pack."""

    name = "paiute"
    title = "Paiute"
    min_players = 2
    max_players = 5
    options_class = PaiuteOptions
    action_classes = ACTION_CLASSES
    rules_text = RULES
    bots = game_bots("widow.games.paiute.bot:PaiuteBot", "widow.bots.determinized:PaiuteSearchBot")
    options: PaiuteOptions

    def _list_actions(self) -> Sequence[Action]:
        return every_action()

    def _make_state(self, chance: Chance) -> PaiuteState:
        return PaiuteState(self, chance)


class PaiuteState(PaiuteTable):
    """A match of Paiute. ``pool`` is the pot."""

    game: Paiute

    def __init__(self, game: Paiute, chance: Chance) -> None:
        super().__init__(game, chance)
        n = game.players
        self.chips = [game.options.chips] * n
        self.wins = [0] * n
        self.deal_no = 0
        # The first deal passes to seat n - 1, so that seat 0 plays first.
        self.dealer = (n - 2) % n
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        #: Per card of each hand, what the other seats know of it: PUBLIC, or the group of
        #: unseen cards it came from (0: the first stock and the deal; k: the k-th restock).
        self.sources: list[list[int]] = [[] for _ in range(n)]
        self.stock: list[Card] = []
        self.stock_group = 0
        self.pile: list[Card] = []
        self.up_card = PACK[0]
        self.step = "draw"
        self.seat = 0
        self.taken: Card | None = None
        self.round_no = 1
        self.played = [False] * n
        self.called = [False] * n
        #: The calls of this deal in order: (seat, strength, value in words).
        self.calls: list[tuple[int, int, str]] = []
        self.last_showdown: dict[str, Any] | None = None
        self._legal: list[Action] | None = None
        self._start_deal(self.events)

    # --- protocol -----------------------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        return None if self.over else self.seat

    @property
    def phase(self) -> str:
        return "over" if self.over else self.step

    @property
    def wild_rank(self) -> str:
        """The wild rank of this deal, as a rank character."""
        rank = self.up_card.rank
        assert rank is not None  # the pack has no jokers
        return rank.char

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        if self._legal is None:
            self._legal = self._find_legal()
        return list(self._legal)

    def _find_legal(self) -> list[Action]:
        if self.step == "draw":
            return ([DRAW] if self.stock else []) + ([TAKE] if self.pile else [])
        hand = self.hands[self.seat]
        out: list[Action] = []
        strength = combos.strength(hand, self.wild_rank)
        callable_ = self._call_problem(strength) is None
        if callable_:
            out.append(CALL)
        keep = [c for c in hand if c != self.taken]
        out += [discard(c) for c in sorted(keep)]
        if callable_ and combos.is_five_card(strength):
            spare = combos.spare_cards(hand, strength, self.wild_rank)
            out += [call_discarding(c) for c in sorted(keep) if c in spare]
        return out

    def _call_problem(self, strength: int) -> str | None:
        """Why the seat to act may not call with ``strength`` now (None: it may)."""
        if not combos.is_combination(strength):
            return N_("your six cards hold no combination")
        if combos.is_paiute(strength) and self.played[self.seat]:
            return N_("a paiute may be called only on your first turn")
        if self.calls:
            best, words = max((s, w) for _, s, w in self.calls)
            if strength < best or (strength == best and not self.game.options.equal_calls):
                if self.game.options.equal_calls:
                    return N_(
                        "your hand does not equal or beat the best call so far ({value})"
                    ).format(value=words)
                return N_("your hand does not beat the best call so far ({value})").format(
                    value=words
                )
        return None

    def _why_illegal(self, action: Action) -> str:
        if self.step == "draw":
            if isinstance(action, DrawStock):
                return N_("the stock is empty")
            if isinstance(action, TakeDiscard):
                return N_("the discard pile is empty")
            return N_("draw from the stock or take the top discard first")
        if isinstance(action, (DrawStock, TakeDiscard)):
            return N_("you have drawn this turn: discard a card or call")
        hand = self.hands[self.seat]
        if isinstance(action, (Discard, CallDiscard)):
            if action.card not in hand:
                return N_("{card} is not in your hand").format(card=action.card)
            if action.card == self.taken:
                return N_(
                    "you took {card} from the discard pile this turn and cannot discard it"
                ).format(card=action.card)
        strength = combos.strength(hand, self.wild_rank)
        problem = self._call_problem(strength)
        if problem is not None:
            return problem
        if isinstance(action, CallDiscard):
            words = combos.describe(hand, self.wild_rank)
            if not combos.is_five_card(strength):
                return N_("your {value} needs all six cards: call without a discard").format(
                    value=words
                )
            return N_("{card} is part of your {value}").format(card=action.card, value=words)
        return N_("that is not a move now")

    def _apply(self, action: Action) -> list[Event]:
        self._legal = None
        events: list[Event] = []
        seat = self.seat
        hand, sources = self.hands[seat], self.sources[seat]
        if isinstance(action, DrawStock):
            card = self.stock.pop(0)
            hand.append(card)
            sources.append(self.stock_group)
            self.step = "discard"
            self._log(events, DrewStock(seat, card))
            return events
        if isinstance(action, TakeDiscard):
            card = self.pile.pop()
            hand.append(card)
            sources.append(PUBLIC)
            self.taken = card
            self.step = "discard"
            self._log(events, TookDiscard(seat, card))
            return events
        if isinstance(action, Discard):
            self._remove(seat, action.card)
            self.pile.append(action.card)
            self._log(events, Discarded(seat, action.card))
        else:
            strength = combos.strength(hand, self.wild_rank)
            words = combos.describe(hand, self.wild_rank)
            dropped = action.card if isinstance(action, CallDiscard) else None
            if dropped is not None:
                self._remove(seat, dropped)
                self.pile.append(dropped)
            self.called[seat] = True
            self.sources[seat] = [PUBLIC] * len(hand)
            self.calls.append((seat, strength, words))
            self._log(events, Called(seat, tuple(hand), words, dropped))
        self._end_turn(events)
        return events

    def _remove(self, seat: int, card: Card) -> None:
        i = self.hands[seat].index(card)
        del self.hands[seat][i]
        del self.sources[seat][i]

    # --- the turn order -----------------------------------------------------------------------

    def _end_turn(self, events: list[Event]) -> None:
        n = self.game.players
        self.played[self.seat] = True
        self.taken = None
        self.step = "draw"
        full_round = self.game.options.last_round == "full-round"
        s = self.seat
        while True:
            if self.calls and not full_round and s == self.dealer:
                self._showdown(events)
                return
            s = (s + 1) % n
            if self.calls and full_round and s == self.calls[0][0]:
                self._showdown(events)
                return
            if not self.calls and s == (self.dealer + 1) % n:
                self.round_no += 1
                if self.round_no > self.game.options.round_limit:
                    self._log(events, DeadDeal(None, self.round_no - 1, self.pool))
                    self.last_showdown = {"deal": self.deal_no, "hands": [], "winners": []}
                    self._next_deal(events)
                    return
            if not self.called[s]:
                break
        self.seat = s
        if not self.stock and len(self.pile) >= 2:
            self._restock(events)

    def _restock(self, events: list[Event]) -> None:
        """The stock is empty: the pile but its top card, shuffled, is the new stock."""
        kept = self.pile[-1]
        rest = sorted(self.pile[:-1])
        self.stock = self.chance.shuffle("restock", rest, at=len(self._history))
        self.pile = [kept]
        self.stock_group += 1
        self._log(events, Restocked(None, len(self.stock), kept))

    # --- deals and the showdown ---------------------------------------------------------------

    def _start_deal(self, events: list[Event]) -> None:
        n = self.game.players
        ante = self.game.options.ante
        self.deal_no += 1
        self.dealer = (self.dealer + 1) % n
        order = tuple((self.dealer + k) % n for k in range(1, n + 1))
        new: list[Event] = []
        if ante:
            for seat in range(n):
                self.chips[seat] -= ante
            self.pool += ante * n
            new.append(Anted(None, tuple(range(n)), ante, self.pool))
        deck = self.chance.shuffle("deal", PACK, at=len(self._history))
        self.hands = [[] for _ in range(n)]
        for i in range(HAND * n):
            self.hands[order[i % n]].append(deck[i])
        self.sources = [[0] * HAND for _ in range(n)]
        self.up_card = deck[HAND * n]
        self.pile = [deck[HAND * n + 1]]
        self.stock = deck[HAND * n + 2 :]
        self.stock_group = 0
        self.step = "draw"
        self.seat = order[0]
        self.taken = None
        self.round_no = 1
        self.played = [False] * n
        self.called = [False] * n
        self.calls = []
        new.append(Dealt(self.dealer, self.deal_no, order))
        new.append(UpCardTurned(None, self.up_card, self.wild_rank, self.pile[0]))
        self.events.extend(new)
        if events is not self.events:
            events.extend(new)

    def _showdown(self, events: list[Event]) -> None:
        n = self.game.players
        shown = tuple((s, tuple(self.hands[s]), words) for s, _, words in self.calls)
        self._log(events, Showdown(None, shown))
        best = max(strength for _, strength, _ in self.calls)
        from_left = [(self.dealer + k) % n for k in range(1, n + 1)]
        called_best = {s for s, strength, _ in self.calls if strength == best}
        winners = [s for s in from_left if s in called_best]
        each, rest = divmod(self.pool, len(winners))
        for i, seat in enumerate(winners):
            amount = each + (1 if i < rest else 0)
            self.chips[seat] += amount
            self.wins[seat] += 1
            self.pool -= amount
            self._log(events, PoolWon(seat, amount, self.pool))
        self.last_showdown = {
            "deal": self.deal_no,
            "hands": [{"seat": s, "cards": jsonify(c), "value": v} for s, c, v in shown],
            "winners": winners,
        }
        self._next_deal(events)

    def _next_deal(self, events: list[Event]) -> None:
        if self.deal_no < self.game.options.deals:
            # A new deal: its log starts afresh (the last showdown stays in the view).
            self.events = []
            self._start_deal(events)
            return
        n = self.game.players
        if self.pool:
            each, rest = divmod(self.pool, n)
            for k in range(n):
                seat = (self.dealer + 1 + k) % n
                self.chips[seat] += each + (1 if k < rest else 0)
            self.pool = 0
            self._log(events, PotShared(None, each, rest))
        self.over = True
        self._log(events, MatchOver(None, tuple(self._placings(self._scores()))))

    def _scores(self) -> list[int]:
        """What places the players: chips, or deals won when playing without stakes."""
        return self.chips if self.game.options.ante else self.wins

    # --- sampling -----------------------------------------------------------------------------

    def _redeal_hidden(self, seat: int, rng: random.Random) -> None:
        """Unseen cards are redealt within their group: the cards of the deal and the first
        stock, or those of one restock (a known set, in an unknown order and unknown hands)."""
        groups: dict[int, list[Slot]] = {}
        for other in range(self.game.players):
            if other == seat:
                continue
            for i, source in enumerate(self.sources[other]):
                if source != PUBLIC:
                    groups.setdefault(source, []).append((self.hands[other], i))
        groups.setdefault(self.stock_group, []).extend(
            (self.stock, i) for i in range(len(self.stock))
        )
        moved: dict[Card, Card] = {}
        for key in sorted(groups):
            moved.update(redeal(groups[key], rng))
        for i, event in enumerate(self.events):
            if type(event) is DrewStock and event.seat != seat:
                self.events[i] = DrewStock(event.seat, moved.get(event.card, event.card))
        self._legal = None

    # --- views and outcome --------------------------------------------------------------------

    def shown_hand(self, seat: int, viewer: int | None) -> list[str]:
        """``seat``'s hand as ``viewer`` may see it: every card for its owner, the full view and
        a called hand; otherwise the cards taken from the pile, then ``??`` for the rest."""
        hand = self.hands[seat]
        if viewer is None or viewer == seat or self.called[seat]:
            return jsonify(hand)  # type: ignore[no-any-return]
        known = [c for c, src in zip(hand, self.sources[seat], strict=True) if src == PUBLIC]
        return [*jsonify(known), *([HIDDEN] * (len(hand) - len(known)))]

    def _seat_row(self, seat: int, viewer: int | None) -> dict[str, Any]:
        return {
            "seat": seat,
            "chips": self.chips[seat],
            "wins": self.wins[seat],
            "hand": self.shown_hand(seat, viewer),
            "called": self.called[seat],
            "played": self.played[seat],
            "dealer": seat == self.dealer,
        }

    def _view_body(self, viewer: int | None) -> dict[str, Any]:
        body: dict[str, Any] = {
            "deal": self.deal_no,
            "dealer": self.dealer,
            "wild_rank": self.wild_rank,
            "up_card": jsonify(self.up_card),
            "discard_pile": jsonify(self.pile),
            "stock": len(self.stock) if viewer is not None else jsonify(self.stock),
            "round": self.round_no,
            "taken": None if self.taken is None else jsonify(self.taken),
            "calls": [
                {"seat": s, "cards": jsonify(self.hands[s]), "value": words, "strength": strength}
                for s, strength, words in self.calls
            ],
            "last_showdown": jsonify(self.last_showdown),
        }
        if viewer is not None:
            body["hand"] = self.shown_hand(viewer, viewer)
        return body

    def zones(self) -> dict[str, list[Card]]:
        out = {f"hand-{s}": list(h) for s, h in enumerate(self.hands)}
        out["stock"] = list(self.stock)
        out["discards"] = list(self.pile)
        out["up-card"] = [self.up_card]
        return out

    def pack(self) -> Sequence[Card]:
        return PACK

    def outcome(self) -> dict[str, Any]:
        """Chips, money (chips won or lost) and deals won per seat; the most chips place first
        (the most deals won when playing without stakes).

        >>> from widow.games import load_game
        >>> load_game("paiute", players=2).new_state(seed=1).outcome()["pool"]
        2
        """
        start = self.game.options.chips
        placings = self._placings(self._scores())
        n = self.game.players
        return {
            "game": self.game.name,
            "over": self.over,
            "pool": self.pool,
            "deals_played": self.deal_no,
            "seats": [
                {
                    "seat": s,
                    "chips": self.chips[s],
                    "money": self.chips[s] - start,
                    "wins": self.wins[s],
                    "placing": placings[s],
                }
                for s in range(n)
            ],
            "winners": [s for s in range(n) if placings[s] == 1] if self.over else [],
        }
