"""Terminal play of any game, drawn from the generic table description (``view["table"]``).

A game without its own terminal renderer is shown from its views' ``"table"`` alone: the counters
of the table, the seats in the order of play with their status, roles, counters and cards, the
shared zones, the new log lines after every move, the result panel, and the moves open to the
person. The prompt takes the moves' texts (or their numbers from ``help``), ``help``, ``show``
and ``quit``. Rich tables on a terminal, plain lines on a pipe.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from rich.table import Table

from widow.bots import Bot, SeatView
from widow.cli.layouts import layout_bets_line, layout_cards, layout_lines
from widow.cli.play import (
    Reader,
    Screen,
    expand,
    loop_command,
    loop_help,
    loop_words,
    short_forms,
    unknown_move,
)
from widow.cli.table import Names, outcome_lines, personal_line, personal_message
from widow.engine.core import Game, State
from widow.engine.table import counted
from widow.errors import IllegalActionError, InvalidActionError
from widow.records import replay

__all__ = [
    "OWN_RENDERERS",
    "GenericPlaySession",
    "has_own_renderer",
    "move_lines",
    "replay_lines",
    "seat_grid",
    "table_lines",
    "unseen_lines",
    "with_result",
]

#: Games the terminal draws with their own renderer (:mod:`widow.cli.table`); every other game
#: is drawn from its generic table description.
OWN_RENDERERS = frozenset({"whisky-poker", "la-viuda"})
#: Above this many choices of one kind, the list of moves shows a count and an example.
LISTED_PER_KIND = 6
#: Above this many moves of one kind in a row, the numbered list gives their form and an
#: example instead of every one.
NUMBERED_PER_KIND = 24


def has_own_renderer(game: Game | str, options: Mapping[str, Any] | None = None) -> bool:
    """Whether ``game`` (a game, or its name with its ``options``) has a terminal renderer of
    its own. Whisky Poker played for pots (``scoring=betting``) is drawn from its table
    description.

    >>> has_own_renderer("la-viuda"), has_own_renderer("snap")
    (True, False)
    >>> has_own_renderer("whisky-poker", {"scoring": "betting"})
    False
    """
    if isinstance(game, str):
        name, values = game, dict(options or {})
    else:
        name, values = game.name, game.option_values()
    return name in OWN_RENDERERS and values.get("scoring") != "betting"


def _seat_name(table: Mapping[str, Any], seat: int, names: Names | None) -> str:
    if names is not None:
        return names(seat)
    return "you" if seat == table["viewer"] else str(table["seats"][seat]["label"])


def _zone_text(z: Mapping[str, Any]) -> str:
    if z["cards"] and z["layout"] == "grid":
        # A grid reads row by row, the rows parted by a bar.
        width = int(z["columns"])
        rows = [z["cards"][i : i + width] for i in range(0, len(z["cards"]), width)]
        return " | ".join(" ".join(row) for row in rows)
    if z["cards"]:
        return " ".join(z["cards"])
    count = int(z["count"])
    return f"{count} card{'s' if count != 1 else ''}" if count else "empty"


def _label(zone: Mapping[str, Any], names: Names | None) -> str:
    """A zone's label as the viewer reads it (``your pile``, ``won by seat 2 (heuristic)``)."""
    label = str(zone["label"])
    if names is None:
        return label
    # The seat column already names each player; a label only says whose the cards are.
    return personal_line(label, Names(names.players, viewer=names.viewer))


def _counters_text(counters: Sequence[Mapping[str, Any]]) -> str:
    return ", ".join(f"{c['label']} {c['value']}" for c in counters)


def _headline(table: Mapping[str, Any], names: Names | None) -> list[str]:
    phase = table["phase_label"] if names is None else personal_line(table["phase_label"], names)
    head = f"{table['title']}: {phase}; play goes {table['direction']}"
    lines = [head]
    if table["counters"]:
        lines.append(_counters_text(table["counters"]))
    return lines


def _turn(table: Mapping[str, Any], names: Names | None) -> str:
    if table["over"]:
        return "the match is over"
    seat = table["to_act"]
    who = _seat_name(table, seat, names)
    return f"{who} {'are' if who == 'you' else 'is'} to play"


