"""What each seat of a Bid Whist table may see, and the generic table description."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from widow.cards import SUIT_CHARS, Card
from widow.engine.events import HIDDEN
from widow.engine.table import counter, seat_row, zone
from widow.engine.tricks import view as trick_view
from widow.engine.tricks.view import SUIT_WORDS
from widow.i18n import N_

if TYPE_CHECKING:
    from widow.games.bid_whist.rules import BidWhistState

SIDE_NAMES = (N_("seats 0 and 2"), N_("seats 1 and 3"))


def _hand(state: BidWhistState, seat: int) -> list[Card]:
    # Before the play the hands are the state's own; during it, the trick table's.
    return sorted(state.hands[seat] + state.trick_table.hands[seat])


def build_view(state: BidWhistState, viewer: int | None) -> dict[str, Any]:
    """The view of ``viewer`` (``None``: the full view)."""
    table = state.trick_table
    playing = state.phase in ("play", "over") and bool(table.tricks or table.current.plays)
    seats = []
    for s in range(4):
        hand = _hand(state, s)
        shown = trick_view.shown_hand(hand, s, viewer)
        seats.append({"seat": s, "side": s & 1, "tricks": table.won[s], "hand": shown})
    sees_book = viewer is None or viewer == state.declarer
    contract = state.contract
    return {
        **trick_view.view_header(state, viewer, 4),
        "hand": None if viewer is None else [str(c) for c in _hand(state, viewer)],
        "seats": seats,
        "scores": list(state.scores),
        "bid": None if state.best is None else {"seat": state.best[0], "bid": str(state.best[1])},
        "contract": None
        if contract is None
        else {
            "declarer": state.declarer,
            "number": contract.number,
            "kind": contract.kind,
            "needed": 6 + contract.number,
        },
        "trump": None if state.trump is None else SUIT_CHARS[state.trump],
        "card_order": state.direction,
        "kitty": ([str(c) for c in state.kitty] if viewer is None else [HIDDEN] * len(state.kitty)),
        "discards": ([str(c) for c in state.book] if sees_book else [HIDDEN] * len(state.book)),
        "trick_number": len(table.tricks) + 1 if playing or state.phase == "play" else None,
        "current_trick": trick_view.trick_dict(table.current, len(table.tricks) + 1),
        **trick_view.played_tricks(table),
        "last_hand": None if state.last_hand is None else state.last_hand.to_dict(),
        "events": trick_view.seen_events(state.events, viewer),
        "legal_actions": trick_view.legal_texts(state, viewer),
    }


def table_description(
    state: BidWhistState, viewer: int | None, view: dict[str, Any]
) -> dict[str, Any]:
    """The generic table description: partners share a team; the kitty, the declarer's six
    discards and the tricks are zones."""
    table = state.trick_table
    rows = []
    for s in range(4):
        roles = [N_("dealer")] if s == state.dealer else []
        if s == state.declarer:
            roles.append(N_("declarer"))
        if viewer is not None and s == (viewer + 2) % 4:
            roles.append(N_("partner"))
        side = s & 1
        rows.append(
            seat_row(
                s,
                label=N_("you") if s == viewer else None,
                status=N_("over") if view["over"] else N_("in"),
                roles=roles,
                team=side,
                counters=[
                    counter("side", SIDE_NAMES[side], N_("side")),
                    counter("tricks", table.won[s], N_("tricks")),
                    counter("score", state.scores[side], N_("side's score")),
                ],
            )
        )
    zones = []
    if view["kitty"]:
        zones.append(zone("kitty", N_("kitty"), view["kitty"], kind="kitty", layout="stack"))
    if view["discards"]:
        zones.append(
            zone(
                "discards",
                N_("declarer's discards (first trick)"),
                view["discards"],
                owner=state.declarer,
                kind="pile",
                layout="stack",
            )
        )
    playing = state.phase == "play"
    zones += trick_view.trick_zones(
        view["current_trick"] if playing else None, len(table.tricks) + 1, view["last_trick"]
    )
    counters = [
        counter("deal", state.deal_no, N_("hand")),
        counter("score", f"{state.scores[0]} - {state.scores[1]}", N_("score (0&2 - 1&3)")),
    ]
    if view["bid"] is not None:
        words = view["bid"]["bid"].removeprefix("bid ")
        high = N_("{bid} by {seat}").format(bid=words, seat=f"seat {view['bid']['seat']}")
        counters.append(counter("bid", high, N_("high bid")))
    if view["contract"] is not None and state.phase != "declare":
        trump = N_("no trump") if state.trump is None else SUIT_WORDS[state.trump]
        counters.append(counter("trump", trump, N_("trump")))
        counters.append(counter("card_order", state.direction, N_("cards rank")))
    return trick_view.trick_table_description(
        state,
        viewer,
        players=4,
        seats=rows,
        hands=[seat["hand"] for seat in view["seats"]],
        zones=zones,
        counters=counters,
        describe=describe,
        result_lines=_result_lines(state),
        has_result=state.last_hand is not None,
    )


def _result_lines(state: BidWhistState) -> list[str]:
    lines = []
    hand = state.last_hand
    if hand is not None:
        side = SIDE_NAMES[hand.declarer & 1]
        if hand.points > 0:
            took = N_("hand {deal}: {side} took {n} of {count} needed and made: {points}")
        else:
            took = N_("hand {deal}: {side} took {n} of {count} needed and were set: {points}")
        lines.append(
            took.format(
                deal=hand.deal,
                side=side,
                n=hand.tricks,
                count=hand.needed,
                points=format(hand.points, "+d"),
            )
        )
    lines.append(
        N_("score: {side} {n}, {other_side} {amount}").format(
            side=SIDE_NAMES[0], n=state.scores[0], other_side=SIDE_NAMES[1], amount=state.scores[1]
        )
    )
    return lines


#: The events told in a fixed sentence (see trick_view.describer).
WORDS: dict[str, str | tuple[str, str]] = {
    "dealt": (N_("you deal hand {deal}"), N_("{who} deals hand {deal}")),
    "bid": (N_("you bid {number} {kind}"), N_("{who} bids {number} {kind}")),
    "bid-pass": (N_("you pass"), N_("{who} passes")),
    "match-over": N_("the game is over"),
}


def _suit_name(letter: str) -> str:
    """The suit written as a letter (``"c"``), in words (``"clubs"``).

    >>> _suit_name("c"), _suit_name("S")
    ('clubs', 'spades')
    """
    return SUIT_WORDS[SUIT_CHARS.index(letter.lower())]


@trick_view.describer(WORDS)
def describe(event: dict[str, Any], viewer: int | None, who: str, you: bool, s: str) -> str:
    """An event in words, as ``viewer`` reads it.

    >>> describe({"type": "bid", "seat": 3, "number": 4, "kind": "low"}, 0)
    'seat 3 bids 4 low'
    >>> describe({"type": "hand-scored", "deal": 2, "declarer": 1, "tricks": 6, "needed": 8,
    ...           "points": -2, "scores": [3, 1]}, 0)
    'hand 2: seats 1 and 3 -2, score 3 to 1'
    """
    kind = event["type"]
    # Message ids of the catalogue, filled in English (widow.i18n); the reader's own moves
    # have sentences of their own.
    if kind == "contract":
        # The event keeps the suit's letter; a sentence names the suit.
        if event["trump"] is None:
            trump = N_("no trump")
        else:
            trump = N_("{suit} trump").format(suit=_suit_name(event["trump"]))
        declares = N_("you declare {trump}, {direction} cards win") if you else None
        declares = declares or N_("{who} declares {trump}, {direction} cards win")
        return declares.format(who=who, trump=trump, direction=event["direction"])
    if kind == "kitty-taken":
        if you:
            return N_("you take the kitty: {cards}").format(cards=" ".join(event["cards"]))
        return N_("{who} takes the kitty").format(who=who)
    if kind == "discarded":
        if you:
            return N_("you discard {card}").format(card=event["card"])
        return N_("{who} discards a card").format(who=who)
    if kind == "hand-scored":
        # The side of seats 0 and 2 first, as in the headline; "to" keeps a score below zero
        # readable ("0 to -14").
        us, them = event["scores"]
        side = SIDE_NAMES[event["declarer"] & 1]
        return N_("hand {deal}: {side} {signed}, score {us} to {them}").format(
            deal=event["deal"], side=side, signed=format(event["points"], "+d"), us=us, them=them
        )
    if kind == "game-over":
        won = N_("{side} win the game")
        if event["back_door"]:
            won = N_("{side} win the game (the others went out the back door)")
        return won.format(side=SIDE_NAMES[event["side"]])
    return str(kind)


#: A bid's words, as the table and the moves' labels show it ("4 low", "Bid 4 low"), marked for
#: the catalogue (widow.i18n).
BID_WORDS = (
    N_("notrump"),
    N_("{n} high"),
    N_("{n} low"),
    N_("{n} notrump"),
    N_("Bid {n} high"),
    N_("Bid {n} low"),
    N_("Bid {n} notrump"),
    N_("Trump {suit}"),
    N_("bid {n} high"),
    N_("bid {n} low"),
    N_("bid {n} notrump"),
)
