"""The loop of ``widow play``: one person at a seat, bots at the others, turn by turn.

The person's commands are the game's action texts plus short forms defined here (the engine knows
only the full texts) and a few commands of the loop itself (``help``, ``hand``, ``quit``). Output
comes from the person's view and from the events as their seat may see them, nothing else.
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
from widow.cli.table import (
    Names,
    describe_event,
    footer_lines,
    hand_value,
    headline,
    known_cards_line,
    outcome_lines,
    outcome_table,
    personal_message,
    play_order,
    seat_table,
    table_lines,
    verdict_lines,
)
from widow.engine.actions import MAX_ACTION_TEXT
from widow.engine.core import State
from widow.errors import IllegalActionError, InvalidActionError, quote

__all__ = [
    "ABBREVIATIONS",
    "MAX_LINE",
    "Ending",
    "PlaySession",
    "Screen",
    "expand",
    "help_lines",
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
}
HELP_WORDS = frozenset(LOOP_COMMANDS["help"])
SHOW_WORDS = frozenset(LOOP_COMMANDS["show"])
QUIT_WORDS = frozenset(LOOP_COMMANDS["quit"])

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


def loop_help(verbs: Iterable[str], *, help_text: str = "this list") -> str:
    """The line naming the loop's commands, with only the words that are the loop's in this game.

    >>> loop_help(["show", "check"])
    'also: help (this list), hand or table (the table again), quit (save and leave)'
    """
    words = loop_words(verbs)

    def called(command: str, count: int) -> str:
        return " or ".join(words[command][:count]) or "?"

    return (
        f"also: {called('help', 1)} ({help_text}), {called('show', 2)} (the table again),"
        f" {called('quit', 1)} (save and leave)"
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
    return f"unknown move {quote(command.split()[0])}; moves open now: {', '.join(open_now)}"


def _verb_of(text: str, verbs: set[str]) -> str:
    words = text.split()
    two = " ".join(words[:2])
    return two if two in verbs else words[0]


def help_lines(state: State, legal: Sequence[str]) -> list[str]:
    """What may be typed now: the legal moves (short and full forms) and the loop's commands."""
    lines = ["your moves now:"] if legal else []
    verbs = state.game.parser.verbs
    shorts = {full: short for short, full in short_forms(verbs).items()}
    seen: set[type[Any]] = set()
    for text in legal:
        action = state.parse_action(text)
        if type(action) in seen:
            continue
        seen.add(type(action))
        head, _, meaning = (action.usage or action.verb).partition(": ")
        short = shorts.get(action.verb)
        forms = f"{head.replace(action.verb, short, 1)}, {head}" if short else head
        example = f" (e.g. {text})" if text != action.verb else ""
        lines.append(f"  {forms:<32} {meaning}{example}")
    lines.append(loop_help(verbs))
    return lines


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

    def table(self, view: Mapping[str, Any], names: Names) -> None:
        if self.rich:
            self.lines(headline(view, names))
            self.console.print(seat_table(view, names))
            self.lines(footer_lines(view, names))
        else:
            self.lines(table_lines(view, names))

    def outcome(self, outcome: Mapping[str, Any], names: Names) -> None:
        if self.rich:
            self.console.print(outcome_table(outcome, names))
            self.lines(verdict_lines(outcome, names))
        else:
            self.lines(outcome_lines(outcome, names))


class Session(Protocol):
    """What :func:`play_and_save` drives: a game's own session or the generic one."""

    read: Reader
    between_moves: Callable[[], None]

    def run(self) -> bool:
        """Play until the match ends (True) or the person leaves (False)."""
        ...


class PlaySession:
    """One person at ``seat`` against bots at every other seat.

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
    ) -> None:
        self.state = state
        self.seat = seat
        self.bots = dict(bots)
        self.names = Names(
            state.game.players, viewer=seat, bots=bot_names, order=play_order(state.view(seat))
        )
        self.rng = rng
        self.screen = screen
        self.read = read
        self._new_deal = True
        self._hinted = False
        #: Called before every move; it may raise to end the session between two moves.
        self.between_moves: Callable[[], None] = _nothing

    def run(self) -> bool:
        for event in self.state.view(self.seat)["events"]:
            self.screen.lines(describe_event(event, self.names))
        while not self.state.is_over:
            self.between_moves()
            if self.state.to_act == self.seat:
                if not self._person_moves():
                    return False
            else:
                self._bot_moves()
        self.screen.say("")
        self.screen.outcome(self.state.outcome(), self.names)
        return True

    def _show(self, events: Sequence[Any]) -> None:
        previous = None
        for event in events:
            seen = event.for_seat(self.seat)
            kind = seen["type"]
            if kind == "dealt":
                self._new_deal = True
            # A blank line before each deal, its antes included, keeps the deals apart.
            if kind == "anted" or (kind == "dealt" and previous != "anted"):
                self.screen.say("")
            self.screen.lines(describe_event(seen, self.names))
            previous = kind

    def _bot_moves(self) -> None:
        seat = self.state.to_act
        assert seat is not None  # called only while the match is on
        action = self.bots[seat].choose(
            SeatView(self.state, seat), self.state.legal_actions(), self.rng
        )
        self._show(self.state.apply(action, seat=seat))

    def _reminder(self, view: Mapping[str, Any]) -> None:
        if self._new_deal:
            self._new_deal = False
            self.screen.table(view, self.names)
            if not self._hinted:
                self._hinted = True
                self.screen.say("type help for the commands")
            return
        if view["phase"] == "buy":
            price = view.get("viuda", {}).get("price", "?")
            self.screen.say(f"buy La Viuda for {price} (b, buy) or decline (d, decline)?")
            return
        value = hand_value(view, view["hand"])
        widow = view["widow"]
        self.screen.say(
            f"your hand: {' '.join(view['hand'])}"
            + (f" ({value})" if value else "")
            + f"; widow {'face up' if widow['face_up'] else 'face down'}:"
            f" {' '.join(widow['cards'])}"
        )
        # Cards seen going into other hands matter as much as the widow once it is face up.
        known = known_cards_line(view, self.names)
        if known:
            self.screen.say(known)

    def _person_moves(self) -> bool:
        view = self.state.view(self.seat)
        self._reminder(view)
        while True:
            line = self.read("your move> ")
            if line is None:
                return False
            command = line.strip()
            if not command:
                continue
            if len(command) > MAX_ACTION_TEXT:
                self.screen.say(
                    f"  that line is too long for a move (at most {MAX_ACTION_TEXT} characters):"
                    f" {quote(command)}; type help for the commands"
                )
                continue
            verbs = self.state.game.parser.verbs
            loop = loop_command(command, verbs)
            if loop == "quit":
                return False
            if loop == "help":
                self.screen.lines(help_lines(self.state, view["legal_actions"]))
                continue
            if loop == "show":
                self.screen.table(self.state.view(self.seat), self.names)
                continue
            move = expand(command, short_forms(verbs))
            unknown = unknown_move(move, verbs, view["legal_actions"])
            if unknown is not None and command.isdecimal():
                # Other games take a move's number from their help; these take the words.
                open_now = unknown.partition("; ")[2]
                unknown = f"moves here are typed as words, not numbers; {open_now}"
            if unknown is not None:
                self.screen.say(f"  {unknown}; type help for the commands")
                continue
            try:
                events = self.state.apply(move, seat=self.seat)
            except (InvalidActionError, IllegalActionError) as error:
                message = personal_message(str(error), self.names)
                self.screen.say(f"  {message}; type help for the commands")
                continue
            self._show(events)
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
