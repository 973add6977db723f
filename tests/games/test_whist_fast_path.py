"""Whist's fast path against the trick engine's general rule: the rank masks that list the legal
cards, the legality check that does not build the list, and apply_unchecked, over many seeded
games with and without revokes allowed."""

from __future__ import annotations

import random
from typing import Any

import pytest

from widow import load_game
from widow.cards import CARDS
from widow.engine.tricks.play import Trick, TrickWon, follow_suit, play_card, trick_won


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


def test_every_way_of_applying_records_each_card_once() -> None:
    """apply_unchecked, the checked apply of an action, of its text and with the seat named
    (State.apply's own path) give the same events and the same history, one entry a card."""
    game = load_game("whist", players=4)
    states = [game.new_state(5) for _ in range(4)]
    rng = random.Random(5)
    while not states[0].is_over:
        legal = states[0].legal_actions()
        action = legal[rng.randrange(len(legal))]
        seat = states[0].to_act
        events = [
            states[0].apply_unchecked(action),
            states[1].apply(action),
            states[2].apply(str(action)),
            states[3].apply(action, seat=seat),
        ]
        assert all(e == events[0] for e in events)
    histories = [s.history for s in states]
    assert all(h == histories[0] for h in histories)
    assert all(s.record() == states[0].record() for s in states)


def test_a_new_trick_is_the_trick_it_stands_for() -> None:
    """The trick the table starts by filling its slots equals one built by the dataclass."""
    game = load_game("whist", players=4)
    state: Any = game.new_state(1)
    rng = random.Random(1)
    while len(state.trick_table.tricks) < 2:
        legal = state.legal_actions()
        state.apply_unchecked(legal[rng.randrange(len(legal))])
    table = state.trick_table
    assert table.current == Trick(table.tricks[-1].winner, [])
    assert type(table.current) is Trick
