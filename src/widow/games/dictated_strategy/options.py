"""The variants of Dictated Strategy, as one frozen dataclass.

>>> DictatedStrategyOptions().piles
8
>>> DictatedStrategyOptions(scoring="money")
Traceback (most recent call last):
...
widow.errors.InvalidOptionError: option scoring must be one of cards, face, not 'money'
"""

from __future__ import annotations

from dataclasses import dataclass

from widow.engine.options import check_choice, check_range

SCORINGS = ("cards", "face")
#: The most wastepiles a player may have (the action text reads one or two digits).
MAX_PILES = 12


@dataclass(frozen=True, slots=True)
class DictatedStrategyOptions:
    """Dictated Strategy's variants.

    Attributes:
        piles: the number of wastepiles each player has (8 in the usual game).
        scoring: ``"cards"``: 1 per card built on the aces (48 at most); ``"face"``: the face
            values of the four cards on top of the aces, ace 1, numerals as marked, jack 15,
            queen 20, king 25 (100 at most).
    """

    piles: int = 8
    scoring: str = "cards"

    def __post_init__(self) -> None:
        check_range("piles", self.piles, 1, MAX_PILES)
        check_choice("scoring", self.scoring, SCORINGS)
