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
from typing import ClassVar

from widow.engine.actions import Action
from widow.errors import InvalidActionError
from widow.games.faro.layout import parse_position, parse_rank, rank_text


def _spot(words: Sequence[str], verb: str) -> tuple[str, bool]:
    if len(words) == 2 and words[1].lower() == "copper":
        return parse_position(words[0]), True
    if len(words) == 1:
        return parse_position(words[0]), False
    raise InvalidActionError(
        f"{verb!r} needs a place on the layout and maybe 'copper' ({verb} 3-J copper),"
        f" not {' '.join(words)!r}"
    )


@dataclass(frozen=True, slots=True)
class Bet(Action):
    """Put one unit on a place of the layout; coppered, it bets that the cards lose."""

    position: str
    copper: bool = False
    verb: ClassVar[str] = "bet"
    usage: ClassVar[str] = "bet PLACE [copper]: one unit on a card or group (bet 9, bet 3-J copper)"

    def __str__(self) -> str:
        return f"bet {self.position}" + (" copper" if self.copper else "")

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        return cls(*_spot(words, "bet"))


@dataclass(frozen=True, slots=True)
class Take(Action):
    """Take one of your bets off the layout, every unit of it."""

    position: str
    copper: bool = False
    verb: ClassVar[str] = "take"
    usage: ClassVar[str] = "take PLACE [copper]: take your bet there back"

    def __str__(self) -> str:
        return f"take {self.position}" + (" copper" if self.copper else "")

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        return cls(*_spot(words, "take"))


@dataclass(frozen=True, slots=True)
class Call(Action):
    """Call the last turn: the banker's card, the player's card and the hoc card, by rank."""

    order: tuple[int, int, int]
    verb: ClassVar[str] = "call"
    usage: ClassVar[str] = "call L-W-H: one unit on the last turn coming loser, winner, hoc"

    def __str__(self) -> str:
        return "call " + "-".join(rank_text(v) for v in self.order)

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        parts = words[0].split("-") if len(words) == 1 else []
        if len(parts) != 3:
            raise InvalidActionError(f"'call' needs three ranks like 7-3-K, not {words!r}")
        a, b, c = (parse_rank(p) for p in parts)
        return cls((a, b, c))


@dataclass(frozen=True, slots=True)
class Done(Action):
    """No more changes to your bets before this turn."""

    verb: ClassVar[str] = "done"
    usage: ClassVar[str] = "done: no more bets before this turn"


@dataclass(frozen=True, slots=True)
class Deal(Action):
    """The banker draws the next turn from the box."""

    verb: ClassVar[str] = "deal"
    usage: ClassVar[str] = "deal: draw the next turn (the banker)"


DONE = Done()
DEAL = Deal()
