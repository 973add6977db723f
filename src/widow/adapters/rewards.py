"""What a learner is rewarded with, read from a game's outcome, and when the rewards come.

Three measures, each a number per seat at any moment of a match (``measure``):

- ``"money"``: the money each seat has won or lost (``outcome()["seats"][i]["money"]``);
- ``"points"``: the game's own score: its points where the outcome lists points (Whist, Bid
  Whist, the squares games, Dictated Strategy), else, in a game that settles no money (War, Whisky
  Poker played for lives), the cards or lives gained since the adapter started counting, else the
  money (in the games played for chips, the chips are the points);
- ``"win"``: zero until the match is over, then +1 shared among the winners and -1 shared among
  the others (all zero when every seat or no seat won), so it sums to zero.

A :class:`RewardTracker` turns a measure into rewards: one at the end of each deal (with the step
that deals the next hand, the engine's ``dealt`` event) and one when the match ends, each the
change in the measure since the previous reward. The rewards of a match add up to its measure at
the end, and a learner gets a signal every hand instead of once a match. Between those steps the
tracker does not read the outcome at all, so playouts pay almost nothing for it.

:func:`default_reward` never settles on a measure that is zero in every match: money where the
game settles money, points where it does not.

>>> from widow import load_game
>>> game = load_game("whist", players=4)
>>> default_reward(game), zero_sum("points", game), zero_sum("win", game)
('points', False, True)
>>> state = game.new_state(seed=3)
>>> tracker = RewardTracker("win", state)
>>> tracker.after_step(state, state.apply(state.legal_actions()[0]))
[0.0, 0.0, 0.0, 0.0]
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from widow.engine.core import DEAL_EVENT, Game, State
from widow.engine.events import Event
from widow.errors import InvalidOptionError, quote

__all__ = [
    "REWARDS",
    "RewardTracker",
    "check_reward",
    "default_reward",
    "measure",
    "settles_money",
    "zero_sum",
]

#: The measures a learner can be rewarded with.
REWARDS = ("money", "points", "win")

#: Games whose outcome never moves money: they are won on points, cards or tricks.
_WITHOUT_MONEY = frozenset(
    {"whist", "bid-whist", "poker-squares", "cribbage-squares", "dictated-strategy", "war"}
)


def check_reward(reward: object) -> str:
    """``reward`` if it names a measure, else an :class:`InvalidOptionError` naming it.

    >>> check_reward("cash")
    Traceback (most recent call last):
    ...
    widow.errors.InvalidOptionError: reward must be one of money, points, win, not 'cash'
    """
    if not isinstance(reward, str) or reward not in REWARDS:
        raise InvalidOptionError(f"reward must be one of {', '.join(REWARDS)}, not {quote(reward)}")
    return reward


def settles_money(game: Game) -> bool:
    """Whether matches of ``game`` (with its options) can move money between the seats.

    >>> from widow import load_game
    >>> settles_money(load_game("whisky-poker", players=3))
    True
    >>> settles_money(load_game("whisky-poker", players=3, scoring="lives"))
    False
    """
    if game.name in _WITHOUT_MONEY:
        return False
    # Played for lives, a seat pays lives into a pool that nobody collects: no money changes hands.
    return not (game.name == "whisky-poker" and game.option_values().get("scoring") == "lives")


def default_reward(game: Game) -> str:
    """The measure adapters reward by default: money where the game settles money, else points."""
    return "money" if settles_money(game) else "points"


def _keeps_points(outcome: dict[str, Any]) -> bool:
    return all("points" in seat for seat in outcome["seats"])


def zero_sum(reward: str, game: Game) -> bool:
    """Whether the seats' totals of ``reward`` always add up to zero in ``game``.

    Money and wins do; points do only where they are the money (the partnership games' points,
    the squares games' scores and the lives paid into a pool do not).
    """
    check_reward(reward)
    if reward != "points":
        return True
    return settles_money(game) and not _keeps_points(game.new_state(seed=0).outcome())


def _chips(outcome: dict[str, Any]) -> list[float]:
    return [float(seat["chips"]) for seat in outcome["seats"]]


def measure(reward: str, state: State, start_chips: list[float] | None = None) -> list[float]:
    """Each seat's ``reward`` measure now (see the module docstring).

    ``start_chips`` are the chips counted from for points in a game without money or points (the
    chips of ``state`` itself when ``None``).
    """
    check_reward(reward)
    outcome = state.outcome()
    seats = outcome["seats"]
    if reward == "money":
        return [float(seat["money"]) for seat in seats]
    if reward == "points":
        if _keeps_points(outcome):
            return [float(seat["points"]) for seat in seats]
        if settles_money(state.game):
            return [float(seat["money"]) for seat in seats]
        chips = _chips(outcome)
        start = chips if start_chips is None else start_chips
        return [now - then for now, then in zip(chips, start, strict=True)]
    players = len(seats)
    if not state.is_over:
        return [0.0] * players
    winners = set(outcome.get("winners", []))
    if not winners or len(winners) == players:
        return [0.0] * players
    losers = players - len(winners)
    return [1.0 / len(winners) if seat in winners else -1.0 / losers for seat in range(players)]


class RewardTracker:
    """Rewards of one measure, given with each new deal and at the end of the match.

    With ``from_start`` (a match just set up) the measures count from nothing, so that the antes
    paid as the match is set up are in the first deal's reward; otherwise (a position taken up
    mid-match) they count from the state the tracker is built on.
    """

    __slots__ = ("_base", "_given", "_start_chips", "reward")

    def __init__(self, reward: str, state: State, *, from_start: bool = True) -> None:
        self.reward = check_reward(reward)
        outcome = state.outcome()
        self._start_chips = _chips(outcome)
        if from_start:
            self._base = [0.0] * state.game.players
        else:
            self._base = measure(reward, state, self._start_chips)
        # The measure as of the latest reward.
        self._given = list(self._base)

    def copy(self) -> RewardTracker:
        """An independent tracker at the same point."""
        other = RewardTracker.__new__(RewardTracker)
        other.reward = self.reward
        other._base, other._given = self._base, list(self._given)
        other._start_chips = self._start_chips
        return other

    @property
    def total(self) -> list[float]:
        """The rewards given so far, per seat (their sum over the steps)."""
        return [given - base for given, base in zip(self._given, self._base, strict=True)]

    def after_step(self, state: State, events: Sequence[Event]) -> list[float]:
        """The rewards that the latest step (which returned ``events``) brings: zero unless it
        dealt a new hand or ended the match."""
        if not state.is_over and not any(event.type == DEAL_EVENT for event in events):
            return [0.0] * len(self._given)
        now = measure(self.reward, state, self._start_chips)
        rewards = [new - old for new, old in zip(now, self._given, strict=True)]
        self._given = now
        return rewards
