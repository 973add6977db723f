"""Every widow game as an OpenSpiel game (needs ``pyspiel``: ``pip install widow[research]``).

:func:`register` makes a game known to ``pyspiel.load_game`` under ``widow_<name>`` (dashes
become underscores), :func:`register_all` does it for every game of :func:`widow.list_games`.
Game parameters: ``players``, ``seed`` (seeds the generator of the matches' seeds: each new
initial state takes the next seed when it is first used), ``options`` (the widow options as
``"name=value,name=value"``), ``reward`` (``money``, ``points`` or ``win``, see
:mod:`widow.adapters.rewards`; ``default`` picks money where the game settles money, else
points), ``history`` (how many of the latest events the information-state tensor holds),
``infostate`` (``compact`` or ``readable`` information-state strings), ``actions`` (``dense``,
widow's action numbering, or ``sequential``: a choice of cards taken one card at a time, see
:mod:`widow.adapters.sequential`), ``chance`` (``sampled`` or ``explicit``, below) with
``deals``, and the two bounds
OpenSpiel asks for, ``max_utility`` (returns lie in ``[-max_utility, max_utility]``; 1 for wins)
and ``max_game_length``.

Chance is *sampled*: shuffles and draws happen inside ``apply_action`` from the state's own
seeded generator, as in widow itself, so OpenSpiel sees no chance nodes (``chance_mode`` is
``SAMPLED_STOCHASTIC``) and a state's clone has the same future as the state. Action numbers are
widow's action numbering. Rewards (``rewards()``) come with each new deal and at the end of the
match, each the change in the chosen measure since the previous one; ``returns()`` is their sum
so far.

With ``chance=explicit`` the match starts at a chance node instead: its ``deals`` outcomes, equally
likely, are matches dealt from seeds drawn once from ``seed`` when the game is loaded, and the
outcome chosen deals the match from its seed (so every later chance result is fixed by it too).
The game is then a finite game over those deals, with ``EXPLICIT_STOCHASTIC`` chance, which
OpenSpiel's exact algorithms (best responses, exploitability, CFR) can walk where the play after
the deal is small.

Information states: the compact string is the player's seat, the cards it sees now (zone by
zone) and every event it has seen, each as ``event.for_seat(player)`` shows it, written in a
short canonical form without field names; the readable form (``information_text``) is the same
knowledge as JSON. Two states give a player the same string exactly when the player has seen the
same things. On a state made by ``resample_from_infostate(player, sampler)`` the player's own
string is kept; the other players' histories are unknown in the sampled world, so their strings
are built from the events as an onlooker saw them. The observation tensor is
:func:`widow.adapters.observation.observe` (the current view); the information-state tensor adds
the latest ``history`` events the player has seen and its own latest ``history`` events
(:func:`widow.adapters.observation.observe_events`).

>>> import pyspiel
>>> name = register("whisky-poker")
>>> game = pyspiel.load_game(name, {"players": 3, "seed": 7})
>>> state = game.new_initial_state()
>>> state.current_player(), [state.action_to_string(a) for a in state.legal_actions()]
(0, ['pass', 'exchange', 'knock'])
>>> len(state.observation_tensor(0)) == game.observation_tensor_size()
True
>>> state.information_state_string(0)[:44]
'0/hand-0:8d 6s Kc 7c Kd;hand-1:?5;hand-2:?5;'
"""

from __future__ import annotations

import json
import random
from typing import Any

import numpy as np
import pyspiel

