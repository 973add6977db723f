"""Horse Race, clause by clause (rules text: commerce-...-horse-race-faro-...txt, Horse Race)."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

import pytest

from widow import IllegalActionError, load_game, replay
from widow.bots import play_match
from widow.games.horse_race.actions import LADDER
from widow.games.horse_race.bot import HorseRaceBot, bet_value, quote_for
from widow.games.horse_race.odds import win_probabilities
from widow.games.horse_race.rules import TRACK_PACK, HorseRaceState, winnings
from widow.i18n import translator

TRACK = "2h 3h 4h 5c 6c 9d"
SPADES_RUN = "2s 3s 4s 5s 6s 7s 8s"


def start(deal: str = f"{TRACK} {SPADES_RUN}", players: int = 3, **opts: Any) -> HorseRaceState:
    state = load_game("horse-race", players=players, **opts).new_state(seed=4, script=[deal])
    assert isinstance(state, HorseRaceState)
    return state


def play(state: HorseRaceState, moves: str) -> None:
    for move in moves.split(","):
        state.apply(move.strip())


QUOTES = "quote c 3-1, quote d 2-1, quote h 5-1, quote s 6-4"


def test_aces_set_out_six_card_track_and_the_rest_is_the_stock() -> None:
    """Rules, Horse Race: the four aces in a line, six cards dealt as the layout, the rest the
    stock."""
    state = start()
    assert [str(c) for c in state.layout] == TRACK.split()
    assert len(state.stock) == 42 and not any(str(c).startswith("A") for c in state.stock)
    assert state.view(1)["table"]["zones"][0]["cards"] == ["Ac", "Ad", "Ah", "As"]


def test_the_banker_quotes_every_suit_before_any_bet() -> None:
    """Rules, Horse Race: the banker announces the odds on each suit; then players bet."""
    state = start()
    assert state.to_act == 0 and state.phase == "quote"
    with pytest.raises(IllegalActionError, match="banker quotes c next"):
        state.apply("quote d 2-1")
    play(state, QUOTES)
    assert state.phase == "bet" and state.view(2)["quotes"] == {
        "c": "3-1",
        "d": "2-1",
        "h": "5-1",
        "s": "6-4",
    }
    assert state.to_act == 1


def test_punters_bet_under_the_aces_from_the_bankers_left() -> None:
    """Rules, Horse Race: players place their bets on a suit, kept apart by player."""
    state = start()
    play(state, f"{QUOTES}, bet s 4, bet h 2, done")
    assert state.to_act == 2
    play(state, "bet s 1")
    assert state.stakes[1] == [0, 0, 2, 4] and state.stakes[2] == [0, 0, 0, 1]
    assert state.pool == 7


def test_limits_one_bet_per_suit_and_at_most_max_bet() -> None:
    """Rules, Horse Race: the banker sets the betting limits (option max_bet)."""
    state = start(max_bet=3)
    play(state, f"{QUOTES}, bet s 3")
    with pytest.raises(IllegalActionError, match="already bet on that suit"):
        state.apply("bet s 1")
    with pytest.raises(IllegalActionError, match="1 to 3 chips"):
        state.apply("bet h 4")


def test_the_race_runs_to_seven_cards_and_pays_at_the_quoted_odds() -> None:
    """Rules, Horse Race: cards are dealt until seven of a suit have come; bets on that ace are
    paid at the quoted odds, bets on the other aces go to the banker."""
    state = start()
    play(state, f"{QUOTES}, bet s 4, bet h 2, done, bet c 5, done")
    assert state.last_race is not None and state.last_race["winner"] == "s"
    # seat 1: spades 4 at 6-4 wins 6, hearts 2 lost: net +4; seat 2: clubs 5 lost
    assert state.last_race["results"] == [{"seat": 1, "net": 4}, {"seat": 2, "net": -5}]
    assert state.chips == [200 - 6 + 2 + 5, 204, 195]
    assert state.pool == 0


def test_winnings_round_down_to_whole_chips() -> None:
    """Convention: a fraction of a chip in a payout is rounded down, in the banker's favour."""
    assert winnings(3, (6, 4)) == 4 and winnings(4, (6, 4)) == 6 and winnings(1, (1, 5)) == 0


def test_the_bank_rotates_to_the_left() -> None:
    """Rules, Horse Race: the bank rotates between players (option races_per_bank)."""
    state = start(races_per_bank=2)
    bankers = []
    rng = random.Random(1)
    while not state.is_over:
        if state.phase == "quote" and len(state.quotes) == 0:
            bankers.append(state.banker)
        state.apply(rng.choice(state.legal_actions()))
    assert bankers == [0, 0, 1, 1, 2, 2]


def test_a_race_always_has_a_winner() -> None:
    """With six track cards, some suit always reaches seven before the stock runs out."""
    state = start()
    play(state, f"{QUOTES}, done, done")
    assert state.race_no == 2 and state.last_race is not None


