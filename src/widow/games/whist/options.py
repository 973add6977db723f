"""The variants and options of Whist, as one frozen dataclass.

>>> WhistOptions(variant="american").target
7
>>> WhistOptions(variant="long").rubber, WhistOptions(variant="american").rubber
(True, False)
>>> WhistOptions(revokes="forgive")
Traceback (most recent call last):
...
widow.errors.InvalidOptionError: option revokes must be one of add, deduct, enforced, not 'forgive'
"""

from __future__ import annotations

from dataclasses import dataclass

from widow.engine.options import check_choices

VARIANTS = ("standard", "honors", "american", "long", "trumps")
REVOKES = ("enforced", "add", "deduct")
#: Game target per variant: five points, seven in American Whist, ten in Long Whist.
TARGETS = {"standard": 5, "honors": 5, "american": 7, "long": 10, "trumps": 5}
REVOKE_PENALTY = 3


@dataclass(frozen=True, slots=True)
class WhistOptions:
    """Whist's variants.

    Attributes:
        variant: ``"standard"`` (trump turned up, game to five, rubber of three games),
            ``"honors"`` (standard plus the honours bonus), ``"american"`` (game to seven, a
            single game), ``"long"`` (game to ten, rubber), ``"trumps"`` (no card turned up: the
            trump suit rotates hand by hand, with a no-trump hand if ``no_trump_hand``).
        revokes: ``"enforced"`` (you must follow suit; the default), or revokes are allowed and
            cost three points per revoke when the hand is checked: ``"add"`` gives them to the
            other side, ``"deduct"`` takes them from the revoking side.
        no_trump_hand: in the ``trumps`` variant, whether every fifth hand is played without
            trumps (otherwise the four suits simply rotate).
    """

    variant: str = "standard"
    revokes: str = "enforced"
    no_trump_hand: bool = True

    def __post_init__(self) -> None:
        check_choices(self, variant=VARIANTS, revokes=REVOKES)

    @property
    def target(self) -> int:
        """Points that win a game."""
        return TARGETS[self.variant]

    @property
    def rubber(self) -> bool:
        """Whether the match is a rubber (best two games of three) rather than one game."""
        return self.variant != "american"
