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

import errno
import json
import os
import re
import secrets
import select
import stat
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from widow.cards import parse_card
from widow.engine.chance import SEED_LIMIT, ChanceEvent
from widow.engine.core import RECORD_FORMAT, RECORD_VERSION, State
from widow.engine.options import check_option_names
from widow.errors import InvalidCardError, RecordError, WidowError, quote
from widow.i18n import N_, Nn_

__all__ = ["MAX_RECORD_BYTES", "read_record", "replay", "validate_record", "write_record"]

_FIELDS = ("game", "players", "options", "seed", "actions", "chance")

#: The largest record file read. A record holds one short line per action and one shuffled pack
#: per deal, so even a match of thousands of deals stays far below this.
MAX_RECORD_BYTES = 8 * 1024 * 1024
#: The deepest nesting of JSON arrays and objects read (a record itself nests four deep).
MAX_DEPTH = 16
#: Whole numbers in a record: seeds are below 2**64 in size, everything else far smaller.
_SEED_LIMIT = SEED_LIMIT
_COUNT_LIMIT = 2**31
#: Longest text of a chance event's kind ("deal", "draw", ...).
_MAX_KIND = 40
#: JSON numbers with more digits than this are not read as integers at all.
_MAX_DIGITS = 40
_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"')
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")


class _HugeNumber:
    """Stands for a JSON integer too long to read, so that the check of its field can name it."""

    def __init__(self, digits: str) -> None:
        self.digits = len(digits)

    def __repr__(self) -> str:
        return f"<a number of {self.digits} digits>"


def _read_int(text: str) -> int | _HugeNumber:
    return int(text) if len(text) <= _MAX_DIGITS else _HugeNumber(text)


def _nesting_problem(data: bytes) -> str | None:
    """What keeps JSON text from being parsed safely: arrays and objects nested deeper than
    :data:`MAX_DEPTH`, or brackets that do not pair up; None when there is neither. Checked
    without recursion, before the parser recurses once per level. The answer is a message id
    of the catalogue, to be filled with the file's ``path`` (and ``n``, the depth)."""
    brackets = _STRING.sub(b"", data).translate(None, _NOT_BRACKETS)
    if brackets.count(b"[") != brackets.count(b"]") or brackets.count(b"{") != brackets.count(b"}"):
        return N_("{path} is not JSON: its brackets do not pair up")
    # Each pass takes away every innermost pair, so a text nested d deep is empty after at most
    # d passes; what is left after MAX_DEPTH passes nests deeper (or pairs up crosswise).
    for _ in range(MAX_DEPTH):
        if not brackets:
            return None
        brackets = brackets.replace(b"[]", b"").replace(b"{}", b"")
    if brackets:
        return N_("{path} nests JSON deeper than {n} levels, which no record does")
    return None


