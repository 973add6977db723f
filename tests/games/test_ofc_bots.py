"""Open-Face bots: the fantasyland setter, the Monte Carlo placer's last decisions, and matches
against the heuristic and random players."""

from __future__ import annotations

import random

import pytest
from chinese_support import cards

from widow import load_game
from widow.bots import play_match
from widow.cards import Card
from widow.families.rows.rows import fouls
from widow.games.ofc.bots import OfcMonteCarloBot, fantasyland_setting
from widow.games.ofc.scoring import Scored


def test_the_fantasyland_setter_never_fouls_and_keeps_fantasyland_when_it_can() -> None:
    """Bot: the fantasyland setter tries every split; it never fouls, and with four of a kind
    available it keeps them in the back (staying in fantasyland)."""
    rng = random.Random(4)
    for _ in range(20):
        hand = rng.sample([Card(c) for c in range(52)], 13)
        rows = fantasyland_setting(hand)
        assert not fouls(*rows)
        assert sorted(c for r in rows for c in r) == sorted(hand)
    quads = cards("9s 9c 9d 9h 2h 3c 5d 7s Jc Kd 4h 6c Qs")
    rows = fantasyland_setting(quads)
    assert Scored.of(*rows).fantasyland_stay


def test_the_last_card_goes_where_it_does_not_foul() -> None:
    """Bot: with no card left to come, the Monte Carlo placer scores each row exactly and avoids
    a foul."""
    state = load_game("ofc", players=2, hands=1).new_state(seed=8)
    bot = OfcMonteCarloBot(rollouts=4)
    rng = random.Random(8)
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        view = state.view(seat)
        placed = sum(len(view["seats"][seat][r]) for r in ("front", "middle", "back"))
        if placed == 12:
            action = bot.choose(view, state.legal_actions(), rng)
            assert state.legal_actions() and action in state.legal_actions()
            rows = [cards(" ".join(view["seats"][seat][r])) for r in ("front", "middle", "back")]
            for r, added in enumerate((action.front, action.middle, action.back)):
                rows[r] += added
            options = [a for a in state.legal_actions()]
            could_avoid = False
            for other in options:
                trial = [
                    cards(" ".join(view["seats"][seat][r])) for r in ("front", "middle", "back")
                ]
                for r, added in enumerate((other.front, other.middle, other.back)):
                    trial[r] += added
                could_avoid |= not fouls(*trial)
            assert not fouls(*rows) or not could_avoid
        state.apply(rng.choice(state.legal_actions()))


def after(view: dict, seat: int, action: object) -> list[list[Card]]:  # type: ignore[type-arg]
    """The seat's rows once ``action`` is applied."""
    rows = [cards(" ".join(view["seats"][seat][r])) for r in ("front", "middle", "back")]
    for r, added in enumerate((action.front, action.middle, action.back)):  # type: ignore[attr-defined]
        rows[r] += added
    return rows


def units(names: list[str], hands: int, seeds: int) -> float:
    """Units per hand the first bot wins heads-up, seats alternating."""
    game = load_game("ofc", players=2, hands=hands)
    total = 0
    for seed in range(seeds):
        bots = names if seed % 2 == 0 else names[::-1]
        chips = [s["chips"] for s in play_match(game, bots, seed).outcome()["seats"]]
        total += chips[0] if seed % 2 == 0 else chips[1]
    return total / (hands * seeds)


def test_the_heuristic_beats_random_placement() -> None:
    """Bot: the heuristic wins clearly against random placement."""
    assert units(["heuristic", "random"], hands=4, seeds=10) > 1.0


@pytest.mark.slow
def test_the_monte_carlo_bot_beats_the_heuristic_and_random() -> None:
    """Bot: over seeded heads-up matches the Monte Carlo placer wins clearly against the
    heuristic and against random placement."""
    assert units(["montecarlo", "random"], hands=2, seeds=8) > 2.0
    assert units(["montecarlo", "heuristic"], hands=2, seeds=16) > 0.3
