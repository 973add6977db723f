"""Whisky Poker rule clauses, each citing its section of whisky-poker-and-la-viuda.txt."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from spare_hand_support import make, play
from typer.testing import CliRunner

from widow import InvalidOptionError, State, load_game
from widow.bots import play_match
from widow.cards import CARDS
from widow.cli import app
from widow.games import rules_text

GAME = "whisky-poker"


def chips(state: State) -> list[int]:
    return [s["chips"] for s in state.outcome()["seats"]]


def showdown_events(events: list[dict]) -> list[dict]:
    start = next(i for i, e in enumerate(events) if e["type"] == "showdown")
    end = next(
        (i for i, e in enumerate(events) if e["type"] in ("anted", "dealt") and i > start), None
    )
    return events[start:end]


@pytest.mark.parametrize("players", [2, 9])
def test_two_to_nine_players_standard_pack_without_jokers(players: int) -> None:
    # Players, Equipment and Objective: "From 2 to 9 people can play, using a standard 52-card
    # pack without jokers."
    state = load_game(GAME, players=players).new_state(seed=1)
    assert sorted(state.pack()) == list(CARDS[:52])
    assert sorted(c for zone in state.zones().values() for c in zone) == list(CARDS[:52])


@pytest.mark.parametrize("players", [1, 10, "x"])
def test_player_count_outside_two_to_nine_refused(players: object) -> None:
    # Players, Equipment and Objective: "From 2 to 9 people can play".
    with pytest.raises(InvalidOptionError, match="players"):
        load_game(GAME, players=players)  # type: ignore[arg-type]


def test_first_dealer_is_lowest_draw() -> None:
    # Deal: "The first dealer is chosen by drawing cards (lowest deals)".
    state = load_game(GAME, players=4).new_state(seed=0, script=[["9c", "5d", "Kh", "7s"]])
    assert state.dealer == 1


def test_first_dealer_draw_ace_counts_low() -> None:
    # Open case, our convention: ace low when drawing for the first deal.
    state = load_game(GAME, players=3).new_state(seed=0, script=[["2c", "As", "3d"]])
    assert state.dealer == 1


def test_first_dealer_tied_lowest_draw_again() -> None:
    # Open case, our convention: players tied for lowest draw again (only they do).
    script = [["4c", "4d", "9h", "Ks"], ["Qc", "3h"]]
    state = load_game(GAME, players=4).new_state(seed=0, script=script)
    draws = [e.to_dict() for e in state.events if e.type == "drew-for-deal"]
    assert draws[0]["dealer"] is None
    assert [s for s, _ in draws[1]["draws"]] == [0, 1]
    assert state.dealer == 1


def test_deal_passes_to_the_left() -> None:
    # Deal: "thereafter the turn to deal passes to the left after each hand".
    state = make(GAME, 4, dealer=2)
    dealers = [state.dealer]
    for _ in range(3):
        play(state, "knock", "pass", "pass", "pass")
        dealers.append(state.dealer)
    assert dealers == [2, 3, 0, 1]


def test_everyone_antes_one_chip_before_each_deal() -> None:
    # Deal: "Before each deal, each player contributes one chip to a central pool."
    state = make(GAME, 3, dealer=0, chips=10)
    assert chips(state) == [9, 9, 9] and state.ledger.pool == 3
    events = play(state, "knock", "pass", "pass")
    antes = [e for e in events if e["type"] == "anted"]
    assert len(antes) == 1 and sorted(antes[0]["seats"]) == [0, 1, 2]
    assert sum(chips(state)) + state.ledger.pool == 30 and state.ledger.pool == 3


def test_best_hand_takes_the_pool() -> None:
    # Scoring: "the player who has the best hand ... takes all the chips from the pool".
    hands = {0: "2c 2d 5h 9s Jc", 1: "Kc Kd 3h 3s 8c", 2: "Ah Qd 8s 6c 4d"}
    state = make(GAME, 3, dealer=0, hands=hands, chips=5)
    events = play(state, "knock", "pass", "pass")
    won = [e for e in showdown_events(events) if e["type"] == "pool-won"]
    assert [(e["seat"], e["amount"]) for e in won] == [(1, 3)]
    assert chips(state)[1] == 5 - 1 + 3 - 1  # ante, win, next ante


def test_standard_ranking_without_wild_cards() -> None:
    # Scoring: "according to the standard ranking of poker hands, without wild cards". With aces
    # wild (as in La Viuda's first deal) the ace would make three fives; here it is a plain ace.
    hands = {0: "Ac 5c 5d 9h Jc", 1: "Kc Kd Qh Qs 3c"}
    state = make(GAME, 2, dealer=0, hands=hands, widow="2c 3d 4h 6s 8c")
    events = play(state, "knock", "pass")
    won = [e for e in showdown_events(events) if e["type"] == "pool-won"]
    assert [e["seat"] for e in won] == [1]


def test_best_hand_tie_splits_pool_odd_chip_stays() -> None:
    # Open case, our convention: tied best hands split the pool; the odd chip stays for the next
    # deal.
    hands = {0: "Ah Kh 9d 7c 4s", 1: "Ad Kd 9h 7s 4c", 2: "2c 3d 5h 8s Tc"}
    state = make(GAME, 3, dealer=0, hands=hands, chips=10)
    events = play(state, "knock", "pass", "pass")
    won = [(e["seat"], e["amount"]) for e in showdown_events(events) if e["type"] == "pool-won"]
    assert sorted(won) == [(0, 1), (1, 1)]
    assert state.ledger.pool == 1 + 3  # the odd chip and the next deal's antes


def test_best_hand_tie_on_last_deal_odd_chip_to_nearest_left() -> None:
    # Open case, our convention: after the last deal the odd chip goes to the tied winner nearest
    # the dealer's left.
    hands = {0: "Ah Kh 9d 7c 4s", 2: "Ad Kd 9h 7s 4c", 1: "2c 3d 5h 8s Tc"}
    state = make(GAME, 3, dealer=1, hands=hands, chips=10, deals=1)
    events = play(state, "knock", "pass", "pass")
    won = {e["seat"]: e["amount"] for e in events if e["type"] == "pool-won"}
    assert won == {2: 2, 0: 1}
    assert state.is_over and state.ledger.pool == 0
    assert sum(s["money"] for s in state.outcome()["seats"]) == 0


def test_pool_match_lasts_one_deal_by_each_player_by_default() -> None:
    # Open case (the text gives no end for pool scoring), option deals: default one deal each.
    state = play_match(load_game(GAME, players=3), ["random"] * 3, seed=4)
    assert state.deal_no == 3 and state.outcome()["over"]
    state = play_match(load_game(GAME, players=3, deals="5"), ["random"] * 3, seed=4)
    assert state.deal_no == 5


def test_pool_chips_must_cover_every_ante() -> None:
    with pytest.raises(InvalidOptionError, match="chips"):
        load_game(GAME, players=4, chips=3)
    with pytest.raises(InvalidOptionError, match="chips"):
        load_game(GAME, players=2, chips=3, deals=4)
    # Lives scoring has no antes, so the pool options do not constrain it.
    assert load_game(GAME, players=4, scoring="lives", chips=3).options.lives == 5


def test_lives_lowest_hand_pays_one_chip_no_ante() -> None:
    # Scoring, alternative: "Each player starts with a small number of chips, usually five ...
    # the holder of the lowest hand must pay one chip to a central pool."
    hands = {0: "2c 2d 5h 9s Jc", 1: "Kc Kd 3h 3s 8c", 2: "Ah Qd 8s 6c 4d"}
    state = make(GAME, 3, dealer=0, hands=hands, scoring="lives")
    assert chips(state) == [5, 5, 5] and state.ledger.pool == 0
    events = play(state, "knock", "pass", "pass")
    paid = [e for e in showdown_events(events) if e["type"] == "chip-paid"]
    assert [(e["seat"], e["chips"]) for e in paid] == [(2, 4)]
    assert chips(state) == [5, 5, 4] and state.ledger.pool == 1


def test_lives_first_to_lose_all_loses_and_match_ends() -> None:
    # Scoring, alternative: "The first player to lose all five chips to the pool is the loser".
    hands = {0: "2c 2d 5h 9s Jc", 1: "Ac Qd 8s 6c 4d"}
    state = make(GAME, 2, dealer=0, hands=hands, scoring="lives", lives=1)
    play(state, "knock", "pass")
    out = state.outcome()
    assert state.is_over and out["losers"] == [1]
    assert [s["placing"] for s in out["seats"]] == [1, 2]
    assert all(s["money"] == 0 for s in out["seats"])


def test_lives_tie_for_lowest_every_tied_player_pays() -> None:
    # Open case, option low_tie="all" (default): every player tied for lowest pays.
    hands = {0: "Ah Kh 9d 7c 4s", 1: "Ad Kd 9h 7s 4c", 2: "Qc Qd 5h 8s Tc"}
    state = make(GAME, 3, dealer=0, hands=hands, scoring="lives")
    events = play(state, "knock", "pass", "pass")
    assert sorted(e["seat"] for e in events if e["type"] == "chip-paid") == [0, 1]


def test_lives_tie_for_lowest_draw_off_option() -> None:
    # Open case, option low_tie="draw": the tied players draw off; the lowest card pays.
    hands = {0: "Ah Kh 9d 7c 4s", 1: "Ad Kd 9h 7s 4c", 2: "Qc Qd 5h 8s Tc"}
    state = make(
        GAME, 3, dealer=0, hands=hands, scoring="lives", low_tie="draw", extra=[["Kh", "4c"]]
    )
    events = play(state, "knock", "pass", "pass")
    draw = next(e for e in events if e["type"] == "draw-off")
    assert draw["draws"] == [[1, "Kh"], [0, "4c"]]
    assert [e["seat"] for e in events if e["type"] == "chip-paid"] == [0]


def test_options_accept_text_and_list_valid_names() -> None:
    game = load_game(GAME, players="3", scoring="lives", lives="2", pass_after_knock="no")
    assert game.options.lives == 2 and game.options.pass_after_knock is False
    with pytest.raises(InvalidOptionError, match="valid: all_tie, ante, bet, cap, chip_value"):
        load_game(GAME, players=3, livs=2)
    with pytest.raises(InvalidOptionError, match="lives must be a whole number"):
        load_game(GAME, players=3, lives="many")


def test_rules_text_names_every_option_and_default() -> None:
    text = rules_text(GAME)
    for name in (
        "scoring",
        "deals",
        "chips",
        "chip_value",
        "lives",
        "low_tie",
        "all_tie",
        "pass_after_knock",
    ):
        assert name in text


def test_lives_several_players_out_at_once_all_lose() -> None:
    # Open case, our convention: when tied lowest hands take several players' last lives at once
    # (low_tie=all), all of them lose and the match ends.
    hands = {0: "Ah Kh 9d 7c 4s", 1: "Ad Kd 9h 7s 4c", 2: "Qc Qd 5h 8s Tc"}
    state = make(GAME, 3, dealer=0, hands=hands, scoring="lives", lives=1)
    play(state, "knock", "pass", "pass")
    out = state.outcome()
    assert state.is_over and out["losers"] == [0, 1]
    assert [s["placing"] for s in out["seats"]] == [2, 2, 1]
    assert [s["status"] for s in state.view(2)["seats"]] == ["out", "out", "in"]


def test_pool_money_is_chips_won_times_chip_value() -> None:
    # Players, Equipment and Objective: "If playing for money, the value of a chip should be
    # agreed before beginning" (option chip_value).
    state = play_match(load_game(GAME, players=3, chip_value=5, chips=8), ["random"] * 3, seed=6)
    for seat in state.outcome()["seats"]:
        assert seat["money"] == (seat["chips"] - 8) * 5


# Two hands of equal value (same ranks, different suits) for a two-player lives deal.
EQUAL_HANDS = {0: "Ah Kh 9d 7c 4s", 1: "Ad Kd 9h 7s 4c"}


def test_lives_every_hand_equal_nobody_pays_by_default() -> None:
    # Scoring, alternative: "the holder of the lowest hand must pay one chip". Open case, our
    # convention (all_tie="void", default): when every hand is equal nobody holds a lower hand,
    # so nobody pays and the next deal follows, even when everyone is on their last life.
    state = make(GAME, 2, dealer=0, hands=EQUAL_HANDS, scoring="lives", lives=1)
    events = play(state, "knock", "pass")
    assert [e["type"] for e in events if e["type"] in ("chip-paid", "stand-off")] == ["stand-off"]
    assert not state.is_over and state.deal_no == 2
    assert chips(state) == [1, 1] and state.ledger.pool == 0


def test_lives_every_hand_equal_void_applies_at_any_lives() -> None:
    # Open case, all_tie="void": three equal hands with lives to spare cost nobody a life either.
    hands = {0: "Ah Kh 9d 7c 4s", 1: "Ad Kd 9h 7s 4c", 2: "Ac Kc 9s 7d 4h"}
    state = make(GAME, 3, dealer=0, hands=hands, scoring="lives", lives=3)
    events = play(state, "knock", "pass", "pass")
    assert not any(e["type"] == "chip-paid" for e in events)
    assert chips(state) == [3, 3, 3]


def test_lives_every_hand_equal_settle_everyone_loses_nobody_wins() -> None:
    # Scoring, alternative: "The first player to lose all five chips to the pool is the loser".
    # Open case, option all_tie="settle" with low_tie="all": both equal hands pay their last
    # life, so both lose together; neither of them is a winner.
    state = make(GAME, 2, dealer=0, hands=EQUAL_HANDS, scoring="lives", lives=1, all_tie="settle")
    events = play(state, "knock", "pass")
    out = state.outcome()
    assert state.is_over
    assert out["losers"] == [0, 1] and out["winners"] == []
    over = next(e for e in events if e["type"] == "match-over")
    assert over["seat"] is None


def test_lives_every_hand_equal_settle_with_draw_off_one_pays() -> None:
    # Open case, all_tie="settle" with low_tie="draw": the equal hands draw off like any tie for
    # lowest; the lowest card pays, and the other player wins.
    state = make(
        GAME,
        2,
        dealer=0,
        hands=EQUAL_HANDS,
        scoring="lives",
        lives=1,
        all_tie="settle",
        low_tie="draw",
        extra=[["Kh", "4c"]],
    )
    play(state, "knock", "pass")
    out = state.outcome()
    assert out["losers"] == [0] and out["winners"] == [1]


def test_lives_winners_and_losers_never_overlap_over_seeded_matches() -> None:
    # Invariant over many seeded matches, under both all_tie settings: no seat is both a winner
    # and a loser, a finished match has a loser, and a winner unless every seat lost.
    for all_tie in ("void", "settle"):
        game = load_game(GAME, players=2, scoring="lives", lives=1, all_tie=all_tie)
        for seed in range(300):
            out = play_match(game, ["random", "random"], seed=seed).outcome()
            assert out["over"] and out["losers"]
            assert not set(out["winners"]) & set(out["losers"])
            assert out["winners"] or len(out["losers"]) == 2


def test_simulation_counts_no_win_when_everyone_loses() -> None:
    # A match that every player loses (all_tie="settle") adds no win to anyone: simulate's wins
    # come from the outcome's winners, so the statistics agree with the outcome and its text.
    from widow.simulation import MatchResult, summarize

    state = make(GAME, 2, dealer=0, hands=EQUAL_HANDS, scoring="lives", lives=1, all_tie="settle")
    play(state, "knock", "pass")
    out = state.outcome()
    result = MatchResult(
        index=0,
        seed=0,
        winners=tuple(out["winners"]),
        money=(0, 0),
        score=(0, 0),
        deals=1,
        actions=2,
        over=True,
    )
    summary = summarize(
        [result], game=GAME, players=2, seed=0, bots=("random", "random"), options={}
    )
    assert [s.wins for s in summary.seats] == [0.0, 0.0]


def test_replay_text_of_a_match_everyone_loses_names_no_winner(tmp_path: Path) -> None:
    # The text agrees with the outcome: both players lose, nobody is called a winner.
    state = make(GAME, 2, dealer=0, hands=EQUAL_HANDS, scoring="lives", lives=1, all_tie="settle")
    play(state, "knock", "pass")
    path = tmp_path / "both-lose.json"
    path.write_text(json.dumps(state.record()), encoding="utf-8")
    result = CliRunner().invoke(app, ["replay", str(path)])
    assert result.exit_code == 0, result.stderr
    assert "seat 0, seat 1 lose the match and share the cost of the whisky" in result.stdout
    assert "nobody wins" in result.stdout
    assert "winner" not in result.stdout


def test_replay_text_of_a_void_deal_says_nobody_pays(tmp_path: Path) -> None:
    state = make(GAME, 2, dealer=0, hands=EQUAL_HANDS, scoring="lives", lives=1)
    play(state, "knock", "pass")
    path = tmp_path / "void.json"
    path.write_text(json.dumps(state.record()), encoding="utf-8")
    result = CliRunner().invoke(app, ["replay", str(path)])
    assert result.exit_code == 0, result.stderr
    assert "every hand is equal, so none is the lowest: nobody pays a chip" in result.stdout
    assert "pays a chip into the pool" not in result.stdout
