"""La Viuda's ranking: wild cards by pool size, jokers, and every Mexican tie-break example
(rules text "whisky-poker-and-la-viuda.txt", section La Viuda)."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from widow.cards import Rank, parse_cards, stripped_deck
from widow.errors import InvalidCardError, InvalidOptionError
from widow.ranking import get_system
from widow.ranking.la_viuda import (
    LaViudaRanking,
    chance_step,
    majority_colour,
    wild_rank_for_pool,
)

# The text's examples need no wild cards; sixes are wild here so none of their cards is.
VIUDA = LaViudaRanking(wild_rank="6")


def _compare(first: str, second: str) -> tuple[str, str]:
    result = VIUDA.compare(VIUDA.value(first), VIUDA.value(second))
    return result.winner, result.reason


# --- wild cards -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("pool", "rank"),
    [
        (1, Rank.ACE),
        (2, Rank.TWO),
        (3, Rank.THREE),
        (11, Rank.JACK),
        (12, Rank.QUEEN),
        (13, Rank.KING),
        (14, Rank.ACE),
        (15, Rank.TWO),
        (27, Rank.ACE),
    ],
)
def test_wild_rank_by_pool_size(pool: int, rank: Rank) -> None:  # La Viuda, wild card by pool
    assert wild_rank_for_pool(pool) is rank
    assert LaViudaRanking(pool=pool).wild_rank is rank


def test_first_deal_has_aces_wild() -> None:  # La Viuda: one chip in the pool at the start
    assert LaViudaRanking().wild_rank is Rank.ACE
    assert LaViudaRanking() == LaViudaRanking(pool=1) == LaViudaRanking(wild_rank="A")


def test_jokers_are_always_wild() -> None:  # La Viuda: "The jokers are wild cards"
    for pool in range(1, 14):
        viuda = LaViudaRanking(pool=pool)
        value = viuda.value("XR XB 9c 9d 9h" if pool != 9 else "XR XB Tc Td Th")
        assert value.category == "five-of-a-kind"
        assert viuda.wild_cards_used(value) == 2


def test_pack_is_52_and_two_jokers() -> None:  # La Viuda: "standard 52-card pack plus two jokers"
    assert len(LaViudaRanking().deck()) == 54


def test_wild_rank_cards_are_wild() -> None:
    viuda = LaViudaRanking(pool=2)
    assert viuda.value("2c Ah Ad Ac 9s").describe() == "four of a kind, aces, using 1 wild card"


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"wild_rank": "2", "pool": 2}, "give wild_rank .* or pool .*, not both"),
        ({"pool": 0}, "pool must be a whole number of chips, 1 or more, not 0"),
        ({"pool": "3"}, "pool must be a whole number"),
        ({"jokers": 5}, "jokers must be 0, 1 or 2"),
        ({"wild_rank": "Z"}, "wild_rank must be a rank"),
    ],
)
def test_bad_options(options: dict[str, object], message: str) -> None:
    with pytest.raises(InvalidOptionError, match=message):
        LaViudaRanking(**options)  # type: ignore[arg-type]


def test_hand_must_have_five_cards() -> None:
    with pytest.raises(InvalidCardError, match="ranks hands of 5 cards; got 6"):
        VIUDA.value("As Ks Qs Js Ts 9s")
    with pytest.raises(InvalidCardError, match=r"got shape \(1, 7\)"):
        VIUDA.evaluate_batch(np.zeros((1, 7), dtype=np.int8))


# --- tie-breaks ---------------------------------------------------------------------------------


def test_poker_rank_comes_first() -> None:  # La Viuda: hands compared as poker hands first
    assert _compare("2c 2d 3h 4s 5c", "Ac Kd Qh 9s 7c") == (
        "first",
        "one pair, twos beats high card, ace",
    )


def test_tie_break_1_fewer_wild_cards() -> None:  # La Viuda, tie-breaks 1
    winner, reason = _compare("9c 9d 9h Kc 2d", "9s 6d 9h Ks 2c")
    assert winner == "first"
    assert reason == "both three of a kind, nines; fewer wild cards: 0 against 1"
    winner, reason = _compare("9c 9d 9h 6c XR", "9s 6d 6h 6s XB")
    assert winner == "first"
    assert reason == "both five of a kind, nines; fewer wild cards: 2 against 4"


def test_tie_break_2_higher_run_example() -> None:  # La Viuda, tie-breaks 2, first example
    assert _compare("8s 8h 9h 5c 4d", "8c 8d 9s 5s 4s") == (
        "first",
        "both one pair, eights; higher same-suit run 9-8 against 5-4",
    )


def test_tie_break_2_longer_run_example() -> None:  # La Viuda, tie-breaks 2, second example
    # The text calls the loser's run "9-8"; its cards hold 8-7 of spades.
    assert _compare("8c 7h 6d 5d 4d", "8s 7s 6c 5s 4c") == (
        "first",
        "both straight, eight high; longer same-suit run 6-5-4 against 8-7",
    )


def test_tie_break_2_any_run_beats_none_example() -> None:  # La Viuda, tie-breaks 2, third example
    assert _compare("Qh Qd 7c 4s 3s", "Qs Qc 7s 4c 3h") == (
        "first",
        "both one pair, queens; same-suit run 4-3 against none",
    )


def test_tie_break_3_more_cards_of_one_colour_example() -> None:  # La Viuda, tie-breaks 3
    assert _compare("Js Jh 7d 7h 5d", "Jc Jd 7s 7c 5h") == (
        "first",
        "both two pair, jacks and sevens; more cards of one colour: 4 red against 3 black",
    )


def test_tie_break_4_colour_draw_example() -> None:  # La Viuda, tie-breaks 4
    first, second = VIUDA.value("Ks Kh 8s 6s 5d"), VIUDA.value("Kd Kc 8h 6c 5h")
    assert first.strength == second.strength
    assert chance_step(first, second) == "colour-draw"
    assert majority_colour(first.cards) == "black"
    assert majority_colour(second.cards) == "red"
    result = VIUDA.compare(first, second)
    assert result.winner == "chance"
    assert "a card drawn from the stock decides, black for the first hand, red for the second" in (
        result.reason
    )


def test_tie_break_5_manotazo_example() -> None:  # La Viuda, tie-breaks 5
    first, second = VIUDA.value("7s 7d Ts 9d 4d"), VIUDA.value("7c 7h Td 9s 4h")
    assert chance_step(first, second) == "manotazo"
    result = VIUDA.compare(first, second)
    assert result.winner == "chance"
    assert "Manotazo" in result.reason


def test_chance_step_is_none_when_strengths_differ() -> None:
    assert chance_step(VIUDA.value("Js Jh 7d 7h 5d"), VIUDA.value("Jc Jd 7s 7c 5h")) is None


def test_runs_count_printed_cards_and_ace_both_ends() -> None:
    # Choices documented in the module: a wild-rank card counts as printed, jokers are in no run,
    # and the ace is next to both the king and the two, without turning the corner.
    assert VIUDA.suit_run(VIUDA.value("6h 7h Kc 2d 9s")) == "7-6"
    assert VIUDA.suit_run(VIUDA.value("XR 8c Kd 2h 4s")) is None
    assert VIUDA.suit_run(VIUDA.value("Ac 2c 9d Jh 4s")) == "2-A"
    assert VIUDA.suit_run(VIUDA.value("Kc Ac 9d Jh 4s")) == "A-K"
    assert VIUDA.suit_run(VIUDA.value("Kc Ac 2c Jh 4s")) == "A-K"
    assert VIUDA.suit_run(VIUDA.value("Qc Kc Ac 2c 3c")) == "A-K-Q"


def test_jokers_have_colours() -> None:
    assert majority_colour(parse_cards("XR 2h 3d 4s 5c")) == "red"
    assert majority_colour(parse_cards("XB 2h 3s 4s 5c")) == "black"


def _best_run(cards: list[int]) -> tuple[int, int]:
    """(length, top) of the best same-suit run, read straight from the cards as printed: the ace
    is next to the king (position 14) and to the two (position 1); (0, 0) for none."""
    best = (0, 0)
    for suit in range(4):
        ranks = {(c >> 2) + 2 for c in cards if c < 52 and c & 3 == suit}
        if 14 in ranks:
            ranks.add(1)
        for top in ranks:
            length = 1
            while top - length in ranks:
                length += 1
            if length >= 2:
                best = max(best, (length, top))
    return best


def test_strength_orders_every_step() -> None:
    # Oracle: the text's steps as a sort key, each from an independent reading of the cards:
    # the high-poker value with the same wild cards, fewer wild cards, the best run, the colour
    # count. Over many random hands the strength must order and tie exactly as the key does.
    rng = np.random.default_rng(7)
    # Hands from a small pack (sevens to queens, the wild fours, the jokers) often tie as poker
    # hands, so the later steps get exercised; hands from the whole pack cover the rest.
    small = np.array([c for c in range(54) if c >= 52 or 5 <= c >> 2 <= 10 or c >> 2 == 2])
    hands = (
        np.argsort(rng.random((1000, 54)), axis=1)[:, :5].tolist()
        + small[np.argsort(rng.random((3000, len(small))), axis=1)[:, :5]].tolist()
    )
    viuda = LaViudaRanking(pool=4)
    high = get_system("high", wild_rank="4", jokers=2)

    def key(cards: list[int]) -> tuple[int, ...]:
        wild = sum(1 for c in cards if c >= 52 or c >> 2 == Rank.FOUR)
        red = sum(1 for c in cards if c == 52 or (c < 52 and c & 3 in (1, 2)))
        return (high.value(cards).strength, -wild, *_best_run(cards), max(red, 5 - red))

    keys = [key(h) for h in hands]
    strengths = [viuda.value(h).strength for h in hands]
    order = sorted(range(len(hands)), key=keys.__getitem__)
    for a, b in itertools.pairwise(order):
        assert (strengths[a] < strengths[b]) == (keys[a] < keys[b]), (hands[a], hands[b])
        assert (strengths[a] == strengths[b]) == (keys[a] == keys[b]), (hands[a], hands[b])
    # Every step decides somewhere in the sample.
    deciding = {
        next((i for i in range(len(keys[a])) if keys[a][i] != keys[b][i]), None)
        for a, b in itertools.pairwise(order)
    }
    assert deciding >= {0, 1, 2, 3, 4, None}


# --- scalar and batch ---------------------------------------------------------------------------


@pytest.mark.parametrize("options", [{}, {"pool": 2}, {"wild_rank": "K", "suit_order": True}])
def test_scalar_equals_batch(options: dict[str, object]) -> None:
    rng = np.random.default_rng(11)
    viuda = get_system("la-viuda", **options)
    hands = np.argsort(rng.random((20_000, 54)), axis=1)[:, :5].astype(np.int16)
    batch = viuda.evaluate_batch(hands)
    assert batch.tolist() == [viuda.evaluate(parse_cards(h.tolist())).strength for h in hands]


def test_batch_rejects_cards_outside_the_pack() -> None:
    one_joker = LaViudaRanking(jokers=1)
    with pytest.raises(InvalidCardError, match="holds 53, which is not a card of the 52\\+1 pack"):
        one_joker.evaluate_batch(np.array([[0, 1, 2, 3, 53]]))


def test_la_viuda_without_a_wild_rank_for_the_stripped_pack() -> None:
    # La Viuda, Variations: the stripped-pack game scores points, so no pool sets a wild rank.
    plain = get_system("la-viuda", rank_wild=False, jokers=0)
    assert not any(plain.is_wild(card) for card in range(52))
    hands = np.array([[int(c) for c in stripped_deck(5).cards[i : i + 5]] for i in range(0, 30, 5)])
    assert [plain.evaluate(tuple(h)).strength for h in hands] == list(plain.evaluate_batch(hands))
    assert plain.value("Ac Ad Kc Kd Kh").category == "full-house"
    with pytest.raises(InvalidOptionError, match="rank_wild"):
        get_system("la-viuda", rank_wild=False, pool=3)
