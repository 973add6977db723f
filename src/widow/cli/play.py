"""The loop of ``widow play``: one person at a seat, bots at the others, turn by turn.

The person's commands are the game's action texts, their numbers in the list ``help`` gives,
short forms defined here (the engine knows only the full texts) and a few commands of the loop
itself (``help``, ``hand``, ``quit``). Every game is drawn from the table description of the
person's view (:mod:`widow.cli.generic_table`), the same one the browser draws, and nothing else.
"""

from __future__ import annotations

import random
import signal
import sys
import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from types import FrameType
from typing import Any, Protocol

import typer
from rich.console import Console

from widow.bots import Bot, SeatView
from widow.bots.coach import Analyst, advise, coach_bot
from widow.cli.generic_table import (
    headline_lines,
    move_lines,
    no_such_number,
    seat_grid,
    table_lines,
    turn_line,
    unseen_lines,
    with_result,
)
from widow.cli.layouts import layout_bets_line, layout_cards, layout_lines
from widow.cli.table import (
    Names,
    outcome_lines,
    outcome_table,
    personal_line,
    personal_message,
    verdict_lines,
)
from widow.engine.actions import MAX_ACTION_TEXT
from widow.engine.core import State
from widow.errors import IllegalActionError, InvalidActionError, quote
from widow.i18n import N_, _, ngettext

__all__ = [
    "ABBREVIATIONS",
    "MAX_LINE",
    "Ending",
    "PlaySession",
    "Screen",
    "expand",
    "loop_command",
    "loop_help",
    "loop_words",
    "plain_reader",
    "play_and_save",
    "short_forms",
    "unknown_move",
]

#: Short forms of the verbs of the spare-hand games (Whisky Poker, La Viuda, Commerce), as
#: typed at the prompt. A game gets only those whose full verb is one of its own
#: (:func:`short_forms`): ``p`` means ``pass`` in Whisky Poker and nothing in Farmer.
ABBREVIATIONS = {
    "p": "pass",
    "x": "exchange",
    "k": "knock",
    "s": "swap",
    "sa": "swap all",
    "b": "buy",
    "d": "decline",
}
#: The loop's own commands, each with the words that call it, the one named in help first.
LOOP_COMMANDS = {
    "help": ("help", "h", "?"),
    "show": ("hand", "show", "table"),
    "quit": ("quit", "q", "exit"),
    "hint": ("hint", "coach"),
}
HELP_WORDS = frozenset(LOOP_COMMANDS["help"])
SHOW_WORDS = frozenset(LOOP_COMMANDS["show"])
QUIT_WORDS = frozenset(LOOP_COMMANDS["quit"])

#: What follows every answer to a move that cannot be made.
HELP_HINT = N_("type help for your moves")

#: Processor seconds the coach thinks before it answers, and the most moves it lists.
COACH_SECONDS = 1.0
COACH_LINES = 8

#: Reads one line after showing a prompt; ``None`` at the end of the input.
Reader = Callable[[str], str | None]

#: The most characters of one input line kept; the rest of a longer line is read and dropped,
#: so that a hostile line costs time but never memory. Any command is far shorter.
MAX_LINE = 4096
#: Signals that ask the program to stop; a match is saved before it stops.
STOP_SIGNALS = tuple(
    sig for sig in (getattr(signal, "SIGTERM", None), getattr(signal, "SIGHUP", None)) if sig
)


def short_forms(verbs: Iterable[str]) -> dict[str, str]:
    """The short forms that a game with these ``verbs`` understands: those of
    :data:`ABBREVIATIONS` that stand for one of its verbs and are not themselves one of its
    verbs or a word of the loop.

    >>> short_forms(["pass", "knock", "swap", "keep", "blind"])
    {'p': 'pass', 'k': 'knock', 's': 'swap'}
    >>> short_forms(["hit", "stay"])
    {}
    """
    known = set(verbs)
    taken = {verb.split()[0] for verb in known} | HELP_WORDS | SHOW_WORDS | QUIT_WORDS
    return {
        short: full for short, full in ABBREVIATIONS.items() if full in known and short not in taken
    }


def expand(text: str, shorts: Mapping[str, str] = ABBREVIATIONS) -> str:
    """The command with a short verb (one of ``shorts``) written out in full.

    >>> expand("s 9h qs"), expand("SA"), expand("knock"), expand("sa 9h")
    ('swap 9h qs', 'swap all', 'knock', 'swap all 9h')
    >>> expand("p", {})
    'p'
    """
    words = text.split()
    if not words:
        return text
    full = shorts.get(words[0].lower())
    return " ".join([full, *words[1:]]) if full else " ".join(words)