def _whole(field: str, value: object, low: int, high: int) -> int:
    """``value`` when it is a whole number with ``low <= value < high``, else a RecordError."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value < high:
        raise RecordError(
            N_(
                "record field {given} must be a whole number from {n} to {count}, not {detail}"
            ).format(given=repr(field), n=low, count=high - 1, detail=quote(value))
        )
    return value


def validate_record(record: object) -> dict[str, Any]:
    """Check the shape of a record and return it; :class:`RecordError` names the first bad field.

    >>> validate_record({"game": "whisky-poker"})
    Traceback (most recent call last):
    ...
    widow.errors.RecordError: record field 'players' is missing
    """
    if not isinstance(record, Mapping):
        raise RecordError(
            N_("a record must be a JSON object, not {detail}").format(detail=type(record).__name__)
        )
    for name in _FIELDS:
        if name not in record:
            raise RecordError(N_("record field {given} is missing").format(given=repr(name)))
    if "format" in record and record["format"] != RECORD_FORMAT:
        raise RecordError(
            N_("record field {given} must be {valid}, not {detail}").format(
                given="'format'", valid=repr(RECORD_FORMAT), detail=quote(record["format"])
            )
        )
    if "version" in record and record["version"] != RECORD_VERSION:
        raise RecordError(
            N_("record field {given} is {detail}; this widow reads version {n}").format(
                given="'version'", detail=quote(record["version"]), n=RECORD_VERSION
            )
        )
    if not isinstance(record["game"], str):
        raise RecordError(
            N_("record field {given} must be text, not {detail}").format(
                given="'game'", detail=quote(record["game"])
            )
        )
    players = _whole("players", record["players"], 1, _COUNT_LIMIT)
    seed = record["seed"]
    if isinstance(seed, bool) or not isinstance(seed, int) or not abs(seed) < _SEED_LIMIT:
        raise RecordError(
            N_(
                "record field {given} must be a whole number smaller than 2**64 in size,"
                " not {detail}"
            ).format(given="'seed'", detail=quote(seed))
        )
    if not isinstance(record["options"], Mapping):
        raise RecordError(
            N_("record field {given} must be an object, not {detail}").format(
                given="'options'", detail=quote(record["options"])
            )
        )
    if not isinstance(record["actions"], list):
        raise RecordError(N_("record field {given} must be a list").format(given="'actions'"))
    for i, entry in enumerate(record["actions"]):
        if not isinstance(entry, Mapping) or set(entry) != {"seat", "action"}:
            raise RecordError(
                N_("record field {given} must be an object with seat and action").format(
                    given=f"'actions[{i}]'"
                )
            )
        _whole(f"actions[{i}].seat", entry["seat"], 0, players)
        if not isinstance(entry["action"], str):
            raise RecordError(
                N_("record field {given} must be text").format(given=f"'actions[{i}].action'")
            )
    if not isinstance(record["chance"], list):
        raise RecordError(N_("record field {given} must be a list").format(given="'chance'"))
    for i, entry in enumerate(record["chance"]):
        _chance_event(i, entry)
    return dict(record)


def _chance_event(i: int, entry: object) -> ChanceEvent:
    where = f"chance[{i}]"
    if not isinstance(entry, Mapping):
        raise RecordError(N_("record field {given} must be an object").format(given=repr(where)))
    for name in ("kind", "result", "forced", "at"):
        if name not in entry:
            raise RecordError(
                N_("record field {given} is missing").format(given=f"'{where}.{name}'")
            )
    if not isinstance(entry["kind"], str) or len(entry["kind"]) > _MAX_KIND:
        raise RecordError(
            N_("record field {given} must be a short text, not {detail}").format(
                given=f"'{where}.kind'", detail=quote(entry["kind"])
            )
        )
    result = entry["result"]
    if not isinstance(result, list):
        raise RecordError(
            N_("record field {given} must be a list of cards").format(given=f"'{where}.result'")
        )
    try:
        cards = (
            tuple(parse_card(c) for c in result)
            if all(isinstance(c, str) for c in result)
            else None
        )
    except InvalidCardError as error:
        raise RecordError(
            N_("record field {given}: {reason}").format(given=f"'{where}.result'", reason=error)
        ) from None
    if cards is None:
        raise RecordError(
            N_("record field {given} must be a list of card texts").format(
                given=f"'{where}.result'"
            )
        )
    forced = _whole(f"{where}.forced", entry["forced"], 0, _COUNT_LIMIT)
    at = _whole(f"{where}.at", entry["at"], 0, _COUNT_LIMIT)
    if forced > len(cards):
        raise RecordError(
            N_("record field {given} is larger than the result").format(given=f"'{where}.forced'")
        )
    return ChanceEvent(entry["kind"], cards, forced, at)


def replay(
    record: Mapping[str, Any], *, before_each: Callable[[int, State], None] | None = None
) -> State:
    """Rebuild the state a record describes (same views for every seat, same legal actions).

    ``before_each(i, state)``, when given, is called before the record's action ``i`` is applied
    (a review of the match looks at each position on the way).

    Raises :class:`RecordError` naming the field when the record is malformed or does not replay.
    """
    from widow.games import game_class, load_game

    data = validate_record(record)
    try:
        # Checked first: an option called ``players`` must not collide with the keyword.
        check_option_names(game_class(data["game"]).options_class, data["game"], data["options"])
        game = load_game(data["game"], players=data["players"], **dict(data["options"]))
    except WidowError as error:
        raise RecordError(
            N_("record fields 'game'/'players'/'options': {reason}").format(reason=error)
        ) from None
    chance = [_chance_event(i, e) for i, e in enumerate(data["chance"])]
    state = game._replay_state(data["seed"], chance)
    for i, entry in enumerate(data["actions"]):
        if state.is_over:
            raise RecordError(
                N_("record field {given} follows the end of the match").format(
                    given=f"'actions[{i}]'"
                )
            )
        if state.to_act != entry["seat"]:
            raise RecordError(
                N_("record field {given} is {n}, but it is {seat}'s turn").format(
                    given=f"'actions[{i}].seat'",
                    n=entry["seat"],
                    seat=N_("seat {seat}").format(seat=state.to_act),
                )
            )
        if before_each is not None:
            before_each(i, state)
        try:
            state.apply(entry["action"])
        except RecordError:
            raise
        except WidowError as error:
            raise RecordError(
                N_("record field {given}: {reason}").format(
                    given=f"'actions[{i}].action'", reason=error
                )
            ) from None
    left = state.chance.end_replay()
    if left:
        raise RecordError(
            Nn_(
                "record field {given} has {n} result the game never used",
                "record field {given} has {n} results the game never used",
                left,
            ).format(given="'chance'", n=left)
        )
    return state


def write_record(state: State, path: str | Path, *, exclusive: bool = False) -> Path:
    """Write a state's record as JSON and return the path it went to.

    ``exclusive`` never replaces a file: where ``path`` is taken, the record goes to the first
    free name of ``NAME-2.json``, ``NAME-3.json``, ... (the path returned says which), so that
    several matches saved under the same name in the same second each keep their record.

    >>> import tempfile
    >>> from widow.games import load_game
    >>> state = load_game("la-viuda", players=2).new_state(seed=4)
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     path = write_record(state, Path(folder) / "match.json")
    ...     again = write_record(state, path, exclusive=True)
    ...     read_record(path)["seed"], again.name
    (4, 'match-2.json')
    """
    target = Path(path)
    text = json.dumps(state.record(), indent=1) + "\n"
    if target.exists() and not target.is_file():
        # A device or a pipe (``/dev/null``, ``/dev/stdout``) is written in place: renaming a
        # file over it would replace the device itself.
        _write_in_place(target, text.encode("utf-8"))
        return target
    # Written beside the target and renamed over it, so that whenever the writing stops (a
    # signal, a full disk) the file holds either the old record or the whole new one. Created
    # with os.open so that the umask sets its permissions, as for any new file.
    temporary = target.with_name(f".{target.name}.{os.getpid()}-{secrets.token_hex(4)}.tmp")
    handle = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        if exclusive:
            target = _link_free_name(temporary, target)
        else:
            os.replace(temporary, target)
    finally:
        temporary.unlink(missing_ok=True)
    return target


#: How many numbered names an exclusive write tries before giving up.
_FREE_NAMES = 1000
#: How long a write to a pipe waits for its reader to take more, in seconds.
_PIPE_PATIENCE = 10.0


def _link_free_name(written: Path, target: Path) -> Path:
    """Give the finished file ``written`` the first free name of ``target``, ``target-2``, ...
    A hard link fails when the name is taken, so two writers never take the same one."""
    for number in range(1, _FREE_NAMES + 1):
        name = target if number == 1 else target.with_stem(f"{target.stem}-{number}")
        try:
            os.link(written, name)
        except FileExistsError:
            continue
        except OSError:
            # No hard links here (some file systems): claim the name by creating it, then
            # rename the finished file over the empty one.
            try:
                os.close(os.open(name, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666))
            except FileExistsError:
                continue
            os.replace(written, name)
        return name
    raise FileExistsError(errno.EEXIST, f"{target} and {_FREE_NAMES - 1} numbered names are taken")


def _write_in_place(target: Path, data: bytes) -> None:
    """Write ``data`` to a device or a pipe without ever waiting on it for good: a pipe that no
    program reads is refused at once, and one whose reader stops reading, after a while."""
    if not stat.S_ISFIFO(target.stat().st_mode):
        with target.open("wb") as stream:
            stream.write(data)
        return
    try:
        handle = os.open(target, os.O_WRONLY | os.O_NONBLOCK)
    except OSError as error:
        if error.errno == errno.ENXIO:
            raise OSError(error.errno, "it is a pipe that no program is reading") from None
        raise
    try:
        view = memoryview(data)
        while view:
            try:
                view = view[os.write(handle, view) :]
            except BlockingIOError:
                _, ready, _ = select.select([], [handle], [], _PIPE_PATIENCE)
                if not ready:
                    raise OSError(
                        errno.ETIMEDOUT,
                        f"the program reading the pipe took nothing for {_PIPE_PATIENCE:.0f}"
                        " seconds",
                    ) from None
    finally:
        os.close(handle)


def read_record(path: str | Path) -> dict[str, Any]:
    """Read and check a record written by :func:`write_record`.

    At most :data:`MAX_RECORD_BYTES` are read, and nesting deeper than :data:`MAX_DEPTH` is
    refused before the JSON is parsed, so neither a huge file nor a hostile one can exhaust the
    memory or the stack; every mistake is a :class:`RecordError`.
    """
    name = quote(str(path))
    try:
        with Path(path).open("rb") as file:
            raw = file.read(MAX_RECORD_BYTES + 1)
    except OSError as error:
        raise RecordError(
            N_("cannot read {path}: {detail}").format(path=name, detail=error.strerror or error)
        ) from None
    if len(raw) > MAX_RECORD_BYTES:
        raise RecordError(
            N_("{path} is larger than a record can be ({detail} bytes)").format(
                path=name, detail=f"{MAX_RECORD_BYTES:,}"
            )
        )
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise RecordError(
            N_("{path} is not UTF-8 text: {detail}").format(path=name, detail=error)
        ) from None
    problem = _nesting_problem(raw)
    if problem is not None:
        raise RecordError(problem.format(path=name, n=MAX_DEPTH))
    try:
        data = json.loads(text, parse_int=_read_int)
    except (ValueError, RecursionError) as error:
        raise RecordError(
            N_("{path} is not JSON: {detail}").format(path=name, detail=error)
        ) from None
    return validate_record(data)
