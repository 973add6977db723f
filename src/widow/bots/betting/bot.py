"""The ``search`` bot of the betting games: equity against narrowing ranges, pot odds, sizing by
strength, balanced river bluffs and position.

At each betting decision the bot deals the cards it cannot see a few hundred times
(:func:`widow.bots.betting.hands.deal`) and weighs each deal by how likely the opponents'
betting so far is with the hands that deal gives them (:mod:`widow.bots.betting.ranges`). Each
legal action then gets an expected result in chips from now on:

* fold: 0; check: its share of the pot as it stands;
* call: its share of the pot with the call in, less the call;
* a bet or raise: each opponent still to act folds or calls by how strong its hand looks to it
  against the price it is offered; the pot is won outright when all fold, else shared at the
  showdown.

The best action is played, with these adjustments. A bet or raise counts ``CAUTION`` standard
errors of its gain over the best passive action below its mean: a large bet's value rests on a
few big pots among the deals, and noise must not win it. Bets over ``OVERBET`` times the pot
are kept for strong hands (or a short stack): sizing follows strength. Out of position (an
opponent still to act after it in the round) a bet must beat checking by a margin, since the
bot plays the rest of the round without knowing what comes; in position it bets thinner. On
the last round, with a
hand that wins almost never and nothing better to do than check, it bets anyway at a balanced
frequency: bluffs make up ``size / (pot + 2 * size)`` of its bets of that size (a caller risks
``size`` to win ``pot + size``, so at that share calling and folding are worth the same to it),
so that a caller gains nothing by always calling or always folding.

Soko's bring-in (to bring in or to bet in full) is weighed by playing both moves out to the end
of the deal on the same sampled deals, the heuristic playing every seat
(:mod:`widow.bots.rollouts`): the heuristic's move stands unless the other clearly beats it
there, or when the budget allows too few deals. Draw Poker's draw (high ranking, no jokers)
values every legal draw by its share of the pot on the same deals, the opponents drawing the
usual way (:mod:`widow.bots.betting.draws`), and Pineapple's discard each two-card keep by its
share against the opponents' ranges (:func:`widow.bots.betting.hands.keep_shares`); the best is
played. Every other decision that is not a plain bet (the lowball draws, the draw with jokers),
and every game or variant whose hands it cannot read, is left to the game's own
``heuristic``.

Settings: ``budget`` (processor seconds per decision, default 1.0) and ``deals`` (the most deals
drawn, default 600). A budget affords 2,000 deals a second (at least one batch of 200), fixed in
advance so that a seeded decision is the same every time; the deals come in batches with a look
at the processor clock between them, which stops a decision that runs over its budget.

>>> from widow.bots import play_match
>>> from widow.games import load_game
>>> play_match(load_game("holdem", players=2, hands=2), ["search", "heuristic"], 3).is_over
True
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from widow.bots.betting.draws import draw_values
from widow.bots.betting.hands import (
    LIVE,
    Deals,
    Opponent,
    Table,
    deal,
    exact_deals,
    keep_shares,
    read_table,
)
from widow.bots.betting.ranges import crowd, read_actions, weights
from widow.bots.estimates import MoveEstimate, best_first
from widow.bots.registry import Bot, get_bot
from widow.bots.rollouts import rollout_estimates
from widow.bots.settings import read_settings
from widow.cards import CARDS, parse_card
from widow.engine.actions import Action
from widow.engine.betting.rounds import AllIn, Bet, Call, Check, Fold, RaiseTo
from widow.errors import InvalidOptionError, quote
from widow.i18n import N_
from widow.ranking import get_system

__all__ = ["BettingSearchBot", "BettingSettings"]

#: Deals drawn per batch between two looks at the clock.
BATCH = 200
#: The deals a second of budget pays for, at most (a six-seat Hold'em decision draws about
#: 6,000 a second on a busy machine).
DEALS_PER_SECOND = 2000
#: How much better than a check (in shares of the pot) a bet must be, out of and in position.
MARGIN_OUT, MARGIN_IN = 0.03, 0.005
#: The share of the pot below which a hand on the last round is a bluffing hand.
BLUFF_SHARE = 0.12
#: Rough shares of a hand's possible strengths that bet for value and that may bluff, which
#: set how often a bluffing hand bets for the bluffs to be the balanced share of all bets.
VALUE_MASS, BLUFF_MASS = 0.3, 0.15
#: How many standard errors a bet's gain over the best passive move must clear.
CAUTION = 1.5
#: Bets above this many times the pot are kept for a share of at least ``STRONG`` (less in a
#: pot of many: twice a fair share), unless the stack is at most ``SHORT`` times the pot.
OVERBET, STRONG, SHORT = 1.5, 0.6, 1.5
#: How much more than the price an opponent's hand must look worth for it to call.
CALL_EDGE = 0.02
SOFTNESS = 0.05
BETTING = (Fold, Check, Call, Bet, RaiseTo, AllIn)
#: Games whose decisions outside the betting are played out on sampled deals: Soko's bring-in
#: has two moves, so a second of heuristic playouts compares them on enough deals. (The draw's
#: thirty-two choices and Pineapple's discard are valued at the showdown instead.)
PLAYED_OUT = frozenset({"soko"})
#: The most sampled deals a played-out decision draws, and the fewest it rests on (with fewer
#: the heuristic's move stands).
ROLLOUT_DEALS, LEAST_ROLLOUT_DEALS = 40, 6
#: A draw's deals are cheap (no opponent's apparent strength to judge) and its thirty-two
#: choices are close, and Pineapple's discard comes once a deal: they draw this many times the
#: deals a betting decision does.
DRAW_SCALE = 4
#: How many deals' worth of trust the shares against any hands get next to the shares weighted
#: by the opponents' bets, when Pineapple's discard weighs its keeps.
PRIOR_DEALS = 100


@dataclass(frozen=True, slots=True, kw_only=True)
class BettingSettings:
    """The bot's budget: processor seconds per decision and the most deals it draws."""

    budget: float = 1.0
    deals: int = 600

    def __post_init__(self) -> None:
        if not 0 < self.budget <= 600:
            raise InvalidOptionError(
                f"search budget must be more than 0 and at most 600 seconds, not"
                f" {quote(self.budget)}"
            )
        if not 1 <= self.deals <= 100_000:
            raise InvalidOptionError(
                f"search deals must be from 1 to 100,000, not {quote(self.deals)}"
            )


