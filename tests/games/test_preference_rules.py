"""Preference rule clauses, each citing its section of
commerce-paiute-preference-horse-race-faro-farmer-tonk-bourre-brag-lowball.txt ("Preference":
Setup, Bidding, Play of the hand, Payouts and penalties), and the conventions
docs/trick-games.md records."""

from __future__ import annotations

import random
from typing import Any

import pytest

from widow import IllegalActionError, InvalidOptionError, load_game
from widow.bots import play_match
from widow.cards import parse_card, parse_cards
from widow.engine.tricks.play import TrickTable, head_trick
from widow.games.preference.play import preference_rule
from widow.games.preference.rules import PACK, PreferenceState

# Hands by position from the dealer's left (ten cards each), then the talon.
STRONG = "Ah Kh Qh Jh Th As Ks Ad Kd Ac"
MIDDLE = "9h 8h Qs Js Ts Qd Jd Kc Qc Jc"
WEAK = "7h 9s 8s 7s Td 9d 8d Tc 9c 8c"
TALON = "7d 7c"


def deal(
    hands: list[str], talon: str = TALON, dealer: int = 0, players: int = 3, **options: Any
) -> PreferenceState:
    """A match whose first deal gives the seats from the dealer's left these hands and this
    talon, dealt in the rules' packets (3, talon, 4, 3)."""
    cut = ["Kc", "Qc", "Jc", "Tc"][:players]
    cut[dealer] = "7c"
    parsed = [[str(c) for c in parse_cards(h)] for h in hands]
    deck: list[str] = []
    for start, size in ((0, 3), (None, 2), (3, 4), (7, 3)):
        if start is None:
            deck += [str(c) for c in parse_cards(talon)]
            continue
        for hand in parsed:
            deck += hand[start : start + size]
    state = load_game("preference", players=players, **options).new_state(
        seed=1, script=[cut, deck]
    )
    assert isinstance(state, PreferenceState)
    return state


