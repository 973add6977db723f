"""Faster construction of the frozen, slotted dataclasses made by the thousand in a simulation
(events, chance records): a quicker constructor, and one shared object for equal values."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, fields
from typing import TYPE_CHECKING, ParamSpec, TypeVar, cast

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

T = TypeVar("T", bound="DataclassInstance")
P = ParamSpec("P")
R = TypeVar("R")


def quick_init(cls: type[T]) -> type[T]:
    """Give a frozen, slotted dataclass a faster ``__init__`` (same fields, same order, same
    result): it fills the slots through their descriptors instead of the frozen class's
    ``object.__setattr__`` calls. Every hand of a simulation builds a dozen events, and the
    generated constructor took a large part of their cost.

    >>> from dataclasses import dataclass
    >>> @quick_init
    ... @dataclass(frozen=True, slots=True)
    ... class Tipped:
    ...     seat: int
    ...     amount: int
    >>> Tipped(1, 5) == Tipped(seat=1, amount=5), Tipped(1, 5).amount
    (True, 5)
    """
    if any(f.default is not MISSING or f.default_factory is not MISSING for f in fields(cls)):
        raise TypeError(f"{cls.__name__}: the quick constructor takes no field defaults")
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


#: How many distinct values :func:`reused` keeps per class (so that odd values cannot grow it
#: without end; past the limit it makes new objects, as the class itself would).
REUSED_LIMIT = 4096


def reused(make: Callable[P, R], limit: int = REUSED_LIMIT) -> Callable[P, R]:
    """A stand-in for the constructor ``make`` of an immutable value class that returns one
    object for equal arguments: equal fields make equal values, so the first one made can serve
    again. The arguments must be positional and hashable, each field always given as one type
    (equal arguments such as ``1`` and ``True`` find the same object).

    A simulation builds a dozen events every hand, most of them equal to one of an earlier hand
    (the blinds posted, a call of two chips, the match's end): looking one up costs a third of
    building it. Only for values whose identity nobody asks about (an event that a resample
    relabels in place by its ``id`` must stay a class of its own).

    >>> from dataclasses import dataclass
    >>> @dataclass(frozen=True, slots=True)
    ... class Tipped:
    ...     seat: int
    ...     amount: int
    >>> tipped = reused(Tipped)
    >>> tipped(1, 5) is tipped(1, 5), tipped(1, 5) == Tipped(1, 5), tipped(2, 5).seat
    (True, True, 2)
    """
    kept: dict[tuple[object, ...], R] = {}
    get = kept.get
    build: Callable[..., R] = make  # called with the fields it was given, in order

    def one(*fields: object) -> R:
        value = get(fields)
        if value is None:
            value = build(*fields)
            if len(kept) < limit:
                kept[fields] = value
        return value

    return cast("Callable[P, R]", one)