from widow.adapters.knowledge import Knowledge, compact_cards
from widow.adapters.observation import event_size, observation_size, observe, observe_events
from widow.adapters.rewards import RewardTracker, check_reward, default_reward, zero_sum
from widow.adapters.sequential import Choice, SequentialActions, check_encoding
from widow.engine.core import Game
from widow.engine.core import State as WidowState
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
#: Events of each kind (seen, and the player's own) in the information-state tensor.
DEFAULT_HISTORY = 16
#: Deals at the chance node of ``chance=explicit``.
DEFAULT_DEALS = 4
CHANCE_MODES = ("sampled", "explicit")
INFOSTATE_FORMS = ("compact", "readable")
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
        reward = values["reward"]
        #: The measure this game rewards (see :mod:`widow.adapters.rewards`).
        self.reward = (
            default_reward(self.widow_game) if reward == "default" else check_reward(reward)
        )
        self.history_window = _check_history(values["history"])
        if values["infostate"] not in INFOSTATE_FORMS:
            raise InvalidOptionError(
                f"infostate must be one of {', '.join(INFOSTATE_FORMS)}, "
                f"not {quote(values['infostate'])}"
            )
        self.infostate_form = str(values["infostate"])
        #: ``"dense"`` or ``"sequential"``; the encoding itself when sequential.
        self.actions = check_encoding(values["actions"])
        self.encoding = SequentialActions(self.widow_game) if self.actions == "sequential" else None
        if values["chance"] not in CHANCE_MODES:
            raise InvalidOptionError(
                f"chance must be one of {', '.join(CHANCE_MODES)}, not {quote(values['chance'])}"
            )
        #: ``"sampled"`` or ``"explicit"`` (see the module docstring).
        self.chance = str(values["chance"])
        deals = values["deals"]
        if isinstance(deals, bool) or not isinstance(deals, int) or deals < 1:
            raise InvalidOptionError(f"deals must be a whole number >= 1, not {quote(deals)}")
        #: The seeds of the deals at the chance node (``chance=explicit`` only).
        self.deal_seeds: list[int] = []
        if self.chance == "explicit":
            self.deal_seeds = [self._seeds.randrange(2**63) for _ in range(deals)]
        max_utility = float(values["max_utility"])
        if self.reward == "win":
            # A seat's share of a win or a loss is never more than 1.
            max_utility = min(max_utility, 1.0)
        zero = zero_sum(self.reward, self.widow_game)
        players = self.widow_game.players
        info = pyspiel.GameInfo(
            num_distinct_actions=(
                self.widow_game.num_distinct_actions
                if self.encoding is None
                else self.encoding.size
            ),
            max_chance_outcomes=len(self.deal_seeds),
            num_players=players,
            min_utility=-max_utility,
            max_utility=max_utility,
            utility_sum=0.0 if zero else None,
            max_game_length=int(values["max_game_length"]),
        )
        game_type = _game_type(name, cls, zero=zero, explicit=self.chance == "explicit")
        super().__init__(game_type, info, values)

    def new_initial_state(self) -> WidowOpenSpielState:
        """A new match, seeded by the next seed of the game's own generator.

        OpenSpiel's ``clone`` starts from a new initial state too (and then replaces its contents),
        so the seed is drawn, and the match dealt, only when the state is first read: clones do
        not use up seeds, and the matches follow one another as the states are first used.
        With ``chance=explicit`` the state is the chance node that picks the deal.
        """
        if self.chance == "explicit":
            return WidowOpenSpielState(self, _StateBox(self.widow_game, undealt=True))
        return WidowOpenSpielState(self, _StateBox(self.widow_game, self._seeds), from_start=True)

    def state_at(self, state: WidowState) -> WidowOpenSpielState:
        """An OpenSpiel state that plays on from a copy of the widow ``state`` (one of this
        game's), so that a position reached in widow can be searched or played out here; the
        players' information states and the rewards start from that position.

        >>> import pyspiel
        >>> game = pyspiel.load_game(register("la-viuda"), {"players": 3})
        >>> position = game.widow_game.new_state(seed=5)
        >>> wrapped = game.state_at(position)
        >>> wrapped.current_player() == position.to_act, wrapped.widow_state is position
        (True, False)
        """
        box = _StateBox(self.widow_game, state=state.copy())
        return WidowOpenSpielState(self, box, from_start=False)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> WidowObserver:
        """The observer OpenSpiel uses for observation and information-state strings/tensors."""
        perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return WidowObserver(self, perfect_recall)


