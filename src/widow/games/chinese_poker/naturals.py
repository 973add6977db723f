"""The four naturals of Chinese Poker: which a thirteen-card hand holds, and how two of the same
kind compare.

* dragon: thirteen different ranks, deuce to ace; two dragons tie.
* three flushes: a three-card flush in front and flushes in the middle and back.
* three straights: a three-card straight in front (ace high or low) and straights in the middle
  and back.
* six pairs: six pairs and an odd card. Four of a kind counts as two pairs and three of a kind as
  a pair and the odd card (the house convention this library follows).

Two three-flush or three-straight hands are compared back first, then middle, then front, each
hand arranged as strongly as it can be (back first). Two six-pair hands compare their pairs from
the highest down; when every pair matches they tie (the odd card does not count).

>>> from widow.cards import parse_cards
>>> naturals_held(parse_cards("2c 3d 4h 5s 6c 7d 8h 9s Tc Jd Qh Ks Ac"))
['dragon', 'three-straights']
>>> naturals_held(parse_cards("2c 2d 4h 4s 6c 6d 8h 8s Tc Td Qh Qs Ac"))
['six-pairs']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import numpy as np

from widow.cards import Card
from widow.families.rows.actions import NATURALS
from widow.families.rows.rows import batch_five, batch_front
from widow.i18n import N_

#: Units a winning natural collects from each opponent.
NATURAL_PAY = {"dragon": 13, "three-flushes": 3, "three-straights": 3, "six-pairs": 3}
#: The naturals' names and the move that declares one, as the table shows them, marked for the
#: catalogue (widow.i18n).
NATURAL_WORDS = (
    N_("dragon"),
    N_("three-flushes"),
    N_("three-straights"),
    N_("six-pairs"),
    N_("Declare {natural}"),
)
_ACE = 12
# Rank windows of straights, best first: five-card (ten to ace ... ace to five), three-card.
_FIVE_WINDOWS = [tuple(range(top - 4, top + 1)) for top in range(_ACE, 3, -1)] + [(12, 0, 1, 2, 3)]
_THREE_WINDOWS = [tuple(range(top - 2, top + 1)) for top in range(_ACE, 1, -1)] + [(12, 0, 1)]


def _flush_shapes(cards: Sequence[Card]) -> bool:
    counts = sorted((n for n in Counter(c & 3 for c in cards).values()), reverse=True)
    return counts in ([5, 5, 3], [8, 5], [10, 3], [13])


def _straight_tops(cards: Sequence[Card]) -> tuple[int, int, int] | None:
    """The best (back, middle, front) straight windows the ranks split into, by window order
    (higher is better), or ``None`` when they make no three straights."""
    counts = [0] * 13
    for c in cards:
        counts[c >> 2] += 1
    if max(counts) > 3 or counts.count(0) > 7:
        return None
    best: tuple[int, int, int] | None = None
    for b, back in enumerate(_FIVE_WINDOWS):
        if not all(counts[r] for r in back):
            continue
        for r in back:
            counts[r] -= 1
        for m in range(b, len(_FIVE_WINDOWS)):
            middle = _FIVE_WINDOWS[m]
            if not all(counts[r] for r in middle):
                continue
            for r in middle:
                counts[r] -= 1
            for f, front in enumerate(_THREE_WINDOWS):
                if all(counts[r] == (1 if r in front else 0) for r in range(13)):
                    key = (-b, -m, -f)
                    if best is None or key > best:
                        best = key
                    break
            for r in middle:
                counts[r] += 1
        for r in back:
            counts[r] += 1
    return best


def naturals_held(cards: Sequence[Card]) -> list[str]:
    """The naturals these thirteen cards make, best first (possibly none)."""
    ranks = Counter(c >> 2 for c in cards)
    held = []
    if len(ranks) == 13:
        held.append("dragon")
    if _flush_shapes(cards):
        held.append("three-flushes")
    if _straight_tops(cards) is not None:
        held.append("three-straights")
    if sum(n // 2 for n in ranks.values()) == 6:
        held.append("six-pairs")
    return held


def _three_flush_key(cards: Sequence[Card]) -> tuple[int, int, int]:
    """The strongest three-flush arrangement's (back, middle, front) strengths."""
    from widow.families.rows.splits import (
        BACK_IDS,
        FIVE_POSITIONS,
        FRONT_IDS,
        FRONTS,
        MIDDLE_IDS,
    )

    hand = np.array(sorted(cards), dtype=np.int64)
    suits = hand & 3
    front_ok = (suits[FRONTS] == suits[FRONTS][:, :1]).all(axis=1)
    five_suits = suits[FIVE_POSITIONS]
    five_ok = (five_suits == five_suits[:, :1]).all(axis=1)
    ok = front_ok[FRONT_IDS] & five_ok[MIDDLE_IDS] & five_ok[BACK_IDS]
    fives = batch_five(hand[FIVE_POSITIONS])
    fronts = batch_front(hand[FRONTS])
    high = np.maximum(fives[MIDDLE_IDS], fives[BACK_IDS])[ok]
    low = np.minimum(fives[MIDDLE_IDS], fives[BACK_IDS])[ok]
    front = fronts[FRONT_IDS][ok]
    best = np.lexsort((front, low, high))[-1]
    return int(high[best]), int(low[best]), int(front[best])


def natural_key(name: str, cards: Sequence[Card]) -> tuple[int, ...]:
    """What decides between two hands holding the same natural (higher is better)."""
    if name == "dragon":
        return ()
    if name == "three-flushes":
        return _three_flush_key(cards)
    if name == "three-straights":
        tops = _straight_tops(cards)
        return tops if tops is not None else ()
    counts = Counter(c >> 2 for c in cards)
    pairs = sorted((r for r, n in counts.items() for _ in range(n // 2)), reverse=True)
    return tuple(pairs[:6])


def compare_naturals(first: tuple[str, Sequence[Card]], second: tuple[str, Sequence[Card]]) -> int:
    """1 when the first natural wins, -1 when the second does, 0 for a tie.

    >>> from widow.cards import parse_cards
    >>> six = parse_cards("2c 2d 4h 4s 6c 6d 8h 8s Tc Td Qh Qs Ac")
    >>> dragon = parse_cards("2c 3d 4h 5s 6c 7d 8h 9s Tc Jd Qh Ks Ac")
    >>> compare_naturals(("six-pairs", six), ("dragon", dragon))
    -1
    """
    a, b = NATURALS.index(first[0]), NATURALS.index(second[0])
    if a != b:
        return 1 if a < b else -1
    ka, kb = natural_key(first[0], first[1]), natural_key(second[0], second[1])
    return (ka > kb) - (ka < kb)
