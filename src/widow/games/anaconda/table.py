"""Anaconda's events as sentences for the table description's log.

>>> log_line({"type": "committed", "seat": 2, "what": "declare"})
'seat 2 has made its choice (declare)'
>>> log_line({"type": "declared", "seat": None, "sides": [[0, "high"], [2, "low"]]})
'declarations: seat 0 high, seat 2 low'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from widow.engine.betting.table import betting_line
from widow.i18n import N_, Nn_


def log_line(event: Mapping[str, Any]) -> str:
    """One event (as a view shows it) in words."""
    kind, seat = event["type"], event.get("seat")
    # Message ids of the catalogue, filled in English (widow.i18n).
    seat_id = N_("seat {seat}")
    who = seat_id.format(seat=seat)
    if kind == "committed":
        return N_("{seat} has made its choice ({what})").format(seat=who, what=event["what"])
    if kind == "cards-passed":
        return N_("{seat} passes {cards} to {other}").format(
            seat=who, cards=" ".join(event["cards"]), other=seat_id.format(seat=event["to"])
        )
    if kind == "cards-received":
        return N_("{seat} receives {cards} from {other}").format(
            seat=who, cards=" ".join(event["cards"]), other=seat_id.format(seat=event["giver"])
        )
    if kind == "declared":
        sides = ", ".join(
            (N_("{seat} high") if side == "high" else N_("{seat} low")).format(
                seat=seat_id.format(seat=s)
            )
            if side in ("high", "low")
            else f"{seat_id.format(seat=s)} {side}"
            for s, side in event["sides"]
        )
        return N_("declarations: {sides}").format(sides=sides)
    if kind == "hands-turned":
        hands = "; ".join(
            N_("{seat} {cards}").format(seat=seat_id.format(seat=s), cards=" ".join(c))
            for s, c in event["hands"]
        )
        return N_("face up: {hands}").format(hands=hands)
    if kind == "carried":
        amount = int(event["amount"])
        stay = Nn_(
            "{n} chip stays in the pot for the next hand",
            "{n} chips stay in the pot for the next hand",
            amount,
        )
        return stay.format(n=amount)
    if kind == "pot-won" and event["half"] in ("high", "low"):
        if event["pot"] == 0:
            pot = N_("the main pot")
        else:
            pot = N_("side pot {pot}").format(pot=event["pot"])
        return N_("{seat} wins {amount} from {pot} ({half})").format(
            seat=who, amount=event["amount"], pot=pot, half=event["half"]
        )
    return betting_line(event)


#: The choices a seat commits to and the seat's counter, as the log and the table name them.
CHOICE_WORDS = (N_("pass"), N_("declare"), N_("show"), N_("declared"))
