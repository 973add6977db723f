"""The events of the row games (Chinese Poker, Open-Face Chinese Poker) as sentences, for the
table description's log.

>>> log_line({"type": "drew", "seat": 1, "card": "Qs"})
'seat 1 draws Qs'
"""

from __future__ import annotations

from typing import Any

from widow.families.rows.rows import ROWS
from widow.i18n import N_

__all__ = ["log_line"]


def _seat(seat: object) -> str:
    return N_("seat {seat}").format(seat=seat)


def log_line(data: dict[str, Any]) -> str:
    """One event as a sentence (a message id of the catalogue, filled in English: widow.i18n)."""
    kind = data["type"]
    who = _seat(data["seat"])
    if kind == "dealt":
        return N_("hand {deal}: {seat} deals").format(deal=data["deal"], seat=who)
    if kind == "committed":
        return N_("{seat} has decided ({what})").format(seat=who, what=data["what"])
    if kind == "naturals-shown":
        shows = N_("{seat} shows {name}: {cards}")
        return "; ".join(
            shows.format(seat=_seat(s), name=name, cards=" ".join(c))
            for s, name, c in data["naturals"]
        )
    if kind == "surrenders-shown":
        seats = data["seats"]
        if not seats:
            return N_("nobody surrenders")
        return N_("surrendered: {seats}").format(seats=", ".join(_seat(s) for s in seats))
    if kind == "hands-shown":
        shows = N_("{seat} shows {front} / {middle} / {back} ({value})")
        return "; ".join(
            shows.format(
                seat=_seat(s), front=" ".join(f), middle=" ".join(m), back=" ".join(b), value=words
            )
            for s, f, m, b, _, words in data["hands"]
        )
    if kind == "paid":
        return N_("{seat} pays {other} {amount} ({why})").format(
            seat=who, other=_seat(data["to"]), amount=data["chips"], why=data["reason"]
        )
    if kind == "placed":
        rows = " / ".join(" ".join(data[r]) or "-" for r in ROWS)
        return N_("{seat} places {rows}").format(seat=who, rows=rows)
    if kind == "drew":
        return N_("{seat} draws {card}").format(seat=who, card=data["card"])
    if kind == "fantasyland-dealt":
        seats = ", ".join(_seat(s) for s in data["seats"])
        return N_("eight more cards to {seats}").format(seats=seats)
    if kind == "fantasyland":
        stays = N_("{seat} stays in fantasyland") if data["stays"] else None
        return (stays or N_("{seat} earns fantasyland")).format(seat=who)
    if kind == "match-over":
        return N_("the match is over")
    return N_("{seat}: {action}").format(seat=who, action=kind)
