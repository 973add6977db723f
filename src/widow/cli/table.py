"""Text for the game commands: a table drawn from one seat's view, events in words, outcomes.

Everything here reads the JSON-ready mappings the engine hands out (``state.view(seat)``,
``event.for_seat(seat)``, ``state.outcome()``), never a state, so what is shown is exactly what the
viewer may know. Each function has a plain form (lines of text, for pipes and tests) and the
commands pick rich tables on a terminal.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from rich.table import Table
from rich.text import Text

from widow.cards import Rank, parse_card, stripped_deck
from widow.errors import WidowError
from widow.games.la_viuda.options import LaViudaOptions
from widow.games.la_viuda.rules import ranking_for as viuda_ranking
from widow.ranking import get_system

__all__ = [
    "ACTION_EVENTS",
    "Names",
    "describe_event",
    "footer_lines",
    "generic_description",
    "hand_value",
    "headline",
    "known_cards_line",
    "outcome_lines",
    "outcome_table",
    "pack_line",
    "personal_line",
    "personal_message",
    "play_order",
    "recent_actions",
    "seat_table",
    "second_person",
    "table_lines",
    "verdict_lines",
]

#: Events that are a player's own move (the "last actions" of the table).
ACTION_EVENTS = frozenset(
    {"passed", "knocked", "exchanged", "swapped", "swapped-all", "bought", "declined"}
)

_PHASES = {
    "1": "phase 1, widow face down",
    "2": "phase 2, widow face up",
    "buy": "La Viuda is offered",
    "over": "the match is over",
}


class Names:
    """How seats are named in the output: ``you`` for the viewer, ``seat 2 (heuristic)`` else.

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
            return "the table"
        if seat == self.viewer:
            return "you"
        bot = self.bots.get(seat)
        return f"seat {seat} ({bot})" if bot else f"seat {seat}"

    def verb(self, seat: int | None, third: str, second: str) -> str:
        """``name verb``, with the verb agreeing with ``you``."""
        return f"{self(seat)} {second if seat == self.viewer else third}"

    def seats(self, seats: Sequence[int]) -> str:
        return ", ".join(self(s) for s in seats) or "nobody"


def _cards(cards: Sequence[str] | str) -> str:
    return cards if isinstance(cards, str) else " ".join(cards)


def _chips(n: int) -> str:
    return f"{n} chip" if n == 1 else f"{n} chips"


