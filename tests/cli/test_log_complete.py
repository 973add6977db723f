"""Every event of a match reaches the people at the table, in order, in every game.

What "appears" means here. The events of a match are numbered from 1: the events of the setup
(the first deal, before any action) first, then those each action returns, in order. A table
description's log gives each line with the number of the event it tells (``log_numbers``).
Taking a seat's view after every action and keeping, for each number, the lines first seen with
it gives that seat's account of the match; it must hold every number from 1 to the last, once,
in order, and a number's lines must read the same in every view that shows them. That account,
as a sequence of lines, must then be found in order (as a subsequence) in:

- the terminal of ``widow play`` with a person at seat 0 (the lines as the person reads them,
  ``you`` for their own seat), which draws every game from its table description;
- ``widow replay`` of the record, seen by that seat.

The deals end inside actions that also start the next deal (a race, a trick hand, a Faro turn,
a showdown followed by the next deal's antes): those are what a window of the latest events
used to lose.
"""

from __future__ import annotations

import contextlib
import io
import random
from collections.abc import Iterator, Sequence
from typing import Any

import pytest
from rich.console import Console

from widow import list_games, load_game
from widow.bots import get_bot
from widow.cli.generic_table import replay_lines
from widow.cli.play import PlaySession, Screen
from widow.cli.table import Names, personal_line
from widow.engine.core import Game, State
from widow.errors import InvalidOptionError
from widow.games import game_class

#: Actions per match: enough for several deals in every game, few enough for a fast test.
ACTIONS = 160


def _game(name: str) -> Game:
    """The game with three seats where it takes three, else its smallest table."""
    cls = game_class(name)
    for players in (3, 4, 2, 5, 6):
        try:
            return load_game(name, players=players)
        except InvalidOptionError:  # a count this game does not take
            continue
    raise AssertionError(f"no player count fits {cls.name}")


def _play(game: Game, seed: int) -> tuple[State, int]:
    """A seeded match of random moves (at most :data:`ACTIONS`); its events counted."""
    state = game.new_state(seed=seed)
    rng = random.Random(seed)
    total = len(state.recent_events())
    for _ in range(ACTIONS):
        if state.is_over:
            break
        total += len(state.apply(rng.choice(state.legal_actions())))
    return state, total


def _account(views: Sequence[dict[str, Any]]) -> dict[int, list[str]]:
    """A seat's account from its tables, in the order received: each number's lines, first
    seen; a number whose lines change from one view to the next fails."""
    seen: dict[int, list[str]] = {}
    for table in views:
        lines: dict[int, list[str]] = {}
        for number, line in zip(table["log_numbers"], table["log"], strict=True):
            lines.setdefault(number, []).append(line)
        for number, said in lines.items():
            assert seen.setdefault(number, said) == said, (number, seen[number], said)
    return seen


def _views_after_every_action(game: Game, seed: int, seat: int) -> tuple[list[dict[str, Any]], int]:
    state = game.new_state(seed=seed)
    rng = random.Random(seed)
    total = len(state.recent_events())
    tables = [state.view(seat)["table"]]
    for _ in range(ACTIONS):
        if state.is_over:
            break
        total += len(state.apply(rng.choice(state.legal_actions())))
        tables.append(state.view(seat)["table"])
    return tables, total


def _missing(needles: Sequence[str], haystack: Sequence[str]) -> str | None:
    """The first needle not found in order (for a readable failure)."""
    it: Iterator[str] = iter(haystack)
    for needle in needles:
        if not any(needle == line for line in it):
            return needle
    return None


@pytest.mark.parametrize("name", list_games())
def test_a_seat_shown_the_table_after_every_action_sees_every_event_once_in_order(
    name: str,
) -> None:
    game = _game(name)
    for seed in (1, 2):
        for seat in range(game.players):
            tables, total = _views_after_every_action(game, seed, seat)
            account = _account(tables)
            assert list(account) == sorted(account)
            assert sorted(account) == list(range(1, total + 1)), (seed, seat)


@pytest.mark.parametrize("name", list_games())
def test_replay_prints_every_event_a_seat_saw_in_order(name: str) -> None:
    game = _game(name)
    state, _ = _play(game, 3)
    seat = 1
    tables, _ = _views_after_every_action(game, 3, seat)
    wanted = [line for lines in _account(tables).values() for line in lines]
    printed = [line.strip() for line in replay_lines(state.record(), seat)]
    assert _missing(wanted, printed) is None


class _Script:
    """The person at seat 0: plays the first legal move each time (quitting never)."""

    def __init__(self, session_state: State) -> None:
        self.state = session_state

    def __call__(self, prompt: str) -> str | None:
        return str(self.state.legal_actions()[0])


