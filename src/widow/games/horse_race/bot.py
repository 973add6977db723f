"""Horse Race heuristics: a banker that quotes from the exact chances with a margin, and a punter
that bets only where a quote beats the exact chance.

>>> import random
>>> from widow.games import load_game
>>> state = load_game("horse-race", players=2).new_state(seed=5)
>>> bot, rng = HorseRaceBot(), random.Random(1)
>>> for _ in range(4):
...     _ = state.apply(bot.choose(state.view(0), state.legal_actions(), rng))
>>> state.phase
'bet'
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from widow.cards import SUIT_CHARS
from widow.engine.actions import Action
from widow.games.horse_race.actions import DONE, LADDER, Bet, Quote
from widow.games.horse_race.odds import win_probabilities


def quote_for(chance: Fraction, margin: Fraction) -> tuple[int, int]:
    """The longest odds on the ladder that still keep the banker's ``margin``: the quote pays
    at most ``1 / (chance * (1 + margin)) - 1`` to one. A suit that cannot win gets the longest
    odds (no bet on it can win).

    >>> quote_for(Fraction(1, 4), Fraction(0))
    (3, 1)
    >>> quote_for(Fraction(1, 4), Fraction(1, 10))
    (5, 2)
    """
    if chance == 0:
        return LADDER[-1]
    limit = 1 / (chance * (1 + margin)) - 1
    fitting = [odds for odds in LADDER if Fraction(*odds) <= limit]
    return fitting[-1] if fitting else LADDER[0]


def bet_value(chance: Fraction, odds: tuple[int, int], stake: int) -> Fraction:
    """The punter's expected gain on a bet of ``stake`` (winnings rounded down as paid).

    >>> bet_value(Fraction(1, 4), (3, 1), 4)
    Fraction(0, 1)
    """
    win, per = odds
    return chance * (stake * win // per) - (1 - chance) * stake


class HorseRaceBot:
    """Banks with exact quotes less a margin; punts only on bets worth more than they cost."""

    def choose(self, view: Mapping[str, Any], legal: list[Action], rng: random.Random) -> Action:
        chances = win_probabilities(" ".join(view["layout"]))
        first = legal[0]
        if isinstance(first, Quote):
            margin = Fraction(view["options"]["banker_margin"], 100)
            win, per = quote_for(chances[SUIT_CHARS[first.suit]], margin)
            return Quote(first.suit, win, per)
        best: tuple[Fraction, Action] = (Fraction(0), DONE)
        for action in legal:
            if isinstance(action, Bet):
                suit = SUIT_CHARS[action.suit]
                odds = tuple(int(x) for x in view["quotes"][suit].split("-"))
                value = bet_value(chances[suit], (odds[0], odds[1]), action.amount)
                if value > best[0]:
                    best = (value, action)
        return best[1]
