"""Bid Whist rule clauses, each citing its section of war-whist-bid-whist.txt ("Bid Whist":
the jokers, A Round of Bidding, Rules of Play, Scoring Bid Whist)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from widow import IllegalActionError, load_game
from widow.cards import CARDS, Card, parse_cards
from widow.engine.tricks.play import TrickTable
from widow.games.bid_whist.rules import BidWhistState, card_rank, suits_for


def deal(dealer: int, hands: list[str], kitty: str, **options: Any) -> BidWhistState:
    """A game whose first hand is dealt exactly as given."""
    cut = ["5c", "6c", "7c", "8c"]
    cut[dealer] = "Ac"
    parsed = [[str(c) for c in parse_cards(h)] for h in hands]
    deck = [parsed[(dealer + 1 + i) % 4][i // 4] for i in range(48)]
    deck += [str(c) for c in parse_cards(kitty)]
    game = load_game("bid-whist", players=4, **options)
    state = game.new_state(seed=1, script=[cut, deck])
    assert isinstance(state, BidWhistState)
    return state


# Seat 0: both jokers and high spades; the others hold the rest in suit blocks.
HANDS = [
    "XR XB As Ks Qs Js Ts 9s 8s Ah Kh Qh",
    "7s 6s 5s 4s 3s 2s Jh Th 9h 8h 7h 6h",
    "Ad Kd Qd Jd Td 9d 8d 7d 6d 5d 4d 3d",
    "Ac Kc Qc Jc Tc 9c 8c 7c 6c 5c 4c 3c",
]
KITTY = "5h 4h 3h 2h 2d 2c"


def random_game(seed: int, **options: Any) -> tuple[BidWhistState, list[dict[str, Any]]]:
    state = load_game("bid-whist", players=4, **options).new_state(seed=seed)
    assert isinstance(state, BidWhistState)
    rng = random.Random(seed)
    events = [e.to_dict() for e in state.recent_events()]
    while not state.is_over:
        events += [e.to_dict() for e in state.apply(rng.choice(state.legal_actions()))]
    return state, events


def test_fifty_two_cards_and_two_jokers_twelve_each_and_a_kitty_of_six() -> None:
    """A Round of Bidding: twelve cards each, one at a time; the six left form the kitty."""
    state = deal(3, HANDS, KITTY)
    assert sorted(state.pack()) == list(CARDS[:54])
    assert [sorted(h) for h in state.hands] == [sorted(parse_cards(h)) for h in HANDS]
    assert sorted(state.kitty) == sorted(parse_cards(KITTY))
    view = state.view(1)
    assert view["kitty"] == ["??"] * 6 and view["seats"][0]["hand"] == ["??"] * 12


def test_bidding_goes_once_round_from_the_dealers_left() -> None:
    """A Round of Bidding: the player left of the dealer passes or bids first; one round."""
    state = deal(3, HANDS, KITTY)
    assert state.to_act == 0
    state.apply("bid 4 high")
    state.apply("pass")
    state.apply("pass")
    state.apply("pass")
    assert state.phase == "declare" and state.to_act == 0


def test_a_bid_must_beat_the_last_and_no_trump_beats_the_same_number() -> None:
    """A Round of Bidding / Rules of Play: a higher number, or no trump over the same number;
    high and low of the same number are worth the same."""
    state = deal(3, HANDS, KITTY)
    state.apply("bid 3 high")
    legal = {str(a) for a in state.legal_actions()}
    assert "bid 3 low" not in legal and "bid 3 high" not in legal
    assert "bid 3 notrump" in legal and "bid 4 low" in legal
    with pytest.raises(IllegalActionError, match="must beat bid 3 high"):
        state.apply("bid 3 low")
    state.apply("bid 3 notrump")
    assert "bid 4 high" in {str(a) for a in state.legal_actions()}
    assert "bid 3 notrump" not in {str(a) for a in state.legal_actions()}


def test_the_dealer_must_bid_when_three_pass() -> None:
    """A Round of Bidding: if the first three players pass, the dealer must bid."""
    state = deal(3, HANDS, KITTY)
    for _ in range(3):
        state.apply("pass")
    assert "pass" not in {str(a) for a in state.legal_actions()}
    with pytest.raises(IllegalActionError, match="dealer must bid"):
        state.apply("pass")


def test_declarer_names_trump_takes_the_kitty_and_discards_six_as_a_trick() -> None:
    """A Round of Bidding: the high bidder names trump (or high or low for no trump), picks up
    the kitty and discards six cards, which count as the first trick won; then leads."""
    state = deal(3, HANDS, KITTY)
    state.apply("bid 5 high")
    for _ in range(3):
        state.apply("pass")
    assert {str(a) for a in state.legal_actions()} == {
        "trump clubs",
        "trump diamonds",
        "trump hearts",
        "trump spades",
    }
    state.apply("trump spades")
    assert len(state.hands[0]) == 18 and state.phase == "discard"
    assert state.view(1)["seats"][0]["hand"] == ["??"] * 18
    for card in parse_cards("2h 2d 2c 3h 4h 5h"):
        state.apply(f"discard {card}")
    assert state.phase == "play" and state.to_act == 0
    assert state.view(1)["discards"] == ["??"] * 6
    assert sorted(state.view(0)["discards"]) == sorted(["2h", "2d", "2c", "3h", "4h", "5h"])


def test_no_trump_declarer_chooses_high_or_low() -> None:
    """A Round of Bidding: after a winning no-trump bid, the bidder says high or low."""
    state = deal(3, HANDS, KITTY)
    state.apply("bid 2 notrump")
    for _ in range(3):
        state.apply("pass")
    assert {str(a) for a in state.legal_actions()} == {"direction high", "direction low"}
    state.apply("direction low")
    assert state.trump is None and state.direction == "low"


def table(hands: list[str], trump: int | None, direction: str, plays: str) -> TrickTable:
    trumps = trump is not None
    t = TrickTable(
        [list(parse_cards(h)) for h in hands],
        trump=trump,
        rank=lambda c: card_rank(c, direction, trumps),
        suits=suits_for(trump),
    )
    for card in parse_cards(plays):
        assert t.to_play is not None
        t.play(t.to_play, card)
    return t


@pytest.mark.parametrize(
    ("direction", "plays", "winner"),
    [
        ("high", "Ah Kh Qh 2h", 0),
        ("low", "Kh 2h Ah 3h", 2),  # low: ace, then two, three ... king
        ("low", "3h 2h Kh Qh", 1),
        ("high", "Ah 2s Kh Qh", 1),  # any trump beats the suit led
        ("high", "2s XB Ah XR", 3),  # big joker over little joker over the trump ace
        ("low", "As XB 2s Ah", 1),
    ],
)
def test_card_orders_with_trumps(direction: str, plays: str, winner: int) -> None:
    """Rules of Play: the trump suit beats the others; within a suit big joker, little joker,
    then ace down to two (high) or ace, two, three up to king (low)."""
    cards = list(parse_cards(plays))
    t = table([str(c) for c in cards], 3, direction, plays)
    assert t.tricks[0].winner == winner


def test_without_trumps_jokers_are_worthless_and_a_led_joker_lets_the_next_card_set_suit() -> None:
    """Rules of Play: without a trump suit the jokers have no value; a joker led lets the next
    player's card set the suit everyone must then follow."""
    t = table(["XR 2c", "5d 9h", "Kd Ah", "3d 4c"], None, "high", "XR")
    assert len(t.legal_cards(1)) == 2  # any card: nothing to follow yet
    t.play(1, Card.parse("5d"))
    assert [str(c) for c in t.legal_cards(2)] == ["Kd"]
    t.play(2, Card.parse("Kd"))
    t.play(3, Card.parse("3d"))
    assert t.tricks[0].winner == 2
    t = table(["Ah 2c", "XB 9c", "Kh 3c", "Qh 4c"], None, "high", "Ah XB Kh Qh")
    assert t.tricks[0].winner == 0  # the joker played to hearts is worth nothing


