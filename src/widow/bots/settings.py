"""Reading a bot's settings from the text of its name (``search:budget=0.5:samples=60``).

Every bot that takes settings turns the same ``key=value`` texts into typed values and refuses an
unknown key or an unreadable value with the same words, so they read them through one function.
Range checks stay with each bot, as only it knows what a sensible budget or sample count is;
the searches that draw deals share the one check of :func:`check_budget_and_samples`.

>>> read_settings("search", {"budget": "0.5"}, {"budget": float, "samples": int})
{'budget': 0.5}
>>> read_settings("search", {"depth": "2"}, {"budget": float, "samples": int})
Traceback (most recent call last):
...
widow.errors.InvalidOptionError: unknown search setting 'depth'; valid: budget, samples
>>> read_settings("search", {"samples": "many"}, {"budget": float, "samples": int})
Traceback (most recent call last):
...
widow.errors.InvalidOptionError: search setting samples='many' is not a valid value
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Self

from widow.bots.estimates import AnalysingBot
from widow.errors import InvalidOptionError, quote

__all__ = [
    "MAX_BUDGET",
    "MAX_SAMPLES",
    "SamplingSearch",
    "check_budget_and_samples",
    "read_settings",
]


def read_settings(
    bot: str, settings: Mapping[str, str], readers: Mapping[str, Callable[[str], Any]]
) -> dict[str, Any]:
    """Each setting's value, read from its text by the reader of its key; ``bot`` names the bot
    in the error raised for a key it does not take or a text its reader refuses."""
    values: dict[str, Any] = {}
    for key, text in settings.items():
        reader = readers.get(key)
        if reader is None:
            raise InvalidOptionError(
                f"unknown {bot} setting {quote(key)}; valid: {', '.join(sorted(readers))}"
            )
        try:
            values[key] = reader(text)
        except ValueError:
            raise InvalidOptionError(
                f"{bot} setting {key}={quote(text)} is not a valid value"
            ) from None
    return values


#: The largest budget a sampling search takes, in processor seconds.
MAX_BUDGET = 60.0
#: The most deals a sampling search may draw for one decision.
MAX_SAMPLES = 10_000


def check_budget_and_samples(budget: float, samples: int) -> None:
    """Refuse a sampling search's ``budget`` (processor seconds a decision) or ``samples`` (deals
    a decision) outside its range, in the words every such search uses.

    >>> check_budget_and_samples(0.5, 60)
    >>> check_budget_and_samples(0, 60)
    Traceback (most recent call last):
    ...
    widow.errors.InvalidOptionError: search budget must be more than 0 and at most 60 seconds, not 0
    """
    if not 0 < budget <= MAX_BUDGET:
        raise InvalidOptionError(
            f"search budget must be more than 0 and at most {MAX_BUDGET:g} seconds,"
            f" not {quote(budget)}"
        )
    if not 1 <= samples <= MAX_SAMPLES:
        raise InvalidOptionError(
            f"search samples must be from 1 to {MAX_SAMPLES:,}, not {quote(samples)}"
        )


class SamplingSearch(AnalysingBot):
    """What the searches that draw deals share: made from ``budget`` and ``samples`` settings
    (each subclass takes the two keywords), playing the first move of its analysis."""

    @classmethod
    def from_settings(cls, settings: Mapping[str, str]) -> Self:
        """A bot from the text settings of its name (``search:budget=0.5``)."""
        return cls(**read_settings("search", settings, {"budget": float, "samples": int}))
