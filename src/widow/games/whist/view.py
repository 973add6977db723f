"""What each seat of a Whist table may see: its own hand, every card played this hand (the current
trick, the last trick and the record of tricks), trick counts, trump, scores; and the generic table
description a terminal or browser draws without knowing the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from widow.cards import SUIT_CHARS
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
    from widow.games.whist.rules import WhistState

VIEW_EVENTS = 16
LOG_LINES = 12
SIDE_NAMES = ("seats 0 and 2", "seats 1 and 3")
SUIT_WORDS = ("clubs", "diamonds", "hearts", "spades")


def trick_dict(trick: Trick, number: int) -> dict[str, Any]:
    """A trick, JSON-ready: its number, leader, cards in order with their seats, and winner."""
    return {
        "number": number,
        "leader": trick.leader,
        "cards": [{"seat": s, "card": str(c)} for s, c in trick.plays],
        "winner": trick.winner,
    }


def _shown_hand(state: WhistState, seat: int, viewer: int | None) -> list[str]:
    """A hand as ``viewer`` may see it: all of it for its owner (or the full view); otherwise
    hidden, except the dealer's turned-up card, which everyone saw."""
    hand = sorted(state.trick_table.hands[seat])
    if viewer is None or viewer == seat:
        return [str(c) for c in hand]
    known = [c for c in hand if c == state.turn_up]
    return [str(c) for c in known] + [HIDDEN] * (len(hand) - len(known))


def build_view(state: WhistState, viewer: int | None) -> dict[str, Any]:
    """The view of ``viewer`` (``None``: the full view, hidden cards included)."""
    table = state.trick_table
    trump = table.trump
    sides = [
        {
            "side": side,
            "seats": [side, side + 2],
            "tricks": table.won[side] + table.won[side + 2],
            "score": state.scores[side],
            "games": state.games[side],
            "points": state.points[side],
        }
        for side in (0, 1)
    ]
    seats = [
        {
            "seat": s,
            "side": s & 1,
            "partner": (s + 2) % 4,
            "tricks": table.won[s],
            "cards_left": len(table.hands[s]),
            "hand": _shown_hand(state, s, viewer),
        }
        for s in range(4)
    ]
    last = table.tricks[-1] if table.tricks else None
    recent = state.events[-VIEW_EVENTS:]
    view: dict[str, Any] = {
        "game": state.game.name,
        "seat": viewer,
        "players": 4,
        "options": state.game.option_values(),
        "deal": state.deal_no,
        "dealer": state.dealer,
        "direction": "clockwise",
        "phase": state.phase,
        "to_act": state.to_act,
        "over": state.to_act is None,
        "trump": None if trump is None else SUIT_CHARS[trump],
        "turn_up": None if state.turn_up is None else str(state.turn_up),
        "turn_up_taken": state.turn_up_taken,
        "contract": None,
        "hand": None if viewer is None else [str(c) for c in sorted(table.hands[viewer])],
        "seats": seats,
        "sides": sides,
        "trick_number": table.trick_number,
        "current_trick": trick_dict(table.current, table.trick_number),
        "last_trick": None if last is None else trick_dict(last, len(table.tricks)),
        "tricks": [trick_dict(t, i) for i, t in enumerate(table.tricks, start=1)],
        "last_hand": None if state.last_hand is None else state.last_hand.to_dict(),
        "events": [e.to_dict() if viewer is None else e.for_seat(viewer) for e in recent],
        "legal_actions": (
            [str(a) for a in state.legal_actions()]
            if viewer is None or viewer == state.to_act
            else []
        ),
    }
    return view


def _roles(state: WhistState, seat: int, viewer: int | None) -> list[str]:
    """The dealer, and the viewer's partner (so a terminal shows who plays with you)."""
    roles = ["dealer"] if seat == state.dealer else []
    if viewer is not None and seat == (viewer + 2) % 4:
        roles.append("partner")
    return roles


