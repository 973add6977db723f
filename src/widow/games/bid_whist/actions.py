"""Bid Whist's decisions besides playing a card: bids, naming trump (shared with the other trick
games with an auction, :mod:`widow.engine.tricks.actions`) or the direction, and the declarer's
discards.

>>> from widow.engine.actions import ActionParser
>>> parser = ActionParser([MakeBid, NameTrump, NameDirection, Discard])
>>> [str(parser.parse(t)) for t in ("bid 3 NT", "trump h", "direction low", "discard XR")]
['bid 3 notrump', 'trump hearts', 'direction low', 'discard XR']
"""

from __future__ import annotations

from collections.abc import Sequence

from widow.engine.actions import Action, CardAction, ChoiceAction, action_kind
from widow.engine.tricks.actions import TRUMPS as TRUMPS
from widow.engine.tricks.actions import NameTrump as NameTrump
from widow.errors import InvalidActionError
from widow.i18n import N_

KINDS = ("high", "low", "notrump")
_KIND_WORDS = {
    "high": "high",
    "uptown": "high",
    "straight": "high",
    "low": "low",
    "downtown": "low",
    "special": "low",
    "notrump": "notrump",
    "nt": "notrump",
    "no-trump": "notrump",
}


@action_kind("bid", "bid N high|low|notrump: N tricks over six (1 to 7)")
class MakeBid(Action):
    """Bid to take ``number`` tricks over six (with the discards as one), high, low or no trump."""

    number: int
    kind: str

    def __str__(self) -> str:
        return f"bid {self.number} {self.kind}"

    @property
    def value(self) -> int:
        """Bids compare by this: a higher number, or no trump over high or low of the same."""
        return 2 * self.number + (self.kind == "notrump")

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        if len(words) != 2 or not words[0].isdecimal() or words[1].lower() not in _KIND_WORDS:
            raise InvalidActionError(
                N_("'bid' needs a number and high, low or notrump, not {given}").format(
                    given=repr(" ".join(words))
                )
            )
        number = int(words[0])
        if not 1 <= number <= 7:
            raise InvalidActionError(N_("a bid is a number from 1 to 7, not {n}").format(n=number))
        return cls(number, _KIND_WORDS[words[1].lower()])


@action_kind("direction", "direction high|low: after a no-trump bid, which cards win")
class NameDirection(ChoiceAction):
    """The declarer of a no-trump bid says whether high or low cards win."""

    direction: str


@action_kind("discard", "discard CARD: put a card into your six discards (the first trick)")
class Discard(CardAction):
    """The declarer lays one card face down towards the six that count as the first trick."""


BIDS = tuple(MakeBid(n, k) for n in range(1, 8) for k in KINDS)
DIRECTIONS = (NameDirection("high"), NameDirection("low"))
NameDirection.choices = {
    word: NameDirection(kind) for word, kind in _KIND_WORDS.items() if kind in ("high", "low")
}
NameDirection.expected = N_("high or low")
