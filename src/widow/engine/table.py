"""The generic table description every view carries under ``"table"``.

A client that knows no game draws the table from this alone: the seats in the order of play with
their counters, the zones of cards (each card as the viewer may know it, ``"??"`` when hidden),
table-wide counters, the recent events as sentences, and the legal actions with the cards they name
(so a client can offer click-to-select). ``docs/engine.md`` describes every field.

The builders here keep the games' code short and the shape uniform; :func:`table_problems` checks
a description against the format (the shared game suite runs it on every view).

>>> from widow.cards import parse_cards
>>> z = zone("hand-0", "your hand", parse_cards("4h Jc"), owner=0, selectable=True)
>>> z["cards"], z["count"], z["kind"]
(['4h', 'Jc'], 2, 'hand')
>>> counter("wild_rank", "A")
{'name': 'wild_rank', 'label': 'wild rank', 'value': 'A'}
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from widow.cards import CARDS, Card, parse_card
from widow.engine.actions import Action
from widow.errors import InvalidCardError
from widow.i18n import N_

HIDDEN = "??"
#: The text of every card, by index (tables write many cards).
CARD_TEXT = tuple(str(c) for c in CARDS)
ZONE_KINDS = frozenset(
    {"hand", "widow", "board", "stock", "discard", "trick", "pile", "layout", "grid", "kitty"}
)
LAYOUTS = frozenset({"row", "stack", "grid", "fan"})
DIRECTIONS = frozenset({"clockwise", "counter-clockwise"})
TABLE_KEYS = (
    "game",
    "title",
    "viewer",
    "phase",
    "phase_label",
    "to_act",
    "over",
    "direction",
    "order",
    "seats",
    "zones",
    "counters",
    "legal_actions",
    "log",
    "log_numbers",
    "result",
)
#: A counter's value: a number, a word (a rank, a suit), or nothing yet.
CounterValue = int | float | str | None


def card_text(card: Card | str) -> str:
    """A card in its text form (``"??"`` stays as it is).

    >>> card_text(Card.parse("10d")), card_text("??"), card_text("xr")
    ('Td', '??', 'XR')
    """
    if isinstance(card, Card):
        return CARD_TEXT[card]
    if card == HIDDEN:
        return HIDDEN
    return str(parse_card(card))


def zone(
    zone_id: str,
    label: str,
    cards: Iterable[Card | str],
    *,
    owner: int | None = None,
    kind: str = "hand",
    count: int | None = None,
    selectable: bool = False,
    layout: str = "row",
    columns: int | None = None,
) -> dict[str, Any]:
    """One group of cards. ``cards`` must already hide what the viewer may not know (``"??"``);
    ``count`` defaults to the number of cards (give it for a stock shown as a count only).

    >>> zone("stock", "stock", [], kind="stock", count=30, layout="stack")["count"]
    30
    """
    texts = [card_text(c) for c in cards]
    entry: dict[str, Any] = {
        "id": zone_id,
        "label": label,
        "owner": owner,
        "kind": kind,
        "cards": texts,
        "count": len(texts) if count is None else count,
        "selectable": selectable,
        "layout": layout,
    }
    if columns is not None:
        entry["columns"] = columns
    return entry


def hand_zone(
    seat: int, viewer: int | None, cards: Iterable[Card | str], *, selectable: bool = False
) -> dict[str, Any]:
    """``seat``'s hand as ``viewer`` sees it: ``"your hand"`` for the viewer's own, else the
    seat's. ``cards`` must already hide what the viewer may not know.

    >>> hand_zone(2, 0, ["??", "??"])["label"], hand_zone(0, 0, ["Ah"], selectable=True)["id"]
    ("seat 2's hand", 'hand-0')
    """
    # The table's words are message ids of the catalogue, said in English here (widow.i18n).
    label = N_("your hand") if seat == viewer else N_("{seat}'s hand").format(seat=f"seat {seat}")
    return zone(f"hand-{seat}", label, cards, owner=seat, selectable=selectable)


def counter(name: str, value: CounterValue, label: str | None = None) -> dict[str, Any]:
    """A named number or word: chips, pool, lives, wild rank, trump...

    >>> counter("pool", 3, "chips in the pool")["label"]
    'chips in the pool'
    """
    shown = name.replace("_", " ") if label is None else label
    return {"name": name, "label": shown, "value": value}


def seat_row(
    seat: int,
    *,
    label: str | None = None,
    status: str = N_("in"),
    roles: Iterable[str] = (),
    team: int | None = None,
    counters: Iterable[Mapping[str, Any]] = (),
) -> dict[str, Any]:
    """One seat: its label, status (in, knocked, out, folded...), roles and counters.

    >>> seat_row(2, roles=["dealer"])["label"]
    'seat 2'
    """
    return {
        "seat": seat,
        "label": N_("seat {seat}").format(seat=seat) if label is None else label,
        "status": status,
        "roles": list(roles),
        "team": team,
        "counters": [dict(c) for c in counters],
    }


def chip_seat_rows(
    dealer: int,
    statuses: Sequence[str],
    chips: Sequence[int],
    extra: Sequence[Mapping[str, Any]],
) -> list[dict[str, Any]]:
    """One row per seat of a game played for chips around a dealer.

    Several games draw their seats alike: a status, the dealer's role, the seat's chips, then one
    counter of the game's own (deals won, cards held...); ``extra`` holds that counter by seat.

    >>> rows = chip_seat_rows(1, ["in", "out"], [10, 0], [counter("cards", 3), counter("cards", 0)])
    >>> [(r["roles"], r["status"], [c["value"] for c in r["counters"]]) for r in rows]
    [([], 'in', [10, 3]), (['dealer'], 'out', [0, 0])]
    """
    return [
        seat_row(
            s,
            status=status,
            roles=["dealer"] if s == dealer else [],
            counters=[counter("chips", chips[s]), extra[s]],
        )
        for s, status in enumerate(statuses)
    ]


def action_kind(action: Action) -> str:
    """The kind of an action: its verb, with a dash for a two-word verb.

    >>> from widow.engine.actions import SWAP_ALL, swap_one
    >>> action_kind(SWAP_ALL), action_kind(swap_one(Card.parse("9h"), Card.parse("Qs")))
    ('swap-all', 'swap')
    """
    return action.verb.replace(" ", "-")


def action_cards(action: Action) -> list[str]:
    """The cards an action names, in the order its fields (and so its text) name them.

    >>> from widow.engine.actions import KNOCK, swap_one
    >>> action_cards(swap_one(Card.parse("9h"), Card.parse("Qs"))), action_cards(KNOCK)
    (['9h', 'Qs'], [])
    """
    names = _FIELDS.get(type(action))
    if names is None:
        # Tables list every legal action on every view; look each class's fields up once.
        found: tuple[dataclasses.Field[Any], ...] = (
            dataclasses.fields(action) if dataclasses.is_dataclass(action) else ()
        )
        names = _FIELDS[type(action)] = tuple(field.name for field in found)
    cards: list[str] = []
    for name in names:
        value = getattr(action, name)
        if isinstance(value, Card):
            cards.append(CARD_TEXT[value])
        elif isinstance(value, (tuple, list)):
            cards.extend(CARD_TEXT[v] for v in value if isinstance(v, Card))
    return cards


_FIELDS: dict[type[Action], tuple[str, ...]] = {}


def default_label(action: Action) -> str:
    """The action's text with a capital first letter.

    >>> from widow.engine.actions import SWAP_ALL
    >>> default_label(SWAP_ALL)
    'Swap all'
    """
    text = str(action)
    return text[:1].upper() + text[1:]


def action_entry(action: Action, label: str | None = None) -> dict[str, Any]:
    """One legal action: the text that parses back, a label, its kind and the cards it names.

    >>> from widow.engine.actions import swap_one
    >>> action_entry(swap_one(Card.parse("9h"), Card.parse("Qs")), "Swap 9h for Qs")["cards"]
    ['9h', 'Qs']
    """
    return {
        "text": str(action),
        "label": default_label(action) if label is None else label,
        "kind": action_kind(action),
        "cards": action_cards(action),
    }


def legal_action_entries(
    actions: Iterable[Action], label: Callable[[Action], str] | None = None
) -> list[dict[str, Any]]:
    """Entries for a list of actions, labelled by ``label`` (default: the capitalised text).

    >>> from widow.engine.actions import KNOCK, PASS
    >>> [e["kind"] for e in legal_action_entries([PASS, KNOCK])]
    ['pass', 'knock']
    """
    name = default_label if label is None else label
    return [action_entry(a, name(a)) for a in actions]


def ranged_action(
    template: str, label: str, kind: str, *, minimum: int, maximum: int, step: int = 1
) -> dict[str, Any]:
    """One entry standing for a numeric range of actions (``raise to {amount}``); the client fills
    ``{amount}`` with a number from ``minimum`` to ``maximum`` in steps of ``step``.

    >>> ranged_action("raise to {amount}", "Raise", "raise", minimum=40, maximum=500)["amount"]
    {'min': 40, 'max': 500, 'step': 1}
    """
    return {
        "text": template,
        "label": label,
        "kind": kind,
        "cards": [],
        "amount": {"min": minimum, "max": maximum, "step": step},
    }


def play_order(players: int, start: int, direction: str) -> list[int]:
    """Every seat once, from ``start`` round the table in the direction of play.

    >>> play_order(4, 0, "counter-clockwise"), play_order(3, 1, "clockwise")
    ([0, 3, 2, 1], [1, 2, 0])
    """
    step = -1 if direction == "counter-clockwise" else 1
    return [(start + step * k) % players for k in range(players)]


def counted(number: int, noun: str, *, sign: bool = False) -> str:
    """``number`` with ``noun`` in the singular for one and the plural otherwise; ``sign``
    writes the number with its sign (a gain or a loss).

    >>> counted(1, "point"), counted(3, "player"), counted(-1, "chip", sign=True)
    ('1 point', '3 players', '-1 chip')
    """
    shown = f"{number:+d}" if sign else str(number)
    return f"{shown} {noun}" if abs(number) == 1 else f"{shown} {noun}s"


def result_block(lines: Iterable[str], *, over: bool) -> dict[str, Any]:
    """The result panel after a deal or the match."""
    return {"lines": list(lines), "over": over}


def layout_bet(
    seat: int, place: str, covers: Iterable[str], units: int, *, copper: bool = False
) -> dict[str, Any]:
    """One bet lying on a betting layout: ``seat``'s ``units`` on ``place``, which covers the
    spots ``covers`` (none for a bet on a bar or off the grid); ``copper`` turns it round.

    >>> layout_bet(1, "3-J", ["3", "J"], 2, copper=True)["covers"]
    ['3', 'J']
    """
    return {"seat": seat, "place": place, "covers": list(covers), "units": units, "copper": copper}


def bet_layout(
    kind: str,
    label: str,
    rows: Sequence[Sequence[str | None]],
    bets: Iterable[Mapping[str, Any]],
    *,
    bars: Sequence[str] = (),
    notes: Mapping[str, str] | None = None,
) -> dict[str, Any]:
    """A betting layout for the table description's optional ``"layout"`` key: the named spots
    as drawn, row by row (``None`` where nothing lies), the ``bars`` beside the grid, a short
    note per spot or bar, and the bets on it (:func:`layout_bet`). ``kind`` names the drawing a
    client may know (``"faro"``); a client that does not know it can still draw the grid.

    >>> layout = bet_layout("faro", "the layout", [["A", "2"], [None, "7"]], [], bars=["high"])
    >>> layout["rows"], layout["bars"], layout_problems(layout, players=2)
    ([['A', '2'], [None, '7']], ['high'], [])
    """
    return {
        "kind": kind,
        "label": label,
        "rows": [list(row) for row in rows],
        "bars": list(bars),
        "notes": dict(notes or {}),
        "bets": [dict(b) for b in bets],
    }


def layout_problems(layout: object, *, players: int) -> list[str]:
    """Everything wrong with a betting layout (:func:`bet_layout`), in words."""
    where = "layout"
    keys = {"kind", "label", "rows", "bars", "notes", "bets"}
    if not isinstance(layout, dict) or set(layout) != keys:
        return [f"{where} must have exactly {sorted(keys)}"]
    problems = []
    if not isinstance(layout["kind"], str) or not isinstance(layout["label"], str):
        problems.append(f"{where} kind and label must be text")
    rows, bars = layout["rows"], layout["bars"]
    if not isinstance(rows, list) or not all(
        isinstance(row, list) and all(c is None or isinstance(c, str) for c in row) for row in rows
    ):
        return [*problems, f"{where}.rows must be rows of spot names or nulls"]
    if not isinstance(bars, list) or not all(isinstance(b, str) for b in bars):
        return [*problems, f"{where}.bars must be a list of names"]
    spots = [c for row in rows for c in row if c is not None]
    if len(set(spots + bars)) != len(spots) + len(bars):
        problems.append(f"{where} spot and bar names must be distinct")
    notes = layout["notes"]
    if not isinstance(notes, dict) or not all(
        k in spots + bars and isinstance(v, str) for k, v in notes.items()
    ):
        problems.append(f"{where}.notes must give text for spots or bars")
    bets = layout["bets"]
    if not isinstance(bets, list):
        return [*problems, f"{where}.bets is not a list"]
    for i, bet in enumerate(bets):
        at = f"{where}.bets[{i}]"
        if not isinstance(bet, dict) or set(bet) != {"seat", "place", "covers", "units", "copper"}:
            problems.append(f"{at} must have exactly seat, place, covers, units, copper")
        elif not _is_seat(bet["seat"], players) or not isinstance(bet["place"], str):
            problems.append(f"{at} needs a seat and a place")
        elif not isinstance(bet["covers"], list) or not set(bet["covers"]) <= set(spots):
            problems.append(f"{at}.covers must name spots of the rows")
        elif type(bet["units"]) is not int or bet["units"] < 1:
            problems.append(f"{at}.units must be a whole number of at least 1")
        elif not isinstance(bet["copper"], bool):
            problems.append(f"{at}.copper must be true or false")
    return problems


def describe_table(
    *,
    game: str,
    title: str,
    viewer: int | None,
    players: int,
    phase: str,
    phase_label: str,
    to_act: int | None,
    direction: str,
    seats: Sequence[Mapping[str, Any]],
    zones: Sequence[Mapping[str, Any]],
    counters: Sequence[Mapping[str, Any]],
    legal_actions: Sequence[Mapping[str, Any]],
    log: Iterable[tuple[int, str]],
    result: Mapping[str, Any] | None,
) -> dict[str, Any]:
    """The whole description, every key of the format in place; ``order`` starts at the viewer
    (seat 0 for a full view). ``log`` holds each line with the number of the event it tells:
    the lines go to ``log``, the numbers to ``log_numbers``. Where ``log`` knows where the
    current deal began (a ``deal_from`` number, see :class:`widow.engine.core.LogLines`) and the
    latest action began it, the description also gives ``log_deal_from``."""
    entries = list(log)
    deal_from = getattr(log, "deal_from", None)
    described = {
        "game": game,
        "title": title,
        "viewer": viewer,
        "phase": phase,
        "phase_label": phase_label,
        "to_act": to_act,
        "over": to_act is None,
        "direction": direction,
        "order": play_order(players, 0 if viewer is None else viewer, direction),
        "seats": [dict(s) for s in seats],
        "zones": [dict(z) for z in zones],
        "counters": [dict(c) for c in counters],
        "legal_actions": [dict(a) for a in legal_actions],
        "log": [line for _, line in entries],
        "log_numbers": [number for number, _ in entries],
        "result": None if result is None else dict(result),
    }
    if deal_from is not None:
        described["log_deal_from"] = deal_from
    return described


# --- checking a description -------------------------------------------------------------------


def _is_card_text(text: object) -> bool:
    if not isinstance(text, str):
        return False
    if text == HIDDEN:
        return True
    try:
        return str(parse_card(text)) == text
    except InvalidCardError:
        return False


def _is_seat(value: object, players: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < players


def _counter_problems(where: str, counters: object) -> list[str]:
    if not isinstance(counters, list):
        return [f"{where} is not a list"]
    problems = []
    for i, entry in enumerate(counters):
        if not isinstance(entry, dict) or set(entry) != {"name", "label", "value"}:
            problems.append(f"{where}[{i}] must have exactly name, label, value")
        elif not isinstance(entry["name"], str) or not isinstance(entry["label"], str):
            problems.append(f"{where}[{i}] name and label must be text")
        elif not isinstance(entry["value"], (int, float, str, type(None))):
            problems.append(f"{where}[{i}].value must be a number, text or null")
    return problems


def _zone_problems(i: int, entry: object, players: int) -> list[str]:
    where = f"zones[{i}]"
    if not isinstance(entry, dict):
        return [f"{where} is not an object"]
    needed = {"id", "label", "owner", "kind", "cards", "count", "selectable", "layout"}
    if not needed <= set(entry) or not set(entry) <= needed | {"columns", "lines"}:
        return [f"{where} keys {sorted(entry)} differ from {sorted(needed)} (+ columns, lines)"]
    problems = []
    if entry["owner"] is not None and not _is_seat(entry["owner"], players):
        problems.append(f"{where}.owner {entry['owner']!r} is not a seat")
    if entry["kind"] not in ZONE_KINDS:
        problems.append(f"{where}.kind {entry['kind']!r} is not one of {sorted(ZONE_KINDS)}")
    if entry["layout"] not in LAYOUTS:
        problems.append(f"{where}.layout {entry['layout']!r} is not one of {sorted(LAYOUTS)}")
    if entry["layout"] == "grid" and not isinstance(entry.get("columns"), int):
        problems.append(f"{where} has a grid layout but no columns")
    if "lines" in entry:
        lines = entry["lines"]
        columns = entry.get("columns")
        ok = isinstance(lines, list) and all(v is None or type(v) is int for v in lines)
        if not ok or entry["kind"] != "grid" or not isinstance(columns, int):
            problems.append(f"{where}.lines must be a grid's list of points (or null) per line")
        elif len(lines) != 2 * columns or len(entry["cards"]) != columns * columns:
            problems.append(f"{where}.lines must give each row then each column of a square grid")
    cards = entry["cards"]
    if not isinstance(cards, list) or not all(_is_card_text(c) for c in cards):
        problems.append(f"{where}.cards must be a list of card texts")
    elif not isinstance(entry["count"], int) or entry["count"] < len(cards):
        problems.append(f"{where}.count must be a whole number of at least len(cards)")
    elif cards and entry["count"] != len(cards):
        problems.append(f"{where}.count differs from the cards listed")
    if not isinstance(entry["selectable"], bool):
        problems.append(f"{where}.selectable must be true or false")
    return problems


def _seat_problems(seats: object, players: int) -> list[str]:
    if not isinstance(seats, list) or len(seats) != players:
        return [f"seats must list the {players} seats"]
    problems = []
    for i, entry in enumerate(seats):
        where = f"seats[{i}]"
        keys = {"seat", "label", "status", "roles", "team", "counters"}
        if not isinstance(entry, dict) or set(entry) != keys:
            problems.append(f"{where} must have exactly {sorted(keys)}")
            continue
        if entry["seat"] != i:
            problems.append(f"{where}.seat is {entry['seat']!r}, not {i}")
        if not isinstance(entry["label"], str) or not isinstance(entry["status"], str):
            problems.append(f"{where} label and status must be text")
        if not isinstance(entry["roles"], list) or not all(
            isinstance(r, str) for r in entry["roles"]
        ):
            problems.append(f"{where}.roles must be a list of words")
        if entry["team"] is not None and not isinstance(entry["team"], int):
            problems.append(f"{where}.team must be a number or null")
        problems += _counter_problems(f"{where}.counters", entry["counters"])
    return problems


def _action_problems(actions: object) -> list[str]:
    if not isinstance(actions, list):
        return ["legal_actions is not a list"]
    problems = []
    for i, entry in enumerate(actions):
        where = f"legal_actions[{i}]"
        if not isinstance(entry, dict) or not {"text", "label", "kind", "cards"} <= set(entry):
            problems.append(f"{where} needs text, label, kind and cards")
            continue
        if not all(isinstance(entry[k], str) for k in ("text", "label", "kind")):
            problems.append(f"{where} text, label and kind must be text")
        if not isinstance(entry["cards"], list) or not all(
            _is_card_text(c) and c != HIDDEN for c in entry["cards"]
        ):
            problems.append(f"{where}.cards must be a list of card texts")
        amount = entry.get("amount")
        if amount is not None and (
            not isinstance(amount, dict)
            or set(amount) != {"min", "max", "step"}
            or not all(isinstance(v, int) for v in amount.values())
        ):
            problems.append(f"{where}.amount must have whole-number min, max and step")
    return problems


def table_problems(table: object, *, players: int | None = None) -> list[str]:
    """Everything wrong with a table description, in words (an empty list when it is valid).

    >>> table_problems({"game": "snap"})[0]  # doctest: +ELLIPSIS
    "keys missing: ['counters', 'direction', 'legal_actions', 'log', 'log_numbers', ..."
    """
    if not isinstance(table, dict):
        return ["the table description is not an object"]
    missing = [k for k in TABLE_KEYS if k not in table]
    if missing:
        shown = repr(sorted(missing))
        return [f"keys missing: {shown[:80] + '...' if len(shown) > 80 else shown}"]
    seats = table["seats"]
    n = players if players is not None else len(seats) if isinstance(seats, list) else 0
    problems: list[str] = []
    for key in ("game", "title", "phase", "phase_label"):
        if not isinstance(table[key], str):
            problems.append(f"{key} must be text")
    for key in ("viewer", "to_act"):
        if table[key] is not None and not _is_seat(table[key], n):
            problems.append(f"{key} {table[key]!r} is not a seat")
    if table["over"] is not (table["to_act"] is None):
        problems.append("over must be true exactly when nobody is to act")
    if table["direction"] not in DIRECTIONS:
        problems.append(f"direction {table['direction']!r} is not one of {sorted(DIRECTIONS)}")
    order = table["order"]
    if not isinstance(order, list) or sorted(order) != list(range(n)):
        problems.append("order must list every seat once")
    elif order[0] != (table["viewer"] or 0):
        problems.append("order must start with the viewer (seat 0 when there is none)")
    problems += _seat_problems(seats, n)
    zones = table["zones"]
    if not isinstance(zones, list):
        problems.append("zones is not a list")
    else:
        for i, entry in enumerate(zones):
            problems += _zone_problems(i, entry, n)
        ids = [z.get("id") for z in zones if isinstance(z, dict)]
        if len(set(ids)) != len(ids):
            problems.append("zone ids must be distinct")
    problems += _counter_problems("counters", table["counters"])
    problems += _action_problems(table["legal_actions"])
    log = table["log"]
    if not isinstance(log, list) or not all(isinstance(line, str) for line in log):
        problems.append("log must be a list of sentences")
    numbers = table["log_numbers"]
    if (
        not isinstance(numbers, list)
        or not all(isinstance(n, int) and not isinstance(n, bool) for n in numbers)
        or not isinstance(log, list)
        or len(numbers) != len(log)
        or numbers != sorted(numbers)
    ):
        problems.append("log_numbers must number each log line, in order")
    if "log_deal_from" in table and table["log_deal_from"] not in (numbers or []):
        problems.append("log_deal_from must be the number of a line of the log")
    result = table["result"]
    if result is not None and (
        not isinstance(result, dict)
        or set(result) != {"lines", "over"}
        or not isinstance(result["lines"], list)
        or not isinstance(result["over"], bool)
    ):
        problems.append("result must be null or have lines and over")
    if "layout" in table:
        problems += layout_problems(table["layout"], players=n)
    return problems


#: The words the games put in their table descriptions as statuses, roles, phases and labels
#: (a seat is "folded", a zone is the "kitty"), marked once here for the catalogue: the front
#: ends say them in the reader's language (widow.i18n). Whole sentences are marked where the
#: games build them.
TABLE_WORDS = (
    N_("waiting"),
    N_("placing"),
    N_("placed"),
    N_("folded"),
    N_("passed"),
    N_("decided"),
    N_("covered"),
    N_("blind"),
    N_("stake"),
    N_("first"),
    N_("set"),
    N_("setting"),
    N_("setting the hands"),
    N_("set aside"),
    N_("scoring"),
    N_("ranking"),
    N_("limit"),
    N_("deals"),
    N_("board"),
    N_("board (face up)"),
    N_("partner"),
    N_("declarer"),
    N_("trump"),
    N_("no trump"),
    N_("naming trump"),
    N_("trick play"),
    N_("bidding"),
    N_("high bid"),
    N_("kitty"),
    N_("stub"),
    N_("starter"),
    N_("starter turned"),
    N_("discard pile"),
    N_("wastepiles"),
    N_("undealt cards"),
    N_("turned-up card"),
    N_("called card"),
    N_("cards called"),
    N_("cards rank"),
    N_("chips per unit"),
    N_("to pass"),
    N_("pass or play"),
    N_("surrender or stand"),
    N_("swapped three"),
    N_("third betting round"),
    N_("the declarer discards"),
    N_("clubs"),
    N_("diamonds"),
    N_("hearts"),
    N_("spades"),
    N_("Stand pat"),
    N_("Declare high"),
    N_("Declare low"),
    N_("Direction high"),
    N_("Direction low"),
    N_("betting before the draw"),
    N_("betting after the draw"),
    N_("the draw"),
    N_("drew"),
    N_("in pot"),
    N_("to stay in"),
    # A zone of a seat: "your middle" to its owner, "seat 2's middle" to the others.
    N_("your {zone}"),
    N_("{seat}'s {zone}"),
    N_("front"),
    N_("middle"),
    N_("back"),
    N_("unset cards"),
    N_("foundations"),
)
