"""Bid Whist: the state machine (no I/O).

Four players, seats 0 and 2 against seats 1 and 3, clockwise, with 52 cards and two jokers (the
red joker ``XR`` is the big one, the black ``XB`` the little one). Twelve cards each and a kitty
of six; one round of bidding; the high bidder names trump (or, for no trump, whether high or low
cards win), takes the kitty and lays six cards aside as the side's first trick, then leads.

>>> from widow.games import load_game
>>> state = load_game("bid-whist", players=4).new_state(seed=5)
>>> state.phase, state.to_act == (state.dealer + 1) % 4, str(state.legal_actions()[1])
('bid', True, 'bid 1 high')
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from widow.cards import BLACK_JOKER, CARDS, RED_JOKER, SUIT_CHARS, Card
from widow.engine.actions import PASS, Action, Pass
from widow.engine.bot_names import game_bots
from widow.engine.chance import Chance
from widow.engine.copying import copy_lists, share
from widow.engine.core import Game
from widow.engine.events import Event, MatchOver
from widow.engine.tricks.play import (
    NO_SUIT,
    PLAIN_SUITS,
    PLAYS,
    PlayCard,
    TrickTable,
    constrained_deal,
    follow_suit,
)
from widow.engine.tricks.state import TrickGameState, cut_for_deal, cut_rank, play_to_trick
from widow.games.bid_whist.actions import (
    BIDS,
    DIRECTIONS,
    TRUMPS,
    Discard,
    MakeBid,
    NameDirection,
    NameTrump,
)
from widow.games.bid_whist.events import (
    BidMade,
    BidPassed,
    ContractSet,
    Discarded,
    GameOver,
    HandDealt,
    HandScored,
    KittyTaken,
)
from widow.games.bid_whist.options import BidWhistOptions
from widow.games.bid_whist.text import RULES
from widow.i18n import N_

PLAYERS = 4
HAND = 12
KITTY = 6
TARGET = 7
PHASES = ("bid", "declare", "discard", "play", "over")
DISCARDS = tuple(Discard(c) for c in CARDS)


def side_of(seat: int) -> int:
    return seat & 1


def card_rank(card: Card, direction: str, trumps: bool) -> int:
    """How high a card stands: in ``high`` games ace down to two, in ``low`` games ace, then two
    up to king; with trumps the big and the little joker stand above all, without them they
    have no value.

    >>> [card_rank(Card.parse(c), "low", True) for c in ("Ah", "2h", "Kh", "XR", "XB")]
    [12, 11, 0, 14, 13]
    >>> card_rank(Card.parse("XR"), "high", False)
    -1
    """
    if card == RED_JOKER:
        return 14 if trumps else -1
    if card == BLACK_JOKER:
        return 13 if trumps else -1
    rank = card >> 2
    if direction == "high" or rank == 12:
        return rank
    return 11 - rank


def suits_for(trump: int | None) -> tuple[int, ...]:
    """Each card's suit: the jokers belong to the trump suit, or to none in no trump."""
    if trump is None:
        return PLAIN_SUITS
    return (*PLAIN_SUITS[:52], trump, trump)


class BidWhist(Game):
    """Bid Whist for four players in two partnerships."""

    name = "bid-whist"
    title = "Bid Whist"
    min_players = PLAYERS
    max_players = PLAYERS
    options_class = BidWhistOptions
    action_classes = (Pass, MakeBid, NameTrump, NameDirection, Discard, PlayCard)
    rules_text = RULES
    bots = game_bots(
        "widow.games.bid_whist.bot:BidWhistBot", "widow.bots.tricks.bot:BidWhistSearchBot"
    )
    options: BidWhistOptions

    def _list_actions(self) -> Iterable[Action]:
        """``pass``, the 21 bids, 4 trump suits, 2 directions, then a discard and a play for
        every card: 136 numbers."""
        return [PASS, *BIDS, *TRUMPS, *DIRECTIONS, *DISCARDS[:54], *PLAYS[:54]]

    def _make_state(self, chance: Chance) -> BidWhistState:
        return BidWhistState(self, chance)


