"""Train a heads-up Hold'em player through the OpenSpiel adapter, then measure it.

The game: two players, one hand of no-limit Texas Hold'em, blinds 1 and 2, stacks of 20 chips (ten
big blinds). Short stacks keep the game small enough to learn in minutes: most hands are decided
before the flop, and the few betting rounds after it are short.

The method: external-sampling Monte Carlo CFR (counterfactual regret minimisation), tabular, in
plain Python and numpy, with regret matching+ and linearly weighted averages. Each iteration takes
a new deal from the adapter's game (chance is sampled inside it) and walks it once for each seat:
every move of the walking seat is tried, the other seat's moves are sampled. The other seat is
the game's ``heuristic`` bot (``--against heuristic``: the walks then learn a best response to
it), the learner's own current strategy (``--against self``: self-play, towards an equilibrium of
the abstract game), or each on half the deals (``--against mixed``, the default: a best response
alone folds too much against a bot that bets differently). The learned player is the average
strategy.

Two abstractions keep the table small (about a thousand rows):

* information: a seat knows its position, the street, the chips in the pot and its price to call
  (which stand for the betting so far) and how strong its cards are: the equity of its hand
  against a random hand, in twelve bands before the flop (one per kind of starting hand: ``AKs``,
  ``T9o``, ``77``) and eight after it (seeded Monte Carlo estimates, so the same cards always
  give the same band);
* moves: fold, check or call, all-in. The learned player never makes a smaller raise; the
  opponent's raises of any size are met through the pot and the price they leave.

The learned player is an ordinary widow bot (``choose(view, legal, rng)``) that reads only its
view, so it plays against the game's own ``heuristic`` and ``random`` bots. They are compared on
duplicate deals: each seeded deal is played twice, the learned player holding one seat's cards
the first time and the other seat's the second, so the luck of the cards cancels out.

Run it (docs/research.md shows what these two commands printed)::

    python3 examples/train_holdem.py --budget 240 --deals 2000 --save holdem-policy.json
    python3 examples/train_holdem.py --load holdem-policy.json --deals 4000

It needs the ``research`` extra (OpenSpiel): ``pip install widow[research]``.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
import pyspiel

from widow.adapters.openspiel import register
from widow.bots import Bot, get_bot, play_match
from widow.cards import index as card_index
from widow.engine.actions import Action
from widow.engine.betting.rounds import AllIn, Call, Check, Fold
from widow.games import load_game
from widow.ranking import get_system

#: The game trained and measured: widow's options, as the OpenSpiel adapter takes them.
OPTIONS: dict[str, Any] = {"hands": 1, "stack": 20, "small_blind": 1, "big_blind": 2}
#: The learned player's moves, in the order of every table row.
MOVES = "fca"
#: Equity bands after the flop.
BANDS = 8
#: Equity bands before the flop: their number, the equity where the first ends and their width.
PREFLOP_BANDS = 12
PREFLOP_FLOOR = 0.33
PREFLOP_WIDTH = 0.045
#: Monte Carlo deals behind one equity estimate, after the flop and before it.
EQUITY_TRIALS = 400
PREFLOP_TRIALS = 4000
#: Seeds of the deals the final duplicate match plays; the learning curve uses the ones below
#: them, and training the adapter's own seeds, so no deal is both trained on and measured.
FINAL_SEEDS = 1_000_000
CURVE_SEEDS = 500_000
RANKS = "23456789TJQKA"

Vector = npt.NDArray[np.float64]


# --- what a seat knows ---------------------------------------------------------------------------


def hand_kind(hole: Sequence[str]) -> str:
    """The kind of a two-card starting hand: a pair, or two ranks suited or offsuit.

    >>> hand_kind(["Kd", "As"]), hand_kind(["9h", "Th"]), hand_kind(["7c", "7s"])
    ('AKo', 'T9s', '77')
    """
    (r1, s1), (r2, s2) = sorted(((c[0], c[1]) for c in hole), key=lambda c: -RANKS.index(c[0]))
    if r1 == r2:
        return r1 + r2
    return r1 + r2 + ("s" if s1 == s2 else "o")


_HIGH = get_system("high")
_SHARES: dict[tuple[str, ...], float] = {}


def equity(hole: Sequence[str], board: Sequence[str], trials: int = EQUITY_TRIALS) -> float:
    """The hand's share of the pot against one random hand, over random boards to come: a
    Monte Carlo estimate seeded by the cards, so it never changes for a hand.

    >>> equity(["As", "Ah"], ["Ad", "Ac", "2h"]), equity(["2c", "7d"], ["As", "Ks", "Qs"]) < 0.2
    (1.0, True)
    """
    cards = (*hole, *board)
    share = _SHARES.get(cards)
    if share is not None:
        return share
    known = [card_index(c) for c in cards]
    rng = np.random.default_rng(known)
    rest = np.array([c for c in range(52) if c not in known], dtype=np.int64)
    need = 2 + 5 - len(board)
    drawn = rest[np.argsort(rng.random((trials, rest.size)), axis=1)[:, :need]]
    common = np.concatenate(
        [np.tile(np.array(known[2:], dtype=np.int64), (trials, 1)), drawn[:, 2:]], axis=1
    )
    hole_rows = np.tile(np.array(known[:2], dtype=np.int64), (trials, 1))
    mine = _HIGH.evaluate_batch(np.concatenate([hole_rows, common], axis=1))
    theirs = _HIGH.evaluate_batch(np.concatenate([drawn[:, :2], common], axis=1))
    share = float(np.mean((mine > theirs) + 0.5 * (mine == theirs)))
    if len(_SHARES) > 200_000:  # a training run meets each board a few times, then moves on
        _SHARES.clear()
    _SHARES[cards] = share
    return share


def strength(hole: Sequence[str], board: Sequence[str]) -> str:
    """The band of the hand's equity: before the flop one of ``PREFLOP_BANDS`` bands of
    ``PREFLOP_WIDTH`` from ``PREFLOP_FLOOR`` (starting hands run from about 0.32 for 3-2 offsuit
    to 0.85 for aces), computed once per kind of starting hand; after it one of ``BANDS``
    equal bands.

    >>> strength(["As", "Ad"], []), strength(["7c", "2d"], [])
    ('p11', 'p0')
    >>> strength(["As", "Ah"], ["Ad", "2c", "7h"])
    '7'
    """
    if board:
        return str(min(int(equity(hole, board) * BANDS), BANDS - 1))
    kind = hand_kind(hole)
    # Every hand of a kind is worth the same before the flop: one representative stands for all.
    suits = ("s", "s") if kind.endswith("s") else ("s", "h")
    share = equity([kind[0] + suits[0], kind[1] + suits[1]], [], PREFLOP_TRIALS)
    band = int((share - PREFLOP_FLOOR) / PREFLOP_WIDTH)
    return f"p{min(max(band, 0), PREFLOP_BANDS - 1)}"


def infoset_key(view: Mapping[str, Any]) -> str:
    """What the seat to act knows, abstracted: its position (``D`` the dealer, who posts the small
    blind, ``B`` the big blind), the street (by the number of board cards), the chips in the pot
    and the chips it must put in to call, and the strength of its cards.

    The pot and the price to call stand for the betting so far: they tell a raise from a limp
    and a shove from a small raise, whatever sizes the opponent chose, and they keep the table
    small where the exact sequence of bets would multiply it.

    >>> from widow.games import load_game
    >>> state = load_game("holdem", players=2, hands=1, stack=20).new_state(seed=3)
    >>> _ = state.apply(state.legal_actions()[1])  # the dealer calls
    >>> infoset_key(state.view(1))
    'B:0:4:0:p2'
    """
    seat = int(view["to_act"])
    hole = view["seats"][seat]["hand"]
    board = view["board"]
    position = "D" if seat == int(view["dealer"]) else "B"
    return f"{position}:{len(board)}:{view['pot']}:{view['to_call']}:{strength(hole, board)}"


def abstract_moves(legal: Sequence[Action]) -> dict[str, Action]:
    """The learned player's moves among ``legal``: fold (only when there is a bet to face), check
    or call, all-in. With ten big blinds a smaller raise commits most of a stack anyway, and
    leaving it out keeps the walks short.

    >>> from widow.games import load_game
    >>> state = load_game("holdem", players=2, hands=1, stack=20).new_state(seed=3)
    >>> {move: str(action) for move, action in abstract_moves(state.legal_actions()).items()}
    {'f': 'fold', 'c': 'call', 'a': 'all-in'}
    """
    moves: dict[str, Action] = {}
    for action in legal:
        if isinstance(action, Fold):
            moves["f"] = action
        elif isinstance(action, Check | Call):
            moves["c"] = action
        elif isinstance(action, AllIn):
            moves["a"] = action
    return {m: moves[m] for m in MOVES if m in moves}


# --- the table of regrets and strategies ---------------------------------------------------------


@dataclass
class Table:
    """Per abstract information set: cumulative regrets and the weighted sum of strategies."""

    regrets: dict[str, Vector] = field(default_factory=dict)
    strategy_sums: dict[str, Vector] = field(default_factory=dict)

    def current(self, key: str, allowed: Vector) -> Vector:
        """Regret matching over the allowed moves (a mask over ``MOVES``)."""
        regret = self.regrets.get(key)
        positive = allowed if regret is None else np.maximum(regret, 0.0) * allowed
        total = float(positive.sum())
        if total <= 0:
            positive, total = allowed, float(allowed.sum())
        return positive / total

    def average(self) -> dict[str, list[float]]:
        """The average strategy of every information set met, as plain lists (the policy)."""
        policy: dict[str, list[float]] = {}
        for key, sums in self.strategy_sums.items():
            total = sums.sum()
            if total > 0:
                policy[key] = [round(float(x), 4) for x in sums / total]
        return policy


def _mask(moves: Mapping[str, Action]) -> Vector:
    return np.array([1.0 if m in moves else 0.0 for m in MOVES])


def walk(
    state: Any,
    walker: int,
    table: Table,
    weight: float,
    rng: random.Random,
    opponent: Bot | None = None,
    reach: float = 1.0,
) -> float:
    """One external-sampling walk from the adapter state ``state`` (which it may change): the
    value of the state for seat ``walker``, updating the walker's regrets and strategy sums on
    the way. The other seat plays the table's current strategy (self-play), or ``opponent``'s
    choices where one is given. ``reach`` is the walker's own chance of playing to ``state``:
    the strategy sums are weighted by it, so a move made at a node the walker seldom reaches
    counts for little in its average."""
    while not state.is_terminal():
        position = state.widow_state
        seat = state.current_player()
        legal = position.legal_actions()
        if seat != walker and opponent is not None:
            action = opponent.choose(position.view(seat), legal, rng)
            state.apply_action(position.action_index(action))
            continue
        moves = abstract_moves(legal)
        key = infoset_key(position.view(seat))
        allowed = _mask(moves)
        sigma = table.current(key, allowed)
        if seat == walker:
            values = np.zeros(len(MOVES))
            for i, move in enumerate(MOVES):
                if move in moves:
                    child = state.clone()
                    child.apply_action(position.action_index(moves[move]))
                    values[i] = walk(
                        child, walker, table, weight, rng, opponent, reach * float(sigma[i])
                    )
            value = float(sigma @ values)
            regret = table.regrets.setdefault(key, np.zeros(len(MOVES)))
            # Regret matching+: regrets never fall below zero, so a move that turns good is
            # played again soon instead of after paying back its past regret.
            np.maximum(regret + (values - value) * allowed, 0.0, out=regret)
            sums = table.strategy_sums.setdefault(key, np.zeros(len(MOVES)))
            sums += weight * reach * sigma
            return value
        move = rng.choices(MOVES, weights=sigma.tolist())[0]
        state.apply_action(position.action_index(moves[move]))
    return float(state.returns()[walker])


# --- the learned player as a widow bot -----------------------------------------------------------


class LearnedBot:
    """Plays the learned average strategy from its view alone. An information set the training
    never met is played uniformly over the abstract moves."""

    def __init__(self, policy: Mapping[str, Sequence[float]]) -> None:
        self.policy = policy
        self.unknown = 0

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        moves = abstract_moves(legal)
        allowed = _mask(moves)
        row = self.policy.get(infoset_key(view))
        if row is None:
            self.unknown += 1
            weights = allowed
        else:
            weights = np.array(row) * allowed
            if weights.sum() <= 0:
                weights = allowed
        move = rng.choices(MOVES, weights=weights.tolist())[0]
        return moves[move]


# --- duplicate deals -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Edge:
    """The learned player's mean winnings per hand over duplicate deals, with a 95% interval."""

    mean: float
    half_width: float
    deals: int

    def __str__(self) -> str:
        return f"{self.mean:+.3f} +- {self.half_width:.3f} chips a hand ({self.deals} deals)"


