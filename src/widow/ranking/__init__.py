"""Ranking systems: one module each, found by name.

>>> from widow.ranking import evaluate
>>> evaluate("Ks Kd Kh 5c 5d").describe()
'full house, kings over fives'
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

import numpy as np
import numpy.typing as npt

from widow.errors import InvalidOptionError, unknown_name
from widow.i18n import N_
from widow.ranking.base import Comparison, HandValue, IntArray, RankingSystem

__all__ = [
    "SYSTEMS",
    "Comparison",
    "HandValue",
    "RankingSystem",
    "compare",
    "evaluate",
    "evaluate_batch",
    "get_system",
]

#: System name -> "module:class". Modules are imported on first use to keep start-up light.
SYSTEMS: dict[str, str] = {
    "high": "widow.ranking.high:HighRanking",
    "la-viuda": "widow.ranking.la_viuda:LaViudaRanking",
    "ace-to-five": "widow.ranking.lowball:AceToFive",
    "deuce-to-seven": "widow.ranking.lowball:DeuceToSeven",
    "ace-to-six": "widow.ranking.lowball:AceToSix",
    "soko": "widow.ranking.soko:SokoRanking",
    "brag": "widow.ranking.brag:BragRanking",
    "commerce": "widow.ranking.commerce:CommerceRanking",
    "chinese-front": "widow.ranking.chinese:ChineseFrontRanking",
    "paiute": "widow.ranking.paiute:PaiuteRanking",
}


def system_class(name: str) -> type[RankingSystem]:
    """The class of a ranking system, by its name."""
    target = SYSTEMS.get(name)
    if target is None:
        raise unknown_name(N_("ranking system"), name, SYSTEMS)
    module_name, class_name = target.split(":")
    cls: type[RankingSystem] = getattr(importlib.import_module(module_name), class_name)
    return cls


def get_system(name: str, **options: Any) -> RankingSystem:
    """A ranking system by name, with options (validated; unknown ones are listed).

    >>> get_system("high", jokers=1).jokers
    1
    >>> get_system("high", jokrs=1)
    Traceback (most recent call last):
    ...
    widow.errors.InvalidOptionError: unknown option 'jokrs' for high; valid: jokers, ...
    """
    key = tuple(sorted(options.items()))
    try:
        return _cached_system(name, key)
    except TypeError:  # an unhashable option value: build it uncached, so its check can name it
        return _make_system(name, key)


def _make_system(name: str, options: tuple[tuple[str, Any], ...]) -> RankingSystem:
    cls = system_class(name)
    valid = [f.name for f in dataclasses.fields(cls)]  # type: ignore[arg-type]
    for key, _ in options:
        if key not in valid:
            raise InvalidOptionError(
                N_("unknown option {given} for {which}; valid: {valid}").format(
                    given=repr(key), which=name, valid=", ".join(sorted(valid)) or "none"
                )
            )
    return cls(**dict(options))


_cached_system = lru_cache(maxsize=256)(_make_system)


def evaluate(cards: str | Sequence[int | str], system: str = "high", **options: Any) -> HandValue:
    """The value of one hand: comparable, with ``.category`` and ``.describe()``.

    >>> evaluate("9h 9d 9c 2s XR", system="high", jokers=2).describe()
    'four of a kind, nines, using 1 wild card'
    """
    return get_system(system, **options).value(cards)


def evaluate_batch(
    cards: npt.NDArray[np.integer[Any]] | Sequence[Sequence[int]],
    system: str = "high",
    *,
    threads: int | None = None,
    **options: Any,
) -> IntArray:
    """Strengths of an ``(N, k)`` integer array of card indices (see :mod:`widow.cards`).

    Higher is better; two hands get the same strength exactly when they tie under the system's
    non-chance rules, and the strength equals ``evaluate(hand).strength``. Anything that is not
    such an array (a ragged list, ``None``, floats, cards outside the pack) raises
    :class:`~widow.errors.InvalidCardError`. ``threads`` is how many threads share the work: by
    default every core for a batch of 131,072 hands or more, else the calling thread alone.

    >>> evaluate_batch([[51, 47, 43, 39, 35], [0, 5, 10, 15, 20]]).tolist()
    [135004160, 340496]
    >>> evaluate_batch([[51, 47, 43, 39, 35], [0, 5]])
    Traceback (most recent call last):
    ...
    widow.errors.InvalidCardError: a batch of hands must be an (N, k) array of card indices, ...
    """
    from widow.ranking._batch import as_hands

    return get_system(system, **options).evaluate_batch(as_hands(cards), threads=threads)


def compare(
    first: str | Sequence[int | str],
    second: str | Sequence[int | str],
    system: str = "high",
    **options: Any,
) -> Comparison:
    """Which of two hands wins under a system, and the rule that decided it.

    >>> compare("As Ad 7c 7d 2h", "Ks Kd Qc Qd Ah").reason
    'two pair, aces and sevens beats two pair, kings and queens'
    """
    return get_system(system, **options).compare_hands(first, second)
