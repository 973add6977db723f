"""What each seat of a Whist table may see: its own hand, every card played this hand (the current
trick, the last trick and the record of tricks), trick counts, trump, scores; and the generic table
description a terminal or browser draws without knowing the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from widow.cards import SUIT_CHARS
from widow.engine.table import counter, seat_row, zone
from widow.engine.tricks import view as trick_view
from widow.engine.tricks.view import SUIT_WORDS

if TYPE_CHECKING:
    from widow.games.whist.rules import WhistState

SIDE_NAMES = ("seats 0 and 2", "seats 1 and 3")


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
            # The dealer's turned-up card stays in sight of everyone once taken up.
            "hand": trick_view.shown_hand(
                sorted(state.trick_table.hands[s]), s, viewer, seen=state.turn_up
            ),
        }
        for s in range(4)
    ]
    return {
        **trick_view.view_header(state, viewer, 4),
        "trump": None if trump is None else SUIT_CHARS[trump],
        "turn_up": None if state.turn_up is None else str(state.turn_up),
        "turn_up_taken": state.turn_up_taken,
        "contract": None,
        "hand": None if viewer is None else [str(c) for c in sorted(table.hands[viewer])],
        "seats": seats,
        "sides": sides,
        "trick_number": table.trick_number,
        "current_trick": trick_view.trick_dict(table.current, table.trick_number),
        **trick_view.played_tricks(table),
        "last_hand": None if state.last_hand is None else state.last_hand.to_dict(),
        "events": trick_view.seen_events(state.events, viewer),
        "legal_actions": trick_view.legal_texts(state, viewer),
    }


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
    hands = []
    for s in range(4):
        cards = list(view["seats"][s]["hand"])
        if waiting and s == state.dealer and str(state.turn_up) in cards:
            cards.remove(str(state.turn_up))
        hands.append(cards)
    zones = []
    if waiting and state.turn_up is not None:
        zones.append(
            zone(
                "turn-up", "turned-up trump card", [state.turn_up], owner=state.dealer, kind="board"
            )
        )
    zones += trick_view.trick_zones(view["current_trick"], table.trick_number, view["last_trick"])
    trump = table.trump
    counters = [
        counter("trump", "no trump" if trump is None else SUIT_WORDS[trump]),
        counter("trick", table.trick_number),
        counter("deal", state.deal_no, "hand"),
        counter("target", state.game.options.target, "points for game"),
        counter("score", f"{state.scores[0]} - {state.scores[1]}", "score (0&2 - 1&3)"),
        counter("games", f"{state.games[0]} - {state.games[1]}", "games (0&2 - 1&3)"),
    ]
    return trick_view.trick_table_description(
        state,
        viewer,
        players=4,
        phase_label="the match is over" if view["over"] else f"trick {table.trick_number}",
        seats=seat_rows,
        hands=hands,
        zones=zones,
        counters=counters,
        describe=describe,
        result_lines=_result_lines(state),
        has_result=state.last_hand is not None,
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


#: The events told in a fixed sentence (see trick_view.describer).
WORDS = {
    "turn-up-taken": "{who} take{s} up {card}",
    "revoke-found": "{who} revoked in trick {trick} (did not follow {suit})",
    "match-over": "the match is over",
}


@trick_view.describer(WORDS)
def describe(event: dict[str, Any], viewer: int | None, who: str, you: bool, s: str) -> str:
    """An event in words, as ``viewer`` reads it.

    >>> describe({"type": "card-played", "seat": 1, "card": "Qh", "trick": 2}, 1)
    'you play Qh'
    """
    kind = event["type"]
    if kind == "dealt":
        trump = event["trump"]
        words = "no trump" if trump is None else SUIT_WORDS[SUIT_CHARS.index(trump)] + " are trump"
        shown = f", turning up {event['turn_up']}" if event["turn_up"] else ""
        return f"{who} deal{s} hand {event['deal']}{shown}: {words}"
    if kind == "hand-scored":
        t0, t1 = event["tricks"]
        s0, s1 = event["scores"]
        return f"hand {event['deal']}: tricks {t0} - {t1}, score {s0} - {s1}"
    if kind == "game-won":
        g0, g1 = event["games"]
        return f"{SIDE_NAMES[event['side']]} win a game (games {g0} - {g1})"
    return str(kind)
