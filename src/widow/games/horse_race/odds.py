"""Exact chances of each suit winning a Horse Race, from the layout.

The four aces are set aside and six cards form the layout, so the stock holds ``12 - L`` cards of
a suit that shows ``L`` times in the layout. Cards come off the stock one at a time and the first
suit to show its seventh card wins. The stock is in random order, so the chance that suit ``s``
wins with the ``k``-th card is the chance that the first ``k - 1`` cards hold exactly six of ``s``
and at most six of every other suit (a multivariate hypergeometric count), times the chance that
card ``k`` is of ``s``. Summing over ``k`` and over how many of each other suit came out gives the
exact answer as a fraction; nothing is sampled.

>>> chances = win_probabilities("2c 3c 4c 5c 6c 7c")
>>> chances["c"], sum(chances.values())
(Fraction(0, 1), Fraction(1, 1))
>>> float(win_probabilities("2c 3d 4h 5s 6c 7d")["h"])  # doctest: +ELLIPSIS
0.3107...
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction
from functools import lru_cache
from itertools import product
from math import comb

from widow.cards import SUIT_CHARS, Card, Rank, parse_cards
from widow.errors import InvalidCardError

LAYOUT_SIZE = 6
FINISH = 7
PER_SUIT = 12  # every rank but the ace


def layout_counts(layout: str | Iterable[Card]) -> tuple[int, int, int, int]:
    """How many layout cards each suit has (clubs, diamonds, hearts, spades), after checking the
    layout: six different cards, no aces, no jokers.

    >>> layout_counts("Kh Qh 2c 9s 9d Th")
    (1, 1, 3, 1)
    """
    cards = parse_cards(layout) if isinstance(layout, str) else tuple(layout)
    if len(cards) != LAYOUT_SIZE:
        raise InvalidCardError(f"a Horse Race layout has {LAYOUT_SIZE} cards, not {len(cards)}")
    if len(set(cards)) != len(cards):
        raise InvalidCardError("a Horse Race layout cannot hold the same card twice")
    counts = [0, 0, 0, 0]
    for card in cards:
        if card.suit is None or card.rank is Rank.ACE:
            raise InvalidCardError(
                f"card {str(card)!r} cannot be in a Horse Race layout: the aces are the horses"
            )
        counts[card.suit] += 1
    return counts[0], counts[1], counts[2], counts[3]


@lru_cache(maxsize=4096)
def race_chances(stock: tuple[int, ...], finish: int = FINISH) -> tuple[Fraction, ...]:
    """Chance that each suit is first to ``finish`` cards, for a randomly ordered stock holding
    ``stock[i]`` cards of suit ``i``.

    >>> race_chances((1, 1), finish=1)
    (Fraction(1, 2), Fraction(1, 2))
    >>> race_chances((3, 1), finish=2)
    (Fraction(1, 1), Fraction(0, 1))
    """
    total = sum(stock)
    out = []
    for s, n_s in enumerate(stock):
        if n_s < finish:
            out.append(Fraction(0))
            continue
        others = [n for t, n in enumerate(stock) if t != s]
        ways = Fraction(0)
        for taken in product(*(range(min(finish - 1, n) + 1) for n in others)):
            before = finish - 1 + sum(taken)
            count = comb(n_s, finish - 1)
            for n_t, c_t in zip(others, taken, strict=True):
                count *= comb(n_t, c_t)
            ways += Fraction(count, comb(total, before)) * Fraction(
                n_s - finish + 1, total - before
            )
        out.append(ways)
    return tuple(out)


def win_probabilities(layout: str | Sequence[Card]) -> dict[str, Fraction]:
    """The exact chance that each suit's ace wins, by suit letter (``c d h s``)."""
    counts = layout_counts(layout)
    chances = race_chances(tuple(PER_SUIT - n for n in counts))
    return dict(zip(SUIT_CHARS, chances, strict=True))


def fair_odds(chance: Fraction) -> Fraction | None:
    """The odds against (``(1 - p) / p`` to one) at which a bet neither wins nor loses on average;
    ``None`` for a suit that cannot win.

    >>> fair_odds(Fraction(1, 4))
    Fraction(3, 1)
    """
    if chance == 0:
        return None
    return (1 - chance) / chance
