"""What the equity counts of every game share: the result, and the bounds on random deals.

Both :mod:`widow.analysis.equity` (board games) and :mod:`widow.analysis.stud_equity` (stud and
draw games) return an :class:`EquityResult` and draw their random deals in chunks of
:data:`TRIAL_CHUNK`.

>>> check_trials(0)
Traceback (most recent call last):
...
widow.errors.InvalidOptionError: trials must be at least 1, not 0
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from widow.errors import InvalidOptionError, quote

__all__ = ["MAX_TRIALS", "TRIAL_CHUNK", "EquityResult", "check_trials"]

#: The most random deals one estimate takes (some seconds per million), far past the point
#: where more deals narrow the interval visibly: a mistyped count fails at once instead.
MAX_TRIALS = 10_000_000
#: Random deals are drawn and valued this many at a time (some hundreds of bytes each).
TRIAL_CHUNK = 200_000


@dataclass(frozen=True, slots=True)
class EquityResult:
    """The equity of each hand (in the order given) and how it was found.

    ``equity`` is each hand's average share of the pot, ``win`` the share of boards it wins
    outright (alone, or the whole pot in hi-lo), ``tie`` the share where it splits. In hi-lo games
    ``high`` and ``low`` are the average shares of each half and ``low_made`` how often any low
    qualifies. ``interval`` is the 95% half-width of each equity (0 for exact results).
    """

    game: str
    hands: tuple[str, ...]
    board: str
    dead: str
    exact: bool
    boards: int
    equity: tuple[float, ...]
    win: tuple[float, ...]
    tie: tuple[float, ...]
    interval: tuple[float, ...]
    high: tuple[float, ...] | None = None
    low: tuple[float, ...] | None = None
    low_made: float | None = None

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready."""
        return {name: getattr(self, name) for name in self.__dataclass_fields__}


def check_trials(trials: int) -> None:
    """Refuse a count of random deals below 1 or above :data:`MAX_TRIALS`."""
    if trials < 1:
        raise InvalidOptionError(f"trials must be at least 1, not {trials}")
    if trials > MAX_TRIALS:
        raise InvalidOptionError(f"trials must be at most {MAX_TRIALS:,}, not {quote(trials)}")
