"""The options of Bid Whist.

>>> BidWhistOptions().boston_quadruple
False
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class BidWhistOptions:
    """Bid Whist's options.

    Attributes:
        boston_quadruple: a Boston (a bid of seven: all thirteen tricks) that is made scores four
            times its ordinary value, a variation the rules mention.
    """

    boston_quadruple: bool = False
