"""What each seat at a Preference table may see: its own hand (and, as declarer, the cards it laid
away), the bids, the contract and trump, the defenders' choices, every card played this deal,
tricks, stakes and the pot; and the generic table description."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from widow.engine.events import HIDDEN
from widow.engine.table import counter, seat_row, zone
from widow.engine.tricks import view as trick_view
from widow.games.preference.actions import LEVEL_WORDS, SUIT_WORDS
from widow.i18n import N_

if TYPE_CHECKING:
    from widow.games.preference.rules import PreferenceState

#: The log shows a little more than the other trick games: a deal of Preference has more steps.
LOG_LINES = 14


def build_view(state: PreferenceState, viewer: int | None) -> dict[str, Any]:
    """The view of ``viewer`` (``None``: the full view)."""
    table = state.trick_table
    n = state.game.players
    playing = state.phase == "play" or bool(table.tricks)
    talon_known = viewer is None or (viewer == state.declarer and state.took_talon)
    seats = [
        {
            "seat": s,
            "status": state.status[s],
            "defence": state.defence[s],
            "chips": state.chips[s],
            "tricks": table.won[s] if playing else 0,
            "hand": trick_view.shown_hand(state.current_hand(s), s, viewer),
        }
        for s in range(n)
    ]
    view: dict[str, Any] = {
        **trick_view.view_header(state, viewer, n, active=list(state.active)),
        "declarer": state.declarer,
        "contract": None if state.contract is None else LEVEL_WORDS[state.contract],
        "trump": None if state.trump is None else SUIT_WORDS[state.trump],
        "high_bid": state.high,
        "game_suits": {str(s): SUIT_WORDS[t] for s, t in state.game_suits.items()},
        "host": state.host,
        "guest": state.guest,
        "no_aces": state.no_aces,
        "hand": None if viewer is None else [str(c) for c in state.current_hand(viewer)],
        "talon": [str(c) if talon_known else HIDDEN for c in state.talon],
        "seats": seats,
        "pot": state.pot,
        "trick_number": len(table.tricks) + 1 if state.phase == "play" else None,
        "current_trick": (
            trick_view.trick_dict(table.current, len(table.tricks) + 1)
            if state.phase == "play"
            else None
        ),
        **trick_view.played_tricks(table),
        "last_result": list(state.last_result),
        "events": trick_view.seen_events(state.events, viewer),
        "legal_actions": trick_view.legal_texts(state, viewer),
    }
    return view


def _roles(state: PreferenceState, seat: int) -> list[str]:
    roles = []
    if seat == state.dealer:
        roles.append(N_("dealer"))
    if seat == state.declarer:
        roles.append(N_("declarer"))
    if seat in state.defenders():
        roles.append(N_("defender"))
    if seat == state.host:
        roles.append(N_("host"))
    if seat == state.guest:
        roles.append(N_("guest"))
    return roles


def _label(state: PreferenceState, seat: int, viewer: int | None) -> str | None:
    """The other defender is the viewer's partner for the deal."""
    defenders = state.defenders()
    if viewer in defenders and seat in defenders:
        return N_("{seat} (your fellow defender)").format(seat=f"seat {seat}")
    return None


def _seat_row(
    state: PreferenceState, seat: int, entry: dict[str, Any], viewer: int | None, over: bool
) -> dict[str, Any]:
    """A seat's row: its part in the deal (declarer's side 0, defenders' 1), stakes, tricks."""
    status = entry["defence"] or entry["status"]
    if seat not in state.active:
        status = N_("sits out")
    return seat_row(
        seat,
        label=N_("you") if seat == viewer else _label(state, seat, viewer),
        status=N_("over") if over else status,
        roles=_roles(state, seat),
        team=0 if seat == state.declarer else 1 if seat in state.defenders() else None,
        counters=[
            counter("chips", entry["chips"], N_("stakes")),
            counter("tricks", entry["tricks"], N_("tricks")),
        ],
    )


