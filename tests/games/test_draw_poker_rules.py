"""Draw poker: named tests for the clauses it rests on: "Poker basics" in
poker-squares-cribbage-squares-vying-poker-basics.txt (five cards, 52 cards, the draw) and
"Lowball poker" in commerce-paiute-...-lowball.txt (the three low rankings, wild jokers,
qualifiers)."""

from __future__ import annotations

import pytest
from betting_support import play_out_and_check

from widow import IllegalActionError, InvalidOptionError, load_game
from widow.engine.events import CARD_TEXT
from widow.games.draw_poker.rules import DrawPokerState


def scripted(deal: dict[int, str], draws: str = "", **options: object) -> DrawPokerState:
    """A one-hand match: seat 0 deals; each seat gets the five cards listed, one at a time from
    the dealer's left, and the draw deals ``draws`` in order."""
    options.setdefault("hands", 1)
    players = len(deal)
    order = [i % players for i in range(1, players + 1)]
    cards = [deal[s].split()[r] for r in range(5) for s in order] + draws.split()
    state = load_game("draw-poker", players=players, **options).new_state(seed=2, script=[cards])
    assert isinstance(state, DrawPokerState)
    return state


def texts(cards: list[int]) -> list[str]:
    return sorted(CARD_TEXT[c] for c in cards)


def check_round(state: DrawPokerState) -> None:
    while state.phase.endswith("draw") and state.phase != "draw":
        state.apply("check")


def test_five_cards_each_from_a_52_card_pack() -> None:
    """Rules, Poker basics: '2 or more players, normally 52 cards'; a player 'receives five
    cards'."""
    state = load_game("draw-poker", players=4).new_state(seed=1)
    assert sorted(state.pack()) == list(range(52))
    assert all(len(h) == 5 for h in state.hands)
    assert state.view(0)["seats"][1]["hand"] == ["??"] * 5


def test_jokers_join_the_pack_as_an_option() -> None:
    """Rules, Lowball poker: 'Wild cards, usually jokers, can be included in the game'."""
    state = load_game("draw-poker", players=2, jokers=2).new_state(seed=1)
    assert len(state.pack()) == 54


def test_betting_round_before_the_draw_opened_left_of_the_dealer() -> None:
    """Rules, Poker basics (all-round vying): a betting round precedes the draw."""
    state = scripted({1: "As Ad 7c 8d 2h", 2: "Ks Kd 3c 4d 5h", 0: "Qs Qd 9c Td 6h"})
    assert state.phase == "before-draw" and state.to_act == 1
    with pytest.raises(IllegalActionError):
        state.apply("draw 2h")


def test_one_draw_discarding_and_replacing_cards() -> None:
    """Rules, Poker basics: 'The draw feature': each player still in may discard cards and be
    dealt as many, once, in turn from the dealer's left; a player may stand pat."""
    state = scripted({1: "As Ad 7c 8d 2h", 0: "Ks Kd 3c 4d 5h"}, draws="Ah Qc Jc", max_draw=3)
    check_round(state)
    assert state.phase == "draw" and state.to_act == 1
    state.apply("draw 7c 8d 2h")
    assert texts(state.hands[1]) == texts_of("As Ad Ah Qc Jc")
    assert state.view(0)["seats"][1]["drew"] == 3
    assert state.view(0)["seats"][1]["discards"] == ["??"] * 3
    state.apply("stand pat")
    assert state.phase == "after-draw"
    with pytest.raises(IllegalActionError):
        state.apply("stand pat")


def texts_of(cards: str) -> list[str]:
    return sorted(cards.split())


def test_max_draw_limits_the_cards_exchanged() -> None:
    """Convention (option max_draw): at most that many cards may be drawn."""
    state = scripted({1: "As Ad 7c 8d 2h", 0: "Ks Kd 3c 4d 5h"}, max_draw=2)
    check_round(state)
    with pytest.raises(IllegalActionError):
        state.apply("draw 7c 8d 2h")
    assert len(state.legal_actions()) == 1 + 5 + 10


def test_limit_doubles_after_the_draw() -> None:
    """Convention of fixed-limit draw: small_bet before the draw, big_bet after it."""
    state = scripted({1: "As Ad 7c 8d 2h", 0: "Ks Kd 3c 4d 5h"}, small_bet=3)
    assert "bet 3" in [str(a) for a in state.legal_actions()]
    check_round(state)
    state.apply("stand pat")
    state.apply("stand pat")
    assert "bet 6" in [str(a) for a in state.legal_actions()]


def test_no_limit_as_an_option() -> None:
    """Issue of structures: fixed or no limit (option betting)."""
    state = scripted({1: "As Ad 7c 8d 2h", 0: "Ks Kd 3c 4d 5h"}, betting="no-limit")
    state.apply("bet 37")
    assert state.betting.bets[1] == 37


