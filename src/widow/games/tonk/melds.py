"""Tonk's card arithmetic: points, spreads (sets and runs), hits and the unmatched count.

A spread is three or four cards of a rank (a set) or three or more cards of one suit in sequence
(a run). An ace sits below the two or above the king, never both in one run, so ``Qs Ks As`` and
``As 2s 3s`` are runs and ``Ks As 2s`` is not.

>>> from widow.cards import parse_cards
>>> spread_kind(parse_cards("Qs Ks As")), spread_kind(parse_cards("Ks As 2s"))
('run', None)
>>> unmatched_count(parse_cards("7h 7c 7d Kd 2s"))
12
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from functools import lru_cache

from widow.cards import CARDS, Card, Rank
from widow.engine.counting import hand_count, pip_count

#: The pack: one standard deck of 52 cards.
PACK: tuple[Card, ...] = CARDS[:52]
#: The most cards a spread can be laid down with: a hand holds at most six cards (five and the
#: card just drawn).
LONGEST_SPREAD = 6


#: Tonk scores a hand's cards as the other adding-up games count them (ace one, court cards ten).
card_points = pip_count
hand_total = hand_count


def _low(card: Card) -> int:
    """The card's place in a run with the ace low: ace 1, two 2, ..., king 13."""
    rank = card >> 2
    return 1 if rank == Rank.ACE else rank + 2


def _consecutive(values: list[int]) -> bool:
    values.sort()
    return all(b == a + 1 for a, b in itertools.pairwise(values))


def spread_kind(cards: Sequence[Card]) -> str | None:
    """``"set"``, ``"run"`` or ``None`` when the cards are no spread.

    >>> from widow.cards import parse_cards
    >>> [spread_kind(parse_cards(t)) for t in ("9c 9d 9h 9s", "Ah 2h 3h", "9c 9d", "4h 5h 7h")]
    ['set', 'run', None, None]
    """
    if len(cards) < 3 or len(set(cards)) != len(cards):
        return None
    ranks = {c >> 2 for c in cards}
    if len(ranks) == 1:
        return "set" if len(cards) <= 4 else None
    if len({c & 3 for c in cards}) != 1 or len(ranks) != len(cards):
        return None
    low = [_low(c) for c in cards]
    if _consecutive(list(low)):
        return "run"
    high = [14 if v == 1 else v for v in low]
    return "run" if _consecutive(high) else None


def run_order(cards: Iterable[Card]) -> list[Card]:
    """The cards of a spread in the order they lie on the table (a run from its low end, the
    ace low only where the two is there).

    >>> from widow.cards import parse_cards
    >>> [str(c) for c in run_order(parse_cards("Ks As Qs"))], [str(c) for c in run_order(
    ...     parse_cards("3h Ah 2h"))]
    (['Qs', 'Ks', 'As'], ['Ah', '2h', '3h'])
    """
    cards = list(cards)
    ace_low = any(c >> 2 == Rank.TWO for c in cards)
    return sorted(cards, key=lambda c: (_low(c) if ace_low else 14 if _low(c) == 1 else _low(c), c))


def fits(spread: Sequence[Card], kind: str, card: Card) -> bool:
    """Whether ``card`` extends the spread (a hit): the fourth of a set, or a run's next card at
    either end.

    >>> from widow.cards import parse_cards
    >>> run = parse_cards("9c Tc Jc")
    >>> [fits(run, "run", Card.parse(c)) for c in ("8c", "Qc", "Kc", "9d")]
    [True, True, False, False]
    """
    return card not in spread and spread_kind([*spread, card]) == kind


@lru_cache(maxsize=1 << 16)
def _spreads_within(cards: tuple[Card, ...]) -> tuple[tuple[Card, ...], ...]:
    found = []
    for size in range(3, len(cards) + 1):
        for combo in itertools.combinations(cards, size):
            if spread_kind(combo) is not None:
                found.append(combo)
    return tuple(found)


def spreads_within(cards: Iterable[Card]) -> list[tuple[Card, ...]]:
    """Every spread that can be made from ``cards`` (each sorted by card index).

    >>> from widow.cards import parse_cards
    >>> [" ".join(map(str, s)) for s in spreads_within(parse_cards("5h 6h 7h 7c 7d"))]
    ['5h 6h 7h', '7c 7d 7h']
    """
    return list(_spreads_within(tuple(sorted(cards))))


@lru_cache(maxsize=1 << 16)
def _unmatched(cards: tuple[Card, ...]) -> int:
    best = hand_total(cards)
    for spread in _spreads_within(cards):
        rest = tuple(c for c in cards if c not in spread)
        best = min(best, _unmatched(rest))
        if best == 0:
            break
    return best


def unmatched_count(cards: Iterable[Card]) -> int:
    """The points of the cards left over when the hand is arranged into as valuable a set of
    spreads as it holds (the cards "not matched").

    >>> from widow.cards import parse_cards
    >>> unmatched_count(parse_cards("Ah 2h 3h 4h Kc")), unmatched_count(parse_cards("Kc Qd"))
    (10, 20)
    """
    return _unmatched(tuple(sorted(cards)))


def every_spread(longest: int = LONGEST_SPREAD) -> list[tuple[Card, ...]]:
    """Every spread of at most ``longest`` cards the pack holds, each sorted by card index: the
    fixed list the action numbering is built from.

    >>> len(every_spread())
    233
    """
    out: list[tuple[Card, ...]] = []
    for rank in range(13):
        of_rank = [CARDS[4 * rank + s] for s in range(4)]
        for size in (3, 4):
            out.extend(itertools.combinations(of_rank, size))
    for suit in range(4):
        # Places 1 (ace low) to 14 (ace high); a run covers ``size`` consecutive places.
        by_place = {p: CARDS[4 * ((p - 2) % 13) + suit] for p in range(1, 15)}
        for size in range(3, longest + 1):
            for start in range(1, 16 - size):
                out.append(tuple(sorted(by_place[p] for p in range(start, start + size))))
    return out