class _StateBox:
    """Holds a widow state; a new one is seeded and dealt when first asked for.

    OpenSpiel's ``clone`` deep-copies a state's attributes one by one: this one copies with the
    state's own cheap ``copy()`` instead of a deep copy of the game and all its tables.
    """

    __slots__ = ("_game", "_seeds", "_state", "undealt")

    def __init__(
        self,
        game: Game,
        seeds: random.Random | None = None,
        state: WidowState | None = None,
        *,
        undealt: bool = False,
    ) -> None:
        self._game, self._seeds, self._state = game, seeds, state
        #: At an explicit chance node: the deal is chosen by :meth:`deal`, not drawn.
        self.undealt = undealt

    def deal(self, seed: int) -> None:
        """Deal the match from ``seed`` (the outcome of an explicit chance node)."""
        self._state = self._game.new_state(seed)
        self.undealt = False

    @property
    def state(self) -> WidowState:
        if self.undealt:
            raise pyspiel.SpielError("the deal has not been chosen yet: this is a chance node")
        if self._state is None:
            seeds = self._seeds if self._seeds is not None else random.Random()
            self._state = self._game.new_state(seeds.randrange(2**63))
        return self._state

    def __deepcopy__(self, memo: dict[int, Any]) -> _StateBox:
        if self.undealt:
            return _StateBox(self._game, undealt=True)
        return _StateBox(self._game, None, self.state.copy())


class _Rewards:
    """The reward tracker and the rewards of the latest step (deep-copied cheaply)."""

    __slots__ = ("latest", "tracker")

    def __init__(self, tracker: RewardTracker, latest: list[float]) -> None:
        self.tracker, self.latest = tracker, latest

    def __deepcopy__(self, memo: dict[int, Any]) -> _Rewards:
        return _Rewards(self.tracker.copy(), list(self.latest))


