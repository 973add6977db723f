"""War's only action: turn your card (or your war cards)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from widow.engine.actions import Action


@dataclass(frozen=True, slots=True)
class Turn(Action):
    """Turn the top card of your pile (in a war: three face down, then one face up)."""

    verb: ClassVar[str] = "turn"
    usage: ClassVar[str] = "turn: turn your top card (in a war, three down and one up)"


TURN = Turn()
