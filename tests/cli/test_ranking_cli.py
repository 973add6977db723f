"""``widow odds``, ``widow rank`` and ``widow compare``: output and every kind of user mistake."""

from __future__ import annotations

import json
import math
import subprocess
import sys

import pytest
from typer.testing import CliRunner

from widow.cli import app

runner = CliRunner()


def run(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


def run_json(*args: str) -> dict[str, object]:
    code, out, err = run(*args, "--json")
    assert code == 0, err
    data: dict[str, object] = json.loads(out)
    return data


# --- odds -----------------------------------------------------------------------------------------


def test_odds_high_json_counts_every_five_card_hand() -> None:
    data = run_json("odds", "high", "--cards", "5")
    assert data["system"] == "high"
    assert data["cards"] == 5
    assert data["total"] == math.comb(52, 5)
    categories = data["categories"]
    assert isinstance(categories, dict)
    assert categories["full-house"] == 3744
    assert sum(categories.values()) == data["total"]


def test_odds_leaves_out_rows_that_cannot_occur() -> None:
    from widow.analysis.odds import category_counts
    from widow.ranking import get_system

    for options in ((), ("--option", "royal_flush=false")):
        shown = run_json("odds", "high", *options)["categories"]
        assert isinstance(shown, dict)
        system = get_system("high", **({"royal_flush": False} if options else {}))
        every = category_counts(system, 5)
        left_out = set(every) - set(shown)
        assert "five-of-a-kind" in left_out
        assert ("royal-flush" in left_out) == bool(options)
        assert all(every[name] == 0 for name in left_out)


def test_odds_table_names_every_category_with_one_in_x() -> None:
    code, out, _ = run("odds", "brag")
    assert code == 0
    for category in ("prial", "running-flush", "run", "flush", "pair", "high-card"):
        assert category in out
    assert "22,100" in out
    assert "1 in 425.00" in out  # 52 prials among 22,100 hands


def test_odds_la_viuda_keeps_its_two_jokers_unless_told() -> None:
    with_jokers = run_json("odds", "la-viuda", "--pool", "2")
    assert with_jokers["total"] == math.comb(54, 5)
    without = run_json("odds", "la-viuda", "--pool", "2", "--jokers", "0")
    assert without["total"] == math.comb(52, 5)


def test_odds_wild_rank_is_written_as_card_text() -> None:
    deuces = run_json("odds", "high", "--wild-rank", "2")
    tens_a = run_json("odds", "high", "--wild-rank", "T")
    tens_b = run_json("odds", "high", "--wild-rank", "10")
    assert tens_a == tens_b
    categories = deuces["categories"]
    assert isinstance(categories, dict)
    assert categories["five-of-a-kind"] > 0


def test_odds_qualifier_adds_the_no_qualifying_row() -> None:
    data = run_json("odds", "ace-to-five", "--qualifier", "8")
    categories = data["categories"]
    assert isinstance(categories, dict)
    assert categories["no-qualifying-low"] > 0


# --- rank -----------------------------------------------------------------------------------------


def test_rank_describes_the_hand() -> None:
    code, out, _ = run("rank", "high", "Ks Kd Kh 5c 5d")
    assert code == 0
    assert "full-house" in out
    assert "full house, kings over fives" in out


def test_rank_accepts_cards_as_separate_arguments_and_json() -> None:
    data = run_json("rank", "high", "As", "Ks", "Qs", "Js", "10s")
    assert data["category"] == "royal-flush"
    assert data["cards"] == ["As", "Ks", "Qs", "Js", "Ts"]


def test_rank_la_viuda_with_the_pool_setting_the_wild_rank() -> None:
    # Two chips in the pool make twos wild: two twos and a joker join two nines: five nines.
    data = run_json("rank", "la-viuda", "9h 9d 2c 2s XR", "--pool", "2")
    assert data["category"] == "five-of-a-kind"


# --- compare --------------------------------------------------------------------------------------


def test_compare_names_the_winner_and_the_rule() -> None:
    data = run_json("compare", "high", "2c 2d 5h 5s 9c", "Ac Kd Qh Js 9s")
    assert data["winner"] == "first"
    reason = str(data["reason"]).replace("-", " ")
    assert "two pair" in reason and "high card" in reason


def test_compare_tie() -> None:
    data = run_json("compare", "high", "2c 2d 5h 5s 9c", "2h 2s 5c 5d 9d")
    assert data["winner"] == "tie"


def test_compare_la_viuda_reports_chance() -> None:
    # La Viuda, tie-breaks 4: three black cards against three red ones; a drawn card decides.
    data = run_json("compare", "la-viuda", "Ks Kh 8s 6s 5d", "Kd Kc 8h 6c 5h")
    assert data["winner"] == "chance"


def test_compare_plain_text() -> None:
    code, out, _ = run("compare", "high", "2c 2d 5h 5s 9c", "Ac Kd Qh Js 9s")
    assert code == 0
    assert out.startswith("The first hand wins")


# --- user mistakes: one line, exit status 2, no traceback ---------------------------------------


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (("rank", "high", "As Ks Qs Js 1s"), "'1s'"),
        (("rank", "high", "As Ks Qs Js"), "got 4"),
        (("rank", "high", "As Ks Qs Js As"), "'As' appears twice"),
        (("rank", "brag", "XR 2c 3c"), "not in the"),
        (("odds", "hgih"), "valid: ace-to-five"),
        (("odds", "brag", "--jokers", "1"), "--jokers does not apply to brag"),
        (("odds", "high", "--cards", "9"), "--cards 9"),
        (("odds", "high", "--cards", "seven"), "--cards must be a whole number"),
        (("odds", "la-viuda", "--jokers", "1.5"), "--jokers must be a whole number"),
        (("rank", "la-viuda", "Ah Ad XR 7c 2s", "--pool", "two"), "--pool must be a whole number"),
        (("odds", "high", "--wild-rank", "Z"), "'Z'"),
        (("odds", "high", "--option", "nonsense"), "key=value"),
        (("odds", "high", "--option", "colour=blue"), "unknown option 'colour'"),
        (("odds", "la-viuda", "--pool", "2", "--wild-rank", "K"), "pool"),
        (("compare", "high", "As Ks Qs Js Ts", "As Kd Qd Jd Td"), "'As' is in both hands"),
    ],
)
def test_user_mistakes_get_one_clear_line(args: tuple[str, ...], needle: str) -> None:
    code, out, err = run(*args)
    assert code == 2
    assert "Traceback" not in err + out
    assert err.startswith("widow: error:")
    assert needle in err
    assert err.count("\n") == 1


def test_console_script_never_prints_a_traceback() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "widow", "rank", "high", "As Ks Qs Js Zz"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert "'Zz'" in done.stderr


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (("compare", "high", "As Ks Qs Js Ts"), "missing argument 'B' (see widow compare --help)"),
        (("rank", "high"), "missing argument 'CARDS'"),
        (("odds", "high", "--colour", "blue"), "no such option: --colour"),
        (("odds",), "missing argument 'SYSTEM'"),
    ],
)
def test_what_click_cannot_parse_is_one_line_too(args: tuple[str, ...], needle: str) -> None:
    code, out, err = run(*args)
    assert code == 2
    assert err.startswith("widow: error: ")
    assert needle in err
    assert err.count("\n") == 1
    assert "Usage:" not in err + out