def table_description(
    state: PreferenceState, viewer: int | None, view: dict[str, Any]
) -> dict[str, Any]:
    """The generic table description of the engine protocol, built from ``view``: the
    declarer against the defenders as teams, the talon, the contract and the pot."""
    # Once the declarer has taken the talon, the two cards in its place are the ones laid away.
    label = N_("discards") if state.took_talon else N_("talon")
    zones = [zone("talon", label, view["talon"], kind="widow", layout="row")]
    zones += trick_view.trick_zones(view["current_trick"], view["trick_number"], view["last_trick"])
    counters = [counter("pot", state.pot, N_("pot")), counter("deal", state.deal_no, N_("deal"))]
    if view["contract"] is not None:
        counters.append(counter("contract", view["contract"], N_("contract")))
    if view["trump"] is not None:
        counters.append(counter("trump", view["trump"], N_("trump")))
    if state.no_aces:
        counters.append(counter("no_aces", N_("announced"), N_("no aces")))
    return trick_view.seat_list_table(
        state, viewer, view, _seat_row, zones, counters, describe, log_limit=LOG_LINES
    )


#: The events of a deal of Preference told in a fixed sentence (see trick_view.describer).
WORDS: dict[str, str | tuple[str, str]] = {
    "anted": N_("everyone antes {each}; the pot holds {pot}"),
    "dealt": (N_("deal {deal}: you deal"), N_("deal {deal}: {who} deals")),
    "thrown-in": N_("everyone passes: the deal is thrown in"),
    "declarer": (N_("you declare with {contract}"), N_("{who} declares with {contract}")),
    "trump-named": (N_("you name {suit}"), N_("{who} names {suit}")),
    "defence": (N_("you: {choice}"), N_("{who}: {choice}")),
    "no-aces": (N_("you announce no aces"), N_("{who} announces no aces")),
    "pot-shared": N_("the pot left is shared out"),
    "match-over": N_("the match is over"),
}

#: The words a seat's row and the log show as they are (a seat's standing in the bidding, a
#: defender's choice) and the moves' labels, marked for the catalogue (widow.i18n).
SHOWN_WORDS = (
    N_("waiting"),
    N_("passed"),
    N_("bid"),
    N_("out"),
    N_("defend"),
    N_("drop"),
    N_("invite"),
    N_("alone"),
    N_("guest"),
    N_("Bid {n}"),
    N_("Bid game"),
    N_("Bid hearts"),
    N_("No aces"),
    N_("Trump {suit}"),
    N_("Defend"),
    N_("Drop"),
    N_("Invite"),
    N_("Alone"),
)


@trick_view.describer(WORDS)
def describe(event: dict[str, Any], viewer: int | None, who: str, you: bool, s: str) -> str:
    """An event in words, as ``viewer`` reads it.

    >>> describe({"type": "bid", "seat": 2, "level": "game"}, 0)
    'seat 2 bids game'
    >>> describe({"type": "discarded", "seat": 1, "cards": ["??", "??"]}, 0)
    'seat 1 lays away two cards'
    """
    seat = event.get("seat")
    kind = event["type"]
    # Message ids of the catalogue, filled in English (widow.i18n); the reader's own moves
    # have sentences of their own.
    if kind == "bid":
        if event["level"] == "pass":
            return N_("you pass") if you else N_("{who} passes").format(who=who)
        bids = N_("you bid {level}") if you else N_("{who} bids {level}")
        return bids.format(who=who, level=event["level"])
    if kind == "talon-taken":
        if you:
            return N_("you take the talon: {cards}").format(cards=" ".join(event["cards"]))
        return N_("{who} takes the talon").format(who=who)
    if kind == "discarded":
        if you:
            return N_("you lay away {cards}").format(cards=" ".join(event["cards"]))
        return N_("{who} lays away two cards").format(who=who)
    if kind == "settled":
        if event["made"]:
            return N_("the deal is settled: the declarer made")
        return N_("the deal is settled: the declarer failed")
    if kind == "paid":
        giver = N_("the pot") if seat is None else who
        taker = N_("the pot") if event["to"] is None else N_("seat {seat}").format(seat=event["to"])
        pays = N_("you pay {amount} to {to} ({why})") if you else None
        pays = pays or N_("{giver} pays {amount} to {to} ({why})")
        return pays.format(giver=giver, amount=event["amount"], to=taker, why=event["reason"])
    return str(kind)
