"""Duplicate matches: each bot plays every seat of the same deal, and the pair scores the
difference seat by seat."""

from __future__ import annotations

import pytest

from widow.bots import play_match
from widow.duplicate import deal_seed, duplicate_edge, seat_orders
from widow.errors import InvalidOptionError
from widow.games import load_game


def test_one_seat_edge_is_the_score_difference_of_the_two_plays() -> None:
    """Solitaire oracle: the pair's value is A's score less B's on the same seeded deal, as the
    plain match runner plays it (same state seed, same bot stream)."""
    game = load_game("poker-squares", players=1)
    edge = duplicate_edge("poker-squares", {"players": 1}, "heuristic", "random", deals=3, seed=5)
    expected = []
    for index in range(3):
        seed = deal_seed(5, index)
        a = play_match(game, ["heuristic"], seed).outcome()["seats"][0]["points"]
        b = play_match(game, ["random"], seed).outcome()["seats"][0]["points"]
        expected.append(float(a - b))
    assert edge.values == tuple(expected)
    assert edge.mean == pytest.approx(sum(expected) / 3)
    assert edge.measure == "points" and edge.pairs == 3


def test_a_bot_against_itself_scores_exactly_zero() -> None:
    """Both plays give the bots one random stream, so identical bots replay the same deal."""
    edge = duplicate_edge("whisky-poker", {"players": 3}, "heuristic", "heuristic", 4, seed=2)
    assert edge.values == (0.0,) * 4
    assert edge.half_width == 0.0


def test_swapping_the_bots_negates_the_edge() -> None:
    """A against B and B against A play the same two games, so every pair's value flips sign."""
    ab = duplicate_edge("la-viuda", {"players": 2}, "heuristic", "random", 4, seed=9)
    ba = duplicate_edge("la-viuda", {"players": 2}, "random", "heuristic", 4, seed=9)
    assert ba.values == tuple(-v for v in ab.values)
    assert ab.measure == "money"
    assert ab.decisions_a > 0 and ab.decisions_b > 0
    assert ab.slowest_a >= 0.0 and ab.slowest_b >= 0.0


def test_every_seat_is_played_once_by_each_bot() -> None:
    for players in range(1, 9):
        first, second = seat_orders(players)
        assert all(a != b for a, b in zip(first, second, strict=True))
        assert len(first) == players


def test_workers_do_not_change_the_result() -> None:
    one = duplicate_edge("poker-squares", {"players": 2}, "heuristic", "random", 2, seed=3)
    two = duplicate_edge(
        "poker-squares", {"players": 2}, "heuristic", "random", 2, seed=3, workers=2
    )
    assert one.values == two.values


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"bot_a": "clever"}, "unknown bot 'clever'"),
        ({"deals": 0}, "deals must be"),
        ({"workers": 0}, "workers must be"),
        ({"measure": "cash"}, "reward must be one of"),
        ({"span": "week"}, "span must be one of"),
    ],
)
def test_bad_settings_are_refused_by_name(kwargs: dict[str, object], words: str) -> None:
    settings: dict[str, object] = {"bot_a": "random", "bot_b": "random", "deals": 1, "seed": 1}
    settings.update(kwargs)
    with pytest.raises(InvalidOptionError, match=words):
        duplicate_edge("poker-squares", {"players": 1}, **settings)  # type: ignore[arg-type]
