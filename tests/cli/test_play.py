"""``widow play`` driven through standard input: whole matches, the prompt's commands, quitting,
the record it writes, and every kind of bad input."""

from __future__ import annotations

import errno
import io
import json
import random
import re
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import CliRunner

from widow import list_games, load_game, replay
from widow.bots import get_bot
from widow.cli import app
from widow.cli.play import ABBREVIATIONS, PlaySession, Screen, expand

#: The games as the error messages list them.
ALL_GAMES = ", ".join(list_games())

runner = CliRunner()

# Knock where knocking is allowed; otherwise pass (after someone else's knock); decline La Viuda.
# Lines the rules refuse get a reason and a new prompt, so this plays any match to its end.
KNOCK_PASS_DECLINE = "k\np\nd\n" * 400


def play(*args: str, input: str = "") -> tuple[int, str, str]:
    result = runner.invoke(app, ["play", *args], input=input)
    return result.exit_code, result.stdout, result.stderr


def tokens(text: str) -> set[str]:
    return {t.strip("().,;:") for t in text.split()}


# --- whole matches ------------------------------------------------------------------------------


def test_la_viuda_plays_to_the_end_and_the_record_replays(tmp_path: Path) -> None:
    path = tmp_path / "match.json"
    code, out, err = play(
        "la-viuda", "-n", "3", "--seed", "5", "--option", "chips=1", "--record", str(path),
        input=KNOCK_PASS_DECLINE,
    )  # fmt: skip
    assert code == 0, err
    assert "final result:" in out
    assert "winner: " in out
    assert "\nshowdown\n" in out
    assert "pays a chip into the pool for the worst hand" in out
    assert f"record saved to {path}" in out
    state = replay(json.loads(path.read_text()))
    assert state.is_over
    # The placings printed are the outcome of the recorded match.
    first = next(s for s in state.outcome()["seats"] if s["placing"] == 1)["seat"]
    winner = "you" if first == 0 else f"seat {first} (heuristic)"
    assert f"winner: {winner}" in out


def test_whisky_poker_lives_match_ends_and_names_the_loser(tmp_path: Path) -> None:
    path = tmp_path / "wp.json"
    code, out, err = play(
        "whisky-poker", "-n", "2", "--seed", "11", "--bots", "random",
        "-o", "scoring=lives", "-o", "lives=2", "--record", str(path),
        input=KNOCK_PASS_DECLINE,
    )  # fmt: skip
    assert code == 0, err
    assert "final result:" in out
    assert "buy the whisky" in out or "buys the whisky" in out
    assert "seat 1 (random)" in out
    # Lives are what the match is played for: no money changes hands.
    result = out[out.index("final result:") :]
    assert "lives " in result
    assert "money" not in result
    assert replay(json.loads(path.read_text())).is_over


def test_the_stripped_la_viuda_is_scored_in_points(tmp_path: Path) -> None:
    code, out, err = play(
        "la-viuda", "-n", "3", "--seed", "11", "-o", "stripped=true", "-o", "target=2",
        "--record", str(tmp_path / "r.json"), input=KNOCK_PASS_DECLINE,
    )  # fmt: skip
    assert code == 0, err
    assert "points to win 2, wild cards none" in out
    result = out[out.index("final result:") :]
    assert "points 2" in result
    assert "chips" not in result
    assert "money" not in result


def test_fewer_bot_names_than_seats_repeat_round_the_table(tmp_path: Path) -> None:
    code, out, err = play(
        "whisky-poker", "--players", "5", "--bots", "heuristic,random", "--seed", "7",
        "--record", str(tmp_path / "r.json"), input=KNOCK_PASS_DECLINE,
    )  # fmt: skip
    assert code == 0, err
    for seat, bot in enumerate(["heuristic", "random", "heuristic", "random"], start=1):
        assert f"seat {seat} ({bot})" in out


def test_bot_moves_are_printed_with_seat_and_kind(tmp_path: Path) -> None:
    code, out, _ = play(
        "whisky-poker", "-n", "3", "--seed", "2", "--bots", "random,heuristic",
        "--record", str(tmp_path / "r.json"), input=KNOCK_PASS_DECLINE,
    )  # fmt: skip
    assert code == 0
    assert re.search(r"seat 1 \(random\) (passes|knocks|takes|swaps)", out)
    assert re.search(r"seat 2 \(heuristic\) (passes|knocks|takes|swaps)", out)