def _seat_cards(table: Mapping[str, Any], seat: int) -> list[Mapping[str, Any]]:
    return [z for z in table["zones"] if z["owner"] == seat]


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
      you    in dealer chips 19  your hand: Ks 7s Ts 3c Jh
    * seat 1 in        chips 19  seat 1's hand: ?? ?? ?? ?? ??
    widow (face down): ?? ?? ?? ?? ??
    stock: 37 cards
    seat 1 is to play
    """
    lines = _headline(table, names)
    rows = []
    for seat in table["order"]:
        entry = table["seats"][seat]
        mark = "*" if seat == table["to_act"] else " "
        cards = "; ".join(f"{_label(z, names)}: {_zone_text(z)}" for z in _seat_cards(table, seat))
        rows.append(
            (
                mark,
                _seat_name(table, seat, names),
                str(entry["status"]),
                ", ".join(entry["roles"]),
                _counters_text(entry["counters"]),
                cards,
            )
        )
    widths = [max(len(r[i]) for r in rows) for i in range(5)]
    for row in rows:
        cells = [f"{cell:<{widths[i]}}" for i, cell in enumerate(row[:5])]
        lines.append(f"{' '.join(cells)}  {row[5]}".rstrip())
    for z in table["zones"]:
        if z["owner"] is None:
            lines.append(f"{_label(z, names)}: {_zone_text(z)}")
    if table.get("layout"):
        lines += [layout_line] if layout_line else layout_lines(table["layout"])
    lines.append(_turn(table, names))
    return lines


def seat_grid(table: Mapping[str, Any], names: Names | None = None) -> Table:
    """The seats and the shared zones as a rich table."""
    grid = Table(title=f"{table['title']}: {table['phase_label']}")
    for column in ("", "seat", "status", "roles", "counters", "cards"):
        grid.add_column(column)
    for seat in table["order"]:
        entry = table["seats"][seat]
        cards = "\n".join(f"{_label(z, names)}: {_zone_text(z)}" for z in _seat_cards(table, seat))
        grid.add_row(
            "*" if seat == table["to_act"] else "",
            _seat_name(table, seat, names),
            str(entry["status"]),
            ", ".join(entry["roles"]),
            _counters_text(entry["counters"]),
            cards,
        )
    for z in table["zones"]:
        if z["owner"] is None:
            grid.add_row("", _label(z, names), "", "", "", _zone_text(z))
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
        lines = ["your moves:"]
        for first, run in _runs(entries):
            if len(run) > NUMBERED_PER_KIND:
                shape = form(run[0]["text"]) if form is not None else run[0]["kind"]
                last = first + len(run) - 1
                lines.append(
                    f"  {first}-{last}. {shape} ({len(run)} moves, e.g. {run[0]['text']!r})"
                )
                continue
            for i, entry in enumerate(run, first):
                label = f"  ({entry['label']})" if entry["label"].lower() != entry["text"] else ""
                lines.append(f"  {i}. {_move_text(entry)}{label}")
        return lines
    by_kind: dict[str, list[str]] = {}
    for entry in entries:
        by_kind.setdefault(entry["kind"], []).append(_move_text(entry))
    parts = []
    for texts in by_kind.values():
        if len(texts) > LISTED_PER_KIND:
            parts.append(_span(texts) or f"{len(texts)} moves like {texts[0]!r}")
        else:
            parts.extend(texts)
    return ["your moves: " + ", ".join(parts)]


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
        span += f" (steps of {amount['step']})"
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
    panel = ["result:", *(f"  {line}" for line in result)]
    numbers = list(table["log_numbers"])[len(table["log_numbers"]) - len(lines) :]
    deal_from = table.get("log_deal_from")
    at = numbers.index(deal_from) if deal_from in numbers else len(lines)
    return [*said[:at], *panel, *said[at:]]


class GenericPlaySession:
    """One person at ``seat`` against bots, drawn from the generic table description; takes the
    same arguments as :class:`widow.cli.play.PlaySession` and offers the same :meth:`run`."""

    def __init__(
        self,
        state: State,
        *,
        seat: int,
        bots: Mapping[int, Bot],
        bot_names: Mapping[int, str],
        rng: random.Random,
        screen: Screen,
        read: Reader,
    ) -> None:
        self.state = state
        self.seat = seat
        self.bots = dict(bots)
        self.names = Names(state.game.players, viewer=seat, bots=bot_names)
        self.rng = rng
        self.screen = screen
        self.read = read
        #: The number of the last event whose log lines have been shown.
        self._shown: int | None = None
        self._result: Any = None
        self._hinted = False
        #: The layout as last drawn whole, but for its bets (see :meth:`_draw`).
        self._layout_cards: tuple[Any, ...] | None = None
        #: Called before every move; it may raise to end the session between two moves.
        self.between_moves: Callable[[], None] = lambda: None

    def _table(self) -> dict[str, Any]:
        table: dict[str, Any] = self.state.view(self.seat)["table"]
        return table

    def _draw(self, table: Mapping[str, Any], *, whole: bool = False) -> None:
        """Draw the table; a layout (Faro's) drawn before whose cards have not moved since
        shrinks to one line of its bets, so that placing bet after bet does not redraw it
        each time, unless the person asked for the table (``whole``)."""
        layout = table.get("layout")
        layout_line = None
        if layout:
            cards = layout_cards(layout)
            if not whole and cards == self._layout_cards:
                redraw = loop_words(self.state.game.parser.verbs)["show"][0]
                layout_line = layout_bets_line(layout, redraw)
            self._layout_cards = cards
        if self.screen.rich:
            self.screen.lines(_headline(table, self.names)[1:])
            self.screen.console.print(seat_grid(table, self.names))
            if layout:
                self.screen.lines([layout_line] if layout_line else layout_lines(layout))
            self.screen.say(_turn(table, self.names))
        else:
            self.screen.lines(table_lines(table, self.names, layout_line=layout_line))

    def _catch_up(self, table: Mapping[str, Any]) -> None:
        """Show the log lines and the result panel that are new since last time."""
        lines, self._shown = unseen_lines(table, self._shown)
        result = table["result"]
        fresh = result is not None and result != self._result
        lines = with_result(table, lines, result["lines"] if fresh else None)
        self.screen.lines([personal_line(line, self.names) for line in lines])
        self._result = result

    def run(self) -> bool:
        """Play until the match ends (True) or the person quits or the input ends (False)."""
        self._catch_up(self._table())
        while not self.state.is_over:
            self.between_moves()
            if self.state.to_act == self.seat:
                if not self._person_moves():
                    return False
            else:
                self._bot_moves()
            self._catch_up(self._table())
        self.screen.say("")
        self.screen.outcome(self.state.outcome(), self.names)
        return True

    def _bot_moves(self) -> None:
        seat = self.state.to_act
        assert seat is not None  # called only while the match is on
        action = self.bots[seat].choose(
            SeatView(self.state, seat), self.state.legal_actions(), self.rng
        )
        self.state.apply(action, seat=seat)

    def _form(self, text: str) -> str:
        """How a move like ``text`` is written (its usage without the meaning)."""
        action = self.state.parse_action(text)
        return (action.usage or action.verb).partition(": ")[0]

    def _person_moves(self) -> bool:
        table = self._table()
        self._draw(table)
        self.screen.lines(move_lines(table))
        verbs = self.state.game.parser.verbs
        if not self._hinted:
            self._hinted = True
            words = loop_words(verbs)
            self.screen.say(
                f"type a move, {words['help'][0]} (numbered moves),"
                f" {words['show'][0]} (the table) or {words['quit'][0]}"
            )
        entries = table["legal_actions"]
        while True:
            line = self.read("your move> ")
            if line is None:
                return False
            command = line.strip()
            if not command:
                continue
            loop = loop_command(command, verbs)
            if loop == "quit":
                return False
            if loop == "help":
                self.screen.lines(move_lines(table, numbered=True, form=self._form))
                shorts = short_forms(verbs)
                if shorts:
                    forms = ", ".join(f"{short} ({full})" for short, full in shorts.items())
                    self.screen.say(f"short forms: {forms}")
                self.screen.say(loop_help(verbs, help_text="numbered moves"))
                continue
            if loop == "show":
                self._draw(table, whole=True)
                continue
            if command.isdecimal():
                if not 1 <= int(command) <= len(entries):
                    self.screen.say(f"  {_no_such_number(command, len(entries))}")
                    continue
                command = entries[int(command) - 1]["text"]
            command = expand(command, short_forms(verbs))
            unknown = unknown_move(command, verbs, [e["text"] for e in entries])
            if unknown is not None:
                self.screen.say(f"  {unknown}; type help for your moves")
                continue
            try:
                self.state.apply(command, seat=self.seat)
            except (InvalidActionError, IllegalActionError) as error:
                label = personal_line(str(table["phase_label"]), self.names)
                message = personal_message(str(error), self.names, phase=label)
                self.screen.say(f"  {message}; type help for your moves")
                continue
            return True


def _no_such_number(typed: str, count: int) -> str:
    """The answer to a move number past the end of the list.

    >>> _no_such_number("99", 2)
    'there is no move 99: the moves now go from 1 to 2; type help to see them'
    """
    span = "1 to 1" if count == 1 else f"1 to {count}"
    return f"there is no move {int(typed)}: the moves now go from {span}; type help to see them"


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

    seen = "everyone (full view)" if seat is None else f"seat {seat} only"
    now = table()
    lines = [
        f"{game.title}, {counted(game.players, 'player')}, seed {record['seed']}; seen by {seen}",
        "",
    ]
    said, shown = unseen_lines(now, None)
    lines += said
    lines += table_lines(now, names)
    shown_result = now["result"]
    for number, entry in enumerate(record["actions"], start=1):
        state.apply(entry["action"], seat=entry["seat"])
        now = table()
        lines += ["", f"[{number}] seat {entry['seat']}: {entry['action']}"]
        said, shown = unseen_lines(now, shown)
        fresh = now["result"] is not None and now["result"] != shown_result
        result = now["result"]["lines"] if fresh else None
        lines += with_result(now, said, result, indent="    ")
        if fresh and not state.is_over:
            lines += table_lines(now, names)
        shown_result = now["result"]
    return [*lines, "", *outcome_lines(state.outcome(), names)]


def _nothing() -> None:
    """The default between moves: carry on."""
