"""Option values mean one thing however they are given: a flag, ``--option key=value`` on the
command line, or a keyword from Python; and conflicting or misplaced options are refused."""

from __future__ import annotations

import json
import math

import pytest
from typer.testing import CliRunner

from widow import load_game
from widow.analysis.odds import category_counts
from widow.cards import Rank
from widow.cli import app
from widow.errors import InvalidOptionError, RecordError
from widow.ranking import get_system
from widow.records import replay
from widow.simulation import simulate

runner = CliRunner()


def run(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


def run_json(*args: str) -> dict[str, object]:
    code, out, err = run(*args, "--json")
    assert code == 0, err
    data: dict[str, object] = json.loads(out)
    return data


# --- ranks given as text are card ranks -----------------------------------------------------------


@pytest.mark.parametrize(
    ("written", "hand", "description"),
    [
        # Deuces wild: the two deuces join the two tens.
        ("2", "2s 2h Tc Td 9s", "four of a kind, tens, using 2 wild cards"),
        # Tens wild, written both ways: the two tens join the two deuces.
        ("10", "2s 2h Tc Td 9s", "four of a kind, twos, using 2 wild cards"),
        ("T", "2s 2h Tc Td 9s", "four of a kind, twos, using 2 wild cards"),
    ],
)
def test_wild_rank_text_is_a_card_rank_by_flag_and_by_option(
    written: str, hand: str, description: str
) -> None:
    by_option = run_json("rank", "high", hand, "-o", f"wild_rank={written}")
    by_flag = run_json("rank", "high", hand, "--wild-rank", written)
    assert by_option["description"] == by_flag["description"] == description


def test_wild_rank_two_makes_deuces_wild_in_the_odds_table() -> None:
    counts = run_json("odds", "high", "-o", "wild_rank=2")["categories"]
    assert isinstance(counts, dict)
    # Which rank is wild changes the straights it can fill, so this tells deuces from fours.
    deuces = category_counts(get_system("high", wild_rank=Rank.TWO), 5)
    assert counts == {name: deuces[name] for name in counts}


def test_qualifier_eight_is_an_eight_or_better_table() -> None:
    # Ace-to-five ignores straights and flushes: a qualifying low is five different ranks from
    # ace to eight, each card in any suit: C(8, 5) rank sets times 4**5 suit choices.
    eight_or_better = math.comb(8, 5) * 4**5
    counts = run_json("odds", "ace-to-five", "-o", "qualifier=8")["categories"]
    assert isinstance(counts, dict)
    assert counts["high-card"] == eight_or_better
    assert counts["no-qualifying-low"] == math.comb(52, 5) - eight_or_better


@pytest.mark.parametrize("args", [("-o", "qualifier=8"), ("--qualifier", "8")])
def test_qualifier_eight_takes_an_eight_low_and_refuses_a_nine_low(args: tuple[str, str]) -> None:
    eight = run_json("rank", "ace-to-five", "8s 5h 4d 3c Ah", *args)
    nine = run_json("rank", "ace-to-five", "9s 5h 4d 3c Ah", *args)
    assert (eight["category"], nine["category"]) == ("high-card", "no-qualifying-low")


def test_whole_numbers_from_python_keep_their_documented_meaning() -> None:
    # From Python an int is a rank index (0 is the deuce), a text a card rank.
    assert get_system("high", wild_rank=0).wild_rank == Rank.TWO
    assert get_system("high", wild_rank="2").wild_rank == Rank.TWO
    assert get_system("high", wild_rank=2).wild_rank == Rank.FOUR


# --- a flag and an --option for one setting -----------------------------------------------------


def test_a_flag_and_an_option_that_disagree_are_refused() -> None:
    code, out, err = run("odds", "la-viuda", "-o", "jokers=2", "--jokers", "1")
    assert code == 2
    assert out == ""
    assert "--jokers 1 and --option jokers=2 disagree" in err


def test_a_flag_and_an_option_that_agree_are_fine() -> None:
    both = run_json("rank", "high", "2s 2h Tc Td 9s", "--wild-rank", "10", "-o", "wild_rank=T")
    assert both["description"] == "four of a kind, twos, using 2 wild cards"
    same = run_json("odds", "high", "--jokers", "1", "-o", "jokers=1")
    assert same == run_json("odds", "high", "--jokers", "1")


def test_one_option_given_twice_differently_is_refused() -> None:
    code, _, err = run("odds", "high", "-o", "jokers=1", "-o", "jokers=2")
    assert code == 2
    assert "option 'jokers' is given twice" in err


# --- one rule, one message for the pool ---------------------------------------------------------


@pytest.mark.parametrize(
    "args",
    [("--pool", "-2"), ("--pool", "0"), ("-o", "pool=0"), ("-o", "pool=-2")],
)
def test_every_pool_below_one_gets_the_same_message(args: tuple[str, str]) -> None:
    code, _, err = run("odds", "la-viuda", *args)
    assert code == 2
    value = args[1].rpartition("=")[2]
    assert (
        err.strip() == f"widow: error: pool must be a whole number of chips, 1 or more, not {value}"
    )


# --- options that clash with the match's own settings -------------------------------------------


@pytest.mark.parametrize("name", ["players", "name", "cls"])
def test_an_option_named_like_a_setting_is_an_unknown_option(name: str) -> None:
    code, _, err = run("play", "la-viuda", "-o", f"{name}=3")
    assert code == 2
    assert f"unknown option '{name}' for la-viuda; valid: chip_value, chips" in err
    assert "Traceback" not in err


@pytest.mark.parametrize("name", ["players", "name"])
def test_a_record_with_an_option_named_like_a_setting_is_a_record_error(name: str) -> None:
    record = load_game("whisky-poker", players=2).new_state(seed=1).record()
    record["options"] = {name: 3}
    with pytest.raises(RecordError, match=f"unknown option '{name}' for whisky-poker; valid"):
        replay(record)


def test_simulate_refuses_an_option_named_players() -> None:
    with pytest.raises(InvalidOptionError, match="unknown option 'players'"):
        simulate("whisky-poker", players=2, games=1, options={"players": 3})
    code, _, err = run("simulate", "whisky-poker", "-g", "1", "-o", "players=3")
    assert code == 2
    assert "unknown option 'players'" in err
