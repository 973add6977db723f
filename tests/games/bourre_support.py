"""A Bourre match dealt as a test asks: shared by the Bourre test modules."""

from __future__ import annotations

from typing import Any

from widow import load_game
from widow.cards import CARDS, parse_cards
from widow.games.bourre.rules import BourreState


def deal(players: int, dealer: int, cards: list[str], **options: Any) -> BourreState:
    """A match whose first hand gives each seat the cards listed (the dealer's last card is the
    one turned up); the stock follows in index order."""
    cut = [str(CARDS[8 + i]) for i in range(players)]
    cut[dealer] = "Ac"
    parsed = [[str(c) for c in parse_cards(h)] for h in cards]
    deck = [parsed[(dealer + 1 + i) % players][i // players] for i in range(5 * players)]
    state = load_game("bourre", players=players, **options).new_state(seed=1, script=[cut, deck])
    assert isinstance(state, BourreState)
    return state
