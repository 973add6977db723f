"""What a betting seat knows about the hands at its table, read from its view, and random deals
of what it does not know.

A :class:`Table` lists the seat's own cards, the board so far, and for every opponent still in
the cards it shows and how many it hides; :func:`deal` then draws ``n`` deals of the unseen
cards (the hidden cards and every card still to come) and judges each hand at the showdown. For
each opponent it also estimates how strong that opponent's hand looks *to that opponent*: its
share of the pot against random hands, from an independent deal of the future, so that how the
opponent has bet can be weighed against the cards it holds (:mod:`widow.bots.betting.ranges`)
without reading the future it could not see.

Soko's hands lie mostly face up: there an opponent's hand is judged against the up-cards it
sees, and on the last round, with nothing left to deal, :func:`exact_deals` counts every way the
hidden cards may lie instead of sampling them.

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

import itertools
from collections.abc import Callable, Mapping, Sequence
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
#: The most ways the opponents' hidden cards may lie that :func:`exact_deals` counts one by one.
EXACT_LIMIT = 2000
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
    #: Whether the opponents judge their hands against the cards the others show (Soko's
    #: up-cards: most of every hand is public there), rather than against random hands.
    open_cards: bool = False
    #: The seat's own cards the others see (its up-cards), when ``open_cards``.
    public: tuple[int, ...] = ()


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
    up = tuple(_cards(rows[seat]["up"]))
    evaluate = get_system("soko").evaluate_batch
    return Table(tuple(mine), (), 0, 5, tuple(opponents), pool, evaluate, True, up)


def _draw_poker(view: Mapping[str, Any], seat: int) -> Table:
    from widow.games.draw_poker.options import DrawPokerOptions
    from widow.games.draw_poker.rules import ranking_system

    options = DrawPokerOptions(**view["options"])
    rows = view["seats"]
    mine = _cards(rows[seat]["hand"])
    live = [r for r in rows if r["seat"] != seat and r["status"] in LIVE]
    opponents = tuple(Opponent(r["seat"], (), 5) for r in live)
    pack = [int(c) for c in CARDS[: options.pack_size()]]
    # The seat's own discards are out of play too.
    dead = set(mine) | set(_cards(rows[seat].get("discards", [])))
    pool = tuple(c for c in pack if c not in dead)
    evaluate = ranking_system(options).evaluate_batch
    return Table(tuple(mine), (), 0, 5, opponents, pool, evaluate)


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
    return _judge(table, hidden, take, n, gen)


def is_final(table: Table) -> bool:
    """Whether every card still to be dealt is out: only the opponents' hidden cards are unknown."""
    return (
        table.board_total == len(table.board)
        and table.size == len(table.mine)
        and all(len(o.shown) + o.hidden == table.size for o in table.opponents)
    )


def exact_deals(table: Table, gen: np.random.Generator, limit: int = EXACT_LIMIT) -> Deals | None:
    """Every way the opponents' hidden cards may lie where cards lie face up (Soko), once nothing
    is left to deal and the ways are at most ``limit`` (the last round: one hole card each), each
    deal as likely as any other; ``None`` otherwise. Sampling a few dozen possible hole cards
    hundreds of times only adds noise to what can be counted."""
    if not table.open_cards or not table.opponents or not is_final(table):
        return None
    count = sum(o.hidden for o in table.opponents)
    ways = 1
    for i in range(count):
        ways *= len(table.pool) - i
    if ways > limit or count == 0:
        return None
    combos = np.array(list(itertools.permutations(table.pool, count)), dtype=np.int64)
    n = len(combos)
    hidden: list[IntArray] = []
    at = 0
    for o in table.opponents:
        hidden.append(combos[:, at : at + o.hidden])
        at += o.hidden

    def nothing(count: int) -> IntArray:
        return np.zeros((n, count), dtype=np.int64)

    return _judge(table, hidden, nothing, n, gen)


def _judge(
    table: Table,
    hidden: list[IntArray],
    take: Callable[[int], IntArray],
    n: int,
    gen: np.random.Generator,
) -> Deals:
    """The deals with these hidden cards, the rest of the unseen cards coming from ``take``."""
    pool = np.array(table.pool, dtype=np.int64)
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
    if not table.opponents:
        looks = np.zeros((n, 0))
    elif table.open_cards:
        looks = np.stack(
            [_open_looks(table, i, hidden, gen) for i in range(len(table.opponents))], axis=1
        )
    else:
        looks = np.stack(
            [_looks(table, o, h, pool, gen) for o, h in zip(table.opponents, hidden, strict=True)],
            axis=1,
        )
    return Deals(strengths, share.astype(np.float64), looks)


def heads_up_scale(share: FloatArray, seats: int) -> FloatArray:
    """A share of the pot among ``seats`` hands put on the heads-up scale the ranges read: a
    fair share (one in ``seats``) counts as 0.5, winning it all as 1, none as 0.

    >>> heads_up_scale(np.array([0.0, 1 / 3, 1.0]), 3).round(2).tolist()
    [0.0, 0.5, 1.0]
    """
    fair = 1.0 / seats
    scaled: FloatArray = np.where(
        share >= fair, 0.5 + 0.5 * (share - fair) / (1.0 - fair), 0.5 * share / fair
    )
    return scaled


