"""Soko (Canadian Stud): the state machine (no I/O).

A match is a series of hands (option ``hands``); the deal moves one seat to the left after each
hand and players who lose every chip leave. A hand: everyone antes and gets one card face down and
one face up; the lowest up-card brings in and the first betting round follows; then three more
up-cards, each followed by a betting round opened by the lowest showing hand; then the showdown,
judged by the Soko ranking (four flush and four straight between two pair and one pair).

>>> from widow.games import load_game
>>> state = load_game("soko", players=3, hands=1).new_state(seed=4)
>>> state.phase, state.to_act, [str(a) for a in state.legal_actions()]
('bring-in', 2, ['bring-in', 'bet 2'])
>>> _ = state.apply("bring-in")
>>> state.phase, state.to_act, [str(a) for a in state.legal_actions()]
('round-1', 0, ['fold', 'call', 'raise to 2'])
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, ClassVar

from widow.cards import CARDS, Card
from widow.engine.actions import Action
from widow.engine.betting.events import HoleDealt, Posted
from widow.engine.betting.hand_view import hand_view_header
from widow.engine.betting.menu import BETTING_NUMBERS
from widow.engine.betting.rounds import BETTING_ACTIONS, AllIn, Bet, Betting
from widow.engine.betting.table import hand_zones, stock_zone
from widow.engine.bot_names import BETTING_SEARCH, game_bots
from widow.engine.chance import Chance
from widow.engine.events import CARD_TEXT, HIDDEN, Event
from widow.engine.sampling import Slot, all_slots, redeal
from widow.families.stud_draw.state import StudDrawGame, StudDrawState
from widow.games.soko.events import BRING_IN, BringIn, UpDealt
from widow.games.soko.options import SokoOptions
from widow.games.soko.showing import has_open_pair, lowest_first
from widow.games.soko.table import log_line
from widow.games.soko.text import SOKO_RULES
from widow.i18n import N_
from widow.ranking import get_system

#: Betting rounds in a hand: after the second, third, fourth and fifth card.
ROUNDS = 4
PHASE_BRING_IN = "bring-in"
PHASE_OVER = "over"
PACK: tuple[Card, ...] = tuple(CARDS[:52])
BRING_IN_NUMBER = BETTING_NUMBERS


class Soko(StudDrawGame):
    """Soko for 2 to 10 players (limit by default; pot-limit or no-limit as options)."""

    name = "soko"
    title = "Soko (Canadian Stud)"
    min_players = 2
    max_players = 10
    options_class = SokoOptions
    action_classes = (*BETTING_ACTIONS, BringIn)
    own_actions: ClassVar[tuple[Action, ...]] = (BRING_IN,)
    rules_text = SOKO_RULES
    bots = game_bots("widow.games.soko.bot:SokoHeuristicBot", BETTING_SEARCH)
    options: SokoOptions

    @property
    def num_distinct_actions(self) -> int:
        """The betting numbers of :mod:`widow.engine.betting.menu` (0 to 6) and 7, the bring-in.

        >>> from widow import load_game
        >>> load_game("soko", players=2).num_distinct_actions
        8
        """
        return BETTING_NUMBERS + 1

    def _make_state(self, chance: Chance) -> SokoState:
        return SokoState(self, chance)


class SokoState(StudDrawState):
    """A match of Soko."""

    __slots__ = (
        "bringer",
        "deck",
        "down",
        "round",
        "up",
    )

    game: Soko

    def _clear_hand(self) -> None:
        super()._clear_hand()
        n = self.game.players
        self.down: list[list[Card]] = [[] for _ in range(n)]
        self.up: list[list[Card]] = [[] for _ in range(n)]
        self.deck: list[Card] = []
        self.round = -1
        self.bringer: int | None = None

    # --- seats ----------------------------------------------------------------------------------

    def _from(self, seat: int) -> list[int]:
        """The seats dealt in, clockwise starting with ``seat`` itself."""
        n = self.n
        return [s for s in ((seat + i) % n for i in range(n)) if self.in_hand[s]]

    # --- the hand -------------------------------------------------------------------------------

    def _limits(self) -> tuple[int, int, int]:
        return self.game.options.bet_sizes()

    def current_limit(self) -> int:
        """The betting limit (smallest bet) of the current round: doubled from the third round
        on, and on the second when an open pair shows."""
        small, big, _ = self._limits()
        if self.round >= 2:
            return big
        if self.round == 1 and any(has_open_pair(self.up[s]) for s in self.live_order()):
            return big
        return small

    def _start_hand(self, events: list[Event]) -> None:
        order = self._ante_up(events)
        self.deck = self.chance.shuffle("deal", PACK, at=len(self._history), count=5 * len(order))
        self.deck.reverse()  # dealt from the end: pop() takes the top card
        money = self.betting
        for seat in order:
            self.down[seat].append(self.deck.pop())
        for seat in order:
            self._log(HoleDealt(seat, tuple(self.down[seat])), events)
        self.round = 0
        self._deal_up(events)
        able = [s for s in order if money.stacks[s] > 0]
        if len(able) >= 2:
            # The lowest up-card among those who can still bet brings in; a tie goes to the seat
            # nearest the dealer's left.
            self.bringer = lowest_first(self.up, able)
            return
        money.start_round(order, unit=self.current_limit())
        self._advance(events)

    def _deal_up(self, events: list[Event]) -> None:
        for seat in self.live_order():
            card = self.deck.pop()
            self.up[seat].append(card)
            self._log(UpDealt(seat, card, 1 + len(self.up[seat])), events)

    def _open_round(self) -> None:
        """Start the betting of the current round, opened by the lowest showing hand."""
        live = self.live_order()
        first = lowest_first(self.up, live)
        self.betting.start_round(self._from(first), unit=self.current_limit())

    def _advance(self, events: list[Event]) -> None:
        """Move on after a betting round until someone must act (or the match ends)."""
        money = self.betting
        while money.round_over and self.bringer is None:
            if self._close_round(events):
                return
            if self.round == ROUNDS - 1:
                self._showdown(events)
                return
            self.round += 1
            self._deal_up(events)
            self._open_round()

    def hand_of(self, seat: int) -> list[Card]:
        """``seat``'s five (or fewer) cards: the hole card, then the up-cards."""
        return [*self.down[seat], *self.up[seat]]

    def _showdown(self, events: list[Event]) -> None:
        hands = {s: self.hand_of(s) for s in self.live_order()}
        self._showdown_with(
            get_system("soko"),
            hands,
            events,
            one_each=self.game.options.odd_chips == "one-each",
            merge_winners=True,
        )

    def _close_hand(self) -> None:
        self.round = ROUNDS
        self.bringer = None

    # --- the protocol ---------------------------------------------------------------------------

    @property
    def is_over_now(self) -> bool:
        return self.round >= ROUNDS

    @property
    def to_act(self) -> int | None:
        if self.bringer is not None:
            return self.bringer
        if self.is_over_now:
            return None
        return self.betting.to_act

    @property
    def phase(self) -> str:
        if self.bringer is not None:
            return PHASE_BRING_IN
        if self.is_over_now:
            return PHASE_OVER
        return f"round-{self.round + 1}"

    def _bring_in_round(self) -> Betting:
        """The first round as it would stand if the bring-in seat opened with a full bet."""
        assert self.bringer is not None
        trial = self.betting.copy()
        trial.start_round(self._from(self.bringer), unit=self.current_limit())
        return trial

    def _list_legal(self) -> list[Action]:
        seat = self.to_act
        if seat is None:
            return []
        if self.bringer is not None:
            opening = [a for a in self._bet_menu(seat) if isinstance(a, (Bet, AllIn))]
            return [BRING_IN, *opening]
        return self._bet_menu(seat)

    def _why_not(self, seat: int, action: Action) -> str | None:
        if self.bringer is not None:
            if isinstance(action, BringIn):
                return None
            if not isinstance(action, (Bet, AllIn)):
                return N_("the lowest up-card must open: bring in, or bet the full limit")
            return self._bring_in_round().why_illegal(action)
        if isinstance(action, BringIn):
            return N_("the bring-in is made only by the lowest up-card, before the first round")
        return self.betting.why_illegal(action)

    def _move(self, seat: int, action: Action, events: list[Event]) -> None:
        money = self.betting
        if self.bringer is not None:
            self.bringer = None
            if isinstance(action, BringIn):
                paid = money.post_bring_in(seat, self._limits()[2])
                self._log(Posted(seat, "bring-in", paid, money.stacks[seat] == 0), events)
                # The bring-in seat acts last in the round: it may still complete.
                order = [*self._from(seat)[1:], seat]
                self.betting.start_round(order, unit=self.current_limit())
                return
            money.start_round(self._from(seat), unit=self.current_limit())
        self._wager(seat, action, events)

    # --- views ----------------------------------------------------------------------------------

    def _roles(self, seat: int) -> list[str]:
        roles = ["dealer"] if seat == self.dealer else []
        if self.bringer == seat:
            roles.append("bring-in")
        return roles

    def _seat_rows(self, viewer: int | None) -> list[dict[str, Any]]:
        rows = []
        for s in range(self.n):
            visible = viewer is None or viewer == s or self.shown[s]
            hole = [CARD_TEXT[c] if visible else HIDDEN for c in self.down[s]]
            up = [CARD_TEXT[c] for c in self.up[s]]
            rows.append(
                {
                    **self._stake_row(s),
                    "roles": self._roles(s),
                    "hand": hole + up,
                    "hole": hole,
                    "up": up,
                }
            )
        return rows

    def _view(self, viewer: int | None) -> dict[str, Any]:
        """The game's own view fields: every up-card, the viewer's own hole card, others' hole
        cards only once shown (``None``: everything).

        >>> from widow.games import load_game
        >>> v = load_game("soko", players=2).new_state(seed=2).view(0)
        >>> v["seats"][1]["hole"], len(v["seats"][1]["up"]), v["seats"][0]["hole"] != ["??"]
        (['??'], 1, True)
        """
        full = viewer is None
        money = self.betting
        over = self.is_over_now
        out: dict[str, Any] = {
            **hand_view_header(self, hands=self.game.options.hands, over=over),
            "round": min(self.round + 1, ROUNDS),
            "limit": 0 if over else self.current_limit(),
            "pot": 0 if over else money.total(),
            "to_call": self._to_call(),
            **self._view_record(viewer),
        }
        if full:
            out["stock"] = [CARD_TEXT[c] for c in reversed(self.deck)]
        return out

    def _betting_now(self) -> bool:
        return self.bringer is None

    def _phase_label(self) -> str:
        if self.bringer is not None:
            return N_("the lowest up-card brings in")
        if self.is_over_now:
            return "the match is over"
        return N_("betting round {round} of {rounds} ({n} cards each)").format(
            round=self.round + 1, rounds=ROUNDS, n=self.round + 2
        )

    def _table_zones(self, viewer: int | None) -> list[dict[str, Any]]:
        return [*hand_zones(self._seat_rows(viewer), viewer), stock_zone("stock", len(self.deck))]

    def _table_counters(self, viewer: int | None) -> list[dict[str, Any]]:
        from widow.engine.table import counter

        return [
            *self._hand_counters(),
            counter("limit", 0 if self.is_over_now else self.current_limit()),
            counter("to_call", self._to_call(), "to call"),
        ]

    _log_line = staticmethod(log_line)

    def zones(self) -> dict[str, list[Card]]:
        zones = {f"hand-{s}": self.hand_of(s) for s in range(self.n)}
        zones["stock"] = list(self.deck)
        return zones

    def pack(self) -> Sequence[Card]:
        return PACK

    def _copy_hand(self, other: SokoState) -> None:
        other.down = [list(h) for h in self.down]
        other.up = [list(h) for h in self.up]
        other.deck = list(self.deck)
        other.round = self.round
        other.bringer = self.bringer

    # --- sampling and numbering ---------------------------------------------------------------

    def _redeal_hidden(self, seat: int, rng: random.Random) -> None:
        """What ``seat`` cannot know: the hole cards of the other seats not shown, and the
        stock (every up-card is public)."""
        slots: list[Slot] = []
        for other in range(self.n):
            if other != seat and not self.shown[other]:
                slots += all_slots(self.down[other])
        slots += all_slots(self.deck)
        moved = redeal(slots, rng)

        # The hole cards are recorded in events only their seat sees: relabel them too.
        def relabel(event: Event) -> Event | None:
            if isinstance(event, HoleDealt) and event.seat not in (seat, None):
                return HoleDealt(event.seat, tuple(moved.get(c, c) for c in event.cards))
            return None

        self._relabel_events(relabel)

    def _menu_betting(self) -> Betting:
        # While the bring-in is owed, the bets are those of the round it would open.
        return self._bring_in_round() if self.bringer is not None else self.betting

    def _own_action_index(self, action: Action) -> int | None:
        """7 is the bring-in."""
        return BRING_IN_NUMBER if isinstance(action, BringIn) else None

    def _own_action_at(self, index: int) -> Action:
        return BRING_IN
