"""Preference (the Austrian game): the state machine (no I/O).

Each deal: ten cards to each of three players and a two-card talon, an auction (numbers with
the talon, ``game`` without it, ``hearts``), the declarer's exchange and trump, the defenders
playing or dropping out (with the invitation), ten tricks under the head-the-trick obligations
(:mod:`widow.games.preference.play`), and the payouts from and penalties into the pot. With four
players the dealer sits the deal out. The match goes on until the pot is empty.

>>> from widow.games import load_game
>>> state = load_game("preference", players=3).new_state(seed=5)
>>> state.phase, state.pot, state.to_act == (state.dealer + 1) % 3
('bid', 30, True)
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterable
from typing import Any

from widow.cards import CARDS, Card
from widow.engine.actions import PASS, Action, Pass
from widow.engine.bot_names import game_bots
from widow.engine.chance import Chance
from widow.engine.copying import copy_lists, share
from widow.engine.core import Game
from widow.engine.events import Event
from widow.engine.tricks.play import PLAYS, PlayCard, TrickTable, constrained_deal
from widow.engine.tricks.state import PotTrickState, cut_for_deal
from widow.games.preference.actions import (
    ALONE,
    BID_RANK,
    BIDS,
    DEFEND,
    DROP,
    GAME,
    HEARTS,
    INVITE,
    LEVEL_WORDS,
    NO_ACES,
    SUIT_WORDS,
    TRUMPS,
    Alone,
    Bid,
    Defend,
    Discard,
    Drop,
    Invite,
    NameTrump,
    NoAces,
)
from widow.games.preference.events import (
    Anted,
    BidMade,
    DealSettled,
    Dealt,
    Declarer,
    DefenceChosen,
    Discarded,
    NoAcesDeclared,
    Paid,
    PotShared,
    TalonTaken,
    ThrownIn,
    TrumpNamed,
)
from widow.games.preference.options import PreferenceOptions
from widow.games.preference.play import excluded_by_plays, preference_rule
from widow.games.preference.text import RULES
from widow.i18n import N_, Nn_

#: The 32-card pack: sevens to aces.
PACK: tuple[Card, ...] = tuple(c for c in CARDS[:52] if c >> 2 >= 5)
ACE = 12
HEARTS_SUIT = 2
PHASE_BID = "bid"
PHASE_GAME_SUIT = "game-suit"
PHASE_DISCARD = "discard"
PHASE_TRUMP = "trump"
PHASE_DEFEND = "defend"
PHASE_INVITE = "invite"
PHASE_PLAY = "play"
PHASE_OVER = "over"
PHASE_LABELS = {
    PHASE_BID: N_("bidding"),
    PHASE_GAME_SUIT: N_("game bidders name their suits"),
    PHASE_DISCARD: N_("the declarer lays away two cards"),
    PHASE_TRUMP: N_("the declarer names trump"),
    PHASE_DEFEND: N_("the defenders play or drop out"),
    PHASE_INVITE: N_("the lone defender may invite the other"),
    PHASE_PLAY: N_("trick play"),
    PHASE_OVER: N_("the match is over"),
}
TALON = "talon"


def _rank_of(card: Card) -> int:
    return card >> 2


def contract_word(level: int) -> str:
    """A contract in words.

    >>> contract_word(2), contract_word(GAME)
    ('2', 'game')
    """
    return LEVEL_WORDS[level]


class Preference(Game):
    """Austrian Preference for three players (four with the dealer sitting out)."""

    name = "preference"
    title = "Preference"
    min_players = 3
    max_players = 4
    options_class = PreferenceOptions
    action_classes = (Pass, Bid, Discard, NameTrump, Defend, Drop, Invite, Alone, NoAces, PlayCard)
    rules_text = RULES
    bots = game_bots(
        "widow.games.preference.bot:PreferenceBot", "widow.bots.tricks.bot:PreferenceSearchBot"
    )
    options: PreferenceOptions
    #: A player must follow suit, beat the best card of the suit when able, else trump.
    play_reveals_holdings = True

    def _list_actions(self) -> Iterable[Action]:
        """``pass``, the six bids, the four trumps, ``defend``, ``drop``, ``invite``, ``alone``,
        ``no aces``, one play per card of the pack, then one discard per pair of cards."""
        fixed: list[Action] = [PASS, *BIDS.values(), *TRUMPS, DEFEND, DROP, INVITE, ALONE]
        fixed.append(NO_ACES)
        fixed.extend(PLAYS[c] for c in PACK)
        fixed.extend(Discard(pair) for pair in itertools.combinations(PACK, 2))
        return fixed

    def _make_state(self, chance: Chance) -> PreferenceState:
        return PreferenceState(self, chance)


#: The fields of a match that are only ever replaced, never changed in place: a copy shares them.
_SHARED_FIELDS = (
    "high",
    "declarer",
    "contract",
    "trump",
    "host",
    "guest",
    "no_aces",
    "took_talon",
    "aces_held",
)


class PreferenceState(PotTrickState):
    """A match of Preference: deals until the pot is empty (or ``max_deals``)."""

    __slots__ = (
        "aces_held",
        "active",
        "contract",
        "declarer",
        "defence",
        "game_bidders",
        "game_suits",
        "guest",
        "hands",
        "high",
        "host",
        "no_aces",
        "number_bidders",
        "status",
        "talon",
        "took_talon",
        "trump",
    )

    game: Preference
    deal_event = Dealt
    view_module = "widow.games.preference.view"
    cards_in_play = PACK

    def __init__(self, game: Preference, chance: Chance) -> None:
        super().__init__(game, chance, phase=PHASE_BID, players=game.players, chips=0)
        n = game.players
        self._reset_deal()
        events: list[Event] = []
        self._cut_for_deal(events)
        ante = game.options.ante
        for s in range(n):
            self.chips[s] -= ante
        self.pot = ante * n
        events.append(Anted(None, ante, self.pot))
        self._start_deal(events)
        self._log(events)

    def _reset_deal(self) -> None:
        n = self.game.players
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.talon: list[Card] = []
        self.active: list[int] = []
        self.status = ["out"] * n
        self.high = 0
        self.number_bidders: set[int] = set()
        self.game_bidders: list[int] = []
        self.game_suits: dict[int, int] = {}
        self.declarer: int | None = None
        self.contract: int | None = None
        self.trump: int | None = None
        self.defence: list[str | None] = [None] * n
        self.host: int | None = None
        self.guest: int | None = None
        self.no_aces = False
        self.took_talon = False
        self.aces_held = False
        self.trick_table = TrickTable([[] for _ in range(n)], trump=None)
        self._phase = PHASE_BID
        self._to_act = None
        self._legal = None

    # --- the protocol -------------------------------------------------------------------------

    def _phase_label(self) -> str:
        return PHASE_LABELS[self._phase]

    def defenders(self) -> list[int]:
        """The two defenders, the one on the declarer's left first (empty before a declarer)."""
        if self.declarer is None:
            return []
        i = self.active.index(self.declarer)
        return [self.active[(i + 1) % 3], self.active[(i + 2) % 3]]

    def _compute_legal(self) -> list[Action]:
        seat = self._to_act
        phase = self._phase
        if seat is None:
            return []
        if phase == PHASE_BID:
            legal: list[Action] = [PASS]
            if not self.game_bidders and self.high < 4:
                legal.append(BIDS[self.high + 1])
            if seat not in self.number_bidders:
                legal += [BIDS[GAME], BIDS[HEARTS]]
            return legal
        if phase == PHASE_GAME_SUIT:
            return list(TRUMPS)
        if phase == PHASE_TRUMP:
            level = self.contract if self.contract is not None and self.contract <= 4 else 1
            return [TRUMPS[s] for s in range(4) if BID_RANK[s] >= level]
        if phase == PHASE_DISCARD:
            return [Discard(p) for p in itertools.combinations(sorted(self.hands[seat]), 2)]
        if phase == PHASE_DEFEND:
            return [DEFEND, DROP]
        if phase == PHASE_INVITE:
            return [INVITE, ALONE]
        plays: list[Action] = [PLAYS[c] for c in self.trick_table.legal_cards(seat)]
        if self.may_declare_no_aces():
            plays.insert(0, NO_ACES)
        return plays

    def may_declare_no_aces(self) -> bool:
        """Whether the declarer may now announce holding no ace: before leading to the first
        trick, with no ace in hand nor among the cards laid away."""
        table = self.trick_table
        if self._phase != PHASE_PLAY or self.no_aces or table.tricks or table.current.plays:
            return False
        seat = self.declarer
        assert seat is not None
        held = table.hands[seat] + (self.talon if self.took_talon else [])
        return not any(c >> 2 == ACE for c in held)

    def _why_illegal(self, action: Action) -> str:
        seat = self._to_act
        phase = self._phase
        expected = {
            PHASE_BID: N_("now is the time to bid or pass"),
            PHASE_GAME_SUIT: N_("now is the time to name the suit you want as trump"),
            PHASE_DISCARD: N_("now is the time to discard two cards"),
            PHASE_TRUMP: N_("now is the time to name trump"),
            PHASE_DEFEND: N_("now is the time to defend or drop"),
            PHASE_INVITE: N_("now is the time to invite or play alone"),
            PHASE_PLAY: N_("now is the time to play a card"),
        }[phase]
        if phase == PHASE_BID and isinstance(action, Bid):
            if seat in self.number_bidders and action.level >= GAME:
                return N_("a player who has bid a number may only bid higher numbers")
            if self.game_bidders and action.level <= 4:
                return N_("game has been bid: only game and hearts may follow")
            if action.level <= self.high:
                return N_(
                    "a bid must be higher than the bid standing ({n}): the next number bid is"
                    " {count}"
                ).format(n=self.high, count=self.high + 1)
            return N_("the next number bid is {n}; numbers may not be skipped").format(
                n=self.high + 1
            )
        if phase == PHASE_TRUMP and isinstance(action, NameTrump):
            return N_("with a bid of {n} trump must rank at least {n}").format(n=self.contract)
        if phase == PHASE_DISCARD and isinstance(action, Discard):
            return N_("{seat} does not hold {cards}").format(
                seat=f"seat {seat}", cards=" ".join(map(str, action.cards))
            )
        if phase == PHASE_PLAY and isinstance(action, NoAces):
            return N_("only the declarer holding no ace may announce it, before the first lead")
        if phase == PHASE_PLAY and isinstance(action, PlayCard):
            if seat is not None and action.card not in self.trick_table.hands[seat]:
                return N_("{seat} does not hold {cards}").format(
                    seat=f"seat {seat}", cards=action.card
                )
            return N_(
                "you must follow suit and head the trick, else trump (over the best trump);"
                " the first defender must beat the declarer's lead as cheaply as possible"
            )
        return expected

    def _act(self, seat: int, action: Action, events: list[Event]) -> None:
        phase = self._phase
        if phase == PHASE_BID:
            self._bid(seat, action, events)
        elif phase == PHASE_GAME_SUIT:
            assert isinstance(action, NameTrump)
            self._game_suit(seat, action.suit, events)
        elif phase == PHASE_DISCARD:
            assert isinstance(action, Discard)
            self._discard(seat, action.cards, events)
        elif phase == PHASE_TRUMP:
            assert isinstance(action, NameTrump)
            self.trump = action.suit
            events.append(TrumpNamed(seat, SUIT_WORDS[action.suit]))
            self._ask_defenders()
        elif phase in (PHASE_DEFEND, PHASE_INVITE):
            self._defence(seat, action, events)
        elif isinstance(action, NoAces):
            self.no_aces = True
            events.append(NoAcesDeclared(seat))
        else:
            assert isinstance(action, PlayCard)
            self._play(seat, action.card, events)

    def outcome(self) -> dict[str, Any]:
        """Per seat: stakes won or lost (``chips``), ``money`` (stakes times the stake) and
        placing.

        >>> from widow.games import load_game
        >>> load_game("preference", players=4, ante=20).new_state(seed=1).outcome()["pool"]
        80
        """
        stake = self.game.options.stake
        money = [c * stake for c in self.chips]
        return self._chips_outcome(money, over=self._phase == PHASE_OVER)

    def current_hand(self, seat: int) -> list[Card]:
        """The cards ``seat`` holds now (before the play, the deal's hands; then the table's)."""
        return sorted(self.hands[seat] + self.trick_table.hands[seat])

    def zones(self) -> dict[str, list[Card]]:
        zones = {f"hand {s}": self.current_hand(s) for s in range(self.game.players)}
        zones["played"] = self.trick_table.played_cards()
        zones["talon"] = list(self.talon)
        return zones

    def copy(self) -> PreferenceState:
        other = object.__new__(PreferenceState)
        self._copy_base(other)
        share(self, other, _SHARED_FIELDS)
        copy_lists(self, other, ("talon", "active", "status", "game_bidders", "defence"))
        other.hands = [list(h) for h in self.hands]
        other.number_bidders = set(self.number_bidders)
        other.game_suits = dict(self.game_suits)
        return other

    # --- what a seat cannot see -----------------------------------------------------------------

    def _redeal_hidden(self, seat: int, rng: random.Random) -> None:
        """Redeal the cards ``seat`` has not seen (the other hands, the talon or the cards laid
        away unless ``seat`` laid them away) uniformly among every deal in which each play so
        far was legal and the "no aces" announcement true (exactly, by counting)."""
        table = self.trick_table
        playing = bool(table.tricks or table.current.plays)
        # Before the play the cards lie in the deal's hands, from then on in the table's.
        places: dict[Any, list[Card]] = {}
        for s in range(self.game.players):
            held = self.hands[s] or table.hands[s]
            if s != seat and held:
                places[s] = held
        if self.talon and not (seat == self.declarer and self.took_talon):
            places[TALON] = self.talon
        hidden = {c for cards in places.values() for c in cards}
        if not hidden:
            return
        banned: dict[Any, set[Card]] = {p: set() for p in places}
        if playing:
            for s, ruled_out in excluded_by_plays(table, hidden).items():
                if s in banned:
                    banned[s] |= ruled_out
        if self.no_aces:
            aces = {c for c in hidden if c >> 2 == ACE}
            for p in (self.declarer, TALON if self.took_talon else None):
                if p in banned:
                    banned[p] |= aces
        groups: dict[tuple[Any, ...], list[Card]] = {}
        for card in sorted(hidden):
            where = tuple(p for p in places if card not in banned[p])
            groups.setdefault(where, []).append(card)
        dealt = constrained_deal(
            [(cards, where) for where, cards in groups.items()],
            {p: len(cards) for p, cards in places.items()},
            rng,
        )
        mapping: dict[Card, Card] = {}
        for p, cards in places.items():
            new = sorted(dealt[p])
            mapping.update(zip(cards, new, strict=True))
            cards[:] = new
        for i, event in enumerate(self.events):
            if isinstance(event, TalonTaken | Discarded) and event.seat != seat:
                self.events[i] = type(event)(
                    event.seat, tuple(mapping.get(c, c) for c in event.cards)
                )
        self._legal = None

    # --- the course of the match --------------------------------------------------------------

    def _cut_for_deal(self, events: list[Event]) -> None:
        """Everyone cuts; the lowest card deals (sevens low, aces high); ties cut again."""
        self.dealer = cut_for_deal(
            self.chance, len(self._history), self.game.players, PACK, _rank_of, events
        )

    def _start_deal(self, events: list[Event]) -> None:
        """Deal in packets from the dealer's left: three each, two to the talon, four each,
        three each."""
        n = self.game.players
        self._reset_deal()
        self.deal_no += 1
        self.active = [(self.dealer + 1 + k) % n for k in range(3)]
        deck = self.chance.shuffle("deal", PACK, len(self._history))
        at = 0
        for packet in (3, 0, 4, 3):
            if packet == 0:
                self.talon = deck[at : at + 2]
                at += 2
                continue
            for s in self.active:
                self.hands[s].extend(deck[at : at + packet])
                at += packet
        for s in self.active:
            self.hands[s].sort()
            self.status[s] = "waiting"
        events.append(Dealt(self.dealer, self.deal_no, tuple(self.active)))
        self._to_act = self.active[0]

    def _open(self) -> list[int]:
        """Seats still in the auction (not passed, no game bid), in order from the dealer's left."""
        return [s for s in self.active if self.status[s] in ("waiting", "bid")]

    def _bid(self, seat: int, action: Action, events: list[Event]) -> None:
        if isinstance(action, Pass):
            self.status[seat] = "passed"
            events.append(BidMade(seat, "pass"))
        else:
            assert isinstance(action, Bid)
            level = action.level
            events.append(BidMade(seat, contract_word(level)))
            if level == HEARTS:
                self.status[seat] = "hearts"
                self.trump = HEARTS_SUIT
                self._declare(seat, HEARTS, events)
                return
            if level == GAME:
                self.status[seat] = "game"
                self.game_bidders.append(seat)
            else:
                self.status[seat] = "bid"
                self.high = level
                self.number_bidders.add(seat)
        still = self._open()
        if self.game_bidders:
            if not still:
                self._resolve_games(events)
                return
        elif not still:
            events.append(ThrownIn(None))
            self.last_result = [N_("everyone passed: the deal is thrown in")]
            self._end_deal(events)
            return
        elif len(still) == 1 and self.status[still[0]] == "bid":
            self._declare(still[0], self.high, events)
            return
        i = self.active.index(seat)
        for k in range(1, 4):
            nxt = self.active[(i + k) % 3]
            if nxt in still:
                self._to_act = nxt
                return

    def _resolve_games(self, events: list[Event]) -> None:
        bidders = sorted(self.game_bidders, key=self.active.index)
        if len(bidders) == 1:
            self._declare(bidders[0], GAME, events)
            return
        self.game_bidders = bidders
        self._phase = PHASE_GAME_SUIT
        self._to_act = bidders[0]

    def _game_suit(self, seat: int, suit: int, events: list[Event]) -> None:
        self.game_suits[seat] = suit
        events.append(TrumpNamed(seat, SUIT_WORDS[suit]))
        left = [s for s in self.game_bidders if s not in self.game_suits]
        if left:
            self._to_act = left[0]
            return
        # Highest-ranking suit wins; among equal wishes the first from the dealer's left.
        best = max(
            self.game_bidders,
            key=lambda s: (BID_RANK[self.game_suits[s]], -self.game_bidders.index(s)),
        )
        self.trump = self.game_suits[best]
        self._declare(best, GAME, events)

    def _declare(self, seat: int, contract: int, events: list[Event]) -> None:
        self.declarer = seat
        self.contract = contract
        events.append(Declarer(seat, contract_word(contract)))
        self._to_act = seat
        if contract <= 4:
            events.append(TalonTaken(seat, tuple(self.talon)))
            self.hands[seat] = sorted(self.hands[seat] + self.talon)
            self.talon = []
            self._phase = PHASE_DISCARD
        elif self.trump is None:
            self._phase = PHASE_TRUMP
        else:
            self._ask_defenders()

    def _discard(self, seat: int, cards: tuple[Card, ...], events: list[Event]) -> None:
        for c in cards:
            self.hands[seat].remove(c)
        self.talon = list(cards)
        self.took_talon = True
        events.append(Discarded(seat, cards))
        self._phase = PHASE_TRUMP

    def _ask_defenders(self) -> None:
        self._phase = PHASE_DEFEND
        self._to_act = self.defenders()[0]

    def _defence(self, seat: int, action: Action, events: list[Event]) -> None:
        first, second = self.defenders()
        choice = str(action)
        events.append(DefenceChosen(seat, choice))
        if isinstance(action, Invite | Alone):
            other = second if seat == first else first
            if isinstance(action, Invite):
                self.host, self.guest = seat, other
                self.defence[other] = "guest"
            self._start_play(events)
            return
        self.defence[seat] = choice
        if seat == first:
            self._to_act = second
            return
        playing = [s for s in (first, second) if self.defence[s] == "defend"]
        if len(playing) == 1:
            self._phase = PHASE_INVITE
            self._to_act = playing[0]
        elif playing:
            self._start_play(events)
        else:
            self._settle(events)

    def _start_play(self, events: list[Event]) -> None:
        declarer = self.declarer
        assert declarer is not None
        seats = [s for s in self.active if s == declarer or self.defence[s] in ("defend", "guest")]
        self.aces_held = sum(1 for c in self.hands[declarer] if c >> 2 == ACE) == 4
        self.trick_table = TrickTable(
            [list(h) for h in self.hands],
            trump=self.trump,
            leader=declarer,
            seats=seats,
            rule=preference_rule(declarer, len(seats) == 3),
        )
        self.hands = [[] for _ in self.hands]
        self._phase = PHASE_PLAY
        self._to_act = declarer

    def _pay(
        self, payer: int | None, to: int | None, amount: int, why: str, events: list[Event]
    ) -> None:
        if payer is None:
            self.pot -= amount
        else:
            self.chips[payer] -= amount
        if to is None:
            self.pot += amount
        else:
            self.chips[to] += amount
        events.append(Paid(payer, to, amount, why))
        giver = "the pot" if payer is None else f"seat {payer}"
        taker = "the pot" if to is None else f"seat {to}"
        self.last_result.append(
            N_("{giver} pays {amount} to {to} ({why})").format(
                giver=giver, amount=amount, to=taker, why=why
            )
        )

    def _settle(self, events: list[Event]) -> None:
        """Payouts from the pot, penalties into it, then the bonuses between players."""
        declarer = self.declarer
        assert declarer is not None
        played = self._phase == PHASE_PLAY
        if not played:
            self.aces_held = sum(1 for c in self.hands[declarer] if c >> 2 == ACE) == 4
        won = self.trick_table.won if played else [0] * self.game.players
        tricks = {s: won[s] for s in self.active}
        if not played:
            tricks[declarer] = 10
        made = tricks[declarer] >= 6
        takes = Nn_(
            "{seat} takes {n} trick (contract {contract}): {outcome}",
            "{seat} takes {n} tricks (contract {contract}): {outcome}",
            tricks[declarer],
        )
        self.last_result = [
            takes.format(
                seat=f"seat {declarer}",
                n=tricks[declarer],
                contract=contract_word(self.contract or 1),
                outcome=N_("made") if made else N_("failed"),
            )
        ]
        events.append(DealSettled(declarer, tuple(sorted(tricks.items())), made))
        defenders = self.defenders()
        # The declarer takes ten from the pot and pays each defender a stake per trick.
        self.pot -= 10
        self.chips[declarer] += 10
        events.append(Paid(None, declarer, 10, N_("ten from the pot")))
        self.last_result.append(
            N_("{seat} takes {amount} from the pot").format(seat=f"seat {declarer}", amount=10)
        )
        for d in defenders:
            if tricks[d]:
                to = self.host if d == self.guest else d
                assert to is not None
                self._pay(declarer, to, tricks[d], N_("a stake per defender's trick"), events)
        if not made:
            self._pay(declarer, None, 20, N_("declarer's penalty"), events)
        if self.host is not None:
            if sum(tricks[d] for d in defenders) < 4:
                self._pay(self.host, None, 10, N_("the defenders took fewer than four"), events)
        else:
            for d in defenders:
                if self.defence[d] == "defend" and tricks[d] < 2:
                    self._pay(d, None, 10, N_("defender's penalty"), events)
        bonuses = []
        if self.contract == HEARTS:
            bonuses.append((N_("hearts"), True))
        if self.aces_held and made:
            bonuses.append((N_("all four aces"), False))
        if self.no_aces:
            bonuses.append((N_("no aces"), True))
        for why, both_ways in bonuses:
            for d in defenders:
                if made:
                    self._pay(d, declarer, 10, why, events)
                elif both_ways:
                    self._pay(declarer, d, 10, why, events)
        self._end_deal(events)

    def _end_deal(self, events: list[Event]) -> None:
        if self.pot > 0 and self.deal_no < self.game.options.max_deals:
            self.dealer = (self.dealer + 1) % self.game.players
            self._start_deal(events)
            return
        if self.pot:
            self._share_out(events)
        self._end_match(PHASE_OVER, events)

    def _share_out(self, events: list[Event]) -> None:
        """The pot left after the last deal is shared equally, odd stakes one each from the
        dealer's left."""
        events.append(PotShared(None, self._share_pot()))
        self.last_result.append(N_("the deals have run out: the pot is shared"))
