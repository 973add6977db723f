"""How the games word what happens, each test citing the section of the rules text (in
/work/shared/rules) whose terms it uses: suits by name, cards called cards, the discards called
discards, a repeated bid refused for what it is, odds written as a bookmaker or a player would,
the showdown of Chinese Poker row by row, and the counts that readers see."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from chinese_support import chinese_deck, set_hand
from test_preference_rules import MIDDLE, STRONG, WEAK, deal, to_play
from typer.testing import CliRunner

from widow import IllegalActionError, InvalidActionError, load_game
from widow.cli import app
from widow.engine.table import counted
from widow.games.bid_whist.view import describe as bid_whist_sentence
from widow.games.horse_race.actions import LADDER, ladder_odds
from widow.ranking import evaluate


def test_bid_whist_names_the_trump_suit_in_words() -> None:
    """war-whist-bid-whist.txt, Bid Whist: the winning bidder names trump (a suit); the log
    says the suit ("clubs"), not the letter the event keeps."""
    line = bid_whist_sentence({"type": "contract", "seat": 1, "trump": "c", "direction": "high"}, 0)
    assert "clubs trump" in line and " c trump" not in line
    assert "no trump" in bid_whist_sentence(
        {"type": "contract", "seat": 1, "trump": None, "direction": "low"}, 0
    )


def test_bid_whist_scores_a_hand_in_words_for_its_side() -> None:
    """war-whist-bid-whist.txt, Bid Whist, after the hand "each team counts their tricks" and
    the bidding team scores a point a trick above its bid (or loses its bid). Every hand's log
    line names the side that scored and gives the score as two numbers, seats 0 and 2 first,
    never a raw list."""
    state = load_game("bid-whist", players=4).new_state(seed=5)
    lines: list[str] = []
    seen = 0
    while not state.is_over:
        state.apply(state.legal_actions()[0])
        table = state.view(0)["table"]
        pairs = zip(table["log_numbers"], table["log"], strict=True)
        lines += [line for number, line in pairs if number > seen]
        seen = max(table["log_numbers"], default=seen)
    scored = [line for line in lines if line.startswith("hand ") and ", score " in line]
    assert scored and not any("[" in line for line in scored)
    # Each line's points, added to its side, give the score the line states.
    running = [0, 0]
    pattern = r"hand (\d+): seats ([0-3]) and ([0-3]) ([+-]\d+), score (-?\d+) to (-?\d+)"
    for number, line in enumerate(scored, start=1):
        match = re.fullmatch(pattern, line)
        assert match, line
        assert int(match[1]) == number and {match[2], match[3]} in ({"0", "2"}, {"1", "3"})
        running[int(match[2]) % 2] += int(match[4])
        assert running == [int(match[5]), int(match[6])], line
    assert running == list(state.view(0)["scores"])


def test_war_counts_cards_and_says_when_the_battle_cap_ended_the_match() -> None:
    """war-whist-bid-whist.txt, War: the player who wins all the cards wins; our max_battles
    option stops a long match, and then the most cards wins. The outcome counts cards (no chips
    change hands) and the result says that the cap ended it."""
    state = load_game("war", players=2, max_battles=3).new_state(seed=5)
    while not state.is_over:
        state.apply("turn")
    outcome = state.outcome()
    assert outcome["counts"] == "cards"
    assert sum(s["chips"] for s in outcome["seats"]) + outcome["pool"] == 52
    lines = state.view(0)["table"]["result"]["lines"]
    assert any("the battle cap (3 battles) ended the match" in line for line in lines)
    assert all("money" not in line for line in lines)
    held = {s["seat"]: s["chips"] for s in outcome["seats"]}
    assert f"seat 0: {held[0]} cards" in lines[0]


def test_war_won_outright_does_not_blame_the_cap() -> None:
    state = load_game("war", players=2, max_battles=5000).new_state(seed=1)
    while not state.is_over:
        state.apply("turn")
    assert state.battles < 5000  # one player took every card (178 battles with this seed)
    lines = state.view(0)["table"]["result"]["lines"]
    assert not any("battle cap" in line for line in lines)


def test_preference_calls_the_laid_away_cards_discards() -> None:
    """commerce-...-lowball.txt, Preference, Bidding: the declarer of a number collects the
    talon and discards two cards face down. Before that the two cards are the talon; after it,
    the two cards in their place are the discards."""
    state = to_play(deal([STRONG, MIDDLE, WEAK]), "bid 1", "pass", "pass")
    labels = {z["id"]: z["label"] for z in state.view(0)["table"]["zones"]}
    assert labels["talon"] == "talon"
    declarer = state.to_act
    assert declarer is not None
    discard = next(str(a) for a in state.legal_actions() if str(a).startswith("discard"))
    state.apply(discard)
    labels = {z["id"]: z["label"] for z in state.view(declarer)["table"]["zones"]}
    assert labels["talon"] == "discards"


def test_preference_result_names_the_contract_in_words() -> None:
    """commerce-...-lowball.txt, Preference, Bidding: a bid of "one" (then "two" and so on) is
    a contract to take six tricks. The result of a played deal says the declarer's tricks and
    the contract as such, not a bare number beside the seat."""
    state = load_game("preference", players=3).new_state(seed=5)
    seen: list[str] = []
    while not state.is_over and not seen:
        # Bid where one may (so that a deal is played out), else the first move open.
        moves = [str(a) for a in state.legal_actions()]
        state.apply(next((m for m in moves if m.startswith("bid ")), moves[0]))
        result = state.view(0)["table"]["result"]
        seen = [line for line in (result or {"lines": []})["lines"] if "(contract " in line]
    assert seen, "a deal was played and settled"
    assert re.fullmatch(r"seat \d takes \d+ tricks? \(contract \w+\): (made|failed)", seen[0])


def test_preference_repeating_the_bid_standing_is_refused_as_not_higher() -> None:
    """commerce-...-lowball.txt, Preference, Bidding: one may be overcalled by two, then three;
    a bid of the number standing does not overcall it, and the refusal says it must be higher
    (skipping a number is a different refusal)."""
    state = to_play(deal([STRONG, MIDDLE, WEAK]), "bid 1")
    with pytest.raises(IllegalActionError, match=r"must be higher than the bid standing \(1\)"):
        state.apply("bid 1")
    with pytest.raises(IllegalActionError, match="numbers may not be skipped"):
        state.apply("bid 3")


@pytest.mark.parametrize(
    ("hand", "system", "words"),
    [
        ("As Ad 3c", "chinese-front", "one pair, aces, with a three"),
        ("8s 8d Ac", "chinese-front", "one pair, eights, with an ace"),
        ("5c 5d 8h", "brag", "pair of fives with an eight"),
    ],
)
def test_a_pair_with_one_odd_card_names_that_card(hand: str, system: str, words: str) -> None:
    """soko-...-whiskey.txt, Chinese Poker (front hand) and the Brag ranking: a pair and one odd
    card. "three odd" read as three odd cards; the odd card is named as one card."""
    assert evaluate(hand, system=system).describe() == words


@pytest.mark.parametrize(("game", "called"), [("poker-squares", 25), ("cribbage-squares", 16)])
def test_the_squares_count_only_the_cards_that_will_be_called(game: str, called: int) -> None:
    """poker-squares-cribbage-squares-vying-poker-basics.txt: Poker Squares turns twenty-five
    cards, Cribbage Squares sixteen; the cards still to call never count the rest of the pack."""
    state = load_game(game, players=1).new_state(seed=2)
    seen = []
    while not state.is_over and state.phase == "place":
        counters = {c["name"]: c["value"] for c in state.view(0)["table"]["counters"]}
        assert counters["called"] + counters["to_call"] == called
        seen.append(counters["to_call"])
        state.apply(state.legal_actions()[0])
    assert seen[0] == called - 1 and seen[-1] == 0


def test_cribbage_squares_refusals_name_its_own_side() -> None:
    """poker-squares-cribbage-squares-vying-poker-basics.txt, Cribbage Squares: a square of
    sixteen cards, four by four. Nothing says "1 to 5" on it: row 0 is no row, row 5 is off."""
    state = load_game("cribbage-squares", players=1).new_state(seed=1)
    with pytest.raises(InvalidActionError, match="from 1") as zero:
        state.apply("place 0 1")
    assert "5" not in str(zero.value).replace("'0 1'", "")
    with pytest.raises(IllegalActionError, match="4 rows and 4 columns, each counted from 1 to 4"):
        state.apply("place 5 1")


@pytest.mark.parametrize(
    ("typed", "rung"),
    [("3-2", (6, 4)), ("6-4", (6, 4)), ("3/2", (6, 4)), ("2-3", (4, 6)), ("evens", (1, 1)),
     ("2:2", (1, 1)), ("10-4", (5, 2))],
)  # fmt: skip
def test_horse_race_odds_are_taken_in_any_terms(typed: str, rung: tuple[int, int]) -> None:
    """commerce-...-lowball.txt, Horse Race: the banker announces the odds paid on each suit.
    Odds of 3 to 2 are the bookmaker's 6-4: written in lowest terms or with another separator,
    they are the same quote, and the record keeps the bookmaker's form."""
    assert ladder_odds(typed) == rung
    state = load_game("horse-race", players=3).new_state(seed=5)
    parsed = state.parse_action(f"quote h {typed}")
    assert str(parsed) == f"quote h {rung[0]}-{rung[1]}"


