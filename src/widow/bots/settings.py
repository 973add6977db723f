"""Reading a bot's settings from the text of its name (``search:budget=0.5:samples=60``).

Every bot that takes settings turns the same ``key=value`` texts into typed values and refuses an
unknown key or an unreadable value with the same words, so they read them through one function.
Range checks stay with each bot: only it knows what a sensible budget or sample count is.

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
from typing import Any

from widow.errors import InvalidOptionError, quote

__all__ = ["read_settings"]


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
