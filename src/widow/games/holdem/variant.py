"""A community-card variant as data: hole cards, streets, the discard and how the pot is judged.

Hold'em and the three Pineapples differ only in these few facts, so one state machine
(:mod:`widow.games.holdem.rules`) plays them all.

>>> VARIANTS["crazy-hi-lo"].discard_after, VARIANTS["crazy-hi-lo"].hi_lo
('flop', True)
>>> [s.name for s in STREETS]
['preflop', 'flop', 'turn', 'river']
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Street:
    """A betting round and the board cards dealt before it; ``late`` rounds use the big bet."""

    name: str
    board_cards: int
    late: bool


STREETS = (
    Street("preflop", 0, False),
    Street("flop", 3, False),
    Street("turn", 1, True),
    Street("river", 1, True),
)


@dataclass(frozen=True, slots=True)
class Variant:
    """``hole``: hole cards dealt; ``discard_after``: the street whose betting the discard follows
    (``None``: no discard); ``hi_lo``: split the pot with an eight-or-better ace-to-five low."""

    name: str
    title: str
    hole: int
    discard_after: str | None
    hi_lo: bool


VARIANTS = {
    "holdem": Variant("holdem", "Texas Hold'em", 2, None, False),
    "pineapple": Variant("pineapple", "Pineapple", 3, "preflop", False),
    "crazy": Variant("crazy", "Crazy Pineapple", 3, "flop", False),
    "crazy-hi-lo": Variant("crazy-hi-lo", "Crazy Pineapple Hi-Lo 8 or better", 3, "flop", True),
}