def test_following_suit_is_required() -> None:
    """Rules of Play: follow suit if you can; otherwise any card, trump included."""
    state = deal(3, HANDS, KITTY)
    state.apply("bid 5 high")
    for _ in range(3):
        state.apply("pass")
    state.apply("trump spades")
    for card in parse_cards("2h 2d 2c 3h 4h 5h"):
        state.apply(f"discard {card}")
    state.apply("play Ah")
    assert {str(a) for a in state.legal_actions()} == {
        f"play {c}" for c in ("Jh", "Th", "9h", "8h", "7h", "6h")
    }
    state.apply("play 6h")
    assert len(state.legal_actions()) == 12  # seat 2 holds no heart


@pytest.mark.parametrize("seed", range(12))
def test_scoring_matches_the_bid(seed: int) -> None:
    """Scoring Bid Whist: made, a point per trick over six (the discards count as a trick);
    set, minus the number bid; no trump doubles; the other side scores nothing."""
    _, events = random_game(seed)
    contract: dict[str, Any] = {}
    tricks = [0, 0]
    scores = [0, 0]
    for event in events:
        if event["type"] == "contract":
            contract = event
            tricks = [0, 0]
        elif event["type"] == "trick-won":
            tricks[event["seat"] & 1] += 1
        elif event["type"] == "hand-scored":
            side = contract["seat"] & 1
            taken = tricks[side] + 1
            number = contract["number"]
            assert event["tricks"] == taken and event["needed"] == 6 + number
            points = taken - 6 if taken >= 6 + number else -number
            if contract["kind"] == "notrump":
                points *= 2
            assert event["points"] == points
            scores[side] += points
            assert list(event["scores"]) == scores


@pytest.mark.parametrize("seed", range(12))
def test_seven_wins_and_minus_seven_goes_out_the_back_door(seed: int) -> None:
    """Scoring Bid Whist: the first side to seven points wins; a side at minus seven loses."""
    state, events = random_game(seed)
    over = next(e for e in events if e["type"] == "game-over")
    s0, s1 = state.scores
    if over["back_door"]:
        assert min(s0, s1) <= -7 and state.scores[1 - over["side"]] <= -7
    else:
        assert state.scores[over["side"]] >= 7
    assert state.outcome()["winners"] == [over["side"], over["side"] + 2]


def test_a_boston_made_scores_quadruple_with_the_option() -> None:
    """Scoring Bid Whist: a bid of seven is a Boston; one variation scores it four times."""
    hands = list(HANDS)
    for quadruple, expected in ((False, 7), (True, 28)):
        state = deal(3, hands, KITTY, boston_quadruple=quadruple)
        state.apply("bid 7 high")
        for _ in range(3):
            state.apply("pass")
        state.apply("trump spades")
        for card in parse_cards("2h 2d 2c 3h 4h 5h"):
            state.apply(f"discard {card}")
        while state.phase == "play":
            seat = state.to_act
            legal = state.legal_actions()
            # The declarer's side plays its best card, the others their lowest.
            state.apply(legal[-1] if seat == 0 else legal[0])
        scored = next(e for e in state.recent_events() if e.type == "hand-scored")
        assert scored.tricks == 13 and scored.points == expected
