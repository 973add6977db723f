"""The deal and the play, common to Whisky Poker and La Viuda ("The phases of play and options are
exactly as in Whisky Poker"), checked on both games. Sections cited are from
whisky-poker-and-la-viuda.txt."""

from __future__ import annotations

import pytest
from spare_hand_support import DIRECTIONS, cards, make, play, stacked

from widow import IllegalActionError, InvalidActionError, load_game
from widow.engine.events import Exchanged

GAMES = ["whisky-poker", "la-viuda"]


def step(game: str, seat: int, players: int) -> int:
    return (seat + DIRECTIONS[game]) % players


@pytest.mark.parametrize(
    ("game", "expected"),
    [
        # Whisky Poker deals clockwise (to the left): seats 2, 0, the widow, then dealer 1.
        ("whisky-poker", [2, 0, "widow", 1]),
        # La Viuda deals counter-clockwise (to the right): seats 0, 2, the widow, then dealer 1.
        ("la-viuda", [0, 2, "widow", 1]),
    ],
)
def test_deal_order_one_card_at_a_time_widow_just_before_dealer(game: str, expected: list) -> None:
    # Deal: "deals out the cards one at a time clockwise, beginning with the player to dealer's
    # left ... The spare hand ... is dealt to just before the own dealer's hand"; La Viuda: "dealt
    # and played counter-clockwise".
    pack = load_game(game, players=3).new_state(seed=0).pack()
    deck = [str(c) for c in pack]
    state = load_game(game, players=3).new_state(seed=0, script=[["Kc", "Ac", "Kd"], deck])
    assert state.dealer == 1
    zones = state.zones()
    for position, who in enumerate(expected):
        key = "widow" if who == "widow" else f"hand {who}"
        assert [str(c) for c in zones[key]] == deck[position:20:4]
    assert [str(c) for c in zones["stock"]] == deck[20:]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("players", [2, 5, 9])
def test_one_more_hand_than_players_five_cards_each(game: str, players: int) -> None:
    # Deal: "One more hand should be dealt than the number of players ... until each hand has
    # five cards."
    state = load_game(game, players=players).new_state(seed=players)
    zones = state.zones()
    hands = [zones[f"hand {s}"] for s in range(players)] + [zones["widow"]]
    assert [len(h) for h in hands] == [5] * (players + 1)
    assert len(zones["stock"]) == len(state.pack()) - 5 * (players + 1)


@pytest.mark.parametrize("game", GAMES)
def test_widow_face_down_and_hands_private_after_deal(game: str) -> None:
    # Deal: "The players look at their cards, without showing them to the others. The spare hand
    # ... is kept face down".
    state = make(game, 4, dealer=2)
    for seat in range(4):
        view = state.view(seat)
        assert view["widow"] == {"face_up": False, "cards": ["??"] * 5}
        assert view["hand"] == [str(c) for c in state.zones()[f"hand {seat}"]]
        for other in view["seats"]:
            if other["seat"] != seat:
                assert other["hand"] == ["??"] * 5


@pytest.mark.parametrize("game", GAMES)
def test_play_begins_next_to_dealer_in_direction_of_play(game: str) -> None:
    # Play: "The play begins with the player to the left of the dealer and continues clockwise";
    # La Viuda: "The play begins with the player to dealer's right."
    state = make(game, 5, dealer=3)
    seen = [state.to_act]
    for _ in range(4):
        state.apply("pass")
        seen.append(state.to_act)
    expected = [(3 + DIRECTIONS[game] * k) % 5 for k in range(1, 6)]
    assert seen == expected


@pytest.mark.parametrize("game", GAMES)
def test_phase1_pass_keeps_cards_and_passes_turn(game: str) -> None:
    # Phase 1, option 1: "Pass. You keep your cards ... The turn passes to the next player."
    state = make(game, 4, dealer=0)
    seat = state.to_act
    before = list(state.zones()[f"hand {seat}"])
    state.apply("pass")
    assert state.zones()[f"hand {seat}"] == before
    assert state.to_act == step(game, seat, 4)
    assert state.phase == "1"


