"""Paiute, clause by clause: the "Paiute" section of
commerce-paiute-preference-horse-race-faro-farmer-tonk-bourre-brag-lowball.txt (the same section
appears word for word in soko-ofc-chinese-pineapple-anaconda-paiute-lowball-whiskey.txt; the two
texts do not differ, so no option stems from a difference between them).

Each test's docstring cites the clause it checks, in our words. Conventions the text leaves open
are named as such and documented in docs/commerce-games.md.
"""

from __future__ import annotations

import pytest
from paiute_support import play, stacked, texts

from widow import IllegalActionError, InvalidActionError, InvalidOptionError, load_game, replay
from widow.games.paiute.rules import PaiuteState

# Three players; seat 2 deals the first deal, so seat 0 plays first. Twos are wild (up-card 2d).
PLAIN = ["3c 3d 9h 9s Kc", "4c 5d 7h 8s Jc", "6c 6d 6h Ts Td"]


def test_the_deal_five_each_an_up_card_whose_rank_is_wild_and_a_discard_pile() -> None:
    """Rules, Paiute (Setup): 'deal five cards to each player', then one card face up whose rank
    is wild for the deal, the rest is the stock, and one more card turned face up starts the
    discard pile."""
    state = stacked(PLAIN, "2d", "Qh", "Kd")
    full = state.full_view()
    assert [full["seats"][s]["hand"] for s in range(3)] == [h.split() for h in PLAIN]
    assert (full["up_card"], full["wild_rank"], full["discard_pile"]) == ("2d", "2", ["Qh"])
    assert full["stock"][0] == "Kd" and len(full["stock"]) == 52 - 15 - 2
    assert [e.type for e in state.recent_events()] == ["anted", "dealt", "up-card-turned"]
    assert state.view(1)["seats"][0]["hand"] == ["??"] * 5


def test_one_pack_and_two_to_five_players() -> None:
    """Rules, Paiute: 'a card game for two to five players', with one standard 52-card deck."""
    for players in (2, 5):
        state = load_game("paiute", players=players).new_state(seed=3)
        assert sorted(state.pack()) == sorted(c for cards in state.zones().values() for c in cards)
        assert len(state.pack()) == 52
    for players in (1, 6):
        with pytest.raises(InvalidOptionError, match="2 to 5 players"):
            load_game("paiute", players=players)


def test_everyone_antes_into_the_pot_or_plays_for_fun() -> None:
    """Rules, Paiute (Setup): betting is optional; when playing for money all players ante the
    agreed amount. ``ante=0`` plays for fun: no chips move and deals won decide the match."""
    state = stacked(PLAIN, "2d", "Qh", ante=2)
    assert state.pool == 6 and state.chips == [18, 18, 18]
    free = stacked(PLAIN, "2d", "Qh", ante=0)
    assert free.pool == 0 and "anted" not in [e.type for e in free.recent_events()]


def test_play_begins_left_of_the_dealer_and_the_deal_passes_left() -> None:
    """Rules, Paiute (Game play): 'play begins with the player to the dealer's left'. The deal
    passing to the left each deal is our convention."""
    state = stacked(PLAIN, "2d", "Qh", "5h 7c Th")
    assert state.dealer == 2 and state.to_act == 0
    play(state, "draw", "discard 5h", "draw", "discard 7c", "draw", "call")
    assert state.deal_no == 2 and state.dealer == 0 and state.to_act == 1


def test_a_turn_is_a_draw_from_stock_or_pile_then_a_discard() -> None:
    """Rules, Paiute (Game play): draw one card from the stock or the discard pile, then discard
    one card to the discard pile."""
    state = stacked(PLAIN, "2d", "Qh", "5h")
    assert texts(state.legal_actions()) == ["draw", "take"]
    with pytest.raises(IllegalActionError, match="draw from the stock or take the top discard"):
        state.apply("discard 3c")
    state.apply("draw")
    assert state.hands[0][-1] == state.parse_action("discard 5h").card  # type: ignore[attr-defined]
    assert "discard 5h" in texts(state.legal_actions())
    with pytest.raises(IllegalActionError, match="you have drawn this turn"):
        state.apply("take")
    state.apply("discard 3c")
    assert state.pile[-1] == state.parse_action("discard 3c").card  # type: ignore[attr-defined]
    assert state.to_act == 1 and len(state.hands[0]) == 5


