"""Terminal play of any game, drawn from the generic table description (``view["table"]``).

A game without its own terminal renderer is shown from its views' ``"table"`` alone: the counters
of the table, the seats in the order of play with their status, roles, counters and cards, the
shared zones, the new log lines after every move, the result panel, and the moves open to the
person. The prompt takes the moves' texts (or their numbers from ``help``), ``help``, ``show``
and ``quit``. Rich tables on a terminal, plain lines on a pipe.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from rich.table import Table

from widow.bots import Bot, SeatView
from widow.cli.play import HELP_WORDS, QUIT_WORDS, SHOW_WORDS, Reader, Screen
from widow.cli.table import Names, outcome_lines
from widow.engine.core import Game, State
from widow.errors import IllegalActionError, InvalidActionError
from widow.records import replay

__all__ = [
    "OWN_RENDERERS",
    "GenericPlaySession",
    "has_own_renderer",
    "move_lines",
    "new_lines",
    "replay_lines",
    "seat_grid",
    "table_lines",
]

#: Games the terminal draws with their own renderer (:mod:`widow.cli.table`); every other game
#: is drawn from its generic table description.
OWN_RENDERERS = frozenset({"whisky-poker", "la-viuda"})
#: Above this many choices of one kind, the list of moves shows a count and an example.
LISTED_PER_KIND = 6


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


def _counters_text(counters: Sequence[Mapping[str, Any]]) -> str:
    return ", ".join(f"{c['label']} {c['value']}" for c in counters)


def _headline(table: Mapping[str, Any], names: Names | None) -> list[str]:
    head = f"{table['title']}: {table['phase_label']}; play goes {table['direction']}"
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


def table_lines(table: Mapping[str, Any], names: Names | None = None) -> list[str]:
    """The table as plain lines: headline, the seats in the order of play, the shared zones and
    whose turn it is.

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
        cards = "; ".join(f"{z['label']}: {_zone_text(z)}" for z in _seat_cards(table, seat))
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
            lines.append(f"{z['label']}: {_zone_text(z)}")
    lines.append(_turn(table, names))
    return lines


def seat_grid(table: Mapping[str, Any], names: Names | None = None) -> Table:
    """The seats and the shared zones as a rich table."""
    grid = Table(title=f"{table['title']}: {table['phase_label']}")
    for column in ("", "seat", "status", "roles", "counters", "cards"):
        grid.add_column(column)
    for seat in table["order"]:
        entry = table["seats"][seat]
        cards = "\n".join(f"{z['label']}: {_zone_text(z)}" for z in _seat_cards(table, seat))
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
            grid.add_row("", z["label"], "", "", "", _zone_text(z))
    return grid


def move_lines(table: Mapping[str, Any], *, numbered: bool = False) -> list[str]:
    """The moves open to the viewer: every move with its number (``numbered``), or grouped by
    kind with a count and an example where one kind has many.

    >>> table = {"legal_actions": [{"text": "knock", "label": "Knock", "kind": "knock"},
    ...     {"text": "swap 9h Qs", "label": "Swap 9h for Qs", "kind": "swap"}]}
    >>> move_lines(table)
    ['your moves: knock, swap 9h Qs']
    >>> move_lines(table, numbered=True)
    ['your moves:', '  1. knock', '  2. swap 9h Qs  (Swap 9h for Qs)']
    """
    entries = table["legal_actions"]
    if not entries:
        return []
    if numbered:
        lines = ["your moves:"]
        for i, entry in enumerate(entries, 1):
            label = f"  ({entry['label']})" if entry["label"].lower() != entry["text"] else ""
            lines.append(f"  {i}. {entry['text']}{label}")
        return lines
    by_kind: dict[str, list[str]] = {}
    for entry in entries:
        by_kind.setdefault(entry["kind"], []).append(entry["text"])
    parts = []
    for texts in by_kind.values():
        if len(texts) > LISTED_PER_KIND:
            parts.append(f"{len(texts)} moves like {texts[0]!r}")
        else:
            parts.extend(texts)
    return ["your moves: " + ", ".join(parts)]


def new_lines(shown: Sequence[str], log: Sequence[str]) -> list[str]:
    """The lines of ``log`` not yet shown: ``log`` is a window that slides on as events happen,
    so what was shown last ends where the new window's overlap with it ends.

    >>> new_lines(["a", "b", "c"], ["b", "c", "d", "e"])
    ['d', 'e']
    >>> new_lines([], ["a"]), new_lines(["a"], ["x", "y"])
    (['a'], ['x', 'y'])
    """
    for overlap in range(min(len(shown), len(log)), 0, -1):
        if list(shown[-overlap:]) == list(log[:overlap]):
            return list(log[overlap:])
    return list(log)


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
        self._log: list[str] = []
        self._result: Any = None
        self._hinted = False
        #: Called before every move; it may raise to end the session between two moves.
        self.between_moves: Callable[[], None] = lambda: None

    def _table(self) -> dict[str, Any]:
        table: dict[str, Any] = self.state.view(self.seat)["table"]
        return table

    def _draw(self, table: Mapping[str, Any]) -> None:
        if self.screen.rich:
            self.screen.lines(_headline(table, self.names)[1:])
            self.screen.console.print(seat_grid(table, self.names))
            self.screen.say(_turn(table, self.names))
        else:
            self.screen.lines(table_lines(table, self.names))

    def _catch_up(self, table: Mapping[str, Any]) -> None:
        """Show the log lines and the result panel that are new since last time."""
        self.screen.lines(new_lines(self._log, table["log"]))
        self._log = list(table["log"])
        result = table["result"]
        if result is not None and result != self._result:
            self.screen.lines(["result:", *(f"  {line}" for line in result["lines"])])
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

    def _person_moves(self) -> bool:
        table = self._table()
        self._draw(table)
        self.screen.lines(move_lines(table))
        if not self._hinted:
            self._hinted = True
            self.screen.say("type a move, help (numbered moves), show (the table) or quit")
        entries = table["legal_actions"]
        while True:
            line = self.read("your move> ")
            if line is None:
                return False
            command = line.strip()
            if not command:
                continue
            word = command.split()[0].lower()
            if word in QUIT_WORDS:
                return False
            if word in HELP_WORDS:
                self.screen.lines(move_lines(table, numbered=True))
                self.screen.say("also: show (the table again), quit (save and leave)")
                continue
            if word in SHOW_WORDS:
                self._draw(table)
                continue
            if command.isdigit() and 1 <= int(command) <= len(entries):
                command = entries[int(command) - 1]["text"]
            try:
                self.state.apply(command, seat=self.seat)
            except (InvalidActionError, IllegalActionError) as error:
                self.screen.say(f"  {error}; type help for your moves")
                continue
            return True


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
    lines = [f"{game.title}, {game.players} players, seed {record['seed']}; seen by {seen}", ""]
    lines += now["log"]
    lines += table_lines(now, names)
    shown_log, shown_result = list(now["log"]), now["result"]
    for number, entry in enumerate(record["actions"], start=1):
        state.apply(entry["action"], seat=entry["seat"])
        now = table()
        lines += ["", f"[{number}] seat {entry['seat']}: {entry['action']}"]
        lines += [f"    {line}" for line in new_lines(shown_log, now["log"])]
        shown_log = list(now["log"])
        if now["result"] is not None and now["result"] != shown_result:
            lines += ["result:", *(f"  {line}" for line in now["result"]["lines"])]
            if not state.is_over:
                lines += table_lines(now, names)
        shown_result = now["result"]
    return [*lines, "", *outcome_lines(state.outcome(), names)]


def _nothing() -> None:
    """The default between moves: carry on."""
