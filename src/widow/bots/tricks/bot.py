"""The ``search`` bots of the trick games: determinized sampling and a double-dummy solver.

At a card to play the bot draws deals consistent with everything its seat knows
(:meth:`widow.bots.SeatView.resample`: each game redeals the hidden cards respecting hand sizes,
the cards seen, the voids shown by failing to follow suit, the talon or kitty and what the rules
let a play reveal), solves each drawn deal exactly with every hand in view
(:mod:`widow.bots.tricks.solver`), and plays the card with the best total over the deals. Where
two cards tie, the game's heuristic breaks the tie (it knows the conventions that make a card
better in the deals not drawn), and where fewer than :data:`MIN_SAMPLES` deals could be solved
within the budget the heuristic plays the card: the search is never worse than it for want of
time.

Bidding, declaring and discarding are weighed by playing each legal move out to the end of the
deal on the same sampled deals, the heuristic playing every seat (:mod:`widow.bots.rollouts`):
the heuristic's move, whose hand evaluation follows the rules texts, stands unless another
clearly beats it there; a choice among too many moves (which cards to discard), a budget too
small for :data:`MIN_SAMPLES` deals and Bourre's pass, stay or draw leave it to the heuristic.
Bourre's card play reads the other players' draws into its deals, and keeps the heuristic's
card unless another clearly beats it (:class:`BourreSearchBot`).

Settings (``search:budget=0.5:samples=60``): ``budget``, processor seconds per decision (default
1.0, at most 60), and ``samples``, the most deals drawn per decision (default 40, at most
10,000). With a budget large enough for every sample a decision depends only on the state of
the ``rng`` a match runner passes, so seeded matches replay exactly; the bot never draws from it
(:func:`widow.bots.rollouts.own_stream`).

>>> from widow.bots import play_match
>>> from widow.games import load_game
>>> state = play_match(load_game("bourre", players=3, hands=1),
...                    ["search:samples=4", "heuristic", "heuristic"], seed=2)
>>> state.is_over
True
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from widow.bots.estimates import MoveEstimate, Unit, best_first
from widow.bots.registry import Bot, get_bot
from widow.bots.rollouts import bar, beats, own_stream, rollout_estimates
from widow.bots.settings import SamplingSearch, check_budget_and_samples
from widow.bots.tricks import kernel
from widow.bots.tricks.solver import SolveAborted, Solver, TableSolver, warm_up
from widow.cards import Card
from widow.engine.actions import Action
from widow.engine.core import State
from widow.engine.tricks.play import PlayCard, TrickTable, play_card
from widow.errors import InvalidOptionError
from widow.i18n import N_, Nn_

__all__ = [
    "BidWhistSearchBot",
    "BourreSearchBot",
    "PreferenceSearchBot",
    "TrickSearchBot",
    "WhistSearchBot",
]

#: An ace's rank in the cards' coding (``Card >> 2``).
ACE = 12
#: The most deals Bourre's card play draws for one sample before taking the closest to what the
#: draws said (see :meth:`BourreSearchBot._deal`).
KEEP_TRIES = 50
#: The fewest solved deals a decision rests on; with fewer the heuristic decides.
MIN_SAMPLES = 6
#: Kernel nodes a second on a loaded machine, roughly: how big a solve the budget allows.
NODES_PER_SECOND = 2_000_000
#: Python nodes a second of the generic solver (Bourre), roughly: half what it makes on the
#: shared 2-core machine (450,000 to 550,000 from the first lead of four hands), so that a
#: slower machine still keeps its budget. At a tenth of that the first lead, where Bourre
#: leaves the most choice, was left to the heuristic for want of nodes in time to spare.
TABLE_NODES_PER_SECOND = 250_000


class TrickSearchBot(SamplingSearch):
    """The shared search; each game's subclass says who plays with whom and what a result is
    worth (:meth:`_solve`), and in what unit."""

    game_name: ClassVar[str]
    unit: ClassVar[Unit] = "tricks"
    #: Whether the game's solves run on the compiled kernel (compiled when the bot is made).
    uses_kernel: ClassVar[bool] = True
    #: How many times ``samples`` deals a card may be chosen on (a game whose deals solve in a
    #: moment can afford more, and its choices among close cards are then less often noise).
    deal_factor: ClassVar[int] = 1
    #: Whether decisions outside the card play are played out on sampled deals
    #: (:mod:`widow.bots.rollouts`) or left to the heuristic.
    plays_out: ClassVar[bool] = True
    #: Standard errors (at least) by which another card's mean must beat the heuristic's, over
    #: the same deals, to be played instead (:func:`widow.bots.rollouts.bar`); ``None``: the
    #: best mean is played.
    card_confidence: ClassVar[float | None] = None

    def __init__(self, *, budget: float = 1.0, samples: int = 40) -> None:
        check_budget_and_samples(budget, samples)
        self.budget = budget
        self.samples = samples
        self._heuristic: Bot | None = None
        self._solver = Solver()
        if self.uses_kernel:
            warm_up()
        #: Deals solved at the latest decision (0 where the heuristic decided alone).
        self.last_samples = 0

    # --- the bot protocol ---------------------------------------------------------------------

    def analyse(
        self, view: Mapping[str, Any], legal: list[Action], rng: random.Random
    ) -> list[MoveEstimate]:
        """Each card's mean result over the solved deals, best first (the heuristic's card
        first among equals); outside the card play, each move played out on the same sampled deals
        (see :mod:`widow.bots.rollouts`)."""
        start = time.process_time()
        self.last_samples = 0
        own = own_stream(rng, legal)
        usual = self._heuristic_bot().choose(view, legal, own)
        cards = [a.card for a in legal if isinstance(a, PlayCard)]
        if len(legal) == 1:
            return [MoveEstimate(usual, 0.0, self.unit, 0, N_("the only legal move"))]
        if not isinstance(usual, PlayCard) or len(cards) < 2:
            found = (
                rollout_estimates(
                    view,
                    legal,
                    usual,
                    own,
                    policy=self._heuristic_bot(),
                    samples=self.samples,
                    least=min(self.samples, MIN_SAMPLES),
                    deadline=start + self.budget,
                )
                if self.plays_out
                else None
            )
            if found is not None:
                return found
            return [MoveEstimate(usual, 0.0, self.unit, 0, self._rule_reason(usual))]
        resample = getattr(view, "resample", None)
        if resample is None:
            raise InvalidOptionError(
                "search needs a view it can resample (widow.bots.SeatView, as play_match and"
                " simulate give)"
            )
        rows: dict[Card, list[float]] = {card: [] for card in cards}
        solved = 0
        deadline = start + self.budget
        least = min(self.samples, MIN_SAMPLES)
        while solved < self.samples * self.deal_factor:
            # A solve may run a little past its share (the nodes of its last trick): the last
            # one starts with a fiftieth of the budget in hand.
            if solved and deadline - time.process_time() <= self.budget / 50:
                break
            state: State = self._deal(resample, own)
            left = deadline - time.process_time()  # drawing the deal took its part
            # Until the fewest deals worth a decision are solved, each solve may take only
            # its share of the time left, so that a position too big to solve in time is
            # found out at the first deal, not after the whole budget.
            share = left / (least - solved) if solved < least else left
            try:
                values = self._solve(state, max(share, 0.005))
            except SolveAborted:
                break
            for card in cards:
                rows[card].append(values.get(card, float("-inf")))
            solved += 1
        self.last_samples = solved
        if solved < least:
            reason = (
                Nn_(
                    "only {n} deal could be solved in the time allowed: the usual play",
                    "only {n} deals could be solved in the time allowed: the usual play",
                    solved,
                ).format(n=solved)
                if solved
                else N_("no deal could be solved in the time allowed: the usual play")
            )
            return [MoveEstimate(usual, 0.0, self.unit, 0, reason)]
        means = {c: sum(rows[c]) / solved for c in cards}
        top = max(means.values())
        # The heuristic's card first among the best, then the rest by value.
        order = [usual.card] + [c for c in cards if c != usual.card]
        if means[usual.card] < top - 1e-9:
            order = cards
        estimates = [
            MoveEstimate(play_card(c), means[c], self.unit, solved, self._reason(c, means, top))
            for c in order
            if means[c] != float("-inf")
        ]
        ranked = best_first(estimates)
        if self.card_confidence is None or ranked[0].action == usual:
            return ranked
        best = ranked[0].action
        assert isinstance(best, PlayCard)
        high = bar(len(cards), solved, self.card_confidence)
        if means[usual.card] == float("-inf") or beats(rows[best.card], rows[usual.card], high):
            return ranked
        # A lead this small over so few deals is as likely noise: the heuristic's card stands.
        first = MoveEstimate(
            usual,
            means[usual.card],
            self.unit,
            solved,
            N_("the usual play, not clearly beaten over the deals drawn"),
        )
        return [first, *(e for e in ranked if e.action != usual)]

    # --- what each game says ------------------------------------------------------------------

    def _solve(self, state: State, seconds: float) -> dict[Card, float]:
        """Each legal card's result for the seat to play in the drawn ``state``."""
        raise NotImplementedError

    def _deal(self, resample: Callable[[random.Random], State], rng: random.Random) -> State:
        """A deal to solve: by default the view resampled, every consistent deal alike."""
        return resample(rng)

    def _heuristic_bot(self) -> Bot:
        if self._heuristic is None:
            self._heuristic = get_bot("heuristic", self.game_name)
        return self._heuristic

    def _rule_reason(self, action: Action) -> str:
        return N_(
            "the hand evaluation's choice (too many moves or too little time to play them out)"
        )

    def _reason(self, card: Card, means: Mapping[Card, float], top: float) -> str:
        if means[card] >= top - 1e-9:
            return N_("the best result over the deals drawn, every hand played perfectly")
        return N_("{value} {unit} short of the best card over the deals drawn").format(
            value=f"{top - means[card]:.2f}", unit=self.unit
        )

    def _kernel_values(
        self,
        table: TrickTable,
        sides: Sequence[int],
        seconds: float,
        *,
        mode: int = kernel.FOLLOW,
        declarer: int | None = None,
    ) -> dict[Card, int]:
        self._solver.node_limit = max(20_000, int(seconds * NODES_PER_SECOND))
        return self._solver.values(table, sides, mode=mode, declarer=declarer)


