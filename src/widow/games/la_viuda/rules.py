"""La Viuda: the state machine (no I/O).

>>> from widow.games import load_game
>>> state = load_game("la-viuda", players=4).new_state(seed=2)
>>> state.view(0)["wild_rank"], state.ledger.pool
('A', 1)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations
from operator import itemgetter
from typing import Any, ClassVar

from widow.cards import CARDS, Card, stripped_deck
from widow.engine.actions import KNOCK, PASS, SWAP_ALL, SWAP_ROWS, Action, Buy
from widow.engine.bot_names import game_bots
from widow.engine.chance import Chance
from widow.engine.events import (
    Bought,
    BuyOffered,
    ChipPaid,
    Declined,
    Eliminated,
    Event,
    PointScored,
)
from widow.engine.ledger import ChipLedger
from widow.engine.seats import COUNTER_CLOCKWISE
from widow.engine.table import counter
from widow.families.spare_hand.rules import (
    PHASE_BUY,
    PHASE_TWO,
    SpareHandGame,
    SpareHandState,
    viuda_ranking,
)
from widow.games.la_viuda.options import LaViudaOptions
from widow.games.la_viuda.text import RULES
from widow.i18n import N_
from widow.ranking.base import HandValue, RankingSystem
from widow.ranking.la_viuda import chance_step, majority_colour, wild_rank_for_pool

#: La Viuda is played with 54 cards; ten hands of five fit in it.
MAX_PLAYERS = 9
#: The stripped pack for n players has 4 * (n + 3) cards and must hold n + 1 hands.
MAX_STRIPPED_PLAYERS = 7


def ranking_for(options: LaViudaOptions, pool: int) -> RankingSystem:
    """The La Viuda ranking for a deal played with ``pool`` chips in the pool.

    >>> ranking_for(LaViudaOptions(), 2).wild_rank
    <Rank.TWO: 0>
    >>> ranking_for(LaViudaOptions(stripped=True), 0).is_wild(Card.parse("As"))
    False
    """
    return viuda_ranking(stripped=options.stripped, suit_order=options.suit_order, pool=pool)


class LaViuda(SpareHandGame):
    """La Viuda for 2 to 9 players (2 to 7 with the stripped pack)."""

    name = "la-viuda"
    title = "La Viuda"
    min_players = 2
    max_players = MAX_PLAYERS
    options_class = LaViudaOptions
    rules_text = RULES
    bots = game_bots("widow.families.spare_hand.bot:SpareHandHeuristicBot")
    options: LaViudaOptions

    def __init__(self, *, players: int, options: Any) -> None:
        super().__init__(players=players, options=options)
        self._rankings: dict[int, RankingSystem] = {}

    @classmethod
    def player_range(cls, options: Any) -> tuple[int, int]:
        return 2, MAX_STRIPPED_PLAYERS if options.stripped else MAX_PLAYERS

    @property
    def price(self) -> int:
        """What La Viuda costs: twice the value of a chip."""
        return 2 * self.options.chip_value

    def pack_cards(self) -> Sequence[Card]:
        if self.options.stripped:
            return stripped_deck(self.players).cards
        return CARDS[:54]

    def _make_state(self, chance: Chance) -> LaViudaState:
        return LaViudaState(self, chance)

    def ranking_for_pool(self, pool: int) -> RankingSystem:
        """:func:`ranking_for` these options, kept per pool size: every showdown asks."""
        rankings = self._rankings
        system = rankings.get(pool)
        if system is None:
            system = rankings[pool] = ranking_for(self.options, pool)
        return system


class LaViudaState(SpareHandState):
    """A match of La Viuda."""

    __slots__ = ("eliminated", "points", "viuda_bought_by", "viuda_offer")

    direction: ClassVar[int] = COUNTER_CLOCKWISE
    game: LaViuda

    def __init__(self, game: LaViuda, chance: Chance) -> None:
        self.points = [0] * game.players
        self.eliminated: list[int] = []
        self.viuda_bought_by: int | None = None
        self.viuda_offer: int | None = None
        super().__init__(game, chance)

    @property
    def stripped(self) -> bool:
        return self.game.options.stripped

    def _make_ledger(self) -> ChipLedger:
        n = self.game.players
        if self.stripped:
            return ChipLedger([0] * n)
        opts = self.game.options
        # The La Viuda chip starts alone in the pool; the players' chips are paid for in money.
        return ChipLedger([opts.chips] * n, pool=1, paid=[opts.chips * opts.chip_value] * n)

    def _pack(self) -> Sequence[Card]:
        if self.stripped:
            return stripped_deck(self.game.players).cards
        return CARDS[:54]

    def ranking(self) -> RankingSystem:
        """The ranking for the current deal: its wild rank follows the pool."""
        return self.game.ranking_for_pool(self.ledger.pool)

    def _evaluate(self, cards: Sequence[Card]) -> HandValue:
        return self.game.ranking_for_pool(self.ledger.pool).evaluate(cards)

    def _play_out_randomly(self, draw: Callable[[int], int]) -> None:
        # State._play_out_randomly with the face-up trades listed inline (the family's
        # _compute_legal, as face_up_trades lists them): nearly every turn of a random match,
        # and two calls fewer on each.
        apply_listed = self.apply_unchecked
        compute = self._compute_legal
        pass_after_knock = self.game.options.pass_after_knock
        while True:
            seat = self._to_act
            if seat is not None and self._phase == PHASE_TWO:
                take = itemgetter(*self.widow)
                legal: list[Action] = []
                for give in self.hands[seat]:
                    legal += take(SWAP_ROWS[give])
                legal.append(SWAP_ALL)
                if self.knocker is None:
                    legal.append(KNOCK)
                elif pass_after_knock:
                    legal.append(PASS)
            else:
                legal = compute()
            n = len(legal)
            if not n:  # the match is over
                return
            bits = n.bit_length()
            index = draw(bits)
            while index >= n:
                index = draw(bits)
            apply_listed(legal[index])

    # --- scoring ------------------------------------------------------------------------------

    def _settle(self, order: list[int], values: dict[int, HandValue], events: list[Event]) -> bool:
        if self.stripped:
            best = self.resolve(order, values, worst=False, events=events)
            self.points[best] += 1
            events.append(PointScored(best, self.points[best]))
            if self.points[best] >= self.game.options.target:
                self._end_match(self._placings(), events)
                return False
            return True
        worst = self.resolve(order, values, worst=True, events=events)
        self.ledger.pay(worst, 1)
        events.append(ChipPaid(worst, self.ledger.chips[worst], self.ledger.pool))
        if self.ledger.chips[worst] > 0:
            return True
        if self.viuda_bought_by is None:
            self.viuda_offer = worst
            self._phase = PHASE_BUY
            self._to_act = worst
            self._legal = None
            events.append(BuyOffered(worst, self.game.price))
            return False
        return self._eliminate(worst, events)

    def _eliminate(self, seat: int, events: list[Event]) -> bool:
        self.active[seat] = False
        self.eliminated.append(seat)
        events.append(Eliminated(seat))
        if sum(self.active) == 1:
            self._end_match(self._placings(), events)
            return False
        return True

    def _decide(self, seat: int, action: Action, events: list[Event]) -> None:
        self.viuda_offer = None
        if isinstance(action, Buy):
            # The buyer's last chip went into the pool and the La Viuda chip comes out of it, so
            # the pool, and with it the wild rank, stays as it was for the previous deal.
            self.ledger.take(seat, 1)
            self.ledger.pay_money(seat, self.game.price)
            self.viuda_bought_by = seat
            events.append(Bought(seat, self.game.price, self.ledger.pool))
            self._next_deal(events)
            return
        events.append(Declined(seat))
        if self._eliminate(seat, events):
            self._next_deal(events)

    def resolve(
        self, order: list[int], values: dict[int, HandValue], *, worst: bool, events: list[Event]
    ) -> int:
        """The single worst (or best) hand: the ranking's comparison first, then, among hands only
        chance can separate, colour draws and a draw-off (Manotazo) until one is left."""
        system = values[order[0]].system
        group = [order[0]]
        for seat in order[1:]:
            mine, theirs = values[seat], values[group[0]]
            # The strength carries every rule short of chance, so it settles unequal hands without
            # building the comparison's explanation; the comparison decides the rest.
            if mine.strength != theirs.strength:
                verdict = "second" if mine.strength < theirs.strength else "first"
            else:
                verdict = system.compare(mine, theirs).winner
            if verdict in ("tie", "chance"):
                group.append(seat)
            elif (verdict == "second") == worst:
                group = [seat]
        while len(group) > 1:
            hands = self.hands
            needs_colour = any(
                chance_step(values[a], values[b]) == "colour-draw"
                for a, b in combinations(group, 2)
            )
            if needs_colour:
                colours: dict[int, str] = {}
                for seat in group:
                    colours[seat] = majority_colour(hands[seat]) or ""
                kept = self.colour_draw(group, colours, keep_match=not worst, events=events)
                if kept is not None:
                    group = kept
                    continue
            return self.draw_off(group, keep_high=not worst, events=events)
        return group[0]

    def _placings(self) -> list[int]:
        n = self.game.players
        if self.stripped:
            return [1 + sum(1 for p in self.points if p > mine) for mine in self.points]
        chips = self.ledger.chips
        alive = [s for s in range(n) if self.active[s]]
        placings = [0] * n
        for seat in alive:
            placings[seat] = 1 + sum(1 for o in alive if chips[o] > chips[seat])
        for rank, seat in enumerate(reversed(self.eliminated)):
            placings[seat] = len(alive) + rank + 1
        return placings

    # --- views and outcome --------------------------------------------------------------------

    def _seat_extras(self, seat: int) -> dict[str, Any]:
        if self.stripped:
            return {"points": self.points[seat]}
        return {"paid": self.ledger.paid[seat], "bought_viuda": self.viuda_bought_by == seat}

    def _seat_counters(self, seat: int) -> list[dict[str, Any]]:
        if self.stripped:
            return [counter("points", self.points[seat])]
        return [
            counter("chips", self.ledger.chips[seat]),
            counter("paid", self.ledger.paid[seat], N_("money paid in")),
        ]

    def _seat_roles(self, seat: int) -> list[str]:
        roles = super()._seat_roles(seat)
        if seat == self.viuda_bought_by:
            roles.append(N_("bought La Viuda"))
        return roles

    def _game_counters(self) -> list[dict[str, Any]]:
        if self.stripped:
            return [
                counter("target", self.game.options.target, N_("points to win")),
                counter("wild_rank", N_("none"), N_("wild cards")),
                counter("pack", self._pack_text(), N_("pack")),
            ]
        if self.viuda_offer is not None:
            viuda = N_("offered to {seat} for {price}").format(
                seat=f"seat {self.viuda_offer}", price=self.game.price
            )
        elif self.viuda_bought_by is not None:
            viuda = N_("bought by {seat}").format(seat=f"seat {self.viuda_bought_by}")
        else:
            viuda = N_("for sale at {price}").format(price=self.game.price)
        return [
            counter("pool", self.ledger.pool),
            counter("wild_rank", wild_rank_for_pool(self.ledger.pool).char, N_("wild rank")),
            counter("stakes", self.ledger.stakes(), N_("money at stake")),
            counter("viuda", viuda, N_("La Viuda")),
            counter("pack", self._pack_text(), N_("pack")),
        ]

    def _pack_text(self) -> str:
        """The pack in words: the jokers of the full pack (wild beside the pool's rank), or the
        ranks a short pack keeps and its size (a player who knows the full pack needs to be told
        what is missing)."""
        pack = self._pack()
        if not self.stripped:
            jokers = sum(1 for card in pack if card.rank is None)
            return N_("{cards} cards and {jokers} jokers, the jokers always wild").format(
                cards=len(pack) - jokers, jokers=jokers
            )
        ranks = sorted({card.rank for card in pack if card.rank is not None}, reverse=True)
        shown = " ".join(rank.char for rank in ranks)
        return N_("{ranks} of each suit ({cards} cards), no jokers").format(
            ranks=shown, cards=len(pack)
        )

    def _view_extras(self) -> dict[str, Any]:
        if self.stripped:
            return {"wild_rank": None, "jokers": False, "target": self.game.options.target}
        return {
            "wild_rank": wild_rank_for_pool(self.ledger.pool).char,
            "jokers": True,
            "viuda": {
                "available": self.viuda_bought_by is None,
                "bought_by": self.viuda_bought_by,
                "offered_to": self.viuda_offer,
                "price": self.game.price,
            },
            "stakes": self.ledger.stakes(),
        }

    def _copy_extras(self, other: Any) -> None:
        other.points = list(self.points)
        other.eliminated = list(self.eliminated)
        other.viuda_bought_by = self.viuda_bought_by
        other.viuda_offer = self.viuda_offer

    def outcome(self) -> dict[str, Any]:
        """Chips, money won or lost, and placing per seat. The last player left collects every
        payment (chips bought at the start and La Viuda); until then each seat's money is what it
        has paid in, as a loss.

        >>> from widow.games import load_game
        >>> load_game("la-viuda", players=3).new_state(seed=5).outcome()["stakes"]
        9
        """
        placings = self._placings()
        stakes = self.ledger.stakes()
        over = self.is_over
        seats = []
        for seat in range(self.game.players):
            paid = self.ledger.paid[seat]
            won = stakes if over and placings[seat] == 1 and not self.stripped else 0
            entry: dict[str, Any] = {
                "seat": seat,
                "chips": self.ledger.chips[seat],
                "money": won - paid,
                "paid": paid,
                "placing": placings[seat],
            }
            if self.stripped:
                entry["points"] = self.points[seat]
            seats.append(entry)
        return {
            "game": self.game.name,
            "over": over,
            "pool": self.ledger.pool,
            "stakes": stakes,
            "deals_played": self.deal_no,
            "seats": seats,
            "winners": [s for s in range(self.game.players) if placings[s] == 1] if over else [],
        }
