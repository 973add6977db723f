"""ISMCTS: information-set Monte Carlo tree search, a search bot for every game.

The bot searches the tree of the moves that follow its decision, one seat's information set at a
time (single-observer ISMCTS). Each iteration draws a whole state consistent with what the bot's
seat may know (:meth:`widow.bots.SeatView.resample`: hidden cards redealt at random, a fresh
future of shuffles), walks down the tree by UCB1 among the moves legal in that sample (counting
how often each move was available, since hidden cards change what others may do), adds one new
node, plays the rest out with a fast policy, and credits every node on the way with the result
for the seat that chose it. The most visited first move is played.

With the game's heuristic as the playout policy, the search plays the heuristic's own choice
unless it has found a move whose mean result beats that choice's by more than ``confidence``
standard errors (default 1.0; 0 plays the most visited move whatever the heuristic prefers): a
budget too small to tell close moves apart then costs nothing against the heuristic, and the
search overrules it only where the samples say so.

A result is the change, from the decision to the end of the playout, in each seat's standing:
its chips plus its money plus its points, as :meth:`State.outcome` reports them. By default a
playout stops at the end of the current deal (``horizon=deal``), where the standing already
reflects the deal; ``horizon=match`` plays on to the end of the match.

Settings (``ismcts:key=value:key=value``): ``iterations`` (default 200, at most 1,000,000),
``budget`` (processor seconds per decision, default 1.0: it bounds every decision, the first
sample and its playout included, since an iteration the clock runs out in is dropped unfinished),
``ms`` (a wall-clock budget per decision, at most ten minutes; the search stops at whichever
budget runs out first), ``rollout`` (``heuristic``, the default: the game's own heuristic bot, or
random where the game has none; or ``random``),
``horizon`` (``deal`` or ``match``), ``exploration`` (the UCB1 constant, default 0.7, scaled by
the spread of the results seen), ``confidence`` (how sure the search must be to overrule the
playout policy, below) and ``seed`` (the bot's own random stream; without it the search
draws from the match runner's generator, so a seeded match replays exactly either way as long as
the budget is in iterations and the clock does not cut a search short).

Where the search cannot help, the heuristic decides: when the budget allowed fewer than
``MIN_PER_MOVE`` iterations per legal move (too many moves to compare, or too slow a game), or
when its best move does not beat the heuristic's by ``confidence`` standard errors (above).

>>> from widow.bots import play_match
>>> from widow.games import load_game
>>> game = load_game("whisky-poker", players=3)
>>> state = play_match(game, ["ismcts:iterations=20", "random", "heuristic"], seed=3)
>>> state.is_over
True
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, cast

from widow.bots.estimates import MoveEstimate, best_first
from widow.bots.registry import Bot, get_bot
from widow.bots.settings import read_settings
from widow.engine.actions import Action
from widow.engine.core import State
from widow.errors import InvalidOptionError, quote
from widow.i18n import N_, Nn_

__all__ = ["CarefulIsmctsBot", "IsmctsBot", "IsmctsSettings"]

ROLLOUTS = ("random", "heuristic")
HORIZONS = ("deal", "match")
OPPONENTS = ("model", "search")


#: The largest search budgets a decision takes: far beyond any useful strength (a bot's move
#: then takes minutes), so that a mistyped budget is refused rather than never finishing.
MAX_ITERATIONS = 1_000_000
MAX_MS = 600_000.0
MAX_BUDGET = 600.0
#: The fewest iterations per legal move for the search to overrule the heuristic at all.
MIN_PER_MOVE = 2
#: The ``confidence`` of :class:`CarefulIsmctsBot`, the search of games whose heuristic the
#: default bar of one standard error overrules too often on noise (Brag, Horse Race).
CAREFUL_CONFIDENCE = 2.0


class _OutOfTime(Exception):
    """The decision's processor budget ran out in the middle of an iteration."""


