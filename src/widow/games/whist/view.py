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
from widow.i18n import N_

if TYPE_CHECKING:
    from widow.games.whist.rules import WhistState

SIDE_NAMES = (N_("seats 0 and 2"), N_("seats 1 and 3"))


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
    roles = [N_("dealer")] if seat == state.dealer else []
    if viewer is not None and seat == (viewer + 2) % 4:
        roles.append(N_("partner"))
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
        label = N_("you") if s == viewer else N_("seat {seat}").format(seat=s)
        if viewer is not None and s == (viewer + 2) % 4:
            label = N_("{seat} (your partner)").format(seat=f"seat {s}")
        side = view["sides"][s & 1]
        seat_rows.append(
            seat_row(
                s,
                label=label,
                status=N_("over") if view["over"] else N_("in"),
                roles=_roles(state, s, viewer),
                team=s & 1,
                counters=[
                    counter("side", SIDE_NAMES[s & 1], N_("side")),
                    counter("tricks", table.won[s], N_("tricks")),
                    counter("side_tricks", side["tricks"], N_("side's tricks")),
                    counter("score", side["score"], N_("side's score")),
                    counter("games", side["games"], N_("side's games")),
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
                "turn-up",
                N_("turned-up trump card"),
                [state.turn_up],
                owner=state.dealer,
                kind="board",
            )
        )
    zones += trick_view.trick_zones(view["current_trick"], table.trick_number, view["last_trick"])
    trump = table.trump
    counters = [
        counter("trump", N_("no trump") if trump is None else SUIT_WORDS[trump], N_("trump")),
        counter("trick", table.trick_number, N_("trick")),
        counter("deal", state.deal_no, N_("hand")),
        counter("target", state.game.options.target, N_("points for game")),
        counter("score", f"{state.scores[0]} - {state.scores[1]}", N_("score (0&2 - 1&3)")),
        counter("games", f"{state.games[0]} - {state.games[1]}", N_("games (0&2 - 1&3)")),
    ]
    return trick_view.trick_table_description(
        state,
        viewer,
        players=4,
        phase_label=N_("the match is over")
        if view["over"]
        else N_("trick {n}").format(n=table.trick_number),
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
        lines.append(
            N_("hand {deal}: {side} took {n} tricks, {other_side} {count}").format(
                deal=hand.deal, side=SIDE_NAMES[0], n=t0, other_side=SIDE_NAMES[1], count=t1
            )
        )
        for side in (0, 1):
            parts = []
            if hand.trick_points[side]:
                parts.append(N_("{n} for tricks").format(n=hand.trick_points[side]))
            if hand.honours[side]:
                parts.append(N_("{n} for honours").format(n=hand.honours[side]))
            if hand.penalties[side]:
                parts.append(N_("{n} for revokes").format(n=hand.penalties[side]))
            if parts:
                lines.append(
                    N_("{side} score {points}").format(
                        side=SIDE_NAMES[side], points=", ".join(parts)
                    )
                )
    lines.append(
        N_("games: {side} {n}, {other_side} {count}").format(
            side=SIDE_NAMES[0], n=state.games[0], other_side=SIDE_NAMES[1], count=state.games[1]
        )
    )
    if state.phase == "over":
        winner = 0 if state.games[0] > state.games[1] else 1
        lines.append(N_("{side} win the match").format(side=SIDE_NAMES[winner]))
    return lines


#: The events told in a fixed sentence (see trick_view.describer).
WORDS: dict[str, str | tuple[str, str]] = {
    "turn-up-taken": (N_("you take up {card}"), N_("{who} takes up {card}")),
    "revoke-found": N_("{who} revoked in trick {trick} (did not follow {suit})"),
    "match-over": N_("the match is over"),
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
        if trump is None:
            words = N_("no trump")
        else:
            words = N_("{suit} are trump").format(suit=SUIT_WORDS[SUIT_CHARS.index(trump)])
        if event["turn_up"]:
            dealt = N_("you deal hand {deal}, turning up {card}: {trump}") if you else None
            dealt = dealt or N_("{who} deals hand {deal}, turning up {card}: {trump}")
        else:
            dealt = N_("you deal hand {deal}: {trump}") if you else None
            dealt = dealt or N_("{who} deals hand {deal}: {trump}")
        return dealt.format(who=who, deal=event["deal"], card=event["turn_up"], trump=words)
    if kind == "hand-scored":
        t0, t1 = event["tricks"]
        s0, s1 = event["scores"]
        return N_("hand {deal}: tricks {t0} - {t1}, score {s0} - {s1}").format(
            deal=event["deal"], t0=t0, t1=t1, s0=s0, s1=s1
        )
    if kind == "game-won":
        g0, g1 = event["games"]
        return N_("{side} win a game (games {g0} - {g1})").format(
            side=SIDE_NAMES[event["side"]], g0=g0, g1=g1
        )
    return str(kind)
