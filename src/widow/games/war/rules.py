"""War: the state machine (no I/O).

Each battle, every player still in turns the top card of their pile, one ``turn`` action each in
seat order; the highest card takes every card on the table. Equal cards start a war: three cards
face down and one face up each, repeated while the new face-up cards tie.

>>> from widow.games import load_game
>>> state = load_game("war", players=2).new_state(seed=3)
>>> state.to_act, [str(a) for a in state.legal_actions()], state.outcome()["seats"][0]["chips"]
(0, ['turn'], 26)
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from widow.cards import CARDS, Card
from widow.engine.actions import Action
from widow.engine.chance import Chance
from widow.engine.core import Game
from widow.engine.events import Dealt, Event, MatchOver, jsonify
from widow.engine.sampling import Slot, all_slots, redeal
from widow.engine.table import HIDDEN, counter, result_block, seat_row, zone
from widow.families.banking.state import BankingState
from widow.games.war.actions import TURN, Turn
from widow.games.war.events import (
    BattleWon,
    Deadlock,
    Forfeited,
    PlayerOut,
    Turned,
    WarDeclared,
)
from widow.games.war.options import WarOptions
from widow.games.war.text import RULES
from widow.i18n import N_, Nn_

PACK: tuple[Card, ...] = CARDS[:52]


class War(Game):
    """War for 2 to 4 players; the whole pack is dealt."""

    name = "war"
    title = "War"
    min_players = 2
    max_players = 4
    options_class = WarOptions
    action_classes = (Turn,)
    rules_text = RULES
    # Every move is "turn": nothing to search, so the strongest bot is the generic one.
    bots: ClassVar[Mapping[str, str]] = {"search": "widow.bots.ismcts:IsmctsBot"}
    options: WarOptions

    def _list_actions(self) -> Sequence[Action]:
        return (TURN,)

    def _make_state(self, chance: Chance) -> WarState:
        return WarState(self, chance)


class WarState(BankingState):
    """A match of War. ``chips`` in the outcome are the cards each seat holds; ``pool`` the cards
    on the table."""

    game: War

    def __init__(self, game: War, chance: Chance) -> None:
        super().__init__(game, chance)
        n = game.players
        self.piles: list[list[Card]] = [[] for _ in range(n)]
        #: Cards in the middle, in the order played: (seat, card, face up).
        self.middle: list[tuple[int, Card, bool]] = []
        #: Each fighter's latest face-up card in this battle.
        self.standing: dict[int, Card] = {}
        self.contenders: list[int] = []
        self.queue: list[int] = []
        self.out = [False] * n
        self.war_round = 0
        self.battles = 0
        self.battle_start = 0
        deck = chance.shuffle("deal", PACK, at=0)
        for i, card in enumerate(deck):
            self.piles[i % n].append(card)
        self.events.append(Dealt(None, 1, tuple(range(n))))
        self._start_battle()

    # --- protocol -----------------------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        return None if self.over else self.queue[0]

    @property
    def phase(self) -> str:
        if self.over:
            return "over"
        return "war" if self.war_round else "battle"

    def legal_actions(self) -> list[Action]:
        return [] if self.over else [TURN]

    def _why_illegal(self, action: Action) -> str:
        return N_("the only move in War is 'turn'")

    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        seat = self.queue.pop(0)
        pile = self.piles[seat]
        down = 0 if self.war_round == 0 else min(3, len(pile) - 1)
        for card in pile[:down]:
            self.middle.append((seat, card, False))
        up = pile[down]
        del pile[: down + 1]
        self.middle.append((seat, up, True))
        self.standing[seat] = up
        self._log(events, Turned(seat, up, down))
        if not self.queue:
            self._resolve(events)
        return events

    # --- the rules ----------------------------------------------------------------------------

    def _start_battle(self) -> None:
        # The log a view shows is the battle just finished and the one being fought: a match
        # runs to hundreds of battles, and old ones tell a player nothing.
        self.events = self.events[self.battle_start :]
        self.battle_start = len(self.events)
        self.contenders = [s for s in range(self.game.players) if not self.out[s]]
        self.queue = list(self.contenders)
        self.standing = {}
        self.war_round = 0

    def _resolve(self, events: list[Event]) -> None:
        opts = self.game.options
        ranks = {s: self.standing[s].rank for s in self.contenders}
        top = max(r for r in ranks.values() if r is not None)
        tied_top = [s for s in self.contenders if ranks[s] == top]
        counts = Counter(ranks.values())
        if opts.war_on == "highest" or len(self.contenders) == 2:
            tied = tied_top if len(tied_top) > 1 else []
        else:
            tied = [s for s in self.contenders if counts[ranks[s]] > 1]
        if not tied:
            self._collect(tied_top[0], events)
            return
        fighters = list(self.contenders) if opts.war_players == "all" else tied
        able = [s for s in fighters if self.piles[s]]
        if opts.short_war == "lose":
            full = [s for s in fighters if len(self.piles[s]) >= 4]
            if full:
                for seat in fighters:
                    if seat not in full:
                        self._forfeit(seat, events)
                fighters = able = full
        if not able:
            self._deadlock(fighters, events)
            return
        if len(fighters) == 1:
            self._collect(fighters[0], events)
            return
        standing = tuple(s for s in fighters if s not in able)
        self._log(events, WarDeclared(None, tuple(fighters), standing))
        self.contenders = fighters
        self.queue = list(able)
        self.war_round += 1

    def _forfeit(self, seat: int, events: list[Event]) -> None:
        pile = self.piles[seat]
        self._log(events, Forfeited(seat, len(pile)))
        self.middle.extend((seat, card, False) for card in pile)
        pile.clear()

    def _collect(self, winner: int, events: list[Event]) -> None:
        cards = [card for _, card, _ in self.middle]
        if self.game.options.gather == "shuffled":
            cards = self.chance.shuffle("gather", sorted(cards), at=len(self._history))
        self.piles[winner].extend(cards)
        self.middle = []
        self.battles += 1
        self._log(events, BattleWon(winner, len(cards), len(self.piles[winner])))
        self._after_battle(events)

    def _deadlock(self, fighters: list[int], events: list[Event]) -> None:
        # Every card goes back to whoever put it down, the players not in the war included.
        for seat, card, _ in self.middle:
            self.piles[seat].append(card)
        self.middle = []
        self.battles += 1
        self._log(events, Deadlock(None, tuple(fighters)))
        self._end(events)

    def _after_battle(self, events: list[Event]) -> None:
        for seat in range(self.game.players):
            if not self.out[seat] and not self.piles[seat]:
                self.out[seat] = True
                self._log(events, PlayerOut(seat))
        if self.out.count(False) <= 1 or self.battles >= self.game.options.max_battles:
            self._end(events)
        else:
            self._start_battle()

    def _end(self, events: list[Event]) -> None:
        self.over = True
        self.queue = []
        self._log(events, MatchOver(None, tuple(self._placings(self._held()))))

    def _pool(self) -> int:
        return len(self.middle)

    def _held(self) -> list[int]:
        return [len(p) for p in self.piles]

    def _redeal_hidden(self, seat: int, rng: random.Random) -> None:
        """Nobody looks at a pile, and we take it that nobody tracks the order of the cards that
        went under one: every pile card and every face-down card on the table is unknown, and they
        are shuffled among those places (piles keep their sizes)."""
        slots: list[Slot] = []
        for pile in self.piles:
            slots += all_slots(pile)
        hidden = [i for i, (_, _, up) in enumerate(self.middle) if not up]
        down = [self.middle[i][1] for i in hidden]
        slots += all_slots(down)
        redeal(slots, rng)
        for i, card in zip(hidden, down, strict=True):
            self.middle[i] = (self.middle[i][0], card, False)

    # --- views --------------------------------------------------------------------------------

    def _seat_row(self, seat: int, viewer: int | None) -> dict[str, Any]:
        row: dict[str, Any] = {
            "seat": seat,
            "cards": len(self.piles[seat]),
            "status": "out" if self.out[seat] else "in",
        }
        if viewer is None:
            row["hand"] = jsonify(self.piles[seat])
        return row

    def _view_body(self, viewer: int | None) -> dict[str, Any]:
        table = [
            {"seat": s, "card": str(c) if up or viewer is None else "??", "face_up": up}
            for s, c, up in self.middle
        ]
        return {
            "battles": self.battles,
            "max_battles": self.game.options.max_battles,
            "war_round": self.war_round,
            "middle": table,
            "standing": {str(s): str(c) for s, c in self.standing.items()},
        }

    def _phase_label(self) -> str:
        if self.over:
            return N_("the match is over")
        if self.war_round:
            return N_("war (round {n})").format(n=self.war_round)
        return N_("battle {n}").format(n=self.battles + 1)

    def _table_seats(self, viewer: int | None) -> list[dict[str, Any]]:
        return [
            seat_row(
                s,
                status=N_("out") if self.out[s] else N_("in"),
                counters=[counter("cards", len(self.piles[s]), N_("cards held"))],
            )
            for s in range(self.game.players)
        ]

    def _table_zones(self, viewer: int | None) -> list[dict[str, Any]]:
        piles = [
            zone(
                f"pile-{s}",
                N_("{seat}'s pile").format(seat=f"seat {s}"),
                [],
                owner=s,
                kind="pile",
                count=len(p),
                layout="stack",
            )
            for s, p in enumerate(self.piles)
        ]
        # The battle is laid out one zone per player, each holding the cards that player put
        # down in the order they went: a front end then names who turned which card.
        battle = [
            zone(
                f"battle-{s}",
                N_("{seat}'s cards in the battle").format(seat=f"seat {s}"),
                [c if up or viewer is None else HIDDEN for t, c, up in self.middle if t == s],
                kind="board",
            )
            for s in range(self.game.players)
        ]
        return [*piles, *battle]

    def _table_counters(self, viewer: int | None) -> list[dict[str, Any]]:
        return [
            counter("battles", self.battles, N_("battles fought")),
            counter("max_battles", self.game.options.max_battles, N_("battle cap")),
        ]

    def _table_result(self, viewer: int | None) -> dict[str, Any] | None:
        """At the end: the cards each seat holds with its placing, and whether the battle cap
        stopped the match before one player held every card."""
        if not self.over:
            return None
        outcome = self.outcome()
        lines = [
            Nn_(
                "{seat}: {n} card, placing {placing}",
                "{seat}: {n} cards, placing {placing}",
                s["chips"],
            ).format(seat=f"seat {s['seat']}", n=s["chips"], placing=s["placing"])
            for s in outcome["seats"]
        ]
        if self.out.count(False) > 1 and self.battles >= self.game.options.max_battles:
            lines.append(
                N_("the battle cap ({n} battles) ended the match: the most cards wins").format(
                    n=self.game.options.max_battles
                )
            )
        return result_block(lines, over=True)

    def zones(self) -> dict[str, list[Card]]:
        out = {f"pile-{s}": list(p) for s, p in enumerate(self.piles)}
        out["table"] = [c for _, c, _ in self.middle]
        return out

    def pack(self) -> Sequence[Card]:
        return PACK

    def outcome(self) -> dict[str, Any]:
        """Cards held per seat (as ``chips``), no money, and placing by cards held.

        >>> from widow.games import load_game
        >>> load_game("war", players=3).new_state(seed=1).outcome()["seats"][0]["chips"]
        18
        """
        held = self._held()
        placings = self._placings(held)
        return {
            "game": self.game.name,
            "over": self.over,
            "pool": self._pool(),
            "deals_played": self.battles,
            # What "chips" counts here, so that a front end says cards.
            "counts": "cards",
            "seats": [
                {"seat": s, "chips": held[s], "money": 0, "placing": placings[s]}
                for s in range(self.game.players)
            ],
            "winners": [s for s in range(self.game.players) if placings[s] == 1]
            if self.over
            else [],
        }
