"""The protocol every game follows: a :class:`Game` (rules and options) makes :class:`State` s.

A state is a whole match. The seat whose decision it is stands in :attr:`State.to_act`; it chooses
one of :meth:`State.legal_actions` and :meth:`State.apply` returns the events that followed. Chance
(shuffles, draws) happens inside ``apply`` from the state's own seeded RNG and is recorded, so a
front end never deals with chance nodes.

Simultaneous decisions (a game where everyone commits at once) are taken one seat at a time: the
state asks each seat in turn, keeps each commitment in a hidden field that only its seat's view
shows, and reveals them all in one event once the last seat has chosen. ``to_act`` is therefore
always a single seat, and views never show another seat's pending commitment.
"""

from __future__ import annotations

import contextlib
import random
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, ClassVar

from widow.cards import Card
from widow.engine.actions import Action, ActionParser
from widow.engine.chance import Chance, ChanceEvent, ScriptEntry
from widow.engine.events import Event
from widow.engine.options import build_options, options_dict
from widow.errors import IllegalActionError, InvalidActionError, InvalidOptionError, quote

RECORD_FORMAT = "widow-record"
RECORD_VERSION = 1


class Game(ABC):
    """A game with its player count and options; makes new states.

    Subclasses set the class attributes and implement :meth:`_make_state`.
    """

    name: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options_class: ClassVar[type[Any]]
    action_classes: ClassVar[tuple[type[Action], ...]]
    rules_text: ClassVar[str]

    def __init__(self, *, players: int, options: Any) -> None:
        self.players = players
        self.options = options
        self.parser = ActionParser(self.action_classes)

    @classmethod
    def create(cls, *, players: object, **options: object) -> Game:
        """Validate the player count and the options (text accepted) and build the game."""
        built = build_options(cls.options_class, cls.name, options)
        count = _player_count(cls.name, players)
        low, high = cls.player_range(built)
        if not low <= count <= high:
            raise InvalidOptionError(
                f"{cls.name} takes {low} to {high} players with these options, not {quote(count)}"
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
            raise InvalidOptionError(f"seed must be a whole number or None, not {seed!r}")
        return self._make_state(Chance(seed, script=script))

    def _replay_state(self, seed: int, chance: list[ChanceEvent]) -> State:
        return self._make_state(Chance(seed, expected=chance))

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
        raise InvalidOptionError(f"players for {game} must be a whole number, not {quote(players)}")
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

    __slots__ = ("_history", "chance", "game")

    def __init__(self, game: Game, chance: Chance) -> None:
        self.game = game
        self.chance = chance
        self._history: list[tuple[int, Action]] = []

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
    def view(self, seat: int) -> dict[str, Any]:
        """Everything ``seat`` may know, JSON-ready; unknown cards are ``"??"``."""

    @abstractmethod
    def full_view(self) -> dict[str, Any]:
        """Everything, hidden cards included (for replays, tests and finished games)."""

    @abstractmethod
    def outcome(self) -> dict[str, Any]:
        """Per seat: chips, money won or lost, placing (so far, if the match is not over)."""

    @abstractmethod
    def recent_events(self) -> list[Event]:
        """The latest events, oldest first: at least those since the current deal began."""

    @abstractmethod
    def zones(self) -> dict[str, list[Card]]:
        """Every card of the pack, by where it lies now (hands, table, stock, set aside)."""

    @abstractmethod
    def pack(self) -> Sequence[Card]:
        """The cards in play, in index order (every card of :meth:`zones`, once)."""

    @abstractmethod
    def copy(self) -> State:
        """An independent copy: applying actions to it leaves this state alone."""

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
            raise IllegalActionError(f"illegal action {str(act)!r}: the game is over")
        if seat is not None and seat != actor:
            raise IllegalActionError(
                f"illegal action {str(act)!r} for seat {quote(seat)} in phase {self.phase}:"
                f" it is seat {actor}'s turn"
            )
        if not self.is_legal(act):
            raise IllegalActionError(
                f"illegal action {str(act)!r} for seat {actor} in phase {self.phase}:"
                f" {self._why_illegal(act)}"
            )
        self._history.append((actor, act))
        return self._apply(act)

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


def views_of(state: State) -> Mapping[int, dict[str, Any]]:
    """Every seat's view, by seat."""
    return {seat: state.view(seat) for seat in range(state.game.players)}
