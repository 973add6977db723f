"""The trick engine: following suit, trick winners, the lead, and the constrained redeal."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from widow.cards import CARDS, Card, parse_cards
from widow.engine.tricks.play import TrickTable, constrained_deal, follow_suit, play_card


def table_of(*hands: str, trump: int | None = None, leader: int = 0) -> TrickTable:
    return TrickTable([list(parse_cards(h)) for h in hands], trump=trump, leader=leader)


def test_following_suit_is_required_when_possible() -> None:
    t = table_of("Ah 2c", "3h 4c", "5d 6d")
    t.play(0, Card.parse("2c"))
    assert follow_suit(t, 1) == [Card.parse("4c")]
    t.play(1, Card.parse("4c"))
    assert follow_suit(t, 2) == sorted(parse_cards("5d 6d"))


def test_trick_goes_to_highest_trump_then_highest_of_suit_led() -> None:
    t = table_of("Qh", "Ah", "2s", "Kd", trump=3)
    for seat, card in enumerate(parse_cards("Qh Ah 2s Kd")):
        trick = t.play(seat, card)
    assert trick is not None and trick.winner == 2
    t = table_of("Qh", "Ah", "2s", "Kd", trump=None)
    for seat, card in enumerate(parse_cards("Qh Ah 2s Kd")):
        trick = t.play(seat, card)
    assert trick is not None and trick.winner == 1


def test_the_winner_leads_and_the_table_records_who_showed_out() -> None:
    t = table_of("2h 3h", "Ah 4s", "5h 6h")
    for seat, card in enumerate(parse_cards("2h Ah 5h")):
        t.play(seat, card)
    assert t.to_play == 1 and t.won == [0, 1, 0]
    t.play(1, Card.parse("4s"))
    t.play(2, Card.parse("6h"))
    assert t.shown_out[2] == {3}
    t.play(0, Card.parse("3h"))
    assert t.done and t.tricks[-1].winner == 1


def test_copies_are_independent() -> None:
    t = table_of("2h 3h", "Ah 4s")
    other = t.copy()
    other.play(0, Card.parse("2h"))
    assert t.hands[0] == list(parse_cards("2h 3h")) and t.current.plays == []


def test_play_card_actions_are_shared_and_parse_back() -> None:
    assert play_card(Card.parse("Td")) is play_card(Card.parse("Td"))
    assert str(play_card(Card.parse("Td"))) == "play Td"


def brute_force(
    groups: list[tuple[list[Card], list[str]]], room: dict[str, int]
) -> Counter[tuple[tuple[str, tuple[Card, ...]], ...]]:
    """Every deal, counted once (the oracle for the exact sampler)."""
    cards = [c for g, _ in groups for c in g]
    allowed = {c: set(w) for g, w in groups for c in g}
    places = [p for p, n in room.items() for _ in range(n)]
    deals: Counter[tuple[tuple[str, tuple[Card, ...]], ...]] = Counter()
    for order in set(itertools.permutations(places)):
        if all(p in allowed[c] for c, p in zip(cards, order, strict=True)):
            key = tuple(
                (p, tuple(sorted(c for c, q in zip(cards, order, strict=True) if q == p)))
                for p in room
            )
            deals[key] += 1
    return deals


@pytest.mark.parametrize(
    "case",
    [
        # One place open to every group.
        (
            [("As Ks Qs", ["n", "e"]), ("Ah Kh", ["e", "w"]), ("Ac", ["n", "e", "w"])],
            {"n": 2, "e": 2, "w": 2},
        ),
        # Two places open to every group (a kitty and a discard pile): dealt as one, then split.
        (
            [
                ("As Ks", ["n", "k", "d"]),
                ("Ah Kh Qh", ["e", "k", "d"]),
                ("Ac", ["n", "e", "k", "d"]),
            ],
            {"n": 2, "e": 2, "k": 1, "d": 1},
        ),
    ],
)
def test_constrained_deal_is_uniform_over_every_allowed_deal(
    case: tuple[list[tuple[str, list[str]]], dict[str, int]],
) -> None:
    """The redeal used by ``resample``: compared with the full list of deals, each one comes
    up about equally often (a chi-square style bound over 6000 draws)."""
    groups = [(list(parse_cards(cards)), where) for cards, where in case[0]]
    room = case[1]
    oracle = brute_force(groups, room)
    assert len(oracle) > 5
    rng = random.Random(5)
    seen: Counter[tuple[tuple[str, tuple[Card, ...]], ...]] = Counter()
    draws = 6000
    for _ in range(draws):
        deal = constrained_deal(groups, room, rng)
        seen[tuple((p, tuple(sorted(deal[p]))) for p in room)] += 1
    assert set(seen) == set(oracle)
    expected = draws / len(oracle)
    chi2 = sum((seen[k] - expected) ** 2 / expected for k in oracle)
    # 99.9% point of chi-square with len(oracle)-1 degrees of freedom stays below 3x dof + 15.
    assert chi2 < 3 * (len(oracle) - 1) + 15


def test_constrained_deal_refuses_impossible_constraints() -> None:
    with pytest.raises(ValueError, match="no deal"):
        constrained_deal([(list(parse_cards("As Ks")), ["n"])], {"n": 1, "e": 1}, random.Random(1))


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), voids=st.lists(st.tuples(st.integers(0, 2), st.integers(0, 3))))
def test_constrained_deal_respects_room_and_voids(seed: int, voids: list[tuple[int, int]]) -> None:
    rng = random.Random(seed)
    cards = rng.sample(CARDS[:52], 12)
    room = {0: 4, 1: 4, 2: 4}
    void = {(p, s) for p, s in voids}
    groups = [
        ([c for c in cards if c & 3 == s], [p for p in room if (p, s) not in void])
        for s in range(4)
    ]
    try:
        deal = constrained_deal(groups, room, rng)
    except ValueError:
        assert not brute_force_possible(groups, room)
        return
    assert sorted(c for p in room for c in deal[p]) == sorted(cards)
    for p in room:
        assert len(deal[p]) == room[p]
        assert all((p, c & 3) not in void for c in deal[p])


def brute_force_possible(groups: list[tuple[list[Card], list[int]]], room: dict[int, int]) -> bool:
    """Whether any deal exists (a flow argument small enough to enumerate by counts)."""
    sizes = [len(g) for g, _ in groups]

    def fits(i: int, left: tuple[int, ...]) -> bool:
        if i == len(groups):
            return not any(left)
        allowed = groups[i][1]
        for split in itertools.product(*(range(left[p] + 1) for p in range(3))):
            ok = sum(split) == sizes[i] and all(split[p] == 0 or p in allowed for p in range(3))
            if ok and fits(i + 1, tuple(left[p] - split[p] for p in range(3))):
                return True
        return False

    return fits(0, tuple(room[p] for p in range(3)))


def recorded_voids(table: TrickTable, seat: int, card: Card, voids: list[set[int]]) -> None:
    """The suits a seat shows out of, noted card by card as the play goes (the oracle for
    ``shown_out``, which works them out from the tricks): the suit to follow is that of the
    first card with a suit in the trick so far."""
    led = table.led()
    if table.current.plays and led is not None and table.suits[card] != led:
        voids[seat].add(led)


@pytest.mark.parametrize("seed", range(30))
def test_shown_out_matches_the_suits_not_followed_card_by_card(seed: int) -> None:
    """Whatever a seat plays off the suit led shows it void there; with suitless jokers, a
    joker led leaves the suit to follow to the next card with a suit."""
    rng = random.Random(seed)
    jokers = seed % 2 == 1
    pack = list(CARDS[:54] if jokers else CARDS[:52])
    rng.shuffle(pack)
    players = 3 + seed % 3
    size = len(pack) // players
    hands = [pack[i * size : (i + 1) * size] for i in range(players)]
    t = TrickTable(hands, trump=rng.choice([None, 0, 1, 2, 3]), leader=rng.randrange(players))
    voids: list[set[int]] = [set() for _ in range(players)]
    while not t.done:
        seat = t.to_play
        assert seat is not None
        # Any card at all, so that revokes show out too; the record says what was not followed.
        card = rng.choice(t.hands[seat])
        recorded_voids(t, seat, card, voids)
        t.play(seat, card)
        assert t.shown_out == voids
        assert t.copy().shown_out == voids
