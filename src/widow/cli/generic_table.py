"""The terminal's drawing of any game, from the generic table description (``view["table"]``).

Every game is shown from its views' ``"table"`` alone, the same description the browser draws: the
counters of the table, the seats in the order of play with their status, roles, counters and
cards, the shared zones, the layout if any, the new log lines after every move, the result panel
and the moves open to the person. Plain lines here serve pipes, replays and tests; the rich grid
serves a terminal. The loop that asks for moves is :mod:`widow.cli.play`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from rich.table import Table
from rich.text import Text

from widow.cards import parse_card
from widow.cli.layouts import layout_lines
from widow.cli.table import Names, outcome_lines, personal_line
from widow.engine.table import HIDDEN
from widow.errors import InvalidCardError
from widow.i18n import _, current, ngettext
from widow.records import replay

__all__ = [
    "headline_lines",
    "move_lines",
    "no_such_number",
    "replay_lines",
    "seat_grid",
    "styled_cards",
    "table_lines",
    "turn_line",
    "unseen_lines",
    "with_result",
]

#: Above this many choices of one kind, the list of moves shows a count and an example.
LISTED_PER_KIND = 6
#: Above this many moves of one kind in a row, the numbered list gives their form and an
#: example instead of every one.
NUMBERED_PER_KIND = 24


def _said(text: object) -> str:
    """A text of the table description (the engine words it in English) in the output's
    language."""
    return current().sentence(str(text))


def _told(line: str, names: Names) -> str:
    """A log line of a replay: as the engine wrote it in English (replays show the record's
    own words), said whole in another language."""
    return line if current().lang == "en" else personal_line(line, names)


def _seat_name(table: Mapping[str, Any], seat: int, names: Names | None) -> str:
    if names is not None:
        return names(seat)
    if seat == table["viewer"]:
        return _("you")
    return _said(table["seats"][seat]["label"])


def _zone_text(z: Mapping[str, Any]) -> str:
    if z["cards"] and z["layout"] == "grid":
        # A grid reads row by row, the rows parted by a bar.
        width = int(z["columns"])
        rows = [z["cards"][i : i + width] for i in range(0, len(z["cards"]), width)]
        return " | ".join(" ".join(row) for row in rows)
    if z["cards"]:
        return " ".join(z["cards"])
    count = int(z["count"])
    return ngettext("{n} card", "{n} cards", count) if count else _("empty")


def _label(zone: Mapping[str, Any], names: Names | None) -> str:
    """A zone's label as the viewer reads it (``your pile``, ``won by seat 2 (heuristic)``)."""
    label = str(zone["label"])
    if names is None:
        return _said(label)
    # The seat column already names each player; a label only says whose the cards are.
    return personal_line(label, Names(names.players, viewer=names.viewer))


def _is_remark(entry: Mapping[str, Any]) -> bool:
    """Whether a counter holds words rather than a number or one word (a hand's value, the
    pack, the cards seen going into other hands): such a counter reads as a remark of its
    own, ``label: value``, since its value may hold the commas that part the counters."""
    return isinstance(entry["value"], str) and " " in entry["value"]


def _split(counters: Sequence[Mapping[str, Any]]) -> tuple[list[Any], list[Any]]:
    """The counters that fit on one line (numbers, single words), and the remarks."""
    short = [c for c in counters if not _is_remark(c)]
    return short, [c for c in counters if _is_remark(c)]


def _remarks(counters: Sequence[Mapping[str, Any]], names: Names | None) -> list[str]:
    said = [f"{c['label']}: {c['value']}" for c in counters]
    if names is None:
        return [_said(line) for line in said]
    return [personal_line(line, names) for line in said]


def _counters_text(counters: Sequence[Mapping[str, Any]]) -> str:
    return ", ".join(f"{_said(c['label'])} {_said(c['value'])}" for c in counters)


def headline_lines(table: Mapping[str, Any], names: Names | None) -> list[str]:
    """The lines above the seats: title, phase and direction; the short counters on one line;
    each remark (a counter in words) on a line of its own."""
    if names is None:
        phase = _said(table["phase_label"])
    else:
        phase = personal_line(table["phase_label"], names)
    head = _(
        "{title}: {phase}; play goes {direction}",
        title=_said(table["title"]),
        phase=phase,
        direction=_said(table["direction"]),
    )
    short, remarks = _split(table["counters"])
    lines = [head]
    if short:
        lines.append(_counters_text(short))
    return lines + _remarks(remarks, names)


