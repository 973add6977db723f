"""La Viuda rule clauses, each citing its section of whisky-poker-and-la-viuda.txt (La Viuda and
Variations)."""

from __future__ import annotations

import random

import pytest
from spare_hand_support import DIRECTIONS, cards_shown, make, play, ranks_wild_for, stacked

from widow import InvalidOptionError, State, load_game
from widow.bots import play_match
from widow.cards import CARDS, Card, stripped_deck
from widow.families.spare_hand.rules import draw_rank

GAME = "la-viuda"


def outcome_chips(state: State) -> list[int]:
    return [s["chips"] for s in state.outcome()["seats"]]


def payers(events: list[dict]) -> list[int]:
    return [e["seat"] for e in events if e["type"] == "chip-paid"]


def test_pack_is_52_cards_plus_two_jokers() -> None:
    # La Viuda: "The game is played with a standard 52-card pack plus two jokers."
    state = load_game(GAME, players=4).new_state(seed=2)
    assert sorted(state.pack()) == list(CARDS[:54])


def test_dealt_and_played_counter_clockwise_deal_passes_right() -> None:
    # La Viuda: "The game is dealt and played counter-clockwise ... The play begins with the
    # player to dealer's right."
    state = make(GAME, 4, dealer=1)
    assert state.to_act == 0
    play(state, "knock", "pass", "pass", "pass")
    assert state.dealer == 0 and state.to_act == 3


def test_chips_bought_and_la_viuda_chip_starts_in_pool() -> None:
    # La Viuda: "each player must buy an equal number of chips - usually two or three chips
    # each ... An extra chip called 'La Viuda' (the widow) is placed in a central pool."
    state = load_game(GAME, players=4, chip_value=5).new_state(seed=3)
    out = state.outcome()
    assert outcome_chips(state) == [3, 3, 3, 3] and out["pool"] == 1
    assert [s["paid"] for s in out["seats"]] == [15] * 4 and out["stakes"] == 60
    assert (
        load_game(GAME, players=4, chips="2").new_state(seed=3).outcome()["seats"][0]["chips"] == 2
    )


def test_first_deal_aces_wild_and_jokers_wild() -> None:
    # La Viuda: "In the first deal, the Aces are always wild, because there is one chip in the
    # pool"; "The jokers are wild cards". A pair with an ace makes trips, beating two pair.
    hands = {0: "Ac 5c 5d 9h Jc", 1: "Kc Kd Qh Qs 3c"}
    state = make(GAME, 2, dealer=0, hands=hands, widow="2c 3d 4h 6s 8c")
    assert state.view(0)["wild_rank"] == "A" and state.view(0)["jokers"] is True
    events = play(state, "knock", "pass")
    assert payers(events) == [1]
    hands = {0: "XR 5c 5d 9h Jc", 1: "Kc Kd Qh Qs 3c"}
    state = make(GAME, 2, dealer=0, hands=hands, widow="2c 3d 4h 6s 8c")
    assert payers(play(state, "knock", "pass")) == [1]


def test_worst_hand_pays_one_chip_and_next_rank_is_wild() -> None:
    # La Viuda: "The player who has the worst poker hand must pay one chip to the pool. Since the
    # pool now contains two chips, twos will be wild in the next deal."
    hands = {0: "2c 2d 7h 9s Jc", 1: "Kc Kd 5h 8s 4c"}
    second = stacked(2, 1, -1, hands, widow="3c 3d 6h Ts Qc", pack=CARDS[:54])
    first = {0: "2h 4d 7c 9d Jh", 1: "Qc Qd 5c 8d 4s"}
    state = make(GAME, 2, dealer=0, hands=first, widow="3h 6c Td Th Ks", extra=[second])
    events = play(state, "knock", "pass")
    assert payers(events) == [0]
    assert outcome_chips(state) == [2, 3] and state.ledger.pool == 2
    assert state.view(1)["wild_rank"] == "2"
    # The same two hands as before, twos now wild: 2-2-J makes three jacks over a pair of kings.
    assert payers(play(state, "knock", "pass")) == [1]


