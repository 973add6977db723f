"""Every widow game as an OpenSpiel game (needs ``pyspiel``: ``pip install widow[research]``).

:func:`register` makes a game known to ``pyspiel.load_game`` under ``widow_<name>`` (dashes
become underscores), :func:`register_all` does it for every game of :func:`widow.list_games`.
Game parameters: ``players``, ``seed`` (seeds the generator of the matches' seeds: each new
initial state takes the next seed when it is first used), ``options`` (the widow options as
``"name=value,name=value"``), and the two bounds OpenSpiel asks for, ``max_utility`` (returns lie
in ``[-max_utility, max_utility]``) and ``max_game_length``.

Chance is *sampled*: shuffles and draws happen inside ``apply_action`` from the state's own seeded
generator, as in widow itself, so OpenSpiel sees no chance nodes (``chance_mode`` is
``SAMPLED_STOCHASTIC``) and a state's clone has the same future as the state. Action numbers are
widow's action numbering; returns are each seat's money (won or lost), zero until the end.

Information states: the string is a digest of every event the player has seen (each as
``event.for_seat(player)`` shows it), followed by the player's current view as JSON, so two
states have the same string exactly when the player has seen the same things. On a state made by
``resample_from_infostate(player, sampler)`` the player's own string is kept; the other players'
histories are unknown in the sampled world, so their strings are built from the public events and
their current view in the sample. Tensors (observation and information state) are
:func:`widow.adapters.observation.observe`, which encodes the current view only.

>>> import pyspiel
>>> name = register("whisky-poker")
>>> game = pyspiel.load_game(name, {"players": 3, "seed": 7})
>>> state = game.new_initial_state()
>>> state.current_player(), [state.action_to_string(a) for a in state.legal_actions()]
(0, ['pass', 'exchange', 'knock'])
>>> len(state.observation_tensor(0)) == game.observation_tensor_size()
True
"""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

import numpy as np
import pyspiel

from widow.adapters.observation import observation_size, observe
from widow.engine.core import Game
from widow.engine.core import State as WidowState
from widow.engine.events import Event
from widow.errors import InvalidOptionError, quote
from widow.games import game_class, list_games, load_game

__all__ = [
    "WidowGame",
    "WidowObserver",
    "WidowOpenSpielState",
    "parse_options",
    "register",
    "register_all",
    "short_name",
]

DEFAULT_MAX_UTILITY = 1_000_000.0
DEFAULT_MAX_GAME_LENGTH = 100_000
_REGISTERED: dict[str, str] = {}


def short_name(game: str) -> str:
    """The OpenSpiel name of a widow game.

    >>> short_name("la-viuda")
    'widow_la_viuda'
    """
    return "widow_" + game.replace("-", "_")


def parse_options(text: str) -> dict[str, str]:
    """Options given as ``"name=value,name=value"`` (the ``options`` game parameter).

    >>> parse_options("chips=3, stripped=yes")
    {'chips': '3', 'stripped': 'yes'}
    >>> parse_options("")
    {}
    """
    options: dict[str, str] = {}
    for item in text.split(","):
        if not item.strip():
            continue
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            raise InvalidOptionError(f"options must be name=value pairs, not {quote(item)}")
        options[name.strip()] = value.strip()
    return options


def _digest(previous: bytes, event: dict[str, Any]) -> bytes:
    text = json.dumps(event, sort_keys=True, separators=(",", ":")).encode()
    return hashlib.blake2b(previous + text, digest_size=12).digest()


