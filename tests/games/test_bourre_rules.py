"""Bourre rule clauses, each citing its section of
commerce-paiute-preference-horse-race-faro-farmer-tonk-bourre-brag-lowball.txt ("Bourré":
Setup, Determining pass or play, Play of the hand, Penalties and awarding the pot)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from bourre_support import deal

from widow import IllegalActionError, InvalidOptionError, load_game
from widow.cards import CARDS, Card, parse_card, parse_cards
from widow.engine.tricks.play import TrickTable
from widow.games.bourre.play import bourre_cards, is_cinch
from widow.games.bourre.rules import BourreState


def random_match(seed: int, players: int, **options: Any) -> tuple[BourreState, list[dict]]:
    state = load_game("bourre", players=players, **options).new_state(seed=seed)
    assert isinstance(state, BourreState)
    rng = random.Random(seed)
    events = [e.to_dict() for e in state.recent_events()]
    while not state.is_over:
        events += [e.to_dict() for e in state.apply(rng.choice(state.legal_actions()))]
    return state, events


FOUR = ["As Ks 2h 3h 4h", "Qs 5h 6h 7h 8h", "Js 9h Th Jh Qh", "2d 3d 4d 5d Kd"]


@pytest.mark.parametrize("players", [1, 9])
def test_two_to_eight_players(players: int) -> None:
    """Bourré: as few as two or as many as eight players."""
    with pytest.raises(InvalidOptionError, match="bourre takes 2 to 8 players"):
        load_game("bourre", players=players)


def test_everyone_antes_and_gets_five_cards_with_the_dealers_last_face_up() -> None:
    """Setup: all players ante; five cards each, one at a time; the dealer's last card is dealt
    face up and its suit is trump; the rest is the stock."""
    state = deal(4, 3, FOUR, ante=2)
    assert state.pot == 8 and state.chips == [48] * 4
    assert [sorted(h) for h in state.hands] == [sorted(parse_cards(h)) for h in FOUR]
    assert str(state.turn_up) == "Kd" and state.trump == 1
    assert len(state.stock) == 52 - 20
    for seat in range(4):
        view = state.view(seat)
        assert view["trump"] == "d" and view["turn_up"] == "Kd"
        assert "Kd" in view["seats"][3]["hand"]
        if seat != 3:
            assert view["seats"][3]["hand"].count("??") == 4


def test_pass_or_play_goes_round_from_the_dealers_left_and_a_pass_discards_the_hand() -> None:
    """Determining pass or play: the player left of the dealer declares first, then clockwise to
    the dealer; a player who passes puts the cards face down on the discard pile."""
    state = deal(4, 3, FOUR)
    assert state.to_act == 0
    state.apply("pass")
    assert state.to_act == 1 and state.hands[0] == [] and len(state.discards) == 5
    view = state.view(1)
    assert view["discards"] == 5 and view["your_discards"] == []
    own = state.view(0)["your_discards"]
    assert sorted(own) == sorted(str(c) for c in parse_cards(FOUR[0]))


def test_a_player_may_discard_any_number_and_draws_as_many() -> None:
    """Determining pass or play: a player who plays may discard from none to all five cards and
    is dealt as many from the stock."""
    state = deal(4, 3, FOUR)
    top = state.stock[:3]
    state.apply("draw 2h 3h 4h")
    assert sorted(state.hands[0]) == sorted([*parse_cards("As Ks"), *top])
    assert len(state.legal_actions()) == 2 + 31  # pass, stay and every set of cards to discard
    other = state.view(1)
    drew = next(e for e in other["events"] if e["type"] == "drew")
    assert drew["count"] == 3 and drew["took"] == ["??"] * 3


def test_an_empty_stock_is_refilled_from_the_discards_less_the_players_own() -> None:
    """Determining pass or play: when the stock runs out, the discard pile is shuffled, with the
    active player's discards set aside, and the replacements are dealt from it."""
    hands = [" ".join(str(CARDS[5 * s + k]) for k in range(5)) for s in range(8)]
    state = deal(8, 7, hands)
    assert len(state.stock) == 12
    for seat in range(3):
        mine = [str(c) for c in state.hands[seat]]
        events = state.apply("draw " + " ".join(mine))
        if any(e.type == "reshuffled" for e in events):
            assert seat == 2
            assert not set(state.hands[2]) & {parse_card(c) for c in mine}
            assert {parse_card(c) for c in mine} <= set(state.discards)
    assert any(e.type == "reshuffled" for e in state.recent_events())


