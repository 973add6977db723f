"""Pot equity in the stud games (Soko): each seat's known cards, the rest dealt out.

A hand is the cards known of one seat, up to five: ``"Ks 9h 4d"``, with ``??`` for each card not
known (an opponent's hole card: ``"?? 9h 4d"``); a hand given with fewer than five cards is
completed from the stock. ``dead`` cards are known to be out of play (folded up-cards). The count
is exact, over every way of completing the hands, when that is at most ``exact_limit`` deals
(two hands from the fourth card on, or any hands on the last card); otherwise seeded Monte Carlo
with a 95% interval. A tie among ``k`` hands counts ``1/k`` to each.

>>> r = stud_equity("soko", ["As Ah 9h 4d", "Kc Kd Qs 2c"])
>>> r.exact, r.boards, [round(e, 3) for e in r.equity]
(True, 1892, [0.846, 0.154])
>>> r = stud_equity("soko", ["As Ah", "?? Kd"], trials=4000, seed=1)
>>> r.exact, r.equity[0] > 0.6
(False, True)
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator, Sequence
from typing import Any

import numpy as np

from widow.analysis.results import TRIAL_CHUNK, EquityResult, check_trials
from widow.cards import Card, format_cards, parse_cards
from widow.errors import InvalidCardError, InvalidOptionError
from widow.ranking import get_system

STUD_GAMES = ("soko", "draw-poker")
#: The ranking each draw-poker ``variant`` names (``None``: high).
DRAW_RANKINGS = ("high", "ace-to-five", "deuce-to-seven", "ace-to-six")
HAND = 5
UNKNOWN = "??"
EXACT_LIMIT = 300_000


def _parse(hand: str | Sequence[int | str]) -> tuple[list[int], int, int]:
    words = hand.split() if isinstance(hand, str) else [str(c) for c in hand]
    known = [int(c) for w in words if w != UNKNOWN for c in parse_cards(w)]
    hidden = sum(1 for w in words if w == UNKNOWN)
    if len(known) + hidden > HAND:
        raise InvalidCardError(f"a stud hand holds at most {HAND} cards, not {len(known) + hidden}")
    return known, HAND - len(known), hidden


def _deal_counts(rest: int, needs: Sequence[int]) -> int:
    count, left = 1, rest
    for need in needs:
        count *= _comb(left, need)
        left -= need
    return count


def _comb(n: int, k: int) -> int:
    from math import comb

    return comb(n, k) if 0 <= k <= n else 0


def _exact_deals(rest: Sequence[int], needs: Sequence[int]) -> np.ndarray:
    """Every way of giving each hand its missing cards: rows of the cards, hand after hand."""
    rows: list[list[int]] = [[]]
    for need in needs:
        grown = []
        for row in rows:
            left = [c for c in rest if c not in row]
            grown += [row + list(extra) for extra in itertools.combinations(left, need)]
        rows = grown
    return np.array(rows, dtype=np.int64).reshape(len(rows), sum(needs))


def stud_equity(
    game: str,
    hands: Sequence[str | Sequence[int | str]],
    *,
    dead: str | Sequence[int | str] = "",
    trials: int = 200_000,
    seed: int = 0,
    exact_limit: int = EXACT_LIMIT,
    variant: str | None = None,
) -> EquityResult:
    """The equity of each stud hand in ``game`` (see the module's text). In ``draw-poker`` the
    hands are final hands after the draw and ``variant`` names the ranking (``high`` by
    default, or a lowball way).

    >>> r = stud_equity("draw-poker", ["As 2c 3c 4d 5h", "??"], variant="ace-to-five")
    >>> r.exact, round(r.equity[0], 3)
    (False, 1.0)
    """
    if game not in STUD_GAMES:
        raise InvalidOptionError(f"no stud equity for {game!r}; games: {', '.join(STUD_GAMES)}")
    ranking = game
    if game == "draw-poker":
        ranking = variant or "high"
        if ranking not in DRAW_RANKINGS:
            raise InvalidOptionError(
                f"draw-poker ranking {ranking!r} unknown; valid: {', '.join(DRAW_RANKINGS)}"
            )
    elif variant is not None:
        raise InvalidOptionError(f"{game} has no variants")
    if len(hands) < 2:
        raise InvalidOptionError(f"equity needs at least two hands, not {len(hands)}")
    check_trials(trials)
    parsed = [_parse(h) for h in hands]
    dead_cards = [int(c) for c in parse_cards(dead)] if dead else []
    used = [c for known, _, _ in parsed for c in known] + dead_cards
    if len(set(used)) != len(used):
        twice = next(c for c in used if used.count(c) > 1)
        raise InvalidCardError(f"card {str(Card(twice))!r} is given twice")
    rest = [c for c in range(52) if c not in set(used)]
    needs = [need for _, need, _ in parsed]
    if sum(needs) > len(rest):
        raise InvalidCardError("not enough cards left to complete the hands")
    count = _deal_counts(len(rest), needs)
    exact = count <= exact_limit
    system = get_system(ranking)
    if exact:
        batches: Iterable[Any] = [_exact_deals(rest, needs)]
    else:
        batches = _random_deals(np.random.default_rng(seed), rest, sum(needs), trials)
    n = 0
    totals = np.zeros((4, len(hands)))
    for deals in batches:
        n += len(deals)
        totals += _sums(system, parsed, deals)
    means, squares, wins, ties = totals / n
    interval = (
        [0.0] * len(hands)
        if exact
        else [
            float(1.96 * np.sqrt(max(float(sq - m * m), 0.0) / n))
            for sq, m in zip(squares, means, strict=True)
        ]
    )
    texts = tuple(
        " ".join([format_cards(known)] * bool(known) + [UNKNOWN] * hidden)
        for known, _, hidden in parsed
    )
    return EquityResult(
        game=game,
        hands=texts,
        board="",
        dead=format_cards(dead_cards),
        exact=exact,
        boards=n,
        equity=tuple(float(m) for m in means),
        win=tuple(float(x) for x in wins),
        tie=tuple(float(x) for x in ties),
        interval=tuple(interval),
    )


def _random_deals(
    rng: np.random.Generator, rest: Sequence[int], take: int, trials: int
) -> Iterator[Any]:
    """``trials`` random deals of ``take`` cards of ``rest``, in chunks from one generator, so
    that memory stays bounded whatever the count; a count within one chunk deals exactly as a
    single draw would."""
    pack = np.array(rest, dtype=np.int64)
    for start in range(0, trials, TRIAL_CHUNK):
        size = min(TRIAL_CHUNK, trials - start)
        yield pack[np.argsort(rng.random((size, len(rest))), axis=1)[:, :take]]


def _sums(system: Any, parsed: Sequence[Any], deals: Any) -> Any:
    """Per hand, over ``deals``: the sum of its shares of the pot, of their squares, of its wins
    alone and of its ties."""
    strengths, at = [], 0
    n = len(deals)
    for known, need, _ in parsed:
        base = np.tile(np.array(known, dtype=np.int64), (n, 1))
        strengths.append(system.evaluate_batch(np.concatenate([base, deals[:, at : at + need]], 1)))
        at += need
    table = np.stack(strengths)
    best = table == table.max(axis=0)
    winners = best.sum(axis=0)
    share = best / winners
    return np.stack(
        [
            share.sum(axis=1),
            (share * share).sum(axis=1),
            (best & (winners == 1)).sum(axis=1),
            (best & (winners > 1)).sum(axis=1),
        ]
    )
