"""Flat determinized search: the few moves worth weighing, each played out on the same deals.

The ``search`` of Tonk, Paiute and Anaconda. Each game's search starts from a player stronger
than the game's plain heuristic, one that reads what the others' play says about their hands:
Tonk's judges a drop on deals that fit the others' last discards
(:class:`widow.games.tonk.bot.TonkReadingBot`), Paiute's builds sets alone and keeps from the
others the ranks they collect (:class:`widow.games.paiute.bot.PaiuteSetsBot`), Anaconda's
declares the side its cards win more of on deals that fit the others' passes
(:class:`widow.games.anaconda.reading.AnacondaReadingBot`). At each decision with more than one
legal move that player names its move (the usual move); the game's subclass names the
candidates worth weighing against it (every legal move where they are few, the usual move with
its closest rivals where they are many); then :func:`widow.bots.rollouts.rollout_estimates`
plays each candidate out on the same sampled deals (drawn from the seat's view by
:meth:`widow.bots.SeatView.resample`, so hidden cards are redealt consistently with everything
the seat has seen, and in Tonk and Anaconda kept to the deals that fit the same reading), a
player playing every seat to the end of the deal with the same random draws after every move.
The usual move stands unless another beats it by about two standard errors of the paired
differences (more where the candidates are many), so a budget too small to tell the moves apart
costs nothing against the player it starts from.

Compared with the general tree search (:mod:`widow.bots.ismcts`), nothing is spent on growing a
tree below the decision, and every candidate is played out on the same deals and futures (common
random numbers), so their differences carry none of the luck of the deal that separate samples
for each move would.

Settings (``search:budget=0.5:samples=60``): ``budget``, processor seconds per decision (default
1.0, at most 60; the clock is read between the moves of each playout, so a decision runs past it
by one move of a playout at most), and ``samples``, the most deals drawn per decision (default
100, at most 10,000). With a budget large enough for every sample a decision depends only on the
``rng`` it is handed.

>>> from widow.bots import play_match
>>> from widow.games import load_game
>>> play_match(load_game("tonk", players=2), ["search:samples=3", "heuristic"], seed=4).is_over
True
"""

from __future__ import annotations

import importlib
import random
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from widow.bots.estimates import MoveEstimate
from widow.bots.registry import Bot, get_bot
from widow.bots.rollouts import MAX_MOVES, rollout_estimates
from widow.bots.settings import MAX_BUDGET, MAX_SAMPLES, SamplingSearch, check_budget_and_samples
from widow.engine.actions import Action
from widow.engine.core import State
from widow.i18n import N_

__all__ = [
    "MAX_BUDGET",
    "MAX_SAMPLES",
    "MIN_SAMPLES",
    "SAMPLES",
    "AnacondaSearchBot",
    "DeterminizedSearchBot",
    "PaiuteSearchBot",
    "TonkSearchBot",
]

#: The most deals a decision draws unless told. The bar a move must clear shrinks as the square
#: root of the deals; at 40 the search overruled the heuristic too seldom to gain measurably, and
#: a second affords 100 at most turns (the budget still stops the slower ones).
SAMPLES = 100
#: The fewest deals, each played out after every candidate, for the search to overrule the
#: heuristic at all: below that the spread of the differences is itself too uncertain.
MIN_SAMPLES = 6


