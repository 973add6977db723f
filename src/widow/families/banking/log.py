"""Events of War, Farmer, Horse Race and Faro as short sentences, for the table description's log,
and the words for the events that Tonk and Paiute share with them (draws, takes, discards,
payments).

Each sentence is built from the event as its viewer receives it (hidden cards already ``??``).

>>> sentence({"type": "turned", "seat": 1, "up": "9c", "down": 3})
'seat 1 puts 3 cards face down and turns 9c'
>>> sentence({"type": "hit", "seat": 0, "card": "Kd"})
'seat 0 takes Kd'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

Data = Mapping[str, Any]


Sentence = Callable[[Data], str]


def who(data: Data) -> str:
    """The seat an event is about, in words (``the table`` when it names none)."""
    seat = data.get("seat")
    return "the table" if seat is None else f"seat {seat}"


def in_words(sentences: Mapping[str, Sentence], data: Data) -> str:
    """``data`` (an event as its viewer receives it) in words, by the sentence ``sentences``
    gives for its type; a type without one reads as its seat and its type.

    >>> in_words({}, {"type": "shrugged", "seat": 2})
    'seat 2: shrugged'
    """
    make = sentences.get(str(data["type"]))
    return f"{who(data)}: {data['type']}" if make is None else make(data)


#: Suits as the events write them (a letter) and in words.
_SUIT_NAMES = {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"}


def _suit(letter: str) -> str:
    """A suit's letter in words (Horse Race's horses are the suits).

    >>> _suit("h"), _suit("x")
    ('hearts', 'x')
    """
    return _SUIT_NAMES.get(str(letter).lower(), str(letter))


def _seats(seats: list[int]) -> str:
    return ", ".join(f"seat {s}" for s in seats)


def _turned(e: Data) -> str:
    if e["down"]:
        return f"{who(e)} puts {e['down']} cards face down and turns {e['up']}"
    return f"{who(e)} turns {e['up']}"


def _war(e: Data) -> str:
    stand = f"; {_seats(e['standing'])} stand on their last card" if e["standing"] else ""
    return f"war between {_seats(e['seats'])}{stand}"


def _payment(e: Data) -> str:
    to = "the side pot" if e["to"] is None else f"seat {e['to']}"
    return f"{who(e)} pays {e['amount']} to {to} ({e['why']})"


def _card_or_one(card: str) -> str:
    """A card as its viewer may know it: hidden from them, it is just ``a card``.

    >>> _card_or_one("Kd"), _card_or_one("??")
    ('Kd', 'a card')
    """
    return "a card" if card == "??" else card


def _drew(e: Data) -> str:
    if e["card"] == "??":
        return f"{who(e)} draws from the stock"
    return f"{who(e)} draws {e['card']} from the stock"


#: The words for the events several of these games share (``widow.engine.draw_events``).
SHARED_SENTENCES: dict[str, Sentence] = {
    "drew": _drew,
    "took": lambda e: f"{who(e)} takes {e['card']} from the discard pile",
    "discarded": lambda e: f"{who(e)} discards {e['card']}",
    "payment": _payment,
    "match-over": lambda e: "the match is over",
}


def _shown(e: Data) -> str:
    hands = "; ".join(f"seat {s}: {' '.join(cards)} = {n}" for s, cards, n in e["hands"])
    return f"hands shown: {hands}"


def _turn(e: Data) -> str:
    hoc = f", hoc {e['hoc']}" if e["hoc"] else ""
    split = " (a split)" if e["split"] else ""
    return f"turn {e['number']}: {e['loser']} loses, {e['winner']} wins{hoc}{split}"


def _bet_changed(e: Data) -> str:
    copper = " coppered" if e["copper"] else ""
    if e["units"] > 0:
        return f"{who(e)} bets a unit on {e['position']}{copper}"
    return f"{who(e)} takes back the bet on {e['position']}{copper}"


def _settled(e: Data) -> str:
    if "net" in e:
        if not e["net"]:
            return f"{who(e)} breaks even"
        return f"{who(e)} {'wins' if e['net'] > 0 else 'loses'} {abs(e['net'])}"
    return f"{who(e)}'s bet on {e['position']}: {e['result']} ({e['amount']:+d})"


_SENTENCES: dict[str, Sentence] = {
    **SHARED_SENTENCES,
    "turned": _turned,
    "war": _war,
    "forfeited": lambda e: f"{who(e)} cannot fight the war and gives up {e['cards']} cards",
    "battle-won": lambda e: f"{who(e)} takes {e['cards']} cards and holds {e['pile']}",
    "deadlock": lambda e: f"nobody can go on with the war: {_seats(e['seats'])} take cards back",
    "out": lambda e: f"{who(e)} is out of cards",
    "farmer-chosen": lambda e: f"{who(e)} is dealt the six of hearts and is the first farmer",
    "anted": lambda e: f"everyone antes {e['amount']}; the middle holds {e['pool']}",
    "dealt-down": lambda e: f"{who(e)} is dealt {_card_or_one(e['card'])} face down",
    "hit": lambda e: f"{who(e)} takes {e['card']}",
    "stayed": lambda e: f"{who(e)} stays",
    "hands-shown": _shown,
    "farm-won": lambda e: f"{who(e)} takes the farm of {e['amount']} ({e['rule']})",
    "side-pot-shared": lambda e: f"{_seats(e['seats'])} share the side pot, {e['each']} each",
    "farm-shared": lambda e: f"the farm left over is shared, {e['each']} each",
    "layout": lambda e: f"the track is {' '.join(e['cards'])}",
    "quoted": lambda e: f"the banker offers {odds_words(e['odds'])} on {_suit(e['suit'])}",
    "bet": lambda e: (
        _bet_changed(e) if "units" in e else f"{who(e)} bets {e['amount']} on {_suit(e['suit'])}"
    ),
    "done": lambda e: f"{who(e)} is done betting",
    "race": lambda e: f"the race: {' '.join(e['cards'])}; {_suit(e['winner'])} win",
    "settled": _settled,
    "soda": lambda e: f"the soda card is {e['card']}",
    "called": lambda e: f"{who(e)} calls the turn {e['order']}",
    "passed": lambda e: f"{who(e)} passes",
    "turn": _turn,
    "returned": lambda e: f"{who(e)} gets {e['chips']} chips of bets back",
}


def odds_words(odds: str) -> str:
    """Odds as a bookmaker says them: even money is ``evens``, any other price ``W-S``.

    >>> odds_words("1-1"), odds_words("6-4")
    ('evens', '6-4')
    """
    return "evens" if odds == "1-1" else odds


def sentence(data: Data, *, deal: str = "deal") -> str:
    """One event (its JSON form as a viewer receives it) in words; ``deal`` is what the game
    calls one of its deals (Horse Race runs races).

    >>> sentence({"type": "dealt", "deal": 2, "seats": [0, 1]}, deal="race")
    'race 2 begins'
    """
    if data["type"] == "dealt":
        return f"{deal} {data['deal']} begins"
    return in_words(_SENTENCES, data)