class WidowOpenSpielState(pyspiel.State):  # type: ignore[misc]
    """A widow state inside OpenSpiel: actions by widow's numbering, chance sampled inside."""

    def __init__(
        self,
        game: WidowGame,
        box: _StateBox,
        *,
        from_start: bool = True,
        known: Knowledge | None = None,
        rewards: _Rewards | None = None,
    ) -> None:
        super().__init__(game)
        self._box = box
        self._from_start = from_start
        # Both are set up when the match is first read (a new state is dealt only then).
        self._known = known
        self._rewards = rewards
        # The card choice in progress (sequential actions only).
        self._choice: Choice | None = None

    def _widow_game(self) -> WidowGame:
        game: WidowGame = self.get_game()
        return game

    @property
    def undealt(self) -> bool:
        """True at the chance node of ``chance=explicit``, before the deal is chosen."""
        return self._box.undealt

    @property
    def widow_state(self) -> WidowState:
        """The widow state this OpenSpiel state wraps."""
        state = self._box.state
        if self._known is None:
            # The events of the first deal (or those that led to a wrapped position) are seen
            # before the first action.
            players = state.game.players
            self._known = Knowledge(list(state.recent_events()), [0] * players)
        if self._rewards is None:
            reward = self.get_game().reward
            tracker = RewardTracker(reward, state, from_start=self._from_start)
            self._rewards = _Rewards(tracker, [0.0] * state.game.players)
        return state

    def _knowledge(self) -> Knowledge:
        self.widow_state  # noqa: B018 - deals the match (and records its first events) if new
        assert self._known is not None
        return self._known

    def _tracked(self) -> _Rewards:
        self.widow_state  # noqa: B018 - deals the match (and starts counting) if new
        assert self._rewards is not None
        return self._rewards

    def current_player(self) -> int:
        """The seat to act, ``pyspiel.PlayerId.TERMINAL`` once the match is over, or
        ``pyspiel.PlayerId.CHANCE`` before an explicit deal."""
        if self._box.undealt:
            return int(pyspiel.PlayerId.CHANCE)
        seat = self.widow_state.to_act
        return int(pyspiel.PlayerId.TERMINAL) if seat is None else seat

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The deals of an explicit chance node, equally likely (none elsewhere)."""
        if not self._box.undealt:
            return []
        seeds = self._widow_game().deal_seeds
        return [(deal, 1.0 / len(seeds)) for deal in range(len(seeds))]

    def _legal_actions(self, player: int) -> list[int]:
        if self._box.undealt or player != self.widow_state.to_act:
            return []
        encoding = self._widow_game().encoding
        if encoding is not None:
            return encoding.legal(self.widow_state, self._choice)
        return self.widow_state.legal_action_indices()

    def _apply_action(self, action: int) -> None:
        if self._box.undealt:
            seeds = self._widow_game().deal_seeds
            if not 0 <= action < len(seeds):
                raise pyspiel.SpielError(
                    f"deal {action!r} is out of range at the chance node: deals run from 0 to"
                    f" {len(seeds) - 1}"
                )
            self._box.deal(seeds[action])
            return
        state = self.widow_state
        encoding = self._widow_game().encoding
        if encoding is None:
            chosen = state.action_from_index(action)
        else:
            choice, finished = encoding.step(state, self._choice, action)
            self._choice = choice
            if finished is None:
                # A step inside a card choice: nothing happens at the table yet.
                self._tracked().latest = [0.0] * state.game.players
                return
            chosen = finished
        events = state.apply(chosen)
        self._knowledge().events.extend(events)
        tracked = self._tracked()
        tracked.latest = tracked.tracker.after_step(state, events)

    def _action_to_string(self, player: int, action: int) -> str:
        if self._box.undealt:
            return f"deal {action}"
        encoding = self._widow_game().encoding
        if encoding is not None:
            return encoding.text(self.widow_state, self._choice, action)
        return str(self.widow_state.action_from_index(action))

    def choice_text(self, player: int) -> str:
        """The card choice ``player`` has in progress (sequential actions), else ``""``."""
        encoding = self._widow_game().encoding
        if encoding is None or self._choice is None or player != self.widow_state.to_act:
            return ""
        return encoding.describe(self._choice)

    def choice_vector(self, player: int) -> np.ndarray[Any, np.dtype[np.float32]]:
        """``player``'s card choice in progress as numbers (sequential actions; empty when
        dense)."""
        encoding = self._widow_game().encoding
        if encoding is None:
            return np.zeros(0, dtype=np.float32)
        own = self._choice if player == self.widow_state.to_act else None
        return encoding.choice_vector(own)

    def is_terminal(self) -> bool:
        """True once the match is over."""
        return not self._box.undealt and self.widow_state.is_over

    def rewards(self) -> list[float]:
        """What the latest action brought each seat: the change in the game's reward measure
        when it dealt a new hand or ended the match, else zero."""
        if self._box.undealt:
            return [0.0] * self.get_game().num_players()
        return list(self._tracked().latest)

    def returns(self) -> list[float]:
        """Each seat's rewards so far (at the end: the measure of the whole match)."""
        if self._box.undealt:
            return [0.0] * self.get_game().num_players()
        return self._tracked().tracker.total

    def information_key(self, player: int) -> str:
        """The compact information-state string of ``player`` (see the module docstring)."""
        table = self.widow_state.table(player)
        key = f"{player}/{compact_cards(table)}/{self._knowledge().text(player)}"
        choice = self.choice_text(player)
        return f"{key}/{choice}" if choice else key

    def information_text(self, player: int) -> str:
        """The readable information-state string of ``player``: the same knowledge as
        :meth:`information_key` (every event it saw, and its whole view now, table description
        included) as JSON."""
        view = self.widow_state.view(player)
        seen = self._knowledge().seen_events(player)
        known: dict[str, Any] = {"seat": player, "seen": seen, "view": view}
        choice = self.choice_text(player)
        if choice:
            known["choice"] = choice
        return json.dumps(known, sort_keys=True)

    def history_tensor(self, player: int) -> np.ndarray[Any, np.dtype[np.float32]]:
        """The latest events ``player`` has seen, then its own latest events, encoded by
        :func:`widow.adapters.observation.observe_events`."""
        window = self.get_game().history_window
        players = self.widow_state.game.players
        known = self._knowledge()
        latest = [
            known.seen(player, i)
            for i in range(max(0, len(known.events) - window), len(known.events))
        ]
        own: list[dict[str, Any]] = []
        for index in range(len(known.events) - 1, -1, -1):
            if len(own) == window:
                break
            if known.events[index].seat == player:
                own.append(known.seen(player, index))
        own.reverse()
        return np.concatenate(
            [
                observe_events(latest, player, players, window),
                observe_events(own, player, players, window),
            ]
        )

    def resample_from_infostate(self, player: int, sampler: Any) -> WidowOpenSpielState:
        """A state drawn from what ``player`` knows (``widow`` ``State.resample``).

        ``sampler`` is called once for a number in ``[0, 1)`` that seeds the draw, as OpenSpiel's
        samplers (``pyspiel.UniformProbabilitySampler``) are.
        """
        rng = random.Random(int(float(sampler()) * 2**53))
        known, rewards = self._knowledge(), self._tracked()
        known.text(player)  # brought up to date once, shared by the samples
        sample = self.widow_state.resample(player, rng)
        drawn = WidowOpenSpielState(
            self.get_game(),
            _StateBox(sample.game, state=sample),
            from_start=self._from_start,
            known=known.sampled_for(player),
            rewards=_Rewards(rewards.tracker.copy(), list(rewards.latest)),
        )
        if player == self.widow_state.to_act:
            # The player's own choice in progress names only its own cards, which a resample
            # keeps; another seat's choice is not known to the player.
            drawn._choice = self._choice
        return drawn

    def __str__(self) -> str:
        if self._box.undealt:
            return "deal to be chosen"
        state = self.widow_state
        actions = " | ".join(f"{seat}:{action}" for seat, action in state.history)
        return f"seed {state.chance.seed}; {actions}"


