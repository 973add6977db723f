"""Soko (Canadian Stud): one named test per clause of its section of the rules texts
(soko-ofc-chinese-pineapple-anaconda-paiute-lowball-whiskey.txt, "Soko (Canadian Stud)")."""

from __future__ import annotations

import pytest
from betting_support import play_out_and_check

from widow import IllegalActionError, InvalidOptionError, load_game
from widow.cards import parse_cards
from widow.games.soko.rules import SokoState
from widow.games.soko.showing import showing_key


def scripted(players: int, cards: str, **options: object) -> SokoState:
    """A one-hand match whose shuffle starts with ``cards`` (in dealing order: the hole cards
    from the dealer's left, then the first up-cards, then each later round's up-cards)."""
    options.setdefault("hands", 1)
    state = load_game("soko", players=players, **options).new_state(seed=5, script=[cards.split()])
    assert isinstance(state, SokoState)
    return state


def _text(card: int) -> str:
    from widow.engine.events import CARD_TEXT

    return CARD_TEXT[card]


# Three players, seat 0 deals: seats 1, 2, 0 receive in that order.
# Hole cards: 1 As, 2 Ks, 0 Qs; first up-cards: 1 9h, 2 4d, 0 Jc.
THREE = "As Ks Qs 9h 4d Jc"


def test_standard_pack_without_jokers() -> None:
    """Rules, Soko, Setup: 'uses the standard 52-card deck, without any jokers'."""
    state = load_game("soko", players=4).new_state(seed=1)
    assert sorted(state.pack()) == list(range(52))


def test_all_players_ante() -> None:
    """Rules, Soko, Setup: 'All players ante.'"""
    state = load_game("soko", players=4, ante=3).new_state(seed=1)
    posted = [(e.seat, e.amount) for e in state.events if e.type == "posted"]
    assert sorted(posted) == [(0, 3), (1, 3), (2, 3), (3, 3)]
    assert state.betting.total() == 12


def test_one_card_down_then_one_up() -> None:
    """Rules, Soko, Setup: 'deal one card face down to each player (the hole card), then one card
    face up'."""
    state = scripted(3, THREE)
    assert [_text(c) for s in (1, 2, 0) for c in state.down[s]] == ["As", "Ks", "Qs"]
    assert [_text(c) for s in (1, 2, 0) for c in state.up[s]] == ["9h", "4d", "Jc"]
    view = state.view(0)
    assert view["seats"][1]["hole"] == ["??"] and view["seats"][1]["up"] == ["9h"]
    assert view["seats"][0]["hole"] == ["Qs"]


def test_lowest_up_card_brings_in() -> None:
    """Rules, Soko, Play of the hand: 'The first action of the hand goes to the player who shows
    the lowest face-up card ... obliged to make an initial bet called the bring-in.'"""
    state = scripted(3, THREE)
    assert state.phase == "bring-in" and state.to_act == 2
    assert "fold" not in [str(a) for a in state.legal_actions()]
    with pytest.raises(IllegalActionError):
        state.apply("check")


def test_tie_for_low_goes_to_the_seat_nearest_the_dealers_left() -> None:
    """Rules, Soko, Play of the hand: 'If there are multiple players tied for low, the one closest
    to the left of deal goes first.' (Suits do not break the tie.)"""
    # Up-cards: seat 1 9h, seat 2 4d, seat 0 4s: seat 2 is nearer the dealer's (seat 0's) left.
    state = scripted(3, "As Ks Qs 9h 4d 4s")
    assert state.to_act == 2
    # Four players, seat 0 deals: order 1, 2, 3, 0; seats 3 and 1 tie with the deuce.
    state = scripted(4, "As Ks Qs Js 2h 9d 2c Tc")
    assert state.to_act == 1


def test_bring_in_is_half_the_minimum_bet_rounded_down() -> None:
    """Rules, Soko, Play of the hand: 'The minimum amount of the bring-in is only half that of the
    usual minimum bet (rounded down if the minimum bet does not divide into an even number)'."""
    state = scripted(3, THREE, small_bet=5, ante=0)
    state.apply("bring-in")
    assert state.betting.bets[2] == 2
    posted = [e for e in state.events if e.type == "posted"]
    assert (posted[-1].kind, posted[-1].amount) == ("bring-in", 2)


