"""Hostile input: every malformed record, oversized text and wrongly typed value is refused with
a clear error from the family, quickly and within bounded memory, never a traceback or a hang."""

from __future__ import annotations

import json
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from widow import list_games, load_game
from widow.analysis.equity import equity
from widow.analysis.stud_equity import stud_equity
from widow.bots import get_bot
from widow.cards import Card, Rank, parse_card, parse_cards
from widow.cli import app
from widow.engine.actions import MAX_ACTION_TEXT, SwapOne, swap_one
from widow.engine.core import State
from widow.errors import (
    QUOTE_LIMIT,
    IllegalActionError,
    InvalidActionError,
    InvalidOptionError,
    RecordError,
    WidowError,
)
from widow.records import MAX_DEPTH, MAX_RECORD_BYTES, read_record, replay, write_record

HUGE = 10**5000  # more digits than Python turns into text at all


def repr_or_size(value: object) -> str:
    return "huge" if value is HUGE else repr(value)


def widow(*args: str) -> tuple[int, str]:
    """Run the command line in this process: its exit status and its standard error."""
    result = CliRunner().invoke(app, list(args))
    return result.exit_code, result.stderr


def sound_record() -> dict[str, Any]:
    state = load_game("la-viuda", players=3).new_state(seed=5)
    state.apply(state.legal_actions()[0])
    return state.record()


def altered(**fields: Any) -> dict[str, Any]:
    record = sound_record()
    record.update(fields)
    return record


# --- records: size, nesting, huge numbers ---------------------------------------------------------


def test_a_file_larger_than_any_record_is_refused_unread(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(b" " * (MAX_RECORD_BYTES + 1))
    with pytest.raises(RecordError, match="larger than a record can be"):
        read_record(path)


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_an_endless_file_is_read_within_bounded_memory() -> None:
    tracemalloc.start()
    try:
        with pytest.raises(RecordError, match="larger than a record can be"):
            read_record("/dev/zero")
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 3 * MAX_RECORD_BYTES


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("[" * 100_000 + "]" * 100_000, f"deeper than {MAX_DEPTH} levels"),
        ('{"a":' * 100_000 + "1" + "}" * 100_000, f"deeper than {MAX_DEPTH} levels"),
        ("[" * 100_000, "brackets do not pair up"),
    ],
)
def test_deeply_nested_json_is_refused_before_parsing(
    tmp_path: Path, text: str, reason: str
) -> None:
    path = tmp_path / "deep.json"
    path.write_text(text)
    with pytest.raises(RecordError, match=reason):
        read_record(path)


