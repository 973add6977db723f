"""The shared suite fails a game that leaks a hidden card or loses one, and it reads what it must
know about a game from the game's own hooks."""

from __future__ import annotations

import random
from typing import Any

import pytest
from test_all_games import candidate_actions, run_match

from widow import load_game
from widow.families.spare_hand.rules import SpareHandState


def test_a_view_that_shows_another_seats_hand_fails_the_suite(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    honest = SpareHandState._view

    def leaky(self: SpareHandState, viewer: int | None) -> dict[str, Any]:
        out = honest(self, viewer)
        if viewer is not None:
            out["peek"] = [str(c) for c in self.hands[(viewer + 1) % self.n]]
        return out

    monkeypatch.setattr(SpareHandState, "_view", leaky)
    with pytest.raises(AssertionError, match="never shown"):
        run_match("whisky-poker", {}, 3, 1000, thorough=True)


def test_a_lost_card_fails_the_suite(monkeypatch: pytest.MonkeyPatch) -> None:
    honest = SpareHandState.zones

    def losing(self: SpareHandState) -> dict[str, list[Any]]:
        zones = honest(self)
        zones["widow"] = zones["widow"][1:]
        return zones

    monkeypatch.setattr(SpareHandState, "zones", losing)
    with pytest.raises(AssertionError, match="cards lost"):
        run_match("whisky-poker", {}, 3, 1000, thorough=False)


def test_the_refusal_checks_try_the_games_own_examples() -> None:
    """Chinese Poker states its row placements and declarations in its own module; the suite
    tries them besides every verb with cards and numbers."""
    state = load_game("chinese-poker", players=2).new_state(seed=3)
    texts = candidate_actions(state, random.Random(3))
    assert any(t.startswith("place") and t.count("/") == 2 for t in texts)
    assert "declare dragon" in texts and "surrender" in texts
    holdem = load_game("holdem", players=3).new_state(seed=3)
    assert {"fold", "bet 1", "raise to 3"} <= set(candidate_actions(holdem, random.Random(3)))
