"""Pot equity of Hold'em and Pineapple hands: exact by enumeration, or seeded Monte Carlo.

A hand's *equity* is the share of the pot it wins on average over the boards still possible: a win
counts 1, a tie among ``k`` hands ``1/k``. In hi-lo games the pot is halved when some hand makes an
eight-or-better ace-to-five low, and the result also gives each hand's average share of the high
half and of the low half.

When every hand is known and the boards left number at most ``exact_limit`` (two hands before
the flop: all 1,712,304 boards), every board is counted; otherwise boards (and the hole cards of
hands written ``??``) are drawn at random from a seeded generator and the result carries a 95%
confidence half-width for each equity.

Pineapple hands may be given with all three hole cards, before the discard (before the flop in
Pineapple, before the turn in Crazy Pineapple). Such a hand is valued as the best of its three
possible keeps on each board: the two cards it would keep had it known the whole board (in hi-lo,
the best keep for each half). That is the hand's value with a perfect discard: an upper bound on
what a real discard achieves, and the same for every player, so it ranks the hands fairly.

>>> r = equity("holdem", ["As Ah", "Kd Kc"], board="2c 7d 9h")
>>> r.exact, r.boards, [round(e, 4) for e in r.equity]
(True, 990, [0.9162, 0.0838])
>>> r = equity("holdem", ["As Ah", "??"], trials=20000, seed=1)
>>> r.exact, 0.83 < r.equity[0] < 0.88, r.interval[0] < 0.01
(False, True, True)
>>> r = equity("pineapple", ["As Ah 2c", "Kd Kc 7h"], board="2d 7d 9h", variant="crazy")
>>> r.exact, r.boards, [round(e, 4) for e in r.equity]
(True, 903, [0.7807, 0.2193])
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import numpy as np
import numpy.typing as npt

from widow.analysis.results import TRIAL_CHUNK, EquityResult, check_trials
from widow.analysis.stud_equity import stud_equity
from widow.cards import Card, format_cards, parse_cards
from widow.errors import InvalidCardError, InvalidOptionError
from widow.ranking import get_system

GAMES = ("holdem", "pineapple")
HI_LO_VARIANTS = ("crazy-hi-lo",)
EXACT_LIMIT = 2_000_000
BOARD = 5
UNKNOWN = "??"
#: The two-card keeps of a three-card Pineapple hand, as column indices.
KEEPS = ((0, 1), (0, 2), (1, 2))
#: The board cards dealt before each Pineapple variant's discard (a three-card hand is possible
#: only while the board holds one of these counts).
DISCARD_BOARDS = {"pineapple": (0,), "crazy": (0, 3), "crazy-hi-lo": (0, 3)}

IntArray = npt.NDArray[np.int64]


def equity(
    game: str,
    hands: Sequence[str | Sequence[int | str]],
    *,
    board: str | Sequence[int | str] = "",
    dead: str | Sequence[int | str] = "",
    variant: str | None = None,
    trials: int = 200_000,
    seed: int = 0,
    exact_limit: int = EXACT_LIMIT,
) -> EquityResult:
    """The equity of each hand in ``game`` (``holdem`` or ``pineapple``; ``variant`` picks a
    Pineapple variant, ``crazy-hi-lo`` splitting the pot high-low).

    Each hand is two hole cards (in Pineapple the two kept after the discard, or all three
    before it, valued by their best keep on each board) or ``"??"`` for an unknown hand (of as
    many cards as the known ones). ``board`` holds 0, 3, 4 or 5 board cards and ``dead`` cards
    known to be out of play. Exact when every hand is known and at most ``exact_limit`` boards
    remain; otherwise ``trials`` seeded random deals.

    >>> equity("holdem", ["Ah Kh", "2c 2d"], board="Qh Jh Th 2h 3s").equity
    (1.0, 0.0)
    """
    if game in ("soko", "draw-poker"):
        # Stud hands carry their own cards and no board: counted by widow.analysis.stud_equity.
        if board:
            raise InvalidOptionError(f"{game} has no board; give each hand's known cards")
        return stud_equity(
            game,
            hands,
            dead=dead,
            trials=trials,
            seed=seed,
            exact_limit=min(exact_limit, 300_000),
            variant=variant,
        )
    hi_lo = _check_game(game, variant)
    known, unknown = _parse_hands(hands, game)
    board_cards = _cards(board, "board")
    dead_cards = _cards(dead, "dead")
    if len(board_cards) not in (0, 3, 4, 5):
        raise InvalidCardError(
            f"a board holds 0, 3, 4 or 5 cards, not {len(board_cards)}"
            f" ({format_cards(board_cards)})"
        )
    hole = _hole_size(known, len(board_cards), variant)
    if len(hands) < 2:
        raise InvalidOptionError(f"equity needs at least two hands, not {len(hands)}")
    check_trials(trials)
    used = [c for h in known.values() for c in h] + list(board_cards) + list(dead_cards)
    seen: set[int] = set()
    for card in used:
        if card in seen:
            raise InvalidCardError(f"card {str(Card(card))!r} is given twice")
        seen.add(card)
    rest = np.array([c for c in range(52) if c not in seen], dtype=np.int64)
    missing = BOARD - len(board_cards)
    if len(rest) < missing + hole * len(unknown):
        raise InvalidCardError("not enough cards left to complete the hands and the board")
    count = _comb(len(rest), missing)
    texts = tuple(UNKNOWN if i in unknown else format_cards(known[i]) for i in range(len(hands)))
    n_board = len(board_cards)
    if not unknown and count <= exact_limit:
        exact = True
        n = max(count, 1)
        buffer = np.empty((n, 2 + BOARD), dtype=np.int8)
        buffer[:, 2 : 2 + n_board] = np.array(board_cards, dtype=np.int8)
        if missing:
            buffer[:, 2 + n_board :] = rest.astype(np.int8)[combinations(len(rest), missing)]
        holes: list[Any] = [np.array(known[i], dtype=np.int8) for i in range(len(hands))]
        stats = _shares(buffer, holes, hi_lo)
    else:
        exact = False
        n = trials
        rng = np.random.default_rng(seed)
        # Dealt in chunks from one generator, so that memory stays bounded whatever the count;
        # a count within one chunk deals exactly as a single draw would.
        parts = []
        for start in range(0, trials, TRIAL_CHUNK):
            size = min(TRIAL_CHUNK, trials - start)
            drawn = np.argsort(rng.random((size, len(rest))), axis=1)
            drawn = drawn[:, : missing + hole * len(unknown)]
            drawn = rest[drawn].astype(np.int8)
            buffer = np.empty((size, 2 + BOARD), dtype=np.int8)
            buffer[:, 2 : 2 + n_board] = np.array(board_cards, dtype=np.int8)
            buffer[:, 2 + n_board :] = drawn[:, :missing]
            holes = []
            next_unknown = missing
            for i in range(len(hands)):
                if i in unknown:
                    holes.append(drawn[:, next_unknown : next_unknown + hole])
                    next_unknown += hole
                else:
                    holes.append(np.array(known[i], dtype=np.int8))
            parts.append((size, _shares(buffer, holes, hi_lo)))
        stats = _pooled(parts)
    means = tuple(float(x) for x in stats.share)
    interval = tuple(0.0 for _ in means)
    if not exact:
        # Each deal's share is a bounded variable; its sample variance gives a normal interval.
        interval = tuple(
            float(1.96 * np.sqrt(max(sq - m * m, 0.0) / n))
            for m, sq in zip(means, stats.square, strict=True)
        )
    return EquityResult(
        game=game if variant is None else f"{game} ({variant})",
        hands=texts,
        board=format_cards(board_cards),
        dead=format_cards(dead_cards),
        exact=exact,
        boards=n,
        equity=means,
        win=tuple(float(x) for x in stats.win),
        tie=tuple(float(x) for x in stats.tie),
        interval=interval,
        high=None if stats.high is None else tuple(float(x) for x in stats.high),
        low=None if stats.low is None else tuple(float(x) for x in stats.low),
        low_made=stats.low_made,
    )


@dataclass(frozen=True, slots=True)
class _Stats:
    """Per hand: mean share, mean squared share, win and tie rates (and the hi-lo halves)."""

    share: npt.NDArray[np.float64]
    square: npt.NDArray[np.float64]
    win: npt.NDArray[np.float64]
    tie: npt.NDArray[np.float64]
    high: npt.NDArray[np.float64] | None = None
    low: npt.NDArray[np.float64] | None = None
    low_made: float | None = None


def _pooled(parts: Sequence[tuple[int, _Stats]]) -> _Stats:
    """The statistics of chunks of deals taken together: each a mean, weighted by its size."""
    if len(parts) == 1:
        return parts[0][1]
    total = sum(size for size, _ in parts)

    def mean(pick: Callable[[_Stats], Any]) -> Any:
        return sum(size * pick(stats) for size, stats in parts) / total

    first = parts[0][1]
    return _Stats(
        mean(lambda s: s.share),
        mean(lambda s: s.square),
        mean(lambda s: s.win),
        mean(lambda s: s.tie),
        None if first.high is None else mean(lambda s: s.high),
        None if first.low is None else mean(lambda s: s.low),
        None if first.low_made is None else float(mean(lambda s: s.low_made)),
    )


def _strengths(
    system: str, buffer: npt.NDArray[np.int8], holes: Sequence[Any], **options: Any
) -> IntArray:
    """Strengths of every hand on every board: the board columns stay, the hole columns change.
    A three-card hand counts as its best keep on each board."""
    ranking = get_system(system, **options)
    rows = []
    for hole in holes:
        if hole.shape[-1] == 2:
            buffer[:, :2] = hole
            rows.append(ranking.evaluate_batch(buffer))
            continue
        best: IntArray | None = None
        for keep in KEEPS:
            buffer[:, :2] = hole[..., list(keep)]
            values = ranking.evaluate_batch(buffer)
            best = values if best is None else np.maximum(best, values)
        assert best is not None  # KEEPS is not empty
        rows.append(best)
    return np.vstack(rows)


def _shares(buffer: npt.NDArray[np.int8], holes: Sequence[Any], hi_lo: bool) -> _Stats:
    n = len(buffer)
    high = _strengths("high", buffer, holes)
    if len(holes) == 2 and not hi_lo:
        # Heads-up: counting wins and ties is enough, no per-board shares needed.
        diff = high[0] - high[1]
        first, ties = np.count_nonzero(diff > 0) / n, np.count_nonzero(diff == 0) / n
        second = 1.0 - first - ties
        share = np.array([first + ties / 2, second + ties / 2])
        square = np.array([first + ties / 4, second + ties / 4])
        return _Stats(share, square, np.array([first, second]), np.array([ties, ties]))
    high_win = high == high.max(axis=0)
    high_count = high_win.sum(axis=0)
    high_share = high_win / high_count
    if not hi_lo:
        return _Stats(
            high_share.mean(axis=1),
            (high_share**2).mean(axis=1),
            (high_win & (high_count == 1)).mean(axis=1),
            (high_win & (high_count > 1)).mean(axis=1),
        )
    low = _strengths("ace-to-five", buffer, holes, qualifier="8")
    best_low = low.max(axis=0)
    made = best_low > 0
    low_win = (low == best_low) & made
    low_share = low_win / np.maximum(low_win.sum(axis=0), 1)
    shares = np.where(made, 0.5 * high_share + 0.5 * low_share, high_share)
    scoop = shares == 1.0
    return _Stats(
        shares.mean(axis=1),
        (shares**2).mean(axis=1),
        scoop.mean(axis=1),
        ((shares > 0) & ~scoop).mean(axis=1),
        high_share.mean(axis=1),
        low_share.mean(axis=1),
        float(made.mean()),
    )


def _check_game(game: str, variant: str | None) -> bool:
    if game not in GAMES:
        every = ", ".join((*GAMES, "soko", "draw-poker"))
        raise InvalidOptionError(f"equity is computed for {every}, not {game!r}")
    if variant is None:
        return False
    if game != "pineapple":
        raise InvalidOptionError(f"{game} has no variant option (given {variant!r})")
    # The variants are the keys of DISCARD_BOARDS, in the order Pineapple's options list them
    # (a test holds the two together), so that this layer needs nothing from the game.
    if variant not in DISCARD_BOARDS:
        raise InvalidOptionError(
            f"option variant must be one of {', '.join(DISCARD_BOARDS)}, not {variant!r}"
        )
    return variant in HI_LO_VARIANTS


def _cards(cards: str | Sequence[int | str], what: str) -> tuple[Card, ...]:
    try:
        return parse_cards(cards)
    except InvalidCardError as error:
        raise InvalidCardError(f"{what}: {error}") from None


def _hole_size(known: dict[int, tuple[Card, ...]], board: int, variant: str | None) -> int:
    """How many hole cards every hand holds: two, or three before a Pineapple discard (which
    the board's size must still allow)."""
    sizes = {len(cards) for cards in known.values()}
    if len(sizes) > 1:
        raise InvalidCardError(
            "give every hand with the same number of hole cards: two after the discard,"
            " three before it"
        )
    if sizes != {3}:
        return 2
    name = variant or "pineapple"
    if board not in DISCARD_BOARDS[name]:
        when = "before the flop" if name == "pineapple" else "before the turn"
        raise InvalidCardError(
            f"in {name} the discard comes {when}: with {board} board cards every hand has"
            " already kept two"
        )
    return 3


def _parse_hands(
    hands: Sequence[str | Sequence[int | str]], game: str
) -> tuple[dict[int, tuple[Card, ...]], set[int]]:
    known: dict[int, tuple[Card, ...]] = {}
    unknown: set[int] = set()
    for i, hand in enumerate(hands):
        if isinstance(hand, str) and hand.strip() == UNKNOWN:
            unknown.add(i)
            continue
        cards = _cards(hand, f"hand {i + 1}")
        if len(cards) != 2 and not (game == "pineapple" and len(cards) == 3):
            allowed = "two hole cards" if game != "pineapple" else "two or three hole cards"
            raise InvalidCardError(
                f"hand {i + 1} must be {allowed}, not {len(cards)} ({format_cards(cards)})"
            )
        if any(c.is_joker for c in cards):
            raise InvalidCardError(f"hand {i + 1}: no jokers in Hold'em ({format_cards(cards)})")
        known[i] = cards
    return known, unknown


def _comb(n: int, k: int) -> int:
    from math import comb

    return comb(n, k) if 0 <= k <= n else 0


@lru_cache(maxsize=16)
def combinations(n: int, k: int) -> npt.NDArray[np.int8]:
    """Every ``k``-subset of ``range(n)`` as rows of a read-only array, in lexicographic order.

    >>> combinations(4, 2).tolist()
    [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]]
    """
    if k == 0:
        out = np.zeros((1, 0), dtype=np.int8)
    elif k == 1:
        out = np.arange(n, dtype=np.int8).reshape(-1, 1)
    else:
        parts = []
        for first in range(n - k + 1):
            tail = combinations(n - first - 1, k - 1)
            block = np.empty((len(tail), k), dtype=np.int8)
            block[:, 0] = first
            block[:, 1:] = tail + (first + 1)
            parts.append(block)
        out = np.vstack(parts) if parts else np.zeros((0, k), dtype=np.int8)
    out.setflags(write=False)
    return out
