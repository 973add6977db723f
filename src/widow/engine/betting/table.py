"""The parts of a betting game's views and results that every such game draws alike: a seat's
status, its chip counters, the hands as zones, the log, the result block and the outcome.

>>> rows = [{"seat": 0, "stack": 90, "bet": 10, "in_pot": 10, "status": "in", "roles": [],
...          "hand": ["As", "Kd"]}]
>>> [c["name"] for c in stake_seats(rows, 0)[0]["counters"]]
['stack', 'bet', 'in_pot']
>>> hand_zones(rows, 1)[0]["label"]
"seat 0's hand"
>>> betting_outcome("demo", [150, 50], [100, 100], over=True, pool=0, deals=3)["winners"]
[0]
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from widow.engine.betting.rounds import Betting
from widow.engine.events import Event
from widow.engine.table import counter, result_block, seat_row, zone
from widow.i18n import N_

if TYPE_CHECKING:
    from widow.engine.core import LogEntry, State

#: Events the table description's log shows.
TABLE_LOG = 24


def seat_status(money: Betting, in_hand: Sequence[bool], seat: int, *, over: bool) -> str:
    """``out`` (not dealt in), ``folded``, ``all-in`` (while a hand is on) or ``in``."""
    if not in_hand[seat]:
        return "out"
    if money.folded[seat]:
        return "folded"
    if money.stacks[seat] == 0 and not over:
        return "all-in"
    return "in"


def stake_seats(
    rows: Sequence[Mapping[str, Any]],
    viewer: int | None,
    extra: Callable[[Mapping[str, Any]], list[dict[str, Any]]] | None = None,
) -> list[dict[str, Any]]:
    """The table's seat rows from a game's view rows (``seat``, ``stack``, ``bet``, ``in_pot``,
    ``status``, ``roles``): chips behind, the bet this round, the chips in the pot, then the
    game's ``extra`` counters."""
    seats = []
    for row in rows:
        counters = [
            counter("stack", row["stack"], "chips"),
            counter("bet", row["bet"], N_("bet")),
            counter("in_pot", row["in_pot"], N_("in the pot")),
        ]
        if extra is not None:
            counters += extra(row)
        seats.append(
            seat_row(
                row["seat"],
                label="you" if row["seat"] == viewer else None,
                status=row["status"],
                roles=row["roles"],
                counters=counters,
            )
        )
    return seats


def hand_zones(
    rows: Sequence[Mapping[str, Any]],
    viewer: int | None,
    selectable: Callable[[int], bool] | None = None,
) -> list[dict[str, Any]]:
    """One zone per seat with the cards of its view row's ``hand``; ``selectable(seat)`` says
    whether the viewer may pick from its own hand now."""
    return [
        zone(
            f"hand-{row['seat']}",
            "your hand" if row["seat"] == viewer else f"seat {row['seat']}'s hand",
            row["hand"],
            owner=row["seat"],
            selectable=row["seat"] == viewer and selectable is not None and selectable(row["seat"]),
        )
        for row in rows
    ]


def stock_zone(name: str, count: int) -> dict[str, Any]:
    """The undealt cards, face down, as a counted stack."""
    return zone(name, name, [], kind="stock", count=count, layout="stack")


def table_log(
    state: State,
    log_events: Sequence[Event],
    viewer: int | None,
    line: Callable[[dict[str, Any]], str],
) -> list[LogEntry]:
    """The recent events of ``state`` as ``viewer`` may read them, each put in words by
    ``line`` and numbered (see :meth:`~widow.engine.core.State._log_entries`)."""
    return state._log_entries(
        log_events,
        lambda e: line(e.to_dict() if viewer is None else e.for_seat(viewer)),
        size=TABLE_LOG,
    )


def hand_result(lines: Sequence[str], *, over: bool) -> dict[str, Any] | None:
    """The result block once the match is over (``None`` before)."""
    if not over or not lines:
        return None
    return result_block(lines, over=True)


def placings(chips: Sequence[int]) -> list[int]:
    """Each seat's placing by chips (1 = most; equal chips share a placing).

    >>> placings([5, 9, 5])
    [2, 1, 2]
    """
    # The first place of each count in the counts sorted from most to fewest is the number of
    # seats with more.
    ranked = sorted(chips, reverse=True)
    return [1 + ranked.index(mine) for mine in chips]


