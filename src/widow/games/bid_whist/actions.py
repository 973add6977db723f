"""Bid Whist's decisions besides playing a card: bids, naming trump or the direction, and the
declarer's discards.

>>> from widow.engine.actions import ActionParser
>>> parser = ActionParser([MakeBid, NameTrump, NameDirection, Discard])
>>> [str(parser.parse(t)) for t in ("bid 3 NT", "trump h", "direction low", "discard XR")]
['bid 3 notrump', 'trump hearts', 'direction low', 'discard XR']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from widow.cards import Card, parse_card
from widow.engine.actions import Action
from widow.errors import InvalidActionError, InvalidCardError

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
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")
_SUIT_WORDS = {w: i for i, name in enumerate(SUIT_NAMES) for w in (name, name[0], name[:-1])}


@dataclass(frozen=True, slots=True)
class MakeBid(Action):
    """Bid to take ``number`` tricks over six (with the discards as one), high, low or no trump."""

    number: int
    kind: str
    verb: ClassVar[str] = "bid"
    usage: ClassVar[str] = "bid N high|low|notrump: N tricks over six (1 to 7)"

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
                f"'bid' needs a number and high, low or notrump, not {' '.join(words)!r}"
            )
        number = int(words[0])
        if not 1 <= number <= 7:
            raise InvalidActionError(f"a bid is a number from 1 to 7, not {number}")
        return cls(number, _KIND_WORDS[words[1].lower()])


@dataclass(frozen=True, slots=True)
class NameTrump(Action):
    """The declarer of a high or low bid names the trump suit."""

    suit: int
    verb: ClassVar[str] = "trump"
    usage: ClassVar[str] = "trump SUIT: name the trump suit (clubs, diamonds, hearts, spades)"

    def __str__(self) -> str:
        return f"trump {SUIT_NAMES[self.suit]}"

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        if len(words) != 1 or words[0].lower() not in _SUIT_WORDS:
            raise InvalidActionError(f"'trump' needs a suit, not {' '.join(words)!r}")
        return cls(_SUIT_WORDS[words[0].lower()])


@dataclass(frozen=True, slots=True)
class NameDirection(Action):
    """The declarer of a no-trump bid says whether high or low cards win."""

    direction: str
    verb: ClassVar[str] = "direction"
    usage: ClassVar[str] = "direction high|low: after a no-trump bid, which cards win"

    def __str__(self) -> str:
        return f"direction {self.direction}"

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        word = words[0].lower() if len(words) == 1 else ""
        if _KIND_WORDS.get(word) not in ("high", "low"):
            raise InvalidActionError(f"'direction' needs high or low, not {' '.join(words)!r}")
        return cls(_KIND_WORDS[word])


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """The declarer lays one card face down towards the six that count as the first trick."""

    card: Card
    verb: ClassVar[str] = "discard"
    usage: ClassVar[str] = "discard CARD: put a card into your six discards (the first trick)"

    def __str__(self) -> str:
        return f"discard {self.card}"

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        if len(words) != 1:
            raise InvalidActionError(f"'discard' needs one card, not {' '.join(words)!r}")
        try:
            return cls(parse_card(words[0]))
        except InvalidCardError as error:
            raise InvalidActionError(f"in 'discard': {error}") from None


BIDS = tuple(MakeBid(n, k) for n in range(1, 8) for k in KINDS)
TRUMPS = tuple(NameTrump(s) for s in range(4))
DIRECTIONS = (NameDirection("high"), NameDirection("low"))