def test_wild_rank_follows_pool_size_through_a_match() -> None:
    # La Viuda: "11, 12 or 13 chips in the pool correspond to wild Jack, Queens and Kings
    # respectively; 14 chips would correspond to wild Aces again, 15 would indicate wild twos".
    game = load_game(GAME, players=6, chips=5)
    for seed in range(3):
        state = game.new_state(seed=seed)
        rng = random.Random(seed)
        pools = set()
        while not state.is_over:
            view = state.view(0)
            assert view["wild_rank"] == ranks_wild_for(view["pool"])
            pools.add(view["pool"])
            state.apply(rng.choice(state.legal_actions()))
        assert max(pools) >= 15


def test_player_without_chips_is_out_when_declining() -> None:
    # La Viuda: "A player who loses all their chips is out of the game, unless they buy 'La
    # Viuda'".
    hands = {0: "Kc Kd 5h 8s 4c", 1: "2c 3d 7h 9s Jc", 2: "Qc Qd 5c 8d 4s"}
    state = make(GAME, 3, dealer=0, hands=hands, chips=1)
    play(state, "knock", "pass", "pass")
    assert state.phase == "buy" and state.to_act == 1
    assert sorted(str(a) for a in state.legal_actions()) == ["buy", "decline"]
    events = play(state, "decline")
    assert [e["type"] for e in events][:2] == ["declined", "eliminated"]
    assert state.view(0)["seats"][1]["status"] == "out"
    assert state.view(0)["viuda"]["available"] is True
    assert len(state.zones()["hand 1"]) == 0 and state.to_act != 1


def test_buying_la_viuda_costs_twice_chip_value_and_keeps_wild_rank() -> None:
    # La Viuda: "This costs twice the value of a normal chip; the payment is added to the money to
    # be collected by the winner" and "when 'la Viuda' is bought, the number of chips in the pool
    # remains the same as in the previous hand, so the wild card also remains the same".
    hands = {0: "Kc Kd 5h 8s 4c", 1: "2c 3d 7h 9s Jc", 2: "Qc Qd 5c 8d 4s"}
    state = make(GAME, 3, dealer=0, hands=hands, chips=1, chip_value=3)
    play(state, "knock", "pass", "pass")
    assert state.view(1)["viuda"]["offered_to"] == 1 and state.ledger.pool == 2
    events = play(state, "buy")
    assert events[0] == {"type": "bought", "seat": 1, "price": 6, "pool": 1}
    assert state.ledger.pool == 1 and state.view(0)["wild_rank"] == "A"
    assert outcome_chips(state) == [1, 1, 1]
    assert [s["paid"] for s in state.outcome()["seats"]] == [3, 9, 3]
    assert state.outcome()["stakes"] == 15 and state.phase == "1"


def test_la_viuda_bought_only_once() -> None:
    # La Viuda: "'La Viuda' can only be bought once ... If the first player who runs out of chips
    # buys La Viuda, subsequent players will be eliminated as soon as they lose all their chips".
    hands = {0: "Kc Kd 5h 8s 4c", 1: "2c 3d 7h 9s Jc", 2: "Qc Qd 5c 8d 4s"}
    again = stacked(
        3, 2, -1, {0: "2c 3d 7h 9s Jc", 1: "Kc Kd 5h 8s 4c", 2: "Qc Qd 5c 8d 4s"}, pack=CARDS[:54]
    )
    state = make(GAME, 3, dealer=0, hands=hands, chips=1, extra=[again])
    play(state, "knock", "pass", "pass", "buy")
    events = play(state, "knock", "pass", "pass")
    assert payers(events) == [0]
    assert "buy-offered" not in [e["type"] for e in events]
    assert "eliminated" in [e["type"] for e in events] and state.phase == "1"


def test_offer_passes_to_next_player_to_run_out_after_a_decline() -> None:
    # La Viuda: "If the first player chooses not to buy 'La Viuda', the option to do so passes to
    # the second player who runs out of chips, and so on."
    hands = {0: "Kc Kd 5h 8s 4c", 1: "2c 3d 7h 9s Jc", 2: "Qc Qd 5c 8d 4s"}
    # Seat 1 is out, so seat 2 deals next and the deal skips seat 1.
    again = stacked(3, 2, -1, {0: "2c 3d 7h 9s Jc", 2: "Qc Qd 5c 8d 4s"}, pack=CARDS[:54], out=[1])
    state = make(GAME, 3, dealer=0, hands=hands, chips=1, extra=[again])
    play(state, "knock", "pass", "pass", "decline")
    assert state.dealer == 2 and state.to_act == 0
    play(state, "knock", "pass")
    assert state.phase == "buy" and state.to_act == 0