class DeterminizedSearchBot(SamplingSearch):
    """The shared search; each game's subclass names its game and may narrow the candidates
    (:meth:`candidates`) or play out with a policy of its own (:meth:`policy`)."""

    #: The game whose ``heuristic`` names the usual move and plays out the deals.
    game: ClassVar[str] = ""
    #: The player that names the usual move and plays out the deals instead, as
    #: ``"module:Class"`` (a stronger heuristic of the game's own; empty: its ``heuristic``).
    player: ClassVar[str] = ""
    #: Whether the game's plain heuristic plays the deals out instead of :attr:`player` (a
    #: reading player samples deals of its own at some moves: at every move of every playout
    #: that would cost the budget many times over, and overrun it by more than a move's worth).
    plain_playouts: ClassVar[bool] = False

    def __init__(self, *, budget: float = 1.0, samples: int = SAMPLES) -> None:
        check_budget_and_samples(budget, samples)
        self.budget = budget
        self.samples = samples
        self._heuristic: Bot | None = None
        self._plain: Bot | None = None
        #: Deals played out by the latest decision (for benchmarks and tests).
        self.last_samples = 0

    def analyse(
        self, view: Mapping[str, Any], legal: list[Action], rng: random.Random
    ) -> list[MoveEstimate]:
        """The candidates' mean results over the deals played out (the change of the seat's
        money by the end of the deal), the move :meth:`choose` plays first, the others best
        first; the heuristic's move alone, with no samples, where nothing was played out."""
        self.last_samples = 0
        if len(legal) == 1:
            return [MoveEstimate(legal[0], 0.0, "chips", 0, N_("the only move"))]
        start = time.process_time()
        heuristic = self.heuristic()
        # The heuristic draws from a stream of its own, so the playouts' draws do not depend on
        # how many it took.
        usual = heuristic.choose(view, legal, random.Random(rng.getrandbits(64)))
        moves = self.candidates(view, legal, usual)
        if len(moves) > 1 and len(moves) <= MAX_MOVES:
            found = rollout_estimates(
                view,
                moves,
                usual,
                rng,
                policy=self.policy(),
                samples=self.samples,
                least=min(self.samples, MIN_SAMPLES),
                deadline=start + self.budget,
                # A view that cannot be resampled (a plain mapping) leaves the heuristic's move.
                draw=(lambda rng: self.deal(view, rng)) if hasattr(view, "resample") else None,
            )
            if found is not None:
                self.last_samples = found[0].samples
                return found
            why = N_("the heuristic's move: too few playouts to judge the others")
        else:
            why = N_("the usual play here")  # a decision the subclass leaves to the heuristic
        return [MoveEstimate(usual, 0.0, "chips", 0, why)]

    def heuristic(self) -> Bot:
        """The player of the usual move (:attr:`player`, or the game's heuristic), made once."""
        if self._heuristic is None:
            if self.player:
                module, name = self.player.split(":")
                self._heuristic = getattr(importlib.import_module(module), name)()
            else:
                self._heuristic = get_bot("heuristic", self.game)
        return self._heuristic

    def deal(self, view: Mapping[str, Any], rng: random.Random) -> State:
        """One deal to play the candidates out on, drawn from the seat's view: any deal of the
        cards it has not seen (:meth:`widow.bots.SeatView.resample`)."""
        resample: Callable[[random.Random], State] = view.resample  # type: ignore[attr-defined]
        return resample(rng)

    def policy(self) -> Bot:
        """The bot that plays every seat in the playouts: the player of the usual move, or the
        game's plain heuristic where :attr:`plain_playouts` says so."""
        if not self.plain_playouts:
            return self.heuristic()
        if self._plain is None:
            self._plain = get_bot("heuristic", self.game)
        return self._plain

    def candidates(
        self, view: Mapping[str, Any], legal: Sequence[Action], usual: Action
    ) -> list[Action]:
        """The moves to play out: every legal move, the heuristic's first."""
        return [usual, *(a for a in legal if a != usual)]


#: The discards a draw game's search weighs: the heuristic's best few (a discard that breaks a
#: pair or keeps a high card is seldom worth the playouts, and fewer candidates lower the bar
#: a better one must clear).
DISCARDS = 3


class _DiscardingSearchBot(DeterminizedSearchBot):
    """A draw game's search: every move but a discard is weighed, and the :data:`DISCARDS`
    discards its heuristic ranks best."""

    def candidates(
        self, view: Mapping[str, Any], legal: Sequence[Action], usual: Action
    ) -> list[Action]:
        order = getattr(self.heuristic(), "discard_order", None)
        if order is None:
            return super().candidates(view, legal, usual)
        discards: list[Action] = order(view, legal)
        dropped = set(discards[DISCARDS:]) - {usual}
        return [usual, *(a for a in legal if a != usual and a not in dropped)]


