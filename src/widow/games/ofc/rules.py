"""Open-Face Chinese Poker: five cards set face up, then one card at a time, into a front of three,
a middle of five and a back of five; royalties, a point per hand, the sweep, fouls and
fantasyland.

The course of a hand, as the state machine runs it:

1. Five cards face down to each player, one at a time from the dealer's left; players in
   fantasyland then receive eight more. The rest is the stock.
2. Phase ``fantasyland``: each player in fantasyland sets all thirteen cards face down, front
   first and then middle and back (two placements), one seat at a time from the dealer's left.
3. Phase ``five``: the other players, from the dealer's left, turn their five cards face up and
   place them in any rows (the front holds three cards, the middle and back five).
4. Phase ``draw``: in turn, each of them draws the top card of the stock face up and places it,
   until every row is full.
5. The fantasyland hands are shown; every pair of players settles (:mod:`.scoring`); queens or
   better in front earn fantasyland for the next hand, and a fantasyland hand holding three of a
   kind in front, a full house or better in the middle or four of a kind or better in the back
   stays in.

The deal passes to the left after each hand, except that a hand with a player in fantasyland is
dealt by the dealer of the hand before. The match lasts ``hands`` hands.

>>> from widow import load_game
>>> state = load_game("ofc", players=2).new_state(seed=3)
>>> print(f"phase {state.phase}, seat {state.to_act} to place, {len(state.legal_actions())} ways")
phase five, seat 1 to place, 232 ways
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from itertools import product
from typing import Any, cast

from widow.cards import Card
from widow.engine.actions import Action
from widow.engine.bot_names import game_bots
from widow.engine.chance import Chance
from widow.engine.copying import copy_lists
from widow.engine.core import Game, State
from widow.engine.events import CARD_TEXT, Dealt, Event, jsonify
from widow.engine.sampling import Slot, all_slots, redeal
from widow.engine.table import zone
from widow.errors import InvalidActionError
from widow.families.rows import splits
from widow.families.rows.actions import Place, example_placements, place
from widow.families.rows.events import (
    CardDrawn,
    CardPlaced,
    Committed,
    FantasylandDealt,
    FantasylandEarned,
    HandsShown,
)
from widow.families.rows.rows import ROW_SIZES, ROWS, describe_five, describe_front_words
from widow.families.rows.state import RowGame, RowGameState
from widow.games.ofc.options import OfcOptions
from widow.games.ofc.scoring import Scored, settle_pair
from widow.games.ofc.text import RULES
from widow.i18n import N_

FIRST = 5
FANTASY_EXTRA = 8
PHASE_FANTASY, PHASE_FIVE, PHASE_DRAW, PHASE_OVER = "fantasyland", "five", "draw", "over"
HIDDEN = "??"
#: Row of each of five cards (in index order), for every way to place five cards: row codes
#: 0 front, 1 middle, 2 back; the number of a way is sum(row * 3**i).
FIVE_WAYS: tuple[tuple[int, ...], ...] = tuple(
    tuple(reversed(code)) for code in product(range(3), repeat=FIRST)
)
SINGLE_BASE: int = len(FIVE_WAYS)
_POWERS = (1, 3, 9, 27, 81)
FANTASY_FRONT_BASE = SINGLE_BASE + 3
FANTASY_MIDDLE_BASE = FANTASY_FRONT_BASE + splits.FRONT_COUNT
ACTION_COUNT = FANTASY_MIDDLE_BASE + splits.MIDDLE_COUNT


def _five_number(rows: Sequence[int]) -> int:
    return sum(r * _POWERS[i] for i, r in enumerate(rows))


#: Each row's zone as its owner and the others read it, marked for the catalogue (widow.i18n).
_ROW_LABELS = {
    "front": (N_("your front"), N_("{seat} front")),
    "middle": (N_("your middle"), N_("{seat} middle")),
    "back": (N_("your back"), N_("{seat} back")),
}


class Ofc(RowGame):
    """Open-Face Chinese Poker for two to four players.

    Actions are numbered relative to the cards the seat to act holds, in index order: 0-242 place
    five cards (card ``i`` in row ``d_i`` of the number written in base 3, digit 0 the lowest
    card; rows 0 front, 1 middle, 2 back), 243-245 place the drawn card in the front, middle or
    back, 246-531 place a fantasyland front (the 286 sets of three of the thirteen positions),
    532-783 place a fantasyland middle (the 252 sets of five of the ten cards left; the back is
    the rest).
    """

    name = "ofc"
    title = "Open-Face Chinese Poker"
    options_class = OfcOptions
    action_classes = (Place,)
    rules_text = RULES
    bots = game_bots(
        "widow.games.ofc.bots:OfcHeuristicBot",
        "widow.bots.rows:OfcSearchBot",
        montecarlo="widow.games.ofc.bots:OfcMonteCarloBot",
    )

    def example_action_texts(self, rng: random.Random) -> list[str]:
        """Placements of random cards."""
        return example_placements(rng)

    def _list_actions(self) -> Iterable[Action]:
        """Every action names cards: they are numbered per position (class docstring)."""
        return []

    @property
    def num_distinct_actions(self) -> int:
        """243 ways to place five cards, three rows for one, 286 + 252 fantasyland steps.

        >>> from widow import load_game
        >>> load_game("ofc", players=2).num_distinct_actions
        784
        """
        return ACTION_COUNT

    def _make_state(self, chance: Chance) -> State:
        return OfcState(self, chance)


class OfcState(RowGameState):
    """A match of Open-Face Chinese Poker."""

    __slots__ = (
        "fantasy",
        "fantasy_next",
        "pending",
        "pending_public",
        "stock",
    )
    kept_events = (300, 150)

    @property
    def opts(self) -> OfcOptions:
        return cast(OfcOptions, self.game.options)

    def __init__(self, game: Game, chance: Chance) -> None:
        super().__init__(game, chance)
        #: Who plays the hand in fantasyland, and who has earned it for the next hand.
        self.fantasy = [False] * self.n
        self.fantasy_next = [False] * self.n
        self._begin_match()

    # --- the course of a hand -------------------------------------------------------------------

    def _start_hand(self, events: list[Event]) -> None:
        deck = self._shuffle_for_hand()
        n = self.n
        self.fantasy = list(self.fantasy_next)
        self.fantasy_next = [False] * n
        self.pending: list[list[Card]] = [[] for _ in range(n)]
        position = 0
        for _ in range(FIRST):
            for s in self.order:
                self.pending[s].append(deck[position])
                position += 1
        events.append(Dealt(self.dealer, self.deal_no, tuple(self.order)))
        lucky = [s for s in self.order if self.fantasy[s]]
        for _ in range(FANTASY_EXTRA if lucky else 0):
            for s in lucky:
                self.pending[s].append(deck[position])
                position += 1
        if lucky:
            events.append(FantasylandDealt(None, tuple(lucky)))
        for s in range(n):
            self.pending[s].sort()
        self.stock = deck[position:]
        self.rows = [[[], [], []] for _ in range(n)]
        self.pending_public = [False] * n
        self.shown = [not self.fantasy[s] for s in range(n)]
        self._legal = None
        if lucky:
            self._phase = PHASE_FANTASY
            self._to_act = lucky[0]
        else:
            self._phase = PHASE_FIVE
            self._to_act = self.order[0]

    def _regular(self) -> list[int]:
        return [s for s in self.order if not self.fantasy[s]]

    def _next(self, seat: int, events: list[Event]) -> None:
        """Whose turn follows ``seat``'s completed placement."""
        if self._phase == PHASE_FANTASY:
            lucky = [s for s in self.order if self.fantasy[s]]
            i = lucky.index(seat)
            if i + 1 < len(lucky):
                self._to_act = lucky[i + 1]
                return
            regular = self._regular()
            if not regular:
                self._score(events)
                return
            self._phase = PHASE_FIVE
            self._to_act = regular[0]
            return
        regular = self._regular()
        i = regular.index(seat)
        if self._phase == PHASE_FIVE and i + 1 < len(regular):
            self._to_act = regular[i + 1]
            return
        nxt = regular[(i + 1) % len(regular)]
        if self._phase == PHASE_FIVE:
            self._phase = PHASE_DRAW
            nxt = regular[0]
        if sum(len(r) for r in self.rows[nxt]) == 13:
            self._score(events)
            return
        card = self.stock.pop(0)
        self.pending[nxt] = [card]
        self.pending_public[nxt] = True
        self._to_act = nxt
        events.append(CardDrawn(nxt, card))

    def _score(self, events: list[Event]) -> None:
        opts = self.opts
        scored = {s: Scored.of(*self.rows[s], table=opts.royalties) for s in self.order}
        shown = []
        for s in self.order:
            self.shown[s] = True
            front, middle, back = (tuple(r) for r in self.rows[s])
            result = scored[s]
            words = (
                N_("fouled")
                if result.foul
                else "; ".join(
                    [describe_front_words(front), describe_five(middle), describe_five(back)]
                )
                + "; "
                + N_("royalties {n}").format(n=result.royalty)
            )
            shown.append((s, front, middle, back, result.foul, words))
        events.append(HandsShown(None, tuple(shown)))
        start = len(events)
        for i, a in enumerate(self.order):
            for b in self.order[i + 1 :]:
                units = settle_pair(
                    scored[a], scored[b], sweep=opts.sweep, penalty=opts.foul_penalty
                )
                events += self.ledger.pay(b, a, units, N_("hands"))
        payments = [e.to_dict() for e in events[start:]]
        if opts.fantasyland:
            for s in self.order:
                earned = (
                    scored[s].fantasyland_stay if self.fantasy[s] else (scored[s].fantasyland_entry)
                )
                if earned:
                    self.fantasy_next[s] = True
                    events.append(FantasylandEarned(s, self.fantasy[s]))
        self.last_showdown = {
            "deal": self.deal_no,
            "hands": {
                s: {
                    "front": self.rows[s][0],
                    "middle": self.rows[s][1],
                    "back": self.rows[s][2],
                    "royalties": scored[s].royalty,
                    "fouled": scored[s].foul,
                }
                for s in self.order
            },
            "payments": payments,
        }
        # A hand with a player in fantasyland is dealt again by the same dealer.
        self._next_hand(events, pass_deal=not any(self.fantasy_next))

    # --- the protocol ---------------------------------------------------------------------------

    def _compute_legal(self) -> list[Action]:
        seat = self._to_act
        if seat is None:
            return []
        cards = self.pending[seat]
        rows = self.rows[seat]
        if self._phase == PHASE_FANTASY:
            if not rows[0]:
                down = cards[::-1]
                return [Place(get(down), (), ()) for get in splits.FRONT_GETTERS]
            rest = cards[::-1]
            return [
                Place((), middle(rest), back(rest))
                for middle, back in zip(splits.MIDDLE_GETTERS, splits.BACK_GETTERS, strict=True)
            ]
        if self._phase == PHASE_FIVE:
            get = cards[::-1].__getitem__
            return [
                Place(tuple(map(get, f)), tuple(map(get, m)), tuple(map(get, b)))
                for f, m, b in FIVE_ROWS
            ]
        card = cards[0]
        return [
            Place(*((card,) if r == i else () for i in range(3)))
            for r in range(3)
            if len(rows[r]) < ROW_SIZES[r]
        ]

    def is_legal(self, action: Action) -> bool:
        seat = self._to_act
        if seat is None or type(action) is not Place:
            return False
        rows = self.rows[seat]
        held = set(self.pending[seat])
        if self._phase == PHASE_FANTASY:
            if not rows[0]:
                return (
                    len(action.front) == 3
                    and not action.middle
                    and not action.back
                    and (set(action.front) <= held)
                )
            return (
                not action.front
                and len(action.middle) == 5
                and len(action.back) == 5
                and set(action.cards) == held
            )
        if set(action.cards) != held or len(action.cards) != len(held):
            return False
        placed = (action.front, action.middle, action.back)
        return all(len(rows[r]) + len(placed[r]) <= ROW_SIZES[r] for r in range(3))

    def _why_illegal(self, action: Action) -> str:
        seat = self._to_act
        assert seat is not None  # apply() refuses actions once the match is over
        placed = cast(Place, action)
        if self._phase == PHASE_FANTASY:
            if not self.rows[seat][0]:
                return N_("set the fantasyland front first: three of your cards, nothing else")
            return N_("now the fantasyland middle and back: five cards each, all the rest")
        held = self.pending[seat]
        if set(placed.cards) != set(held):
            return N_("place exactly the cards you hold now: {cards}").format(
                cards=" ".join(map(str, held))
            )
        full = [
            ROWS[r]
            for r in range(3)
            if len(self.rows[seat][r]) + len((placed.front, placed.middle, placed.back)[r])
            > ROW_SIZES[r]
        ]
        return f"the {' and '.join(full)} would hold too many cards"

    def _act(self, seat: int, action: Action, events: list[Event]) -> None:
        placed = cast(Place, action)
        rows = self.rows[seat]
        for r, cards in enumerate((placed.front, placed.middle, placed.back)):
            rows[r].extend(cards)
        held = set(placed.cards)
        self.pending[seat] = [c for c in self.pending[seat] if c not in held]
        if self._phase == PHASE_FANTASY:
            if not self.pending[seat]:
                events.append(Committed(seat, "fantasyland hand set"))
                self._next(seat, events)
        else:
            self.pending_public[seat] = False
            events.append(CardPlaced(seat, placed.front, placed.middle, placed.back))
            self._next(seat, events)

    # --- numbering --------------------------------------------------------------------------------

    def action_index(self, action: Action | str) -> int:
        act = self.game.parser.parse(action) if isinstance(action, str) else action
        seat = self._to_act
        if isinstance(act, Place) and seat is not None:
            cards = self.pending[seat]
            if self._phase == PHASE_FANTASY:
                if act.front and not act.middle and set(act.front) <= set(cards):
                    positions = tuple(sorted(cards.index(c) for c in act.front))
                    return FANTASY_FRONT_BASE + splits.FRONT_NUMBER[positions]
                if not act.front and len(act.middle) == 5 and set(act.cards) == set(cards):
                    positions = tuple(sorted(cards.index(c) for c in act.middle))
                    return FANTASY_MIDDLE_BASE + splits.MIDDLE_NUMBER[positions]
            elif len(cards) == 1 and act.cards == (cards[0],):
                return SINGLE_BASE + (0 if act.front else 1 if act.middle else 2)
            elif len(cards) == FIRST and set(act.cards) == set(cards):
                rows = (act.front, act.middle, act.back)
                way = [next(r for r in range(3) if c in rows[r]) for c in cards]
                return _five_number(way)
        raise InvalidActionError(f"action {str(act)!r} has no number for the seat to act now")

    def action_from_index(self, index: int) -> Action:
        self._check_index(index, ACTION_COUNT - 1)
        seat = self._to_act
        if seat is None:
            raise InvalidActionError(f"action number {index} names cards, and nobody is to act")
        cards = self.pending[seat]
        if index < SINGLE_BASE and len(cards) == FIRST:
            return place(*_split(cards, FIVE_WAYS_BY_NUMBER[index]))
        if SINGLE_BASE <= index < FANTASY_FRONT_BASE and len(cards) == 1:
            row = index - SINGLE_BASE
            return place(*([cards[0]] if r == row else [] for r in range(3)))
        if FANTASY_FRONT_BASE <= index < FANTASY_MIDDLE_BASE and len(cards) == 13:
            pick = splits.FRONT_CHOICES[index - FANTASY_FRONT_BASE]
            return place([cards[p] for p in pick], (), ())
        if index >= FANTASY_MIDDLE_BASE and len(cards) == 10:
            pick = splits.MIDDLE_CHOICES[index - FANTASY_MIDDLE_BASE]
            middle = [cards[p] for p in pick]
            return place((), middle, [c for c in cards if c not in middle])
        raise InvalidActionError(
            f"action number {index} does not fit the {len(cards)} cards seat {seat} holds now"
        )

    # --- views ------------------------------------------------------------------------------------

    def _sees(self, s: int, viewer: int | None) -> bool:
        return viewer is None or viewer == s or self.shown[s]

    def _seat_view(self, s: int, viewer: int | None) -> dict[str, Any]:
        sees = self._sees(s, viewer)
        rows = {
            name: jsonify(row) if sees else [HIDDEN] * len(row)
            for name, row in zip(ROWS, self.rows[s], strict=True)
        }
        pending = self.pending[s]
        open_pending = viewer is None or viewer == s or self.pending_public[s]
        return {
            "seat": s,
            "status": self._status(s, viewer),
            "chips": self.ledger.chips[s],
            "fantasyland": self.fantasy[s],
            "hand": jsonify(pending) if open_pending else [HIDDEN] * len(pending),
            **rows,
        }

    def _status(self, s: int, viewer: int | None) -> str:
        if self._phase == PHASE_OVER:
            return N_("over")
        if self.fantasy[s]:
            return N_("fantasyland")
        return N_("to place") if s == self._to_act else N_("in")

    def _view(self, viewer: int | None) -> dict[str, Any]:
        return self._view_frame(
            viewer,
            stock=len(self.stock) if viewer is not None else jsonify(self.stock),
            seats=[self._seat_view(s, viewer) for s in range(self.n)],
            fantasyland_next=list(self.fantasy_next),
        )

    def _phase_label(self) -> str:
        return {
            PHASE_FANTASY: N_("fantasyland hands are set"),
            PHASE_FIVE: N_("placing the first five cards"),
            PHASE_DRAW: N_("drawing and placing one card at a time"),
            PHASE_OVER: N_("the match is over"),
        }[self._phase]

    def _table_result(self, viewer: int | None) -> dict[str, Any] | None:
        return self._result()

    def _action_entries(self) -> list[dict[str, Any]]:
        # Placements name this hand's cards, so their entries are kept per state (until the next
        # action), not per game as the engine keeps entries of actions that recur.
        cached = self._entries_cache
        if cached is not None and cached[0] is self._legal:
            return [dict(e) for e in cached[1]]
        entries = [
            {
                "text": str(a),
                "label": _label(a),
                "kind": "place",
                "cards": [CARD_TEXT[c] for c in a.cards],
            }
            for a in cast(list[Place], self.legal_actions())
        ]
        self._entries_cache = (self._legal, entries)
        return [dict(e) for e in entries]

    def _table_zones(self, viewer: int | None) -> list[dict[str, Any]]:
        zones = []
        for s in range(self.n):
            view = self._seat_view(s, viewer)
            mine = viewer == s
            owner = f"seat {s}"
            to_place = N_("your cards to place") if mine else N_("{seat} cards to place")
            zones.append(
                zone(
                    f"hand-{s}",
                    to_place.format(seat=owner),
                    view["hand"],
                    owner=s,
                    selectable=viewer == s and self._to_act == s,
                )
            )
            for name in ROWS:
                label = _ROW_LABELS[name][0 if mine else 1].format(seat=owner)
                zones.append(zone(f"{name}-{s}", label, view[name], owner=s, kind="board"))
        stock = list(self.stock) if viewer is None else []
        zones.append(
            zone("stock", N_("stock"), stock, kind="stock", count=len(self.stock), layout="stack")
        )
        return zones

    def _result(self) -> dict[str, Any] | None:
        if self.last_showdown is None:
            return None
        lines = [
            (
                N_("{seat}: royalties {n} (fouled)") if h["fouled"] else N_("{seat}: royalties {n}")
            ).format(seat=f"seat {s}", n=h["royalties"])
            for s, h in self.last_showdown["hands"].items()
        ]
        lines += [
            N_("{seat} paid {other} {amount}").format(
                seat=f"seat {e['seat']}", other=f"seat {e['to']}", amount=e["chips"]
            )
            for e in self.last_showdown["payments"]
        ]
        return self._showdown_block(lines)

    # --- the rest of the protocol -----------------------------------------------------------------

    def zones(self) -> dict[str, list[Card]]:
        out = self._zones_by_row(self.pending, self.rows)
        out["stock"] = list(self.stock)
        return out

    def copy(self) -> OfcState:
        other = OfcState.__new__(OfcState)
        self._copy_frame(other)
        copy_lists(self, other, ("fantasy", "fantasy_next", "pending_public", "stock"))
        other.pending = [list(p) for p in self.pending]
        return other

    def _redeal_hidden(self, seat: int, rng: random.Random) -> None:
        slots: list[Slot] = all_slots(self.stock)
        secret = [s for s in range(self.n) if s != seat and not self.shown[s]]
        closed = [
            s for s in range(self.n) if s != seat and self.shown[s] and not self.pending_public[s]
        ]
        for s in secret:
            slots += all_slots(self.pending[s])
            for row in self.rows[s]:
                slots += all_slots(row)
        for s in closed:
            slots += all_slots(self.pending[s])
        redeal(slots, rng)
        for s in secret + closed:
            self.pending[s].sort()
        self._legal = None


def _split(cards: Sequence[Card], way: Sequence[int]) -> list[list[Card]]:
    rows: list[list[Card]] = [[], [], []]
    for card, row in zip(cards, way, strict=True):
        rows[row].append(card)
    return rows


def _label(action: Place) -> str:
    parts = [
        f"{name}: {' '.join(map(str, cards))}"
        for name, cards in zip(ROWS, (action.front, action.middle, action.back), strict=True)
        if cards
    ]
    return "; ".join(parts).capitalize()


FIVE_WAYS_BY_NUMBER = {_five_number(way): way for way in FIVE_WAYS}
#: For each legal way to place five cards, the positions each row takes in the five cards in
#: descending order (so every row comes out high card first, as placements keep them).
FIVE_ROWS: tuple[tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]], ...] = tuple(
    (
        tuple(FIRST - 1 - i for i in reversed(range(FIRST)) if way[i] == 0),
        tuple(FIRST - 1 - i for i in reversed(range(FIRST)) if way[i] == 1),
        tuple(FIRST - 1 - i for i in reversed(range(FIRST)) if way[i] == 2),
    )
    for way in FIVE_WAYS
    if way.count(0) <= 3
)