@dataclass(frozen=True, slots=True)
class _Spot:
    """The betting situation of the seat to act, read from its view."""

    seat: int
    pot: int
    to_call: int
    bet: int
    stack: int
    #: Each opponent still in: (its bet now, whether it can still act).
    rivals: tuple[tuple[int, bool], ...]
    last_round: bool
    in_position: bool
    #: Whether a hand that almost never wins bets at the balanced rate on the last round. Not
    #: where most cards lie face up (Soko): an opponent there judges its hand against the seat's
    #: up-cards, the model of its calls holds, and a bet the model says loses is not made.
    bluffs: bool = True


class BettingSearchBot:
    """Equity against the opponents' ranges, chips expected from each action, and the heuristic
    for everything but the betting (see the module text)."""

    def __init__(self, settings: BettingSettings | None = None) -> None:
        self.settings = settings or BettingSettings()
        self._heuristics: dict[str, Bot] = {}

    @classmethod
    def from_settings(cls, settings: Mapping[str, str]) -> BettingSearchBot:
        """A bot from the text settings of its name (``search:budget=0.5``)."""
        readers = {"budget": float, "deals": int}
        values = read_settings("search", settings, readers)
        return cls(BettingSettings(**values))

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        return self.analyse(view, legal, rng)[0].action

    def analyse(
        self, view: Mapping[str, Any], legal: list[Action], rng: random.Random
    ) -> list[MoveEstimate]:
        """Each legal betting action's expected chips from now on, best first (the first is the
        one :meth:`choose` plays); a decision the bot leaves to the heuristic comes back as that
        one move, valued 0 with no samples."""
        start = time.process_time()
        table = read_table(view) if all(isinstance(a, BETTING) for a in legal) else None
        if str(view["game"]) == "pineapple" and len(legal) > 1:
            kept = self._discard(view, legal, rng)
            if kept is not None:
                return kept
        if str(view["game"]) == "draw-poker" and len(legal) > 1:
            drawn = self._draw(view, legal, rng)
            if drawn is not None:
                return drawn
        if table is None or not table.opponents or len(legal) == 1:
            action = self._heuristic(view, legal, rng)
            if len(legal) > 1 and str(view["game"]) in PLAYED_OUT:
                found = rollout_estimates(
                    view,
                    legal,
                    action,
                    random.Random(rng.getrandbits(64)),
                    policy=self._heuristics[str(view["game"])],
                    samples=ROLLOUT_DEALS,
                    least=LEAST_ROLLOUT_DEALS,
                    deadline=start + self.settings.budget,
                )
                if found is not None:
                    return found
            return [MoveEstimate(action, 0.0, "chips", 0, N_("the usual play here"))]
        gen = np.random.default_rng(rng.getrandbits(64))
        spot = _read_spot(view, table)
        deals, weight = self._weighted_deals(view, table, gen)
        samples = len(weight)
        share = float(np.average(deals.share, weights=weight))
        # One draw per deal and opponent decides, for every action alike, whether it calls.
        draws = gen.random(deals.looks.shape)
        results = {a: _results(a, spot, deals, weight, draws) for a in legal}
        values = [(a, float(np.average(r, weights=weight))) for a, r in results.items()]
        safe = _cautious(values, results, weight)
        sized = [(a, v) for a, v in safe if _fits(a, spot, share)]
        chosen = _choose(sized, spot, share, rng)
        estimates = [
            MoveEstimate(a, v, "chips", samples, _reason(a, share, spot)) for a, v in values
        ]
        ranked = best_first(estimates)
        first = next(e for e in ranked if e.action == chosen)
        return [first, *(e for e in ranked if e is not first)]

    def _draw(
        self, view: Mapping[str, Any], legal: list[Action], rng: random.Random
    ) -> list[MoveEstimate] | None:
        """Draw Poker's draw: each legal draw's share of the pot at the showdown on the same
        deals, the opponents drawing the usual way (:mod:`widow.bots.betting.draws`); ``None``
        where the decision is not a draw or the ranking is not high (the heuristic plays those)."""
        from widow.games.draw_poker.actions import Draw, StandPat
        from widow.games.draw_poker.options import DrawPokerOptions
        from widow.games.draw_poker.rules import ranking_system

        if not all(isinstance(a, (Draw, StandPat)) for a in legal):
            return None
        options = DrawPokerOptions(**view["options"])
        seat = int(view["to_act"])
        rows = view["seats"]
        drew = [r["drew"] for r in rows if r["seat"] != seat and r["status"] in LIVE]
        if options.ranking != "high" or options.jokers or not drew:
            return None
        if 5 + 10 * len(drew) > options.pack_size() - 5:
            return None  # too many hands for a whole first deal and a draw each: the heuristic
        hand = [int(parse_card(c)) for c in rows[seat]["hand"]]
        pool = [int(c) for c in CARDS[: options.pack_size()] if int(c) not in hand]
        keeps = [[c for c in hand if not isinstance(a, Draw) or c not in a.cards] for a in legal]
        wanted = min(self.settings.deals, max(BATCH, int(self.settings.budget * DEALS_PER_SECOND)))
        n = DRAW_SCALE * wanted
        gen = np.random.default_rng(rng.getrandbits(64))
        found = draw_values(hand, keeps, pool, drew, ranking_system(options).evaluate_batch, n, gen)
        values = [
            float(np.average(found.shares[:, i], weights=found.weight)) for i in range(len(legal))
        ]
        estimates = [
            MoveEstimate(
                a,
                v,
                "win chance",
                n,
                N_("keeps {count} cards: a {percent} share of the pot at the showdown").format(
                    count=len(k), percent=f"{v:.0%}"
                ),
            )
            for a, k, v in zip(legal, keeps, values, strict=True)
        ]
        return best_first(estimates)

    def _discard(
        self, view: Mapping[str, Any], legal: list[Action], rng: random.Random
    ) -> list[MoveEstimate] | None:
        """Pineapple's discard: each two-card keep's share of the pot on the same deals,
        weighted by what the opponents' bets say about their hands; ``None`` where the decision
        is not a discard or the hands cannot be read (the heuristic plays those)."""
        from widow.games.holdem.actions import Discard

        table = read_table(view)
        if table is None or not table.opponents or not all(isinstance(a, Discard) for a in legal):
            return None
        discards = [a for a in legal if isinstance(a, Discard)]
        keeps = [tuple(c for c in table.mine if c != int(a.card)) for a in discards]
        two = replace(
            table,
            mine=(),
            size=2,
            opponents=tuple(Opponent(o.seat, (), 2) for o in table.opponents),
            evaluate=get_system("high").evaluate_batch,
        )
        wanted = min(self.settings.deals, max(BATCH, int(self.settings.budget * DEALS_PER_SECOND)))
        n = DRAW_SCALE * wanted
        gen = np.random.default_rng(rng.getrandbits(64))
        shares, looks = keep_shares(two, keeps, n, gen)
        actions = read_actions(view["events"], len(view["seats"]))
        weight = np.ones(n)
        for column, opponent in enumerate(two.opponents):
            weight *= weights([a for a in actions if a.seat == opponent.seat], looks[:, column])
        # A betting war before the discard leaves few deals with most of the weight: the
        # weighted shares then lean on the plain ones as if those were ``PRIOR_DEALS`` deals.
        effective = weight.sum() ** 2 / (weight**2).sum()
        lean = effective / (effective + PRIOR_DEALS)
        ranged = np.average(shares, axis=0, weights=weight)
        values = [float(v) for v in lean * ranged + (1 - lean) * shares.mean(axis=0)]
        return best_first(
            MoveEstimate(
                a,
                v,
                "win chance",
                n,
                N_("keeps {count} cards: a {percent} share of the pot at the showdown").format(
                    count=2, percent=f"{v:.0%}"
                ),
            )
            for a, v in zip(discards, values, strict=True)
        )

    def _heuristic(
        self, view: Mapping[str, Any], legal: list[Action], rng: random.Random
    ) -> Action:
        game = str(view["game"])
        bot = self._heuristics.get(game)
        if bot is None:
            bot = self._heuristics[game] = get_bot("heuristic", game)
        return bot.choose(view, legal, rng)

    def _weighted_deals(
        self, view: Mapping[str, Any], table: Table, gen: np.random.Generator
    ) -> tuple[Deals, np.ndarray]:
        start = time.process_time()
        actions = read_actions(view["events"], len(view["seats"]))
        parts: list[Deals] = []
        exact = exact_deals(table, gen)
        if exact is not None:
            parts.append(exact)
        drawn = 0
        # The deals a budget affords are fixed in advance at a rate this machine beats even
        # when busy, so that a seeded decision draws the same deals every time; the clock only
        # stops a decision that runs far slower than that.
        wanted = min(self.settings.deals, max(BATCH, int(self.settings.budget * DEALS_PER_SECOND)))
        while exact is None and drawn < wanted:
            size = min(BATCH, wanted - drawn)
            parts.append(deal(table, size, gen))
            drawn += size
            if time.process_time() - start >= self.settings.budget:
                break
        deals = Deals(
            np.concatenate([p.strengths for p in parts]),
            np.concatenate([p.share for p in parts]),
            np.concatenate([p.looks for p in parts]),
        )
        weight = np.ones(len(deals.share))
        for column, opponent in enumerate(table.opponents):
            mine = [a for a in actions if a.seat == opponent.seat]
            weight *= weights(mine, deals.looks[:, column])
        return deals, weight


