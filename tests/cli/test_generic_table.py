"""Terminal play drawn from the generic table description: a game registered only here plays
through ``widow play`` with no change to the command, and the existing games, forced through the
generic renderer, play to the end showing only what their seat may see."""

from __future__ import annotations

import io
import json
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import CliRunner

from widow import load_game, replay
from widow.bots import bot_names, default_bot, get_bot
from widow.cli import app
from widow.cli.generic_table import GenericPlaySession, has_own_renderer, table_lines
from widow.cli.play import Screen
from widow.engine.table import table_problems
from widow.errors import InvalidOptionError
from widow.games import GAMES

runner = CliRunner()
CARD_WORDS = {f"{r}{s}" for r in "23456789TJQKA" for s in "cdhs"} | {"XR", "XB"}


@pytest.fixture
def high_card(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    monkeypatch.setitem(GAMES, "high-card", "high_card_game:HighCard")
    yield "high-card"


def test_a_new_game_plays_in_the_terminal_from_its_table(high_card: str, tmp_path: Path) -> None:
    path = tmp_path / "match.json"
    result = runner.invoke(
        app,
        ["play", high_card, "-n", "3", "--seed", "4", "--record", str(path)],
        input="help\nshow\nfold\n2\n",
    )
    assert result.exit_code == 0, result.stderr
    out = result.stdout
    assert "High Card: play; play goes clockwise" in out
    assert "your moves: pass, exchange" in out
    assert "  2. exchange" in out  # help numbers the moves; "2" chose the exchange
    assert "unknown move 'fold'; moves open now: pass, exchange" in out
    # The default log of a game without sentences of its own, the person's seat called "you".
    assert "you: exchanged" in out
    assert "final result:" in out
    state = replay(json.loads(path.read_text()))
    assert state.is_over and str(state.history[0][1]) == "exchange"
    # widow replay draws the recorded match from the same table description.
    again = runner.invoke(app, ["replay", str(path), "--seat", "1"])
    assert again.exit_code == 0, again.stderr
    assert "High Card, 3 players, seed 4; seen by seat 1 only" in again.stdout
    assert "[1] seat 0: exchange" in again.stdout and "final result:" in again.stdout
    hidden_before_showdown = again.stdout.split("[3]")[0]
    theirs = [str(state.hands[0][0]), str(state.hands[2][0])]
    assert not any(card in hidden_before_showdown.split() for card in theirs)


def test_a_new_game_gets_the_generic_bots_and_a_clear_error_for_others(high_card: str) -> None:
    assert bot_names(high_card) == ["ismcts", "random"] and default_bot(high_card) == "random"
    with pytest.raises(InvalidOptionError, match="unknown bot 'heuristic' for high-card; valid"):
        get_bot("heuristic", high_card)
    result = runner.invoke(app, ["play", high_card, "--bots", "heuristic"], input="")
    assert result.exit_code == 2
    assert "unknown bot 'heuristic' for high-card; valid: ismcts, random" in result.stderr


def test_a_new_game_fills_in_the_protocol_with_the_default_table(high_card: str) -> None:
    game = load_game(high_card, players=3)
    state = game.new_state(seed=9)
    rng = random.Random(9)
    while True:
        for seat in range(3):
            view = state.view(seat)
            assert table_problems(view["table"], players=3) == []
            sample = state.resample(seat, rng)
            assert sample.view(seat) == view
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    assert replay(state.record()) == state
    assert game.num_distinct_actions == 2


@pytest.mark.parametrize("rich", [False, True])
@pytest.mark.parametrize(
    ("name", "options"), [("la-viuda", {"chips": 2}), ("whisky-poker", {"deals": 2, "chips": 2})]
)
def test_existing_games_play_to_the_end_through_the_generic_renderer(
    name: str, options: dict[str, int], rich: bool
) -> None:
    game = load_game(name, players=3, **options)
    state = game.new_state(seed=12)
    out = io.StringIO()
    screen = Screen(Console(file=out, width=140, force_terminal=False), rich=rich)
    # Knock where allowed, else pass, else decline La Viuda; "1" picks the first move listed.
    commands = iter(["help", "knock", "pass", "decline", "1"] * 400)

    def read(prompt: str) -> str | None:
        return next(commands, None)

    session = GenericPlaySession(
        state,
        seat=0,
        bots={1: get_bot("heuristic", game), 2: get_bot("random", game)},
        bot_names={1: "heuristic", 2: "random"},
        rng=random.Random(1),
        screen=screen,
        read=read,
    )
    if not rich:
        # Without rich, the screen writes with typer.echo: capture it through the console file.
        screen.say = lambda text: print(text, file=out)  # type: ignore[method-assign]
    assert session.run() is True
    text = out.getvalue()
    assert state.is_over and "final result" in text
    assert "showdown" in text and "your moves:" in text
    assert "widow" in text


def test_the_plain_table_hides_what_the_seat_may_not_see() -> None:
    state = load_game("la-viuda", players=4).new_state(seed=3)
    view = state.view(2)
    lines = table_lines(view["table"])
    shown = {w.strip(",;:") for line in lines for w in line.split()} & CARD_WORDS
    assert shown == set(view["hand"])
    # Seats are listed in the order of play (counter-clockwise) from the viewer.
    rows = [line.lstrip("* ") for line in lines if "hand:" in line]
    assert [" ".join(row.split()[:2]) for row in rows] == ["you in", "seat 1", "seat 0", "seat 3"]


def test_only_games_without_a_renderer_get_the_generic_one(high_card: str) -> None:
    assert has_own_renderer(load_game("la-viuda", players=2))
    assert not has_own_renderer(load_game(high_card, players=2))
