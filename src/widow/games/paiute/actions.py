"""Paiute's actions: draw from the stock or take the top discard, then discard or call.

>>> from widow.cards import parse_card
>>> str(discard(parse_card("9h"))), str(call_discarding(parse_card("2c"))), str(CALL)
('discard 9h', 'call discard 2c', 'call')
>>> Discard.from_words(["9x"])  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
widow.errors.InvalidActionError: in 'discard': invalid card '9x'; ...
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from widow.cards import CARDS, Card
from widow.engine.actions import Action, CardAction, action_kind, card_words
from widow.errors import InvalidActionError, quote
from widow.i18n import N_


def _one_card(verb: str, words: Sequence[str]) -> Card:
    """The single card named after ``verb``."""
    if len(words) != 1:
        raise InvalidActionError(
            N_("{which} needs one of your cards, not {given}").format(
                which=repr(verb), given=quote(" ".join(words))
            )
        )
    (card,) = card_words(verb, words)
    if card.is_joker:
        raise InvalidActionError(
            N_("in {which}: Paiute is played without jokers").format(which=repr(verb))
        )
    return card


def _check_card(cls: str, value: object) -> None:
    # Plain integers compare equal to cards; without this an action could hold a number and be
    # recorded as text that never reads back.
    if not isinstance(value, Card) or value.is_joker:
        raise InvalidActionError(
            f"{cls}.card must be a Card of the 52-card pack, not {quote(value)}"
        )


@action_kind("draw", "draw: take the top card of the stock")
class DrawStock(Action):
    """Draw the top card of the stock."""


@action_kind("take", "take: take the face-up top card of the discard pile")
class TakeDiscard(Action):
    """Take the top card of the discard pile."""


@dataclass(frozen=True, slots=True)
class PackCardAction(CardAction):
    """What discarding and calling with a discard share: one card of the 52-card pack, written
    ``VERB C``; reading one back gives the interned action for that card."""

    def __post_init__(self) -> None:
        _check_card(type(self).__name__, self.card)

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        return _INTERNED[cls][_one_card(cls.verb, words)]


@action_kind("discard", "discard C: put one of your six cards on the discard pile")
class Discard(PackCardAction):
    """Put ``card`` face up on the discard pile, ending the turn."""


@action_kind("call", "call: show your six cards and call with their combination")
class Call(Action):
    """Call, showing all six cards (the combination needs them, or the caller keeps them)."""


@action_kind(
    "call discard", "call discard C: call with a five-card combination and discard the sixth card C"
)
class CallDiscard(PackCardAction):
    """Call with a five-card combination, discarding ``card``, which is not part of it."""


DRAW = DrawStock()
TAKE = TakeDiscard()
CALL = Call()
# Interned card actions: legal-action lists are rebuilt every turn and reuse these.
DISCARDS: tuple[Discard, ...] = tuple(Discard(c) for c in CARDS[:52])
CALL_DISCARDS: tuple[CallDiscard, ...] = tuple(CallDiscard(c) for c in CARDS[:52])
_INTERNED: dict[type[PackCardAction], tuple[PackCardAction, ...]] = {
    Discard: DISCARDS,
    CallDiscard: CALL_DISCARDS,
}
ACTION_CLASSES: tuple[type[Action], ...] = (DrawStock, TakeDiscard, Discard, Call, CallDiscard)


def discard(card: Card) -> Discard:
    """The (shared) action that discards ``card``."""
    return DISCARDS[card]


def call_discarding(card: Card) -> CallDiscard:
    """The (shared) action that calls and discards ``card``."""
    return CALL_DISCARDS[card]


def every_action() -> tuple[Action, ...]:
    """Every action, in the order that numbers them: ``draw``, ``take``, ``call``, then
    ``discard C`` and ``call discard C`` for each card by index (107 in all).

    >>> len(every_action()), str(every_action()[3])
    (107, 'discard 2c')
    """
    return (DRAW, TAKE, CALL, *DISCARDS, *CALL_DISCARDS)
