"""Dictated Strategy, clause by clause (rules text: "Dictated Strategy", in
poker-squares-cribbage-squares-vying-poker-basics.txt), and its bot."""

from __future__ import annotations

import random

import pytest

from widow import IllegalActionError, load_game
from widow.bots import play_match
from widow.cards import Card, parse_cards
from widow.games.dictated_strategy import DictatedStrategyState
from widow.games.dictated_strategy.rules import ACES, CALLED_CARDS, rank_order

#: Kings first and twos last: laid on one pile, the twos end on top and everything builds.
DESCENDING = [str(c) for c in sorted(CALLED_CARDS, key=lambda c: (-rank_order(c), c & 3))]


def new(players: int = 1, seed: int = 1, script: list[list[str]] | None = None, **options: object):
    state = load_game("dictated-strategy", players=players, **options).new_state(
        seed, script=script
    )
    assert isinstance(state, DictatedStrategyState)
    return state


def play_randomly(state: DictatedStrategyState, rng: random.Random) -> None:
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))


def test_the_four_aces_are_set_out_and_the_other_48_cards_are_called() -> None:
    """Rules, Dictated Strategy: 'Set out four Aces to start with', then 'all 48 cards have been
    turned from stock'."""
    state = new(seed=2)
    assert [f[-1] for f in state.foundations[0]] == list(ACES)
    calls = 0
    while state.phase == "place":
        assert state.called is not None and rank_order(state.called) != 1
        calls += 1
        state.apply(state.legal_actions()[0])
    assert calls == 48


@pytest.mark.parametrize("piles", [8, 3, 11])
def test_each_card_goes_to_any_one_of_the_wastepiles(piles: int) -> None:
    """Rules, Dictated Strategy: 'place it in any one of eight wastepiles'; 'You can vary this
    game by reducing or increasing the number of wastepiles' (option piles)."""
    state = new(seed=3, piles=piles)
    assert [str(a) for a in state.legal_actions()] == [f"pile {n + 1}" for n in range(piles)]
    with pytest.raises(IllegalActionError, match=f"there are {piles} wastepiles"):
        state.apply(f"pile {piles + 1}")


def test_no_card_is_built_while_cards_are_still_being_called() -> None:
    """Rules, Dictated Strategy: 'you may not yet build any turned card on a main sequence. Not
    until all 48 cards have been turned ...'. A two on top of a pile cannot be built yet."""
    state = new(seed=1, script=[DESCENDING[::-1]])
    two = str(state.called)
    assert two.startswith("2")
    state.apply("pile 1")
    before = state.record()
    with pytest.raises(IllegalActionError, match="no card may be built while cards"):
        state.apply(f"build {two}")
    assert state.record() == before


def test_building_takes_exposed_cards_in_suit_and_sequence_up_to_the_king() -> None:
    """Rules, Dictated Strategy: 'build each one up in suit and sequence to the King ... taking
    cards from the exposed ends of the wastepiles'. Only a pile's top card that is next in its
    suit may be built."""
    state = new(seed=1, script=[DESCENDING])
    for _ in range(48):
        state.apply("pile 1")
    assert state.phase == "build"
    top = state.piles[0][0][-1]
    assert [str(a) for a in state.legal_actions()] == [f"build {top}"]
    with pytest.raises(IllegalActionError, match="not on top of a wastepile"):
        state.apply("build 3c")
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    assert [str(f[-1]) for f in state.foundations[0]] == ["Kc", "Kd", "Kh", "Ks"]
    for foundation in state.foundations[0]:
        assert [rank_order(c) for c in foundation] == list(range(1, 14))
        assert len({c & 3 for c in foundation}) == 1


def test_a_card_under_another_waits_until_it_is_exposed() -> None:
    """Rules, Dictated Strategy: only 'the exposed ends of the wastepiles' may be built: a two
    covered by a king stays until the king goes."""
    order = ["2c", "Kc"] + [c for c in DESCENDING if c not in ("2c", "Kc")]
    state = new(seed=1, script=[order])
    state.apply("pile 1")  # 2c
    state.apply("pile 1")  # Kc covers it for good: the king needs the two first
    while state.phase == "place":
        state.apply("pile 2")
    while not state.is_over:
        assert "build 2c" not in [str(a) for a in state.legal_actions()]
        state.apply(state.legal_actions()[0])
    assert state.foundations[0][0] == [Card.parse("Ac")]
    assert state.outcome()["winners"] == []


@pytest.mark.parametrize(("scoring", "full"), [("cards", 48), ("face", 100)])
def test_both_scores_and_the_completed_game(scoring: str, full: int) -> None:
    """Rules, Dictated Strategy, Score: 'The usual score is 1 per card played off to your
    sequences', or 'the combined face values of the uppermost cards ... Jack 15, Queen 20 and
    King 25', so 'a game completed up to the four Kings scores the maximum of 100', and
    'K-J-9-3 would score 52'."""
    state = new(seed=1, script=[DESCENDING], scoring=scoring)
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    assert state.points(0) == full
    assert state.outcome()["winners"] == [0]
    face = new(seed=1, scoring="face")
    face.foundations[0] = [
        list(parse_cards(cards))
        for cards in (
            "Ac 2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc",
            "Ad 2d 3d 4d 5d 6d 7d 8d 9d Td Jd",
            "Ah 2h 3h 4h 5h 6h 7h 8h 9h",
            "As 2s 3s",
        )
    ]
    assert face.points(0) == 52


def test_the_building_order_does_not_change_the_result() -> None:
    """Convention (docs): building one free card never stops another, so a player builds until
    nothing fits. Checked: random building orders end with the same foundations."""
    rng = random.Random(5)
    for seed in range(15):
        state = new(seed=seed)
        while state.phase == "place":
            state.apply(rng.choice(state.legal_actions()))
        results = set()
        for _ in range(4):
            copy = state.copy()
            play_randomly(copy, rng)
            results.add(tuple(tuple(f) for f in copy.foundations[0]))
        assert len(results) == 1


def test_several_players_place_the_same_cards_and_the_highest_score_wins() -> None:
    """Rules, Dictated Strategy: 'maybe played competitively by the Dictation method'; every
    player places each called card on their own piles, then builds; the highest score wins."""
    rng = random.Random(4)
    for seed in range(6):
        state = new(players=3, seed=seed)
        play_randomly(state, rng)
        placed = [sorted(c for p in state.piles[s] for c in p) for s in range(3)]
        built = [sorted(c for f in state.foundations[s] for c in f) for s in range(3)]
        assert len({tuple(sorted(placed[s] + built[s])) for s in range(3)}) == 1
        points = [state.points(s) for s in range(3)]
        assert state.outcome()["winners"] == [s for s in range(3) if points[s] == max(points)]


def test_the_bot_builds_far_more_than_random_placement() -> None:
    """Bot: placing each card where it blocks least builds far more cards than random placement
    on the same seeded deals, and wins some games outright."""
    game = load_game("dictated-strategy", players=1)
    bot = [play_match(game, ["heuristic"], seed) for seed in range(40)]
    rand = [play_match(game, ["random"], seed) for seed in range(40)]
    assert sum(s.points(0) for s in bot) > 3 * sum(s.points(0) for s in rand)
    assert any(s.outcome()["winners"] for s in bot)
