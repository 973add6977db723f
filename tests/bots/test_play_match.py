"""The match runner and the random bot: the same draws and the same views as the plain
formulation they replace (a view built afresh each turn, ``randrange`` over the list)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import pytest

from widow.bots import play_match
from widow.bots.random_bot import RandomBot
from widow.engine.actions import Action
from widow.games import load_game


@pytest.mark.parametrize("seed", range(20))
def test_random_bot_draws_as_randrange_over_the_list(seed: int) -> None:
    ours, plain = random.Random(seed), random.Random(seed)
    bot = RandomBot()
    for size in [1, 2, 3, 7, 13, 52, 1000, 5, 1]:
        legal: list[Any] = list(range(size))
        assert bot.choose({}, legal, ours) == legal[plain.randrange(size)]
    assert ours.random() == plain.random()


class Reader:
    """Reads its view on some turns only, and checks it against the state as it stands."""

    def __init__(self, every: int) -> None:
        self.every = every
        self.turns = 0
        self.reads = 0

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        self.turns += 1
        if self.turns % self.every == 0:
            assert view["legal_actions"] == [str(a) for a in legal]
            assert view["to_act"] == view["seat"]
            self.reads += 1
        return legal[rng.randrange(len(legal))]


@pytest.mark.parametrize(("name", "players"), [("whist", 4), ("bourre", 3), ("whisky-poker", 3)])
def test_views_read_on_some_turns_show_that_turn(name: str, players: int) -> None:
    """A view a bot reads is the state at that turn, never one left over from an earlier turn,
    whether the bot read its views before or not."""
    game = load_game(name, players=players)
    readers = [Reader(every=1 + seat) for seat in range(players)]
    state = play_match(game, readers, seed=3)
    assert state.is_over
    assert all(reader.reads > 0 for reader in readers)


@pytest.mark.parametrize("limit", [None, -2, 0, 1, 7])
def test_step_limit(limit: int | None) -> None:
    game = load_game("whist", players=4)
    state = play_match(game, ["random"] * 4, seed=1, max_steps=limit)
    if limit is None:
        assert state.is_over
    else:
        assert len(state.history) == max(limit, 0)


class ChooseOnly:
    """The random bot without ``pick``: play_match must ask it through ``choose`` and a view."""

    def __init__(self) -> None:
        self.bot = RandomBot()

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        return self.bot.choose(view, legal, rng)


@pytest.mark.parametrize(
    ("name", "players"), [("whist", 4), ("bourre", 3), ("whisky-poker", 3), ("holdem", 3)]
)
def test_picking_by_index_plays_the_same_match_as_choosing(name: str, players: int) -> None:
    """A bot that offers ``pick`` is applied its listed action unchecked: the match is the same
    as through ``choose`` and the checked ``apply``, action for action and event for event."""
    game = load_game(name, players=players)
    for seed in range(4):
        picked = play_match(game, [RandomBot() for _ in range(players)], seed)
        chosen = play_match(game, [ChooseOnly() for _ in range(players)], seed)
        assert picked.record() == chosen.record()
        assert picked.history == chosen.history
        assert picked.recent_events() == chosen.recent_events()


class OtherRandom(random.Random):
    """A generator of another kind, which the bot must ask for its own draws."""


@pytest.mark.parametrize("seed", range(10))
def test_pick_draws_as_choice(seed: int) -> None:
    bot = RandomBot()
    for make in (random.Random, OtherRandom):
        ours, plain = make(seed), make(seed)
        for size in [1, 2, 3, 4, 5, 8, 9, 13, 52, 1000]:
            legal: list[Any] = list(range(size))
            assert bot.pick(legal, ours) == plain.choice(legal)
        assert ours.getstate() == plain.getstate()
    with pytest.raises(IndexError):
        bot.pick([], random.Random(seed))