def _table_to_play(state: State) -> tuple[TrickTable, int]:
    """The trick table of a drawn deal and the seat to play in it (the search only solves at a
    card to play, so some seat always is)."""
    table: TrickTable = state.trick_table  # type: ignore[attr-defined]
    seat = table.to_play
    assert seat is not None
    return table, seat


def _partnerships(table: TrickTable) -> list[int]:
    return [s & 1 for s in range(len(table.hands))]


class WhistSearchBot(TrickSearchBot):
    """Whist: the partnership's tricks in the hand."""

    game_name = "whist"
    unit = "tricks"

    def _solve(self, state: State, seconds: float) -> dict[Card, float]:
        table, seat = _table_to_play(state)
        sides = _partnerships(table)
        have = table.won[seat] + table.won[(seat + 2) % 4]
        values = self._kernel_values(table, sides, seconds)
        return {c: float(have + v) for c, v in values.items()}


class BidWhistSearchBot(TrickSearchBot):
    """Bid Whist: the points the hand scores for the seat's side (a set counts against the
    declaring side, and what one side scores the other, racing to the same target, loses)."""

    game_name = "bid-whist"
    unit = "points"

    def _solve(self, state: State, seconds: float) -> dict[Card, float]:
        table, seat = _table_to_play(state)
        sides = _partnerships(table)
        declarer: int = state.declarer  # type: ignore[attr-defined]
        contract = state.contract  # type: ignore[attr-defined]
        boston = state.game.options.boston_quadruple
        mine = seat & 1
        dside = declarer & 1
        have = table.won[dside] + table.won[dside + 2] + 1  # the discards are a trick
        values = self._kernel_values(table, sides, seconds)
        out: dict[Card, float] = {}
        for card, v in values.items():
            tricks = have + (v if mine == dside else tricks_left(table) - v)
            points = bid_points(tricks, contract.number, contract.kind == "notrump", boston)
            out[card] = float(points if mine == dside else -points)
        return out