def loop_words(verbs: Iterable[str]) -> dict[str, list[str]]:
    """The words that call each of the loop's commands in a game with these ``verbs``: a word
    that begins one of the game's moves is the game's (Anaconda's ``show`` shows a hand), so
    the loop keeps only its other words for that command.

    >>> loop_words(["check", "show", "fold"])["show"]
    ['hand', 'table']
    """
    taken = {verb.split()[0] for verb in verbs}
    return {
        command: [word for word in words if word not in taken]
        for command, words in LOOP_COMMANDS.items()
    }


def loop_command(command: str, verbs: Iterable[str]) -> str | None:
    """Which of the loop's commands (``help``, ``show``, ``quit``) the typed ``command`` is, or
    ``None`` when it is a move: the game's verbs come first, so none of them is shadowed.

    >>> loop_command("show 2h 4c 7s Js down Kd", ["show", "fold"]), loop_command("table", ["show"])
    (None, 'show')
    >>> loop_command("Q", ["pass"]), loop_command("pass", ["pass"])
    ('quit', None)
    """
    words = command.split()
    if not words:
        return None
    first = words[0].lower()
    for name, calls in loop_words(verbs).items():
        if first in calls:
            return name
    return None


def loop_help(verbs: Iterable[str], *, help_text: str | None = None) -> str:
    """The line naming the loop's commands, with only the words that are the loop's in this game.

    >>> loop_help(["show", "check"])
    'also: help (this list), hand or table (the table again), quit (save and leave)'
    """
    words = loop_words(verbs)

    def called(command: str, count: int) -> str:
        return _(" or ").join(words[command][:count]) or "?"

    return _(
        "also: {help} ({help_text}), {show} (the table again), {quit} (save and leave)",
        help=called("help", 1),
        help_text=_("this list") if help_text is None else help_text,
        show=called("show", 2),
        quit=called("quit", 1),
    )


def unknown_move(command: str, verbs: Iterable[str], legal: Sequence[str]) -> str | None:
    """What to say when ``command`` names no move of the game (``verbs``): the moves open now,
    by verb, rather than every verb the game knows. ``None`` when its verb is the game's (the
    engine's own message then says what is wrong with the rest).

    >>> unknown_move("fly", ["pass", "buy", "swap"], ["pass", "swap 9h Qs", "swap 2c 3d"])
    "unknown move 'fly'; moves open now: pass, swap"
    >>> unknown_move("pass now", ["pass"], ["pass"]) is None
    True
    """
    words = command.lower().split()
    known = set(verbs)
    if not words or words[0] in known or " ".join(words[:2]) in known:
        return None
    open_now = list(dict.fromkeys(_verb_of(text, known) for text in legal))
    return _(
        "unknown move {move}; moves open now: {moves}",
        move=quote(command.split()[0]),
        moves=", ".join(open_now),
    )


def _verb_of(text: str, verbs: set[str]) -> str:
    words = text.split()
    two = " ".join(words[:2])
    return two if two in verbs else words[0]


def plain_reader(prompt: str) -> str | None:
    """Read a line from standard input after writing ``prompt``; echo it when stdin is not a
    terminal, so a transcript of piped play reads like a dialogue.

    At most :data:`MAX_LINE` characters of a line are kept (the rest is read and dropped), and
    bytes that are not UTF-8 become replacement characters rather than an error.
    """
    sys.stdout.write(prompt)
    sys.stdout.flush()
    stream = sys.stdin
    if getattr(stream, "errors", "replace") != "replace" and hasattr(stream, "reconfigure"):
        stream.reconfigure(errors="replace")
    line = stream.readline(MAX_LINE)
    if not line:
        sys.stdout.write("\n")
        return None
    if len(line) == MAX_LINE and not line.endswith("\n"):
        # A longer line: the rest of it is read piece by piece and dropped.
        rest = line
        while len(rest) == MAX_LINE and not rest.endswith("\n"):
            rest = stream.readline(MAX_LINE)
    line = line.rstrip("\n")
    if not stream.isatty():
        shown = line if len(line) <= MAX_ACTION_TEXT else line[:MAX_ACTION_TEXT] + "..."
        sys.stdout.write(shown + "\n")
    return line


class Screen:
    """Where the game is shown: rich tables on a terminal, plain lines otherwise."""

    def __init__(self, console: Console, *, rich: bool) -> None:
        self.console = console
        self.rich = rich

    def say(self, text: str) -> None:
        if self.rich:
            self.console.print(text, markup=False, highlight=False, soft_wrap=True)
        else:
            typer.echo(text)

    def lines(self, lines: Sequence[str]) -> None:
        for line in lines:
            self.say(line)

    def outcome(self, outcome: Mapping[str, Any], names: Names) -> None:
        if self.rich:
            self.console.print(outcome_table(outcome, names))
            self.lines(verdict_lines(outcome, names))
        else:
            self.lines(outcome_lines(outcome, names))


