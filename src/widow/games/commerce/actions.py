"""Commerce's own moves: swaps of one to three cards with the board, and the dealer's blind
exchange before looking at the hand.

>>> from widow.games.commerce.actions import parse_commerce
>>> str(parse_commerce("swap 9h 8d for qs js"))
'swap 9h 8d for Qs Js'
>>> str(parse_commerce("blind 3 1 for Js Qs"))
'blind 1 3 for Qs Js'
"""

from __future__ import annotations

from collections.abc import Sequence

from widow.cards import Card, parse_card
from widow.engine.actions import Action, ActionParser, Knock, Pass, action_kind
from widow.errors import InvalidActionError, InvalidCardError, quote
from widow.i18n import N_

#: Cards in a hand and on the board.
HAND_SIZE = 3
_LONGEST_CARD_TEXT = 3


def _cards(verb: str, words: Sequence[str]) -> tuple[Card, ...]:
    cards = []
    for word in words:
        if len(word) > _LONGEST_CARD_TEXT:
            raise InvalidActionError(
                N_("in {which}: {given} is not a card").format(which=repr(verb), given=quote(word))
            )
        try:
            cards.append(parse_card(word))
        except InvalidCardError as error:
            raise InvalidActionError(
                N_("in {which}: {reason}").format(which=repr(verb), reason=error)
            ) from None
    return tuple(cards)


def _split(verb: str, words: Sequence[str], usage: str) -> tuple[list[str], list[str]]:
    """The words before and after ``for``, each one to three long and as long as the other."""
    lowered = [w.lower() for w in words]
    if lowered.count("for") != 1:
        raise InvalidActionError(
            N_("{which} needs {what}, not {given}").format(
                which=repr(verb), what=usage, given=quote(" ".join(words))
            )
        )
    cut = lowered.index("for")
    left, right = list(words[:cut]), list(words[cut + 1 :])
    if not 1 <= len(left) <= HAND_SIZE or len(left) != len(right):
        raise InvalidActionError(
            N_("{which} gives and takes the same number of cards, one to three: {given}").format(
                which=repr(verb), given=quote(" ".join(words))
            )
        )
    return left, right


def _check_cards(owner: str, field: str, cards: object) -> tuple[Card, ...]:
    if not isinstance(cards, tuple) or not all(isinstance(c, Card) for c in cards):
        raise InvalidActionError(f"{owner}.{field} must be a tuple of Cards, not {quote(cards)}")
    if not 1 <= len(cards) <= HAND_SIZE or len(set(cards)) != len(cards):
        raise InvalidActionError(f"{owner}.{field} must name one to three different cards")
    # One move, one text: the cards are kept highest first whatever order they were named in.
    return tuple(sorted(cards, reverse=True))


@action_kind("swap", "swap CARDS for CARDS: give one to three cards, take as many from the board")
class Swap(Action):
    """Give one to three cards of your hand to the board and take as many of the board's."""

    give: tuple[Card, ...]
    take: tuple[Card, ...]

    def __post_init__(self) -> None:
        give = _check_cards("Swap", "give", self.give)
        take = _check_cards("Swap", "take", self.take)
        if len(give) != len(take):
            raise InvalidActionError("Swap gives and takes the same number of cards")
        object.__setattr__(self, "give", give)
        object.__setattr__(self, "take", take)

    def __str__(self) -> str:
        give = " ".join(str(c) for c in self.give)
        take = " ".join(str(c) for c in self.take)
        return f"swap {give} for {take}"

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        if len(words) == 2 and "for" not in (w.lower() for w in words):
            # The one-card swap may be written as in Whisky Poker: yours, then the board's.
            give, take = _cards("swap", words[:1]), _cards("swap", words[1:])
        else:
            left, right = _split("swap", words, N_("your cards, 'for', then the board's"))
            give, take = _cards("swap", left), _cards("swap", right)
        if len(set(give)) != len(give) or len(set(take)) != len(take):
            raise InvalidActionError(
                N_("in {which}: a card is named twice in {given}").format(
                    which="'swap'", given=quote(" ".join(words))
                )
            )
        return cls(give, take)


def trusted_swap(give: tuple[Card, ...], take: tuple[Card, ...]) -> Swap:
    """A swap of cards the caller has checked (Cards, one to three each side, as many on each):
    the legal-action lists of every turn are built this way, without the checks of a swap made
    from outside.

    >>> from widow.cards import parse_cards
    >>> trusted_swap(parse_cards("8d 9h"), parse_cards("Js Qs")) == Swap(
    ...     parse_cards("9h 8d"), parse_cards("Qs Js"))
    True
    >>> str(trusted_swap(parse_cards("8d 9h"), parse_cards("Js Qs")))
    'swap 9h 8d for Qs Js'
    """
    swap = object.__new__(Swap)
    object.__setattr__(swap, "give", tuple(sorted(give, reverse=True)))
    object.__setattr__(swap, "take", tuple(sorted(take, reverse=True)))
    return swap


@action_kind(
    "blind",
    "blind N.. for CARDS: (dealer, before looking) give the unseen cards at these places"
    " of your hand (1 to 3) for as many of the board's",
)
class Blind(Action):
    """The dealer's exchange before looking: the cards at ``positions`` of the unseen hand
    (1 to 3, as dealt) go face up to the board in place of the board's cards ``take``."""

    positions: tuple[int, ...]
    take: tuple[Card, ...]

    def __post_init__(self) -> None:
        positions = self.positions
        if (
            not isinstance(positions, tuple)
            or not all(type(p) is int and 1 <= p <= HAND_SIZE for p in positions)
            or len(set(positions)) != len(positions)
        ):
            raise InvalidActionError(
                "Blind.positions must be a tuple of different places 1 to 3, not"
                f" {quote(positions)}"
            )
        take = _check_cards("Blind", "take", self.take)
        if len(take) != len(positions):
            raise InvalidActionError("Blind gives and takes the same number of cards")
        object.__setattr__(self, "positions", tuple(sorted(positions)))
        object.__setattr__(self, "take", take)

    def __str__(self) -> str:
        places = " ".join(str(p) for p in self.positions)
        return f"blind {places} for {' '.join(str(c) for c in self.take)}"

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        left, right = _split("blind", words, N_("places in your hand (1 to 3), 'for', then cards"))
        if not all(w in ("1", "2", "3") for w in left) or len(set(left)) != len(left):
            raise InvalidActionError(
                N_(
                    "in 'blind': the places in your hand are different numbers 1 to 3, not {given}"
                ).format(given=quote(" ".join(left)))
            )
        take = _cards("blind", right)
        if len(set(take)) != len(take):
            raise InvalidActionError(
                N_("in {which}: a card is named twice in {given}").format(
                    which="'blind'", given=quote(" ".join(words))
                )
            )
        return cls(tuple(int(w) for w in left), take)


@action_kind("keep", "keep: (dealer, before looking) play the cards you were dealt")
class Keep(Action):
    """The dealer declines the blind exchange and plays the hand as dealt."""


KEEP = Keep()
ACTION_CLASSES: tuple[type[Action], ...] = (Swap, Blind, Keep, Knock, Pass)
_PARSER = ActionParser(ACTION_CLASSES)


def parse_commerce(text: str) -> Action:
    """Parse a Commerce action (the game's own parser does the same).

    >>> parse_commerce("keep") == KEEP, str(parse_commerce("SWAP 9h qs"))
    (True, 'swap 9h for Qs')
    """
    return _PARSER.parse(text)