def test_buyer_eliminated_when_la_viuda_chip_is_lost() -> None:
    # La Viuda: "you can continue playing until you lose that chip as well, and are finally
    # eliminated from the game."
    hands = {0: "Kc Kd 5h 8s 4c", 1: "2c 3d 7h 9s Jc", 2: "Qc Qd 5c 8d 4s"}
    again = stacked(3, 2, -1, hands, pack=CARDS[:54])
    state = make(GAME, 3, dealer=0, hands=hands, chips=1, extra=[again])
    play(state, "knock", "pass", "pass", "buy")
    events = play(state, "knock", "pass", "pass")
    assert payers(events) == [1] and "eliminated" in [e["type"] for e in events]
    assert state.view(0)["seats"][1]["status"] == "out"


def test_last_player_left_collects_all_money() -> None:
    # La Viuda: "The game continues until all but one player have lost all their chips, and the
    # last surviving player collects all the money paid for chips."
    for seed in range(20):
        state = play_match(load_game(GAME, players=4, chip_value=2), ["random"] * 4, seed)
        out = state.outcome()
        alive = [s for s in range(4) if state.view(0)["seats"][s]["status"] != "out"]
        assert len(alive) == 1 and out["winners"] == alive
        winner = out["seats"][alive[0]]
        assert winner["money"] == out["stakes"] - winner["paid"]
        assert sum(s["money"] for s in out["seats"]) == 0
        bought = state.view(0)["viuda"]["bought_by"]
        assert out["stakes"] == 4 * 3 * 2 + (4 if bought is not None else 0)


def test_tie_break_fewer_wild_cards_is_better() -> None:
    # La Viuda, ties rule 1: "a hand with fewer wild cards (or none) beats a hand with more".
    hands = {0: "Kc Kd Kh 9d 5h", 1: "Ks Ac XR 9s 5c"}
    state = make(GAME, 2, dealer=0, hands=hands, widow="2c 3d 6h Ts Qc")
    assert payers(play(state, "knock", "pass")) == [1]


def test_tie_break_best_suited_sequence() -> None:
    # La Viuda, ties rule 2, first example: "♠8-♡8-♡9-♣5-♢4 is better than ♣8-♢8-♠9-♠5-♠4".
    hands = {0: "8c 8d 9s 5s 4s", 1: "8s 8h 9h 5c 4d"}
    state = make(GAME, 2, dealer=0, hands=hands, widow="2c 3d 6h Ts Qc")
    assert payers(play(state, "knock", "pass")) == [0]


def test_tie_break_more_cards_of_one_colour() -> None:
    # La Viuda, ties rule 3: "♠J-♡J-♢7-♡7-♢5 is better than ♣J-♢J-♠7-♣7-♡5".
    hands = {0: "Jc Jd 7s 7c 5h", 1: "Js Jh 7d 7h 5d"}
    state = make(GAME, 2, dealer=0, hands=hands, widow="2c 3d 6h Ts Qc")
    assert payers(play(state, "knock", "pass")) == [0]


@pytest.mark.parametrize(("drawn", "payer"), [("9c", 1), ("3h", 0), ("XB", 1), ("XR", 0)])
def test_tie_break_colour_draw_from_stock(drawn: str, payer: int) -> None:
    # La Viuda, ties rule 4: "♠K-♡K-♠8-♠6-♢5 versus ♢K-♣K-♡8-♣6-♡5 ... If it is black (for
    # example ♣9) the first hand wins; if it is red (for example ♡3) the second hand wins."
    # Our convention: a joker drawn counts by its own colour.
    hands = {0: "Ks Kh 8s 6s 5d", 1: "Kd Kc 8h 6c 5h"}
    state = make(GAME, 2, dealer=0, hands=hands, widow="2c 3d 7h Ts Qc", stock=drawn)
    events = play(state, "knock", "pass")
    draw = next(e for e in events if e["type"] == "colour-drawn")
    assert draw["card"] == drawn and draw["remaining"] == [payer]
    assert payers(events) == [payer]


