"""Whist rule clauses, each citing its section of war-whist-bid-whist.txt ("Standard Whist",
"Rules of Play", "Variations"), and the conventions docs/trick-games.md records."""

from __future__ import annotations

import pytest
from whist_support import SUIT_HANDS, deal, deck_for, play, random_match

from widow import IllegalActionError, InvalidOptionError, load_game
from widow.cards import CARDS, parse_card
from widow.games import rules_text
from widow.games.whist.rules import TRUMP_ROTATION, side_of

# Four hands that make each trick easy to predict: seat 0 holds spades and the heart ace...
MIXED = (
    "AsKsQsJsTs9s8s7s6s5s4s3sAh",
    "KhQhJhTh9h8h7h6h5h4h3h2h2s",
    "AdKdQdJdTd9d8d7d6d5d4d3d2d",
    "AcKcQcJcTc9c8c7c6c5c4c3c2c",
)


@pytest.mark.parametrize("players", [3, 5])
def test_whist_is_for_four_players_only(players: int) -> None:
    """Rules, Standard Whist: a team game of two partnerships, so four players exactly."""
    with pytest.raises(InvalidOptionError, match="whist takes 4 to 4 players"):
        load_game("whist", players=players)


def test_partners_sit_opposite() -> None:
    """Rules, Standard Whist ("teams"): seats 0 and 2 play with each other against 1 and 3."""
    state = load_game("whist", players=4).new_state(seed=1)
    assert [side_of(s) for s in range(4)] == [0, 1, 0, 1]
    table = state.view(0)["table"]
    assert [row["team"] for row in table["seats"]] == [0, 1, 0, 1]
    assert table["seats"][2]["label"] == "seat 2 (your partner)"


def test_the_whole_pack_is_dealt_one_at_a_time_from_the_dealers_left() -> None:
    """Rules of Play: deal one card at a time, face down, until the pack is gone, beginning with
    the player to the dealer's left."""
    state = deal(2, list(SUIT_HANDS))
    deck = state.chance.log[-1].result
    assert [str(c) for c in deck] == deck_for(2, list(SUIT_HANDS))
    assert deck[0] in state.trick_table.hands[3]  # seat 3 sits on the dealer's left
    assert all(len(h) == 13 for h in state.trick_table.hands)
    assert sorted(c for h in state.trick_table.hands for c in h) == list(CARDS[:52])


def test_the_dealers_last_card_is_turned_up_and_fixes_trump() -> None:
    """Rules of Play: the final card is turned face up and its suit is trump."""
    state = deal(3, list(MIXED))
    turn_up = parse_card("2c")
    assert state.turn_up == turn_up and state.trump == 3 - 3  # clubs
    for seat in range(4):
        view = state.view(seat)
        assert view["trump"] == "c" and view["turn_up"] == "2c"
        assert "2c" in view["seats"][3]["hand"]
        ids = [z["id"] for z in view["table"]["zones"]]
        assert "turn-up" in ids


def test_the_dealer_takes_the_turn_up_card_at_their_first_turn() -> None:
    """Rules of Play: the card stays on the table until the dealer's first turn, when it is
    picked up into the hand."""
    state = deal(3, list(MIXED))
    events = play(state, "3s 2s 2d")
    assert not any(e["type"] == "turn-up-taken" for e in events)
    events = play(state, "3c")
    assert events[0] == {"type": "turn-up-taken", "seat": 3, "card": "2c"}
    assert "turn-up" not in [z["id"] for z in state.view(0)["table"]["zones"]]


def test_the_player_left_of_the_dealer_leads_any_card() -> None:
    """Rules of Play: the player to the dealer's left leads, choosing any card of the hand."""
    state = deal(1, list(SUIT_HANDS))
    assert state.to_act == 2
    assert len(state.legal_actions()) == 13


def test_following_suit_is_enforced_and_refusals_change_nothing() -> None:
    """Rules of Play: each player lays a card of the suit led when able."""
    state = deal(3, list(MIXED))
    play(state, "Ah")  # seat 0 leads its heart
    legal = {str(a) for a in state.legal_actions()}
    assert "play 2s" not in legal and "play Kh" in legal
    before = state.full_view()
    with pytest.raises(IllegalActionError, match="seat 1 in phase play: seat 1 must follow hearts"):
        state.apply("play 2s")
    with pytest.raises(IllegalActionError, match="does not hold As"):
        state.apply("play As")
    assert state.full_view() == before


def test_a_player_who_cannot_follow_may_play_any_card_trump_included() -> None:
    """Rules of Play: when you cannot follow suit you may play any card, a trump too."""
    state = deal(3, list(MIXED))
    play(state, "As 2s")
    assert len(state.legal_actions()) == 13  # seat 2 holds no spade
    play(state, "Ad")
    assert len(state.legal_actions()) == 13  # seat 3 holds no spade either: clubs are trump