def test_bring_in_player_may_bet_more() -> None:
    """Rules, Soko, Play of the hand: 'If the player wishes to bet more than the bring-in amount,
    they may do so.' (In limit play: a full bet of the round's limit.)"""
    state = scripted(3, THREE, small_bet=4, ante=0)
    assert [str(a) for a in state.legal_actions()] == ["bring-in", "bet 4"]
    state.apply("bet 4")
    assert state.betting.bets[2] == 4 and state.to_act == 0
    nolimit = scripted(3, THREE, betting="no-limit", stack=50)
    nolimit.apply("bet 17")
    assert nolimit.betting.bets[2] == 17


def test_bring_in_may_be_called_or_completed_and_the_bringer_acts_last() -> None:
    """Rules, Soko, Play of the hand: 'The betting round is thereafter conducted according to the
    usual rules of betting in poker': after a bring-in the others call, fold or complete it to a
    full bet, and the bring-in player may still complete when the turn comes back."""
    state = scripted(3, THREE, small_bet=4, ante=0)
    state.apply("bring-in")
    assert [str(a) for a in state.legal_actions()] == ["fold", "call", "raise to 4"]
    state.apply("call")
    state.apply("call")
    assert state.to_act == 2
    assert [str(a) for a in state.legal_actions()] == ["check", "raise to 4"]
    state.apply("raise to 4")
    assert state.betting.bets == [2, 2, 4]


def test_each_further_card_is_dealt_face_up_to_active_players() -> None:
    """Rules, Soko, Play of the hand: 'each player is dealt another face-up card, bringing them to
    a total of three cards' (only players still in are dealt)."""
    state = scripted(3, THREE + " 2c 3c", ante=0)
    state.apply("bring-in")
    state.apply("fold")  # seat 0
    state.apply("call")  # seat 1
    state.apply("check")  # seat 2
    assert state.phase == "round-2"
    assert len(state.up[0]) == 1
    assert [_text(c) for c in state.up[1]] == ["9h", "2c"]
    assert [_text(c) for c in state.up[2]] == ["4d", "3c"]


def test_later_rounds_opened_by_the_lowest_showing_hand_without_bring_in() -> None:
    """Rules, Soko, Play of the hand: 'first action again going to the player showing the lowest
    hand, although there is no bring-in required on this or subsequent betting rounds'."""
    # Second up-cards: seat 1 2c (9-2), seat 2 Kc (K-4), seat 0 8c (J-8).
    state = scripted(3, THREE + " 2c Kc 8c", ante=0)
    for text in ("bring-in", "call", "call", "check"):
        state.apply(text)
    assert state.phase == "round-2" and state.to_act == 1
    # 9-2 against K-4 and J-8: seat 1's nine high is lowest.
    assert "check" in [str(a) for a in state.legal_actions()]
    assert not any(str(a) == "bring-in" for a in state.legal_actions())


def test_showing_hands_rank_like_soko_hands() -> None:
    """Rules, Soko, Rank of Soko hands: pairs above high cards, and with four up-cards a four
    flush above a four straight above one pair, two pair above both."""
    key = showing_key
    assert key(parse_cards("2c 2d")) > key(parse_cards("As Kd"))
    assert key(parse_cards("9h 8h 7h 2h")) > key(parse_cards("9c 8d 7h 6s"))
    assert key(parse_cards("9c 8d 7h 6s")) > key(parse_cards("Ac Ad Kh Qs"))
    assert key(parse_cards("3c 3d 2h 2s")) > key(parse_cards("Ah Kh Qh Jh"))


def test_open_pair_on_the_second_round_doubles_the_limits() -> None:
    """Rules, Soko, Play of the hand: 'If any player shows a pair as their two face-up cards, the
    betting limits (minimum and maximum) are doubled.'"""
    paired = scripted(3, THREE + " 9c Kc 8c", ante=0, small_bet=2)
    for text in ("bring-in", "call", "call", "check"):
        paired.apply(text)
    assert paired.current_limit() == 4
    assert "bet 4" in [str(a) for a in paired.legal_actions()]
    plain = scripted(3, THREE + " 2c Kc 8c", ante=0, small_bet=2)
    for text in ("bring-in", "call", "call", "check"):
        plain.apply(text)
    assert plain.current_limit() == 2
    assert "bet 2" in [str(a) for a in plain.legal_actions()]