class TonkSearchBot(_DiscardingSearchBot):
    """Tonk's ``search``: before drawing, draw, take or drop; after, every spread and hit and
    the heuristic's best few discards. Its usual move is the reading heuristic's
    (:class:`widow.games.tonk.bot.TonkReadingBot`, which judges a drop by what the others'
    discards say of their hands), and it plays the candidates out on deals that fit the same
    reading (or stray from it least), the plain heuristic playing them out."""

    game = "tonk"
    player = "widow.games.tonk.bot:TonkReadingBot"
    plain_playouts = True

    def deal(self, view: Mapping[str, Any], rng: random.Random) -> State:
        from widow.games.tonk.reading import closest, discard_limits, excess, table_counter

        limits, count = discard_limits(view), table_counter(view)

        def strays(state: State) -> int:
            hands: list[list[Any]] = state.hands  # type: ignore[attr-defined]
            return sum(excess(hands[seat], limit, count) for seat, limit in limits.items())

        return closest(lambda: super(TonkSearchBot, self).deal(view, rng), strays)


class PaiuteSearchBot(_DiscardingSearchBot):
    """Paiute's ``search``: draw or take the discard; then every call and the best few
    discards. Its usual move and its playouts are the sets player's
    (:class:`widow.games.paiute.bot.PaiuteSetsBot`, which builds sets alone and keeps from the
    others the ranks they are seen to hold)."""

    game = "paiute"
    player = "widow.games.paiute.bot:PaiuteSetsBot"


#: The keeps of each side, best first by the heuristic's own score, that an Anaconda pass weighs
#: besides the heuristic's: of the 35 ways to pass three cards most throw away a pair or a low
#: card for nothing.
ANACONDA_KEEPS = 3


class AnacondaSearchBot(DeterminizedSearchBot):
    """Anaconda's ``search``: the declaration weighs both sides; a pass weighs the heuristic's
    and the best few keeps for each side (by the heuristic's score of a keep); the final hand
    weighs the heuristic's five with each of its cards as the one kept face down (the five are
    the best for the side declared; which card stays down is what the others bet on).

    Its usual move is the reading heuristic's
    (:class:`widow.games.anaconda.reading.AnacondaReadingBot`, which declares the side with the
    larger expected share of the pot on deals that fit the others' passes), the deals it plays
    out on fit the same reading, and the plain heuristic plays them out (the reading player's
    own sampling at every declaration of every playout would cost the budget many times over).

    The bets are the heuristic's. A sampled deal gives the others cards that fit their passes,
    whatever they bet with them, so a raiser holds a hand its bets say nothing of; played out on
    such deals (any cards, as they then were) the search called and raised into strong hands and
    lost chips to the heuristic (docs/strength.md)."""

    game = "anaconda"
    plain_playouts = True

    def heuristic(self) -> Bot:
        if self._heuristic is None:
            from widow.games.anaconda.reading import AnacondaReadingBot

            # Half the budget reads the deals for a declaration; the playouts have the rest.
            self._heuristic = AnacondaReadingBot(budget=self.budget / 2)
        return self._heuristic

    def deal(self, view: Mapping[str, Any], rng: random.Random) -> State:
        from widow.games.anaconda.reading import deal_as_read

        return deal_as_read(view, rng)

    def candidates(
        self, view: Mapping[str, Any], legal: Sequence[Action], usual: Action
    ) -> list[Action]:
        from widow.cards import parse_card
        from widow.games.anaconda.actions import Declare, PassCards, Show
        from widow.games.anaconda.bot import keep_score

        if isinstance(usual, PassCards):
            hand = [parse_card(c) for c in view["seats"][int(view["to_act"])]["hand"]]
            passes = [a for a in legal if isinstance(a, PassCards) and a != usual]
            moves: list[Action] = [usual]
            for side in ("high", "low"):

                def kept(action: PassCards, side: str = side) -> float:
                    return keep_score([c for c in hand if c not in action.cards], side)

                best = sorted(passes, key=kept, reverse=True)
                moves.extend(a for a in best[:ANACONDA_KEEPS] if a not in moves)
            return moves
        if isinstance(usual, Show):
            five = (*usual.up, usual.down)
            others = [
                Show(tuple(sorted(c for c in five if c != down)), down)
                for down in five
                if down != usual.down
            ]
            return [usual, *(a for a in others if a in legal)]
        if isinstance(usual, Declare):
            return super().candidates(view, legal, usual)
        return [usual]