def test_the_rich_screen_plays_a_whole_match() -> None:
    # The terminal rendering (rich tables) runs the same session as the plain one.
    buffer = io.StringIO()
    console = Console(file=buffer, width=120, color_system=None)
    lines = iter(KNOCK_PASS_DECLINE.split())
    state = load_game("la-viuda", players=3, chips=1).new_state(seed=5)
    session = PlaySession(
        state,
        seat=0,
        bots={1: get_bot("heuristic"), 2: get_bot("random")},
        bot_names={1: "heuristic", 2: "random"},
        rng=random.Random(0),
        screen=Screen(console, rich=True),
        read=lambda prompt: next(lines, None),
    )
    assert session.run()
    out = buffer.getvalue()
    assert state.is_over
    assert "seat 2 (random)" in out
    # The grid of the table description: roles and the value of the person's hand.
    assert "dealer" in out and "hand value: " in out
    assert "final result" in out
    assert "place" in out and "money" in out


# --- the prompt ---------------------------------------------------------------------------------


def test_help_lists_the_legal_moves_with_short_forms(tmp_path: Path) -> None:
    code, out, _ = play(
        "la-viuda", "-n", "2", "--seed", "3", "--record", str(tmp_path / "r.json"),
        input="help\nquit\n",
    )  # fmt: skip
    assert code == 0
    assert "  1. pass" in out and "  3. knock" in out
    # The short forms of the moves open now, and only those (no La Viuda to buy yet).
    assert "short forms: p (pass), x (exchange), k (knock)\n" in out
    assert "quit" in out