def test_the_card_taken_from_the_pile_cannot_go_straight_back() -> None:
    """Rules, Paiute (Game play): the pile's top must differ at the end of the turn from its top
    at the start; 'you cannot draw a card from the discard pile and then discard it'."""
    state = stacked(PLAIN, "2d", "Qh", "5h")
    state.apply("take")
    assert "discard Qh" not in texts(state.legal_actions())
    before = state.record()
    with pytest.raises(IllegalActionError, match="took Qh from the discard pile this turn"):
        state.apply("discard Qh")
    assert state.record() == before
    state.apply("discard Kc")
    assert texts(state.pile) == ["Kc"] and "Qh" in texts(state.hands[0])


def test_a_card_drawn_from_the_stock_is_secret_a_card_taken_from_the_pile_is_not() -> None:
    """Rules, Paiute: the stock is face down and the discard pile face up, so everyone sees a card
    taken from the pile (and where it went), but only the drawer sees a card from the stock."""
    state = stacked(PLAIN, "2d", "Qh", "5h")
    state.apply("draw")
    assert state.view(1)["events"][-1]["card"] == "??"
    assert state.view(0)["events"][-1]["card"] == "5h"
    assert "5h" not in str(state.view(1)["table"])
    state.apply("discard 3c")
    state.apply("take")
    assert state.view(0)["seats"][1]["hand"] == ["3c", "??", "??", "??", "??", "??"]


def test_an_empty_stock_is_refilled_from_the_pile_but_its_top_card() -> None:
    """Rules, Paiute (Game play): when the stock runs out, the top card of the discard pile is
    set aside, the rest shuffled face down into a new stock, and that top card stays face up
    in the discards, available to be drawn."""
    state = stacked(PLAIN, "2d", "Qh", round_limit=50)
    while state.stock_group == 0:
        state.apply("draw")
        state.apply(f"discard {state.hands[state.seat][-1]}")
    event = state.recent_events()[-1]
    assert event.type == "restocked"
    assert len(state.pile) == 1 and state.pile[0] == event.kept  # type: ignore[attr-defined]
    assert len(state.stock) == 35 and "take" in texts(state.legal_actions())
    # The new stock is the old pile but its top: the first discard and every card drawn since.
    assert "Qh" in texts(state.stock) and event.kept not in state.stock  # type: ignore[attr-defined]
    assert state.chance.log[-1].kind == "restock"
    assert replay(state.record()) == state


def test_a_call_shows_the_hand_and_keeps_a_sixth_card_that_is_part_of_it() -> None:
    """Rules, Paiute (Game play): a caller places the hand face up; a sixth card that is part of
    the combination is kept, not discarded."""
    state = stacked(PLAIN, "2d", "Qh", "Kd")
    state.apply("draw")
    legal = texts(state.legal_actions())
    assert "call" in legal and not any(t.startswith("call discard") for t in legal)
    state.apply("call")
    assert state.view(1)["seats"][0]["hand"] == ["3c", "3d", "9h", "9s", "Kc", "Kd"]
    assert state.recent_events()[-1].value == "paiute, kings, nines and threes"  # type: ignore[attr-defined]
    assert texts(state.pile) == ["Qh"] and state.to_act == 1
    assert state.table(2)["seats"][0]["status"] == "called"


def test_a_five_card_combination_may_discard_its_spare_sixth_card() -> None:
    """Rules, Paiute (Game play): 'a calling player may discard their sixth card as usual if it is
    not part of the combination'; a card that is part of it cannot be discarded that way."""
    state = stacked(["9c Tc Jc Qc 4d", "4c 5d 7h 8s Ah", PLAIN[2]], "2d", "Qh", "Kc")
    state.apply("draw")
    legal = texts(state.legal_actions())
    assert "call" in legal and "call discard 4d" in legal and "call discard Kc" not in legal
    with pytest.raises(IllegalActionError, match="Kc is part of your straight flush, king high"):
        state.apply("call discard Kc")
    state.apply("call discard 4d")
    assert texts(state.hands[0]) == ["9c", "Tc", "Jc", "Qc", "Kc"] and texts(state.pile)[-1] == "4d"


