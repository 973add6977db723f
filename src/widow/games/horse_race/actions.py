"""Horse Race's actions: the banker quotes odds suit by suit; punters bet and say done.

>>> from widow.engine.actions import ActionParser
>>> parser = ActionParser([Quote, Bet, Done])
>>> str(parser.parse("quote H 5-2")), str(parser.parse("bet s 3")), str(parser.parse("done"))
('quote h 5-2', 'bet s 3', 'done')
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from widow.cards import SUIT_CHARS
from widow.engine.actions import Action, action_kind
from widow.errors import InvalidActionError, quote
from widow.i18n import N_

#: The odds a banker may quote, as (win, stake): a bookmaker's ladder from 1-5 on to 100-1.
LADDER: tuple[tuple[int, int], ...] = (
    (1, 5), (1, 4), (2, 7), (1, 3), (2, 5), (1, 2), (4, 7), (4, 6), (8, 11), (10, 11),
    (1, 1), (6, 5), (5, 4), (11, 8), (6, 4), (13, 8), (7, 4), (15, 8), (2, 1), (9, 4),
    (5, 2), (11, 4), (3, 1), (7, 2), (4, 1), (9, 2), (5, 1), (11, 2), (6, 1), (7, 1),
    (8, 1), (9, 1), (10, 1), (12, 1), (14, 1), (16, 1), (20, 1), (25, 1), (33, 1), (40, 1),
    (50, 1), (66, 1), (100, 1),
)  # fmt: skip
_LADDER_SET = frozenset(LADDER)
#: Each rung of the ladder by the ratio it pays, so that odds typed in lowest terms (3-2) or
#: with another separator (3/2) find the rung a bookmaker writes (6-4); no two rungs pay alike.
_BY_RATIO = {Fraction(win, stake): (win, stake) for win, stake in LADDER}
#: Words for even money.
_EVENS = frozenset({"evens", "evs", "even"})


def ladder_odds(text: str) -> tuple[int, int] | None:
    """The rung of the ladder that odds written as ``text`` pay: ``W-S``, ``W/S`` or ``W:S`` in
    any terms, or ``evens``; ``None`` when the text is no odds or pays no rung.

    >>> ladder_odds("3-2"), ladder_odds("6/4"), ladder_odds("2-3"), ladder_odds("evens")
    ((6, 4), (6, 4), (4, 6), (1, 1))
    >>> ladder_odds("7-3") is None, ladder_odds("5-0") is None
    (True, True)
    """
    low = text.lower()
    if low in _EVENS:
        return (1, 1)
    parts = low.replace("/", "-").replace(":", "-").split("-")
    if len(parts) != 2 or not all(p.isdecimal() and len(p) <= 4 for p in parts):
        return None
    win, stake = int(parts[0]), int(parts[1])
    if not win or not stake:
        return None
    return _BY_RATIO.get(Fraction(win, stake))


def _suit(word: str, verb: str) -> int:
    low = word.lower()
    if len(low) != 1 or low not in SUIT_CHARS:
        raise InvalidActionError(
            N_("in {which}: {given} is not a suit; write c, d, h or s").format(
                which=repr(verb), given=quote(word)
            )
        )
    return SUIT_CHARS.index(low)


@action_kind("quote", "quote SUIT W-S: pay W for every S staked on SUIT (e.g. quote h 5-2)")
class Quote(Action):
    """The banker's odds on one suit: a winning bet gets ``win`` for every ``stake`` staked."""

    suit: int
    win: int
    stake: int

    def __str__(self) -> str:
        return f"quote {SUIT_CHARS[self.suit]} {self.win}-{self.stake}"

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        if len(words) != 2:
            raise InvalidActionError(
                N_("'quote' needs a suit and odds (quote h 5-2), not {given}").format(
                    given=repr(words)
                )
            )
        suit = _suit(words[0], "quote")
        parts = words[1].lower().replace("/", "-").replace(":", "-").split("-")
        is_odds = len(parts) == 2 and all(p.isdecimal() for p in parts)
        if not is_odds and words[1].lower() not in _EVENS:
            raise InvalidActionError(
                N_("in 'quote': {given} is not odds like 5-2").format(given=quote(words[1]))
            )
        odds = ladder_odds(words[1])
        if odds is None:
            raise InvalidActionError(
                N_("in 'quote': {given} is not on the odds ladder (1-5 on to 100-1)").format(
                    given=quote(words[1])
                )
            )
        return cls(suit, *odds)


@action_kind("bet", "bet SUIT N: stake N chips on that suit's ace (e.g. bet h 3)")
class Bet(Action):
    """Stake ``amount`` chips on ``suit`` (one bet per suit and race)."""

    suit: int
    amount: int

    def __str__(self) -> str:
        return f"bet {SUIT_CHARS[self.suit]} {self.amount}"

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        if len(words) != 2 or not words[1].isdecimal():
            raise InvalidActionError(
                N_("'bet' needs a suit and a number of chips, not {given}").format(
                    given=repr(words)
                )
            )
        return cls(_suit(words[0], "bet"), int(words[1]))


@action_kind("done", "done: no more bets this race")
class Done(Action):
    """Place no more bets this race."""


DONE = Done()
