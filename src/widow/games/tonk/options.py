"""The variants of Tonk, as one frozen dataclass.

>>> TonkOptions().stake
1
>>> TonkOptions(count_held="some")
Traceback (most recent call last):
...
widow.errors.InvalidOptionError: option count_held must be one of all, unmatched, not 'some'
"""

from __future__ import annotations

from dataclasses import dataclass

from widow.engine.options import check_choices, check_ranges

COUNT_HELD = ("unmatched", "all")
CAUGHT_PAYS = ("text", "catchers")
SLAP_TIES = ("first", "last")


@dataclass(frozen=True, slots=True)
class TonkOptions:
    """Tonk's variants.

    Attributes:
        stake: the value of one stake in chips; every payment is one stake or two.
        chips: the chips each player starts with (a balance may go below zero: players settle
            up in money at the end).
        hands: hands in the match; the deal passes to the left after each.
        deal_tonk: whether a dealt hand counting exactly 50 or 11 or less wins at once (a tonk
            on the deal, paid two stakes by everyone; two or more such hands make a draw).
        count_held: what counts in a hand shown at a drop or when the stock runs out:
            ``"unmatched"`` (the text's word): only the cards left over once the hand is arranged
            into spreads; ``"all"``: every card held, as many tables play it (a spread must be
            laid down to stop counting).
        caught_pays: a dropper who is caught: ``"text"``: pays one stake to every player at or
            below their count, and besides everyone pays one stake to the lowest player (or to
            each of the tied lowest); ``"catchers"``: only the dropper pays, one stake to every
            player at or below their count.
        slaps: whether a discard that fits a spread on the table may be slapped.
        slap_ties: several players slap the same card: the one whose hand lands at the bottom
            wins it. ``"first"``: the first to slap, the slappers being asked in turn from the
            discarder's left; ``"last"``: the last of them (a table where the later hand pushes
            under).
        hit_lock: whether a player whose spread an opponent hit may not spread or hit (nor
            slap) on their next turn.
        discard_taken: whether the card taken from the discard pile may be thrown back on the
            same turn (it may always be when it is the last card held).
    """

    stake: int = 1
    chips: int = 100
    hands: int = 4
    deal_tonk: bool = True
    count_held: str = "unmatched"
    caught_pays: str = "text"
    slaps: bool = True
    slap_ties: str = "first"
    hit_lock: bool = True
    discard_taken: bool = False

    def __post_init__(self) -> None:
        check_ranges(self, stake=1, chips=0, hands=1)
        check_choices(self, count_held=COUNT_HELD, caught_pays=CAUGHT_PAYS, slap_ties=SLAP_TIES)