def _read_spot(view: Mapping[str, Any], table: Table) -> _Spot:
    seat = int(view["to_act"])
    rows = view["seats"]
    me = rows[seat]
    rivals = tuple(
        (int(r["bet"]), r["status"] == "in")
        for r in rows
        if r["seat"] != seat and r["status"] in LIVE
    )
    last = table.board_total == len(table.board) and table.size == len(table.mine)
    if "drew" in me:  # draw poker: the last round is the one after the draw
        last = me["drew"] is not None
    return _Spot(
        seat,
        int(view["pot"]),
        int(view["to_call"] or 0),
        int(me["bet"]),
        int(me["stack"]),
        rivals,
        last,
        _in_position(view, seat),
        not table.open_cards,
    )


def _in_position(view: Mapping[str, Any], seat: int) -> bool:
    """Whether every other seat that may still act has already acted in this round."""
    events: Sequence[Mapping[str, Any]] = view["events"]
    start = 0
    for i, event in enumerate(events):
        if event.get("type") not in ("wagered", "posted"):
            start = i + 1
    acted = {int(e["seat"]) for e in events[start:] if e.get("type") == "wagered"}
    waiting = [r["seat"] for r in view["seats"] if r["seat"] != seat and r["status"] == "in"]
    return all(s in acted for s in waiting)