class Session(Protocol):
    """What :func:`play_and_save` drives: a :class:`PlaySession`, or a stand-in for one."""

    read: Reader
    between_moves: Callable[[], None]

    def run(self) -> bool:
        """Play until the match ends (True) or the person leaves (False)."""
        ...


class PlaySession:
    """One person at ``seat`` against bots at every other seat, every game drawn from its
    table description (the one the browser draws, so the two never disagree).

    :meth:`run` plays until the match ends (True) or the person quits or the input ends (False).
    """

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
        coach: bool = False,
    ) -> None:
        self.state = state
        self.seat = seat
        self.bots = dict(bots)
        # Results before the end list the seats in the order of play, from the person's own.
        order = self._table()["order"]
        self.names = Names(state.game.players, viewer=seat, bots=bot_names, order=order)
        self.rng = rng
        self.screen = screen
        self.read = read
        #: The number of the last event whose log lines have been shown.
        self._shown: int | None = None
        self._result: Any = None
        self._hinted = False
        #: The layout as last drawn whole, but for its bets (see :meth:`_draw`).
        self._layout_cards: tuple[Any, ...] | None = None
        #: Whether the coach's estimates come before every move of the person's (``--coach``);
        #: ``hint`` asks for them at any turn.
        self.coaching = coach
        self._coach: Analyst | None = None
        #: The coach draws from its own generator, so asking for hints changes no bot's move.
        self._coach_rng = random.Random(f"coach-{state.chance.seed}")
        #: Called before every move; it may raise to end the session between two moves.
        self.between_moves: Callable[[], None] = _nothing

    def _table(self) -> dict[str, Any]:
        table: dict[str, Any] = self.state.view(self.seat)["table"]
        return table

    @property
    def _verbs(self) -> frozenset[str]:
        return frozenset(self.state.game.parser.verbs)

    def _draw(self, table: Mapping[str, Any], *, whole: bool = False) -> None:
        """Draw the table; a layout (Faro's) drawn before whose cards have not moved since
        shrinks to one line of its bets, so that placing bet after bet does not redraw it
        each time, unless the person asked for the table (``whole``)."""
        layout = table.get("layout")
        layout_line = None
        if layout:
            cards = layout_cards(layout)
            if not whole and cards == self._layout_cards:
                redraw = loop_words(self._verbs)["show"][0]
                layout_line = layout_bets_line(layout, redraw)
            self._layout_cards = cards
        if not self.screen.rich:
            self.screen.lines(table_lines(table, self.names, layout_line=layout_line))
            return
        # The grid's title has the game and the phase; the lines above it say the rest.
        self.screen.lines(headline_lines(table, self.names)[1:])
        self.screen.console.print(seat_grid(table, self.names))
        if layout:
            self.screen.lines([layout_line] if layout_line else layout_lines(layout))
        self.screen.say(turn_line(table, self.names))

    def _catch_up(self, table: Mapping[str, Any]) -> None:
        """Show the log lines and the result panel that are new since last time."""
        lines, self._shown = unseen_lines(table, self._shown)
        result = table["result"]
        fresh = result is not None and result != self._result
        lines = with_result(table, lines, result["lines"] if fresh else None)
        self.screen.lines([personal_line(line, self.names) for line in lines])
        self._result = result

    def run(self) -> bool:
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

    def _help(self, table: Mapping[str, Any]) -> None:
        verbs = self._verbs
        self.screen.lines(move_lines(table, numbered=True, form=self._form))
        # Only the short forms of the moves open now: Whisky Poker knows ``buy`` but never
        # offers it, and a list of forms that cannot be used would mislead.
        open_now = {entry["kind"].replace("-", " ") for entry in table["legal_actions"]}
        shorts = {short: full for short, full in short_forms(verbs).items() if full in open_now}
        if shorts:
            forms = ", ".join(f"{short} ({full})" for short, full in shorts.items())
            self.screen.say(_("short forms: {forms}", forms=forms))
        self.screen.say(loop_help(verbs, help_text=_("numbered moves")))
        hint = loop_words(verbs)["hint"]
        if hint:
            self.screen.say(_("{hint}: the coach's estimate of each move", hint=hint[0]))

    def _advise(self) -> None:
        """Show the coach's estimate of each move open now, best first."""
        if self._coach is None:
            self._coach = coach_bot(self.state.game, f"budget={COACH_SECONDS:g}")
        estimates = advise(self.state, self.seat, self._coach, self._coach_rng)
        shown = estimates[:COACH_LINES]
        lines = [_("coach: {estimate}", estimate=e.describe()) for e in shown]
        if len(estimates) > len(shown):
            left = len(estimates) - len(shown)
            lines.append(
                ngettext(
                    "coach: {count} more move, worth less",
                    "coach: {count} more moves, each worth less",
                    left,
                    count=left,
                )
            )
        self.screen.lines(lines)

    def _person_moves(self) -> bool:
        table = self._table()
        self._draw(table)
        self.screen.lines(move_lines(table))
        if self.coaching:
            self._advise()
        verbs = self._verbs
        if not self._hinted:
            self._hinted = True
            words = loop_words(verbs)
            self.screen.say(
                _(
                    "type a move, {help} (numbered moves), {show} (the table) or {quit}",
                    help=words["help"][0],
                    show=words["show"][0],
                    quit=words["quit"][0],
                )
            )
        entries = table["legal_actions"]
        while True:
            line = self.read(_("your move> "))
            if line is None:
                return False
            command = line.strip()
            if not command:
                continue
            if len(command) > MAX_ACTION_TEXT:
                too_long = _(
                    "that line is too long for a move (at most {limit} characters): {line}",
                    limit=MAX_ACTION_TEXT,
                    line=quote(command),
                )
                self.screen.say(f"  {too_long}; {_(HELP_HINT)}")
                continue
            loop = loop_command(command, verbs)
            if loop == "quit":
                return False
            if loop == "help":
                self._help(table)
                continue
            if loop == "show":
                self._draw(table, whole=True)
                continue
            if loop == "hint":
                self._advise()
                continue
            if command.isdecimal():
                if not 1 <= int(command) <= len(entries):
                    self.screen.say(f"  {no_such_number(command, len(entries))}")
                    continue
                command = entries[int(command) - 1]["text"]
            command = expand(command, short_forms(verbs))
            unknown = unknown_move(command, verbs, [e["text"] for e in entries])
            if unknown is not None:
                self.screen.say(f"  {unknown}; {_(HELP_HINT)}")
                continue
            try:
                self.state.apply(command, seat=self.seat)
            except (InvalidActionError, IllegalActionError) as error:
                label = personal_line(str(table["phase_label"]), self.names)
                message = personal_message(str(error), self.names, phase=label)
                self.screen.say(f"  {message}; {_(HELP_HINT)}")
                continue
            return True


