"""The rules in words (``widow rules GAME``, the options' help) say what the engine does."""

from __future__ import annotations

import re

import pytest
from spare_hand_support import make, play

from widow.games import game_class, rules_text

GAMES = ["whisky-poker", "la-viuda"]


@pytest.mark.parametrize("game", GAMES)
def test_pass_after_knock_off_binds_phase_two_only(game: str) -> None:
    # Open case, option pass_after_knock=false: after a knock a player in phase 2 must swap (one
    # card or all five), while a player still in phase 1 keeps the choice of pass or exchange.
    # The rules text and the option's help say exactly that.
    state = make(game, 3, dealer=0, pass_after_knock="false")
    play(state, "knock")
    assert state.phase == "1"
    assert {"pass", "exchange"} <= {str(a) for a in state.legal_actions()}
    play(state, "exchange")
    legal = {str(a) for a in state.legal_actions()}
    assert state.phase == "2" and "pass" not in legal and "swap all" in legal
    text = " ".join(rules_text(game).split())
    assert "still in phase 1 may" in text
    assert "must be an exchange" not in text and "an exchange." not in text
    assert re.search(r"pass_after_knock.{0,200}?false.{0,80}?\ba swap\b", text)
    help_text = " ".join((game_class(game).options_class.__doc__ or "").split())
    assert "A player still in phase 1 may always pass" in help_text