class WidowGame(pyspiel.Game):  # type: ignore[misc]
    """One widow game, player count and options, as an OpenSpiel game."""

    def __init__(self, name: str, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        cls = game_class(name)
        defaults = _parameters(name)
        values = {key: params.get(key, default) for key, default in defaults.items()}
        self.widow_game: Game = load_game(
            name, players=int(values["players"]), **parse_options(str(values["options"]))
        )
        self._seeds = random.Random(int(values["seed"]))
        max_utility = float(values["max_utility"])
        players = self.widow_game.players
        info = pyspiel.GameInfo(
            num_distinct_actions=self.widow_game.num_distinct_actions,
            max_chance_outcomes=0,
            num_players=players,
            min_utility=-max_utility,
            max_utility=max_utility,
            utility_sum=0.0,
            max_game_length=int(values["max_game_length"]),
        )
        super().__init__(_game_type(name, cls), info, values)

    def new_initial_state(self) -> WidowOpenSpielState:
        """A new match, seeded by the next seed of the game's own generator.

        OpenSpiel's ``clone`` starts from a new initial state too (and then replaces its contents),
        so the seed is drawn, and the match dealt, only when the state is first read: clones do
        not use up seeds, and the matches follow one another as the states are first used.
        """
        return WidowOpenSpielState(self, _StateBox(self.widow_game, self._seeds))

    def state_at(self, state: WidowState) -> WidowOpenSpielState:
        """An OpenSpiel state that plays on from a copy of the widow ``state`` (one of this
        game's), so that a position reached in widow can be searched or played out here; the
        players' information states start from that position.

        >>> import pyspiel
        >>> game = pyspiel.load_game(register("la-viuda"), {"players": 3})
        >>> position = game.widow_game.new_state(seed=5)
        >>> wrapped = game.state_at(position)
        >>> wrapped.current_player() == position.to_act, wrapped.widow_state is position
        (True, False)
        """
        return WidowOpenSpielState(self, _StateBox(self.widow_game, state=state.copy()))

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> WidowObserver:
        """The observer OpenSpiel uses for observation and information-state strings/tensors."""
        perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return WidowObserver(self.widow_game.players, perfect_recall)


class _StateBox:
    """Holds a widow state; a new one is seeded and dealt when first asked for.

    OpenSpiel's ``clone`` deep-copies a state's attributes one by one: this one copies with the
    state's own cheap ``copy()`` instead of a deep copy of the game and all its tables.
    """

    __slots__ = ("_game", "_seeds", "_state")

    def __init__(
        self, game: Game, seeds: random.Random | None = None, state: WidowState | None = None
    ) -> None:
        self._game, self._seeds, self._state = game, seeds, state

    @property
    def state(self) -> WidowState:
        if self._state is None:
            seeds = self._seeds if self._seeds is not None else random.Random()
            self._state = self._game.new_state(seeds.randrange(2**63))
        return self._state

    def __deepcopy__(self, memo: dict[int, Any]) -> _StateBox:
        return _StateBox(self._game, None, self.state.copy())


class _Knowledge:
    """Digests of the events each player has seen, and of the public ones, built on demand.

    Events are kept as they come and hashed only when an information-state string is asked for,
    so rollouts that never ask pay nothing. Each event is hashed on its own, so the digests do not
    depend on when they were brought up to date.
    """

    __slots__ = ("pending", "public", "seen")

    def __init__(self, public: bytes, seen: list[bytes], pending: list[Event]) -> None:
        self.public, self.seen, self.pending = public, seen, pending

    def digests(self) -> tuple[bytes, list[bytes]]:
        """The public digest and each player's, with every event so far."""
        for event in self.pending:
            self.public = _digest(self.public, event.for_seat(None))
            for seat, previous in enumerate(self.seen):
                self.seen[seat] = _digest(previous, event.for_seat(seat))
        self.pending = []
        return self.public, self.seen

    def __deepcopy__(self, memo: dict[int, Any]) -> _Knowledge:
        # Events are frozen: the copy shares them.
        return _Knowledge(self.public, list(self.seen), list(self.pending))


class WidowOpenSpielState(pyspiel.State):  # type: ignore[misc]
    """A widow state inside OpenSpiel: actions by widow's numbering, chance sampled inside."""

    def __init__(
        self,
        game: WidowGame,
        box: _StateBox,
        public: bytes = b"",
        seen: list[bytes] | None = None,
    ) -> None:
        super().__init__(game)
        self._box = box
        players = game.widow_game.players
        self._known = _Knowledge(public, list(seen) if seen else [b""] * players, [])
        self._fresh = seen is None

    @property
    def widow_state(self) -> WidowState:
        """The widow state this OpenSpiel state wraps."""
        state = self._box.state
        if self._fresh:
            # The events of the first deal are seen before the first action.
            self._fresh = False
            self._known.pending.extend(state.recent_events())
        return state

    def current_player(self) -> int:
        """The seat to act, or ``pyspiel.PlayerId.TERMINAL`` once the match is over."""
        seat = self.widow_state.to_act
        return int(pyspiel.PlayerId.TERMINAL) if seat is None else seat

    def _legal_actions(self, player: int) -> list[int]:
        if player != self.widow_state.to_act:
            return []
        return self.widow_state.legal_action_indices()

    def _apply_action(self, action: int) -> None:
        state = self.widow_state
        self._known.pending.extend(state.apply(state.action_from_index(action)))

    def _action_to_string(self, player: int, action: int) -> str:
        return str(self.widow_state.action_from_index(action))

    def is_terminal(self) -> bool:
        """True once the match is over."""
        return self.widow_state.is_over

    def returns(self) -> list[float]:
        """Each seat's money at the end of the match (zero before)."""
        if not self.widow_state.is_over:
            return [0.0] * self.widow_state.game.players
        return [float(s["money"]) for s in self.widow_state.outcome()["seats"]]

    def information_key(self, player: int) -> str:
        """The information-state string of ``player`` (see the module docstring)."""
        view = self.widow_state.view(player, table=False)
        _public, seen = self._known.digests()
        return seen[player].hex() + " " + json.dumps(view, sort_keys=True)

    def resample_from_infostate(self, player: int, sampler: Any) -> WidowOpenSpielState:
        """A state drawn from what ``player`` knows (``widow`` ``State.resample``).

        ``sampler`` is called once for a number in ``[0, 1)`` that seeds the draw, as OpenSpiel's
        samplers (``pyspiel.UniformProbabilitySampler``) are.
        """
        rng = random.Random(int(float(sampler()) * 2**53))
        self.widow_state  # noqa: B018 - deals the match (and records its first events) if new
        sample = self.widow_state.resample(player, rng)
        public, digests = self._known.digests()
        seen = [public] * len(digests)
        seen[player] = digests[player]
        box = _StateBox(sample.game, state=sample)
        return WidowOpenSpielState(self.get_game(), box, public, seen)

    def __str__(self) -> str:
        state = self.widow_state
        actions = " | ".join(f"{seat}:{action}" for seat, action in state.history)
        return f"seed {state.chance.seed}; {actions}"


class WidowObserver:
    """Observation (current view) or information state (everything seen) for one player."""

    def __init__(self, players: int, perfect_recall: bool) -> None:
        self.perfect_recall = perfect_recall
        self.tensor = np.zeros(observation_size(players), dtype=np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: WidowOpenSpielState, player: int) -> None:
        """Fill :attr:`tensor` with ``player``'s observation of ``state``."""
        self.tensor[:] = observe(state.widow_state, player)

    def string_from(self, state: WidowOpenSpielState, player: int) -> str:
        """``player``'s information-state string, or its current view as JSON."""
        if self.perfect_recall:
            return state.information_key(player)
        return json.dumps(state.widow_state.view(player, table=False), sort_keys=True)


def _parameters(name: str) -> dict[str, Any]:
    return {
        "players": game_class(name).min_players,
        "seed": 0,
        "options": "",
        "max_utility": DEFAULT_MAX_UTILITY,
        "max_game_length": DEFAULT_MAX_GAME_LENGTH,
    }


def _game_type(name: str, cls: type[Game]) -> Any:
    return pyspiel.GameType(
        short_name=short_name(name),
        long_name=f"widow {cls.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=cls.max_players,
        min_num_players=cls.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=_parameters(name),
    )


def register(name: str) -> str:
    """Register widow game ``name`` with OpenSpiel (once) and return its OpenSpiel name.

    >>> register("la-viuda")
    'widow_la_viuda'
    """
    registered = _REGISTERED.get(name)
    if registered is not None:
        return registered
    cls = game_class(name)

    def __init__(self: WidowGame, params: dict[str, Any] | None = None) -> None:
        WidowGame.__init__(self, name, params)

    # OpenSpiel keeps the factory until the interpreter has gone: a class (like OpenSpiel's own
    # Python games register) outlives it safely, a closure does not.
    factory = type(f"WidowGame_{name.replace('-', '_')}", (WidowGame,), {"__init__": __init__})
    pyspiel.register_game(_game_type(name, cls), factory)
    _REGISTERED[name] = short_name(name)
    return _REGISTERED[name]


def register_all() -> list[str]:
    """Register every widow game; returns their OpenSpiel names."""
    return [register(name) for name in list_games()]