def test_horse_race_names_the_horses_by_suit() -> None:
    """commerce-...-lowball.txt, Horse Race: the aces are the horses and the banker quotes odds
    on each suit; the log and the table name the suit, not its letter."""
    state = load_game("horse-race", players=3).new_state(seed=5)
    state.apply("quote c 3-2")
    table = state.view(0)["table"]
    assert {"name": "odds_c", "label": "odds on clubs", "value": "6-4"} in table["counters"]
    assert any(line.endswith("the banker offers 6-4 on clubs") for line in table["log"])


def test_horse_race_calls_even_money_evens() -> None:
    """commerce-...-lowball.txt, Horse Race, quoting: suits close to equal "should all pay even
    money". The quote 1-1 is said the way a bookmaker says it, in the log and on the table,
    while the move keeps its written form."""
    state = load_game("horse-race", players=3).new_state(seed=5)
    state.apply("quote c evens")
    table = state.view(1)["table"]
    assert {"name": "odds_c", "label": "odds on clubs", "value": "evens"} in table["counters"]
    assert table["log"][-1] == "the banker offers evens on clubs"
    assert str(state.history[-1][1]) == "quote c 1-1"


def test_horse_race_logs_each_race_as_a_race() -> None:
    """commerce-...-lowball.txt, Horse Race: each round is a race ("the race begins!"). Every
    seat's log opens each race as a race, never as a deal, and the log has one such line for
    every race of the match, in order."""
    state = load_game("horse-race", players=3).new_state(seed=5)
    log: list[str] = []
    seen = 0
    while True:
        # The view keeps the recent lines only: gather each numbered line once, in order.
        table = state.view(0)["table"]
        pairs = zip(table["log_numbers"], table["log"], strict=True)
        log += [line for number, line in pairs if number > seen]
        seen = max(table["log_numbers"], default=seen)
        if state.is_over:
            break
        state.apply(state.legal_actions()[-1])
    assert not any(line.startswith("deal ") for line in log)
    opened = [line for line in log if line.endswith(" begins")]
    assert opened == [f"race {n} begins" for n in range(1, len(opened) + 1)]
    assert len(opened) == state.view(0)["races"]


