"""The ``high`` ranking: words, comparisons, options, wild cards, scalar/batch agreement and
agreement with an established evaluator. Counts over every hand live in test_high_counts.py."""

from __future__ import annotations

import numpy as np
import pytest
from _poker_reference import best_with_wilds, reference_value

from widow.cards import parse_cards
from widow.errors import InvalidCardError, InvalidOptionError
from widow.ranking import compare, evaluate, get_system
from widow.ranking.high import HighRanking

RNG_SEED = 20260521


def _random_hands(rng: np.random.Generator, n: int, k: int, deck: int = 52) -> np.ndarray:
    return np.argsort(rng.random((n, deck)), axis=1)[:, :k].astype(np.int8)


# --- words ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "options", "text"),
    [
        ("9c 9d 9h XR XB", {"jokers": 2}, "five of a kind, nines, using 2 wild cards"),
        ("As Ks Qs Js Ts", {}, "royal flush"),
        ("9h 8h 7h 6h 5h", {}, "straight flush, nine high"),
        ("Ah 2h 3h 4h 5h", {}, "straight flush, five high"),
        ("9c 9d 9h 9s 2c", {}, "four of a kind, nines"),
        ("Kc Kd Kh 5s 5c", {}, "full house, kings over fives"),
        ("Ah Jh 8h 4h 2h", {}, "flush, ace high"),
        ("Ah Jh 8h 4h 2h", {"suit_order": True}, "flush in hearts, ace high"),
        ("Th 9c 8d 7s 6h", {}, "straight, ten high"),
        ("4c 4d 4h Ks 2c", {}, "three of a kind, fours"),
        ("As Ad 7c 7d 2h", {}, "two pair, aces and sevens"),
        ("Jh Jc As 9d 4c", {}, "one pair, jacks"),
        ("As Jd 8c 5h 3s", {}, "high card, ace"),
        ("9h 9d 9c 2s XR", {"jokers": 1}, "four of a kind, nines, using 1 wild card"),
        ("As Ks Qs Js Ts", {"royal_flush": False}, "straight flush, ace high"),
    ],
)
def test_describe_strings(hand: str, options: dict[str, object], text: str) -> None:
    assert evaluate(hand, **options).describe() == text


def test_category_names_follow_the_strength() -> None:
    assert evaluate("As Ks Qs Js Ts").category == "royal-flush"
    assert evaluate("As Ks Qs Js Ts", royal_flush=False).category == "straight-flush"
    assert evaluate("Ah 2h 3h 4h 5h").category == "straight-flush"
    assert evaluate("2c 2d 3h 4s 6c").category == "one-pair"


# --- order of hands ------------------------------------------------------------------------------


def test_categories_rank_in_the_standard_order() -> None:  # Poker basics: rank of hands
    hands = [
        "Ac Ad Ah As XR",  # with one joker: five of a kind
        "As Ks Qs Js Ts",
        "9h 8h 7h 6h 5h",
        "9c 9d 9h 9s 2c",
        "Kc Kd Kh 5s 5c",
        "Ah Jh 8h 4h 2h",
        "Th 9c 8d 7s 6h",
        "4c 4d 4h Ks 2c",
        "As Ad 7c 7d 2h",
        "Jh Jc As 9d 4c",
        "As Jd 8c 5h 3s",
    ]
    high = get_system("high", jokers=1)
    strengths = [high.value(h).strength for h in hands]
    assert strengths == sorted(strengths, reverse=True)
    assert len(set(strengths)) == len(strengths)
    categories = [high.value(h).category for h in hands]
    assert categories == list(HighRanking.categories)


def test_wheel_is_the_lowest_straight() -> None:
    assert evaluate("5c 4d 3h 2s Ac") < evaluate("6c 5d 4h 3s 2c")
    assert evaluate("5c 4d 3h 2s Ac").describe() == "straight, five high"


def test_no_round_the_corner_straight() -> None:
    assert evaluate("Qc Kd Ah 2s 3c").category == "high-card"


def test_suits_never_break_ties_by_default() -> None:
    assert compare("Ah Kh 8h 5h 2h", "As Ks 8s 5s 2s").winner == "tie"


