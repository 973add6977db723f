"""The Farmer heuristic: exact bust chances, and play that beats random hitting."""

from __future__ import annotations

import random
from fractions import Fraction

from widow.bots import play_match
from widow.cards import parse_cards
from widow.games import load_game
from widow.games.farmer.bot import bust_chance
from widow.games.farmer.rules import PACK, count


def test_bust_chance_matches_counting_every_next_card() -> None:
    """The bust chance equals the share of unseen cards that would take the hand past 16,
    checked against a direct count on random positions."""
    rng = random.Random(7)
    for _ in range(200):
        cards = rng.sample(PACK, 6)
        hand, seen_extra = cards[:2], cards[2:]
        seen = set(hand) | set(seen_extra)
        rest = [c for c in PACK if c not in seen]
        busts = sum(1 for c in rest if count([*hand, c]) > 16)
        assert bust_chance(hand, seen) == Fraction(busts, len(rest))


def test_bust_chance_counts_the_face_up_cards_it_has_seen() -> None:
    """Seeing the other players' face-up low cards raises the bust chance."""
    hand = list(parse_cards("Tc 4d"))
    blind = bust_chance(hand, set(hand))
    seen = set(hand) | set(parse_cards("Ac Ad Ah As 2c 2d 2h 2s"))
    assert bust_chance(hand, seen) > blind


def test_heuristic_wins_money_from_random_players() -> None:
    """Over 200 seeded four-player matches the heuristic seats end ahead of the random ones."""
    game = load_game("farmer", players=4)
    total = 0
    for seed in range(200):
        state = play_match(game, ["heuristic", "random", "heuristic", "random"], seed)
        seats = state.outcome()["seats"]
        total += seats[0]["money"] + seats[2]["money"]
    assert total > 0
