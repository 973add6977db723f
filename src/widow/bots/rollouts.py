"""Flat Monte Carlo over sampled deals: each legal move played out to the end of the deal by the
game's heuristic, on the same sampled deals for every move.

Where a search bot has no search of its own for a decision (a trick game's bidding, Soko's
bring-in), it asks :func:`rollout_estimates`: draw a deal consistent with the seat's
view (:meth:`widow.bots.SeatView.resample`), play every legal move on a copy of it, let the
heuristic play every seat from there to the end of the deal with the same random draws for
every move, and count what the seat won or lost. The moves are compared on the same deals and
the same futures (common random numbers), so the differences between them are much steadier
than their values.

The heuristic's own move stands unless another's mean beats it by more than ``confidence``
standard errors of the paired differences, over at least ``least`` sampled deals, and by more
still where there are many moves to compare or few deals: the best of many noisy means is often
a lucky one, so the bar is raised until a move that is no better than the heuristic's clears
it, over all the others together, one time in twenty at most (:func:`bar`). The heuristic
knows better than noise.

>>> import random
>>> from widow.bots import SeatView, get_bot
>>> from widow.games import load_game
>>> state = load_game("bourre", players=3).new_state(seed=4)
>>> seat, legal = state.to_act, state.legal_actions()
>>> heuristic = get_bot("heuristic", "bourre")
>>> usual = heuristic.choose(SeatView(state, seat), legal, random.Random(0))
>>> found = rollout_estimates(SeatView(state, seat), legal, usual, random.Random(1),
...                           policy=heuristic, samples=4, least=2, deadline=float("inf"))
>>> found is not None and found[0].samples == 4 and {e.action for e in found} == set(legal)
True
"""

from __future__ import annotations

import hashlib
import math
import random
import time
from collections.abc import Callable, Mapping, Sequence
from statistics import NormalDist
from typing import Any

from widow.bots.estimates import MoveEstimate, Unit, best_first
from widow.bots.registry import Bot
from widow.engine.actions import Action
from widow.engine.core import DEAL_EVENT, State
from widow.engine.seat_view import SeatView
from widow.i18n import N_

__all__ = ["MAX_MOVES", "bar", "beats", "rollout_estimates", "standing"]

#: The most legal moves a decision may have for the rollouts to weigh them all: beyond that
#: (the choice of four discards out of sixteen cards) a budget of a second gives each move too
#: few deals to tell it from the heuristic's, and the heuristic decides alone.
MAX_MOVES = 40
#: Standard errors of the paired difference by which a move must beat the heuristic's.
CONFIDENCE = 2.0


def standing(outcome: Mapping[str, Any]) -> tuple[Unit, list[float]]:
    """Each seat's standing in an outcome, in the unit the game keeps its score in: points where
    every seat keeps points (the partnership games' score), else chips, counted as the money the
    game settles (or the chips, where it settles none).

    >>> standing({"seats": [{"chips": 3, "money": -2}, {"chips": 4, "money": 2}]})
    ('chips', [-2.0, 2.0])
    >>> standing({"seats": [{"chips": 0, "money": 0, "points": 3}, {"points": 1}]})
    ('points', [3.0, 1.0])
    """
    seats = outcome["seats"]
    if all("points" in seat for seat in seats):
        return "points", [float(seat["points"]) for seat in seats]
    return "chips", [float(seat.get("money", seat.get("chips", 0))) for seat in seats]


def _play_out(state: State, policy: Bot, rng: random.Random, deadline: float) -> bool:
    """Play ``state`` on with ``policy`` at every seat to the next deal or the end of the match;
    ``False`` if the processor clock passed ``deadline`` first."""
    while not state.is_over:
        if time.process_time() >= deadline:
            return False
        seat = state.to_act
        assert seat is not None  # a match that is on has a seat to act
        action = policy.choose(SeatView(state, seat), state.legal_actions(), rng)
        if any(event.type == DEAL_EVENT for event in state.apply_unchecked(action)):
            break
    return True


