"""Draw Poker's draw as the betting ``search`` plays it: the hands the opponents end with, given
how many cards each drew, and the keep worth the most at the showdown.

Every player is taken to draw the usual way (:func:`usual_keep`): keep a made hand (a straight
or better), keep the cards of a pair, two pairs, three or four of a kind, else a four-card
flush or a four-card run, else the highest card if it is a queen or better. A random deal of an
opponent's first five cards then tells how many it would draw; once it has drawn, a deal whose
count differs from the count it drew keeps only a small weight (``NEAR`` when one card apart,
``MISMATCH`` otherwise: players do not all draw alike), so that an opponent who stood pat
holds mostly made hands and one who drew three mostly a pair.

:func:`draw_values` weighs each of the seat's own legal draws on the same deals (the same
cards come to it, in the same order, whatever it keeps), so that the draws are compared with
the luck of the draw taken out: each keep's value is its share of the pot at the showdown
against every opponent still in, each of them drawing in turn.

>>> from widow.cards import parse_cards
>>> hands = np.array([[int(c) for c in parse_cards(h)] for h in (
...     "9c 9d 2h 5s Kd", "2h 7h 9h Qh 3c", "5c 6d 7h 8s Kd", "4c 5c 6c 7c 8c", "2c 5d 8h Js Ks")])
>>> (5 - usual_keep(hands).sum(axis=1)).tolist()
[3, 1, 1, 0, 4]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

IntArray = npt.NDArray[np.int64]
FloatArray = npt.NDArray[np.float64]
BoolArray = npt.NDArray[np.bool_]

#: The weight of a deal in which an opponent would have drawn one card more or fewer than it
#: did (a kicker kept, a draw broken), and of one in which it would have drawn otherwise still.
#: The second must be small: made hands are rare, so even a few pat hands drawn from garbage
#: would swamp them.
NEAR, MISMATCH = 0.1, 0.002
#: The lowest rank (0 is a deuce) a lone high card must have to be kept.
HIGH_KEEP = 10


def usual_keep(hands: IntArray) -> BoolArray:
    """Which of each five-card hand's cards (rows of card numbers) the usual draw keeps, for
    the high ranking (see the module text)."""
    ranks = hands >> 2
    suits = hands & 3
    same_rank = (ranks[:, :, None] == ranks[:, None, :]).sum(axis=2)
    same_suit = (suits[:, :, None] == suits[:, None, :]).sum(axis=2)
    ordered = np.sort(ranks, axis=1)
    distinct = (same_rank == 1).all(axis=1)
    wheel = (ordered == np.array([0, 1, 2, 3, 12])).all(axis=1)
    straight = distinct & ((ordered[:, 4] - ordered[:, 0] == 4) | wheel)
    flush = same_suit[:, 0] == 5
    full = (same_rank == 3).any(axis=1) & (same_rank == 2).any(axis=1)
    made = straight | flush | full
    grouped = same_rank >= 2
    paired = grouped.any(axis=1)
    four_flush = same_suit == 4
    low_run = distinct & (ordered[:, 3] - ordered[:, 0] == 3)
    high_run = distinct & (ordered[:, 4] - ordered[:, 1] == 3)
    run = (low_run[:, None] & (ranks <= ordered[:, 3:4])) | (
        high_run[:, None] & (ranks >= ordered[:, 1:2])
    )
    top = (ranks == ordered[:, 4:5]) & (ordered[:, 4:5] >= HIGH_KEEP)
    keep = np.where(
        made[:, None],
        True,
        np.where(
            paired[:, None],
            grouped,
            np.where(
                four_flush.any(axis=1)[:, None],
                four_flush,
                np.where((low_run | high_run)[:, None], run, top),
            ),
        ),
    )
    result: BoolArray = keep
    return result


def drawn_hands(first: IntArray, fresh: IntArray, drew: int | None) -> tuple[IntArray, FloatArray]:
    """The hands ``first`` (rows of five) end with after the usual draw, from the ``fresh``
    cards (rows of five), and each deal's weight given that ``drew`` cards were drawn (``None``:
    not drawn yet, every deal weighs 1)."""
    keep = usual_keep(first)
    count = keep.sum(axis=1)
    # The kept cards first, in their order; the places after them take fresh cards.
    kept_first = np.take_along_axis(first, np.argsort(~keep, axis=1, kind="stable"), axis=1)
    if drew is None:
        places = count[:, None]
        weight = np.ones(len(first))
    else:
        places = np.full((len(first), 1), 5 - drew)
        off = np.abs(count - (5 - drew))
        weight = np.where(off == 0, 1.0, np.where(off == 1, NEAR, MISMATCH))
    final = np.where(np.arange(5)[None, :] < places, kept_first, fresh)
    return final, weight


@dataclass(frozen=True, slots=True)
class DrawDeals:
    """Random deals around a draw: the seat's share of the pot for each keep it may make
    (one column per keep) and each deal's weight."""

    shares: FloatArray
    weight: FloatArray


def draw_values(
    hand: Sequence[int],
    keeps: Sequence[Sequence[int]],
    pool: Sequence[int],
    drew: Sequence[int | None],
    evaluate: Callable[[IntArray], IntArray],
    n: int,
    gen: np.random.Generator,
) -> DrawDeals:
    """``n`` deals of the cards ``hand``'s seat cannot see, each opponent (``drew``: how many
    cards each has drawn, ``None`` before its draw) drawing the usual way, and the seat's share
    of the pot with each of ``keeps`` (the cards it keeps, any of them; its own hand
    as it stands is the keep of all five).

    >>> from widow.cards import parse_cards
    >>> from widow.ranking import get_system
    >>> hand = [int(c) for c in parse_cards("As Ad Ac 7h 2d")]
    >>> pool = [c for c in range(52) if c not in hand]
    >>> d = draw_values(hand, [hand[:3], []], pool, [None], get_system("high").evaluate_batch,
    ...                 400, np.random.default_rng(1))
    >>> bool(np.average(d.shares[:, 0], weights=d.weight) > 0.8)
    True
    >>> bool(np.average(d.shares[:, 1], weights=d.weight) < 0.6)
    True
    """
    judge = evaluate  # the ranking's batch evaluation: rows of five cards -> strengths
    cards = np.array(pool, dtype=np.int64)
    order = cards[np.argsort(gen.random((n, len(cards))), axis=1)]
    # The seat's own fresh cards come first, the same for every keep.
    own_fresh = order[:, :5]
    at = 5
    rivals = []
    weight = np.ones(n)
    for count in drew:
        first = order[:, at : at + 5]
        fresh = order[:, at + 5 : at + 10]
        at += 10
        final, w = drawn_hands(first, fresh, count)
        rivals.append(judge(final))
        weight *= w
    best = np.max(np.stack(rivals, axis=1), axis=1) if rivals else np.full(n, -1)
    ties = (np.stack(rivals, axis=1) == best[:, None]).sum(axis=1) if rivals else np.zeros(n)
    shares = np.zeros((n, len(keeps)))
    for column, keep in enumerate(keeps):
        kept = np.tile(np.array(list(keep), dtype=np.int64), (n, 1))
        mine = judge(np.concatenate([kept, own_fresh[:, : 5 - len(keep)]], axis=1))
        shares[:, column] = np.where(
            mine > best, 1.0, np.where(mine == best, 1.0 / (1.0 + ties), 0.0)
        )
    return DrawDeals(shares, weight)
