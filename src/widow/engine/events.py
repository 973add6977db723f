"""Events: frozen records of what happened, the log that views and front ends are built from.

Each event names the seat it is about (or ``None`` for the table). Fields listed in ``hidden`` are
known only to that seat: :meth:`Event.for_seat` masks their cards as ``"??"`` for everyone else.

>>> from widow.cards import parse_cards
>>> e = Exchanged(seat=1, gave=parse_cards("2c 3d 4h 5s 7c"), took=parse_cards("As Ks Qs Js Ts"))
>>> e.for_seat(0)["took"]
['??', '??', '??', '??', '??']
>>> e.for_seat(1)["took"][0], e.to_dict()["type"]
('As', 'exchanged')
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import MISSING, dataclass, fields
from typing import Any, ClassVar, TypeVar, dataclass_transform

from widow.cards import CARDS, Card
from widow.engine.frozen import quick_init, reused

HIDDEN = "??"
#: The text of every card, by index: views turn many cards into text.
CARD_TEXT = tuple(str(c) for c in CARDS)


def jsonify(value: object) -> Any:
    """A JSON-ready copy: cards become text, tuples become lists, mapping keys become text.

    >>> jsonify((Card.parse("Ah"), {1: [Card.parse("XR")]}))
    ['Ah', {'1': ['XR']}]
    """
    # Exact type tests first: views convert many values and these are the common ones.
    if type(value) is Card:
        return CARD_TEXT[value]
    if type(value) is tuple or type(value) is list:
        return [jsonify(v) for v in value]
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, (tuple, list)):
        return [jsonify(v) for v in value]
    if isinstance(value, dict):
        return {str(k): jsonify(v) for k, v in value.items()}
    return value


def mask(value: object) -> Any:
    """The JSON form of ``value`` with every card replaced by ``"??"``.

    >>> mask((Card.parse("Ah"), 3))
    ['??', 3]
    """
    if isinstance(value, Card):
        return HIDDEN
    if isinstance(value, (tuple, list)):
        return [mask(v) for v in value]
    if isinstance(value, dict):
        return {str(k): mask(v) for k, v in value.items()}
    return value


@dataclass(frozen=True, slots=True)
class Event:
    """Base of every event. ``type`` names the kind in the JSON form; subclasses are declared
    with :func:`event_kind`."""

    seat: int | None
    type: ClassVar[str] = "event"
    #: Fields only :attr:`seat` may see.
    hidden: ClassVar[frozenset[str]] = frozenset()

    def to_dict(self) -> dict[str, Any]:
        """Everything, JSON-ready (for records, replays and tests)."""
        out: dict[str, Any] = {"type": self.type}
        for name in _field_names(type(self)):
            out[name] = jsonify(getattr(self, name))
        return out

    def for_seat(self, viewer: int | None) -> dict[str, Any]:
        """The event as ``viewer`` may see it (``None``: a spectator who sees no hidden field)."""
        if not self.hidden or viewer == self.seat:
            return self.to_dict()
        out: dict[str, Any] = {"type": self.type}
        for name in _field_names(type(self)):
            value = getattr(self, name)
            out[name] = mask(value) if name in self.hidden else jsonify(value)
        return out


E = TypeVar("E", bound=Event)


@dataclass_transform(frozen_default=True)
def event_kind(name: str, *, hidden: Iterable[str] = ()) -> Callable[[type[E]], type[E]]:
    """Declare an event class: a frozen, slotted dataclass whose JSON ``type`` is ``name`` and
    whose ``hidden`` fields only its own seat sees. Every event is declared the same way, so the
    one decorator says it once instead of three lines in each class.

    >>> @event_kind("peeked", hidden={"card"})
    ... class Peeked(Event):
    ...     card: Card
    >>> Peeked(1, Card.parse("Ah")).to_dict(), Peeked(1, Card.parse("Ah")).for_seat(0)["card"]
    ({'type': 'peeked', 'seat': 1, 'card': 'Ah'}, '??')
    """
    secret = frozenset(hidden)

    def declare(cls: type[E]) -> type[E]:
        made = dataclass(frozen=True, slots=True)(cls)
        made.type = name
        if secret:
            made.hidden = secret
        # Every action of a simulation builds events: the quick constructor (same fields, same
        # result) halves their cost. A kind with a field default or a check after its fields
        # are set keeps the dataclass's own.
        if not hasattr(made, "__post_init__") and all(
            f.default is MISSING and f.default_factory is MISSING for f in fields(made)
        ):
            quick_init(made)
        return made

    return declare


_FIELD_NAMES: dict[type[Event], tuple[str, ...]] = {}


def _field_names(cls: type[Event]) -> tuple[str, ...]:
    # Views turn many events into dicts; looking the fields up once per class keeps that cheap.
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = tuple(f.name for f in fields(cls))
    return names


# --- events of the games played with a widow (spare hand) ---------------------------------------


@event_kind("drew-for-deal")
class DrewForDeal(Event):
    """Cards drawn to choose the first dealer; ``dealer`` is None when the lowest tied."""

    draws: tuple[tuple[int, Card], ...]
    dealer: int | None


@event_kind("anted")
class Anted(Event):
    """Each listed seat put ``amount`` chips into the pool."""

    seats: tuple[int, ...]
    amount: int
    pool: int


@quick_init
@event_kind("dealt")
class Dealt(Event):
    """A deal began: ``seat`` dealt five cards to each listed seat and to the widow, face down."""

    deal: int
    seats: tuple[int, ...]


@event_kind("passed")
class Passed(Event):
    """``seat`` kept its cards and let the turn go on."""


@event_kind("knocked")
class Knocked(Event):
    """``seat`` knocked: play ends before its next turn."""


@event_kind("exchanged", hidden={"took"})
class Exchanged(Event):
    """Took the face-down widow (seen only by the taker); the old hand is now the face-up widow."""

    gave: tuple[Card, ...]
    took: tuple[Card, ...]


@event_kind("swapped")
class Swapped(Event):
    """Gave one card to the face-up widow and took one from it."""

    gave: Card
    took: Card


@event_kind("swapped-all")
class SwappedAll(Event):
    """Gave the whole hand to the face-up widow and took the whole widow."""

    gave: tuple[Card, ...]
    took: tuple[Card, ...]


@event_kind("widow-turned")
class WidowTurned(Event):
    """The widow was turned face up because nobody took it in the first phase."""

    cards: tuple[Card, ...]


@quick_init
@event_kind("showdown")
class Showdown(Event):
    """Every hand in play shown, with its value in words."""

    hands: tuple[tuple[int, tuple[Card, ...], str], ...]


@event_kind("colour-drawn")
class ColourDrawn(Event):
    """A card drawn from the stock to break a tie; hands of its colour have priority."""

    card: Card
    colour: str
    tied: tuple[int, ...]
    remaining: tuple[int, ...]


@event_kind("draw-off")
class DrawOff(Event):
    """The tied hands' cards shuffled together, one drawn by each tied seat (Manotazo)."""

    draws: tuple[tuple[int, Card], ...]
    remaining: tuple[int, ...]


@event_kind("pool-won")
class PoolWon(Event):
    """``seat`` took ``amount`` chips from the pool."""

    amount: int
    pool: int


@event_kind("chip-paid")
class ChipPaid(Event):
    """``seat`` paid one chip (or life) into the pool for the lowest hand."""

    chips: int
    pool: int


@event_kind("point-scored")
class PointScored(Event):
    points: int


@event_kind("buy-offered")
class BuyOffered(Event):
    """``seat`` lost their original chips and may buy the extra chip for ``price``."""

    price: int


@event_kind("bought")
class Bought(Event):
    price: int
    pool: int


@event_kind("declined")
class Declined(Event):
    """``seat`` turned down the offer to buy the extra chip."""


@event_kind("eliminated")
class Eliminated(Event):
    """``seat`` is out of the match."""


@quick_init
@event_kind("match-over")
class MatchOver(Event):
    """The match ended; ``seat`` is the winner when there is exactly one."""

    placings: tuple[int, ...]


# One object for equal events (see :func:`~widow.engine.frozen.reused`), where a simulation
# makes the same ones hand after hand.
dealt_event = reused(Dealt)
match_over_event = reused(MatchOver)
