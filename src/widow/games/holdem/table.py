"""The generic table description of a Hold'em or Pineapple view (``view(seat)["table"]``).

It repeats what the view holds in the shape every front end draws: seats with their stacks and
bets, the zones of cards (each hand, the board, the stock, the burned cards and the discards),
the pot, the legal actions of the seat to act (a no-limit range as one entry with an amount
template) and the hand's events in words.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from widow.cards import Card
from widow.engine.actions import Action
from widow.engine.betting.rounds import AllIn, Bet, Betting, Call, Check, Fold, RaiseTo
from widow.engine.betting.table import betting_line
from widow.engine.core import Game, LogLines
from widow.engine.events import HIDDEN, Event
from widow.games.holdem.variant import Variant
from widow.i18n import N_


class HoldemTable(Protocol):
    """What the table description reads from a Hold'em or Pineapple state (the state is one).
    Naming only this keeps the rules module, which draws its table through this one, the only
    module that knows the state."""

    @property
    def game(self) -> Game: ...
    @property
    def n(self) -> int: ...
    @property
    def betting(self) -> Betting: ...
    @property
    def burned(self) -> list[Card]: ...
    @property
    def deck(self) -> list[Card]: ...
    @property
    def discard_queue(self) -> list[int]: ...
    @property
    def log_events(self) -> list[Event]: ...
    @property
    def to_act(self) -> int | None: ...
    @property
    def phase(self) -> str: ...
    @property
    def variant(self) -> Variant: ...

    def legal_actions(self) -> list[Action]: ...

    def _log_entries(
        self,
        events: Sequence[Event],
        words: Callable[[Event], str | Sequence[str]],
        *,
        size: int = ...,
    ) -> LogLines: ...


#: Log lines in the table description.
LOG_LINES = 24
PHASE_LABELS = {
    "preflop": N_("pre-flop betting"),
    "flop": N_("flop betting"),
    "turn": N_("turn betting"),
    "river": N_("river betting"),
    "discard": N_("discarding"),
    "over": N_("match over"),
}


def _zone(
    zid: str,
    label: str,
    owner: int | None,
    kind: str,
    cards: list[str],
    count: int,
    selectable: bool,
    layout: str = "row",
) -> dict[str, Any]:
    return {
        "id": zid,
        "label": label,
        "owner": owner,
        "kind": kind,
        "cards": cards,
        "count": count,
        "selectable": selectable,
        "layout": layout,
    }


def _counter(name: str, label: str, value: object) -> dict[str, Any]:
    return {"name": name, "label": label, "value": value}


def _legal_entries(state: HoldemTable, view: dict[str, Any]) -> list[dict[str, Any]]:
    entries: list[dict[str, Any]] = []
    legal = state.legal_actions()
    seat = state.to_act
    for action in legal:
        text = str(action)
        if isinstance(action, (Fold, Check, Call, AllIn)):
            label = text.capitalize()
            if isinstance(action, Call):
                label = N_("Call {amount}").format(amount=view["to_call"])
            entries.append({"text": text, "label": label, "kind": text, "cards": []})
        elif isinstance(action, (Bet, RaiseTo)):
            kind = "bet" if isinstance(action, Bet) else "raise"
            entries.append(
                {
                    "text": text,
                    "label": (
                        N_("Bet to {amount}") if kind == "bet" else N_("Raise to {amount}")
                    ).format(amount=action.amount),
                    "kind": kind,
                    "cards": [],
                }
            )
        else:
            card = text.split()[-1]
            entries.append(
                {
                    "text": text,
                    "label": N_("Discard {card}").format(card=card),
                    "kind": "discard",
                    "cards": [card],
                }
            )
    if seat is not None and not state.discard_queue and state.game.options.betting != "limit":
        span = state.betting.raise_range(seat)
        if span is not None and span[0] < span[1]:
            opener = state.betting.top == 0
            template = "bet {amount}" if opener else "raise to {amount}"
            entries.append(
                {
                    "text": template,
                    "label": N_("Bet") if opener else N_("Raise"),
                    "kind": "bet" if opener else "raise",
                    "cards": [],
                    "amount": {"min": span[0], "max": span[1], "step": 1},
                }
            )
    return entries


#: The board's cards as each street turns them, in the log's words.
STREET_LINES = {
    "flop": N_("the flop: {cards}"),
    "turn": N_("the turn: {cards}"),
    "river": N_("the river: {cards}"),
}


def _log_line(event: dict[str, Any]) -> str:
    kind, seat = event["type"], event.get("seat")
    if kind == "discarded":
        return N_("{seat} discards {card}").format(seat=f"seat {seat}", card=event["card"])
    if kind == "board-dealt":
        name = str(event["street"])
        street = STREET_LINES.get(name, "the " + name + ": {cards}")
        return street.format(cards=" ".join(event["cards"]))
    return betting_line(event)


def table_description(
    state: HoldemTable, view: dict[str, Any], viewer: int | None
) -> dict[str, Any]:
    """The ``table`` entry of ``view`` (built from the view, so it shows nothing more)."""
    n = state.n
    first = viewer if viewer is not None else 0
    seats = []
    zones = []
    for row in view["seats"]:
        s = row["seat"]
        seats.append(
            {
                "seat": s,
                "label": N_("you") if s == viewer else N_("seat {seat}").format(seat=s),
                "status": row["status"],
                "roles": list(row["roles"]),
                "team": None,
                "counters": [
                    _counter("stack", "chips", row["stack"]),
                    _counter("bet", "bet", row["bet"]),
                ],
            }
        )
        zones.append(
            _zone(
                f"hand-{s}",
                N_("your hand") if s == viewer else N_("{seat}'s hand").format(seat=f"seat {s}"),
                s,
                "hand",
                list(row["hand"]),
                len(row["hand"]),
                s == viewer and state.phase == "discard",
            )
        )
    zones.append(
        _zone("board", "board", None, "board", list(view["board"]), len(view["board"]), False)
    )
    zones.append(_zone("stock", N_("stock"), None, "stock", [], len(state.deck), False, "stack"))
    zones.append(
        _zone(
            "burned",
            N_("burned"),
            None,
            "discard",
            # Burned cards stay face down for every seat; the full view shows them.
            [str(c) for c in state.burned] if viewer is None else [HIDDEN] * len(state.burned),
            len(state.burned),
            False,
            "stack",
        )
    )
    discards = [row["discarded"] for row in view["seats"] if row["discarded"] is not None]
    if state.variant.discard_after is not None:
        zones.append(
            _zone(
                "discards", N_("discards"), None, "discard", discards, len(discards), False, "stack"
            )
        )
    counters = [
        _counter("pot", N_("pot"), view["pot"]),
        _counter("to_call", N_("to call"), view["to_call"]),
    ]
    counters += [
        _counter(
            f"pot-{i}",
            N_("main pot") if i == 0 else N_("side pot {pot}").format(pot=i),
            p["amount"],
        )
        for i, p in enumerate(view["pots"])
    ]
    show_actions = viewer is None or viewer == state.to_act
    log = state._log_entries(
        state.log_events,
        lambda e: _log_line(e.to_dict() if viewer is None else e.for_seat(viewer)),
        size=LOG_LINES,
    )
    result = (
        {"lines": list(view["result"]), "over": view["over"]}
        if view["over"] and view["result"]
        else None
    )
    return {
        "game": state.game.name,
        "title": state.variant.title,
        "viewer": viewer,
        "phase": view["phase"],
        "phase_label": PHASE_LABELS[view["phase"]],
        "to_act": view["to_act"],
        "over": view["over"],
        "direction": view["direction"],
        "order": [(first + i) % n for i in range(n)],
        "seats": seats,
        "zones": zones,
        "counters": counters,
        "legal_actions": _legal_entries(state, view)
        if show_actions and view["to_act"] is not None
        else [],
        "log": [line for _, line in log],
        "log_numbers": [number for number, _ in log],
        "result": result,
    }
