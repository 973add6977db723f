"""The trade moves of the spare-hand family, built once by ``face_down_trades`` and
``face_up_trades`` (Whiskey Poker played for pots reads them there) and inline by the family's own
state for speed: both must list the same moves in the same order, whatever the hands."""

from __future__ import annotations

import random

from widow.families.spare_hand.rules import (
    PHASE_ONE,
    PHASE_TWO,
    SpareHandState,
    face_down_trades,
    face_up_trades,
)
from widow.games import load_game


def test_the_inline_legal_moves_agree_with_the_family_s_trade_lists() -> None:
    rng = random.Random(7)
    checked = {PHASE_ONE: 0, PHASE_TWO: 0}
    for game_name, options in (
        ("la-viuda", {}),
        ("whisky-poker", {}),
        ("whisky-poker", {"pass_after_knock": False}),
    ):
        game = load_game(game_name, players=4, **options)
        for seed in range(12):
            state = game.new_state(seed=seed)
            assert isinstance(state, SpareHandState)
            while not state.is_over and checked[PHASE_ONE] + checked[PHASE_TWO] < 400:
                seat = state.to_act
                knocked = state.knocker is not None
                if state.phase == PHASE_ONE:
                    assert state.legal_actions() == face_down_trades(knocked)
                    checked[PHASE_ONE] += 1
                elif state.phase == PHASE_TWO and seat is not None:
                    after_knock = bool(game.options.pass_after_knock)
                    expected = face_up_trades(
                        state.hands[seat],
                        state.widow,
                        knocked=knocked,
                        pass_after_knock=after_knock,
                    )
                    assert state.legal_actions() == expected
                    checked[PHASE_TWO] += 1
                state.apply(rng.choice(state.legal_actions()))
    # Both phases were met often enough for the comparison to mean something.
    assert min(checked.values()) >= 20