@pytest.mark.parametrize("game", GAMES)
def test_phase1_exchange_takes_widow_unseen_and_leaves_hand_face_up(game: str) -> None:
    # Phase 1, option 2: "You place your hand face up on the table, and take the spare hand in
    # exchange ... you do not show the spare hand to the other players. The second phase of play
    # now begins. Your discarded cards form the new spare hand".
    state = make(
        game, 4, dealer=0, hands={step(game, 0, 4): "2c 3c 4d 5h 7s"}, widow="9s 9h Tc Jd Qh"
    )
    seat = state.to_act
    assert "exchange" in [str(a) for a in state.legal_actions()]
    events = state.apply("exchange")
    assert [str(c) for c in state.zones()[f"hand {seat}"]] == cards("9s 9h Tc Jd Qh")
    assert state.phase == "2"
    assert state.to_act == step(game, seat, 4)
    for viewer in range(4):
        view = state.view(viewer)
        assert view["widow"] == {"face_up": True, "cards": cards("2c 3c 4d 5h 7s")}
        if viewer != seat:
            assert view["seats"][seat]["hand"] == ["??"] * 5
            exchanged = next(e for e in events if isinstance(e, Exchanged))
            assert exchanged.for_seat(viewer)["took"] == ["??"] * 5
            assert exchanged.for_seat(viewer)["gave"] == cards("2c 3c 4d 5h 7s")
    assert state.view(seat)["hand"] == cards("9s 9h Tc Jd Qh")


@pytest.mark.parametrize("game", GAMES)
def test_phase1_exchange_not_allowed_to_peek(game: str) -> None:
    # Phase 1, option 2: "You are not allowed to look at the spare hand before deciding".
    state = make(game, 3, dealer=0)
    assert state.view(state.to_act)["widow"]["cards"] == ["??"] * 5


@pytest.mark.parametrize("game", GAMES)
def test_phase1_knock_ends_play_before_knockers_next_turn(game: str) -> None:
    # Phase 1, option 3: "Knock. You keep your cards and give up your right to exchange. This
    # causes the play to end before your next turn."
    state = make(game, 4, dealer=0)
    knocker = state.to_act
    events = play(state, "knock", "pass", "pass")
    assert "showdown" not in [e["type"] for e in events]
    events = play(state, "pass")
    types = [e["type"] for e in events]
    # The dealer's pass turns the widow up; the next turn would be the knocker's: showdown.
    assert types[:3] == ["passed", "widow-turned", "showdown"]
    shown = next(e for e in events if e["type"] == "showdown")
    assert len(shown["hands"]) == 4
    assert [seat for seat, _ in state.history].count(knocker) == 1
    assert state.deal_no == 2


@pytest.mark.parametrize("game", GAMES)
def test_dealer_pass_turns_widow_face_up_when_nobody_exchanged(game: str) -> None:
    # Phase 1, option 3: "When it comes to the dealer's turn, if no one has exchanged, and the
    # dealer does not wish to exchange either, then after the dealer has passed or knocked the
    # spare hand is turned face up and the second phase of play begins."
    state = make(game, 3, dealer=1, widow="2c 5d 8h Js Kc")
    play(state, "pass", "pass")
    assert state.to_act == 1 and state.phase == "1"
    events = play(state, "pass")
    assert [e["type"] for e in events] == ["passed", "widow-turned"]
    assert state.phase == "2"
    assert state.view(0)["widow"] == {"face_up": True, "cards": cards("2c 5d 8h Js Kc")}
    assert state.to_act == step(game, 1, 3)


@pytest.mark.parametrize("game", GAMES)
def test_dealer_knock_in_phase1_turns_widow_and_others_get_one_turn(game: str) -> None:
    # Open case, our convention: the dealer may knock in phase 1 ("after the dealer has passed or
    # knocked the spare hand is turned face up"); every other player then has one phase-2 turn.
    state = make(game, 3, dealer=0)
    play(state, "pass", "pass")
    events = play(state, "knock")
    assert [e["type"] for e in events] == ["knocked", "widow-turned"]
    assert state.phase == "2" and state.knocker == 0
    first = state.to_act
    play(state, "pass")
    assert state.to_act == step(game, first, 3) and state.deal_no == 1
    events = play(state, "pass")
    assert "showdown" in [e["type"] for e in events]


