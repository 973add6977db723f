"""Trick play, shared by every trick-taking game: following suit, trumps, trick winners, the lead.

A :class:`TrickTable` holds the hands of one deal and the tricks played from them. Each game tells
it which cards are legal (a *legal-card rule*: following suit by default, stricter for games with
obligations to head the trick or to trump) and how cards rank (a *rank key*), and reads the
results back: who won each trick, how many tricks each seat holds, what every seat has shown.

>>> from widow.cards import parse_cards
>>> table = TrickTable(
...     [list(parse_cards(h)) for h in ("Ah 2c", "Kh 3c", "2h Qs", "5h 4d")], trump=3, leader=0
... )
>>> [str(c) for c in table.legal_cards(0)]
['2c', 'Ah']
>>> for card in parse_cards("2c 3c Qs 4d"):
...     trick = table.play(table.to_play, card)
>>> trick.winner, table.to_play, table.won
(2, 2, [0, 0, 1, 0])

The module also holds :func:`constrained_deal`, which redeals hidden cards uniformly at random
among the places they may lie, given per-suit voids and how many cards each place holds; games use
it to draw the worlds a seat cannot tell apart (``resample``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from math import comb
from typing import TypeVar

from widow.cards import CARDS, Card
from widow.engine.actions import Action, CardAction, action_kind, card_words
from widow.engine.events import Event, event_kind

__all__ = [
    "NO_SUIT",
    "PLAIN_SUITS",
    "PLAYS",
    "CardPlayed",
    "LegalCardRule",
    "PlayCard",
    "RankKey",
    "Trick",
    "TrickTable",
    "TrickWon",
    "card_played",
    "card_played_table",
    "constrained_deal",
    "follow_suit",
    "head_trick",
    "plain_rank",
    "play_card",
    "suit_of",
    "suit_plays",
    "trick_won",
]

Place = TypeVar("Place", bound=Hashable)

#: The suit of a card that has none (a joker where jokers are not trumps).
NO_SUIT = 4
#: Each card's suit by index: the four suits, and no suit for the jokers.
PLAIN_SUITS: tuple[int, ...] = (*(c & 3 for c in range(52)), NO_SUIT, NO_SUIT)

#: Which cards of a hand a seat may play, given the table (its trump, the trick so far).
LegalCardRule = Callable[["TrickTable", int], list[Card]]
#: How high a card stands in its suit (bigger beats smaller).
RankKey = Callable[[Card], int]


def suit_of(card: Card) -> int:
    """The suit of a card as its number (clubs 0, diamonds 1, hearts 2, spades 3).

    >>> suit_of(Card.parse("Qh"))
    2
    """
    return card & 3


def plain_rank(card: Card) -> int:
    """Aces high, twos low: the order of most trick games.

    >>> plain_rank(Card.parse("As")) > plain_rank(Card.parse("Ks"))
    True
    """
    return card >> 2


@action_kind("play", "play CARD: play a card from your hand to the trick")
class PlayCard(CardAction):
    """Play one card of your hand to the trick."""

    @classmethod
    def from_card_word(cls, word: str) -> Action:
        # The shared action of that card, so a parsed play is the very object in the legal list.
        (card,) = card_words(cls.verb, (word,))
        return PLAYS[card]


#: One shared action per card, by index: legal-action lists are rebuilt every turn.
PLAYS = tuple(PlayCard(card) for card in CARDS)


def play_card(card: int) -> PlayCard:
    """The (shared) action that plays ``card``.

    >>> str(play_card(Card.parse("Td")))
    'play Td'
    """
    return PLAYS[card]


_SUIT_PLAYS: list[tuple[tuple[PlayCard, ...], ...]] = []


def suit_plays() -> list[tuple[tuple[PlayCard, ...], ...]]:
    """Per plain suit, the actions of every set of its cards given as a 13-bit mask of ranks
    (bit ``r`` for rank ``r``, twos lowest), lowest card first; built on first use.

    >>> [str(a) for a in suit_plays()[2][0b1000000000001]]
    ['play 2h', 'play Ah']
    """
    if not _SUIT_PLAYS:
        for suit in range(4):
            table: list[tuple[PlayCard, ...]] = [()] * (1 << 13)
            for bits in range(1, 1 << 13):
                high = bits.bit_length() - 1
                table[bits] = (*table[bits ^ (1 << high)], PLAYS[high * 4 + suit])
            _SUIT_PLAYS.append(tuple(table))
    return _SUIT_PLAYS


@event_kind("card-played")
class CardPlayed(Event):
    """``seat`` played ``card`` to trick number ``trick`` (counted from 1)."""

    card: Card
    trick: int


#: The shared card-played events made so far, by ``(trick * 64 + seat) * 64 + card``.
_PLAYED: dict[int, CardPlayed] = {}


def card_played(seat: int, card: Card, trick: int) -> CardPlayed:
    """The (shared) event of ``seat`` playing ``card`` to trick ``trick``: events are frozen, so
    one value serves every match, and building a frozen record on every card is the dearest
    part of a step.

    >>> card_played(1, Card.parse("Qh"), 2) is card_played(1, Card.parse("Qh"), 2)
    True
    """
    # One number as the key (cards and seats are below 64): cheaper than hashing a tuple.
    key = (trick * 64 + seat) * 64 + card
    event = _PLAYED.get(key)
    if event is None:
        event = _PLAYED[key] = CardPlayed(seat, card, trick)
    return event


@lru_cache(maxsize=8)
def card_played_table(
    tricks: int, seats: int, cards: int
) -> tuple[tuple[tuple[CardPlayed, ...], ...], ...]:
    """Every shared card-played event of a deal of ``tricks`` tricks among ``seats`` seats with
    cards numbered below ``cards``, indexed ``[tricks done][seat][card]``: three lookups, for
    games that play many cards, in place of a call and a key worked out on every card. Built
    once (from :func:`card_played`) per shape.

    >>> card_played_table(13, 4, 52)[1][3][Card.parse("Qh")] is card_played(3, Card.parse("Qh"), 2)
    True
    """
    return tuple(
        tuple(
            tuple(card_played(seat, CARDS[c], done + 1) for c in range(cards))
            for seat in range(seats)
        )
        for done in range(tricks)
    )


@event_kind("trick-won")
class TrickWon(Event):
    """``seat`` won trick number ``trick``: the cards in the order played, with their seats."""

    trick: int
    cards: tuple[tuple[int, Card], ...]


_new_event = _new_object = object.__new__
# The slots' own setters, which a frozen dataclass's __setattr__ does not guard.
_set_seat = Event.__dict__["seat"].__set__
_set_trick = TrickWon.__dict__["trick"].__set__
_set_cards = TrickWon.__dict__["cards"].__set__


def trick_won(seat: int, trick: int, cards: tuple[tuple[int, Card], ...]) -> TrickWon:
    """``TrickWon(seat, trick, cards)``, built by filling its slots directly: the frozen
    dataclass's own constructor sets each field through ``object.__setattr__``, which is the
    dearest part of finishing a trick. The result is the same frozen, equal value.

    >>> trick_won(2, 5, ((0, Card.parse("2c")),)) == TrickWon(2, 5, ((0, Card.parse("2c")),))
    True
    """
    event = _new_event(TrickWon)
    _set_seat(event, seat)
    _set_trick(event, trick)
    _set_cards(event, cards)
    return event


@dataclass(slots=True)
class Trick:
    """One trick: who led, the cards in the order played, and (once complete) who won it."""

    leader: int
    plays: list[tuple[int, Card]] = field(default_factory=list)
    winner: int | None = None

    @property
    def led_suit(self) -> int | None:
        return suit_of(self.plays[0][1]) if self.plays else None


def follow_suit(table: TrickTable, seat: int) -> list[Card]:
    """The common rule: follow the suit led if you can, otherwise play any card.

    >>> from widow.cards import parse_cards
    >>> t = TrickTable([list(parse_cards("Ah 2c")), list(parse_cards("3h 4d"))], trump=None)
    >>> _ = t.play(0, Card.parse("2c"))
    >>> [str(c) for c in follow_suit(t, 1)]
    ['3h', '4d']
    """
    hand = table.hands[seat]
    if not table.current.plays:
        return list(hand)
    led = table.led()
    if led is None:
        return list(hand)
    suits = table.suits
    return [c for c in hand if suits[c] == led] or list(hand)


def head_trick(table: TrickTable, seat: int) -> list[Card]:
    """The stricter rule of games that oblige a player to try to win the trick: follow suit and
    beat the best card of the suit led if you can (unless the trick has been trumped, when any
    card of the suit will do); unable to follow, trump, over the best trump so far if you can;
    only with neither may you play any card.

    >>> from widow.cards import parse_cards
    >>> t = TrickTable([list(parse_cards(h)) for h in ("9h", "Th 8h Ks", "Qs 7s 2c")],
    ...                trump=3, rule=head_trick)
    >>> _ = t.play(0, Card.parse("9h"))
    >>> [str(c) for c in t.legal_cards(1)]
    ['Th']
    >>> _ = t.play(1, Card.parse("Th"))
    >>> [str(c) for c in t.legal_cards(2)]
    ['7s', 'Qs']
    """
    hand = table.hands[seat]
    plays = table.current.plays
    if not plays:
        return list(hand)
    suits, rank, trump = table.suits, table.rank, table.trump
    led = suits[plays[0][1]]
    follow = [c for c in hand if suits[c] == led]
    if follow:
        if led != trump and any(suits[c] == trump for _, c in plays):
            return follow
        best = max(rank(c) for _, c in plays if suits[c] == led)
        return [c for c in follow if rank(c) > best] or follow
    trumps = [c for c in hand if suits[c] == trump]
    if trumps:
        best_trump = max((rank(c) for _, c in plays if suits[c] == trump), default=-1)
        return [c for c in trumps if rank(c) > best_trump] or trumps
    return list(hand)


@lru_cache(maxsize=256)
def _seating(players: int, seats: tuple[int, ...] | None) -> tuple[list[int], list[int]]:
    """The seats taking part (default: all of ``players``, clockwise) and, by seat, who plays
    after each; worked out once per seating, as every deal of a match asks again.

    >>> _seating(4, (0, 1, 3))
    ([0, 1, 3], [1, 3, 2, 0])
    """
    order = list(seats) if seats is not None else list(range(players))
    following = list(range(players))
    for i, seat in enumerate(order):
        following[seat] = order[(i + 1) % len(order)]
    return order, following


class TrickTable:
    """The hands of one deal and the tricks played from them.

    ``seats`` lists who takes part, in the order of play round the table (default: every seat,
    clockwise); the leader of each trick is the winner of the one before. ``trump`` is a suit
    number or ``None`` (no trump). ``rule`` and ``rank`` are the game's hooks. Hands are kept
    sorted, so legal-card lists come out sorted without sorting on every turn.
    """

    __slots__ = (
        "current",
        "following",
        "hands",
        "plain",
        "rank",
        "rule",
        "seats",
        "size",
        "suits",
        "to_play",
        "tricks",
        "trump",
        "won",
    )

    def __init__(
        self,
        hands: list[list[Card]],
        *,
        trump: int | None,
        leader: int = 0,
        seats: Sequence[int] | None = None,
        rule: LegalCardRule = follow_suit,
        rank: RankKey = plain_rank,
        suits: Sequence[int] = PLAIN_SUITS,
    ) -> None:
        self.hands = [sorted(h) for h in hands]
        self.trump = trump
        #: The suit each card counts as, by card index (jokers: a trump, or NO_SUIT).
        self.suits = suits
        #: The seats taking part in order, and who plays after each of them, by seat (looked
        #: up on every card played). Neither ever changes, so tables (and copies) share them.
        self.seats, self.following = _seating(len(hands), None if seats is None else tuple(seats))
        #: How many cards make a trick.
        self.size = len(self.seats)
        self.rule = rule
        self.rank = rank
        #: Whether cards rank by their index within a suit (plain suits and ranks): the winner
        #: of a trick is then found by comparing card numbers.
        self.plain = rank is plain_rank and suits is PLAIN_SUITS
        self.current = Trick(leader, [])
        self.to_play: int | None = leader
        self.tricks: list[Trick] = []
        self.won = [0] * len(hands)

    def copy(self) -> TrickTable:
        other = object.__new__(TrickTable)
        other.hands = [list(h) for h in self.hands]
        other.trump = self.trump
        other.seats = self.seats
        other.following = self.following
        other.size = self.size
        other.rule = self.rule
        other.rank = self.rank
        other.plain = self.plain
        other.suits = self.suits
        other.current = Trick(self.current.leader, list(self.current.plays), None)
        other.to_play = self.to_play
        # Completed tricks never change again, so the copies share them.
        other.tricks = list(self.tricks)
        other.won = list(self.won)
        return other

    @property
    def trick_number(self) -> int:
        """The number of the trick being played, counted from 1."""
        return len(self.tricks) + 1

    @property
    def shown_out(self) -> list[set[int]]:
        """Per seat, the suits it has been seen not to hold: those it did not follow. Worked out
        from the tricks when asked (only a search that redeals hidden cards asks), so that
        playing a card keeps no record besides the trick itself.

        >>> from widow.cards import parse_cards
        >>> t = TrickTable([list(parse_cards(h)) for h in ("2c", "3d", "4c")], trump=None)
        >>> for card in parse_cards("2c 3d 4c"):
        ...     _ = t.play(t.to_play, card)
        >>> t.shown_out
        [set(), {0}, set()]
        """
        out: list[set[int]] = [set() for _ in self.hands]
        suits = self.suits
        for plays in [*(t.plays for t in self.tricks), self.current.plays]:
            for i in range(1, len(plays)):
                led = self.led(plays[:i])
                seat, card = plays[i]
                if led is not None and suits[card] != led:
                    out[seat].add(led)
        return out

    @property
    def done(self) -> bool:
        """Whether every card has been played."""
        return self.to_play is None

    def legal_cards(self, seat: int) -> list[Card]:
        """The cards ``seat`` may play now under the game's rule (sorted)."""
        return self.rule(self, seat)

    def led(self, plays: Sequence[tuple[int, Card]] | None = None) -> int | None:
        """The suit to follow: that of the first card with a suit (a suitless joker led leaves
        the choice to the next card); ``None`` before any such card."""
        plays = self.current.plays if plays is None else plays
        suits = self.suits
        for _, card in plays:
            if suits[card] != NO_SUIT:
                return suits[card]
        return None

    def winning(self, plays: Sequence[tuple[int, Card]] | None = None) -> tuple[int, Card] | None:
        """The play that is winning ``plays`` (default: the current trick) so far: the highest
        trump, else the highest card of the suit led (suitless cards never win)."""
        plays = self.current.plays if plays is None else plays
        if not plays:
            return None
        trump, rank, suits = self.trump, self.rank, self.suits
        led = self.led(plays)
        best = plays[0]
        best_key = (-1, -1)
        for play in plays:
            suit = suits[play[1]]
            if trump is not None and suit == trump:
                key = (2, rank(play[1]))
            elif suit == led:
                key = (1, rank(play[1]))
            else:
                key = (0, 0)
            if key > best_key:
                best, best_key = play, key
        return best

    def _plain_winner(self, plays: list[tuple[int, Card]]) -> tuple[int, Card] | None:
        """:meth:`winning` for plain suits and ranks, where a higher card of a suit has a
        higher number; it runs once a trick, in every playout."""
        suits, trump = self.suits, self.trump
        best = plays[0]
        best_suit = suits[best[1]]
        if best_suit == NO_SUIT:  # a suitless joker led: the general rule decides
            return self.winning(plays)
        for play in plays[1:]:
            suit = suits[play[1]]
            if suit == best_suit:
                if play[1] > best[1]:
                    best = play
            elif suit == trump:
                best, best_suit = play, suit
        return best

    def play(self, seat: int, card: Card) -> Trick | None:
        """Play ``card`` for ``seat`` (the caller has checked it is legal); returns the trick when
        this card completes it, with its winner set, and the lead passes to the winner."""
        self.hands[seat].remove(card)
        plays = self.current.plays
        plays.append((seat, card))
        if len(plays) < self.size:
            self.to_play = self.following[seat]
            return None
        return self.finish_trick()

    def finish_trick(self) -> Trick:
        """Close the current trick, whose last card has just been added to its plays: its
        winner set and counted, and the lead passed to the winner. :meth:`play` ends here; a
        game that plays the other cards of a trick itself, as Whist does on its fast path, calls
        it for the last one."""
        plays = self.current.plays
        best = self._plain_winner(plays) if self.plain else self.winning(plays)
        assert best is not None  # a complete trick has cards
        trick = self.current
        trick.winner = best[0]
        self.tricks.append(trick)
        self.won[best[0]] += 1
        # The next trick, its slots filled directly: the dataclass's __init__ (with its default
        # factory) is the dearer part of starting a trick, once in four cards of every playout.
        current = _new_object(Trick)
        current.leader = best[0]
        current.plays = []
        current.winner = None
        self.current = current
        self.to_play = best[0] if self.hands[best[0]] else None
        return trick

    def played_cards(self) -> list[Card]:
        """Every card played so far this deal, completed tricks first."""
        cards = [c for t in self.tricks for _, c in t.plays]
        cards.extend(c for _, c in self.current.plays)
        return cards


