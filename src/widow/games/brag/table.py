"""Brag's events as sentences for the table description's log.

>>> log_line({"type": "staked", "seat": 2, "action": "bet 3", "amount": 3, "blind": True,
...           "stake": 6})
'seat 2 bets 3 blind (stake 6)'
>>> log_line({"type": "pot-won", "seat": 1, "amount": 12, "pot": 0, "shown": False})
'seat 1 wins 12 from the pot without showing'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from widow.i18n import N_


def log_line(event: Mapping[str, Any]) -> str:
    """One event (as a view shows it) in words."""
    kind, seat = event["type"], event.get("seat")
    # Message ids of the catalogue, filled in English (widow.i18n).
    who = N_("seat {seat}").format(seat=seat)
    if kind == "dealt":
        if event["shuffled"]:
            dealt = N_("hand {deal}: {seat} deals from a shuffled pack")
        else:
            dealt = N_("hand {deal}: {seat} deals from the stock, unshuffled")
        return dealt.format(deal=event["deal"], seat=who)
    if kind == "anted":
        return N_("{who} antes {amount}").format(who=who, amount=event["amount"])
    if kind == "looked":
        return N_("{seat} looks at its cards").format(seat=who)
    if kind == "folded":
        return N_("{seat} folds").format(seat=who)
    if kind == "staked":
        verb = str(event["action"]).split()[0]
        blind = bool(event["blind"])
        if verb == "bet":
            bets = N_("{seat} bets {amount} blind (stake {stake})") if blind else None
            bets = bets or N_("{seat} bets {amount} (stake {stake})")
            return bets.format(seat=who, amount=event["amount"], stake=event["stake"])
        if verb == "see":
            sees = N_("{seat} sees for {amount} blind") if blind else N_("{seat} sees for {amount}")
            return sees.format(seat=who, amount=event["amount"])
        covers = N_("{seat} covers the pot with {amount} chips")
        if blind:
            covers = N_("{seat} covers the pot with {amount} chips blind")
        return covers.format(seat=who, amount=event["amount"])
    if kind == "revealed":
        return N_("{seat} shows {cards} ({value})").format(
            seat=who, cards=" ".join(event["cards"]), value=event["value"]
        )
    if kind == "pot-won":
        pot = N_("the pot") if event["pot"] == 0 else N_("pot {pot}").format(pot=event["pot"])
        won = N_("{seat} wins {amount} from {pot}")
        if not event["shown"]:
            won = N_("{seat} wins {amount} from {pot} without showing")
        return won.format(seat=who, amount=event["amount"], pot=pot)
    if kind == "match-over":
        return N_("the match is over")
    return str(kind)