def showdown_winner(deal: dict[int, str], **options: object) -> list[int]:
    state = scripted(deal, **options)
    check_round(state)
    state.apply("stand pat")
    state.apply("stand pat")
    check_round(state)
    assert state.is_over
    return [e.seat for e in state.events if e.type == "pot-won"]


def test_high_hand_wins_in_high_draw() -> None:
    """Rules, Poker basics: the best hand wins ('if there's three alike, that's much better')."""
    assert showdown_winner({1: "As Ad 7c 8d 2h", 0: "Ks Kd Kc 4d 5h"}) == [0]


@pytest.mark.parametrize(
    ("ranking", "winner"),
    [("ace-to-five", 1), ("deuce-to-seven", 0), ("ace-to-six", 0)],
)
def test_lowball_rankings(ranking: str, winner: int) -> None:
    """Rules, Lowball poker: ace-to-five ignores straights and counts aces low, so the wheel is
    best; deuce-to-seven counts aces high (A-5-4-3-2 is ace high); ace-to-six counts the wheel
    as a straight."""
    deal = {1: "As 2c 3c 4d 5h", 0: "2h 3h 4s 6d 8c"}
    assert showdown_winner(deal, ranking=ranking) == [winner]


def test_joker_is_the_lowest_card_that_does_not_pair() -> None:
    """Rules, Lowball poker: 'Wild cards generally become the lowest card possible without
    forming a pair. For example, 7-5-4-joker-2 will count the joker as a 3' (with aces high, as
    in deuce-to-seven; where aces are low the joker becomes the ace)."""
    deal = {1: "7c 5d 4h XR 2c", 0: "7d 5c 4s 3d 2h"}
    state = scripted(deal, ranking="deuce-to-seven", jokers=1)
    check_round(state)
    state.apply("stand pat")
    state.apply("stand pat")
    check_round(state)
    # 7-5-4-X-2 plays as 7-5-4-3-2: a tie, the pot shared.
    won = sorted((e.seat, e.amount) for e in state.events if e.type == "pot-won")
    assert won == [(0, 1), (1, 1)]
    # In ace-to-five the joker is an ace: 7-5-4-2-A beats 7-5-4-3-2.
    assert showdown_winner(deal, ranking="ace-to-five", jokers=1) == [1]


def test_qualifier_puts_qualifying_lows_above_all_others() -> None:
    """Rules, Lowball poker: a low may be required to be '8 or better': every card of a winning
    low must be an eight or lower (option qualifier)."""
    deal = {1: "As 2c 3c 4d 9h", 0: "2h 3h 4s 6d 8c"}
    assert showdown_winner(deal, ranking="ace-to-five") == [0]
    # Without the qualifier 9-4-3-2-A still loses to 8-6-4-3-2; with a seven qualifier neither
    # hand qualifies and they share the pot.
    state = scripted(deal, ranking="ace-to-five", qualifier="7")
    check_round(state)
    state.apply("stand pat")
    state.apply("stand pat")
    check_round(state)
    assert sorted(e.seat for e in state.events if e.type == "pot-won") == [0, 1]


def test_qualifier_only_with_lowball() -> None:
    """Rules, Lowball poker: qualifiers belong to low hands; the high game refuses one."""
    with pytest.raises(InvalidOptionError):
        load_game("draw-poker", players=2, qualifier="8")


def test_the_pack_limits_the_players() -> None:
    """Convention: as many players as the pack serves when all draw the most."""
    assert load_game("draw-poker", players=5).players == 5
    with pytest.raises(InvalidOptionError):
        load_game("draw-poker", players=6)
    assert load_game("draw-poker", players=6, max_draw=3).players == 6


def test_last_player_in_wins_unseen() -> None:
    """Rules, Poker basics: a player 'drops out of play when convinced he has not' the best
    hand; the last one in wins without a showdown."""
    state = scripted({1: "As Ad 7c 8d 2h", 0: "Ks Kd 3c 4d 5h"})
    state.apply("bet 2")
    state.apply("fold")
    assert state.is_over and not any(e.type == "showdown" for e in state.events)
    assert state.view(0)["seats"][1]["hand"] == ["??"] * 5


def test_seeded_matches_replay_and_conserve_chips() -> None:
    """Invariant over seeded random matches in every ranking: money sums to zero, records
    replay."""
    rankings = ("high", "ace-to-five", "deuce-to-seven", "ace-to-six")
    for seed in range(12):
        game = load_game(
            "draw-poker", players=2 + seed % 4, hands=3, ranking=rankings[seed % 4], jokers=seed % 3
        )
        play_out_and_check(game, seed)
