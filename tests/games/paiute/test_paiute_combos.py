"""Which cards a five-card combination leaves spare (the cards a caller may discard), checked
against the definition on random hands: the five others are worth exactly the hand's strength,
where five cards are worth the least that any of the 46 other cards adds to them (every
completion evaluated with the ranking's compiled batch kernel)."""

from __future__ import annotations

import random

import numpy as np

from widow.cards import CARDS, Card
from widow.games.paiute import combos

WILD = "7"


def spare_by_definition(hand: list[Card], strength: int) -> set[Card]:
    ranking = combos.system(WILD)
    spare = set()
    for card in hand:
        rest = [int(c) for c in hand if c != card]
        rows = [[*rest, c] for c in range(52) if c not in rest]
        if int(ranking.evaluate_batch(np.array(rows)).min()) == strength:
            spare.add(card)
    return spare


def five_card_hands(rng: random.Random, count: int) -> list[list[Card]]:
    """Random six-card hands holding a five of a kind, a royal or a straight flush: five cards
    made to hold one (naturals of a sequence in one suit, or of one rank, with wild cards
    standing in), plus any sixth card."""
    wilds = [c for c in CARDS[:52] if c.rank is not None and c.rank.char == WILD]
    hands = []
    while len(hands) < count:
        n_wild = rng.randint(0, 3) if rng.random() < 0.5 else rng.randint(1, 3)
        if rng.random() < 0.5:
            top = rng.randint(3, 12)
            suit = rng.randrange(4)
            naturals = [CARDS[4 * ((top - i) % 13) + suit] for i in range(5)]
        else:
            rank = rng.randrange(13)
            naturals = [CARDS[4 * rank + s] for s in range(4)]
        naturals = [c for c in naturals if c not in wilds]
        rng.shuffle(naturals)
        five = [*rng.sample(wilds, n_wild), *naturals[: 5 - n_wild]]
        if len(five) != 5:
            continue
        sixth = rng.choice([c for c in CARDS[:52] if c not in five])
        hand = [*five, sixth]
        if combos.is_five_card(combos.strength(hand, WILD)):
            hands.append(hand)
    return hands


def test_spare_cards_agree_with_the_definition_on_random_hands() -> None:
    rng = random.Random(8)
    for hand in five_card_hands(rng, 80):
        strength = combos.strength(hand, WILD)
        assert combos.spare_cards(hand, strength, WILD) == spare_by_definition(hand, strength), [
            str(c) for c in hand
        ]


def test_the_strength_is_the_ranking_s_own() -> None:
    rng = random.Random(3)
    ranking = combos.system(WILD)
    hands = [rng.sample(CARDS[:52], 6) for _ in range(300)]
    batch = ranking.evaluate_batch(np.array([[int(c) for c in h] for h in hands])).tolist()
    assert [combos.strength(h, WILD) for h in hands] == batch
