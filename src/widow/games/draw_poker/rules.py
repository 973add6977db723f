"""Five-card draw poker, high or lowball: the state machine (no I/O).

A match is a series of hands (option ``hands``); the deal moves one seat to the left after each
hand and players who lose every chip leave. A hand: everyone antes and is dealt five cards face
down; a betting round opened by the player left of the dealer; one draw, in turn from the
dealer's left, in which each player still in discards up to ``max_draw`` cards and is dealt as
many (or stands pat); a second betting round; the showdown, judged by option ``ranking``.

>>> from widow.games import load_game
>>> state = load_game("draw-poker", players=3, hands=1).new_state(seed=4)
>>> state.phase, state.to_act, [str(a) for a in state.legal_actions()]
('before-draw', 1, ['check', 'bet 2'])
>>> for _ in range(3):
...     _ = state.apply("check")
>>> state.phase, len(state.legal_actions())
('draw', 32)
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from math import comb
from typing import Any, ClassVar

from widow.cards import CARDS, Card
from widow.engine.actions import Action
from widow.engine.betting.card_sets import combination_at, combination_index
from widow.engine.betting.events import HoleDealt
from widow.engine.betting.hand_view import hand_view_header
from widow.engine.betting.menu import BETTING_NUMBERS
from widow.engine.betting.rounds import BETTING_ACTIONS
from widow.engine.betting.table import hand_zones, stock_zone
from widow.engine.bot_names import BETTING_SEARCH, game_bots
from widow.engine.chance import Chance
from widow.engine.events import CARD_TEXT, HIDDEN, Event
from widow.engine.sampling import Slot, all_slots, redeal
from widow.errors import InvalidActionError
from widow.families.stud_draw.state import StudDrawGame, StudDrawState
from widow.games.draw_poker.actions import STAND_PAT, Draw, StandPat
from widow.games.draw_poker.events import Drew
from widow.games.draw_poker.options import HAND, DrawPokerOptions
from widow.games.draw_poker.table import log_line
from widow.games.draw_poker.text import DRAW_POKER_RULES
from widow.i18n import N_
from widow.ranking import get_system
from widow.ranking.base import RankingSystem

PHASES = ("before-draw", "draw", "after-draw", "over")
PHASE_LABELS = {
    "before-draw": "betting before the draw",
    "draw": "the draw",
    "after-draw": "betting after the draw",
    "over": "the match is over",
}
DRAW_BASE = BETTING_NUMBERS + 1


def ranking_system(options: DrawPokerOptions) -> RankingSystem:
    """The ranking system of these options (with its jokers and qualifier)."""
    extra: dict[str, Any] = {"jokers": options.jokers}
    if options.qualifier is not None:
        extra["qualifier"] = options.qualifier.upper()
    return get_system(options.ranking, **extra)


def _draw_offset(size: int, count: int) -> int:
    """Numbers used by the draws of fewer than ``count`` cards from a pack of ``size``."""
    return sum(comb(size, k) for k in range(1, count))


class DrawPoker(StudDrawGame):
    """Five-card draw for 2 to 8 players (as many as the pack serves)."""

    name = "draw-poker"
    title = "Draw Poker"
    min_players = 2
    max_players = 8
    options_class = DrawPokerOptions
    action_classes = (*BETTING_ACTIONS, StandPat, Draw)
    own_actions: ClassVar[tuple[Action, ...]] = (STAND_PAT,)
    rules_text = DRAW_POKER_RULES
    bots = game_bots("widow.games.draw_poker.bot:DrawPokerHeuristicBot", BETTING_SEARCH)
    options: DrawPokerOptions

    @classmethod
    def player_range(cls, options: Any) -> tuple[int, int]:
        return cls.min_players, options.most_players()

    @property
    def num_distinct_actions(self) -> int:
        """Betting 0 to 6, ``stand pat`` 7, then one number per set of cards to draw, by size
        and then by the set's rank among the sets of that size.

        >>> from widow import load_game
        >>> load_game("draw-poker", players=2, max_draw=1).num_distinct_actions
        60
        """
        opts = self.options
        return DRAW_BASE + _draw_offset(opts.pack_size(), opts.max_draw + 1)

    def _make_state(self, chance: Chance) -> DrawPokerState:
        return DrawPokerState(self, chance)


class DrawPokerState(StudDrawState):
    """A match of draw poker."""

    __slots__ = (
        "deck",
        "discards",
        "drawn",
        "hands",
        "queue",
        "stage",
        "system",
    )

    game: DrawPoker
    seat_counter: ClassVar[str | None] = "drew"

    def __init__(self, game: DrawPoker, chance: Chance) -> None:
        self.system = ranking_system(game.options)
        super().__init__(game, chance)

    def _clear_hand(self) -> None:
        super()._clear_hand()
        n = self.game.players
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.discards: list[list[Card]] = [[] for _ in range(n)]
        self.drawn: list[int | None] = [None] * n
        self.deck: list[Card] = []
        self.queue: list[int] = []
        self.stage = 0

    # --- the hand -------------------------------------------------------------------------------

    def _start_hand(self, events: list[Event]) -> None:
        opts = self.game.options
        order = self._ante_up(events)
        pack = tuple(CARDS[: opts.pack_size()])
        reach = (HAND + opts.max_draw) * len(order)
        self.deck = self.chance.shuffle("deal", pack, at=len(self._history), count=reach)
        self.deck.reverse()
        for _ in range(HAND):
            for seat in order:
                self.hands[seat].append(self.deck.pop())
        for seat in order:
            self._log(HoleDealt(seat, tuple(self.hands[seat])), events)
        self.stage = 0
        self.betting.start_round(order, unit=opts.bet_sizes()[0])
        self._advance(events)

    def _advance(self, events: list[Event]) -> None:
        money = self.betting
        while True:
            if self.stage == 1:
                if self.queue:
                    return
                self.stage = 2
                money.start_round(self.play_order(), unit=self.game.options.bet_sizes()[1])
                continue
            if not money.round_over:
                return
            if self._close_round(events):
                return
            if self.stage == 2:
                self._showdown(events)
                return
            self.stage = 1
            self.queue = self.live_order()

    def _showdown(self, events: list[Event]) -> None:
        self._showdown_with(self.system, dict(enumerate(self.hands)), events)

    def _close_hand(self) -> None:
        self.stage = 3
        self.queue = []

    # --- the protocol ---------------------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        if self.stage == 3:
            return None
        if self.stage == 1:
            return self.queue[0] if self.queue else None
        return self.betting.to_act

    @property
    def phase(self) -> str:
        return PHASES[self.stage]

    @property
    def is_over_now(self) -> bool:
        return self.stage == 3

    def _list_legal(self) -> list[Action]:
        seat = self.to_act
        if seat is None:
            return []
        if self.stage == 1:
            hand = sorted(self.hands[seat])
            draws: list[Action] = [STAND_PAT]
            for k in range(1, self.game.options.max_draw + 1):
                draws += [Draw(tuple(c)) for c in itertools.combinations(hand, k)]
            return draws
        return self._bet_menu(seat)

    def _why_not(self, seat: int, action: Action) -> str | None:
        if self.stage == 1:
            if isinstance(action, StandPat):
                return None
            if not isinstance(action, Draw):
                return N_("it is the draw: draw C ... or stand pat")
            missing = [CARD_TEXT[c] for c in action.cards if c not in self.hands[seat]]
            if missing:
                return N_("{cards} not in your hand").format(cards=" ".join(missing))
            most = self.game.options.max_draw
            if len(action.cards) > most:
                return N_("at most {n} cards may be drawn").format(n=most)
            return None
        if isinstance(action, (StandPat, Draw)):
            return N_("it is the {phase}; the draw comes after it").format(
                phase=PHASE_LABELS[self.phase]
            )
        return self.betting.why_illegal(action)

    def _move(self, seat: int, action: Action, events: list[Event]) -> None:
        if isinstance(action, (StandPat, Draw)):
            self.queue.pop(0)
            out = action.cards if isinstance(action, Draw) else ()
            received = tuple(self.deck.pop() for _ in out)
            self.hands[seat] = [c for c in self.hands[seat] if c not in out] + list(received)
            self.discards[seat] = list(out)
            self.drawn[seat] = len(out)
            self._log(Drew(seat, len(out), tuple(out), received), events)
        else:
            self._wager(seat, action, events)

    # --- views ----------------------------------------------------------------------------------

    def _seat_rows(self, viewer: int | None) -> list[dict[str, Any]]:
        money = self.betting
        rows = []
        for s in range(self.n):
            mine = viewer is None or viewer == s
            visible = mine or self.shown[s]
            cards = self.hands[s] if (mine or not money.folded[s] or self.shown[s]) else []
            rows.append(
                {
                    **self._stake_row(s),
                    "roles": ["dealer"] if s == self.dealer else [],
                    "hand": [CARD_TEXT[c] if visible else HIDDEN for c in cards],
                    "drew": self.drawn[s],
                    "discards": [CARD_TEXT[c] if mine else HIDDEN for c in self.discards[s]],
                }
            )
        return rows

    def _view(self, viewer: int | None) -> dict[str, Any]:
        """The game's own view fields (``None``: everything).

        >>> from widow.games import load_game
        >>> v = load_game("draw-poker", players=2).new_state(seed=2).view(0)
        >>> v["seats"][1]["hand"], len(v["seats"][0]["hand"])
        (['??', '??', '??', '??', '??'], 5)
        """
        full = viewer is None
        over = self.stage == 3
        out: dict[str, Any] = {
            **hand_view_header(self, hands=self.game.options.hands, over=over),
            "pot": 0 if over else self.betting.total(),
            "to_call": self._to_call(),
            "stock": len(self.deck),
            **self._view_record(viewer),
        }
        if full:
            out["stock_cards"] = [CARD_TEXT[c] for c in reversed(self.deck)]
        return out

    def _betting_now(self) -> bool:
        return self.stage != 1

    def _phase_label(self) -> str:
        return PHASE_LABELS[self.phase]

    def _table_zones(self, viewer: int | None) -> list[dict[str, Any]]:
        from widow.engine.table import zone

        rows = self._seat_rows(viewer)
        zones = hand_zones(rows, viewer, lambda s: self.stage == 1 and self.to_act == s)
        discards = [c for row in rows for c in row["discards"]]
        zones.append(zone("discards", "discards", discards, kind="discard", layout="stack"))
        zones.append(stock_zone("stock", len(self.deck)))
        return zones

    def _table_counters(self, viewer: int | None) -> list[dict[str, Any]]:
        from widow.engine.table import counter

        return [
            *self._hand_counters(),
            counter("to_call", self._to_call(), "to call"),
            counter("ranking", self.game.options.ranking),
        ]

    _log_line = staticmethod(log_line)

    def zones(self) -> dict[str, list[Card]]:
        zones: dict[str, list[Card]] = {}
        for s in range(self.n):
            zones[f"hand-{s}"] = list(self.hands[s])
            zones[f"discards-{s}"] = list(self.discards[s])
        zones["stock"] = list(self.deck)
        return zones

    def pack(self) -> Sequence[Card]:
        return tuple(CARDS[: self.game.options.pack_size()])

    def _copy_hand(self, other: DrawPokerState) -> None:
        other.system = self.system
        other.hands = [list(h) for h in self.hands]
        other.discards = [list(h) for h in self.discards]
        other.drawn = list(self.drawn)
        other.deck = list(self.deck)
        other.queue = list(self.queue)
        other.stage = self.stage

    # --- sampling and numbering ---------------------------------------------------------------

    def _redeal_hidden(self, seat: int, rng: random.Random) -> None:
        """Redeal what ``seat`` cannot know: the other hands not shown, the others' discards and
        the stock. Its own cards and discards, and the hands shown, stay."""
        slots: list[Slot] = []
        for other in range(self.n):
            if other != seat:
                if not self.shown[other]:
                    slots += all_slots(self.hands[other])
                slots += all_slots(self.discards[other])
        slots += all_slots(self.deck)
        moved = redeal(slots, rng)
        self._legal = None

        def relabel(event: Event) -> Event | None:
            if isinstance(event, HoleDealt) and event.seat != seat:
                return HoleDealt(event.seat, tuple(moved.get(c, c) for c in event.cards))
            if isinstance(event, Drew) and event.seat != seat:
                return Drew(
                    event.seat,
                    event.count,
                    tuple(moved.get(c, c) for c in event.discarded),
                    tuple(moved.get(c, c) for c in event.received),
                )
            return None

        self._relabel_events(relabel)

    def _own_action_index(self, act: Action) -> int | None:
        """7 is ``stand pat``, then come the draws by the set of cards they name."""
        if isinstance(act, StandPat):
            return BETTING_NUMBERS
        if isinstance(act, Draw):
            size = self.game.options.pack_size()
            if any(c >= size for c in act.cards):
                raise InvalidActionError(f"action {str(act)!r} names a card not in the pack")
            return (
                DRAW_BASE
                + _draw_offset(size, len(act.cards))
                + combination_index([int(c) for c in act.cards])
            )
        return None

    def _own_action_at(self, index: int) -> Action:
        if index == BETTING_NUMBERS:
            return STAND_PAT
        size = self.game.options.pack_size()
        rest = index - DRAW_BASE
        count = 1
        while rest >= comb(size, count):
            rest -= comb(size, count)
            count += 1
        return Draw(tuple(CARDS[c] for c in combination_at(rest, count)))