def test_the_highest_trump_wins_else_the_highest_card_of_the_suit_led() -> None:
    """Rules of Play: the highest card of the suit led, or the highest trump, wins the trick."""
    state = deal(3, list(MIXED))
    events = play(state, "As 2s Ad 3c")
    won = next(e for e in events if e["type"] == "trick-won")
    assert won["seat"] == 3  # the lowest trump beats the ace led
    events = play(state, "Kc Ks 2h Kd")
    won = next(e for e in events if e["type"] == "trick-won")
    assert won["seat"] == 3


def test_the_winner_of_a_trick_leads_the_next() -> None:
    """Rules of Play: whoever wins a trick leads to the next one."""
    state = deal(2, list(SUIT_HANDS))  # diamonds are trump: seat 2 wins whatever it plays
    play(state, "2c As Kh 2d")
    assert state.to_act == 2 and state.trick_table.won == [0, 0, 1, 0]


@pytest.mark.parametrize("seed", range(6))
def test_trick_winners_match_an_independent_judge(seed: int) -> None:
    """Rules of Play (trick winner), checked on whole random matches against a judge written
    here from the text."""
    _, events = random_match(seed)
    trump = None
    for event in events:
        if event["type"] == "dealt":
            trump = event["trump"]
        if event["type"] == "trick-won":
            plays = [(p[0], parse_card(p[1])) for p in event["cards"]]
            led = plays[0][1].suit
            trumps = [p for p in plays if trump and p[1].suit.char == trump]
            pool = trumps or [p for p in plays if p[1].suit == led]
            assert event["seat"] == max(pool, key=lambda p: p[1].rank)[0]


@pytest.mark.parametrize("seed", range(6))
def test_a_side_scores_a_point_for_each_trick_over_six(seed: int) -> None:
    """Rules of Play: at the end of the thirteen tricks the side with more than six scores one
    point per trick over six (checked over random matches; a hand that wins the game drops what
    is left beyond it, docs/trick-games.md)."""
    _, events = random_match(seed)
    tricks = [0, 0]
    for event in events:
        if event["type"] == "trick-won":
            tricks[event["seat"] & 1] += 1
        if event["type"] == "hand-scored":
            assert list(event["tricks"]) == tricks and sum(tricks) == 13
            winner = 0 if tricks[0] > 6 else 1
            assert event["trick_points"][1 - winner] == 0
            assert 0 < event["trick_points"][winner] <= tricks[winner] - 6
            tricks = [0, 0]


def test_thirteen_tricks_take_seven_points_and_the_game() -> None:
    """Rules of Play: a point per trick over six; the first side to five points wins a game."""
    state = deal(2, list(SUIT_HANDS))  # diamonds trump, all with seat 2
    events = []
    while state.deal_no == 1:
        events += [e.to_dict() for e in state.apply(state.legal_actions()[0])]
    scored = next(e for e in events if e["type"] == "hand-scored")
    assert scored["tricks"] == [13, 0] and scored["trick_points"] == [7, 0]
    assert next(e for e in events if e["type"] == "game-won")["games"] == [1, 0]
    assert state.scores == [0, 0] and state.points == [7, 0]


@pytest.mark.parametrize(
    ("variant", "target", "rubber"),
    [("standard", 5, True), ("long", 10, True), ("american", 7, False)],
)
def test_game_targets_and_rubbers(variant: str, target: int, rubber: bool) -> None:
    """Rules of Play: game to five, rubber best two of three; Variations: American Whist is
    played to seven without a rubber, Long Whist to ten."""
    for seed in range(4):
        state, events = random_match(seed, variant=variant)
        games = []
        for i, event in enumerate(events):
            if event["type"] != "hand-scored":
                continue
            won = i + 1 < len(events) and events[i + 1]["type"] == "game-won"
            assert (max(event["scores"]) >= target) == won
            if won:
                games.append(events[i + 1])
        winner = games[-1]["side"]
        if rubber:
            assert state.games[winner] == 2 and len(games) in (2, 3)
        else:
            assert len(games) == 1
        assert state.outcome()["winners"] == [winner, winner + 2]


