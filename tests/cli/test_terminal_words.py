"""The terminal speaks each game's own language: its verbs come before the loop's commands, the
short forms, suggestions and errors are the game's, moves with amounts show their range, the
person reads "you" and the other players' names, and the rules read as plain words."""

from __future__ import annotations

import io
import json
import random
import re
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import CliRunner

from widow import list_games, load_game
from widow.bots import get_bot
from widow.cli import app
from widow.cli.generic_table import move_lines
from widow.cli.play import LOOP_COMMANDS, PlaySession, Screen, loop_command, loop_words, short_forms
from widow.cli.table import Names, outcome_lines, personal_line
from widow.engine.core import State
from widow.games import rules_text
from widow.plain_text import plain
from widow.server.catalog import games_catalog

runner = CliRunner()
WEB_TABLE = Path(__file__).parents[2] / "src" / "widow" / "web" / "js" / "table.js"


def session_output(
    state: State, answer: Callable[[State], str | None], *, seed: int = 1
) -> tuple[str, State]:
    """Play ``state`` with the person at seat 0 typing what ``answer`` gives for the state at
    each prompt (``None``: the input ends), bots elsewhere; the plain output and the state."""
    buffer = io.StringIO()
    screen = Screen(Console(file=buffer, width=200, color_system=None), rich=False)
    screen.say = lambda text: buffer.write(text + "\n")  # type: ignore[method-assign]
    players = state.game.players
    bots = {s: get_bot("random", state.game) for s in range(1, players)}

    def read(prompt: str) -> str | None:
        typed = answer(state)
        buffer.write(f"{prompt}{typed}\n")
        return typed

    session = PlaySession(
        state,
        seat=0,
        bots=bots,
        bot_names={s: "random" for s in bots},
        rng=random.Random(seed),
        screen=screen,
        read=read,
    )
    session.run()
    return buffer.getvalue(), state


# --- the game's verbs before the loop's words ---------------------------------------------------


@pytest.mark.parametrize("game", list_games())
def test_no_verb_of_any_game_is_taken_by_a_command_of_the_loop(game: str) -> None:
    """Every verb a game's parser knows (and every short form it gets) reaches the game: the
    loop's ``help``, ``show`` and ``quit`` words give way, and each of those commands keeps
    at least one word of its own in every game."""
    verbs = load_game(game, players=game_class_players(game)).parser.verbs
    for verb in verbs:
        assert loop_command(verb, verbs) is None, verb
        assert loop_command(f"{verb} 2h 4c", verbs) is None, verb
    for short in short_forms(verbs):
        assert loop_command(short, verbs) is None, short
    for command, words in loop_words(verbs).items():
        assert words, f"{game} leaves no word for {command}"
        assert all(loop_command(word, verbs) == command for word in words)
    # The loop's words that are nobody's verb still work in this game.
    taken = {verb.split()[0] for verb in verbs}
    for command, words in LOOP_COMMANDS.items():
        assert [w for w in words if w not in taken] == loop_words(verbs)[command]


def game_class_players(game: str) -> int:
    from widow.games import game_class

    cls = game_class(game)
    return max(cls.min_players, min(3, cls.max_players))


def test_anaconda_show_is_the_game_move_not_a_redraw() -> None:
    """Anaconda (rules text, "Object of Anaconda": the players choose which cards of their
    hand are revealed, in order): ``show CARDS down CARD`` is the game's move, so typing it
    at the prompt applies it instead of redrawing the table."""
    state = load_game("anaconda", players=3).new_state(seed=1)
    tries = {"show": 0}

    def answer(now: State) -> str | None:
        legal = [str(a) for a in now.legal_actions()]
        shows = [text for text in legal if text.startswith("show ")]
        if shows:
            tries["show"] += 1
            # Without the fix the loop redraws the table and asks again; give up after three.
            return shows[0] if tries["show"] <= 3 else None
        return "check" if "check" in legal else "call" if "call" in legal else legal[0]

    _, played = session_output(state, answer)
    assert any(seat == 0 and action.verb == "show" for seat, action in played.history)