def table_description(
    state: WhistState, viewer: int | None, view: dict[str, Any]
) -> dict[str, Any]:
    """The generic table description of the engine protocol, built from ``view`` (the game's
    own fields for the same viewer): partners share a ``team``, and the turned-up card, the
    current trick and the last trick are zones of their own."""
    table = state.trick_table
    seat_rows = []
    for s in range(4):
        label = "you" if s == viewer else f"seat {s}"
        if viewer is not None and s == (viewer + 2) % 4:
            label = f"seat {s} (your partner)"
        side = view["sides"][s & 1]
        seat_rows.append(
            seat_row(
                s,
                label=label,
                status="over" if view["over"] else "in",
                roles=_roles(state, s, viewer),
                team=s & 1,
                counters=[
                    counter("side", SIDE_NAMES[s & 1]),
                    counter("tricks", table.won[s]),
                    counter("side_tricks", side["tricks"], "side's tricks"),
                    counter("score", side["score"], "side's score"),
                    counter("games", side["games"], "side's games"),
                ],
            )
        )
    waiting = state.turn_up is not None and not state.turn_up_taken
    zones = []
    for s in range(4):
        cards = list(view["seats"][s]["hand"])
        if waiting and s == state.dealer and str(state.turn_up) in cards:
            cards.remove(str(state.turn_up))
        label = "your hand" if s == viewer else f"seat {s}'s hand"
        zones.append(zone(f"hand-{s}", label, cards, owner=s, selectable=s == viewer, layout="fan"))
    if waiting and state.turn_up is not None:
        zones.append(
            zone(
                "turn-up", "turned-up trump card", [state.turn_up], owner=state.dealer, kind="board"
            )
        )
    current = [p["card"] for p in view["current_trick"]["cards"]]
    zones.append(zone("trick", f"trick {table.trick_number}", current, kind="trick"))
    last = view["last_trick"]
    if last is not None:
        label = f"last trick (won by seat {last['winner']})"
        zones.append(zone("last-trick", label, [p["card"] for p in last["cards"]], kind="trick"))
    trump = table.trump
    counters = [
        counter("trump", "no trump" if trump is None else SUIT_WORDS[trump]),
        counter("trick", table.trick_number),
        counter("deal", state.deal_no, "hand"),
        counter("target", state.game.options.target, "points for game"),
        counter("score", f"{state.scores[0]} - {state.scores[1]}", "score (0&2 - 1&3)"),
        counter("games", f"{state.games[0]} - {state.games[1]}", "games (0&2 - 1&3)"),
    ]
    show = state.to_act is not None and (viewer is None or viewer == state.to_act)
    result = None
    if state.last_hand is not None or view["over"]:
        result = result_block(_result_lines(state), over=view["over"])
    return describe_table(
        game=state.game.name,
        title=state.game.title,
        viewer=viewer,
        players=4,
        phase=state.phase,
        phase_label="the match is over" if view["over"] else f"trick {table.trick_number}",
        to_act=state.to_act,
        direction="clockwise",
        seats=seat_rows,
        zones=zones,
        counters=counters,
        legal_actions=state._action_entries() if show else [],
        log=_log_lines(state.events, viewer),
        result=result,
    )


def _result_lines(state: WhistState) -> list[str]:
    lines = []
    hand = state.last_hand
    if hand is not None:
        t0, t1 = hand.tricks
        lines.append(f"hand {hand.deal}: {SIDE_NAMES[0]} took {t0} tricks, {SIDE_NAMES[1]} {t1}")
        for side in (0, 1):
            parts = []
            if hand.trick_points[side]:
                parts.append(f"{hand.trick_points[side]} for tricks")
            if hand.honours[side]:
                parts.append(f"{hand.honours[side]} for honours")
            if hand.penalties[side]:
                parts.append(f"{hand.penalties[side]} for revokes")
            if parts:
                lines.append(f"{SIDE_NAMES[side]} score {', '.join(parts)}")
    lines.append(f"games: {SIDE_NAMES[0]} {state.games[0]}, {SIDE_NAMES[1]} {state.games[1]}")
    if state.phase == "over":
        winner = 0 if state.games[0] > state.games[1] else 1
        lines.append(f"{SIDE_NAMES[winner]} win the match")
    return lines


def _log_lines(events: list[Event], viewer: int | None) -> list[str]:
    """The events since the current hand was dealt, in words."""
    start = 0
    for i, event in enumerate(events):
        if event.type == "dealt":
            start = i
    start = max(start, len(events) - LOG_LINES)
    return [
        describe(e.to_dict() if viewer is None else e.for_seat(viewer), viewer)
        for e in events[start:]
    ]


def describe(event: dict[str, Any], viewer: int | None) -> str:
    """An event in words, as ``viewer`` reads it.

    >>> describe({"type": "card-played", "seat": 1, "card": "Qh", "trick": 2}, 1)
    'you play Qh'
    """
    seat = event.get("seat")
    who = "you" if seat is not None and seat == viewer else f"seat {seat}"
    kind = event["type"]
    if kind == "dealt":
        trump = event["trump"]
        words = "no trump" if trump is None else SUIT_WORDS[SUIT_CHARS.index(trump)] + " are trump"
        shown = f", turning up {event['turn_up']}" if event["turn_up"] else ""
        return f"{who} deal{'' if who == 'you' else 's'} hand {event['deal']}{shown}: {words}"
    if kind == "turn-up-taken":
        return f"{who} take{'' if who == 'you' else 's'} up {event['card']}"
    if kind == "card-played":
        return f"{who} play{'' if who == 'you' else 's'} {event['card']}"
    if kind == "trick-won":
        return f"{who} win{'' if who == 'you' else 's'} trick {event['trick']}"
    if kind == "revoke-found":
        return f"{who} revoked in trick {event['trick']} (did not follow {event['suit']})"
    if kind == "hand-scored":
        t0, t1 = event["tricks"]
        s0, s1 = event["scores"]
        return f"hand {event['deal']}: tricks {t0} - {t1}, score {s0} - {s1}"
    if kind == "game-won":
        g0, g1 = event["games"]
        return f"{SIDE_NAMES[event['side']]} win a game (games {g0} - {g1})"
    if kind == "match-over":
        return "the match is over"
    if kind == "drew-for-deal":
        if event["dealer"] is None:
            return "a tie for the lowest cut; cut again"
        return f"seat {event['dealer']} cuts lowest and deals"
    return str(kind)