def test_suit_order_ranks_flushes_by_suit_first() -> None:  # La Viuda, "Variations" (suit order)
    result = compare("2s 4s 6s 8s Ts", "Ah Kh Qh Jh 9h", suit_order=True)
    assert result.winner == "first"
    assert compare("Ah Kh Qh Jh 9h", "Ad Kd Qd Jd 9d", suit_order=True).winner == "first"
    assert compare("Ad Kd Qd Jd 9d", "Ac Kc Qc Jc 9c", suit_order=True).winner == "first"
    # Within one suit, ranks decide (two hands compared apart, so they may share cards).
    high = get_system("high", suit_order=True)
    assert high.value("Ah Kh Qh Jh 8h") < high.value("Ah Kh Qh Jh 9h")
    # Other categories ignore suits.
    assert compare("9s 8s 7s 6s 5s", "Th 9h 8h 7h 6h", suit_order=True).winner == "second"


def test_values_compare_only_with_values_of_the_same_system() -> None:
    royal = evaluate("As Ks Qs Js Ts")
    assert royal == evaluate("Ah Kh Qh Jh Th")
    assert royal != royal.strength
    assert royal not in [royal.strength, None]
    with pytest.raises(TypeError, match="not supported"):
        assert royal > 0
    prial = evaluate("3c 3d 3h", system="brag")
    assert royal != prial
    with pytest.raises(TypeError, match="cannot compare a 'high' hand with a 'brag' hand"):
        assert royal > prial


def test_compare_names_the_kickers() -> None:
    result = compare("Jh Jc As 9d 4c", "Js Jd Kh Qc 3s")
    assert result.winner == "first"
    assert result.reason == "both one pair, jacks; kickers A-9-4 beat K-Q-3"


def test_compare_between_categories() -> None:
    result = compare("2c 3c 4c 5c 7c", "Ah As Ad Kc Kd")
    assert result.winner == "second"
    assert result.reason == "full house, aces over kings beats flush, seven high"


def test_compare_within_a_category_names_both_hands() -> None:
    result = compare("Kc Kd 5h 5s 5c", "Ah Ad Ac 2h 2d")
    assert result.winner == "second"
    assert result.reason == "full house, aces over twos beats full house, fives over kings"


def test_compare_tie_between_suits() -> None:
    result = compare("Ah Kd 8h 5h 2h", "As Kc 8s 5d 2d")
    assert result.winner == "tie"
    assert result.reason == "both hands are high card, ace"


def test_best_five_of_seven() -> None:
    assert evaluate("Ah Kh Qd Jc Ts 2c 2d").category == "straight"
    assert evaluate("Ah Kh Qh Jh 9h 9c 9d").category == "flush"
    assert evaluate("9h 9c 9d 4h 4c 4d As").describe() == "full house, nines over fours"
    assert evaluate("9h 9c 4d 4h 2c 2d As").describe() == "two pair, nines and fours"


# --- wild cards -----------------------------------------------------------------------------------


def test_wild_rank_makes_all_four_cards_wild() -> None:
    high = get_system("high", wild_rank="2")
    for card in ("2c", "2d", "2h", "2s"):
        assert high.value(f"{card} Ah Ad 9c 7s").describe() == (
            "three of a kind, aces, using 1 wild card"
        )


def test_wild_card_may_copy_a_held_card() -> None:
    # Four nines and a joker: the joker becomes a fifth nine.
    assert evaluate("9c 9d 9h 9s XR", jokers=1).category == "five-of-a-kind"
    # A joker in a flush that already has the ace becomes a second ace.
    high = get_system("high", jokers=1)
    double_ace = high.value("Ah Kh Qh 9h XR")
    assert double_ace.describe() == "flush, ace high, using 1 wild card"
    assert double_ace > high.value("Ah Kh Qh Jh 9h")


def test_all_wild_hand_is_five_aces() -> None:
    high = get_system("high", jokers=2, wild_rank="5")
    assert high.value("5c 5d 5h XR XB").describe() == "five of a kind, aces, using 5 wild cards"


def test_wild_rank_accepts_text_rank_and_int() -> None:
    assert HighRanking(wild_rank="10").wild_rank == HighRanking(wild_rank=8).wild_rank
    assert get_system("high", wild_rank="K") == HighRanking(wild_rank=11)


