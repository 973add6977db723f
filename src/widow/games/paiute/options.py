"""Paiute's options, as a frozen dataclass.

>>> PaiuteOptions().ante, PaiuteOptions().last_round
(1, 'to-dealer')
>>> PaiuteOptions(last_round="forever")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
widow.errors.InvalidOptionError: option last_round must be one of full-round, to-dealer, ...
"""

from __future__ import annotations

from dataclasses import dataclass

from widow.engine.options import check_choice, check_range, check_ranges

#: How play ends after the first call: the rest of that round up to the dealer (the text's
#: "continues around the table to the dealer"), or one more turn for every other player.
LAST_ROUNDS = ("to-dealer", "full-round")


@dataclass(frozen=True, slots=True)
class PaiuteOptions:
    """Paiute's variants.

    Attributes:
        ante: what each player puts into the pot at the start of every deal (default 1); 0 plays
            for fun, without chips: the match is then scored by the deals won.
        chips: the chips each player starts with (default 20; a balance may go below zero, to be
            settled in money at the end).
        deals: the deals in a match (default 4); the deal passes to the left each time.
        last_round: after the first call, ``to-dealer`` (default) lets the players after the
            caller, up to and including the dealer, take one more turn; ``full-round`` gives
            every other player one more turn, going on past the dealer back to the first caller.
        equal_calls: whether a later call may equal the best call so far instead of beating it
            (default false, as the text says "beats"); equal best callers then share the pot.
        round_limit: the most rounds of turns in a deal before anyone calls (default 12); a deal
            in which nobody calls by then is dead, and its pot stays for the next deal.
    """

    ante: int = 1
    chips: int = 20
    deals: int = 4
    last_round: str = "to-dealer"
    equal_calls: bool = False
    round_limit: int = 12

    def __post_init__(self) -> None:
        check_ranges(self, ante=0, chips=0, deals=1)
        check_choice("last_round", self.last_round, LAST_ROUNDS)
        check_range("round_limit", self.round_limit, 1, 1000)