@pytest.mark.parametrize("game", GAMES)
def test_phase1_knock_stands_after_a_later_exchange(game: str) -> None:
    # Open case, our convention: a phase-1 knock still ends play before the knocker's next turn
    # when a later player exchanges ("This causes the play to end before your next turn").
    state = make(game, 4, dealer=0)
    knocker = state.to_act
    play(state, "knock", "exchange")
    assert state.phase == "2" and state.knocker == knocker
    play(state, "pass")
    events = play(state, "pass")
    assert "showdown" in [e["type"] for e in events]


@pytest.mark.parametrize("game", GAMES)
def test_phase2_exchange_one_card(game: str) -> None:
    # Phase 2, option 1: "Exchange one card. You discard one card from your hand face up to the
    # table and take a card from the spare hand in exchange for it."
    first = step(game, 0, 3)
    state = make(game, 3, dealer=0, hands={first: "2c 3d 4h 5s 7c"}, widow="Ac Kd Qh Js 9c")
    play(state, "exchange")  # the first player takes the widow; their old hand is face up
    seat = state.to_act
    assert seat is not None
    hand = [str(c) for c in state.zones()[f"hand {seat}"]]
    play(state, f"swap {hand[2]} 5s")
    after = [str(c) for c in state.zones()[f"hand {seat}"]]
    assert after == [*hand[:2], "5s", *hand[3:]]
    assert sorted(state.view(0)["widow"]["cards"]) == sorted(cards(f"2c 3d 4h {hand[2]} 7c"))
    # Everyone saw the 5s go into that hand.
    assert "5s" in state.view((seat + 1) % 3)["seats"][seat]["hand"]


@pytest.mark.parametrize("game", GAMES)
def test_phase2_exchange_five_cards(game: str) -> None:
    # Phase 2, option 2: "Exchange five cards. You discard your whole hand face up and take the
    # whole spare hand in exchange for it."
    first = step(game, 0, 3)
    state = make(game, 3, dealer=0, hands={first: "2c 3d 4h 5s 7c"})
    play(state, "exchange")
    seat = state.to_act
    assert seat is not None
    hand = [str(c) for c in state.zones()[f"hand {seat}"]]
    play(state, "swap all")
    assert [str(c) for c in state.zones()[f"hand {seat}"]] == cards("2c 3d 4h 5s 7c")
    assert state.view(0)["widow"]["cards"] == hand
    assert state.view(first)["seats"][seat]["hand"] == sorted(cards("2c 3d 4h 5s 7c"))


@pytest.mark.parametrize("game", GAMES)
def test_phase2_knock_then_every_other_player_has_one_more_turn(game: str) -> None:
    # Phase 2, option 3: "The play continues until someone knocks. The other players then have
    # one more turn. When the turn reaches the (first) player who knocked, everyone shows their
    # cards."
    state = make(game, 4, dealer=0)
    play(state, "exchange")
    knocker = state.to_act
    play(state, "knock")
    turns = []
    for _ in range(3):
        turns.append(state.to_act)
        events = play(state, "pass")
    assert turns == [(knocker + DIRECTIONS[game] * k) % 4 for k in range(1, 4)]
    assert "showdown" in [e["type"] for e in events]


@pytest.mark.parametrize("game", GAMES)
def test_phase2_has_no_pass_before_a_knock(game: str) -> None:
    # Phase 2 lists three options, none of them a pass: our convention is no pass until a knock.
    state = make(game, 3, dealer=0)
    play(state, "exchange")
    before = state.full_view()
    with pytest.raises(IllegalActionError, match=r"in phase 2: there is no pass"):
        state.apply("pass")
    assert state.full_view() == before


@pytest.mark.parametrize("game", GAMES)
def test_pass_after_knock_option(game: str) -> None:
    # Open case, option pass_after_knock: standing pat on the last turn after a knock (default),
    # or an exchange required.
    state = make(game, 3, dealer=0)
    play(state, "exchange", "knock")
    assert "pass" in [str(a) for a in state.legal_actions()]
    strict = make(game, 3, dealer=0, pass_after_knock="false")
    play(strict, "exchange", "knock")
    legal = [str(a) for a in strict.legal_actions()]
    assert "pass" not in legal and "knock" not in legal and "swap all" in legal
    with pytest.raises(IllegalActionError, match="must still exchange"):
        strict.apply("pass")


