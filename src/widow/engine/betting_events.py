"""The events every game on :class:`~widow.engine.betting.Betting` records: forced bets, hole
cards, betting actions, uncalled chips returned, pots won and buy-ins taken again.

>>> from widow.cards import parse_cards
>>> HoleDealt(2, parse_cards("As Kd")).for_seat(0)["cards"]
['??', '??']
>>> Rebought(1, 100, 1).to_dict()["amount"]
100
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import ClassVar, TypeVar

from widow.cards import Card
from widow.engine.events import Event

E = TypeVar("E", bound=Event)


def quick_init(cls: type[E]) -> type[E]:
    """Give a frozen, slotted event class a faster ``__init__`` (same fields, same order, same
    result): it fills the slots through their descriptors instead of the frozen class's
    ``object.__setattr__`` calls. Every hand of a simulation builds a dozen events, and the
    generated constructor took a large part of their cost.

    >>> @quick_init
    ... @dataclass(frozen=True, slots=True)
    ... class Tipped(Event):
    ...     amount: int
    >>> Tipped(1, 5) == Tipped(seat=1, amount=5), Tipped(1, 5).amount
    (True, 5)
    """
    names = [f.name for f in fields(cls)]
    setters = {
        f"_set_{name}": next(k.__dict__[name] for k in cls.__mro__ if name in k.__dict__).__set__
        for name in names
    }
    body = "".join(f"    _set_{name}(self, {name})\n" for name in names)
    source = f"def __init__(self, {', '.join(names)}):\n{body}"
    namespace: dict[str, object] = {}
    # The source is built from the class's own field names, as dataclasses builds its own.
    exec(source, setters, namespace)
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"  # type: ignore[attr-defined]
    setattr(cls, "__init__", init)  # noqa: B010 - mypy refuses assigning to a method
    return cls


@quick_init
@dataclass(frozen=True, slots=True)
class Posted(Event):
    """A forced bet: ``kind`` is ``ante``, ``small blind``, ``big blind`` or ``bring-in``."""

    kind: str
    amount: int
    all_in: bool
    type: ClassVar[str] = "posted"


@quick_init
@dataclass(frozen=True, slots=True)
class HoleDealt(Event):
    """``seat`` received its hole cards, face down."""

    cards: tuple[Card, ...]
    type: ClassVar[str] = "hole-dealt"
    hidden: ClassVar[frozenset[str]] = frozenset({"cards"})


@quick_init
@dataclass(frozen=True, slots=True)
class Wagered(Event):
    """A betting action: ``action`` is its text; ``amount`` the chips it put in; ``to`` the seat's
    bet in this round afterwards."""

    action: str
    amount: int
    to: int
    all_in: bool
    type: ClassVar[str] = "wagered"


@quick_init
@dataclass(frozen=True, slots=True)
class Returned(Event):
    """Chips of a bet that nobody called went back to ``seat``."""

    amount: int
    type: ClassVar[str] = "returned"


@quick_init
@dataclass(frozen=True, slots=True)
class PotWon(Event):
    """``seat`` won ``amount`` from pot ``pot`` (0 = main pot); ``half`` is ``high``, ``low`` or
    ``whole``; ``shown`` is False when the pot was won uncontested."""

    amount: int
    pot: int
    half: str
    shown: bool
    type: ClassVar[str] = "pot-won"


@quick_init
@dataclass(frozen=True, slots=True)
class Rebought(Event):
    """``seat``, busted, bought in again for ``amount`` chips (its ``count``-th rebuy)."""

    amount: int
    count: int
    type: ClassVar[str] = "rebought"
