"""Farmer's actions: ask for a card face up, or stay."""

from __future__ import annotations

from widow.engine.actions import Action, action_kind


@action_kind("hit", "hit: take another card face up (everyone must take at least one)")
class Hit(Action):
    """Take another card, face up."""


@action_kind("stay", "stay: take no more cards")
class Stay(Action):
    """Take no more cards this deal."""


HIT = Hit()
STAY = Stay()
