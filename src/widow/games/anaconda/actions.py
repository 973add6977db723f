"""Anaconda's own actions: passing three cards, declaring high or low, showing the final hand.

Cards in ``pass`` and in the face-up part of ``show`` are kept in card order, so the same
choice has one text whatever order it was typed in.

>>> from widow.cards import parse_cards
>>> str(PassCards.from_words(["9h", "2c", "Kd"]))
'pass 2c 9h Kd'
>>> str(Show.from_words("Ah Kh Qh Jh down 2c".split()))
'show Jh Qh Kh Ah down 2c'
>>> str(Declare.from_words(["low"]))
'declare low'
"""

from __future__ import annotations

from collections.abc import Sequence

from widow.cards import Card, parse_card
from widow.engine.actions import Action, CardsAction, ChoiceAction, action_kind, card_words
from widow.engine.events import CARD_TEXT
from widow.errors import InvalidActionError, quote
from widow.i18n import N_

SIDES = ("high", "low")


def _cards(words: Sequence[str], verb: str) -> tuple[Card, ...]:
    cards = card_words(verb, words)
    if any(c.is_joker for c in cards):
        raise InvalidActionError(
            N_("in {which}: there are no jokers in this game").format(which=repr(verb))
        )
    if len(set(cards)) != len(cards):
        raise InvalidActionError(
            N_("in {which}: a card is named twice in {given}").format(
                which=repr(verb), given=quote(" ".join(words))
            )
        )
    return tuple(sorted(cards))


def _check_cards(cards: object, count: int, what: str) -> None:
    if not (
        isinstance(cards, tuple)
        and len(cards) == count
        and all(isinstance(c, Card) for c in cards)
        and list(cards) == sorted(set(cards))
    ):
        raise InvalidActionError(f"{what} must be {count} different Cards in card order")


@action_kind("pass", "pass C C C: the three cards you give away")
class PassCards(CardsAction):
    """Set three cards aside to pass (to the left, then to the second player to the right)."""

    least, most, count_words = 3, 3, N_("three cards")

    def __post_init__(self) -> None:
        _check_cards(self.cards, 3, "PassCards.cards")

    @classmethod
    def read_cards(cls, words: Sequence[str]) -> tuple[Card, ...]:
        return _cards(words, cls.verb)


@action_kind("declare", "declare high|low: the half of the pot you play for")
class Declare(ChoiceAction):
    """Commit, secretly, to play for the high or the low half of the pot."""

    side: str

    def __post_init__(self) -> None:
        if self.side not in SIDES:
            raise InvalidActionError(f"'declare' takes high or low, not {quote(self.side)}")


Declare.choices = {side: Declare(side) for side in SIDES}
Declare.expected = N_("high or low")


@action_kind("show", "show C C C C down C: four cards face up, one face down")
class Show(Action):
    """The final hand: four cards to turn face up and one to keep face down; the other three
    are discarded."""

    up: tuple[Card, ...]
    down: Card

    def __post_init__(self) -> None:
        _check_cards(self.up, 4, "Show.up")
        if not isinstance(self.down, Card) or self.down in self.up:
            raise InvalidActionError("Show.down must be a Card other than the face-up four")

    def __str__(self) -> str:
        up = " ".join(CARD_TEXT[c] for c in self.up)
        return f"show {up} down {CARD_TEXT[self.down]}"

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        lowered = [w.lower() for w in words]
        if len(words) != 6 or lowered[4] != "down":
            raise InvalidActionError(
                N_("'show' needs four cards, 'down' and one card, not {given}").format(
                    given=quote(" ".join(words))
                )
            )
        cards = _cards([*words[:4], words[5]], "show")
        down = parse_card(words[5])
        return cls(tuple(c for c in cards if c != down), down)
