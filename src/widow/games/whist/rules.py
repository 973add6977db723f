"""Whist: the state machine (no I/O).

Four players, seats 0 and 2 against seats 1 and 3, play clockwise. Each hand the dealer deals the
whole pack one card at a time from the left; the dealer's last card is turned up to fix the trump
suit and joins the dealer's hand at their first turn (the ``trumps`` variant rotates the trump
instead). Thirteen tricks; a side scores a point for every trick over six, games go to the
variant's target, and a match is a rubber (best two games of three) or a single game.

>>> from widow.games import load_game
>>> state = load_game("whist", players=4).new_state(seed=5)
>>> state.phase, state.to_act == (state.dealer + 1) % 4, len(state.legal_actions())
('play', True, 13)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from operator import itemgetter
from typing import Any

from widow.cards import CARDS, SUIT_CHARS, Card
from widow.engine.actions import Action
from widow.engine.bot_names import game_bots
from widow.engine.chance import Chance
from widow.engine.core import Game
from widow.engine.events import Event, MatchOver
from widow.engine.tricks.play import (
    PLAYS,
    PlayCard,
    TrickTable,
    card_played_table,
    constrained_deal,
    follow_suit,
    play_card,
    suit_plays,
    trick_won,
)
from widow.engine.tricks.state import TrickGameState, cut_for_deal, cut_rank
from widow.games.whist.events import GameWon, HandDealt, HandScored, RevokeFound, TurnUpTaken
from widow.games.whist.options import REVOKE_PENALTY, WhistOptions
from widow.games.whist.text import RULES
from widow.i18n import N_

PLAYERS = 4
HAND = 13
PHASE_PLAY = "play"
PHASE_OVER = "over"
#: The trump rotation of the ``trumps`` variant: hearts, clubs, diamonds, spades, then (optionally)
#: a hand without trumps; the order the usual whist drives follow.
TRUMP_ROTATION = (2, 0, 1, 3)
#: Each card's rank as a bit of its suit's rank mask.
RANK_BITS = tuple(1 << (c >> 2) for c in range(52))
#: The same bit placed in its suit's thirteen of a whole hand's mask, clubs lowest.
SUIT_RANK_BITS = tuple(RANK_BITS[c] << 13 * (c & 3) for c in range(52))
#: Every rank of a suit, as a rank mask.
RANKS = (1 << 13) - 1
#: The pack, in index order.
PACK = CARDS[:52]
HONOURS = (9, 10, 11, 12)  # jack, queen, king, ace (rank numbers)


def side_of(seat: int) -> int:
    """The partnership of a seat: 0 for seats 0 and 2, 1 for seats 1 and 3.

    >>> [side_of(s) for s in range(4)]
    [0, 1, 0, 1]
    """
    return seat & 1


class Whist(Game):
    """Whist for four players in two fixed partnerships."""

    name = "whist"
    title = "Whist"
    min_players = PLAYERS
    max_players = PLAYERS
    options_class = WhistOptions
    action_classes = (PlayCard,)
    rules_text = RULES
    bots = game_bots("widow.games.whist.bot:WhistBot", "widow.bots.tricks.bot:WhistSearchBot")
    options: WhistOptions

    def _list_actions(self) -> Iterable[Action]:
        """One action per card of the pack: ``play CARD`` is numbered by the card's index."""
        return [play_card(c) for c in CARDS[:52]]

    def _make_state(self, chance: Chance) -> WhistState:
        return WhistState(self, chance)