@lru_cache(maxsize=1 << 16)
def _ways(
    sizes: tuple[int, ...], allowed: tuple[tuple[bool, ...], ...], caps: tuple[int, ...]
) -> int:
    """How many ways to place groups of ``sizes`` cards (card order within a group matters, i.e.
    the cards are distinct) into places with room ``caps``, each group only where allowed."""
    if not sizes:
        return 1 if not any(caps) else 0
    total = 0
    for split in _splits(sizes[0], allowed[0], caps):
        rest = tuple(c - s for c, s in zip(caps, split, strict=True))
        inner = _ways(sizes[1:], allowed[1:], rest)
        if inner:
            total += _multinomial(sizes[0], split) * inner
    return total


def _splits(n: int, allowed: tuple[bool, ...], caps: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every way to share ``n`` cards among the allowed places without exceeding their room."""
    out: list[tuple[int, ...]] = []

    def walk(i: int, left: int, acc: list[int]) -> None:
        if i == len(caps):
            if left == 0:
                out.append(tuple(acc))
            return
        top = min(left, caps[i]) if allowed[i] else 0
        for k in range(top + 1):
            acc.append(k)
            walk(i + 1, left - k, acc)
            acc.pop()

    walk(0, n, [])
    return out


def _multinomial(n: int, parts: tuple[int, ...]) -> int:
    result, left = 1, n
    for k in parts:
        result *= comb(left, k)
        left -= k
    return result


def constrained_deal(
    groups: Sequence[tuple[Sequence[Card], Sequence[Place]]],
    room: Mapping[Place, int],
    rng: random.Random,
) -> dict[Place, list[Card]]:
    """Deal the cards of ``groups`` into the places of ``room``, uniformly among every deal in
    which each group's cards go only to that group's allowed places and each place receives
    exactly its room. Raises ``ValueError`` when no such deal exists.

    Exact, not by rejection: the number of deals for each way of splitting a group among its
    places is counted, so a place that many constraints squeeze is not under- or over-filled.

    >>> spades, hearts = [Card.parse("As"), Card.parse("Ks")], [Card.parse("2h")]
    >>> deal = constrained_deal([(spades, ["w"]), (hearts, ["e", "w"])], {"w": 2, "e": 1},
    ...                         random.Random(1))
    >>> sorted(str(c) for c in deal["w"]), [str(c) for c in deal["e"]]
    (['As', 'Ks'], ['2h'])
    """
    # Places every group may go to are interchangeable: they are dealt as one and split at
    # random afterwards, which keeps the deal uniform and the count small.
    everywhere = [p for p in room if all(p in set(where) for _, where in groups)]
    free = object() if len(everywhere) > 1 else None
    merged: dict[Hashable, int] = {
        p: n for p, n in room.items() if free is None or p not in everywhere
    }
    if free is not None:
        merged[free] = sum(room[p] for p in everywhere)
    places = list(merged)
    caps = tuple(merged[p] for p in places)
    sizes = tuple(len(cards) for cards, _ in groups)
    allowed = tuple(tuple(p is free or p in set(where) for p in places) for _, where in groups)
    if sum(sizes) != sum(caps) or _ways(sizes, allowed, caps) == 0:
        raise ValueError("no deal puts these cards in these places")
    dealt: dict[Hashable, list[Card]] = {p: [] for p in places}
    left = caps
    for g, (cards, _) in enumerate(groups):
        options = []
        weights = []
        for split in _splits(sizes[g], allowed[g], left):
            rest = tuple(c - s for c, s in zip(left, split, strict=True))
            inner = _ways(sizes[g + 1 :], allowed[g + 1 :], rest)
            if inner:
                options.append((split, rest))
                weights.append(_multinomial(sizes[g], split) * inner)
        pick = rng.randrange(sum(weights))
        chosen = 0
        while pick >= weights[chosen]:
            pick -= weights[chosen]
            chosen += 1
        split, rest = options[chosen]
        shuffled = list(cards)
        rng.shuffle(shuffled)
        at = 0
        for place, count in zip(places, split, strict=True):
            dealt[place].extend(shuffled[at : at + count])
            at += count
        left = rest
    out: dict[Place, list[Card]] = {p: dealt[p] for p in room if p in dealt}
    if free is not None:
        pool = dealt[free]
        rng.shuffle(pool)
        at = 0
        for p in everywhere:
            out[p] = pool[at : at + room[p]]
            at += room[p]
    return {p: out[p] for p in room}