class WidowObserver:
    """Observation (current view) or information state (everything seen) for one player."""

    def __init__(self, game: WidowGame, perfect_recall: bool) -> None:
        self.perfect_recall = perfect_recall
        players = game.widow_game.players
        self._observed = observation_size(players)
        self._choice = 0 if game.encoding is None else game.encoding.choice_size
        size = self._observed + self._choice
        if perfect_recall:
            size += 2 * game.history_window * event_size(players)
        self._form = game.infostate_form
        self.tensor = np.zeros(size, dtype=np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: WidowOpenSpielState, player: int) -> None:
        """Fill :attr:`tensor` with ``player``'s observation of ``state`` (and, for the
        information state, the events it has seen latest)."""
        if state.undealt:
            self.tensor.fill(0.0)  # nothing is seen before the deal
            return
        self.tensor[: self._observed] = observe(state.widow_state, player)
        end = self._observed + self._choice
        self.tensor[self._observed : end] = state.choice_vector(player)
        if self.perfect_recall:
            self.tensor[end:] = state.history_tensor(player)

    def string_from(self, state: WidowOpenSpielState, player: int) -> str:
        """``player``'s information-state string, or its current view as JSON."""
        if state.undealt:
            return f"{player}/undealt"
        if self.perfect_recall:
            if self._form == "readable":
                return state.information_text(player)
            return state.information_key(player)
        view = state.widow_state.view(player, table=False)
        choice = state.choice_text(player)
        if choice:
            view = {**view, "choice": choice}
        return json.dumps(view, sort_keys=True)


def _check_history(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise InvalidOptionError(
            f"history must be a whole number of events >= 0, not {quote(value)}"
        )
    return value


def _parameters(name: str) -> dict[str, Any]:
    return {
        "players": game_class(name).min_players,
        "seed": 0,
        "options": "",
        "max_utility": DEFAULT_MAX_UTILITY,
        "max_game_length": DEFAULT_MAX_GAME_LENGTH,
        "reward": "default",
        "history": DEFAULT_HISTORY,
        "infostate": "compact",
        "actions": "dense",
        "chance": "sampled",
        "deals": DEFAULT_DEALS,
    }


def _game_type(name: str, cls: type[Game], *, zero: bool = False, explicit: bool = False) -> Any:
    # Registered without parameters a game is declared general-sum (points need not add up to
    # zero); a loaded game declares zero-sum when its reward measure is (money, wins).
    utility = pyspiel.GameType.Utility.ZERO_SUM if zero else pyspiel.GameType.Utility.GENERAL_SUM
    return pyspiel.GameType(
        short_name=short_name(name),
        long_name=f"widow {cls.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=(
            pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
            if explicit
            else pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC
        ),
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=utility,
        reward_model=pyspiel.GameType.RewardModel.REWARDS,
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
