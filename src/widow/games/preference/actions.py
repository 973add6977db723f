"""Preference's decisions besides playing a card: bids, the discard, naming trump (shared with
the other trick games with an auction, :mod:`widow.engine.tricks.actions`), defending, inviting
and the "no aces" declaration.

>>> from widow.engine.actions import ActionParser
>>> parser = ActionParser([Bid, Discard, NameTrump, NoAces])
>>> [str(parser.parse(t)) for t in ("bid 2", "BID game", "discard 9h 7c", "trump H", "no aces")]
['bid 2', 'bid game', 'discard 7c 9h', 'trump hearts', 'no aces']
"""

from __future__ import annotations

from widow.engine.actions import Action, CardsAction, ChoiceAction, action_kind
from widow.engine.tricks.actions import SUIT_WORDS as SUIT_WORDS
from widow.engine.tricks.actions import TRUMPS as TRUMPS
from widow.engine.tricks.actions import NameTrump as NameTrump
from widow.i18n import N_

#: Each suit's rank in the bidding (spades 1, clubs 2, diamonds 3, hearts 4), by suit number.
BID_RANK = (2, 3, 4, 1)
GAME = 5
HEARTS = 6
LEVEL_WORDS = {1: "1", 2: "2", 3: "3", 4: "4", GAME: N_("game"), HEARTS: N_("hearts")}


@action_kind("bid", "bid N|game|hearts: bid a number (1 to 4), game or hearts")
class Bid(ChoiceAction):
    """A bid: a number from 1 to 4 (with the talon), ``game`` (5) or ``hearts`` (6)."""

    level: int

    def word(self) -> str:
        return LEVEL_WORDS[self.level]


BIDS = {level: Bid(level) for level in LEVEL_WORDS}
Bid.choices = {
    **{word: BIDS[level] for level, word in LEVEL_WORDS.items()},
    **{word: BIDS[level] for level, word in enumerate(("one", "two", "three", "four"), 1)},
}
Bid.expected = N_("1, 2, 3, 4, game or hearts")


@action_kind("discard", "discard C C: lay away two cards after taking the talon")
class Discard(CardsAction):
    """The declarer of a number bid lays away two cards after taking the talon."""

    least, most, count_words = 2, 2, N_("two cards")


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
