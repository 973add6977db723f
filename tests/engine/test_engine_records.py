"""Records: written, read back, checked, replayed; forced chance survives the round trip."""

from __future__ import annotations

import json
import os
import random
import stat
from pathlib import Path

import pytest

from widow import RecordError, load_game, replay
from widow.records import read_record, validate_record, write_record


def test_write_read_replay_round_trip(tmp_path: Path) -> None:
    state = load_game("whisky-poker", players=4, scoring="lives").new_state(seed=77)
    rng = random.Random(77)
    for _ in range(25):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    path = write_record(state, tmp_path / "match.json")
    again = replay(read_record(path))
    assert again.full_view() == state.full_view()
    assert [again.view(s) for s in range(4)] == [state.view(s) for s in range(4)]
    # Both continue identically: the RNG state was rebuilt too.
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        state.apply(action)
        again.apply(action)
    assert again.record() == state.record()


def test_forced_deals_are_recorded_and_replayed() -> None:
    game = load_game("whisky-poker", players=2)
    state = game.new_state(seed=5, script=[["Ac", "Kd"], ["2c", "3c", "4c"]])
    record = state.record()
    assert record["chance"][0]["forced"] == 2 and record["chance"][1]["forced"] == 3
    assert replay(record).full_view() == state.full_view()


def test_record_is_json_ready() -> None:
    state = load_game("whisky-poker", players=3).new_state(seed=1)
    state.apply("pass")
    record = state.record()
    assert json.loads(json.dumps(record)) == record
    assert record["actions"] == [{"seat": record["actions"][0]["seat"], "action": "pass"}]
    assert set(record) == {
        "format",
        "version",
        "game",
        "players",
        "options",
        "seed",
        "actions",
        "chance",
    }


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"format": "other"}, "'format'"),
        ({"version": 99}, "'version'"),
        ({"seed": "x"}, "'seed'"),
        ({"options": []}, "'options'"),
        ({"actions": {}}, "'actions'"),
        ({"actions": [{"seat": "0", "action": "pass"}]}, r"'actions\[0\].seat'"),
        ({"actions": [{"seat": 0, "action": 5}]}, r"'actions\[0\].action'"),
        (
            {"chance": [{"kind": "deal", "result": ["Zz"], "forced": 0, "at": 0}]},
            r"chance\[0\].result",
        ),
        (
            {"chance": [{"kind": "deal", "result": ["As"], "forced": 2, "at": 0}]},
            r"chance\[0\].forced",
        ),
        (
            {"chance": [{"kind": "deal", "result": ["As"], "forced": 0, "at": -1}]},
            r"chance\[0\].at",
        ),
    ],
)
def test_malformed_fields_named(change: dict[str, object], message: str) -> None:
    record = load_game("whisky-poker", players=2).new_state(seed=1).record()
    with pytest.raises(RecordError, match=message):
        validate_record(dict(record, **change))


def test_not_an_object_or_not_json(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="JSON object"):
        validate_record([1, 2])
    path = tmp_path / "bad.json"
    path.write_text("{nope")
    with pytest.raises(RecordError, match="not JSON"):
        read_record(path)


def test_wrong_seat_in_record_named() -> None:
    state = load_game("whisky-poker", players=3).new_state(seed=2)
    state.apply("pass")
    record = state.record()
    record["actions"][0]["seat"] = (record["actions"][0]["seat"] + 1) % 3
    with pytest.raises(RecordError, match=r"actions\[0\].seat"):
        replay(record)


def test_actions_after_the_end_named() -> None:
    state = load_game("whisky-poker", players=2, deals=1, chips=1).new_state(seed=3)
    rng = random.Random(3)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    record = state.record()
    extra = len(record["actions"])
    record["actions"].append({"seat": 0, "action": "pass"})
    with pytest.raises(RecordError, match=rf"'actions\[{extra}\]' follows the end of the match"):
        replay(record)


def test_a_record_written_to_a_device_leaves_the_device_alone() -> None:
    """Writing a record to ``/dev/null`` (a way to play without keeping one) writes through the
    device; the atomic rename used for files must never replace it with a regular file."""
    state = load_game("war", players=2).new_state(seed=1)
    write_record(state, "/dev/null")
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)
