"""Chinese Poker: thirteen cards each, set at once into a front of three, a middle of five and a
back of five, and settled pair by pair.

The course of a hand, as the state machine runs it:

1. The dealer deals thirteen cards to each player, one at a time from the left; cards left over
   are set aside unseen.
2. Setting (phase ``set``), taken one seat at a time from the dealer's left, each commitment
   secret: a seat either places its front and then its middle and back (two placements), or
   declares a natural it holds.
3. The declared naturals are shown and paid: a natural beats every hand that is not a natural;
   between naturals the higher kind wins and equal kinds compare (see :mod:`.naturals`).
4. Surrender (phase ``surrender``, option ``surrender``): every seat that set its hand decides, in
   secret, to surrender (two units to each opponent) or stand; the choices are shown together.
5. The hands still in are shown and settled pair by pair (:mod:`.settle`).

The deal then passes to the left; the match lasts ``hands`` hands.

>>> from widow import load_game
>>> state = load_game("chinese-poker", players=2).new_state(seed=3)
>>> state.phase, state.to_act, len(state.legal_actions())
('set', 1, 286)
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any, cast

from widow.cards import Card
from widow.engine.actions import Action
from widow.engine.bot_names import game_bots
from widow.engine.chance import Chance
from widow.engine.copying import copy_lists
from widow.engine.core import Game, State
from widow.engine.events import CARD_TEXT, Dealt, Event, jsonify
from widow.engine.sampling import Slot, all_slots, redeal
from widow.engine.table import action_entry, zone
from widow.errors import InvalidActionError
from widow.families.rows.actions import (
    ACTION_CLASSES,
    DECLARE,
    NATURALS,
    STAND,
    SURRENDER,
    Declare,
    Place,
    Stand,
    Surrender,
    example_placements,
    place,
)
from widow.families.rows.events import (
    Committed,
    HandsShown,
    NaturalsShown,
    SurrendersShown,
)
from widow.families.rows.rows import ROW_SIZES, ROWS, describe_five, describe_front_words
from widow.families.rows.settle import SURRENDER_PAY, SetHand, row_winners, settle_pair
from widow.families.rows.splits import (
    BACK_GETTERS,
    FRONT_CHOICES,
    FRONT_COUNT,
    FRONT_GETTERS,
    FRONT_NUMBER,
    MIDDLE_CHOICES,
    MIDDLE_COUNT,
    MIDDLE_GETTERS,
    MIDDLE_NUMBER,
)
from widow.families.rows.state import RowGame, RowGameState
from widow.games.chinese_poker.naturals import NATURAL_PAY, compare_naturals, naturals_held
from widow.games.chinese_poker.options import ChinesePokerOptions
from widow.games.chinese_poker.text import RULES
from widow.i18n import N_

HAND_SIZE = 13
PHASE_SET, PHASE_SURRENDER, PHASE_OVER = "set", "surrender", "over"
HIDDEN = "??"
#: Numbers of the actions after the fronts and the middles (see ``ChinesePoker`` below).
DECLARE_BASE = FRONT_COUNT + MIDDLE_COUNT
SURRENDER_NUMBER = DECLARE_BASE + len(NATURALS)
STAND_NUMBER = SURRENDER_NUMBER + 1


class ChinesePoker(RowGame):
    """Chinese Poker for two to four players.

    Actions are numbered relative to the hand of the seat to act, its cards taken in index
    order: 0-285 place the front on the three cards at those positions (``itertools.combinations``
    order), 286-537 place the middle on five of the ten cards left (the back is the rest), 538-541
    declare a natural (dragon, three flushes, three straights, six pairs), 542 surrender, 543
    stand. Front ``f`` followed by middle ``m`` is setting ``f * 252 + m`` of the 72,072 splits
    of :mod:`widow.families.rows.splits`.
    """

    name = "chinese-poker"
    title = "Chinese Poker"
    options_class = ChinesePokerOptions
    action_classes = ACTION_CLASSES
    rules_text = RULES
    bots = game_bots(
        "widow.games.chinese_poker.bots:GreedySetterBot",
        "widow.bots.rows:ChinesePokerSearchBot",
        setter="widow.games.chinese_poker.bots:ExhaustiveSetterBot",
    )

    def example_action_texts(self, rng: random.Random) -> list[str]:
        """Placements of random cards and every natural declared."""
        return [*example_placements(rng), *(str(d) for d in DECLARE.values())]

    def _list_actions(self) -> Iterable[Action]:
        """The actions that name no card; placements are numbered per hand (class docstring)."""
        return [*DECLARE.values(), SURRENDER, STAND]

    @property
    def num_distinct_actions(self) -> int:
        """286 fronts, 252 middles, four naturals, surrender and stand.

        >>> from widow import load_game
        >>> load_game("chinese-poker", players=3).num_distinct_actions
        544
        """
        return STAND_NUMBER + 1

    def _make_state(self, chance: Chance) -> State:
        return ChinesePokerState(self, chance)


class ChinesePokerState(RowGameState):
    """A match of Chinese Poker."""

    __slots__ = (
        "_naturals_cache",
        "aside",
        "held",
        "natural",
        "surrender_choice",
        "surrendered",
    )
    kept_events = (200, 100)

    def __init__(self, game: Game, chance: Chance) -> None:
        super().__init__(game, chance)
        self._naturals_cache: dict[int, list[str]] = {}
        self._begin_match()

    @property
    def opts(self) -> ChinesePokerOptions:
        return cast(ChinesePokerOptions, self.game.options)

    # --- the course of a hand -------------------------------------------------------------------

    def _start_hand(self, events: list[Event]) -> None:
        deck = self._shuffle_for_hand()
        n = self.n
        hands: list[list[Card]] = [[] for _ in range(n)]
        for k in range(HAND_SIZE * n):
            hands[self.order[k % n]].append(deck[k])
        self.held = [sorted(h) for h in hands]
        self.aside = sorted(deck[HAND_SIZE * n :])
        self.rows = [[[], [], []] for _ in range(n)]
        self.natural: list[str | None] = [None] * n
        self.shown = [False] * n
        self.surrender_choice: list[bool | None] = [None] * n
        self.surrendered = [False] * n
        self._naturals_cache = {}
        self._phase = PHASE_SET
        self._to_act = self.order[0]
        self._legal = None
        events.append(Dealt(self.dealer, self.deal_no, tuple(self.order)))

    def committed(self, seat: int) -> bool:
        """Whether ``seat`` has finished setting (or declared) this hand."""
        return self.natural[seat] is not None or len(self.rows[seat][1]) == 5

    def _naturals_of(self, seat: int) -> list[str]:
        found = self._naturals_cache.get(seat)
        if found is None:
            found = self._naturals_cache[seat] = naturals_held(self.held[seat])
        return found

    def _after_set(self, seat: int, events: list[Event]) -> None:
        events.append(Committed(seat, "set"))
        position = self.order.index(seat)
        if position + 1 < self.n:
            self._to_act = self.order[position + 1]
            return
        self._show_naturals(events)
        standing = [s for s in self.order if self.natural[s] is None]
        if self.opts.surrender and standing:
            self._phase = PHASE_SURRENDER
            self._to_act = standing[0]
        else:
            self._showdown(events)

    def _show_naturals(self, events: list[Event]) -> None:
        declared = [s for s in self.order if self.natural[s] is not None]
        if not declared:
            return
        for s in declared:
            self.shown[s] = True
        events.append(
            NaturalsShown(
                None,
                tuple((s, cast(str, self.natural[s]), tuple(self.held[s])) for s in declared),
            )
        )
        for i, a in enumerate(self.order):
            for b in self.order[i + 1 :]:
                na, nb = self.natural[a], self.natural[b]
                if na is None and nb is None:
                    continue
                if na is not None and nb is not None:
                    verdict = compare_naturals((na, self.held[a]), (nb, self.held[b]))
                else:
                    verdict = 1 if na is not None else -1
                if verdict > 0:
                    why = N_("natural {natural}").format(natural=na)
                    events += self.ledger.pay(b, a, NATURAL_PAY[cast(str, na)], why)
                elif verdict < 0:
                    why = N_("natural {natural}").format(natural=nb)
                    events += self.ledger.pay(a, b, NATURAL_PAY[cast(str, nb)], why)

    def _after_surrender_choice(self, seat: int, events: list[Event]) -> None:
        events.append(Committed(seat, "surrender or stand"))
        standing = [s for s in self.order if self.natural[s] is None]
        position = standing.index(seat)
        if position + 1 < len(standing):
            self._to_act = standing[position + 1]
            return
        quitters = tuple(s for s in standing if self.surrender_choice[s])
        events.append(SurrendersShown(None, quitters))
        for s in quitters:
            self.surrendered[s] = True
            for other in self.order:
                if other != s:
                    events += self.ledger.pay(s, other, SURRENDER_PAY, N_("surrender"))
        self._showdown(events)

    def _showdown(self, events: list[Event]) -> None:
        playing = [s for s in self.order if self.natural[s] is None and not self.surrendered[s]]
        bonuses = self.opts.bonuses
        set_hands = {s: SetHand.of(*self.rows[s], bonuses=bonuses) for s in playing}
        if playing:
            shown = []
            for s in playing:
                self.shown[s] = True
                front, middle, back = (tuple(r) for r in self.rows[s])
                rows = [describe_front_words(front), describe_five(middle), describe_five(back)]
                words = "; ".join(rows)
                if set_hands[s].foul:
                    words = N_("fouled: {reason}").format(reason=_foul_reason(set_hands[s], rows))

                shown.append((s, front, middle, back, set_hands[s].foul, words))
            events.append(HandsShown(None, tuple(shown)))
        start = len(events)
        rows_won = []
        for i, a in enumerate(playing):
            for b in playing[i + 1 :]:
                units = settle_pair(set_hands[a], set_hands[b], scoop=self.opts.scoop)
                events += self.ledger.pay(b, a, units, N_("hands"))
                rows_won.append(_rows_line(a, b, set_hands[a], set_hands[b]))
        self.last_showdown = {
            "deal": self.deal_no,
            "naturals": {s: self.natural[s] for s in self.order if self.natural[s]},
            "surrendered": [s for s in self.order if self.surrendered[s]],
            "hands": {
                s: {"front": self.rows[s][0], "middle": self.rows[s][1], "back": self.rows[s][2]}
                for s in playing
            },
            "payments": [e.to_dict() for e in events[start:]],
            "rows": rows_won,
        }
        self._next_hand(events, pass_deal=True)

    # --- the protocol ---------------------------------------------------------------------------

    def _compute_legal(self) -> list[Action]:
        seat = self._to_act
        if seat is None:
            return []
        if self._phase == PHASE_SURRENDER:
            return [SURRENDER, STAND]
        held = self.held[seat]
        front = self.rows[seat][0]
        if not front:
            down = held[::-1]
            legal: list[Action] = [Place(get(down), (), ()) for get in FRONT_GETTERS]
            if self.opts.naturals:
                legal += [DECLARE[name] for name in self._naturals_of(seat)]
            return legal
        rest = [c for c in reversed(held) if c not in front]
        return [
            Place((), middle(rest), back(rest))
            for middle, back in zip(MIDDLE_GETTERS, BACK_GETTERS, strict=True)
        ]

    def is_legal(self, action: Action) -> bool:
        seat = self._to_act
        if seat is None:
            return False
        if self._phase == PHASE_SURRENDER:
            return type(action) is Surrender or type(action) is Stand
        if type(action) is Declare:
            return (
                self.opts.naturals
                and not self.rows[seat][0]
                and (action.natural in self._naturals_of(seat))
            )
        if type(action) is not Place:
            return False
        placed = action
        held = set(self.held[seat])
        front = self.rows[seat][0]
        if not front:
            return (
                len(placed.front) == 3
                and not placed.middle
                and not placed.back
                and set(placed.front) <= held
            )
        rest = held - set(front)
        return (
            not placed.front
            and len(placed.middle) == 5
            and len(placed.back) == 5
            and set(placed.middle) | set(placed.back) == rest
        )

    def _why_illegal(self, action: Action) -> str:
        seat = self._to_act
        if self._phase == PHASE_SURRENDER:
            return N_("every seat that set its hand now surrenders or stands")
        if isinstance(action, (Surrender, Stand)):
            return N_("surrender comes after every hand is set and the naturals are paid")
        assert seat is not None  # apply() refuses actions once the match is over
        if isinstance(action, Declare):
            if not self.opts.naturals:
                return N_("naturals are not played (option naturals is off)")
            if self.rows[seat][0]:
                return N_(
                    "{seat} has begun setting its hand; a natural is declared instead"
                ).format(seat=f"seat {seat}")
            return N_("{seat} does not hold {natural}").format(
                seat=f"seat {seat}", natural=action.natural
            )
        placed = cast(Place, action)
        missing = [str(c) for c in placed.cards if c not in self.held[seat]]
        if missing:
            return N_("{seat} does not hold {cards}").format(
                seat=f"seat {seat}", cards=" ".join(missing)
            )
        if not self.rows[seat][0]:
            return N_("place the front first: three cards, the middle and back empty")
        return N_("place the middle and back: five cards each, every card not in the front")

    def _act(self, seat: int, action: Action, events: list[Event]) -> None:
        if self._phase == PHASE_SURRENDER:
            self.surrender_choice[seat] = isinstance(action, Surrender)
            self._after_surrender_choice(seat, events)
        elif isinstance(action, Declare):
            self.natural[seat] = action.natural
            self._after_set(seat, events)
        else:
            placed = cast(Place, action)
            if placed.front:
                self.rows[seat][0] = list(placed.front)
            else:
                self.rows[seat][1] = list(placed.middle)
                self.rows[seat][2] = list(placed.back)
                self._after_set(seat, events)

    # --- numbering --------------------------------------------------------------------------------

    def action_index(self, action: Action | str) -> int:
        act = self.game.parser.parse(action) if isinstance(action, str) else action
        if isinstance(act, Declare):
            return DECLARE_BASE + NATURALS.index(act.natural)
        if isinstance(act, Surrender):
            return SURRENDER_NUMBER
        if isinstance(act, Stand):
            return STAND_NUMBER
        if isinstance(act, Place) and self._to_act is not None:
            held = self.held[self._to_act]
            if act.front and not act.middle and not act.back and set(act.front) <= set(held):
                positions = tuple(sorted(held.index(c) for c in act.front))
                return FRONT_NUMBER[positions]
            front = set(self.rows[self._to_act][0])
            rest = [c for c in held if c not in front]
            if not act.front and len(act.middle) == 5 and set(act.middle) <= set(rest):
                positions = tuple(sorted(rest.index(c) for c in act.middle))
                if set(act.back) == set(rest) - set(act.middle):
                    return FRONT_COUNT + MIDDLE_NUMBER[positions]
        raise InvalidActionError(f"action {str(act)!r} has no number for the seat to act now")

    def action_from_index(self, index: int) -> Action:
        self._check_index(index, STAND_NUMBER)
        if index >= DECLARE_BASE:
            if index < SURRENDER_NUMBER:
                return DECLARE[NATURALS[index - DECLARE_BASE]]
            return SURRENDER if index == SURRENDER_NUMBER else STAND
        seat = self._to_act
        if seat is None:
            raise InvalidActionError(f"action number {index} names cards, and nobody is to act")
        held = self.held[seat]
        if index < FRONT_COUNT:
            return place((held[p] for p in FRONT_CHOICES[index]), (), ())
        front = set(self.rows[seat][0])
        if not front:
            raise InvalidActionError(
                f"action number {index} places a middle; seat {seat} has not placed its front"
            )
        rest = [c for c in held if c not in front]
        pick = MIDDLE_CHOICES[index - FRONT_COUNT]
        middle = [rest[p] for p in pick]
        return place((), middle, (c for c in rest if c not in middle))

    # --- views ------------------------------------------------------------------------------------

    def _seat_view(self, s: int, viewer: int | None) -> dict[str, Any]:
        sees = viewer is None or viewer == s or self.shown[s]
        committed = self.committed(s)
        rows: dict[str, Any] = {}
        for name, row, size in zip(ROWS, self.rows[s], ROW_SIZES, strict=True):
            if sees:
                rows[name] = jsonify(row) if self.natural[s] is None else []
            else:
                rows[name] = [HIDDEN] * size if committed else []
        status = self._status(s, viewer)
        return {
            "seat": s,
            "status": status,
            "chips": self.ledger.chips[s],
            "hand": jsonify(self.held[s]) if sees else [HIDDEN] * HAND_SIZE,
            **rows,
            "natural": self.natural[s] if sees else None,
            "surrendered": self.surrendered[s],
        }

    def _status(self, s: int, viewer: int | None) -> str:
        if self._phase == PHASE_OVER:
            return "over"
        if self.surrendered[s]:
            return "surrendered"
        if self.natural[s] is not None and (viewer is None or viewer == s or self.shown[s]):
            return f"declared {self.natural[s]}"
        if self._phase == PHASE_SURRENDER:
            decided = self.surrender_choice[s] is not None
            if viewer == s and decided:
                return "surrenders" if self.surrender_choice[s] else "stands"
            return "decided" if decided else "set"
        if self.committed(s):
            return "set"
        return "setting" if s == self._to_act else "waiting"

    def _view(self, viewer: int | None) -> dict[str, Any]:
        own = self.held[viewer] if viewer is not None else []
        return self._view_frame(
            viewer,
            hand=jsonify(own),
            seats=[self._seat_view(s, viewer) for s in range(self.n)],
            set_aside=jsonify(self.aside) if viewer is None else [HIDDEN] * len(self.aside),
        )

    def _phase_label(self) -> str:
        return {
            PHASE_SET: "setting the hands",
            PHASE_SURRENDER: "surrender or stand",
            PHASE_OVER: "the match is over",
        }[self._phase]

    def _table_zones(self, viewer: int | None) -> list[dict[str, Any]]:
        zones = []
        for s in range(self.n):
            view = self._seat_view(s, viewer)
            mine = viewer == s
            placed = {c for r in self.rows[s] for c in r}
            if viewer is None or mine or self.shown[s]:
                unset = [c for c in self.held[s] if c not in placed]
                if self.natural[s] is not None:
                    unset = list(self.held[s])
            else:
                unset_count = 0 if self.committed(s) else HAND_SIZE - len(self.rows[s][0])
                unset = [HIDDEN] * unset_count  # type: ignore[list-item]
            owner = "your" if mine else f"seat {s}"
            zones.append(
                zone(
                    f"hand-{s}",
                    f"{owner} unset cards",
                    unset,
                    owner=s,
                    selectable=mine and self._to_act == s and self._phase == PHASE_SET,
                )
            )
            for name in ("front", "middle", "back"):
                zones.append(
                    zone(f"{name}-{s}", f"{owner} {name}", view[name], owner=s, kind="board")
                )
        aside = list(self.aside) if viewer is None else []
        zones.append(
            zone(
                "set-aside",
                "set aside",
                aside,
                kind="discard",
                count=len(self.aside),
                layout="stack",
            )
        )
        return zones

    def _action_entries(self) -> list[dict[str, Any]]:
        # Placements name this hand's cards, so their entries are kept per state (until the next
        # action), not per game as the engine keeps entries of actions that recur.
        cached = self._entries_cache
        if cached is not None and cached[0] is self._legal:
            return [dict(e) for e in cached[1]]
        entries = []
        for action in self.legal_actions():
            if isinstance(action, Place):
                entries.append(
                    {
                        "text": str(action),
                        "label": self._action_label(action),
                        "kind": "place",
                        "cards": [CARD_TEXT[c] for c in action.cards],
                    }
                )
            else:
                entries.append(action_entry(action, self._action_label(action)))
        self._entries_cache = (self._legal, entries)
        return [dict(e) for e in entries]

    def _action_label(self, action: Action) -> str:
        if isinstance(action, Place):
            if action.front:
                return "Front: " + " ".join(map(str, action.front))
            return (
                "Middle: "
                + " ".join(map(str, action.middle))
                + "; back: "
                + " ".join(map(str, action.back))
            )
        return super()._action_label(action)

    def _table_result(self, viewer: int | None) -> dict[str, Any] | None:
        if self.last_showdown is None:
            return None
        return self._showdown_block(
            [
                *self.last_showdown.get("rows", []),
                *(
                    N_("{seat} paid {other} {amount} ({why})").format(
                        seat=f"seat {e['seat']}",
                        other=f"seat {e['to']}",
                        amount=e["chips"],
                        why=e["reason"],
                    )
                    for e in self.last_showdown["payments"]
                ),
            ]
        )

    # --- the rest of the protocol -----------------------------------------------------------------

    def zones(self) -> dict[str, list[Card]]:
        # A declared natural takes the whole hand back out of its rows.
        rows: list[list[list[Card]]] = [
            self.rows[s] if self.natural[s] is None else [[], [], []] for s in range(self.n)
        ]
        unset = [
            [c for c in self.held[s] if c not in {c for row in rows[s] for c in row}]
            for s in range(self.n)
        ]
        out = self._zones_by_row(unset, rows)
        out["set-aside"] = list(self.aside)
        return out

    def copy(self) -> ChinesePokerState:
        other = ChinesePokerState.__new__(ChinesePokerState)
        self._copy_frame(other)
        copy_lists(self, other, ("aside", "natural", "surrender_choice", "surrendered"))
        other._naturals_cache = dict(self._naturals_cache)
        other.held = [list(h) for h in self.held]
        return other

    def _redeal_hidden(self, seat: int, rng: random.Random) -> None:
        hidden = [s for s in range(self.n) if s != seat and not self.shown[s]]
        slots: list[Slot] = all_slots(self.aside)
        for s in hidden:
            slots += all_slots(self.held[s])
        moved = redeal(slots, rng)
        for s in hidden:
            self.held[s].sort()
            self.rows[s] = [[moved[c] for c in row] for row in self.rows[s]]
            self._naturals_cache.pop(s, None)
            name = self.natural[s]
            if name is not None and name not in self._naturals_of(s):
                # The sampled cards do not make the natural this seat declared in secret: in this
                # hypothesis it set its hand instead.
                self.natural[s] = None
                held = self.held[s]
                self.rows[s] = [held[:3], held[3:8], held[8:]]
        self._legal = None


def _foul_reason(hand: SetHand, words: Sequence[str]) -> str:
    """Why a set hand fouls, with its rows in words (front, middle, back): a row beats the row
    behind it, which must be at least as strong."""
    _, middle, back = hand.strengths
    if back < middle:
        return N_("the middle ({middle}) beats the back ({back})").format(
            middle=words[1], back=words[2]
        )
    return N_("the front ({front}) beats the middle ({middle})").format(
        front=words[0], middle=words[1]
    )


def _rows_line(a: int, b: int, first: SetHand, second: SetHand) -> str:
    """Which rows each of two seats took from the other, and why when a hand fouled."""
    taken: dict[int | None, list[str]] = {}
    for row, winner in zip(ROWS, row_winners(first, second), strict=True):
        taken.setdefault(winner, []).append(row)
    seats = {0: a, 1: b}
    # Message ids of the catalogue, filled in English (widow.i18n); a row is one too.
    parts = [
        N_("{seat} takes {rows}").format(seat=f"seat {seats[w]}", rows=", ".join(taken[w]))
        for w in (0, 1)
        if w in taken
    ]
    if None in taken:
        parts.append(N_("{rows} tied").format(rows=", ".join(taken[None])))
    won = "; ".join(parts) or N_("nothing won")
    fouled = [seats[i] for i, hand in enumerate((first, second)) if hand.foul]
    if len(fouled) == 2:
        line = N_("{seat} against {other}: {won} ({seat} and {other} fouled)")
    elif fouled:
        line = N_("{seat} against {other}: {won} ({who} fouled)")
    else:
        line = N_("{seat} against {other}: {won}")
    return line.format(
        seat=f"seat {a}", other=f"seat {b}", won=won, who=f"seat {fouled[0]}" if fouled else ""
    )
