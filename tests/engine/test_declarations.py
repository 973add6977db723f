"""Declaring actions and events: the class decorators, the shared card words, the card count."""

from __future__ import annotations

import dataclasses
import importlib
import inspect
from collections.abc import Sequence

import pytest

from widow.cards import CARDS, Card
from widow.engine.actions import Action, ActionParser, SwapOne, action_kind, card_words
from widow.engine.counting import hand_count, pip_count
from widow.engine.draw_events import DrewStock
from widow.engine.events import Event, event_kind
from widow.errors import InvalidActionError
from widow.games import GAMES


def test_an_event_kind_is_a_frozen_slotted_event_with_its_type_and_hidden_fields() -> None:
    @event_kind("peeked", hidden={"card"})
    class Peeked(Event):
        card: Card
        note: str

    event = Peeked(2, Card.parse("Qs"), "under the box")
    assert dataclasses.is_dataclass(event) and not hasattr(event, "__dict__")
    with pytest.raises(dataclasses.FrozenInstanceError):
        event.note = "changed"  # type: ignore[misc]
    assert event.to_dict() == {"type": "peeked", "seat": 2, "card": "Qs", "note": "under the box"}
    assert event.for_seat(0) == {"type": "peeked", "seat": 2, "card": "??", "note": "under the box"}
    assert event.for_seat(2) == event.to_dict()
    # The defaults of the base stay the base's: declaring one kind changes no other class.
    assert Event.type == "event" and Event.hidden == frozenset()


def test_an_action_kind_is_a_frozen_slotted_action_that_parses_back() -> None:
    @action_kind("tip", "tip N: leave N chips for the dealer")
    class Tip(Action):
        """Leave chips for the dealer."""

        chips: int

        def __str__(self) -> str:
            return f"tip {self.chips}"

        @classmethod
        def from_words(cls, words: Sequence[str]) -> Action:
            return cls(int(words[0]))

    tip = ActionParser([Tip]).parse("TIP 3")
    assert tip == Tip(3) and str(tip) == "tip 3" and not hasattr(tip, "__dict__")
    assert (Tip.verb, Tip.usage) == ("tip", "tip N: leave N chips for the dealer")
    assert Tip.__doc__ == "Leave chips for the dealer."
    with pytest.raises(dataclasses.FrozenInstanceError):
        tip.chips = 4  # type: ignore[misc]


def _declared(base: type) -> list[type]:
    found: dict[str, type] = {}
    modules = ["widow.engine.events", "widow.engine.draw_events", "widow.engine.actions"]
    for name in GAMES.values():
        package = name.split(":")[0].rsplit(".", 1)[0]
        modules += [f"{package}.events", f"{package}.actions"]
    for module_name in modules:
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError:
            continue
        for value in vars(module).values():
            if inspect.isclass(value) and issubclass(value, base) and value is not base:
                found[f"{value.__module__}.{value.__qualname__}"] = value
    return list(found.values())


def test_every_event_and_action_class_is_a_frozen_slotted_dataclass() -> None:
    """Whether declared with the decorators or spelled out, every event and action is immutable
    and slotted (records, replays and the interned action tables rely on it)."""
    events, actions = _declared(Event), _declared(Action)
    assert DrewStock in events and SwapOne in actions
    for cls in (*events, *actions):
        if not dataclasses.is_dataclass(cls):
            continue  # a shared base that is not a dataclass itself
        assert cls.__dataclass_params__.frozen, cls  # type: ignore[attr-defined]
        assert "__slots__" in vars(cls), cls
    for cls in events:
        assert cls.type != "event", f"{cls.__qualname__} has no type of its own"


def test_card_words_checks_every_length_before_reading_any_card() -> None:
    # An over-long word is quoted shortened even after a word that is no card, as 'swap' did.
    with pytest.raises(InvalidActionError, match=r"^in 'swap': 'x+' is not a card$"):
        card_words("swap", ["zz", "x" * 50])
    with pytest.raises(InvalidActionError, match=r"^in 'discard': invalid card 'zz'"):
        card_words("discard", ["zz"])
    assert card_words("spread", ["as", "10h", "2C"]) == tuple(
        Card.parse(c) for c in ("As", "Th", "2c")
    )


def test_pip_count_against_the_rank_letters() -> None:
    """Ace one, court cards (and tens) ten, the others their number, read off each card's text."""
    for card in CARDS[:52]:
        letter = str(card)[0]
        expected = 1 if letter == "A" else 10 if letter in "TJQK" else int(letter)
        assert pip_count(card) == expected, card
    assert hand_count(CARDS[:52]) == 4 * (1 + sum(range(2, 10)) + 4 * 10)


def test_farmer_and_tonk_count_with_the_shared_pip_count() -> None:
    farmer = importlib.import_module("widow.games.farmer.rules")
    melds = importlib.import_module("widow.games.tonk.melds")
    assert farmer.card_value is pip_count and melds.card_points is pip_count
    assert farmer.count is hand_count and melds.hand_total is hand_count


def _tonk_hit(spread: object) -> Action:
    from widow.games.tonk.actions import Hit

    return Hit(Card.parse("9h"), spread)  # type: ignore[arg-type]


def _to_pile(number: object) -> Action:
    from widow.games.dictated_strategy.rules import MAX_PILES, ToPile

    assert MAX_PILES == 12
    return ToPile(number)  # type: ignore[arg-type]


def _place(row: object, column: object) -> Action:
    from widow.families.dictation.grid import Place

    return Place(row, column)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("make", "owner", "low", "high"),
    [
        (_tonk_hit, "Hit.spread", 1, 17),
        (_to_pile, "ToPile.number", 1, 12),
        (lambda v: _place(v, 1), "Place.row", 1, 5),
        (lambda v: _place(1, v), "Place.column", 1, 5),
    ],
)
def test_numbered_action_fields_refuse_flags_and_numbers_out_of_range(
    make: object, owner: str, low: int, high: int
) -> None:
    # Actions built in code skip the parser, so each numbered field checks itself on creation,
    # through the engine's one check, naming the class and field and the range allowed.
    assert callable(make)
    make(low)
    make(high)
    for bad in (low - 1, high + 1, True, "1"):
        expected = rf"^{owner} must be a whole number from {low} to {high}, not "
        with pytest.raises(InvalidActionError, match=expected):
            make(bad)


def test_one_card_plays_and_discards_read_back_as_their_shared_action() -> None:
    # PlayCard and Pineapple's Discard are one-card actions of the engine's kind: reading one
    # gives the very object of the legal lists, and bad words are refused the engine's way.
    from widow.engine.tricks.play import PlayCard, play_card
    from widow.games.holdem.actions import DISCARDS, Discard

    for card in CARDS[:52]:
        assert PlayCard.from_words([str(card).lower()]) is play_card(card)
        assert Discard.from_words([str(card)]) is DISCARDS[card]
    assert str(play_card(Card.parse("Td"))) == "play Td"
    assert str(DISCARDS[Card.parse("Td")]) == "discard Td"
    for cls, verb in ((PlayCard, "play"), (Discard, "discard")):
        with pytest.raises(InvalidActionError, match=rf"^'{verb}' needs one card, not 'As Kd'$"):
            cls.from_words(["As", "Kd"])
        with pytest.raises(InvalidActionError, match=rf"^in '{verb}': 'x+\.\.\.x*' is not a card$"):
            cls.from_words(["x" * 500])
