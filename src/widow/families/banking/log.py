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

from widow.i18n import N_

# Every sentence is a message id of the catalogue (N_), filled in English here; the front ends
# say the line in the reader's language (widow.i18n.Translator.sentence).

Data = Mapping[str, Any]


Sentence = Callable[[Data], str]


def who(data: Data) -> str:
    """The seat an event is about, in words (``the table`` when it names none)."""
    seat = data.get("seat")
    return N_("the table") if seat is None else N_("seat {seat}").format(seat=seat)


def in_words(sentences: Mapping[str, Sentence], data: Data) -> str:
    """``data`` (an event as its viewer receives it) in words, by the sentence ``sentences``
    gives for its type; a type without one reads as its seat and its type.

    >>> in_words({}, {"type": "shrugged", "seat": 2})
    'seat 2: shrugged'
    """
    make = sentences.get(str(data["type"]))
    if make is None:
        return N_("{seat}: {action}").format(seat=who(data), action=data["type"])
    return make(data)


#: Suits as the events write them (a letter) and in words.
_SUIT_NAMES = {"c": N_("clubs"), "d": N_("diamonds"), "h": N_("hearts"), "s": N_("spades")}


def _suit(letter: str) -> str:
    """A suit's letter in words (Horse Race's horses are the suits).

    >>> _suit("h"), _suit("x")
    ('hearts', 'x')
    """
    return _SUIT_NAMES.get(str(letter).lower(), str(letter))


def _seats(seats: list[int]) -> str:
    return ", ".join(N_("seat {seat}").format(seat=s) for s in seats)


def _turned(e: Data) -> str:
    if e["down"]:
        return N_("{seat} puts {n} cards face down and turns {card}").format(
            seat=who(e), n=e["down"], card=e["up"]
        )
    return N_("{seat} turns {card}").format(seat=who(e), card=e["up"])


def _war(e: Data) -> str:
    if e["standing"]:
        return N_("war between {seats}; {standing} stand on their last card").format(
            seats=_seats(e["seats"]), standing=_seats(e["standing"])
        )
    return N_("war between {seats}").format(seats=_seats(e["seats"]))


def _payment(e: Data) -> str:
    if e["to"] is None:
        return N_("{seat} pays {amount} to the side pot ({why})").format(
            seat=who(e), amount=e["amount"], why=e["why"]
        )
    return N_("{seat} pays {amount} to {to} ({why})").format(
        seat=who(e), amount=e["amount"], to=N_("seat {seat}").format(seat=e["to"]), why=e["why"]
    )


def _card_or_one(card: str) -> str:
    """A card as its viewer may know it: hidden from them, it is just ``a card``.

    >>> _card_or_one("Kd"), _card_or_one("??")
    ('Kd', 'a card')
    """
    return N_("a card") if card == "??" else card


def _drew(e: Data) -> str:
    if e["card"] == "??":
        return N_("{seat} draws from the stock").format(seat=who(e))
    return N_("{seat} draws {card} from the stock").format(seat=who(e), card=e["card"])


#: The words for the events several of these games share (``widow.engine.draw_events``).
SHARED_SENTENCES: dict[str, Sentence] = {
    "drew": _drew,
    "took": lambda e: N_("{seat} takes {card} from the discard pile").format(
        seat=who(e), card=e["card"]
    ),
    "discarded": lambda e: N_("{seat} discards {card}").format(seat=who(e), card=e["card"]),
    "payment": _payment,
    "match-over": lambda e: N_("the match is over"),
}


def _shown(e: Data) -> str:
    shown = N_("{seat}: {cards} = {n}")
    hands = "; ".join(
        shown.format(seat=N_("seat {seat}").format(seat=s), cards=" ".join(cards), n=n)
        for s, cards, n in e["hands"]
    )
    return N_("hands shown: {hands}").format(hands=hands)


def _turn(e: Data) -> str:
    line = N_("turn {n}: {loser} loses, {winner} wins")
    if e["hoc"] and e["split"]:
        line = N_("turn {n}: {loser} loses, {winner} wins, hoc {hoc} (a split)")
    elif e["hoc"]:
        line = N_("turn {n}: {loser} loses, {winner} wins, hoc {hoc}")
    elif e["split"]:
        line = N_("turn {n}: {loser} loses, {winner} wins (a split)")
    return line.format(n=e["number"], loser=e["loser"], winner=e["winner"], hoc=e["hoc"])


