"""The shortcuts of a Hold'em step must give exactly what the plain path gives: hands opened
from the game's table of openings, several events logged at once, the single pot of a showdown
found and paid without building the pots, the deal's rest of the pack read off by place (and
drawn from the cards themselves for a pack in order), the raise that skips the betting's checks,
the betting step against the engine's own ``act``, and the random bots' own loop."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from widow import load_game
from widow.bots import play_match
from widow.bots.random_bot import RandomBot
from widow.cards import CARDS
from widow.engine.betting.events import Returned
from widow.engine.betting.pots import build_pots
from widow.engine.betting.rounds import CALL, CHECK, Bet, Betting, RaiseTo
from widow.engine.betting.showdown import award_pots
from widow.engine.chance import draw_sample, draw_top
from widow.engine.events import Event
from widow.games.holdem.rules import Holdem, HoldemState

SETTINGS = [
    ("holdem", 2, {}),
    ("holdem", 3, {"ante": 1, "hands": 6}),
    ("holdem", 4, {"betting": "limit", "hands": 4}),
    ("holdem", 3, {"betting": "pot-limit", "stacks": "6,40,9", "hands": 8, "rebuy": 2}),
    ("holdem", 2, {"stacks": "3,4", "hands": 6}),  # blinds often all-in
    ("holdem", 2, {"small_blind": 0, "big_blind": 0, "ante": 2, "hands": 4}),
    ("holdem", 6, {"stack": 12, "hands": 10, "rebuy": 1}),  # seats bust and buy in again
    ("pineapple", 3, {"variant": "crazy-hi-lo", "hands": 3}),
]


class _Forgetful(dict[int, Any]):
    """A table of openings that keeps nothing: every hand is opened the long way."""

    def __setitem__(self, key: int, value: Any) -> None:
        pass


def _game(name: str, players: int, options: dict[str, object], *, openings: bool) -> Holdem:
    game = load_game(name, players=players, **options)
    assert isinstance(game, Holdem)
    if not openings:
        game._hand_openings = _Forgetful()  # type: ignore[misc]  # replaces the cached table
    return game


@pytest.mark.parametrize(("name", "players", "options"), SETTINGS)
def test_hands_opened_from_the_table_equal_hands_opened_the_long_way(
    name: str, players: int, options: dict[str, object]
) -> None:
    """Every hand opened from the game's table of openings (every seat covering its forced
    bets) equals the same hand opened by posting the antes and blinds and opening the round:
    same views, events, log and legal actions at every step."""
    quick = _game(name, players, options, openings=True)
    slow = _game(name, players, options, openings=False)
    rng = random.Random(3)
    for seed in range(15):
        state, reference = quick.new_state(seed), slow.new_state(seed)
        while True:
            assert state.full_view() == reference.full_view()
            assert state.log_events == reference.log_events
            assert state.betting.queue == reference.betting.queue
            if state.is_over:
                break
            legal = state.legal_actions()
            assert legal == reference.legal_actions()
            action = legal[rng.randrange(len(legal))]
            assert state.apply(action) == reference.apply(str(action))
        assert state.record() == reference.record()
    assert quick._hand_openings, "no hand was opened from the table"


class _PlainRandom(RandomBot):
    """The random bot under another class: the match runner asks it seat by seat, through the
    generic loop, instead of letting the state play the match out itself."""


@pytest.mark.parametrize(("name", "players", "options"), SETTINGS)
def test_random_bots_own_loop_plays_the_generic_loops_match(
    name: str, players: int, options: dict[str, object]
) -> None:
    """Hold'em's own loop for random bots alone plays, draw for draw, the match that the
    generic loop plays through ``apply_unchecked``: same record, latest events, log numbers
    and final view."""
    game = load_game(name, players=players, **options)
    for seed in range(12):
        fast = play_match(game, ["random"] * players, seed)
        plain = play_match(game, [_PlainRandom() for _ in range(players)], seed)
        assert fast.record() == plain.record()
        assert fast.latest_events() == plain.latest_events()
        assert fast._event_count == plain._event_count
        assert fast.full_view() == plain.full_view()


@pytest.mark.slow
def test_random_bots_own_loop_plays_the_generic_loops_match_thousands_of_times() -> None:
    """The same as above over 2,000 seeded heads-up matches of the default game: the own loop
    of random bots is the generic loop's match, record and log alike."""
    game = load_game("holdem", players=2)
    for seed in range(2000):
        fast = play_match(game, ["random", "random"], seed)
        plain = play_match(game, [_PlainRandom(), _PlainRandom()], seed)
        assert fast.record() == plain.record()
        assert fast.log_events == plain.log_events  # type: ignore[attr-defined]
        assert fast._event_count == plain._event_count


