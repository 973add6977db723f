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

from dataclasses import dataclass, fields
from typing import Any, ClassVar

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
    """Base of every event. ``type`` names the kind in the JSON form."""

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


_FIELD_NAMES: dict[type[Event], tuple[str, ...]] = {}


def _field_names(cls: type[Event]) -> tuple[str, ...]:
    # Views turn many events into dicts; looking the fields up once per class keeps that cheap.
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = tuple(f.name for f in fields(cls))
    return names


# --- events of the games played with a widow (spare hand) ---------------------------------------


@dataclass(frozen=True, slots=True)
class DrewForDeal(Event):
    """Cards drawn to choose the first dealer; ``dealer`` is None when the lowest tied."""

    draws: tuple[tuple[int, Card], ...]
    dealer: int | None
    type: ClassVar[str] = "drew-for-deal"


@dataclass(frozen=True, slots=True)
class Anted(Event):
    """Each listed seat put ``amount`` chips into the pool."""

    seats: tuple[int, ...]
    amount: int
    pool: int
    type: ClassVar[str] = "anted"


@quick_init
@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """A deal began: ``seat`` dealt five cards to each listed seat and to the widow, face down."""

    deal: int
    seats: tuple[int, ...]
    type: ClassVar[str] = "dealt"


@dataclass(frozen=True, slots=True)
class Passed(Event):
    type: ClassVar[str] = "passed"


@dataclass(frozen=True, slots=True)
class Knocked(Event):
    type: ClassVar[str] = "knocked"


@dataclass(frozen=True, slots=True)
class Exchanged(Event):
    """Took the face-down widow (seen only by the taker); the old hand is now the face-up widow."""

    gave: tuple[Card, ...]
    took: tuple[Card, ...]
    type: ClassVar[str] = "exchanged"
    hidden: ClassVar[frozenset[str]] = frozenset({"took"})


@dataclass(frozen=True, slots=True)
class Swapped(Event):
    """Gave one card to the face-up widow and took one from it."""

    gave: Card
    took: Card
    type: ClassVar[str] = "swapped"


@dataclass(frozen=True, slots=True)
class SwappedAll(Event):
    """Gave the whole hand to the face-up widow and took the whole widow."""

    gave: tuple[Card, ...]
    took: tuple[Card, ...]
    type: ClassVar[str] = "swapped-all"


@dataclass(frozen=True, slots=True)
class WidowTurned(Event):
    """The widow was turned face up because nobody took it in the first phase."""

    cards: tuple[Card, ...]
    type: ClassVar[str] = "widow-turned"


@quick_init
@dataclass(frozen=True, slots=True)
class Showdown(Event):
    """Every hand in play shown, with its value in words."""

    hands: tuple[tuple[int, tuple[Card, ...], str], ...]
    type: ClassVar[str] = "showdown"


@dataclass(frozen=True, slots=True)
class ColourDrawn(Event):
    """A card drawn from the stock to break a tie; hands of its colour have priority."""

    card: Card
    colour: str
    tied: tuple[int, ...]
    remaining: tuple[int, ...]
    type: ClassVar[str] = "colour-drawn"


@dataclass(frozen=True, slots=True)
class DrawOff(Event):
    """The tied hands' cards shuffled together, one drawn by each tied seat (Manotazo)."""

    draws: tuple[tuple[int, Card], ...]
    remaining: tuple[int, ...]
    type: ClassVar[str] = "draw-off"


@dataclass(frozen=True, slots=True)
class PoolWon(Event):
    """``seat`` took ``amount`` chips from the pool."""

    amount: int
    pool: int
    type: ClassVar[str] = "pool-won"


@dataclass(frozen=True, slots=True)
class ChipPaid(Event):
    """``seat`` paid one chip (or life) into the pool for the lowest hand."""

    chips: int
    pool: int
    type: ClassVar[str] = "chip-paid"


@dataclass(frozen=True, slots=True)
class PointScored(Event):
    points: int
    type: ClassVar[str] = "point-scored"


@dataclass(frozen=True, slots=True)
class BuyOffered(Event):
    """``seat`` lost their original chips and may buy the extra chip for ``price``."""

    price: int
    type: ClassVar[str] = "buy-offered"


@dataclass(frozen=True, slots=True)
class Bought(Event):
    price: int
    pool: int
    type: ClassVar[str] = "bought"


@dataclass(frozen=True, slots=True)
class Declined(Event):
    type: ClassVar[str] = "declined"


@dataclass(frozen=True, slots=True)
class Eliminated(Event):
    type: ClassVar[str] = "eliminated"


@quick_init
@dataclass(frozen=True, slots=True)
class MatchOver(Event):
    """The match ended; ``seat`` is the winner when there is exactly one."""

    placings: tuple[int, ...]
    type: ClassVar[str] = "match-over"


# One object for equal events (see :func:`~widow.engine.frozen.reused`), where a simulation
# makes the same ones hand after hand.
dealt_event = reused(Dealt)
match_over_event = reused(MatchOver)