def describe_event(event: Mapping[str, Any], names: Names) -> list[str]:
    """An event (as ``event.for_seat(viewer)`` gives it) in words: usually one line, a few for a
    showdown.

    >>> names = Names(3, viewer=0, bots={1: "heuristic"})
    >>> describe_event({"type": "knocked", "seat": 1}, names)
    ['seat 1 (heuristic) knocks']
    >>> describe_event({"type": "swapped", "seat": 0, "gave": "9h", "took": "Qs"}, names)
    ['you swap 9h for Qs from the widow']
    """
    kind = event.get("type")
    seat = event.get("seat")
    say = names.verb
    if kind == "drew-for-deal":
        draws = ", ".join(f"{names(s)} {c}" for s, c in event["draws"])
        if event["dealer"] is None:
            return [f"drawing for the first deal: {draws}; the lowest cards tie, draw again"]
        first = names.verb(event["dealer"], "deals first", "deal first")
        return [f"drawing for the first deal: {draws}; {first}"]
    if kind == "anted":
        return [f"antes of {_chips(event['amount'])} each; the pool holds {_chips(event['pool'])}"]
    if kind == "dealt":
        return [f"deal {event['deal']}: {say(seat, 'deals', 'deal')}"]
    if kind == "passed":
        return [say(seat, "passes", "pass")]
    if kind == "knocked":
        return [say(seat, "knocks", "knock")]
    if kind == "exchanged":
        line = (
            f"{say(seat, 'takes', 'take')} the face-down widow and"
            f" {'leaves' if seat != names.viewer else 'leave'} {_cards(event['gave'])} face up"
        )
        took = event["took"]
        if any(c != "??" for c in took):
            line += f" (took {_cards(took)})"
        return [line]
    if kind == "swapped":
        return [f"{say(seat, 'swaps', 'swap')} {event['gave']} for {event['took']} from the widow"]
    if kind == "swapped-all":
        return [
            f"{say(seat, 'swaps', 'swap')} all five: gave {_cards(event['gave'])},"
            f" took {_cards(event['took'])}"
        ]
    if kind == "widow-turned":
        return [f"nobody took the widow; it is turned face up: {_cards(event['cards'])}"]
    if kind == "showdown":
        width = max(len(names(s)) for s, _, _ in event["hands"])
        lines = ["showdown:"]
        for s, cards, value in event["hands"]:
            lines.append(f"  {names(s):<{width}}  {_cards(cards)}  {value}")
        return lines
    if kind == "colour-drawn":
        return [
            f"tie between {names.seats(event['tied'])}: {event['card']} is drawn"
            f" ({event['colour']}); left in the tie: {names.seats(event['remaining'])}"
        ]
    if kind == "draw-off":
        draws = ", ".join(f"{names(s)} {c}" for s, c in event["draws"])
        return [f"draw-off (Manotazo): {draws}; left: {names.seats(event['remaining'])}"]
    if kind == "pool-won":
        return [
            f"{say(seat, 'wins', 'win')} {_chips(event['amount'])} from the pool"
            f" ({event['pool']} left in it)"
        ]
    if kind == "chip-paid":
        return [
            f"{say(seat, 'pays', 'pay')} a chip into the pool for the worst hand"
            f" ({event['chips']} left; the pool holds {event['pool']})"
        ]
    if kind == "stand-off":
        return ["every hand is equal, so none is the lowest: nobody pays a chip this deal"]
    if kind == "point-scored":
        return [f"{say(seat, 'scores', 'score')} a point for the best hand ({event['points']})"]
    if kind == "buy-offered":
        return [
            f"{say(seat, 'has', 'have')} lost every chip and may buy La Viuda for {event['price']}"
        ]
    if kind == "bought":
        plays_on = "play on" if seat == names.viewer else "plays on"
        return [f"{say(seat, 'buys', 'buy')} La Viuda for {event['price']} and {plays_on}"]
    if kind == "declined":
        return [say(seat, "declines La Viuda", "decline La Viuda")]
    if kind == "eliminated":
        return [say(seat, "is out", "are out")]
    if kind == "match-over":
        return ["the match is over"]
    return generic_description(event, names)


