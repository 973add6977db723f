"""What each seat at a Bourre table may see: its own hand and discards, the turned-up trump,
how many cards everyone drew, every card played this hand, tricks, chips and the pot; and the
generic table description."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from widow.cards import SUIT_CHARS, Card
from widow.engine.events import HIDDEN, Event
from widow.engine.table import (
    counter,
    describe_table,
    result_block,
    seat_row,
    zone,
)
from widow.engine.tricks import Trick

if TYPE_CHECKING:
    from widow.games.bourre.rules import BourreState

VIEW_EVENTS = 16
LOG_LINES = 12
SUIT_WORDS = ("clubs", "diamonds", "hearts", "spades")


def _trick(trick: Trick, number: int) -> dict[str, Any]:
    return {
        "number": number,
        "leader": trick.leader,
        "cards": [{"seat": s, "card": str(c)} for s, c in trick.plays],
        "winner": trick.winner,
    }


def _hand(state: BourreState, seat: int) -> list[Card]:
    # Before the play the hands are the state's own; during it, the trick table's.
    return sorted(state.hands[seat] + state.trick_table.hands[seat])


def _shown(state: BourreState, seat: int, viewer: int | None) -> list[str]:
    hand = _hand(state, seat)
    if viewer is None or viewer == seat:
        return [str(c) for c in hand]
    known = [c for c in hand if c == state.turn_up]
    return [str(c) for c in known] + [HIDDEN] * (len(hand) - len(known))


def build_view(state: BourreState, viewer: int | None) -> dict[str, Any]:
    """The view of ``viewer`` (``None``: the full view)."""
    table = state.trick_table
    n = state.game.players
    playing = state.phase == "play"
    seats = [
        {
            "seat": s,
            "status": state.status[s],
            "chips": state.chips[s],
            "drew": state.drew[s],
            "tricks": table.won[s] if playing or table.tricks else 0,
            "hand": _shown(state, s, viewer),
        }
        for s in range(n)
    ]
    last = table.tricks[-1] if table.tricks else None
    view: dict[str, Any] = {
        "game": state.game.name,
        "seat": viewer,
        "players": n,
        "options": state.game.option_values(),
        "deal": state.deal_no,
        "dealer": state.dealer,
        "direction": "clockwise",
        "phase": state.phase,
        "to_act": state.to_act,
        "over": state.to_act is None,
        "trump": SUIT_CHARS[state.trump],
        "turn_up": str(state.turn_up),
        "contract": None,
        "hand": None if viewer is None else [str(c) for c in _hand(state, viewer)],
        "your_discards": (
            None if viewer is None else [str(c) for c in sorted(state.known_discards[viewer])]
        ),
        "seats": seats,
        "pot": state.pot,
        "owed": [{"seat": s, "amount": a} for s, a in state.owed],
        "stock": len(state.stock),
        "discards": len(state.discards),
        "trick_number": len(table.tricks) + 1 if playing else None,
        "current_trick": _trick(table.current, len(table.tricks) + 1) if playing else None,
        "last_trick": None if last is None else _trick(last, len(table.tricks)),
        "tricks": [_trick(t, i) for i, t in enumerate(table.tricks, start=1)],
        "last_result": list(state.last_result),
        "events": [
            e.to_dict() if viewer is None else e.for_seat(viewer)
            for e in state.events[-VIEW_EVENTS:]
        ],
        "legal_actions": (
            [str(a) for a in state.legal_actions()]
            if viewer is None or viewer == state.to_act
            else []
        ),
    }
    if viewer is None:
        view["stock_cards"] = [str(c) for c in state.stock]
        view["discard_cards"] = [str(c) for c in state.discards]
    return view


def table_description(
    state: BourreState, viewer: int | None, view: dict[str, Any]
) -> dict[str, Any]:
    """The generic table description of the engine protocol, built from ``view``."""
    n = state.game.players
    rows = []
    zones = []
    for s in range(n):
        entry = view["seats"][s]
        counters = [counter("chips", entry["chips"]), counter("tricks", entry["tricks"])]
        if entry["drew"] is not None:
            counters.append(counter("drew", entry["drew"], "cards drawn"))
        rows.append(
            seat_row(
                s,
                label="you" if s == viewer else None,
                status="over" if view["over"] else entry["status"],
                roles=["dealer"] if s == state.dealer else [],
                counters=counters,
            )
        )
        label = "your hand" if s == viewer else f"seat {s}'s hand"
        zones.append(
            zone(f"hand-{s}", label, entry["hand"], owner=s, selectable=s == viewer, layout="fan")
        )
    if view["current_trick"] is not None:
        cards = [p["card"] for p in view["current_trick"]["cards"]]
        zones.append(zone("trick", f"trick {view['trick_number']}", cards, kind="trick"))
    last = view["last_trick"]
    if last is not None:
        label = f"last trick (won by seat {last['winner']})"
        zones.append(zone("last-trick", label, [p["card"] for p in last["cards"]], kind="trick"))
    zones.append(zone("stock", "stock", [], kind="stock", count=view["stock"], layout="stack"))
    own = view["your_discards"] or []
    hidden = [HIDDEN] * (view["discards"] - len(own))
    zones.append(zone("discards", "discard pile", own + hidden, kind="discard", layout="stack"))
    counters = [
        counter("pot", state.pot),
        counter("trump", SUIT_WORDS[state.trump]),
        counter("turn_up", str(state.turn_up), "turned-up card"),
        counter("deal", state.deal_no, "hand"),
    ]
    show = state.to_act is not None and (viewer is None or viewer == state.to_act)
    result = None
    if state.last_result or view["over"]:
        result = result_block(state.last_result, over=view["over"])
    return describe_table(
        game=state.game.name,
        title=state.game.title,
        viewer=viewer,
        players=n,
        phase=state.phase,
        phase_label=state._phase_label(),
        to_act=state.to_act,
        direction="clockwise",
        seats=rows,
        zones=zones,
        counters=counters,
        legal_actions=state._action_entries() if show else [],
        log=_log_lines(state.events, viewer),
        result=result,
    )


def _log_lines(events: list[Event], viewer: int | None) -> list[str]:
    start = 0
    for i, event in enumerate(events):
        if event.type == "pot-built":
            start = i
    start = max(start, len(events) - LOG_LINES)
    return [
        describe(e.to_dict() if viewer is None else e.for_seat(viewer), viewer)
        for e in events[start:]
    ]


def describe(event: dict[str, Any], viewer: int | None) -> str:
    """An event in words, as ``viewer`` reads it.

    >>> describe({"type": "drew", "seat": 2, "gave": ["??"], "took": ["??"], "count": 1}, 0)
    'seat 2 draws 1'
    """
    seat = event.get("seat")
    you = seat is not None and seat == viewer
    who = "you" if you else f"seat {seat}"
    s = "" if you else "s"
    kind = event["type"]
    if kind == "pot-built":
        return f"hand {event['deal']}: the pot holds {event['pot']}"
    if kind == "dealt":
        return f"{who} deal{s}; {event['turn_up']} turned up for trump"
    if kind == "passed":
        return f"{who} pass{'' if you else 'es'}"
    if kind == "stayed":
        return f"{who} play{s} with {'your' if you else 'their'} cards"
    if kind == "drew":
        if you:
            return f"you discard {' '.join(event['gave'])} and draw {' '.join(event['took'])}"
        return f"seat {seat} draws {event['count']}"
    if kind == "reshuffled":
        return f"the discards are shuffled into a new stock of {event['count']}"
    if kind == "card-played":
        return f"{who} play{s} {event['card']}"
    if kind == "trick-won":
        return f"{who} win{s} trick {event['trick']}"
    if kind == "pot-won":
        return f"{who} take{s} the pot of {event['amount']}"
    if kind == "pot-stays":
        return f"a tie: the pot of {event['amount']} stays"
    if kind == "bourre":
        return f"{who} go{'' if you else 'es'} bourre and owe{s} {event['amount']}"
    if kind == "pot-shared":
        return "the pot left after the last hand is shared out"
    if kind == "match-over":
        return "the match is over"
    if kind == "drew-for-deal":
        if event["dealer"] is None:
            return "a tie for the lowest cut; cut again"
        return f"seat {event['dealer']} cuts lowest and deals"
    return str(kind)