def test_farmer_says_a_hidden_card_is_a_card() -> None:
    """commerce-...-lowball.txt, Farmer: the farmer "deals one card face down to each player".
    Each seat's log names its own card and calls another seat's card just a card, never the
    placeholder that hides it."""
    state = load_game("farmer", players=3).new_state(seed=5)
    for seat in range(3):
        log = state.view(seat)["table"]["log"]
        dealt = [line for line in log if line.endswith(" face down")]
        assert len(dealt) == 3 and not any("??" in line for line in dealt)
        assert sum(line.endswith(" is dealt a card face down") for line in dealt) == 2
        assert any(line.startswith(f"seat {seat} is dealt ") for line in dealt)


def test_horse_race_odds_off_the_ladder_are_still_refused() -> None:
    assert all(ladder_odds(f"{w}-{s}") == (w, s) for w, s in LADDER)
    state = load_game("horse-race", players=3).new_state(seed=5)
    for typed in ("7-3", "0-1", "5-0", "5-2-1"):
        with pytest.raises(InvalidActionError):
            state.parse_action(f"quote h {typed}")


def _two_player_chinese(hands: dict[int, str]) -> object:
    game = load_game("chinese-poker", players=2, hands=1, surrender=False)
    return game.new_state(seed=1, script=[chinese_deck(hands, 2)])