def generic_description(event: Mapping[str, Any], names: Names) -> list[str]:
    """Words for an event type this module has no sentence for: its type and fields.

    >>> generic_description({"type": "fanfare", "seat": 2, "volume": 11}, Names(3))
    ['fanfare: seat 2 volume=11']
    """
    fields = ", ".join(f"{k}={v}" for k, v in event.items() if k not in ("type", "seat"))
    return [f"{event.get('type')}: {names(event.get('seat'))} {fields}".rstrip()]


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
    ``you`` (verbs agreeing), other seats get their names, the phase is said in words (``phase``,
    where the caller has them: the table's phase label).

    >>> names = Names(3, viewer=0, bots={2: "random"})
    >>> personal_message("illegal action 'knock' for seat 0 in phase 2:"
    ...                  " seat 2 has already knocked", names)
    "'knock' is not allowed now (phase 2, widow face up): seat 2 (random) has already knocked"
    >>> personal_message("illegal action 'swap 2c 3d' for seat 0 in phase 2:"
    ...                  " seat 0 does not hold 2c", names)
    "'swap 2c 3d' is not allowed now (phase 2, widow face up): you do not hold 2c"
    """
    refusal = _REFUSAL.fullmatch(message)
    if refusal is None:
        return personal_line(message, names)
    if phase is None:
        phase = _PHASES.get(refusal["phase"], f"phase {refusal['phase']}")
    reason = personal_line(refusal["reason"], names)
    return f"{refusal['action']} is not allowed now ({phase}): {reason}"


def play_order(view: Mapping[str, Any]) -> list[int]:
    """Every seat in the order of play, starting with the viewer (seat 0 in a full view).

    >>> play_order({"seat": 1, "direction": "counter-clockwise", "seats": [{}, {}, {}, {}]})
    [1, 0, 3, 2]
    >>> play_order({"seat": None, "direction": "clockwise", "seats": [{}, {}, {}]})
    [0, 1, 2]
    """
    n = len(view["seats"])
    start = view.get("seat")
    first = 0 if start is None else int(start)
    step = -1 if view.get("direction") == "counter-clockwise" else 1
    return [(first + step * k) % n for k in range(n)]


def pack_line(view: Mapping[str, Any]) -> str | None:
    """What the pack holds and what is wild, for a game played with a short pack (La Viuda's
    stripped pack); ``None`` for a full pack.

    >>> pack_line({"game": "la-viuda", "players": 3, "options": {"stripped": True}})
    'pack: A K Q J T 9 of each suit (24 cards), no jokers; no card is wild'
    """
    if view.get("game") != "la-viuda" or not view["options"].get("stripped"):
        return None
    deck = stripped_deck(int(view["players"]))
    ranks = sorted({card.rank for card in deck.cards if card.rank is not None}, reverse=True)
    shown = " ".join(rank.char for rank in ranks)
    return f"pack: {shown} of each suit ({len(deck)} cards), no jokers; no card is wild"


def known_cards_line(view: Mapping[str, Any], names: Names) -> str | None:
    """The cards of other seats' hands that the viewer has seen go in (taken from the face-up
    widow), seat by seat in the order of play; ``None`` when there are none.

    >>> view = {"seat": 0, "direction": "clockwise", "seats": [
    ...     {"seat": 0, "hand": ["2c"]}, {"seat": 1, "hand": ["Qs", "??"]},
    ...     {"seat": 2, "hand": ["??", "??"]}]}
    >>> known_cards_line(view, Names(3, viewer=0))
    'seen in other hands: seat 1 Qs'
    """
    viewer = view.get("seat")
    parts = []
    for s in play_order(view):
        if s == viewer:
            continue
        seen = [c for c in view["seats"][s]["hand"] if c != "??"]
        if seen:
            parts.append(f"{names(s)} {_cards(seen)}")
    return "seen in other hands: " + "; ".join(parts) if parts else None


def hand_value(view: Mapping[str, Any], cards: Sequence[str]) -> str | None:
    """The value in words of ``cards`` under the ranking of the deal the view shows.

    Only the view is read (its game, options, pool); ``None`` when a card is hidden or the game has
    no ranking known here.
    """
    if len(cards) != 5 or "??" in cards:
        return None
    try:
        if view.get("game") == "la-viuda":
            # The game's own choice of ranking for this pool (wild rank, stripped pack, suits).
            options = LaViudaOptions(**view["options"])
            system = viuda_ranking(options, int(view["pool"]))
        elif view.get("game") == "whisky-poker":
            system = get_system("high")
        else:
            return None
        return system.evaluate([parse_card(c) for c in cards]).describe()
    except WidowError:
        return None


def recent_actions(view: Mapping[str, Any], names: Names, count: int = 6) -> list[str]:
    """The last ``count`` moves of the current deal among the view's recent events, oldest first.

    >>> events = [{"type": "passed", "seat": 1}, {"type": "dealt", "seat": 1},
    ...           {"type": "knocked", "seat": 2}]
    >>> recent_actions({"events": events}, Names(3))
    ['seat 2 knocks']
    """
    events = list(view.get("events", ()))
    starts = [i for i, e in enumerate(events) if e.get("type") == "dealt"]
    if starts:
        events = events[starts[-1] + 1 :]
    moves = [e for e in events if e.get("type") in ACTION_EVENTS]
    return [line for e in moves[-count:] for line in describe_event(e, names)]


def _score_label(view: Mapping[str, Any]) -> str:
    if view["game"] == "la-viuda":
        return "points" if view["options"].get("stripped") else "chips"
    return "lives" if view.get("scoring") == "lives" else "chips"


def _score(view: Mapping[str, Any], seat: Mapping[str, Any]) -> str:
    if "points" in seat:
        return str(seat["points"])
    text = str(seat["chips"])
    if seat.get("bought_viuda"):
        text += " (La Viuda)"
    return text


def headline(view: Mapping[str, Any], names: Names) -> list[str]:
    """The game, the deal, the dealer, the direction of play; the pool and what it means."""
    title = {"la-viuda": "La Viuda", "whisky-poker": "Whisky Poker"}.get(view["game"], view["game"])
    head = f"{title}: deal {view['deal']}"
    if view.get("scoring") == "pool" and view.get("deals"):
        head += f" of {view['deals']}"
    head += f", {names(view['dealer'])} dealt; play goes {view['direction']}"
    stripped = view["game"] == "la-viuda" and view["options"].get("stripped")
    # The stripped game scores points; its pool stays empty and sets no wild rank.
    extra = [] if stripped else [f"pool: {_chips(view['pool'])}"]
    if view["game"] == "la-viuda":
        if view.get("wild_rank"):
            extra.append(f"wild: jokers and {Rank.parse(view['wild_rank']).plural}")
        if "stakes" in view:
            extra.append(f"money at stake: {view['stakes']}")
        if view.get("target"):
            extra.append(f"first to {view['target']} points wins")
    lines = [head, "; ".join(extra)]
    pack = pack_line(view)
    if pack:
        lines.append(pack)
    return lines


def _turn_line(view: Mapping[str, Any], names: Names) -> str:
    phase = _PHASES.get(view["phase"], f"phase {view['phase']}")
    if view["over"]:
        return "the match is over"
    return f"{names.verb(view['to_act'], 'is to play', 'are to play')} ({phase})"


def _hand_label(view: Mapping[str, Any], names: Names) -> str:
    seat = view.get("seat")
    return "your hand" if seat == names.viewer else f"hand of {names(seat)}"


def footer_lines(view: Mapping[str, Any], names: Names) -> list[str]:
    """What follows the seats: the viewer's hand and its value, the last moves, whose turn."""
    lines = []
    hand = view.get("hand")
    if hand:
        value = hand_value(view, hand)
        lines.append(
            f"{_hand_label(view, names)}: {_cards(hand)}" + (f"  ({value})" if value else "")
        )
    moves = recent_actions(view, names)
    if moves:
        lines.append("last moves: " + "; ".join(moves))
    lines.append(_turn_line(view, names))
    return lines