@dataclass(frozen=True, slots=True, kw_only=True)
class IsmctsSettings:
    """How hard and how the bot searches (see the module text for each setting)."""

    iterations: int | None = 200
    ms: float | None = None
    budget: float = 1.0
    rollout: str = "heuristic"
    horizon: str = "deal"
    opponents: str = "model"
    exploration: float = 0.7
    confidence: float = 1.0
    seed: int | None = None

    def __post_init__(self) -> None:
        if self.iterations is None and self.ms is None:
            raise InvalidOptionError("ismcts needs a budget: iterations, ms or both")
        if self.iterations is not None and not 1 <= self.iterations <= MAX_ITERATIONS:
            raise InvalidOptionError(
                f"ismcts iterations must be at least 1 and at most {MAX_ITERATIONS:,},"
                f" not {quote(self.iterations)}"
            )
        if self.ms is not None and not 0 < self.ms <= MAX_MS:
            raise InvalidOptionError(
                f"ismcts ms must be more than 0 and at most {MAX_MS:,.0f}, not {quote(self.ms)}"
            )
        if not 0 < self.budget <= MAX_BUDGET:
            raise InvalidOptionError(
                f"ismcts budget must be more than 0 and at most {MAX_BUDGET:,.0f} seconds,"
                f" not {quote(self.budget)}"
            )
        if self.rollout not in ROLLOUTS:
            raise InvalidOptionError(
                f"unknown ismcts rollout {self.rollout!r}; valid: {', '.join(ROLLOUTS)}"
            )
        if self.opponents not in OPPONENTS:
            raise InvalidOptionError(
                f"unknown ismcts opponents {self.opponents!r}; valid: {', '.join(OPPONENTS)}"
            )
        if self.horizon not in HORIZONS:
            raise InvalidOptionError(
                f"unknown ismcts horizon {self.horizon!r}; valid: {', '.join(HORIZONS)}"
            )
        if not self.exploration >= 0:
            raise InvalidOptionError(
                f"ismcts exploration must be 0 or more, not {self.exploration}"
            )
        if not self.confidence >= 0:
            raise InvalidOptionError(f"ismcts confidence must be 0 or more, not {self.confidence}")

    @classmethod
    def from_text(cls, settings: Mapping[str, str]) -> IsmctsSettings:
        """Settings from their text forms, as a bot name carries them.

        >>> IsmctsSettings.from_text({"ms": "250", "iterations": "none"})
        IsmctsSettings(iterations=None, ms=250.0, budget=1.0, rollout='heuristic', \
horizon='deal', opponents='model', exploration=0.7, confidence=1.0, seed=None)
        >>> IsmctsSettings.from_text({"depth": "3"})
        Traceback (most recent call last):
        ...
        widow.errors.InvalidOptionError: unknown ismcts setting 'depth'; valid: budget, \
confidence, exploration, horizon, iterations, ms, opponents, rollout, seed
        """
        readers: dict[str, Callable[[str], Any]] = {
            "budget": float,
            "confidence": float,
            "exploration": float,
            "horizon": str,
            "iterations": _optional(int),
            "ms": _optional(float),
            "opponents": str,
            "rollout": str,
            "seed": int,
        }
        values = read_settings("ismcts", settings, readers)
        if "ms" in values and "iterations" not in values:
            values["iterations"] = None  # a time budget alone replaces the default count
        return cls(**values)


def _careful(settings: Mapping[str, str]) -> IsmctsSettings:
    """Settings whose ``confidence`` is :data:`CAREFUL_CONFIDENCE` unless given."""
    return IsmctsSettings.from_text({"confidence": str(CAREFUL_CONFIDENCE), **settings})


def _optional(read: Callable[[str], Any]) -> Callable[[str], Any]:
    return lambda text: None if text.strip().lower() == "none" else read(text)


class _Node:
    """The moves tried from one point of the bot's information set, with their statistics."""

    __slots__ = ("available", "children", "squares", "totals", "visits")

    def __init__(self, players: int) -> None:
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.available = 1
        self.totals = [0.0] * players
        #: The sum of the squared results of the seat that moved into this node.
        self.squares = 0.0


