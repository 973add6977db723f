"""What a betting seat knows about the hands at its table, read from its view, and random deals
of what it does not know.

A :class:`Table` lists the seat's own cards, the board so far, and for every opponent still in
the cards it shows and how many it hides; :func:`deal` then draws ``n`` deals of the unseen
cards (the hidden cards and every card still to come) and judges each hand at the showdown. For
each opponent it also estimates how strong that opponent's hand looks *to that opponent*: its
share of the pot against random hands, from an independent deal of the future, so that how the
opponent has bet can be weighed against the cards it holds (:mod:`widow.bots.betting.ranges`)
without reading the future it could not see.

>>> import random
>>> from widow.games import load_game
>>> view = load_game("holdem", players=2).new_state(seed=1).view(0)
>>> table = read_table(view)
>>> [len(table.mine), len(table.board), table.board_total, len(table.opponents)]
[2, 0, 5, 1]
>>> d = deal(table, 50, np.random.default_rng(1))
>>> d.share.shape, d.looks.shape
((50,), (50, 1))
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from widow.cards import CARDS, parse_card
from widow.ranking import get_system

IntArray = npt.NDArray[np.int64]
FloatArray = npt.NDArray[np.float64]
Evaluate = Callable[[IntArray], IntArray]

#: The random rival hands (each with a future of its own) an opponent's apparent strength is
#: judged against, per deal.
RIVALS = 40
#: Seat statuses of a seat still contesting the pot.
LIVE = ("in", "all-in")


@dataclass(frozen=True, slots=True)
class Opponent:
    """An opponent still in: its seat, the cards it shows and how many more it holds face down."""

    seat: int
    shown: tuple[int, ...]
    hidden: int


@dataclass(frozen=True, slots=True)
class Table:
    """The cards as one seat knows them: a hand of ``size`` private cards each (dealt in part so
    far), a board of ``board_total`` shared cards (``board`` of them out), and the unseen pool."""

    mine: tuple[int, ...]
    board: tuple[int, ...]
    board_total: int
    size: int
    opponents: tuple[Opponent, ...]
    pool: tuple[int, ...]
    evaluate: Evaluate


@dataclass(frozen=True, slots=True)
class Deals:
    """``n`` random deals: the showdown strength of each hand (the seat's first, then each
    opponent's, higher is better), the seat's share of the pot if every hand still in goes to
    the showdown (ties split), and each opponent's apparent strength (its share against random
    hands, as it sees its cards)."""

    strengths: IntArray
    share: FloatArray
    looks: FloatArray


def _cards(texts: list[str]) -> list[int]:
    return [int(parse_card(c)) for c in texts if c != "??"]


def _high(keep_two: bool) -> Evaluate:
    system = get_system("high")
    if not keep_two:
        return system.evaluate_batch
    # A three-card Pineapple hand before its discard counts as its best keep of two.
    keeps = ((0, 1), (0, 2), (1, 2))

    def best_keep(hands: IntArray) -> IntArray:
        rest = hands[:, 3:]
        values = [
            system.evaluate_batch(np.concatenate([hands[:, list(k)], rest], axis=1)) for k in keeps
        ]
        best: IntArray = np.maximum.reduce(values)
        return best

    return best_keep


def _holdem(view: Mapping[str, Any], seat: int) -> Table:
    rows = view["seats"]
    mine = _cards(rows[seat]["hand"])
    board = _cards(view["board"])
    seen = set(mine) | set(board)
    opponents = tuple(
        Opponent(r["seat"], (), len(r["hand"]))
        for r in rows
        if r["seat"] != seat and r["status"] in LIVE
    )
    pool = tuple(c for c in range(52) if c not in seen)
    return Table(tuple(mine), tuple(board), 5, len(mine), opponents, pool, _high(len(mine) == 3))


def _soko(view: Mapping[str, Any], seat: int) -> Table:
    rows = view["seats"]
    mine = _cards([*rows[seat]["hole"], *rows[seat]["up"]])
    seen = set(mine)
    opponents = []
    for r in rows:
        if r["seat"] == seat:
            continue
        shown = _cards([*r["hole"], *r["up"]])
        seen.update(shown)
        if r["status"] in LIVE:
            hidden = len(r["hole"]) + len(r["up"]) - len(shown)
            opponents.append(Opponent(r["seat"], tuple(shown), hidden))
    pool = tuple(c for c in range(52) if c not in seen)
    return Table(tuple(mine), (), 0, 5, tuple(opponents), pool, get_system("soko").evaluate_batch)


def _draw_poker(view: Mapping[str, Any], seat: int) -> Table:
    from widow.games.draw_poker.options import DrawPokerOptions
    from widow.games.draw_poker.rules import ranking_system

    options = DrawPokerOptions(**view["options"])
    rows = view["seats"]
    mine = _cards(rows[seat]["hand"])
    opponents = tuple(
        Opponent(r["seat"], (), 5) for r in rows if r["seat"] != seat and r["status"] in LIVE
    )
    pack = [int(c) for c in CARDS[: options.pack_size()]]
    pool = tuple(c for c in pack if c not in set(mine))
    return Table(tuple(mine), (), 0, 5, opponents, pool, ranking_system(options).evaluate_batch)


#: Game name -> how its view is read.
READERS: dict[str, Callable[[Mapping[str, Any], int], Table]] = {
    "holdem": _holdem,
    "pineapple": _holdem,
    "soko": _soko,
    "draw-poker": _draw_poker,
}


def read_table(view: Mapping[str, Any]) -> Table | None:
    """The cards as the seat to act knows them, or ``None`` for a game this module cannot read
    (or a Hold'em high-low split, which it does not judge)."""
    game = str(view["game"])
    reader = READERS.get(game)
    if reader is None or view.get("variant") == "crazy-hi-lo":
        return None
    return reader(view, int(view["to_act"]))


def _hands(known: tuple[int, ...], drawn: IntArray, board: IntArray, n: int) -> IntArray:
    parts = [np.tile(np.array(known, dtype=np.int64), (n, 1)), drawn, board]
    return np.concatenate([p.reshape(n, -1) for p in parts], axis=1)


def deal(table: Table, n: int, gen: np.random.Generator) -> Deals:
    """``n`` random deals of the cards ``table``'s seat cannot see, judged at the showdown."""
    pool = np.array(table.pool, dtype=np.int64)
    size = len(pool)
    order = pool[np.argsort(gen.random((n, size)), axis=1)]
    at = 0

    def take(count: int) -> IntArray:
        nonlocal at
        cards = order[:, at : at + count]
        at += count
        return cards

    hidden = [take(o.hidden) for o in table.opponents]
    board_left = table.board_total - len(table.board)
    board = np.concatenate(
        [np.tile(np.array(table.board, dtype=np.int64), (n, 1)), take(board_left)], axis=1
    )
    mine = _hands(table.mine, take(table.size - len(table.mine)), board, n)
    values = [table.evaluate(mine)]
    for o, h in zip(table.opponents, hidden, strict=True):
        more = table.size - len(o.shown) - o.hidden
        values.append(table.evaluate(_hands(o.shown, np.concatenate([h, take(more)], 1), board, n)))
    strengths = np.stack(values, axis=1)
    best = strengths.max(axis=1, keepdims=True)
    winners = strengths == best
    share = winners[:, 0] / winners.sum(axis=1)
    looks = (
        np.stack(
            [_looks(table, o, h, pool, gen) for o, h in zip(table.opponents, hidden, strict=True)],
            axis=1,
        )
        if table.opponents
        else np.zeros((n, 0))
    )
    return Deals(strengths, share.astype(np.float64), looks)


def _looks(
    table: Table, opponent: Opponent, hidden: IntArray, pool: IntArray, gen: np.random.Generator
) -> FloatArray:
    """How strong ``opponent``'s hand (its shown cards and the drawn ``hidden`` ones) looks to
    it: its share against one random hand, each trial on a future of its own (the opponent
    cannot know the cards to come, so the showdown's future must not colour its strength)."""
    n = len(hidden)
    # Its own cards are never dealt again: they sort last in every trial.
    mine = np.zeros((n, len(pool)), dtype=bool)
    for j in range(hidden.shape[1]):
        mine |= pool[None, :] == hidden[:, j : j + 1]
    board_left = table.board_total - len(table.board)
    more = table.size - len(opponent.shown) - opponent.hidden
    known = np.tile(np.array(table.board, dtype=np.int64), (n, 1))
    shown = np.tile(np.array(opponent.shown, dtype=np.int64), (n, 1))
    score = np.zeros(n)
    for _ in range(RIVALS):
        keys = gen.random((n, len(pool)))
        keys[mine] = 2.0
        order = pool[np.argsort(keys, axis=1)]
        board = np.concatenate([known, order[:, :board_left]], axis=1)
        at = board_left + more
        own = table.evaluate(np.concatenate([shown, hidden, order[:, board_left:at], board], 1))
        # The rival's whole hand is unknown to the opponent, shown cards included: those are a
        # small share of the pack, and leaving them out keeps every game alike.
        other = table.evaluate(np.concatenate([order[:, at : at + table.size], board], 1))
        score += (own > other) + 0.5 * (own == other)
    return score / RIVALS