def test_wild_oracle_five_cards() -> None:
    rng = np.random.default_rng(RNG_SEED)
    high = get_system("high", jokers=2, wild_rank="7")
    checked = 0
    for hand in _random_hands(rng, 4000, 5, 54):
        wild = [c for c in hand if c >= 52 or c >> 2 == 5]
        if not 1 <= len(wild) <= 2:
            continue
        naturals = [(int(c) >> 2, int(c) & 3) for c in hand if c not in wild]
        expected = best_with_wilds(naturals, len(wild), 5)
        assert high.evaluate(parse_cards(hand.tolist())).strength == expected, hand
        checked += 1
        if checked == 60:
            break
    assert checked == 60


def test_wild_oracle_seven_cards() -> None:
    rng = np.random.default_rng(RNG_SEED + 1)
    high = get_system("high", jokers=1)
    checked = 0
    for hand in _random_hands(rng, 200, 7, 53):
        if 52 not in hand:
            continue
        naturals = [(int(c) >> 2, int(c) & 3) for c in hand if c != 52]
        assert high.evaluate(parse_cards(hand.tolist())).strength == best_with_wilds(naturals, 1, 7)
        checked += 1
        if checked == 8:
            break
    assert checked == 8


def test_reference_agrees_without_wilds() -> None:
    rng = np.random.default_rng(RNG_SEED + 2)
    high = get_system("high")
    for hand in _random_hands(rng, 3000, 5):
        cards = [(int(c) >> 2, int(c) & 3) for c in hand]
        assert high.evaluate(parse_cards(hand.tolist())).strength == reference_value(cards)


# --- scalar and batch -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("options", "k", "deck"),
    [
        ({}, 5, 52),
        ({}, 6, 52),
        ({}, 7, 52),
        ({"jokers": 2, "wild_rank": "2"}, 5, 54),
        ({"jokers": 1, "wild_rank": "A"}, 7, 53),
        ({"suit_order": True, "jokers": 2}, 7, 54),
        ({"suit_order": True, "wild_rank": "9"}, 5, 52),
    ],
)
def test_scalar_equals_batch(options: dict[str, object], k: int, deck: int) -> None:
    rng = np.random.default_rng(RNG_SEED + k + deck)
    high = get_system("high", **options)
    hands = _random_hands(rng, 5000, k, deck)
    batch = high.evaluate_batch(hands)
    scalar = [high.evaluate(parse_cards(h.tolist())).strength for h in hands]
    assert batch.tolist() == scalar
    # The bare strength a showdown uses, on the same hands (both scalar paths: the first
    # hands are worked out from rank counts, the later ones looked up in the tables).
    assert [high.strength(parse_cards(h.tolist())) for h in hands] == scalar
    names = [high.categories[i] for i in high.category_index(batch)]
    assert (
        names
        == [high.evaluate(parse_cards(h.tolist())).category for h in hands[:500]] + names[500:]
    )


def test_batch_accepts_any_integer_dtype() -> None:
    rng = np.random.default_rng(RNG_SEED)
    hands = _random_hands(rng, 100, 5)
    high = get_system("high")
    expected = high.evaluate_batch(hands.astype(np.int64))
    for dtype in (np.int8, np.uint8, np.int16, np.int32, np.uint16):
        assert np.array_equal(high.evaluate_batch(hands.astype(dtype)), expected)
    assert np.array_equal(high.evaluate_batch(np.asfortranarray(hands)), expected)


# --- agreement with phevaluator -------------------------------------------------------------------


@pytest.mark.parametrize("k", [5, 7])
def test_order_agrees_with_phevaluator(k: int) -> None:
    phevaluator = pytest.importorskip("phevaluator")
    rng = np.random.default_rng(RNG_SEED + 10 * k)
    hands = _random_hands(rng, 200_000, k)
    ours = get_system("high").evaluate_batch(hands)
    theirs = np.array([phevaluator.evaluate_cards(*row) for row in hands.tolist()])
    # phevaluator ranks 1 (best) upwards: our order must be its exact reverse, ties included.
    order = np.lexsort((-theirs, ours))
    assert np.all(np.diff(theirs[order]) <= 0)
    same_ours = np.diff(ours[order]) == 0
    same_theirs = np.diff(theirs[order]) == 0
    assert np.array_equal(same_ours, same_theirs)