class WhistState(TrickGameState):
    """A match of Whist: a rubber, or one game in the American variant."""

    __slots__ = (
        "_enforced",
        "_played",
        "_ranks",
        "_suit_plays",
        "dealt",
        "games",
        "last_hand",
        "points",
        "scores",
        "turn_up",
        "turn_up_taken",
    )

    game: Whist
    deal_event = HandDealt
    view_module = "widow.games.whist.view"
    cards_in_play = CARDS[:52]
    # The legal plays are cached as the very tuples of the fast path's lookup tables (handed
    # out as a list copy by legal_actions), not as the list the frame caches for other games.
    _legal: tuple[Action, ...] | None  # type: ignore[assignment]

    def __init__(self, game: Whist, chance: Chance) -> None:
        super().__init__(game, chance, phase=PHASE_PLAY, players=PLAYERS)
        self.scores = [0, 0]
        self.games = [0, 0]
        self.points = [0, 0]
        self.last_hand: HandScored | None = None
        self.turn_up: Card | None = None
        self.turn_up_taken = False
        self.dealt: list[list[Card]] = []
        #: Whether following suit is enforced (read on every turn, so kept at hand).
        self._enforced = game.options.revokes == "enforced"
        #: Each hand by suit as bit masks of ranks, kept beside the trick table's lists:
        #: following suit is a table lookup, and being void in a suit a zero.
        self._ranks = [[0] * 4 for _ in range(PLAYERS)]
        self._suit_plays = suit_plays()
        #: The shared card-played events, by tricks done, seat and card.
        self._played = card_played_table(HAND, PLAYERS, 52)
        events: list[Event] = []
        self._cut_for_deal(events)
        self._deal(events)
        self._log(events)

    # --- the protocol -------------------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        # The table has no one to play once its hand is done, and the match ends only then.
        return self.trick_table.to_play

    @property
    def trump(self) -> int | None:
        """The trump suit of this hand (a suit number), ``None`` for a hand without trumps."""
        return self.trick_table.trump

    @property
    def is_over(self) -> bool:
        return self._phase == PHASE_OVER

    def legal_actions(self) -> list[Action]:
        legal = self._legal
        if legal is None:
            legal = self._legal_listed()
        return list(legal)

    def _legal_listed(self) -> tuple[Action, ...]:
        legal = self._legal
        if legal is not None:
            return legal
        table = self.trick_table
        seat = table.to_play
        if seat is None:  # the match is over (a hand in progress always has someone to play)
            legal = self._legal = ()
            return legal
        # The table's rule (follow_suit) on bit masks, looked up in tables: this runs on every
        # turn of every random or searching playout. With revokes allowed any card may be
        # played, and the hand is checked at its end.
        plays = table.current.plays
        if plays and self._enforced:
            led = plays[0][1] & 3
            ranks = self._ranks[seat][led]
            if ranks:
                legal = self._legal = self._suit_plays[led][ranks]
                return legal
        # Every card of the hand (never empty while it is to play): itemgetter looks them up
        # in one call, cheaper than a comprehension, but gives a lone card unwrapped.
        hand = table.hands[seat]
        legal = self._legal = itemgetter(*hand)(PLAYS) if len(hand) > 1 else (PLAYS[hand[0]],)
        return legal

    def _play_out_randomly(self, draw: Callable[[int], int]) -> None:
        # State._play_out_randomly with _legal_listed written out (every move clears the cached
        # list, so it is always worked out afresh here): a random match of Whist is hundreds of
        # cards, and this saves a call on each.
        apply_listed = self.apply_unchecked
        enforced = self._enforced
        suit_plays = self._suit_plays
        while True:
            table = self.trick_table
            seat = table.to_play
            if seat is None:  # the match is over
                return
            plays = table.current.plays
            legal: tuple[Action, ...] | None = None
            if plays and enforced:
                led = plays[0][1] & 3
                ranks = self._ranks[seat][led]
                if ranks:
                    legal = suit_plays[led][ranks]
            if legal is None:
                hand = table.hands[seat]
                legal = itemgetter(*hand)(PLAYS) if len(hand) > 1 else (PLAYS[hand[0]],)
            n = len(legal)
            bits = n.bit_length()
            index = draw(bits)
            while index >= n:
                index = draw(bits)
            apply_listed(legal[index])

    def is_legal(self, action: Action) -> bool:
        # Decided without building the list: apply() asks on every step.
        if type(action) is not PlayCard or self._phase == PHASE_OVER:
            return False
        card = action.card
        if not isinstance(card, int) or not 0 <= card < 52:
            return False
        return self._playable(card)

    def _playable(self, card: int) -> bool:
        """Whether the seat to play may play ``card`` (a card of the pack), read from the rank
        masks of its hand: held, and on the suit led unless void in it (or revokes allowed).
        ``apply`` repeats these lines, in the common case, rather than call this."""
        table = self.trick_table
        seat = table.to_play
        if seat is None:
            return False
        held = self._ranks[seat]
        if not held[card & 3] & RANK_BITS[card]:
            return False
        plays = table.current.plays
        # Off the suit led is legal only for a hand void in it.
        if not plays or not self._enforced:
            return True
        led = plays[0][1] & 3
        return card & 3 == led or not held[led]

    def apply(self, action: Action | str, *, seat: int | None = None) -> list[Event]:
        # The common case (a card of the pack, for whoever is to play) takes the same checks as
        # State.apply (those of _playable, written out: this runs on every step of a match) and
        # records the shared action of that card, whole or not at all as State.apply does;
        # everything else goes through State.apply.
        if seat is None and type(action) is PlayCard:
            card = action.card
            table = self.trick_table
            actor = table.to_play  # None once the match is over
            if type(card) is Card and card < 52 and actor is not None:
                held = self._ranks[actor]
                if held[card & 3] & RANK_BITS[card]:
                    plays = table.current.plays
                    if (
                        not plays
                        or not self._enforced
                        or card & 3 == plays[0][1] & 3
                        or not held[plays[0][1] & 3]
                    ):
                        return self._whole(self.apply_unchecked, PLAYS[card])
        return super().apply(action, seat=seat)

    def _why_illegal(self, action: Action) -> str:
        seat = self.to_act
        if not isinstance(action, PlayCard) or seat is None:
            return N_("{move} is not a move of whist; play a card").format(move=repr(action.verb))
        hand = self.trick_table.hands[seat]
        if action.card not in hand:
            return N_("{seat} does not hold {cards}").format(seat=f"seat {seat}", cards=action.card)
        led = self.trick_table.current.led_suit
        assert led is not None  # a held card is refused only when it does not follow suit
        return N_("{seat} must follow {suit} and holds some").format(
            seat=f"seat {seat}", suit=_suit_name(led)
        )

    def _apply(self, action: Action) -> list[Event]:
        # State.apply (text, or a seat named) has checked and recorded the action; it is
        # recorded again, with the card, by apply_unchecked.
        del self._history[-1]
        return self.apply_unchecked(action)

    def _act(self, seat: int, action: Action, events: list[Event]) -> None:
        # Never reached: _apply goes straight to apply_unchecked, which makes every move.
        raise NotImplementedError

    def _compute_legal(self) -> list[Action]:
        # legal_actions works the list out itself, on the fast path.
        return self.legal_actions()

    def apply_unchecked(self, action: Action) -> list[Event]:
        # Only legal cards arrive here (apply checked them, or they came from legal_actions), so
        # this is the hot path of every playout: no checks, no copies, and one call (it records
        # the action itself, rather than leave that to a caller as State.apply_unchecked does).
        table = self.trick_table
        seat: int = table.to_play  # type: ignore[assignment]
        self._history.append((seat, action))
        self._legal = None
        card: Card = action.card  # type: ignore[attr-defined]
        self._ranks[seat][card & 3] ^= RANK_BITS[card]
        played = self._played[len(table.tricks)][seat][card]
        if self.turn_up_taken or seat != self.dealer or self.turn_up is None:
            events: list[Event] = [played]
        else:
            self.turn_up_taken = True
            events = [TurnUpTaken(seat, self.turn_up), played]
        # TrickTable.play written out for the three cards of four that do not end a trick.
        table.hands[seat].remove(card)
        plays = table.current.plays
        plays.append((seat, card))
        if len(plays) < PLAYERS:
            table.to_play = table.following[seat]
            self.events += events
        else:
            trick = table.finish_trick()
            # The table has counted the trick just won: its number is the count.
            number = len(table.tricks)
            events.append(trick_won(trick.winner, number, tuple(trick.plays)))  # type: ignore[arg-type]
            if table.to_play is None:
                self._score_hand(events)
                self._log(events)
            else:
                self.events += events
        # State._noted() written out, as in State.apply_unchecked.
        self._latest = events
        self._event_count += len(events)
        return events

    def outcome(self) -> dict[str, Any]:
        """Per seat: its side, the side's games and points (every point scored in the match),
        and the placing (the side that wins the match is first).

        >>> from widow.games import load_game
        >>> load_game("whist", players=4).new_state(seed=3).outcome()["seats"][1]["side"]
        1
        """
        over = self._phase == PHASE_OVER
        best = max(self.games)
        leaders = [s for s in (0, 1) if self.games[s] == best]
        if over:
            winner = 0 if self.games[0] > self.games[1] else 1
            placing = [1 if side_of(s) == winner else 2 for s in range(PLAYERS)]
        else:
            placing = [1 if side_of(s) in leaders else 2 for s in range(PLAYERS)]
        seats = [
            {
                "seat": s,
                "side": side_of(s),
                "chips": 0,
                "money": 0,
                "points": self.points[side_of(s)],
                "games": self.games[side_of(s)],
                "placing": placing[s],
            }
            for s in range(PLAYERS)
        ]
        return {
            "game": self.game.name,
            "over": over,
            "pool": 0,
            "deals_played": self.deal_no,
            "games": list(self.games),
            "scores": list(self.scores),
            "seats": seats,
            "winners": [s for s in range(PLAYERS) if placing[s] == 1] if over else [],
        }

    def zones(self) -> dict[str, list[Card]]:
        zones = {f"hand {s}": list(h) for s, h in enumerate(self.trick_table.hands)}
        zones["played"] = self.trick_table.played_cards()
        return zones

    def copy(self) -> WhistState:
        other = object.__new__(WhistState)
        self._copy_base(other)
        other.scores = list(self.scores)
        other.games = list(self.games)
        other.points = list(self.points)
        other.last_hand = self.last_hand
        other.turn_up = self.turn_up
        other.turn_up_taken = self.turn_up_taken
        other.dealt = [list(h) for h in self.dealt]
        other._enforced = self._enforced
        other._ranks = [list(r) for r in self._ranks]
        other._suit_plays = self._suit_plays
        other._played = self._played
        return other

    # --- worlds a seat cannot tell apart ------------------------------------------------------

    def _redeal_hidden(self, seat: int, rng: random.Random) -> None:
        """Redeal the cards ``seat`` cannot see among the other hands, respecting hand sizes, the
        turned-up card and the suits each hand has shown out of (when following suit is
        enforced).

        >>> from widow.games import load_game
        >>> state = load_game("whist", players=4).new_state(seed=2)
        >>> other = state.resample(0, random.Random(9))
        >>> other.view(0) == state.view(0), other.trick_table.hands == state.trick_table.hands
        (True, False)
        """
        if self._phase == PHASE_OVER:
            return
        hands = self.trick_table.hands
        known = {s: [c for c in hands[s] if c == self.turn_up] for s in range(PLAYERS)}
        known[seat] = list(hands[seat])
        hidden = [c for s in range(PLAYERS) for c in hands[s] if c not in known[s]]
        room = {s: len(hands[s]) - len(known[s]) for s in range(PLAYERS) if s != seat}
        voids = self.trick_table.shown_out if self._enforced else None
        groups = []
        for suit in range(4):
            cards = [c for c in hidden if c & 3 == suit]
            where = [s for s in room if voids is None or suit not in voids[s]]
            groups.append((cards, where))
        dealt = constrained_deal(groups, room, rng)
        for s in room:
            new_hand = sorted(known[s] + dealt[s])
            played = [c for t in self.trick_table.tricks for p, c in t.plays if p == s]
            played += [c for p, c in self.trick_table.current.plays if p == s]
            self.dealt[s] = sorted(new_hand + played)
            hands[s] = new_hand
        self._mask_hands()
        self._legal = None

    # --- the course of the match --------------------------------------------------------------

    def _cut_for_deal(self, events: list[Event]) -> None:
        """Everyone cuts; the lowest card deals (ace low), and those tied for lowest cut again."""
        self.dealer = cut_for_deal(
            self.chance, len(self._history), PLAYERS, CARDS[:52], cut_rank, events
        )

    def _hand_trump(self) -> int | None:
        """The trump of the next hand in the ``trumps`` variant."""
        rotation: tuple[int | None, ...] = TRUMP_ROTATION
        if self.game.options.no_trump_hand:
            rotation = (*TRUMP_ROTATION, None)
        return rotation[(self.deal_no - 1) % len(rotation)]

    def _deal(self, events: list[Event]) -> None:
        self.deal_no += 1
        deck = self.chance.shuffle("deal", PACK, len(self._history))
        first = (self.dealer + 1) % PLAYERS
        # One card at a time from the dealer's left: seat first + i gets cards i, i + 4, ...
        hands: list[list[Card]] = [[] for _ in range(PLAYERS)]
        for i in range(PLAYERS):
            hands[(first + i) % PLAYERS] = deck[i::PLAYERS]
        if self.game.options.variant == "trumps":
            self.turn_up = None
            trump = self._hand_trump()
        else:
            # The last card of the pack is the dealer's, turned up for all to see.
            self.turn_up = deck[-1]
            trump = deck[-1] & 3
        self.turn_up_taken = False
        self.trick_table = TrickTable(hands, trump=trump, leader=first, rule=follow_suit)
        self.dealt = [list(h) for h in self.trick_table.hands]  # sorted by the table
        self._mask_hands()
        self._legal = None
        events.append(
            HandDealt(
                self.dealer,
                self.deal_no,
                None if trump is None else SUIT_CHARS[trump],
                self.turn_up,
            )
        )

    def _score_hand(self, events: list[Event]) -> None:
        """Check the hand for revokes, then score penalties, tricks over six and honours, in that
        order; once a side reaches game, what is still to score in the hand is not counted."""
        opts = self.game.options
        tricks = (
            self.trick_table.won[0] + self.trick_table.won[2],
            self.trick_table.won[1] + self.trick_table.won[3],
        )
        penalties = [0, 0]
        trick_points = [0, 0]
        honours = [0, 0]
        game_winner: int | None = None

        def add(side: int, amount: int, bucket: list[int]) -> None:
            nonlocal game_winner
            if game_winner is not None or amount == 0:
                return
            bucket[side] += amount
            self.scores[side] += amount
            self.points[side] += amount
            if self.scores[side] >= opts.target:
                game_winner = side

        # With following enforced no revoke can happen, so the check is skipped.
        revokes = [] if opts.revokes == "enforced" else find_revokes(self.dealt, self.trick_table)
        for seat, number, suit in revokes:
            events.append(RevokeFound(seat, number, SUIT_CHARS[suit], REVOKE_PENALTY))
            offenders = side_of(seat)
            if opts.revokes == "add":
                add(1 - offenders, REVOKE_PENALTY, penalties)
            else:
                # Deducting can never win a game, and is always counted.
                penalties[offenders] -= REVOKE_PENALTY
                self.scores[offenders] -= REVOKE_PENALTY
                self.points[offenders] -= REVOKE_PENALTY
        for side in (0, 1):
            if tricks[side] > 6:
                add(side, tricks[side] - 6, trick_points)
        if opts.variant == "honors" and self.trick_table.trump is not None:
            for side, bonus in honour_bonuses(self.dealt, self.trick_table.trump).items():
                add(side, bonus, honours)
        scored = HandScored(
            None,
            self.deal_no,
            tricks,
            (trick_points[0], trick_points[1]),
            (honours[0], honours[1]),
            (penalties[0], penalties[1]),
            (self.scores[0], self.scores[1]),
        )
        events.append(scored)
        self.last_hand = scored
        if game_winner is not None:
            self.games[game_winner] += 1
            events.append(GameWon(None, game_winner, (self.games[0], self.games[1])))
            self.scores = [0, 0]
            if not opts.rubber or self.games[game_winner] == 2:
                self._phase = PHASE_OVER
                self._legal = None
                placings = tuple(1 if side_of(s) == game_winner else 2 for s in range(PLAYERS))
                events.append(MatchOver(None, placings))
                return
        self.dealer = (self.dealer + 1) % PLAYERS
        self._deal(events)

    def _mask_hands(self) -> None:
        """Rebuild the rank masks of the hands from the trick table's lists."""
        self._ranks = [suit_masks(hand) for hand in self.trick_table.hands]

    def __repr__(self) -> str:
        return (
            f"<WhistState deal {self.deal_no} trump {self.trump} to_act {self.to_act}"
            f" tricks {self.trick_table.won} scores {self.scores} games {self.games}>"
        )


