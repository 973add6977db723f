"""Cards: text forms, the integer encoding, hands and decks."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from widow.cards import (
    BLACK_JOKER,
    CARDS,
    RED_JOKER,
    Card,
    Rank,
    Suit,
    deck_spec,
    format_cards,
    index,
    joker_deck,
    parse_card,
    parse_cards,
    standard_deck,
    stripped_deck,
)
from widow.errors import InvalidCardError, InvalidOptionError


def test_encoding_is_four_times_rank_plus_suit() -> None:
    for rank_index, rank_char in enumerate("23456789TJQKA"):
        for suit_index, suit_char in enumerate("cdhs"):
            assert index(rank_char + suit_char) == 4 * rank_index + suit_index
    assert index("XR") == RED_JOKER == 52
    assert index("XB") == BLACK_JOKER == 53


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("As", "As"),
        ("as", "As"),
        ("AS", "As"),
        ("Td", "Td"),
        ("10d", "Td"),
        ("tD", "Td"),
        ("A♠", "As"),
        ("K♥", "Kh"),
        ("q♦", "Qd"),
        ("2♣", "2c"),
        ("J♡", "Jh"),
        ("9♤", "9s"),
        ("xr", "XR"),
        ("RJ", "XR"),
        ("bj", "XB"),
    ],
)
def test_text_forms(text: str, expected: str) -> None:
    assert str(parse_card(text)) == expected


@pytest.mark.parametrize("token", ["1h", "Ax", "11s", "", "10", "Jokers", "A♠♠"])
def test_bad_card_names_the_token(token: str) -> None:
    with pytest.raises(InvalidCardError, match=repr(token)):
        parse_card(token)


def test_hand_separators_and_cards_written_together() -> None:
    expected = parse_cards("As Ks Qs Js Ts")
    assert parse_cards("As,Ks, Qs  Js\tTs") == expected
    assert parse_cards("AsKsQsJs10s") == expected
    assert parse_cards(["As", 47, Card.parse("Qs"), "J♠", "10s"]) == expected


def test_bad_token_in_a_hand_is_named() -> None:
    with pytest.raises(InvalidCardError, match="'Qz'"):
        parse_cards("As Ks Qz")


def test_repeated_card_is_an_error_unless_allowed() -> None:
    with pytest.raises(InvalidCardError, match="'Ks' appears twice"):
        parse_cards("As Ks 7d ks")
    assert len(parse_cards("As As", allow_repeats=True)) == 2


def test_card_properties() -> None:
    ace = Card.parse("As")
    assert ace.rank is Rank.ACE and ace.suit is Suit.SPADES and not ace.is_red
    heart = Card.of(Rank.TEN, Suit.HEARTS)
    for rank, suit in ((13, 0), (12, 4), (-1, 0)):
        with pytest.raises(InvalidCardError, match=f"no card has rank {rank} and suit {suit}"):
            Card.of(rank, suit)
    assert str(heart) == "Th" and heart.is_red and heart.pretty() == "T♥"
    red, black = CARDS[RED_JOKER], CARDS[BLACK_JOKER]
    assert red.is_joker and red.is_red and red.rank is None and red.suit is None
    assert black.is_joker and not black.is_red


def test_card_index_range_is_checked() -> None:
    with pytest.raises(InvalidCardError, match="54"):
        Card(54)
    with pytest.raises(InvalidCardError):
        Card(-1)
    for not_an_index in (True, 3.0, None):
        with pytest.raises(InvalidCardError, match=repr(not_an_index)):
            Card(not_an_index)  # type: ignore[arg-type]


def test_cards_from_numpy_integers() -> None:
    # Batch rows hold numpy integers; a row can be passed on as a hand.
    row = np.array([51, 47, 43], dtype=np.int8)
    assert parse_cards(row) == parse_cards("As Ks Qs")
    assert Card(np.int64(52)) is CARDS[RED_JOKER]


@given(st.lists(st.integers(0, 53), unique=True, max_size=12))
def test_text_round_trip(indices: list[int]) -> None:
    text = format_cards(indices)
    assert [int(c) for c in parse_cards(text)] == indices
    pretty = format_cards(indices, pretty=True).replace("🃏", "X")
    assert [int(c) for c in parse_cards(pretty)] == indices


def test_decks() -> None:
    assert len(standard_deck()) == 52
    assert len(joker_deck(2)) == 54 and RED_JOKER in joker_deck(1).cards
    assert BLACK_JOKER not in joker_deck(1).cards
    assert deck_spec("jokers").cards == joker_deck(2).cards
    with pytest.raises(InvalidOptionError, match="valid: standard, jokers"):
        deck_spec("tarot")


def test_stripped_pack_grows_one_rank_per_extra_player() -> None:
    # La Viuda, Variations: A-K-Q-J-10 for two players, one more rank for each extra player.
    two = stripped_deck(2)
    assert {c.rank for c in two} == {Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN}
    assert len(two) == 20
    seven = stripped_deck(7)
    assert len(seven) == 40
    assert min(c.rank for c in seven if c.rank is not None) == Rank.FIVE
    for players in range(2, 10):
        assert len(stripped_deck(players + 1)) == len(stripped_deck(players)) + 4
