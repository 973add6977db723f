"""Rebuys in the betting games whose matches run over several hands.

Rules, Pineapple, Setup: the players agree 'on the amount of a buy-in', each player's initial
stake. The texts leave busted players to the table's custom; the usual cardroom convention, a
rebuy of the same buy-in before the next hand, is the ``rebuy`` option (default 0: a busted player
leaves the match). The chips a rebuy brings count as chips brought to the table.
"""

from __future__ import annotations

import random

import pytest

from widow import InvalidOptionError, load_game
from widow.engine.core import State

GAMES = [
    ("holdem", {"stack": 6}),
    ("pineapple", {"stack": 6}),
    ("soko", {"stack": 6, "betting": "no-limit"}),
    ("anaconda", {"stack": 6, "betting": "no-limit"}),
    ("draw-poker", {"stack": 6, "betting": "no-limit"}),
]


def play_out(name: str, seed: int, **options: object) -> tuple[State, list[object]]:
    """A random match of three players to its end, with every event it produced."""
    state = load_game(name, players=3, **options).new_state(seed=seed)
    rng = random.Random(seed)
    events: list[object] = list(state.recent_events())
    while not state.is_over:
        legal = state.legal_actions()
        events += state.apply(legal[rng.randrange(len(legal))])
    return state, events


@pytest.mark.parametrize(("name", "options"), GAMES)
def test_a_busted_seat_buys_in_again_up_to_the_limit(name: str, options: dict[str, object]) -> None:
    """Each rebuy brings the seat's starting stack, at most ``rebuy`` times per seat, and the
    outcome counts the money against every buy-in (the table's money still sums to zero)."""
    seen = 0
    for seed in range(40):
        state, events = play_out(name, seed, rebuy=2, hands=12, **options)
        rebuys = [e for e in events if getattr(e, "type", "") == "rebought"]
        counts: dict[int, int] = {}
        for event in rebuys:
            seat = event.seat  # type: ignore[attr-defined]
            counts[seat] = counts.get(seat, 0) + 1
            assert event.amount == 6 and event.count == counts[seat]  # type: ignore[attr-defined]
        assert all(c <= 2 for c in counts.values())
        out = state.outcome()
        for row in out["seats"]:
            bought = 6 * (1 + counts.get(row["seat"], 0))
            assert row["rebought"] == 6 * counts.get(row["seat"], 0)
            assert row["money"] == row["chips"] - bought
        assert sum(r["money"] for r in out["seats"]) == 0
        seen += len(rebuys)
        if seen >= 3:
            break
    assert seen >= 3, "no rebuys happened in forty short-stacked matches"


@pytest.mark.parametrize(("name", "options"), GAMES)
def test_without_rebuys_a_busted_seat_leaves(name: str, options: dict[str, object]) -> None:
    """The default: a player who has lost every chip is dealt no more hands."""
    for seed in range(10):
        state, events = play_out(name, seed, hands=12, **options)
        assert not [e for e in events if getattr(e, "type", "") == "rebought"]
        assert "rebought" not in state.outcome()["seats"][0]


@pytest.mark.parametrize(("name", "options"), GAMES)
def test_a_seat_rebought_is_dealt_in_again(name: str, options: dict[str, object]) -> None:
    """After a rebuy the seat plays the next hand: it is among the seats dealt in."""
    for seed in range(40):
        _, events = play_out(name, seed, rebuy=1, hands=12, **options)
        for i, event in enumerate(events):
            if getattr(event, "type", "") == "rebought":
                dealt = next(e for e in events[i:] if getattr(e, "type", "") == "dealt")
                assert event.seat in dealt.seats  # type: ignore[attr-defined]
                return
    pytest.fail("no rebuy happened")


def test_rebuy_must_be_a_whole_number_not_below_zero() -> None:
    with pytest.raises(InvalidOptionError, match="rebuy"):
        load_game("holdem", players=2, rebuy=-1)