def test_limits_doubled_from_the_third_round_on() -> None:
    """Rules, Soko, Play of the hand: 'another betting round occurs, with doubled betting limits
    for the remainder of the hand regardless of what any of the players hold'."""
    state = scripted(2, "As Ks 9h 4d 2c 3c 5d 7h 8s Tc", ante=0, small_bet=2)
    seen = []
    while not state.is_over:
        if state.phase.startswith("round"):
            seen.append((state.phase, state.current_limit()))
        legal = [str(a) for a in state.legal_actions()]
        state.apply("bring-in" if "bring-in" in legal else "check" if "check" in legal else "call")
    assert sorted(set(seen)) == [("round-1", 2), ("round-2", 2), ("round-3", 4), ("round-4", 4)]


def test_betting_rounds_follow_the_second_to_fifth_cards() -> None:
    """Rules, Soko, Play of the hand: 'with a betting round following each card dealt' until each
    player 'has a five-card hand (four face up and one face down)': four rounds, after the
    second, third, fourth and fifth cards (the text's count of five includes no round before the
    first up-card, which it never describes)."""
    state = scripted(2, "As Ks 9h 4d 2c 3c 5d 7h 8s Tc", ante=0)
    phases = []
    while not state.is_over:
        phases.append((state.phase, len(state.up[0])))
        legal = [str(a) for a in state.legal_actions()]
        state.apply("bring-in" if "bring-in" in legal else "check" if "check" in legal else "call")
    assert sorted(set(phases)) == [
        ("bring-in", 1),
        ("round-1", 1),
        ("round-2", 2),
        ("round-3", 3),
        ("round-4", 4),
    ]


def test_showdown_awards_the_pot_to_the_best_soko_hand() -> None:
    """Rules, Soko, Play of the hand: 'all players still in contention for the pot reveal their
    hands. The pot is awarded to the player holding the highest hand.' A four flush beats a pair
    (Rank of Soko hands)."""
    # Seat 1: As | 9h 2h 5h Th  (four flush); seat 0: Ks | 4d 4c 7s 8s (pair of fours).
    state = scripted(2, "As Ks 9h 4d 2h 4c 5h 7s Th 8s", ante=1, stack=20)
    while not state.is_over:
        legal = [str(a) for a in state.legal_actions()]
        state.apply("bring-in" if "bring-in" in legal else "check" if "check" in legal else "call")
    showdown = next(e for e in state.events if e.type == "showdown")
    words = dict((s, w) for s, _, w in showdown.hands)
    assert words[1].startswith("four flush") and words[0].startswith("one pair")
    assert state.outcome()["seats"][1]["money"] > 0


def test_everyone_folding_wins_the_pot_unseen() -> None:
    """Rules, Soko, Game play (usual poker betting): the last player in takes the pot and shows
    nothing; the hole card stays hidden."""
    state = scripted(2, "As Ks 9h 4d", ante=1)
    state.apply("bring-in")  # seat 0 (the 4d) brings in
    state.apply("raise to 2")
    state.apply("fold")
    assert state.is_over
    assert not any(e.type == "showdown" for e in state.events)
    assert state.view(0)["seats"][1]["hole"] == ["??"]


def test_options_are_validated() -> None:
    """Rules, Soko, Setup: the ante and the betting limits are agreed before play."""
    with pytest.raises(InvalidOptionError):
        load_game("soko", players=3, small_bet=1)
    with pytest.raises(InvalidOptionError):
        load_game("soko", players=11)
    with pytest.raises(InvalidOptionError):
        load_game("soko", players=3, stacks="10,20")


def test_seeded_matches_replay_and_conserve_chips() -> None:
    """Invariant over many seeded random matches: chips are conserved and records replay."""
    for seed in range(20):
        game = load_game("soko", players=2 + seed % 5, hands=3)
        play_out_and_check(game, seed)
