"""The shared betting menu and card-set numbering: checked on many seeded random betting rounds
and on every small set of cards."""

from __future__ import annotations

import itertools
import random
from math import comb

import pytest

from widow.engine.betting.card_sets import combination_at, combination_index
from widow.engine.betting.menu import betting_action, betting_menu, betting_number
from widow.engine.betting.rounds import STRUCTURES, Betting


@pytest.mark.parametrize("structure", STRUCTURES)
def test_every_menu_action_is_legal_and_its_number_maps_back(structure: str) -> None:
    """Invariant over seeded random rounds: the menu lists only legal actions, distinct actions
    get distinct numbers, and each number gives its action back."""
    rng = random.Random(structure)
    for _ in range(300):
        players = rng.randint(2, 6)
        money = Betting(
            [rng.randint(1, 60) for _ in range(players)],
            kind=structure,
            cap=4 if structure == "limit" else None,
        )
        money.start_round(list(range(players)), unit=rng.randint(1, 4))
        while money.to_act is not None:
            seat = money.to_act
            menu = betting_menu(money, seat, structure)
            assert menu, "a seat to act always has a choice"
            numbers = [betting_number(money, seat, a) for a in menu]
            assert len(set(numbers)) == len(numbers)
            for action, number in zip(menu, numbers, strict=True):
                assert money.why_illegal(action) is None, (str(action), money.why_illegal(action))
                assert betting_action(money, seat, number, structure) == action
            money.act(rng.choice(menu))


def test_card_sets_are_numbered_densely_and_back() -> None:
    """Every set of up to three cards of a 54-card pack has a distinct number below C(54, k),
    and the number gives the set back."""
    for size in (1, 2, 3):
        seen = set()
        for cards in itertools.combinations(range(54), size):
            number = combination_index(cards)
            assert 0 <= number < comb(54, size)
            assert combination_at(number, size) == list(cards)
            seen.add(number)
        assert len(seen) == comb(54, size)