def _terminal(game: Game, seed: int) -> tuple[State, list[str]]:
    """A piped ``widow play`` at seat 0 against random bots: the state at the end and the
    lines printed."""
    state = game.new_state(seed=seed)
    out = io.StringIO()
    screen = Screen(Console(file=out, width=200, force_terminal=False), rich=False)
    screen.say = lambda text: print(text, file=out)  # type: ignore[method-assign]
    bots = {s: get_bot("random", game) for s in range(1, game.players)}
    steps = 0

    class Stop(Exception):
        pass

    def between() -> None:
        nonlocal steps
        steps += 1
        if steps > ACTIONS:
            raise Stop

    session = PlaySession(
        state,
        seat=0,
        bots=bots,
        bot_names={s: "random" for s in bots},
        rng=random.Random(seed),
        screen=screen,
        read=_Script(state),
    )
    session.between_moves = between
    with contextlib.suppress(Stop):
        session.run()
    return state, out.getvalue().splitlines()


@pytest.mark.parametrize("name", list_games())
def test_the_terminal_prints_every_event_in_order(name: str) -> None:
    game = _game(name)
    state, printed = _terminal(game, 4)
    names = Names(game.players, viewer=0, bots={s: "random" for s in range(1, game.players)})
    tables, _ = _replayed(state)
    wanted = [personal_line(line, names) for lines in _account(tables).values() for line in lines]
    assert wanted
    assert _missing(wanted, printed) is None


def _replayed(state: State) -> tuple[list[dict[str, Any]], list[list[dict[str, Any]]]]:
    """``state``'s record replayed: seat 0's tables after every action, and each action's
    events as seat 0 sees them (the setup's first)."""
    record = state.record()
    again = state.game.new_state(seed=record["seed"])
    steps = [[e.for_seat(0) for e in again.recent_events()]]
    tables = [again.view(0)["table"]]
    for entry in record["actions"]:
        steps.append([e.for_seat(0) for e in again.apply(entry["action"], seat=entry["seat"])])
        tables.append(again.view(0)["table"])
    return tables, steps


def test_whisky_poker_for_pots_heads_a_result_with_the_deal_that_ended() -> None:
    # The action that settles a deal deals the next one too: the result panel shown then is the
    # settled deal's, and must say so rather than carry the new deal's number.
    game = load_game("whisky-poker", players=3, scoring="betting", deals=3)
    state = game.new_state(seed=8)
    rng = random.Random(8)
    headings = []
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
        result = state.view(0)["table"]["result"]
        if result is not None and not state.is_over:
            deal = state.view(0)["deal"]
            headings.append((result["lines"][0], deal))
    assert headings
    assert all(heading == f"deal {deal - 1}" for heading, deal in headings)


def test_the_terminal_shows_a_deal_result_before_the_next_deal_begins() -> None:
    # Commerce settles a deal and antes and deals the next in one action: the settled deal's
    # result comes right after its showdown, before the next deal's antes and board.
    game = load_game("commerce", players=3, deals=3)
    _, printed = _terminal(game, 5)
    results = [i for i, line in enumerate(printed) if line == "result:"]
    assert len(results) >= 2
    for at in results:
        heading = printed[at + 1].strip()
        ended = int(heading.split()[1])
        if ended == 3:
            continue  # the last deal: none follows
        begins = [i for i, line in enumerate(printed) if line.startswith(f"deal {ended + 1}:")]
        assert begins and at < begins[0], heading


@pytest.mark.parametrize("name", list_games())
def test_replay_shows_a_deal_result_before_the_deal_the_same_action_began(name: str) -> None:
    # One action may settle a deal and deal the next: the settled deal's result panel goes
    # between the two, never after the new deal's first lines.
    game = _game(name)
    state, _ = _play(game, 3)
    printed = replay_lines(state.record(), 0)
    steps = [i for i, line in enumerate(printed) if line.startswith("[")]
    tables, _ = _replayed(state)
    checked = 0
    for number, at in enumerate(steps, start=1):
        table, before = tables[number], tables[number - 1]
        fresh = table["result"] is not None and table["result"] != before["result"]
        if not fresh or "log_deal_from" not in table:
            continue
        block = printed[at : steps[number] if number < len(steps) else len(printed)]
        first = table["log"][table["log_numbers"].index(table["log_deal_from"])]
        assert block.index("result:") < block.index(f"    {first}"), block
        checked += 1
    deals_end_and_begin = {"bourre", "chinese-poker", "commerce", "ofc", "paiute", "preference"}
    deals_end_and_begin |= {"tonk", "whisky-poker", "whist", "la-viuda"}
    if name in deals_end_and_begin:
        assert checked


@pytest.mark.parametrize("name", ["whist", "commerce", "horse-race", "tonk"])
def test_a_spectator_log_keeps_a_number_for_each_line(name: str) -> None:
    # A spectator's log is the newest lines common to every seat: each keeps its event's number,
    # so a watching page merges its log like a seat's.
    from widow.server.spectator import spectator_table

    game = _game(name)
    state = game.new_state(seed=2)
    rng = random.Random(2)
    for _ in range(ACTIONS):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
        seats = [state.view(s)["table"] for s in range(game.players)]
        watched = spectator_table(state.full_view()["table"], seats)
        assert len(watched["log_numbers"]) == len(watched["log"])
        assert (
            watched["log_numbers"] == seats[0]["log_numbers"][-len(watched["log"]) :]
            or not (watched["log"])
        )