def table_lines(view: Mapping[str, Any], names: Names) -> list[str]:
    """The table as plain lines, from ``view`` (one seat's, or the full view)."""
    lines = headline(view, names)
    widow = view["widow"]
    face = "face up" if widow["face_up"] else "face down"
    lines.append(f"widow ({face}): {_cards(widow['cards'])}")
    label = _score_label(view)
    rows = []
    for s in play_order(view):
        seat = view["seats"][s]
        marks = ("D" if s == view["dealer"] else " ") + ("*" if s == view["to_act"] else " ")
        rows.append((marks, names(s), f"{label} {_score(view, seat)}", seat["status"], seat))
    # Each column as wide as its widest cell, so a long entry (La Viuda's buyer) keeps the
    # columns straight.
    name_width = max(len(r[1]) for r in rows)
    score_width = max(len(r[2]) for r in rows)
    status_width = max(len(r[3]) for r in rows)
    for marks, name, score, status, seat in rows:
        lines.append(
            f" {marks} {name:<{name_width}}  {score:<{score_width}}  {status:<{status_width}}"
            f"  {_cards(seat['hand'])}"
        )
    return lines + footer_lines(view, names)


def _styled_cards(cards: Sequence[str]) -> Text:
    text = Text()
    for i, card in enumerate(cards):
        if i:
            text.append(" ")
        if card == "??":
            text.append("??", style="dim")
            continue
        parsed = parse_card(card)
        text.append(parsed.pretty(), style="bold red" if parsed.is_red else "bold")
    return text


