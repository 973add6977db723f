"""A seat's view as a fixed-size vector of numbers, and the mask of its legal actions.

The encoding reads only the generic table description (``view(seat)["table"]``), so it works for
every game without game-specific code, and it can only contain what the seat may know. Its length
depends on the player count alone (:func:`observation_size`), so it is fixed for a game, its
options and its players. The blocks, in order (``docs/research.md`` has the full layout):

1. **Card planes**: one plane per zone kind (``hand``, ``widow``, ``board`` ...) and owner, the
   owner counted round the table from the viewer (0 is the viewer, 1 the next seat by index...,
   the last plane of each kind for shared zones). A plane holds 54 copy counts, one per card of the
   pack (``2c`` ... ``As``, then the two jokers), and then the number of cards in those zones the
   viewer cannot see. Zones of the same kind and owner add up.
2. **Seats**, for each seat from the viewer round: whether it is to act, whether it is the viewer's
   partner (same team), and hashed buckets of its status words, roles and counters.
3. **Table**: the viewer's own seat number one-hot, whether the match is over, the phase in hashed
   buckets, the table counters in hashed buckets.

Counters are named, and games name different ones, so they are placed by *feature hashing*: a
number goes into the bucket of its name (bucket = a stable hash of the name), a word ``w`` of a
counter ``n`` sets the bucket of ``"n=w"`` to 1. Two names can share a bucket; their values then
add up. Numbers are given as they are (chips, points), not scaled.

>>> from widow import load_game
>>> state = load_game("whisky-poker", players=3).new_state(seed=1)
>>> vector = observe(state, 0)
>>> vector.shape == (observation_size(3),), vector.dtype
(True, dtype('float32'))
>>> int(vector[:CARD_SLOTS].sum())  # the viewer's own hand: five cards it sees
5
>>> mask = legal_action_mask(state)
>>> int(mask.sum()), mask.shape
(3, (2658,))
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

import numpy as np
import numpy.typing as npt

from widow.cards import N_CARDS, parse_card
from widow.engine.core import State
from widow.engine.table import HIDDEN

__all__ = [
    "CARD_SLOTS",
    "PLANE_SIZE",
    "SEAT_SIZE",
    "ZONE_KINDS",
    "event_size",
    "legal_action_mask",
    "observation_size",
    "observe",
    "observe_events",
    "observe_table",
]

#: Zone kinds in plane order (every kind the table description allows).
ZONE_KINDS = (
    "hand",
    "widow",
    "board",
    "stock",
    "discard",
    "trick",
    "pile",
    "layout",
    "grid",
    "kitty",
)
_KIND_INDEX = {kind: i for i, kind in enumerate(ZONE_KINDS)}
#: One count per card of the pack (jokers included).
CARD_SLOTS = N_CARDS
#: A plane: the card counts, then the number of cards the viewer cannot see.
PLANE_SIZE = CARD_SLOTS + 1
STATUS_BUCKETS = 8
ROLE_BUCKETS = 8
SEAT_COUNTER_BUCKETS = 16
#: Per seat: to act, partner, status, roles, counters.
SEAT_SIZE = 2 + STATUS_BUCKETS + ROLE_BUCKETS + SEAT_COUNTER_BUCKETS
PHASE_BUCKETS = 16
TABLE_COUNTER_BUCKETS = 32
EVENT_TYPE_BUCKETS = 16
EVENT_FIELD_BUCKETS = 8


def observation_size(players: int) -> int:
    """The length of an observation vector at a table of ``players`` seats.

    >>> observation_size(2), observation_size(4)
    (1769, 2939)
    """
    planes = len(ZONE_KINDS) * (players + 1) * PLANE_SIZE
    return planes + players * SEAT_SIZE + players + 1 + PHASE_BUCKETS + TABLE_COUNTER_BUCKETS


@lru_cache(maxsize=4096)
def _bucket(text: str, buckets: int) -> int:
    """A stable bucket for a name (Python's own ``hash`` changes between runs)."""
    digest = hashlib.blake2b(text.encode(), digest_size=4).digest()
    return int.from_bytes(digest, "big") % buckets


@lru_cache(maxsize=256)
def _card_slot(text: str) -> int:
    return int(parse_card(text))


@lru_cache(maxsize=4096)
def _maybe_card_slot(text: str) -> int | None:
    """The card slot of ``text`` if it is a card's text (``None`` for any other word)."""
    if len(text) != 2:
        return None
    try:
        return int(parse_card(text))
    except ValueError:
        return None


def _add_counters(
    out: npt.NDArray[np.float32], start: int, buckets: int, counters: Sequence[Mapping[str, Any]]
) -> None:
    for entry in counters:
        name, value = str(entry["name"]), entry.get("value")
        if value is None:
            continue
        if isinstance(value, bool | int | float):
            out[start + _bucket(name, buckets)] += float(value)
        else:
            word = value if isinstance(value, str) else json.dumps(value, sort_keys=True)
            out[start + _bucket(f"{name}={word}", buckets)] += 1.0


def _add_words(
    out: npt.NDArray[np.float32], start: int, buckets: int, words: Sequence[str]
) -> None:
    for word in words:
        out[start + _bucket(str(word), buckets)] = 1.0


def observe_table(table: Mapping[str, Any], players: int) -> npt.NDArray[np.float32]:
    """Encode a table description (as ``view(seat)["table"]`` gives it) for ``players`` seats.

    The viewer is ``table["viewer"]``; a description without a viewer (the full view) is encoded
    from seat 0's place at the table.
    """
    out = np.zeros(observation_size(players), dtype=np.float32)
    viewer = table.get("viewer")
    base = 0 if viewer is None else int(viewer)
    shared = players
    for entry in table["zones"]:
        owner = entry.get("owner")
        slot = shared if owner is None else (int(owner) - base) % players
        plane = (_KIND_INDEX[entry["kind"]] * (players + 1) + slot) * PLANE_SIZE
        cards = entry["cards"]
        hidden = max(0, int(entry["count"]) - len(cards))
        for text in cards:
            if text == HIDDEN:
                hidden += 1
            else:
                out[plane + _card_slot(text)] += 1.0
        out[plane + CARD_SLOTS] += hidden
    at = len(ZONE_KINDS) * (players + 1) * PLANE_SIZE
    seats = table["seats"]
    teams = {row["seat"]: row.get("team") for row in seats}
    own_team = teams.get(base)
    to_act = table.get("to_act")
    for row in seats:
        start = at + ((int(row["seat"]) - base) % players) * SEAT_SIZE
        out[start] = 1.0 if to_act == row["seat"] else 0.0
        partner = own_team is not None and row.get("team") == own_team and row["seat"] != base
        out[start + 1] = 1.0 if partner else 0.0
        _add_words(out, start + 2, STATUS_BUCKETS, [str(row.get("status", ""))])
        _add_words(out, start + 2 + STATUS_BUCKETS, ROLE_BUCKETS, list(row.get("roles", [])))
        _add_counters(
            out,
            start + 2 + STATUS_BUCKETS + ROLE_BUCKETS,
            SEAT_COUNTER_BUCKETS,
            row.get("counters", []),
        )
    at += players * SEAT_SIZE
    if viewer is not None:
        out[at + base] = 1.0
    at += players
    out[at] = 1.0 if table.get("over") else 0.0
    at += 1
    _add_words(out, at, PHASE_BUCKETS, [str(table.get("phase", ""))])
    at += PHASE_BUCKETS
    _add_counters(out, at, TABLE_COUNTER_BUCKETS, table.get("counters", []))
    return out


def event_size(players: int) -> int:
    """The numbers that encode one event (see :func:`observe_events`).

    >>> event_size(4)
    85
    """
    return 1 + EVENT_TYPE_BUCKETS + players + 1 + PLANE_SIZE + EVENT_FIELD_BUCKETS


def _add_event_field(
    out: npt.NDArray[np.float32], cards: int, fields: int, name: str, value: object
) -> None:
    if isinstance(value, list | tuple):
        for item in value:
            _add_event_field(out, cards, fields, name, item)
    elif isinstance(value, dict):
        for key, item in value.items():
            _add_event_field(out, cards, fields, f"{name}.{key}", item)
    elif isinstance(value, bool | int | float):
        out[fields + _bucket(name, EVENT_FIELD_BUCKETS)] += float(value)
    elif isinstance(value, str):
        slot = CARD_SLOTS if value == HIDDEN else _maybe_card_slot(value)
        if slot is not None:
            out[cards + slot] += 1.0
        else:
            out[fields + _bucket(f"{name}={value}", EVENT_FIELD_BUCKETS)] += 1.0


def observe_events(
    events: Sequence[Mapping[str, Any]], viewer: int, players: int, window: int
) -> npt.NDArray[np.float32]:
    """The latest ``window`` of ``events`` (as ``event.for_seat(viewer)`` gives them), newest
    first, ``event_size(players)`` numbers each; slots beyond the events given stay zero.

    Per event: 1 (the slot is used); its type, hashed one-hot; whose event it is, counted round
    the table from the viewer (the last place for the table's own events); a plane of the cards it
    names (54 copy counts and the number of cards shown as ``"??"``); its other fields, by feature
    hashing as for counters (numbers by field name, words as ``name=word``).

    >>> events = [{"type": "passed", "seat": 1}, {"type": "knocked", "seat": 2}]
    >>> vector = observe_events(events, 0, 3, window=4)
    >>> vector.shape == (4 * event_size(3),), int(vector[0]), int(vector[event_size(3)])
    (True, 1, 1)
    >>> int(vector[1 + EVENT_TYPE_BUCKETS + 2])  # the newest is seat 2's: two seats round
    1
    """
    size = event_size(players)
    out = np.zeros(window * size, dtype=np.float32)
    latest = list(events[-window:])[::-1] if window > 0 else []
    for index, event in enumerate(latest):
        start = index * size
        out[start] = 1.0
        out[start + 1 + _bucket(str(event.get("type", "")), EVENT_TYPE_BUCKETS)] = 1.0
        seat = event.get("seat")
        owner = players if seat is None else (int(seat) - viewer) % players
        out[start + 1 + EVENT_TYPE_BUCKETS + owner] = 1.0
        cards = start + 1 + EVENT_TYPE_BUCKETS + players + 1
        fields = cards + PLANE_SIZE
        for name, value in event.items():
            if name not in ("type", "seat"):
                _add_event_field(out, cards, fields, name, value)
    return out


def observe(state: State, seat: int) -> npt.NDArray[np.float32]:
    """The observation vector of ``seat``: its view's table description, encoded.

    Built from ``state.view(seat)`` alone, so it holds nothing the seat may not know.
    """
    return observe_table(state.view(seat)["table"], state.game.players)


def legal_action_mask(state: State) -> npt.NDArray[np.int8]:
    """1 at the number of every legal action of the seat to act (all zero once the match is over).

    The numbers are the game's action numbering (``state.legal_action_indices()``).
    """
    mask = np.zeros(state.game.num_distinct_actions, dtype=np.int8)
    if not state.is_over:
        mask[state.legal_action_indices()] = 1
    return mask
