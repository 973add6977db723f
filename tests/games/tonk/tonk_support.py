"""Forced Tonk deals for the rules tests: hands by seat, the upcard, then the stock from the top."""

from __future__ import annotations

from typing import Any

from widow import load_game
from widow.games.tonk.rules import TonkState


def deal(cards: list[str], upcard: str, stock: str = "", **options: Any) -> TonkState:
    """The first hand of a match with these cards. The last seat deals first, so the cards go
    one at a time from seat 0 and seat 0 plays first."""
    split = [h.split() for h in cards]
    assert all(len(h) == 5 for h in split)
    deck = [split[k % len(split)][k // len(split)] for k in range(5 * len(split))]
    deck += [upcard, *stock.split()]
    options.setdefault("hands", 1)
    game = load_game("tonk", players=len(cards), **options)
    state = game.new_state(seed=7, script=[" ".join(deck)])
    assert isinstance(state, TonkState)
    return state


def play(state: TonkState, moves: str) -> None:
    """Apply moves separated by commas."""
    for move in moves.split(","):
        state.apply(move.strip())


def legal(state: TonkState) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def money(state: TonkState) -> list[int]:
    return [s["money"] for s in state.outcome()["seats"]]
