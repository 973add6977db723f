"""Whisky Poker: the state machine (no I/O).

>>> from widow.games import load_game
>>> state = load_game("whisky-poker", players=3).new_state(seed=1)
>>> state.phase, sorted(str(a) for a in state.legal_actions())
('1', ['exchange', 'knock', 'pass'])
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from widow.cards import CARDS, Card
from widow.engine.actions import Action, ActionParser
from widow.engine.betting.rounds import ALL_IN, BETTING_ACTIONS, CALL, CHECK, FOLD
from widow.engine.bot_names import game_bots
from widow.engine.chance import Chance
from widow.engine.core import State
from widow.engine.events import Anted, ChipPaid, Event, PoolWon
from widow.engine.ledger import ChipLedger
from widow.engine.seats import CLOCKWISE
from widow.engine.table import counter
from widow.errors import InvalidOptionError
from widow.families.spare_hand.rules import SpareHandGame, SpareHandState
from widow.games.whisky_poker.betting import SIZED, WhiskeyBettingState
from widow.games.whisky_poker.options import WhiskyPokerOptions
from widow.games.whisky_poker.text import RULES
from widow.ranking import get_system
from widow.ranking.base import HandValue, RankingSystem


@dataclass(frozen=True, slots=True)
class StandOff(Event):
    """Lives scoring: every hand at the showdown is equal, so none is the lowest and nobody pays
    (option ``all_tie="void"``)."""

    type: ClassVar[str] = "stand-off"


class WhiskyPoker(SpareHandGame):
    """Whisky Poker for 2 to 9 players with a 52-card pack."""

    name = "whisky-poker"
    title = "Whisky Poker"
    min_players = 2
    max_players = 9
    options_class = WhiskyPokerOptions
    rules_text = RULES
    bots = game_bots("widow.games.whisky_poker.betting_bot:WhiskyPokerHeuristicBot")
    options: WhiskyPokerOptions

    def __init__(self, *, players: int, options: Any) -> None:
        super().__init__(players=players, options=options)
        if options.scoring == "betting":
            # Played for pots, the game speaks the betting language too.
            self.parser = ActionParser((*self.action_classes, *BETTING_ACTIONS))

    @property
    def num_distinct_actions(self) -> int:
        """The fixed actions (with betting: fold, check, call and all-in first), then, with
        betting, four sized bets numbered relative to the state (smallest, half pot, pot,
        largest).

        >>> from widow.games import load_game
        >>> load_game("whisky-poker", players=3, scoring="betting").num_distinct_actions
        2664
        """
        extra = SIZED if self.options.scoring == "betting" else 0
        return len(self.action_space()) + extra

    def _list_actions(self) -> Iterable[Action]:
        spare = list(super()._list_actions())
        if self.options.scoring != "betting":
            return spare
        return [FOLD, CHECK, CALL, ALL_IN, *(a for a in spare if a.verb not in ("buy", "decline"))]

    @property
    def deals(self) -> int:
        """Deals in a pool-scored match."""
        return self.options.deals_for(self.players)

    def check(self) -> None:
        if self.options.scoring == "pool" and self.options.chips < self.deals:
            raise InvalidOptionError(
                f"option chips ({self.options.chips}) must be at least the number of deals"
                f" ({self.deals}), so that every player can ante in every deal"
            )

    def pack_cards(self) -> Sequence[Card]:
        return CARDS[:52]

    def _make_state(self, chance: Chance) -> State:
        if self.options.scoring == "betting":
            return WhiskeyBettingState(self, chance)
        return WhiskyPokerState(self, chance)


class WhiskyPokerState(SpareHandState):
    """A match of Whisky Poker."""

    __slots__ = ("ranking",)

    direction: ClassVar[int] = CLOCKWISE
    game: WhiskyPoker

    def __init__(self, game: WhiskyPoker, chance: Chance) -> None:
        self.ranking: RankingSystem = get_system("high")
        super().__init__(game, chance)

    def _make_ledger(self) -> ChipLedger:
        opts = self.game.options
        start = opts.chips if opts.scoring == "pool" else opts.lives
        return ChipLedger([start] * self.game.players)

    def _pack(self) -> Sequence[Card]:
        return CARDS[:52]

    def _before_deal(self, order: list[int], events: list[Event]) -> None:
        if self.game.options.scoring == "pool":
            for seat in order:
                self.ledger.pay(seat, 1)
            events.append(Anted(None, tuple(order), 1, self.ledger.pool))

    def _evaluate(self, cards: Sequence[Card]) -> HandValue:
        return self.ranking.evaluate(cards)

    def _settle(self, order: list[int], values: dict[int, HandValue], events: list[Event]) -> bool:
        if self.game.options.scoring == "pool":
            return self._settle_pool(order, values, events)
        return self._settle_lives(order, values, events)

    def _settle_pool(
        self, order: list[int], values: dict[int, HandValue], events: list[Event]
    ) -> bool:
        best = max(v.strength for v in values.values())
        winners = [s for s in order if values[s].strength == best]
        share, odd = divmod(self.ledger.pool, len(winners))
        last = self.deal_no >= self.game.deals
        for i, seat in enumerate(winners):
            # Odd chips of a split stay in the pool for the next deal; after the last deal they go
            # to the tied winner nearest the dealer's left.
            amount = share + (odd if last and i == 0 else 0)
            self.ledger.take(seat, amount)
            events.append(PoolWon(seat, amount, self.ledger.pool))
        if last:
            self._end_match(self._placings(), events)
            return False
        return True

    def _settle_lives(
        self, order: list[int], values: dict[int, HandValue], events: list[Event]
    ) -> bool:
        opts = self.game.options
        low = min(v.strength for v in values.values())
        losers = [s for s in order if values[s].strength == low]
        if len(losers) == len(order) and opts.all_tie == "void":
            # "The holder of the lowest hand must pay": when every hand is equal nobody holds a
            # lower one, so the deal counts for nothing.
            events.append(StandOff(None))
            return True
        if len(losers) > 1 and opts.low_tie == "draw":
            losers = [self.draw_off(losers, keep_high=False, events=events)]
        for seat in losers:
            self.ledger.pay(seat, 1)
            events.append(ChipPaid(seat, self.ledger.chips[seat], self.ledger.pool))
        if any(self.ledger.chips[s] == 0 for s in losers):
            for seat in losers:
                if self.ledger.chips[seat] == 0:
                    self.active[seat] = False
            self._end_match(self._placings(), events)
            return False
        return True

    def _placings(self) -> list[int]:
        chips = self.ledger.chips
        return [1 + sum(1 for other in chips if other > mine) for mine in chips]

    def _seat_extras(self, seat: int) -> dict[str, Any]:
        if self.game.options.scoring == "lives":
            return {"lives": self.ledger.chips[seat]}
        return {}

    def _event_lines(self, event: Event, viewer: int | None) -> tuple[str, ...]:
        # The stand-off is this game's own event: the family has no words for it.
        if isinstance(event, StandOff):
            return ("every hand is equal, so none is the lowest: nobody pays a chip this deal",)
        return super()._event_lines(event, viewer)

    def _seat_counters(self, seat: int) -> list[dict[str, Any]]:
        if self.game.options.scoring == "lives":
            return [counter("lives", self.ledger.chips[seat])]
        return [counter("chips", self.ledger.chips[seat])]

    def _game_counters(self) -> list[dict[str, Any]]:
        if self.game.options.scoring == "lives":
            return []
        return [counter("pool", self.ledger.pool), counter("deals", self.game.deals, "deals")]

    def _view_extras(self) -> dict[str, Any]:
        pool = self.game.options.scoring == "pool"
        return {"scoring": self.game.options.scoring, "deals": self.game.deals if pool else None}

    def _copy_extras(self, other: Any) -> None:
        other.ranking = self.ranking

    def outcome(self) -> dict[str, Any]:
        """Chips, money and placing per seat (pool scoring: money is the chips won or lost times
        the chip value; lives scoring: no money changes hands, the loser buys the whisky).

        >>> from widow.games import load_game
        >>> load_game("whisky-poker", players=2).new_state(seed=3).outcome()["over"]
        False
        """
        opts = self.game.options
        start = opts.chips if opts.scoring == "pool" else opts.lives
        placings = self._placings()
        seats = []
        for seat in range(self.n):
            chips = self.ledger.chips[seat]
            money = (chips - start) * opts.chip_value if opts.scoring == "pool" else 0
            seats.append({"seat": seat, "chips": chips, "money": money, "placing": placings[seat]})
        lives = opts.scoring == "lives"
        over = self.is_over
        losers = [s for s in range(self.n) if self.ledger.chips[s] == 0] if over and lives else []
        # A player who lost the match cannot also have won it: when every player lost their last
        # life together (all_tie="settle"), the match has losers only.
        winners = [s for s in range(self.n) if placings[s] == 1 and s not in losers] if over else []
        return {
            "game": self.game.name,
            "over": over,
            "scoring": opts.scoring,
            "pool": self.ledger.pool,
            "deals_played": self.deal_no,
            "seats": seats,
            "winners": winners,
            "losers": losers,
        }
