"""What the trick games share in ``widow.engine.tricks``: naming trump, the frame of a move, the
end of a match played for chips, and the table drawn from a view that lists every seat."""

from __future__ import annotations

import random

import pytest

from widow.engine.actions import ActionParser
from widow.engine.core import State
from widow.engine.events import MatchOver
from widow.engine.tricks.actions import SUIT_WORDS, TRUMPS
from widow.errors import InvalidActionError
from widow.games import load_game
from widow.games.bid_whist import actions as bid_whist_actions
from widow.games.preference import actions as preference_actions


def play_out(state: State, seed: int, limit: int = 5000) -> State:
    """Play random legal actions until the match is over."""
    rng = random.Random(seed)
    for _ in range(limit):
        if state.to_act is None:
            return state
        state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("the match did not end")


@pytest.mark.parametrize("module", [bid_whist_actions, preference_actions])
def test_naming_trump_reads_every_spelling_of_a_suit_in_both_auction_games(module: object) -> None:
    parser = ActionParser([module.NameTrump])  # type: ignore[attr-defined]
    for suit, name in enumerate(SUIT_WORDS):
        for word in (name, name.upper(), name[0], name[0].upper(), name[:-1]):
            action = parser.parse(f"trump {word}")
            # The very object the legal lists hold, so a parsed action is found among them.
            assert action is TRUMPS[suit]
            assert str(action) == f"trump {name}"
    for bad in ("trump", "trump x", "trump hearts spades", "trump h s"):
        with pytest.raises(InvalidActionError, match="'trump' needs a suit"):
            parser.parse(bad)


@pytest.mark.parametrize(("game", "players", "seed"), [("bourre", 4, 3), ("preference", 3, 8)])
def test_a_pot_game_ends_with_the_seats_placed_by_their_chips(
    game: str, players: int, seed: int
) -> None:
    options = {"max_deals": 4} if game == "preference" else {}
    state = play_out(load_game(game, players=players, **options).new_state(seed=seed), seed)
    chips = state.chips  # type: ignore[attr-defined]
    # Oracle: one place below every seat holding strictly more chips.
    placings = tuple(1 + sum(1 for other in chips if other > mine) for mine in chips)
    last = state.recent_events()[-1]
    assert isinstance(last, MatchOver)
    assert last.placings == placings
    leaders = [s for s, p in enumerate(placings) if p == 1]
    assert last.seat == (leaders[0] if len(leaders) == 1 else None)
    assert state.phase == "over" and state.to_act is None and state.legal_actions() == []


@pytest.mark.parametrize(("game", "players"), [("bourre", 5), ("preference", 4)])
def test_the_table_of_a_pot_game_shows_one_row_and_one_hand_per_seat_of_the_view(
    game: str, players: int
) -> None:
    state = load_game(game, players=players).new_state(seed=2)
    rng = random.Random(2)
    for _ in range(7):
        state.apply(rng.choice(state.legal_actions()))
    for viewer in (None, *range(players)):
        view = state.full_view() if viewer is None else state.view(viewer)
        table = view["table"]
        assert [row["seat"] for row in table["seats"]] == list(range(players))
        hands = [z for z in table["zones"] if z["kind"] == "hand"]
        assert [z["cards"] for z in hands] == [seat["hand"] for seat in view["seats"]]
