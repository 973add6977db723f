"""Texas Hold'em and Pineapple: the state machine (no I/O), one for every variant.

A match is a series of hands at one table (option ``hands``); the button moves one seat to the
left after each hand and players who lose every chip leave. A hand: antes and blinds, the hole
cards, four betting rounds with the flop, the turn and the river dealt in between (each after a
burned card), and the showdown; in Pineapple each player discards one hole card after the
pre-flop betting (Crazy Pineapple: after the flop betting).

>>> from widow.games import load_game
>>> state = load_game("holdem", players=3, hands=1).new_state(seed=1)
>>> state.phase, state.to_act, [str(a) for a in state.legal_actions()]
('preflop', 0, ['fold', 'call', 'raise to 4', 'raise to 7', 'all-in'])
>>> for text in ["call", "call", "check"]:
...     _ = state.apply(text)
>>> state.phase, len(state.full_view()["board"])
('flop', 3)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import cache, cached_property
from operator import sub
from typing import Any

from widow.cards import CARDS, Card
from widow.engine.actions import Action
from widow.engine.betting.events import (
    posted_event,
    pot_won_event,
    returned_event,
    wagered_event,
)
from widow.engine.betting.match import (
    BettingMatchState,
    copy_match,
    open_hand,
    post_antes,
    start_match,
)
from widow.engine.betting.menu import betting_menu
from widow.engine.betting.pots import Pot, build_pots, split_amount
from widow.engine.betting.rounds import (
    ALL_IN,
    BETTING_ACTIONS,
    CALL,
    CHECK,
    FOLD,
    AllIn,
    Bet,
    Betting,
    Call,
    Check,
    Fold,
    RaiseTo,
)
from widow.engine.betting.showdown import best_of
from widow.engine.bot_names import BETTING_SEARCH, game_bots
from widow.engine.chance import Chance
from widow.engine.core import Game, State
from widow.engine.events import CARD_TEXT, HIDDEN, Event, Showdown, dealt_event
from widow.engine.frozen import REUSED_LIMIT
from widow.engine.sampling import Slot, all_slots, redeal
from widow.engine.seats import CLOCKWISE, DIRECTION_NAMES
from widow.games.holdem.actions import DISCARDS, Discard
from widow.games.holdem.events import (
    BoardDealt,
    Discarded,
    HoleDealt,
)
from widow.games.holdem.numbering import NUMBERED_ACTIONS, action_for_number, action_number
from widow.games.holdem.options import HoldemOptions, PineappleOptions
from widow.games.holdem.text import HOLDEM_RULES, PINEAPPLE_RULES
from widow.games.holdem.variant import STREETS, VARIANTS, Variant
from widow.i18n import N_
from widow.ranking import get_system
from widow.ranking.base import RankingSystem

#: How a hand opens for one dealer when every seat covers its forced bets: the seats in the
#: order of play, the forced bets' events, each seat's chips put in and bet, the largest bet and
#: the seats to act.
HandOpening = tuple[
    tuple[int, ...], tuple[Event, ...], tuple[int, ...], tuple[int, ...], int, tuple[int, ...]
]

PHASE_DISCARD = "discard"
PHASE_OVER = "over"
LAST_STREET = len(STREETS) - 1
PACK: tuple[Card, ...] = tuple(CARDS[:52])


class Holdem(Game):
    """Texas Hold'em for 2 to 10 players (limit, pot-limit or no-limit)."""

    name = "holdem"
    title = "Texas Hold'em"
    min_players = 2
    max_players = 10
    options_class = HoldemOptions
    action_classes = BETTING_ACTIONS
    rules_text = HOLDEM_RULES
    bots = game_bots("widow.games.holdem.bot:HoldemHeuristicBot", BETTING_SEARCH)
    options: HoldemOptions

    def check(self) -> None:
        self.options.starting_stacks(self.players)

    # The options are checked once per game; states read these derived values (they are built
    # for every hand, so the per-hand cost matters to bots and simulations).
    @cached_property
    def stakes(self) -> tuple[int, ...]:
        """Each seat's buy-in."""
        return tuple(self.options.starting_stacks(self.players))

    @cached_property
    def units(self) -> tuple[int, int]:
        """The smallest bet (limit: the bet) of the early and of the late rounds."""
        return self.options.bet_sizes()

    @cached_property
    def systems(self) -> tuple[RankingSystem, RankingSystem | None]:
        """The high ranking and, in hi-lo games, the eight-or-better low."""
        return ranking_systems(self.variant.hi_lo)

    @cached_property
    def forced_most(self) -> int:
        """The most chips a seat can be made to put in before the cards are dealt: an ante and
        the larger blind. A seat with more than that posts everything it is asked for."""
        opts = self.options
        return opts.ante + max(opts.small_blind, opts.big_blind)

    @cached_property
    def _hand_openings(self) -> dict[int, HandOpening]:
        """How a hand opens, by dealer, when every seat covers its forced bets (see
        ``HoldemState._open_hand``): filled as the hands are played."""
        return {}

    @cached_property
    def _opening(self) -> HoldemState:
        """Every match before its first deal: the players seated, the button on seat 0's right,
        the first hand's antes and blinds posted, and the first player's legal actions. None of
        it depends on chance, so a new state starts as a copy of this one (never changed itself)
        and only deals."""
        return HoldemState._opening_of(self)

    @property
    def variant(self) -> Variant:
        return VARIANTS["holdem"]

    @property
    def num_distinct_actions(self) -> int:
        """Betting bins (fold, check, call, minimum, half pot, pot, all-in), then one discard
        per card where the variant discards (see :mod:`widow.games.holdem.numbering`).

        >>> from widow import load_game
        >>> load_game("holdem", players=2).num_distinct_actions
        7
        """
        return NUMBERED_ACTIONS + (52 if self.variant.discard_after else 0)

    def _list_actions(self) -> Iterable[Action]:
        """The actions that do not depend on the state: fold, check, call, all-in, and the
        discards; bet sizes are numbered relative to the state instead."""
        discards = DISCARDS[:52] if self.variant.discard_after else ()
        return [FOLD, CHECK, CALL, ALL_IN, *discards]

    def _make_state(self, chance: Chance) -> HoldemState:
        return HoldemState(self, chance)