def duplicate_edge(bot: Bot, opponent: Bot | str, deals: int, first_seed: int) -> Edge:
    """Play each of ``deals`` seeded deals twice, ``bot`` in seat 0 and then in seat 1 (seat 0 is
    dealt the same cards both times, so each bot holds each hand once): the mean of ``bot``'s
    winnings per hand over the two plays, and a 95% interval from their spread across deals."""
    game = load_game("holdem", players=2, **OPTIONS)
    other = get_bot(opponent, game) if isinstance(opponent, str) else opponent
    values = []
    for i in range(deals):
        seed = first_seed + i
        first = play_match(game, [bot, other], seed).outcome()["seats"][0]["money"]
        second = play_match(game, [other, bot], seed).outcome()["seats"][1]["money"]
        values.append((first + second) / 2)
    mean = sum(values) / deals
    spread = (
        math.sqrt(sum((v - mean) ** 2 for v in values) / (deals - 1)) if deals > 1 else math.inf
    )
    return Edge(mean, 1.96 * spread / math.sqrt(deals), deals)


# --- training ------------------------------------------------------------------------------------


def train(
    budget: float,
    *,
    seed: int = 1,
    checkpoints: int = 6,
    opponent: Bot | None = None,
    share: float = 1.0,
    on_checkpoint: Callable[[int, float, Table], None] | None = None,
) -> tuple[Table, int, float]:
    """Run external-sampling MCCFR for ``budget`` seconds of processor time: the table, the
    iterations run and the processor seconds they took (checkpoint measurements not counted).
    On a share of the deals (all by default) the other seat is ``opponent``; on the rest, and on
    all of them without an opponent, it plays the table's own current strategy."""
    game = pyspiel.load_game(
        register("holdem"),
        {
            "players": 2,
            "seed": seed,
            "options": ",".join(f"{k}={v}" for k, v in OPTIONS.items()),
        },
    )
    table = Table()
    rng = random.Random(seed)
    spent = 0.0
    iterations = 0
    marks = [budget * (i + 1) / checkpoints for i in range(checkpoints)]
    while spent < budget:
        started = time.process_time()
        iterations += 1
        root = game.new_initial_state()
        # Mixed training: half the deals against the opponent, half against itself.
        against = opponent if opponent is not None and rng.random() < share else None
        for walker in (0, 1):
            # Linear averaging: later, better strategies weigh more in the average.
            walk(root.clone(), walker, table, float(iterations), rng, against)
        spent += time.process_time() - started
        if on_checkpoint is not None and marks and spent >= marks[0]:
            marks.pop(0)
            on_checkpoint(iterations, spent, table)
    return table, iterations, spent


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--budget", type=float, default=240.0, help="training, processor seconds")
    parser.add_argument("--deals", type=int, default=2000, help="duplicate deals at the end")
    parser.add_argument("--curve-deals", type=int, default=150, help="deals at each checkpoint")
    parser.add_argument("--checkpoints", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--against",
        choices=("heuristic", "self", "mixed"),
        default="mixed",
        help="train against the heuristic bot, by self-play, or each on half the deals",
    )
    parser.add_argument("--save", type=Path, help="write the learned policy (JSON) here")
    parser.add_argument("--load", type=Path, help="play a saved policy instead of training")
    args = parser.parse_args(argv)

    curve: list[dict[str, Any]] = []
    if args.load is not None:
        policy: dict[str, list[float]] = json.loads(args.load.read_text())["policy"]
        print(f"loaded {len(policy)} information sets from {args.load}")
    else:
        print("iterations  train s  info sets  edge vs heuristic (chips a hand, 95%)")

        def checkpoint(iterations: int, spent: float, table: Table) -> None:
            edge = duplicate_edge(
                LearnedBot(table.average()), "heuristic", args.curve_deals, CURVE_SEEDS
            )
            curve.append(
                {
                    "iterations": iterations,
                    "seconds": round(spent, 1),
                    "edge": edge.mean,
                    "half_width": edge.half_width,
                    "infosets": len(table.regrets),
                }
            )
            print(f"{iterations:10d}  {spent:7.1f}  {len(table.regrets):9d}  {edge}", flush=True)

        table, iterations, spent = train(
            args.budget,
            seed=args.seed,
            checkpoints=args.checkpoints,
            opponent=None if args.against == "self" else get_bot("heuristic", "holdem"),
            share=0.5 if args.against == "mixed" else 1.0,
            on_checkpoint=checkpoint,
        )
        policy = table.average()
        print(f"trained {iterations} iterations in {spent:.1f} processor seconds")
        if args.save is not None:
            args.save.write_text(json.dumps({"options": OPTIONS, "policy": policy}))
            print(f"saved {len(policy)} information sets to {args.save}")

    results: dict[str, Any] = {"curve": curve, "policy": policy}
    for opponent in ("heuristic", "random"):
        bot = LearnedBot(policy)
        edge = duplicate_edge(bot, opponent, args.deals, FINAL_SEEDS)
        results[opponent] = edge
        print(f"against {opponent}: {edge}; unseen information sets met: {bot.unknown}")
    return results


if __name__ == "__main__":
    main(sys.argv[1:])
