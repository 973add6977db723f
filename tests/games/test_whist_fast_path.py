"""Whist's fast path against the trick engine's general rule: the rank masks that list the legal
cards, the legality check that does not build the list, and apply_unchecked, over many seeded
games with and without revokes allowed."""

from __future__ import annotations

import random

import pytest

from widow import load_game
from widow.cards import CARDS
from widow.engine.tricks import TrickWon, follow_suit, play_card, trick_won


@pytest.mark.parametrize("revokes", ["enforced", "add"])
def test_legal_cards_match_the_engine_rule(revokes: str) -> None:
    """Rules, Whist: a player must follow the suit led if able (with revokes allowed, any card
    may be played). The fast listing agrees with the engine's follow_suit rule on every turn,
    and the legality check agrees with the listing for every card of the pack."""
    game = load_game("whist", players=4, revokes=revokes)
    rng = random.Random(7)
    for seed in range(6):
        state = game.new_state(seed)
        while not state.is_over:
            table = state.trick_table
            seat = table.to_play
            assert seat is not None
            expected = (
                follow_suit(table, seat) if revokes == "enforced" else sorted(table.hands[seat])
            )
            legal = state.legal_actions()
            assert legal == [play_card(c) for c in expected]
            # Checked both before and after the list exists (the check reads it when it can).
            for cached in (False, True):
                if not cached:
                    state._legal = None
                allowed = {a.card for a in legal}  # type: ignore[attr-defined]
                for card in CARDS[:52]:
                    assert state.is_legal(play_card(card)) == (card in allowed)
            state.apply_unchecked(legal[rng.randrange(len(legal))])


def test_unchecked_play_records_the_same_match() -> None:
    """apply_unchecked of listed actions and the checked apply build equal matches."""
    game = load_game("whist", players=4)
    fast, checked = game.new_state(3), game.new_state(3)
    rng = random.Random(3)
    while not fast.is_over:
        legal = fast.legal_actions()
        action = legal[rng.randrange(len(legal))]
        assert fast.apply_unchecked(action) == checked.apply(str(action))
    assert fast == checked and fast.record() == checked.record()


def test_trick_won_is_the_event_it_stands_for() -> None:
    """The quick constructor builds the same frozen event as the dataclass."""
    cards = ((0, CARDS[5]), (1, CARDS[9]))
    event = trick_won(1, 4, cards)
    assert event == TrickWon(1, 4, cards) and type(event) is TrickWon
    assert event.to_dict() == TrickWon(1, 4, cards).to_dict()
    with pytest.raises(AttributeError):
        event.trick = 5  # type: ignore[misc]