class Pineapple(Holdem):
    """Pineapple, Crazy Pineapple and Crazy Pineapple Hi-Lo for 2 to 8 players."""

    name = "pineapple"
    title = "Pineapple"
    max_players = 8
    options_class = PineappleOptions
    action_classes = (*BETTING_ACTIONS, Discard)
    rules_text = PINEAPPLE_RULES
    options: PineappleOptions

    @property
    def variant(self) -> Variant:
        return VARIANTS[self.options.variant]


class HoldemState(BettingMatchState):
    """A match of Hold'em or Pineapple."""

    __slots__ = (
        "_order",
        "board",
        "burned",
        "deck",
        "discard_queue",
        "discarded",
        "holes",
        "rebought",
        "shown",
        "street",
        "variant",
    )

    game: Holdem
    variant: Variant

    def __init__(self, game: Holdem, chance: Chance) -> None:
        super().__init__(game, chance)
        game._opening._copy_table(self)
        self._deal([])  # the events are the hand's own, kept by the state

    @classmethod
    def _opening_of(cls, game: Holdem) -> HoldemState:
        """A match of ``game`` up to its first deal (see ``Holdem._opening``)."""
        state = cls.__new__(cls)
        # Chance is first asked for the deal, which this position stops short of.
        State.__init__(state, game, Chance(0))
        state.variant = game.variant
        start_match(state, list(game.stakes))
        state.rebought = [0] * game.players
        state._open_hand([])
        state.legal_actions()  # kept with the position, and copied with it
        return state

    def _clear_hand(self) -> None:
        n = self.game.players
        opts = self.game.options
        self.betting = Betting(self.chips, kind=opts.betting, cap=opts.cap)
        self.in_hand = [c > 0 for c in self.chips]
        self.holes: list[list[Card]] = [[] for _ in range(n)]
        self.board: list[Card] = []
        self.burned: list[Card] = []
        self.discarded: list[Card | None] = [None] * n
        self.deck: list[Card] = []  # shuffled when the hand starts
        self.discard_queue: list[int] = []
        self.street = -1
        self.shown: list[bool] = [False] * n
        self._order: tuple[int, ...] = ()

    def _log_all(self, new: list[Event], events: list[Event]) -> None:
        """:meth:`_log` for several events at once, with the table's log cut where logging them
        one by one would leave it (several events are kept in fewer steps at a hand's start)."""
        events += new
        self.events += new
        log = self.log_events
        log += new
        size = len(log)
        window = self.log_window
        if size > 2 * window:
            # One by one, the log is cut to the window as it passes twice the window, then
            # again each time it grows by one more than the window.
            del log[: size - window - (size - 2 * window - 1) % (window + 1)]

    # --- seats ----------------------------------------------------------------------------------

    def _from_left_of(self, seat: int) -> tuple[int, ...]:
        """The seats dealt in this hand, clockwise from ``seat``'s left, ending with ``seat``."""
        in_hand = self.in_hand
        after = _seats_after(len(in_hand), seat)
        if False not in in_hand:
            return after  # everyone is dealt in: the usual hand
        return tuple([s for s in after if in_hand[s]])

    def play_order(self) -> list[int]:
        """Seats dealt in, from the dealer's left round to the dealer: the order of deals,
        post-flop betting, discards, showdowns and odd chips."""
        if not self._order:
            self._order = self._from_left_of(self.dealer)
        return list(self._order)

    def blind_seats(self) -> tuple[int | None, int | None]:
        """The small-blind and big-blind seats (heads-up, the dealer posts the small blind)."""
        opts = self.game.options
        if opts.small_blind == 0 and opts.big_blind == 0:
            return None, None
        order = self._order or self.play_order()
        if len(order) == 2:
            return self.dealer, order[0]
        return order[0], order[1]

    # --- the hand --------------------------------------------------------------------------------

    def _start_hand(self, events: list[Event]) -> None:
        self._open_hand(events)
        self._deal(events)

    def _open_hand(self, events: list[Event]) -> None:
        """Start a hand up to the deal: the button moved, the antes and blinds posted and the
        first betting round opened (the cards do not change any of it)."""
        # Written out in one piece: every hand of a simulation starts here, and the calls it saves
        # are a large share of a short hand's cost.
        game = self.game
        opts = game.options
        chips = self.chips
        if min(chips) > game.forced_most:
            # Every seat has chips, so the button moves one seat on; where a hand has opened
            # with that dealer before, this one opens the same way (see below), and its fresh
            # betting is made with every field at once instead of cleared and then overwritten.
            dealer = self.dealer + 1
            if dealer == len(chips):
                dealer = 0
            opening = game._hand_openings.get(dealer)
            if opening is not None:
                self._open_as_before(dealer, opening, events)
                return
        self._clear_hand()
        dealer = open_hand(self)
        money = self.betting
        stacks = money.stacks
        # Where every seat covers its ante and blinds, the hand opens as every other hand with
        # this dealer has: the same seats post the same chips, and the same seats are to act.
        # (When a hand has opened so with this dealer before, the test at the top took over.)
        covered = min(stacks) > game.forced_most
        order = self._order = self._from_left_of(dealer)
        new: list[Event] = [dealt_event(dealer, self.hand_no, order)]  # announce_hand()
        if opts.ante:
            post_antes(money, order, opts.ante, new.append)
        small, big = self.blind_seats()
        if small is not None and big is not None:
            if opts.small_blind:
                paid = money.post_blind(small, opts.small_blind)
                new.append(posted_event(small, "small blind", paid, stacks[small] == 0))
            if opts.big_blind:
                paid = money.post_blind(big, opts.big_blind)
                new.append(posted_event(big, "big blind", paid, stacks[big] == 0))
        self._log_all(new, events)
        # The first to act sits left of the largest blind actually posted (left of the dealer
        # when none was): a big blind all-in on its ante leaves the small blind as the opener.
        bets = money.bets
        top = money.top
        opener_left_of = dealer
        if top:
            for seat in order:
                if bets[seat] == top:
                    opener_left_of = seat
        money.start_round(self._from_left_of(opener_left_of), unit=game.units[0])
        if covered:
            game._hand_openings[dealer] = (
                order,
                tuple(new[1:]),
                tuple(money.committed),
                tuple(bets),
                top,
                tuple(money.queue),
            )

    def _open_as_before(self, dealer: int, opening: HandOpening, events: list[Event]) -> None:
        """:meth:`_open_hand` where every seat has more chips than its forced bets and a hand
        with ``dealer`` has opened before, written out in one piece: what ``_clear_hand``,
        ``open_hand`` and the table of openings would leave, field by field."""
        order, posted, put_in, bet, largest, to_act = opening
        game = self.game
        opts = game.options
        n = len(put_in)
        self.hand_no = hand_no = self.hand_no + 1
        self.dealer = dealer
        self.events = []
        money = self.betting = Betting.__new__(Betting)
        money.kind = opts.betting
        money.cap = opts.cap
        money.stacks = list(map(sub, self.chips, put_in))  # each seat's chips less its forced bets
        money.bets = list(bet)
        money.committed = list(put_in)
        money.folded = [False] * n
        money.n_live = n
        money.queue = list(to_act)  # Betting.start_round() as it ran for this dealer
        money.acted = set()
        money.shorts = []
        money.largest = 0
        money.count = 0
        money.unit = game.units[0]
        money.bring_in = False
        money.top = largest
        self.in_hand = [True] * n
        self.holes = [[] for _ in range(n)]
        self.board = []
        self.burned = []
        self.discarded = [None] * n
        self.deck = []
        self.discard_queue = []
        self.street = -1
        self.shown = [False] * n
        self._order = order
        self._log_all([dealt_event(dealer, hand_no, order), *posted], events)

    def _deal(self, events: list[Event]) -> None:
        """Shuffle and deal the hole cards of the hand :meth:`_open_hand` started; play on if
        the forced bets left nobody to act."""
        order = self._order
        # Only the cards a hand can reach are drawn at random: the hole cards, three burns and
        # five board cards; the rest of the stock is never dealt from.
        hole = self.variant.hole
        seats = len(order)
        dealt = hole * seats
        top = self.chance.shuffle("deal", PACK, at=len(self._history), count=dealt + 8)
        # One card at a time round the table from the top: the seat j-th in order gets the
        # cards j, j + seats, ... of the pack.
        holes = self.holes
        new: list[Event] = []
        for j, seat in enumerate(order):
            cards = holes[seat] = top[j:dealt:seats]
            new.append(HoleDealt(seat, tuple(cards)))
        del top[:dealt]
        top.reverse()  # the stock is dealt from the end: pop() takes the top card
        self.deck = top
        self._log_all(new, events)
        self.street = 0
        if self.betting.round_over:
            self._legal = None  # the actions listed before the deal (none) no longer apply
            self._advance(events)

    def _advance(self, events: list[Event]) -> None:
        """Move on after a betting round or a discard until someone must act (or the match ends)."""
        money = self.betting
        # A round that opens with nobody to act (fewer than two seats left with chips) shows that
        # every later one would too: the rest of the board is then dealt without opening them.
        running_out = False
        discard_after = self.variant.discard_after
        while (not money.queue or money.n_live <= 1) and not self.discard_queue:
            if not running_out:
                returned = money.end_round()
                if returned is not None:
                    # returned_event() and _log() written out: most rounds that a bet ends
                    # return its uncalled part.
                    event = _RETURNS.get(returned)
                    if event is None:
                        event = returned_event(*returned)
                        if len(_RETURNS) < REUSED_LIMIT:
                            _RETURNS[returned] = event
                    self._log(event, events)
                if money.n_live == 1:
                    self._win_uncontested(events)
                    return
            street = self.street
            if (
                discard_after is not None
                and discard_after == STREETS[street].name
                and not any(self.discarded)
            ):
                folded = money.folded
                self.discard_queue = [s for s in self._order if not folded[s]]
                return
            if street == LAST_STREET:
                self._showdown(events)
                return
            self.street = street = street + 1
            self._deal_board(events)
            if not running_out:
                money.start_round(self._order, unit=self.game.units[STREETS[street].late])
                running_out = not money.queue

    def _deal_board(self, events: list[Event]) -> None:
        street = STREETS[self.street]
        burn = self.game.options.burn
        deck = self.deck
        if burn:
            self.burned.append(deck.pop())
        # The top cards, in the order pop() would deal them.
        count = street.board_cards
        if count == 1:
            cards: tuple[Card, ...] = (deck.pop(),)
        else:
            cards = tuple(deck[: -count - 1 : -1])
            del deck[-count:]
        self.board += cards
        event = BoardDealt(None, street.name, cards, burn)
        # _log() written out: a board is dealt on most streets of a hand.
        self.events.append(event)
        events.append(event)
        log = self.log_events
        log.append(event)
        if len(log) > 2 * self.log_window:
            del log[: -self.log_window]

    def _win_uncontested(self, events: list[Event]) -> None:
        # BettingMatchState._win_uncontested with win_uncontested()'s usual case written out:
        # every chip in the middle reaches the winner's own contribution, so it is one pot.
        money = self.betting
        committed = money.committed
        winner = money.folded.index(False)
        mine = committed[winner]
        total = sum(committed)
        if not mine or mine != max(committed):
            super()._win_uncontested(events)
            return
        money.stacks[winner] += total
        # The event and the result's words looked up, and _log() written out: most hands of a
        # simulation end here.
        key = (winner, total)
        found = _UNCONTESTED.get(key)
        if found is None:
            found = (
                pot_won_event(winner, total, 0, "whole", False),
                f"seat {winner} wins {total} uncontested",
            )
            if len(_UNCONTESTED) < REUSED_LIMIT:
                _UNCONTESTED[key] = found
        event, said = found
        self._log(event, events)
        self.last_result = [said]
        self._end_hand(events)

    def _showdown(self, events: list[Event]) -> None:
        money = self.betting
        folded = money.folded
        order = [s for s in self._order or self.play_order() if not folded[s]]
        high, low = self.game.systems
        high_strength = high.strength
        shown = []
        highs: dict[int, int] = {}
        lows: dict[int, int] = {}
        board = self.board
        holes = self.holes
        is_shown = self.shown
        for s in order:
            hole = holes[s]
            cards = hole + board
            strength = high_strength(cards)
            words = _HIGH_WORDS.get(strength)
            if words is None:
                words = _high_words(high, cards)
            low_strength = 0
            if low is not None:
                low_value = low.evaluate(cards)
                low_strength = low_value.strength
                words += "; low: " + (low_value.describe() if low_strength else "none")
            highs[s], lows[s] = strength, low_strength
            shown.append((s, tuple(hole), words))
            is_shown[s] = True
        self._log(Showdown(None, tuple(shown)), events)
        one_each = self.game.options.odd_chips == "one-each"
        low_hands = lows if low is not None else None
        committed = money.committed
        most = max(committed)
        # all(committed[s] == most for s in order), as a loop: a generator costs more than
        # reading the few seats of a showdown.
        for s in order:
            if committed[s] != most:
                reached = False
                break
        else:
            reached = True
        if reached:
            # Every hand shown reaches the largest contribution, so every layer of the pot is
            # theirs: build_pots() would give one pot, of every chip, to these seats.
            if low is None:
                self._push_one_pot(order, highs, sum(committed), one_each, events)
                return
            pots = [Pot(sum(committed), tuple(sorted(order)))]
        else:
            pots = build_pots(committed, [not f for f in folded])
        if len(pots) > 1:
            # Hands that win no part of any pot are out of the reckoning; the pots are then
            # formed again among the winning hands, so pots won by the same hands are pushed
            # as one. (A single pot is every live seat's to the top: nothing to merge.)
            winning = {
                s
                for pot in pots
                for _, seats, _ in _halves(pot, order, highs, low_hands)
                for s in seats
            }
            pots = build_pots(committed, [s in winning for s in range(self.n)])
        won = [0] * self.n
        stacks = money.stacks
        for i, pot in enumerate(pots):
            for half, winners, amount in _halves(pot, order, highs, low_hands):
                for seat, share in split_amount(amount, winners, one_each=one_each):
                    if share:
                        stacks[seat] += share
                        self._log(pot_won_event(seat, share, i, half, True), events)
                        won[seat] += share
        self.last_result = [f"seat {s} wins {won[s]}" for s in order if won[s]]
        self._end_hand(events)

    def _push_one_pot(
        self,
        order: list[int],
        highs: Mapping[int, int],
        total: int,
        one_each: bool,
        events: list[Event],
    ) -> None:
        """The end of :meth:`_showdown` for its commonest case, written out: one pot of every
        chip (``total``) that every hand shown can win, and no low half. The best hands share it
        in ``order``, the odd chips going as ``split_amount`` gives them; then the hand ends."""
        winners = best_of(order, highs)
        stacks = self.betting.stacks
        if total and len(winners) == 1:
            # One winner takes every chip (most showdowns): the event and the result's words
            # looked up, and _log() written out.
            seat = winners[0]
            key = (seat, total)
            found = _SHOWN_DOWN.get(key)
            if found is None:
                found = (pot_won_event(seat, total, 0, "whole", True), f"seat {seat} wins {total}")
                if len(_SHOWN_DOWN) < REUSED_LIMIT:
                    _SHOWN_DOWN[key] = found
            event, said = found
            stacks[seat] += total
            self._log(event, events)
            self.last_result = [said]
            self._end_hand(events)
            return
        share, odd = divmod(total, len(winners))
        won = {}
        for i, seat in enumerate(winners):
            chips = share + ((1 if i < odd else 0) if one_each else (odd if i == 0 else 0))
            if chips:
                stacks[seat] += chips
                self._log(pot_won_event(seat, chips, 0, "whole", True), events)
                won[seat] = chips
        self.last_result = [f"seat {s} wins {won[s]}" for s in order if s in won]
        self._end_hand(events)

    def _end_hand(self, events: list[Event]) -> None:
        self.chips = chips = list(self.betting.stacks)
        self.discard_queue = []
        self.street = len(STREETS)
        if self.hand_no < self.game.options.hands and 0 not in chips:
            # Every seat has chips: nobody buys in again and everyone plays on (what
            # _next_hand_follows() finds, in one test); _start_hand() written out.
            self._open_hand(events)
            self._deal(events)
        elif self._next_hand_follows(events):
            self._start_hand(events)

    # --- the protocol ---------------------------------------------------------------------------

    @property
    def is_over_now(self) -> bool:
        return self.street >= len(STREETS) and not self.discard_queue

    @property
    def to_act(self) -> int | None:
        if self.discard_queue:
            return self.discard_queue[0]
        if self.street > LAST_STREET:
            return None
        queue = self.betting.queue
        return queue[0] if queue and self.betting.n_live > 1 else None

    @property
    def is_over(self) -> bool:
        # ``to_act is None`` written out: a simulation asks before every action.
        if self.discard_queue:
            return False
        money = self.betting
        return self.street > LAST_STREET or not money.queue or money.n_live <= 1

    def apply_unchecked(self, action: Action) -> list[Event]:
        # State.apply_unchecked with _apply written out, the betting step in one piece (the
        # path of every action a bot or a simulation takes from the legal list).
        if self.discard_queue:
            self._history.append((self.discard_queue[0], action))
            events = self._latest = self._apply(action)
            self._event_count += len(events)
            return events
        money = self.betting
        seat = money.queue[0]
        self._history.append((seat, action))
        events = self._latest = self._bet_step(seat, action, money)
        self._event_count += len(events)
        return events

    def _play_out_randomly(self, draw: Callable[[int], int]) -> None:
        # State._play_out_randomly with the legal list and the move written out: the betting
        # menu listed here (the seat to act is the first of the betting's queue), a betting step
        # made without going through apply_unchecked, and the events counted once at the end.
        history = self._history
        step = self._bet_step
        structure = self.game.options.betting
        legal = self._legal
        events = self._latest
        counted = 0
        while True:
            if self.discard_queue:
                if legal is None:
                    legal = self._list_legal()
                n = len(legal)
                index = draw(n.bit_length())
                while index >= n:
                    index = draw(n.bit_length())
                events = self.apply_unchecked(legal[index])  # counts its own events
                legal = None
                continue
            money = self.betting
            queue = money.queue
            if legal is None:
                # _list_legal() written out for a betting turn.
                if self.street > LAST_STREET or not queue or money.n_live <= 1:
                    legal = []
                else:
                    legal = betting_menu(money, queue[0], structure)
            n = len(legal)
            if not n:  # the legal list is empty only once the match is over
                break
            bits = n.bit_length()
            index = draw(bits)
            while index >= n:
                index = draw(bits)
            action = legal[index]
            seat = queue[0]
            history.append((seat, action))
            events = step(seat, action, money)
            counted += len(events)
            legal = None
        self._legal = legal
        self._latest = events
        self._event_count += counted

    @property
    def phase(self) -> str:
        if self.discard_queue:
            return PHASE_DISCARD
        if self.is_over_now:
            return PHASE_OVER
        return STREETS[self.street].name

    def _list_legal(self) -> list[Action]:
        # to_act written out: the menu is listed at every decision of a simulation.
        if self.discard_queue:
            return [DISCARDS[c] for c in self.holes[self.discard_queue[0]]]
        money = self.betting
        queue = money.queue
        if self.street > LAST_STREET or not queue or money.n_live <= 1:
            return []
        return betting_menu(money, queue[0], self.game.options.betting)

    def _why(self, action: Action) -> str | None:
        seat = self.to_act
        if seat is None:
            return N_("the game is over")
        if self.discard_queue:
            if not isinstance(action, Discard):
                return N_("it is time to discard one of {cards}").format(
                    cards=self._cards(self.holes[seat])
                )
            if action.card not in self.holes[seat]:
                return N_("{card} is not one of your hole cards").format(
                    card=CARD_TEXT[action.card]
                )
            return None
        if isinstance(action, Discard):
            return N_("there is no discard now")
        return self.betting.why_illegal(action)

    @staticmethod
    def _cards(cards: Sequence[Card]) -> str:
        return " ".join(CARD_TEXT[c] for c in cards)

    def _apply(self, action: Action) -> list[Event]:
        if isinstance(action, Discard):
            self._legal = None
            events: list[Event] = []
            seat = self.discard_queue.pop(0)
            self.holes[seat].remove(action.card)
            self.discarded[seat] = action.card
            self._log(Discarded(seat, action.card), events)
            self._advance(events)
            return events
        money = self.betting
        # The seat to act: apply() checked that the match is on.
        return self._bet_step(money.queue[0], action, money)

    def _bet_step(self, seat: int, action: Action, money: Betting) -> list[Event]:
        """Make ``seat``'s legal betting ``action`` (the first of ``money.queue``) and what
        follows it; return the events. Betting.act and _log are written out for the commonest
        steps (a check, a call, a fold): every betting step of a simulation comes here."""
        self._legal = None  # the move changes what is legal next
        stacks = money.stacks
        before = stacks[seat]
        bets = money.bets
        kind = type(action)
        if kind is Check or kind is Call:
            del money.queue[0]
            money.acted.add(seat)
            paid = money.top - bets[seat]
            if paid > before:
                paid = before
            if paid:
                stacks[seat] = before - paid
                money.committed[seat] += paid
                bets[seat] += paid
            amount = 0
        elif kind is Fold:
            del money.queue[0]
            money.acted.add(seat)
            money.folded[seat] = True
            money.n_live -= 1
            paid = 0
            amount = 0
        elif kind is RaiseTo or kind is Bet:
            amount = action.amount  # type: ignore[attr-defined]  # a Bet or RaiseTo
            money.raise_to(amount)
            paid = before - stacks[seat]
        elif kind is AllIn and before > money.top - bets[seat]:
            # An all-in that raises: a raise to every chip (what Betting.act makes of it).
            money.raise_to(before + bets[seat])
            paid = before
            amount = 0
        else:
            money.act(action, checked=False)  # State.apply has checked it
            paid = before - stacks[seat]
            amount = 0
        # wagered_event() with its lookup written out: one object for equal events. The action's
        # kind and amount stand for its text, which is made only for an event not met before.
        key = (seat, kind, amount, paid, bets[seat], paid > 0 and stacks[seat] == 0)
        event = _WAGERS.get(key)
        if event is None:
            event = wagered_event(seat, str(action), *key[3:])
            if len(_WAGERS) < REUSED_LIMIT:
                _WAGERS[key] = event
        # _log() written out.
        self.events.append(event)
        log = self.log_events
        log.append(event)
        if len(log) > 2 * self.log_window:
            del log[: -self.log_window]
        events: list[Event] = [event]
        if money.queue and money.n_live > 1:
            return events  # the round goes on: nothing else happens
        self._advance(events)
        return events

    # --- views ----------------------------------------------------------------------------------

    def _seat_rows(self, viewer: int | None, full: bool) -> list[dict[str, Any]]:
        money = self.betting
        small, big = self.blind_seats() if not self.is_over_now else (None, None)
        rows = []
        for s in range(self.n):
            if not self.in_hand[s]:
                status = "out"
            elif money.folded[s]:
                status = "folded"
            elif money.stacks[s] == 0 and not self.is_over_now:
                status = "all-in"
            else:
                status = "in"
            visible = full or viewer == s or self.shown[s]
            hand = [CARD_TEXT[c] if visible else HIDDEN for c in self.holes[s]]
            roles = [
                r
                for r, who in (("dealer", self.dealer), ("small blind", small), ("big blind", big))
                if who == s
            ]
            rows.append(
                {
                    "seat": s,
                    "stack": money.stacks[s],
                    "bet": money.bets[s],
                    "in_pot": money.committed[s],
                    "status": status,
                    "roles": roles,
                    "hand": hand,
                    "discarded": (CARD_TEXT[d] if (full or viewer == s) else HIDDEN)
                    if (d := self.discarded[s]) is not None
                    else None,
                }
            )
        return rows

    def _view(self, viewer: int | None) -> dict[str, Any]:
        """The game's own view fields: for a seat, its own hole cards, the board and every bet;
        others' hole cards only once shown at a showdown (``None``: everything).

        >>> from widow.games import load_game
        >>> v = load_game("holdem", players=2).new_state(seed=2).view(0)
        >>> v["seats"][1]["hand"], len(v["seats"][0]["hand"])
        (['??', '??'], 2)
        """
        full = viewer is None
        # The pots as they stand after the last completed round; this round's bets lie apart.
        money = self.betting
        settled = [c - b for c, b in zip(money.committed, money.bets, strict=True)]
        pots = [
            {"amount": p.amount, "eligible": list(p.eligible)}
            for p in build_pots(settled, money.live)
        ]
        out: dict[str, Any] = {
            "game": self.game.name,
            "players": self.n,
            "options": self.game.option_values(),
            "variant": self.variant.name,
            "hand": self.hand_no,
            "hands": self.game.options.hands,
            "dealer": self.dealer,
            "direction": DIRECTION_NAMES[CLOCKWISE],
            "phase": self.phase,
            "to_act": self.to_act,
            "over": self.is_over_now,
            "board": [CARD_TEXT[c] for c in self.board],
            "pot": self.betting.total() if not self.is_over_now else 0,
            "pots": pots if not self.is_over_now else [],
            "to_call": self._to_call(),
            "seats": self._seat_rows(viewer, full),
            "legal": [str(a) for a in self.legal_actions()]
            if full or (viewer is not None and viewer == self.to_act)
            else [],
            "events": [e.to_dict() if full else e.for_seat(viewer) for e in self.events],
            "result": list(self.last_result),
        }
        if full:
            out["burned"] = [CARD_TEXT[c] for c in self.burned]
            out["stock"] = len(self.deck)
        return out

    def _to_call(self) -> int:
        seat = self.to_act
        if seat is None or self.discard_queue:
            return 0
        return self.betting.call_amount(seat)

    def table(self, viewer: int | None) -> dict[str, Any]:
        """The generic table description for ``viewer`` (``None``: every card shown)."""
        from widow.games.holdem.table import table_description

        if viewer is not None:
            self._check_seat(viewer)  # refused as view() refuses it
        return table_description(self, self._view(viewer), viewer)

    def zones(self) -> dict[str, list[Card]]:
        zones = {f"hand-{s}": list(self.holes[s]) for s in range(self.n)}
        zones["board"] = list(self.board)
        zones["burned"] = list(self.burned)
        zones["discards"] = [c for c in self.discarded if c is not None]
        zones["stock"] = list(self.deck)
        return zones

    def pack(self) -> Sequence[Card]:
        return PACK

    def copy(self) -> HoldemState:
        other = HoldemState.__new__(HoldemState)
        self._copy_base(other)
        self._copy_table(other)
        return other

    def _copy_table(self, other: HoldemState) -> None:
        """Give ``other`` independent copies of everything but the game, chance and history."""
        other.variant = self.variant
        copy_match(self, other)
        other.rebought = list(self.rebought)
        other.holes = [list(h) for h in self.holes]
        other.board = list(self.board)
        other.burned = list(self.burned)
        other.discarded = list(self.discarded)
        other.deck = list(self.deck)
        other.discard_queue = list(self.discard_queue)
        other.street = self.street
        other.shown = list(self.shown)
        other._order = self._order  # a tuple, never changed in place

    # --- sampling and numbering ---------------------------------------------------------------

    def _redeal_hidden(self, seat: int, rng: random.Random) -> None:
        """What ``seat`` cannot know: the hole cards (and discards) of every other seat that has
        not shown them, the burned cards and the stock."""
        slots: list[Slot] = []
        for other in range(self.n):
            if other != seat and not self.shown[other]:
                slots += all_slots(self.holes[other])
        hidden_discards = [
            s
            for s in range(self.n)
            if s != seat and not self.shown[s] and self.discarded[s] is not None
        ]
        discards = [self.discarded[s] for s in hidden_discards]
        pile: list[Card] = [c for c in discards if c is not None]
        slots += all_slots(pile) + all_slots(self.burned) + all_slots(self.deck)
        moved = redeal(slots, rng)
        self._legal = None  # a discard names the hole cards of the seat to act
        for s, card in zip(hidden_discards, pile, strict=True):
            self.discarded[s] = card
        # The hole cards and discards of other seats are recorded in events only their seat
        # sees: relabel them like the cards, so the sample's log agrees with its hands.
        renamed: dict[int, Event] = {}
        for i, event in enumerate(self.events):
            if event.seat == seat or event.seat is None:
                continue
            if isinstance(event, HoleDealt):
                cards = tuple(moved.get(c, c) for c in event.cards)
                renamed[id(event)] = self.events[i] = HoleDealt(event.seat, cards)
            elif isinstance(event, Discarded):
                card = moved.get(event.card, event.card)
                renamed[id(event)] = self.events[i] = Discarded(event.seat, card)
        self.log_events = [renamed.get(id(e), e) for e in self.log_events]

    def action_index(self, action: Action | str) -> int:
        """The number of ``action``; see :mod:`widow.games.holdem.numbering` (bet sizes are
        numbered relative to this state)."""
        act = self.game.parser.parse(action) if isinstance(action, str) else action
        return action_number(self, act)

    def action_from_index(self, index: int) -> Action:
        """The action numbered ``index`` in this state."""
        return action_for_number(self, index)


