"""Bourre: the state machine (no I/O).

Each hand: the pot is built (antes, and the penalties owed from the hand before), five cards are
dealt to everyone with the dealer's last card face up for trump, then from the dealer's left each
player passes or plays (discarding and drawing as they like), and those who play take five
tricks under Bourre's obligations (:mod:`widow.games.bourre.play`). Most tricks alone takes the
pot; a tie leaves it for the next hand; a player who played and took no trick goes bourre and owes
the pot's amount to the next one.

>>> from widow.games import load_game
>>> state = load_game("bourre", players=4).new_state(seed=5)
>>> state.phase, state.to_act == (state.dealer + 1) % 4
('draw', True)
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterable, Sequence
from typing import Any

from widow.cards import CARDS, Card
from widow.engine.actions import PASS, Action, Pass
from widow.engine.bot_names import game_bots
from widow.engine.chance import Chance
from widow.engine.copying import copy_lists
from widow.engine.core import Game
from widow.engine.events import Event
from widow.engine.sampling import Slot, redeal
from widow.engine.tricks.play import PLAYS, PlayCard, TrickTable
from widow.engine.tricks.state import PotTrickState, cut_for_deal, cut_rank
from widow.errors import InvalidActionError
from widow.games.bourre.actions import STAY, Draw, Stay
from widow.games.bourre.events import (
    Drew,
    Folded,
    HandDealt,
    PotBuilt,
    PotShared,
    PotSplitTie,
    PotWon,
    Reshuffled,
    Stayed,
    WentBourre,
)
from widow.games.bourre.options import BourreOptions
from widow.games.bourre.play import BourreRule, bourre_cards
from widow.games.bourre.text import RULES
from widow.i18n import N_

HAND = 5
PHASE_DRAW = "draw"
PHASE_PLAY = "play"
PHASE_OVER = "over"
ACE = 12
#: Numbers of the fixed actions; draws are numbered after them by the hand positions discarded.
FIXED_ACTIONS = 2 + 52
RESAMPLE_TRIES = 500


class Bourre(Game):
    """Bourre for 2 to 8 players with a 52-card pack."""

    name = "bourre"
    title = "Bourre"
    min_players = 2
    max_players = 8
    options_class = BourreOptions
    action_classes = (Pass, Stay, Draw, PlayCard)
    rules_text = RULES
    bots = game_bots("widow.games.bourre.bot:BourreBot", "widow.bots.tricks.bot:BourreSearchBot")
    options: BourreOptions

    @property
    def hands(self) -> int:
        """The least number of hands in a match."""
        return self.options.hands if self.options.hands is not None else self.players

    def _list_actions(self) -> Iterable[Action]:
        """``pass``, ``stay`` and one ``play CARD`` per card; draws are numbered apart, by the
        positions in the (sorted) hand of the cards they discard (see ``action_index``)."""
        return [PASS, STAY, *(PLAYS[c] for c in CARDS[:52])]

    @property
    def num_distinct_actions(self) -> int:
        """The fixed actions plus one draw per non-empty set of the five hand positions.

        >>> from widow.games import load_game
        >>> load_game("bourre", players=3).num_distinct_actions
        85
        """
        return FIXED_ACTIONS + 31

    def _make_state(self, chance: Chance) -> BourreState:
        return BourreState(self, chance)


class BourreState(PotTrickState):
    """A match of Bourre: ``hands`` hands, then the pot left is shared out."""

    __slots__ = (
        "discards",
        "drew",
        "hands",
        "known_discards",
        "owed",
        "status",
        "stock",
        "tied",
        "turn_up",
    )

    game: Bourre
    deal_event = HandDealt
    view_module = "widow.games.bourre.view"
    cards_in_play = CARDS[:52]

    def __init__(self, game: Bourre, chance: Chance) -> None:
        super().__init__(
            game, chance, phase=PHASE_DRAW, players=game.players, chips=game.options.chips
        )
        n = game.players
        self.owed: list[tuple[int, int]] = []
        self.tied: set[int] = set()
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.stock: list[Card] = []
        self.discards: list[Card] = []
        self.known_discards: list[set[Card]] = [set() for _ in range(n)]
        self.status = ["in"] * n
        self.drew: list[int | None] = [None] * n
        self.turn_up = CARDS[0]
        self.trick_table = TrickTable([[] for _ in range(n)], trump=None, rule=bourre_cards)
        events: list[Event] = []
        self._cut_for_deal(events)
        self._start_hand(events)
        self._log(events)

    # --- the protocol -------------------------------------------------------------------------

    @property
    def trump(self) -> int:
        """The trump suit of this hand (a suit number)."""
        return self.turn_up & 3

    def _phase_label(self) -> str:
        return {PHASE_DRAW: "pass or play", PHASE_PLAY: "trick play"}.get(
            self._phase, "the match is over"
        )

    def must_play(self, seat: int) -> bool:
        """The dealer must play with an ace turned up, or when everyone else has passed."""
        if seat != self.dealer:
            return False
        others = [s for s in range(self.game.players) if s != seat]
        return self.turn_up >> 2 == ACE or all(self.status[s] == "passed" for s in others)

    def _compute_legal(self) -> list[Action]:
        seat = self._to_act
        if seat is None:
            return []
        if self._phase == PHASE_PLAY:
            return [PLAYS[c] for c in self.trick_table.legal_cards(seat)]
        legal: list[Action] = [] if self.must_play(seat) else [PASS]
        legal.append(STAY)
        free = [c for c in self.hands[seat] if c != self.turn_up or seat != self.dealer]
        for size in range(1, len(free) + 1):
            legal.extend(Draw(combo) for combo in itertools.combinations(free, size))
        return legal

    def _why_illegal(self, action: Action) -> str:
        seat = self._to_act
        assert seat is not None  # apply() refuses actions once the match is over
        if self._phase == PHASE_PLAY:
            if not isinstance(action, PlayCard):
                return N_("the hands are being played; play a card")
            if action.card not in self.trick_table.hands[seat]:
                return N_("{seat} does not hold {cards}").format(
                    seat=f"seat {seat}", cards=action.card
                )
            return N_(
                "Bourre obliges you to follow suit and beat the best card of the suit led,"
                " else to trump (beating the best trump), and a sure winner of three tricks to"
                " play its highest trump"
            )
        if isinstance(action, PlayCard):
            return N_("nobody plays a card before everyone has passed or chosen to play")
        if isinstance(action, Pass):
            return N_("{seat} must play: {reason}").format(
                seat=f"seat {seat}", reason=self._forced_reason(seat)
            )
        if isinstance(action, Draw):
            if action.cards and all(c in self.hands[seat] for c in action.cards):
                return N_("the turned-up trump card stays in the dealer's hand")
            missing = [str(c) for c in action.cards if c not in self.hands[seat]]
            return N_("{seat} does not hold {cards}").format(
                seat=f"seat {seat}", cards=" ".join(missing)
            )
        return N_("{move} is not a move of bourre").format(move=repr(action.verb))

    def _forced_reason(self, seat: int) -> str:
        if self.turn_up >> 2 == ACE:
            return N_("the dealer's turned-up card is an ace")
        return N_("everyone else has passed")

    def _act(self, seat: int, action: Action, events: list[Event]) -> None:
        if self._phase == PHASE_PLAY:
            assert isinstance(action, PlayCard)
            self._play(seat, action.card, events)
        else:
            self._decide(seat, action, events)

    def outcome(self) -> dict[str, Any]:
        """Per seat: chips, money won or lost (chips against the start) and placing.

        >>> from widow.games import load_game
        >>> load_game("bourre", players=3, ante=2).new_state(seed=1).outcome()["pool"]
        6
        """
        start = self.game.options.chips
        money = [c - start for c in self.chips]
        return self._chips_outcome(money, over=self._phase == PHASE_OVER)

    def zones(self) -> dict[str, list[Card]]:
        # Before the play the hands are the state's own; during it, the trick table's.
        table = self.trick_table
        zones = {f"hand {s}": h + table.hands[s] for s, h in enumerate(self.hands)}
        zones["played"] = table.played_cards()
        zones["stock"] = list(self.stock)
        zones["discards"] = list(self.discards)
        return zones

    def copy(self) -> BourreState:
        other = object.__new__(BourreState)
        self._copy_base(other)
        copy_lists(self, other, ("owed", "stock", "discards", "status", "drew"))
        other.turn_up = self.turn_up
        other.tied = set(self.tied)
        other.hands = [list(h) for h in self.hands]
        other.known_discards = [set(k) for k in self.known_discards]
        return other

    # --- action numbers -----------------------------------------------------------------------

    def action_index(self, action: Action | str) -> int:
        """Fixed numbers for ``pass``, ``stay`` and the card plays; a draw is numbered by the
        positions, in the sorted hand of the seat to act, of the cards it discards.

        >>> from widow.games import load_game
        >>> state = load_game("bourre", players=3).new_state(seed=2)
        >>> hand = state.hands[state.to_act]
        >>> state.action_index(f"draw {hand[0]} {hand[2]}")
        58
        """
        act = self.game.parser.parse(action) if isinstance(action, str) else action
        if not isinstance(act, Draw):
            return super().action_index(act)
        seat = self._to_act
        hand = sorted(self.hands[seat]) if seat is not None else []
        if seat is None or any(c not in hand for c in act.cards):
            raise InvalidActionError(f"action {str(act)!r} has no number now")
        mask = sum(1 << hand.index(c) for c in act.cards)
        return FIXED_ACTIONS + mask - 1

    def action_from_index(self, index: int) -> Action:
        if isinstance(index, int) and FIXED_ACTIONS <= index < FIXED_ACTIONS + 31:
            seat = self._to_act
            mask = index - FIXED_ACTIONS + 1
            hand = sorted(self.hands[seat]) if seat is not None else []
            if mask >> len(hand):
                raise InvalidActionError(f"action number {index} names no draw now")
            return Draw(tuple(c for i, c in enumerate(hand) if mask >> i & 1))
        return super().action_from_index(index)

    # --- what a seat cannot see -----------------------------------------------------------------

    def _redeal_hidden(self, seat: int, rng: random.Random) -> None:
        """Redeal the cards ``seat`` has not seen among the places they may be (other hands, the
        stock, the discard pile), keeping its own discards in the pile and the dealer's
        turned-up card in the dealer's hand, and only accepting deals in which every card played
        so far was legal (rejection sampling, which keeps the deal uniform; after
        ``RESAMPLE_TRIES`` failures the actual cards stay where they are)."""
        playing = self._phase == PHASE_PLAY
        hands = self.trick_table.hands if playing else self.hands
        # Everyone saw the turned-up card, so it stays wherever it is (the dealer's hand, or the
        # pile if the dealer passed); the seat's own discards stay in the pile.
        keep = self.known_discards[seat] | {self.turn_up}
        slots: list[Slot] = []
        for other in range(self.game.players):
            if other != seat:
                slots += [(hands[other], i) for i, c in enumerate(hands[other]) if c not in keep]
        slots += [(self.stock, i) for i in range(len(self.stock))]
        slots += [(self.discards, i) for i, c in enumerate(self.discards) if c not in keep]
        original = [place[i] for place, i in slots]
        for _ in range(RESAMPLE_TRIES):
            mapping = redeal(slots, rng)
            # The other seats' own discards are redealt too: what they know follows the cards.
            known = [
                mine if other == seat else {mapping.get(c, c) for c in mine}
                for other, mine in enumerate(self.known_discards)
            ]
            if not playing or self._plays_consistent(self._cinch_knowledge(known)):
                break
            for (place, i), card in zip(slots, original, strict=True):
                place[i] = card
        else:
            mapping = {c: c for c in original}
            known = self.known_discards
        self.known_discards = [set(k) for k in known]
        if playing:
            self.trick_table.rule = self._cinch_knowledge(self.known_discards)
        for hand in hands:
            hand.sort()
        self._relabel_draws(seat, mapping)
        self._legal = None

    def _plays_consistent(self, rule: BourreRule | None = None) -> bool:
        """Whether every card played this hand was legal under ``rule`` (by default the hand's
        own), given the hands as they now stand."""
        table = self.trick_table
        if rule is None:
            rule = self._cinch_knowledge(self.known_discards)
        plays = [p for t in table.tricks for p in t.plays] + list(table.current.plays)
        start = [list(h) for h in table.hands]
        for seat, card in plays:
            start[seat].append(card)
        first = table.tricks[0].leader if table.tricks else table.current.leader
        again = TrickTable(start, trump=table.trump, leader=first, seats=table.seats, rule=rule)
        for seat, card in plays:
            if again.to_play != seat or card not in again.legal_cards(seat):
                return False
            again.play(seat, card)
        return True

    def _relabel_draws(self, seat: int, mapping: dict[Card, Card]) -> None:
        """Keep the hidden records of other seats' draws in step with the redealt cards."""
        for i, event in enumerate(self.events):
            if isinstance(event, Drew) and event.seat != seat:
                self.events[i] = Drew(
                    event.seat,
                    tuple(mapping.get(c, c) for c in event.gave),
                    tuple(mapping.get(c, c) for c in event.took),
                    event.count,
                )

    # --- the course of the match --------------------------------------------------------------

    def _cut_for_deal(self, events: list[Event]) -> None:
        """Everyone cuts; the lowest card deals (ace low); those tied for lowest cut again."""
        self.dealer = cut_for_deal(
            self.chance, len(self._history), self.game.players, CARDS[:52], cut_rank, events
        )

    def _start_hand(self, events: list[Event]) -> None:
        n = self.game.players
        self.deal_no += 1
        ante = self.game.options.ante
        antes = tuple(s for s in range(n) if s not in self.tied)
        for s in antes:
            self.chips[s] -= ante
            self.pot += ante
        for s, amount in self.owed:
            self.chips[s] -= amount
            self.pot += amount
        events.append(PotBuilt(None, self.deal_no, antes, tuple(self.owed), self.pot))
        self.owed = []
        self.tied = set()
        deck = self.chance.shuffle("deal", CARDS[:52], len(self._history))
        first = (self.dealer + 1) % n
        hands: list[list[Card]] = [[] for _ in range(n)]
        for i in range(HAND * n):
            hands[(first + i) % n].append(deck[i])
        self.turn_up = deck[HAND * n - 1]  # the dealer's last card
        self.hands = [sorted(h) for h in hands]
        self.stock = deck[HAND * n :]
        self.discards = []
        self.known_discards = [set() for _ in range(n)]
        self.status = ["waiting"] * n
        self.drew = [None] * n
        self.trick_table = TrickTable([[] for _ in range(n)], trump=None, rule=bourre_cards)
        self._phase = PHASE_DRAW
        self._to_act = first
        self._legal = None
        events.append(HandDealt(self.dealer, self.deal_no, self.turn_up))

    def _decide(self, seat: int, action: Action, events: list[Event]) -> None:
        if isinstance(action, Pass):
            self.status[seat] = "passed"
            self.discards.extend(self.hands[seat])
            self.known_discards[seat].update(self.hands[seat])
            self.hands[seat] = []
            events.append(Folded(seat))
        elif isinstance(action, Draw):
            self._draw(seat, action.cards, events)
        else:
            self.status[seat] = "in"
            self.drew[seat] = 0
            events.append(Stayed(seat))
        if seat != self.dealer:
            self._to_act = (seat + 1) % self.game.players
            return
        playing = [s for s in self._play_order() if self.status[s] == "in"]
        if len(playing) == 1:
            self._award(playing[0], 0, events)
            self._end_hand(events)
            return
        self.trick_table = TrickTable(
            [list(h) for h in self.hands],
            trump=self.trump,
            leader=playing[0],
            seats=playing,
            rule=self._cinch_knowledge(self.known_discards),
        )
        self.hands = [[] for _ in self.hands]
        self._phase = PHASE_PLAY
        self._to_act = playing[0]

    def _cinch_knowledge(self, known_discards: Sequence[set[Card]]) -> BourreRule:
        """The obligations of the tricks, with what each seat knows to be out of play: its own
        discards still in the pile, and the turned-up card if the dealer passed (everyone saw it
        go to the pile, and no draw can bring it back: the dealer decides last)."""
        public = {self.turn_up} if self.turn_up in self.discards else set()
        return BourreRule(tuple(frozenset(known | public) for known in known_discards))

    def _draw(self, seat: int, cards: tuple[Card, ...], events: list[Event]) -> None:
        hand = self.hands[seat]
        for card in cards:
            hand.remove(card)
        took: list[Card] = []
        while len(took) < len(cards):
            if not self.stock:
                # Shuffle the discard pile into a new stock, this player's discards set aside.
                pile = sorted(self.discards)
                self.discards = []
                self.stock = self.chance.shuffle("reshuffle", pile, len(self._history))
                for known in self.known_discards:
                    known.clear()
                events.append(Reshuffled(None, len(self.stock)))
            took.append(self.stock.pop(0))
        self.discards.extend(cards)
        self.known_discards[seat].update(cards)
        hand.extend(took)
        hand.sort()
        self.status[seat] = "in"
        self.drew[seat] = len(cards)
        events.append(Drew(seat, cards, tuple(took), len(cards)))

    def _play_order(self) -> list[int]:
        n = self.game.players
        return [(self.dealer + 1 + k) % n for k in range(n)]

    def _award(self, seat: int, tricks: int, events: list[Event]) -> None:
        events.append(PotWon(seat, self.pot, tricks))
        self.last_result = [f"seat {seat} takes the pot of {self.pot}"]
        self.chips[seat] += self.pot
        self.pot = 0

    def _settle(self, events: list[Event]) -> None:
        """The pot to the one player with most tricks, or it stays on a tie; bourre for every
        player who took none."""
        table = self.trick_table
        won = {s: table.won[s] for s in table.seats}
        pot = self.pot
        best = max(won.values())
        leaders = [s for s in table.seats if won[s] == best]
        if len(leaders) == 1:
            self._award(leaders[0], best, events)
        else:
            self.tied = set(leaders)
            events.append(PotSplitTie(None, pot, tuple(leaders)))
            self.last_result = [
                N_("seats {numbers} tie; the pot of {amount} stays").format(
                    numbers=", ".join(map(str, leaders)), amount=pot
                )
            ]
        limit = self.game.options.limit
        penalty = pot if limit is None else min(pot, limit)
        for s in table.seats:
            if won[s] == 0:
                self.owed.append((s, penalty))
                events.append(WentBourre(s, penalty))
                self.last_result.append(f"seat {s} goes bourre and owes {penalty}")
        self._end_hand(events)

    def _end_hand(self, events: list[Event]) -> None:
        if self.deal_no >= self.game.hands:
            self._share_out(events)
            self._end_match(PHASE_OVER, events)
            return
        self.dealer = (self.dealer + 1) % self.game.players
        self._start_hand(events)

    def _share_out(self, events: list[Event]) -> None:
        """After the last hand the penalties owed are paid in, and whatever the pot holds is
        shared equally by everyone, odd chips going one each from the dealer's left."""
        owed = tuple(self.owed)
        for s, amount in owed:
            self.chips[s] -= amount
            self.pot += amount
        self.owed = []
        shares = self._share_pot()
        if owed or any(a for _, a in shares):
            events.append(PotShared(None, owed, shares))
            self.last_result.append("the pot left after the last hand is shared out")
