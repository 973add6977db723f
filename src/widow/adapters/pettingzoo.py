"""Every widow game as a PettingZoo AEC environment (needs ``pip install widow[research]``).

``env("la-viuda", players=4, chips=3)`` builds one; the agents are ``seat_0`` ... ``seat_{n-1}``
and take turns as the game asks (``agent_selection`` is always the seat to act). Each agent
observes a dict:

- ``"observation"``: :func:`widow.adapters.observation.observe` of its own view (float32, a fixed
  length for the player count);
- ``"action_mask"``: 1 at the number of each action it may take now (int8, ``num_distinct_actions``
  long; all zero when it is not its turn).

An action is a number of the game's action numbering (``Discrete(num_distinct_actions)``); an
action that is not legal raises :class:`widow.errors.IllegalActionError` and changes nothing.
``reward`` picks what agents are rewarded with (:mod:`widow.adapters.rewards`): ``"money"``,
``"points"`` or ``"win"``; by default money where the game settles money, else points. Rewards
come with each new deal (settling the hand before) and at the end of the match, each the change
in that measure since the previous one, so an agent's cumulative reward is its measure for the
match. All agents terminate together when the match ends; ``max_actions`` truncates a match
after that many actions.
``actions="sequential"`` takes each choice of a set of cards as several small steps by the same
agent (:mod:`widow.adapters.sequential`): actions are then tokens, the mask covers the tokens, and
each observation also has ``"choice"``, the choice in progress as numbers; ``"dense"`` (the
default) uses the game's own numbering.
``reset(seed=...)`` seeds the match: the same seed gives the same deals.

>>> environment = env("whisky-poker", players=3)
>>> environment.reset(seed=5)
>>> environment.agent_selection
'seat_0'
>>> observation, reward, terminated, truncated, info = environment.last()
>>> int(observation["action_mask"].sum()), info["legal_actions"]
(3, ['pass', 'exchange', 'knock'])
>>> environment.step(int(observation["action_mask"].argmax()))
>>> environment.agent_selection
'seat_1'
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from pettingzoo import AECEnv

from widow.adapters.observation import legal_action_mask, observation_size, observe
from widow.adapters.rewards import RewardTracker, check_reward, default_reward
from widow.adapters.sequential import Choice, SequentialActions, check_encoding
from widow.engine.core import Game
from widow.engine.core import State as WidowState
from widow.errors import InvalidOptionError, quote
from widow.games import load_game

__all__ = ["WidowAECEnv", "env"]


def _agent(seat: int) -> str:
    return f"seat_{seat}"


class WidowAECEnv(AECEnv):  # type: ignore[misc]
    """A widow match as an agent-environment-cycle environment; see the module docstring."""

    metadata: ClassVar[dict[str, Any]] = {
        "render_modes": ["ansi"],
        "name": "widow_v0",
        "is_parallelizable": False,
    }

    def __init__(
        self,
        game: Game,
        *,
        render_mode: str | None = None,
        max_actions: int | None = None,
        reward: str | None = None,
        actions: str = "dense",
    ) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise InvalidOptionError(
                f"render_mode must be 'ansi' or None, not {quote(render_mode)}"
            )
        self.game = game
        #: The measure agents are rewarded with (see :mod:`widow.adapters.rewards`).
        self.reward = default_reward(game) if reward is None else check_reward(reward)
        self.render_mode = render_mode
        self.max_actions = max_actions
        self.possible_agents = [_agent(seat) for seat in range(game.players)]
        #: ``"dense"`` or ``"sequential"`` (see the module docstring).
        self.actions = check_encoding(actions)
        self.encoding = SequentialActions(game) if self.actions == "sequential" else None
        size = observation_size(game.players)
        count = game.num_distinct_actions if self.encoding is None else self.encoding.size
        self._count = count
        # One space object per agent, kept, so that seeding a space sticks.
        self.observation_spaces = {
            agent: spaces.Dict(self._observation_parts(size, count))
            for agent in self.possible_agents
        }
        self.action_spaces = {agent: spaces.Discrete(count) for agent in self.possible_agents}
        self._choice: Choice | None = None
        self._seeds = random.Random()
        self.widow_state: WidowState | None = None
        self._tracker: RewardTracker | None = None

    def _observation_parts(self, size: int, count: int) -> dict[str, spaces.Space[Any]]:
        parts: dict[str, spaces.Space[Any]] = {
            "observation": spaces.Box(-np.inf, np.inf, shape=(size,), dtype=np.float32),
            "action_mask": spaces.Box(0, 1, shape=(count,), dtype=np.int8),
        }
        if self.encoding is not None:
            shape = (self.encoding.choice_size,)
            parts["choice"] = spaces.Box(0, 1, shape=shape, dtype=np.float32)
        return parts

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """The observation space of ``agent``: ``observation`` and ``action_mask`` (and
        ``choice`` with sequential actions)."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """The action space of ``agent``: the game's action numbers."""
        return self.action_spaces[agent]

    def _state(self) -> WidowState:
        if self.widow_state is None:
            raise InvalidOptionError("the environment must be reset before it is used")
        return self.widow_state

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Start a new match; ``seed`` fixes its deals (a fresh seed is drawn when ``None``)."""
        if seed is not None:
            self._seeds.seed(seed)
        self.widow_state = self.game.new_state(self._seeds.randrange(2**63))
        self._choice = None
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        # Money counted from nothing: the antes paid as the match starts come with the first
        # deal's reward.
        self._tracker = RewardTracker(self.reward, self.widow_state, from_start=True)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._settle()

    def _settle(self) -> None:
        """After a change: who acts, the legal actions, and the end of the match."""
        state = self._state()
        over = state.is_over
        truncated = not over and self.max_actions is not None
        truncated = truncated and len(state.history) >= (self.max_actions or 0)
        for agent in self.agents:
            self.terminations[agent] = over
            self.truncations[agent] = truncated
            self.infos[agent] = {"legal_actions": []}
        if over or truncated:
            self.agent_selection = self.agents[0]
            return
        seat = state.to_act
        assert seat is not None
        self.agent_selection = _agent(seat)
        if self.encoding is None:
            legal = [str(a) for a in state.legal_actions()]
        else:
            tokens = self.encoding.legal(state, self._choice)
            legal = [self.encoding.text(state, self._choice, t) for t in tokens]
        self.infos[self.agent_selection] = {"legal_actions": legal}

    def observe(self, agent: str) -> dict[str, npt.NDArray[Any]]:
        """What ``agent`` sees: its observation vector and its legal-action mask."""
        state = self._state()
        seat = self.possible_agents.index(agent)
        if state.to_act != seat:
            mask = np.zeros(self._count, dtype=np.int8)
        elif self.encoding is None:
            mask = legal_action_mask(state)
        else:
            mask = np.zeros(self._count, dtype=np.int8)
            mask[self.encoding.legal(state, self._choice)] = 1
        seen: dict[str, npt.NDArray[Any]] = {
            "observation": observe(state, seat),
            "action_mask": mask,
        }
        if self.encoding is not None:
            # Only the seat making the choice sees it in progress.
            own = self._choice if state.to_act == seat else None
            seen["choice"] = self.encoding.choice_vector(own)
        return seen

    def step(self, action: int | None) -> None:
        """Apply ``action`` (an action number, or a token of the sequential encoding) for
        ``agent_selection``."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        state = self._state()
        seat = self.possible_agents.index(agent)
        if action is None:
            raise InvalidOptionError(f"{agent} must choose an action number, not None")
        if self.encoding is None:
            chosen = state.action_from_index(int(action))
        else:
            choice, finished = self.encoding.step(state, self._choice, action)
            if finished is None:
                # A step inside a card choice: nothing happens at the table yet.
                self._choice = choice
                self._cumulative_rewards[agent] = 0.0
                self.rewards = dict.fromkeys(self.agents, 0.0)
                self._settle()
                return
            chosen = finished
        events = state.apply(chosen, seat=seat)
        self._choice = None
        self._cumulative_rewards[agent] = 0.0
        assert self._tracker is not None
        rewards = self._tracker.after_step(state, events)
        for index, name in enumerate(self.possible_agents):
            self.rewards[name] = rewards[index]
        self._accumulate_rewards()
        self._settle()
        if self.render_mode == "ansi":
            print(self.render())

    def render(self) -> str | None:
        """The match as an onlooker sees it: phase, seat to act, the latest public events."""
        if self.render_mode is None:
            return None
        state = self._state()
        lines = [f"{state.game.title}: phase {state.phase}; to act: {state.to_act}"]
        for event in state.recent_events()[-4:]:
            public = event.for_seat(None)  # the fields only the actor may see are masked
            fields = ", ".join(f"{k}={v}" for k, v in public.items() if k != "type")
            lines.append(f"{public['type']}: {fields}")
        return "\n".join(lines)

    def close(self) -> None:
        """Nothing to release."""


def env(
    game: str,
    *,
    players: int,
    render_mode: str | None = None,
    max_actions: int | None = None,
    reward: str | None = None,
    actions: str = "dense",
    **options: Any,
) -> WidowAECEnv:
    """A PettingZoo AEC environment for ``game`` (options as for :func:`widow.load_game`;
    ``reward`` and ``actions`` as for :class:`WidowAECEnv`).

    >>> env("la-viuda", players=4).possible_agents
    ['seat_0', 'seat_1', 'seat_2', 'seat_3']
    """
    built = load_game(game, players=players, **options)
    return WidowAECEnv(
        built, render_mode=render_mode, max_actions=max_actions, reward=reward, actions=actions
    )