def legal(state: PreferenceState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def to_play(state: PreferenceState, *actions: str) -> PreferenceState:
    for action in actions:
        state.apply(action)
    return state


@pytest.mark.parametrize("players", [2, 5])
def test_three_players_or_four_with_the_dealer_sitting_out(players: int) -> None:
    """Preference: a game for three; a fourth sits out on their turn to deal."""
    with pytest.raises(InvalidOptionError, match="preference takes 3 to 4 players"):
        load_game("preference", players=players)


def test_the_pack_is_thirty_two_cards_seven_to_ace() -> None:
    """Setup: remove the 2s to 6s, leaving aces down to 7s in each suit."""
    state = load_game("preference", players=3).new_state(seed=3)
    assert sorted(str(c) for c in state.pack()) == sorted(r + s for r in "789TJQKA" for s in "cdhs")
    assert len(PACK) == 32 and all(len(h) == 10 for h in state.hands)


def test_deal_in_packets_with_the_two_card_talon() -> None:
    """Setup: three cards each, two to the talon, four each, three each."""
    state = deal([STRONG, MIDDLE, WEAK])
    assert state.dealer == 0 and state.active == [1, 2, 0]
    for seat, hand in zip(state.active, (STRONG, MIDDLE, WEAK), strict=True):
        assert state.hands[seat] == sorted(parse_cards(hand))
    assert sorted(state.talon) == sorted(parse_cards(TALON))
    assert state.view(1)["talon"] == ["??", "??"]


def test_a_fourth_player_sits_out_while_dealing() -> None:
    """Preference: with four players the dealer sits the deal out."""
    state = deal([STRONG, MIDDLE, WEAK], dealer=2, players=4)
    assert state.active == [3, 0, 1] and state.hands[2] == []
    assert state.to_act == 3
    assert state.view(2)["table"]["seats"][2]["status"] == "sits out"


def test_everyone_antes_a_multiple_of_ten_stakes() -> None:
    """Setup: the ante seeds the pot and must be divisible by ten times the stake."""
    state = load_game("preference", players=4, ante=20).new_state(seed=2)
    assert state.pot == 80 and state.chips == [-20] * 4
    with pytest.raises(InvalidOptionError, match="multiple of 10"):
        load_game("preference", players=3, ante=25)


def test_bidding_opens_left_of_the_dealer_with_one_game_or_hearts() -> None:
    """Bidding: the dealer's left opens with one, game or hearts, or passes."""
    state = deal([STRONG, MIDDLE, WEAK])
    assert state.to_act == 1
    assert legal(state) == ["pass", "bid 1", "bid game", "bid hearts"]
    with pytest.raises(IllegalActionError, match="numbers may not be skipped"):
        state.apply("bid 2")


def test_numbers_are_overcalled_one_at_a_time() -> None:
    """Bidding: one may be overcalled by two, then three...; no number may be skipped."""
    state = to_play(deal([STRONG, MIDDLE, WEAK]), "bid 1")
    assert "bid 2" in legal(state) and "bid 3" not in legal(state)
    to_play(state, "bid 2", "bid 3")
    assert "bid 4" in legal(state)


def test_a_number_bidder_may_only_go_higher() -> None:
    """Bidding: after a numerical bid a player may not bid game or hearts, only higher numbers."""
    state = to_play(deal([STRONG, MIDDLE, WEAK]), "bid 1", "bid 2", "pass")
    assert legal(state) == ["pass", "bid 3"]
    with pytest.raises(IllegalActionError, match="only bid higher numbers"):
        state.apply("bid game")


def test_after_game_only_game_and_hearts() -> None:
    """Bidding: once game has been bid, the only bids are game and hearts."""
    state = to_play(deal([STRONG, MIDDLE, WEAK]), "bid game")
    assert legal(state) == ["pass", "bid game", "bid hearts"]
    with pytest.raises(IllegalActionError, match="only game and hearts"):
        state.apply("bid 1")


def test_hearts_ends_the_auction_at_once() -> None:
    """Bidding: hearts cannot be overcalled; hearts are trump and the talon is set aside."""
    state = to_play(deal([STRONG, MIDDLE, WEAK]), "bid hearts")
    assert state.declarer == 1 and state.trump == 2 and state.phase == "defend"
    assert len(state.hands[1]) == 10 and len(state.talon) == 2 and not state.took_talon
    assert state.to_act == 2  # the defender on the declarer's left speaks first


def test_the_last_bidder_standing_takes_the_talon_and_discards_two() -> None:
    """Bidding (numerical bid): the declarer takes the talon and lays away two cards face down
    (talon cards included if it likes)."""
    state = to_play(deal([STRONG, MIDDLE, WEAK]), "bid 1", "pass", "pass")
    assert state.declarer == 1 and state.phase == "discard"
    assert len(state.hands[1]) == 12 and "discard 7c 7d" in legal(state)
    state.apply("discard 7c 7d")
    assert state.view(1)["talon"] == ["7c", "7d"] and state.view(2)["talon"] == ["??", "??"]


def test_trump_must_rank_at_least_the_winning_number() -> None:
    """Bidding: with a winning bid of three only hearts (4) and diamonds (3) may be trump."""
    state = to_play(deal([STRONG, MIDDLE, WEAK]), "bid 1", "bid 2", "pass", "bid 3", "pass")
    assert state.declarer == 1 and state.contract == 3
    state.apply("discard 7c 7d")
    assert legal(state) == ["trump diamonds", "trump hearts"]
    with pytest.raises(IllegalActionError, match="at least 3"):
        state.apply("trump clubs")


def test_everyone_passing_throws_the_deal_in() -> None:
    """Convention (the text is silent): if all pass, the deal is thrown in and passes on."""
    state = to_play(deal([STRONG, MIDDLE, WEAK]), "pass", "pass", "pass")
    assert state.deal_no == 2 and state.dealer == 1 and state.pot == 30
    assert state.chips == [-10] * 3


def test_several_game_bids_go_to_the_highest_suit() -> None:
    """Bidding (game): several game bidders each name a suit; the highest-ranking one wins."""
    state = to_play(deal([STRONG, MIDDLE, WEAK]), "bid game", "bid game", "pass")
    assert state.phase == "game-suit" and state.to_act == 1
    to_play(state, "trump spades", "trump diamonds")
    assert state.declarer == 2 and state.trump == 1 and state.phase == "defend"


def test_equal_game_wishes_go_to_the_first_from_the_dealers_left() -> None:
    """Bidding (game): players wanting the same suit: the first to the dealer's left wins."""
    state = to_play(deal([STRONG, MIDDLE, WEAK]), "pass", "bid game", "bid game")
    to_play(state, "trump clubs", "trump clubs")
    assert state.declarer == 2 and state.trump == 0


def test_both_defenders_dropping_pays_as_ten_tricks() -> None:
    """Bidding (defenders): both drop out, so the hand is paid as if the declarer took all ten
    tricks: ten from the pot to the declarer, nothing to the defenders."""
    state = to_play(deal([STRONG, MIDDLE, WEAK]), "pass", "bid game", "pass", "trump spades")
    to_play(state, "drop", "drop")
    assert state.chips == [-10, -10, 0] and state.pot == 20 and state.deal_no == 2


def test_four_aces_bonus_when_the_contract_is_made() -> None:
    """Payouts (bonuses): a declarer holding all four aces who takes six is paid ten by each
    opponent (here on top of the ten from the pot)."""
    state = to_play(deal([STRONG, MIDDLE, WEAK]), "bid game", "pass", "pass", "trump hearts")
    to_play(state, "drop", "drop")
    assert state.chips == [-20, 20, -20] and state.pot == 20


def test_hearts_bonus_is_paid_even_when_the_defenders_drop() -> None:
    """Payouts (bonuses): a made hearts contract earns ten from each opponent, whether or not
    they played."""
    state = to_play(deal([STRONG, MIDDLE, WEAK]), "pass", "bid hearts", "drop", "drop")
    assert state.chips == [-20, -20, 20]


def test_a_lone_defender_may_invite_the_other() -> None:
    """Bidding (defenders): one plays, the other drops: the player may invite the other, who
    must then play (both defenders' hands in the tricks)."""
    state = to_play(deal([STRONG, MIDDLE, WEAK]), "bid hearts", "defend", "drop")
    assert state.phase == "invite" and state.to_act == 2 and legal(state) == ["invite", "alone"]
    state.apply("invite")
    assert state.host == 2 and state.guest == 0 and state.trick_table.seats == [1, 2, 0]


def test_a_lone_defender_may_play_alone() -> None:
    """Convention: a defender who does not invite plays two-handed against the declarer; the
    other's cards are set aside."""
    state = to_play(deal([STRONG, MIDDLE, WEAK]), "bid hearts", "drop", "defend", "alone")
    assert state.phase == "play" and state.trick_table.seats == [1, 0]
    assert state.view(1)["table"]["zones"][2]["cards"] == ["??"] * 10


def test_no_aces_may_be_declared_only_without_aces() -> None:
    """Bidding (no aces): a declarer with no aces may say so before leading; aces laid away in
    the talon do not count as not held."""
    state = to_play(deal([WEAK, MIDDLE, STRONG]), "bid game", "pass", "pass", "trump clubs")
    to_play(state, "defend", "defend")
    assert state.to_act == 1 and legal(state)[0] == "no aces"
    state.apply("no aces")
    assert state.no_aces and "no aces" not in legal(state)
    other = deal(["Ah Kh Qh Jh Th As Ks Ad Kd 7c", MIDDLE, WEAK], talon="7d Ac")
    to_play(other, "pass", "bid 1", "pass", "discard Ac 7d", "trump hearts", "defend", "defend")
    assert "no aces" not in legal(other) and other.to_act == 2


def test_follow_suit_and_head_the_trick() -> None:
    """Play of the hand: follow suit; a player who can beat the best card of the suit led
    must."""
    table = TrickTable(
        [list(parse_cards(h)) for h in ("9h", "Th 8h Ks", "Qh 7h")], trump=3, rule=head_trick
    )
    table.play(0, parse_card("9h"))
    assert table.legal_cards(1) == [parse_card("Th")]


def test_a_trumped_trick_frees_the_follower() -> None:
    """Play of the hand: once a trump has made it moot, a lower card of the suit led may be
    played."""
    table = TrickTable(
        [list(parse_cards(h)) for h in ("9h", "7s 8d", "Qh 7h")], trump=3, rule=head_trick
    )
    table.play(0, parse_card("9h"))
    table.play(1, parse_card("7s"))
    assert table.legal_cards(2) == sorted(parse_cards("Qh 7h"))


def test_unable_to_follow_trump_over_the_best_trump() -> None:
    """Play of the hand: unable to follow, play a trump, the highest so far if able; with no
    trump, any card."""
    table = TrickTable(
        [list(parse_cards(h)) for h in ("9h", "9s", "7s Ks 8d", "7d 8c")], trump=3, rule=head_trick
    )
    table.play(0, parse_card("9h"))
    table.play(1, parse_card("9s"))
    assert table.legal_cards(2) == [parse_card("Ks")]
    assert table.legal_cards(3) == sorted(parse_cards("7d 8c"))


def test_first_defender_beats_the_lead_as_cheaply_as_possible() -> None:
    """Play of the hand: with both defenders playing and the declarer leading, the first
    defender able to beat the lead must use the lowest card that does."""
    hands = [list(parse_cards(h)) for h in ("9h", "Th Ah Kh", "7s Qs")]
    table = TrickTable(hands, trump=3, rule=preference_rule(0, True))
    table.play(0, parse_card("9h"))
    assert table.legal_cards(1) == [parse_card("Th")]
    void = TrickTable(
        [list(parse_cards(h)) for h in ("9h", "Qs 8s 7d", "7h")],
        trump=3,
        rule=preference_rule(0, True),
    )
    void.play(0, parse_card("9h"))
    assert void.legal_cards(1) == [parse_card("8s")]
    alone = TrickTable(
        [list(parse_cards(h)) for h in ("9h", "Th Ah Kh")], trump=3, rule=preference_rule(0, False)
    )
    alone.play(0, parse_card("9h"))
    assert alone.legal_cards(1) == sorted(parse_cards("Th Ah Kh"))


def test_a_defender_lead_has_no_lowest_card_rule() -> None:
    """Play of the hand: the lowest-beating-card rule applies only to the declarer's lead."""
    table = TrickTable(
        [list(parse_cards(h)) for h in ("9h", "Th Ah", "7s")],
        trump=3,
        seats=[2, 0, 1],
        leader=2,
        rule=preference_rule(1, True),
    )
    table.play(2, parse_card("7s"))
    assert table.legal_cards(0) == sorted(parse_cards("9h"))


def expected_changes(
    state: PreferenceState, info: dict[str, Any], tricks: dict[int, int]
) -> dict[Any, int]:
    """Payouts, penalties and bonuses as the rules state them, written out independently."""
    d = info["declarer"]
    defenders = info["defenders"]
    host, guest = info["host"], info["guest"]
    change: dict[Any, int] = {s: 0 for s in range(state.game.players)}
    change["pot"] = -10
    change[d] += 10
    for s in defenders:
        paid_to = host if s == guest else s
        change[d] -= tricks[s]
        change[paid_to] += tricks[s]
    made = tricks[d] >= 6
    if not made:
        change[d] -= 20
        change["pot"] += 20
    if host is not None:
        if tricks[defenders[0]] + tricks[defenders[1]] < 4:
            change[host] -= 10
            change["pot"] += 10
    else:
        for s in defenders:
            if info["defence"][s] == "defend" and tricks[s] < 2:
                change[s] -= 10
                change["pot"] += 10
    bonus = 0
    if info["contract"] == 6:
        bonus += 10 if made else -10
    if info["no_aces"]:
        bonus += 10 if made else -10
    if made and info["four_aces"]:
        bonus += 10
    for s in defenders:
        change[s] -= bonus
        change[d] += bonus
    return change


def test_payouts_penalties_and_bonuses_over_many_deals() -> None:
    """Payouts and penalties: ten from the pot to the declarer, a stake per defender's trick
    (the host collecting for the guest), 20 into the pot from a failed declarer, 10 from each
    failed defender (the host alone for an invited pair short of four), and the hearts, four
    aces and no aces bonuses: every settled deal of many random matches agrees with an
    independent statement of these rules."""
    checked = 0
    for seed in range(40):
        state = load_game("preference", players=3 + seed % 2, max_deals=6).new_state(seed=seed)
        rng = random.Random(seed)
        info: dict[str, Any] = {}
        before: dict[Any, int] = {}
        while not state.is_over:
            if state.phase == "play" and not info:
                d = state.declarer
                assert d is not None
                info = {
                    "declarer": d,
                    "defenders": state.defenders(),
                    "host": state.host,
                    "guest": state.guest,
                    "defence": list(state.defence),
                    "contract": state.contract,
                    "four_aces": sum(c >> 2 == 12 for c in state.current_hand(d)) == 4,
                }
                before = {s: c for s, c in enumerate(state.chips)} | {"pot": state.pot}
            events = state.apply(rng.choice(state.legal_actions()))
            settled = [e for e in events if e.type == "settled"]
            if settled and info:
                info["no_aces"] = any(e.type == "no-aces" for e in state.events)
                tricks = dict(settled[0].tricks)  # type: ignore[attr-defined]
                after = {s: c for s, c in enumerate(state.chips)} | {"pot": state.pot}
                if any(e.type == "pot-shared" for e in events):
                    info = {}
                    continue
                want = expected_changes(state, info, tricks)
                assert {k: after[k] - before[k] for k in after} == want
                checked += 1
                info = {}
            elif settled:
                info = {}
    assert checked > 40


def test_play_goes_on_until_the_pot_is_empty() -> None:
    """Payouts: play continues until the pot is depleted (here within ``max_deals``, else the
    pot left is shared); stakes always balance."""
    for seed in range(6):
        state = play_match(
            load_game("preference", players=3, max_deals=60), ["heuristic"] * 3, seed
        )
        assert isinstance(state, PreferenceState)
        assert state.pot == 0 and sum(state.chips) == 0
        if state.deal_no < 60:
            assert not any(e.type == "pot-shared" for e in state.events)


def test_resample_respects_what_the_plays_reveal() -> None:
    """Resampling: every sampled deal makes each card played so far a legal play, so a seat
    shown void, or shown unable to beat, never receives such cards."""
    from widow.games.preference.play import excluded_by_plays

    for seed in range(8):
        state = load_game("preference", players=3).new_state(seed=seed)
        rng = random.Random(seed)
        while state.deal_no == 1 and not state.is_over:
            if state.phase == "play" and state.trick_table.tricks:
                seat = state.to_act
                assert seat is not None
                sample = state.resample(seat, rng)
                table = sample.trick_table
                held = {s: set(table.hands[s]) for s in table.seats}
                ruled = excluded_by_plays(table, set(PACK))
                assert all(not (held[s] & ruled[s]) for s in table.seats if s != seat)
                assert sample.view(seat) == state.view(seat)
            state.apply(rng.choice(state.legal_actions()))


def test_heuristic_beats_random() -> None:
    """Bots: the heuristic player wins money from two random players."""
    total = 0
    for seed in range(6):
        state = play_match(
            load_game("preference", players=3, max_deals=12),
            ["heuristic", "random", "random"],
            seed,
        )
        total += state.outcome()["seats"][0]["money"]
    assert total > 0


def test_action_numbers_are_fixed() -> None:
    """Protocol: pass, six bids, four trumps, five words, 32 plays and 496 discards."""
    game = load_game("preference", players=3)
    state = game.new_state(seed=1)
    assert game.num_distinct_actions == 544
    assert [state.action_index(t) for t in ("pass", "bid hearts", "trump spades", "no aces")] == [
        0,
        6,
        10,
        15,
    ]
    assert state.action_index("play 7c") == 16 and state.action_index("discard 7c 7d") == 48


def test_the_defenders_are_partners_for_the_deal() -> None:
    """Bidding: the two players who did not become the declarer are the defenders; the table
    shows them as one side and each as the other's fellow defender."""
    state = to_play(deal([STRONG, MIDDLE, WEAK]), "pass", "bid hearts")
    rows = state.view(0)["table"]["seats"]
    assert [r["team"] for r in rows] == [1, 1, 0]
    assert rows[1]["label"] == "seat 1 (your fellow defender)" and "declarer" in rows[2]["roles"]
