"""The sequential action encoding: small token spaces, masks that always complete, and the
ecosystems' own checks on the games with millions of action numbers."""

from __future__ import annotations

import random
import time

import numpy as np
import pytest

from widow import IllegalActionError, InvalidOptionError, load_game
from widow.adapters.sequential import Choice, SequentialActions
from widow.engine.actions import Action
from widow.engine.core import State

#: Games whose card choices are decomposed, with small settings.
CHOICE_GAMES = {
    "anaconda": {"players": 3},
    "draw-poker": {"players": 2},
    "preference": {"players": 3},
    "commerce": {"players": 2},
    "bourre": {"players": 2},
}


def _sampled_states(name: str, seeds: range, steps: int = 60) -> list[State]:
    """States met along random matches (every decision point, a copy each)."""
    game = load_game(name, **CHOICE_GAMES[name])  # type: ignore[arg-type]
    found = []
    for seed in seeds:
        state = game.new_state(seed)
        rng = random.Random(seed)
        for _ in range(steps):
            if state.to_act is None:
                break
            found.append(state.copy())
            state.apply(rng.choice(state.legal_actions()))
    return found


def _reach(
    encoding: SequentialActions, state: State
) -> tuple[set[Action], list[tuple[Choice | None, int]]]:
    """Every action the masks lead to from ``state``, and the dead ends met on the way (a
    token allowed after which nothing is allowed and nothing was finished)."""
    reached: set[Action] = set()
    dead: list[tuple[Choice | None, int]] = []
    seen: set[Choice] = set()
    pending: list[Choice | None] = [None]
    while pending:
        choice = pending.pop()
        for token in encoding.legal(state, choice):
            after, finished = encoding.step(state, choice, token)
            if finished is not None:
                reached.add(finished)
            elif after is None or not encoding.legal(state, after):
                dead.append((choice, token))
            elif after not in seen:
                seen.add(after)
                pending.append(after)
    return reached, dead


@pytest.mark.parametrize("name", sorted(CHOICE_GAMES))
def test_sequences_reach_exactly_the_legal_actions(name: str) -> None:
    # Every legal action of sampled states is reached through the masks, every sequence the
    # masks allow finishes on a legal action, and no allowed token leads to a dead end.
    game = load_game(name, **CHOICE_GAMES[name])  # type: ignore[arg-type]
    encoding = SequentialActions(game)
    assert encoding.verbs, f"{name} should have card choices to decompose"
    choices_seen = 0
    # Preference's random bidding reaches the talon discard from these seeds.
    seeds = range(2, 4) if name == "preference" else range(2)
    for state in _sampled_states(name, seeds):
        legal = set(state.legal_actions())
        reached, dead = _reach(encoding, state)
        assert not dead, f"{name}: tokens allowed with no way to finish: {dead[:3]}"
        assert reached == legal, f"{name} at {state.history}: {reached ^ legal}"
        choices_seen += sum(1 for a in legal if type(a) in encoding.verbs)
        for action in legal:
            # The canonical sequence of each action is allowed token by token and gives it.
            choice: Choice | None = None
            finished = None
            for token in encoding.tokens(state, action):
                assert finished is None
                assert token in encoding.legal(state, choice)
                choice, finished = encoding.step(state, choice, token)
            assert finished == action
    assert choices_seen, f"the sampled {name} states should include card choices"


def test_sequential_spaces_are_small_where_the_numbering_is_huge() -> None:
    # Anaconda numbers 14.1 million final hands and Draw Poker 2.9 million draws; the tokens
    # are the plain actions, the verbs, 54 cards and confirm.
    for name, players in (("anaconda", 3), ("draw-poker", 2)):
        game = load_game(name, players=players)
        encoding = SequentialActions(game)
        assert game.num_distinct_actions > 2_000_000
        assert encoding.size == encoding.plain + len(encoding.verbs) + 54 + 1 < 100
        state = game.new_state(1)
        for index in range(encoding.plain):
            assert type(state.action_from_index(index)) not in encoding.verbs


