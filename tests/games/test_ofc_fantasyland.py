"""Open-Face fantasyland thresholds: soko-ofc-chinese-...-whiskey.txt, section "Fantasyland".

Entry takes a pair of queens or better in front without a foul; every three of a kind beats any
pair, so every front trips earns it. Staying takes three of a kind in front, a full house or
better in the middle, or four of a kind or better in the back (docs/arrangement-games.md).
"""

from __future__ import annotations

import pytest
from chinese_support import cards, ofc_deck, play_ofc_hand

from widow import load_game
from widow.cards import Card, Rank
from widow.families.rows.rows import front_strength
from widow.games.ofc.scoring import Scored

# A middle and back no front can foul: two spade straight flushes, the back the higher. They
# hold only spades, and the fronts below take no spade.
MIDDLE = cards("2s 3s 4s 5s 6s")
BACK = cards("Ts Js Qs Ks As")


def front_of(rank: Rank, count: int) -> list[Card]:
    """``count`` cards of ``rank`` (hearts, diamonds, clubs), filled up with low non-spades."""
    same = [Card.parse(f"{rank.char}{suit}") for suit in "hdc"[:count]]
    fill = [c for c in cards("7h 8d 9c 7d") if c.rank != rank][: 3 - count]
    return same + fill


@pytest.mark.parametrize("rank", list(Rank), ids=lambda r: r.name.lower())
def test_every_three_of_a_kind_in_front_earns_fantasyland(rank: Rank) -> None:
    """Fantasyland: 'a pair of queens or better' in front, and three of a kind of any rank is
    better than a pair of queens."""
    front = front_of(rank, 3)
    assert front_strength(front) > front_strength(cards("Qh Qd Ac"))
    scored = Scored.of(front, MIDDLE, BACK)
    assert not scored.foul and scored.fantasyland_entry


@pytest.mark.parametrize("rank", list(Rank), ids=lambda r: r.name.lower())
def test_a_pair_in_front_earns_fantasyland_from_queens_up(rank: Rank) -> None:
    """Fantasyland: a pair earns it from queens up (jacks do not, queens do)."""
    scored = Scored.of(front_of(rank, 2), MIDDLE, BACK)
    assert not scored.foul
    assert scored.fantasyland_entry == (rank >= Rank.QUEEN)


def test_fouled_trips_in_front_earn_nothing() -> None:
    """Fantasyland: entry only 'without fouling'."""
    scored = Scored.of(front_of(Rank.TWO, 3), cards("9h 9d 8h 5c 4d"), BACK)
    assert scored.foul and not scored.fantasyland_entry and not scored.fantasyland_stay


@pytest.mark.parametrize(
    ("front", "middle", "back", "stays"),
    [
        ("2h 2d 2c", "3h 3d 3c 9h 9d", "4h 4d 4c 4s Ks", True),  # trips in front (any rank)
        ("Qh Qd 2c", "3h 3d 3c 9h 9d", "Th Td Tc 9c 9s", True),  # a full house in the middle
        ("Qh Qd 2c", "3h 4d 5c 6h 7d", "4h 4d 4c 4s Ks", True),  # four of a kind in the back
        ("Qh Qd 2c", "3h 4h 5h 9h Jh", "Tc Td Ts 8c 8d", False),  # queens alone: entry only
        ("Ah Ad 2c", "3h 4d 5c 6h 7d", "2s 3s 4s 5s 7s", False),  # flush back: not enough
    ],
)
def test_staying_in_fantasyland_follows_the_text(
    front: str, middle: str, back: str, stays: bool
) -> None:
    """Fantasyland: a player there stays with 'three of a kind in the front', 'a full house or
    better in the middle' or 'four of a kind or better in the back'; a pair of queens earns
    entry but does not keep a player in."""
    scored = Scored.of(cards(front), cards(middle), cards(back))
    assert not scored.foul and scored.fantasyland_entry
    assert scored.fantasyland_stay is stays


def test_deuces_in_front_earn_the_next_hand_in_fantasyland() -> None:
    """In play: three deuces in front, no foul, and the next hand is a fantasyland hand for that
    player, dealt by the same dealer."""
    deuces = ("2h 2d 2c", "3s 3c 3d 9h 9d", "5s 5c 5d 5h Ks")
    other = ("Jh 8d 6c", "Th Td 7c 7s 6d", "As Ac Ah Kd Qd")
    first = {1: deuces, 0: other}
    second = {1: other, 0: deuces}
    script = [ofc_deck(first, 2), ofc_deck(second, 2, fantasy=[1])]
    state = load_game("ofc", players=2, hands=2).new_state(seed=5, script=script)
    play_ofc_hand(state, first)
    earned = [e for e in state.view(0)["events"] if e["type"] == "fantasyland"]
    assert [e["seat"] for e in earned] == [1]
    assert state.phase == "fantasyland" and state.to_act == 1
    assert state.view(0)["dealer"] == 0
