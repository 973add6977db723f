"""The protocol every game follows: a :class:`Game` (rules and options) makes :class:`State` s.

A state is a whole match. The seat whose decision it is stands in :attr:`State.to_act`; it chooses
one of :meth:`State.legal_actions` and :meth:`State.apply` returns the events that followed. Chance
(shuffles, draws) happens inside ``apply`` from the state's own seeded RNG and is recorded, so a
front end never deals with chance nodes.

Simultaneous decisions (a game where everyone commits at once) are taken one seat at a time: the
state asks each seat in turn, keeps each commitment in a hidden field that only its seat's view
shows, and reveals them all in one event once the last seat has chosen. ``to_act`` is therefore
always a single seat, and views never show another seat's pending commitment.

Besides play, every game fills in the shared protocol that generic tools rely on (described in
``docs/engine.md``): a generic table description in every view (:meth:`State.table`), sampling of
what a seat cannot see (:meth:`State.resample`), a fixed action numbering
(:meth:`Game.action_space`), equality of states as "same match, same point", and its own bots
(:attr:`Game.bots`).
"""

from __future__ import annotations

import contextlib
import functools
import json
import random
import types
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, ClassVar

from widow.cards import Card
from widow.engine.actions import Action, ActionParser
from widow.engine.chance import SEED_LIMIT, Chance, ChanceEvent, Plan, ScriptEntry
from widow.engine.events import HIDDEN, Event
from widow.engine.numbering import ActionSpace
from widow.engine.options import build_options, options_dict
from widow.engine.table import (
    action_entry,
    describe_table,
    result_block,
    seat_row,
)
from widow.errors import IllegalActionError, InvalidActionError, InvalidOptionError, quote
from widow.i18n import N_

RECORD_FORMAT = "widow-record"
RECORD_VERSION = 1
#: How many of the latest events the table description's log gives by default (more when one
#: action brought more: the log always holds every event of the latest action).
TABLE_LOG = 16
#: One line of the table's log: the number of the event it tells (counted over the match, the
#: events of the setup first) and the sentence.
LogEntry = tuple[int, str]


#: The event that deals a new deal, and those that may open a deal before it (the antes).
DEAL_EVENT = "dealt"
DEAL_OPENERS = frozenset({"anted", "pot-built"})


class LogLines(list[LogEntry]):
    """The numbered lines of a table's log. ``deal_from`` is the number of the first event of
    the current deal when the latest action ended a deal and began this one (``None``
    otherwise): a reader puts the ended deal's result before it."""

    deal_from: int | None = None


