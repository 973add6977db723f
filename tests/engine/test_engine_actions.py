"""Actions: text forms that parse back, and parse errors that name the bad token."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from widow.cards import CARDS, Card
from widow.engine.actions import (
    BUY,
    DECLINE,
    EXCHANGE,
    KNOCK,
    PASS,
    SWAP_ALL,
    ActionParser,
    Buy,
    Decline,
    Exchange,
    Knock,
    Pass,
    SwapAll,
    SwapOne,
    swap_one,
)
from widow.errors import InvalidActionError

PARSER = ActionParser([Pass, Exchange, Knock, SwapOne, SwapAll, Buy, Decline])


@pytest.mark.parametrize("action", [PASS, EXCHANGE, KNOCK, SWAP_ALL, BUY, DECLINE])
def test_simple_actions_round_trip(action: object) -> None:
    assert PARSER.parse(str(action)) == action
    assert PARSER.parse(str(action).upper() + "  ") == action


@given(st.sampled_from(CARDS), st.sampled_from(CARDS))
def test_swap_round_trips_for_every_pair_of_cards(give: Card, take: Card) -> None:
    action = SwapOne(give, take)
    text = str(action)
    assert text == f"swap {give} {take}"
    parsed = PARSER.parse(text)
    assert parsed == action and parsed is swap_one(give, take)
    assert PARSER.parse(text.lower()) == action


def test_swap_accepts_other_card_spellings() -> None:
    assert str(PARSER.parse("SWAP 10h q♠")) == "swap Th Qs"


@pytest.mark.parametrize(
    ("text", "token"),
    [("fold", "'fold'"), ("swap 1h 2c", "'1h'"), ("", "empty"), ("swap Ah", "two cards")],
)
def test_bad_text_names_the_token(text: str, token: str) -> None:
    with pytest.raises(InvalidActionError, match=token):
        PARSER.parse(text)


def test_extra_words_after_a_simple_verb_refused() -> None:
    with pytest.raises(InvalidActionError, match="unexpected 'now' after 'knock'"):
        PARSER.parse("knock now")


def test_actions_are_frozen_and_hashable() -> None:
    with pytest.raises(AttributeError):
        swap_one(0, 1).give = CARDS[5]  # type: ignore[misc]
    assert len({PASS, Pass(), KNOCK, swap_one(0, 1), SwapOne(CARDS[0], CARDS[1])}) == 3
