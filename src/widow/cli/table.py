"""Words for the terminal: how seats are named, engine messages as the reader says them, and the
outcome of a match.

Everything here reads the JSON-ready mappings the engine hands out (the table description's
lines, ``state.outcome()``), never a state, so what is shown is exactly what the viewer may know.
The outcome has a plain form (lines of text, for pipes and tests) and a rich table for a
terminal; the table itself is drawn by :mod:`widow.cli.generic_table`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from rich.table import Table

from widow.i18n import DEFAULT, N_, _, current, ngettext, pgettext

__all__ = [
    "Names",
    "outcome_lines",
    "outcome_table",
    "personal_line",
    "personal_message",
    "second_person",
    "verdict_lines",
]


#: The bots' names as the output shows them, marked so the catalogue carries their translations.
BOT_WORDS = (N_("random"), N_("heuristic"), N_("search"), N_("ismcts"), N_("greedy"))


class Names:
    """How seats are named in the output: ``you`` for the viewer, ``seat 2 (heuristic)`` else,
    in the language of the output (in Spanish the viewer is *usted*).

    ``order`` lists the seats in the order they are shown (the order of play, starting with the
    viewer); by default, by seat number.

    >>> names = Names(3, viewer=0, bots={1: "random", 2: "heuristic"})
    >>> names(0), names(2), names.verb(0, "knocks", "knock"), names.verb(1, "knocks", "knock")
    ('you', 'seat 2 (heuristic)', 'you knock', 'seat 1 (random) knocks')
    """

    def __init__(
        self,
        players: int,
        *,
        viewer: int | None = None,
        bots: Mapping[int, str] | None = None,
        order: Sequence[int] | None = None,
    ) -> None:
        self.players = players
        self.viewer = viewer
        self.bots = dict(bots or {})
        self.order = list(order) if order is not None else list(range(players))

    def __call__(self, seat: int | None) -> str:
        if seat is None:
            return _("the table")
        if seat == self.viewer:
            return pgettext("subject", "you")
        bot = self.bots.get(seat)
        if bot:
            return _("seat {seat} ({bot})", seat=seat, bot=_(bot))
        return _("seat {seat}", seat=seat)

    def verb(self, seat: int | None, third: str, second: str) -> str:
        """``name verb``, with the verb agreeing with ``you`` (English words: the Spanish
        output says whole sentences instead, see :func:`verdict_lines`)."""
        return f"{self(seat)} {second if seat == self.viewer else third}"

    def seats(self, seats: Sequence[int]) -> str:
        return ", ".join(self(s) for s in seats) or _("nobody")


def _chips(n: int) -> str:
    return ngettext("{n} chip", "{n} chips", n)


#: The engine's refusal of an action, as it words it: the action, the seat, the phase, the reason.
_REFUSAL = re.compile(
    r"illegal action (?P<action>'.*') for seat \d+ in phase (?P<phase>\S+): (?P<reason>.*)", re.S
)
#: A seat named in an engine message, with the word that follows it (a verb that must agree).
_SEAT_REF = re.compile(r"\bseat (?P<seat>\d+)(?P<own>'s)?(?: (?P<verb>[a-z]+)\b)?")
#: A partnership of two seats, as the trick games name a side.
_PAIR_REF = re.compile(r"\bseats (\d+) and (\d+)\b")
_SECOND_PERSON = {"does": "do", "has": "have", "is": "are", "was": "were", "goes": "go"}
#: A second verb after ``you`` in the same clause (no comma, semicolon or bracket between).
_AND_VERB = re.compile(r"(\byou [a-z]+\b[^;,()]*? )(and|or) ([a-z]+)\b")
#: A seat's own ``its`` in a clause about the viewer ("you have made your choice").
_ITS = re.compile(r"(\byou [a-z]+\b[^;,()]*? )its\b")
#: Endings of a verb in the third person that lose ``es`` in the second (``passes``).
_ES_ENDINGS = ("sses", "shes", "ches", "xes", "zes")


def _pair_words(match: re.Match[str], viewer: int | None) -> str:
    """``seats 0 and 2`` as seat ``viewer`` says it: ``you and seat 2`` when it is one of them."""
    first, second = int(match[1]), int(match[2])
    if viewer not in (first, second):
        return match[0]
    return f"you and seat {second if viewer == first else first}"


def second_person(word: str) -> str | None:
    """``word`` as it reads after ``you`` when it is a verb in the third person (``takes``,
    ``passes``, ``has``); ``None`` when it is not one.

    >>> [second_person(w) for w in ("takes", "passes", "has", "carries", "pile", "ties")]
    ['take', 'pass', 'have', 'carry', None, 'tie']
    """
    if word in _SECOND_PERSON:
        return _SECOND_PERSON[word]
    if not word.endswith("s") or word.endswith("ss") or len(word) < 3:
        return None
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(_ES_ENDINGS):
        return word[:-2]
    return word[:-1]


def personal_line(line: str, names: Names) -> str:
    """A line about seats (a log line, a result, a refusal's reason) as the person reading it
    says it: their own seat is ``you`` (the verb after it agreeing, ``seat 0's`` becoming
    ``your``) and the other seats have their names.

    >>> names = Names(3, viewer=0, bots={1: "heuristic"})
    >>> personal_line("seat 0 takes 3 cards and holds 4; seat 1 passes", names)
    'you take 3 cards and hold 4; seat 1 (heuristic) passes'
    >>> personal_line("seat 0 has made its choice; seat 0 discards or calls", names)
    'you have made your choice; you discard or call'
    >>> personal_line("war between seat 0, seat 1; seat 0's pile: 3 cards", names)
    'war between you, seat 1 (heuristic); your pile: 3 cards'
    >>> personal_line("seats 2 and 0 took 7 tricks, seats 1 and 3 6", names)
    'you and seat 2 took 7 tricks, seats 1 and 3 6'
    """
    said_here = current()
    if said_here.lang != DEFAULT:
        # Other languages say the engine's sentence whole from the catalogue, each seat as the
        # reader names it (in Spanish the reader is "usted", whose verbs agree as a third
        # person's): no English grammar to patch.
        return said_here.sentence(line, viewer=names.viewer, name=names)
    if names.viewer is None and not names.bots:
        return line
    if names.viewer is not None:
        # A partnership the viewer sits in is "you and" the partner (whose name follows below).
        line = _PAIR_REF.sub(lambda m: _pair_words(m, names.viewer), line)

    def seat_words(match: re.Match[str]) -> str:
        seat = int(match["seat"])
        verb = match["verb"]
        if seat == names.viewer:
            words = "your" if match["own"] else "you"
            if not verb:
                return words
            agreed = None if match["own"] else second_person(verb)
            return f"{words} {agreed or verb}"
        # "seat 1 (heuristic)'s hand" reads badly: a possessive keeps the plain seat.
        words = f"seat {seat}'s" if match["own"] else names(seat)
        return f"{words} {verb}" if verb else words

    said = _SEAT_REF.sub(seat_words, line)
    if names.viewer is None or said == line:
        return said

    def second_verb(match: re.Match[str]) -> str:
        return f"{match[1]}{match[2]} {second_person(match[3]) or match[3]}"

    # A second verb of the same clause agrees too ("you take 3 cards and hold 4"), and the
    # seat's "its" is the viewer's "your".
    return _ITS.sub(r"\1your", _AND_VERB.sub(second_verb, said))


def personal_message(message: str, names: Names, *, phase: str | None = None) -> str:
    """An engine message about seats reworded for the person reading it: their own seat becomes
    ``you`` (verbs agreeing), other seats get their names, the phase is said in words (``phase``:
    the table's phase label; without it, the engine's name for the phase).

    >>> names = Names(3, viewer=0, bots={2: "random"})
    >>> personal_message("illegal action 'knock' for seat 0 in phase 2:"
    ...                  " seat 2 has already knocked", names, phase="the widow is face up")
    "'knock' is not allowed now (the widow is face up): seat 2 (random) has already knocked"
    >>> personal_message("illegal action 'swap 2c 3d' for seat 0 in phase 2:"
    ...                  " seat 0 does not hold 2c", names)
    "'swap 2c 3d' is not allowed now (phase 2): you do not hold 2c"
    """
    refusal = _REFUSAL.fullmatch(message)
    if refusal is None:
        return personal_line(message, names)
    if phase is None:
        phase = _("phase {phase}", phase=refusal["phase"])
    reason = personal_line(refusal["reason"], names)
    return _(
        "{action} is not allowed now ({phase}): {reason}",
        action=refusal["action"],
        phase=phase,
        reason=reason,
    )


def _standing(outcome: Mapping[str, Any], seat: Mapping[str, Any]) -> list[tuple[str, str]]:
    """What a seat's result is measured in: points (stripped La Viuda), lives (Whisky Poker's
    lives game: no money changes hands) or chips and money. Before the end of a La Viuda match
    the money is not decided yet: what each player has paid in is shown instead."""
    if "points" in seat:
        return [(_("points"), str(seat["points"]))]
    if outcome.get("counts") == "cards":
        # War counts the cards each player holds; no money changes hands.
        return [(_("cards"), str(seat["chips"]))]
    if outcome.get("scoring") == "lives":
        return [(_("lives"), str(seat["chips"]))]
    if not outcome.get("over") and "paid" in seat:
        return [(_("chips"), str(seat["chips"])), (_("paid in"), str(seat["paid"]))]
    return [(_("chips"), str(seat["chips"])), (_("money"), f"{seat['money']:+d}")]


def _placed(outcome: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    return sorted(outcome["seats"], key=lambda s: (s["placing"], s["seat"]))


def _in_order(outcome: Mapping[str, Any], names: Names) -> list[Mapping[str, Any]]:
    by_seat = {s["seat"]: s for s in outcome["seats"]}
    return [by_seat[s] for s in names.order if s in by_seat]


def outcome_lines(outcome: Mapping[str, Any], names: Names) -> list[str]:
    """The outcome as plain lines: at the end the placings with chips and money, lives or
    points; before it, what every player holds now (in the order of play, no placings yet).

    >>> outcome = {"over": True, "scoring": "lives", "winners": [1], "losers": [0],
    ...            "seats": [{"seat": 0, "chips": 0, "money": 0, "placing": 2},
    ...                      {"seat": 1, "chips": 2, "money": 0, "placing": 1}]}
    >>> print("\\n".join(outcome_lines(outcome, Names(2, viewer=0))))
    final result:
      1. seat 1  lives 2
      2. you     lives 0
    winner: seat 1
    you lose the match and buy the whisky
    >>> middle = {"over": False, "stakes": 6, "winners": [], "seats": [
    ...     {"seat": s, "chips": c, "paid": 2, "money": -2, "placing": 1}
    ...     for s, c in ((0, 1), (1, 2), (2, 2))]}
    >>> print("\\n".join(outcome_lines(middle, Names(3, viewer=0, order=[0, 2, 1]))))
    result so far:
      you     chips 1  paid in 2
      seat 2  chips 2  paid in 2
      seat 1  chips 2  paid in 2
    money at stake: 6, all of it to the last player left
    """
    over = bool(outcome.get("over"))
    seats = _placed(outcome) if over else _in_order(outcome, names)
    rows = [
        (
            f"{seat['placing']}. " if over else "",
            names(seat["seat"]),
            [f"{label} {value}" for label, value in _standing(outcome, seat)],
        )
        for seat in seats
    ]
    name_width = max(len(name) for _place, name, _cells in rows)
    columns = max(len(cells) for *_rest, cells in rows)
    widths = [
        max(len(cells[i]) for *_rest, cells in rows if i < len(cells)) for i in range(columns)
    ]
    lines = [_("final result:") if over else _("result so far:")]
    for place, name, cells in rows:
        text = "  ".join(cell.ljust(width) for cell, width in zip(cells, widths, strict=False))
        lines.append(f"  {place}{name:<{name_width}}  {text}".rstrip())
    return lines + verdict_lines(outcome, names)


def verdict_lines(outcome: Mapping[str, Any], names: Names) -> list[str]:
    """Who won and, in Whisky Poker's lives game, who buys the whisky; before the end, the money
    at stake in La Viuda."""
    if not outcome.get("over"):
        stakes = outcome.get("stakes")
        if stakes and not any("points" in s for s in outcome["seats"]):
            return [_("money at stake: {stakes}, all of it to the last player left", stakes=stakes)]
        return _unwon_lines(outcome)
    lines = []
    winners = outcome.get("winners") or []
    if winners:
        lines.append(
            ngettext(
                "winner: {players}",
                "winners: {players}",
                len(winners),
                players=names.seats(winners),
            )
        )
    losers = outcome.get("losers") or []
    if len(losers) == 1 and losers[0] == names.viewer:
        lines.append(_("you lose the match and buy the whisky"))
    elif len(losers) == 1:
        lines.append(_("{player} loses the match and buys the whisky", player=names(losers[0])))
    elif losers:
        lines.append(
            _(
                "{players} lose the match and share the cost of the whisky",
                players=names.seats(losers),
            )
        )
    if losers and not winners:
        lines.append(_("nobody wins: every player lost their last life in the same deal"))
    return lines


def _unwon_lines(outcome: Mapping[str, Any]) -> list[str]:
    """Before the end: the chips in the pot (or pool) that nobody has won yet, when they are
    what the players' money is short of (paid in, not lost to anyone).

    >>> _unwon_lines({"over": False, "pool": 4, "seats": [{"money": -1}, {"money": -1},
    ...     {"money": -2}]})
    ['in the pot: 4 chips, won by nobody yet (the money above counts them as paid in)']
    """
    pool = int(outcome.get("pool") or 0)
    paid_in = -sum(int(seat.get("money", 0)) for seat in outcome["seats"])
    if pool <= 0 or pool != paid_in:
        return []
    if outcome.get("scoring") in ("pool", "stakes"):
        return [
            _(
                "in the pool: {chips}, won by nobody yet (the money above counts them as paid in)",
                chips=_chips(pool),
            )
        ]
    return [
        _(
            "in the pot: {chips}, won by nobody yet (the money above counts them as paid in)",
            chips=_chips(pool),
        )
    ]


def outcome_table(outcome: Mapping[str, Any], names: Names) -> Table:
    """The outcome as a rich table (placings only once the match is over)."""
    over = bool(outcome.get("over"))
    table = Table(title=_("final result") if over else _("result so far"))
    if over:
        table.add_column(_("place"), justify="right")
    table.add_column(_("seat"))
    seats = _placed(outcome) if over else _in_order(outcome, names)
    for label, _value in _standing(outcome, seats[0]):
        table.add_column(label, justify="right")
    for seat in seats:
        values = [value for _label, value in _standing(outcome, seat)]
        place = [str(seat["placing"])] if over else []
        table.add_row(*place, names(seat["seat"]), *values)
    return table
