"""What each seat at a Bourre table may see: its own hand and discards, the turned-up trump,
how many cards everyone drew, every card played this hand, tricks, chips and the pot; and the
generic table description."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from widow.cards import SUIT_CHARS, Card
from widow.engine.events import HIDDEN
from widow.engine.table import counter, seat_row, zone
from widow.engine.tricks import view as trick_view
from widow.engine.tricks.view import SUIT_WORDS
from widow.i18n import N_

if TYPE_CHECKING:
    from widow.games.bourre.rules import BourreState


def _hand(state: BourreState, seat: int) -> list[Card]:
    # Before the play the hands are the state's own; during it, the trick table's.
    return sorted(state.hands[seat] + state.trick_table.hands[seat])


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
            "hand": trick_view.shown_hand(_hand(state, s), s, viewer, seen=state.turn_up),
        }
        for s in range(n)
    ]
    view: dict[str, Any] = {
        **trick_view.view_header(state, viewer, n),
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
        "current_trick": trick_view.trick_dict(table.current, len(table.tricks) + 1)
        if playing
        else None,
        **trick_view.played_tricks(table),
        "last_result": list(state.last_result),
        "events": trick_view.seen_events(state.events, viewer),
        "legal_actions": trick_view.legal_texts(state, viewer),
    }
    if viewer is None:
        view["stock_cards"] = [str(c) for c in state.stock]
        view["discard_cards"] = [str(c) for c in state.discards]
    return view


def _seat_row(
    state: BourreState, seat: int, entry: dict[str, Any], viewer: int | None, over: bool
) -> dict[str, Any]:
    """A seat's row: its chips, tricks and how many cards it drew."""
    counters = [counter("chips", entry["chips"]), counter("tricks", entry["tricks"])]
    if entry["drew"] is not None:
        counters.append(counter("drew", entry["drew"], N_("cards drawn")))
    return seat_row(
        seat,
        label="you" if seat == viewer else None,
        status="over" if over else entry["status"],
        roles=["dealer"] if seat == state.dealer else [],
        counters=counters,
    )


def table_description(
    state: BourreState, viewer: int | None, view: dict[str, Any]
) -> dict[str, Any]:
    """The generic table description of the engine protocol, built from ``view``: the stock
    and the discard pile (the viewer's own discards face up) besides the hands and tricks."""
    zones = trick_view.trick_zones(view["current_trick"], view["trick_number"], view["last_trick"])
    zones.append(zone("stock", "stock", [], kind="stock", count=view["stock"], layout="stack"))
    if viewer is None:  # the full view shows every card, the discards face up
        pile = [str(c) for c in state.discards]
    else:
        own = view["your_discards"] or []
        pile = own + [HIDDEN] * (view["discards"] - len(own))
    zones.append(zone("discards", "discard pile", pile, kind="discard", layout="stack"))
    counters = [
        counter("pot", state.pot),
        counter("trump", SUIT_WORDS[state.trump]),
        counter("turn_up", str(state.turn_up), "turned-up card"),
        counter("deal", state.deal_no, "hand"),
    ]
    return trick_view.seat_list_table(
        state, viewer, view, _seat_row, zones, counters, describe, log_start="pot-built"
    )


#: The events of a hand of Bourre told in a fixed sentence (see trick_view.describer).
WORDS: dict[str, str | tuple[str, str]] = {
    "pot-built": N_("hand {deal}: the pot holds {pot}"),
    "dealt": (
        N_("you deal; {turn_up} turned up for trump"),
        N_("{who} deals; {turn_up} turned up for trump"),
    ),
    "passed": (N_("you pass"), N_("{who} passes")),
    "reshuffled": N_("the discards are shuffled into a new stock of {count}"),
    "pot-won": (N_("you take the pot of {amount}"), N_("{who} takes the pot of {amount}")),
    "pot-stays": N_("a tie: the pot of {amount} stays"),
    "bourre": (N_("you go bourre and owe {amount}"), N_("{who} goes bourre and owes {amount}")),
    "pot-shared": N_("the pot left after the last hand is shared out"),
    "match-over": N_("the match is over"),
}


@trick_view.describer(WORDS)
def describe(event: dict[str, Any], viewer: int | None, who: str, you: bool, s: str) -> str:
    """An event in words, as ``viewer`` reads it.

    >>> describe({"type": "drew", "seat": 2, "gave": ["??"], "took": ["??"], "count": 1}, 0)
    'seat 2 draws 1'
    """
    seat = event.get("seat")
    kind = event["type"]
    if kind == "stayed":
        if you:
            return N_("you play with your cards")
        return N_("{who} plays with their cards").format(who=who)
    if kind == "drew":
        if you:
            return N_("you discard {gave} and draw {took}").format(
                gave=" ".join(event["gave"]), took=" ".join(event["took"])
            )
        return N_("{seat} draws {count}").format(seat=f"seat {seat}", count=event["count"])
    return str(kind)
