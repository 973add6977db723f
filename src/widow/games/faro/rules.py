"""Faro: the state machine (no I/O).

The banker sits in the last seat (option ``banker_seat``); the punters, from the banker's left,
each change their bets as they like before every turn (put a unit on a place, take a bet back,
call the last turn) and then say done, then the banker deals the turn and the bets it touches are
settled. A punter makes at most ``max_moves`` changes before one turn, so every turn ends.

>>> from widow.games import load_game
>>> state = load_game("faro", players=3).new_state(seed=2)
>>> state.phase, state.to_act, state.banker, len(state.box)
('bet', 0, 2, 51)
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from itertools import permutations
from typing import Any, ClassVar

from widow.cards import CARDS, Card
from widow.engine.actions import Action
from widow.engine.bot_names import game_bots
from widow.engine.chance import Chance
from widow.engine.core import Game
from widow.engine.events import Dealt, Event, MatchOver
from widow.engine.sampling import all_slots, redeal
from widow.engine.table import bet_layout, counter, layout_bet, seat_row, zone
from widow.errors import InvalidOptionError
from widow.families.banking.state import BankingState
from widow.games.faro.actions import DEAL, DONE, Bet, Call, Deal, Done, Take
from widow.games.faro.events import (
    BetChanged,
    BetsDone,
    BetSettled,
    BetsReturned,
    Called,
    SodaShown,
    TurnDealt,
)
from widow.games.faro.layout import GRID, POSITIONS, SPECIALS, covered, faro_rank, rank_text
from widow.games.faro.options import FaroOptions
from widow.games.faro.text import RULES
from widow.i18n import N_

PACK: tuple[Card, ...] = CARDS[:52]
#: Calling the turn pays four to one, or two to one on a cat-hop (a pair among the three).
CALL_PAYS = 4
#: The words of Faro's table that its moves and results are made of (a move's label is its text,
#: "Bet 2-3 copper"), marked for the catalogue (widow.i18n).
FARO_WORDS = (
    N_("Bet {place}"),
    N_("Bet {place} copper"),
    N_("Take {place}"),
    N_("Take {place} copper"),
    N_("even"),
    N_("odd"),
    N_("won"),
    N_("lost"),
    N_("split"),
    N_("push"),
)
CAT_HOP_PAYS = 2

BetKey = tuple[int, str, bool]


class Faro(Game):
    """Faro for 2 to 8 players: the last seat banks, the others punt."""

    name = "faro"
    title = "Faro"
    min_players = 2
    max_players = 8
    options_class = FaroOptions
    action_classes = (Bet, Take, Call, Done, Deal)
    rules_text = RULES
    bots = game_bots("widow.games.faro.bot:FaroBot")
    banker_edge: ClassVar[str | None] = "widow.games.faro.edge:faro_match_edge"
    options: FaroOptions

    def _list_actions(self) -> Sequence[Action]:
        calls = [Call(o) for o in _all_orders()]
        return [*BETS.values(), *TAKES.values(), *calls, DONE, DEAL]

    def check(self) -> None:
        seat = self.options.banker_seat
        if seat is not None and seat >= self.players:
            raise InvalidOptionError(
                f"option banker_seat ({seat}) must be a seat: 0 to {self.players - 1}"
            )

    def _make_state(self, chance: Chance) -> FaroState:
        return FaroState(self, chance)


SPOTS: tuple[tuple[str, bool], ...] = tuple((p, c) for p in POSITIONS for c in (False, True))
BETS: dict[tuple[str, bool], Bet] = {spot: Bet(*spot) for spot in SPOTS}
TAKES: dict[tuple[str, bool], Take] = {spot: Take(*spot) for spot in SPOTS}
#: The layout's rows as the table description names them, and the ranks each place covers.
GRID_TEXT: tuple[tuple[str | None, ...], ...] = tuple(
    tuple(None if v is None else rank_text(v) for v in row) for row in GRID
)
COVERS_TEXT: dict[str, tuple[str, ...]] = {
    p: tuple(rank_text(v) for v in sorted(covered(p))) for p in POSITIONS
}


def bet_result(position: str, copper: bool, low: int, high: int) -> str | None:
    """How a bet fares on a turn whose losing card has rank ``low`` and winning card ``high``:
    ``"won"``, ``"lost"``, ``"split"`` (the bank takes half), ``"push"``, or ``None`` when the
    turn does not touch it.

    >>> bet_result("9", False, 9, 3), bet_result("9", True, 9, 3), bet_result("9-T", False, 9, 10)
    ('lost', 'won', 'push')
    >>> bet_result("high", False, 5, 5), bet_result("3-J", False, 9, 10) is None
    ('split', True)
    """
    split = low == high
    if position in SPECIALS:
        hit = {"even": high % 2 == 0, "odd": high % 2 == 1, "high": high > low}[position]
        return "split" if split else ("won" if hit != copper else "lost")
    ranks = covered(position)
    lost, won = low in ranks, high in ranks
    if split and lost:
        return "split"
    if lost and won:
        return "push"
    if lost or won:
        return "won" if won != copper else "lost"
    return None


def banker_gain(result: str | None, stake: int) -> int:
    """What the bank gains on one settled bet of ``stake`` chips.

    >>> banker_gain("won", 4), banker_gain("lost", 4), banker_gain("split", 4), banker_gain(None, 4)
    (-4, 4, 2, 0)
    """
    return {"won": -stake, "lost": stake, "split": stake // 2}.get(result or "", 0)


def _all_orders() -> list[tuple[int, int, int]]:
    return [(a, b, c) for a in range(1, 14) for b in range(1, 14) for c in range(1, 14)]


class FaroState(BankingState):
    """A match of Faro. ``pool`` holds the chips bet on the layout."""

    game: Faro

    def __init__(self, game: Faro, chance: Chance) -> None:
        super().__init__(game, chance)
        n = game.players
        chosen = game.options.banker_seat
        self.banker = n - 1 if chosen is None else chosen
        self.punters = [(self.banker + k) % n for k in range(1, n)]
        self.chips = [game.options.chips] * n
        self.box: list[Card] = []
        self.soda: Card | None = None
        self.turn_cards: list[Card] = []
        #: Casekeeper: per rank (1-13), how the cards out were used: soda, lost, won, hoc.
        self.case: dict[int, list[str]] = {}
        self.bets: dict[BetKey, int] = {}
        self.calls: dict[tuple[int, tuple[int, int, int]], int] = {}
        self.deal_no = 0
        self.turn_no = 0
        self.mover = 0
        #: Changes the punter to act has made before this turn (at most ``max_moves``).
        self.moves = 0
        self.turn_start = 0
        self._start_deal(self.events)

    # --- protocol -----------------------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        if self.over:
            return None
        return self.banker if self.mover == len(self.punters) else self.punters[self.mover]

    @property
    def phase(self) -> str:
        if self.over:
            return "over"
        if self.mover == len(self.punters):
            return "deal"
        return "call" if len(self.box) == 3 else "bet"

    def legal_actions(self) -> list[Action]:
        seat = self.to_act
        if seat is None:
            return []
        if seat == self.banker:
            return [DEAL]
        top = self.game.options.max_units
        bets = self.bets
        out: list[Action] = [b for (p, c), b in BETS.items() if bets.get((seat, p, c), 0) < top]
        out += [TAKES[p, c] for (s, p, c) in sorted(bets) if s == seat]
        out += [Call(o) for o in self.call_orders() if self.calls.get((seat, o), 0) < top]
        out.append(DONE)
        return out

    def call_orders(self) -> list[tuple[int, int, int]]:
        """The orders the last three cards can come in (none before the last turn, or when they
        are three of a kind)."""
        if len(self.box) != 3:
            return []
        ranks = [faro_rank(c) for c in self.box]
        if len(set(ranks)) == 1:
            return []
        return sorted(set(permutations(ranks)))  # type: ignore[arg-type]

    def is_legal(self, action: Action) -> bool:
        """Checked directly rather than by searching the long list of legal moves."""
        seat = self.to_act
        if seat is None:
            return False
        if seat == self.banker or isinstance(action, Deal):
            return seat == self.banker and isinstance(action, Deal)
        if isinstance(action, Done):
            return True
        top = self.game.options.max_units
        if isinstance(action, Bet):
            return self.bets.get((seat, action.position, action.copper), 0) < top
        if isinstance(action, Take):
            return (seat, action.position, action.copper) in self.bets
        if isinstance(action, Call):
            return (
                action.order in self.call_orders() and self.calls.get((seat, action.order), 0) < top
            )
        return False

    def _why_illegal(self, action: Action) -> str:
        if self.to_act == self.banker:
            return N_("the banker's only move is 'deal'")
        if isinstance(action, Deal):
            return N_("only the banker deals")
        if isinstance(action, Take):
            return N_("you have no bet there")
        if isinstance(action, Call):
            return N_("the turn is called on the last turn only, in an order its three cards allow")
        return N_("at most {n} units on one bet").format(n=self.game.options.max_units)

    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        seat = self.to_act
        assert seat is not None  # apply checked that the match is on
        unit = self.game.options.unit
        if isinstance(action, Deal):
            self._deal_turn(events)
            return events
        if isinstance(action, Bet):
            key = (seat, action.position, action.copper)
            self.bets[key] = self.bets.get(key, 0) + 1
            self._move(seat, unit)
            self._log(events, BetChanged(seat, action.position, action.copper, 1))
        elif isinstance(action, Take):
            key = (seat, action.position, action.copper)
            units = self.bets.pop(key)
            self._move(seat, -units * unit)
            self._log(events, BetChanged(seat, action.position, action.copper, -units))
        elif isinstance(action, Call):
            self.calls[(seat, action.order)] = self.calls.get((seat, action.order), 0) + 1
            self._move(seat, unit)
            self._log(events, Called(seat, str(action).split()[1]))
        else:
            self._done(seat, events)
            return events
        self.moves += 1
        if self.moves == self.game.options.max_moves:
            # The dealer has waited long enough: the last change allowed ends the punter's turn.
            self._done(seat, events)
        return events

    def _done(self, seat: int, events: list[Event]) -> None:
        self._log(events, BetsDone(seat))
        self.mover += 1
        self.moves = 0

    def _move(self, seat: int, chips: int) -> None:
        """``seat`` puts ``chips`` on the layout (negative: takes them back)."""
        self.chips[seat] -= chips
        self.pool += chips

    # --- the deal and the turns ---------------------------------------------------------------

    def _start_deal(self, events: list[Event]) -> None:
        self.deal_no += 1
        self.box = self.chance.shuffle("deal", PACK, at=len(self._history))
        self.soda = self.box.pop(0)
        self.case = {v: [] for v in range(1, 14)}
        self.case[faro_rank(self.soda)].append("soda")
        self.turn_no = 0
        self.turn_cards = []
        self.mover = 0
        self.moves = 0
        new: list[Event] = [
            Dealt(self.banker, self.deal_no, tuple(self.punters)),
            SodaShown(self.banker, self.soda),
        ]
        self.events.extend(new)
        if events is not self.events:
            events.extend(new)

    def _deal_turn(self, events: list[Event]) -> None:
        # The log a view shows is the turn just dealt and the bets made since.
        self.events = self.events[self.turn_start :]
        self.turn_start = len(self.events)
        last = len(self.box) == 3
        loser, winner = self.box[0], self.box[1]
        hoc = self.box[2] if last else None
        del self.box[: 3 if last else 2]
        self.turn_no += 1
        self.turn_cards = [loser, winner] if hoc is None else [loser, winner, hoc]
        low, high = faro_rank(loser), faro_rank(winner)
        self.case[low].append("lost")
        self.case[high].append("won")
        if hoc is not None:
            self.case[faro_rank(hoc)].append("hoc")
        self._log(events, TurnDealt(self.banker, self.turn_no, loser, winner, hoc, low == high))
        self._settle_bets(low, high, events)
        if hoc is not None:
            self._settle_calls((low, high, faro_rank(hoc)), events)
        self.mover = 0
        if self.box:
            return
        if self.deal_no < self.game.options.deals:
            self.events = []
            self.turn_start = 0
            self._start_deal(events)
            return
        self._end(events)

    def _settle_bets(self, low: int, high: int, events: list[Event]) -> None:
        unit = self.game.options.unit
        for key in sorted(self.bets):
            seat, position, copper = key
            result = bet_result(position, copper, low, high)
            if result is None:
                continue
            amount = self._pay(key, self.bets[key] * unit, result, position in SPECIALS)
            self._log(events, BetSettled(seat, position, copper, result, amount))

    def _pay(self, key: BetKey, stake: int, result: str, one_turn: bool) -> int:
        """Move the chips for one settled bet; returns the punter's gain (negative: loss)."""
        seat = key[0]
        if result == "push":
            return 0
        if result == "won":
            self.chips[seat] += stake
            self.chips[self.banker] -= stake
            if one_turn:  # even, odd and high card are bets on one turn: the stake comes back
                del self.bets[key]
                self._move(seat, -stake)
            return stake
        del self.bets[key]
        self.pool -= stake
        if result == "lost":
            self.chips[self.banker] += stake
            return -stake
        half = stake // 2  # the unit is even, so a split takes exactly half
        self.chips[self.banker] += half
        self.chips[seat] += stake - half
        return -half

    def _settle_calls(self, order: tuple[int, int, int], events: list[Event]) -> None:
        unit = self.game.options.unit
        pays = CAT_HOP_PAYS if len(set(order)) == 2 else CALL_PAYS
        for (seat, called), units in sorted(self.calls.items()):
            stake = units * unit
            self.pool -= stake
            name = N_("call {ranks}").format(ranks="-".join(rank_text(v) for v in called))
            if called == order:
                self.chips[seat] += stake + stake * pays
                self.chips[self.banker] -= stake * pays
                self._log(events, BetSettled(seat, name, False, "won", stake * pays))
            else:
                self.chips[self.banker] += stake
                self._log(events, BetSettled(seat, name, False, "lost", -stake))
        self.calls = {}

    def _end(self, events: list[Event]) -> None:
        unit = self.game.options.unit
        returned: Counter[int] = Counter()
        for (seat, _, _), units in self.bets.items():
            returned[seat] += units * unit
        self.bets = {}
        for seat in sorted(returned):
            self._move(seat, -returned[seat])
            self._log(events, BetsReturned(seat, returned[seat]))
        self.over = True
        self._log(events, MatchOver(None, tuple(self._placings(self.chips))))

    # --- sampling -----------------------------------------------------------------------------

    def _redeal_hidden(self, seat: int, rng: random.Random) -> None:
        """Only the order of the cards left in the box is unknown, to every seat alike (the
        casekeeper tells everyone which ranks are left)."""
        redeal(all_slots(self.box), rng)

    # --- views --------------------------------------------------------------------------------

    def casekeeper(self) -> dict[str, dict[str, int]]:
        """Per rank: cards left in the box, and how those already out went (soda, lost, won,
        hoc). Everyone sees it."""
        out = {}
        for value, used in self.case.items():
            out[rank_text(value)] = {
                "left": 4 - len(used),
                "won": used.count("won"),
                "lost": used.count("lost"),
            }
        return out

    def moves_left(self) -> int | None:
        """The changes the punter to act may still make before this turn (``None`` while the
        banker deals or once the match is over)."""
        if self.over or self.mover == len(self.punters):
            return None
        return self.game.options.max_moves - self.moves

    def _seat_row(self, seat: int, viewer: int | None) -> dict[str, Any]:
        return {"seat": seat, "chips": self.chips[seat], "hand": [], "banker": seat == self.banker}

    def _view_body(self, viewer: int | None) -> dict[str, Any]:
        body: dict[str, Any] = {
            "deal": self.deal_no,
            "turn": self.turn_no,
            "banker": self.banker,
            "soda": None if self.soda is None else str(self.soda),
            "last_turn": [str(c) for c in self.turn_cards],
            "box": len(self.box),
            "casekeeper": self.casekeeper(),
            "bets": [
                {"seat": s, "position": p, "copper": c, "units": u}
                for (s, p, c), u in sorted(self.bets.items())
            ],
            "calls": [
                {"seat": s, "order": "-".join(rank_text(v) for v in o), "units": u}
                for (s, o), u in sorted(self.calls.items())
            ],
            "call_orders": ["-".join(rank_text(v) for v in o) for o in self.call_orders()],
            "moves_left": self.moves_left(),
        }
        if viewer is None:
            body["box_cards"] = [str(c) for c in self.box]
        return body

    def _phase_label(self) -> str:
        if self.over:
            return N_("the match is over")
        what = {
            "bet": N_("punters bet"),
            "call": N_("calling the turn"),
            "deal": N_("the banker deals"),
        }
        return N_("turn {n}: {what}").format(n=self.turn_no + 1, what=what[self.phase])

    def _table_seats(self, viewer: int | None) -> list[dict[str, Any]]:
        rows = []
        for s in range(self.game.players):
            staked = sum(u for (k, _, _), u in self.bets.items() if k == s) * self.game.options.unit
            rows.append(
                seat_row(
                    s,
                    status="over" if self.over else "in",
                    roles=["banker"] if s == self.banker else [],
                    counters=[
                        counter("chips", self.chips[s]),
                        counter("on_layout", staked, N_("on layout")),
                    ],
                )
            )
        return rows

    def _table_zones(self, viewer: int | None) -> list[dict[str, Any]]:
        soda = [] if self.soda is None else [self.soda]
        return [
            zone("soda", N_("soda card"), soda, kind="discard"),
            zone("turn", N_("the turn (loser, winner, hoc)"), self.turn_cards, kind="board"),
            zone("box", N_("dealing box"), [], kind="stock", count=len(self.box), layout="stack"),
        ]

    def _table_counters(self, viewer: int | None) -> list[dict[str, Any]]:
        # The headline names the turn being bet on; this counts the turns already dealt. The
        # cards left of each rank are the layout's notes, not counters of their own.
        out = [
            counter("turn", self.turn_no, N_("turns dealt")),
            counter("on_layout", self.pool, N_("chips bet")),
        ]
        left = self.moves_left()
        if left is not None:  # shown only while a punter bets
            out.append(counter("moves_left", left, N_("changes left before the turn")))
        return out

    def table(self, viewer: int | None) -> dict[str, Any]:
        """The generic description, with the layout and every bet on it under ``"layout"``
        (the terminal and the browser draw it; see ``docs/engine.md``)."""
        out = super().table(viewer)
        out["layout"] = self._table_layout()
        return out

    def _table_layout(self) -> dict[str, Any]:
        # Bets are public (chips lie on the felt), and so is the casekeeper: every viewer gets
        # the same layout.
        bets = [
            layout_bet(s, p, COVERS_TEXT[p], u, copper=c)
            for (s, p, c), u in sorted(self.bets.items())
        ]
        bets += [
            layout_bet(s, "call " + "-".join(rank_text(v) for v in o), [], u)
            for (s, o), u in sorted(self.calls.items())
        ]
        notes = {
            rank: N_("{n} left").format(n=row["left"]) for rank, row in self.casekeeper().items()
        }
        return bet_layout("faro", N_("the layout"), GRID_TEXT, bets, bars=SPECIALS, notes=notes)

    def zones(self) -> dict[str, list[Card]]:
        inside = set(self.box)
        out_cards = [c for c in PACK if c not in inside]
        return {"box": list(self.box), "out": out_cards}

    def pack(self) -> Sequence[Card]:
        return PACK

    def outcome(self) -> dict[str, Any]:
        """Chips and money (chips won or lost) per seat; the most chips place first.

        >>> from widow.games import load_game
        >>> load_game("faro", players=2).new_state(seed=1).outcome()["seats"][1]["money"]
        0
        """
        return self._chips_outcome(self.deal_no)