def _bet_changed(e: Data) -> str:
    if e["units"] > 0:
        bets = N_("{seat} bets a unit on {place} coppered") if e["copper"] else None
        bets = bets or N_("{seat} bets a unit on {place}")
    else:
        bets = N_("{seat} takes back the bet on {place} coppered") if e["copper"] else None
        bets = bets or N_("{seat} takes back the bet on {place}")
    return bets.format(seat=who(e), place=e["position"])


def _settled(e: Data) -> str:
    if "net" in e:
        if not e["net"]:
            return N_("{seat} breaks even").format(seat=who(e))
        won = N_("{seat} wins {amount}") if e["net"] > 0 else N_("{seat} loses {amount}")
        return won.format(seat=who(e), amount=abs(e["net"]))
    return N_("{seat}'s bet on {place}: {result} ({signed})").format(
        seat=who(e), place=e["position"], result=e["result"], signed=format(e["amount"], "+d")
    )


_SENTENCES: dict[str, Sentence] = {
    **SHARED_SENTENCES,
    "turned": _turned,
    "war": _war,
    "forfeited": lambda e: N_("{seat} cannot fight the war and gives up {n} cards").format(
        seat=who(e), n=e["cards"]
    ),
    "battle-won": lambda e: N_("{seat} takes {n} cards and holds {pile}").format(
        seat=who(e), n=e["cards"], pile=e["pile"]
    ),
    "deadlock": lambda e: N_("nobody can go on with the war: {seats} take cards back").format(
        seats=_seats(e["seats"])
    ),
    "out": lambda e: N_("{seat} is out of cards").format(seat=who(e)),
    "farmer-chosen": lambda e: N_(
        "{seat} is dealt the six of hearts and is the first farmer"
    ).format(seat=who(e)),
    "anted": lambda e: N_("everyone antes {amount}; the middle holds {pool}").format(
        amount=e["amount"], pool=e["pool"]
    ),
    "dealt-down": lambda e: N_("{seat} is dealt {what} face down").format(
        seat=who(e), what=_card_or_one(e["card"])
    ),
    "hit": lambda e: N_("{seat} takes {card}").format(seat=who(e), card=e["card"]),
    "stayed": lambda e: N_("{seat} stays").format(seat=who(e)),
    "hands-shown": _shown,
    "farm-won": lambda e: N_("{seat} takes the farm of {amount} ({rule})").format(
        seat=who(e), amount=e["amount"], rule=e["rule"]
    ),
    "side-pot-shared": lambda e: N_("{seats} share the side pot, {each} each").format(
        seats=_seats(e["seats"]), each=e["each"]
    ),
    "farm-shared": lambda e: N_("the farm left over is shared, {each} each").format(each=e["each"]),
    "layout": lambda e: N_("the track is {cards}").format(cards=" ".join(e["cards"])),
    "quoted": lambda e: N_("the banker offers {odds} on {suit}").format(
        odds=odds_words(e["odds"]), suit=_suit(e["suit"])
    ),
    "bet": lambda e: (
        _bet_changed(e)
        if "units" in e
        else N_("{seat} bets {amount} on {suit}").format(
            seat=who(e), amount=e["amount"], suit=_suit(e["suit"])
        )
    ),
    "done": lambda e: N_("{seat} is done betting").format(seat=who(e)),
    "race": lambda e: N_("the race: {cards}; {suit} win").format(
        cards=" ".join(e["cards"]), suit=_suit(e["winner"])
    ),
    "settled": _settled,
    "soda": lambda e: N_("the soda card is {card}").format(card=e["card"]),
    "called": lambda e: N_("{seat} calls the turn {order}").format(seat=who(e), order=e["order"]),
    "passed": lambda e: N_("{seat} passes").format(seat=who(e)),
    "turn": _turn,
    "returned": lambda e: N_("{seat} gets {n} chips of bets back").format(
        seat=who(e), n=e["chips"]
    ),
}


def odds_words(odds: str) -> str:
    """Odds as a bookmaker says them: even money is ``evens``, any other price ``W-S``.

    >>> odds_words("1-1"), odds_words("6-4")
    ('evens', '6-4')
    """
    return N_("evens") if odds == "1-1" else odds


def sentence(data: Data, *, deal: str = "deal") -> str:
    """One event (its JSON form as a viewer receives it) in words; ``deal`` is what the game
    calls one of its deals (Horse Race runs races).

    >>> sentence({"type": "dealt", "deal": 2, "seats": [0, 1]}, deal="race")
    'race 2 begins'
    """
    if data["type"] == "dealt":
        begins = N_("race {deal} begins") if deal == "race" else N_("deal {deal} begins")
        if deal not in ("race", "deal"):
            begins = deal + " {deal} begins"
        return begins.format(deal=data["deal"])
    return in_words(_SENTENCES, data)