def test_brackets_inside_strings_do_not_count_as_nesting(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    path.write_text(json.dumps(altered(game="[" * 1000 + '"\\"{')))
    # Read fine (the shape is right); only replaying finds the game unknown.
    record = read_record(path)
    with pytest.raises(RecordError, match="unknown game"):
        replay(record)


def test_an_integer_of_thousands_of_digits_in_a_file_is_named(tmp_path: Path) -> None:
    text = json.dumps(sound_record()).replace('"seed": 5', '"seed": ' + "9" * 5000)
    path = tmp_path / "r.json"
    path.write_text(text)
    with pytest.raises(RecordError, match=r"'seed' .* not <a number of 5000 digits>"):
        read_record(path)


@pytest.mark.parametrize(
    ("fields", "named"),
    [
        ({"seed": HUGE}, "'seed'"),
        ({"seed": -HUGE}, "'seed'"),
        ({"players": HUGE}, "'players'"),
        ({"actions": [{"seat": HUGE, "action": "pass"}]}, r"'actions\[0\].seat'"),
        ({"actions": [{"seat": -1, "action": "pass"}]}, r"'actions\[0\].seat'"),
        ({"actions": [{"seat": 7, "action": "pass"}]}, r"'actions\[0\].seat'"),
    ],
    ids=["huge-seed", "huge-negative-seed", "huge-players", "huge-seat", "seat-1", "seat-7"],
)
def test_huge_whole_numbers_through_the_api_are_named(fields: dict[str, Any], named: str) -> None:
    with pytest.raises(RecordError, match=named) as caught:
        replay(altered(**fields))
    assert len(str(caught.value)) < 200


@pytest.mark.parametrize("field", ["at", "forced"])
def test_huge_chance_numbers_are_named(field: str) -> None:
    record = sound_record()
    record["chance"][0][field] = HUGE
    with pytest.raises(RecordError, match=rf"'chance\[0\].{field}'"):
        replay(record)


def test_a_huge_option_value_is_a_record_error() -> None:
    with pytest.raises(RecordError, match="option chips is out of range"):
        replay(altered(options={"chips": HUGE}))


def test_every_malformed_record_is_a_record_error() -> None:
    # A sweep of hostile values into every field: each is refused as a RecordError.
    hostile: list[object] = [None, True, -1, HUGE, 1.5, "x" * 1_000_000, [], {}, [[[]]]]
    for field in ("game", "players", "options", "seed", "actions", "chance"):
        for value in hostile:
            if value in ({}, []) and field in ("options", "actions"):
                continue  # no options (the defaults) and no actions yet make a sound record
            with pytest.raises(RecordError) as caught:
                replay(altered(**{field: value}))
            assert len(str(caught.value)) < 400, (field, value)


def test_the_replay_command_refuses_a_hostile_file_in_one_line(tmp_path: Path) -> None:
    for name, text in {
        "deep.json": "[" * 100_000 + "]" * 100_000,
        "digits.json": '{"seed": ' + "7" * 10_000 + "}",
        "binary.json": "\udcff",
    }.items():
        path = tmp_path / name
        path.write_bytes(text.encode("utf-8", "surrogateescape"))
        code, err = widow("replay", str(path))
        assert code == 2, err
        assert err.startswith("widow: error: ")
        assert err.count("\n") == 1


# --- records are written whole ------------------------------------------------------------------


def test_writing_a_record_replaces_the_file_whole(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    path.write_text("an older record")
    state = load_game("whisky-poker", players=2).new_state(seed=2)
    write_record(state, path)
    assert read_record(path)["seed"] == 2
    # Nothing is left beside it: the temporary file was renamed into place.
    assert [p.name for p in tmp_path.iterdir()] == ["r.json"]


def test_a_failed_write_leaves_the_old_record_and_no_litter(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "r.json"
    path.write_text("the old record")

    def full_disk(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("widow.records.os.fsync", full_disk)
    with pytest.raises(OSError):
        write_record(load_game("whisky-poker", players=2).new_state(seed=2), path)
    assert path.read_text() == "the old record"
    assert [p.name for p in tmp_path.iterdir()] == ["r.json"]


# --- long input is never echoed back whole ------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "k" * 10_000_000,
        "swap " + "9" * 1_000_000 + " Qs",
        "knock " + "z" * 1_000_000,
        "swap 9h " + "Q" * 150,
    ],
)
def test_an_oversized_action_is_refused_with_a_short_message(text: str) -> None:
    state = load_game("la-viuda", players=3).new_state(seed=1)
    before = state.record()
    with pytest.raises(InvalidActionError) as caught:
        state.apply(text)
    assert len(str(caught.value)) < 2 * QUOTE_LIMIT + 100
    assert state.record() == before


def test_the_longest_action_text_accepted_is_far_above_any_real_action() -> None:
    state = load_game("la-viuda", players=3).new_state(seed=1)
    padded = "  knock" + " " * (MAX_ACTION_TEXT - 10)
    assert [e.type for e in state.apply(padded)] == ["knocked"]


def test_an_oversized_option_or_game_name_is_quoted_short() -> None:
    for call in (
        lambda: load_game("x" * 1_000_000, players=2),
        lambda: load_game("la-viuda", players=2, chips="9" * 1_000_000),
        lambda: load_game("la-viuda", players="8" * 1_000_000),
        lambda: load_game("la-viuda", players=HUGE),
        lambda: load_game("la-viuda", players=2, **{"y" * 1_000_000: 1}),
    ):
        with pytest.raises(InvalidOptionError) as caught:
            call()
        # The input is quoted in at most about 80 characters; the rest is the list of what is
        # valid, which grows with the games.
        assert len(str(caught.value)) < 300 + len(", ".join(list_games()))


def test_command_line_errors_quote_long_input_short() -> None:
    for args in (
        ("play", "la-viuda", "--seed", "9" * 100_000),
        ("simulate", "la-viuda", "--games", "1" * 5_000),
        ("play", "la-viuda", "-o", "chips=" + "5" * 100_000),
        ("rules", "g" * 100_000),
    ):
        code, err = widow(*args)
        assert code == 2
        assert err.startswith("widow: error: ")
        assert len(err) < 400, err[:400]
    # Whatever else a message quotes, the line printed is cut to a bounded length.
    for args in (("odds", "high", "-o", "k" * 100_000 + "=1"), ("rank", "high", "Z" * 100_000)):
        code, err = widow(*args)
        assert code == 2
        assert err.startswith("widow: error: ")
        assert len(err) < 1100, err[:400]


# --- actions and seats by type ------------------------------------------------------------------


def test_a_swap_of_plain_numbers_is_refused_at_construction() -> None:
    with pytest.raises(InvalidActionError, match=r"SwapOne\.give must be a Card"):
        SwapOne(39, 23)  # type: ignore[arg-type]
    with pytest.raises(InvalidActionError, match=r"SwapOne\.take must be a Card"):
        SwapOne(Card(39), "Qs")  # type: ignore[arg-type]
    assert str(SwapOne(Card.parse("9h"), Card.parse("Qs"))) == "swap 9h Qs"


def swap_turn() -> State:
    """A La Viuda match at the first turn after the widow is turned face up."""
    state = load_game("la-viuda", players=3).new_state(seed=1)
    for _ in range(20):
        if any(isinstance(a, SwapOne) for a in state.legal_actions()):
            return state
        state.apply(state.legal_actions()[0])
    raise AssertionError("no swap came up")


def test_an_action_whose_text_does_not_read_back_is_refused() -> None:
    state = swap_turn()
    legal = next(a for a in state.legal_actions() if isinstance(a, SwapOne))

    class Imposter(SwapOne):
        """A swap whose text names other cards than it holds."""

        def __str__(self) -> str:
            return "knock"

    before = state.record()
    impostor = object.__new__(Imposter)
    object.__setattr__(impostor, "give", legal.give)
    object.__setattr__(impostor, "take", legal.take)
    with pytest.raises(InvalidActionError, match="does not read back"):
        state.apply(impostor)
    assert state.record() == before
    # The interned action itself is taken, and the record replays.
    state.apply(swap_one(legal.give, legal.take))
    assert replay(state.record()).record() == state.record()


@pytest.mark.parametrize("seat", [False, True, 0.0, "0", HUGE], ids=repr_or_size)
def test_a_seat_must_be_a_real_whole_number(seat: object) -> None:
    state = load_game("whisky-poker", players=3).new_state(seed=1)
    before = state.record()
    with pytest.raises(WidowError) as caught:
        state.apply("knock", seat=seat)  # type: ignore[arg-type]
    assert isinstance(caught.value, InvalidActionError | IllegalActionError)
    assert len(str(caught.value)) < 200
    assert state.record() == before


@pytest.mark.parametrize("seat", [False, True])
def test_a_bool_is_not_taken_for_the_seat_it_equals(seat: bool) -> None:
    # False == 0 and True == 1 in Python; neither may pass for that seat on its turn.
    state = load_game("whisky-poker", players=3).new_state(seed=1)
    while state.to_act != int(seat):
        state.apply("pass")
    before = state.record()
    with pytest.raises(InvalidActionError, match="seat must be a whole number"):
        state.apply("pass", seat=seat)
    assert state.record() == before


def test_the_seat_to_act_given_as_an_int_is_accepted() -> None:
    state = load_game("whisky-poker", players=3).new_state(seed=1)
    assert state.to_act is not None
    assert [e.type for e in state.apply("knock", seat=state.to_act)] == ["knocked"]


def test_non_actions_are_refused() -> None:
    state = load_game("whisky-poker", players=3).new_state(seed=1)
    for thing in (None, 3, b"knock", ["knock"], object()):
        with pytest.raises(InvalidActionError):
            state.apply(thing)  # type: ignore[arg-type]


# --- a token of a megabyte is quoted in about 80 characters, wherever it is sent ----------------

MEGA = "Q" * 1_000_000


@pytest.mark.parametrize(
    "call",
    [
        lambda: parse_card(MEGA),
        lambda: parse_cards(MEGA),
        lambda: parse_cards(["Ah", MEGA]),
        lambda: Rank.parse(MEGA),
        lambda: load_game("holdem", players=2, stacks=MEGA),
        lambda: load_game("chinese-poker", players=2, pair_units=MEGA),
        lambda: load_game("draw-poker", players=2, ranking="ace-to-five", qualifier=MEGA),
        lambda: get_bot("ismcts:iterations=" + MEGA, load_game("la-viuda", players=2)),
        lambda: get_bot("ismcts:" + MEGA, load_game("la-viuda", players=2)),
        lambda: load_game("faro", players=2).new_state(seed=1).apply("bet " + "Q" * 150),
        lambda: replay(altered(chance=[dict(sound_record()["chance"][0], result=[MEGA])])),
        lambda: replay(altered(actions=[{"seat": 1, "action": MEGA}])),
    ],
    ids=[
        "card",
        "cards",
        "card-in-list",
        "rank",
        "option-stacks",
        "option-pair-units",
        "option-rank",
        "bot-setting",
        "bot-key",
        "faro-rank",
        "record-chance-card",
        "record-action",
    ],
)
def test_a_megabyte_token_is_quoted_short(call: Callable[[], object]) -> None:
    with pytest.raises(WidowError) as caught:
        call()
    assert len(str(caught.value)) < 4 * QUOTE_LIMIT + 200, str(caught.value)[:300]


# --- requests too large to serve are refused at once, naming the bound --------------------------


@pytest.mark.parametrize(
    ("args", "bound"),
    [
        (("equity", "holdem", "AhKh", "??", "--trials", "100000000"), "at most 10,000,000"),
        (("equity", "soko", "As Ah", "?? Kd", "--trials", "100000000"), "at most 10,000,000"),
        (("simulate", "war", "--games", "2", "--workers", "1000000"), "at most 256"),
        (
            ("simulate", "war", "--games", "2", "--bots", "ismcts:iterations=" + "1" * 100),
            "1,000,000",
        ),
        (("simulate", "war", "--games", "2", "--bots", "ismcts:ms=1e300"), "at most 600,000"),
    ],
    ids=["trials", "stud-trials", "workers", "iterations", "ms"],
)
def test_an_unbounded_request_is_refused_naming_the_bound(
    args: tuple[str, ...], bound: str
) -> None:
    tracemalloc.start()
    try:
        code, err = widow(*args)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert code == 2
    assert err.startswith("widow: error: ") and bound in err, err
    assert peak < 50_000_000


def test_many_equity_trials_are_dealt_in_chunks_of_bounded_memory(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # With small chunks, a count of many chunks takes about the memory of one, and a count
    # within one chunk deals as a single draw did.
    monkeypatch.setattr("widow.analysis.equity.TRIAL_CHUNK", 2_000)
    monkeypatch.setattr("widow.analysis.stud_equity.TRIAL_CHUNK", 2_000)
    for run in (
        lambda trials: equity("holdem", ["Ah Kh", "??", "??"], trials=trials, seed=3),
        lambda trials: stud_equity("soko", ["As Ah", "?? Kd"], trials=trials, seed=3),
    ):
        peaks = []
        for trials in (2_000, 40_000):
            tracemalloc.start()
            try:
                result = run(trials)
                peaks.append(tracemalloc.get_traced_memory()[1])
            finally:
                tracemalloc.stop()
            assert result.boards == trials and abs(sum(result.equity) - 1) < 1e-9
        assert peaks[1] < 3 * peaks[0], peaks
