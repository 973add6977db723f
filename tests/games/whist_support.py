"""Helpers for the Whist tests: deal exact hands, play by text, follow a match to its end."""

from __future__ import annotations

import random
from typing import Any

from widow import load_game
from widow.cards import parse_cards
from widow.games.whist.rules import WhistState

SUIT_HANDS = (
    "AsKsQsJsTs9s8s7s6s5s4s3s2s",
    "AhKhQhJhTh9h8h7h6h5h4h3h2h",
    "AdKdQdJdTd9d8d7d6d5d4d3d2d",
    "AcKcQcJcTc9c8c7c6c5c4c3c2c",
)


def cut_script(dealer: int) -> list[str]:
    """The first cards of the cut that make ``dealer`` cut lowest (an ace)."""
    cards = ["5c", "6c", "7c", "8c"]
    cards[dealer] = "Ac"
    return cards


def deck_for(dealer: int, hands: list[str]) -> list[str]:
    """The pack order that deals ``hands`` (seat by seat, thirteen cards each, in the order
    given; the dealer's last card is the one turned up)."""
    parsed = [[str(c) for c in parse_cards(h)] for h in hands]
    deck = []
    for i in range(52):
        seat = (dealer + 1 + i) % 4
        deck.append(parsed[seat][i // 4])
    return deck


def deal(dealer: int, hands: list[str], seed: int = 0, **options: Any) -> WhistState:
    """A match whose first hand is dealt exactly as given."""
    game = load_game("whist", players=4, **options)
    state = game.new_state(seed=seed, script=[cut_script(dealer), deck_for(dealer, hands)])
    assert isinstance(state, WhistState)
    return state


def play(state: WhistState, cards: str) -> list[dict[str, Any]]:
    """Play the given cards in turn; returns the events as dictionaries."""
    out = []
    for card in parse_cards(cards):
        out += [e.to_dict() for e in state.apply(f"play {card}")]
    return out


def random_match(seed: int, **options: Any) -> tuple[WhistState, list[dict[str, Any]]]:
    """A whole match of random legal play, with every event."""
    state = load_game("whist", players=4, **options).new_state(seed=seed)
    assert isinstance(state, WhistState)
    rng = random.Random(seed)
    events = [e.to_dict() for e in state.recent_events()]
    while not state.is_over:
        events += [e.to_dict() for e in state.apply(rng.choice(state.legal_actions()))]
    return state, events


# Hands for the bot's conventions: dealer 3 turns up the 3 of clubs, seat 0 leads.
MIXED_HANDS = (
    "As Qs Js 5s Ah 4s 6s 7s 8s 9s 2d Ad 2c",
    "Ks 2s Kh Qh Jh Th 9h 8h 7h 6h 5h 4h 3h",
    "Ts 3s Kd Qd Jd Td 9d 8d 7d 6d 5d 4d 3d",
    "2h Ac Kc Qc Jc Tc 9c 8c 7c 6c 5c 4c 3c",
)
