"""The variants of Cribbage Squares, as one frozen dataclass.

>>> CribbageSquaresOptions().starter
'first'
>>> CribbageSquaresOptions(starter="middle")
Traceback (most recent call last):
...
widow.errors.InvalidOptionError: option starter must be one of first, last, not 'middle'
"""

from __future__ import annotations

from dataclasses import dataclass

from widow.engine.options import check_choice, check_range

STARTERS = ("first", "last")
#: The solitaire score that counts as a win.
THRESHOLD = 61


@dataclass(frozen=True, slots=True)
class CribbageSquaresOptions:
    """Cribbage Squares' variants.

    Attributes:
        starter: ``"first"``: the starter is turned before the square is built, so everyone
            places knowing it; ``"last"``: it is turned after the sixteenth card is placed.
        threshold: the score a lone player needs to win.
    """

    starter: str = "first"
    threshold: int = THRESHOLD

    def __post_init__(self) -> None:
        check_choice("starter", self.starter, STARTERS)
        check_range("threshold", self.threshold, 0)