def tricks_left(table: TrickTable) -> int:
    """The tricks not yet complete, the one in progress included: the cards the leader of the
    trick in progress still holds, plus the one it has led.

    >>> from widow.cards import parse_cards
    >>> t = TrickTable([list(parse_cards(h)) for h in ("2c 3c", "4c 5c")], trump=None)
    >>> _ = t.play(0, Card.parse("2c"))
    >>> tricks_left(t)
    2
    """
    leader = table.current.leader
    return len(table.hands[leader]) + (1 if table.current.plays else 0)


def bid_points(tricks: int, number: int, notrump: bool, boston: bool) -> int:
    """What a Bid Whist hand scores for the declaring side taking ``tricks`` (its discards
    counted as one) on a bid of ``number``.

    >>> bid_points(9, 3, False, False), bid_points(8, 3, False, False)
    (3, -3)
    >>> bid_points(13, 7, True, True)
    56
    """
    points = tricks - 6 if tricks >= 6 + number else -number
    if notrump:
        points *= 2
    if points > 0 and number == 7 and boston:
        points *= 4
    return points


class PreferenceSearchBot(TrickSearchBot):
    """Preference: the tricks of the seat's side, the declarer against the defenders."""

    game_name = "preference"
    unit = "tricks"

    def _solve(self, state: State, seconds: float) -> dict[Card, float]:
        from widow.games.preference.play import preference_rule

        table, seat = _table_to_play(state)
        declarer: int = state.declarer  # type: ignore[attr-defined]
        sides = [0 if s == declarer else 1 for s in range(len(table.hands))]
        mode = kernel.PREFERENCE if table.rule is preference_rule(declarer, True) else kernel.HEAD
        have = sum(table.won[s] for s in table.seats if sides[s] == sides[seat])
        values = self._kernel_values(table, sides, seconds, mode=mode, declarer=declarer)
        return {c: float(have + v) for c, v in values.items()}


