"""The variants of Poker Squares, as one frozen dataclass.

>>> PokerSquaresOptions().target
75
>>> PokerSquaresOptions(schedule="american").target
200
>>> PokerSquaresOptions(schedule="european")
Traceback (most recent call last):
...
widow.errors.InvalidOptionError: option schedule must be one of american, british, not 'european'
"""

from __future__ import annotations

from dataclasses import dataclass

from widow.engine.options import check_choice, check_optional_range
from widow.ranking.squares import SCHEDULES

#: The solitaire score that counts as a win, per schedule.
THRESHOLDS = {"british": 75, "american": 200}


@dataclass(frozen=True, slots=True)
class PokerSquaresOptions:
    """Poker Squares' variants.

    Attributes:
        schedule: the points per line: ``"british"`` (by how hard a hand is to make in the
            square: a straight beats a full house) or ``"american"`` (by the poker order).
        ace_low: whether the ace also counts low in a straight (5-4-3-2-A) as well as high
            (A-K-Q-J-T); off, only the high straight counts.
        threshold: the score a lone player needs to win (``None``: 75 British, 200 American).
    """

    schedule: str = "british"
    ace_low: bool = True
    threshold: int | None = None

    def __post_init__(self) -> None:
        check_choice("schedule", self.schedule, tuple(SCHEDULES))
        check_optional_range("threshold", self.threshold, 0)

    @property
    def target(self) -> int:
        """The solitaire winning score in effect."""
        return THRESHOLDS[self.schedule] if self.threshold is None else self.threshold
