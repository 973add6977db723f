"""The shortcuts of a step: the match runner's loop for random bots alone, the legal list read
without a copy, the one-call move of a stored-turn state, the events' quick constructor and the
words of La Viuda's hands kept per strength. Each must give exactly what the plain path gives."""

from __future__ import annotations

import random
from dataclasses import fields

import pytest

from widow.bots import play_match
from widow.bots.random_bot import RandomBot
from widow.engine.actions import Action
from widow.engine.core import State
from widow.engine.events import Event, event_kind
from widow.engine.turn_state import StoredTurnState
from widow.games import game_class, list_games, load_game
from widow.ranking import _poker
from widow.ranking.la_viuda import LaViudaRanking

ALL_GAMES = list_games()


def load_game_min(name: str) -> int:
    """The fewest seats ``name`` takes, at least two."""
    return max(2, game_class(name).min_players)


class PlainRandom(RandomBot):
    """The random bot under another class: the runner asks it for its pick each turn, seat by
    seat, as it asks any bot, rather than run its own loop for plain random bots."""


@pytest.mark.parametrize("name", ALL_GAMES)
def test_random_bots_loop_plays_the_match_the_generic_loop_plays(name: str) -> None:
    """Every game: a match of plain random bots (the runner's own loop) is the match the generic
    loop plays with the same draws, action for action, with the same events, log numbers and
    final view."""
    players = load_game_min(name)
    game = load_game(name, players=players)
    for seed in range(3):
        fast = play_match(game, ["random"] * players, seed)
        plain = play_match(game, [PlainRandom() for _ in range(players)], seed)
        assert fast.is_over and plain.is_over
        assert fast.record() == plain.record()
        assert fast.latest_events() == plain.latest_events()
        assert fast.full_view() == plain.full_view()


@pytest.mark.parametrize("name", ALL_GAMES)
def test_legal_list_read_without_copy_is_the_legal_list(name: str) -> None:
    """``_legal_listed`` gives what ``legal_actions`` gives at every turn, and what a caller does
    to the list ``legal_actions`` hands out never reaches the state's own."""
    players = load_game_min(name)
    state = load_game(name, players=players).new_state(5)
    rng = random.Random(5)
    for _ in range(300):
        listed = list(state._legal_listed())
        handed = state.legal_actions()
        assert listed == handed
        if not handed:
            break
        handed.clear()
        assert list(state._legal_listed()) == listed
        state.apply_unchecked(listed[rng.randrange(len(listed))])


@pytest.mark.parametrize("name", ["la-viuda", "whisky-poker", "whist", "holdem"])
def test_unchecked_moves_count_events_as_checked_moves(name: str) -> None:
    """The unchecked path keeps the latest events and the running count of events (the log's
    numbers) exactly as the checked ``apply`` does."""
    players = load_game_min(name)
    game = load_game(name, players=players)
    fast, checked = game.new_state(2), game.new_state(2)
    rng = random.Random(2)
    while not fast.is_over:
        legal = fast.legal_actions()
        action = legal[rng.randrange(len(legal))]
        assert fast.apply_unchecked(action) == checked.apply(str(action))
        assert fast.latest_events() == checked.latest_events()
        assert fast._count_setup() == checked._count_setup()
    assert fast.full_view() == checked.full_view()


def test_stored_turn_game_with_its_own_apply_keeps_the_generic_unchecked_path() -> None:
    """A stored-turn game that makes its moves in ``_apply`` (not ``_act``) is not bypassed by
    the one-call ``apply_unchecked`` of the frame."""

    class OwnApply(StoredTurnState):
        def _apply(self, action: Action) -> list[Event]:
            return []

    assert OwnApply.apply_unchecked is State.apply_unchecked
    assert StoredTurnState.apply_unchecked is not State.apply_unchecked


@event_kind("tipped")
class Tipped(Event):
    amount: int
    note: str


@event_kind("tipped-later")
class TippedLater(Event):
    amount: int
    note: str = "none"


def test_event_kinds_take_the_quick_constructor_with_the_same_result() -> None:
    """An event kind without field defaults is built by the quick constructor, positionally or
    by keyword, into the value the dataclass would build; a kind with a default keeps the
    dataclass's own constructor, default included."""
    quick = Tipped(1, 5, "thanks")
    assert quick == Tipped(seat=1, amount=5, note="thanks")
    assert (quick.seat, quick.amount, quick.note) == (1, 5, "thanks")
    assert hash(quick) == hash(Tipped(1, 5, "thanks"))
    assert quick.to_dict() == {"type": "tipped", "seat": 1, "amount": 5, "note": "thanks"}
    assert [f.name for f in fields(Tipped)] == ["seat", "amount", "note"]
    assert Tipped.__init__.__qualname__.endswith("Tipped.__init__")
    with pytest.raises(AttributeError):
        quick.amount = 6  # type: ignore[misc]
    assert TippedLater(2, 3).note == "none"
    assert TippedLater(2, 3, "x") == TippedLater(seat=2, amount=3, note="x")


@pytest.mark.parametrize("options", [{}, {"suit_order": True}, {"royal_flush": False}])
def test_la_viuda_words_kept_per_strength_are_the_words_worked_out(
    options: dict[str, bool],
) -> None:
    """The words of a La Viuda hand, kept by strength, are the headline and the wild-card note
    worked out afresh, for random hands with every count of wild cards."""
    from widow.cards import CARDS

    rng = random.Random(11)
    for pool in (1, 2, 7, 13):
        system = LaViudaRanking(pool=pool, **options)
        for _ in range(400):
            value = system.evaluate(tuple(rng.sample(CARDS[:54], 5)))
            fresh = system.headline(value) + _poker.wild_phrase(system.wild_cards_used(value))
            assert value.describe() == fresh
            assert value.describe() == fresh  # and again, from what was kept


@pytest.mark.parametrize(
    "options",
    # (Under the "deduct" penalty a rubber of random play can run very long; "add" allows
    # every card just the same.)
    [{"revokes": "add"}, {"variant": "trumps", "no_trump_hand": True}],
)
def test_whist_random_playout_under_every_rule_of_play(options: dict[str, object]) -> None:
    """Whist's own random playout (its legal list written out) plays the match the generic loop
    plays, with revokes allowed (any card) and in the trumps rotation as well."""
    game = load_game("whist", players=4, **options)
    for seed in range(3):
        fast = play_match(game, ["random"] * 4, seed)
        plain = play_match(game, [PlainRandom() for _ in range(4)], seed)
        assert fast.record() == plain.record()
        assert fast.full_view() == plain.full_view()


@pytest.mark.parametrize("options", [{"stripped": True}, {"pass_after_knock": False}, {"chips": 1}])
def test_la_viuda_random_playout_under_its_options(options: dict[str, object]) -> None:
    """La Viuda's own random playout (its face-up trades listed inline) plays the match the
    generic loop plays, with the short pack, without the pass after a knock, and with a single
    chip each (offers of La Viuda on the first loss)."""
    game = load_game("la-viuda", players=4, **options)
    for seed in range(4):
        fast = play_match(game, ["random"] * 4, seed)
        plain = play_match(game, [PlainRandom() for _ in range(4)], seed)
        assert fast.record() == plain.record()
        assert fast.full_view() == plain.full_view()
