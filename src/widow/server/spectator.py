"""What a spectator may see: only what every seat knows.

A spectator has no seat, so no view of the engine is theirs. Their table description is the
*common knowledge* of the seats: built from the full description (for the layout and labels), with
every card that some seat may not know shown as ``"??"``, every counter and status that the seats
see differently blanked, and log lines reduced to what all seats read. This needs nothing but the
per-seat views, so it works for every game.

>>> seat0 = {"zones": [{"id": "hand-0", "cards": ["Ah", "Kd"]}], "counters": [], "seats": [],
...          "log": ["seat 0 swaps Ah"], "legal_actions": [{"text": "knock"}], "result": None}
>>> seat1 = {"zones": [{"id": "hand-0", "cards": ["??", "??"]}], "counters": [], "seats": [],
...          "log": ["seat 0 swaps a card"], "legal_actions": [], "result": None}
>>> full = {"zones": [{"id": "hand-0", "label": "seat 0", "cards": ["Ah", "Kd"]}],
...         "counters": [], "seats": [], "log": ["seat 0 swaps Ah"], "viewer": None}
>>> view = spectator_table(full, [seat0, seat1])
>>> view["zones"][0]["cards"], view["log"], view["legal_actions"]
(['??', '??'], ['seat 0 swaps a card'], [])
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from typing import Any

__all__ = ["spectator_table"]

HIDDEN = "??"
#: Card text as the table description writes it (``As``, ``Td``, jokers ``XR``/``XB``).
CARD = re.compile(r"\b(?:[2-9TJQKA][shdc]|X[RB])\b")


def _by_key(items: Sequence[Any], key: str) -> dict[Any, Any]:
    return {item.get(key): item for item in items if isinstance(item, dict)}


def _common_cards(cards: list[str], versions: list[list[str] | None]) -> list[str]:
    """The zone as a spectator sees it: the cards every seat's version shows, and no others.

    Seats may list the same zone in different orders (an owner sees their hand as it lies, the
    others see the cards known to all first), so cards are matched as a multiset, not by
    position. The spectator gets the version that shows least, with anything beyond the common
    cards masked; a zone that some seat draws as a counted pile (no card list) stays a pile.
    """
    if any(v is None for v in versions) or not versions:
        return [HIDDEN] * len(cards)
    shown = [list(v) for v in versions if v is not None]
    common = Counter(c for c in shown[0] if c != HIDDEN)
    for version in shown[1:]:
        common &= Counter(c for c in version if c != HIDDEN)
    least = min(shown, key=lambda v: (sum(c != HIDDEN for c in v), len(v)))
    out = []
    for card in least:
        if card != HIDDEN and common[card] > 0:
            common[card] -= 1
            out.append(card)
        else:
            out.append(HIDDEN)
    return out


def _common_line(lines: list[str]) -> str:
    """The version of a line that says least, with any card not in every version masked."""
    if all(line == lines[0] for line in lines):
        return lines[0]
    least = min(lines, key=lambda line: (len(CARD.findall(line)), line))
    everywhere = set.intersection(*(set(CARD.findall(line)) for line in lines))
    return CARD.sub(lambda m: m.group(0) if m.group(0) in everywhere else HIDDEN, least)


def _common_lines(lists: list[list[str]]) -> list[str]:
    if not lists:
        return []
    length = min(len(lines) for lines in lists)
    # Logs are "the recent events": align them on their newest lines.
    tails = [lines[len(lines) - length :] for lines in lists]
    return [_common_line([t[i] for t in tails]) for i in range(length)]


def _common_counters(counters: list[dict[str, Any]], others: list[list[Any]]) -> list[Any]:
    out = []
    maps = [_by_key(o, "name") for o in others]
    for counter in counters:
        values = [m.get(counter.get("name"), {}).get("value", HIDDEN) for m in maps]
        shown = dict(counter)
        if not all(v == counter.get("value") for v in values):
            shown["value"] = values[0] if all(v == values[0] for v in values) else None
        out.append(shown)
    return out


def spectator_table(full: dict[str, Any], seats: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """The table description for a spectator, from the full one and every seat's one."""
    # A new dict at every level this changes: ``full`` may be shared with other viewers.
    table = dict(full)
    table["viewer"] = None
    table["legal_actions"] = []
    table["zones"] = [dict(z) for z in full.get("zones", [])]
    table["seats"] = [dict(row) for row in full.get("seats", [])]
    zone_maps = [_by_key(s.get("zones", []), "id") for s in seats]
    for zone in table["zones"]:
        versions = [m.get(zone.get("id"), {}).get("cards") for m in zone_maps]
        zone["cards"] = _common_cards(list(zone.get("cards", [])), versions)
        zone["selectable"] = False
    table["counters"] = _common_counters(
        list(table.get("counters", [])), [s.get("counters", []) for s in seats]
    )
    seat_maps = [_by_key(s.get("seats", []), "seat") for s in seats]
    for row in table["seats"]:
        views = [m.get(row.get("seat"), {}) for m in seat_maps]
        row["counters"] = _common_counters(
            list(row.get("counters", [])), [v.get("counters", []) for v in views]
        )
        if not all(v.get("status") == row.get("status") for v in views):
            row["status"] = views[0].get("status") if views else None
    table["log"] = _common_lines([list(s.get("log", [])) for s in seats])
    # The common lines are the newest of every seat's log, so they keep the newest numbers.
    numbers = list(seats[0].get("log_numbers", [])) if seats else []
    table["log_numbers"] = numbers[len(numbers) - len(table["log"]) :] if table["log"] else []
    results = [s.get("result") for s in seats]
    if any(r is None for r in results):
        table["result"] = None
    else:
        table["result"] = {
            "over": all(r.get("over") for r in results if isinstance(r, dict)),
            "lines": _common_lines([list(r.get("lines", [])) for r in results if r]),
        }
    return table
