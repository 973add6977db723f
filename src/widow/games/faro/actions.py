"""Faro's actions: punters bet, take bets back and call the last turn, as many times as they
like, then say done; the banker deals.

>>> from widow.engine.actions import ActionParser
>>> parser = ActionParser([Bet, Take, Call, Done, Deal])
>>> [str(parser.parse(t)) for t in ("bet j-3", "bet 9 copper", "take high", "call 7-3-K", "done")]
['bet 3-J', 'bet 9 copper', 'take high', 'call 7-3-K', 'done']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from widow.engine.actions import Action, action_kind
from widow.errors import InvalidActionError
from widow.games.faro.layout import parse_position, parse_rank, rank_text
from widow.i18n import N_


@dataclass(frozen=True, slots=True)
class PlaceAction(Action):
    """What betting and taking back share: one place of the layout, maybe coppered, written
    ``VERB PLACE [copper]``."""

    position: str
    copper: bool = False

    def __str__(self) -> str:
        return f"{self.verb} {self.position}" + (" copper" if self.copper else "")

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        if len(words) == 2 and words[1].lower() == "copper":
            return cls(parse_position(words[0]), True)
        if len(words) == 1:
            return cls(parse_position(words[0]), False)
        raise InvalidActionError(
            N_(
                "{which} needs a place on the layout and maybe 'copper' ({example} 3-J copper),"
                " not {given}"
            ).format(which=repr(cls.verb), example=cls.verb, given=repr(" ".join(words)))
        )


@action_kind("bet", "bet PLACE [copper]: one unit on a card or group (bet 9, bet 3-J copper)")
class Bet(PlaceAction):
    """Put one unit on a place of the layout; coppered, it bets that the cards lose."""


@action_kind("take", "take PLACE [copper]: take your bet there back")
class Take(PlaceAction):
    """Take one of your bets off the layout, every unit of it."""


@action_kind("call", "call L-W-H: one unit on the last turn coming loser, winner, hoc")
class Call(Action):
    """Call the last turn: the banker's card, the player's card and the hoc card, by rank."""

    order: tuple[int, int, int]

    def __str__(self) -> str:
        return "call " + "-".join(rank_text(v) for v in self.order)

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        parts = words[0].split("-") if len(words) == 1 else []
        if len(parts) != 3:
            raise InvalidActionError(
                N_("'call' needs three ranks like 7-3-K, not {given}").format(given=repr(words))
            )
        a, b, c = (parse_rank(p) for p in parts)
        return cls((a, b, c))


@action_kind("done", "done: no more bets before this turn")
class Done(Action):
    """No more changes to your bets before this turn."""


@action_kind("deal", "deal: draw the next turn (the banker)")
class Deal(Action):
    """The banker draws the next turn from the box."""


DONE = Done()
DEAL = Deal()
