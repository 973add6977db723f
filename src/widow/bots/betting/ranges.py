"""How an opponent's bets narrow the hands it may hold.

Each opponent's range starts as every hand it could hold and narrows with each of its betting
actions in the current deal, read from the seat's view: a bet or raise keeps mostly the part of
the range that looks strong to it (the bigger the bet, the stronger), a call keeps the hands
that beat the price it paid, and a check keeps some of the strong hands (a player may slow-play)
and all the rest. Every action is a soft filter, a weight between a floor and 1 on a hand's
apparent strength (its share of the pot against random hands, as the opponent sees its cards),
so a bluff or a loose call keeps some weight and no deal is ruled out.

The actions are judged against the strength an opponent's hand shows *now*, not at the time it
acted: a hand that has improved since counts as it is today. That costs accuracy on early
streets but keeps every game alike (their views only show the cards as they are now).

>>> actions = read_actions([
...     {"type": "posted", "seat": 0, "kind": "small blind", "amount": 1},
...     {"type": "posted", "seat": 1, "kind": "big blind", "amount": 2},
...     {"type": "wagered", "seat": 0, "action": "call", "amount": 1, "to": 2},
...     {"type": "wagered", "seat": 1, "action": "raise to 8", "amount": 6, "to": 8},
... ], players=2)
>>> [(a.seat, a.kind, round(a.price, 2)) for a in actions]
[(0, 'call', 0.25), (1, 'raise', 1.5)]
>>> w = weights(actions[1:], np.array([0.3, 0.9]))
>>> bool(w[1] > 5 * w[0])
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

FloatArray = npt.NDArray[np.float64]

#: The weight every hand keeps whatever the action (a bluff, a loose call, a trap).
FLOOR = 0.08
#: How sharply a threshold separates the hands kept from those dropped (in strength).
SOFTNESS = 0.05
#: How much stronger a hand must look for each opponent beyond the first.
CROWD = 0.03
#: Of the hands strong enough to bet, the share a player checks anyway.
SLOW_PLAY = 0.25


@dataclass(frozen=True, slots=True)
class Seen:
    """One betting action of a seat: ``kind`` is ``raise`` (a bet or raise), ``call`` or
    ``check``; ``price`` is, for a call, what it cost as a share of the pot it made, and for a
    raise, the chips put in as a share of the pot before it; ``live`` the seats then in."""

    seat: int
    kind: str
    price: float
    live: int


def read_actions(events: Sequence[Mapping[str, Any]], players: int) -> list[Seen]:
    """The betting actions of the deal in ``events`` (the current deal's, as a view lists them),
    with the pot and the seats still in at the time of each."""
    pot = 0
    top = 0
    live = players
    seen: list[Seen] = []
    for event in events:
        kind = event.get("type")
        if kind == "posted":
            pot += int(event.get("amount", 0))
            if "blind" in str(event.get("kind", "")):  # an ante is not a bet to call
                top = max(top, int(event.get("amount", 0)))
            continue
        if kind != "wagered":
            if kind in ("board-dealt", "up-dealt", "drew"):
                top = 0  # a new betting round starts from nothing to call
            continue
        word = str(event["action"]).split()[0]
        amount = int(event.get("amount", 0))
        to = int(event.get("to", 0))
        seat = int(event["seat"])
        if word == "fold":
            live -= 1
        elif word == "check":
            seen.append(Seen(seat, "check", 0.0, live))
        elif word in ("bet", "raise") or (word == "all-in" and to > top):
            seen.append(Seen(seat, "raise", amount / max(pot, 1), live))
        elif word in ("call", "all-in"):
            seen.append(Seen(seat, "call", amount / max(pot + amount, 1), live))
        pot += amount
        top = max(top, to)
    return seen


def _step(strength: FloatArray, threshold: float) -> FloatArray:
    result: FloatArray = 1.0 / (1.0 + np.exp(-(strength - threshold) / SOFTNESS))
    return result


def crowd(live: int) -> float:
    """How much stronger than heads-up a hand must look to play against ``live - 1``
    opponents (an apparent strength is measured against one random hand)."""
    return CROWD * max(live - 2, 0)


def raise_threshold(price: float, live: int) -> float:
    """The apparent strength from which a player bets or raises ``price`` times the pot with
    ``live`` seats in: more the bigger the bet, and more against more opponents.

    >>> round(raise_threshold(0.5, 2), 3), round(raise_threshold(3.0, 2), 3)
    (0.6, 0.75)
    """
    return 0.5 + min(0.1 + 0.2 * price, 0.5) * 0.5 + crowd(live)


def floor(price: float) -> float:
    """The weight a hand below the mark keeps for a bet of ``price`` times the pot: big bets
    are seldom bluffs.

    >>> floor(0.5), floor(4.0)
    (0.08, 0.02)
    """
    return max(FLOOR * min(1.0, 1.0 / max(price, 1e-9)), FLOOR / 4)


def weights(actions: Sequence[Seen], strength: FloatArray) -> FloatArray:
    """The weight of each deal for one opponent: how likely its ``actions`` are with a hand of
    apparent ``strength`` (one value per deal)."""
    weight = np.ones_like(strength)
    for action in actions:
        low = FLOOR
        if action.kind == "raise":
            kept = _step(strength, raise_threshold(action.price, action.live))
            low = floor(action.price)
        elif action.kind == "call":
            kept = _step(strength, action.price + crowd(action.live))
        else:
            strong = raise_threshold(0.5, action.live)
            kept = 1.0 - (1.0 - SLOW_PLAY) * _step(strength, strong)
        weight *= low + (1.0 - low) * kept
    return weight