class BourreSearchBot(TrickSearchBot):
    """Bourre: chips, each player for itself (the pot to the most tricks alone, the pot's
    amount owed by a player who took none), solved by max-n with the game's own obligations."""

    game_name = "bourre"
    unit = "chips"
    uses_kernel = False
    deal_factor = 5
    # Passing, standing pat or drawing stays the heuristic's: played out on sampled deals by the
    # heuristic (every seat, this one too), the moves that beat its choice there gained nothing
    # in duplicate matches, and lost chips once the deals read the other players' draws
    # (docs/strength.md).
    plays_out = False
    # Few of Bourre's cards are free, and the deals drawn often part them by a few hundredths of
    # a chip: without a bar the search left the heuristic's card at a quarter of its choices,
    # for a gain the duplicate matches could not tell from nothing.
    card_confidence = 2.0

    def _deal(self, resample: Callable[[random.Random], State], rng: random.Random) -> State:
        """A deal in which every other player who drew kept strong cards: a player who drew
        ``k`` cards kept ``5 - k``, and players keep trumps and aces (the heuristic keeps
        nothing else), so its hand, with the cards it has played, holds at least ``5 - k`` of
        them; one who stood pat, five. The view's own resample knows nothing of why a player
        drew, and deals a player who stood pat a hand of small side cards as often as any.
        Deals are drawn until one fits, at most :data:`KEEP_TRIES` times (a resample takes a
        few hundredths of a millisecond), else the one that falls shortest of it."""
        best: State | None = None
        short = 0
        for _ in range(KEEP_TRIES):
            state = resample(rng)
            missing = kept_strength_shortfall(state)
            if best is None or missing < short:
                best, short = state, missing
            if missing == 0:
                break
        assert best is not None
        return best

    def _solve(self, state: State, seconds: float) -> dict[Card, float]:
        table, seat = _table_to_play(state)
        pot: int = state.pot  # type: ignore[attr-defined]
        limit = state.game.options.limit
        penalty = pot if limit is None else min(pot, limit)
        solver = TableSolver(
            lambda t: bourre_payoff(t, pot, penalty),
            node_limit=max(2_000, int(seconds * TABLE_NODES_PER_SECOND)),
            deadline=time.process_time() + seconds,
        )
        return {c: v[seat] for c, v in solver.values(table).items()}


def kept_strength_shortfall(state: State) -> int:
    """How many strong cards (trumps and aces) the other players who drew lack, between them,
    to have kept what they kept: a player who drew ``k`` of its five cards holds at least
    ``5 - k`` among its hand and the cards it has played (the seat to act is not counted).

    >>> from widow.games.bourre.actions import STAY
    >>> from widow.games import load_game
    >>> state = load_game("bourre", players=2).new_state(seed=1)
    >>> _ = state.apply(STAY)  # the first player stands pat on what it holds
    >>> kept_strength_shortfall(state) == 5 - sum(
    ...     1 for c in state.hands[state.to_act ^ 1] if c & 3 == state.trump or c >> 2 == 12)
    True
    """
    seat = state.to_act
    trump: int = state.trump  # type: ignore[attr-defined]
    drew: list[int | None] = state.drew  # type: ignore[attr-defined]
    table: TrickTable = state.trick_table  # type: ignore[attr-defined]
    # Before the play the hands are the state's own; during it, the trick table's.
    before: list[list[Card]] = state.hands  # type: ignore[attr-defined]
    played = [p for t in table.tricks for p in t.plays] + list(table.current.plays)
    missing = 0
    for other, count in enumerate(drew):
        if other == seat or count is None:
            continue
        cards = before[other] + table.hands[other] + [c for s, c in played if s == other]
        strong = sum(1 for c in cards if c & 3 == trump or c >> 2 == ACE)
        missing += max(0, 5 - count - strong)
    return missing


def bourre_payoff(table: TrickTable, pot: int, penalty: int) -> list[float]:
    """Each seat's chips from a finished Bourre hand: the pot to the one seat with most tricks,
    the penalty from each playing seat with none.

    >>> from widow.cards import parse_cards
    >>> t = TrickTable([[], [], []], trump=3, seats=[0, 2])
    >>> t.won = [2, 0, 3]
    >>> bourre_payoff(t, 6, 6)
    [0.0, 0.0, 6.0]
    """
    won = table.won
    best = max(won[s] for s in table.seats)
    leaders = [s for s in table.seats if won[s] == best]
    out = [0.0] * len(won)
    if len(leaders) == 1:
        out[leaders[0]] += pot
    for s in table.seats:
        if won[s] == 0:
            out[s] -= penalty
    return out
