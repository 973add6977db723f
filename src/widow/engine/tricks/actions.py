"""The decisions the trick games with an auction share besides playing a card: naming the trump
suit, with the suit written in full, by its first letter or in the singular.

>>> from widow.engine.actions import ActionParser
>>> parser = ActionParser([NameTrump])
>>> [str(parser.parse(t)) for t in ("trump h", "trump Spade", "trump clubs")]
['trump hearts', 'trump spades', 'trump clubs']
>>> parser.parse("trump hearts") is TRUMPS[2]
True
"""

from __future__ import annotations

from collections.abc import Sequence

from widow.engine.actions import Action, action_kind
from widow.errors import InvalidActionError
from widow.i18n import N_

__all__ = ["SUIT_WORDS", "TRUMPS", "NameTrump", "suit_from_word"]

#: The suits in words, by suit number (clubs 0 to spades 3).
SUIT_WORDS = ("clubs", "diamonds", "hearts", "spades")
# Every way a player may write a suit: in full, its first letter, or the singular.
_SUIT_BY_WORD = {w: s for s, name in enumerate(SUIT_WORDS) for w in (name, name[0], name[:-1])}


def suit_from_word(word: str) -> int | None:
    """The suit number ``word`` names (any case), or None when it names none.

    >>> suit_from_word("D"), suit_from_word("heart"), suit_from_word("x")
    (1, 2, None)
    """
    return _SUIT_BY_WORD.get(word.lower())


@action_kind("trump", "trump SUIT: name the trump suit (clubs, diamonds, hearts, spades)")
class NameTrump(Action):
    """Name the trump suit (the declarer after the auction; in Preference, with several game
    bids, every game bidder)."""

    suit: int

    def __str__(self) -> str:
        return f"trump {SUIT_WORDS[self.suit]}"

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        suit = suit_from_word(words[0]) if len(words) == 1 else None
        if suit is None:
            raise InvalidActionError(
                N_("'trump' needs a suit, not {given}").format(given=repr(" ".join(words)))
            )
        return TRUMPS[suit]


#: The four trump choices, made once (a legal-action list holds these very objects).
TRUMPS = tuple(NameTrump(s) for s in range(4))