def suit_masks(hand: Sequence[Card]) -> list[int]:
    """The rank masks of a hand, by suit (bit ``r`` for rank ``r``, twos lowest).

    Worked out once a deal for every hand: the cards' bits, placed thirteen to a suit in one
    number, are added up in one call and the sum cut into suits.

    >>> from widow.cards import parse_cards
    >>> suit_masks(parse_cards("2c Ac 3h")) == [1 | 1 << 12, 0, 1 << 1, 0]
    True
    >>> suit_masks(parse_cards("Kd")), suit_masks([])
    ([0, 2048, 0, 0], [0, 0, 0, 0])
    """
    # itemgetter gives a lone card unwrapped, and takes no empty hand.
    bits = itemgetter(*hand)(SUIT_RANK_BITS) if len(hand) > 1 else [SUIT_RANK_BITS[c] for c in hand]
    whole = sum(bits)
    return [whole & RANKS, (whole >> 13) & RANKS, (whole >> 26) & RANKS, whole >> 39]


def find_revokes(dealt: Sequence[Sequence[Card]], table: TrickTable) -> list[tuple[int, int, int]]:
    """Every revoke of the hand as (seat, trick number, suit not followed): a card off the suit
    led while the seat still held a card of that suit.

    >>> from widow.cards import parse_cards
    >>> hands = [list(parse_cards(h)) for h in ("2c 3c", "4c 5d", "6c 7c", "8c 9c")]
    >>> t = TrickTable([list(h) for h in hands], trump=None)
    >>> for card in parse_cards("2c 5d 6c 8c"):
    ...     _ = t.play(t.to_play, card)
    >>> find_revokes(hands, t)
    [(1, 1, 0)]
    """
    holding = [set(h) for h in dealt]
    found = []
    for number, trick in enumerate(table.tricks, start=1):
        led = trick.plays[0][1] & 3
        for seat, card in trick.plays[1:]:
            if card & 3 != led and any(c & 3 == led for c in holding[seat]):
                found.append((seat, number, led))
        for seat, card in trick.plays:
            holding[seat].discard(card)
    return found


def honour_bonuses(dealt: Sequence[Sequence[Card]], trump: int) -> dict[int, int]:
    """Honours: a side that held all four of the trump ace, king, queen and jack scores four
    points; one that held three of them scores two.

    >>> from widow.cards import parse_cards
    >>> hands = [list(parse_cards("Ah Kh")), [], list(parse_cards("Qh")), list(parse_cards("Jh"))]
    >>> honour_bonuses(hands, 2)
    {0: 2}
    """
    held = [0, 0]
    for seat, hand in enumerate(dealt):
        held[side_of(seat)] += sum(1 for c in hand if c & 3 == trump and c >> 2 in HONOURS)
    return {side: {4: 4, 3: 2}[count] for side, count in enumerate(held) if count >= 3}


def _suit_name(suit: int) -> str:
    return ("clubs", "diamonds", "hearts", "spades")[suit]
