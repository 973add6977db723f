"""The settings every squares search bot reads from its name (``search:budget=0.5``).

``budget`` is the processor time a decision may take, in seconds (default 1.0). The search plans
its number of playouts from the budget with a fixed, deliberately slow rate, so that a seeded
match replays move for move; the clock only cuts a search short on a machine too slow to finish
the plan. ``playouts`` fixes that number instead (the budget still caps the time).

>>> SearchSettings.from_text({"budget": "0.25"})
SearchSettings(budget=0.25, playouts=None)
>>> SearchSettings.from_text({"budget": "0"})
Traceback (most recent call last):
...
widow.errors.InvalidOptionError: search budget must be more than 0 and at most 60 seconds, not '0'
>>> SearchSettings.from_text({"depth": "2"})
Traceback (most recent call last):
...
widow.errors.InvalidOptionError: unknown search setting 'depth'; valid: budget, playouts
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

from widow.errors import InvalidOptionError, quote

__all__ = ["MAX_BUDGET", "MAX_PLAYOUTS", "SearchSettings"]

#: The longest a decision may be given: far beyond any use, so a mistyped budget is refused.
MAX_BUDGET = 60.0
MAX_PLAYOUTS = 10_000_000


@dataclass(frozen=True, slots=True)
class SearchSettings:
    """How long a squares search bot thinks: processor seconds per decision, and optionally a
    fixed number of playouts."""

    budget: float = 1.0
    playouts: int | None = None

    def __post_init__(self) -> None:
        if not (isinstance(self.budget, float | int) and 0 < self.budget <= MAX_BUDGET):
            raise InvalidOptionError(
                f"search budget must be more than 0 and at most {MAX_BUDGET:.0f} seconds,"
                f" not {quote(self.budget)}"
            )
        if self.playouts is not None and not 1 <= self.playouts <= MAX_PLAYOUTS:
            raise InvalidOptionError(
                f"search playouts must be 1 to {MAX_PLAYOUTS:,}, not {quote(self.playouts)}"
            )

    @classmethod
    def from_text(cls, settings: Mapping[str, str]) -> SearchSettings:
        """Settings from the text of a bot name."""
        budget, playouts = 1.0, None
        for key, text in settings.items():
            if key == "budget":
                try:
                    budget = float(text)
                except ValueError:
                    budget = math.nan
                if not 0 < budget <= MAX_BUDGET:
                    raise InvalidOptionError(
                        f"search budget must be more than 0 and at most {MAX_BUDGET:.0f}"
                        f" seconds, not {quote(text)}"
                    )
            elif key == "playouts":
                if not text.strip().isdecimal():
                    raise InvalidOptionError(
                        f"search playouts must be a whole number, not {quote(text)}"
                    )
                playouts = int(text)
            else:
                raise InvalidOptionError(
                    f"unknown search setting {quote(key)}; valid: budget, playouts"
                )
        return cls(budget, playouts)