def betting_outcome(
    game: str,
    stacks: Sequence[int],
    brought: Sequence[int],
    *,
    over: bool,
    pool: int,
    deals: int,
    rebought: Sequence[int] | None = None,
) -> dict[str, Any]:
    """The outcome of a betting match: per seat the chips behind, the money won or lost against
    the chips it ``brought`` to the table (buy-in and rebuys), its placing and, where the game
    allows rebuys, the chips ``rebought``."""
    places = placings(stacks)
    seats = []
    for s, chips in enumerate(stacks):
        row: dict[str, Any] = {
            "seat": s,
            "chips": chips,
            "money": chips - brought[s],
            "placing": places[s],
        }
        if rebought is not None:
            row["rebought"] = rebought[s]
        seats.append(row)
    return {
        "game": game,
        "over": over,
        "pool": pool,
        "deals_played": deals,
        "seats": seats,
        "winners": [s for s, p in enumerate(places) if p == 1] if over else [],
    }


def betting_line(event: Mapping[str, Any]) -> str:
    """A betting event (as a view shows it) in words; a game puts its own events in words first
    and hands the rest to this.

    >>> betting_line({"type": "posted", "seat": 1, "kind": "ante", "amount": 1, "all_in": False})
    'seat 1 posts ante 1'
    >>> betting_line({"type": "pot-won", "seat": 0, "amount": 7, "pot": 1, "half": "low",
    ...               "shown": True})
    'seat 0 wins 7 from side pot 1 (low half)'
    """
    # Each sentence is a message id of the catalogue, filled in English (widow.i18n).
    kind, seat = event["type"], event.get("seat")
    who = N_("seat {seat}").format(seat=seat)
    if kind == "dealt":
        return N_("hand {deal}: {seat} deals").format(deal=event["deal"], seat=who)
    if kind == "posted":
        posts = N_("{seat} posts {kind} {amount} (all-in)") if event["all_in"] else None
        posts = posts or N_("{seat} posts {kind} {amount}")
        return posts.format(seat=who, kind=event["kind"], amount=event["amount"])
    if kind == "hole-dealt":
        return N_("{seat} is dealt {cards}").format(seat=who, cards=" ".join(event["cards"]))
    if kind == "wagered":
        action = event["action"]
        counted = action in ("call", "all-in") and event["amount"]
        all_in = event["all_in"] and action != "all-in"
        if counted and all_in:
            line = N_("{seat}: {action} ({amount}) and is all-in")
        elif counted:
            line = N_("{seat}: {action} ({amount})")
        elif all_in:
            line = N_("{seat}: {action} and is all-in")
        else:
            line = N_("{seat}: {action}")
        return line.format(seat=who, action=action, amount=event["amount"])
    if kind == "returned":
        return N_("{amount} uncalled chips go back to {seat}").format(
            amount=event["amount"], seat=who
        )
    if kind == "rebought":
        return N_("{seat} buys in again for {amount} (rebuy {count})").format(
            seat=who, amount=event["amount"], count=event["count"]
        )
    if kind == "showdown":
        shows = N_("{seat} {cards} ({value})")
        return N_("showdown: {hands}").format(
            hands="; ".join(
                shows.format(seat=N_("seat {seat}").format(seat=s), cards=" ".join(c), value=v)
                for s, c, v in event["hands"]
            )
        )
    if kind == "pot-won":
        if event["pot"] == 0:
            pot = N_("the main pot")
        else:
            pot = N_("side pot {pot}").format(pot=event["pot"])
        if event["half"] != "whole":
            pot = N_("{pot} ({half} half)").format(pot=pot, half=event["half"])
        if event["shown"]:
            return N_("{seat} wins {amount} from {pot}").format(
                seat=who, amount=event["amount"], pot=pot
            )
        return N_("{seat} wins {amount} from {pot} uncontested, without showing").format(
            seat=who, amount=event["amount"], pot=pot
        )
    if kind == "match-over":
        return N_("the match is over")
    return str(kind)


#: The words the betting log fills into its sentences (forced bets, moves, halves of a pot),
#: marked for the catalogue.
BETTING_WORDS = (
    N_("small blind"),
    N_("big blind"),
    N_("ante"),
    N_("bring-in"),
    N_("fold"),
    N_("check"),
    N_("call"),
    N_("all-in"),
    N_("high"),
    N_("low"),
    N_("bet {amount}"),
    N_("raise to {amount}"),
)