def _total(action: Action, spot: _Spot) -> int:
    """The bet ``action`` brings the seat's bet to."""
    if isinstance(action, (Bet, RaiseTo)):
        return action.amount
    if isinstance(action, AllIn):
        return spot.bet + spot.stack
    return spot.bet + (spot.to_call if isinstance(action, Call) else 0)


def _results(
    action: Action, spot: _Spot, deals: Deals, weight: np.ndarray, draws: np.ndarray
) -> np.ndarray:
    """The chips ``action`` wins from now on in each deal: each
    opponent that has not yet matched the bet it leaves folds or calls by how its hand looks to
    it against the price (``draws`` decide), and the pot goes to the best hand left."""
    if isinstance(action, Fold):
        return np.zeros(len(weight))
    to = _total(action, spot)
    put = min(to - spot.bet, spot.stack)
    pot = spot.pot + put
    stays = np.ones(deals.looks.shape, dtype=bool)
    added = np.zeros(len(weight))
    for column, (bet, acts) in enumerate(spot.rivals):
        extra = max(to - bet, 0)
        if not acts or extra == 0:
            continue  # all-in, or its bet already matches: it stays to the showdown
        price = extra / (pot + extra)
        mark = price + CALL_EDGE + crowd(len(spot.rivals) + 1)
        odds = 1.0 / (1.0 + np.exp(-(deals.looks[:, column] - mark) / SOFTNESS))
        calls = draws[:, column] < odds
        stays[:, column] = calls
        added += calls * extra
    mine = deals.strengths[:, 0]
    others = np.where(stays, deals.strengths[:, 1:], np.iinfo(np.int64).min)
    best = others.max(axis=1)
    ties = (others == mine[:, None]).sum(axis=1)
    share = np.where(mine > best, 1.0, np.where(mine == best, 1.0 / (1 + ties), 0.0))
    result: np.ndarray = share * (pot + added) - put
    return result