def test_chinese_poker_showdown_says_which_rows_each_player_took() -> None:
    """soko-...-whiskey.txt, Chinese Poker: each player compares their three hands against each
    opponent's, one at a time, and pays a unit for each hand lost. The result names the rows
    each of the two took."""
    mine = ("Qh Qd 2c", "Kh Kd 7c 3s 4d", "9s 9c 5d 5h 2h")
    theirs = ("Jh 8d 4c", "Th Td 5c 6s 7d", "As Ac 8s 8c 6h")
    state = _two_player_chinese({1: " ".join(mine), 0: " ".join(theirs)})
    set_hand(state, 1, *mine)  # type: ignore[arg-type]
    set_hand(state, 0, *theirs)  # type: ignore[arg-type]
    lines = state.view(0)["table"]["result"]["lines"]  # type: ignore[attr-defined]
    assert "seat 1 against seat 0: seat 1 takes front, middle; seat 0 takes back" in lines


def test_chinese_poker_showdown_says_why_a_hand_fouled() -> None:
    """soko-...-whiskey.txt, Chinese Poker: a hand whose rows are not set strongest at the back
    and weakest in front is a foul; the shown hand says which row beats the row behind it."""
    strong = ("Qh Qd 2c", "Kh Kd Kc 3s 3d", "9s 9c 9d 9h 2h")
    weak = ("Jh 8d 4c", "Th Td 5c 6s 7d", "As Ac 8s 8c 6h")
    fouled = (strong[0], strong[2], strong[1])  # quads in the middle over a full house
    state = _two_player_chinese({1: " ".join(strong), 0: " ".join(weak)})
    set_hand(state, 1, *fouled)  # type: ignore[arg-type]
    set_hand(state, 0, *weak)  # type: ignore[arg-type]
    view = state.view(0)  # type: ignore[attr-defined]
    shown = next(e for e in view["events"] if e["type"] == "hands-shown")
    words = {hand[0]: hand[5] for hand in shown["hands"]}
    assert words[1].startswith("fouled: the middle (four of a kind")
    assert "beats the back (full house" in words[1]
    lines = view["table"]["result"]["lines"]
    assert "seat 1 against seat 0: seat 0 takes front, middle, back (seat 1 fouled)" in lines


def test_a_lone_player_is_one_player(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        app,
        ["play", "poker-squares", "-n", "1", "--seed", "1", "--record", str(tmp_path / "r.json")],
        input="quit\n",
    )
    assert result.stdout.startswith("1 player, you at seat 0")


def test_counts_of_one_are_singular() -> None:
    assert counted(1, "player") == "1 player"
    assert counted(1, "point") == "1 point"
    assert counted(2, "point") == "2 points"
    assert counted(1, "chip", sign=True) == "+1 chip"
    assert counted(0, "chip", sign=True) == "+0 chips"