def test_the_heuristic_banker_never_quotes_longer_than_fair() -> None:
    """The heuristic banker's quotes keep its margin: a quote never pays more than the fair odds
    from the exact chance, shortened by the margin."""
    rng = random.Random(3)
    for _ in range(30):
        track = rng.sample(TRACK_PACK, 6)
        for chance in win_probabilities(track).values():
            for margin in (Fraction(0), Fraction(1, 10)):
                odds = quote_for(chance, margin)
                if chance:
                    assert chance * (1 + Fraction(*odds)) <= 1 / (1 + margin) or odds == LADDER[0]


def test_the_heuristic_punter_bets_only_where_the_quote_beats_the_chance() -> None:
    """The heuristic punter stakes only on bets with a positive expected gain."""
    state = start()
    play(state, "quote c 100-1, quote d 1-5, quote h 1-5, quote s 1-5")
    action = HorseRaceBot().choose(state.view(1), state.legal_actions(), random.Random(1))
    chance = win_probabilities(TRACK)["c"]
    assert str(action).startswith("bet c") and bet_value(chance, (100, 1), 1) > 0
    fair = start()
    play(fair, "quote c 1-5, quote d 1-5, quote h 1-5, quote s 1-5")
    assert str(HorseRaceBot().choose(fair.view(1), fair.legal_actions(), random.Random(1))) == (
        "done"
    )


def test_heuristic_bankers_and_punters_beat_random_ones() -> None:
    """Over 100 seeded matches, heuristic seats end ahead of random seats."""
    game = load_game("horse-race", players=4)
    total = 0
    for seed in range(100):
        seats = play_match(game, ["heuristic", "random"] * 2, seed).outcome()["seats"]
        total += seats[0]["money"] + seats[2]["money"]
    assert total > 0


def test_records_replay() -> None:
    """Records: a scripted race replays to an equal state."""
    state = start()
    play(state, f"{QUOTES}, bet s 4, done")
    assert replay(state.record()) == state


def _race_oracle(stock: list[str]) -> tuple[dict[str, int], str]:
    """Rules, Horse Race ("the banker continues drawing cards until one ace crosses the finish
    line (i.e. seven cards of that suit have been dealt)"): the cards each suit shows, and the
    winning suit, for a stock in order."""
    shown = dict.fromkeys("cdhs", 0)
    for card in stock:
        shown[card[1]] += 1
        if shown[card[1]] == 7:
            return shown, card[1]
    raise AssertionError("no suit reached the finish")


def test_the_race_just_run_stays_on_the_table_until_the_next_race_is_run() -> None:
    """Rules, Horse Race: a race runs until a suit shows its seventh card, the winning bets are
    paid at the quoted odds and the rest collected by the banker. The whole race is run by the
    last punter's ``done`` and the next race laid out at once, so the table description keeps
    the race just run (``last_race``: where each horse stood, the winner, each punter's and the
    bank's result) while the next one is quoted and bet, and drops it once cards are turned."""
    rng = random.Random(3)
    state = load_game("horse-race", players=3, races_per_bank=2).new_state(seed=8)
    assert "last_race" not in state.table(0)
    races = 0
    while not state.is_over:
        before = state.copy()
        state.apply(rng.choice(state.legal_actions()))
        if state.race_no == before.race_no and not state.is_over:
            # Within a race: the last race (if any) stays as it was on every seat's table.
            assert state.table(1).get("last_race") == before.table(1).get("last_race")
            continue
        if state.is_over:
            assert "last_race" not in state.table(0)  # the final race lies on the track itself
            break
        races += 1
        progress, winner = _race_oracle([str(c) for c in before.stock])
        punters = before.punters
        nets = {
            s: state.chips[s] - before.chips[s] - sum(before.stakes[s])
            for s in punters
            if any(before.stakes[s])
        }
        for viewer in (None, 0, 1, 2):
            last = state.table(viewer)["last_race"]
            assert last["race"] == before.race_no and last["winner"] == winner
            assert last["progress"] == progress
            assert {p["seat"]: p["net"] for p in last["payouts"]} == nets
            assert last["banker"] == before.banker
            assert last["bank"] == state.chips[before.banker] - before.chips[before.banker]
    assert races == 5


def test_each_bet_is_labelled_with_its_horse_in_words_the_catalogue_says() -> None:
    """Rules, Horse Race: players bet on suits. A seat's bet counters name the suit in words
    through the catalogue's message ``bet on {place}``, so a Spanish reader sees them in
    Spanish."""
    state = start()
    play(state, f"{QUOTES}, bet h 4, bet c 2")
    bets = [c for c in state.table(0)["seats"][1]["counters"] if c["name"].startswith("bet_")]
    assert [(c["name"], c["label"], c["value"]) for c in bets] == [
        ("bet_c", "bet on clubs", 2),
        ("bet_h", "bet on hearts", 4),
    ]
    spanish = translator("es")
    assert [spanish.sentence(c["label"]) for c in bets] == [
        "apuesta a tréboles",
        "apuesta a corazones",
    ]