def _fits(action: Action, spot: _Spot, share: float) -> bool:
    """Whether a bet's size suits the hand: more than ``OVERBET`` times the pot only with a
    strong share of it, or when the stack is short against the pot anyway."""
    size = _total(action, spot) - spot.bet
    if size <= OVERBET * max(spot.pot, 1) or spot.stack <= SHORT * spot.pot:
        return True
    return share >= min(STRONG, 2.0 / (len(spot.rivals) + 1))


def _cautious(
    values: list[tuple[Action, float]], results: dict[Action, np.ndarray], weight: np.ndarray
) -> list[tuple[Action, float]]:
    """The values to choose by: a bet or raise counts ``CAUTION`` standard errors of its gain
    over the best of folding, checking and calling below its mean, so that a big bet whose
    few samples of large pots happen to look good is not played on that noise alone."""
    plain = [(a, v) for a, v in values if isinstance(a, (Fold, Check, Call))]
    if not plain:
        return values
    base = results[max(plain, key=lambda av: av[1])[0]]
    share = weight / weight.sum()
    effective = 1.0 / float((share * share).sum())
    cautious: list[tuple[Action, float]] = []
    for action, value in values:
        if isinstance(action, (Fold, Check, Call)):
            cautious.append((action, value))
            continue
        gain = results[action] - base
        mean = float((share * gain).sum())
        spread = float((share * (gain - mean) ** 2).sum())
        cautious.append((action, value - CAUTION * (spread / effective) ** 0.5))
    return cautious


