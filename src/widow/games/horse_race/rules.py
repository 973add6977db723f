"""Horse Race: the state machine (no I/O).

Each race: the aces are set out, six cards form the track (the layout), the banker quotes odds on
each suit in turn (clubs, diamonds, hearts, spades), every punter from the banker's left places
bets and says ``done``, and then the race runs by itself: cards come off the stock until a suit
has shown seven. The bank passes to the left after ``races_per_bank`` races.

>>> from widow.games import load_game
>>> state = load_game("horse-race", players=3).new_state(seed=2)
>>> state.phase, state.to_act, len(state.legal_actions())
('quote', 0, 43)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, ClassVar

from widow.cards import CARDS, SUIT_CHARS, Card, Rank
from widow.engine.actions import Action
from widow.engine.bot_names import game_bots
from widow.engine.chance import Chance
from widow.engine.core import Game
from widow.engine.events import Dealt, Event, MatchOver, jsonify
from widow.engine.sampling import all_slots, redeal
from widow.engine.table import counter, seat_row, zone
from widow.engine.tricks.view import SUIT_WORDS
from widow.families.banking.log import odds_words
from widow.families.banking.state import BankingState
from widow.games.horse_race.actions import DONE, LADDER, Bet, Done, Quote
from widow.games.horse_race.events import (
    BetPlaced,
    BetsDone,
    LayoutDealt,
    Quoted,
    RaceRun,
    Settled,
)
from widow.games.horse_race.odds import FINISH, LAYOUT_SIZE
from widow.games.horse_race.options import HorseRaceOptions
from widow.games.horse_race.text import RULES
from widow.i18n import N_

ACES: tuple[Card, ...] = tuple(c for c in CARDS[:52] if c.rank is Rank.ACE)
#: Every card but the aces: the layout and the stock come from these.
TRACK_PACK: tuple[Card, ...] = tuple(c for c in CARDS[:52] if c.rank is not Rank.ACE)
SUITS = 4


def winnings(stake: int, odds: tuple[int, int]) -> int:
    """What a winning bet of ``stake`` chips is paid besides its stake back: whole chips, a
    fraction of a chip rounded down.

    >>> winnings(3, (5, 2)), winnings(4, (5, 2))
    (7, 10)
    """
    win, per = odds
    return stake * win // per


class HorseRace(Game):
    """Horse Race for 2 to 8 players: one banker, the others punt."""

    name = "horse-race"
    title = "Horse Race"
    min_players = 2
    max_players = 8
    options_class = HorseRaceOptions
    action_classes = (Quote, Bet, Done)
    rules_text = RULES
    # The heuristic's quotes and bets come from the exact chances, so the search departs from
    # them only at two standard errors (docs/strength.md).
    bots = game_bots(
        "widow.games.horse_race.bot:HorseRaceBot", "widow.bots.ismcts:CarefulIsmctsBot"
    )
    banker_edge: ClassVar[str | None] = "widow.games.horse_race.edge:horse_race_match_edge"
    options: HorseRaceOptions

    def _list_actions(self) -> Sequence[Action]:
        quotes = [Quote(s, w, p) for s in range(SUITS) for w, p in LADDER]
        bets = [Bet(s, n) for s in range(SUITS) for n in range(1, self.options.max_bet + 1)]
        return [*quotes, *bets, DONE]

    def _make_state(self, chance: Chance) -> HorseRaceState:
        return HorseRaceState(self, chance)


class HorseRaceState(BankingState):
    """A match of Horse Race. ``pool`` holds the chips staked on the layout."""

    game: HorseRace
    deal_word = "race"

    def __init__(self, game: HorseRace, chance: Chance) -> None:
        super().__init__(game, chance)
        n = game.players
        self.chips = [game.options.chips] * n
        self.race_no = 0
        self.banker = 0
        self.layout: list[Card] = []
        self.stock: list[Card] = []
        self.run: list[Card] = []
        self.winner: int | None = None
        self.quotes: list[tuple[int, int]] = []
        self.stakes: list[list[int]] = [[0] * SUITS for _ in range(n)]
        self.punters: list[int] = []
        self.turn = 0
        self.last_race: dict[str, Any] | None = None
        self._start_race(self.events)

    @property
    def races(self) -> int:
        return self.game.players * self.game.options.races_per_bank

    # --- protocol -----------------------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        if self.over:
            return None
        if len(self.quotes) < SUITS:
            return self.banker
        return self.punters[self.turn]

    @property
    def phase(self) -> str:
        if self.over:
            return "over"
        return "quote" if len(self.quotes) < SUITS else "bet"

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        if len(self.quotes) < SUITS:
            suit = len(self.quotes)
            return [Quote(suit, w, p) for w, p in LADDER]
        mine = self.stakes[self.punters[self.turn]]
        top = self.game.options.max_bet
        bets: list[Action] = [
            Bet(s, n) for s in range(SUITS) if not mine[s] for n in range(1, top + 1)
        ]
        return [*bets, DONE]

    def _why_illegal(self, action: Action) -> str:
        if isinstance(action, Quote):
            if len(self.quotes) >= SUITS:
                return N_("the odds have been quoted; punters are betting")
            return N_("the banker quotes {suit} next").format(suit=SUIT_CHARS[len(self.quotes)])
        if len(self.quotes) < SUITS:
            return N_("the banker has not quoted every suit yet")
        if isinstance(action, Bet) and self.stakes[self.punters[self.turn]][action.suit]:
            return N_("you have already bet on that suit this race")
        return N_("a bet is 1 to {n} chips").format(n=self.game.options.max_bet)

    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        if isinstance(action, Quote):
            self.quotes.append((action.win, action.stake))
            odds = f"{action.win}-{action.stake}"
            self._log(events, Quoted(self.banker, SUIT_CHARS[action.suit], odds))
            return events
        seat = self.punters[self.turn]
        if isinstance(action, Bet):
            self.stakes[seat][action.suit] = action.amount
            self.chips[seat] -= action.amount
            self.pool += action.amount
            self._log(events, BetPlaced(seat, SUIT_CHARS[action.suit], action.amount))
            return events
        self._log(events, BetsDone(seat))
        self.turn += 1
        if self.turn == len(self.punters):
            self._race(events)
        return events

    # --- the race -----------------------------------------------------------------------------

    def _start_race(self, events: list[Event]) -> None:
        n = self.game.players
        self.race_no += 1
        self.banker = ((self.race_no - 1) // self.game.options.races_per_bank) % n
        deck = self.chance.shuffle("deal", TRACK_PACK, at=len(self._history))
        self.layout = deck[:LAYOUT_SIZE]
        self.stock = deck[LAYOUT_SIZE:]
        self.run = []
        self.winner = None
        self.quotes = []
        self.stakes = [[0] * SUITS for _ in range(n)]
        self.punters = [(self.banker + k) % n for k in range(1, n)]
        self.turn = 0
        new: list[Event] = [
            Dealt(self.banker, self.race_no, tuple(self.punters)),
            LayoutDealt(self.banker, ACES, tuple(self.layout)),
        ]
        self.events.extend(new)
        if events is not self.events:
            events.extend(new)

    def _race(self, events: list[Event]) -> None:
        shown = [0] * SUITS
        while True:
            card = self.stock.pop(0)
            self.run.append(card)
            suit = int(card & 3)
            shown[suit] += 1
            if shown[suit] == FINISH:
                break
        self.winner = suit
        self._log(events, RaceRun(self.banker, tuple(self.run), SUIT_CHARS[suit]))
        results = []
        for seat in self.punters:
            net = 0
            for s, stake in enumerate(self.stakes[seat]):
                if not stake:
                    continue
                if s == suit:
                    won = winnings(stake, self.quotes[s])
                    self.chips[seat] += stake + won
                    self.chips[self.banker] -= won
                    net += won
                else:
                    self.chips[self.banker] += stake
                    net -= stake
                self.pool -= stake
            if any(self.stakes[seat]):
                self._log(events, Settled(seat, net))
                results.append({"seat": seat, "net": net})
        self.last_race = {
            "race": self.race_no,
            "banker": self.banker,
            "winner": SUIT_CHARS[suit],
            "quotes": [f"{w}-{p}" for w, p in self.quotes],
            # Where each horse stood when the winner crossed the line.
            "progress": dict(zip(SUIT_CHARS, shown, strict=True)),
            "results": results,
        }
        if self.race_no >= self.races:
            self.over = True
            self._log(events, MatchOver(None, tuple(self._placings(self.chips))))
            return
        self.events = []
        self._start_race(events)

    # --- sampling -----------------------------------------------------------------------------

    def _redeal_hidden(self, seat: int, rng: random.Random) -> None:
        """Only the order of the stock is unknown, to every seat alike."""
        redeal(all_slots(self.stock), rng)

    # --- views --------------------------------------------------------------------------------

    def _seat_row(self, seat: int, viewer: int | None) -> dict[str, Any]:
        return {
            "seat": seat,
            "chips": self.chips[seat],
            "hand": [],
            "banker": seat == self.banker,
            "stakes": dict(zip(SUIT_CHARS, self.stakes[seat], strict=True)),
        }

    def _progress(self) -> list[int]:
        shown = [0] * SUITS
        for card in self.run:
            shown[card & 3] += 1
        return shown

    def _view_body(self, viewer: int | None) -> dict[str, Any]:
        body: dict[str, Any] = {
            "race": self.race_no,
            "races": self.races,
            "banker": self.banker,
            "layout": jsonify(self.layout),
            "quotes": {SUIT_CHARS[s]: f"{w}-{p}" for s, (w, p) in enumerate(self.quotes)},
            "run": jsonify(self.run),
            "progress": dict(zip(SUIT_CHARS, self._progress(), strict=True)),
            "winner": None if self.winner is None else SUIT_CHARS[self.winner],
            "stock": len(self.stock),
            "last_race": self.last_race,
        }
        if viewer is None:
            body["stock_cards"] = jsonify(self.stock)
        return body

    def table(self, viewer: int | None) -> dict[str, Any]:
        """The generic description, with the race just run under ``"last_race"`` until the next
        race's cards are turned (see ``docs/engine.md``).

        A race runs inside the last punter's ``done`` and the next one is laid out at once, so
        without this the track would show every horse at the start while the players bet on the
        next race: ``last_race`` gives its number, the winning suit, how many cards each suit
        showed, each punter's net win or loss and the banker's, for a front end to draw beside
        the track.

        >>> from widow.games import load_game
        >>> state = load_game("horse-race", players=2).new_state(seed=1)
        >>> "last_race" in state.table(0)
        False
        >>> for text in ["quote c 2-1", "quote d 2-1", "quote h 2-1", "quote s 2-1", "done"]:
        ...     _ = state.apply(state.parse_action(text))
        >>> last = state.table(1)["last_race"]
        >>> last["race"], max(last["progress"].values()), last["progress"][last["winner"]]
        (1, 7, 7)
        """
        out = super().table(viewer)
        if self.last_race is not None and not self.run:
            last = self.last_race
            out["last_race"] = {
                "race": last["race"],
                "winner": last["winner"],
                "progress": dict(last["progress"]),
                "payouts": [dict(r) for r in last["results"]],
                # The bank pays what the punters win and takes what they lose.
                "banker": last["banker"],
                "bank": -sum(r["net"] for r in last["results"]),
            }
        return out

    def _phase_label(self) -> str:
        if self.over:
            return N_("the match is over")
        what = N_("the banker quotes odds") if self.phase == "quote" else N_("punters bet")
        return N_("race {n} of {count}: {what}").format(n=self.race_no, count=self.races, what=what)

    def _table_seats(self, viewer: int | None) -> list[dict[str, Any]]:
        rows = []
        for s in range(self.game.players):
            # Each bet is labelled with its horse, the suit said in words (the catalogue's
            # message, as the odds are), and named by the suit's letter.
            bets = [
                counter(f"bet_{SUIT_CHARS[i]}", v, N_("bet on {place}").format(place=SUIT_WORDS[i]))
                for i, v in enumerate(self.stakes[s])
                if v
            ]
            rows.append(
                seat_row(
                    s,
                    status=N_("over") if self.over else N_("in"),
                    roles=[N_("banker")] if s == self.banker else [],
                    counters=[counter("chips", self.chips[s]), *bets],
                )
            )
        return rows

    def _table_zones(self, viewer: int | None) -> list[dict[str, Any]]:
        return [
            zone("aces", N_("the horses"), ACES, kind="layout"),
            zone("layout", N_("the track"), self.layout, kind="layout", layout="stack"),
            zone("run", N_("cards turned"), self.run, kind="board"),
            zone("stock", N_("stock"), [], kind="stock", count=len(self.stock), layout="stack"),
        ]

    def _table_counters(self, viewer: int | None) -> list[dict[str, Any]]:
        out = [
            counter("race", self.race_no, N_("race")),
            counter("staked", self.pool, N_("chips staked")),
            # How many cards of its suit a horse needs: a front end draws the lanes this long.
            counter("finish", FINISH, N_("cards to the finish")),
        ]
        for s, (w, p) in enumerate(self.quotes):
            # The horses are the suits: the label names the suit, the counter's name its letter.
            label = N_("odds on {suit}").format(suit=SUIT_WORDS[s])
            out.append(counter(f"odds_{SUIT_CHARS[s]}", odds_words(f"{w}-{p}"), label))
        return out

    def zones(self) -> dict[str, list[Card]]:
        return {
            "aces": list(ACES),
            "layout": list(self.layout),
            "run": list(self.run),
            "stock": list(self.stock),
        }

    def pack(self) -> Sequence[Card]:
        return CARDS[:52]

    def outcome(self) -> dict[str, Any]:
        """Chips and money (chips won or lost) per seat; the most chips place first.

        >>> from widow.games import load_game
        >>> load_game("horse-race", players=2).new_state(seed=1).outcome()["pool"]
        0
        """
        return self._chips_outcome(self.race_no)