def rollout_estimates(
    view: Mapping[str, Any],
    legal: Sequence[Action],
    usual: Action,
    rng: random.Random,
    *,
    policy: Bot,
    samples: int,
    least: int,
    deadline: float,
    confidence: float = CONFIDENCE,
    draw: Callable[[random.Random], State] | None = None,
) -> list[MoveEstimate] | None:
    """Each legal move's mean result over up to ``samples`` sampled deals, the move to play
    first (``usual``, the heuristic's, unless another beats it as the module says), then the
    rest best first; ``None`` when fewer than ``least`` deals could be played out for every move
    before the processor clock reached ``deadline``, or the moves are too many.

    ``view`` must be resamplable (a :class:`widow.bots.SeatView`), or ``draw`` given to draw the
    deals from it instead (one that leaves out deals the others' play makes unlikely); a deal
    counts only once every move has been played out on it, so every mean rests on the same deals.
    """
    resample = draw if draw is not None else getattr(view, "resample", None)
    if resample is None or len(legal) > MAX_MOVES or usual not in legal:
        return None
    rng = own_stream(rng, legal)  # the runner's stream goes on as if no deal had been drawn
    moves = list(legal)
    results: dict[Action, list[float]] = {move: [] for move in moves}
    unit: Unit = "points"
    done = 0
    while done < samples and time.process_time() < deadline:
        deal = resample(rng)
        seat = deal.to_act
        assert seat is not None  # the seat's own turn, in every sample
        unit, now = standing(deal.outcome())
        before = now[seat]
        future = rng.getrandbits(64)
        row: list[float] = []
        for move in moves:
            state = deal.copy()
            state.apply_unchecked(move)
            if not _play_out(state, policy, random.Random(future), deadline):
                break
            row.append(standing(state.outcome())[1][seat] - before)
        if len(row) < len(moves):
            break  # the clock ran out in this deal: it counts for no move
        for move, value in zip(moves, row, strict=True):
            results[move].append(value)
        done += 1
    if done < least:
        return None
    means = {move: sum(values) / done for move, values in results.items()}
    best = max(moves, key=lambda m: means[m])
    high = bar(len(moves), done, confidence)
    chosen = best if beats(results[best], results[usual], high) else usual
    estimates = {
        move: MoveEstimate(move, means[move], unit, done, _reason(move, chosen, usual, done))
        for move in moves
    }
    first = estimates[chosen]
    return [first, *(e for e in best_first(estimates.values()) if e is not first)]


def own_stream(rng: random.Random, legal: Sequence[Action]) -> random.Random:
    """The bot's own generator for one decision, seeded from where the runner's ``rng`` stands
    and from the legal moves, without drawing from it: the runner's stream (shared by every seat
    of a match, and the same in both plays of a duplicate pair) goes on as if the search had not
    been asked, while the same ``rng`` and moves still give the same decision.

    >>> rng = random.Random(5)
    >>> before = rng.getstate()
    >>> a = own_stream(rng, []).random()
    >>> rng.getstate() == before, a == own_stream(random.Random(5), []).random()
    (True, True)
    """
    text = repr((rng.getstate(), [str(a) for a in legal])).encode()
    return random.Random(int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "big"))


def bar(moves: int, deals: int, confidence: float = CONFIDENCE) -> float:
    """The standard errors by which a move must beat the heuristic's among ``moves`` moves
    compared on ``deals`` deals: ``confidence``, or the one-sided bar that the best of the other
    ``moves - 1`` clears by chance one time in twenty at most (Bonferroni's bound), whichever is
    higher; as Student's t with ``deals - 1`` degrees of freedom, since the spread is itself
    estimated from a few deals (Cornish and Fisher's expansion of its quantile).

    >>> round(bar(2, 40), 2), round(bar(33, 40), 2), round(bar(33, 6), 2)
    (2.07, 3.15, 5.04)
    """
    z = max(confidence, NormalDist().inv_cdf(1 - 0.05 / max(moves - 1, 1)))
    df = max(deals - 1, 1)
    return z + (z**3 + z) / (4 * df) + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * df**2)


def beats(better: Sequence[float], usual: Sequence[float], confidence: float) -> bool:
    """Whether ``better``'s mean beats ``usual``'s by more than ``confidence`` standard errors
    of their paired differences."""
    diffs = [b - u for b, u in zip(better, usual, strict=True)]
    n = len(diffs)
    mean = sum(diffs) / n
    if mean <= 0 or n < 2:
        return False
    variance = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean > confidence * math.sqrt(variance / n)


def _reason(move: Action, chosen: Action, usual: Action, deals: int) -> str:
    # Message ids of the catalogue, filled in English (widow.i18n).
    if move == chosen and move != usual:
        return N_("beats the usual play over {n} sampled deals played out").format(n=deals)
    if move == usual:
        return N_("the usual play, not clearly beaten over the sampled deals played out")
    return N_("mean over {n} sampled deals played out by the usual play").format(n=deals)
