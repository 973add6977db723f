"""A move is applied whole or not at all.

Whatever escapes the rules in the middle of a move (Ctrl-C while a bot's move is being made, a
bug) must leave the state exactly as it was before the move: the record replays, the cards are all
there once, and every view reads. The interruptions here are raised by a trace function after a
chosen number of executed lines, anywhere between the start of ``apply`` and its end, in every
game, through both doors of ``apply``: text with a seat, and the very object of the legal list.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from types import FrameType
from typing import Any

import pytest

from widow import State, list_games, load_game, replay
from widow.engine.events import Event
from widow.games import game_class


class Interrupt(KeyboardInterrupt):
    """Raised by the trace function, standing in for Ctrl-C."""


Tracer = Callable[[FrameType, str, Any], Any]


def snapshot(state: State) -> tuple[Any, ...]:
    """Everything a reader can see of a state, to compare before and after."""
    return (
        state.full_view(),
        state.record(),
        [state.view(seat) for seat in range(state.game.players)],
        state.outcome(),
        [str(a) for a in state.legal_actions()],
        sorted(c for cards in state.zones().values() for c in cards),
    )


def traced(call: Callable[[], list[Event]], stop_at: int | None) -> tuple[int, bool]:
    """Run ``call`` counting executed lines; raise :class:`Interrupt` at line ``stop_at``.

    Returns the lines counted and whether the interruption came. Any tracer already installed
    (a coverage tool) is put back afterwards."""
    count = 0

    def trace(frame: FrameType, event: str, arg: Any) -> Tracer:
        nonlocal count
        if event == "line":
            count += 1
            if count == stop_at:
                raise Interrupt
        return trace

    previous = sys.gettrace()
    sys.settrace(trace)
    try:
        call()
    except Interrupt:
        return count, True
    finally:
        sys.settrace(previous)
    return count, False


def mover(state: State, action: Any, step: int) -> Callable[[], list[Event]]:
    """One of the two ways into ``apply``: the listed object (a game's shortcut through the
    checks) on even steps, its text for the seat to act on odd ones."""
    if step % 2 == 0:
        return lambda: state.apply(action)
    text, seat = str(action), state.to_act
    return lambda: state.apply(text, seat=seat)


def table_players(name: str) -> int:
    cls = game_class(name)
    low, high = cls.player_range(cls.options_class())
    return min(max(3, low), high)


@pytest.mark.parametrize("name", list_games())
def test_a_move_interrupted_anywhere_leaves_the_state_as_it_was(name: str) -> None:
    state = load_game(name, players=table_players(name)).new_state(seed=7)
    rng = random.Random(f"interrupt {name}")
    interrupted = 0
    for step in range(40):
        if state.is_over:
            break
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        if step % 4 == 0:
            # How long the move runs, measured on a copy; then cut it at random lines of it.
            rehearsal = state.copy()
            lines, _ = traced(
                mover(rehearsal, rehearsal.legal_actions()[legal.index(action)], step), None
            )
            before = snapshot(state)
            for stop_at in sorted({rng.randint(1, lines) for _ in range(4)}):
                _, cut = traced(mover(state, action, step), stop_at)
                if not cut:  # the move ran to its end in fewer lines than the copy's
                    break
                interrupted += 1
                assert snapshot(state) == before, f"step {step}: cut at line {stop_at} of {lines}"
                assert replay(state.record()) == state
            else:
                state.apply(action)
        else:
            state.apply(action)
    assert interrupted >= 4
    # The state goes on as if nothing had happened, and its record still replays at the end.
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    assert snapshot(replay(state.record())) == snapshot(state)


def test_an_error_inside_the_rules_changes_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    state = load_game("la-viuda", players=3).new_state(seed=3)
    state.apply(state.legal_actions()[0])
    before = snapshot(state)
    apply_rules = type(state)._apply
    calls = 0

    def failing(self: State, action: Any) -> list[Event]:
        nonlocal calls
        calls += 1
        events = apply_rules(self, action)
        if calls == 1:
            raise MemoryError  # the whole move has happened, then something goes wrong
        return events

    monkeypatch.setattr(type(state), "_apply", failing)
    with pytest.raises(MemoryError):
        state.apply(state.legal_actions()[0])
    monkeypatch.undo()
    assert snapshot(state) == before
    assert replay(state.record()) == state


def cut_late(state: State, index: int) -> None:
    """Apply the legal action ``index`` (the listed object) on ``state`` but interrupt it at its
    last lines, when the move has done nearly all it does (a new deal drawn included)."""
    for back in (0, 1, 20):
        # Measured afresh each time: a state rebuilt after a cut may keep other caches. The move
        # is played once on a copy first, unmeasured, so that whatever it remembers on first use
        # (a table of events met before, a cached draw plan) is in place for both runs counted.
        warm_up = state.copy()
        mover(warm_up, warm_up.legal_actions()[index], 0)()
        rehearsal = state.copy()
        lines, _ = traced(mover(rehearsal, rehearsal.legal_actions()[index], 0), None)
        _, cut = traced(mover(state, state.legal_actions()[index], 0), lines - back)
        assert cut


def test_a_shortcut_move_that_deals_anew_is_undone_with_its_forced_results() -> None:
    # A Hold'em match of several hands, its deals forced: the move that ends a hand draws the
    # next deal, taking a forced result. Interrupted, it must leave the forced results unused.
    script = [None, "As Ks Qs Js", "2c 3c 4c 5c", "7h 7d 7s 7c"]
    game = load_game("holdem", players=2, hands=4)
    state, twin = game.new_state(seed=11, script=script), game.new_state(seed=11, script=script)
    deals = 0
    while not state.is_over:
        action = state.legal_actions()[0]  # call or check: hands end at showdowns
        dealt = state.copy()
        dealt.apply(dealt.legal_actions()[0])
        if len(dealt.chance.log) > len(state.chance.log):
            deals += 1
            before = snapshot(state)
            cut_late(state, 0)
            assert snapshot(state) == before
            assert state.chance.plan() == twin_plan(twin, state)
        state.apply(action)
        twin.apply(twin.legal_actions()[0])
    assert deals >= 2
    assert state.record() == twin.record()
    assert [str(c) for c in state.chance.log[-1].result[:4]] == ["7h", "7d", "7s", "7c"]


def twin_plan(twin: State, state: State) -> Any:
    """The twin stands where ``state`` stands: its forced results left are the reference."""
    assert twin.record() == state.record()
    return twin.chance.plan()


@pytest.mark.parametrize("name", ["holdem", "whist"])
def test_a_shortcut_move_on_a_resampled_state_is_undone_too(name: str) -> None:
    state = load_game(name, players=table_players(name)).new_state(seed=5)
    state.apply(state.legal_actions()[-1])
    assert not state.is_over
    sample = state.resample(0, random.Random(1))
    before = snapshot_without_replay(sample)
    cut_late(sample, 0)
    assert snapshot_without_replay(sample) == before


def snapshot_without_replay(state: State) -> tuple[Any, ...]:
    """A resampled state's record does not replay; everything else is compared."""
    return (
        state.full_view(),
        [state.view(seat) for seat in range(state.game.players)],
        [str(a) for a in state.legal_actions()],
        state.zones(),
        state.history,
    )


def test_a_move_that_fails_during_a_replay_leaves_the_replay_where_it_stood() -> None:
    """A replay checks each action's chance against the record; when a move fails that way,
    the state is put back still replaying, its recorded results ahead of it."""
    state = load_game("la-viuda", players=3, chips=2).new_state(seed=2)
    rng = random.Random(2)
    dealt = len(state.chance.log)
    while len(state.chance.log) == dealt:  # up to the move that deals the next hand
        state.apply(rng.choice(state.legal_actions()))
    assert not state.is_over
    record = state.record()
    game = state.game
    replaying = game._replay_state(record["seed"], list(state.chance.log))
    moves = [a for _, a in state.history]
    for action in moves[:-1]:
        replaying.apply(action)
    before = (snapshot(replaying), replaying.chance.plan())
    cut_late(replaying, replaying.legal_actions().index(moves[-1]))
    assert (snapshot(replaying), replaying.chance.plan()) == before
    replaying.apply(moves[-1])
    assert replaying.chance.end_replay() == 0
    assert replaying.record() == record