class Game(ABC):
    """A game with its player count and options; makes new states.

    Subclasses set the class attributes and implement :meth:`_make_state` and
    :meth:`_list_actions`.
    """

    name: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options_class: ClassVar[type[Any]]
    action_classes: ClassVar[tuple[type[Action], ...]]
    rules_text: ClassVar[str]
    #: The game's own bots: bot name -> ``"module:Class"`` (imported on first use). The generic
    #: bots of :mod:`widow.bots` (``random``) play every game besides these.
    bots: ClassVar[Mapping[str, str]] = {}
    #: A game with a bank: its banker's-edge meter, ``"module:function"`` (see
    #: :mod:`widow.families.banking.edge`), which ``widow simulate`` reports from; ``None``
    #: otherwise.
    banker_edge: ClassVar[str | None] = None
    #: True where the rules of play tell every seat which cards another cannot hold (must follow
    #: suit, must beat, must trump): late in a deal such inferences can pin every hidden card
    #: down, so samples from :meth:`State.resample` may all agree even with cards still hidden.
    play_reveals_holdings: ClassVar[bool] = False

    def __init__(self, *, players: int, options: Any) -> None:
        self.players = players
        self.options = options
        self.parser = ActionParser(self.action_classes)
        self._action_space: ActionSpace | None = None
        self._table_entries: dict[Action, dict[str, Any]] = {}

    @classmethod
    def create(cls, *, players: object, **options: object) -> Game:
        """Validate the player count and the options (text accepted) and build the game."""
        built = build_options(cls.options_class, cls.name, options)
        count = _player_count(cls.name, players)
        low, high = cls.player_range(built)
        if not low <= count <= high:
            raise InvalidOptionError(
                N_("{which} takes {n} to {count} players with these options, not {given}").format(
                    which=cls.name, n=low, count=high, given=quote(count)
                )
            )
        game = cls(players=count, options=built)
        game.check()
        return game

    @classmethod
    def player_range(cls, options: Any) -> tuple[int, int]:
        """The smallest and largest player counts allowed with ``options``."""
        return cls.min_players, cls.max_players

    def check(self) -> None:  # noqa: B027 - a hook most games leave as it is
        """Checks that need both the options and the player count (none by default)."""

    def example_action_texts(self, rng: random.Random) -> list[str]:
        """Texts of this game's actions whose arguments are neither cards nor numbers (rows of
        cards, named declarations), legal or not, drawn with ``rng``; tests and fuzzers probe the
        parser and the refusals with them besides every verb alone, with cards and with numbers.
        None by default.

        >>> import random
        >>> from widow import load_game
        >>> load_game("whisky-poker", players=3).example_action_texts(random.Random(1))
        []
        """
        return []

    def option_values(self) -> dict[str, Any]:
        """The options, JSON-ready (defaults included)."""
        return options_dict(self.options)

    def new_state(
        self, seed: int | None = None, *, script: Iterable[ScriptEntry] | None = None
    ) -> State:
        """A new match. ``seed`` fixes every chance result (a fresh one is drawn if ``None``).

        ``script`` forces chance results in order, for tests: each entry gives the first cards of
        one shuffle (``None`` leaves that shuffle to the RNG). Forced results are recorded as such.
        """
        if seed is None:
            seed = random.SystemRandom().randrange(2**63)
        elif isinstance(seed, bool) or not isinstance(seed, int):
            raise InvalidOptionError(
                N_("seed must be a whole number or None, not {given}").format(given=quote(seed))
            )
        elif not -SEED_LIMIT < seed < SEED_LIMIT:
            # A record keeps seeds of up to 64 bits (and their sign), so a larger one could
            # never be replayed.
            raise InvalidOptionError(
                N_("seed must lie between -(2**64) and 2**64, exclusive, not {given}").format(
                    given=quote(seed)
                )
            )
        return _counted(self._make_state(Chance(seed, script=script)))

    def action_space(self) -> ActionSpace:
        """The fixed numbering of every action of this game (built once, on first use)."""
        space = self._action_space
        if space is None:
            space = self._action_space = ActionSpace(self._list_actions())
        return space

    @property
    def num_distinct_actions(self) -> int:
        """The size of the action space for these options and this player count.

        >>> from widow import load_game
        >>> load_game("whisky-poker", players=3).num_distinct_actions
        2658
        """
        return len(self.action_space())

    @abstractmethod
    def _list_actions(self) -> Iterable[Action]:
        """Every action that can ever be legal with these options and players, each once, in a
        fixed order (the order gives the numbers)."""

    def _replay_state(self, seed: int, chance: list[ChanceEvent]) -> State:
        return _counted(self._make_state(Chance(seed, expected=chance)))

    @abstractmethod
    def _make_state(self, chance: Chance) -> State:
        """A new state drawing its chance from ``chance``."""

    def __repr__(self) -> str:
        opts = ", ".join(f"{k}={v!r}" for k, v in self.option_values().items())
        return f"<{type(self).__name__} {self.name!r} players={self.players} {opts}>"


def _player_count(game: str, players: object) -> int:
    count: int | None = None
    if isinstance(players, str):
        text = players.strip()
        # A short text only: int() of thousands of digits is slow, and no table seats that many.
        if len(text) <= 8:
            with contextlib.suppress(ValueError):
                count = int(text)
    elif isinstance(players, int) and not isinstance(players, bool):
        count = players
    if count is None:
        raise InvalidOptionError(
            N_("players for {which} must be a whole number, not {given}").format(
                which=game, given=quote(players)
            )
        )
    return count