def turn_line(table: Mapping[str, Any], names: Names | None) -> str:
    """Whose turn it is, or that the match is over."""
    if table["over"]:
        return _("the match is over")
    seat = table["to_act"]
    viewer = names.viewer if names is not None else table["viewer"]
    if seat == viewer:
        return _("you are to play")
    return _("{player} is to play", player=_seat_name(table, seat, names))


def _seat_cards(table: Mapping[str, Any], seat: int) -> list[Mapping[str, Any]]:
    return [z for z in table["zones"] if z["owner"] == seat]


def _seat_cells(
    table: Mapping[str, Any], seat: int, names: Names | None
) -> tuple[str, str, str, str, str, list[str]]:
    """A seat's row: whose turn mark, name, status, roles, counters, and what follows them (its
    zones, then its remarks such as the value of the viewer's hand)."""
    entry = table["seats"][seat]
    short, remarks = _split(entry["counters"])
    cards = [f"{_label(z, names)}: {_zone_text(z)}" for z in _seat_cards(table, seat)]
    return (
        "*" if seat == table["to_act"] else " ",
        _seat_name(table, seat, names),
        _said(entry["status"]),
        ", ".join(_said(role) for role in entry["roles"]),
        _counters_text(short),
        cards + _remarks(remarks, None),
    )


def table_lines(
    table: Mapping[str, Any], names: Names | None = None, *, layout_line: str | None = None
) -> list[str]:
    """The table as plain lines: headline, the seats in the order of play, the shared zones, the
    layout if any (or ``layout_line`` in its place) and whose turn it is.

    >>> from widow import load_game
    >>> view = load_game("whisky-poker", players=2).new_state(seed=3).view(0)
    >>> print("\\n".join(table_lines(view["table"])))  # doctest: +ELLIPSIS
    Whisky Poker: first round: the widow is face down; play goes clockwise
    deal 1, pool 2, deals 2
      you    in dealer chips 19  your hand: Ks 7s Ts 3c Jh; hand value: high card, king
    * seat 1 in        chips 19  seat 1's hand: ?? ?? ?? ?? ??
    widow (face down): ?? ?? ?? ?? ??
    stock: 37 cards
    seat 1 is to play
    """
    lines = headline_lines(table, names)
    rows = [_seat_cells(table, seat, names) for seat in table["order"]]
    widths = [max(len(r[i]) for r in rows) for i in range(5)]
    for row in rows:
        cells = [f"{cell:<{widths[i]}}" for i, cell in enumerate(row[:5])]
        lines.append(f"{' '.join(cells)}  {'; '.join(row[5])}".rstrip())
    for z in table["zones"]:
        if z["owner"] is None:
            lines.append(f"{_label(z, names)}: {_zone_text(z)}")
    if table.get("layout"):
        lines += [layout_line] if layout_line else layout_lines(table["layout"])
    lines.append(turn_line(table, names))
    return lines


def styled_cards(text: str) -> Text:
    """Card texts coloured for a terminal: red suits red, hidden cards dim; any other word as
    it is.

    >>> styled_cards("your hand: Ah ??").plain
    'your hand: A♥ ??'
    """
    styled = Text()
    for i, line in enumerate(text.split("\n")):
        if i:
            styled.append("\n")
        _style_line(styled, line)
    return styled


def _style_line(styled: Text, line: str) -> None:
    for i, word in enumerate(line.split(" ")):
        if i:
            styled.append(" ")
        if word == HIDDEN:
            styled.append(word, style="dim")
            continue
        try:
            card = parse_card(word)
        except InvalidCardError:
            styled.append(word)
            continue
        if str(card) != word:  # a word that only parses as a card ("10", "as") stays a word
            styled.append(word)
            continue
        styled.append(card.pretty(), style="bold red" if card.is_red else "bold")


def seat_grid(table: Mapping[str, Any], names: Names | None = None) -> Table:
    """The seats and the shared zones as a rich table, the cards in colour, under the first
    line of :func:`headline_lines` (the game, the phase and the direction of play)."""
    grid = Table(title=headline_lines(table, names)[0])
    for column in ("", _("seat"), _("status"), _("roles"), _("counters"), _("cards")):
        grid.add_column(column)
    for seat in table["order"]:
        row = _seat_cells(table, seat, names)
        grid.add_row(*(cell.strip() for cell in row[:5]), styled_cards("\n".join(row[5])))
    for z in table["zones"]:
        if z["owner"] is None:
            grid.add_row("", _label(z, names), "", "", "", styled_cards(_zone_text(z)))
    return grid