def _open_looks(
    table: Table, index: int, hidden: list[IntArray], gen: np.random.Generator
) -> FloatArray:
    """How strong opponent ``index``'s hand looks to it where most cards lie face up: its share
    against the hands still in as it sees them (each other seat's shown cards, the rest unknown
    to it), put on the heads-up scale. When nothing is left to deal and one rival hides one card,
    every card that rival may hide is counted; otherwise ``RIVALS`` random trials."""
    opponent = table.opponents[index]
    own_hidden = hidden[index]
    n = len(own_hidden)
    # What the opponent cannot see: the seat's unseen pool and the seat's own hidden cards, less
    # the opponent's own hidden ones (the other opponents' hidden cards lie in the pool).
    secret = tuple(c for c in table.mine if c not in table.public)
    pool = np.array([*table.pool, *secret], dtype=np.int64)
    rivals: list[tuple[int, ...]] = [table.public]
    rivals += [o.shown for j, o in enumerate(table.opponents) if j != index]
    more = table.size - len(opponent.shown) - opponent.hidden
    shown = np.tile(np.array(opponent.shown, dtype=np.int64), (n, 1))
    needs = [table.size - len(r) for r in rivals]
    if more == 0 and len(rivals) == 1 and needs[0] == 1 and not table.board_total:
        own = table.evaluate(np.concatenate([shown, own_hidden], axis=1))
        face_up = np.tile(np.array(rivals[0], dtype=np.int64), (len(pool), 1))
        other = table.evaluate(np.concatenate([face_up, pool[:, None]], axis=1))
        mask = np.ones((n, len(pool)), dtype=bool)
        for j in range(own_hidden.shape[1]):
            mask &= pool[None, :] != own_hidden[:, j : j + 1]
        wins = (own[:, None] > other[None, :]) + 0.5 * (own[:, None] == other[None, :])
        exact: FloatArray = (wins * mask).sum(axis=1) / mask.sum(axis=1)
        return exact
    held = np.zeros((n, len(pool)), dtype=bool)
    for j in range(own_hidden.shape[1]):
        held |= pool[None, :] == own_hidden[:, j : j + 1]
    score = np.zeros(n)
    for _ in range(RIVALS):
        keys = gen.random((n, len(pool)))
        keys[held] = 2.0
        order = pool[np.argsort(keys, axis=1)]
        at = more
        own = table.evaluate(np.concatenate([shown, own_hidden, order[:, :more]], axis=1))
        best = np.full(n, np.iinfo(np.int64).min)
        ties = np.zeros(n)
        for faces, need in zip(rivals, needs, strict=True):
            known = np.tile(np.array(faces, dtype=np.int64), (n, 1))
            other = table.evaluate(np.concatenate([known, order[:, at : at + need]], axis=1))
            at += need
            ties = np.where(other > best, 0, ties) + (other == np.maximum(best, other))
            best = np.maximum(best, other)
        score += np.where(own > best, 1.0, np.where(own == best, 1.0 / (1.0 + ties), 0.0))
    return heads_up_scale(score / RIVALS, len(rivals) + 1)


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


def keep_shares(
    table: Table, keeps: Sequence[tuple[int, ...]], n: int, gen: np.random.Generator
) -> tuple[FloatArray, FloatArray]:
    """Pineapple's discard: ``n`` random deals of the unseen cards, the same for every keep, and
    the seat's share of the pot with each of ``keeps`` (its two-card keeps: one column each),
    with each opponent's apparent strength (as in :class:`Deals`). ``table`` is the seat's
    with no cards of its own and two-card hands (``size`` 2): every opponent counts as holding
    two cards, whether it has discarded yet or not, which weighs every keep alike.

    >>> from widow.ranking import get_system
    >>> from widow.cards import parse_cards
    >>> aces, junk = (tuple(int(c) for c in parse_cards(h)) for h in ("As Ah", "7d 2c"))
    >>> pool = tuple(c for c in range(52) if c not in aces + junk)
    >>> table = Table((), (), 5, 2, (Opponent(1, (), 2),), pool, get_system("high").evaluate_batch)
    >>> shares, looks = keep_shares(table, [aces, junk], 300, np.random.default_rng(2))
    >>> shares.shape, looks.shape, bool(shares[:, 0].mean() > 0.75 > 0.5 > shares[:, 1].mean())
    ((300, 2), (300, 1), True)
    """
    pool = np.array(table.pool, dtype=np.int64)
    order = pool[np.argsort(gen.random((n, len(pool))), axis=1)]
    hidden = [order[:, 2 * i : 2 * i + 2] for i in range(len(table.opponents))]
    at = 2 * len(table.opponents)
    board_left = table.board_total - len(table.board)
    board = np.concatenate(
        [np.tile(np.array(table.board, dtype=np.int64), (n, 1)), order[:, at : at + board_left]],
        axis=1,
    )
    rivals = np.stack([table.evaluate(np.concatenate([h, board], axis=1)) for h in hidden], 1)
    best = rivals.max(axis=1)
    ties = (rivals == best[:, None]).sum(axis=1)
    shares = np.zeros((n, len(keeps)))
    for column, keep in enumerate(keeps):
        mine = table.evaluate(_hands(keep, np.zeros((n, 0), dtype=np.int64), board, n))
        shares[:, column] = np.where(
            mine > best, 1.0, np.where(mine == best, 1.0 / (1.0 + ties), 0.0)
        )
    looks = np.stack(
        [_looks(table, o, h, pool, gen) for o, h in zip(table.opponents, hidden, strict=True)],
        axis=1,
    )
    return shares, looks
