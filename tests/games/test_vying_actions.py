"""The actions the betting and stud games declare on shared bases: chip amounts, single cards and
card lists are written and read back the same way in every one of them."""

from __future__ import annotations

import pytest

from widow.cards import CARDS, Card
from widow.engine.actions import Action, ActionParser
from widow.engine.betting.rounds import BETTING_ACTIONS, Bet, ChipsAction, RaiseTo
from widow.errors import InvalidActionError
from widow.games.anaconda.actions import PassCards, Show
from widow.games.draw_poker.actions import Draw
from widow.games.holdem.actions import DISCARDS as PINEAPPLE_DISCARDS
from widow.games.holdem.actions import Discard as PineappleDiscard
from widow.games.paiute import actions as paiute


@pytest.mark.parametrize("cls", [Bet, RaiseTo])
def test_chip_actions_write_their_verb_and_amount_and_read_back(cls: type[ChipsAction]) -> None:
    parser = ActionParser(BETTING_ACTIONS)
    for amount in (0, 7, 1200):
        action = cls(amount)
        assert str(action) == f"{cls.verb} {amount}"
        assert parser.parse(str(action)) == action
    # Bet and raise-to are different actions even for the same chips.
    assert Bet(40) != RaiseTo(40) and not isinstance(RaiseTo(40), Bet)


@pytest.mark.parametrize("words", [[], ["x"], ["1", "2"], ["-3"], ["4.5"]])
@pytest.mark.parametrize("cls", [Bet, RaiseTo])
def test_chip_actions_refuse_anything_but_one_whole_number_naming_the_verb(
    cls: type[ChipsAction], words: list[str]
) -> None:
    with pytest.raises(InvalidActionError, match=rf"^'{cls.verb}' needs one whole number"):
        cls.from_words(words)


@pytest.mark.parametrize(
    ("cls", "verb", "words"),
    [
        (PineappleDiscard, "discard", ["x" * 5000]),
        (Draw, "draw", ["2c", "x" * 5000]),
        (PassCards, "pass", ["2c", "3c", "x" * 5000]),
        (Show, "show", ["2c", "3c", "4c", "5c", "down", "x" * 5000]),
        (paiute.Discard, "discard", ["x" * 5000]),
        (paiute.CallDiscard, "call discard", ["x" * 5000]),
    ],
)
def test_an_overlong_card_word_is_refused_shortened_naming_the_verb(
    cls: type[Action], verb: str, words: list[str]
) -> None:
    # Card words go through the engine's one reader, so a hostile word is quoted cut short
    # rather than echoed back whole.
    with pytest.raises(InvalidActionError, match=rf"^in '{verb}': 'x+\.\.\.x*' is not a card$"):
        cls.from_words(words)


def test_paiute_card_actions_read_back_as_the_shared_action_for_their_card() -> None:
    for card in CARDS[:52]:
        discard = paiute.Discard.from_words([str(card)])
        call = paiute.CallDiscard.from_words([str(card)])
        assert discard is paiute.discard(card) and str(discard) == f"discard {card}"
        assert call is paiute.call_discarding(card) and str(call) == f"call discard {card}"
    assert PineappleDiscard.from_words(["qs"]) is PINEAPPLE_DISCARDS[Card.parse("Qs")]


@pytest.mark.parametrize("cls", [paiute.Discard, paiute.CallDiscard])
def test_paiute_card_actions_hold_only_cards_of_the_pack(cls: type[paiute.CardAction]) -> None:
    with pytest.raises(InvalidActionError, match=rf"^{cls.__name__}\.card must be a Card"):
        cls(5)  # type: ignore[arg-type]
    with pytest.raises(InvalidActionError, match="Paiute is played without jokers"):
        cls.from_words(["rj"])
