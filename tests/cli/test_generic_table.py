"""Terminal play drawn from the generic table description: a game registered only here plays
through ``widow play`` with no change to the command, and every game, Whisky Poker and La Viuda
included, is drawn from the description alone, showing only what its seat may see."""

from __future__ import annotations

import io
import json
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import CliRunner

from widow import list_games, load_game, replay
from widow.bots import bot_names, default_bot, get_bot
from widow.cards import parse_cards, stripped_deck
from widow.cli import app
from widow.cli.generic_table import table_lines
from widow.cli.play import PlaySession, Screen
from widow.cli.table import Names
from widow.engine.core import State
from widow.engine.table import table_problems
from widow.errors import InvalidOptionError
from widow.games import GAMES
from widow.games.la_viuda.options import LaViudaOptions
from widow.games.la_viuda.rules import ranking_for
from widow.ranking import get_system

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
def test_whisky_poker_and_la_viuda_play_to_the_end_drawn_from_their_table(
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

    session = PlaySession(
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


def _seat_counters(table: dict[str, object], seat: int) -> dict[str, object]:
    seats = table["seats"]
    assert isinstance(seats, list)
    return {c["name"]: c["value"] for c in seats[seat]["counters"]}


def _random_states(name: str, seed: int, **options: object) -> Iterator[State]:
    """Every state of a seeded match of random moves, from the first deal to the end."""
    state = load_game(name, players=3, **options).new_state(seed=seed)
    rng = random.Random(seed)
    yield state
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
        yield state


@pytest.mark.parametrize(("name", "options"), [("la-viuda", {}), ("whisky-poker", {})])
def test_the_table_gives_the_value_of_the_viewers_own_hand_only(
    name: str, options: dict[str, object]
) -> None:
    # The value follows the ranking of the deal in play: in La Viuda the pool sets the wild rank
    # (rules text whisky-poker-and-la-viuda.txt, "Mexican La Viuda": the chips in the pool name
    # the wild rank); Whisky Poker ranks without wild cards.
    checked = 0
    for state in _random_states(name, 5, **options):
        view = state.view(0)
        if name == "la-viuda":
            system = ranking_for(LaViudaOptions(**view["options"]), int(view["pool"]))
        else:
            system = get_system("high")
        for viewer in range(3):
            table = state.view(viewer)["table"]
            hand = state.view(viewer)["hand"]
            if len(hand) != 5:  # a seat that is out holds no hand to value
                assert "hand_value" not in _seat_counters(table, viewer)
                continue
            value = system.evaluate(parse_cards(" ".join(hand))).describe()
            assert _seat_counters(table, viewer)["hand_value"] == value
            others = [s for s in range(3) if s != viewer]
            assert all("hand_value" not in _seat_counters(table, s) for s in others)
            checked += 1
        full = state.full_view()["table"]
        assert all("hand_value" not in _seat_counters(full, s) for s in range(3))
    assert checked


@pytest.mark.parametrize("name", ["la-viuda", "whisky-poker"])
def test_the_table_names_the_cards_seen_going_into_other_hands(name: str) -> None:
    # A card taken from the face-up widow was on show to everyone (rules text
    # whisky-poker-and-la-viuda.txt, second phase: the spare hand lies face up); the table
    # recalls, seat by seat in the order of play, exactly the known cards of the other hands.
    seen_any = False
    for seed in (1, 2, 3):
        for state in _random_states(name, seed):
            for viewer in range(3):
                table = state.view(viewer)["table"]
                counters = {c["name"]: c["value"] for c in table["counters"]}
                hands = {z["owner"]: z["cards"] for z in table["zones"] if z["kind"] == "hand"}
                parts = []
                for seat in table["order"][1:]:
                    known = [c for c in hands.get(seat, []) if c != "??"]
                    if known:
                        parts.append(f"seat {seat} {' '.join(known)}")
                said = "; ".join(parts) or None
                if all("??" not in cards for cards in hands.values()):
                    # Every hand open: after the showdown there is nothing left to recall.
                    assert counters.get("seen") in (None, said)
                    continue
                assert counters.get("seen") == said
                seen_any = seen_any or bool(parts)
    assert seen_any


def test_the_stripped_la_viuda_table_describes_its_short_pack() -> None:
    # Rules text whisky-poker-and-la-viuda.txt, "Variations": the shortened pack keeps the top
    # ranks, one more rank per extra player, and has no wild cards.
    for players in (2, 3, 5):
        state = load_game("la-viuda", players=players, stripped=True).new_state(seed=1)
        counters = {c["name"]: c["value"] for c in state.view(0)["table"]["counters"]}
        deck = stripped_deck(players)
        ranks = sorted({c.rank for c in deck.cards if c.rank is not None}, reverse=True)
        assert counters["pack"] == (
            f"{' '.join(r.char for r in ranks)} of each suit ({len(deck)} cards), no jokers"
        )
        assert counters["wild_rank"] == "none"
    full = load_game("la-viuda", players=3).new_state(seed=1).view(0)["table"]
    pack = {c["name"]: c["value"] for c in full["counters"]}["pack"]
    assert pack == "52 cards and 2 jokers, the jokers always wild"


def test_the_plain_table_says_remarks_on_lines_of_their_own() -> None:
    # Counters in words (the pack, the cards seen, a hand's value) hold commas of their own, so
    # they are never run together with the short counters.
    state = load_game("la-viuda", players=3).new_state(seed=3)
    lines = table_lines(state.view(0)["table"], Names(3, viewer=0, bots={1: "random"}))
    assert "pack: 52 cards and 2 jokers, the jokers always wild" in lines
    assert lines[1].startswith("deal 1, pool 1, wild rank A")
    you = next(line for line in lines if line.lstrip("* ").startswith("you"))
    assert "; hand value: " in you


@pytest.mark.parametrize("name", sorted(list_games()))
def test_every_game_is_drawn_from_its_table_description(name: str, tmp_path: Path) -> None:
    # One renderer: whatever ``widow play`` draws before the person's first move is exactly the
    # table description of the person's view, drawn by table_lines.
    game = next(load_game(name, players=n) for n in (3, 2, 4, 1, 5) if _fits(name, n))
    result = runner.invoke(
        app,
        ["play", name, "-n", str(game.players), "--seed", "6", "--record", str(tmp_path / "m")],
        input="quit\n",
    )
    assert result.exit_code == 0, result.stderr
    state = replay(json.loads((tmp_path / "m").read_text()))
    if state.to_act != 0:
        return  # the bots finished the match before the person's turn
    names = Names(
        game.players, viewer=0, bots={s: default_bot(name) for s in range(1, game.players)}
    )
    drawn = table_lines(state.view(0)["table"], names)
    assert "\n".join(drawn) in result.stdout


def _fits(name: str, players: int) -> bool:
    try:
        load_game(name, players=players)
    except InvalidOptionError:
        return False
    return True