def test_the_dealer_must_play_when_an_ace_is_turned_up() -> None:
    """Determining pass or play: with an ace turned up the dealer is compelled to play."""
    hands = ["2s 3s 4s 5s 6s", "2h 3h 4h 5h 6h", "2c 3c 4c 5c 6c", "7s 8s 9s Ts Ad"]
    state = deal(4, 3, hands)
    for _ in range(3):
        state.apply("stay")
    legal = [str(a) for a in state.legal_actions()]
    assert "pass" not in legal and "stay" in legal
    with pytest.raises(IllegalActionError, match="turned-up card is an ace"):
        state.apply("pass")


def test_the_turned_up_card_stays_with_the_dealer() -> None:
    """Our convention: the dealer keeps the turned-up trump card through the draw."""
    state = deal(4, 3, FOUR)
    for _ in range(3):
        state.apply("stay")
    assert "draw Kd" not in [str(a) for a in state.legal_actions()]
    with pytest.raises(IllegalActionError, match="stays in the dealer's hand"):
        state.apply("draw Kd")


def test_when_everyone_else_passes_the_dealer_plays_and_takes_the_pot() -> None:
    """Determining pass or play: if all but the dealer pass, the dealer plays and takes the pot;
    one player alone wins the pot by default."""
    state = deal(4, 3, FOUR, hands=2)
    for _ in range(3):
        state.apply("pass")
    assert "pass" not in [str(a) for a in state.legal_actions()]
    events = [e.to_dict() for e in state.apply("stay")]
    won = next(e for e in events if e["type"] == "pot-won")
    assert won == {"type": "pot-won", "seat": 3, "amount": 4, "tricks": 0}
    assert state.chips[3] == 49 + 4 - 1  # won the pot, then anted to the next hand


def test_a_single_player_in_wins_without_play() -> None:
    """Determining pass or play: if only one player decides to play, that player wins the pot."""
    state = deal(4, 3, FOUR, hands=2)
    state.apply("pass")
    state.apply("stay")
    state.apply("pass")
    events = [e.to_dict() for e in state.apply("pass")]
    assert next(e for e in events if e["type"] == "pot-won")["seat"] == 1


def table(hands: list[str], trump: str, plays: str = "") -> TrickTable:
    t = TrickTable(
        [list(parse_cards(h)) for h in hands],
        trump="cdhs".index(trump),
        rule=bourre_cards,
    )
    for card in parse_cards(plays):
        assert t.to_play is not None
        t.play(t.to_play, card)
    return t


def texts(cards: list[Card]) -> list[str]:
    return [str(c) for c in cards]


def test_follow_suit_and_head_the_trick_when_able() -> None:
    """Play of the hand: follow suit; and a player who can play the highest card so far of the
    suit led must."""
    t = table(["9h 2c", "Th 3h Ks", "4h 5h 2s"], "s", "9h")
    assert texts(t.legal_cards(1)) == ["Th"]
    t.play(1, Card.parse("Th"))
    assert texts(t.legal_cards(2)) == ["4h", "5h"]  # cannot beat the ten: any heart


def test_after_a_trump_the_suit_led_may_be_followed_low() -> None:
    """Play of the hand: when a trump makes heading the suit moot, a lower card of the suit led
    may be played."""
    t = table(["9h 2c", "2s 3c 4c", "Th 3h 2d"], "s", "9h 2s")
    assert texts(t.legal_cards(2)) == ["3h", "Th"]


def test_unable_to_follow_you_must_trump_and_overtrump() -> None:
    """Play of the hand: unable to follow, you must trump if you can, and play the highest trump
    so far if able; only without trumps may you play anything."""
    t = table(["9h 2c", "5s 3c 4c", "3s Qs 2d", "2d 3d 4d"], "s", "9h 5s")
    assert texts(t.legal_cards(2)) == ["Qs"]
    t.play(2, Card.parse("Qs"))
    assert texts(t.legal_cards(3)) == ["2d", "3d", "4d"]
    t = table(["9h 2c", "5s 3c 4c", "3s 4s 2d"], "s", "9h 5s")
    assert texts(t.legal_cards(2)) == ["3s", "4s"]  # cannot overtrump: any trump


def test_a_cinch_leads_and_trumps_with_its_highest_trump() -> None:
    """Play of the hand: a player certain of three tricks must lead the highest trump and must
    trump with the highest trump."""
    t = table(["As Ks Qs 2h 3c", "2s 3s 4h 5h 6h"], "s")
    assert is_cinch(t, 0)
    assert texts(t.legal_cards(0)) == ["As"]
    t = table(["2d 3d 4d 5d 6d", "As Ks Qs 2h 3c"], "s", "2d")
    assert texts(t.legal_cards(1)) == ["As"]
    t = table(["Ks Qs Js 2h 3c", "As 3s 4h 5h 6h"], "s")
    assert not is_cinch(t, 0) and len(t.legal_cards(0)) == 5


