"""Stacked decks for the Commerce rule tests.

The deck order follows the deal as the rules text gives it (three cards to each player, one at a
time from the dealer's left, then three to the board); ``test_deal_follows_the_rules_order``
checks it against the engine, so helper and engine are checked against each other.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from widow.cards import CARDS, SUIT_CHARS, Card, parse_cards
from widow.games import load_game
from widow.games.commerce import CommerceState

GAME = "commerce"


def dealer_draw(dealer: int, players: int) -> list[str]:
    """Cards for the draw for the first deal that make ``dealer`` the lowest (an ace)."""
    others = [r + s for r in "KQJT98" for s in SUIT_CHARS]
    return ["Ac" if seat == dealer else others.pop(0) for seat in range(players)]


def stacked(
    players: int, dealer: int, hands: Mapping[int, str], board: str | None = None
) -> list[str]:
    """A deck order that deals ``hands`` (missing ones filled with unused cards) and ``board``."""
    wanted: dict[int | str, list[Card]] = {s: list(parse_cards(h)) for s, h in hands.items()}
    if board is not None:
        wanted["board"] = list(parse_cards(board))
    used = {c for cards in wanted.values() for c in cards}
    spare = [c for c in CARDS[:52] if c not in used]
    for who in [*range(players), "board"]:
        wanted.setdefault(who, [])
        while len(wanted[who]) < 3:
            wanted[who].append(spare.pop(0))
    order = [(dealer + k) % players for k in range(1, players + 1)]
    deck = [wanted[s][i] for i in range(3) for s in order] + wanted["board"]
    return [str(c) for c in deck]


def make(
    players: int,
    *,
    dealer: int = 0,
    hands: Mapping[int, str] | None = None,
    board: str | None = None,
    later: list[list[str] | None] | None = None,
    **options: Any,
) -> CommerceState:
    """A match whose first deal is stacked; ``later`` forces the decks of the next deals."""
    first = stacked(players, dealer, hands or {}, board)
    script: list[list[str] | None] = [dealer_draw(dealer, players), first, *(later or [])]
    state = load_game(GAME, players=players, **options).new_state(seed=7, script=script)
    assert isinstance(state, CommerceState)
    return state


def play(state: CommerceState, *actions: str) -> None:
    for action in actions:
        state.apply(action)


def cards(text: str) -> list[str]:
    return [str(c) for c in parse_cards(text)]