@pytest.mark.parametrize(
    ("draws", "payer"), [([["Ts", "4h"]], 0), ([["7s", "7c"], ["4h", "Td"]], 1)]
)
def test_tie_break_manotazo(draws: list[list[str]], payer: int) -> None:
    # La Viuda, ties rule 5: "♠7-♢7-♠10-♢9-♢4 versus ♣7-♡7-♢10-♠9-♡4 ... these ten cards are
    # shuffled and whoever draws the higher card will win." Our convention: equal ranks draw again.
    hands = {0: "7s 7d Ts 9d 4d", 1: "7c 7h Td 9s 4h"}
    state = make(GAME, 2, dealer=0, hands=hands, widow="2c 3d 6h Qs Kc", extra=draws)
    events = play(state, "knock", "pass")
    offs = [e for e in events if e["type"] == "draw-off"]
    assert len(offs) == len(draws)
    assert offs[0]["draws"] == [[1, draws[0][0]], [0, draws[0][1]]]
    assert payers(events) == [payer]


def test_manotazo_joker_ranks_above_ace() -> None:
    # Open case, our convention: in a Manotazo a joker beats an ace; suits do not count.
    order = sorted(CARDS[:54], key=draw_rank)
    assert [str(c) for c in order[-2:]] == ["XR", "XB"]
    assert draw_rank(Card.parse("As")) == draw_rank(Card.parse("Ac")) == 12


@pytest.mark.parametrize(("drawn", "payer"), [("2c", 1), ("2d", 0)])
def test_three_equal_worst_hands_resolved_until_one_remains(drawn: str, payer: int) -> None:
    # Open case, our convention: with three equally bad hands the colour draw removes every hand
    # of the drawn colour, and a Manotazo settles the rest.
    hands = {0: "Kc 9d 7h 5s 3c", 1: "Kd 9c 7s 5h 3d", 2: "Kh 9s 7c 5d 3h"}
    state = make(
        GAME, 3, dealer=0, hands=hands, widow="Qc Qd Qh Qs Jc", stock=drawn, extra=[["Kd", "3h"]]
    )
    events = play(state, "knock", "pass", "pass")
    assert payers(events) == [payer]
    colour = next(e for e in events if e["type"] == "colour-drawn")
    assert colour["tied"] == [2, 1, 0]
    if drawn == "2c":
        off = next(e for e in events if e["type"] == "draw-off")
        assert off["draws"] == [[2, "Kd"], [1, "3h"]]


def test_views_after_tie_break_draws_and_buy_offer_hide_the_rest() -> None:
    # Hidden information: the colour card and the Manotazo cards are drawn face up, so every seat
    # sees them; the rest of the stock stays unseen, also while La Viuda is offered, and the next
    # deal's hands and widow are hidden again.
    hands = {0: "Kc 9d 7h 5s 3c", 1: "Kd 9c 7s 5h 3d", 2: "Kh 9s 7c 5d 3h"}
    state = make(
        GAME,
        3,
        dealer=0,
        hands=hands,
        widow="Qc Qd Qh Qs Jc",
        stock="2c",
        extra=[["Kd", "3h"]],
        chips=1,
    )
    play(state, "knock", "pass", "pass")
    assert state.phase == "buy" and state.to_act == 1
    stock = {str(c) for c in state.zones()["stock"]}
    for seat in range(3):
        view = state.view(seat)
        types = [e["type"] for e in view["events"]]
        # Events before the deal drew for the first dealer from a pack of their own.
        this_deal = view["events"][types.index("dealt") :]
        shown = cards_shown({**view, "events": this_deal})
        assert {"2c", "Kd", "3h"} <= shown and not shown & stock
    play(state, "buy")
    for seat in range(3):
        view = state.view(seat)
        assert view["widow"]["cards"] == ["??"] * 5
        assert [s["hand"] for s in view["seats"] if s["seat"] != seat] == [["??"] * 5] * 2


