"""Preference's decisions besides playing a card: bids, the discard, naming trump, defending,
inviting and the "no aces" declaration.

>>> from widow.engine.actions import ActionParser
>>> parser = ActionParser([Bid, Discard, NameTrump, NoAces])
>>> [str(parser.parse(t)) for t in ("bid 2", "BID game", "discard 9h 7c", "trump H", "no aces")]
['bid 2', 'bid game', 'discard 7c 9h', 'trump hearts', 'no aces']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from widow.cards import Card, parse_card
from widow.engine.actions import Action
from widow.errors import InvalidActionError, InvalidCardError

#: Suits by number (clubs 0, diamonds 1, hearts 2, spades 3), as words.
SUIT_WORDS = ("clubs", "diamonds", "hearts", "spades")
#: Each suit's rank in the bidding (spades 1, clubs 2, diamonds 3, hearts 4), by suit number.
BID_RANK = (2, 3, 4, 1)
GAME = 5
HEARTS = 6
LEVEL_WORDS = {1: "1", 2: "2", 3: "3", 4: "4", GAME: "game", HEARTS: "hearts"}


@dataclass(frozen=True, slots=True)
class Bid(Action):
    """A bid: a number from 1 to 4 (with the talon), ``game`` (5) or ``hearts`` (6)."""

    level: int
    verb: ClassVar[str] = "bid"
    usage: ClassVar[str] = "bid N|game|hearts: bid a number (1 to 4), game or hearts"

    def __str__(self) -> str:
        return f"bid {LEVEL_WORDS[self.level]}"

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        lookup = {word: level for level, word in LEVEL_WORDS.items()}
        lookup.update({"one": 1, "two": 2, "three": 3, "four": 4})
        if len(words) != 1 or words[0].lower() not in lookup:
            raise InvalidActionError(
                f"'bid' needs 1, 2, 3, 4, game or hearts, not {' '.join(words)!r}"
            )
        return BIDS[lookup[words[0].lower()]]


BIDS = {level: Bid(level) for level in LEVEL_WORDS}


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """The declarer of a number bid lays away two cards after taking the talon."""

    cards: tuple[Card, ...]
    verb: ClassVar[str] = "discard"
    usage: ClassVar[str] = "discard C C: lay away two cards after taking the talon"

    def __str__(self) -> str:
        return "discard " + " ".join(str(c) for c in self.cards)

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        if len(words) != 2:
            raise InvalidActionError(f"'discard' needs two cards, not {' '.join(words)!r}")
        try:
            cards = sorted(parse_card(w) for w in words)
        except InvalidCardError as error:
            raise InvalidActionError(f"in 'discard': {error}") from None
        if cards[0] == cards[1]:
            raise InvalidActionError(f"'discard' names a card twice: {' '.join(words)!r}")
        return cls(tuple(cards))


@dataclass(frozen=True, slots=True)
class NameTrump(Action):
    """Name the trump suit (the declarer; with several game bids, every game bidder)."""

    suit: int
    verb: ClassVar[str] = "trump"
    usage: ClassVar[str] = "trump SUIT: name the trump suit (clubs, diamonds, hearts, spades)"

    def __str__(self) -> str:
        return f"trump {SUIT_WORDS[self.suit]}"

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        word = words[0].lower() if len(words) == 1 else ""
        for suit, name in enumerate(SUIT_WORDS):
            if word and (word == name or word == name[0] or word == name[:-1]):
                return TRUMPS[suit]
        raise InvalidActionError(f"'trump' needs a suit, not {' '.join(words)!r}")


TRUMPS = tuple(NameTrump(s) for s in range(4))


@dataclass(frozen=True, slots=True)
class Defend(Action):
    """A defender plays the hand, undertaking to take two tricks."""

    verb: ClassVar[str] = "defend"
    usage: ClassVar[str] = "defend: play against the declarer"


@dataclass(frozen=True, slots=True)
class Drop(Action):
    """A defender drops out of the hand."""

    verb: ClassVar[str] = "drop"
    usage: ClassVar[str] = "drop: sit this hand out as a defender"


@dataclass(frozen=True, slots=True)
class Invite(Action):
    """The only defender playing makes the other one play too, taking all the risk."""

    verb: ClassVar[str] = "invite"
    usage: ClassVar[str] = "invite: make the other defender play; you answer for both"


@dataclass(frozen=True, slots=True)
class Alone(Action):
    """The only defender playing plays alone against the declarer."""

    verb: ClassVar[str] = "alone"
    usage: ClassVar[str] = "alone: defend alone against the declarer"


@dataclass(frozen=True, slots=True)
class NoAces(Action):
    """The declarer, holding no ace, announces it before leading to the first trick."""

    verb: ClassVar[str] = "no aces"
    usage: ClassVar[str] = "no aces: announce that you hold no ace (a bonus or a penalty)"


DEFEND, DROP, INVITE, ALONE, NO_ACES = Defend(), Drop(), Invite(), Alone(), NoAces()
