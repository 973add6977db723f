"""``widow replay`` (full and per-seat, malformed records) and ``widow rules``."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from widow import list_games, load_game
from widow.bots import play_match
from widow.cards import Card
from widow.cli import app
from widow.engine.events import Event
from widow.families.spare_hand.log import _SENTENCES, sentences
from widow.records import write_record

#: The games as the error messages list them.
ALL_GAMES = ", ".join(list_games())

runner = CliRunner()


def run(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture
def exchange_record(tmp_path: Path) -> tuple[Path, dict[str, Any]]:
    """A short Whisky Poker record whose first move takes the face-down widow."""
    state = load_game("whisky-poker", players=3).new_state(seed=21)
    first = state.to_act
    start = state.full_view()
    state.apply("exchange")
    state.apply("knock")
    path = write_record(state, tmp_path / "exchange.json")
    return path, {"first": first, "start": start}


def test_full_replay_shows_every_hand_and_the_cards_taken(
    exchange_record: tuple[Path, dict[str, Any]],
) -> None:
    path, info = exchange_record
    code, out, err = run("replay", str(path))
    assert code == 0, err
    assert "seen by everyone" in out
    for seat in info["start"]["seats"]:
        assert " ".join(seat["hand"]) in out
    taken = " ".join(info["start"]["widow"]["cards"])
    assert f"(took {taken})" in out
    assert f"[1] seat {info['first']}: exchange" in out
    assert "result so far:" in out


def test_seat_replay_hides_what_that_seat_could_not_know(
    exchange_record: tuple[Path, dict[str, Any]],
) -> None:
    path, info = exchange_record
    viewer = (info["first"] + 1) % 3
    code, out, err = run("replay", str(path), "--seat", str(viewer))
    assert code == 0, err
    assert f"seen by seat {viewer} only" in out
    seats = info["start"]["seats"]
    assert " ".join(seats[viewer]["hand"]) in out
    (other,) = {0, 1, 2} - {viewer, info["first"]}
    assert " ".join(seats[other]["hand"][:2]) not in out
    # The widow taken unseen stays unknown to everyone but the taker...
    assert "(took" not in out
    assert "take the face-down widow" not in out
    # ...while the hand left face up in its place is public.
    assert " ".join(seats[info["first"]]["hand"]) in out


def test_replay_of_a_whole_match_ends_with_the_outcome(tmp_path: Path) -> None:
    state = play_match(load_game("la-viuda", players=3, chips=1), ["heuristic"] * 3, 4)
    path = write_record(state, tmp_path / "m.json")
    code, out, err = run("replay", str(path), "--seat", "2")
    assert code == 0, err
    assert "final result:" in out
    assert "the match is over" in out
    assert out.count("\n[") == len(state.history)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda r: r.pop("players"), "record field 'players' is missing"),
        (lambda r: r.update(seed="x"), "record field 'seed' must be a whole number"),
        (lambda r: r["actions"][0].update(action="fold"), "record field 'actions[0].action'"),
        (lambda r: r["actions"][0].update(seat=7), "record field 'actions[0].seat'"),
        (lambda r: r["chance"][1].update(result=["2c"]), "chance[1].result"),
        (lambda r: r.update(game="hearts"), "record fields 'game'"),
    ],
)
def test_a_malformed_record_names_the_field(
    exchange_record: tuple[Path, dict[str, Any]], change: Any, message: str
) -> None:
    path, _ = exchange_record
    record = json.loads(path.read_text())
    change(record)
    path.write_text(json.dumps(record))
    code, out, err = run("replay", str(path))
    assert code == 2
    assert message in err
    assert err.strip().count("\n") == 0
    assert "Traceback" not in out + err


def test_a_file_that_is_not_json_or_missing_is_one_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    code, _, err = run("replay", str(bad))
    assert code == 2
    assert "is not JSON" in err
    code, _, err = run("replay", str(tmp_path / "nowhere.json"))
    assert code == 2
    assert "cannot read" in err
    assert "nowhere.json" in err


def test_a_seat_outside_the_record_is_refused(exchange_record: tuple[Path, Any]) -> None:
    path, _ = exchange_record
    code, _, err = run("replay", str(path), "--seat", "3")
    assert code == 2
    assert "--seat 3: the record has seats 0 to 2" in err


@pytest.mark.parametrize("game", ["whisky-poker", "la-viuda"])
def test_rules_print_the_text_and_every_option_default(game: str) -> None:
    from widow.games import game_class, rules_text

    code, out, err = run("rules", game)
    assert code == 0, err
    assert rules_text(game).splitlines()[0] in out
    defaults = load_game(game, players=2).option_values()
    for name, value in defaults.items():
        shown = "none" if value is None else str(value).lower()
        assert f"  {name}={shown}\n" in out
    assert game_class(game).title.upper() in out.upper()


def test_rules_of_an_unknown_game_lists_the_games() -> None:
    code, _, err = run("rules", "bridge")
    assert code == 2
    assert f"unknown game 'bridge'; valid: {ALL_GAMES}" in err


def _sample(hint: str) -> object:
    """A value of the type an event field is declared with (as text)."""
    card = Card.parse("Qh")
    samples: dict[str, object] = {
        "int": 1,
        "int | None": 1,
        "str": "red",
        "Card": card,
        "tuple[Card, ...]": (card,) * 5,
        "tuple[int, ...]": (1, 2),
        "tuple[tuple[int, Card], ...]": ((1, card), (2, card)),
        "tuple[tuple[int, tuple[Card, ...], str], ...]": ((1, (card,) * 5, "a pair"),),
    }
    return samples[hint]


#: The events of the spare-hand games, which their tables' logs tell in words of their own
#: (other games' events, defined in their own packages, have their own sentences there).
SPARE_HAND_EVENTS = sorted(
    (
        cls
        for cls in Event.__subclasses__()
        # A class made into a dataclass with slots is rebuilt: keep the one with its own type.
        if cls.__module__ == "widow.engine.events" and cls.type != Event.type
    ),
    key=lambda cls: cls.type,
)


@pytest.mark.parametrize("kind", SPARE_HAND_EVENTS, ids=lambda c: c.type)
def test_every_event_type_has_its_own_words(kind: type[Event]) -> None:
    values = {f.name: _sample(str(f.type)) for f in dataclasses.fields(kind)}
    event = kind(**values).to_dict()
    assert event["type"] in _SENTENCES
    lines = sentences(event)
    assert lines and all(f"{event['type']} " not in line for line in lines)