class Terminated(Exception):
    """The program was asked to stop by a signal (SIGTERM, SIGHUP) while a match was on."""

    def __init__(self, signum: int) -> None:
        super().__init__(signal.Signals(signum).name)
        self.signum = signum


@dataclass
class Ending:
    """How a session ended: played to the end, left (quit, end of input, Ctrl-C), stopped by a
    signal (its number), or cut off because the output went away (a closed pipe)."""

    finished: bool = False
    signum: int | None = None
    output_closed: bool = False


def _nothing() -> None:
    pass


def play_and_save(session: Session, save: Callable[[], None]) -> Ending:
    """Run ``session`` and then call ``save`` however it ends (also on SIGTERM, SIGHUP, Ctrl-C or
    a closed output).

    A stop signal ends the session at once while it waits at the prompt, and otherwise after the
    move being made, so that no move is cut in half; while ``save`` runs, those signals are held
    off, so that the record is whole.
    """
    ending = Ending()
    pending: list[int] = []
    at_prompt = False
    read = session.read

    def stop(signum: int, frame: FrameType | None) -> None:
        if at_prompt:
            raise Terminated(signum)
        pending.append(signum)

    def check() -> None:
        if pending:
            raise Terminated(pending[0])

    def read_or_stop(prompt: str) -> str | None:
        nonlocal at_prompt
        check()
        at_prompt = True
        try:
            return read(prompt)
        finally:
            at_prompt = False

    session.read, session.between_moves = read_or_stop, check
    # Handlers can only be set from the main thread; elsewhere (a test runner's worker thread)
    # the default handling stays.
    catching = threading.current_thread() is threading.main_thread()
    previous = {sig: signal.signal(sig, stop) for sig in STOP_SIGNALS} if catching else {}
    try:
        ending.finished = session.run()
    except KeyboardInterrupt:
        pass  # Ctrl-C is a way to leave, not a failure
    except Terminated as stopped:
        ending.signum = stopped.signum
    except BrokenPipeError:
        ending.output_closed = True
    finally:
        try:
            save()
        finally:
            for sig, handler in previous.items():
                signal.signal(sig, handler)
    if ending.signum is None and pending:
        ending.signum = pending[0]  # arrived during the last move or the save
    return ending
