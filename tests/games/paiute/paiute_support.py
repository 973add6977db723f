"""Helpers for the Paiute tests: stacked decks built from the dealing rule.

The rules text deals five cards to each player, then turns one card up (its rank is wild), then
turns the top of the stock to start the discard pile. The engine deals one card at a time from the
dealer's left; in the first deal seat n - 1 deals, so seat 0 receives first.
``test_the_deal_*`` checks this against the engine with a known deck.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from widow.cards import parse_cards
from widow.games import load_game
from widow.games.paiute.rules import PaiuteState


def first_deck(hands: Sequence[str], up: str, discard: str, stock: str = "") -> list[str]:
    """The top of the first deal's deck: ``hands`` seat by seat (five cards each, as text), the
    up-card, the first discard and the top of the stock (first drawn first)."""
    cards = [parse_cards(h) for h in hands]
    assert all(len(h) == 5 for h in cards)
    order = [str(hand[i]) for i in range(5) for hand in cards]
    return [*order, up, discard, *(str(c) for c in parse_cards(stock))]


def stacked(
    hands: Sequence[str], up: str, discard: str, stock: str = "", **options: Any
) -> PaiuteState:
    """A new match whose first deal gives these hands, up-card, first discard and stock top."""
    game = load_game("paiute", players=len(hands), **options)
    state = game.new_state(seed=1, script=[first_deck(hands, up, discard, stock)])
    assert isinstance(state, PaiuteState)
    return state


def play(state: PaiuteState, *moves: str) -> None:
    """Apply the moves in order, whoever is to act."""
    for move in moves:
        state.apply(move)


def texts(cards: Sequence[object]) -> list[str]:
    return [str(c) for c in cards]
