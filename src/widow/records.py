"""Game records: write, read, check and replay.

A record is a JSON object (see ``docs/engine.md``): the game, the player count, every option, the
seed, every action with its seat, and every chance result. :func:`replay` rebuilds the state; it
checks that the seed reproduces each chance result that was not forced, so an altered record is
refused rather than replayed into a different game.

>>> from widow.games import load_game
>>> state = load_game("whisky-poker", players=3).new_state(seed=11)
>>> _ = state.apply(state.legal_actions()[0])
>>> replay(state.record()).view(1) == state.view(1)
True
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from widow.cards import parse_card
from widow.engine.chance import ChanceEvent
from widow.engine.core import RECORD_FORMAT, RECORD_VERSION, State
from widow.errors import InvalidCardError, RecordError, WidowError

__all__ = ["read_record", "replay", "validate_record", "write_record"]

_FIELDS = ("game", "players", "options", "seed", "actions", "chance")


def validate_record(record: object) -> dict[str, Any]:
    """Check the shape of a record and return it; :class:`RecordError` names the first bad field.

    >>> validate_record({"game": "whisky-poker"})
    Traceback (most recent call last):
    ...
    widow.errors.RecordError: record field 'players' is missing
    """
    if not isinstance(record, Mapping):
        raise RecordError(f"a record must be a JSON object, not {type(record).__name__}")
    for name in _FIELDS:
        if name not in record:
            raise RecordError(f"record field {name!r} is missing")
    if "format" in record and record["format"] != RECORD_FORMAT:
        raise RecordError(
            f"record field 'format' must be {RECORD_FORMAT!r}, not {record['format']!r}"
        )
    if "version" in record and record["version"] != RECORD_VERSION:
        raise RecordError(
            f"record field 'version' is {record['version']!r}; this widow reads version"
            f" {RECORD_VERSION}"
        )
    if not isinstance(record["game"], str):
        raise RecordError(f"record field 'game' must be text, not {record['game']!r}")
    for name in ("players", "seed"):
        if isinstance(record[name], bool) or not isinstance(record[name], int):
            raise RecordError(f"record field {name!r} must be a whole number, not {record[name]!r}")
    if not isinstance(record["options"], Mapping):
        raise RecordError(f"record field 'options' must be an object, not {record['options']!r}")
    if not isinstance(record["actions"], list):
        raise RecordError("record field 'actions' must be a list")
    for i, entry in enumerate(record["actions"]):
        if not isinstance(entry, Mapping) or set(entry) != {"seat", "action"}:
            raise RecordError(f"record field 'actions[{i}]' must be an object with seat and action")
        if isinstance(entry["seat"], bool) or not isinstance(entry["seat"], int):
            raise RecordError(f"record field 'actions[{i}].seat' must be a whole number")
        if not isinstance(entry["action"], str):
            raise RecordError(f"record field 'actions[{i}].action' must be text")
    if not isinstance(record["chance"], list):
        raise RecordError("record field 'chance' must be a list")
    for i, entry in enumerate(record["chance"]):
        _chance_event(i, entry)
    return dict(record)


def _chance_event(i: int, entry: object) -> ChanceEvent:
    where = f"chance[{i}]"
    if not isinstance(entry, Mapping):
        raise RecordError(f"record field {where!r} must be an object")
    for name in ("kind", "result", "forced", "at"):
        if name not in entry:
            raise RecordError(f"record field '{where}.{name}' is missing")
    if not isinstance(entry["kind"], str):
        raise RecordError(f"record field '{where}.kind' must be text")
    result = entry["result"]
    if not isinstance(result, list):
        raise RecordError(f"record field '{where}.result' must be a list of cards")
    try:
        cards = (
            tuple(parse_card(c) for c in result)
            if all(isinstance(c, str) for c in result)
            else None
        )
    except InvalidCardError as error:
        raise RecordError(f"record field '{where}.result': {error}") from None
    if cards is None:
        raise RecordError(f"record field '{where}.result' must be a list of card texts")
    forced, at = entry["forced"], entry["at"]
    for name, value in (("forced", forced), ("at", at)):
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise RecordError(f"record field '{where}.{name}' must be a whole number >= 0")
    if forced > len(cards):
        raise RecordError(f"record field '{where}.forced' is larger than the result")
    return ChanceEvent(entry["kind"], cards, forced, at)


def replay(record: Mapping[str, Any]) -> State:
    """Rebuild the state a record describes (same views for every seat, same legal actions).

    Raises :class:`RecordError` naming the field when the record is malformed or does not replay.
    """
    from widow.games import load_game

    data = validate_record(record)
    try:
        game = load_game(data["game"], players=data["players"], **dict(data["options"]))
    except WidowError as error:
        raise RecordError(f"record fields 'game'/'players'/'options': {error}") from None
    chance = [_chance_event(i, e) for i, e in enumerate(data["chance"])]
    state = game._replay_state(data["seed"], chance)
    for i, entry in enumerate(data["actions"]):
        if state.is_over:
            raise RecordError(f"record field 'actions[{i}]' follows the end of the match")
        if state.to_act != entry["seat"]:
            raise RecordError(
                f"record field 'actions[{i}].seat' is {entry['seat']}, but it is seat"
                f" {state.to_act}'s turn"
            )
        try:
            state.apply(entry["action"])
        except RecordError:
            raise
        except WidowError as error:
            raise RecordError(f"record field 'actions[{i}].action': {error}") from None
    left = state.chance.end_replay()
    if left:
        raise RecordError(f"record field 'chance' has {left} results the game never used")
    return state


def write_record(state: State, path: str | Path) -> Path:
    """Write a state's record as JSON and return the path.

    >>> import tempfile
    >>> from widow.games import load_game
    >>> state = load_game("la-viuda", players=2).new_state(seed=4)
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     path = write_record(state, Path(folder) / "match.json")
    ...     read_record(path)["seed"]
    4
    """
    target = Path(path)
    target.write_text(json.dumps(state.record(), indent=1) + "\n", encoding="utf-8")
    return target


def read_record(path: str | Path) -> dict[str, Any]:
    """Read and check a record written by :func:`write_record`."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except json.JSONDecodeError as error:
        raise RecordError(f"{str(path)!r} is not JSON: {error}") from None
    except OSError as error:
        raise RecordError(f"cannot read {str(path)!r}: {error.strerror}") from None
    except UnicodeDecodeError as error:
        raise RecordError(f"{str(path)!r} is not UTF-8 text: {error}") from None
    return validate_record(data)