def test_a_mistyped_command_gives_the_reason_and_a_new_prompt(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    code, out, _ = play(
        "la-viuda", "-n", "2", "--seed", "3", "--record", str(path), input="flip\np\nquit\n"
    )
    assert code == 0
    assert "unknown move 'flip'; moves open now: " in out
    assert out.count("your move> ") >= 2
    # The game went on: the pass after the mistake was applied and recorded.
    actions = json.loads(path.read_text())["actions"]
    assert {"seat": 0, "action": "pass"} in actions


def test_an_illegal_command_names_move_phase_and_reason(tmp_path: Path) -> None:
    code, out, _ = play(
        "whisky-poker", "-n", "3", "--seed", "8", "--record", str(tmp_path / "r.json"),
        input="swap 2c 3d\nquit\n",
    )  # fmt: skip
    assert code == 0
    assert (
        "'swap 2c 3d' is not allowed now (first round: the widow is face down): the widow is still"
        in out
    )


def test_short_forms_are_the_full_commands(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    code, out, _ = play(
        "whisky-poker", "-n", "2", "--seed", "4", "--record", str(path), input="x\nquit\n"
    )
    assert code == 0
    assert "you take the face-down widow" in out
    assert {"seat": 0, "action": "exchange"} in json.loads(path.read_text())["actions"]


@pytest.mark.parametrize(("short", "full"), sorted(ABBREVIATIONS.items()))
def test_every_short_verb_expands_to_a_verb_the_engine_parses(short: str, full: str) -> None:
    state = load_game("la-viuda", players=2).new_state(seed=1)
    text = expand(f"{short} 9h Qs") if full == "swap" else expand(short)
    assert state.parse_action(text).verb == full


def test_show_redraws_the_table_from_the_seat_view(tmp_path: Path) -> None:
    code, out, _ = play(
        "la-viuda", "-n", "3", "--seed", "6", "--record", str(tmp_path / "r.json"),
        input="show\nquit\n",
    )  # fmt: skip
    assert code == 0
    assert out.count("widow (face ") >= 2
    assert "wild rank A" in out
    assert "pack: 52 cards and 2 jokers, the jokers always wild" in out
    # The hand is shown with its value under this deal's ranking.
    assert re.search(r"your hand: (\S+ ){4}\S+; hand value: \w", out)


def test_a_fresh_seed_is_shown_only_when_leaving(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The seed decides every hidden card, so it cannot be shown while the match is played.
    monkeypatch.setattr("widow.cli.games.secrets.randbelow", lambda _: 123456789)
    monkeypatch.chdir(tmp_path)
    code, out, _ = play("la-viuda", "-n", "3", input="p\nquit\n")
    assert code == 0
    playing, shown, after = out.partition("seed 123456789; record saved to")
    assert shown
    assert "123456789" not in playing
    (saved,) = tmp_path.glob("widow-la-viuda-*.json")
    assert "123456789" not in saved.name  # the file sits there while the match is played
    assert saved.name in after
    assert json.loads(saved.read_text())["seed"] == 123456789


@pytest.mark.parametrize(
    ("game", "moves"), [("la-viuda", 0), ("la-viuda", 4), ("la-viuda", 9), ("whisky-poker", 5)]
)
def test_nothing_hidden_from_seat_0_is_printed(tmp_path: Path, game: str, moves: int) -> None:
    path = tmp_path / "r.json"
    lines = [*KNOCK_PASS_DECLINE.split()[:moves], "quit"]
    code, out, _ = play(
        game, "-n", "4", "--seed", "9", "--record", str(path), input="\n".join(lines) + "\n"
    )
    assert code == 0
    state = replay(json.loads(path.read_text()))
    assert not state.is_over, "the test needs a deal under way"
    view = state.view(0)
    hidden = {str(c) for c in state.zones()["stock"]}
    for seat in range(1, 4):
        known = {c for c in view["seats"][seat]["hand"] if c != "??"}
        hidden |= {str(c) for c in state.zones()[f"hand {seat}"]} - known
    if not view["widow"]["face_up"]:
        hidden |= {str(c) for c in state.zones()["widow"]}
    # Only the deal under way keeps secrets: earlier deals ended with every hand shown, and the
    # draw for the first deal (before "deal 1:") uses a separate shuffle.
    current = out[list(re.finditer(r"^deal \d+:", out, re.MULTILINE))[-1].start() :]
    assert not (tokens(current) & hidden)
    assert " ".join(view["hand"]) in out


# --- leaving ------------------------------------------------------------------------------------


def test_end_of_input_ends_cleanly_and_saves(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    code, out, err = play("la-viuda", "-n", "3", "--seed", "1", "--record", str(path), input="p\n")
    assert code == 0, err
    assert "goodbye" in out
    assert "result so far:" in out
    record = json.loads(path.read_text())
    assert {"seat": 0, "action": "pass"} in record["actions"]
    assert not replay(record).is_over


def test_quit_ends_cleanly_and_saves(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    code, out, _ = play("whisky-poker", "--seed", "1", "--record", str(path), input="quit\n")
    assert code == 0
    assert "goodbye" in out
    assert path.exists()


def test_ctrl_c_at_the_prompt_ends_cleanly_and_saves(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def interrupted(prompt: str) -> str | None:
        raise KeyboardInterrupt

    monkeypatch.setattr("widow.cli.games.plain_reader", interrupted)
    path = tmp_path / "r.json"
    code, out, err = play("la-viuda", "--seed", "2", "--record", str(path))
    assert code == 0, err
    assert "goodbye" in out
    assert "Traceback" not in out + err
    assert path.exists()


def test_the_record_is_saved_when_the_output_breaks(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def one_move_then_a_closed_pipe(self: PlaySession) -> bool:
        self.state.apply(self.state.legal_actions()[0])
        raise BrokenPipeError(errno.EPIPE, "Broken pipe")

    monkeypatch.setattr(PlaySession, "run", one_move_then_a_closed_pipe)
    path = tmp_path / "r.json"
    code, _, err = play("whisky-poker", "--seed", "3", "--record", str(path))
    assert code == 128 + 13  # the status of a program that SIGPIPE stopped
    assert f"output closed; record saved to {path}" in err
    assert len(json.loads(path.read_text())["actions"]) == 1


def test_the_default_record_name_is_printed_and_used(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    code, out, _ = play("whisky-poker", "-n", "2", "--seed", "77", input="quit\n")
    assert code == 0
    (saved,) = tmp_path.glob("widow-whisky-poker-*.json")
    assert saved.name in out
    assert json.loads(saved.read_text())["seed"] == 77


def test_an_unwritable_record_is_one_error_line(tmp_path: Path) -> None:
    target = tmp_path / "missing-dir" / "r.json"
    code, out, err = play("whisky-poker", "--seed", "1", "--record", str(target), input="quit\n")
    assert code == 2
    assert err.strip().count("\n") == 0
    assert "cannot write the record" in err
    assert "your move>" not in out  # refused before the match begins


# --- bad input on the command line -------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["poker"], f"unknown game 'poker'; valid: {ALL_GAMES}"),
        (["la-viuda", "-o", "lives=2"], "unknown option 'lives' for la-viuda; valid: chip_value"),
        (["la-viuda", "-o", "chips=0"], "option chips must be at least 1"),
        (["la-viuda", "-o", "chips"], "option 'chips' is not of the form key=value"),
        (["whisky-poker", "-n", "1"], "whisky-poker takes 2 to 9 players"),
        (["whisky-poker", "-n", "ten"], "--players must be a whole number"),
        (
            ["whisky-poker", "--bots", "genius"],
            "unknown bot 'genius' for whisky-poker; valid: heuristic, ismcts, random, search",
        ),
        (
            ["whisky-poker", "-n", "3", "--bots", "random,random,random"],
            "--bots gives 3 names for 2",
        ),
        (["whisky-poker", "-n", "3", "--bots", ""], "unknown bot ''"),
        (["whisky-poker", "--record"], "option '--record' requires an argument"),
        (["whisky-poker", "--colour", "red"], "no such option: --colour"),
        ([], "missing argument 'GAME'"),
        (["whisky-poker", "--seed", "-4"], "--seed must be a whole number"),
    ],
)
def test_bad_command_lines_are_one_line_and_status_2(args: list[str], message: str) -> None:
    code, out, err = play(*args)
    assert code == 2
    assert message in err
    assert err.strip().count("\n") == 0
    assert "Traceback" not in out + err


# --- the table as the person at seat 0 sees it ----------------------------------------------------

# Seed 7, three players, one chip each: you lose the first deal and are offered La Viuda.
BUY_SESSION = ("la-viuda", "-n", "3", "-o", "chips=1", "--seed", "7")


#: A seat's row in a plain table: the turn mark, then the seat's name.
SEAT_ROW = re.compile(r"^[* ] (?P<name>you|seat \d \(\w+\))")


def table_blocks(out: str) -> list[list[str]]:
    """The seat rows of every plain table printed (the rows above each ``widow (...)`` line)."""
    blocks, lines = [], out.splitlines()
    for i, line in enumerate(lines):
        if line.startswith("widow (face "):
            rows: list[str] = []
            for row in reversed(lines[:i]):
                if not SEAT_ROW.match(row):
                    break
                rows.insert(0, row)
            blocks.append(rows)
    return blocks


def test_buying_la_viuda_is_said_in_the_second_person(tmp_path: Path) -> None:
    code, out, err = play(
        *BUY_SESSION, "--record", str(tmp_path / "r.json"), input="k\np\nb\n" * 60
    )
    assert code == 0, err
    assert "you buy La Viuda for 2 and play on" in out
    assert "you buy La Viuda for 2 and plays on" not in out


def test_the_buyers_row_keeps_the_plain_columns_straight(tmp_path: Path) -> None:
    code, out, err = play(
        *BUY_SESSION, "--record", str(tmp_path / "r.json"), input="k\np\nb\nshow\n" * 60
    )
    assert code == 0, err
    blocks = table_blocks(out)
    assert any(any("bought La Viuda" in row for row in rows) for rows in blocks)
    for rows in blocks:
        # The counters and the cards start at the same place in every row.
        assert len({row.index(" chips ") for row in rows}) == 1, rows
        starts = {m.start() for row in rows if (m := re.search(r"(your|seat \d's) hand: ", row))}
        assert len(starts) == 1, rows


def test_refusals_at_your_prompt_speak_to_you(tmp_path: Path) -> None:
    code, out, err = play(*BUY_SESSION, "--record", str(tmp_path / "r.json"), input="k\np\nd\n")
    assert code == 0, err
    refusal = next(line for line in out.splitlines() if "is not allowed now" in line)
    assert refusal.startswith("  'pass' is not allowed now (La Viuda is offered): you must first")
    assert "seat 0" not in out.replace("you at seat 0", "")


def test_another_seats_knock_is_named_in_a_refusal(tmp_path: Path) -> None:
    # Seed 4, two players: you exchange and knock in the first deal; the bot knocks first in the
    # second, so your knock there is refused, naming the knocker as the table names it.
    code, out, err = play(
        "whisky-poker", "-n", "2", "--seed", "4", "--record", str(tmp_path / "r.json"),
        input="x\nk\nk\nq\n",
    )  # fmt: skip
    assert code == 0, err
    assert (
        "'knock' is not allowed now (first round: the widow is face down): seat 1 (heuristic) has"
        in out
    )


@pytest.mark.parametrize(
    ("game", "rows"),
    [
        ("la-viuda", ["you", "seat 3 (heuristic)", "seat 2 (heuristic)", "seat 1 (heuristic)"]),
        ("whisky-poker", ["you", "seat 1 (heuristic)", "seat 2 (heuristic)", "seat 3 (heuristic)"]),
    ],
)
def test_seats_are_listed_in_the_order_of_play_from_you(
    tmp_path: Path, game: str, rows: list[str]
) -> None:
    # Rules, La Viuda: "The game is dealt and played counter-clockwise"; Whisky Poker clockwise.
    code, out, err = play(
        game, "-n", "4", "--seed", "3", "--record", str(tmp_path / "r.json"), input="quit\n"
    )
    assert code == 0, err
    first = table_blocks(out)[0]
    assert [match["name"] for row in first if (match := SEAT_ROW.match(row))] == rows


def test_leaving_la_viuda_early_shows_chips_payments_and_stakes(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    code, out, err = play(
        "la-viuda", "-n", "4", "--seed", "3", "--record", str(path), input="k\nquit\n"
    )
    assert code == 0, err
    tail = out[out.index("result so far:") :]
    state = replay(json.loads(path.read_text()))
    outcome = state.outcome()
    assert not outcome["over"]
    # No placings before the end; every seat with the chips it holds and what it paid in.
    assert not re.search(r"^  \d\. ", tail, re.M)
    for seat in outcome["seats"]:
        name = "you" if seat["seat"] == 0 else f"seat {seat['seat']} (heuristic)"
        assert re.search(
            rf"^  {re.escape(name)} +chips {seat['chips']}  paid in {seat['paid']}", tail, re.M
        )
    assert f"money at stake: {outcome['stakes']}, all of it to the last player left" in tail


def test_leaving_whisky_poker_lives_early_shows_lives(tmp_path: Path) -> None:
    code, out, err = play(
        "whisky-poker", "-n", "3", "--seed", "3", "-o", "scoring=lives",
        "--record", str(tmp_path / "r.json"), input="quit\n",
    )  # fmt: skip
    assert code == 0, err
    tail = out[out.index("result so far:") :]
    assert tail.count("lives 5") == 3
    assert "money" not in tail


def test_cards_seen_in_other_hands_are_shown_at_your_turn(tmp_path: Path) -> None:
    # You take the widow; the bot then swaps all five for your old, face-up hand, so all five of
    # its cards are known to you, and your next prompt says so without `show`.
    path = tmp_path / "r.json"
    code, out, err = play(
        "whisky-poker", "-n", "2", "--seed", "4", "--record", str(path), input="x\nquit\n"
    )
    assert code == 0, err
    state = replay(json.loads(path.read_text()))
    known = [c for c in state.view(0)["seats"][1]["hand"] if c != "??"]
    assert len(known) == 5
    before_prompt = out.split("your move> ")[1]
    assert f"seen in other hands: seat 1 (heuristic) {' '.join(known)}" in before_prompt


def test_the_stripped_pack_is_named_and_nothing_is_wild(tmp_path: Path) -> None:
    # Rules, Variations: "two players play with a 20-card pack with just A-K-Q-J-10 in each suit,
    # and an extra rank is added for each additional player".
    expected = {
        2: "A K Q J T of each suit (20 cards)",
        3: "A K Q J T 9 of each suit (24 cards)",
        7: "A K Q J T 9 8 7 6 5 of each suit (40 cards)",
    }
    for players, pack in expected.items():
        code, out, err = play(
            "la-viuda", "-n", str(players), "-o", "stripped=true", "--seed", "2",
            "--record", str(tmp_path / "r.json"), input="quit\n",
        )  # fmt: skip
        assert code == 0, err
        assert f"pack: {pack}, no jokers" in out
        assert "wild cards none" in out and "jokers always wild" not in out