@cache
def _seats_after(players: int, seat: int) -> tuple[int, ...]:
    """Every seat clockwise from ``seat``'s left round to ``seat`` itself.

    >>> _seats_after(4, 1)
    (2, 3, 0, 1)
    """
    return (*range(seat + 1, players), *range(seat + 1))


#: The betting events met so far, by their fields, the action's text given by its kind and
#: amount (see ``HoldemState._bet_step``).
_WAGERS: dict[tuple[int, type[Action], int, int, int, bool], Event] = {}

#: The chips returned at the end of a round met so far, by ``(seat, chips)``.
_RETURNS: dict[tuple[int, int], Event] = {}

#: The uncontested pots met so far, by ``(winner, chips)``: the event and the hand's result.
_UNCONTESTED: dict[tuple[int, int], tuple[Event, str]] = {}

#: The same for pots won whole by one hand at a showdown.
_SHOWN_DOWN: dict[tuple[int, int], tuple[Event, str]] = {}

#: The description of each high-hand strength met so far: without wild cards it depends on the
#: strength alone, and describing is a large part of a showdown's cost.
_HIGH_WORDS: dict[int, str] = {}


def _high_words(high: RankingSystem, cards: Sequence[Card]) -> str:
    """The description of ``cards``, a strength not met before: the full value is built only
    for such a strength, and its words kept for the next hand of that strength."""
    value = high.evaluate(cards)
    words = _HIGH_WORDS[value.strength] = value.describe()
    return words


def _halves(
    pot: Pot, order: Sequence[int], highs: Mapping[int, int], lows: Mapping[int, int] | None
) -> list[tuple[str, list[int], int]]:
    """Who wins ``pot``: ``(half, winners in odd-chip order, chips)`` for the whole pot, or for
    its high and low halves when a qualifying low is among its hands (odd chip to the high;
    ``lows`` is ``None`` in a game without a low half, 0 for a hand with no qualifying low)."""
    eligible = [s for s in order if s in pot.eligible]
    top = best_of(eligible, highs)
    bottom = best_of(eligible, lows) if lows is not None else []
    if not bottom or not lows or not lows[bottom[0]]:
        return [("whole", top, pot.amount)]
    low_half = pot.amount // 2
    return [("high", top, pot.amount - low_half), ("low", bottom, low_half)]


def ranking_systems(hi_lo: bool) -> tuple[RankingSystem, RankingSystem | None]:
    """The high system and, in hi-lo games, the eight-or-better ace-to-five low system.

    >>> [s.name if s else None for s in ranking_systems(True)]
    ['high', 'ace-to-five']
    """
    return get_system("high"), get_system("ace-to-five", qualifier="8") if hi_lo else None