def _choose(
    values: list[tuple[Action, float]], spot: _Spot, share: float, rng: random.Random
) -> Action:
    passive = next((a for a, _ in values if isinstance(a, (Check, Call))), None)
    margin = (MARGIN_IN if spot.in_position else MARGIN_OUT) * spot.pot
    best, best_value = max(values, key=lambda av: av[1])
    if passive is not None and best is not passive:
        passive_value = next(v for a, v in values if a is passive)
        aggressive = _total(best, spot) > spot.bet + spot.to_call
        if aggressive and best_value < passive_value + margin:
            best = passive
    if (
        spot.bluffs
        and spot.last_round
        and isinstance(best, Check)
        and share < BLUFF_SHARE
        and (bluff := _bluff_size(values, spot)) is not None
    ):
        size = _total(bluff, spot) - spot.bet
        bluffs = size / (spot.pot + 2 * size)  # the balanced share of bluffs among bets
        chance = min(1.0, bluffs / (1.0 - bluffs) * VALUE_MASS / BLUFF_MASS)
        if rng.random() < chance:
            return bluff
    return best


def _bluff_size(values: list[tuple[Action, float]], spot: _Spot) -> Action | None:
    """The bet a bluff makes: the one nearest two thirds of the pot, as a value bet would be."""
    bets = [a for a, _ in values if isinstance(a, (Bet, RaiseTo, AllIn))]
    if not bets:
        return None
    return min(bets, key=lambda a: abs(_total(a, spot) - spot.bet - 2 * spot.pot / 3))


def _reason(action: Action, share: float, spot: _Spot) -> str:
    # Message ids of the catalogue, filled in English (widow.i18n).
    percent = f"{share:.0%}"
    if isinstance(action, Fold):
        return N_("gives up a {percent} share of the pot against the likely hands").format(
            percent=percent
        )
    if isinstance(action, Check):
        return N_("keeps a {percent} share of the pot at no cost").format(percent=percent)
    if isinstance(action, Call):
        price = spot.to_call / (spot.pot + spot.to_call)
        if share >= price:
            odds = N_("a {percent} share beats the price of {price}")
        else:
            odds = N_("a {percent} share falls short of the price of {price}")
        return odds.format(percent=percent, price=f"{price:.0%}")
    size = _total(action, spot) - spot.bet
    ratio = size / max(spot.pot, 1)
    return N_(
        "puts in {amount} ({ratio} pot) with a {percent} share; weaker hands may fold"
    ).format(amount=size, ratio=f"{ratio:.1f}", percent=percent)
