"""The refusals of trades once the widow lies face up, shared by the spare-hand games and the
betting game built on them (one helper, each game's own wording)."""

from __future__ import annotations

import pytest

from widow.cards import Card, parse_cards
from widow.engine.actions import EXCHANGE, KNOCK, PASS, SwapOne
from widow.families.spare_hand.rules import (
    FACE_UP_WORDS,
    NO_PASS_FACE_UP,
    face_up_refusal,
    swap_refusal,
)

HANDS = [parse_cards("2c 3c 4c 5c 7d"), parse_cards("Ah Kh Qh Jh 9s")]
WIDOW = parse_cards("Ts Td 8h 6s 6d")
OTHER_WORDS = ("exchange refused here", "pass refused after the knock here")


@pytest.mark.parametrize("words", [FACE_UP_WORDS, OTHER_WORDS])
def test_face_up_refusals_use_the_games_wording(words: tuple[str, str]) -> None:
    assert face_up_refusal(EXCHANGE, 0, HANDS, WIDOW, False, words) == words[0]
    assert face_up_refusal(PASS, 0, HANDS, WIDOW, True, words) == words[1]
    # Before any knock a pass is refused in the one wording every game shares.
    assert face_up_refusal(PASS, 0, HANDS, WIDOW, False, words) == NO_PASS_FACE_UP


def test_a_swap_needs_the_given_card_in_hand_and_the_taken_card_in_the_widow() -> None:
    good = SwapOne(give=Card.parse("2c"), take=Card.parse("Ts"))
    not_held = SwapOne(give=Card.parse("Ah"), take=Card.parse("Ts"))
    not_in_widow = SwapOne(give=Card.parse("2c"), take=Card.parse("Ks"))
    assert swap_refusal(0, HANDS[0], WIDOW, good) is None
    assert swap_refusal(0, HANDS[0], WIDOW, not_held) == "seat 0 does not hold Ah"
    assert swap_refusal(0, HANDS[0], WIDOW, not_in_widow) == "the widow does not hold Ks"
    assert face_up_refusal(not_held, 0, HANDS, WIDOW, False) == "seat 0 does not hold Ah"
    # Nothing to say about a legal swap or a move this check does not cover.
    assert face_up_refusal(good, 0, HANDS, WIDOW, False) is None
    assert face_up_refusal(KNOCK, 0, HANDS, WIDOW, False) is None