def _pushed_by_the_general_pots(pushed: list[int]) -> Any:
    """``HoldemState._push_one_pot`` done by the engine's general ``award_pots`` (the pots
    built from every contribution, merged among the winning hands, each split among its best
    hands); ``pushed`` gets the number of seats paid at each showdown."""

    def push(
        state: HoldemState,
        order: list[int],
        highs: Mapping[int, int],
        total: int,
        one_each: bool,
        events: list[Event],
    ) -> None:
        assert total == state.betting.total()
        won = award_pots(
            state.betting,
            order,
            highs,
            lambda event: state._log(event, events),
            one_each=one_each,
            merge_winners=True,
        )
        pushed.append(sum(1 for chips in won if chips))
        state.last_result = [f"seat {s} wins {won[s]}" for s in order if won[s]]
        state._end_hand(events)

    return push


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (2, {}),
        (3, {"ante": 1, "hands": 6}),
        (3, {"ante": 1, "hands": 6, "odd_chips": "one-each"}),
        (5, {"betting": "limit", "hands": 4, "ante": 1, "odd_chips": "one-each"}),
        (4, {"stacks": "7,30,11,5", "hands": 8, "rebuy": 2}),
    ],
)
def test_one_pot_pushed_at_a_showdown_as_the_general_pots_push_it(
    players: int, options: dict[str, object], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A showdown whose hands all reached the largest contribution pays its one pot in
    Hold'em's own code: the same chips to the same seats, the same events in the same order and
    the same results as the engine's general pots, split pots included."""
    game = load_game("holdem", players=players, **options)
    fast = [play_match(game, ["random"] * players, seed) for seed in range(60)]
    pushed: list[int] = []
    monkeypatch.setattr(HoldemState, "_push_one_pot", _pushed_by_the_general_pots(pushed))
    general = [play_match(game, ["random"] * players, seed) for seed in range(60)]
    for quick, plain in zip(fast, general, strict=True):
        assert quick.record() == plain.record()
        assert quick.full_view() == plain.full_view()
        assert quick.log_events == plain.log_events  # type: ignore[attr-defined]
    assert max(pushed) >= 2, "no pot was split: the shares were not compared"


def _money(betting: Betting) -> tuple[object, ...]:
    return tuple(getattr(betting, name) for name in Betting.__slots__)


@pytest.mark.parametrize(
    ("players", "options"),
    [(2, {}), (3, {"stacks": "7,30,11", "hands": 8}), (4, {"betting": "pot-limit"})],
)
def test_every_betting_step_leaves_the_money_as_the_betting_engine_does(
    players: int, options: dict[str, object]
) -> None:
    """Hold'em's own betting step (checks, calls and folds in place, bets and raises through
    ``raise_to``, an all-in that raises as a raise to every chip) leaves the betting exactly as
    ``Betting.act`` leaves a copy of it, field by field, for every action of random matches,
    all-ins that call and that raise among them."""
    game = load_game("holdem", players=players, **options)
    rng = random.Random(5)
    kinds: set[tuple[str, bool]] = set()
    for seed in range(30):
        state = game.new_state(seed)
        assert isinstance(state, HoldemState)
        while not state.is_over:
            legal = state.legal_actions()
            action = legal[rng.randrange(len(legal))]
            money = state.betting
            top = money.top
            expected = money.copy()
            expected.act(action)
            state.apply(action)
            if expected.queue and expected.n_live > 1:  # the round goes on: nothing else moved
                assert _money(money) == _money(expected), (seed, str(action))
                kinds.add((type(action).__name__, money.top > top))
    assert ("AllIn", True) in kinds, "no all-in raised"
    assert ("RaiseTo", True) in kinds and ("Call", False) in kinds


def _one_by_one(log: list[Event], new: list[Event], window: int) -> list[Event]:
    """``BettingMatchState._log`` applied to each event of ``new`` in turn."""
    log = list(log)
    for event in new:
        log.append(event)
        if len(log) > 2 * window:
            del log[:-window]
    return log


@given(st.integers(0, 80), st.integers(1, 130))
def test_logging_several_events_at_once_cuts_the_log_as_one_by_one(old: int, added: int) -> None:
    """``_log_all`` leaves the table's log (a window of the latest events, cut back whenever it
    passes twice the window) exactly as logging the same events one by one does, whatever the
    log held before and however many events come at once."""
    state = load_game("holdem", players=2).new_state(1)
    assert isinstance(state, HoldemState)
    events: list[Event] = [Returned(0, amount) for amount in range(200)]
    before, new = events[:old], events[old : old + added]
    state.log_events = list(before)
    state.events = []
    returned: list[Event] = []
    state._log_all(list(new), returned)
    expected = _one_by_one(before, new, state.log_window)
    assert state.log_events == expected
    assert returned == new and state.events == new


@given(st.lists(st.integers(0, 30), min_size=2, max_size=8), st.data())
def test_one_pot_when_every_hand_shown_reaches_the_top(
    committed: list[int], data: st.DataObject
) -> None:
    """The showdown's shortcut: where every seat still in puts in the largest contribution,
    the pots are one pot of every chip, open to those seats in seat order."""
    most = max(committed)
    live = [c == most and data.draw(st.booleans()) for c in committed]
    if not any(live) or most == 0:
        return
    pots = build_pots(committed, live)
    assert [(p.amount, p.eligible) for p in pots] == [
        (sum(committed), tuple(s for s, alive in enumerate(live) if alive))
    ]


@given(st.integers(0, 2**64), st.integers(1, 60), st.data())
def test_deal_of_the_top_is_the_sample_then_the_rest_in_order(
    seed: int, n: int, data: st.DataObject
) -> None:
    """``draw_top`` draws the cards ``draw_sample`` draws (so the same as
    ``random.Random.sample``), leaves the generator where it leaves it, and follows them with
    the rest of the pack in the pack's own order, as the deal's record keeps it."""
    k = data.draw(st.integers(0, n))
    pack = random.Random(seed).sample(range(100), n)  # distinct cards, in no sorted order
    ours, theirs = random.Random(seed), random.Random(seed)
    drawn = draw_sample(theirs, pack, k)
    assert draw_top(ours, pack, k) == drawn + [c for c in pack if c not in drawn]
    assert ours.getstate() == theirs.getstate()


@given(st.integers(0, 2**64), st.integers(1, 54), st.data())
def test_deal_from_a_pack_in_order_draws_what_any_pack_draws(
    seed: int, n: int, data: st.DataObject
) -> None:
    """``draw_top`` from a pack whose every card lies at its own index (the pack as Hold'em
    deals it, drawn from its cards themselves) deals what ``draw_sample`` deals from the same
    cards, followed by the rest in order, and leaves the generator where it leaves it."""
    k = data.draw(st.integers(0, n))
    pack = CARDS[:n]
    ours, theirs = random.Random(seed), random.Random(seed)
    drawn = draw_sample(theirs, list(pack), k)
    assert draw_top(ours, pack, k) == drawn + [c for c in pack if c not in drawn]
    assert ours.getstate() == theirs.getstate()


@pytest.mark.parametrize("kind", ["no-limit", "pot-limit", "limit"])
def test_raise_to_moves_the_chips_act_moves(kind: str) -> None:
    """``Betting.raise_to`` (the unchecked raise of a listed move) leaves the betting exactly
    as ``act`` leaves it for the same legal bet or raise, short all-ins included."""
    rng = random.Random(11)
    compared = 0
    for _ in range(300):
        stacks = [rng.randrange(1, 60) for _ in range(rng.randrange(2, 6))]
        money = Betting(stacks, kind=kind, cap=4 if kind == "limit" else None)
        money.post_blind(0, 1)
        money.post_blind(1, 2)
        money.start_round([*range(2, len(stacks)), 0, 1], unit=2)
        while not money.round_over:
            seat = money.to_act
            assert seat is not None
            span = money.raise_range(seat)
            if span is not None and rng.random() < 0.6:
                target = rng.randrange(span[0], span[1] + 1)
                action = RaiseTo(target) if money.top else Bet(target)
                other = money.copy()
                money.act(action)
                other.raise_to(target)
                assert _fields(other) == _fields(money)
                compared += 1
            else:
                money.act(CALL if money.top > money.bets[seat] else CHECK)
    assert compared > 100


def _fields(money: Betting) -> dict[str, object]:
    return {name: getattr(money, name) for name in Betting.__slots__}