def test_a_six_card_combination_cannot_discard_when_calling() -> None:
    """Rules, Paiute (Game play): a card that is part of the combination is simply retained."""
    state = stacked(PLAIN, "2d", "Qh", "Kd")
    state.apply("draw")
    with pytest.raises(IllegalActionError, match="needs all six cards"):
        state.apply("call discard 3c")


def test_wild_cards_make_five_of_a_kind() -> None:
    """Rules, Paiute (Setup; Winning combinations): every card of the up-card's rank is wild;
    five of a kind is all four of a rank plus a wild card."""
    state = stacked(["9c 9d 9h 9s 5c", *PLAIN[1:]], "2d", "Qh", "2c")
    state.apply("draw")
    assert "call discard 5c" in texts(state.legal_actions())
    state.apply("call discard 5c")
    assert state.recent_events()[-1].value == "five of a kind, nines"  # type: ignore[attr-defined]


def test_a_paiute_may_be_called_only_on_the_first_turn() -> None:
    """Rules, Paiute (Winning combinations, 6): 'a paiute may only be called on the player's
    first turn'."""
    state = stacked(PLAIN, "2d", "Qh", "5h 7c 8c Kd")
    play(state, "draw", "discard 5h", "draw", "discard 7c", "draw", "discard 8c", "draw")
    assert texts(state.hands[0])[-1] == "Kd" and "call" not in texts(state.legal_actions())
    with pytest.raises(IllegalActionError, match="a paiute may be called only on your first turn"):
        state.apply("call")


def test_straights_and_flushes_are_not_combinations() -> None:
    """Rules, Paiute: 'the traditional poker hands of flushes and straights are not considered
    winning combinations'; a hand with no combination cannot call."""
    state = stacked(["3c 5c 7c 9c Jc", "4c 5d 6s 7h 8c", PLAIN[2]], "2d", "Qh", "Kc 9d")
    state.apply("draw")
    assert "call" not in texts(state.legal_actions())
    with pytest.raises(IllegalActionError, match="your six cards hold no combination"):
        state.apply("call")
    play(state, "discard 3c", "draw")
    assert "call" not in texts(state.legal_actions())


def test_later_calls_must_beat_the_earlier_ones_and_the_dealer_plays_last() -> None:
    """Rules, Paiute (Game play): after a call each other player has one more turn, calling only
    with a combination that beats the previous caller's; play continues to the dealer, who is
    always last; the best call takes the pot."""
    hands = ["3c 3d 9h 9s Kc", "4c 4d 4h 8s 8c", "6c 6d Ts Td Jh"]
    state = stacked(hands, "2d", "Qh", "Kd 8d Jd")
    play(state, "draw", "call", "draw")
    assert "call" in texts(state.legal_actions())  # three-three beats a paiute
    state.apply("call")
    state.apply("draw")
    assert state.to_act == 2 and "call" not in texts(state.legal_actions())
    with pytest.raises(IllegalActionError, match=r"does not beat the best call so far \(three"):
        state.apply("call")
    state.apply("discard 6c")
    shown = [e for e in state.recent_events() if e.type == "showdown"]
    assert shown == [] and state.deal_no == 2  # the next deal's log starts afresh
    assert state.last_showdown is not None and state.last_showdown["winners"] == [1]
    assert state.chips == [19 - 1, 19 + 3 - 1, 19 - 1] and state.wins == [0, 1, 0]


def test_a_dealer_who_calls_first_wins_at_once() -> None:
    """Rules, Paiute (Game play): 'if the dealer was the first to call, the dealer wins
    automatically, as no other players get a chance to call'."""
    state = stacked(PLAIN, "2d", "Qh", "5h 7c Th")
    play(state, "draw", "discard 5h", "draw", "discard 7c", "draw", "call")
    assert state.last_showdown is not None and state.last_showdown["winners"] == [2]
    assert state.wins == [0, 0, 1] and state.deal_no == 2


