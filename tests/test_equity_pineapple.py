"""Pineapple equity before the discard: a three-card hand is valued as its best keep on each
board (the perfect discard), checked against a plain count with the scalar evaluator.

Rules, Pineapple: each player is dealt three hole cards and discards one after the pre-flop
betting; in Crazy Pineapple the discard comes after the flop betting, before the turn.
"""

from __future__ import annotations

import itertools
import json

import pytest
from typer.testing import CliRunner

from widow.analysis.equity import DISCARD_BOARDS, equity
from widow.cards import parse_cards
from widow.cli import app
from widow.errors import InvalidCardError, InvalidOptionError
from widow.games.holdem.options import VARIANTS
from widow.ranking import get_system


def brute_force(hands: list[str], board: str) -> list[float]:
    """Every remaining board counted one by one, each hand at its best keep."""
    high = get_system("high")
    holes = [parse_cards(h) for h in hands]
    known = parse_cards(board)
    used = {c for h in holes for c in h} | set(known)
    rest = [c for c in range(52) if c not in used]
    shares = [0.0] * len(hands)
    boards = 0
    for extra in itertools.combinations(rest, 5 - len(known)):
        full = [*known, *extra]
        best = [
            max(high.evaluate([*keep, *full]).strength for keep in itertools.combinations(h, 2))
            for h in holes
        ]
        top = max(best)
        winners = [i for i, b in enumerate(best) if b == top]
        for i in winners:
            shares[i] += 1 / len(winners)
        boards += 1
    return [x / boards for x in shares]


def test_crazy_pineapple_three_cards_on_the_flop_match_a_plain_count() -> None:
    """Rules, Crazy Pineapple: the discard comes after the flop, so three hole cards may be
    weighed against a three-card board."""
    hands = ["As Ah 2c", "Kd Kc 7h", "9s 8s 3d"]
    result = equity("pineapple", hands, board="2d 7d 9h", variant="crazy")
    assert result.exact and result.boards == 780
    assert result.equity == pytest.approx(brute_force(hands, "2d 7d 9h"), abs=1e-12)


def test_a_three_card_hand_is_worth_at_least_each_of_its_keeps() -> None:
    """The best keep on every board: never less than keeping any one pair blindly."""
    board, other = "Qh Jh 4c", "Ks Kd 5s"
    three = equity("pineapple", ["Ah Th 4d", other], board=board, variant="crazy").equity[0]
    for keep in itertools.combinations(["Ah", "Th", "4d"], 2):
        spare = ({"Ah", "Th", "4d"} - set(keep)).pop()
        # The other hand keeps its best too; the blind keep plays with its third card dead.
        blind = equity("pineapple", [" ".join(keep), "Ks Kd"], board=board, dead=f"{spare} 5s")
        assert three >= blind.equity[0] - 1e-12


def test_pineapple_pre_flop_three_cards_by_monte_carlo_brackets_the_exact_count() -> None:
    """Rules, Pineapple: three hole cards before the flop; the seeded sample's interval covers
    the exact value (found here by the full count with a higher limit)."""
    hands = ["As Ah 2c", "Kd Kc 7h"]
    sample = equity("pineapple", hands, trials=40_000, seed=3, exact_limit=0)
    assert not sample.exact and sample.interval[0] < 0.01
    full = equity("pineapple", hands)
    assert full.exact and full.boards == 1_370_754
    assert abs(sample.equity[0] - full.equity[0]) < 3 * sample.interval[0]


def test_unknown_hands_get_three_cards_too() -> None:
    result = equity("pineapple", ["As Ah 2c", "??"], trials=5_000, seed=1)
    assert not result.exact and result.hands == ("As Ah 2c", "??")
    assert 0.6 < result.equity[0] < 0.95


def test_three_cards_are_refused_after_the_discard_and_in_holdem() -> None:
    """Rules, Pineapple: once the flop is out (Pineapple) or the turn (Crazy), every hand has
    discarded; Hold'em hands are two cards."""
    with pytest.raises(InvalidCardError, match="before the flop"):
        equity("pineapple", ["As Ah 2c", "Kd Kc 7h"], board="2d 7d 9h")
    with pytest.raises(InvalidCardError, match="before the turn"):
        equity("pineapple", ["As Ah 2c", "Kd Kc 7h"], board="2d 7d 9h 3s", variant="crazy")
    with pytest.raises(InvalidCardError, match="two hole cards"):
        equity("holdem", ["As Ah 2c", "Kd Kc 7h"])
    with pytest.raises(InvalidCardError, match="same number"):
        equity("pineapple", ["As Ah 2c", "Kd Kc"])


def test_crazy_hi_lo_three_cards_take_the_best_keep_for_each_half() -> None:
    """Rules, Crazy Pineapple Hi-Lo: high and an eight-or-better low; before the discard each
    half is valued at the hand's best keep for it."""
    result = equity("pineapple", ["Ah 2h Ks", "Kd Kc 7h"], board="3d 4c 9s", variant="crazy-hi-lo")
    assert result.exact and result.low is not None and result.high is not None
    # The first hand always holds A-2 for a low with 3-4 on board: it makes or shares every low.
    assert result.low[0] > result.low[1]
    assert result.equity[0] + result.equity[1] == pytest.approx(1.0)


def test_the_equity_command_takes_three_card_pineapple_hands() -> None:
    runner = CliRunner()
    args = ["equity", "pineapple", "AsAh2c", "KdKc7h", "--board", "2d 7d 9h"]
    out = runner.invoke(app, [*args, "--variant", "crazy", "--json"])
    assert out.exit_code == 0 and json.loads(out.stdout)["exact"] is True
    late = runner.invoke(app, args)
    assert late.exit_code == 2 and "before the flop" in late.output


def test_equity_takes_the_variants_of_pineapples_own_option() -> None:
    """Rules, Pineapple, 'Crazy Pineapple' and 'Crazy Pineapple Hi-Lo 8 or better'
    (soko-ofc-chinese-pineapple-anaconda-paiute-lowball-whiskey.txt): equity, which sits below the
    games and keeps its own table of when each variant discards, offers exactly the variants of
    the game's ``variant`` option, in the same order, and refuses any other by naming them."""
    assert tuple(DISCARD_BOARDS) == VARIANTS
    for variant in VARIANTS:
        result = equity("pineapple", ["As Ah", "Kd Kc"], board="2c 7d 9h", variant=variant)
        assert result.exact and result.boards == 990
    listed = ", ".join(VARIANTS)
    with pytest.raises(InvalidOptionError, match=f"must be one of {listed}, not 'wild'"):
        equity("pineapple", ["As Ah", "Kd Kc"], variant="wild")
