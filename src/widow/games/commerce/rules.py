"""Commerce: the state machine (no I/O).

Three cards to each player and three face up on the board; the dealer may exchange blind before
looking; then, from the dealer's left, each turn is a swap of one to three cards with the board
(three at once only once per player and deal) or the knock, after which everyone else has one
more turn. The best three-card combination (the ``commerce`` ranking) takes the pot.

>>> from widow.games import load_game
>>> state = load_game("commerce", players=3).new_state(seed=1)
>>> state.phase, state.to_act == state.dealer, state.view(state.dealer)["hand"]
('blind', True, ['??', '??', '??'])
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from itertools import combinations
from typing import Any, ClassVar

from widow.cards import CARDS, Card
from widow.engine.actions import KNOCK, PASS, Action, Knock, Pass
from widow.engine.bot_names import game_bots
from widow.engine.chance import Chance
from widow.engine.core import State
from widow.engine.events import HIDDEN, Anted, Dealt, Event, Knocked, Passed, PointScored, PoolWon
from widow.engine.ledger import ChipLedger
from widow.engine.sampling import Slot, all_slots, redeal, unknown_slots
from widow.engine.seats import CLOCKWISE, deal_order, next_seat
from widow.engine.table import counter, hand_zone, zone
from widow.errors import InvalidActionError, InvalidOptionError
from widow.families.spare_hand.rules import PHASE_LABELS as FAMILY_PHASE_LABELS
from widow.families.spare_hand.rules import PHASE_OVER, SpareHandGame, SpareHandState
from widow.games.commerce.actions import (
    ACTION_CLASSES,
    HAND_SIZE,
    KEEP,
    Blind,
    Keep,
    Swap,
    trusted_swap,
)
from widow.games.commerce.log import (
    BlindExchanged,
    BoardDealt,
    KeptHand,
    PotCarried,
    SwappedCards,
    said,
)
from widow.games.commerce.options import CommerceOptions
from widow.games.commerce.text import RULES
from widow.i18n import N_
from widow.ranking import get_system
from widow.ranking.base import HandValue, RankingSystem

PHASE_BLIND = "blind"
PHASE_PLAY = "play"
PHASE_LABELS = {
    PHASE_BLIND: N_("the dealer may exchange blind before looking"),
    PHASE_PLAY: N_("swap with the board or knock"),
    # The family's code ends the match, under the family's name for that phase.
    PHASE_OVER: FAMILY_PHASE_LABELS[PHASE_OVER],
}
#: The most players: every hand and the board must come out of 52 cards, and the text puts the
#: game at its best up to ten.
MAX_PLAYERS = 10

#: Which places of the hand and of the board a swap uses, as pairs of bit masks (bit i: place i),
#: one to three places each; an action's number is its pair's place in this list.
PLACE_PAIRS: tuple[tuple[int, int], ...] = tuple(
    (sum(1 << i for i in mine), sum(1 << i for i in board))
    for k in range(1, HAND_SIZE + 1)
    for mine in combinations(range(HAND_SIZE), k)
    for board in combinations(range(HAND_SIZE), k)
)
_PAIR_NUMBER = {pair: i for i, pair in enumerate(PLACE_PAIRS)}
#: Numbers 0-2: keep, knock, pass; then the swaps, then the blind exchanges, by place pairs.
FIXED = 3
SWAPS_FROM = FIXED
BLINDS_FROM = FIXED + len(PLACE_PAIRS)


#: The places of each mask, looked up on every turn.
_PLACES: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i in range(HAND_SIZE) if mask >> i & 1) for mask in range(1 << HAND_SIZE)
)


@lru_cache(maxsize=1 << 16)
def _swap(give: tuple[Card, ...], take: tuple[Card, ...]) -> Swap:
    # Legal-action lists are rebuilt every turn: the same swaps come back, made once.
    return trusted_swap(give, take)


@lru_cache(maxsize=1 << 14)
def _blind(places: tuple[int, ...], take: tuple[Card, ...]) -> Blind:
    return Blind(places, take)


class Commerce(SpareHandGame):
    """Commerce for 2 to 10 players with a 52-card pack."""

    name = "commerce"
    title = "Commerce"
    min_players = 2
    max_players = MAX_PLAYERS
    options_class = CommerceOptions
    # Commerce speaks its own language (swaps of one to three cards, the blind exchange).
    action_classes = ACTION_CLASSES
    rules_text = RULES
    bots = game_bots("widow.games.commerce.bot:CommerceHeuristicBot")
    options: CommerceOptions

    @property
    def deals(self) -> int:
        """Deals in the match (by default one deal by each player)."""
        return self.options.deals if self.options.deals is not None else self.players

    def check(self) -> None:
        opts = self.options
        if opts.stakes and opts.chips < self.deals * opts.ante:
            raise InvalidOptionError(
                f"option chips ({opts.chips}) must cover the ante ({opts.ante}) in each of the"
                f" {self.deals} deals, so at least {self.deals * opts.ante}"
            )

    def pack_cards(self) -> Sequence[Card]:
        return CARDS[:52]

    def _list_actions(self) -> Iterable[Action]:
        """The calls with fixed numbers; the swaps are numbered by places (see
        :attr:`num_distinct_actions`)."""
        return [KEEP, KNOCK, PASS]

    @property
    def num_distinct_actions(self) -> int:
        """``keep``, ``knock``, ``pass``; then 19 swaps and 19 blind exchanges, each numbered by
        the places of the hand and of the board it uses (so relative to the state: the same
        number names the cards lying in those places now).

        >>> from widow.games import load_game
        >>> load_game("commerce", players=3).num_distinct_actions
        41
        """
        return BLINDS_FROM + len(PLACE_PAIRS)

    def _make_state(self, chance: Chance) -> State:
        return CommerceState(self, chance)


class CommerceState(SpareHandState):
    """A match of Commerce. ``widow`` holds the board (always face up)."""

    __slots__ = ("_numbers", "points", "ranking", "three_swapped", "turns")

    direction: ClassVar[int] = CLOCKWISE
    game: Commerce

    def __init__(self, game: Commerce, chance: Chance) -> None:
        self.ranking: RankingSystem = get_system("commerce")
        self.points = [0] * game.players
        #: Per seat, whether it has made its one three-card swap of this deal.
        self.three_swapped = [False] * game.players
        #: Turns taken in this deal's play (after the dealer's blind decision).
        self.turns = 0
        self._numbers: tuple[list[Action] | None, dict[Action, int], dict[int, Action]] | None
        self._numbers = None
        super().__init__(game, chance)

    # --- scoring hooks ------------------------------------------------------------------------

    def _make_ledger(self) -> ChipLedger:
        opts = self.game.options
        return ChipLedger([opts.chips if opts.stakes else 0] * self.game.players)

    def _pack(self) -> Sequence[Card]:
        return CARDS[:52]

    def _before_deal(self, order: list[int], events: list[Event]) -> None:
        opts = self.game.options
        if opts.stakes:
            for seat in order:
                self.ledger.pay(seat, opts.ante)
            events.append(Anted(None, tuple(order), opts.ante, self.ledger.pool))

    def _evaluate(self, cards: Sequence[Card]) -> HandValue:
        return self.ranking.evaluate(cards)

    def _settle(self, order: list[int], values: dict[int, HandValue], events: list[Event]) -> bool:
        best = max(v.strength for v in values.values())
        winners = [s for s in order if values[s].strength == best]
        last = self.deal_no >= self.game.deals
        if self.game.options.stakes:
            share, odd = divmod(self.ledger.pool, len(winners))
            for i, seat in enumerate(winners):
                # Odd chips of a split stay in the pot for the next deal; after the last deal
                # they go to the tied winner nearest the dealer's left.
                amount = share + (odd if last and i == 0 else 0)
                self.ledger.take(seat, amount)
                events.append(PoolWon(seat, amount, self.ledger.pool))
            if odd and not last:
                events.append(PotCarried(None, odd))
        else:
            for seat in winners:
                self.points[seat] += 1
                events.append(PointScored(seat, self.points[seat]))
        if last:
            self._end_match(self._placings(), events)
            return False
        return True

    def _placings(self) -> list[int]:
        score = self.ledger.chips if self.game.options.stakes else self.points
        return [1 + sum(1 for other in score if other > mine) for mine in score]

    # --- the course of a deal -----------------------------------------------------------------

    def _start_deal(self, events: list[Event]) -> None:
        """Three cards to each player, one at a time from the dealer's left; then three face up
        to the board. The dealer decides on the blind exchange first."""
        self.deal_no += 1
        order = deal_order(self.dealer, self.direction, self.active)
        self._before_deal(order, events)
        deck = self.chance.shuffle("deal", self._pack(), len(self._history))
        hands: list[list[Card]] = [[] for _ in range(self.n)]
        position = 0
        for _ in range(HAND_SIZE):
            for seat in order:
                hands[seat].append(deck[position])
                position += 1
        self.hands = hands
        self.widow = list(deck[position : position + HAND_SIZE])
        self.stock = list(deck[position + HAND_SIZE :])
        self.discards = []
        self.known = [set() for _ in range(self.n)]
        self.widow_up = True
        self.knocker = None
        self.exchanged = None
        self.three_swapped = [False] * self.n
        self.turns = 0
        self._phase = PHASE_BLIND
        self._to_act = self.dealer
        self._legal = None
        events.append(Dealt(self.dealer, self.deal_no, tuple(order)))
        events.append(BoardDealt(None, tuple(self.widow)))

    def _dealer_blind(self) -> bool:
        """Whether the dealer has not yet looked at the hand."""
        return self._phase == PHASE_BLIND

    # --- legality -----------------------------------------------------------------------------

    def _compute_legal(self) -> list[Action]:
        seat = self._to_act
        if seat is None:
            return []
        if self._phase == PHASE_BLIND:
            return [KEEP, *(self._blind_at(pair) for pair in PLACE_PAIRS)]
        hand, widow = self.hands[seat], self.widow
        gives = [tuple(hand[i] for i in places) for places in _PLACES]
        takes = [tuple(widow[i] for i in places) for places in _PLACES]
        # The three-card swap is the last pair: left out once made.
        pairs = PLACE_PAIRS[:-1] if self.three_swapped[seat] else PLACE_PAIRS
        legal: list[Action] = [_swap(gives[mine], takes[board]) for mine, board in pairs]
        if self.knocker is None:
            legal.append(KNOCK)
        elif self.game.options.pass_after_knock:
            legal.append(PASS)
        return legal

    def _swap_at(self, seat: int, mine: int, board: int) -> Swap:
        hand, widow = self.hands[seat], self.widow
        give = tuple(hand[i] for i in _PLACES[mine])
        return _swap(give, tuple(widow[i] for i in _PLACES[board]))

    def _blind_at(self, pair: tuple[int, int]) -> Blind:
        mine, board = pair
        places = tuple(i + 1 for i in _PLACES[mine])
        return _blind(places, tuple(self.widow[i] for i in _PLACES[board]))

    def is_legal(self, action: Action) -> bool:
        seat = self._to_act
        if seat is None:
            return False
        kind = type(action)
        if self._phase == PHASE_BLIND:
            if isinstance(action, Blind):
                return all(c in self.widow for c in action.take)
            return kind is Keep
        if isinstance(action, Swap):
            hand = self.hands[seat]
            return (
                all(c in hand for c in action.give)
                and all(c in self.widow for c in action.take)
                and (len(action.give) < HAND_SIZE or not self.three_swapped[seat])
            )
        if kind is Knock:
            return self.knocker is None
        if kind is Pass:
            return self.knocker is not None and self.game.options.pass_after_knock
        return False

    def _why_illegal(self, action: Action) -> str:
        seat = self._to_act
        if self._phase == PHASE_BLIND:
            if isinstance(action, Blind):
                missing = [str(c) for c in action.take if c not in self.widow]
                return N_("the board does not hold {cards}").format(cards=" ".join(missing))
            return N_(
                "{seat} deals and must first exchange blind ('blind N.. for CARDS') or"
                " 'keep' the hand as dealt"
            ).format(seat=f"seat {seat}")
        if isinstance(action, (Blind, Keep)):
            return N_("only the dealer exchanges blind, before play begins")
        if isinstance(action, Knock):
            return N_("{seat} has already knocked").format(seat=f"seat {self.knocker}")
        if isinstance(action, Pass):
            if self.knocker is None:
                return N_("there is no pass before the knock: swap or knock")
            return N_("after the knock every player must still swap (pass_after_knock is off)")
        if isinstance(action, Swap) and seat is not None:
            missing = [str(c) for c in action.give if c not in self.hands[seat]]
            if missing:
                return N_("{seat} does not hold {cards}").format(
                    seat=f"seat {seat}", cards=" ".join(missing)
                )
            missing = [str(c) for c in action.take if c not in self.widow]
            if missing:
                return N_("the board does not hold {cards}").format(cards=" ".join(missing))
            return N_("{seat} has already swapped three cards at once in this deal").format(
                seat=f"seat {seat}"
            )
        return N_("{move} is not a move of this game").format(move=repr(action.verb))

    # --- applying -----------------------------------------------------------------------------

    def _act(self, seat: int, action: Action, events: list[Event]) -> None:
        if isinstance(action, Swap):
            hand, board, known = self.hands[seat], self.widow, self.known[seat]
            for give, take in zip(action.give, action.take, strict=True):
                hand[hand.index(give)] = take
                board[board.index(take)] = give
                known.discard(give)
                known.add(take)
            if len(action.give) == HAND_SIZE:
                self.three_swapped[seat] = True
            events.append(SwappedCards(seat, action.give, action.take))
            self._take_turn(seat, events)
        elif isinstance(action, Knock):
            self.knocker = seat
            events.append(Knocked(seat))
            self._take_turn(seat, events)
        elif isinstance(action, Pass):
            events.append(Passed(seat))
            self._take_turn(seat, events)
        elif isinstance(action, Blind):
            hand, board = self.hands[seat], self.widow
            places = [p - 1 for p in action.positions]
            gave = tuple(hand[i] for i in places)
            for i, take in zip(places, action.take, strict=True):
                board[board.index(take)] = hand[i]
                hand[i] = take
            self.known[seat].update(action.take)
            if len(places) == HAND_SIZE:
                # The text counts a blind exchange of all three as the dealer's one
                # three-card swap of the deal.
                self.three_swapped[seat] = True
            events.append(BlindExchanged(seat, action.positions, gave, action.take))
            self._begin_play()
        else:  # Keep: the only other action legal in the blind phase
            events.append(KeptHand(seat))
            self._begin_play()

    def _begin_play(self) -> None:
        self._phase = PHASE_PLAY
        self._to_act = next_seat(self.dealer, self.direction, self.active)

    def _take_turn(self, seat: int, events: list[Event]) -> None:
        self.turns += 1
        self._advance(seat, events)

    # --- numbering ----------------------------------------------------------------------------

    def action_index(self, action: Action | str) -> int:
        """Numbers 0-2 are ``keep``, ``knock``, ``pass``; a swap or a blind exchange is numbered
        by the places it uses in the hand of the seat to act and on the board.

        >>> from widow.games import load_game
        >>> state = load_game("commerce", players=3).new_state(seed=1)
        >>> state.legal_action_indices()[:3]
        [0, 22, 23]
        >>> str(state.action_from_index(40)).startswith("blind 1 2 3 for")
        True
        """
        act = self.game.parser.parse(action) if isinstance(action, str) else action
        number = self._legal_numbers()[0].get(act)
        return self._number_of(act) if number is None else number

    def _legal_numbers(self) -> tuple[dict[Action, int], dict[int, Action]]:
        """The numbers of the legal actions and back, worked out once per turn (tools ask for
        them again and again on the same state)."""
        self.legal_actions()
        legal = self._legal
        cached = self._numbers
        if cached is None or cached[0] is not legal:
            numbers = {a: self._number_of(a) for a in legal or ()}
            cached = self._numbers = (legal, numbers, {i: a for a, i in numbers.items()})
        return cached[1], cached[2]

    def _number_of(self, act: Action) -> int:
        if isinstance(act, Swap):
            seat = self._require_seat(str(act))
            mine = self._mask(act.give, self.hands[seat], str(act), f"seat {seat}'s hand")
            board = self._mask(act.take, self.widow, str(act), "the board")
            number = _PAIR_NUMBER.get((mine, board))
            if number is None:  # the two sides name different numbers of cards
                raise InvalidActionError(f"action {str(act)!r} has no number")
            return SWAPS_FROM + number
        if isinstance(act, Blind):
            mine = sum(1 << (p - 1) for p in act.positions)
            board = self._mask(act.take, self.widow, str(act), "the board")
            return BLINDS_FROM + _PAIR_NUMBER[(mine, board)]
        return self.game.action_space().index(act)

    def action_from_index(self, index: int) -> Action:
        if isinstance(index, bool) or not isinstance(index, int):
            raise InvalidActionError(f"an action number must be a whole number, not {index!r}")
        size = self.game.num_distinct_actions
        if not 0 <= index < size:
            raise InvalidActionError(
                f"action number {index} is out of range; numbers run from 0 to {size - 1}"
            )
        legal = self._legal_numbers()[1].get(index)
        if legal is not None:
            return legal
        if index < FIXED:
            return self.game.action_space().action(index)
        if index < BLINDS_FROM:
            seat = self._require_seat(f"number {index}")
            if self._dealer_blind():
                # The hand to act is the dealer's, unseen even by the dealer: naming its cards
                # here would show them.
                raise InvalidActionError(
                    f"action number {index} is a swap: there are none while the dealer decides"
                    " on the blind exchange"
                )
            return self._swap_at(seat, *PLACE_PAIRS[index - SWAPS_FROM])
        return self._blind_at(PLACE_PAIRS[index - BLINDS_FROM])

    def _require_seat(self, what: str) -> int:
        seat = self._to_act
        if seat is None:
            raise InvalidActionError(
                f"action {what} is a swap, numbered by the places of the hand to act: the match"
                " is over"
            )
        return seat

    @staticmethod
    def _mask(cards: Sequence[Card], place: Sequence[Card], what: str, where: str) -> int:
        try:
            return sum(1 << place.index(c) for c in cards)
        except ValueError:
            raise InvalidActionError(
                f"action {what!r} has no number now: {where} does not hold its cards"
            ) from None

    # --- views --------------------------------------------------------------------------------

    def _view(self, viewer: int | None) -> dict[str, Any]:
        view = super()._view(viewer)
        view["board"] = view.pop("widow")["cards"]
        if viewer is not None and viewer == self.dealer and self._dealer_blind():
            # The dealer decides on the blind exchange before looking at the hand.
            view["hand"] = [HIDDEN] * len(self.hands[viewer])
            view["seats"][viewer]["hand"] = [HIDDEN] * len(self.hands[viewer])
        return view

    def _seat_extras(self, seat: int) -> dict[str, Any]:
        extras: dict[str, Any] = {"three_card_swap_used": self.three_swapped[seat]}
        if not self.game.options.stakes:
            extras["points"] = self.points[seat]
        return extras

    def _view_extras(self) -> dict[str, Any]:
        return {"stakes": self.game.options.stakes, "deals": self.game.deals, "turns": self.turns}

    def _phase_label(self) -> str:
        return PHASE_LABELS.get(self._phase, self._phase)

    def _seat_roles(self, seat: int) -> list[str]:
        roles = super()._seat_roles(seat)  # nobody takes the whole board here
        if self.three_swapped[seat]:
            roles.append("swapped three")
        return roles

    def _seat_counters(self, seat: int) -> list[dict[str, Any]]:
        if self.game.options.stakes:
            return [counter("chips", self.ledger.chips[seat])]
        return [counter("points", self.points[seat])]

    def _game_counters(self) -> list[dict[str, Any]]:
        deals = counter("deals", self.game.deals, "deals")
        if self.game.options.stakes:
            return [counter("pot", self.ledger.pool), deals]
        return [deals]

    def _table_zones(self, viewer: int | None) -> list[dict[str, Any]]:
        open_hands = viewer is None or self._hands_shown()
        zones = []
        for s in range(self.n):
            hand = self.hands[s]
            cards: list[Card | str]
            if open_hands or (s == viewer and not (s == self.dealer and self._dealer_blind())):
                cards = list(hand)
            else:
                known = sorted(self.known[s])
                cards = [*known, *[HIDDEN] * (len(hand) - len(known))]
            zones.append(hand_zone(s, viewer, cards, selectable=s == viewer))
        zones.append(zone("board", "board (face up)", self.widow, kind="board", selectable=True))
        zones.append(
            zone(
                "stock",
                "undealt cards",
                self.stock if viewer is None else [],
                kind="stock",
                count=len(self.stock),
                layout="stack",
            )
        )
        return zones

    def _action_label(self, action: Action) -> str:
        if isinstance(action, Swap):
            give = " ".join(str(c) for c in action.give)
            take = " ".join(str(c) for c in action.take)
            return N_("Give {gave} for {took}").format(gave=give, took=take)
        if isinstance(action, Blind):
            take = " ".join(str(c) for c in action.take)
            if len(action.positions) == 1:
                return N_("Give your unseen card at place {place} for {took}").format(
                    place=action.positions[0], took=take
                )
            places = ", ".join(str(p) for p in action.positions)
            return N_("Give your unseen cards at places {places} for {took}").format(
                places=places, took=take
            )
        if isinstance(action, Keep):
            return N_("Keep the hand as dealt")
        if isinstance(action, Pass):
            return N_("Stand pat")
        return N_("Knock")

    def _event_lines(self, event: Event, viewer: int | None) -> tuple[str, ...]:
        return said(event, viewer)

    def _final_score(self, entry: Mapping[str, Any]) -> str:
        if self.game.options.stakes:
            return super()._final_score(entry)
        return f"points {entry['points']}"

    # --- sampling and copying -----------------------------------------------------------------

    def _redeal_hidden(self, seat: int, rng: random.Random) -> None:
        """What ``seat`` cannot know: the other hands' cards that never lay on the board, its own
        hand while it deals and has not looked, and the undealt cards. The board is face up, and
        every card taken from it stays where it is."""
        slots: list[Slot] = []
        if not self._hands_shown():
            for other in range(self.n):
                if other != seat:
                    slots += unknown_slots(self.hands[other], self.known[other])
                elif other == self.dealer and self._dealer_blind():
                    slots += all_slots(self.hands[other])
        slots += all_slots(self.stock)
        redeal(slots, rng)
        self._legal = None

    def _copy_extras(self, other: Any) -> None:
        other.ranking = self.ranking
        other.points = list(self.points)
        other.three_swapped = list(self.three_swapped)
        other.turns = self.turns
        other._numbers = None

    def zones(self) -> dict[str, list[Card]]:
        zones = {f"hand {s}": list(h) for s, h in enumerate(self.hands)}
        zones["board"] = list(self.widow)
        zones["stock"] = list(self.stock)
        return zones

    def outcome(self) -> dict[str, Any]:
        """Chips, money, points and placing per seat (with stakes the money is the chips won or
        lost times the chip value; without, the points decide and no money changes hands).

        >>> from widow.games import load_game
        >>> load_game("commerce", players=2, stakes=False).new_state(seed=3).outcome()["over"]
        False
        """
        opts = self.game.options
        placings = self._placings()
        seats = []
        for seat in range(self.n):
            chips = self.ledger.chips[seat]
            money = (chips - opts.chips) * opts.chip_value if opts.stakes else 0
            entry = {"seat": seat, "chips": chips, "money": money, "placing": placings[seat]}
            if not opts.stakes:
                entry["points"] = self.points[seat]
            seats.append(entry)
        over = self.is_over
        return {
            "game": self.game.name,
            "over": over,
            "scoring": "stakes" if opts.stakes else "points",
            "pool": self.ledger.pool,
            "deals_played": self.deal_no,
            "seats": seats,
            "winners": [s for s in range(self.n) if placings[s] == 1] if over else [],
        }
