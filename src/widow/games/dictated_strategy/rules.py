"""Dictated Strategy: the state machine (no I/O).

>>> from widow.games import load_game
>>> state = load_game("dictated-strategy", players=1).new_state(seed=3)
>>> state.phase, [str(a) for a in state.legal_actions()][:3]
('place', ['pile 1', 'pile 2', 'pile 3'])
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from widow.cards import Card, Rank, Suit, parse_card
from widow.engine.actions import Action, action_kind, check_number_field
from widow.engine.bot_names import game_bots
from widow.engine.chance import Chance
from widow.engine.events import Event, event_kind, jsonify
from widow.engine.table import counter, zone
from widow.errors import InvalidActionError, InvalidCardError, quote
from widow.families.dictation.rules import PACK, DictationGame, DictationState
from widow.games.dictated_strategy.options import MAX_PILES, DictatedStrategyOptions
from widow.games.dictated_strategy.text import RULES
from widow.i18n import N_

#: The cards the caller calls: every card but the aces, which start the foundations.
CALLED_CARDS: tuple[Card, ...] = tuple(c for c in PACK if c >> 2 != Rank.ACE)
#: The aces, one per suit, in suit order.
ACES: tuple[Card, ...] = tuple(c for c in PACK if c >> 2 == Rank.ACE)
#: Face values for the "face" scoring, by rank index (two is 0, ace is 12).
FACE_VALUES = (2, 3, 4, 5, 6, 7, 8, 9, 10, 15, 20, 25, 1)


@action_kind("pile", "pile N: put the called card on wastepile N (from 1)")
class ToPile(Action):
    """Put the called card on wastepile ``number`` (from 1)."""

    number: int

    def __post_init__(self) -> None:
        check_number_field("ToPile.number", self.number, 1, MAX_PILES)

    def __str__(self) -> str:
        return f"pile {self.number}"

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        if len(words) != 1 or not words[0].isdecimal() or len(words[0]) > 2:
            raise InvalidActionError(
                N_("'pile' needs a pile number (1 to {n}), not {given}").format(
                    n=MAX_PILES, given=quote(" ".join(words))
                )
            )
        return cls(int(words[0]))


@action_kind("build", "build CARD: move a free card onto its foundation")
class Build(Action):
    """Move ``card`` from the top of a wastepile to its foundation."""

    card: Card

    def __post_init__(self) -> None:
        if not isinstance(self.card, Card):
            raise InvalidActionError(f"Build.card must be a Card, not {quote(self.card)}")

    def __str__(self) -> str:
        return f"build {self.card}"

    @classmethod
    def from_words(cls, words: Sequence[str]) -> Action:
        if len(words) != 1 or len(words[0]) > 3:
            raise InvalidActionError(
                N_("{which} needs one card, not {given}").format(
                    which="'build'", given=quote(" ".join(words))
                )
            )
        try:
            return cls(parse_card(words[0]))
        except InvalidCardError as error:
            raise InvalidActionError(
                N_("in {which}: {reason}").format(which="'build'", reason=error)
            ) from None


@event_kind("aces-out")
class AcesOut(Event):
    """Every player sets out the four aces of their pack as the foundations."""

    cards: tuple[Card, ...]


@event_kind("built")
class Built(Event):
    """``seat`` moved ``card`` from a wastepile to its foundation."""

    card: Card


def rank_order(card: Card) -> int:
    """A card's place in its foundation: ace 1, two 2 ... king 13.

    >>> rank_order(Card.parse("As")), rank_order(Card.parse("Kd"))
    (1, 13)
    """
    return 1 if card >> 2 == Rank.ACE else (card >> 2) + 2


class DictatedStrategy(DictationGame):
    """Dictated Strategy for one or more players."""

    name = "dictated-strategy"
    title = "Dictated Strategy"
    options_class = DictatedStrategyOptions
    action_classes = (ToPile, Build)
    rules_text = RULES
    options: DictatedStrategyOptions
    bots = game_bots(
        "widow.games.dictated_strategy.bot:StrategyBot", "widow.bots.squares.piles:PileSearchBot"
    )

    def dictated_cards(self) -> Sequence[Card]:
        return CALLED_CARDS

    def _list_actions(self) -> list[Action]:
        return [ToPile(n + 1) for n in range(self.options.piles)] + [Build(c) for c in CALLED_CARDS]

    def _make_state(self, chance: Chance) -> DictatedStrategyState:
        return DictatedStrategyState(self, chance)


class DictatedStrategyState(DictationState):
    """A match of Dictated Strategy."""

    __slots__ = ("foundations", "piles")

    game: DictatedStrategy

    def _setup(self) -> None:
        players, count = self.game.players, self.game.options.piles
        self.piles: list[list[list[Card]]] = [[[] for _ in range(count)] for _ in range(players)]
        #: Per seat, per suit: the cards built so far, ace first.
        self.foundations: list[list[list[Card]]] = [[[ace] for ace in ACES] for _ in range(players)]
        self.events.append(AcesOut(seat=None, cards=ACES))

    def _calls(self) -> int:
        return len(CALLED_CARDS)

    def _targets(self, seat: int) -> list[int]:
        return list(range(self.game.options.piles))

    def _put(self, seat: int, target: int, card: Card) -> None:
        self.piles[seat][target].append(card)

    def _target_of(self, action: Action) -> int | None:
        if isinstance(action, ToPile) and action.number <= self.game.options.piles:
            return action.number - 1
        return None

    def _placement(self, target: int) -> Action:
        return ToPile(target + 1)

    def _describe_target(self, target: int) -> str:
        # The move's label is the same words capitalised ("Pile 2"), an id of its own.
        N_("Pile {n}")
        return N_("pile {n}").format(n=target + 1)

    def _why_illegal(self, action: Action) -> str:
        if isinstance(action, ToPile) and self._target_of(action) is None:
            return N_("there are {n} wastepiles").format(n=self.game.options.piles)
        if isinstance(action, Build):
            if self.stage == "place":
                return N_("no card may be built while cards are still being called")
            return N_("{card} is not on top of a wastepile, or not next in its suit").format(
                card=action.card
            )
        return super()._why_illegal(action)

    # --- building ---------------------------------------------------------------------------

    def free_builds(self, seat: int) -> list[Card]:
        """The cards on top of the seat's piles that fit on a foundation, pile by pile."""
        found = []
        for pile in self.piles[seat]:
            if pile and self._fits(seat, pile[-1]):
                found.append(pile[-1])
        return found

    def _fits(self, seat: int, card: Card) -> bool:
        built = self.foundations[seat][card & 3]
        return rank_order(card) == rank_order(built[-1]) + 1

    def _after_calls(self, events: list[Event]) -> None:
        self.stage = "build"
        if self._stage_to_act() is None:
            self._finish(events)

    def _stage_to_act(self) -> int | None:
        if self.stage != "build":
            return None
        for seat in range(self.game.players):
            if self.free_builds(seat):
                return seat
        return None

    def _stage_actions(self, seat: int) -> list[Action]:
        return [Build(c) for c in self.free_builds(seat)]

    def _apply_stage(self, seat: int, action: Action, events: list[Event]) -> None:
        assert isinstance(action, Build)  # the only legal action while building
        for pile in self.piles[seat]:
            if pile and pile[-1] == action.card:
                pile.pop()
                break
        self.foundations[seat][action.card & 3].append(action.card)
        events.append(Built(seat=seat, card=action.card))
        if self._stage_to_act() is None:
            self._finish(events)

    def _phase_label(self) -> str:
        if self.stage == "build":
            return N_("building on the aces")
        return super()._phase_label()

    # --- scores -----------------------------------------------------------------------------

    def built(self, seat: int) -> int:
        """How many cards the seat has built on its aces."""
        return sum(len(f) - 1 for f in self.foundations[seat])

    def _score(self, seat: int) -> int:
        if self.game.options.scoring == "cards":
            return self.built(seat)
        return sum(FACE_VALUES[f[-1] >> 2] for f in self.foundations[seat])

    def _won_alone(self) -> bool:
        return self.built(0) == len(CALLED_CARDS)

    # --- views ------------------------------------------------------------------------------

    def _piles_for(self, seat: int, viewer: int | None) -> list[list[Card]]:
        piles = [list(p) for p in self.piles[seat]]
        pending = self.pending.get(seat)
        called = self.called
        if pending is not None and called is not None and (viewer is None or viewer == seat):
            piles[pending].append(called)
        return piles

    def _layout_view(self, seat: int, viewer: int | None) -> dict[str, Any]:
        piles = self._piles_for(seat, viewer)
        foundations = self.foundations[seat]
        return {
            "piles": jsonify(piles),
            "foundations": jsonify([f[-1] for f in foundations]),
            "built": self.built(seat),
        }

    def _layout_zones(self, seat: int, viewer: int | None) -> list[dict[str, Any]]:
        mine = viewer == seat
        foundations = N_("your foundations") if mine else N_("{seat}'s foundations")
        piles = N_("your pile {n}") if mine else N_("{seat}'s pile {n}")
        zones = [
            zone(
                f"foundations-{seat}",
                foundations.format(seat=f"seat {seat}"),
                [f[-1] for f in self.foundations[seat]],
                owner=seat,
                kind="pile",
            )
        ]
        building = self.stage == "build" and viewer == seat
        for k, pile in enumerate(self._piles_for(seat, viewer)):
            zones.append(
                zone(
                    f"pile-{seat}-{k + 1}",
                    piles.format(seat=f"seat {seat}", n=k + 1),
                    pile,
                    owner=seat,
                    kind="pile",
                    layout="fan",
                    selectable=building,
                )
            )
        return zones

    def _layout_cards(self, seat: int) -> list[Card]:
        return [c for f in self.foundations[seat] for c in f] + [
            c for p in self.piles[seat] for c in p
        ]

    def _extra_counters(self) -> list[dict[str, Any]]:
        opts = self.game.options
        return [
            counter("piles", opts.piles, N_("wastepiles")),
            counter("scoring", opts.scoring, N_("scoring")),
        ]

    def _sentence(self, event: Event) -> str:
        if isinstance(event, AcesOut):
            return N_("the aces are set out: {cards}").format(
                cards=" ".join(str(c) for c in event.cards)
            )
        if isinstance(event, Built):
            suit = Suit(event.card & 3).name.lower()
            return N_("{seat} builds {card} on the {suit}").format(
                seat=f"seat {event.seat}", card=event.card, suit=suit
            )
        return super()._sentence(event)

    def _copy_layouts(self, other: Any) -> None:
        other.piles = [[list(p) for p in piles] for piles in self.piles]
        other.foundations = [[list(f) for f in fs] for fs in self.foundations]
