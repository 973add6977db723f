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


def _menu_through_raise_range(money: Betting, seat: int, structure: str) -> list[str]:
    """The menu as ``betting_menu`` builds it from ``Betting.raise_range`` (its sizes, in
    order, with the all-in where a size is every chip), as texts."""
    texts = ["fold", "call"] if money.top > money.bets[seat] else ["check"]
    span = money.raise_range(seat)
    if span is None:
        return texts
    low, high = span
    everything = money.stacks[seat] + money.bets[seat] if structure != "limit" else -1
    verb = "raise to" if money.top else "bet"
    sizes = [low]
    if low < high:
        pot_to = money.pot_raise_to(seat)
        half = money.top + (pot_to - money.top) // 2
        sizes += [size for size in (half, pot_to) if low < size < high]
        sizes = [*sorted(set(sizes)), high]
    return texts + ["all-in" if size == everything else f"{verb} {size}" for size in sizes]


@pytest.mark.parametrize("structure", STRUCTURES)
@pytest.mark.parametrize("bring_in", [False, True])
def test_menu_sizes_are_those_of_the_raise_range(structure: str, bring_in: bool) -> None:
    """The menu's own reading of the round (written out where the round has no cap, no short
    all-in pending and no bring-in) gives the sizes ``Betting.raise_range`` gives, in every
    kind of round: capped, after short all-ins, over a bring-in."""
    rng = random.Random(f"{structure}-{bring_in}")
    compared = 0
    for _ in range(300):
        players = rng.randint(2, 6)
        money = Betting(
            [rng.randint(1, 60) for _ in range(players)],
            kind=structure,
            cap=rng.choice([None, 3]) if structure == "limit" else None,
        )
        unit = rng.randint(2, 4)
        if bring_in:
            money.post_bring_in(0, 1)
        money.start_round(list(range(players)), unit=unit)
        while money.to_act is not None:
            seat = money.to_act
            menu = betting_menu(money, seat, structure)
            assert [str(a) for a in menu] == _menu_through_raise_range(money, seat, structure)
            compared += 1
            money.act(rng.choice(menu))
    assert compared > 1000
