"""Preference's decisions besides playing a card: bids, the discard, naming trump (shared with
the other trick games with an auction, :mod:`widow.engine.tricks.actions`), defending, inviting
and the "no aces" declaration.

>>> from widow.engine.actions import ActionParser
>>> parser = ActionParser([Bid, Discard, NameTrump, NoAces])
>>> [str(parser.parse(t)) for t in ("bid 2", "BID game", "discard 9h 7c", "trump H", "no aces")]
['bid 2', 'bid game', 'discard 7c 9h', 'trump hearts', 'no aces']
"""

from __future__ import annotations

from collections.abc import Sequence

from widow.cards import Card
from widow.engine.actions import Action, action_kind, card_words
from widow.engine.tricks.actions import SUIT_WORDS as SUIT_WORDS
from widow.engine.tricks.actions import TRUMPS as TRUMPS
from widow.engine.tricks.actions import NameTrump as NameTrump
from widow.errors import InvalidActionError

#: Each suit's rank in the bidding (spades 1, clubs 2, diamonds 3, hearts 4), by suit number.
BID_RANK = (2, 3, 4, 1)
GAME = 5
HEARTS = 6
LEVEL_WORDS = {1: "1", 2: "2", 3: "3", 4: "4", GAME: "game", HEARTS: "hearts"}


@action_kind("bid", "bid N|game|hearts: bid a number (1 to 4), game or hearts")
class Bid(Action):
    """A bid: a number from 1 to 4 (with the talon), ``game`` (5) or ``hearts`` (6)."""

    level: int

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


@action_kind("discard", "discard C C: lay away two cards after taking the talon")
class Discard(Action):
    """The declarer of a number bid lays away two cards after taking the talon."""

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return "discard " + " ".join(str(c) for c in self.cards)

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        if len(words) != 2:
            raise InvalidActionError(f"'discard' needs two cards, not {' '.join(words)!r}")
        cards = sorted(card_words("discard", words))
        if cards[0] == cards[1]:
            raise InvalidActionError(f"'discard' names a card twice: {' '.join(words)!r}")
        return cls(tuple(cards))


@action_kind("defend", "defend: play against the declarer")
class Defend(Action):
    """A defender plays the hand, undertaking to take two tricks."""


@action_kind("drop", "drop: sit this hand out as a defender")
class Drop(Action):
    """A defender drops out of the hand."""


@action_kind("invite", "invite: make the other defender play; you answer for both")
class Invite(Action):
    """The only defender playing makes the other one play too, taking all the risk."""


@action_kind("alone", "alone: defend alone against the declarer")
class Alone(Action):
    """The only defender playing plays alone against the declarer."""


@action_kind("no aces", "no aces: announce that you hold no ace (a bonus or a penalty)")
class NoAces(Action):
    """The declarer, holding no ace, announces it before leading to the first trick."""


DEFEND, DROP, INVITE, ALONE, NO_ACES = Defend(), Drop(), Invite(), Alone(), NoAces()
