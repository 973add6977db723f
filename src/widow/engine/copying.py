"""Filling a state's fresh copy field by field, by name.

Every ``copy()`` gives the copy the values that are only ever replaced (numbers, text, cards,
tuples, frozen records) as they are, and a list of its own for each list changed in place; naming
the fields in two lists says which is which at a glance and writes the copying once.

>>> class Pile:
...     pass
>>> old, new = Pile(), Pile()
>>> old.cards, old.top = [1, 2], 2
>>> copy_lists(old, new, ("cards",))
>>> share(old, new, ("top",))
>>> new.cards == old.cards, new.cards is old.cards, new.top
(True, False, 2)
"""

from __future__ import annotations

from collections.abc import Iterable


def share(source: object, target: object, names: Iterable[str]) -> None:
    """Give ``target`` each named value of ``source`` itself (values never changed in place)."""
    for name in names:
        setattr(target, name, getattr(source, name))


def copy_lists(source: object, target: object, names: Iterable[str]) -> None:
    """Give ``target`` a list of its own for each named list of ``source`` (one level deep: the
    items themselves are shared)."""
    for name in names:
        setattr(target, name, list(getattr(source, name)))