class State(ABC):
    """One match in progress. Read it through its properties and views; change it with ``apply``.

    >>> from widow import load_game
    >>> state = load_game("whisky-poker", players=3).new_state(seed=1)
    >>> state.to_act, [str(a) for a in state.legal_actions()]
    (1, ['pass', 'exchange', 'knock'])
    >>> [e.type for e in state.apply("knock")]
    ['knocked']
    >>> state.apply("knock")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    widow.errors.IllegalActionError: illegal action 'knock' for seat 2 in phase 1: seat 1 has ...
    >>> state.view(0)["widow"]["cards"], state.record()["actions"]
    (['??', '??', '??', '??', '??'], [{'seat': 1, 'action': 'knock'}])
    """

    __slots__ = ("_event_count", "_history", "_latest", "chance", "game")

    def __init__(self, game: Game, chance: Chance) -> None:
        self.game = game
        self.chance = chance
        self._history: list[tuple[int, Action]] = []
        #: The events of the latest action (``None`` before the first): the log shows them all
        #: even where the game's own list of recent events has already moved on to a new deal.
        self._latest: list[Event] | None = None
        #: How many events the match has had so far (see :meth:`_log_entries`): the setup's are
        #: counted once the game has dealt, after this runs (:func:`_counted`), so that a step
        #: only adds its own.
        self._event_count = 0

    # --- the protocol -------------------------------------------------------------------------

    @property
    @abstractmethod
    def to_act(self) -> int | None:
        """The seat whose decision it is, or ``None`` when the match is over."""

    @property
    @abstractmethod
    def phase(self) -> str:
        """A short name of the current phase (``"over"`` at the end)."""

    @property
    def is_over(self) -> bool:
        return self.to_act is None

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """The actions :attr:`to_act` may take now (empty when the match is over)."""

    @abstractmethod
    def _apply(self, action: Action) -> list[Event]:
        """Apply an action already known to be legal."""

    @abstractmethod
    def _why_illegal(self, action: Action) -> str:
        """Why ``action`` is not legal now, in a few words."""

    @abstractmethod
    def _view(self, viewer: int | None) -> dict[str, Any]:
        """The game's own view fields for ``viewer`` (``None``: everything, hidden cards too)."""

    @abstractmethod
    def _redeal_hidden(self, seat: int, rng: random.Random) -> None:
        """Redeal, in this (fresh) copy, the cards ``seat`` cannot know uniformly among the places
        they could be, drawing from ``rng`` (see :mod:`widow.engine.sampling`)."""

    @abstractmethod
    def outcome(self) -> dict[str, Any]:
        """Per seat: chips, money won or lost, placing (so far, if the match is not over)."""

    @abstractmethod
    def recent_events(self) -> list[Event]:
        """The latest events, oldest first: at least those since the current deal began.

        The table's log adds to these the events of the latest action that they no longer hold
        (the end of a deal, when the action that ended it also began the next); see
        :meth:`latest_events`."""

    def latest_events(self) -> list[Event]:
        """The events the latest action returned (the setup's, before the first action).

        >>> from widow import load_game
        >>> state = load_game("whisky-poker", players=3).new_state(seed=1)
        >>> _ = state.apply("knock")
        >>> [e.type for e in state.latest_events()]
        ['knocked']
        """
        return list(self.recent_events() if self._latest is None else self._latest)

    @abstractmethod
    def zones(self) -> dict[str, list[Card]]:
        """Every card of the pack, by where it lies now (hands, table, stock, set aside)."""

    @abstractmethod
    def pack(self) -> Sequence[Card]:
        """The cards in play, in index order (every card of :meth:`zones`, once)."""

    @abstractmethod
    def copy(self) -> State:
        """An independent copy: applying actions to it leaves this state alone."""

    # --- views and the table description -----------------------------------------------------

    def view(self, seat: int, *, table: bool = True) -> dict[str, Any]:
        """Everything ``seat`` may know, JSON-ready; unknown cards are ``"??"``. Next to the game's
        own fields, ``"table"`` holds the generic description (:meth:`table`); ``table=False``
        leaves it out, for a reader that builds it only if it needs it (see
        :class:`widow.bots.SeatView`)."""
        self._check_seat(seat)
        data = self._view(seat)
        if table:
            data["table"] = self.table(seat)
        return data

    def full_view(self) -> dict[str, Any]:
        """Everything, hidden cards included (for replays, tests and finished games)."""
        data = self._view(None)
        data["table"] = self.table(None)
        return data

    def table(self, viewer: int | None) -> dict[str, Any]:
        """The generic table description for ``viewer`` (``None``: the full view).

        The default assembles it from the ``_table_*`` hooks below: seats with their status, no
        zones, no counters, the recent events in generic words and, at the end, the placings. A
        game overrides the hooks (zones above all) or this method; it must never put a card in it
        that ``viewer`` may not know. Legal actions are listed for the seat to act and in the full
        view, and nowhere else.
        """
        if viewer is not None:
            self._check_seat(viewer)
        to_act = self.to_act
        show_actions = to_act is not None and (viewer is None or viewer == to_act)
        return describe_table(
            game=self.game.name,
            title=self.game.title,
            viewer=viewer,
            players=self.game.players,
            phase=self.phase,
            phase_label=self._phase_label(),
            to_act=to_act,
            direction=self.direction_name,
            seats=self._table_seats(viewer),
            zones=self._table_zones(viewer),
            counters=self._table_counters(viewer),
            legal_actions=self._action_entries() if show_actions else [],
            log=self._table_log(viewer),
            result=self._table_result(viewer),
        )

    def _count_setup(self) -> int:
        """The events so far: the log numbers every event of the match from 1, those of the
        setup (the first deal) first. A new state has counted its setup (:func:`_counted`), and
        each step adds its own events; a game whose own fast path bypasses
        :meth:`apply_unchecked` adds them itself, or calls :meth:`_noted`."""
        return self._event_count

    def _noted(self, events: list[Event]) -> list[Event]:
        """Keep ``events`` as the latest action's and count them; return them."""
        # A game's apply may reach its own fast path, which has noted the same list already.
        if events is not self._latest:
            self._latest = events
            self._event_count += len(events)
        return events

    def _play_out_randomly(self, draw: Callable[[int], int]) -> None:
        """Play this match to its end, each move a uniformly random one of the legal list:
        ``draw`` is a ``random.Random``'s ``getrandbits``, and each index is drawn from it as
        ``Random.randrange(len(legal))`` draws it (see ``RandomBot.pick`` in
        :mod:`widow.bots.random_bot`), so the match is the one random bots play through the
        generic loop of :func:`widow.bots.play_match`. That function runs this for a match of
        random bots alone; a game may write it out with its own legal list inline, a call less
        per step."""
        listed = self._legal_listed
        apply_listed = self.apply_unchecked
        while True:
            legal = listed()
            n = len(legal)
            if not n:  # the legal list is empty only once the match is over
                return
            bits = n.bit_length()
            index = draw(bits)
            while index >= n:
                index = draw(bits)
            apply_listed(legal[index])

    def _legal_listed(self) -> Sequence[Action]:
        """The legal actions, as :meth:`legal_actions` lists them, for a reader that neither
        keeps nor changes what it gets (the match runner, on every step): a game that caches its
        list hands out the cache itself, saving the copy :meth:`legal_actions` makes."""
        return self.legal_actions()

    def _log_entries(
        self,
        events: Sequence[Event],
        words: Callable[[Event], str | Sequence[str]],
        *,
        size: int = TABLE_LOG,
    ) -> LogLines:
        """The table's log from ``events``, the game's own list of recent events, oldest first:
        each event put into ``words`` (one sentence or several) with its number.

        The log holds the last ``size`` events, and never fewer than all the events of the
        latest action: those the game's list has already dropped (a deal ended and the next
        began in one action) lead. An event's number counts the events of the match up to it,
        so a reader that is shown the log after every action appends the lines numbered above
        the last it has and loses nothing, repeats nothing.
        """
        # Before the first action, the setup (the first deal) is the latest thing that happened.
        latest = self.recent_events() if self._latest is None else self._latest
        take = max(size, len(latest))
        # The latest action's events end the game's list, unless the list was cut short at a
        # new deal: then only their tail is there, and the head is put back before it. Kinds
        # and seats are compared, not whole events: a resampled state relabels the hidden cards
        # in its list, and its latest events stay as they were.
        common = 0
        limit = min(len(latest), len(events))
        while common < limit:
            mine, theirs = latest[-1 - common], events[-1 - common]
            if mine.type != theirs.type or mine.seat != theirs.seat:
                break
            common += 1
        dropped = latest[: len(latest) - common]
        shown = [*dropped, *events[max(len(events) - take, 0) :]][-take:]
        first = self._count_setup() - len(shown) + 1
        entries = LogLines()
        for number, event in enumerate(shown, start=first):
            said = words(event)
            for line in [said] if isinstance(said, str) else said:
                entries.append((number, line))
        entries.deal_from = self._deal_began(latest)
        return entries

    def _deal_began(self, latest: Sequence[Event]) -> int | None:
        """The number of the first event of the deal that ``latest`` (the latest action's
        events) began after other events, its antes included; ``None`` if it began none."""
        dealt = [i for i, event in enumerate(latest) if event.type == DEAL_EVENT]
        if not dealt or dealt[-1] == 0:
            return None
        start = dealt[-1]
        while start > 0 and latest[start - 1].type in DEAL_OPENERS:
            start -= 1
        if start == 0:
            return None
        return self._count_setup() - len(latest) + 1 + start

    def _action_entries(self) -> list[dict[str, Any]]:
        # Every view of the seat to act lists its legal actions; an entry depends only on the
        # action and the game, so each is built once per game and copied out.
        cache = self.game._table_entries
        entries = []
        for action in self.legal_actions():
            entry = cache.get(action)
            if entry is None:
                entry = cache[action] = action_entry(action, self._action_label(action))
            entries.append({**entry, "cards": list(entry["cards"])})
        return entries

    @property
    def direction_name(self) -> str:
        """The order of play: ``"clockwise"`` (the default) or ``"counter-clockwise"``."""
        return "clockwise"

    def _phase_label(self) -> str:
        """The phase in words (the phase's name by default)."""
        return "the match is over" if self.is_over else self.phase

    def _table_seats(self, viewer: int | None) -> list[dict[str, Any]]:
        """One row per seat; the default gives each its label and status only."""
        status = "over" if self.is_over else "in"
        return [seat_row(s, status=status) for s in range(self.game.players)]

    def _table_zones(self, viewer: int | None) -> list[dict[str, Any]]:
        """The groups of cards ``viewer`` may know about (none by default)."""
        return []

    def _table_counters(self, viewer: int | None) -> list[dict[str, Any]]:
        """Table-wide counters (none by default)."""
        return []

    def _action_label(self, action: Action) -> str:
        """A button label for ``action`` (its text, capitalised, by default). It may depend on
        the action and the game only: labels are kept per game."""
        text = str(action)
        return text[:1].upper() + text[1:]

    def _table_log(self, viewer: int | None) -> list[LogEntry]:
        """The recent events as ``viewer`` may see them, as numbered sentences (see
        :meth:`_log_entries`); by default the event's type and fields (hidden fields masked)."""

        def said(event: Event) -> str:
            data = event.to_dict() if viewer is None else event.for_seat(viewer)
            who = "the table" if data.get("seat") is None else f"seat {data['seat']}"
            rest = ", ".join(
                f"{k} {_words(v)}" for k, v in data.items() if k not in ("type", "seat")
            )
            return f"{who}: {data['type']}" + (f" ({rest})" if rest else "")

        return self._log_entries(self.recent_events(), said)

    def _table_result(self, viewer: int | None) -> dict[str, Any] | None:
        """The result panel: by default the placings and money once the match is over."""
        if not self.is_over:
            return None
        lines = [
            f"seat {s['seat']}: placing {s['placing']}, money {s['money']:+d}"
            for s in self.outcome()["seats"]
        ]
        return result_block(lines, over=True)

    def _check_seat(self, seat: object) -> None:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.game.players:
            raise InvalidOptionError(
                N_("no seat {given}; seats are 0 to {n}").format(
                    given=repr(seat), n=self.game.players - 1
                )
            )

    # --- sampling, numbering, equality ----------------------------------------------------------

    def resample(self, seat: int, rng: random.Random) -> State:
        """A new, independent state consistent with everything ``seat`` may know.

        The cards hidden from ``seat`` are redealt uniformly among the places they could be, and
        the copy's future chance (later shuffles and draws) comes from a seed drawn from ``rng``,
        so different samples have different futures. ``view(seat)`` of the sample equals this
        state's, and so do the legal actions on ``seat``'s turn. A sample is a hypothesis, not a
        match: its record does not replay.

        >>> import random
        >>> from widow import load_game
        >>> state = load_game("la-viuda", players=3).new_state(seed=4)
        >>> sample = state.resample(0, random.Random(1))
        >>> sample.view(0) == state.view(0), sample.full_view() == state.full_view()
        (True, False)
        """
        self._check_seat(seat)
        if not isinstance(rng, random.Random):
            raise InvalidOptionError(f"rng must be a random.Random, not {rng!r}")
        other = self.copy()
        chance = Chance(rng.getrandbits(63))
        chance.log = list(self.chance.log)
        chance.replays = False  # its own seed did not deal what its log holds
        other.chance = chance
        other._redeal_hidden(seat, rng)
        return other

    def hidden_cards_can_vary(self, seat: int) -> bool:
        """Whether :meth:`resample` can place the cards hidden from ``seat`` otherwise.

        By default: when ``seat``'s table description keeps at least two cards from it (``"??"``
        cards, and the cards of zones shown as a count) in at least two zones. Cards hidden in
        one zone alone (the rest of the pack) are known as a set, and a sample need not reorder
        them. A game whose samples vary in other ways overrides this.

        >>> from widow import load_game
        >>> load_game("la-viuda", players=3).new_state(seed=4).hidden_cards_can_vary(0)
        True
        """
        hidden = [
            z["cards"].count(HIDDEN) + z["count"] - len(z["cards"])
            for z in self.table(seat)["zones"]
        ]
        return sum(hidden) >= 2 and sum(1 for h in hidden if h) >= 2

    def action_index(self, action: Action | str) -> int:
        """The number of ``action`` in the game's action space (text is parsed first).

        >>> from widow import load_game
        >>> state = load_game("whisky-poker", players=3).new_state(seed=1)
        >>> [state.action_index(a) for a in state.legal_actions()]
        [0, 1, 2]
        >>> str(state.action_from_index(2))
        'knock'
        """
        act = self.game.parser.parse(action) if isinstance(action, str) else action
        return self.game.action_space().index(act)

    def action_from_index(self, index: int) -> Action:
        """The action numbered ``index``."""
        return self.game.action_space().action(index)

    def legal_action_indices(self) -> list[int]:
        """The numbers of the legal actions, sorted."""
        return sorted(self.action_index(a) for a in self.legal_actions())

    def __eq__(self, other: object) -> bool:
        """Same match at the same point: same game, players, options, seed, actions and chance
        (equal records). A state is mutable, so it has no hash."""
        if not isinstance(other, State):
            return NotImplemented
        return self is other or self.record() == other.record()

    __hash__ = None  # type: ignore[assignment]

    # --- shared behaviour ---------------------------------------------------------------------

    @property
    def history(self) -> list[tuple[int, Action]]:
        """Every action applied so far, with its seat."""
        return list(self._history)

    def parse_action(self, text: str) -> Action:
        """The action written as ``text`` in this game's language."""
        return self.game.parser.parse(text)

    def apply(self, action: Action | str, *, seat: int | None = None) -> list[Event]:
        """Apply the action of :attr:`to_act` and return the events that followed.

        Text is parsed first (:class:`~widow.errors.InvalidActionError` names a bad token). An
        action the rules do not allow now, or one sent for a ``seat`` whose turn it is not, raises
        :class:`~widow.errors.IllegalActionError` and changes nothing.
        """
        if isinstance(action, str):
            act = self.game.parser.parse(action)
        elif isinstance(action, Action):
            act = self._canonical(action)
        else:
            raise InvalidActionError(f"an action must be text or an Action, not {quote(action)}")
        if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)):
            # False == 0 in Python: a bool must not pass for seat 0.
            raise InvalidActionError(
                f"seat must be a whole number (a seat index) or None, not {quote(seat)}"
            )
        actor = self.to_act
        if actor is None:
            raise IllegalActionError(
                N_("illegal action {given}: the game is over").format(given=repr(str(act)))
            )
        if seat is not None and seat != actor:
            turn = N_("it is {seat}'s turn").format(seat=f"seat {actor}")
            raise IllegalActionError(_refusal(act, quote(seat), self.phase, turn))
        if not self.is_legal(act):
            raise IllegalActionError(_refusal(act, actor, self.phase, self._why_illegal(act)))
        # Applied whole or not at all: whatever escapes the rules midway (a bug, or Ctrl-C while
        # a bot's move is being made) leaves the state as it was, so a record saved afterwards
        # replays and every view still reads it.
        return self._whole(self._checked_step, act)

    def _checked_step(self, action: Action) -> list[Event]:
        """What :meth:`apply` does once every check has passed."""
        self._history.append((self.to_act, action))  # type: ignore[arg-type]
        return self._noted(self._apply(action))

    def _whole(self, step: Callable[[Action], list[Event]], action: Action) -> list[Event]:
        """``step(action)`` applied whole or not at all: the guard of :meth:`apply`, and of a
        game's own shortcut through its checks (an action from its own legal list).

        Nothing is copied on the way in: what is noted before the move (how many actions and
        chance results, the forced results left) is enough to rebuild the state from its seed,
        as a replay does, should the move fail; a copy per move would cost from a tenth to more
        than the whole of a checked move. A resampled state's chance does not replay, so such a
        state is copied before the move instead.
        """
        chance = self.chance
        if not chance.replays:
            before = self.copy()
            try:
                return step(action)
            except BaseException:
                self._restore(before)
                raise
        actions, results = len(self._history), len(chance.log)
        # A simulation forces nothing and replays nothing: then there is no plan to copy, and
        # none is made unless the move fails (the chance module's own fields are read, as this
        # runs before every checked move).
        plan: Plan | None = (
            chance.plan() if chance._script or chance._expected is not None else None
        )
        try:
            return step(action)
        except BaseException:
            if plan is None:
                plan = ([], None)
            try:
                rebuilt = self._rebuilt(actions, results, plan)
            except BaseException:
                # A second interrupt during the rebuild: rebuild again, and let the first one
                # go on up.
                rebuilt = self._rebuilt(actions, results, plan)
            self._restore(rebuilt)
            raise

    def _rebuilt(self, actions: int, results: int, plan: Plan) -> State:
        """This match as it stood after its first ``actions`` actions, when its chance had drawn
        ``results`` results with ``plan`` to come: replayed from the seed."""
        old = self.chance
        state = self.game._replay_state(old.seed, old.log[:results])
        for _, action in self._history[:actions]:
            state.apply_unchecked(action)
        state.chance.resume(plan)
        return state

    def _restore(self, source: State) -> None:
        """Take every field of ``source`` (a copy made before a move began) in place of this
        state's own; the copy is dropped afterwards, so its containers are taken, not copied."""
        try:
            _take_fields(self, source)
        except BaseException:
            # A second interrupt arriving during the few assignments: finish them regardless,
            # and let the first one go on up.
            _take_fields(self, source)

    def apply_unchecked(self, action: Action) -> list[Event]:
        """Apply an action taken from this state's own :meth:`legal_actions`, without parsing or
        checking it: the fast path for search bots, which play many moves on copies. Anything
        else must go through :meth:`apply`; an action that is not legal here corrupts the state.

        >>> from widow import load_game
        >>> state = load_game("whisky-poker", players=3).new_state(seed=1)
        >>> [e.type for e in state.apply_unchecked(state.legal_actions()[-1])]
        ['knocked']
        """
        actor = self.to_act
        assert actor is not None  # legal actions exist only while the match is on
        self._history.append((actor, action))
        # _noted() written out: this runs on every step of a search or a simulation.
        events = self._latest = self._apply(action)
        self._event_count += len(events)
        return events

    def _canonical(self, action: Action) -> Action:
        """The action as its own text form reads back, refusing one that does not read back
        as itself (a field of the wrong type, such as a plain number for a card): the record
        keeps only the text, so such an action could never be replayed."""
        try:
            text = str(action)
        except AttributeError:  # the bare base class, which has no verb
            raise InvalidActionError(f"{quote(action)} is not a game's action") from None
        try:
            parsed = self.game.parser.parse(text)
        except InvalidActionError as error:
            raise InvalidActionError(
                f"action {quote(action)} does not read back from its text {quote(text)}: {error}"
            ) from None
        if type(parsed) is not type(action) or parsed != action:
            raise InvalidActionError(
                f"action {quote(action)} does not read back from its text {quote(text)}"
                f" (that text means {quote(parsed)})"
            )
        return parsed

    def is_legal(self, action: Action) -> bool:
        """Whether :attr:`to_act` may take ``action`` now."""
        return action in self.legal_actions()

    def record(self) -> dict[str, Any]:
        """The game record: enough to rebuild this state with :func:`widow.replay`."""
        return {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "game": self.game.name,
            "players": self.game.players,
            "options": self.game.option_values(),
            "seed": self.chance.seed,
            "actions": [{"seat": s, "action": str(a)} for s, a in self._history],
            "chance": [c.to_dict() for c in self.chance.log],
        }

    def _copy_base(self, other: State) -> None:
        """Fill the shared fields of a fresh copy."""
        other.game = self.game
        other.chance = self.chance.copy()
        other._history = list(self._history)
        other._latest = self._latest
        other._event_count = self._event_count


