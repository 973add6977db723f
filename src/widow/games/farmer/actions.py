"""Farmer's actions: ask for a card face up, or stay."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from widow.engine.actions import Action


@dataclass(frozen=True, slots=True)
class Hit(Action):
    """Take another card, face up."""

    verb: ClassVar[str] = "hit"
    usage: ClassVar[str] = "hit: take another card face up (everyone must take at least one)"


@dataclass(frozen=True, slots=True)
class Stay(Action):
    """Take no more cards this deal."""

    verb: ClassVar[str] = "stay"
    usage: ClassVar[str] = "stay: take no more cards"


HIT = Hit()
STAY = Stay()
