"""What every trick game's view and table description show alike: the tricks (the current one,
the last one and the record of the deal), the hands as zones, the recent events, the log in
words and the frame of the generic table description.

A trick game's ``view.py`` keeps what is its own (contracts, bids, pots, partnerships) and builds
the rest from these pieces, so that the four games draw their tricks, hands and logs the same way.

>>> from widow.cards import Card
>>> from widow.engine.tricks.play import Trick
>>> trick_dict(Trick(1, [(1, Card.parse("Qh")), (2, Card.parse("2h"))], 1), 3)["cards"]
[{'seat': 1, 'card': 'Qh'}, {'seat': 2, 'card': '2h'}]
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import wraps
from typing import TYPE_CHECKING, Any

from widow.cards import Card
from widow.engine.events import HIDDEN, Event
from widow.engine.table import describe_table, result_block, zone
from widow.engine.tricks.actions import SUIT_WORDS
from widow.engine.tricks.play import Trick, TrickTable
from widow.i18n import N_

if TYPE_CHECKING:
    from widow.engine.core import LogEntry, State

__all__ = [
    "LOG_LINES",
    "SUIT_WORDS",
    "VIEW_EVENTS",
    "describe_trick_event",
    "describer",
    "hand_zones",
    "legal_texts",
    "log_lines",
    "played_tricks",
    "seat_list_table",
    "seen_events",
    "shown_hand",
    "speaker",
    "trick_dict",
    "trick_table_description",
    "trick_zones",
    "view_header",
]

#: How many of the latest events a view lists.
VIEW_EVENTS = 16
#: How many lines the table's log shows at most.
LOG_LINES = 12

#: An event (as a seat may read it) in words, for that seat.
Describe = Callable[[dict[str, Any], "int | None"], str]
#: A game's own words for its events: given the event, the viewer, and who the event is
#: about with the verb ending (see :func:`speaker`).
OwnWords = Callable[[dict[str, Any], "int | None", str, bool, str], str]


def trick_dict(trick: Trick, number: int) -> dict[str, Any]:
    """A trick, JSON-ready: its number, leader, cards in order with their seats, and winner."""
    return {
        "number": number,
        "leader": trick.leader,
        "cards": [{"seat": s, "card": str(c)} for s, c in trick.plays],
        "winner": trick.winner,
    }


def played_tricks(table: TrickTable) -> dict[str, Any]:
    """The finished tricks of a deal, every card public: the last one and the whole record.

    >>> played_tricks(TrickTable([[], []], trump=None))
    {'last_trick': None, 'tricks': []}
    """
    last = table.tricks[-1] if table.tricks else None
    return {
        "last_trick": None if last is None else trick_dict(last, len(table.tricks)),
        "tricks": [trick_dict(t, i) for i, t in enumerate(table.tricks, start=1)],
    }


def view_header(state: State, viewer: int | None, players: int, **between: Any) -> dict[str, Any]:
    """The fields every trick game's view opens with: the game, viewer, deal and dealer, whose
    turn it is; ``between`` goes after the dealer (a game's own seating fields)."""
    return {
        "game": state.game.name,
        "seat": viewer,
        "players": players,
        "options": state.game.option_values(),
        "deal": state.deal_no,  # type: ignore[attr-defined]
        "dealer": state.dealer,  # type: ignore[attr-defined]
        **between,
        "direction": "clockwise",
        "phase": state.phase,
        "to_act": state.to_act,
        "over": state.to_act is None,
    }


def seen_events(events: Sequence[Event], viewer: int | None) -> list[dict[str, Any]]:
    """The latest events as ``viewer`` may read them (``None``: everything)."""
    return [e.to_dict() if viewer is None else e.for_seat(viewer) for e in events[-VIEW_EVENTS:]]


def legal_texts(state: State, viewer: int | None) -> list[str]:
    """The legal actions as text, for the seat to act (and the full view) only."""
    if viewer is None or viewer == state.to_act:
        return [str(a) for a in state.legal_actions()]
    return []


def shown_hand(
    hand: Sequence[Card], seat: int, viewer: int | None, seen: Card | None = None
) -> list[str]:
    """``seat``'s hand as ``viewer`` may see it: every card for the seat itself and for the full
    view (``viewer`` None); for anyone else face down, but for ``seen``, a card every seat has
    seen (the turned-up trump card of Bourre and Whist), which then comes first.

    >>> from widow.cards import parse_cards
    >>> hand = list(parse_cards("2c Ah 9d"))
    >>> shown_hand(hand, 0, 0), shown_hand(hand, 0, 1, seen=Card.parse("Ah"))
    (['2c', 'Ah', '9d'], ['Ah', '??', '??'])
    """
    if viewer is None or viewer == seat:
        return [str(c) for c in hand]
    known = [str(c) for c in hand if c == seen]
    return known + [HIDDEN] * (len(hand) - len(known))


def hand_zones(hands: Sequence[list[str]], viewer: int | None) -> list[dict[str, Any]]:
    """One fanned zone per hand (as the viewer may see it); the viewer's own is selectable."""
    return [
        zone(
            f"hand-{s}",
            N_("your hand") if s == viewer else N_("{seat}'s hand").format(seat=f"seat {s}"),
            cards,
            owner=s,
            selectable=s == viewer,
            layout="fan",
        )
        for s, cards in enumerate(hands)
    ]


def trick_zones(
    current: Mapping[str, Any] | None, number: int | None, last: Mapping[str, Any] | None
) -> list[dict[str, Any]]:
    """The trick being played (when there is one) and the last trick, with its winner."""
    zones = []
    if current is not None:
        cards = [p["card"] for p in current["cards"]]
        zones.append(zone("trick", N_("trick {n}").format(n=number), cards, kind="trick"))
    if last is not None:
        label = N_("last trick (won by {seat})").format(seat=f"seat {last['winner']}")
        zones.append(zone("last-trick", label, [p["card"] for p in last["cards"]], kind="trick"))
    return zones


def speaker(event: Mapping[str, Any], viewer: int | None) -> tuple[str, bool, str]:
    """Who an event is about, for ``viewer``: ``("you", True, "")`` or ``("seat 2", False,
    "s")``, the last being the ending of a verb in the present tense.

    >>> speaker({"seat": 2}, 2), speaker({"seat": 2}, 0)
    (('you', True, ''), ('seat 2', False, 's'))
    """
    seat = event.get("seat")
    you = seat is not None and seat == viewer
    return ("you", True, "") if you else (f"seat {seat}", False, "s")


def describe_trick_event(event: Mapping[str, Any], viewer: int | None) -> str | None:
    """The events every trick game shares, in words: cutting for the deal, a card played, a
    trick won; ``None`` for any other.

    >>> describe_trick_event({"type": "trick-won", "seat": 1, "trick": 4}, 1)
    'you win trick 4'
    """
    # Message ids of the catalogue, filled in English (widow.i18n); the reader's own moves
    # have sentences of their own, as English conjugates them.
    who, you, _ = speaker(event, viewer)
    kind = event["type"]
    if kind == "card-played":
        played = N_("you play {card}") if you else N_("{seat} plays {card}")
        return played.format(seat=who, card=event["card"])
    if kind == "trick-won":
        won = N_("you win trick {n}") if you else N_("{seat} wins trick {n}")
        return won.format(seat=who, n=event["trick"])
    if kind == "drew-for-deal":
        if event["dealer"] is None:
            return N_("a tie for the lowest cut; cut again")
        return N_("{seat} cuts lowest and deals").format(seat=f"seat {event['dealer']}")
    return None


def log_lines(
    state: State,
    events: Sequence[Event],
    viewer: int | None,
    describe: Describe,
    *,
    start: str = "dealt",
    limit: int = LOG_LINES,
) -> list[LogEntry]:
    """The events since the latest one of type ``start`` (the deal began), at most ``limit``
    of them, in words as ``viewer`` reads them and numbered; the events of the latest action
    that came before the deal began (the end of the last deal) lead (see
    :meth:`~widow.engine.core.State._log_entries`)."""
    first = 0
    for i, event in enumerate(events):
        if event.type == start:
            first = i
    first = max(first, len(events) - limit)
    return state._log_entries(
        events[first:],
        lambda e: describe(e.to_dict() if viewer is None else e.for_seat(viewer), viewer),
        size=limit,
    )


def trick_table_description(
    state: State,
    viewer: int | None,
    *,
    players: int,
    phase_label: str | None = None,
    seats: Sequence[Mapping[str, Any]],
    hands: Sequence[list[str]],
    zones: Sequence[Mapping[str, Any]],
    counters: Sequence[Mapping[str, Any]],
    describe: Describe,
    log_start: str = "dealt",
    log_limit: int = LOG_LINES,
    result_lines: Sequence[str] | None = None,
    has_result: bool | None = None,
) -> dict[str, Any]:
    """The generic table description of a trick game (played clockwise): the phase in words
    (default: the state's own label), the hands as the first zones (as the viewer may see
    them) then ``zones``, the legal actions in the view of the seat to act, the log since the
    deal began (events of type ``log_start``) in words by ``describe``, and the result panel
    once there is a result (or the match is over): by default, the lines of the state's
    ``last_result``, shown once it has any."""
    if result_lines is None:
        result_lines = state.last_result  # type: ignore[attr-defined]
    if has_result is None:
        has_result = bool(result_lines)
    over = state.to_act is None
    show = not over and (viewer is None or viewer == state.to_act)
    return describe_table(
        game=state.game.name,
        title=state.game.title,
        viewer=viewer,
        players=players,
        phase=state.phase,
        phase_label=state._phase_label() if phase_label is None else phase_label,
        to_act=state.to_act,
        direction="clockwise",
        seats=seats,
        zones=[*hand_zones(hands, viewer), *zones],
        counters=counters,
        legal_actions=state._action_entries() if show else [],
        log=log_lines(state, state.events, viewer, describe, start=log_start, limit=log_limit),  # type: ignore[attr-defined]
        result=result_block(result_lines, over=over) if has_result or over else None,
    )


#: A game's row for one seat: given the state, the seat, the seat's entry in the view, the viewer
#: and whether the match is over.
SeatRow = Callable[[Any, int, dict[str, Any], "int | None", bool], dict[str, Any]]


def seat_list_table(
    state: State,
    viewer: int | None,
    view: Mapping[str, Any],
    row: SeatRow,
    zones: Sequence[Mapping[str, Any]],
    counters: Sequence[Mapping[str, Any]],
    describe: Describe,
    *,
    log_start: str = "dealt",
    log_limit: int = LOG_LINES,
) -> dict[str, Any]:
    """:func:`trick_table_description` for a game whose view lists every seat with its hand
    (``view["seats"]``): one seat row each, drawn by ``row``, and their hands as the first
    zones; the result panel shows the state's ``last_result``."""
    entries = view["seats"]
    return trick_table_description(
        state,
        viewer,
        players=len(entries),
        seats=[row(state, s, entry, viewer, view["over"]) for s, entry in enumerate(entries)],
        hands=[entry["hand"] for entry in entries],
        zones=zones,
        counters=counters,
        describe=describe,
        log_start=log_start,
        log_limit=log_limit,
    )


def describer(words: Mapping[str, str | tuple[str, str]]) -> Callable[[OwnWords], Describe]:
    """Make a game's ``describe`` from its own words: the events every trick game shares in
    their common words (:func:`describe_trick_event`); the events of ``words`` by their
    template, filled with the event's fields and ``who``, ``s`` and ``es`` (:func:`speaker`'s
    person and verb endings: "you pass", "seat 2 passes"), or by a pair of whole sentences
    (the reader's own, anyone else's); any other by the decorated function, which is given the
    event, the viewer and :func:`speaker`'s three words.

    >>> @describer({"passed": "{who} pass{es}"})
    ... def words(event, viewer, who, you, s):
    ...     return "something else"
    >>> words({"type": "passed", "seat": 1}, 1), words({"type": "passed", "seat": 1}, 0)
    ('you pass', 'seat 1 passes')
    """

    def wrap(own: OwnWords) -> Describe:
        @wraps(own)
        def describe(event: dict[str, Any], viewer: int | None) -> str:
            shared = describe_trick_event(event, viewer)
            if shared is not None:
                return shared
            who, you, s = speaker(event, viewer)
            template = words.get(event["type"])
            if template is not None:
                # A pair is two whole sentences, the reader's own and anyone else's, as the
                # catalogue has them (widow.i18n); one template agrees by its endings.
                if not isinstance(template, str):
                    template = template[0] if you else template[1]
                return template.format_map({**event, "who": who, "s": s, "es": s and "es"})
            return own(event, viewer, who, you, s)

        return describe

    return wrap