def seat_table(view: Mapping[str, Any], names: Names) -> Table:
    """The seats and the widow as a rich table (for a terminal), from ``view``; the lines of
    :func:`headline` and :func:`footer_lines` go above and below it."""
    widow = view["widow"]
    table = Table(caption="D: dealer, *: to play", caption_justify="left")
    table.add_column("")
    table.add_column("seat")
    table.add_column(_score_label(view), justify="right")
    table.add_column("status")
    table.add_column("cards")
    for s in play_order(view):
        seat = view["seats"][s]
        marks = ("D" if s == view["dealer"] else "") + ("*" if s == view["to_act"] else "")
        table.add_row(
            marks, names(s), _score(view, seat), seat["status"], _styled_cards(seat["hand"])
        )
    table.add_row(
        "",
        "widow",
        "",
        "face up" if widow["face_up"] else "face down",
        _styled_cards(widow["cards"]),
    )
    return table


def _standing(outcome: Mapping[str, Any], seat: Mapping[str, Any]) -> list[tuple[str, str]]:
    """What a seat's result is measured in: points (stripped La Viuda), lives (Whisky Poker's
    lives game: no money changes hands) or chips and money. Before the end of a La Viuda match
    the money is not decided yet: what each player has paid in is shown instead."""
    if "points" in seat:
        return [("points", str(seat["points"]))]
    if outcome.get("counts") == "cards":
        # War counts the cards each player holds; no money changes hands.
        return [("cards", str(seat["chips"]))]
    if outcome.get("scoring") == "lives":
        return [("lives", str(seat["chips"]))]
    if not outcome.get("over") and "paid" in seat:
        return [("chips", str(seat["chips"])), ("paid in", str(seat["paid"]))]
    return [("chips", str(seat["chips"])), ("money", f"{seat['money']:+d}")]


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
    name_width = max(len(name) for _, name, _ in rows)
    columns = max(len(cells) for _, _, cells in rows)
    widths = [max(len(cells[i]) for _, _, cells in rows if i < len(cells)) for i in range(columns)]
    lines = ["final result:" if over else "result so far:"]
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
            return [f"money at stake: {stakes}, all of it to the last player left"]
        return _unwon_lines(outcome)
    lines = []
    winners = outcome.get("winners") or []
    if winners:
        lines.append(f"{'winner' if len(winners) == 1 else 'winners'}: {names.seats(winners)}")
    losers = outcome.get("losers") or []
    if len(losers) == 1:
        lines.append(
            names.verb(
                losers[0],
                "loses the match and buys the whisky",
                "lose the match and buy the whisky",
            )
        )
    elif losers:
        lines.append(f"{names.seats(losers)} lose the match and share the cost of the whisky")
    if losers and not winners:
        lines.append("nobody wins: every player lost their last life in the same deal")
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
    where = "pool" if outcome.get("scoring") in ("pool", "stakes") else "pot"
    return [
        f"in the {where}: {_chips(pool)}, won by nobody yet (the money above counts them as"
        " paid in)"
    ]


def outcome_table(outcome: Mapping[str, Any], names: Names) -> Table:
    """The outcome as a rich table (placings only once the match is over)."""
    over = bool(outcome.get("over"))
    table = Table(title="final result" if over else "result so far")
    if over:
        table.add_column("place", justify="right")
    table.add_column("seat")
    seats = _placed(outcome) if over else _in_order(outcome, names)
    for label, _ in _standing(outcome, seats[0]):
        table.add_column(label, justify="right")
    for seat in seats:
        values = [value for _, value in _standing(outcome, seat)]
        place = [str(seat["placing"])] if over else []
        table.add_row(*place, names(seat["seat"]), *values)
    return table