def test_a_token_not_allowed_is_refused_and_changes_nothing() -> None:
    game = load_game("anaconda", players=3)
    encoding = SequentialActions(game)
    state = game.new_state(2)
    rng = random.Random(2)
    while encoding.plain not in encoding.legal(state, None):  # the betting before the passes
        state.apply(rng.choice(state.legal_actions()))
    before = state.record()
    choice, finished = encoding.step(state, None, encoding.plain)  # "pass": three cards
    assert finished is None and choice is not None
    hand = encoding.legal(state, choice)
    outside = next(t for t in range(encoding.card_base, encoding.confirm) if t not in hand)
    refusal = r"illegal token .* for seat \d in phase .*: not allowed after pass"
    with pytest.raises(IllegalActionError, match=refusal):
        encoding.step(state, choice, outside)
    with pytest.raises(IllegalActionError):
        encoding.step(state, choice, encoding.confirm)  # no card picked yet
    assert state.record() == before


def test_unknown_encoding_is_refused() -> None:
    from widow.adapters.pettingzoo import env

    with pytest.raises(InvalidOptionError, match="actions must be one of dense, sequential"):
        env("anaconda", players=3, actions="factored")


# --- PettingZoo ---------------------------------------------------------------------------------

pettingzoo_test = pytest.importorskip("pettingzoo.test")


@pytest.mark.parametrize(("name", "players"), [("anaconda", 3), ("draw-poker", 2)])
def test_pettingzoo_checks_pass_with_sequential_actions(name: str, players: int) -> None:
    from widow.adapters.pettingzoo import env

    start = time.perf_counter()
    pettingzoo_test.api_test(env(name, players=players, actions="sequential"), num_cycles=200)
    pettingzoo_test.seed_test(
        lambda: env(name, players=players, actions="sequential"), num_cycles=100
    )
    # The dense masks made Anaconda's seed test take over a minute.
    assert time.perf_counter() - start < 30


def test_pettingzoo_sequential_match_settles_like_the_game() -> None:
    # A whole Anaconda match taken token by token: masks are small, the agent in a choice
    # stays the same until it confirms, and the money still sums to zero.
    from widow.adapters.pettingzoo import env

    environment = env("anaconda", players=3, actions="sequential")
    environment.reset(seed=4)
    encoding = environment.encoding
    assert encoding is not None
    rng = np.random.default_rng(4)
    totals = dict.fromkeys(environment.possible_agents, 0.0)
    in_choice = 0
    for agent in environment.agent_iter():
        observation, reward, terminated, truncated, info = environment.last()
        totals[agent] += reward
        if terminated or truncated:
            environment.step(None)
            continue
        mask = observation["action_mask"]
        assert mask.shape == (encoding.size,)
        assert len(info["legal_actions"]) == int(mask.sum()) > 0
        token = int(rng.choice(np.flatnonzero(mask)))
        environment.step(token)
        if environment.agent_selection == agent and observation["choice"].any():
            in_choice += 1
    assert in_choice > 0
    assert abs(sum(totals.values())) < 1e-9


# --- OpenSpiel ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "players"), [("anaconda", 3), ("draw-poker", 2)])
def test_openspiel_random_sim_passes_with_sequential_actions(name: str, players: int) -> None:
    pyspiel = pytest.importorskip("pyspiel")
    from widow.adapters.openspiel import register

    game = pyspiel.load_game(
        register(name), {"players": players, "seed": 5, "actions": "sequential"}
    )
    assert game.num_distinct_actions() < 100
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


def test_openspiel_information_state_tells_the_choice_in_progress() -> None:
    # Two steps of the same choice are different information states for the chooser (they
    # allow different tokens), and the same one for the other seats.
    pyspiel = pytest.importorskip("pyspiel")
    from widow.adapters.openspiel import register

    game = pyspiel.load_game(
        register("draw-poker"), {"players": 2, "seed": 1, "actions": "sequential"}
    )
    state = game.new_initial_state()
    encoding = game.encoding
    while True:
        verbs = [a for a in state.legal_actions() if encoding.plain <= a < encoding.card_base]
        if verbs:
            break
        state.apply_action(state.legal_actions()[0])
    chooser = state.current_player()
    other = 1 - chooser
    before = state.clone()
    state.apply_action(verbs[0])
    assert state.current_player() == chooser
    assert state.information_state_string(chooser) != before.information_state_string(chooser)
    assert state.information_state_string(other) == before.information_state_string(other)
    assert state.information_state_tensor(chooser) != before.information_state_tensor(chooser)
    assert state.legal_actions() != before.legal_actions()