def standing(outcome: Mapping[str, Any]) -> list[float]:
    """Each seat's standing in an outcome: chips plus money plus points, where present.

    >>> standing({"seats": [{"chips": 3, "money": -2}, {"chips": 4, "money": 1, "points": 2}]})
    [1.0, 7.0]
    """
    return [
        float(s.get("chips", 0) + s.get("money", 0) + s.get("points", 0)) for s in outcome["seats"]
    ]


class IsmctsBot:
    """The search bot; ``IsmctsBot()`` has the default settings, names with settings go through
    :meth:`from_settings`. It needs the view a match runner hands it
    (:class:`widow.bots.SeatView`), which it resamples.
    """

    def __init__(self, settings: IsmctsSettings | None = None) -> None:
        self.settings = settings or IsmctsSettings()
        self._rng = None if self.settings.seed is None else random.Random(self.settings.seed)
        self._rollout_bots: dict[str, Bot] = {}
        #: Iterations run by the latest decision (for benchmarks).
        self.last_iterations = 0
        # Fixed for one decision by the search: the seat, the deal it stops after, the playout.
        self._seat = 0
        self._deals: object = None
        self._rollout: Callable[[State, random.Random], Action] = _random_move
        self._deadline = math.inf
        self._base = 0.0

    @classmethod
    def from_settings(cls, settings: Mapping[str, str]) -> IsmctsBot:
        """A bot from the text settings of its name (``ismcts:iterations=500``)."""
        return cls(IsmctsSettings.from_text(settings))

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        return self._decide(view, legal, rng)[0]

    def analyse(
        self, view: Mapping[str, Any], legal: list[Action], rng: random.Random
    ) -> list[MoveEstimate]:
        """The mean result of each move the search tried (its change of the seat's standing by
        the end of the playouts), best first, the move :meth:`choose` plays first."""
        action, root = self._decide(view, legal, rng)
        if root is None:
            return [MoveEstimate(action, 0.0, "points", 0, N_("the only move"))]
        seat, base = self._seat, self._base
        estimates = [
            MoveEstimate(
                a,
                child.totals[seat] / child.visits - base,
                "points",
                child.visits,
                Nn_(
                    "mean result of {n} playout after it",
                    "mean result of {n} playouts after it",
                    child.visits,
                ).format(n=child.visits),
            )
            for a, child in root.children.items()
            if a in legal and child.visits
        ]
        ranked = best_first(estimates)
        first = next((e for e in ranked if e.action == action), None)
        if first is None:
            why = N_("the heuristic's move: too few playouts to judge the others")
            first = MoveEstimate(action, 0.0, "points", 0, why)
        return [first, *(e for e in ranked if e is not first)]

    def _decide(
        self, view: Mapping[str, Any], legal: list[Action], rng: random.Random
    ) -> tuple[Action, _Node | None]:
        if len(legal) == 1:
            self.last_iterations = 0
            return legal[0], None
        resample = getattr(view, "resample", None)
        if resample is None:
            raise InvalidOptionError(
                "ismcts needs a view it can resample (widow.bots.SeatView, as play_match and"
                " simulate give); a plain view holds too little to search"
            )
        search_rng = self._rng or random.Random(rng.getrandbits(64))
        root = self._search(resample, search_rng)
        if root.visits < MIN_PER_MOVE * len(legal) and self.settings.rollout == "heuristic":
            return self._heuristic_choice(view, legal, root, rng), root
        best = max(
            legal,
            key=lambda a: (
                (root.children[a].visits, root.children[a].totals[self._seat])
                if a in root.children
                else (-1, 0.0)
            ),
        )
        if self._rollout is _random_move or not root.children:
            return best, root
        # The first move tried at the root is the heuristic's own choice in the first sample
        # (see _iterate); a game whose samples change the seat's own options may make it one
        # the real position does not allow.
        policy = next(iter(root.children))
        return (self._overrule(root, policy, best) if policy in legal else best), root

    def _heuristic_choice(
        self, view: Mapping[str, Any], legal: list[Action], root: _Node, rng: random.Random
    ) -> Action:
        """The heuristic's move: the first one the search tried, if it is legal here, else the
        game's heuristic asked directly (the search may have run out of time before trying
        any)."""
        policy = next(iter(root.children), None)
        if policy is not None and policy in legal:
            return policy
        game = str(view["game"] if "game" in view else view["table"]["game"])
        bot = self._rollout_bots.get(game)
        if bot is None:
            from widow.games import game_class  # the games import the engine, not the bots

            if "heuristic" not in game_class(game).bots:
                return legal[rng.randrange(len(legal))]
            bot = self._rollout_bots[game] = get_bot("heuristic", game)
        return bot.choose(view, legal, rng)

    def _overrule(self, root: _Node, policy: Action, best: Action) -> Action:
        """``best`` if its mean result beats the policy's move by more than ``confidence``
        standard errors of the difference, else the policy's move. The spread of the results is
        pooled over every move tried at the root, so a move tried once is judged too."""
        if best == policy:
            return best
        seat = self._seat
        chosen, usual = root.children[best], root.children[policy]
        n = sum(c.visits for c in root.children.values())
        total = sum(c.totals[seat] for c in root.children.values())
        squares = sum(c.squares for c in root.children.values())
        variance = max(squares / n - (total / n) ** 2, 0.0)
        error = math.sqrt(variance * (1 / chosen.visits + 1 / usual.visits))
        gain = chosen.totals[seat] / chosen.visits - usual.totals[seat] / usual.visits
        return best if gain > self.settings.confidence * error else policy

    # --- the search ---------------------------------------------------------------------------

    def _search(self, resample: Callable[[random.Random], State], rng: random.Random) -> _Node:
        settings = self.settings
        self._deadline = time.process_time() + settings.budget
        first = resample(rng)
        seat = first.to_act
        assert seat is not None  # a bot is asked only while the match is on
        self._seat = seat
        players = first.game.players
        start = first.outcome()
        base = standing(start)
        self._base = base[seat]
        self._deals = start.get("deals_played")
        self._rollout = self._rollout_policy(first)
        root = _Node(players)
        deadline = None if settings.ms is None else time.perf_counter() + settings.ms / 1000
        low, high = 0.0, 0.0
        done = 0
        state = first
        while True:
            try:
                result = self._iterate(root, state, players, rng, max(high - low, 1e-9))
            except _OutOfTime:
                # The unfinished iteration counts for nothing: the move it added at the root
                # has no result yet.
                for action, child in list(root.children.items()):
                    if child.visits == 0:
                        del root.children[action]
                break
            gains = [r - b for r, b in zip(result, base, strict=True)]
            low, high = min(low, *gains), max(high, *gains)
            root.visits += 1
            done += 1
            if settings.iterations is not None and done >= settings.iterations:
                break
            if deadline is not None and time.perf_counter() >= deadline:
                break
            if time.process_time() >= self._deadline:
                break
            state = resample(rng)
        self.last_iterations = done
        return root

    def _finished(self, state: State) -> bool:
        if time.process_time() >= self._deadline:
            raise _OutOfTime
        if state.is_over:
            return True
        if self.settings.horizon == "match":
            return False
        return bool(state.outcome().get("deals_played") != self._deals)

    def _iterate(
        self, root: _Node, state: State, players: int, rng: random.Random, spread: float
    ) -> list[float]:
        node = root
        path: list[tuple[_Node, int]] = []
        scale = self.settings.exploration * spread
        # Selection and expansion: down the tree while every legal move has been tried.
        model = self.settings.opponents == "model"
        while not self._finished(state):
            seat = state.to_act
            assert seat is not None
            children = node.children
            if model and seat != self._seat:
                # Another seat moves as the playout policy would; the tree follows its move.
                action = self._rollout(state, rng)
                child = children.get(action)
                if child is None:
                    child = children[action] = _Node(players)
                state.apply_unchecked(action)
                node = child
                path.append((child, seat))
                continue
            legal = state.legal_actions()
            untried = [a for a in legal if a not in children]
            if untried:
                # The playout policy's own move is tried first, so that a small budget
                # weighs it against the others rather than missing it.
                if children:
                    action = untried[rng.randrange(len(untried))]
                else:
                    action = self._rollout(state, rng)
                for a in legal:
                    if a in children:
                        children[a].available += 1
                child = children[action] = _Node(players)
                state.apply_unchecked(action)
                path.append((child, seat))
                break
            best_value = -math.inf
            best: tuple[Action, _Node] | None = None
            for a in legal:
                child = children[a]
                child.available += 1
                value = child.totals[seat] / child.visits + scale * math.sqrt(
                    math.log(child.available) / child.visits
                )
                if value > best_value:
                    best_value, best = value, (a, child)
            assert best is not None  # legal is not empty while the match is on
            state.apply_unchecked(best[0])
            node = best[1]
            path.append((node, seat))
        # Playout with the fast policy.
        rollout = self._rollout
        while not self._finished(state):
            state.apply_unchecked(rollout(state, rng))
        result = standing(state.outcome())
        for child, mover in path:
            child.visits += 1
            child.squares += result[mover] * result[mover]
            totals = child.totals
            for i in range(players):
                totals[i] += result[i]
        return result

    def _rollout_policy(self, state: State) -> Callable[[State, random.Random], Action]:
        from widow.bots import SeatView  # the package imports this module lazily, by name

        game = state.game
        if self.settings.rollout == "random" or "heuristic" not in type(game).bots:
            return _random_move
        bot = self._rollout_bots.get(game.name)
        if bot is None:
            bot = self._rollout_bots[game.name] = get_bot("heuristic", game)
        in_state = getattr(bot, "choose_in_state", None)
        if in_state is not None:
            # The bot decides from the sample and the seat, reading only that seat's share of
            # it, so no view is built for it.
            def read_state_move(s: State, rng: random.Random) -> Action:
                seat = s.to_act
                assert seat is not None
                return cast(Action, in_state(s, seat, s.legal_actions(), rng))

            return read_state_move

        def heuristic_move(s: State, rng: random.Random) -> Action:
            seat = s.to_act
            assert seat is not None
            return bot.choose(SeatView(s, seat), s.legal_actions(), rng)

        return heuristic_move


