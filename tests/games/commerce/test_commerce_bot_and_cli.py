"""Commerce's heuristic player, and the commands: rules, play, replay and simulate."""

from __future__ import annotations

from pathlib import Path

from commerce_support import make, play
from typer.testing import CliRunner

from widow import load_game
from widow.bots import get_bot, play_match
from widow.bots.random_bot import RandomBot
from widow.cli import app
from widow.engine.actions import KNOCK, PASS
from widow.games.commerce.actions import KEEP, Blind, Swap
from widow.games.commerce.bot import CommerceHeuristicBot, percentile
from widow.records import write_record

runner = CliRunner()
BOT = CommerceHeuristicBot()


def choose(state: object, seat: int) -> object:
    import random

    legal = state.legal_actions()  # type: ignore[attr-defined]
    return BOT.choose(state.view(seat), legal, random.Random(1))  # type: ignore[attr-defined]


def test_heuristic_is_the_default_bot() -> None:
    assert isinstance(get_bot("heuristic", game="commerce"), CommerceHeuristicBot)


def test_dealer_takes_a_pair_from_the_board_blind() -> None:
    state = make(3, board="Kc Kd 2h")
    action = choose(state, 0)
    assert isinstance(action, Blind) and sorted(map(str, action.take)) == ["Kc", "Kd"]


def test_dealer_takes_a_tricon_from_the_board_and_keeps_against_a_weak_board() -> None:
    assert isinstance(choose(make(3, board="Ac Ad Ah"), 0), Blind)
    assert choose(make(3, board="2c 3d 5h"), 0) == KEEP


def test_knocks_on_a_tricon_and_swaps_into_one() -> None:
    state = make(3, hands={1: "Ac Ad Ah"}, board="2c 7d 9h")
    play(state, "keep")
    assert choose(state, 1) == KNOCK
    state = make(3, hands={1: "Kc Kd 2h"}, board="Ks 5c 9d")
    play(state, "keep")
    action = choose(state, 1)
    assert isinstance(action, Swap) and str(action) == "swap 2h for Ks"


def test_stands_pat_after_a_knock_when_no_swap_helps() -> None:
    state = make(3, hands={2: "Ac Ad Ah"}, board="2c 7d 9h")
    play(state, "keep", "knock")
    assert choose(state, 2) == PASS


def test_percentile_orders_the_categories() -> None:
    from widow.cards import parse_cards

    ladder = ["Kh 9d 4c", "2c 2d 3h", "7c 5c 2c", "4d 3d 2d", "2c 2d 2h"]
    shares = [percentile(parse_cards(h)) for h in ladder]
    assert shares == sorted(shares) and len(set(shares)) == len(shares)


def test_heuristic_beats_random_clearly() -> None:
    """Seeded matches, the heuristic player at each seat in turn against two random players: it
    wins far more than its third of the money and of the matches."""
    game = load_game("commerce", players=3)
    money, wins, matches = 0, 0, 36
    for seed in range(matches):
        seat = seed % 3
        bots: list[object] = [RandomBot()] * 3
        bots[seat] = BOT
        state = play_match(game, bots, seed)  # type: ignore[arg-type]
        out = state.outcome()
        money += out["seats"][seat]["money"]
        wins += seat in out["winners"]
    assert money > matches and wins > matches * 0.6


def test_rules_print_the_game_and_its_options() -> None:
    result = runner.invoke(app, ["rules", "commerce"])
    assert result.exit_code == 0
    assert "COMMERCE" in result.stdout and "pass_after_knock" in result.stdout


def test_play_in_the_terminal_refuses_a_bad_move_and_saves_the_record(tmp_path: Path) -> None:
    record = tmp_path / "commerce.json"
    result = runner.invoke(
        app,
        ["play", "commerce", "-n", "3", "--seed", "3", "--record", str(record)],
        input="keep\nknock\nquit\n",
    )
    assert result.exit_code == 0, result.stdout
    assert "board (face up)" in result.stdout
    assert "only the dealer exchanges blind" in result.stdout
    assert "you knock" in result.stdout
    assert record.exists()


def test_replay_walks_through_a_whole_match(tmp_path: Path) -> None:
    state = play_match(load_game("commerce", players=3), ["heuristic"] * 3, 4)
    path = write_record(state, tmp_path / "commerce.json")
    result = runner.invoke(app, ["replay", str(path), "--seat", "1"])
    assert result.exit_code == 0, result.stdout
    assert f"[{len(state.history)}] seat" in result.stdout and "final result" in result.stdout


def test_simulate_reports_money_by_bot() -> None:
    result = runner.invoke(
        app, ["simulate", "commerce", "-n", "3", "--games", "3", "--bots", "heuristic,random"]
    )
    assert result.exit_code == 0, result.stdout
    assert "heuristic" in result.stdout and "money" in result.stdout