def test_full_round_gives_every_other_player_one_more_turn() -> None:
    """Convention (open in the text: 'each player then has one more turn' against 'continues
    around the table to the dealer'): ``last_round=full-round`` gives every other player one
    more turn, round past the dealer back to the first caller; the default stops at the dealer."""
    hands = ["3c 3d 9h 9s Kc", "4c 4d 4h 8s 8c", PLAIN[2]]
    to_dealer = stacked(hands, "2d", "Qh", "5h 8d 7c")
    play(to_dealer, "draw", "discard 5h", "draw", "call", "draw", "discard 7c")
    assert to_dealer.deal_no == 2
    full = stacked(hands, "2d", "Qh", "5h 8d 7c Kd", last_round="full-round")
    play(full, "draw", "discard 5h", "draw", "call", "draw", "discard 7c")
    assert full.deal_no == 1 and full.to_act == 0
    full.apply("draw")
    assert "call" not in texts(full.legal_actions())  # a paiute, but not on the first turn
    full.apply("discard Kd")
    assert full.deal_no == 2 and full.last_showdown["winners"] == [1]  # type: ignore[index]
    dealer_first = stacked(PLAIN, "2d", "Qh", "5h 7c Th", last_round="full-round")
    play(dealer_first, "draw", "discard 5h", "draw", "discard 7c", "draw", "call")
    assert dealer_first.deal_no == 1 and dealer_first.to_act == 0


def test_equal_calls_share_the_pot_when_allowed() -> None:
    """Rules, Paiute: the text both says a later call must beat the previous one and that the pot
    is split if several tie for the highest hand. Convention: by default a call must beat
    (``equal_calls=false``); with ``equal_calls=true`` an equal call is allowed and equal best
    callers share the pot, the odd chip to the first of them from the dealer's left."""
    hands = ["3c 3d 9h 9s Kc", "3h 3s 9c 9d Kh", PLAIN[2]]
    strict = stacked(hands, "2d", "Qh", "Kd Ks")
    play(strict, "draw", "call", "draw")
    assert "call" not in texts(strict.legal_actions())
    shared = stacked(hands, "2d", "Qh", "Kd Ks 5h", equal_calls=True)
    play(shared, "draw", "call", "draw", "call", "draw", "discard 5h")
    assert shared.last_showdown is not None and shared.last_showdown["winners"] == [0, 1]
    assert shared.chips[:2] == [19 + 2 - 1, 19 + 1 - 1]


def test_a_deal_nobody_calls_in_is_dead_and_its_pot_stays() -> None:
    """Convention (the text does not say what happens if nobody ever calls): after
    ``round_limit`` rounds without a call the deal is dead and its pot stays for the next."""
    state = stacked(PLAIN, "2d", "Qh", "5h 7c 8c", round_limit=1)
    play(state, "draw", "discard 5h", "draw", "discard 7c", "draw")
    events = state.apply("discard 8c")
    assert [e.type for e in events][:2] == ["discarded", "dead-deal"]
    assert state.deal_no == 2 and state.pool == 6
    assert state.last_showdown == {"deal": 1, "hands": [], "winners": []}
    assert "nobody called" in " ".join(state.table(0)["result"]["lines"])


def test_a_pot_unwon_at_the_end_of_the_match_is_shared() -> None:
    """Convention: the match lasts ``deals`` deals; a pot still unwon at its end is shared
    equally, so chips are conserved and money sums to zero."""
    state = stacked(PLAIN, "2d", "Qh", "5h 7c 8c", round_limit=1, deals=1, ante=3)
    play(state, "draw", "discard 5h", "draw", "discard 7c", "draw", "discard 8c")
    assert state.is_over and state.pool == 0 and state.chips == [20, 20, 20]
    assert [e.type for e in state.recent_events()][-3:] == ["dead-deal", "pot-shared", "match-over"]
    assert state.outcome()["winners"] == [0, 1, 2]


def test_without_stakes_the_most_deals_won_wins_the_match() -> None:
    """Rules, Paiute (Setup): the game may be played just for fun; we then place players by
    deals won."""
    state = stacked(PLAIN, "2d", "Qh", "5h 7c Th", ante=0, deals=1)
    play(state, "draw", "discard 5h", "draw", "discard 7c", "draw", "call")
    out = state.outcome()
    assert state.is_over and out["winners"] == [2] and [s["money"] for s in out["seats"]] == [0] * 3


