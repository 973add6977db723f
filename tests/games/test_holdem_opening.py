"""Hold'em's new states start as copies of the game's opening position (the match before its
first deal) and only deal: they must equal matches whose first hand is started the long way,
as every later hand is, and leave the opening position as it was."""

from __future__ import annotations

import random

import pytest

from widow import load_game
from widow.engine.betting.match import start_match
from widow.engine.chance import Chance
from widow.engine.core import State, _counted
from widow.games.holdem.rules import Holdem, HoldemState

SETTINGS = [
    ("holdem", 2, {}),
    ("holdem", 3, {"ante": 1, "hands": 3}),
    ("holdem", 4, {"betting": "limit", "hands": 2}),
    ("holdem", 3, {"stacks": "1,2,40", "hands": 4}),
    ("holdem", 2, {"stacks": "1,2", "hands": 3}),  # blinds all-in: the board is run out at once
    ("holdem", 2, {"small_blind": 0, "big_blind": 0, "ante": 2}),
    ("pineapple", 3, {"variant": "crazy-hi-lo", "hands": 2}),
]


def started_the_long_way(game: Holdem, seed: int) -> HoldemState:
    state = HoldemState.__new__(HoldemState)
    State.__init__(state, game, Chance(seed))
    state.variant = game.variant
    start_match(state, list(game.stakes))
    state.rebought = [0] * game.players
    state._start_hand([])
    # As every state a game makes: its setup's events counted, for the log's numbers.
    return _counted(state)


@pytest.mark.parametrize(("name", "players", "options"), SETTINGS)
def test_new_states_equal_matches_started_the_long_way(
    name: str, players: int, options: dict[str, object]
) -> None:
    game = load_game(name, players=players, **options)
    assert isinstance(game, Holdem)
    opening = game._opening.full_view()
    rng = random.Random(7)
    for seed in range(40):
        state, reference = game.new_state(seed), started_the_long_way(game, seed)
        assert isinstance(state, HoldemState)
        while True:
            assert state.full_view() == reference.full_view()
            assert state.log_events == reference.log_events
            assert state.chance.log == reference.chance.log
            if state.is_over:
                break
            legal = state.legal_actions()
            assert [str(a) for a in legal] == [str(a) for a in reference.legal_actions()]
            action = legal[rng.randrange(len(legal))]
            assert state.apply(action) == reference.apply(str(action))
    assert game._opening.full_view() == opening