def judge(hand: list[Card], plays: list[tuple[int, Card]], card: Card, trump: int) -> bool:
    """The obligations written out here from the text, apart from the cinch, for checking the
    engine on random play."""
    if not plays:
        return card in hand
    led = plays[0][1] & 3
    follow = [c for c in hand if c & 3 == led]
    if follow:
        if card & 3 != led:
            return False
        trumped = led != trump and any(c & 3 == trump for _, c in plays)
        best = max(c for _, c in plays if c & 3 == led)
        return trumped or card > best or all(c < best for c in follow)
    trumps = [c for c in hand if c & 3 == trump]
    if trumps:
        if card & 3 != trump:
            return False
        best = max((c for _, c in plays if c & 3 == trump), default=-1)
        return card > best or all(c < best for c in trumps)
    return True


@pytest.mark.parametrize("seed", range(8))
def test_random_play_keeps_every_obligation(seed: int) -> None:
    """Play of the hand, checked on random matches against the judge above (a cinch's card,
    being a trump that beats every other, satisfies it too)."""
    state = load_game("bourre", players=2 + seed % 7).new_state(seed=seed)
    assert isinstance(state, BourreState)
    rng = random.Random(seed)
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        if state.phase == "play":
            table_ = state.trick_table
            seat = state.to_act
            assert seat is not None
            card = parse_card(str(action).split()[1])
            assert judge(table_.hands[seat], table_.current.plays, card, state.trump)
        state.apply(action)


@pytest.mark.parametrize("seed", range(10))
def test_the_pot_goes_to_the_most_tricks_ties_carry_and_bourre_pays_the_pot(seed: int) -> None:
    """Penalties and awarding the pot: the most tricks alone take the pot (three always do, two
    when the others take one each); on a tie the pot stays and only those who did not tie ante
    to the next hand; a player who played and took no trick pays the pot's amount into the
    next."""
    players = 2 + seed % 7
    _, events = random_match(seed, players, hands=6)
    kinds = {e["type"] for e in events}
    assert "pot-won" in kinds
    tricks: dict[int, int] = {}
    pot = 0
    expect_tied: set[int] = set()
    expect_owed: list[tuple[int, int]] = []
    for event in events:
        kind = event["type"]
        if kind == "pot-built":
            antes = set(event["antes"])
            assert antes == set(range(players)) - expect_tied
            assert [tuple(p) for p in event["penalties"]] == expect_owed
            pot = event["pot"]
            tricks, expect_tied, expect_owed = {}, set(), []
        elif kind in ("stayed", "drew"):
            tricks[event["seat"]] = 0
        elif kind == "trick-won":
            tricks[event["seat"]] += 1
        elif kind == "pot-won":
            assert event["amount"] == pot
            if event["tricks"]:
                best = max(tricks.values())
                assert tricks[event["seat"]] == best == event["tricks"]
                assert sum(1 for t in tricks.values() if t == best) == 1
            else:
                assert list(tricks) == [event["seat"]]
        elif kind == "pot-stays":
            best = max(tricks.values())
            assert set(event["tied"]) == {s for s, t in tricks.items() if t == best}
            assert len(event["tied"]) > 1
            expect_tied = set(event["tied"])
        elif kind == "bourre":
            assert tricks[event["seat"]] == 0 and event["amount"] == pot
            expect_owed.append((event["seat"], pot))


def test_the_bourre_payment_may_be_capped() -> None:
    """House rule (option limit): going bourre costs at most the limit."""
    _, events = random_match(3, 6, limit=2, hands=4)
    amounts = [e["amount"] for e in events if e["type"] == "bourre"]
    assert amounts and max(amounts) <= 2


def test_chips_are_conserved_and_the_last_pot_is_shared() -> None:
    """Our convention: after the last hand, penalties owed are paid and the pot is shared."""
    state, events = random_match(4, 5, hands=3)
    assert state.pot == 0 and sum(state.chips) == 5 * 50
    assert state.deal_no == 3
    shared = [e for e in events if e["type"] == "pot-shared"]
    if shared:
        amounts = [a for _, a in shared[0]["shares"]]
        assert max(amounts) - min(amounts) <= 1
    assert sum(s["money"] for s in state.outcome()["seats"]) == 0