def _random_move(state: State, rng: random.Random) -> Action:
    legal = state.legal_actions()
    return legal[rng.randrange(len(legal))]


class CarefulIsmctsBot(IsmctsBot):
    """The search with a higher bar for overruling the heuristic: ``confidence`` is
    :data:`CAREFUL_CONFIDENCE` (two standard errors) unless the name sets it.

    It is the ``search`` of Brag and Horse Race. In Brag the default bar of one standard error
    let the search trade the heuristic's betting for moves that only looked better in a second's
    playouts, and it lost chips to the heuristic (-3.8 ± 5.8 a deal over 80 pairs); at two
    standard errors it gains (+4.5 ± 3.3 on the same deals). Horse Race's heuristic quotes and
    bets from the exact chances, which no move beats; at two standard errors the search strays
    from it far less (+0.42 ± 2.95 chips a deal against -6.06 ± 8.03 on the same 300 pairs;
    docs/strength.md).

    >>> CarefulIsmctsBot().settings.confidence, CarefulIsmctsBot.from_settings(
    ...     {"confidence": "0.5"}).settings.confidence
    (2.0, 0.5)
    """

    def __init__(self, settings: IsmctsSettings | None = None) -> None:
        super().__init__(settings or _careful({}))

    @classmethod
    def from_settings(cls, settings: Mapping[str, str]) -> CarefulIsmctsBot:
        """A bot from the text settings of its name, two standard errors unless told."""
        return cls(_careful(settings))
