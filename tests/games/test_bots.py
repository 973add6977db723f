"""Bots: the registry, the match runner, and the heuristic bot clearly beating random play."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from widow import InvalidOptionError, list_games, load_game
from widow.bots import SeatView, bot_names, check_bot_names, default_bot, get_bot, play_match
from widow.engine.actions import BUY, DECLINE, KNOCK, SWAP_ALL, Action, SwapAll, SwapOne
from widow.families.spare_hand.bot import SpareHandHeuristicBot, exchange_strengths, ranking_for
from widow.ranking import get_system

MATCHES = 120


def test_registry_and_unknown_bot() -> None:
    names = bot_names()
    assert {"heuristic", "random"} <= set(names) and names == sorted(names)
    valid = ", ".join(names)
    with pytest.raises(InvalidOptionError, match=f"unknown bot 'clever'; valid: {valid}"):
        get_bot("clever")
    with pytest.raises(InvalidOptionError, match="unknown bot 'clever' for la-viuda; valid: h"):
        get_bot("clever", load_game("la-viuda", players=2))


def test_each_game_provides_its_own_heuristic_and_every_game_the_generic_bots() -> None:
    for name in list_games():
        assert "random" in bot_names(name)
        assert type(get_bot("random", name)).__name__ == "RandomBot"
    for name in ("whisky-poker", "la-viuda"):
        bot = get_bot("heuristic", name)
        # Whisky Poker's own player trades cards with the spare-hand player at every scoring.
        assert isinstance(getattr(bot, "cards", bot), SpareHandHeuristicBot)
        assert default_bot(name) == "heuristic"


def test_a_game_specific_name_without_a_game_plays_each_game_with_its_own_bot() -> None:
    # One "heuristic" bot object seated in two games plays each with that game's heuristic.
    bot = get_bot("heuristic")
    for name in ("whisky-poker", "la-viuda"):
        game = load_game(name, players=3)
        direct = play_match(game, [get_bot("heuristic", game), "random", "random"], seed=4)
        through = play_match(game, [bot, "random", "random"], seed=4)
        assert through == direct


def test_bot_names_are_checked_against_the_game() -> None:
    check_bot_names(["random", "heuristic"], "la-viuda")
    with pytest.raises(InvalidOptionError, match="unknown bot 'minimax' for whisky-poker"):
        check_bot_names(["random", "minimax"], "whisky-poker")
    with pytest.raises(InvalidOptionError, match="bot name must be text"):
        get_bot(3)  # type: ignore[arg-type]


def test_random_bot_is_uniform_over_legal_actions() -> None:
    state = load_game("whisky-poker", players=3).new_state(seed=1)
    legal = state.legal_actions()
    bot, rng = get_bot("random"), random.Random(3)
    counts = Counter(str(bot.choose(SeatView(state, 0), legal, rng)) for _ in range(3000))
    assert set(counts) == {str(a) for a in legal}
    assert all(800 < n < 1200 for n in counts.values())


class Spy:
    """Records what a bot is given, then defers to the heuristic bot."""

    def __init__(self) -> None:
        self.views: list[dict[str, Any]] = []

    def choose(self, view: Any, legal: list[Action], rng: random.Random) -> Action:
        self.views.append(dict(view))
        return get_bot("heuristic").choose(view, legal, rng)


def test_bots_get_their_own_seat_view_and_its_legal_actions() -> None:
    spy = Spy()
    state = play_match(load_game("la-viuda", players=3), [spy, "random", "random"], seed=5)
    assert state.is_over and spy.views
    for view in spy.views:
        assert view["seat"] == 0 and view["to_act"] == 0 and view["legal_actions"]


def test_play_match_is_reproducible_and_checks_seat_count() -> None:
    game = load_game("whisky-poker", players=3)
    a = play_match(game, ["heuristic", "random", "random"], seed=11)
    b = play_match(game, ["heuristic", "random", "random"], seed=11)
    assert a.record() == b.record()
    with pytest.raises(InvalidOptionError, match="3 seats but 2 bots"):
        play_match(game, ["random", "random"], seed=1)
    assert not play_match(game, ["random"] * 3, seed=1, max_steps=2).is_over


def win_rate(name: str, **options: Any) -> float:
    game = load_game(name, players=4, **options)
    wins = 0
    for seed in range(MATCHES):
        seat = seed % 4  # the heuristic bot sits in every seat in turn
        bots: list[str] = ["random"] * 4
        bots[seat] = "heuristic"
        out = play_match(game, bots, seed).outcome()
        wins += out["seats"][seat]["placing"] == 1
    return wins / MATCHES


@pytest.mark.parametrize(
    ("name", "options"),
    [
        ("whisky-poker", {}),
        ("whisky-poker", {"scoring": "lives"}),
        ("la-viuda", {}),
        ("la-viuda", {"stripped": True}),
    ],
)
def test_heuristic_beats_three_random_bots(name: str, options: dict[str, Any]) -> None:
    # One heuristic bot against three random ones wins far more than its fair 1/4 share.
    assert win_rate(name, **options) >= 0.6


def buy_view(stakes: int, others: list[int]) -> dict[str, Any]:
    seats = [{"seat": 0, "chips": 0, "status": "in"}]
    seats += [{"seat": i + 1, "chips": c, "status": "in"} for i, c in enumerate(others)]
    return {"seat": 0, "seats": seats, "stakes": stakes, "viuda": {"price": 2}}


def test_heuristic_buys_la_viuda_only_when_the_stakes_justify_it() -> None:
    bot, rng = get_bot("heuristic", "la-viuda"), random.Random(0)
    # One chip against a single opponent with one chip: a fair chance at a large pot.
    assert bot.choose(buy_view(20, [1]), [BUY, DECLINE], rng) is BUY
    # One chip against five opponents with three chips each, for a small pot: not worth it.
    assert bot.choose(buy_view(12, [3, 3, 3, 3, 3]), [BUY, DECLINE], rng) is DECLINE


@pytest.mark.parametrize(
    ("name", "options"),
    [
        ("whisky-poker", {}),
        ("whisky-poker", {"scoring": "lives"}),
        ("whisky-poker", {"scoring": "betting", "deals": 2}),
        ("la-viuda", {}),
        ("la-viuda", {"stripped": True}),
    ],
)
def test_the_heuristic_decides_the_same_from_the_state_as_from_the_view(
    name: str, options: dict[str, Any]
) -> None:
    """The fast path a search's playouts take reads the seat's share of the state itself: at
    every decision of seeded matches (La Viuda's offers included) it must make the decision the
    view gives, with the same random draws."""
    game = load_game(name, players=4, **options)
    bot = get_bot("heuristic", game)
    offers = 0
    for seed in range(12):
        state = game.new_state(seed)
        rng = random.Random(seed)
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            legal = state.legal_actions()
            offers += BUY in legal
            draw = rng.getrandbits(32)
            from_view = bot.choose(SeatView(state, seat), legal, random.Random(draw))
            from_state = bot.choose_in_state(state, seat, legal, random.Random(draw))
            assert from_state == from_view, (seed, state.history)
            state.apply(from_view if rng.random() < 0.7 else legal[rng.randrange(len(legal))])
    if name == "la-viuda" and not options:
        assert offers > 0  # the buy decision was checked too


@pytest.mark.parametrize(
    "system",
    [
        get_system("high"),
        get_system("la-viuda", pool=2),
        get_system("la-viuda", pool=9, suit_order=True),
        get_system("la-viuda", rank_wild=False, jokers=0),
    ],
    ids=["high", "viuda-twos-wild", "viuda-nines-wild-suit-order", "viuda-stripped"],
)
def test_the_batch_ranking_of_exchanges_agrees_with_ranking_each_hand(system: Any) -> None:
    """The heuristic ranks its hand and every exchange in one batch; on random hands and widows
    (jokers and wild cards included) it must find what evaluating each hand on its own finds:
    the hand's strength, the first of the strongest exchanges among those listed, and its
    strength, also when only some exchanges are listed."""
    rng = random.Random(12)
    pack = list(system.deck().cards)
    for _ in range(300):
        cards = rng.sample(pack, 10)
        hand, widow = cards[:5], cards[5:]
        legal: list[Action] = [SwapOne(give=g, take=t) for g in hand for t in widow]
        legal += [SWAP_ALL, KNOCK]
        rng.shuffle(legal)
        legal = legal[: rng.randrange(1, len(legal) + 1)]
        best_action, best = None, -1
        for action in legal:  # the scan the batch replaces, one evaluation per exchange
            if isinstance(action, SwapOne):
                after = [action.take if c == action.give else c for c in hand]
            elif isinstance(action, SwapAll):
                after = list(widow)
            else:
                continue
            strength = system.evaluate(after).strength
            if strength > best:
                best_action, best = action, strength
        expected = (system.evaluate(hand).strength, best_action, best)
        assert exchange_strengths(system, hand, widow, legal) == expected


@pytest.mark.parametrize("options", [{}, {"suit_order": True}, {"stripped": True}])
def test_spare_hand_player_ranks_each_la_viuda_deal_as_the_game_does(
    options: dict[str, Any],
) -> None:
    """Rules, La Viuda (whisky-poker-and-la-viuda.txt): besides the jokers 'there is a wild card
    determined by the number of chips in the central pool' (none in the stripped variant). The
    spare-hand family's player knows La Viuda only through its family, yet ranks every deal from
    its view exactly as the game's own state does, as the pool grows from deal to deal."""
    game = load_game("la-viuda", players=3, **options)
    pack = list(game.new_state(0).pack())
    hands = [random.Random(n).sample(pack, 5) for n in range(150)]
    pools = set()
    for seed in range(3):
        state = game.new_state(seed)
        rng = random.Random(seed)
        while not state.is_over:
            theirs = state.ranking()
            mine = ranking_for(state.view(0))
            assert [mine.evaluate(h).strength for h in hands] == [
                theirs.evaluate(h).strength for h in hands
            ]
            pools.add(state.ledger.pool)
            state.apply(rng.choice(state.legal_actions()))
    # The wild rank moved with the pool over these matches (the stripped game has no pool).
    assert len(pools) > 1 or options.get("stripped")