def move_lines(
    table: Mapping[str, Any],
    *,
    numbered: bool = False,
    form: Callable[[str], str] | None = None,
) -> list[str]:
    """The moves open to the viewer: every move with its number (``numbered``), or grouped by
    kind with a count and an example where one kind has many.

    In the numbered list a long run of moves of one kind (Chinese Poker's hundreds of ways to
    set a hand) is one line: the numbers it covers, the move's form (``form`` gives it for a
    move's text, e.g. ``place FRONT / MIDDLE / BACK``) and an example.

    >>> table = {"legal_actions": [{"text": "knock", "label": "Knock", "kind": "knock"},
    ...     {"text": "swap 9h Qs", "label": "Swap 9h for Qs", "kind": "swap"}]}
    >>> move_lines(table)
    ['your moves: knock, swap 9h Qs']
    >>> move_lines(table, numbered=True)
    ['your moves:', '  1. knock', '  2. swap 9h Qs  (Swap 9h for Qs)']
    >>> many = {"legal_actions": [{"text": f"pile {n}", "label": f"Pile {n}", "kind": "pile"}
    ...     for n in range(1, 31)]}
    >>> move_lines(many, numbered=True, form=lambda text: "pile N")
    ['your moves:', "  1-30. pile N (30 moves, e.g. 'pile 1')"]
    """
    entries = table["legal_actions"]
    if not entries:
        return []
    if numbered:
        lines = [_("your moves:")]
        for first, run in _runs(entries):
            if len(run) > NUMBERED_PER_KIND:
                shape = form(run[0]["text"]) if form is not None else run[0]["kind"]
                last = first + len(run) - 1
                many = _(
                    "{count} moves, e.g. {example}", count=len(run), example=repr(run[0]["text"])
                )
                lines.append(f"  {first}-{last}. {shape} ({many})")
                continue
            for i, entry in enumerate(run, first):
                label = ""
                if entry["label"].lower() != entry["text"] or current().lang != "en":
                    # A move is typed in the game's notation; its label says it in words.
                    label = f"  ({_said(entry['label'])})"
                lines.append(f"  {i}. {_move_text(entry)}{label}")
        return lines
    by_kind: dict[str, list[str]] = {}
    for entry in entries:
        by_kind.setdefault(entry["kind"], []).append(_move_text(entry))
    parts = []
    for texts in by_kind.values():
        if len(texts) > LISTED_PER_KIND:
            parts.append(
                _span(texts)
                or _("{count} moves like {example}", count=len(texts), example=repr(texts[0]))
            )
        else:
            parts.extend(texts)
    return [_("your moves: {moves}", moves=", ".join(parts))]


def _runs(entries: Sequence[Mapping[str, Any]]) -> list[tuple[int, list[Mapping[str, Any]]]]:
    """The entries in runs of one kind, each with the number (from 1) of its first entry."""
    runs: list[tuple[int, list[Mapping[str, Any]]]] = []
    for number, entry in enumerate(entries, 1):
        if runs and runs[-1][1][0]["kind"] == entry["kind"]:
            runs[-1][1].append(entry)
        else:
            runs.append((number, [entry]))
    return runs


def _move_text(entry: Mapping[str, Any]) -> str:
    """A move as typed; a move with an amount shows the amounts it takes (``raise to 4..99``)."""
    amount = entry.get("amount")
    if not amount:
        return str(entry["text"])
    span = f"{amount['min']}..{amount['max']}"
    if amount.get("step", 1) != 1:
        span += " " + _("(steps of {step})", step=amount["step"])
    return str(entry["text"]).replace("{amount}", span)


#: A move with one number as a word of its own: the words before and after the number.
_NUMBERED = re.compile(r"(?P<head>(?:\D*\s)?)(?P<n>\d+)(?P<tail>(?:\s\D*)?)")
#: At most this many ranges stand for one kind of move (Horse Race's bets, one per suit).
SPANS_PER_KIND = 4


def _span(texts: Sequence[str]) -> str | None:
    """Many moves that differ only in one number, as the range of that number (``bet 2..12``),
    one range per form; ``None`` when they differ otherwise.

    >>> _span(["bet 2", "bet 3", "bet 12"]), _span(["play 8c", "play 9c"])
    ('bet 2..12', None)
    >>> _span(["bet c 1", "bet c 2", "bet d 1", "bet d 2"])
    'bet c 1..2, bet d 1..2'
    """
    by_shape: dict[tuple[str, str], list[int]] = {}
    for text in texts:
        match = _NUMBERED.fullmatch(text)
        if match is None:
            return None
        by_shape.setdefault((match["head"], match["tail"]), []).append(int(match["n"]))
    if len(by_shape) > SPANS_PER_KIND:
        return None
    return ", ".join(
        f"{head}{min(numbers)}..{max(numbers)}{tail}" for (head, tail), numbers in by_shape.items()
    )