@functools.cache
def _field_descriptors(cls: type) -> tuple[Any, ...]:
    """The slot descriptors of every class of ``cls`` (private names already mangled)."""
    return tuple(
        value
        for klass in cls.__mro__
        for value in vars(klass).values()
        if isinstance(value, types.MemberDescriptorType)
    )


def _take_fields(target: State, source: State) -> None:
    for field in _field_descriptors(type(target)):
        try:
            value = field.__get__(source, type(source))
        except AttributeError:  # a field the copy leaves unset (a cache filled on demand)
            with contextlib.suppress(AttributeError):
                field.__delete__(target)
        else:
            field.__set__(target, value)
    if hasattr(target, "__dict__"):
        fields = vars(target)
        fields.clear()
        fields.update(vars(source))


def _counted(state: State) -> State:
    """``state``, just made, with the events of its setup counted (see :meth:`State._log_entries`):
    done here once, so that no step of play has to ask whether they were."""
    state._event_count = len(state.recent_events())
    return state


def _words(value: object) -> str:
    """A JSON value for a sentence: a flat list as words (``7d Jd``), anything else as JSON.

    >>> _words(["7d", "Jd"]), _words([[0, "7d"]]), _words(3)
    ('7d Jd', '[[0, "7d"]]', '3')
    """
    if isinstance(value, list) and not any(isinstance(v, (list, dict)) for v in value):
        return " ".join(str(v) for v in value)
    return json.dumps(value) if isinstance(value, (list, dict)) else str(value)


def views_of(state: State) -> Mapping[int, dict[str, Any]]:
    """Every seat's view, by seat."""
    return {seat: state.view(seat) for seat in range(state.game.players)}


def _refusal(act: Action, seat: object, phase: object, reason: str) -> str:
    """The sentence of an illegal action: the move, the seat, the phase and why (the terminal
    reads the reason back out of it, so its English shape stays as it is)."""
    return N_("illegal action {given} for seat {n} in phase {which}: {reason}").format(
        given=repr(str(act)), n=seat, which=phase, reason=reason
    )