def test_bad_input_names_the_seat_the_phase_and_the_reason_and_changes_nothing() -> None:
    """Bad input: clear errors, state unchanged."""
    state = stacked(PLAIN, "2d", "Qh", "5h")
    state.apply("draw")
    before = state.record()
    with pytest.raises(IllegalActionError, match="for seat 0 in phase discard: Ah is not in your"):
        state.apply("discard Ah")
    with pytest.raises(InvalidActionError, match="'discard' needs one of your cards"):
        state.apply("discard")
    with pytest.raises(InvalidActionError, match="in 'call discard'"):
        state.apply("call discard Zz")
    with pytest.raises(InvalidActionError, match="unexpected"):
        state.apply("call 3c")
    assert state.record() == before


def test_actions_are_numbered_draw_take_call_then_by_card() -> None:
    """Protocol: 107 fixed numbers."""
    state = stacked(PLAIN, "2d", "Qh", "5h")
    assert state.game.num_distinct_actions == 107
    assert [state.action_index(t) for t in ("draw", "take", "call", "discard 2c")] == [0, 1, 2, 3]
    assert state.action_index("call discard As") == 106


def test_a_resample_keeps_restocked_cards_among_the_restocked_set() -> None:
    """Sampling: after a restock, cards others drew from the new stock can only be cards of the
    old discard pile, which everyone saw; the deal's unseen cards stay among themselves."""
    import random

    state = stacked(PLAIN, "2d", "Qh", round_limit=50)
    while state.stock_group == 0:
        state.apply("draw")
        state.apply(f"discard {state.hands[state.seat][-1]}")
    restocked = set(state.stock)
    for _ in range(3):
        state.apply("draw")
        state.apply(f"discard {state.hands[state.seat][0]}")
    rng = random.Random(5)
    seat = state.to_act
    assert isinstance(seat, int)
    for _ in range(20):
        sample = state.resample(seat, rng)
        assert isinstance(sample, PaiuteState)
        assert set(sample.stock) <= restocked
        assert sample.view(seat) == state.view(seat)
        for other in range(3):
            if other == seat:
                continue
            for card, source in zip(sample.hands[other], sample.sources[other], strict=True):
                assert (card in restocked) == (source == 1)


# The ladder of the text's list, best first, each with a hand that beats the next; twos wild.
LADDER = [
    ("five of a kind", "9c 9d 9h 9s 2c 4d", "8c 8d 8h 8s 2c 4d"),
    ("royal flush", "Ah Kh Qh Jh Th 4d", "Ac Kc Qc Jc Tc 5d"),
    ("straight flush", "Kh Qh Jh Th 9h 4d", "Qs Js Ts 9s 8s 4d"),
    ("four-two", "Kc Kd Kh Ks 3c 3d", "Qc Qd Qh Qs Ac Ad"),
    ("three-three", "Kc Kd Kh 3c 3d 3h", "Qc Qd Qh Jc Jd Jh"),
    ("paiute", "Kc Kd 9h 9s 4c 4d", "Kh Ks 9c 9d 3c 3d"),
]


def test_the_combinations_rank_as_the_text_lists_them_and_break_ties_its_way() -> None:
    """Rules, Paiute (Winning combinations): five of a kind, royal flush, straight flush,
    four-two, three-three, paiute, best first; ties by the rank of the five, royal flushes
    equal, straight flushes by the top card, four-twos by the four, three-threes by the higher
    three, paiutes by their pairs from the top. The calls of a deal are valued so."""
    from widow.cards import parse_cards
    from widow.games.paiute import combos

    strengths = []
    for name, better, worse in LADDER:
        high, low = (combos.strength(parse_cards(h), "2") for h in (better, worse))
        if name == "royal flush":
            assert high == low  # competing royal flushes tie
        else:
            assert high > low, name
        assert combos.describe(parse_cards(better), "2").startswith(name)
        strengths.append(low)
    assert strengths == sorted(strengths, reverse=True)
    four_twos = ("Kc Kd Kh Ks 3c 3d", "Kc Kd Kh 2s 5c 5d")  # the pair does not count
    assert len({combos.strength(parse_cards(h), "2") for h in four_twos}) == 1