def test_suit_order_variant_compares_flush_suits_first() -> None:
    # Variations: "when comparing flushes, the suit is compared first, using the suit order from
    # high to low: spades, hearts, diamonds, clubs."
    hands = {0: "9h 7h 5h 4h 2h", 1: "Kd Jd 9d 6d 3d"}
    plain = make(GAME, 2, dealer=0, hands=hands, widow="2c 3c 6s Ts Qc")
    assert payers(play(plain, "knock", "pass")) == [0]
    ordered = make(GAME, 2, dealer=0, hands=hands, widow="2c 3c 6s Ts Qc", suit_order=True)
    assert payers(play(ordered, "knock", "pass")) == [1]


@pytest.mark.parametrize("players", [2, 4, 7])
def test_stripped_pack_by_player_count(players: int) -> None:
    # Variations: "two players play with a 20-card pack with just A-K-Q-J-10 in each suit, and an
    # extra rank is added for each additional player". Our convention: no jokers.
    state = load_game(GAME, players=players, stripped=True).new_state(seed=1)
    assert sorted(state.pack()) == sorted(stripped_deck(players).cards)
    assert len(state.pack()) == 20 + 4 * (players - 2)
    assert state.view(0)["wild_rank"] is None and state.view(0)["jokers"] is False


def test_stripped_pack_refuses_more_than_seven_players() -> None:
    with pytest.raises(InvalidOptionError, match="2 to 7 players"):
        load_game(GAME, players=8, stripped=True)


def test_stripped_winner_scores_point_first_to_target_wins() -> None:
    # Variations: "The winner of each hand scores 1 point, and the first player to reach an
    # agreed target number of points wins the game."
    hands = {0: "Ac Ad Kh Qs Jc", 1: "Tc Td Th Ks Qc"}
    state = make(GAME, 2, dealer=0, hands=hands, stripped=True, target=2)
    events = play(state, "knock", "pass")
    assert [(e["seat"], e["points"]) for e in events if e["type"] == "point-scored"] == [(1, 1)]
    assert outcome_chips(state) == [0, 0] and state.ledger.pool == 0
    state = play_match(load_game(GAME, players=3, stripped=True, target=3), ["random"] * 3, 9)
    out = state.outcome()
    assert max(s["points"] for s in out["seats"]) == 3 and out["winners"]
    assert [s["placing"] for s in out["seats"]].count(1) == 1


def test_stripped_wild_cards_absent() -> None:
    # Our convention: the stripped game has no wild cards, so an ace is just an ace.
    hands = {0: "Ac Ad Kh Qs Jc", 1: "Kc Kd Qh Qc Js"}
    state = make(GAME, 2, dealer=0, hands=hands, stripped=True)
    events = play(state, "knock", "pass")
    assert [e["seat"] for e in events if e["type"] == "point-scored"] == [1]


def test_direction_is_counter_clockwise() -> None:
    assert DIRECTIONS[GAME] == -1
    assert load_game(GAME, players=3).new_state(seed=0).view(0)["direction"] == "counter-clockwise"


def test_colour_draw_with_empty_stock_goes_to_manotazo() -> None:
    # Open case, our convention: with no stock left (a stripped pack for seven players is dealt
    # out entirely) a colour draw is impossible and the tie goes to Manotazo. Two straights, one
    # mostly black and one mostly red, tie for best.
    hands = {
        0: "As Kh Qs Jh Tc",
        1: "Ad Kc Qd Jc Th",
        2: "5c 6d 8h Ac Ks",
        3: "5d 6h 8s Ah Kd",
        4: "5h 6s 9c Qc Js",
        5: "5s 7c 9d Qh Jd",
        6: "6c 7d 9h Ts Td",
    }
    widow = "7h 7s 8c 8d 9s"
    state = make(GAME, 7, dealer=0, hands=hands, widow=widow, stripped=True, extra=[["Kh", "Tc"]])
    assert state.zones()["stock"] == []
    events = play(state, "knock", *["pass"] * 6)
    types = [e["type"] for e in events]
    assert "colour-drawn" not in types
    off = next(e for e in events if e["type"] == "draw-off")
    assert off["draws"] == [[1, "Kh"], [0, "Tc"]]
    assert [e["seat"] for e in events if e["type"] == "point-scored"] == [1]