@pytest.mark.parametrize("game", GAMES)
def test_only_one_knock_per_deal(game: str) -> None:
    # Open case, our convention: after the first knock nobody else may knock.
    state = make(game, 3, dealer=0)
    knocker = state.to_act
    play(state, "knock")
    seat = state.to_act
    message = (
        f"illegal action 'knock' for seat {seat} in phase 1: seat {knocker} has already knocked"
    )
    with pytest.raises(IllegalActionError) as raised:
        state.apply("knock")
    assert str(raised.value) == message


@pytest.mark.parametrize("game", GAMES)
def test_illegal_swaps_and_phase_errors_change_nothing(game: str) -> None:
    first = step(game, 0, 3)
    state = make(game, 3, dealer=0, hands={first: "2c 3d 4h 5s 7c"}, widow="Ac Kd Qh Js 9c")
    before = (state.full_view(), state.record())
    with pytest.raises(IllegalActionError, match="widow is still face down"):
        state.apply("swap 2c Ac")
    with pytest.raises(IllegalActionError, match="no chip is offered"):
        state.apply("buy")
    assert (state.full_view(), state.record()) == before
    play(state, "exchange")
    seat = state.to_act
    before = (state.full_view(), state.record())
    with pytest.raises(IllegalActionError, match=rf"seat {seat} does not hold"):
        state.apply("swap 2c 3d" if "2c" not in state.view(seat)["hand"] else "swap Ah 2c")
    with pytest.raises(IllegalActionError, match="the widow does not hold Ah"):
        state.apply(f"swap {state.view(seat)['hand'][0]} Ah")
    with pytest.raises(IllegalActionError, match="widow is face up"):
        state.apply("exchange")
    with pytest.raises(IllegalActionError, match="it is seat"):
        state.apply("knock", seat=(seat + 1) % 3)
    with pytest.raises(InvalidActionError, match="'fold'"):
        state.apply("fold")
    with pytest.raises(InvalidActionError, match="'1h'"):
        state.apply("swap 1h 2c")
    assert (state.full_view(), state.record()) == before


@pytest.mark.parametrize("game", GAMES)
def test_stacked_deck_helper_matches_engine(game: str) -> None:
    # The helper used by the rule tests deals what it promises.
    state = make(
        game, 4, dealer=3, hands={0: "2c 3c 4c 5c 6c", 2: "7d 8d 9d Td Jd"}, widow="Ah Kh Qh Jh Th"
    )
    zones = state.zones()
    assert [str(c) for c in zones["hand 0"]] == cards("2c 3c 4c 5c 6c")
    assert [str(c) for c in zones["hand 2"]] == cards("7d 8d 9d Td Jd")
    assert [str(c) for c in zones["widow"]] == cards("Ah Kh Qh Jh Th")
    assert len(stacked(4, 3, DIRECTIONS[game], {})) == 25


@pytest.mark.parametrize("game", GAMES)
def test_views_do_not_depend_on_cards_a_seat_cannot_see(game: str) -> None:
    # Hidden information, as strong as it can be put: two deals that differ only in the face-down
    # widow (which the first player takes blind) and the stock look exactly the same to every
    # other seat, step by step, until the hands are shown.
    order = [step(game, 0, 4)]  # the seats in playing order, dealer 0 last
    while len(order) < 4:
        order.append(step(game, order[-1], 4))
    hands = {order[0]: "2c 3c 4c 5c 6c", order[1]: "2d 3d 4d 5d 6d"}
    hands |= {order[2]: "2h 3h 4h 5h 6h", order[3]: "2s 3s 4s 5s 6s"}
    one = make(game, 4, dealer=0, hands=hands, widow="Ah Kh Qh Jh Th", stock="9c 9d")
    two = make(game, 4, dealer=0, hands=hands, widow="As Ks Qs Js Ts", stock="8c 8d")
    actions = ["exchange", "swap 2d 2c", "knock", "pass", "pass"]
    for action in actions:
        play(one, action)
        play(two, action)
        for seat in order[1:]:
            assert one.view(seat) == two.view(seat)
        assert one.view(order[0])["hand"] != two.view(order[0])["hand"]
    events = play(one, "pass")
    assert "showdown" in [e["type"] for e in events]