def unseen_lines(table: Mapping[str, Any], shown: int | None) -> tuple[list[str], int | None]:
    """The lines of the table's log about events numbered above ``shown`` (the number of the
    last event already shown; ``None``: nothing yet), and the new last number. The log holds
    every event of the latest action, so a reader that calls this after every action shows
    each event once, in order.

    >>> table = {"log": ["a", "b", "c1", "c2"], "log_numbers": [4, 5, 6, 6]}
    >>> unseen_lines(table, 5)
    (['c1', 'c2'], 6)
    >>> unseen_lines(table, None), unseen_lines(table, 6)
    ((['a', 'b', 'c1', 'c2'], 6), ([], 6))
    """
    numbers = table["log_numbers"]
    lines = [
        line
        for number, line in zip(numbers, table["log"], strict=True)
        if shown is None or number > shown
    ]
    if not numbers:
        return lines, shown
    return lines, numbers[-1] if shown is None else max(shown, numbers[-1])


def with_result(
    table: Mapping[str, Any],
    lines: Sequence[str],
    result: Sequence[str] | None,
    *,
    indent: str = "",
) -> list[str]:
    """New log ``lines`` of ``table`` (each after ``indent``; they end its log) with a new
    ``result`` panel, if any, put where its deal ended: before the first line of the deal the
    same action began (``log_deal_from``), else after them all.

    >>> table = {"log": ["seat 1 wins 3", "deal 2 begins"], "log_numbers": [7, 8]}
    >>> with_result(table, table["log"], ["deal 1: seat 1 wins"])
    ['seat 1 wins 3', 'deal 2 begins', 'result:', '  deal 1: seat 1 wins']
    >>> with_result({**table, "log_deal_from": 8}, table["log"], ["deal 1: seat 1 wins"])
    ['seat 1 wins 3', 'result:', '  deal 1: seat 1 wins', 'deal 2 begins']
    """
    said = [f"{indent}{line}" for line in lines]
    if result is None:
        return said
    panel = [_("result:"), *(f"  {line}" for line in result)]
    numbers = list(table["log_numbers"])[len(table["log_numbers"]) - len(lines) :]
    deal_from = table.get("log_deal_from")
    at = numbers.index(deal_from) if deal_from in numbers else len(lines)
    return [*said[:at], *panel, *said[at:]]


def no_such_number(typed: str, count: int) -> str:
    """The answer to a move number past the end of the list.

    >>> no_such_number("99", 2)
    'there is no move 99: the moves now go from 1 to 2; type help to see them'
    """
    return _(
        "there is no move {typed}: the moves now go from 1 to {count}; type help to see them",
        typed=int(typed),
        count=count,
    )


def replay_lines(record: Mapping[str, Any], seat: int | None) -> list[str]:
    """A recorded match step by step, drawn from the table description as ``seat`` saw it
    (``None``: the full view): the table at the start, each action with the log lines it added,
    the table again after each new result, and the outcome.

    The record is replayed once first, so a bad one is refused before anything is printed.
    """
    final = replay(record)
    game = final.game
    names = Names(game.players, viewer=seat)
    script = [
        entry["result"][: entry["forced"]] if entry["forced"] else None
        for entry in record["chance"]
    ]
    state = game.new_state(record["seed"], script=script)

    def table() -> dict[str, Any]:
        view = state.full_view() if seat is None else state.view(seat)
        described: dict[str, Any] = view["table"]
        return described

    seen = _("everyone (full view)") if seat is None else _("seat {seat} only", seat=seat)
    now = table()
    lines = [
        _(
            "{title}, {players}, seed {seed}; seen by {seen}",
            title=_said(game.title),
            players=ngettext("{n} player", "{n} players", game.players),
            seed=record["seed"],
            seen=seen,
        ),
        "",
    ]
    said, shown = unseen_lines(now, None)
    lines += [_told(line, names) for line in said]
    lines += table_lines(now, names)
    shown_result = now["result"]
    for number, entry in enumerate(record["actions"], start=1):
        state.apply(entry["action"], seat=entry["seat"])
        now = table()
        who = _("seat {seat}", seat=entry["seat"])
        lines += ["", f"[{number}] {who}: {entry['action']}"]
        said, shown = unseen_lines(now, shown)
        fresh = now["result"] is not None and now["result"] != shown_result
        result = now["result"]["lines"] if fresh else None
        told = with_result(now, said, result, indent="    ")
        lines += [_told(line, names) for line in told]
        if fresh and not state.is_over:
            lines += table_lines(now, names)
        shown_result = now["result"]
    return [*lines, "", *outcome_lines(state.outcome(), names)]