class BidWhistState(TrickGameState):
    """A game of Bid Whist: hands until a side reaches seven or falls to minus seven."""

    __slots__ = (
        "best",
        "book",
        "contract",
        "declarer",
        "direction",
        "hands",
        "kitty",
        "last_hand",
        "scores",
        "trump",
    )

    game: BidWhist
    deal_event = HandDealt
    view_module = "widow.games.bid_whist.view"
    cards_in_play = CARDS[:54]

    def __init__(self, game: BidWhist, chance: Chance) -> None:
        super().__init__(game, chance, phase="bid", players=PLAYERS)
        self.scores = [0, 0]
        self.last_hand: HandScored | None = None
        self.hands: list[list[Card]] = [[] for _ in range(PLAYERS)]
        self.kitty: list[Card] = []
        self.book: list[Card] = []
        self.best: tuple[int, MakeBid] | None = None
        self.contract: MakeBid | None = None
        self.declarer: int | None = None
        self.trump: int | None = None
        self.direction = "high"
        events: list[Event] = []
        self._cut_for_deal(events)
        self._deal(events)
        self._log(events)

    # --- the protocol -------------------------------------------------------------------------

    def _phase_label(self) -> str:
        return {
            "bid": "bidding",
            "declare": "naming trump",
            "discard": "the declarer discards",
            "play": "trick play",
        }.get(self._phase, "the game is over")

    def _compute_legal(self) -> list[Action]:
        seat = self._to_act
        phase = self._phase
        if seat is None:
            return []
        if phase == "bid":
            floor = self.best[1].value if self.best is not None else 0
            forced = seat == self.dealer and self.best is None
            legal: list[Action] = [] if forced else [PASS]
            return legal + [b for b in BIDS if b.value > floor]
        if phase == "declare":
            assert self.contract is not None
            return list(DIRECTIONS if self.contract.kind == "notrump" else TRUMPS)
        if phase == "discard":
            return [DISCARDS[c] for c in self.hands[seat]]
        return [PLAYS[c] for c in self.trick_table.legal_cards(seat)]

    def _why_illegal(self, action: Action) -> str:
        seat = self._to_act
        phase = self._phase
        if phase == "bid":
            if isinstance(action, Pass):
                return N_("the dealer must bid when the other three have passed")
            if isinstance(action, MakeBid):
                assert self.best is not None
                return N_(
                    "a bid must beat {bid} (a higher number, or no trump over high or low of"
                    " the same number)"
                ).format(bid=self.best[1])
            return N_("the bidding is on: pass or bid")
        if phase == "declare":
            assert self.contract is not None
            if self.contract.kind == "notrump":
                return N_("after a no-trump bid the declarer says direction high or direction low")
            return N_("the declarer names the trump suit: trump clubs, diamonds, hearts or spades")
        if phase == "discard":
            if isinstance(action, Discard):
                return N_("{seat} does not hold {cards}").format(
                    seat=f"seat {seat}", cards=action.card
                )
            return N_("the declarer first lays six cards aside: discard CARD")
        if isinstance(action, PlayCard) and seat is not None:
            if action.card not in self.trick_table.hands[seat]:
                return N_("{seat} does not hold {cards}").format(
                    seat=f"seat {seat}", cards=action.card
                )
            return N_("{seat} must follow the suit led and holds some").format(seat=f"seat {seat}")
        return N_("the hand is being played: play a card")

    def _act(self, seat: int, action: Action, events: list[Event]) -> None:
        if self._phase == "bid":
            self._bid(seat, action, events)
        elif self._phase == "declare":
            self._declare(seat, action, events)
        elif self._phase == "discard":
            assert isinstance(action, Discard)
            self._discard(seat, action.card, events)
        else:
            assert isinstance(action, PlayCard)
            self._play(seat, action.card, events)

    def outcome(self) -> dict[str, Any]:
        """Per seat: its side, the side's score (``points``) and the placing.

        >>> from widow.games import load_game
        >>> load_game("bid-whist", players=4).new_state(seed=3).outcome()["seats"][2]["side"]
        0
        """
        over = self._phase == "over"
        if over:
            winner = 0 if self.scores[0] >= TARGET or self.scores[1] <= -TARGET else 1
            placing = [1 if side_of(s) == winner else 2 for s in range(PLAYERS)]
        else:
            top = max(self.scores)
            placing = [1 if self.scores[side_of(s)] == top else 2 for s in range(PLAYERS)]
        return {
            "game": self.game.name,
            "over": over,
            "pool": 0,
            "deals_played": self.deal_no,
            "scores": list(self.scores),
            "seats": [
                {
                    "seat": s,
                    "side": side_of(s),
                    "chips": 0,
                    "money": 0,
                    "points": self.scores[side_of(s)],
                    "placing": placing[s],
                }
                for s in range(PLAYERS)
            ],
            "winners": [s for s in range(PLAYERS) if placing[s] == 1] if over else [],
        }

    def zones(self) -> dict[str, list[Card]]:
        table = self.trick_table
        zones = {f"hand {s}": h + table.hands[s] for s, h in enumerate(self.hands)}
        zones["kitty"] = list(self.kitty)
        zones["discards"] = list(self.book)
        zones["played"] = table.played_cards()
        return zones

    def copy(self) -> BidWhistState:
        other = object.__new__(BidWhistState)
        self._copy_base(other)
        copy_lists(self, other, ("scores", "kitty", "book"))
        share(self, other, ("last_hand", "best", "contract", "declarer", "trump", "direction"))
        other.hands = [list(h) for h in self.hands]
        return other

    # --- what a seat cannot see -----------------------------------------------------------------

    def _redeal_hidden(self, seat: int, rng: random.Random) -> None:
        """Redeal the other hands, the kitty (until taken) and the declarer's discards (for
        anyone but the declarer), respecting the suits each hand has shown out of."""
        if self._phase == "over":
            return
        playing = self._phase == "play"
        hands = self.trick_table.hands if playing else self.hands
        places: dict[str, list[Card]] = {f"hand {s}": hands[s] for s in range(PLAYERS) if s != seat}
        places["kitty"] = self.kitty
        if seat != self.declarer:
            places["discards"] = self.book
        suits = self.trick_table.suits if playing else PLAIN_SUITS
        voids = self.trick_table.shown_out if playing else [set() for _ in range(PLAYERS)]
        hidden = [c for cards in places.values() for c in cards]
        groups = []
        for suit in (0, 1, 2, 3, NO_SUIT):
            cards = [c for c in hidden if suits[c] == suit]
            where = [p for p in places if not p.startswith("hand") or suit not in voids[int(p[5:])]]
            groups.append((cards, where))
        room = {p: len(cards) for p, cards in places.items()}
        dealt = constrained_deal(groups, room, rng)
        for place, cards in places.items():
            cards[:] = sorted(dealt[place])
        self._legal = None

    # --- the course of the game ---------------------------------------------------------------

    def _cut_for_deal(self, events: list[Event]) -> None:
        """Everyone cuts; the lowest card deals (ace low); those tied cut again."""
        self.dealer = cut_for_deal(
            self.chance, len(self._history), PLAYERS, CARDS[:52], cut_rank, events
        )

    def _deal(self, events: list[Event]) -> None:
        self.deal_no += 1
        deck = self.chance.shuffle("deal", CARDS[:54], len(self._history))
        first = (self.dealer + 1) % PLAYERS
        hands: list[list[Card]] = [[] for _ in range(PLAYERS)]
        for i in range(HAND * PLAYERS):
            hands[(first + i) % PLAYERS].append(deck[i])
        self.hands = [sorted(h) for h in hands]
        self.kitty = sorted(deck[HAND * PLAYERS :])
        self.book = []
        self.best = None
        self.contract = None
        self.declarer = None
        self.trump = None
        self.direction = "high"
        self.trick_table = TrickTable([[] for _ in range(PLAYERS)], trump=None)
        self._phase = "bid"
        self._to_act = first
        self._legal = None
        events.append(HandDealt(self.dealer, self.deal_no))

    def _bid(self, seat: int, action: Action, events: list[Event]) -> None:
        if isinstance(action, MakeBid):
            self.best = (seat, action)
            events.append(BidMade(seat, action.number, action.kind))
        else:
            events.append(BidPassed(seat))
        if seat != self.dealer:
            self._to_act = (seat + 1) % PLAYERS
            return
        assert self.best is not None  # the dealer cannot pass when nobody has bid
        self.declarer, self.contract = self.best
        self._phase = "declare"
        self._to_act = self.declarer

    def _declare(self, seat: int, action: Action, events: list[Event]) -> None:
        contract = self.contract
        assert contract is not None
        if isinstance(action, NameTrump):
            self.trump = action.suit
            self.direction = contract.kind
        else:
            assert isinstance(action, NameDirection)
            self.trump = None
            self.direction = action.direction
        trump = None if self.trump is None else SUIT_CHARS[self.trump]
        events.append(ContractSet(seat, contract.number, contract.kind, trump, self.direction))
        events.append(KittyTaken(seat, tuple(self.kitty)))
        self.hands[seat] = sorted(self.hands[seat] + self.kitty)
        self.kitty = []
        self._phase = "discard"

    def _discard(self, seat: int, card: Card, events: list[Event]) -> None:
        self.hands[seat].remove(card)
        self.book.append(card)
        events.append(Discarded(seat, card))
        if len(self.book) < KITTY:
            return
        direction, trumps = self.direction, self.trump is not None
        self.trick_table = TrickTable(
            self.hands,
            trump=self.trump,
            leader=seat,
            rule=follow_suit,
            rank=lambda c: card_rank(c, direction, trumps),
            suits=suits_for(self.trump),
        )
        self.hands = [[] for _ in range(PLAYERS)]
        self._phase = "play"
        self._to_act = seat

    def _play(self, seat: int, card: Card, events: list[Event]) -> None:
        table = self.trick_table
        play_to_trick(table, seat, card, events)
        if table.to_play is None:
            self._score(events)
        else:
            self._to_act = table.to_play

    def _score(self, events: list[Event]) -> None:
        """The declaring side makes its bid with six plus the number of tricks (its discards are
        one): a point a trick over six; set, it loses the number bid. No trump doubles either;
        a Boston made scores four times over with that option. The other side scores nothing."""
        contract, declarer = self.contract, self.declarer
        assert contract is not None and declarer is not None
        side = side_of(declarer)
        won = self.trick_table.won
        tricks = won[side] + won[side + 2] + 1
        needed = 6 + contract.number
        points = tricks - 6 if tricks >= needed else -contract.number
        if contract.kind == "notrump":
            points *= 2
        if points > 0 and contract.number == 7 and self.game.options.boston_quadruple:
            points *= 4
        self.scores[side] += points
        scored = HandScored(
            None, self.deal_no, declarer, tricks, needed, points, (self.scores[0], self.scores[1])
        )
        self.last_hand = scored
        events.append(scored)
        if self.scores[side] >= TARGET or self.scores[side] <= -TARGET:
            back_door = self.scores[side] <= -TARGET
            winner = 1 - side if back_door else side
            events.append(GameOver(None, winner, back_door))
            events.append(
                MatchOver(None, tuple(1 if side_of(s) == winner else 2 for s in range(PLAYERS)))
            )
            self._phase = "over"
            self._to_act = None
            return
        self.dealer = (self.dealer + 1) % PLAYERS
        self._deal(events)