def test_the_redraw_keeps_its_other_words_where_show_is_a_move() -> None:
    code = runner.invoke(
        app,
        ["play", "anaconda", "-n", "3", "--seed", "1", "--record", "/dev/null"],
        input="help\ntable\nquit\n",
    )
    assert code.exit_code == 0, code.stderr
    assert "hand or table (the table again)" in code.stdout
    assert "show (the table" not in code.stdout
    assert code.stdout.count("Anaconda: first betting round") >= 2  # "table" redrew it


# --- short forms, help and errors: each game's own --------------------------------------------


@pytest.mark.parametrize("game", list_games())
def test_short_forms_stand_only_for_the_games_own_verbs(game: str) -> None:
    verbs = set(load_game(game, players=game_class_players(game)).parser.verbs)
    forms = short_forms(verbs)
    assert set(forms.values()) <= verbs
    firsts = {v.split()[0] for v in verbs}
    assert not set(forms) & firsts  # a short form never hides a verb


def test_short_forms_are_the_spare_hand_games_only() -> None:
    assert short_forms(load_game("farmer", players=3).parser.verbs) == {}
    assert short_forms(load_game("commerce", players=3).parser.verbs) == {
        "p": "pass",
        "k": "knock",
        "s": "swap",
    }


def test_play_help_does_not_list_la_viuda_moves_for_every_game() -> None:
    result = runner.invoke(app, ["play", "--help"], terminal_width=200)
    assert result.exit_code == 0
    assert "x/exchange" not in result.stdout and "b/buy" not in result.stdout
    assert "widow rules GAME" in result.stdout


def test_an_unknown_move_names_the_moves_open_now_not_another_games() -> None:
    """Whisky Poker has no buying of La Viuda: a mistyped move is answered with the moves open
    now, never ``buy`` or ``decline``."""
    result = runner.invoke(
        app,
        ["play", "whisky-poker", "-n", "3", "--seed", "2", "--record", "/dev/null"],
        input="fly\nquit\n",
    )
    line = next(x for x in result.stdout.splitlines() if "unknown move 'fly'" in x)
    assert "buy" not in line and "decline" not in line
    assert "pass" in line and "knock" in line


def test_the_web_command_box_suggests_the_moves_of_the_view() -> None:
    source = WEB_TABLE.read_text(encoding="utf-8")
    assert "k, p, x, s 9h Qs" not in source
    assert "placeholder: commandHint(legal)" in source