# --- bad input ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"jokers": 3}, "jokers must be 0, 1 or 2, not 3"),
        ({"wild_rank": "1"}, "wild_rank must be a rank"),
        ({"suit_order": "yes"}, "suit_order must be True or False"),
        ({"royal_flush": 1}, "royal_flush must be True or False"),
    ],
)
def test_bad_options(options: dict[str, object], message: str) -> None:
    with pytest.raises(InvalidOptionError, match=message):
        HighRanking(**options)  # type: ignore[arg-type]


def test_unhashable_option_is_named() -> None:
    with pytest.raises(InvalidOptionError, match=r"wild_rank must be a rank .* not \['2'\]"):
        get_system("high", wild_rank=["2"])


def test_hand_checks() -> None:
    with pytest.raises(InvalidCardError, match="ranks hands of 5 or 6 or 7 cards; got 4"):
        evaluate("As Ks Qs Js")
    with pytest.raises(InvalidCardError, match="'XR' is not in the standard pack"):
        evaluate("As Ks Qs Js XR")


def test_batch_checks() -> None:
    high = get_system("high")
    with pytest.raises(InvalidCardError, match=r"got shape \(2, 4\)"):
        high.evaluate_batch(np.zeros((2, 4), dtype=np.int8))
    with pytest.raises(InvalidCardError, match="must be integers"):
        high.evaluate_batch(np.zeros((2, 5), dtype=np.float64))
    bad = np.array([[0, 1, 2, 3, 4], [0, 1, 2, 3, 52]])
    with pytest.raises(InvalidCardError, match=r"row 1 of the batch .* holds 52"):
        high.evaluate_batch(bad)
    with pytest.raises(InvalidCardError, match="holds -1"):
        high.evaluate_batch(np.array([[0, 1, 2, 3, -1]]))
    with pytest.raises(InvalidCardError, match="holds 99"):
        high.evaluate_batch(np.array([[0, 1, 2, 3, 99]]))


# --- tables -------------------------------------------------------------------------------------


def test_rank_keys_give_each_rank_multiset_its_own_slot() -> None:
    from widow.ranking import _poker

    tables = _poker.tables()
    for size in range(8):
        multisets = _poker._multisets(size, 4)
        slots = {tables.slot(_poker._rank_sum(m)) for m in multisets}
        assert len(slots) == len(multisets)


def test_tables_are_cached_and_reloaded(tmp_path: object, monkeypatch: pytest.MonkeyPatch) -> None:
    from pathlib import Path

    from widow.ranking import _cache, _poker

    path = Path(str(tmp_path)) / f"poker-tables-v{_poker.TABLE_VERSION}-{_poker.HASH_SHIFT}.npz"
    monkeypatch.setattr(_cache, "cache_root", lambda: path.parent)
    _poker._rank_hash_arrays.cache_clear()
    _poker.tables.cache_clear()
    try:
        built = _poker.tables()
        assert path.exists()
        _poker.tables.cache_clear()
        loaded = _poker.tables()
        assert loaded is not built
        assert np.array_equal(loaded.nonflush, built.nonflush)
        assert np.array_equal(loaded.flush, built.flush)
        assert np.array_equal(loaded.offsets, built.offsets)
    finally:
        _poker.tables.cache_clear()
        _poker._rank_hash_arrays.cache_clear()


def test_damaged_table_cache_is_rebuilt(tmp_path: object, monkeypatch: pytest.MonkeyPatch) -> None:
    from pathlib import Path

    from widow.ranking import _cache, _poker

    path = Path(str(tmp_path)) / f"poker-tables-v{_poker.TABLE_VERSION}-{_poker.HASH_SHIFT}.npz"
    path.write_bytes(b"")  # as a full disk might leave it
    monkeypatch.setattr(_cache, "cache_root", lambda: path.parent)
    _poker._rank_hash_arrays.cache_clear()
    _poker.tables.cache_clear()
    try:
        assert len(_poker.tables().offsets) == 1 << (_poker.RANK_BITS - _poker.HASH_SHIFT)
        assert path.stat().st_size > 0
    finally:
        _poker.tables.cache_clear()
        _poker._rank_hash_arrays.cache_clear()


def test_batch_with_repeated_cards_stays_inside_the_tables() -> None:
    # Batches are not checked for repeats (that would cost a pass); such rows get some value,
    # never a crash or a read outside the tables.
    hands = np.array([[51] * 7, [51] * 5 + [0, 0], [0] * 7], dtype=np.int8)
    assert get_system("high", jokers=2).evaluate_batch(hands).shape == (3,)
