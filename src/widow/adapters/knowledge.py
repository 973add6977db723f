"""What each player of a match has seen, and information-state keys made of it.

A key is canonical text without digests: the same knowledge gives the same key in every run, and
different knowledge a different key. It is made of the cards a player sees now
(:func:`compact_cards`) and the events it has seen (:func:`compact_event`), each written as its
type and its fields' values in their fixed order, which the type implies.

>>> from widow import load_game
>>> state = load_game("whisky-poker", players=3).new_state(seed=1)
>>> known = Knowledge(list(state.recent_events()), [0, 0, 0])
>>> known.events.extend(state.apply("knock"))
>>> known.text(1).split("|")[-1]
'knocked:1'
>>> compact_cards(state.view(1)["table"]).split(";")[0]
'hand-0:?5'
"""

from __future__ import annotations

import json
import re
from typing import Any

from widow.engine.events import HIDDEN, Event

__all__ = ["Knowledge", "compact_cards", "compact_event"]

#: Words written as they are; any other text is quoted, so that no text can pass for a separator,
#: a count of hidden cards (``?3``) or a missing value (``-``).
_PLAIN = re.compile(r"[A-Za-z0-9_.+:][A-Za-z0-9_.+:-]*")


def _word(value: object) -> str:
    """A value of an event in the compact form: lists in brackets, runs of hidden cards counted."""
    if isinstance(value, list | tuple):
        words: list[str] = []
        hidden = 0
        for item in value:
            if item == HIDDEN:
                hidden += 1
                continue
            if hidden:
                words.append(f"?{hidden}")
                hidden = 0
            words.append(_word(item))
        if hidden:
            words.append(f"?{hidden}")
        return "[" + " ".join(words) + "]"
    if isinstance(value, dict):
        return "{" + " ".join(f"{k}={_word(v)}" for k, v in value.items()) + "}"
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "1" if value else "0"
    if value == HIDDEN:
        return "?1"
    if isinstance(value, str) and not _PLAIN.fullmatch(value):
        return json.dumps(value)
    return str(value)


def compact_event(event: dict[str, Any]) -> str:
    """An event as a player sees it, in the short form information-state keys are made of: its
    type, then its fields' values in their fixed order (the type implies the names).

    >>> compact_event({"type": "exchanged", "seat": 1, "gave": ["2c", "3d"], "took": ["??", "??"]})
    'exchanged:1,[2c 3d],[?2]'
    >>> compact_event({"type": "posted", "seat": 0, "kind": "small blind", "amount": 1})
    'posted:0,"small blind",1'
    """
    values = ",".join(_word(v) for k, v in event.items() if k != "type")
    return f"{event['type']}:{values}"


def compact_cards(table: dict[str, Any]) -> str:
    """The cards of a table description, zone by zone (empty zones left out), hidden ones
    counted: what a player sees of the cards now."""
    parts = []
    for zone in table["zones"]:
        if not zone["count"]:
            continue
        cards = _word(zone["cards"])[1:-1]
        unseen = int(zone["count"]) - len(zone["cards"])
        parts.append(f"{zone['id']}:{cards}" + (f"+?{unseen}" if unseen else ""))
    return ";".join(parts)


class Knowledge:
    """Every event so far, and what each player saw of them.

    Events are frozen and kept as they come; each player's compact text of the events it saw is
    brought up to date only when asked for, so rollouts that never ask pay nothing, and copies
    share the texts (strings) instead of rebuilding them.
    """

    __slots__ = ("counted", "events", "spectated", "texts")

    def __init__(
        self,
        events: list[Event],
        spectated: list[int],
        texts: list[str] | None = None,
        counted: list[int] | None = None,
    ) -> None:
        self.events = events
        #: Per player: the events before this index it saw only as an onlooker does (in a
        #: sampled world, the other players' past observations are unknown).
        self.spectated = spectated
        self.texts = texts if texts is not None else [""] * len(spectated)
        self.counted = counted if counted is not None else [0] * len(spectated)

    def seen(self, player: int, index: int) -> dict[str, Any]:
        """Event ``index`` as ``player`` saw it."""
        viewer = player if index >= self.spectated[player] else None
        return self.events[index].for_seat(viewer)

    def seen_events(self, player: int) -> list[dict[str, Any]]:
        """Every event so far as ``player`` saw it."""
        return [self.seen(player, index) for index in range(len(self.events))]

    def text(self, player: int) -> str:
        """The compact text of every event ``player`` has seen."""
        counted = self.counted[player]
        if counted < len(self.events):
            fresh = "".join(
                "|" + compact_event(self.seen(player, index))
                for index in range(counted, len(self.events))
            )
            self.texts[player] += fresh
            self.counted[player] = len(self.events)
        return self.texts[player]

    def sampled_for(self, player: int) -> Knowledge:
        """The knowledge of a world sampled for ``player``: its own is kept, the others saw the
        past as onlookers."""
        players = len(self.spectated)
        spectated = [len(self.events)] * players
        spectated[player] = self.spectated[player]
        texts, counted = [""] * players, [0] * players
        texts[player], counted[player] = self.texts[player], self.counted[player]
        return Knowledge(list(self.events), spectated, texts, counted)

    def __deepcopy__(self, memo: dict[int, Any]) -> Knowledge:
        # Events are frozen and texts are strings: the copy shares them.
        return Knowledge(
            list(self.events), list(self.spectated), list(self.texts), list(self.counted)
        )
