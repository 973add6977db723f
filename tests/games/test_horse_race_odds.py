"""Horse Race win chances: exact fractions checked against independent oracles."""

from __future__ import annotations

import itertools
import random
from fractions import Fraction
from functools import cache

import pytest
from typer.testing import CliRunner

from widow.cards import CARDS
from widow.cli import app
from widow.errors import InvalidCardError
from widow.games.horse_race.odds import layout_counts, race_chances, win_probabilities


def brute_force(stock: tuple[int, ...], finish: int) -> tuple[Fraction, ...]:
    """Every distinct order of a small stock, each weighted by how many card orders give it."""
    wins = [0] * len(stock)
    cards = [s for s, n in enumerate(stock) for _ in range(n)]
    orders = set(itertools.permutations(cards))
    for order in orders:
        seen = [0] * len(stock)
        for suit in order:
            seen[suit] += 1
            if seen[suit] == finish:
                wins[suit] += 1
                break
    return tuple(Fraction(w, len(orders)) for w in wins)


def dynamic_programme(stock: tuple[int, ...], finish: int) -> tuple[Fraction, ...]:
    """A second exact method: the race as a Markov chain over how many of each suit are out."""

    @cache
    def chances(out: tuple[int, ...]) -> tuple[Fraction, ...]:
        left = sum(stock) - sum(out)
        total = [Fraction(0)] * len(stock)
        for s, n in enumerate(stock):
            if n == out[s]:
                continue
            step = Fraction(n - out[s], left)
            if out[s] + 1 == finish:
                total[s] += step
                continue
            nxt = chances((*out[:s], out[s] + 1, *out[s + 1 :]))
            for t in range(len(stock)):
                total[t] += step * nxt[t]
        return tuple(total)

    return chances((0,) * len(stock))


@pytest.mark.parametrize(
    ("stock", "finish"),
    [((3, 2, 3, 1), 2), ((2, 2, 2), 2), ((4, 3, 2, 1), 3), ((3, 3), 2), ((5, 1, 2), 3)],
)
def test_small_races_agree_with_every_order(stock: tuple[int, ...], finish: int) -> None:
    """The closed form equals a count over every distinct order of a small stock."""
    assert race_chances(stock, finish) == brute_force(stock, finish)


def test_real_layouts_agree_with_the_markov_chain() -> None:
    """Rules, Horse Race: six track cards, 42 in the stock, first to seven wins: the closed form
    equals an independent exact method for every way the six track cards can split between the
    suits (each partition of six, and two reorderings)."""
    partitions = [
        (6, 0, 0, 0), (5, 1, 0, 0), (4, 2, 0, 0), (4, 1, 1, 0), (3, 3, 0, 0),
        (3, 2, 1, 0), (3, 1, 1, 1), (2, 2, 2, 0), (2, 2, 1, 1), (0, 1, 2, 3), (1, 0, 3, 2),
    ]  # fmt: skip
    for counts in partitions:
        stock = tuple(12 - c for c in counts)
        assert race_chances(stock) == dynamic_programme(stock, 7)


def test_chances_sum_to_one_and_fall_with_track_cards() -> None:
    """Rules, Horse Race: the more often a suit shows in the layout, the less likely it wins."""
    chances = win_probabilities("2h 3h 4h 5c 6c 9d")
    assert sum(chances.values()) == 1
    assert chances["s"] > chances["d"] > chances["c"] > chances["h"]


def test_a_suit_with_six_track_cards_cannot_win() -> None:
    """A suit with all six track cards has only six left in the stock: it cannot reach seven."""
    assert win_probabilities("2s 3s 4s 5s 6s 7s")["s"] == 0


def test_the_engine_races_match_the_exact_chances() -> None:
    """Seeded races run by the game (4,000 of them) land within sampling error of the exact
    figures."""
    from widow.games.horse_race.rules import TRACK_PACK

    rng = random.Random(11)
    layout = [c for c in CARDS[:52] if str(c) in {"2h", "3h", "4h", "5c", "6c", "9d"}]
    stock = [c for c in TRACK_PACK if c not in layout]
    exact = win_probabilities(layout)
    wins = dict.fromkeys("cdhs", 0)
    trials = 4000
    for _ in range(trials):
        rng.shuffle(stock)
        seen = [0] * 4
        for card in stock:
            seen[card & 3] += 1
            if seen[card & 3] == 7:
                wins["cdhs"[card & 3]] += 1
                break
    for suit, p in exact.items():
        spread = 4 * (float(p) * (1 - float(p)) / trials) ** 0.5
        assert abs(wins[suit] / trials - float(p)) < spread + 1e-9


def test_layouts_are_checked() -> None:
    """A layout is six different cards and holds no ace (the aces are the horses)."""
    with pytest.raises(InvalidCardError, match="6 cards"):
        layout_counts("2c 3c")
    with pytest.raises(InvalidCardError, match="aces are the horses"):
        layout_counts("2c 3c 4c 5c 6c Ah")
    with pytest.raises(InvalidCardError, match="twice"):
        layout_counts("2c 2c 4c 5c 6c 7h")


def test_the_odds_command_prints_every_suit() -> None:
    """widow odds horse-race --layout prints the four chances; bad input is one line, exit 2."""
    runner = CliRunner()
    result = runner.invoke(app, ["odds", "horse-race", "--layout", "2h 3h 4h 5c 6c 9d", "--json"])
    assert result.exit_code == 0
    assert '"s": {"exact"' in result.output
    bad = runner.invoke(app, ["odds", "horse-race", "--layout", "2h 3h"])
    assert bad.exit_code == 2