@pytest.mark.parametrize(("mode", "expected"), [("add", (3, 0)), ("deduct", (0, -3))])
def test_a_revoke_costs_three_points_when_the_hand_is_checked(
    mode: str, expected: tuple[int, int]
) -> None:
    """Rules of Play: failing to follow suit while able is a revoke; three points, added to the
    other side's score or taken from the revoking side's, as the players choose."""
    hands = list(MIXED)
    state = deal(3, hands, revokes=mode, variant="long")
    play(state, "Ah 2s")  # seat 1 holds hearts but plays a spade
    assert not any(e.type == "revoke-found" for e in state.recent_events())
    events = []
    while state.deal_no == 1:
        events += [e.to_dict() for e in state.apply(state.legal_actions()[0])]
    found = [e for e in events if e["type"] == "revoke-found"]
    assert found[0] == {"type": "revoke-found", "seat": 1, "trick": 1, "suit": "h", "penalty": 3}
    scored = next(e for e in events if e["type"] == "hand-scored")
    penalties = tuple(scored["penalties"])
    assert penalties == expected


def test_revokes_cannot_be_made_by_default() -> None:
    """Rules of Play (revoke) with our default: following suit is enforced."""
    assert load_game("whist", players=4).options.revokes == "enforced"
    state = deal(3, list(MIXED))
    play(state, "Ah")
    assert "play 2s" not in {str(a) for a in state.legal_actions()}


@pytest.mark.parametrize(("holding", "bonus"), [(4, 4), (3, 2), (2, 0)])
def test_honours_score_four_for_all_four_and_two_for_three(holding: int, bonus: int) -> None:
    """Variations, Honors: a side holding all four trump honours (A K Q J) scores a bonus (four
    points, our reading); three of the four score two."""
    honours = ["Ac", "Kc", "Qc", "Jc"]
    ours, theirs = honours[:holding], honours[holding:]
    spare_ours = [c for c in ["Tc", "9c", "8c", "7c"] if c][: 4 - holding]
    # Seat 0 gets our honours, seat 1 theirs; every other card fills the hands in suit blocks.
    used = set(ours + theirs + spare_ours)
    rest = [str(c) for c in CARDS[:52] if str(c) not in used and str(c) != "2c"]
    seat0 = ours + spare_ours
    seat1 = list(theirs)
    pool = iter(rest)
    while len(seat0) < 13:
        seat0.append(next(pool))
    while len(seat1) < 13:
        seat1.append(next(pool))
    seat2 = [next(pool) for _ in range(13)]
    seat3 = [next(pool) for _ in range(12)] + ["2c"]  # the dealer turns up a club
    state = deal(3, [" ".join(h) for h in (seat0, seat1, seat2, seat3)], variant="honors")
    events = []
    while state.deal_no == 1:
        events += [e.to_dict() for e in state.apply(state.legal_actions()[0])]
    scored = next(e for e in events if e["type"] == "hand-scored")
    # Lowest-card play leaves both sides short of game on tricks, so the honours count.
    assert max(scored["trick_points"]) < 5
    assert scored["honours"][0] == bonus and scored["honours"][1] == 0


def test_trumps_variant_rotates_the_trump_with_a_no_trump_hand() -> None:
    """Variations, Trumps: the trump suit is fixed hand by hand in rotation, and a fifth hand
    may be played without trumps (our order: hearts, clubs, diamonds, spades, no trump)."""
    _, events = random_match(3, variant="trumps", revokes="add")
    dealt = [e for e in events if e["type"] == "dealt"]
    order = ["h", "c", "d", "s", None]
    assert [e["trump"] for e in dealt] == [order[i % 5] for i in range(len(dealt))]
    assert all(e["turn_up"] is None for e in dealt)
    assert TRUMP_ROTATION == (2, 0, 1, 3)
    _state, events = random_match(3, variant="trumps", no_trump_hand=False)
    dealt = [e for e in events if e["type"] == "dealt"]
    assert [e["trump"] for e in dealt] == [order[i % 4] for i in range(len(dealt))]


def test_other_hands_stay_hidden_but_played_cards_are_public() -> None:
    """Hidden information: a seat sees its own hand and the turned-up card, every card played
    this hand (current trick, last trick, record of tricks), never another hand."""
    state = deal(3, list(MIXED))
    play(state, "As 2s Ad 3c Kc")
    view = state.view(1)
    assert view["seats"][0]["hand"] == ["??"] * 12
    assert view["seats"][3]["hand"] == ["2c"] + ["??"] * 10
    assert view["last_trick"]["cards"][0] == {"seat": 0, "card": "As"}
    assert view["current_trick"]["cards"] == [{"seat": 3, "card": "Kc"}]
    assert view["tricks"][0]["winner"] == 3
    assert view["sides"][1]["tricks"] == 1


def test_unknown_options_are_refused() -> None:
    """Options: every variant named in the text and nothing else."""
    with pytest.raises(InvalidOptionError, match="variant must be one of"):
        load_game("whist", players=4, variant="bridge")


def test_rules_text_names_every_variant() -> None:
    text = rules_text("whist")
    for word in ("honors", "american", "long", "trumps", "revokes=add", "revokes=deduct"):
        assert word in text