def _node_eval(script: str) -> str:
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    source = WEB_TABLE.read_text(encoding="utf-8")
    start, end = source.index("const SECOND_PERSON"), source.index("function mySeat()")
    # The page's catalogue reads the browser's languages: here the English it falls back to.
    english = (
        "const t = (s, v = {}) => s.replace(/\\{(\\w+)\\}/g, (m, k) => (k in v ? v[k] : m));\n"
    )
    code = english + source[start:end].replace("export function", "function") + script
    done = subprocess.run(
        [node, "--input-type=module", "-e", code], capture_output=True, text=True, timeout=30
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_web_client_words_lines_as_the_terminal_does() -> None:
    """The browser's result panel and log say "you" and the players' names, with the same
    rules as the terminal: the two agree line for line."""
    lines = [
        "seat 0 takes 3 cards and holds 4; seat 1 passes",
        "seat 0 has made its choice; seat 2's pile: 3 cards",
        "seat 1: placing 1, money +3",
        "war between seat 0, seat 1",
        "hand 1: seats 2 and 0 took 7 tricks, seats 1 and 3 6",
    ]
    names = {0: "ann", 1: "bob", 2: "cy"}
    script = "".join(
        f"console.log(personalLine({json.dumps(line)}, 0, (s) => ({json.dumps(names)})[s]));"
        for line in lines
    )
    script += (
        'console.log(commandHint([{text: "check", kind: "check"},'
        ' {text: "raise to {amount}", kind: "raise", amount: {min: 20, max: 200}}]));'
    )
    out = _node_eval(script).splitlines()
    terminal = Names(3, viewer=0)
    expected = [
        re.sub(r"\bseat (\d)\b", lambda m: names[int(m[1])], personal_line(line, terminal))
        for line in lines
    ]
    assert out[:5] == expected
    assert out[4] == "hand 1: you and cy took 7 tricks, seats 1 and 3 6"
    assert out[5] == "type a move: check, raise to 20"


# --- amounts and numbers ------------------------------------------------------------------------


def test_a_move_with_an_amount_shows_the_range_it_takes() -> None:
    table = {
        "legal_actions": [
            {"text": "fold", "label": "Fold", "kind": "fold", "cards": []},
            {
                "text": "raise to {amount}",
                "label": "Raise",
                "kind": "raise",
                "cards": [],
                "amount": {"min": 20, "max": 200, "step": 1},
            },
        ]
    }
    assert move_lines(table) == ["your moves: fold, raise to 20..200"]
    assert "raise to 20..200" in move_lines(table, numbered=True)[2]
    many = {
        "legal_actions": [
            {"text": f"bet {n}", "label": f"Bet {n}", "kind": "bet", "cards": []}
            for n in range(2, 13)
        ]
    }
    assert move_lines(many) == ["your moves: bet 2..12"]


def test_no_list_of_moves_shows_a_raw_amount_placeholder() -> None:
    """Hold'em's no-limit betting offers a range: the terminal never prints ``{amount}``."""
    state = load_game("holdem", players=3, betting="no-limit").new_state(seed=3)
    while state.to_act != 0:
        state.apply(state.legal_actions()[0])
    text = "\n".join(move_lines(state.view(0)["table"]))
    assert "{amount}" not in text and re.search(r"\d+\.\.\d+", text)


def test_a_move_number_past_the_end_says_the_range() -> None:
    state = load_game("war", players=2, max_battles=2).new_state(seed=4)
    answers = iter(["99", "0", "1", "1", "1", "1", "1", "1"])
    out, _ = session_output(state, lambda now: next(answers, None))
    assert "there is no move 99: the moves now go from 1 to 1" in out
    assert "valid verbs" not in out


def test_whisky_poker_takes_move_numbers_like_every_game() -> None:
    """The commerce games (whisky-poker-and-la-viuda.txt) are drawn like every other game, so a
    move's number from help picks it there too, and a number past the list says the range."""
    result = runner.invoke(
        app,
        ["play", "whisky-poker", "--seed", "3", "--record", "/dev/null"],
        input="99\nhelp\n3\nquit\n",
    )
    lines = result.stdout.splitlines()
    answer = lines[lines.index("your move> 99") + 1]
    assert answer == "  there is no move 99: the moves now go from 1 to 3; type help to see them"
    assert "  3. knock" in lines
    assert "you knock" in lines[lines.index("your move> 3") + 1 :]


# --- "you" and the players' names ---------------------------------------------------------------


def test_the_person_reads_you_in_the_log_and_the_result_of_war() -> None:
    result = runner.invoke(
        app,
        ["play", "war", "-n", "2", "--seed", "5", "-o", "max_battles=6", "--record", "/dev/null"],
        input="1\n" * 40,
    )
    out = result.stdout
    assert result.exit_code == 0, result.stderr
    assert "seat 0" not in out.replace("you at seat 0", "")
    assert "you turn " in out
    assert re.search(r"^  you: \d+ cards, placing \d", out, re.M)
    assert "seat 1 (heuristic)" in out or "seat 1 (random)" in out


def test_a_refusal_says_you_not_seat_0() -> None:
    result = runner.invoke(
        app,
        ["play", "tonk", "-n", "3", "--seed", "2", "--record", "/dev/null"],
        input="discard 2c\nquit\n",
    )
    refusal = next(x for x in result.stdout.splitlines() if "discard 2c" in x and "not" in x)
    assert "seat 0" not in refusal


def test_personal_lines_agree_with_you() -> None:
    names = Names(3, viewer=0, bots={1: "heuristic"})
    assert personal_line("seat 0 passes 3 cards to seat 1", names) == (
        "you pass 3 cards to seat 1 (heuristic)"
    )
    assert personal_line("seat 0 is out of cards", names) == "you are out of cards"
    assert personal_line("Paiute: deal 1: seat 0 discards or calls", names) == (
        "Paiute: deal 1: you discard or call"
    )


def test_a_partnership_result_names_you_and_your_partner() -> None:
    """war-whist-bid-whist.txt, Whist: partners sit opposite and score as one side. The result
    of a hand names your side as you and your partner, in the terminal as in the browser."""
    result = runner.invoke(
        app, ["play", "whist", "--seed", "5", "--record", "/dev/null"], input="1\n" * 13
    )
    assert result.exit_code == 0, result.stderr
    lines = result.stdout.splitlines()
    panel = lines[lines.index("result:") + 1 :][:3]
    taken = re.fullmatch(
        r"  hand 1: you and seat 2 \(heuristic\) took (\d+) tricks?, seats 1 and 3 (\d+)", panel[0]
    )
    assert taken and int(taken[1]) + int(taken[2]) == 13, panel[0]
    assert not any("seats 0 and 2" in line for line in panel)
    names = Names(4, viewer=1)
    assert personal_line("seats 1 and 3 win a game", names) == "you and seat 3 win a game"
    assert personal_line("seats 0 and 2 win a game", names) == "seats 0 and 2 win a game"


def test_the_result_so_far_counts_the_chips_in_the_pot() -> None:
    """Left in the middle of a hand, the antes are in the pot: the result says so, and the money
    shown plus the pot comes to nothing (no chip is lost)."""
    result = runner.invoke(
        app,
        ["play", "anaconda", "-n", "3", "--seed", "1", "--record", "/dev/null"],
        input="quit\n",
    )
    out = result.stdout[result.stdout.index("result so far:") :]
    money = sum(int(m) for m in re.findall(r"money ([+-]\d+)", out))
    pot = int(re.search(r"in the pot: (\d+) chips, won by nobody yet", out)[1])  # type: ignore[index]
    assert pot > 0 and money + pot == 0


def test_the_result_so_far_names_no_pot_when_none_is_left() -> None:
    outcome = {
        "over": False,
        "pool": 0,
        "seats": [{"seat": s, "chips": 5, "money": 0, "placing": 1} for s in range(2)],
    }
    assert not any("pot" in line for line in outcome_lines(outcome, Names(2, viewer=0)))


# --- the rules as plain words -------------------------------------------------------------------


@pytest.mark.parametrize("game", list_games())
def test_the_rules_read_without_markup(game: str) -> None:
    result = runner.invoke(app, ["rules", game])
    assert result.exit_code == 0
    assert "`" not in result.stdout
    # Nothing but the markup is taken away.
    assert len(result.stdout) >= len(plain(rules_text(game)))


def test_the_lobby_option_help_reads_without_markup() -> None:
    helps = [o["help"] for g in games_catalog() for o in g["options"]]
    assert helps and not any("`" in h for h in helps)
    anaconda = next(g for g in games_catalog() if g["name"] == "anaconda")
    betting = next(o for o in anaconda["options"] if o["name"] == "betting")
    assert "limit (default" in betting["help"]


def test_chinese_poker_help_gives_the_form_not_every_arrangement(tmp_path: Path) -> None:
    """Setting the front row can be done 286 ways: help shows the move's form, the numbers it
    covers and an example in one line, and a number in that range still plays that move."""
    result = runner.invoke(
        app,
        ["play", "chinese-poker", "-n", "3", "--seed", "5", "--record", str(tmp_path / "r.json")],
        input="help\n286\nquit\n",
    )
    out = result.stdout
    listing = out[out.index("your move> help") : out.index("your move> 286")]
    assert len(listing.splitlines()) < 6
    assert "1-286. place FRONT / MIDDLE / BACK (286 moves, e.g. 'place " in listing
    actions = json.loads((tmp_path / "r.json").read_text())["actions"]
    assert any(a["seat"] == 0 and a["action"].startswith("place ") for a in actions)
