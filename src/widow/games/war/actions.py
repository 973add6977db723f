"""War's only action: turn your card (or your war cards)."""

from __future__ import annotations

from widow.engine.actions import Action, action_kind


@action_kind("turn", "turn: turn your top card (in a war, three down and one up)")
class Turn(Action):
    """Turn the top card of your pile (in a war: three face down, then one face up)."""


TURN = Turn()
